package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// The input model of firmware (issue 18 item 5).

// regC reads a memory-mapped register at a constant address and a
// volatile global in a loop, and writes a register at the end.
const regC = `#include <stdint.h>
#define STATUS (*(volatile uint32_t *)0x40011000)
#define OUT (*(volatile uint32_t *)0x40011004)
volatile int flag;
int main(void) {
  int n = 0;
  for (int i = 0; i < 4; i++) {
    if (STATUS & 1u)
      n++;
    if (flag)
      n += 2;
  }
  OUT = (uint32_t)n;
  return n;
}
`

// TestVolatileRegister: a register read through a constant address is
// any value of its type (no refusal), each volatile read site is one
// assumption, and the bound is the worst concrete run: wcet run over
// every register sequence (4 reads, bit 0 set or not) and flag 0 or 1
// (a volatile global holds any value; the program only tests it for
// zero, so a constant 1 is its worst). --volatile refuse refuses the
// first read at its position.
func TestVolatileRegister(t *testing.T) {
	file := writeFile(t, "reg.c", regC)
	worst := int64(-1)
	for bits := 0; bits < 16; bits++ {
		var nd []string
		for i := 0; i < 4; i++ {
			nd = append(nd, fmt.Sprint(bits>>i&1))
		}
		for _, flag := range []string{"0", "1"} {
			code, out, stderr := run("run", file, "--cost", "insn", "--nondet", strings.Join(nd, ","), "--arg", "flag="+flag, "--format", "json")
			if code != 0 {
				t.Fatalf("run: exit %d: %s", code, stderr)
			}
			var rr struct {
				Costs map[string]int64 `json:"costs"`
			}
			json.Unmarshal([]byte(out), &rr)
			worst = max(worst, rr.Costs["cycles"])
		}
	}
	code, out, stderr := run("analyze", file, "--cost", "insn", "--format", "json", "--timeout", "30s")
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	var rep struct {
		Bound       int64    `json:"bound"`
		Assumptions []string `json:"assumptions"`
	}
	json.Unmarshal([]byte(out), &rep)
	if rep.Bound != worst {
		t.Errorf("bound %d, want %d (the worst run)", rep.Bound, worst)
	}
	for _, at := range []string{"reg.c:8:9", "reg.c:10:9"} {
		n := 0
		for _, a := range rep.Assumptions {
			if strings.Contains(a, "volatile read at "+at) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("the volatile read at %s is listed %d times in %q, want once", at, n, rep.Assumptions)
		}
	}
	code, _, stderr = run("analyze", file, "--cost", "insn", "--volatile", "refuse")
	if code != ExitFailed || !strings.Contains(stderr, "reg.c:8:9") || !strings.Contains(stderr, "refuse") {
		t.Errorf("--volatile refuse: exit %d, %q; want a refusal at reg.c:8:9", code, stderr)
	}
}
