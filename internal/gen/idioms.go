package gen

import (
	"fmt"
	"math/rand"
	"strings"
)

// Idioms of embedded code (issue 17, item 6), beside Program's shapes:
// products of unknowns feeding clamps (with divisions and shifts by
// unknowns), constant lookup tables indexed by unknown data (a CRC-like
// register update in a loop), switch state machines over a buffer of
// unknown bytes (with a callee that loops over a payload), arrays of
// structs of unknowns read at data-dependent indices, and deterministic
// array code (a sort, a copy, a matrix product) over constants, and a
// binary search over a table written from an input with its loop cut by a
// pragma (issue 17's reproduction of the JoinVertical internal error).
// Idiom draws one per seed (seed mod 6 picks the shape, the rest varies
// its constants, sizes and costs).
//
// The programs follow Program's rules: valid C for clang-14, no undefined
// behaviour on any input (the ranges below keep every product, shift and
// index in range; divisors are at least 1), every loop bounded by a small
// constant, inputs read through WCET_NONDET_RANGE in main with at most
// harness.Limit combinations, so the oracle enumerates every run. A cost
// that depends on a value the idiom computes (a loop whose trip count is
// a clamped product, a table entry, the state reached) makes an
// abstraction that is not sound visible as a bound below the oracle's.

// IdiomShapes are the names of the shapes, in the order seed mod 6 picks
// them.
var IdiomShapes = []string{"product clamp", "table lookup", "switch machine", "struct array", "array code", "binary search"}

// Idiom returns the idiom program of seed (entry main).
func Idiom(seed int64) Prog {
	r := rand.New(rand.NewSource(seed))
	shape := int(((seed % 6) + 6) % 6)
	var b strings.Builder
	cases := 1
	nd := func(lo, hi int) string {
		cases *= hi - lo + 1
		return fmt.Sprintf("WCET_NONDET_RANGE(%d, %d)", lo, hi)
	}
	fmt.Fprintf(&b, "// idiom %d: %s\n#include \"wcet.h\"\n\n", seed, IdiomShapes[shape])
	switch shape {
	case 0:
		idiomProduct(&b, r, nd)
	case 1:
		idiomTable(&b, r, nd)
	case 2:
		idiomSwitch(&b, r, nd)
	case 3:
		idiomStruct(&b, r, nd)
	case 4:
		idiomArray(&b, r)
	case 5:
		idiomSearch(&b, r, nd)
	}
	return Prog{Seed: seed, Source: b.String(), Entry: "main", Cases: cases, Features: []string{IdiomShapes[shape]}}
}

// idiomProduct: gains in a global struct set from inputs, a product of
// two unknowns (and, by the seed, a division or a shift by an unknown),
// two clamps, and a loop whose trip count is the clamped value.
func idiomProduct(b *strings.Builder, r *rand.Rand, nd func(lo, hi int) string) {
	lo, hi := -2-r.Intn(4), 2+r.Intn(6) // the clamps
	fmt.Fprintf(b, "struct gains { int kp, ki; } g;\nint out;\n\n")
	fmt.Fprintf(b, "static int step(int e) {\n")
	fmt.Fprintf(b, "  int u = g.kp * e;\n")
	switch r.Intn(3) {
	case 0:
		fmt.Fprintf(b, "  u = u + g.ki * e / (1 + (g.kp & 1));\n")
	case 1:
		fmt.Fprintf(b, "  u = u + ((g.ki * e) >> (g.kp & 1));\n")
	default:
		fmt.Fprintf(b, "  u = u - g.ki * g.kp;\n")
	}
	fmt.Fprintf(b, "  if (u > %d) {\n    WCET_COST(%d);\n    u = %d;\n  } else if (u < %d) {\n    WCET_COST(%d);\n    u = %d;\n  }\n", hi, 1+r.Intn(5), hi, lo, 1+r.Intn(5), lo)
	fmt.Fprintf(b, "  for (int i = %d; i < u; i++)\n    WCET_COST(%d);\n", lo, 1+r.Intn(3))
	fmt.Fprintf(b, "  return u;\n}\n\n")
	// Few values spread over a range wider than the simulator's split
	// limit (64 values), so that the products are not split on their
	// operands' values: they reach Z3 as products of unknowns (an
	// abstraction of them by ranges caught its own bug here, a range
	// below the product's, as bounds below the oracle's).
	fmt.Fprintf(b, "int main(void) {\n  g.kp = %s * %d;\n  g.ki = %s * %d;\n  int e = %s * %d;\n  out = step(e);\n  return 0;\n}\n", nd(-3, 3), 11+r.Intn(10), nd(-2, 3), 13+r.Intn(10), nd(-4, 4), 9+r.Intn(10))
}

