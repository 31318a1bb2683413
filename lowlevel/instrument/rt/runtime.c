/* runtime.c: the runtime of an instrumented module (package
 * lowlevel/instrument). Compiled with clang-14 at instrument time and linked
 * into the output with llvm-link-14. It owns the counters, the heap
 * wrappers, the nondet sequence (WCET_NONDET), the entry's arguments
 * (WCET_ARGS) and the one line the program prints:
 *
 *     wcet: cycles=N heap=P[ blocked=1]
 *
 * Symbols visible to the instrumented module are the __wcet_* annotation
 * functions of wcet.h and __wcet_rt_*; everything else is static. Errors
 * print "wcet: error: ..." on stderr and exit(2).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long long __wcet_rt_cycles;      /* incremented inline by the instrumented code */
static long long heap, heap_peak; /* running heap use and its high watermark */
static int blocked;              /* an assertion failed */
static int reported;             /* the line has been printed */

static void die(const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  fputs("wcet: error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(2);
}

/* __wcet_rt_report prints the line once: at the return of the entry, or
 * before exit/_Exit/abort/a noreturn external function. */
void __wcet_rt_report(void) {
  if (reported)
    return;
  reported = 1;
  printf("wcet: cycles=%lld heap=%lld%s\n", __wcet_rt_cycles, heap_peak, blocked ? " blocked=1" : "");
  fflush(stdout);
}

void __wcet_rt_exit(int code) {
  __wcet_rt_report();
  exit(code);
}

void __wcet_rt__Exit(int code) {
  __wcet_rt_report();
  _Exit(code);
}

void __wcet_rt_abort(void) {
  __wcet_rt_report();
  abort();
}

/* __wcet_rt_halt ends the program at a call to a noreturn external function. */
void __wcet_rt_halt(const char *name) {
  (void)name;
  __wcet_rt_report();
  exit(0);
}

/* ---- resources ---- */

static void heap_add(long long n) {
  heap += n;
  if (heap > heap_peak)
    heap_peak = heap;
}

void __wcet_cost(long long units) { __wcet_rt_cycles += units; }
void __wcet_alloc(long long bytes) { heap_add(bytes); }
void __wcet_free(long long bytes) { heap_add(-bytes); }

/* Each allocation carries its size in a 16-byte header (keeps malloc's
 * alignment), so free subtracts exactly what the allocation added. */
#define HDR 16

void *__wcet_rt_malloc(unsigned long n) {
  unsigned char *p;
  if (n > (unsigned long)-1 - HDR)
    return 0;
  p = malloc(n + HDR);
  if (!p)
    return 0;
  *(unsigned long *)p = n;
  heap_add((long long)n);
  return p + HDR;
}

void *__wcet_rt_calloc(unsigned long k, unsigned long size) {
  unsigned long n;
  unsigned char *p;
  if (size != 0 && k > ((unsigned long)-1 - HDR) / size)
    return 0;
  n = k * size;
  p = calloc(1, n + HDR);
  if (!p)
    return 0;
  *(unsigned long *)p = n;
  heap_add((long long)n);
  return p + HDR;
}

void __wcet_rt_free(void *q) {
  unsigned char *p;
  if (!q)
    return;
  p = (unsigned char *)q - HDR;
  heap_add(-(long long)*(unsigned long *)p);
  free(p);
}

/* realloc is malloc of the new size, copy, free of the old block: the peak
 * counts both blocks. */
void *__wcet_rt_realloc(void *q, unsigned long n) {
  unsigned long old;
  void *r;
  if (!q)
    return __wcet_rt_malloc(n);
  old = *(unsigned long *)((unsigned char *)q - HDR);
  r = __wcet_rt_malloc(n);
  if (!r)
    return 0;
  memcpy(r, q, old < n ? old : n);
  __wcet_rt_free(q);
  return r;
}

/* ---- frequency variables and assertions ---- */

struct fv {
  const char *name;
  long long v;
  struct fv *next;
};
static struct fv *fvs;

/* __wcet_rt_fv returns the counter of frequency variable name. */
long long *__wcet_rt_fv(const char *name) {
  struct fv *f;
  for (f = fvs; f; f = f->next)
    if (strcmp(f->name, name) == 0)
      return &f->v;
  f = calloc(1, sizeof *f);
  if (!f)
    die("out of memory");
  f->name = name;
  f->next = fvs;
  fvs = f;
  return &f->v;
}

void __wcet_count(const char *name) { ++*__wcet_rt_fv(name); }
void __wcet_reset(const char *name) { *__wcet_rt_fv(name) = 0; }

/* __wcet_rt_check records the outcome of a compiled assertion. */
void __wcet_rt_check(int ok) {
  if (!ok)
    blocked = 1;
}

/* Every WCET_ASSERT call is compiled by instrument; this one is reached only
 * through a pointer to __wcet_assert. */
void __wcet_assert(const char *expr) { die("assertion \"%s\" reached through a function pointer; it cannot be checked", expr); }

/* ---- integers from the environment ---- */

/* parse_int reads one integer (decimal, or 0x hex, optional sign) at *s. */
static int parse_int(const char **s, long long *v) {
  const char *p = *s;
  char *end;
  while (*p == ' ' || *p == '\t')
    p++;
  errno = 0;
  *v = strtoll(p, &end, 0);
  if (errno == ERANGE && *p != '-') {
    errno = 0;
    *v = (long long)strtoull(p, &end, 0);
  }
  if (end == p || errno)
    return 0;
  p = end;
  while (*p == ' ' || *p == '\t')
    p++;
  *s = p;
  return 1;
}

static const char *nondet;
static long nondet_n;
static long long nondet_rep_v; /* value of a pending v*k item */
static long long nondet_rep_k; /* copies of it still to hand out */

/* __wcet_rt_nondet returns the next value of WCET_NONDET (comma-separated
 * integers, `v*k` standing for k copies of v, as in `wcet run --nondet`);
 * what names the reader in the error when the sequence is exhausted. */
long long __wcet_rt_nondet(const char *what) {
  long long v, k;
  const char *start;
  if (nondet_rep_k > 0) {
    nondet_rep_k--;
    nondet_n++;
    return nondet_rep_v;
  }
  if (!nondet) {
    nondet = getenv("WCET_NONDET");
    if (!nondet)
      nondet = "";
  }
  for (;;) {
    while (*nondet == ' ' || *nondet == '\t')
      nondet++;
    if (*nondet == 0)
      die("WCET_NONDET is exhausted: no value #%ld for %s", nondet_n + 1, what);
    start = nondet;
    if (!parse_int(&nondet, &v))
      die("WCET_NONDET: value #%ld is not an integer: \"%s\"", nondet_n + 1, start);
    k = 1;
    if (*nondet == '*') {
      nondet++;
      start = nondet;
      if (!parse_int(&nondet, &k) || k < 0)
        die("WCET_NONDET: bad repetition count at \"%s\"", start);
    }
    if (*nondet == ',')
      nondet++;
    else if (*nondet != 0)
      die("WCET_NONDET: expected ',' after value #%ld at \"%s\"", nondet_n + 1, nondet);
    if (k > 0)
      break;
  }
  nondet_rep_v = v;
  nondet_rep_k = k - 1;
  nondet_n++;
  return v;
}

/* nondet_left reports whether WCET_NONDET has a value left, without
 * taking it. */
static int nondet_left(void) {
  const char *s;
  long long v, k;
  if (nondet_rep_k > 0)
    return 1;
  if (!nondet) {
    nondet = getenv("WCET_NONDET");
    if (!nondet)
      nondet = "";
  }
  for (s = nondet;;) {
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s == 0)
      return 0;
    if (!parse_int(&s, &v))
      return 1; /* __wcet_rt_nondet reports it */
    k = 1;
    if (*s == '*') {
      s++;
      if (!parse_int(&s, &k) || k < 0)
        return 1;
    }
    if (k > 0)
      return 1;
    if (*s == ',')
      s++;
    else if (*s != 0)
      return 1;
  }
}

