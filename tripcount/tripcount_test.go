package tripcount

import (
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"wcet/frontend"
	"wcet/ts"
	"wcet/ts/interp"
)

// load compiles src (entry main) into a program.
func load(t *testing.T, src string) *ts.Program {
	t.Helper()
	file := filepath.Join(t.TempDir(), "x.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := frontend.Load(file, frontend.Options{Entry: "main"})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// byLine is the derived bounds by the source line of their loop.
func byLine(bs map[*ts.Loop]*Bound) map[int]int64 {
	out := map[int]int64{}
	for L, b := range bs {
		out[L.Pos.Line] = b.Max
	}
	return out
}

// checkRuns runs main(n) for each n with every derived bound installed
// as a loop-bound annotation: a run the interpreter cuts starts more body
// executions than the derived bound, which is unsound. It returns, per
// loop line, whether some run needed every one of the bound's body
// executions (the bound minus one cuts it).
func checkRuns(t *testing.T, p *ts.Program, bs map[*ts.Loop]*Bound, args []int64) map[int]bool {
	t.Helper()
	install := func(delta int64) func() {
		old := map[*ts.Loop]*ts.Pragma{}
		for L, b := range bs {
			old[L] = L.Bound
			L.Bound = &ts.Pragma{Kind: "loopbound", Max: b.Max + delta, Pos: L.Pos}
		}
		return func() {
			for L, pr := range old {
				L.Bound = pr
			}
		}
	}
	run := func(n int64) (*interp.Result, error) {
		in, err := interp.New(p)
		if err != nil {
			return nil, err
		}
		return in.Run(interp.Config{Entry: "main", LoopBounds: true, MaxSteps: 50_000_000,
			Args: map[string]interp.ArgVal{"n": {Scalar: big.NewInt(n)}}})
	}
	restore := install(0)
	for _, n := range args {
		res, err := run(n)
		if err != nil {
			continue // undefined behaviour or a fault: not a run that counts
		}
		if res.Cut != nil {
			t.Errorf("n=%d: the loop at %s runs more than its derived bound %d (%s)", n, res.Cut.Loop.Pos, res.Cut.Max, bs[res.Cut.Loop].Why)
		}
	}
	restore()
	tight := map[int]bool{}
	for L := range bs {
		old := bs
		one := map[*ts.Loop]*Bound{L: old[L]}
		bs = one
		restore := install(-1)
		bs = old
		for _, n := range args {
			if res, err := run(n); err == nil && res.Cut != nil && res.Cut.Loop == L {
				tight[L.Pos.Line] = true
			}
		}
		restore()
	}
	return tight
}

func TestHandWritten(t *testing.T) {
	cases := []struct {
		name string
		src  string
		// want are the bounds by line (hand calculation beside each);
		// absent lines must stay unbounded.
		want map[int]int64
		// tight lines: some run of main(n), n in args, needs the whole
		// bound.
		tight []int
		args  []int64
	}{
		{name: "constant", src: `int s;
int main(int n) {
  for (int i = 0; i < 10; i++) s++;
  for (int i = 0; i <= 10; i++) s++;
  return s;
}`, want: map[int]int64{3: 10, 4: 11}, tight: []int{3, 4}},
		// closed loops over constants (closedLoop): x = 1, 3, ..., 729 are
		// below 1000: 7 body executions; lms's shape, a do-while over a
		// random-number recurrence from seed 1: r = 1.0277 (> 0.9, again),
		// then 0.3515 (by hand, seed = seed*1103515245 + 12345 mod 2^64,
		// r = (seed & 0x7fffffff) * 2^-30): 2; the loops from the
		// parameter n, and from 2 or 1 by n, are not closed.
		{name: "closed", src: `int s;
int main(int n) {
  int x = 1; while (x < 1000) x = x * 3;
  unsigned long seed = 1; double r; do { seed = seed * 1103515245 + 12345; r = (seed & 0x7fffffff) * 0.000000000931322574615478515625; } while (r > 0.9);
  int y = n; while (y < 1000) y = y * 3 + 1;
  int z = 2; if (n > 5) z = 1;
  while (z < 1000) z = z * 3;
  return x + y + z + (int)r;
}`, want: map[int]int64{3: 7, 4: 2}, tight: []int{3, 4}, args: []int64{1, 6}},
		// a closed nest whose inner loop starts from the value the first
		// loop leaves (lms's shape): x = 5x + 1 (mod 2^32) until x % 7 == 0
		// from 7: 6 iterations; then per k: 6, 1, 11, 6 (by hand with
		// 32-bit wrap): the inner loop's (line 5) bound is 11, its nest's 4.
		{name: "closed nest", src: `int s;
int main(int n) {
  unsigned x = 7; do { x = x * 5 + 1; } while (x % 7 != 0);
  for (int k = 0; k < 4; k++) {
    do { x = x * 5 + 1; s++; } while (x % 7 != 0); }
  return s;
}`, want: map[int]int64{3: 6, 4: 4, 5: 11}, tight: []int{3, 4, 5}},
		// clamps: n (signed) clamped by `if (n > 4) n = 4`, from below too
		// (n < 0 is 0 iterations anyway): at most 4; an unsigned count
		// clamped by `if (c > 8) c = 8` (the edge that skips the clamp
		// assumes c <= 8): 8; a clamp on the wrong side (n < 2 gives 2)
		// leaves n unbounded above: no bound.
		{name: "clamps", src: `int s;
int main(int n) {
  int a = n; if (a > 4) a = 4;
  for (int i = 0; i < a; i++) s++;
  unsigned c = (unsigned)n; if (c > 8) c = 8;
  for (unsigned i = 0; i < c; i++) s++;
  int b = n; if (b < 2) b = 2;
  for (int i = 0; i < b; i++) s++;
  return s;
}`, want: map[int]int64{4: 4, 6: 8}, tight: []int{4, 6}, args: []int64{-3, 0, 3, 4, 5, 9, 100}},
		{name: "step3 unsigned", src: `int s;
int main(int n) {
  for (unsigned j = 3; j <= 30; j += 3) s++;
  return s;
}`, want: map[int]int64{3: 10}, tight: []int{3}}, // j = 3, 6, ..., 30
		{name: "down", src: `int s;
int main(int n) {
  for (int i = 20; i > 0; i -= 2) s++;
  for (int i = 9; i >= 0; i--) s++;
  return s;
}`, want: map[int]int64{3: 10, 4: 10}, tight: []int{3, 4}}, // 20,18,..,2; 9..0
		{name: "triangular", src: `int s;
int main(int n) {
  for (int i = 0; i < 10; i++)
    for (int k = i; k < 10; k++) s++;
  for (int i = 0; i < 10; i++)
    for (int k = 0; k < i; k++) s++;
  return s;
}`,
			// line 4: k from i ≥ 0 to 9: 10 per entry (i = 0). line 6:
			// k < i: i is at most 9 where the inner loop starts, but the
			// range of i kept is i's over the whole outer loop, up to 10
			// (its exit value): 10, one above the runs' 9; the nest is
			// closed (constants alone), and its run counts 9.
			want: map[int]int64{3: 10, 4: 10, 5: 10, 6: 9}, tight: []int{3, 4, 5, 6}},
		{name: "le n assumed", src: `int s;
int main(int n) {
  if (n > 50) n = 50;
  for (int i = 0; i <= n; i++) s++;
  return s;
}`,
			// n at most 50 after the clamp (the edge that skips it
			// assumes n <= 50: edgeRange): i from 0 to 50, 51.
			want: map[int]int64{4: 51}, tight: []int{4}, args: []int64{-3, 0, 7, 50, 99}},
		{name: "unsigned wrap", src: `int s;
int main(int n) {
  for (unsigned char c = 250 + (n & 0); c != 4; c++) s++;
  for (unsigned i = 10; i >= 0; i--) { s++; if (s > 100) break; }
  for (unsigned char c = 5 + (n & 0); c != 4; c++) s++;
  for (signed char c = (signed char)n; c != 4; c -= 3) s++;
  for (unsigned char c = n & 0; c != 300; c++) { s++; if (s > 5000) break; }
  return s;
}`,
			// line 3: c wraps from 255 to 0 (10 body executions; n & 0
			// keeps the loop from being closed): an 8-bit counter stepping
			// by one meets every 8-bit value, 4 among them, within 256
			// checks: at most 255 back edges (tripsAround). Line 5: the
			// same loop from 5 runs 5..255, 0..3: all 255. Line 6: step -3
			// (odd: it also meets every value) from n; from 1, c = 1 - 3k
			// (mod 256) is 4 first at k = 255 (765 = 3·255 ≡ -3): 255.
			// Line 4: i >= 0 is always true for an unsigned i (no bound
			// from it; s is loaded: not closed). Line 7: a zero-extended
			// 8-bit counter never equals 300: no bound.
			want: map[int]int64{3: 255, 5: 255, 6: 255}, tight: []int{5, 6}, args: []int64{1, 7}},
		// A counter that steps by one past a value that moves may never
		// meet it: i = 0, 1, ... against k & 7 = 1, 4, 7, 2, 5, 0, 3, 6,
		// 1, ...: never equal, so the loop runs until the break at i = 41
		// (by hand: 40 back edges, the break leaves from no latch). The
		// guard != (k & 7) gives nothing (it gave 7: (k & 7) <= 7).
		{name: "ne moving", src: `int s;
int main(int n) {
  int i = 0, k = 1 + (n & 0);
  while (i != (k & 7)) { i++; k += 3; s++; if (i > 40) break; }
  return s;
}`, want: map[int]int64{4: 40}, tight: []int{4}},
		// Counters in memory (tripcount/cells.go): a uint8_t global
		// incremented once per iteration until it meets another one that
		// the loop does not write: at most 255 (tail = head + 1 runs
		// 255); a uint8_t global counting up to 10 from any value: 10
		// (from 0). Line 9 writes tail twice, line 10 moves head, line 11
		// writes tail in a callee: no bound. Line 12 meets an element of an
		// array the loop does not write: 255.
		{name: "cells", src: `unsigned char head, tail, g, ring[4]; int s;
void bump(void) { tail++; }
int main(int n) {
  head = (unsigned char)n;
  tail = (unsigned char)(n + 1);
  while (tail != head) { tail++; s++; }
  g = (unsigned char)n;
  while (g < 10) { g++; s++; }
  tail = head + 1; while (tail != head) { tail++; if (s & 1) tail++; s++; }
  tail = head + 1; while (tail != head) { tail++; head += 2; s++; }
  tail = head + 1; while (tail != head) { bump(); s++; }
  ring[1] = n; tail = n + 1; while (tail != ring[1]) { tail++; s++; }
  return s;
}`, want: map[int]int64{6: 255, 8: 10, 12: 255}, tight: []int{6, 8, 12}, args: []int64{0, 5, 255}},
		// The same shapes over constants alone are closed loops, counted
		// by a run: c = 250..255, 0..3: 10; i = 0, 2, ..., 14: 8.
		{name: "closed wrap", src: `int s;
int main(int n) {
  for (unsigned char c = 250; c != 4; c++) s++;
  for (int i = 0; i != 16; i += 2) s++;
  return s;
}`, want: map[int]int64{3: 10, 4: 8}, tight: []int{3, 4}},
		// A closed loop in a function that reads a volatile register
		// (a nondet value with no range: the closed run takes 0 for it;
		// the run panicked on it): 10.
		{name: "closed beside a volatile read", src: `volatile int reg; int s;
int main(int n) {
  int x = reg;
  for (int i = 0; i < 10; i++) s++;
  return s + x;
}`, want: map[int]int64{4: 10}, tight: []int{4}},
		// Counters that come round by a remainder (wrap.go modStep):
		// line 5, t from 0..7 by (t + 1) & 7 until it meets h in 0..7:
		// every residue within 8 checks, at most 7 back edges (t = h + 1
		// takes all 7); line 6, the same with % 6: 5; line 7, a signed
		// remainder from any start (y0 = n − 7): a negative one climbs
		// to 0 first, at most 6 − 1 steps, then 6: 11 (n = 0: y = −7, 0:
		// 1 iteration; not tight). Lines 9–10: the counter and its limit
		// in globals (their ranges from every value stored to them,
		// cells.go globalRange): 7, tight. Line 10: a global set once to
		// 5 and never written: i < lim is 5. Line 12: lim2's address is
		// taken (written through q): no range, no bound.
		{name: "remainders", src: `unsigned rh, rt; int s; int lim = 5, lim2 = 3;
int main(int n) {
  unsigned h = n & 7, t = (n + 1) & 7;
  unsigned u = (unsigned)n % 6, v = ((unsigned)n + 1) % 6;
  while (t != h) { t = (t + 1) & 7; s++; }
  while (v != u) { v = (v + 1) % 6; s++; }
  for (int y = n - 7, m = n & 3; y != m; y = (y + 1) % 6) s++;
  rh = n & 7; rt = (n + 1) & 7;
  while (rt != rh) { rt = (rt + 1) & 7; s++; }
  for (int i = 0; i < lim; i++) s++;
  int *q = &lim2; *q = n;
  for (int i = 0; i < lim2; i++) { s++; if (s > 1000) break; }
  return s;
}`, want: map[int]int64{5: 7, 6: 5, 7: 11, 9: 7, 10: 5}, tight: []int{5, 6, 9, 10}, args: []int64{0, 3, 6, 7}},
		// Guarded stores of a global's own value plus a constant
		// (globals.go): txn holds 0 or 4 and is only decremented under
		// txn != 0, so it stays in 0..4: line 4 runs at most 4 times
		// (n odd). cnt is incremented only under cnt < 10: 0..10, and line
		// 6 drains it in at most 10 (n & 15 = 15 >= 10 increments first).
		// u is decremented once without a guard on u (line 7): a wrap
		// could leave any value, so line 8 gets the type's 255 (not tight:
		// u is 3 or 2 in every run). Line 5: n & 15 <= 15.
		{name: "guarded self stores", src: `unsigned char txn, cnt, u = 3; int s;
int main(int n) {
  if (n & 1) txn = 4; else txn = 0;
  while (txn) { txn--; s++; }
  for (int k = 0; k < (n & 15); k++) if (cnt < 10) cnt++;
  while (cnt) { cnt--; s++; }
  if (n > 100) u--;
  while (u > 0) { u--; s++; }
  return s;
}`, want: map[int]int64{4: 4, 5: 15, 6: 10, 8: 255}, tight: []int{4, 5, 6}, args: []int64{15, 2, 101}},
		// Accumulators (tripcount.go accumulators): pad steps by 0 or 1 in
		// each of line 4's 4 iterations, so it is 0..5 (counted with one
		// step spare) and line 5 runs at most 3 - 0 = 3 times (n = 32: no
		// v[i] equals it, pad = 0). d steps by 0 or -2 in 5 iterations:
		// at most 10, line 8's bound (n = 32: no bit of 0..4 set). e steps
		// by +1 or -1: no range, line 10 stays unbounded.
		// The guard on the very value stored back (one load, as at -O2;
		// `x - 1` computed in int and truncated): q holds 0 or 6 and is
		// decremented only when the loaded x is not 0 (line 4) or under
		// the loop's q != 0 (line 5), so it stays in 0..6; line 5 drains
		// it in at most 6 (n = 1). r is compared before its load, with a store to it in
		// between (line 6): no guard, the type's 255.
		{name: "guard on the loaded value", src: `unsigned char q, r; int s;
int main(int n) {
  q = (n & 1) ? 6 : 0;
  if (n & 2) { unsigned char x = q; if (x != 0) q = x - 1; s++; }
  while (q != 0) { unsigned char x = q; q = x - 1; s++; }
  r = 3; for (int k = 0; k < 4; k++) { if (r != 0) { r = (unsigned char)n; unsigned char y = r; r = y - 1; } }
  while (r != 0) { r--; s++; }
  return s;
}`, want: map[int]int64{5: 6, 6: 4, 7: 255}, tight: []int{5, 6}, args: []int64{1, 3, 0}},
		// A clamp before the loops (ranges.go edgeRange, the chain of
		// single ways in): sh is -142..113, but the return leaves only
		// sh <= 7 to the loops: line 5 counts up from -142 (n = 0: 142),
		// line 6 down from 7 at most (n = 149: 7; it said 113).
		{name: "clamp before the loop", src: `int s;
int main(int n) {
  int sh = (n & 255) - 142;
  if (sh > 7) return 0;
  while (sh < 0) { sh++; s++; }
  while (sh > 0) { sh--; s++; }
  return s;
}`, want: map[int]int64{5: 142, 6: 7}, tight: []int{5, 6}, args: []int64{0, 149}},
		{name: "accumulators", src: `int s; int v[4];
int main(int n) {
  int pad = 0;
  for (int i = 0; i < 4; i++) if (v[i] == n) pad++;
  for (int i = 0; i < 3 - pad; i++) s++;
  int d = 10;
  for (int i = 0; i < 5; i++) if (n & (1 << i)) d -= 2;
  for (int i = 0; i < d; i++) s++;
  int e = 5; for (int i = 0; i < 4; i++) { if (n & (1 << i)) e++; else e--; }
  for (int i = 0; i < e; i++) { s++; if (s > 100000) break; }
  return s;
}`, want: map[int]int64{4: 4, 5: 3, 7: 5, 8: 10, 9: 4}, tight: []int{4, 5, 7, 8, 9}, args: []int64{32, 0, 31}},
		{name: "for ever with break", src: `int s;
int main(int n) {
  int i = 0;
  for (;;) { if (i >= 10) break; s++; i++; }
  return s;
}`, want: map[int]int64{4: 10}, tight: []int{4}}, // i = 0..9 go around; the test that breaks stands in the header block: not a body execution (ts.Loop.BodyExit)
		{name: "symbolic step", src: `int s;
int f(int step) {
  int c = 0;
  for (int i = 0; i < 100; i += step) c++;
  return c;
}
int main(int n) { return f(7) + f(10); }`,
			// step within [7, 10]: i = 0, 7, ..., 98: 15 body executions.
			want: map[int]int64{4: 15}, tight: []int{4}},
		{name: "do while", src: `int s;
int main(int n) {
  int i = 0;
  do { s++; i++; } while (i < 10);
  return s;
}`, want: map[int]int64{4: 10}, tight: []int{4}},
		{name: "and", src: `int s;
int main(int n) {
  for (int k = 0; k < 12 && k <= n; k++) s++;
  for (int k = 0; n > 0 && k < 5; k++) s++;
  return s;
}`,
			// The && makes an i1 phi in a block of its own: the loop is
			// left from that block, which is no latch, so the execution
			// that leaves does not count (ts.Loop.CompletesBody): line 3:
			// k = 0..11 go around, 12; line 4: k = 0..4, 5.
			want: map[int]int64{3: 12, 4: 5}, tight: []int{3, 4}, args: []int64{-1, 0, 5, 20}},
		{name: "ne", src: `int s;
int main(int n) {
  for (int i = 0; i != 16; i++) s++;
  for (int i = n & 0; i != 16; i += 2) s++;
  return s;
}`,
			// line 4: step 2 with != is refused (it could jump over 16;
			// n & 0 keeps the loop from being closed).
			want: map[int]int64{3: 16}, tight: []int{3}},
		{name: "bit clearing", src: `int s; unsigned char rdy; unsigned char lowbit[16] = {0,0,1,0,2,0,1,0,3,0,1,0,2,0,1,0};
int main(int n) {
  unsigned x = (unsigned)n & 0xFFFF;
  while (x != 0) { x &= x - 1; s++; }
  unsigned y = (unsigned)n;
  while (y) { y >>= 1; s++; }
  unsigned char z = (unsigned char)n;
  while (z != 0) { z = z >> 3; s++; }
  rdy = (unsigned char)n;
  while (rdy != 0) { rdy &= (unsigned char)(rdy - 1); s++; }
  rdy = (unsigned char)n;
  while (rdy != 0) { rdy &= (unsigned char)~(1u << lowbit[rdy & 15]); s++; }
  int v = n;
  while (v != 0) { v >>= 1; s++; }
  unsigned w = (unsigned)n;
  while (w != 0) { w &= w + 1; s++; }
  return s;
}`,
			// By hand: line 4, x < 2^16: one set bit cleared per
			// iteration, at most 16 (n = 65535); line 6, 32 bits shifted
			// out one at a time: 32 (n = -1); line 8, 8 bits three at a
			// time: 3 (255, 31, 3, 0); line 10, a uint8_t global with its
			// lowest set bit cleared: 8 (n = 255). Not bounded: line 12
			// clears the bit a table picks (set only when rdy & 15 is
			// not 0: for rdy = 16 it clears bit 0, already clear, and the
			// loop never ends); line 14, an arithmetic shift of a signed
			// value (-1 stays -1); line 16, w & (w + 1) is no lowest-bit
			// clear.
			want: map[int]int64{4: 16, 6: 32, 8: 3, 10: 8}, tight: []int{4, 6, 8, 10}, args: []int64{0, 1, 65535, 255, -1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := load(t, c.src)
			bs := Analyze(p, Config{Entry: "main"})
			got := byLine(bs)
			for line, w := range c.want {
				if got[line] != w {
					t.Errorf("line %d: bound %d, want %d", line, got[line], w)
				}
			}
			for line, g := range got {
				if _, ok := c.want[line]; !ok {
					t.Errorf("line %d: bound %d, want none", line, g)
				}
			}
			args := c.args
			if args == nil {
				args = []int64{0}
			}
			tight := checkRuns(t, p, bs, args)
			for _, line := range c.tight {
				if !tight[line] {
					t.Errorf("line %d: no run needs the whole bound %d (not tight)", line, got[line])
				}
			}
		})
	}
}

// TestHints: the picked-bit loop of the "bit clearing" case (line 12:
// rdy &= ~(1 << lowbit[...])) gets a hint naming rdy and its width 8;
// the bounded loops, the signed shift (14) and w & (w + 1) (16) get none.
func TestHints(t *testing.T) {
	src := `int s; unsigned char rdy; unsigned char lowbit[16] = {0,0,1,0,2,0,1,0,3,0,1,0,2,0,1,0};
int main(int n) {
  unsigned x = (unsigned)n & 0xFFFF;
  while (x != 0) { x &= x - 1; s++; }
  unsigned y = (unsigned)n;
  while (y) { y >>= 1; s++; }
  unsigned char z = (unsigned char)n;
  while (z != 0) { z = z >> 3; s++; }
  rdy = (unsigned char)n;
  while (rdy != 0) { rdy &= (unsigned char)(rdy - 1); s++; }
  rdy = (unsigned char)n;
  while (rdy != 0) { rdy &= (unsigned char)~(1u << lowbit[rdy & 15]); s++; }
  int v = n;
  while (v != 0) { v >>= 1; s++; }
  unsigned w = (unsigned)n;
  while (w != 0) { w &= w + 1; s++; }
  return s;
}`
	p := load(t, src)
	got := map[int]string{}
	for L, h := range Hints(p, Config{Entry: "main"}) {
		got[L.Pos.Line] = h
	}
	if h := got[12]; !strings.Contains(h, "bit of rdy that the program picks") || !strings.Contains(h, "at most 8 times") {
		t.Errorf("line 12: hint %q, want one about rdy's picked bit and its width 8", h)
	}
	for line, h := range got {
		if line != 12 {
			t.Errorf("line %d: hint %q, want none", line, h)
		}
	}
}

func TestAssume(t *testing.T) {
	p := load(t, `int s;
int main(int n) {
  for (int i = 0; i <= n; i++) s++;
  for (int i = n; i > 3; i--) s++;
  return s;
}`)
	got := byLine(Analyze(p, Config{Entry: "main", Assume: []string{"n <= 20", "n >= -5"}}))
	// line 3: i = 0..n, n at most 20: 21. line 4: i = n..4: at most 17.
	if got[3] != 21 || got[4] != 17 {
		t.Errorf("bounds %v, want 21 on line 3 and 17 on line 4", got)
	}
	if got := byLine(Analyze(p, Config{Entry: "main"})); len(got) != 0 {
		t.Errorf("without --assume: bounds %v, want none", got)
	}
	// The entry called again with other values: the assumption holds for
	// the first call only. f(5) calls f(25): 26 body executions at line 4,
	// above what "n <= 20" alone would give (21).
	p = load(t, `int s;
int f(int n) {
  if (n > 30) return 0;
  for (int i = 0; i <= n; i++) s++;
  if (n < 10) f(n + 20);
  return s;
}
int main(int n) { return f(5); }`)
	got = byLine(Analyze(p, Config{Entry: "f", Assume: []string{"n <= 20", "n >= 0"}}))
	if got[4] != 0 && got[4] < 41 {
		t.Errorf("recursive entry: bound %d at line 4, want none or at least 41 (n + 20 up to 40)", got[4])
	}
}

// TestSortedWhy keeps Why readable (it is in the report's assumptions).
func TestSortedWhy(t *testing.T) {
	p := load(t, `int s; int main(int n) { for (int i = 0; i < 4; i++) s++; return s; }`)
	var whys []string
	for _, b := range Analyze(p, Config{Entry: "main"}) {
		whys = append(whys, b.Why)
	}
	sort.Strings(whys)
	if len(whys) != 1 || whys[0] == "" {
		t.Fatalf("why: %q", whys)
	}
	fmt.Fprintln(os.Stderr, whys[0])
}

// TestTacle measures the analysis on the single-file TACLeBench kernels
// of WCET_TACLE (a directory; skipped when unset): per program, the
// loops LLVM's ScalarEvolution gives a constant maximum trip count
// (opt-14 -passes='print<scalar-evolution>', the yardstick), the loops
// bounded here, and a run of main under the derived bounds in place of
// the pragmas (a cut is an unsound bound).
func TestTacle(t *testing.T) {
	dir := os.Getenv("WCET_TACLE")
	if dir == "" {
		t.Skip("WCET_TACLE is not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.c"))
	perDir := map[string]int{}
	for _, f := range files {
		perDir[filepath.Dir(f)]++
	}
	totalSCEV, totalOurs, totalBoth, totalLoops := 0, 0, 0, 0
	for _, f := range files {
		if perDir[filepath.Dir(f)] != 1 {
			continue
		}
		name := filepath.Base(filepath.Dir(f))
		ll, err := frontend.CompileC(f, frontend.Options{Entry: "main"})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		llf := filepath.Join(t.TempDir(), name+".ll")
		os.WriteFile(llf, ll, 0o644)
		p, err := frontend.Load(llf, frontend.Options{Entry: "main"})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		scev := scevLoops(t, llf)
		bs := Analyze(p, Config{Entry: "main"})
		nS, nO, nB, nL := 0, 0, 0, 0
		for _, fn := range p.Funcs {
			for _, L := range fn.Loops {
				nL++
				_, s := scev[fn.Name+" "+L.Header.Block]
				_, o := bs[L]
				if s {
					nS++
				}
				if o {
					nO++
				}
				if s && o {
					nB++
				}
				if s && !o {
					t.Logf("%s: SCEV bounds %s %s (line %d), we do not", name, fn.Name, L.Header.Block, L.Pos.Line)
				}
			}
		}
		totalSCEV, totalOurs, totalBoth, totalLoops = totalSCEV+nS, totalOurs+nO, totalBoth+nB, totalLoops+nL
		// The run under the derived bounds (the pragmas of the other
		// loops stay).
		old := map[*ts.Loop]*ts.Pragma{}
		for L, b := range bs {
			old[L] = L.Bound
			L.Bound = &ts.Pragma{Kind: "loopbound", Max: b.Max, Pos: L.Pos}
		}
		in, err := interp.New(p)
		if err == nil {
			res, err := in.Run(interp.Config{Entry: "main", LoopBounds: true})
			switch {
			case err != nil:
				t.Logf("%s: run: %v", name, err)
			case res.Cut != nil:
				t.Errorf("%s: the loop at %s runs more than its derived bound %d (%s)", name, res.Cut.Loop.Pos, res.Cut.Max, bs[res.Cut.Loop].Why)
			}
		}
		for L, pr := range old {
			L.Bound = pr
		}
		t.Logf("%-16s loops %2d  scev %2d  ours %2d  both %2d", name, nL, nS, nO, nB)
	}
	t.Logf("total: loops %d, scev %d, ours %d, both %d", totalLoops, totalSCEV, totalOurs, totalBoth)
}

// scevLoops are the loops ("func %header") opt-14's ScalarEvolution gives
// a constant maximum backedge-taken count.
func scevLoops(t *testing.T, ll string) map[string]int64 {
	out, err := exec.Command("opt-14", "-passes=print<scalar-evolution>", "-disable-output", ll).CombinedOutput()
	if err != nil {
		t.Fatalf("opt-14: %v\n%s", err, out)
	}
	m := map[string]int64{}
	fn := ""
	for _, line := range strings.Split(string(out), "\n") {
		if s, ok := strings.CutPrefix(line, "Determining loop execution counts for: @"); ok {
			fn = s
			continue
		}
		var hdr string
		var n int64
		// Maxima from a type's range (2147483647, -1 for 2^64-1) are
		// not counted: they bound nothing.
		if k, err := fmt.Sscanf(line, "Loop %s max backedge-taken count is %d", &hdr, &n); err == nil && k == 2 && n >= 0 && n < MaxBound {
			m[fn+" "+strings.TrimSuffix(hdr, ":")] = n
		}
	}
	return m
}