// idiomTable: a constant table indexed by unknown data, in a CRC-like
// register update over unknown bytes, then a loop over a table entry.
func idiomTable(b *strings.Builder, r *rand.Rand, nd func(lo, hi int) string) {
	n := 8
	vals := make([]string, n)
	for i := range vals {
		vals[i] = fmt.Sprint(r.Intn(6))
	}
	iters := 2 + r.Intn(2)
	fmt.Fprintf(b, "static const unsigned char tab[%d] = {%s};\nunsigned char msg[%d];\nint out;\n\n", n, strings.Join(vals, ", "), iters)
	fmt.Fprintf(b, "int main(void) {\n")
	fmt.Fprintf(b, "  for (int i = 0; i < %d; i++)\n    msg[i] = (unsigned char)WCET_NONDET_RANGE(0, 7);\n", iters)
	for i := 0; i < iters; i++ {
		nd(0, 7)
	}
	fmt.Fprintf(b, "  unsigned reg = %d;\n", r.Intn(8))
	fmt.Fprintf(b, "  for (int i = 0; i < %d; i++) {\n    WCET_COST(1);\n    reg = ((reg << 1) ^ tab[(reg ^ msg[i]) & 7]) & 7;\n  }\n", iters)
	fmt.Fprintf(b, "  for (unsigned k = 0; k < tab[reg]; k++)\n    WCET_COST(%d);\n", 1+r.Intn(3))
	if r.Intn(2) == 0 {
		fmt.Fprintf(b, "  if (tab[msg[0]] > %d)\n    WCET_COST(%d);\n", r.Intn(5), 1+r.Intn(9))
	}
	fmt.Fprintf(b, "  out = (int)reg;\n  return 0;\n}\n")
}

// idiomSwitch: a switch state machine over a buffer of unknown bytes; a
// header byte gives a payload length a callee loops over.
func idiomSwitch(b *strings.Builder, r *rand.Rand, nd func(lo, hi int) string) {
	n := 3 + r.Intn(2)
	fmt.Fprintf(b, "unsigned char buf[%d];\nint sum;\n\n", n)
	fmt.Fprintf(b, "static int payload(int at, int len) {\n  int s = 0;\n  for (int i = 0; i < len; i++) {\n    WCET_COST(%d);\n    s += buf[at + i];\n  }\n  return s;\n}\n\n", 1+r.Intn(3))
	fmt.Fprintf(b, "int main(void) {\n")
	fmt.Fprintf(b, "  for (int i = 0; i < %d; i++)\n    buf[i] = (unsigned char)WCET_NONDET_RANGE(0, 3);\n", n)
	for i := 0; i < n; i++ {
		nd(0, 3)
	}
	sync := r.Intn(4)
	fmt.Fprintf(b, "  int state = 0;\n  for (int i = 0; i < %d; i++) {\n    unsigned char c = buf[i];\n    WCET_COST(1);\n    switch (state) {\n", n)
	fmt.Fprintf(b, "    case 0:\n      if (c == %d) {\n        WCET_COST(%d);\n        state = 1;\n      }\n      break;\n", sync, 1+r.Intn(3))
	fmt.Fprintf(b, "    case 1: {\n      int len = c & 1 ? c : c / 2;\n      if (len > %d - i)\n        len = %d - i;\n      WCET_COST(%d);\n      sum += payload(i + 1, len);\n      i += len;\n      state = %d;\n      break;\n    }\n", n-1, n-1, 1+r.Intn(3), 2*r.Intn(2))
	fmt.Fprintf(b, "    default:\n      WCET_COST(%d);\n      state = c == %d ? 0 : 2;\n      break;\n    }\n  }\n  return 0;\n}\n", 1+r.Intn(3), r.Intn(4))
}

// idiomStruct: an array of structs of unknowns, read at data-dependent
// indices (an index read from the array itself).
func idiomStruct(b *strings.Builder, r *rand.Rand, nd func(lo, hi int) string) {
	n := 3
	fmt.Fprintf(b, "struct item { int key; int next; } pool[%d];\nint out;\n\n", n)
	fmt.Fprintf(b, "int main(void) {\n")
	fmt.Fprintf(b, "  for (int i = 0; i < %d; i++) {\n    pool[i].key = WCET_NONDET_RANGE(0, 1);\n    pool[i].next = WCET_NONDET_RANGE(0, %d);\n  }\n", n, n-1)
	for i := 0; i < n; i++ {
		nd(0, 1)
		nd(0, n-1)
	}
	fmt.Fprintf(b, "  int at = %d, hops = 0;\n", r.Intn(n))
	fmt.Fprintf(b, "  for (int k = 0; k < %d; k++) {\n    WCET_COST(1);\n    if (pool[at].key) {\n      WCET_COST(%d);\n      hops++;\n    }\n    at = pool[at].next;\n  }\n", 2+r.Intn(2), 1+r.Intn(4))
	fmt.Fprintf(b, "  pool[at].key += %d;\n  for (int j = 0; j < (pool[pool[at].next].key & 3) + hops; j++)\n    WCET_COST(%d);\n", 1+r.Intn(2), 1+r.Intn(3))
	fmt.Fprintf(b, "  out = at;\n  return 0;\n}\n")
}

