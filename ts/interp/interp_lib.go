package interp

import (
	"bytes"
	"fmt"
	"math/big"
	"math/bits"
	"slices"

	"wcet/assertions/lang"

	"wcet/ts"
)

// The modelled library functions and assertions of the interpreter.
//
// malloc, calloc and realloc make heap objects (zero-filled, so that every
// leg agrees on well-defined programs); the "heap" resource is the running
// sum of the live heap objects' sizes plus the "heap" Cost amounts, and a
// run reports its peak. realloc(p, n) adds n before it subtracts the old
// size, so the peak counts both objects. memcpy, memmove and memset check
// the bounds of every byte they touch; extra arguments (the isvolatile flag
// of the llvm.mem* intrinsics) are ignored. exit and _Exit end the run
// with Ended "exit" and the code as Return; abort, and any other external
// function marked noreturn, with Ended "abort". Any other external function
// has no effect on memory and returns the next values of the nondet
// sequence.

// libArity is the number of arguments each modelled function reads.
var libArity = map[string]int{
	"malloc": 1, "calloc": 2, "realloc": 2, "free": 1,
	"memcpy": 3, "memmove": 3, "memset": 3,
	"abs": 1, "labs": 1, "llabs": 1, "strlen": 1,
	"exit": 1, "_Exit": 1, "abort": 0,
}

// libResult is the kind of result of the modelled functions that have one.
var libResult = map[string]ts.Kind{
	"malloc": ts.Ptr, "calloc": ts.Ptr, "realloc": ts.Ptr, "memcpy": ts.Ptr, "memmove": ts.Ptr, "memset": ts.Ptr,
	"abs": ts.Int, "labs": ts.Int, "llabs": ts.Int, "strlen": ts.Int,
}

func (c *icomp) lib(o *ts.Lib, pos ts.Pos) (cop, error) {
	name := o.Name
	n, modelled := libArity[name]
	if !modelled {
		return c.externCall(o, pos)
	}
	if len(o.Args) < n {
		return cop{}, c.errorf(pos, "call of %s with %d arguments; it takes %d", name, len(o.Args), n)
	}
	args := make([]cexpr, n)
	for i := range args {
		e, err := c.useExpr(o.Args[i], pos, fmt.Sprintf("argument %d of %s", i+1, name))
		if err != nil {
			return cop{}, err
		}
		if e.t.Kind == ts.Float {
			return cop{}, c.errorf(pos, "argument %d of %s has type %s", i+1, name, e.t)
		}
		args[i] = e
	}
	for _, d := range o.Dsts {
		if err := c.checkVar(d, pos); err != nil {
			return cop{}, err
		}
	}
	var dst *ts.Var // the result, when used
	if len(o.Dsts) > 0 {
		k, ok := libResult[name]
		if !ok || len(o.Dsts) > 1 || o.Dsts[0].Type.Kind != k || isWide(o.Dsts[0].Type) {
			return cop{}, c.errorf(pos, "call of %s with a result of type %s", name, o.Dsts[0].Type)
		}
		dst = o.Dsts[0]
	}
	setDst := func(f *iframe, v uint64) {
		if dst != nil {
			if dst.Type.Kind == ts.Ptr {
				f.regs[dst.ID] = v // a pointer register is 64 bits on every target
				return
			}
			f.regs[dst.ID] = v & vmask(dst.Type.Bits)
		}
	}
	// u returns argument i read as unsigned, refusing values beyond 64 bits.
	u := func(i int) func(f *iframe) uint64 {
		e := args[i]
		if e.w != nil {
			w := e.w
			return func(f *iframe) uint64 {
				v := w(f)
				if v.BitLen() > 64 {
					f.fail(pos, "argument %d of %s is too large: %s", i+1, name, v)
					return 0
				}
				return bigLow64(v)
			}
		}
		return e.n
	}
	exec := func(fn func(f *iframe)) (cop, error) { return cop{kind: kExec, pos: pos, exec: fn}, nil }
	desc := &objDesc{what: "heap object allocated by " + name, pos: pos}

	switch name {
	case "malloc", "calloc":
		size := u(0)
		var count func(f *iframe) uint64
		if name == "calloc" {
			count = u(1)
		}
		return exec(func(f *iframe) {
			sz := size(f)
			if count != nil {
				hi, lo := bits.Mul64(sz, count(f))
				if hi != 0 {
					f.fail(pos, "calloc size overflows")
					return
				}
				sz = lo
			}
			if f.m.stop {
				return
			}
			p := f.m.alloc(sz, objHeap, desc, pos)
			if f.m.stop {
				return
			}
			f.m.addHeap(int64(sz))
			setDst(f, p)
		})
	case "realloc":
		ptr, size := args[0].low(), u(1)
		return exec(func(f *iframe) {
			m := f.m
			p, sz := ptr(f), size(f)
			if m.stop {
				return
			}
			var old *iobj
			if p != 0 {
				if old = m.heapObject(p, "realloc", pos); old == nil {
					return
				}
			}
			np := m.alloc(sz, objHeap, desc, pos)
			if m.stop {
				return
			}
			m.addHeap(int64(sz))
			if old != nil {
				copy(m.object(np).data, old.data)
				oldSize := int64(len(old.data))
				m.release(uint32(p >> offsetBits))
				m.addHeap(-oldSize)
			}
			setDst(f, np)
		})
	case "free":
		ptr := args[0].low()
		return exec(func(f *iframe) {
			m := f.m
			p := ptr(f)
			if p == 0 {
				return
			}
			o := m.heapObject(p, "free", pos)
			if o == nil {
				return
			}
			size := int64(len(o.data))
			m.release(uint32(p >> offsetBits))
			m.addHeap(-size)
		})
	case "memcpy", "memmove":
		dp, sp, size := args[0].low(), args[1].low(), u(2)
		return exec(func(f *iframe) {
			m := f.m
			d, s, n := dp(f), sp(f), size(f)
			if m.stop {
				return
			}
			what := fmt.Sprintf("%s of %d bytes", name, n)
			src := m.bytes(s, n, false, what, pos)
			if src == nil {
				return
			}
			dstB := m.bytes(d, n, true, what, pos)
			if dstB == nil {
				return
			}
			copy(dstB, src)
			setDst(f, d)
		})
	case "memset":
		dp, val, size := args[0].low(), args[1].low(), u(2)
		return exec(func(f *iframe) {
			m := f.m
			d, v, n := dp(f), byte(val(f)), size(f)
			if m.stop {
				return
			}
			b := m.bytes(d, n, true, fmt.Sprintf("memset of %d bytes", n), pos)
			if b == nil {
				return
			}
			for i := range b {
				b[i] = v
			}
			setDst(f, d)
		})
	case "abs", "labs", "llabs":
		x := args[0]
		if x.w != nil {
			return cop{}, c.errorf(pos, "%s of type %s", name, x.t)
		}
		xn, nb := x.n, x.t.Bits
		return exec(func(f *iframe) {
			v := vsext(xn(f), nb)
			if v < 0 {
				v = -v // abs of the minimum value stays the minimum value, as in libc
			}
			setDst(f, uint64(v))
		})
	case "strlen":
		ptr := args[0].low()
		return exec(func(f *iframe) {
			m := f.m
			p := ptr(f)
			b := m.bytes(p, 0, false, "strlen", pos)
			if b == nil {
				return
			}
			o := m.object(p)
			rest := o.data[p&offsetMask:]
			k := bytes.IndexByte(rest, 0)
			if k < 0 {
				m.failf(pos, "strlen reads past the end of %s: no terminating zero byte", o.desc)
				return
			}
			setDst(f, uint64(k))
		})
	case "exit", "_Exit":
		x := args[0]
		code := x.big()
		return exec(func(f *iframe) {
			v := code(f)
			if f.m.stop {
				return
			}
			f.m.end("exit", []*big.Int{new(big.Int).Set(v)})
		})
	case "abort":
		return exec(func(f *iframe) { f.m.end("abort", nil) })
	}
	return cop{}, c.errorf(pos, "unmodelled library function %s", name)
}

