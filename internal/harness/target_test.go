package harness_test

import (
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"wcet/frontend"
	"wcet/internal/harness"
	"wcet/internal/native"
	"wcet/lowlevel"
	"wcet/lowlevel/instrument"
	"wcet/ts"
)

// The oracle's 32-bit lane (issue 19): the testdata programs compiled for
// --target cortex-m4. lli-14 cannot run the target's IR (see
// lowlevel/instrument/target.go), so its leg is the same instrumented IR
// built for i386 with the target's data layout (instrument.Host32,
// clang-14 -m32) and run natively, which needs the i386 C library
// (libc6-dev-i386, lib32gcc-12-dev: make deps). The native leg has no
// 32-bit lane: its runtime (internal/native/csrc/runtime.c) reads
// arguments as __int128, which i386 lacks.

// targetShort are the programs of the -short lane: pointers in memory,
// structs, the heap, tables of pointers.
var targetShort = map[string]bool{
	"widths32.c": true, "heap.c": true, "structs.c": true, "mem_ptr_table.c": true,
	"calls.c": true, "mem_copy.c": true,
}

func loadTarget(t *testing.T, f string, spec *harness.Spec, tg *frontend.Target, cost string) (*ts.Program, error) {
	t.Helper()
	p, err := frontend.Load(f, frontend.Options{Entry: spec.Entry, Target: tg})
	if err != nil {
		return nil, err
	}
	m, err := lowlevel.Load(cost)
	if err != nil {
		t.Fatal(err)
	}
	if err := lowlevel.Apply(p, m, lowOpts()); err != nil {
		t.Fatal(err)
	}
	return p, nil
}

// TestThreeLegsTarget runs the interpreter on the cortex-m4 program and
// the instrumented cortex-m4 IR built for i386 on the same inputs, and
// requires identical costs.
func TestThreeLegsTarget(t *testing.T) {
	tg := frontend.Targets["cortex-m4"]
	for _, f := range programs(t) {
		f := f
		if testing.Short() && !targetShort[filepath.Base(f)] {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatal(err)
			}
			pNone, err := loadTarget(t, f, spec, tg, "none")
			if err != nil {
				if fe, ok := frontend.AsError(err); ok && (fe.Kind == frontend.Refused || fe.Kind == frontend.Compile && strings.Contains(fe.Msg, "is not supported on this target")) {
					// A program the target cannot compile (int128.c:
					// __int128 does not exist on 32-bit targets).
					t.Skipf("not for cortex-m4: %v", err)
				}
				t.Fatal(err)
			}
			outs, _, err := harness.Explore(spec, interpRunner(pNone, spec.Entry), 2)
			if err != nil {
				t.Fatal(err)
			}
			cases := pickCases(outs, 4)
			ll, err := frontend.CompileC(f, frontend.Options{Target: tg})
			if err != nil {
				t.Fatal(err)
			}
			ll32 := instrument.Host32(ll)
			for _, cost := range []string{"none", "insn"} {
				p := pNone
				if cost != "none" {
					if p, err = loadTarget(t, f, spec, tg, cost); err != nil {
						t.Fatal(err)
					}
				}
				m, _ := lowlevel.Load(cost)
				inst, err := instrument.Instrument(ll32, spec.Entry, m, lowOpts())
				if err != nil {
					t.Fatalf("cost=%s: instrument: %v", cost, err)
				}
				dir := t.TempDir()
				src, prog := filepath.Join(dir, "inst.ll"), filepath.Join(dir, "inst")
				if err := os.WriteFile(src, inst, 0o644); err != nil {
					t.Fatal(err)
				}
				if out, err := exec.Command("clang-14", "-m32", "-w", src, "-o", prog, "-lm").CombinedOutput(); err != nil {
					t.Fatalf("cost=%s: clang-14 -m32: %v\n%s", cost, err, out)
				}
				for _, c := range cases {
					costs := runInterp(t, p, spec.Entry, c)
					desc := fmt.Sprintf("cortex-m4 cost=%s args=%v nondet=%s", cost, c.args, native.FormatNondet(c.nondet))
					cy, hp, bl := runCounted(t, exec.Command(prog), c)
					if cy != costs["cycles"] || hp != costs["heap"] || bl != (costs["blocked"] != 0) {
						t.Errorf("%s: interpreter cycles=%d heap=%d blocked=%v, instrumented i386 build cycles=%d heap=%d blocked=%v",
							desc, costs["cycles"], costs["heap"], costs["blocked"] != 0, cy, hp, bl)
					}
				}
			}
		})
	}
}

// runInterp runs p on case c with the interpreter.
func runInterp(t *testing.T, p *ts.Program, entry string, c legCase) map[string]int64 {
	t.Helper()
	args := map[string]*big.Int{}
	for k, v := range c.args {
		n, _ := new(big.Int).SetString(v, 10)
		args[k] = n
	}
	k := 0
	costs, err := interpRunner(p, entry)(args, func(lo, hi *big.Int, bits int) *big.Int {
		if k >= len(c.nondet) {
			return big.NewInt(0)
		}
		k++
		return big.NewInt(c.nondet[k-1])
	})
	if err != nil {
		t.Fatalf("interpreter %v: %v", c, err)
	}
	return costs
}

// TestWidths32 checks testdata/widths32.c's 32-bit figures (worked out by
// hand in its header): under cortex-m4, cortex-m0plus and rv32imac the
// interpreter's worst run costs 1267 cycles and 36 bytes of heap (the
// host's WANTs are 2511 and 72).
func TestWidths32(t *testing.T) {
	f := filepath.Join(testdataDir, "widths32.c")
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range frontend.TargetNames() {
		p, err := loadTarget(t, f, spec, frontend.Targets[name], "none")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		costs := runInterp(t, p, spec.Entry, legCase{})
		if costs["cycles"] != 1267 || costs["heap"] != 36 {
			t.Errorf("%s: cycles=%d heap=%d, want 1267 and 36", name, costs["cycles"], costs["heap"])
		}
	}
}