// idiomArray: deterministic array code over constants (no input): a
// bubble sort, a copy, or a small matrix product, with a cost per swap or
// per non-zero product.
func idiomArray(b *strings.Builder, r *rand.Rand) {
	switch r.Intn(3) {
	case 0:
		n := 4 + r.Intn(5)
		vals := make([]string, n)
		for i := range vals {
			vals[i] = fmt.Sprint(r.Intn(20) - 5)
		}
		fmt.Fprintf(b, "int a[%d] = {%s};\n\nint main(void) {\n", n, strings.Join(vals, ", "))
		fmt.Fprintf(b, "  for (int i = 0; i < %d; i++)\n    for (int j = 0; j < %d - i; j++) {\n      WCET_COST(1);\n      if (a[j] > a[j + 1]) {\n        WCET_COST(%d);\n        int t = a[j];\n        a[j] = a[j + 1];\n        a[j + 1] = t;\n      }\n    }\n  return a[0];\n}\n", n-1, n-1, 1+r.Intn(3))
	case 1:
		n := 4 + r.Intn(5)
		vals := make([]string, n)
		for i := range vals {
			vals[i] = fmt.Sprint(r.Intn(4))
		}
		fmt.Fprintf(b, "static const int src[%d] = {%s};\nint dst[%d];\n\nint main(void) {\n", n, strings.Join(vals, ", "), n)
		fmt.Fprintf(b, "  for (int i = 0; i < %d; i++) {\n    WCET_COST(1);\n    dst[i] = src[%d - i];\n  }\n  int s = 0;\n  for (int i = 0; i < %d; i++)\n    for (int k = 0; k < dst[i]; k++) {\n      WCET_COST(%d);\n      s++;\n    }\n  return s;\n}\n", n, n-1, n, 1+r.Intn(2))
	default:
		n := 2 + r.Intn(2)
		cell := func() string {
			var xs []string
			for i := 0; i < n*n; i++ {
				xs = append(xs, fmt.Sprint(r.Intn(3)-1))
			}
			return strings.Join(xs, ", ")
		}
		fmt.Fprintf(b, "int A[%d][%d] = {%s};\nint B[%d][%d] = {%s};\nint C[%d][%d];\n\nint main(void) {\n", n, n, cell(), n, n, cell(), n, n)
		fmt.Fprintf(b, "  for (int i = 0; i < %d; i++)\n    for (int j = 0; j < %d; j++) {\n      int s = 0;\n      for (int k = 0; k < %d; k++) {\n        WCET_COST(1);\n        if (A[i][k] * B[k][j] != 0) {\n          WCET_COST(%d);\n          s += A[i][k] * B[k][j];\n        }\n      }\n      C[i][j] = s;\n    }\n  return C[0][0];\n}\n", n, n, n, 1+r.Intn(3))
	}
}

// idiomSearch: a binary search over a sorted table written from an input
// (key[i] = n + i*k), its loop under a loop-bound pragma whose max is the
// search's depth (it holds on every run: 2 for 3 keys, 3 for 7).
func idiomSearch(b *strings.Builder, r *rand.Rand, nd func(lo, hi int) string) {
	n, depth := 3, 2
	if r.Intn(2) == 0 {
		n, depth = 7, 3
	}
	fmt.Fprintf(b, "int key[%d];\nint result;\n\n", n)
	fmt.Fprintf(b, "static int search(int x) {\n  int found = -1, mid, up = %d, low = 0;\n  _Pragma(\"loopbound min 1 max %d\")\n  while (low <= up) {\n    WCET_COST(1);\n    mid = (low + up) >> 1;\n", n-1, depth)
	fmt.Fprintf(b, "    if (key[mid] == x) {\n      WCET_COST(%d);\n      up = low - 1;\n      found = key[mid];\n    } else if (key[mid] > x) {\n      WCET_COST(%d);\n      up = mid - 1;\n    } else {\n      WCET_COST(%d);\n      low = mid + 1;\n    }\n  }\n  return found;\n}\n\n", 1+r.Intn(5), 1+r.Intn(3), 1+r.Intn(3))
	fmt.Fprintf(b, "int main(void) {\n  int n = %s;\n  for (int i = 0; i < %d; ++i)\n    key[i] = n + i * %d;\n  result = search(%d);\n  return 0;\n}\n", nd(0, 12), n, r.Intn(3), r.Intn(14))
}
