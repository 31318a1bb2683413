package interp

import (
	"fmt"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Compilation of the ops of a transition (interp_compile.go compiles the
// program, its functions and transitions).

// op compiles one op (not a Tick).
func (c *icomp) op(op ts.Op, t *ts.Trans) (cop, error) {
	pos := opAt(op, t)
	exec := func(fn func(f *iframe)) (cop, error) { return cop{kind: kExec, pos: pos, exec: fn}, nil }
	switch o := op.(type) {
	case *ts.Assign:
		e, err := c.expr(o.E, pos)
		if err != nil {
			return cop{}, err
		}
		if err := c.assignable(o.Dst, e.t, pos); err != nil {
			return cop{}, err
		}
		return exec(setter(o.Dst, e, c.pv[o.Dst]))
	case *ts.Assume:
		e, err := c.cond(o.C, pos)
		if err != nil {
			return cop{}, err
		}
		return cop{kind: kAssume, pos: pos, cond: e.n}, nil
	case *ts.Havoc:
		return c.havoc(o, pos)
	case *ts.Cost:
		return c.cost(o, pos)
	case *ts.Count:
		i := c.counter(o.Name)
		return exec(func(f *iframe) { f.m.counters[i]++ })
	case *ts.Reset:
		i := c.counter(o.Name)
		return exec(func(f *iframe) { f.m.counters[i] = 0 })
	case *ts.Assert:
		return c.assert(o, pos)
	case *ts.Call:
		return c.callOp(o, pos)
	case *ts.Lib:
		return c.lib(o, pos)
	case *ts.Alloca:
		return c.alloca(o, pos)
	case *ts.Load:
		return c.loadOp(o, pos)
	case *ts.Store:
		return c.storeOp(o, pos)
	case *ts.StackSave:
		if err := c.checkVar(o.Dst, pos); err != nil {
			return cop{}, err
		}
		d := o.Dst.ID
		return exec(func(f *iframe) { f.regs[d] = uint64(len(f.allocas)) })
	case *ts.StackRestore:
		tok, err := c.useExpr(o.Token, pos, "the stackrestore token")
		if err != nil {
			return cop{}, err
		}
		tn := tok.low()
		return exec(func(f *iframe) {
			k := tn(f)
			if k > uint64(len(f.allocas)) {
				f.fail(pos, "stackrestore with a token that is not from this frame")
				return
			}
			for i := len(f.allocas) - 1; i >= int(k); i-- {
				f.m.release(f.allocas[i])
			}
			f.allocas = f.allocas[:k]
		})
	case *ts.Ret:
		return c.retOp(o, pos)
	case *ts.Unreachable:
		return exec(func(f *iframe) { f.fail(pos, "reached unreachable code (undefined behaviour)") })
	}
	return cop{}, c.errorf(pos, "unsupported op %T", op)
}

func (c *icomp) havoc(o *ts.Havoc, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	d := o.Dst
	if o.Kind == ts.HavocUndef {
		zero := constN(d.Type, 0)
		if isWide(d.Type) {
			zero = constW(d.Type, bigZero)
		}
		set := setter(d, zero, false)
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			if f.m.strict {
				f.m.unknown(pos, "an undefined value ("+o.Why+")")
				return
			}
			set(f)
		}}, nil
	}
	var lo, hi func(f *iframe) *big.Int
	for _, b := range []struct {
		e   ts.Expr
		dst *func(f *iframe) *big.Int
	}{{o.Lo, &lo}, {o.Hi, &hi}} {
		if b.e == nil {
			continue
		}
		e, err := c.useExpr(b.e, pos, "a nondet bound")
		if err != nil {
			return cop{}, err
		}
		if e.t.Kind != ts.Int {
			return cop{}, c.errorf(pos, "nondet bound of type %s", e.t)
		}
		*b.dst = signedBig(e)
	}
	why := o.Why
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		var l, h *big.Int
		if lo != nil {
			l = lo(f)
		}
		if hi != nil {
			h = hi(f)
		}
		v, ok := f.m.nextNondet(pos, why, d.Type, l, h)
		if !ok {
			return
		}
		setBig(f, d, v)
		if l != nil || h != nil {
			checkRange(f, d, l, h, pos, why)
		}
	}}, nil
}

// signedBig returns e's integer value read as signed.
func signedBig(e cexpr) func(f *iframe) *big.Int {
	if e.w != nil {
		w, n := e.w, e.t.Bits
		return func(f *iframe) *big.Int { return bigSigned(w(f), n) }
	}
	s := e.signed()
	return func(f *iframe) *big.Int { return big.NewInt(s(f)) }
}