/* __wcet_rt_volatile is the address an integer volatile load at p reads
 * (the instrumented load stays, only its address changes): a slot holding
 * the next WCET_NONDET value, little-endian, so that a narrower load reads
 * it truncated; with no value left, p itself (what the program stored),
 * unless p is a fixed address (fixed != 0: a memory-mapped register, no
 * object of the program), which makes the sequence exhausted. */
void *__wcet_rt_volatile(void *p, int fixed, const char *what) {
  static unsigned long long slot;
  if (fixed || nondet_left()) {
    slot = (unsigned long long)__wcet_rt_nondet(what);
    return &slot;
  }
  return p;
}

int __wcet_nondet(void) { return (int)__wcet_rt_nondet("WCET_NONDET()"); }

int __wcet_nondet_range(int lo, int hi) {
  long long v = __wcet_rt_nondet("WCET_NONDET_RANGE");
  if (v < lo || v > hi)
    die("WCET_NONDET value #%ld is %lld, outside WCET_NONDET_RANGE(%d, %d)", nondet_n, v, lo, hi);
  return (int)v;
}

/* ---- WCET_ARGS: name=value,name=[1,2,3] ---- */

struct arg {
  char name[128];
  long long vals[4096];
  int n;
  int list;
  int used;
};
static struct arg *args;
static int nargs, args_parsed;

