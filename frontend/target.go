package frontend

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"wcet/ts"
)

// Target is a microcontroller the program is compiled for (--target): the
// clang triple and CPU flags, the data layout clang gives that triple (the
// frontend, the interpreter and the instrumented run read the pointer
// width from the module's layout, so they agree with it), and the C
// library headers of a freestanding Debian package. The host (x86-64,
// glibc) is the default and has no Target.
type Target struct {
	Name string
	// Triple is clang's --target; CPU are the flags naming the CPU and
	// its ABI (-mcpu, -march, -mabi, -mfloat-abi).
	Triple string
	CPU    []string
	// DataLayout is the layout clang-14 writes for Triple (a test checks
	// it against the compiled IR).
	DataLayout string
	// SchedCPU is the CPU whose scheduling model llvm-mca-14 prices the
	// machine code with (--cost machine); "" when LLVM 14 has none.
	SchedCPU string
	// Refill is the worst pipeline refill of a control transfer, which
	// LLVM's scheduling models leave out, from the CPU's manual
	// (--cost machine adds it per branch, call and return).
	Refill int64
	// Headers is the directory of the C library's headers and Package
	// the Debian package that installs it.
	Headers, Package string
}

// Targets are the known targets, by name. Newlib's headers
// (libnewlib-dev) are target-independent: their machine/ headers switch
// on the compiler's predefined macros (__arm__, __riscv), so one package
// serves the three targets.
var Targets = map[string]*Target{
	"cortex-m4": {
		Name:       "cortex-m4",
		Triple:     "thumbv7em-none-eabihf",
		CPU:        []string{"-mcpu=cortex-m4", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"},
		DataLayout: "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
		SchedCPU:   "cortex-m4",
		Refill:     3, // Cortex-M4 TRM 3.3.1: a branch takes 1+P cycles, P = 1..3
		Headers:    "/usr/include/newlib",
		Package:    "libnewlib-dev",
	},
	"cortex-m0plus": {
		Name:       "cortex-m0plus",
		Triple:     "thumbv6m-none-eabi",
		CPU:        []string{"-mcpu=cortex-m0plus", "-mfloat-abi=soft"},
		DataLayout: "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
		SchedCPU:   "",
		Headers:    "/usr/include/newlib",
		Package:    "libnewlib-dev",
	},
	"rv32imac": {
		Name:       "rv32imac",
		Triple:     "riscv32-unknown-elf",
		CPU:        []string{"-march=rv32imac", "-mabi=ilp32"},
		DataLayout: "e-m:e-p:32:32-i64:64-n32-S128",
		SchedCPU:   "sifive-e31", // an RV32IMAC core
		Refill:     3,            // SiFive E31 manual: a mispredicted branch costs 3 cycles
		Headers:    "/usr/include/newlib",
		Package:    "libnewlib-dev",
	},
}

// TargetNames are the known targets' names, sorted.
func TargetNames() []string {
	var ns []string
	for n := range Targets {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// LookupTarget returns the target of name; "" and "host" are the host
// (nil).
func LookupTarget(name string) (*Target, error) {
	if name == "" || name == "host" {
		return nil, nil
	}
	if t := Targets[name]; t != nil {
		return t, nil
	}
	return nil, errorf(Input, ts.Pos{}, "unknown --target %q: the known targets are host, %s", name, strings.Join(TargetNames(), ", "))
}

// ClangFlags are clang's flags for the target: the triple, the CPU, and
// the C library's headers in place of the host's (-nostdlibinc keeps
// clang's own stddef.h, stdint.h, stdarg.h, float.h).
func (t *Target) ClangFlags() []string {
	return append(append([]string{"--target=" + t.Triple}, t.CPU...), "-nostdlibinc", "-isystem", t.Headers)
}

// checkHeaders reports a missing C library for the target, naming the
// package that installs it.
func (t *Target) checkHeaders() error {
	if _, err := os.Stat(filepath.Join(t.Headers, "stdlib.h")); err != nil {
		return errorf(Tool, ts.Pos{}, "--target %s needs the C library headers in %s: install them with `apt-get install -y %s` (or run `make deps`)", t.Name, t.Headers, t.Package)
	}
	return nil
}

var tripleRE = regexp.MustCompile(`(?m)^target triple = "([^"]*)"`)

// checkIRTarget refuses an .ll file compiled for another target than t.
// Without --target any IR is read with its own data layout.
func checkIRTarget(ll []byte, name string, t *Target) error {
	if t == nil {
		return nil
	}
	triple := ""
	if m := tripleRE.FindSubmatch(ll); m != nil {
		triple = string(m[1])
	}
	want := strings.SplitN(t.Triple, "-", 2)[0]
	if !strings.HasPrefix(triple, want) {
		return errorf(Input, ts.Pos{}, "%s: its target triple is %q, not %s (--target %s): compile it for that target", name, triple, want, t.Name)
	}
	return nil
}
