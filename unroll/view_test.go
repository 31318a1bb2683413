package unroll

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// viewCases read variables of unsigned C types, which the machine holds
// in the unsigned view (varType), through every operation that reads a
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