static void parse_args(void) {
  const char *s = getenv("WCET_ARGS");
  args_parsed = 1;
  if (!s)
    return;
  for (;;) {
    struct arg *a;
    int k = 0;
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s == 0)
      return;
    args = realloc(args, (nargs + 1) * sizeof *args);
    if (!args)
      die("out of memory");
    a = &args[nargs++];
    memset(a, 0, sizeof *a);
    while (*s && *s != '=' && *s != ',') {
      if (k + 1 >= (int)sizeof a->name)
        die("WCET_ARGS: name too long");
      a->name[k++] = *s++;
    }
    while (k > 0 && (a->name[k - 1] == ' ' || a->name[k - 1] == '\t'))
      a->name[--k] = 0;
    if (*s != '=' || k == 0)
      die("WCET_ARGS: expected name=value at \"%s\"", s);
    s++;
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s == '[') {
      a->list = 1;
      s++;
      while (*s == ' ' || *s == '\t')
        s++;
      if (*s == ']') {
        s++;
      } else {
        for (;;) {
          if (a->n >= (int)(sizeof a->vals / sizeof a->vals[0]))
            die("WCET_ARGS: list %s is too long", a->name);
          if (!parse_int(&s, &a->vals[a->n]))
            die("WCET_ARGS: %s: expected an integer at \"%s\"", a->name, s);
          a->n++;
          if (*s == ',') {
            s++;
            continue;
          }
          if (*s == ']') {
            s++;
            break;
          }
          die("WCET_ARGS: %s: expected ',' or ']' at \"%s\"", a->name, s);
        }
      }
    } else {
      if (!parse_int(&s, &a->vals[0]))
        die("WCET_ARGS: %s: expected an integer or [list] at \"%s\"", a->name, s);
      a->n = 1;
    }
    for (k = 0; k < nargs - 1; k++)
      if (strcmp(args[k].name, a->name) == 0)
        die("WCET_ARGS: %s is given twice", a->name);
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s == ',') {
      s++;
      continue;
    }
    if (*s != 0)
      die("WCET_ARGS: expected ',' at \"%s\"", s);
    return;
  }
}

static struct arg *find_arg(const char *name) {
  int i;
  if (!args_parsed)
    parse_args();
  if (!name || !*name)
    return 0;
  for (i = 0; i < nargs; i++)
    if (strcmp(args[i].name, name) == 0)
      return &args[i];
  return 0;
}