// setBig writes the integer v, reduced to d's type, into d (a float takes
// v's value).
func setBig(f *iframe, d *ts.Var, v *big.Int) {
	t := d.Type
	if t.Kind == ts.Float {
		bf := new(big.Float).SetInt(v)
		var x float64
		if t.Bits == 32 {
			r, _ := bf.Float32()
			x = float64(r)
		} else {
			x, _ = bf.Float64()
		}
		f.regs[d.ID] = floatBits(t, x)
		return
	}
	n := t.Bits
	if t.Kind == ts.Ptr {
		n = 64
	}
	w := ts.Wrap(v, n)
	if isWide(t) {
		f.wide[d.ID] = w
	} else {
		f.regs[d.ID] = bigLow64(w)
	}
}

// checkRange checks that the integer in d, read as signed, lies within
// lo..hi (either may be nil).
func checkRange(f *iframe, d *ts.Var, lo, hi *big.Int, pos ts.Pos, why string) {
	t := d.Type
	var sv *big.Int
	switch {
	case t.Kind == ts.Float:
		bf := new(big.Float).SetFloat64(floatVal(f.regs[d.ID]))
		sv, _ = bf.Int(nil)
	case isWide(t):
		sv = bigSigned(f.wide[d.ID], t.Bits)
	default:
		n := t.Bits
		if t.Kind == ts.Ptr {
			n = 64
		}
		sv = big.NewInt(vsext(f.regs[d.ID], n))
	}
	if lo != nil && sv.Cmp(lo) < 0 || hi != nil && sv.Cmp(hi) > 0 {
		rng := func(x *big.Int) string {
			if x == nil {
				return ""
			}
			return x.String()
		}
		if why != "" {
			why = " (" + why + ")"
		}
		f.fail(pos, "nondet value %s is outside %s..%s%s", sv, rng(lo), rng(hi), why)
	}
}

func (c *icomp) cost(o *ts.Cost, pos ts.Pos) (cop, error) {
	if o.Res == "" {
		return cop{}, c.errorf(pos, "cost of an unnamed resource")
	}
	e, err := c.useExpr(o.Amount, pos, "the cost amount")
	if err != nil {
		return cop{}, err
	}
	if e.t.Kind != ts.Int {
		return cop{}, c.errorf(pos, "cost amount of type %s", e.t)
	}
	r := c.resource(o.Res)
	// add is what the amount does: heap and stack are high watermarks
	// (their running value and its peak), the others sums.
	add := func(m *machine, d int64) { m.costs[r] += d }
	switch o.Res {
	case "heap":
		add = (*machine).addHeap
	case "stack":
		add = (*machine).addStack
	}
	var amount func(f *iframe) int64
	if e.w != nil {
		w, n := e.w, e.t.Bits
		amount = func(f *iframe) int64 {
			v := bigSigned(w(f), n)
			if !v.IsInt64() {
				f.fail(pos, "cost amount %s does not fit in 64 bits", v)
				return 0
			}
			return v.Int64()
		}
	} else if e.konst {
		k := vsext(e.kn, e.t.Bits)
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) { add(f.m, k) }}, nil
	} else {
		amount = e.signed()
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) { add(f.m, amount(f)) }}, nil
}

func (c *icomp) callOp(o *ts.Call, pos ts.Pos) (cop, error) {
	callee := c.in.funcs[o.Callee]
	if callee == nil {
		return cop{}, c.errorf(pos, "call of undefined function %s", o.Callee)
	}
	if len(o.Args) != len(callee.params) {
		return cop{}, c.errorf(pos, "call of %s with %d arguments; it has %d parameters", o.Callee, len(o.Args), len(callee.params))
	}
	if len(o.Dsts) > len(callee.rets) {
		return cop{}, c.errorf(pos, "call of %s with %d results; it returns %d", o.Callee, len(o.Dsts), len(callee.rets))
	}
	cc := &ccall{callee: callee}
	for i, a := range o.Args {
		e, err := c.useExpr(a, pos, fmt.Sprintf("argument %d of the call of %s", i+1, o.Callee))
		if err != nil {
			return cop{}, err
		}
		pt := callee.f.Vars[callee.params[i]].Type
		if e.t.Kind != pt.Kind || pt.Kind != ts.Ptr && e.t.Bits != pt.Bits {
			return cop{}, c.errorf(pos, "argument %d of the call of %s has type %s; the parameter has type %s", i+1, o.Callee, e.t, pt)
		}
		cc.args = append(cc.args, e)
	}
	for i, d := range o.Dsts {
		if err := c.assignable(d, callee.rets[i], pos); err != nil {
			return cop{}, err
		}
		cc.dsts = append(cc.dsts, d.ID)
		cc.dstWide = append(cc.dstWide, isWide(d.Type))
	}
	return cop{kind: kCall, pos: pos, call: cc}, nil
}

