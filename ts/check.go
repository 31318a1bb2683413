package ts

import (
	"fmt"
	"math/big"
	"strings"
)

// Check verifies the structural invariants of p that every stage relies on
// and returns the first violation, with its position; nil means p is sound.
// Like go/ssa's sanity checker it is meant to run between stages: a
// failure is a bug of the stage that built or rewrote p.
//
// It checks that IDs match the indices of Func.Vars, Func.Locs and
// Func.Trans; that In and Out hold every transition exactly once, at its
// From and To; that every variable an op reads or writes belongs to the
// function; that Call callees are defined functions (with matching
// argument and result counts and types) and Lib names are non-empty; that
// the types agree (Assign destination and expression, i1 Assume
// conditions, i64 PtrAdd offsets, equal Cmp and Bin operand types, cast
// kinds, constants in range); that Ret ops occur exactly on the
// transitions into Exit, with the function's result types; and, once
// BuildLoops has run, that every loop is in normal form: its End has the
// Back transition End -> Header as its only outgoing transition, and no
// other transition from inside the loop enters the header.
func (p *Program) Check() error {
	c := &checker{p: p}
	for name, f := range p.ByName {
		if f == nil || f.Name != name {
			return fmt.Errorf("ts check: ByName[%q] is function %s", name, funcName(f))
		}
	}
	for i, f := range p.Funcs {
		if f == nil {
			return fmt.Errorf("ts check: Funcs[%d] is nil", i)
		}
		if p.ByName[f.Name] != f {
			return fmt.Errorf("%s: ts check: function %s is missing from ByName", f.Pos, f.Name)
		}
	}
	for i, g := range p.Globals {
		if err := c.global(i, g); err != nil {
			return err
		}
	}
	for name, e := range p.Externs {
		if e == nil || e.Name != name {
			return fmt.Errorf("ts check: Externs[%q] is extern %v", name, e)
		}
	}
	for _, f := range p.Funcs {
		c.f = f
		if err := c.fn(); err != nil {
			return err
		}
	}
	return nil
}

func funcName(f *Func) string {
	if f == nil {
		return "<nil>"
	}
	return f.Name
}

type checker struct {
	p *Program
	f *Func
}

// ptrT is the program's pointer type.
func (c *checker) ptrT() Type {
	if c.p != nil && c.p.PtrBits == 32 {
		return PtrOf(32)
	}
	return PtrT
}

// errf reports a problem of the current function at pos.
func (c *checker) errf(pos Pos, format string, args ...any) error {
	return fmt.Errorf("%s: ts check: function %s: %s", pos, c.f.Name, fmt.Sprintf(format, args...))
}

func (c *checker) global(i int, g *Global) error {
	if g == nil {
		return fmt.Errorf("ts check: Globals[%d] is nil", i)
	}
	if c.p.GlobalByName[g.Name] != g {
		return fmt.Errorf("%s: ts check: global @%s is missing from GlobalByName", g.Pos, g.Name)
	}
	if !g.External && g.Init != nil && int64(len(g.Init)) != g.Size {
		return fmt.Errorf("%s: ts check: global @%s has %d bytes of initializer for size %d", g.Pos, g.Name, len(g.Init), g.Size)
	}
	for _, r := range g.Relocs {
		if r.Offset < 0 || r.Offset+r.Width() > g.Size {
			return fmt.Errorf("%s: ts check: global @%s has a pointer at offset %d outside its %d bytes", g.Pos, g.Name, r.Offset, g.Size)
		}
		if c.p.GlobalByName[r.Target] == nil && c.p.ByName[r.Target] == nil && c.p.Externs[r.Target] == nil {
			return fmt.Errorf("%s: ts check: global @%s points to unknown @%s", g.Pos, g.Name, r.Target)
		}
	}
	return nil
}

// owns reports whether l is a loc of the current function.
func (c *checker) owns(l *Loc) bool {
	return l != nil && l.ID >= 0 && l.ID < len(c.f.Locs) && c.f.Locs[l.ID] == l
}

