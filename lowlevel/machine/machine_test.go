package machine_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wcet/frontend"
	"wcet/lowlevel/machine"
)

const loopC = `int a[10];
int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (a[i] > 3) s += a[i] * 3; else s -= 1; } return s; }
int main(void) { return f(10); }
`

func build(t *testing.T, src string, externCost *int64) (*machine.Result, error) {
	t.Helper()
	c := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tg := frontend.Targets["cortex-m4"]
	ll, err := frontend.Link([]string{c}, frontend.Options{Target: tg})
	if err != nil {
		t.Fatal(err)
	}
	return machine.Build(ll, machine.Target{Name: tg.Name, Triple: tg.Triple, CPU: tg.SchedCPU, Refill: tg.Refill}, externCost, 0)
}

// TestBlockCycles checks blocks of loopC against llvm-mca-14's own output,
// run by hand on the instructions llc-14 -O2 makes of them:
//
//	f's loop test (IR block %2):  cmp r3, r1 / it ge / bxge lr
//	    llvm-mca-14 -mtriple=thumbv7em-none-eabihf -mcpu=cortex-m4 -iterations=1: Total Cycles 4
//	    + the refill of one branch (3) = 7
//	f's condition (%5): ldr.w r2, [r12, r3, lsl #2] / cmp r2, #4 / bge .LBB0_1: Total Cycles 5
//	    + 3 = 8
//	main's block (%0): push {r7, lr} / mov r7, sp / movs r0, #10   Total Cycles 4
//	                   bl f                                          latency 1 (instruction info)
//	                   pop {r7, pc}                                  Total Cycles 3
//	                   + 2 transfers (bl, pop {pc}) × 3 = 14
func TestBlockCycles(t *testing.T) {
	res, err := build(t, loopC, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"f/%2": 7, "f/%5": 8, "main/%0": 14}
	for _, b := range res.Blocks {
		k := b.Func + "/" + b.Block
		if w, ok := want[k]; ok {
			if b.Cycles != w {
				t.Errorf("%s: %d cycles, want %d (%q)", k, b.Cycles, w, b.Insns)
			}
			delete(want, k)
		}
	}
	for k := range want {
		t.Errorf("no machine code for %s", k)
	}
}

// TestRuntimeRoutine: a 64-bit division on the Cortex-M4 calls
// __aeabi_ldivmod, which LLVM does not model: refused without
// --extern-cost, priced at it with one.
func TestRuntimeRoutine(t *testing.T) {
	src := `long long q(long long a, long long b) { return a / b; }
int main(void) { return (int)q(100, 7); }
`
	_, err := build(t, src, nil)
	if err == nil || !strings.Contains(err.Error(), "__aeabi_ldivmod") || !strings.Contains(err.Error(), "--extern-cost") {
		t.Fatalf("want a refusal naming __aeabi_ldivmod: %v", err)
	}
	n := int64(50)
	res, err := build(t, src, &n)
	if err != nil {
		t.Fatal(err)
	}
	if res.Runtime["__aeabi_ldivmod"] != 1 {
		t.Errorf("runtime calls %v", res.Runtime)
	}
}

// TestNoSchedModel: cortex-m0plus has no scheduling model in LLVM 14.
func TestNoSchedModel(t *testing.T) {
	tg := frontend.Targets["cortex-m0plus"]
	_, err := machine.Build([]byte("define i32 @main() {\n  ret i32 0\n}\n"), machine.Target{Name: tg.Name, Triple: tg.Triple, CPU: tg.SchedCPU}, nil, 0)
	if err == nil || !strings.Contains(err.Error(), "no scheduling model for cortex-m0plus") {
		t.Errorf("%v", err)
	}
}
