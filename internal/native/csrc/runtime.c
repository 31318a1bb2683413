/* runtime.c: the native C runtime of the wcet annotation ABI (include/wcet.h)
 * for package wcet/internal/native, the third oracle leg.
 *
 * It is linked with the program under test, which is compiled natively with
 * clang-14 and -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free,
 * --wrap=_Exit,--wrap=abort.  It keeps
 *   - the cost counter ("cycles": the sum of WCET_COST(k) executed),
 *   - the heap running value and its peak ("heap": WCET_ALLOC/WCET_FREE and
 *     every live allocation of malloc/calloc/realloc; realloc counts the new
 *     block before it releases the old one, so its peak is old+new),
 *   - frequency variables (WCET_COUNT/WCET_RESET),
 *   - the nondet sequence, read from WCET_NONDET ("1,0,2*3": v*k is k copies
 *     of v); running out of it prints "wcet: error: nondet sequence exhausted"
 *     and exits with status 2, as does a value outside WCET_NONDET_RANGE.
 * It prints "wcet: cycles=N heap=P" once, when the entry ends: at the end of a
 * generated driver's call of a non-main entry, from an atexit handler for
 * main's return and exit(), from the _Exit and abort wrappers, and from a
 * SIGABRT handler for aborts raised inside libc.
 *
 * Assertions (WCET_ASSERT) are not evaluated natively: the native leg never
 * reports an execution as blocked.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __cplusplus
#error "runtime.c is C"
#endif

static long long wcet_cycles;
static long long wcet_heap;
static long long wcet_heap_peak;
static int wcet_reported;
static int wcet_started;

/* ---- errors and the report line ---------------------------------------- */

/* With WCET_NONDET_TRACE set, the report is followed on stderr by the
 * ranges and values of every choice taken ("wcet: trace=lo:hi:v,..."), and
 * with WCET_NONDET_FILL set an exhausted sequence continues with each
 * choice's lo: together they let a test enumerate choice sequences with one
 * run per complete sequence. */
static int wcet_trace_on, wcet_fill_on;
static long long (*wcet_trace)[3];
static long long wcet_trace_n, wcet_trace_cap;

