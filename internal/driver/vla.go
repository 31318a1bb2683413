package driver

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/lowlevel/stack"
	"wcet/ts"
	"wcet/ts/interp"
)

// The refusal of an unbounded variable-length array under --resource
// stack (issue 19 item 3). A dynamic allocation (stack.Dynamic) adds its
// size where it happens; when nothing but the type of its size bounds
// it, the stack bound is sound but useless (2,147,483,664 bytes for an
// `int n`). The criterion, on the witness (the worst path's input, run
// once more in the interpreter, each dynamic alloca's element count
// recorded before its allocation):
//
//   - bytes(c) is what an alloca of count c takes from the stack, as the
//     stack resource adds it: c (unsigned, of the count's type) times the
//     element size, rounded up to the stack alignment;
//   - b is the width of the count's narrowest integer type: the count
//     expression followed back through zext, sext, trunc and the SSA
//     assignments of its function (an `int n` count is 32 bits);
//   - the alloca is refused when, on the witness, bytes(c) ≥ bytes(2^(b-1)-1)
//     (as large as the largest signed value of that type would make it)
//     or bytes(c) ≥ min(2^(p-1), 2^63 - align) for p-bit pointers (half
//     the address space; the analysis's stack amounts are 64-bit signed).
//
// A refusal is kind "refused" at the alloca's position. An alloca the
// witness's run does not execute (or not before the run stops) is not
// judged: the bound stands, sound.

// vlaVerdict is what the witness's run shows of one dynamic alloca.
type vlaVerdict struct {
	a     *ts.Alloca
	f     *ts.Func
	count *big.Int // the largest count seen
}

// refuseUnboundedVLA applies the criterion above to res's witness.
func refuseUnboundedVLA(p *ts.Program, cfg analysis.Config, res *analysis.Result) error {
	dyn := map[*ts.Alloca]*ts.Func{}
	for _, f := range p.Funcs {
		for _, a := range stack.Dynamic(f) {
			dyn[a] = f
		}
	}
	if len(dyn) == 0 || res == nil {
		return nil
	}
	entry := cfg.Entry
	if entry == "" {
		entry = "main"
	}
	seen := map[*ts.Alloca]*vlaVerdict{}
	in := analysis.Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet}
	rc := in.RunConfig(entry)
	rc.LoopBounds = true
	rc.Deadline = cfg.Clock().Grace(time.Second).Deadline()
	rc.OnAlloca = func(a *ts.Alloca, count *big.Int) {
		f := dyn[a]
		if f == nil {
			return
		}
		c := new(big.Int).Set(count)
		if t := a.Count.Type(); t.Kind == ts.Int && t.Bits > 0 {
			c.And(c, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Bits)), big.NewInt(1)))
		}
		if v := seen[a]; v == nil || c.Cmp(v.count) > 0 {
			seen[a] = &vlaVerdict{a: a, f: f, count: c}
		}
	}
	// The run may stop at a huge allocation (the interpreter's memory
	// limit): the counts it saw before are what is judged.
	_, _ = interp.Run(p, rc)
	var vs []*vlaVerdict
	for _, v := range seen {
		vs = append(vs, v)
	}
	sort.Slice(vs, func(i, j int) bool { return posLess(ts.PosOf(vs[i].a), ts.PosOf(vs[j].a)) })
	align := stackOptions(nil, p.DataLayout).Align
	ptrBits := p.PtrBits
	if ptrBits == 0 {
		ptrBits = 64
	}
	// Half the address space; at most the largest multiple of the
	// alignment below 2^63 (the analysis's stack amounts are 64-bit
	// signed: on the host a size_t count peaks there).
	half := new(big.Int).Lsh(big.NewInt(1), uint(ptrBits-1))
	if r := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 63), big.NewInt(align)); r.Cmp(half) < 0 {
		half = r
	}
	for _, v := range vs {
		bits, param := narrowestCount(v.f, v.a.Count)
		typeMax := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)), big.NewInt(1))
		got := vlaBytes(v.count, v.a.Size, align)
		var why string
		switch {
		case got.Cmp(vlaBytes(typeMax, v.a.Size, align)) >= 0:
			why = fmt.Sprintf("only the type of its size (%d bits) bounds it", bits)
		case got.Cmp(half) >= 0:
			why = fmt.Sprintf("that reaches wcet's limit for one allocation, %s bytes (half the %d-bit address space, below 2^63)", half, ptrBits)
		default:
			continue
		}
		at := ts.PosOf(v.a)
		name := "a variable-length array"
		if v.a.Name != "" {
			name = "the variable-length array " + v.a.Name
		}
		hint := "bound its size with --assume (on the inputs it depends on) or a facts file's {\"assume\": ...} entry"
		if param != "" {
			hint = fmt.Sprintf("bound its size, e.g. --assume '%s <= 16' or a facts file's {\"assume\": \"%s <= 16\"}", param, param)
		}
		err := fmt.Errorf("%s: %s in %s is refused under --resource stack: the worst path allocates %s bytes there and %s; %s",
			at, name, v.f.Name, got, why, hint)
		return &posError{err: err, pos: at, kind: "refused"}
	}
	return nil
}

// vlaBytes is bytes(c): c elements of size bytes, rounded up to align.
func vlaBytes(c *big.Int, size, align int64) *big.Int {
	n := new(big.Int).Mul(c, big.NewInt(size))
	if align > 1 {
		a := big.NewInt(align)
		n.Add(n, big.NewInt(align-1))
		n.Div(n, a)
		n.Mul(n, a)
	}
	return n
}

// narrowestCount is the width in bits of the narrowest integer type the
// count e of an alloca of f is converted from (followed back through
// zext, sext, trunc and f's assignments), and the source name of the
// parameter it comes from ("" when it is not one).
func narrowestCount(f *ts.Func, e ts.Expr) (int, string) {
	defs := map[*ts.Var][]ts.Expr{}
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if a, ok := op.(*ts.Assign); ok {
				defs[a.Dst] = append(defs[a.Dst], a.E)
			}
		}
	}
	bits, param := 0, ""
	narrow := func(t ts.Type) {
		if t.Kind == ts.Int && t.Bits > 1 && (bits == 0 || t.Bits < bits) {
			bits = t.Bits
		}
	}
	for depth := 0; e != nil && depth < 16; depth++ {
		narrow(e.Type())
		switch x := e.(type) {
		case *ts.Cast:
			if x.Op != "zext" && x.Op != "sext" && x.Op != "trunc" {
				e = nil
				continue
			}
			e = x.X
		case *ts.Ref:
			if x.V.Param >= 0 && !strings.HasPrefix(x.V.Name, "%") {
				param = x.V.Name
			}
			if d := defs[x.V]; len(d) == 1 {
				e = d[0]
			} else {
				e = nil
			}
		default:
			e = nil
		}
	}
	if bits == 0 {
		bits = 64
	}
	return bits, param
}

// posLess orders positions by file, line, column.
func posLess(a, b ts.Pos) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}
