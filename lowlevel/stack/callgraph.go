package stack

import (
	"fmt"
	"math"
	"strings"

	"wcet/ts"
)

// CallGraph is the call-graph bound of the stack from entry: the largest
// sum of frames (sizes) over the chains of calls the program text has,
// feasible or not, which is what -fstack-usage and a walk of the call
// graph give. A function that calls itself counts depth[f] activations
// of its frame (a recursion limit: facts, annotations or the loop-bound
// analysis) before its deepest activation calls anything else; without
// a limit, with recursion through other functions, or with a dynamic
// allocation (whose size no call graph knows) there is no such bound,
// and the error says why.
func CallGraph(p *ts.Program, entry string, sizes map[string]int64, depth map[string]int64) (int64, error) {
	callees := map[string][]string{}
	seen := map[string]map[string]bool{}
	p.EachOp(func(f *ts.Func, _ *ts.Trans, op ts.Op) {
		if c, ok := op.(*ts.Call); ok {
			if seen[f.Name] == nil {
				seen[f.Name] = map[string]bool{}
			}
			if !seen[f.Name][c.Callee] {
				seen[f.Name][c.Callee] = true
				callees[f.Name] = append(callees[f.Name], c.Callee)
			}
		}
	})
	w := &walk{p: p, callees: callees, sizes: sizes, depth: depth, memo: map[string]int64{}, on: map[string]bool{}}
	return w.bound(entry)
}

type walk struct {
	p       *ts.Program
	callees map[string][]string
	sizes   map[string]int64
	depth   map[string]int64
	memo    map[string]int64
	on      map[string]bool // on the current chain
	chain   []string
}

func (w *walk) bound(fn string) (int64, error) {
	if b, ok := w.memo[fn]; ok {
		return b, nil
	}
	f := w.p.ByName[fn]
	if f == nil {
		return 0, nil // an external function: its stack is not counted
	}
	if w.on[fn] {
		return 0, fmt.Errorf("%s calls itself through %s: the call-graph bound needs a limit on that recursion", fn, strings.Join(w.chain, " → "))
	}
	frame, ok := w.sizes[fn]
	if !ok {
		return 0, fmt.Errorf("%s: no stack frame size for function %s", f.Pos, fn)
	}
	if d := Dynamic(f); len(d) > 0 {
		return 0, fmt.Errorf("%s: %s allocates a variable-length array (alloca): its size is not in the call graph", ts.PosOf(d[0]), fn)
	}
	w.on[fn] = true
	w.chain = append(w.chain, fn)
	defer func() { w.on[fn] = false; w.chain = w.chain[:len(w.chain)-1] }()
	n := int64(1)
	var most int64
	for _, c := range w.callees[fn] {
		if c == fn {
			d, ok := w.depth[fn]
			if !ok {
				return 0, fmt.Errorf("%s: %s calls itself: the call-graph bound needs its recursion limit (a facts file's {\"function\": %q, \"recursion\": {\"max\": N}})", f.Pos, fn, fn)
			}
			n = d
			continue
		}
		b, err := w.bound(c)
		if err != nil {
			return 0, err
		}
		most = max(most, b)
	}
	if frame > 0 && n > (math.MaxInt64-most)/frame {
		return 0, fmt.Errorf("%s: the call-graph bound of %s exceeds 2^63 bytes (%d activations of a %d-byte frame)", f.Pos, fn, n, frame)
	}
	w.memo[fn] = n*frame + most
	return w.memo[fn], nil
}