// heapObject returns the live heap object that p points to the start of,
// or records why p cannot be freed or reallocated by fn.
func (m *machine) heapObject(p uint64, fn string, pos ts.Pos) *iobj {
	id, off := p>>offsetBits, p&offsetMask
	if id >= uint64(len(m.mem.objs)) || id == 0 {
		m.failf(pos, "%s of invalid pointer 0x%x", fn, p)
		return nil
	}
	o := m.mem.objs[id]
	switch {
	case o.kind != objHeap:
		m.failf(pos, "%s of a pointer to %s, not a heap object", fn, o.desc)
	case o.freed:
		m.failf(pos, "%s of %s, which was already freed (double free)", fn, o.desc)
	case off != 0:
		m.failf(pos, "%s of a pointer into the middle of %s (offset %d)", fn, o.desc, off)
	default:
		return o
	}
	return nil
}

// externCall compiles a call of an external function that is not
// modelled: its results come from the nondet sequence.
func (c *icomp) externCall(o *ts.Lib, pos ts.Pos) (cop, error) {
	var checks []cexpr         // the arguments that may be poison: their use is checked
	for i, a := range o.Args { // still compiled, so that malformed IR shows
		e, err := c.useExpr(a, pos, fmt.Sprintf("argument %d of %s", i+1, o.Name))
		if err != nil {
			return cop{}, err
		}
		if c.mayPoison(a) {
			checks = append(checks, e)
		}
	}
	for _, d := range o.Dsts {
		if err := c.checkVar(d, pos); err != nil {
			return cop{}, err
		}
	}
	dsts := o.Dsts
	// A result no op reads steers nothing: under Config.StopAtUnknown it
	// takes 0 (counted in Result.NondetUsed, so that a replay of the run
	// with as many zeros follows it) instead of ending the run — csmith's
	// closing printf of the checksum, whose int no one reads.
	dead := make([]bool, len(dsts))
	for i, d := range dsts {
		dead[i] = !c.read[d]
	}
	name := o.Name
	why := "result of external function " + name
	noReturn := o.NoReturn
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		for _, e := range checks {
			if e.w != nil {
				e.w(f)
			} else {
				e.n(f)
			}
			if f.m.stop {
				return
			}
		}
		for i, d := range dsts {
			if f.m.strict && dead[i] {
				f.m.nused++
				setBig(f, d, bigZero)
				continue
			}
			v, ok := f.m.nextNondet(pos, why, d.Type, nil, nil)
			if !ok {
				return
			}
			setBig(f, d, v)
			if !dead[i] && !slices.Contains(f.m.externsRead, name) {
				f.m.externsRead = append(f.m.externsRead, name)
			}
		}
		if noReturn {
			f.m.end("abort", nil)
		}
	}}, nil
}

// assert compiles a WCET_ASSERT: the first assertion that fails in a run
// is reported as Result.Blocked; the run goes on.
func (c *icomp) assert(o *ts.Assert, pos ts.Pos) (cop, error) {
	fm, err := lang.Parse(o.Text)
	if err != nil {
		return cop{}, c.errorf(pos, "assertion %q: %v", o.Text, err)
	}
	for _, name := range fm.Vars() {
		c.counter(name)
	}
	text := o.Text
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		m := f.m
		if m.blocked == nil && !fm.Eval(m.env) {
			m.blocked = &Blocked{Assertion: text, At: pos}
		}
	}}, nil
}
