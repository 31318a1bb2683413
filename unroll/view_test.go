package unroll

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/poly"
	"wcet/ts"
)

// viewCases read variables of unsigned C types, which the machine holds
// in the unsigned view (machine.view), through every operation that reads a
// value signed or unsigned: signed and unsigned comparisons with
// constants and with each other, sext (a cast to a signed type), zext,
// eq/ne, division, shifts and masks, at the default pipeline (i32
// arithmetic after zext) and at O2 (clang narrows the compares to i8 and
// i16, where 200 is the constant -56). The oracle's exhaustive runs give
// the worst case; each comment gives it by hand.
var viewCases = []oracleCase{
	// c in 0..255: (signed char)c < 0 for c >= 128 (5), c == 200 (7),
	// c < 200 unsigned (1): c = 200 gives 5 + 7 = 12.
	{"u8_sext_eq", `
#include <stdint.h>
int main(void) {
  uint8_t c = (uint8_t)WCET_NONDET_RANGE(0, 255);
  if ((int8_t)c < 0) WCET_COST(5);
  if (c == 200) WCET_COST(7);
  if (c < 200) WCET_COST(1);
  return 0;
}`, true},
	// Two uint8_t compared: a > b unsigned (3); (int8_t)a > (int8_t)b
	// signed (4): a = 200 > b = 100 unsigned, signed -56 < 100: 3; a = 100
	// > b = 50 both ways: 7.
	{"u8_pair_compare", `
#include <stdint.h>
int main(void) {
  uint8_t a = (uint8_t)WCET_NONDET_RANGE(0, 255);
  uint8_t b = (uint8_t)WCET_NONDET_RANGE(0, 255);
  if (a > b) WCET_COST(3);
  if ((int8_t)a > (int8_t)b) WCET_COST(4);
  return 0;
}`, true},
	// uint16_t x in 0..65535: x / 300 >= 200 for x >= 60000 (6), x >> 15
	// (x >= 32768: 2), (x & 0x8001) == 0x8001 (3), (int16_t)x == -1 (x =
	// 65535: 9): x = 65535 gives 6 + 2 + 3 + 9 = 20.
	{"u16_div_shift_mask", `
#include <stdint.h>
int main(void) {
  uint16_t x = (uint16_t)WCET_NONDET_RANGE(0, 65535);
  if (x / 300 >= 200) WCET_COST(6);
  if (x >> 15) WCET_COST(2);
  if ((x & 0x8001) == 0x8001) WCET_COST(3);
  if ((int16_t)x == -1) WCET_COST(9);
  return 0;
}`, true},
	// A uint8_t sum that wraps: s = a + b (mod 256) in 0..255; s < a
	// exactly when it wrapped (a + b >= 256: 8); s == 0 with a = 0, b = 0
	// or a + b = 256 (2): a = 128, b = 128 gives 10.
	{"u8_sum_wraps", `
#include <stdint.h>
int main(void) {
  uint8_t a = (uint8_t)WCET_NONDET_RANGE(0, 255);
  uint8_t b = (uint8_t)WCET_NONDET_RANGE(0, 255);
  uint8_t s = (uint8_t)(a + b);
  if (s < a) WCET_COST(8);
  if (s == 0) WCET_COST(2);
  return 0;
}`, true},
	// A uint32_t past 2^31: u = 2^31 + k (k in 0..3), u > 2147483649u
	// (k >= 2: 4), (int32_t)u < -2147483646 (k <= 1: 5), u % 2 == 1 (1):
	// k = 1 gives 5 + 1 = 6; k = 3 gives 4 + 1 = 5.
	{"u32_high", `
#include <stdint.h>
int main(void) {
  uint32_t u = 2147483648u + (uint32_t)WCET_NONDET_RANGE(0, 3);
  if (u > 2147483649u) WCET_COST(4);
  if ((int32_t)u < -2147483646) WCET_COST(5);
  if (u % 2 == 1) WCET_COST(1);
  return 0;
}`, true},
}

// TestUnsignedView checks viewCases against the oracle.
func TestUnsignedView(t *testing.T) { checkOracleCases(t, viewCases) }