static void wcet_put(const char *s, size_t n) {
  while (n > 0) {
    ssize_t w = write(2, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

static void wcet_print_trace(void) {
  char buf[96];
  long long i;
  int n;
  if (!wcet_trace_on) return;
  wcet_put("wcet: trace=", 12);
  for (i = 0; i < wcet_trace_n; i++) {
    n = snprintf(buf, sizeof buf, "%s%lld:%lld:%lld", i ? "," : "", wcet_trace[i][0],
                 wcet_trace[i][1], wcet_trace[i][2]);
    if (n > 0) wcet_put(buf, (size_t)n);
  }
  wcet_put("\n", 1);
}

static void wcet_fail(const char *msg) {
  char buf[512];
  int n = snprintf(buf, sizeof buf, "wcet: error: %s\n", msg);
  if (n > 0) {
    if (n > (int)sizeof buf) n = (int)sizeof buf;
    ssize_t w = write(2, buf, (size_t)n);
    (void)w;
  }
  _exit(2);
}

void __wcet_native_report(void) {
  char buf[128];
  int n;
  if (wcet_reported) return;
  wcet_reported = 1;
  fflush(stdout);
  n = snprintf(buf, sizeof buf, "wcet: cycles=%lld heap=%lld\n", wcet_cycles,
               wcet_heap_peak);
  if (n > 0) {
    ssize_t w = write(1, buf, (size_t)n);
    (void)w;
  }
  wcet_print_trace();
}

static void wcet_on_sigabrt(int sig) {
  (void)sig;
  if (!wcet_reported) {
    char buf[128];
    int n;
    wcet_reported = 1;
    n = snprintf(buf, sizeof buf, "wcet: cycles=%lld heap=%lld\n", wcet_cycles,
                 wcet_heap_peak);
    if (n > 0) {
      ssize_t w = write(1, buf, (size_t)n);
      (void)w;
    }
    wcet_print_trace();
  }
  signal(SIGABRT, SIG_DFL);
}

/* ---- nondet sequence ---------------------------------------------------- */

static long long *wcet_nd_vals;
static long long wcet_nd_count, wcet_nd_cap, wcet_nd_next;
static long long wcet_nd_storage[4096];

/* With WCET_NONDET_SEED set, choices past the end of the sequence are drawn
 * from a seeded generator instead (random testing). */
static int wcet_nd_random;
static unsigned long long wcet_nd_state;


extern void *__real_malloc(size_t);
extern void *__real_realloc(void *, size_t);
extern void __real_free(void *);

static void wcet_nd_push(long long v) {
  if (wcet_nd_count == wcet_nd_cap) {
    long long ncap = wcet_nd_cap ? wcet_nd_cap * 2 : 4096;
    long long *nv;
    if (wcet_nd_vals == wcet_nd_storage || wcet_nd_vals == NULL) {
      nv = __real_malloc((size_t)ncap * sizeof *nv);
      if (nv && wcet_nd_count) memcpy(nv, wcet_nd_vals, (size_t)wcet_nd_count * sizeof *nv);
    } else {
      nv = __real_realloc(wcet_nd_vals, (size_t)ncap * sizeof *nv);
    }
    if (!nv) wcet_fail("out of memory reading WCET_NONDET");
    wcet_nd_vals = nv;
    wcet_nd_cap = ncap;
  }
  wcet_nd_vals[wcet_nd_count++] = v;
}

static int wcet_parse_ll(const char **pp, long long *out) {
  const char *p = *pp;
  int neg = 0;
  unsigned long long v = 0;
  int digits = 0;
  while (*p == ' ' || *p == '\t') p++;
  if (*p == '-' || *p == '+') {
    neg = *p == '-';
    p++;
  }
  while (*p >= '0' && *p <= '9') {
    if (v > 922337203685477580ULL) return 0;
    v = v * 10 + (unsigned)(*p - '0');
    digits++;
    p++;
  }
  if (!digits) return 0;
  if (v > 9223372036854775807ULL + (unsigned long long)neg) return 0;
  while (*p == ' ' || *p == '\t') p++;
  *out = neg ? (long long)(0 - v) : (long long)v;
  *pp = p;
  return 1;
}

static void wcet_nd_load(void) {
  const char *s = getenv("WCET_NONDET");
  const char *seed = getenv("WCET_NONDET_SEED");
  const char *tr = getenv("WCET_NONDET_TRACE"), *fill = getenv("WCET_NONDET_FILL");
  wcet_trace_on = tr && *tr;
  wcet_fill_on = fill && *fill;
  if (seed && *seed) {
    long long v = 0;
    if (!wcet_parse_ll(&seed, &v)) wcet_fail("WCET_NONDET_SEED: expected an integer");
    wcet_nd_random = 1;
    wcet_nd_state = (unsigned long long)v * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (!wcet_nd_state) wcet_nd_state = 1;
  }
  wcet_nd_vals = wcet_nd_storage;
  wcet_nd_cap = (long long)(sizeof wcet_nd_storage / sizeof wcet_nd_storage[0]);
  if (!s) return;
  while (*s == ' ') s++;
  if (!*s) return;
  for (;;) {
    long long v, k = 1, i;
    if (!wcet_parse_ll(&s, &v)) wcet_fail("WCET_NONDET: expected a comma list of integers (v*k repeats v k times)");
    if (*s == '*') {
      s++;
      if (!wcet_parse_ll(&s, &k) || k < 0) wcet_fail("WCET_NONDET: bad repetition count after '*'");
    }
    for (i = 0; i < k; i++) wcet_nd_push(v);
    if (*s == ',') {
      s++;
      continue;
    }
    if (*s == 0) break;
    wcet_fail("WCET_NONDET: expected ',' between values");
  }
}

static unsigned long long wcet_nd_rand(void) {
  /* xorshift64* */
  wcet_nd_state ^= wcet_nd_state >> 12;
  wcet_nd_state ^= wcet_nd_state << 25;
  wcet_nd_state ^= wcet_nd_state >> 27;
  return wcet_nd_state * 2685821657736338717ULL;
}

static long long wcet_nd_draw(long long lo, long long hi);

static long long wcet_nd_take(long long lo, long long hi) {
  long long v = wcet_nd_draw(lo, hi);
  if (wcet_trace_on) {
    if (wcet_trace_n == wcet_trace_cap) {
      long long ncap = wcet_trace_cap ? wcet_trace_cap * 2 : 1024;
      void *nt = __real_realloc(wcet_trace, (size_t)ncap * sizeof *wcet_trace);
      if (!nt) wcet_fail("out of memory tracing nondet choices");
      wcet_trace = nt;
      wcet_trace_cap = ncap;
    }
    wcet_trace[wcet_trace_n][0] = lo;
    wcet_trace[wcet_trace_n][1] = hi;
    wcet_trace[wcet_trace_n][2] = v;
    wcet_trace_n++;
  }
  return v;
}

static long long wcet_nd_draw(long long lo, long long hi) {
  char msg[256];
  long long v;
  if (lo > hi) {
    snprintf(msg, sizeof msg, "WCET_NONDET_RANGE(%lld, %lld): empty range", lo, hi);
    wcet_fail(msg);
  }
  if (wcet_nd_next >= wcet_nd_count && wcet_nd_random) {
    unsigned long long span = (unsigned long long)(hi - lo) + 1;
    wcet_nd_next++;
    return lo + (long long)(wcet_nd_rand() % span);
  }
  if (wcet_nd_next >= wcet_nd_count && wcet_fill_on) {
    wcet_nd_next++;
    return lo;
  }
  if (wcet_nd_next >= wcet_nd_count) {
    snprintf(msg, sizeof msg, "nondet sequence exhausted (choice %lld, range %lld..%lld)",
             wcet_nd_next + 1, lo, hi);
    wcet_fail(msg);
  }
  v = wcet_nd_vals[wcet_nd_next++];
  if (v < lo || v > hi) {
    snprintf(msg, sizeof msg, "nondet value %lld (choice %lld) outside %lld..%lld", v,
             wcet_nd_next, lo, hi);
    wcet_fail(msg);
  }
  return v;
}

/* ---- the annotation ABI ------------------------------------------------- */

void __wcet_cost(long long units) { wcet_cycles += units; }

static void wcet_heap_add(long long bytes) {
  wcet_heap += bytes;
  if (wcet_heap > wcet_heap_peak) wcet_heap_peak = wcet_heap;
}

void __wcet_alloc(long long bytes) { wcet_heap_add(bytes); }
void __wcet_free(long long bytes) { wcet_heap -= bytes; }

#define WCET_MAX_COUNTERS 256
static const char *wcet_cnt_name[WCET_MAX_COUNTERS];
static long long wcet_cnt_val[WCET_MAX_COUNTERS];
static int wcet_cnt_n;

static long long *wcet_counter(const char *name) {
  int i;
  for (i = 0; i < wcet_cnt_n; i++)
    if (strcmp(wcet_cnt_name[i], name) == 0) return &wcet_cnt_val[i];
  if (wcet_cnt_n == WCET_MAX_COUNTERS) wcet_fail("too many frequency variables");
  wcet_cnt_name[wcet_cnt_n] = name;
  wcet_cnt_val[wcet_cnt_n] = 0;
  return &wcet_cnt_val[wcet_cnt_n++];
}

void __wcet_count(const char *name) { (*wcet_counter(name))++; }
void __wcet_reset(const char *name) { *wcet_counter(name) = 0; }

/* Assertions are not evaluated by the native leg (documented in doc.go). */
void __wcet_assert(const char *expr) { (void)expr; }

int __wcet_nondet(void) { return (int)wcet_nd_take(-2147483647LL - 1, 2147483647LL); }
int __wcet_nondet_range(int lo, int hi) { return (int)wcet_nd_take(lo, hi); }

/* ---- heap wrappers ------------------------------------------------------ */

/* Each block carries a 16-byte header holding its requested size. */
#define WCET_HDR 16

void *__wrap_malloc(size_t n) {
  unsigned char *p;
  if (n > (size_t)1 << 40) return NULL;
  p = __real_malloc(n + WCET_HDR);
  if (!p) return NULL;
  memcpy(p, &n, sizeof n);
  wcet_heap_add((long long)n);
  return p + WCET_HDR;
}

void *__wrap_calloc(size_t a, size_t b) {
  size_t n;
  unsigned char *p;
  if (__builtin_mul_overflow(a, b, &n)) return NULL;
  p = __wrap_malloc(n);
  if (p) memset(p, 0, n);
  return p;
}

void __wrap_free(void *q) {
  size_t n;
  unsigned char *p = q;
  if (!p) return;
  p -= WCET_HDR;
  memcpy(&n, p, sizeof n);
  wcet_heap -= (long long)n;
  __real_free(p);
}

void *__wrap_realloc(void *q, size_t n) {
  unsigned char *old = q, *p;
  size_t oldn;
  if (!old) return __wrap_malloc(n);
  if (n == 0) {
    __wrap_free(q);
    return NULL;
  }
  old -= WCET_HDR;
  memcpy(&oldn, old, sizeof oldn);
  p = __real_malloc(n + WCET_HDR);
  if (!p) return NULL;
  memcpy(p, &n, sizeof n);
  memcpy(p + WCET_HDR, old + WCET_HDR, oldn < n ? oldn : n);
  wcet_heap_add((long long)n); /* new block first: the peak counts old+new */
  wcet_heap -= (long long)oldn;
  __real_free(old);
  return p + WCET_HDR;
}

/* ---- endings ------------------------------------------------------------ */

extern void __real__Exit(int) __attribute__((noreturn));
extern void __real_abort(void) __attribute__((noreturn));

void __wrap__Exit(int status) {
  __wcet_native_report();
  __real__Exit(status);
}

void __wrap_abort(void) {
  __wcet_native_report();
  __real_abort();
}

/* __wcet_native_start is called by the driver's constructor, before main. */
void __wcet_native_start(void) {
  if (wcet_started) return;
  wcet_started = 1;
  wcet_nd_load();
  signal(SIGABRT, wcet_on_sigabrt);
  atexit(__wcet_native_report);
}

/* ---- WCET_ARGS: entry parameters and globals ---------------------------- */

enum { WCET_KIND_INT = 0, WCET_KIND_FLOAT = 1, WCET_KIND_DOUBLE = 2, WCET_KIND_OTHER = 3 };

/* wcet_find_arg returns the value text of name in WCET_ARGS and its length,
 * or NULL.  Values are integers or bracketed lists "[1,2,3]". */
static const char *wcet_find_arg(const char *name, size_t *len) {
  const char *s = getenv("WCET_ARGS");
  size_t nl = strlen(name);
  if (!s) return NULL;
  while (*s) {
    const char *key = s, *eq, *val, *end;
    int depth = 0;
    while (*s == ' ') s++;
    key = s;
    eq = strchr(s, '=');
    if (!eq) wcet_fail("WCET_ARGS: expected name=value");
    val = eq + 1;
    end = val;
    while (*end && !(depth == 0 && *end == ',')) {
      if (*end == '[') depth++;
      if (*end == ']') depth--;
      end++;
    }
    if ((size_t)(eq - key) == nl && strncmp(key, name, nl) == 0) {
      *len = (size_t)(end - val);
      return val;
    }
    s = *end ? end + 1 : end;
  }
  return NULL;
}

static int wcet_parse_i128(const char **pp, const char *end, __int128 *out) {
  const char *p = *pp;
  int neg = 0, digits = 0;
  unsigned __int128 v = 0;
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  if (p < end && (*p == '-' || *p == '+')) {
    neg = *p == '-';
    p++;
  }
  while (p < end && *p >= '0' && *p <= '9') {
    v = v * 10 + (unsigned)(*p - '0');
    digits++;
    if (digits > 39) return 0;
    p++;
  }
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  if (!digits) return 0;
  *out = neg ? (__int128)(0 - v) : (__int128)v;
  *pp = p;
  return 1;
}

static double wcet_parse_double(const char **pp, const char *end) {
  char buf[64];
  size_t n = (size_t)(end - *pp);
  const char *p = *pp;
  char *stop;
  double d;
  size_t i = 0;
  while (i < n && p[i] != ',' && p[i] != ']' && i < sizeof buf - 1) {
    buf[i] = p[i];
    i++;
  }
  buf[i] = 0;
  d = strtod(buf, &stop);
  if (stop == buf) wcet_fail("WCET_ARGS: bad floating-point value");
  *pp = p + (stop - buf);
  return d;
}

static void wcet_store(unsigned char *dst, size_t elem, int kind, const char **pp, const char *end) {
  if (kind == WCET_KIND_FLOAT) {
    float f = (float)wcet_parse_double(pp, end);
    memcpy(dst, &f, sizeof f);
  } else if (kind == WCET_KIND_DOUBLE) {
    double d = wcet_parse_double(pp, end);
    memcpy(dst, &d, sizeof d);
  } else {
    __int128 v;
    size_t i;
    if (!wcet_parse_i128(pp, end, &v)) wcet_fail("WCET_ARGS: bad integer value");
    for (i = 0; i < elem && i < 16; i++) dst[i] = (unsigned char)(v >> (8 * i));
  }
}

/* wcet_fill writes the value text val (an integer or a list) into the object
 * at dst of size bytes, made of elem-byte elements of the given kind. */
static void wcet_fill(const char *name, const char *val, size_t len, unsigned char *dst,
                      size_t size, size_t elem, int kind) {
  char msg[256];
  const char *p = val, *end = val + len;
  size_t off = 0;
  if (kind == WCET_KIND_OTHER || elem == 0) {
    snprintf(msg, sizeof msg, "WCET_ARGS: %s has a type the native leg cannot set", name);
    wcet_fail(msg);
  }
  while (p < end && *p == ' ') p++;
  if (p < end && *p == '[') {
    p++;
    while (p < end && *p == ' ') p++;
    if (p < end && *p == ']') return;
    for (;;) {
      if (off + elem > size) {
        snprintf(msg, sizeof msg, "WCET_ARGS: list for %s is longer than the object", name);
        wcet_fail(msg);
      }
      wcet_store(dst + off, elem, kind, &p, end);
      off += elem;
      if (p < end && *p == ',') {
        p++;
        continue;
      }
      if (p < end && *p == ']') break;
      snprintf(msg, sizeof msg, "WCET_ARGS: bad list for %s", name);
      wcet_fail(msg);
    }
    return;
  }
  if (elem > size) wcet_fail("WCET_ARGS: object too small");
  wcet_store(dst, elem, kind, &p, end);
  if (p != end) {
    snprintf(msg, sizeof msg, "WCET_ARGS: bad value for %s", name);
    wcet_fail(msg);
  }
}

struct __wcet_global {
  const char *name;
  void *addr;
  size_t size, elem;
  int kind;
};

/* __wcet_apply_globals sets the globals named in WCET_ARGS. */
void __wcet_apply_globals(const struct __wcet_global *g, int n) {
  int i;
  for (i = 0; i < n; i++) {
    size_t len;
    const char *v = wcet_find_arg(g[i].name, &len);
    if (v) wcet_fill(g[i].name, v, len, g[i].addr, g[i].size, g[i].elem, g[i].kind);
  }
}

/* __wcet_arg_int returns the integer value of entry parameter name. */
__int128 __wcet_arg_int(const char *name) {
  char msg[256];
  size_t len;
  const char *v = wcet_find_arg(name, &len);
  __int128 x = 0;
  if (!v) {
    snprintf(msg, sizeof msg, "WCET_ARGS: no value for parameter %s", name);
    wcet_fail(msg);
  }
  wcet_fill(name, v, len, (unsigned char *)&x, sizeof x, sizeof x, WCET_KIND_INT);
  return x;
}

/* __wcet_arg_double returns the floating-point value of parameter name. */
double __wcet_arg_double(const char *name) {
  char msg[256];
  size_t len;
  const char *v = wcet_find_arg(name, &len);
  double d = 0;
  if (!v) {
    snprintf(msg, sizeof msg, "WCET_ARGS: no value for parameter %s", name);
    wcet_fail(msg);
  }
  wcet_fill(name, v, len, (unsigned char *)&d, sizeof d, sizeof d, WCET_KIND_DOUBLE);
  return d;
}

/* __wcet_arg_fill fills the object a pointer parameter points to from a
 * list (it stays zero without one). */
void __wcet_arg_fill(const char *name, void *buf, size_t size, size_t elem, int kind) {
  size_t len;
  const char *v = wcet_find_arg(name, &len);
  if (v) wcet_fill(name, v, len, buf, size, elem, kind);
}