func (c *checker) fn() error {
	f := c.f
	for i, v := range f.Vars {
		if v == nil {
			return c.errf(f.Pos, "Vars[%d] is nil", i)
		}
		if v.ID != i {
			return c.errf(f.Pos, "variable %s has ID %d at index %d", v.Name, v.ID, i)
		}
		if !validType(v.Type) || v.Type.Kind == Void {
			return c.errf(f.Pos, "variable %s has invalid type %v", v.Name, v.Type)
		}
	}
	for i, v := range f.Params {
		if err := c.varOK(f.Pos, v); err != nil {
			return err
		}
		if v.Param != i {
			return c.errf(f.Pos, "parameter %d (%s) has Param %d", i, v.Name, v.Param)
		}
	}
	for i, l := range f.Locs {
		if l == nil {
			return c.errf(f.Pos, "Locs[%d] is nil", i)
		}
		if l.ID != i {
			return c.errf(l.Pos, "loc %s has ID %d at index %d", l.Name, l.ID, i)
		}
	}
	for _, x := range []struct {
		l    *Loc
		name string
	}{{f.Entry, "entry"}, {f.Exit, "exit"}, {f.Halt, "halt"}} {
		if !c.owns(x.l) {
			return c.errf(f.Pos, "%s loc %s is not in Locs", x.name, locName(x.l))
		}
	}
	if len(f.Exit.Out) > 0 || len(f.Halt.Out) > 0 {
		return c.errf(f.Pos, "exit or halt loc has outgoing transitions")
	}
	if len(f.Entry.In) > 0 {
		return c.errf(f.Entry.Pos, "entry loc %s has incoming transitions", f.Entry.Name)
	}
	for i, t := range f.Trans {
		if t == nil {
			return c.errf(f.Pos, "Trans[%d] is nil", i)
		}
		if t.ID != i {
			return c.errf(t.Pos, "transition has ID %d at index %d", t.ID, i)
		}
		if !c.owns(t.From) || !c.owns(t.To) {
			return c.errf(t.Pos, "transition t%d joins locs %s -> %s that are not in Locs", i, locName(t.From), locName(t.To))
		}
		if t.Kind > Back {
			return c.errf(t.Pos, "transition t%d has invalid kind %d", i, t.Kind)
		}
	}
	// In and Out against From and To.
	nOut := make([]int, len(f.Trans))
	nIn := make([]int, len(f.Trans))
	for _, l := range f.Locs {
		for _, t := range l.Out {
			if t == nil || t.ID < 0 || t.ID >= len(f.Trans) || f.Trans[t.ID] != t {
				return c.errf(l.Pos, "loc %s has an outgoing transition not in Trans", l.Name)
			}
			if t.From != l {
				return c.errf(l.Pos, "loc %s lists t%d (%s -> %s) as outgoing", l.Name, t.ID, t.From.Name, t.To.Name)
			}
			nOut[t.ID]++
		}
		for _, t := range l.In {
			if t == nil || t.ID < 0 || t.ID >= len(f.Trans) || f.Trans[t.ID] != t {
				return c.errf(l.Pos, "loc %s has an incoming transition not in Trans", l.Name)
			}
			if t.To != l {
				return c.errf(l.Pos, "loc %s lists t%d (%s -> %s) as incoming", l.Name, t.ID, t.From.Name, t.To.Name)
			}
			nIn[t.ID]++
		}
	}
	for i, t := range f.Trans {
		if nOut[i] != 1 || nIn[i] != 1 {
			return c.errf(t.Pos, "transition t%d (%s -> %s) is listed %d times in Out and %d times in In; want once each",
				i, t.From.Name, t.To.Name, nOut[i], nIn[i])
		}
	}
	// Ops.
	for _, t := range f.Trans {
		hasRet := false
		for _, op := range t.Ops {
			if op == nil {
				return c.errf(t.Pos, "transition t%d has a nil op", t.ID)
			}
			pos := PosOf(op)
			if !pos.Known() {
				pos = t.Pos
			}
			if err := c.op(pos, t, op); err != nil {
				return err
			}
			if _, ok := op.(*Ret); ok {
				hasRet = true
			}
		}
		if t.To == f.Exit && !hasRet {
			return c.errf(t.Pos, "transition t%d into the exit loc carries no ret", t.ID)
		}
		if t.Kind == Back && len(t.Ops) > 0 {
			return c.errf(t.Pos, "back transition t%d carries ops", t.ID)
		}
	}
	if err := c.loops(); err != nil {
		return err
	}
	if f.Live != nil && len(f.Live) != len(f.Locs) {
		return c.errf(f.Pos, "Live has %d sets for %d locs", len(f.Live), len(f.Locs))
	}
	return nil
}

