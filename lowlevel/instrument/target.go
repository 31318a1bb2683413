package instrument

import (
	"bytes"
	"regexp"
	"strings"
)

// The instrumented IR of a 32-bit target (--target cortex-m4, cortex-m0plus,
// rv32imac) cannot run under lli-14: its JIT only makes host code (it has
// no Thumb or RISC-V execution engine: "No available targets are
// compatible with triple"), and its interpreter stores the host's 8-byte
// pointers into the 4-byte slots of the target's data layout. What replaces
// it: Host32 rewrites the module for i386 Linux, keeping the target's data
// layout (32-bit pointers, i64 and double 8-aligned: the same sizes and
// offsets as on the target), and the program is built with
// `clang-14 -m32 OUT.ll -lm` (i386 C library: libc6-dev-i386,
// lib32gcc-12-dev) and run natively; it prints the same cost line.

var (
	cpuAttrRE = regexp.MustCompile(`\s*"target-(cpu|features)"="[^"]*"`)
)

// Is32BitTarget reports whether IR is for one of the 32-bit targets that
// lli-14 cannot run.
func Is32BitTarget(ll []byte) bool {
	t := targetOf(ll)
	for _, p := range []string{"thumb", "arm", "riscv32"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// Host32 returns IR of a 32-bit target made buildable for i386 Linux: the
// triple becomes i386-pc-linux-gnu and the functions' CPU attributes go;
// the data layout stays the target's. Other IR is returned unchanged.
func Host32(ll []byte) []byte {
	if !Is32BitTarget(ll) {
		return ll
	}
	out := tripleRE.ReplaceAll(ll, []byte(`target triple = "i386-pc-linux-gnu"`))
	lines := bytes.Split(out, []byte("\n"))
	for i, l := range lines {
		if bytes.HasPrefix(l, []byte("attributes #")) {
			lines[i] = cpuAttrRE.ReplaceAll(l, nil)
		}
	}
	return bytes.Join(lines, []byte("\n"))
}
