/* wcet.h: the annotation ABI of the wcet analyzer (see DESIGN.md, "Annotation ABI").
 *
 * When __WCET__ is defined (the analyzer defines it when it compiles C), the
 * macros below become calls to external __wcet_* functions that the analyzer
 * recognizes by name in LLVM IR.  Otherwise the statement macros expand to
 * ((void)0) and WCET_NONDET / WCET_NONDET_RANGE stay undefined, so annotated
 * code still builds for the target.
 */
#ifndef WCET_H
#define WCET_H

#ifdef __WCET__
#ifdef __cplusplus
extern "C" {
#endif
void __wcet_cost(long long units);        /* WCET_COST(k): k units of resource "cycles" */
void __wcet_alloc(long long bytes);       /* WCET_ALLOC(n): resource "heap" += n        */
void __wcet_free(long long bytes);        /* WCET_FREE(n):  resource "heap" -= n        */
void __wcet_count(const char *name);      /* WCET_COUNT(c): frequency variable c += 1  */
void __wcet_reset(const char *name);      /* WCET_RESET(c): c := 0                      */
void __wcet_assert(const char *expr);     /* WCET_ASSERT("c1 <= c / 10")                */
int __wcet_nondet(void);                  /* WCET_NONDET(): any int                     */
int __wcet_nondet_range(int lo, int hi);  /* WCET_NONDET_RANGE(lo, hi): an int in lo..hi */
#ifdef __cplusplus
}
#endif
#define WCET_COST(k) __wcet_cost((long long)(k))
#define WCET_ALLOC(n) __wcet_alloc((long long)(n))
#define WCET_FREE(n) __wcet_free((long long)(n))
#define WCET_COUNT(c) __wcet_count(#c)
#define WCET_RESET(c) __wcet_reset(#c)
#define WCET_ASSERT(e) __wcet_assert(e)
#define WCET_NONDET() __wcet_nondet()
#define WCET_NONDET_RANGE(lo, hi) __wcet_nondet_range((lo), (hi))
#else
#define WCET_COST(k) ((void)0)
#define WCET_ALLOC(n) ((void)0)
#define WCET_FREE(n) ((void)0)
#define WCET_COUNT(c) ((void)0)
#define WCET_RESET(c) ((void)0)
#define WCET_ASSERT(e) ((void)0)
#endif

#endif /* WCET_H */