/* store writes v as one element: an integer of bits bits (kind 0), a
 * float (1), double (2) or x86_fp80 (3). */
static void store(unsigned char *dst, int kind, int bits, long long v) {
  switch (kind) {
  case 1: {
    float f = (float)v;
    memcpy(dst, &f, sizeof f);
    return;
  }
  case 2: {
    double d = (double)v;
    memcpy(dst, &d, sizeof d);
    return;
  }
  case 3: {
    long double d = (long double)v;
    memcpy(dst, &d, 10);
    return;
  }
  }
  {
    int i, size = (bits + 7) / 8;
    unsigned long long u = (unsigned long long)v;
    if (bits < 64)
      u &= (1ULL << bits) - 1;
    for (i = 0; i < size; i++) {
      if (i < 8)
        dst[i] = (unsigned char)(u >> (8 * i));
      else
        dst[i] = v < 0 ? 0xff : 0; /* i128 and wider: sign-extend */
    }
  }
}

/* __wcet_rt_arg_int returns the integer given for the parameter with
 * source name name or IR name ir; a missing one is an error, as in
 * `wcet run`. */
long long __wcet_rt_arg_int(const char *name, const char *ir) {
  struct arg *a = find_arg(name);
  if (!a)
    a = find_arg(ir);
  if (!a)
    die("WCET_ARGS: parameter %s needs a value (%s=N)", name, name);
  a->used = 1;
  if (a->n != 1)
    die("WCET_ARGS: parameter %s takes one integer, %d given", name, a->n);
  return a->vals[0];
}

/* __wcet_rt_arg_array returns a fresh zero-filled object holding the values
 * given for the pointer parameter with source name name or IR name ir,
 * elements of bits bits at stride bytes; at least min bytes. The scalar 0
 * gives a null pointer; a missing parameter is an error, as in `wcet run`. */
void *__wcet_rt_arg_array(const char *name, const char *ir, long long stride, int kind, int bits, long long min) {
  struct arg *a = find_arg(name);
  long long n, size, i;
  unsigned char *p;
  if (!a)
    a = find_arg(ir);
  if (!a)
    die("WCET_ARGS: pointer parameter %s needs a list (%s=[1,2,3]) or 0 for null", name, name);
  a->used = 1;
  if (!a->list) {
    if (a->vals[0] != 0)
      die("WCET_ARGS: pointer parameter %s takes a list [...] (the contents of the object it points to), or 0 for null", a->name);
    return 0;
  }
  n = a->n;
  size = n * stride;
  if (size < min)
    size = min;
  if (size < 1)
    size = 1;
  p = calloc(1, (unsigned long)size);
  if (!p)
    die("out of memory");
  for (i = 0; i < n; i++)
    store(p + i * stride, kind, bits, a->vals[i]);
  return p;
}

/* __wcet_rt_arg_global overwrites global ir (source name src) with the
 * values given for it: n elements of bits bits at stride bytes. */
void __wcet_rt_arg_global(const char *ir, const char *src, void *dst, long long stride, int kind, int bits, long long n) {
  struct arg *a = find_arg(ir);
  long long i;
  if (!a)
    a = find_arg(src);
  if (!a)
    return;
  a->used = 1;
  if (a->n > n)
    die("WCET_ARGS: global %s has %lld element%s, %d values given", a->name, n, n == 1 ? "" : "s", a->n);
  for (i = 0; i < a->n; i++)
    store((unsigned char *)dst + i * stride, kind, bits, a->vals[i]);
}

/* __wcet_rt_args_done rejects names of WCET_ARGS that matched nothing. */
void __wcet_rt_args_done(void) {
  int i;
  if (!args_parsed)
    parse_args();
  for (i = 0; i < nargs; i++)
    if (!args[i].used)
      die("WCET_ARGS: %s is neither a parameter of the entry nor a global", args[i].name);
}