func (c *icomp) retOp(o *ts.Ret, pos ts.Pos) (cop, error) {
	if len(o.Vals) != len(c.fn.Rets) {
		return cop{}, c.errorf(pos, "return of %d values from %s, which returns %d", len(o.Vals), c.fn.Name, len(c.fn.Rets))
	}
	vals := make([]cexpr, len(o.Vals))
	for i, v := range o.Vals {
		e, err := c.useExpr(v, pos, "the returned value")
		if err != nil {
			return cop{}, err
		}
		rt := c.fn.Rets[i]
		if e.t.Kind != rt.Kind || rt.Kind != ts.Ptr && e.t.Bits != rt.Bits {
			return cop{}, c.errorf(pos, "return value %d has type %s; %s returns %s", i+1, e.t, c.fn.Name, rt)
		}
		vals[i] = e
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		for i, e := range vals {
			if e.w != nil {
				f.retW[i] = e.w(f)
			} else {
				f.retN[i] = e.n(f)
			}
		}
		f.hasRet = true
	}}, nil
}

func (c *icomp) alloca(o *ts.Alloca, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	if o.Dst.Type.Kind != ts.Ptr {
		return cop{}, c.errorf(pos, "alloca into %s of type %s", o.Dst.Name, o.Dst.Type)
	}
	if o.Size < 0 {
		return cop{}, c.errorf(pos, "alloca of negative size %d", o.Size)
	}
	count := constN(ts.I64, 1)
	if o.Count != nil {
		var err error
		if count, err = c.useExpr(o.Count, pos, "the alloca count"); err != nil {
			return cop{}, err
		}
	}
	cn := count.low()
	wideCount := count.w
	what := "local variable"
	if o.Name != "" {
		what = "local variable " + o.Name
	}
	desc := &objDesc{what: what, pos: pos}
	size, d := uint64(o.Size), o.Dst.ID
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		n := cn(f)
		if h := f.m.onAlloca; h != nil {
			if wideCount != nil {
				h(o, wideCount(f))
			} else {
				h(o, new(big.Int).SetUint64(n))
			}
		}
		hi, total := bits.Mul64(size, n)
		if hi != 0 || wideCount != nil && wideCount(f).BitLen() > 64 {
			f.fail(pos, "alloca of %d elements of %d bytes overflows", n, size)
			return
		}
		p := f.m.alloc(total, objStack, desc, pos)
		if f.m.stop {
			return
		}
		f.allocas = append(f.allocas, uint32(p>>offsetBits))
		f.regs[d] = p
	}}, nil
}

func (c *icomp) loadOp(o *ts.Load, pos ts.Pos) (cop, error) {
	op, err := c.plainLoadOp(o, pos)
	if err != nil || !o.Volatile || o.Dst.Type.Kind == ts.Ptr {
		return op, err
	}
	// A volatile read of a value is an input (Config.StopAtUnknown); a
	// volatile pointer holds what the program stored, as in the analysis.
	load := op.exec
	op.exec = func(f *iframe) {
		if f.m.strict {
			f.m.unknown(pos, "a volatile value")
			return
		}
		load(f)
	}
	return op, nil
}