func (c *checker) loops() error {
	f := c.f
	isBack := make(map[*Trans]bool)
	for i, L := range f.Loops {
		if L == nil {
			return c.errf(f.Pos, "Loops[%d] is nil", i)
		}
		if L.ID != i {
			return c.errf(L.Pos, "loop has ID %d at index %d", L.ID, i)
		}
		if !c.owns(L.Header) || !c.owns(L.End) || L.Back == nil || !c.owns(L.Back.From) {
			return c.errf(L.Pos, "loop L%d has a header, end or back transition outside the function", i)
		}
		h, end, bt := L.Header, L.End, L.Back
		if f.Trans[bt.ID] != bt || bt.Kind != Back || bt.From != end || bt.To != h {
			return c.errf(L.Pos, "loop L%d: its back transition t%d (%s -> %s, %s) is not the void Back transition %s -> %s",
				i, bt.ID, bt.From.Name, bt.To.Name, kindText(bt.Kind), end.Name, h.Name)
		}
		if len(end.Out) != 1 {
			return c.errf(end.Pos, "loop L%d: its end %s has %d outgoing transitions; want 1", i, end.Name, len(end.Out))
		}
		if h.Loop != L || end.Loop != L {
			return c.errf(L.Pos, "loop L%d: its header or end does not belong to it", i)
		}
		for _, t := range h.In {
			if t != bt && L.Contains(t.From) {
				return c.errf(t.Pos, "loop L%d: transition t%d (%s -> %s) enters the header from inside the loop; back edges must go to the loop end",
					i, t.ID, t.From.Name, h.Name)
			}
		}
		isBack[bt] = true
		if L.Parent != nil {
			found := false
			for _, ch := range L.Parent.Children {
				found = found || ch == L
			}
			if !found || L.Depth != L.Parent.Depth+1 {
				return c.errf(L.Pos, "loop L%d: inconsistent nesting under L%d", i, L.Parent.ID)
			}
		} else if L.Depth != 1 {
			return c.errf(L.Pos, "loop L%d: outermost loop has depth %d", i, L.Depth)
		}
	}
	for _, t := range f.Trans {
		if t.Kind == Back && !isBack[t] {
			return c.errf(t.Pos, "back transition t%d (%s -> %s) belongs to no loop", t.ID, t.From.Name, t.To.Name)
		}
	}
	return nil
}

func (c *checker) varOK(pos Pos, v *Var) error {
	if v == nil {
		return c.errf(pos, "nil variable")
	}
	if v.ID < 0 || v.ID >= len(c.f.Vars) || c.f.Vars[v.ID] != v {
		return c.errf(pos, "variable %s (ID %d) is not in the function's Vars", v.Name, v.ID)
	}
	return nil
}

