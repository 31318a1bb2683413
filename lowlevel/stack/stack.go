package stack

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Frame is one function's line of a -fstack-usage file (.su): the bytes
// its prologue reserves, and whether it also allocates a size known only
// at run time (a variable-length array, alloca: "dynamic"), which the
// compiler may have bounded ("dynamic,bounded").
type Frame struct {
	Bytes   int64
	Dynamic bool
	Bounded bool
}

// Parse reads a .su file: one line per function,
// `FILE[:LINE[:COL]]:FUNCTION<TAB>BYTES<TAB>QUALIFIERS`, with QUALIFIERS
// static, dynamic or "dynamic,bounded". A malformed line is an error
// naming it.
func Parse(su []byte) (map[string]Frame, error) {
	out := map[string]Frame{}
	for i, line := range bytes.Split(su, []byte("\n")) {
		l := strings.TrimRight(string(line), "\r")
		if strings.TrimSpace(l) == "" {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("stack usage line %d: %q: want FILE:FUNCTION<TAB>BYTES<TAB>QUALIFIERS", i+1, l)
		}
		name := f[0]
		if j := strings.LastIndexByte(name, ':'); j >= 0 {
			name = name[j+1:]
		}
		n, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil || n < 0 || name == "" {
			return nil, fmt.Errorf("stack usage line %d: %q: bad function or byte count", i+1, l)
		}
		var fr Frame
		fr.Bytes = n
		for _, q := range strings.Split(f[2], ",") {
			switch strings.TrimSpace(q) {
			case "static":
			case "dynamic":
				fr.Dynamic = true
			case "bounded":
				fr.Bounded = true
			default:
				return nil, fmt.Errorf("stack usage line %d: %q: unknown qualifier %q", i+1, l, q)
			}
		}
		out[name] = fr
	}
	return out, nil
}

// Options say how a target's frames are measured and what the hardware
// adds to them.
type Options struct {
	// CallBytes are the bytes a call pushes beyond the callee's frame
	// (x86-64's return address: 8; ARM and RISC-V keep it in a register
	// that the callee's frame saves when it needs to: 0).
	CallBytes int64
	// Align is the stack alignment in bytes (the data layout's S): a
	// dynamic allocation is rounded up to it.
	Align int64
	// ExceptionFrame are the bytes the hardware pushes when it takes an
	// interrupt (the ISR facts entry); Exception says where the figure
	// comes from.
	ExceptionFrame int64
	Exception      string
}

// Sizes are the frames in bytes by function: each .su figure plus the
// call's own bytes (Options.CallBytes); the functions with a dynamic
// allocation are listed apart (their allocations are added where they
// happen: Apply).
func Sizes(frames map[string]Frame, o Options) map[string]int64 {
	out := map[string]int64{}
	for n, f := range frames {
		out[n] = f.Bytes + o.CallBytes
	}
	return out
}

// names are the keys of m, sorted.
func names[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for n := range m {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