// plainLoadOp compiles a load reading memory.
func (c *icomp) plainLoadOp(o *ts.Load, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	addr, err := c.useExpr(o.Addr, pos, "the address of a load")
	if err != nil {
		return cop{}, err
	}
	if addr.n == nil || addr.t.Kind == ts.Float {
		return cop{}, c.errorf(pos, "load through an address of type %s", addr.t)
	}
	t := o.Dst.Type
	if t.Kind == ts.Void || t.Size() == 0 {
		return cop{}, c.errorf(pos, "load of type %s", t)
	}
	an, d, size := addr.n, o.Dst.ID, uint64(t.Size())
	what := "load of " + t.String()
	if o.Volatile && t.Kind == ts.Int && !isWide(t) {
		// A volatile read of an integer is an input, as the analysis
		// takes any value of the type there: its value is the next
		// nondet value, in the one sequence of WCET_NONDET and external
		// results (the order the witness lists them in). A read of an
		// object of the program (a volatile global) with no value left
		// reads what the program stored in it (the ordinary run, as
		// lli-14 runs it without WCET_NONDET); a memory-mapped register
		// (an address below every object, as *(volatile uint32_t
		// *)0x40011000) has no memory: the run stops there as at an
		// exhausted sequence.
		m := vmask(t.Bits)
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			a := an(f)
			if a>>offsetBits != 0 {
				b := f.m.bytes(a, size, false, what, pos)
				if b == nil {
					return
				}
				if !f.m.nondetLeft() {
					f.regs[d] = getNarrow(b) & m
					return
				}
				if v, ok := f.m.nextNondet(pos, "a volatile read", t, nil, nil); ok {
					f.regs[d] = new(big.Int).And(v, new(big.Int).SetUint64(m)).Uint64()
				}
				return
			}
			v, ok := f.m.nextNondet(pos, "a volatile read at a fixed address", t, nil, nil)
			if ok {
				f.regs[d] = new(big.Int).And(v, new(big.Int).SetUint64(m)).Uint64()
			}
		}}, nil
	}
	if t.Kind == ts.Ptr && size == 4 {
		// A 32-bit target: memory holds the flat address (addr32.go).
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			if b := f.m.bytes(an(f), size, false, what, pos); b != nil {
				f.regs[d] = f.m.fromAddr32(getNarrow(b))
			}
		}}, nil
	}
	if t.Kind == ts.Int && !isWide(t) || t.Kind == ts.Ptr {
		m := vmask(t.Bits)
		if t.Kind == ts.Ptr {
			m = ^uint64(0)
		}
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			b := f.m.bytes(an(f), size, false, what, pos)
			if b != nil {
				f.regs[d] = getNarrow(b) & m
			}
		}}, nil
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		b := f.m.bytes(an(f), size, false, what, pos)
		if b == nil {
			return
		}
		n, w := decodeValue(t, b)
		if w != nil {
			f.wide[d] = w
		} else {
			f.regs[d] = n
		}
	}}, nil
}

func (c *icomp) storeOp(o *ts.Store, pos ts.Pos) (cop, error) {
	addr, err := c.useExpr(o.Addr, pos, "the address of a store")
	if err != nil {
		return cop{}, err
	}
	val, err := c.useExpr(o.Val, pos, "the stored value")
	if err != nil {
		return cop{}, err
	}
	if addr.n == nil || addr.t.Kind == ts.Float {
		return cop{}, c.errorf(pos, "store through an address of type %s", addr.t)
	}
	t := o.T
	if t.Kind == ts.Void {
		t = val.t
	}
	if err := c.checkType(t, pos); err != nil {
		return cop{}, err
	}
	if val.t.Kind != t.Kind || t.Kind != ts.Ptr && val.t.Bits != t.Bits {
		return cop{}, c.errorf(pos, "store of a value of type %s as %s", val.t, t)
	}
	an, size := addr.n, uint64(t.Size())
	what := "store of " + t.String()
	if o.Volatile && val.w == nil && t.Kind != ts.Float {
		// A write to a memory-mapped register (below every object): no
		// object of the program changes.
		vn := c.stored(val.n, t)
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			a := an(f)
			if a>>offsetBits == 0 {
				return
			}
			if b := f.m.bytes(a, size, true, what, pos); b != nil {
				putNarrow(b, vn(f))
			}
		}}, nil
	}
	if val.w == nil && t.Kind != ts.Float {
		vn := c.stored(val.n, t)
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			b := f.m.bytes(an(f), size, true, what, pos)
			if b != nil {
				putNarrow(b, vn(f))
			}
		}}, nil
	}
	vn, vw := val.n, val.w
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		b := f.m.bytes(an(f), size, true, what, pos)
		if b == nil {
			return
		}
		var n uint64
		var w *big.Int
		if vw != nil {
			w = vw(f)
		} else {
			n = vn(f)
		}
		encodeValue(t, b, n, w)
	}}, nil
}

// stored is the value a store of type t writes: on a 32-bit target, a
// pointer's flat address (addr32.go).
func (c *icomp) stored(vn func(*iframe) uint64, t ts.Type) func(*iframe) uint64 {
	if t.Kind != ts.Ptr || t.Size() != 4 {
		return vn
	}
	return func(f *iframe) uint64 { return f.m.toAddr32(vn(f)) }
}