func (c *checker) op(pos Pos, t *Trans, op Op) error {
	f := c.f
	for _, v := range Defs(op) {
		if err := c.varOK(pos, v); err != nil {
			return err
		}
	}
	// Nil destinations hide from Defs.
	switch o := op.(type) {
	case *Assign:
		if o.Dst == nil {
			return c.errf(pos, "%s: nil destination", FormatOp(op))
		}
	case *Havoc:
		if o.Dst == nil {
			return c.errf(pos, "%s: nil destination", FormatOp(op))
		}
	case *Alloca:
		if o.Dst == nil {
			return c.errf(pos, "%s: nil destination", FormatOp(op))
		}
	case *Load:
		if o.Dst == nil {
			return c.errf(pos, "%s: nil destination", FormatOp(op))
		}
	case *StackSave:
		if o.Dst == nil {
			return c.errf(pos, "%s: nil destination", FormatOp(op))
		}
	}
	// want checks an operand of the op: valid, and of type t (any type when
	// t is VoidT).
	want := func(e Expr, t Type, what string) error {
		if err := c.expr(pos, e); err != nil {
			return err
		}
		if t != VoidT && e.Type() != t {
			return c.errf(pos, "%s: %s has type %v; want %v", FormatOp(op), what, e.Type(), t)
		}
		return nil
	}
	wantInt := func(e Expr, what string) error {
		if err := c.expr(pos, e); err != nil {
			return err
		}
		if e.Type().Kind != Int {
			return c.errf(pos, "%s: %s has type %v; want an integer", FormatOp(op), what, e.Type())
		}
		return nil
	}
	switch o := op.(type) {
	case *Assign:
		return want(o.E, o.Dst.Type, "the expression")
	case *Assume:
		return want(o.C, I1, "the condition")
	case *Havoc:
		for _, e := range []Expr{o.Lo, o.Hi} {
			if e != nil {
				if err := wantInt(e, "the bound"); err != nil {
					return err
				}
			}
		}
	case *Cost:
		if o.Res == "" {
			return c.errf(pos, "%s: empty resource name", FormatOp(op))
		}
		return wantInt(o.Amount, "the amount")
	case *Tick:
		if o.Bytes != nil {
			return wantInt(o.Bytes, "the byte count")
		}
	case *Count:
		if o.Name == "" {
			return c.errf(pos, "count of an empty name")
		}
	case *Reset:
		if o.Name == "" {
			return c.errf(pos, "reset of an empty name")
		}
	case *Assert:
	case *Call:
		callee := c.p.ByName[o.Callee]
		if callee == nil {
			return c.errf(pos, "%s: call of undefined function %s", FormatOp(op), o.Callee)
		}
		if len(o.Args) != len(callee.Params) {
			return c.errf(pos, "%s: %d arguments for the %d parameters of %s", FormatOp(op), len(o.Args), len(callee.Params), o.Callee)
		}
		for i, a := range o.Args {
			pt := VoidT // a broken callee is reported when it is checked
			if callee.Params[i] != nil {
				pt = callee.Params[i].Type
			}
			if err := want(a, pt, fmt.Sprintf("argument %d", i+1)); err != nil {
				return err
			}
		}
		if len(o.Dsts) != len(callee.Rets) {
			return c.errf(pos, "%s: %d results for the %d of %s", FormatOp(op), len(o.Dsts), len(callee.Rets), o.Callee)
		}
		for i, d := range o.Dsts {
			if d.Type != callee.Rets[i] {
				return c.errf(pos, "%s: result %d has type %v; %s returns %v", FormatOp(op), i+1, d.Type, o.Callee, callee.Rets[i])
			}
		}
	case *Lib:
		if o.Name == "" {
			return c.errf(pos, "library call with an empty name")
		}
		for i, a := range o.Args {
			if err := want(a, VoidT, fmt.Sprintf("argument %d", i+1)); err != nil {
				return err
			}
		}
	case *Alloca:
		if o.Dst.Type != c.ptrT() {
			return c.errf(pos, "%s: destination has type %v; want ptr", FormatOp(op), o.Dst.Type)
		}
		return wantInt(o.Count, "the count")
	case *Load:
		return want(o.Addr, c.ptrT(), "the address")
	case *Store:
		if err := want(o.Addr, c.ptrT(), "the address"); err != nil {
			return err
		}
		if !validType(o.T) || o.T.Kind == Void {
			return c.errf(pos, "%s: invalid stored type %v", FormatOp(op), o.T)
		}
		return want(o.Val, o.T, "the stored value")
	case *StackSave:
	case *StackRestore:
		return want(o.Token, VoidT, "the token")
	case *Ret:
		if t.To != f.Exit {
			return c.errf(pos, "ret on transition t%d to %s, not to the exit loc", t.ID, t.To.Name)
		}
		if len(o.Vals) != len(f.Rets) {
			return c.errf(pos, "%s: %d values for the %d results of the function", FormatOp(op), len(o.Vals), len(f.Rets))
		}
		for i, v := range o.Vals {
			if err := want(v, f.Rets[i], fmt.Sprintf("value %d", i+1)); err != nil {
				return err
			}
		}
	case *Unreachable:
	default:
		return c.errf(pos, "unknown op %T", op)
	}
	return nil
}