// cellViewCases keep values of unsigned types in memory: the cells of
// globals of an unsigned element type, their loads, and the temporaries
// between a load and a store are held in the unsigned view (views.go);
// globals a loop's exit reads are counters (exitVars, counterCell).
var cellViewCases = []oracleCase{
	// Two uint8_t globals g[0], g[1] in 120..135 read signed and
	// unsigned: (int8_t)g[0] < 0 for g[0] >= 128 (5), g[0] > 130 (3),
	// g[0] + g[1] > 260 (7): g[0] = g[1] = 135 gives 15.
	{"u8_global_views", `
#include <stdint.h>
uint8_t g[2];
int main(void) {
  g[0] = (uint8_t)WCET_NONDET_RANGE(120, 135);
  g[1] = (uint8_t)WCET_NONDET_RANGE(120, 135);
  if ((int8_t)g[0] < 0) WCET_COST(5);
  if (g[0] > 130) WCET_COST(3);
  if (g[0] + g[1] > 260) WCET_COST(7);
  return 0;
}`, true},
	// A uint16_t global counter that wraps: from 65530 + k (k in 0..5),
	// four increments; each that leaves it below 2 costs 3: k = 4 (65535,
	// 0, 1, 2) and k = 5 (0, 1, 2, 3) give 6.
	{"u16_global_counter_wraps", `
#include <stdint.h>
uint16_t cnt;
int main(void) {
  cnt = (uint16_t)(65530 + WCET_NONDET_RANGE(0, 5));
  for (int i = 0; i < 4; i++) {
    cnt++;
    if (cnt < 2) WCET_COST(3);
  }
  return 0;
}`, true},
	// A loop over a uint8_t global index from 250 + k (k in 0..5) until
	// it is 3, through its wrap: 250..255 and 0..2 are 9 iterations (1
	// each) for k = 0.
	{"u8_global_index_wraps", `
#include <stdint.h>
static uint8_t idx;
int main(void) {
  for (idx = (uint8_t)(250 + WCET_NONDET_RANGE(0, 5)); idx != 3; idx++)
    WCET_COST(1);
  return 0;
}`, true},
	// A ring drained until its uint8_t tail meets its head, both globals
	// in 250..255: head 250, tail 251 runs 255 iterations (1 each), the
	// longest. Sound only (SS's hull of the unwrapped iterations loses
	// head != tail: not tight).
	{"u8_global_ring_drain", `
#include <stdint.h>
static uint8_t head, tail;
int main(void) {
  head = (uint8_t)WCET_NONDET_RANGE(250, 255);
  tail = (uint8_t)WCET_NONDET_RANGE(250, 255);
  while (tail != head) {
    tail++;
    WCET_COST(1);
  }
  return 0;
}`, false},
}

// ringModCases are ring indices that come round by a remainder, not by
// the wrap of their type: `(i + 1) & 7`, `(i + 1) % 6` (splitQuotient:
// the quotient's cases, the one that came round kept apart). Before, the
// step's relation lost the counter (its quotient projected away) and the
// loop's header state repeated after iteration 1: no bound. Sound only
// (SS's hull of the unwrapped iterations loses head != tail).
var ringModCases = []oracleCase{
	// head, tail in 0..7: tail = head + 1 (mod 8) runs 7 iterations.
	{"ring_mask_local", `
int main(void) {
  unsigned head = WCET_NONDET_RANGE(0, 7);
  unsigned tail = WCET_NONDET_RANGE(0, 7);
  while (tail != head) {
    tail = (tail + 1) & 7;
    WCET_COST(1);
  }
  return 0;
}`, false},
	// head, tail in 0..5, an unsigned remainder: 5 iterations.
	{"ring_urem_local", `
int main(void) {
  unsigned head = WCET_NONDET_RANGE(0, 5);
  unsigned tail = WCET_NONDET_RANGE(0, 5);
  while (tail != head) {
    tail = (tail + 1) % 6;
    WCET_COST(1);
  }
  return 0;
}`, false},
	// The same with int indices (a signed remainder): 5 iterations.
	{"ring_srem_local", `
int main(void) {
  int head = WCET_NONDET_RANGE(0, 5);
  int tail = WCET_NONDET_RANGE(0, 5);
  while (tail != head) {
    tail = (tail + 1) % 6;
    WCET_COST(1);
  }
  return 0;
}`, false},
	// uint8_t globals masked to a 4-entry ring: 3 iterations.
	{"ring_mask_globals", `
#include <stdint.h>
static uint8_t head, tail;
int main(void) {
  head = (uint8_t)WCET_NONDET_RANGE(0, 3);
  tail = (uint8_t)WCET_NONDET_RANGE(0, 3);
  while (tail != head) {
    tail = (tail + 1) & 3;
    WCET_COST(1);
  }
  return 0;
}`, false},
}

// TestRingRemainders checks ringModCases against the oracle.
func TestRingRemainders(t *testing.T) { checkOracleCases(t, ringModCases) }

// TestUnsignedCells checks cellViewCases against the oracle.
func TestUnsignedCells(t *testing.T) { checkOracleCases(t, cellViewCases) }