var (
	intBinOps = map[string]bool{
		"add": true, "sub": true, "mul": true, "udiv": true, "sdiv": true, "urem": true, "srem": true,
		"shl": true, "lshr": true, "ashr": true, "and": true, "or": true, "xor": true,
		"smax": true, "smin": true, "umax": true, "umin": true,
	}
	ovBinOps = map[string]bool{
		"sadd.ov": true, "uadd.ov": true, "ssub.ov": true, "usub.ov": true, "smul.ov": true, "umul.ov": true,
	}
	floatBinOps = map[string]bool{"fadd": true, "fsub": true, "fmul": true, "fdiv": true, "frem": true}
	intPreds    = map[string]bool{
		"eq": true, "ne": true, "ugt": true, "uge": true, "ult": true, "ule": true,
		"sgt": true, "sge": true, "slt": true, "sle": true,
	}
	floatPreds = map[string]bool{
		"ffalse": true, "foeq": true, "fogt": true, "foge": true, "folt": true, "fole": true, "fone": true, "ford": true,
		"fueq": true, "fugt": true, "fuge": true, "fult": true, "fule": true, "fune": true, "funo": true, "ftrue": true,
	}
)

func validType(t Type) bool {
	switch t.Kind {
	case Void:
		return t.Bits == 0
	case Int:
		return t.Bits >= 1
	case Ptr:
		return t.Bits == 64 || t.Bits == 32
	case Float:
		switch t.Bits {
		case 16, 32, 64, 80, 128:
			return true
		}
	}
	return false
}

// expr checks e and its operands.
func (c *checker) expr(pos Pos, e Expr) error {
	bad := func(format string, args ...any) error {
		return c.errf(pos, "in %s: %s", FormatExpr(e), fmt.Sprintf(format, args...))
	}
	same := func(x, y Expr) error {
		if err := c.expr(pos, x); err != nil {
			return err
		}
		if err := c.expr(pos, y); err != nil {
			return err
		}
		if x.Type() != y.Type() {
			return bad("operands of types %v and %v", x.Type(), y.Type())
		}
		return nil
	}
	switch x := e.(type) {
	case nil:
		return c.errf(pos, "nil expression")
	case *Ref:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		return c.varOK(pos, x.V)
	case *Const:
		if x == nil || x.V == nil {
			return c.errf(pos, "constant without a value")
		}
		if (x.T.Kind != Int && x.T.Kind != Ptr) || !validType(x.T) {
			return bad("integer constant of type %v", x.T)
		}
		if x.V.Sign() < 0 || x.V.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(x.T.Bits))) >= 0 {
			return bad("constant %s out of the range of %v", x.V, x.T)
		}
	case *FConst:
		if x == nil || x.T.Kind != Float || !validType(x.T) {
			return c.errf(pos, "float constant of invalid type")
		}
	case *Undef:
		if x == nil || !validType(x.T) || x.T.Kind == Void {
			return c.errf(pos, "undef of invalid type")
		}
	case *GlobalAddr:
		if x == nil || x.G == nil || c.p.GlobalByName[x.G.Name] != x.G {
			return c.errf(pos, "address of a global not in the program")
		}
	case *FuncAddr:
		if x == nil || c.p.ByName[x.Name] == nil && c.p.Externs[x.Name] == nil {
			return c.errf(pos, "address of unknown function %s", FormatExpr(e))
		}
	case *PtrAdd:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := c.expr(pos, x.Base); err != nil {
			return err
		}
		if err := c.expr(pos, x.Off); err != nil {
			return err
		}
		if x.Base.Type() != c.ptrT() {
			return bad("base of type %v; want ptr", x.Base.Type())
		}
		if x.Off.Type() != I64 {
			return bad("offset of type %v; want i64", x.Off.Type())
		}
	case *Bin:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := same(x.X, x.Y); err != nil {
			return err
		}
		t := x.X.Type()
		switch {
		case intBinOps[x.Op] || ovBinOps[x.Op]:
			if t.Kind != Int {
				return bad("%s on %v", x.Op, t)
			}
		case floatBinOps[x.Op]:
			if t.Kind != Float {
				return bad("%s on %v", x.Op, t)
			}
		default:
			return bad("unknown binary operation %q", x.Op)
		}
		want := t
		if ovBinOps[x.Op] {
			want = I1
		}
		if x.T != want {
			return bad("result type %v; want %v", x.T, want)
		}
	case *Un:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := c.expr(pos, x.X); err != nil {
			return err
		}
		t := x.X.Type()
		ok := t == x.T
		switch x.Op {
		case "abs":
			ok = ok && t.Kind == Int
		case "fneg":
			ok = ok && t.Kind == Float
		case "not":
			ok = ok && t == I1
		default:
			return bad("unknown unary operation %q", x.Op)
		}
		if !ok {
			return bad("%s from %v to %v", x.Op, t, x.T)
		}
	case *Cmp:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := same(x.X, x.Y); err != nil {
			return err
		}
		t := x.X.Type()
		switch {
		case intPreds[x.Pred]:
			if t.Kind != Int && t.Kind != Ptr {
				return bad("icmp %s on %v", x.Pred, t)
			}
		case floatPreds[x.Pred]:
			if t.Kind != Float {
				return bad("fcmp %s on %v", strings.TrimPrefix(x.Pred, "f"), t)
			}
		default:
			return bad("unknown predicate %q", x.Pred)
		}
	case *Cast:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := c.expr(pos, x.X); err != nil {
			return err
		}
		from, to := x.X.Type(), x.To
		if !validType(to) || to.Kind == Void {
			return bad("cast to invalid type %v", to)
		}
		var ok bool
		switch x.Op {
		case "trunc":
			ok = from.Kind == Int && to.Kind == Int && to.Bits < from.Bits
		case "zext", "sext":
			ok = from.Kind == Int && to.Kind == Int && to.Bits > from.Bits
		case "ptrtoint":
			ok = from.Kind == Ptr && to.Kind == Int
		case "inttoptr":
			ok = from.Kind == Int && to.Kind == Ptr
		case "bitcast":
			ok = from.Bits == to.Bits
		case "fptosi", "fptoui":
			ok = from.Kind == Float && to.Kind == Int
		case "sitofp", "uitofp":
			ok = from.Kind == Int && to.Kind == Float
		case "fpext":
			ok = from.Kind == Float && to.Kind == Float && to.Bits > from.Bits
		case "fptrunc":
			ok = from.Kind == Float && to.Kind == Float && to.Bits < from.Bits
		default:
			return bad("unknown cast %q", x.Op)
		}
		if !ok {
			return bad("%s from %v to %v", x.Op, from, to)
		}
	case *Select:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if err := c.expr(pos, x.C); err != nil {
			return err
		}
		if x.C.Type() != I1 {
			return bad("condition of type %v; want i1", x.C.Type())
		}
		return same(x.X, x.Y)
	case *Intrin:
		if x == nil {
			return c.errf(pos, "nil expression")
		}
		if !knownIntrin[x.Name] {
			return bad("unknown intrinsic %q", x.Name)
		}
		for _, a := range x.Args {
			if err := c.expr(pos, a); err != nil {
				return err
			}
		}
	default:
		return c.errf(pos, "unknown expression %T", e)
	}
	return nil
}

// knownIntrin are the Intrin names of ts.go.
var knownIntrin = map[string]bool{
	"ctpop": true, "ctlz": true, "cttz": true, "bswap": true, "bitreverse": true, "fshl": true, "fshr": true,
	"fabs": true, "sqrt": true, "floor": true, "ceil": true, "trunc": true, "round": true, "rint": true,
	"nearbyint": true, "minnum": true, "maxnum": true, "copysign": true, "fma": true,
}