// TestRepeatingHeaderStops: a loop whose header state after an iteration
// is the state before it (x is a new input in 0..10 each time, so the
// loop may run forever) stops at once with the limit error that says so
// and advises an annotation, not at the --timeout (60 s here) with
// "raise the limit".
func TestRepeatingHeaderStops(t *testing.T) {
	file := filepath.Join(t.TempDir(), "repeat.c")
	src := `#include <wcet.h>
int main(void) {
  int x = WCET_NONDET_RANGE(0, 10);
  while (x != 0) {
    x = WCET_NONDET_RANGE(0, 10);
    WCET_COST(1);
  }
  return 0;
}
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, file, &harness.Spec{Entry: "main"}, "none")
	for name, run := range map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"ss": SS, "ia": IA} {
		_, err := run(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 60 * time.Second})
		var le *analysis.LimitError
		if !errors.As(err, &le) || !strings.Contains(le.What, "header state repeats after iteration 1") || le.Advice == "" {
			t.Errorf("%s: got %v, want the repeating header's LimitError", name, err)
		}
	}
}

// TestRangeIn: a range of values read in one view, in another: the same
// inside the view's range, shifted by 2^w wholly beyond one end, and the
// whole type (nil) when it straddles an end.
func TestRangeIn(t *testing.T) {
	u8, s8 := poly.IntType{Bits: 8}, poly.IntType{Bits: 8, Signed: true}
	for _, c := range []struct {
		t              poly.IntType
		lo, hi         int64
		wantLo, wantHi int64
		whole          bool
	}{
		{u8, 0, 3, 0, 3, false},
		{s8, 0, 3, 0, 3, false},
		{s8, 200, 250, -56, -6, false},
		{u8, -56, -6, 200, 250, false},
		{s8, 100, 200, 0, 0, true},
		{u8, -1, 200, 0, 0, true},
		{s8, -128, 127, -128, 127, false},
		{u8, 300, 400, 44, 144, false}, // congruent modulo 256
	} {
		lo, hi := rangeIn(c.t, big.NewInt(c.lo), big.NewInt(c.hi))
		switch {
		case c.whole && (lo != nil || hi != nil):
			t.Errorf("rangeIn(%v, %d, %d) = %v, %v, want the whole type", c.t, c.lo, c.hi, lo, hi)
		case !c.whole && (lo == nil || hi == nil || lo.Int64() != c.wantLo || hi.Int64() != c.wantHi):
			t.Errorf("rangeIn(%v, %d, %d) = %v, %v, want %d, %d", c.t, c.lo, c.hi, lo, hi, c.wantLo, c.wantHi)
		}
	}
}

// TestHeldUnsigned: the static rules of views.go on a ring index kept in
// uint8_t globals: the loads of tail and head, the add of tail++ (a
// temporary between the load and the store) are held unsigned; the
// signed C arithmetic over an unsigned value (an nsw sub) and a load of
// a signed global are not.
func TestHeldUnsigned(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ring.c")
	src := `#include <wcet.h>
#include <stdint.h>
static uint8_t head, tail;
static int lines;
unsigned u;
int main(void) {
  head = (uint8_t)WCET_NONDET_RANGE(0, 255);
  int n = 0;
  while (tail != head) { tail++; n++; }
  lines = lines + 1;
  return n + (2 - (int)(u >> 24));
}
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, file, &harness.Spec{Entry: "main"}, "none")
	held := heldUnsigned(p)
	var loadsU, loadsS, addU, subNSW int
	for _, f := range p.Funcs {
		for _, tr := range f.Trans {
			for _, op := range tr.Ops {
				switch o := op.(type) {
				case *ts.Load:
					g := ts.GlobalOf(o.Addr, nil)
					switch {
					case g != nil && (g.Name == "head" || g.Name == "tail") && held[o.Dst]:
						loadsU++
					case g != nil && g.Name == "lines" && !held[o.Dst]:
						loadsS++
					}
				case *ts.Assign:
					if b, ok := o.E.(*ts.Bin); ok && b.T.Bits == 8 && b.Op == "add" && held[o.Dst] {
						addU++
					}
					if b, ok := o.E.(*ts.Bin); ok && b.Op == "sub" && b.NSW && !held[o.Dst] {
						subNSW++
					}
				}
			}
		}
	}
	if loadsU < 3 || loadsS < 1 || addU < 1 || subNSW < 1 {
		t.Errorf("unsigned loads of head/tail %d (want 3+), signed loads of lines %d (want 1+), unsigned i8 adds %d (want 1+), signed nsw subs %d (want 1+)", loadsU, loadsS, addU, subNSW)
	}
}
