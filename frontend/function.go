package frontend

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/lowlevel"
	"wcet/ts"
)

// fnBuilder translates one function.
type fnBuilder struct {
	b    *builder
	irf  *ir.Func
	f    *ts.Func
	vals map[value.Value][]ts.Expr
	// srcName maps SSA values to source variable names (llvm.dbg.value).
	srcName map[value.Value]string
	// srcUnsigned maps SSA values to the width of their source variable's
	// type when it is an unsigned integer type (0 otherwise).
	srcUnsigned map[value.Value]int
	// paramName maps parameters to their source names (DILocalVariable arg).
	paramName map[*ir.Param]string
	// paramUnsigned: the parameter's source type is unsigned (debug info).
	paramUnsigned map[*ir.Param]bool
	used          map[string]int
	head          map[*ir.Block]*ts.Loc
	tail          map[*ir.Block]*ts.Loc
	// private: pointers into stack slots whose address never escapes
	// (privateSlots); a volatile access through one is a plain access.
	private map[value.Value]bool

	// the block being translated
	blk   *ir.Block
	ops   []ts.Op
	ticks []string // opcodes since the last tick
	lines []ts.Pos
	first bool // no tick emitted yet in this block
	bytes ts.Expr
}

func (b *builder) function(irf *ir.Func) (f *ts.Func, err error) {
	dl := b.dl
	fb := &fnBuilder{
		b:             b,
		irf:           irf,
		vals:          map[value.Value][]ts.Expr{},
		srcName:       map[value.Value]string{},
		srcUnsigned:   map[value.Value]int{},
		paramName:     map[*ir.Param]string{},
		paramUnsigned: map[*ir.Param]bool{},
		used:          map[string]int{},
		head:          map[*ir.Block]*ts.Loc{},
		tail:          map[*ir.Block]*ts.Loc{},
	}
	f = &ts.Func{Name: irf.Name(), Pos: funcPos(irf)}
	fb.f = f
	if irf.Sig.Variadic {
		return nil, errorf(Refused, f.Pos, "variadic function definition %s is not supported (va_arg); give it a fixed parameter list", irf.Ident())
	}
	fb.collectNames()
	fb.private = privateSlots(irf)
	// Parameters.
	// Parameters, one variable per scalar leaf: a vector or aggregate
	// parameter (a {float, float} struct passed as <2 x float>) gives
	// several, named p.0, p.1, ...; Var.Param is the leaf's index among all
	// the leaves, which is how calls pass them.
	for _, p := range irf.Params {
		ls, err := dl.leaves(p.Typ)
		if err != nil {
			return nil, errorf(Refused, f.Pos, "parameter %s of %s: %v", p.Ident(), irf.Ident(), err)
		}
		var es []ts.Expr
		for k, l := range ls {
			v := fb.newVar(p, l.t)
			if len(ls) > 1 {
				v.Name += fmt.Sprintf(".%d", k)
			}
			v.Param = len(f.Params)
			v.Unsigned = len(ls) == 1 && v.Type.Kind == ts.Int && fb.paramUnsigned[p]
			if pt, ok := p.Typ.(*types.PointerType); ok {
				v.Pointee = dl.firstScalar(pt.ElemType)
			}
			f.Params = append(f.Params, v)
			es = append(es, &ts.Ref{V: v})
		}
		fb.vals[p] = es
	}
	if _, ok := irf.Sig.RetType.(*types.VoidType); !ok {
		ls, err := dl.leaves(irf.Sig.RetType)
		if err != nil {
			return nil, errorf(Refused, f.Pos, "return type of %s: %v", irf.Ident(), err)
		}
		for _, l := range ls {
			st, _ := dl.scalarType(l.t)
			f.Rets = append(f.Rets, st)
		}
	}
	// Locs: a head and a tail per block, then exit and halt.
	for _, blk := range irf.Blocks {
		h := fb.newLoc(blk.Ident(), blk)
		h.Pos = fb.blockPos(blk)
		fb.head[blk] = h
		t := fb.newLoc(blk.Ident()+".t", blk)
		t.Pos = instPos(termMD(blk.Term), irf, blk, len(blk.Insts)+1)
		fb.tail[blk] = t
	}
	f.Entry = fb.head[irf.Blocks[0]]
	f.Exit = fb.newLoc("exit", nil)
	f.Halt = fb.newLoc("halt", nil)
	for _, blk := range irf.Blocks {
		if err := fb.block(blk); err != nil {
			return nil, err
		}
	}
	if err := f.BuildLoops(); err != nil {
		if ie, ok := err.(*ts.IrreducibleError); ok {
			return nil, &Error{Kind: Refused, Pos: ie.Pos, Msg: strings.TrimPrefix(ie.Error(), ie.Pos.String()+": ")}
		}
		return nil, err
	}
	f.Liveness()
	return f, nil
}

// lastPos returns the position of the last instruction with a source
// position in blk, else in a block branching to blk, else fallback.
func (fb *fnBuilder) lastPos(blk *ir.Block, fallback ts.Pos) ts.Pos {
	scan := func(b *ir.Block) (ts.Pos, bool) {
		if p := instPos(termMD(b.Term), fb.irf, b, len(b.Insts)+1); p.Known() {
			return p, true
		}
		for i := len(b.Insts) - 1; i >= 0; i-- {
			if c, ok := b.Insts[i].(*ir.InstCall); ok && isDbg(c) {
				continue
			}
			if p := instPos(instMD(b.Insts[i]), fb.irf, b, i+1); p.Known() {
				return p, true
			}
		}
		return ts.Pos{}, false
	}
	if p, ok := scan(blk); ok {
		return p
	}
	for _, b := range fb.irf.Blocks {
		for _, s := range succs(b.Term) {
			if s == blk {
				if p, ok := scan(b); ok {
					return p
				}
			}
		}
	}
	return fallback
}

// succs returns the successor blocks of a terminator.
func succs(t ir.Terminator) []*ir.Block {
	var out []*ir.Block
	switch t := t.(type) {
	case *ir.TermBr:
		out = append(out, t.Target.(*ir.Block))
	case *ir.TermCondBr:
		out = append(out, t.TargetTrue.(*ir.Block), t.TargetFalse.(*ir.Block))
	case *ir.TermSwitch:
		out = append(out, t.TargetDefault.(*ir.Block))
		for _, c := range t.Cases {
			out = append(out, c.Target.(*ir.Block))
		}
	}
	return out
}

func termMD(t ir.Terminator) []*metadata.Attachment {
	if m, ok := t.(interface {
		MDAttachments() []*metadata.Attachment
	}); ok {
		return m.MDAttachments()
	}
	return nil
}

func instMD(i ir.Instruction) []*metadata.Attachment {
	if m, ok := i.(interface {
		MDAttachments() []*metadata.Attachment
	}); ok {
		return m.MDAttachments()
	}
	return nil
}

// blockPos is the position of the first instruction of blk with one.
func (fb *fnBuilder) blockPos(blk *ir.Block) ts.Pos {
	for i, inst := range blk.Insts {
		if c, ok := inst.(*ir.InstCall); ok && isDbg(c) {
			continue
		}
		if p := instPos(instMD(inst), fb.irf, blk, i+1); p.Known() {
			p.IR = irPlace(fb.irf, blk, 0)
			return p
		}
	}
	p := instPos(termMD(blk.Term), fb.irf, blk, len(blk.Insts)+1)
	p.IR = irPlace(fb.irf, blk, 0)
	return p
}

func isDbg(c *ir.InstCall) bool {
	if cf, ok := c.Callee.(*ir.Func); ok {
		n := cf.Name()
		return strings.HasPrefix(n, "llvm.dbg.")
	}
	return false
}

func (fb *fnBuilder) newLoc(name string, blk *ir.Block) *ts.Loc {
	l := &ts.Loc{ID: len(fb.f.Locs), Name: name}
	if blk != nil {
		l.Block = blk.Ident()
	}
	fb.f.Locs = append(fb.f.Locs, l)
	return l
}

func (fb *fnBuilder) addTrans(from, to *ts.Loc, kind ts.TransKind, ops []ts.Op, pos ts.Pos) *ts.Trans {
	t := &ts.Trans{ID: len(fb.f.Trans), From: from, To: to, Ops: ops, Kind: kind, Pos: pos}
	fb.f.Trans = append(fb.f.Trans, t)
	from.Out = append(from.Out, t)
	to.In = append(to.In, t)
	return t
}

// collectNames reads llvm.dbg.value / llvm.dbg.declare to name SSA values
// after source variables.
func (fb *fnBuilder) collectNames() {
	for _, blk := range fb.irf.Blocks {
		for _, inst := range blk.Insts {
			c, ok := inst.(*ir.InstCall)
			if !ok || !isDbg(c) || len(c.Args) < 2 {
				continue
			}
			mv, ok := c.Args[0].(*metadata.Value)
			if !ok {
				continue
			}
			val, ok := mv.Value.(value.Value)
			if !ok {
				continue
			}
			vv, ok := c.Args[1].(*metadata.Value)
			if !ok {
				continue
			}
			lv, ok := vv.Value.(*metadata.DILocalVariable)
			if !ok || lv.Name == "" {
				continue
			}
			if _, seen := fb.srcName[val]; !seen {
				fb.srcName[val] = lv.Name
				fb.srcUnsigned[val] = unsignedDIBits(lv.Type)
			}
			// A parameter's variable (arg: N) names the parameter even when
			// the debug value describes a conversion of it.
			if lv.Arg > 0 && int(lv.Arg) <= len(fb.irf.Params) {
				if p := fb.irf.Params[lv.Arg-1]; p != nil {
					if _, seen := fb.paramName[p]; !seen {
						fb.paramName[p] = lv.Name
						fb.paramUnsigned[p] = unsignedDI(lv.Type)
					}
				}
			}
		}
	}
}

// newVar creates the variable of an SSA value (or a leaf of it).
func (fb *fnBuilder) newVar(v value.Value, t types.Type) *ts.Var {
	dl := fb.b.dl
	st, _ := dl.scalarType(t)
	irName := "%?"
	if id, ok := v.(interface{ Ident() string }); ok {
		irName = id.Ident()
	}
	name := irName
	if p, isParam := v.(*ir.Param); isParam {
		if s, ok := fb.paramName[p]; ok {
			name = s
		} else if s, ok := fb.srcName[v]; ok {
			name = s
		}
	} else if s, ok := fb.srcName[v]; ok {
		name = s + irName
	}
	unsigned := false
	if _, isParam := v.(*ir.Param); !isParam && st.Kind == ts.Int && st.Bits > 1 {
		// A value of a source variable of an unsigned type of its width.
		unsigned = fb.srcUnsigned[v] == st.Bits
	}
	if n := fb.used[name]; n > 0 {
		fb.used[name] = n + 1
		name = fmt.Sprintf("%s#%d", name, n)
	} else {
		fb.used[name] = 1
	}
	nv := &ts.Var{ID: len(fb.f.Vars), Name: name, IR: irName, Type: st, Param: -1, Unsigned: unsigned}
	fb.f.Vars = append(fb.f.Vars, nv)
	return nv
}

// resultVars creates (once) the leaf variables of an instruction's result.
func (fb *fnBuilder) resultVars(v value.Value) ([]*ts.Var, error) {
	dl := fb.b.dl
	ls, err := dl.leaves(v.Type())
	if err != nil {
		return nil, err
	}
	if ex, ok := fb.vals[v]; ok {
		vs := make([]*ts.Var, len(ex))
		for i, e := range ex {
			vs[i] = e.(*ts.Ref).V
		}
		return vs, nil
	}
	vs := make([]*ts.Var, len(ls))
	es := make([]ts.Expr, len(ls))
	for i, l := range ls {
		vs[i] = fb.newVar(v, l.t)
		if len(ls) > 1 {
			vs[i].Name += fmt.Sprintf(".%d", i)
		}
		es[i] = &ts.Ref{V: vs[i]}
	}
	fb.vals[v] = es
	return vs, nil
}

// operand returns the scalar leaves of an operand.
func (fb *fnBuilder) operand(v value.Value) ([]ts.Expr, error) {
	if a, ok := v.(*ir.Arg); ok {
		v = a.Value
	}
	if es, ok := fb.vals[v]; ok {
		return es, nil
	}
	switch v := v.(type) {
	case ir.Instruction:
		// Used before its definition in block order (a phi's incoming value
		// from a later block): create its variables now.
		vs, err := fb.resultVars(v.(value.Value))
		if err != nil {
			return nil, err
		}
		es := make([]ts.Expr, len(vs))
		for i, x := range vs {
			es[i] = &ts.Ref{V: x}
		}
		return es, nil
	case constant.Constant:
		return fb.b.constLeaves(v)
	}
	return nil, fmt.Errorf("unsupported operand %s", v.Ident())
}

// operands returns the leaves of several operands.
func (fb *fnBuilder) operands(vs ...value.Value) ([][]ts.Expr, error) {
	out := make([][]ts.Expr, len(vs))
	for i, v := range vs {
		es, err := fb.operand(v)
		if err != nil {
			return nil, err
		}
		out[i] = es
	}
	return out, nil
}

// scalar returns the single leaf of a scalar operand.
func (fb *fnBuilder) scalar(v value.Value) (ts.Expr, error) {
	es, err := fb.operand(v)
	if err != nil {
		return nil, err
	}
	if len(es) != 1 {
		return nil, fmt.Errorf("expected a scalar operand, got %s", v.Type())
	}
	return es[0], nil
}

// constLeaves translates a constant into scalar leaf expressions.
func (b *builder) constLeaves(c constant.Constant) ([]ts.Expr, error) {
	dl := b.dl
	switch c := c.(type) {
	case *constant.Int:
		return []ts.Expr{&ts.Const{T: ts.IntT(int(c.Typ.BitSize)), V: ts.Wrap(c.X, int(c.Typ.BitSize))}}, nil
	case *constant.Float:
		st, _ := dl.scalarType(c.Typ)
		f := math.NaN()
		if !c.NaN && c.X != nil {
			f, _ = c.X.Float64()
		}
		return []ts.Expr{&ts.FConst{T: st, V: f}}, nil
	case *constant.Null:
		return []ts.Expr{&ts.Const{T: b.dl.ptrType(), V: new(big.Int)}}, nil
	case *constant.BlockAddress:
		// A label address is only useful to an indirectbr, which is
		// refused with its position; as a value it is the function's address.
		if f, ok := c.Func.(*ir.Func); ok {
			return []ts.Expr{&ts.FuncAddr{Name: f.Name()}}, nil
		}
		return nil, fmt.Errorf("unsupported label address %s", c.Ident())
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		ls, err := dl.leaves(c.Type())
		if err != nil {
			return nil, err
		}
		out := make([]ts.Expr, len(ls))
		_, zero := c.(*constant.ZeroInitializer)
		_, poison := c.(*constant.Poison)
		for i, l := range ls {
			st, _ := dl.scalarType(l.t)
			switch {
			case zero && st.Kind == ts.Float:
				out[i] = &ts.FConst{T: st}
			case zero:
				out[i] = &ts.Const{T: st, V: new(big.Int)}
			default:
				out[i] = &ts.Undef{T: st, Poison: poison}
			}
		}
		return out, nil
	case *constant.Array:
		return b.constList(c.Elems)
	case *constant.Vector:
		return b.constList(c.Elems)
	case *constant.Struct:
		return b.constList(c.Fields)
	case *constant.CharArray:
		out := make([]ts.Expr, len(c.X))
		for i, x := range c.X {
			out[i] = ts.IntConst(ts.I8, int64(x))
		}
		return out, nil
	case *ir.Global:
		return []ts.Expr{&ts.GlobalAddr{G: b.prog.GlobalByName[c.Name()]}}, nil
	case *ir.Func:
		return []ts.Expr{&ts.FuncAddr{Name: c.Name()}}, nil
	case *constant.ExprBitCast:
		return b.castLeaves("bitcast", c.From, c.To)
	case *constant.ExprAddrSpaceCast:
		return b.constLeaves(c.From)
	case *constant.ExprPtrToInt:
		return b.castLeaves("ptrtoint", c.From, c.To)
	case *constant.ExprIntToPtr:
		return b.castLeaves("inttoptr", c.From, c.To)
	case *constant.ExprGetElementPtr:
		base, err := b.constLeaves(c.Src)
		if err != nil || len(base) != 1 {
			return nil, fmt.Errorf("unsupported constant %s", c.Ident())
		}
		off, ok := dl.constGEPOffset(c.ElemType, c.Indices)
		if !ok {
			return nil, fmt.Errorf("unsupported constant getelementptr %s", c.Ident())
		}
		if off == 0 {
			return base, nil
		}
		return []ts.Expr{&ts.PtrAdd{Base: base[0], Off: ts.IntConst(ts.I64, off), InBounds: c.InBounds}}, nil
	case *constant.ExprAdd, *constant.ExprSub, *constant.ExprMul, *constant.ExprAnd, *constant.ExprOr, *constant.ExprXor,
		*constant.ExprShl, *constant.ExprLShr, *constant.ExprAShr, *constant.ExprUDiv, *constant.ExprSDiv,
		*constant.ExprURem, *constant.ExprSRem, *constant.ExprFAdd, *constant.ExprFSub, *constant.ExprFMul,
		*constant.ExprFDiv, *constant.ExprFRem:
		x, y, op, nsw, nuw, exact := constBinOperands(c)
		xs, err := b.constLeaves(x)
		if err != nil {
			return nil, err
		}
		ys, err := b.constLeaves(y)
		if err != nil {
			return nil, err
		}
		if len(xs) != len(ys) {
			return nil, fmt.Errorf("unsupported constant expression %s", c.Ident())
		}
		out := make([]ts.Expr, len(xs))
		for i := range xs {
			out[i] = &ts.Bin{Op: op, X: xs[i], Y: ys[i], T: xs[i].Type(), NSW: nsw, NUW: nuw, Exact: exact}
		}
		return out, nil
	case *constant.ExprTrunc, *constant.ExprZExt, *constant.ExprSExt, *constant.ExprFPTrunc, *constant.ExprFPExt,
		*constant.ExprFPToUI, *constant.ExprFPToSI, *constant.ExprUIToFP, *constant.ExprSIToFP:
		op, from, to := constCastOperands(c)
		return b.castLeaves(op, from, to)
	case *constant.ExprSelect:
		cs, err := b.constLeaves(c.Cond)
		if err != nil {
			return nil, err
		}
		xs, err := b.constLeaves(c.X)
		if err != nil {
			return nil, err
		}
		ys, err := b.constLeaves(c.Y)
		if err != nil {
			return nil, err
		}
		out := make([]ts.Expr, len(xs))
		for i := range xs {
			cc := cs[0]
			if len(cs) == len(xs) {
				cc = cs[i]
			}
			out[i] = &ts.Select{C: cc, X: xs[i], Y: ys[i]}
		}
		return out, nil
	case *constant.ExprICmp:
		xs, err := b.constLeaves(c.X)
		if err != nil {
			return nil, err
		}
		ys, err := b.constLeaves(c.Y)
		if err != nil {
			return nil, err
		}
		return []ts.Expr{&ts.Cmp{Pred: c.Pred.String(), X: xs[0], Y: ys[0]}}, nil
	}
	return nil, fmt.Errorf("unsupported constant %s", c.Ident())
}

func constBinOperands(c constant.Constant) (x, y constant.Constant, op string, nsw, nuw, exact bool) {
	flags := func(fs []enum.OverflowFlag) {
		for _, f := range fs {
			switch f {
			case enum.OverflowFlagNSW:
				nsw = true
			case enum.OverflowFlagNUW:
				nuw = true
			}
		}
	}
	switch c := c.(type) {
	case *constant.ExprAdd:
		flags(c.OverflowFlags)
		return c.X, c.Y, "add", nsw, nuw, false
	case *constant.ExprSub:
		flags(c.OverflowFlags)
		return c.X, c.Y, "sub", nsw, nuw, false
	case *constant.ExprMul:
		flags(c.OverflowFlags)
		return c.X, c.Y, "mul", nsw, nuw, false
	case *constant.ExprShl:
		flags(c.OverflowFlags)
		return c.X, c.Y, "shl", nsw, nuw, false
	case *constant.ExprAnd:
		return c.X, c.Y, "and", false, false, false
	case *constant.ExprOr:
		return c.X, c.Y, "or", false, false, false
	case *constant.ExprXor:
		return c.X, c.Y, "xor", false, false, false
	case *constant.ExprLShr:
		return c.X, c.Y, "lshr", false, false, c.Exact
	case *constant.ExprAShr:
		return c.X, c.Y, "ashr", false, false, c.Exact
	case *constant.ExprUDiv:
		return c.X, c.Y, "udiv", false, false, c.Exact
	case *constant.ExprSDiv:
		return c.X, c.Y, "sdiv", false, false, c.Exact
	case *constant.ExprURem:
		return c.X, c.Y, "urem", false, false, false
	case *constant.ExprSRem:
		return c.X, c.Y, "srem", false, false, false
	case *constant.ExprFAdd:
		return c.X, c.Y, "fadd", false, false, false
	case *constant.ExprFSub:
		return c.X, c.Y, "fsub", false, false, false
	case *constant.ExprFMul:
		return c.X, c.Y, "fmul", false, false, false
	case *constant.ExprFDiv:
		return c.X, c.Y, "fdiv", false, false, false
	case *constant.ExprFRem:
		return c.X, c.Y, "frem", false, false, false
	}
	return nil, nil, "", false, false, false
}

func constCastOperands(c constant.Constant) (string, constant.Constant, types.Type) {
	switch c := c.(type) {
	case *constant.ExprTrunc:
		return "trunc", c.From, c.To
	case *constant.ExprZExt:
		return "zext", c.From, c.To
	case *constant.ExprSExt:
		return "sext", c.From, c.To
	case *constant.ExprFPTrunc:
		return "fptrunc", c.From, c.To
	case *constant.ExprFPExt:
		return "fpext", c.From, c.To
	case *constant.ExprFPToUI:
		return "fptoui", c.From, c.To
	case *constant.ExprFPToSI:
		return "fptosi", c.From, c.To
	case *constant.ExprUIToFP:
		return "uitofp", c.From, c.To
	case *constant.ExprSIToFP:
		return "sitofp", c.From, c.To
	}
	return "", nil, nil
}

func (b *builder) constList(cs []constant.Constant) ([]ts.Expr, error) {
	var out []ts.Expr
	for _, e := range cs {
		ls, err := b.constLeaves(e)
		if err != nil {
			return nil, err
		}
		out = append(out, ls...)
	}
	return out, nil
}

func (b *builder) castLeaves(op string, from constant.Constant, to types.Type) ([]ts.Expr, error) {
	dl := b.dl
	xs, err := b.constLeaves(from)
	if err != nil {
		return nil, err
	}
	return dl.castExprs(op, xs, from.Type(), to)
}

// castExprs applies a cast to leaves (element-wise for vectors). A bitcast
// between pointers, or between types with the same leaves, is the identity.
func (dl dataLayout) castExprs(op string, xs []ts.Expr, from, to types.Type) ([]ts.Expr, error) {
	tls, err := dl.leaves(to)
	if err != nil {
		return nil, err
	}
	if op == "bitcast" || op == "addrspacecast" {
		if len(tls) == len(xs) {
			out := make([]ts.Expr, len(xs))
			for i, x := range xs {
				st, _ := dl.scalarType(tls[i].t)
				if x.Type() == st {
					out[i] = x
				} else {
					out[i] = &ts.Cast{Op: "bitcast", X: x, To: st}
				}
			}
			return out, nil
		}
		return dl.bitcastRepack(xs, tls)
	}
	if len(tls) != len(xs) {
		return nil, fmt.Errorf("%s from %s to %s changes the number of elements", op, from, to)
	}
	out := make([]ts.Expr, len(xs))
	for i, x := range xs {
		st, _ := dl.scalarType(tls[i].t)
		out[i] = &ts.Cast{Op: op, X: x, To: st}
	}
	return out, nil
}

// bitcastRepack reinterprets leaves of one shape as leaves of another of
// the same total size (e.g. <2 x float> as double, or i64 as <2 x i32>),
// going through integers: concatenate the source bit patterns into one
// wide integer, then cut the target leaves out of it (little-endian).
func (dl dataLayout) bitcastRepack(xs []ts.Expr, tls []leaf) ([]ts.Expr, error) {
	total := 0
	for _, x := range xs {
		if x.Type().Kind == ts.Ptr {
			return nil, fmt.Errorf("bitcast of a vector of pointers is not supported")
		}
		total += x.Type().Bits
	}
	wide := ts.IntT(total)
	var acc ts.Expr
	shift := 0
	for _, x := range xs {
		xi := x
		if x.Type().Kind == ts.Float {
			xi = &ts.Cast{Op: "bitcast", X: x, To: ts.IntT(x.Type().Bits)}
		}
		var part ts.Expr = &ts.Cast{Op: "zext", X: xi, To: wide}
		if xi.Type().Bits == total {
			part = xi
		}
		if shift > 0 {
			part = &ts.Bin{Op: "shl", X: part, Y: ts.IntConst(wide, int64(shift)), T: wide}
		}
		if acc == nil {
			acc = part
		} else {
			acc = &ts.Bin{Op: "or", X: acc, Y: part, T: wide}
		}
		shift += x.Type().Bits
	}
	out := make([]ts.Expr, len(tls))
	shift = 0
	for i, l := range tls {
		st, _ := dl.scalarType(l.t)
		bits := st.Bits
		if st.Kind == ts.Ptr {
			return nil, fmt.Errorf("bitcast to a vector of pointers is not supported")
		}
		var part ts.Expr = acc
		if shift > 0 {
			part = &ts.Bin{Op: "lshr", X: acc, Y: ts.IntConst(wide, int64(shift)), T: wide}
		}
		it := ts.IntT(bits)
		if bits < total {
			part = &ts.Cast{Op: "trunc", X: part, To: it}
		}
		if st.Kind == ts.Float {
			part = &ts.Cast{Op: "bitcast", X: part, To: st}
		}
		out[i] = part
		shift += bits
	}
	if shift != total {
		return nil, fmt.Errorf("bitcast changes the size (%d to %d bits)", total, shift)
	}
	return out, nil
}

// ---- blocks ----

func (fb *fnBuilder) block(blk *ir.Block) error {
	fb.blk = blk
	fb.ops = nil
	fb.ticks = nil
	fb.lines = nil
	fb.first = true
	fb.bytes = nil
	for _, inst := range blk.Insts {
		if _, ok := inst.(*ir.InstPhi); ok {
			fb.ticks = append(fb.ticks, lowlevel.TypedOpcode(inst))
		}
	}
	for i, inst := range blk.Insts {
		pos := instPos(instMD(inst), fb.irf, blk, i+1)
		ended, err := fb.inst(inst, pos)
		if err != nil {
			if e, ok := err.(*Error); ok {
				return e
			}
			return errorf(Refused, pos, "%v", err)
		}
		if ended {
			// A call that ends the program: the rest of the block is dead.
			fb.addTrans(fb.head[blk], fb.f.Halt, ts.Body, fb.ops, fb.blockPos(blk))
			return nil
		}
	}
	tpos := instPos(termMD(blk.Term), fb.irf, blk, len(blk.Insts)+1)
	fb.ticks = append(fb.ticks, lowlevel.TermOpcode(blk.Term))
	fb.lines = append(fb.lines, tpos)
	fb.tick(tpos)
	fb.addTrans(fb.head[blk], fb.tail[blk], ts.Body, fb.ops, fb.blockPos(blk))
	return fb.term(blk, tpos)
}

// tick emits the Tick of the instructions counted since the last one.
func (fb *fnBuilder) tick(pos ts.Pos) {
	fb.ops = append(fb.ops, &ts.Tick{
		OpBase:     ts.OpBase{At: pos},
		Func:       fb.irf.Name(),
		Block:      fb.blk.Ident(),
		Opcodes:    fb.ticks,
		Bytes:      fb.bytes,
		Lines:      fb.lines,
		BlockStart: fb.first,
	})
	fb.ticks, fb.lines, fb.bytes, fb.first = nil, nil, nil, false
}

func (fb *fnBuilder) emit(op ts.Op) { fb.ops = append(fb.ops, op) }

// ---- terminators ----

func (fb *fnBuilder) term(blk *ir.Block, pos ts.Pos) error {
	from := fb.tail[blk]
	switch t := blk.Term.(type) {
	case *ir.TermRet:
		var vals []ts.Expr
		if t.X != nil {
			xs, err := fb.operand(t.X)
			if err != nil {
				return errorf(Refused, pos, "%v", err)
			}
			vals = xs
		}
		fb.addTrans(from, fb.f.Exit, ts.Edge, []ts.Op{&ts.Ret{OpBase: ts.OpBase{At: pos}, Vals: vals}}, pos)
	case *ir.TermBr:
		return fb.edge(from, blk, t.Target.(*ir.Block), nil, pos, loopStart(t.Metadata, pos))
	case *ir.TermCondBr:
		c, err := fb.scalar(t.Cond)
		if err != nil {
			return errorf(Refused, pos, "%v", err)
		}
		lp := loopStart(t.Metadata, pos)
		at := ts.OpBase{At: pos}
		if err := fb.edge(from, blk, t.TargetTrue.(*ir.Block), []ts.Op{&ts.Assume{OpBase: at, C: c}}, pos, lp); err != nil {
			return err
		}
		notC := &ts.Cmp{Pred: "eq", X: c, Y: ts.IntConst(ts.I1, 0)}
		return fb.edge(from, blk, t.TargetFalse.(*ir.Block), []ts.Op{&ts.Assume{OpBase: at, C: notC}}, pos, lp)
	case *ir.TermSwitch:
		x, err := fb.scalar(t.X)
		if err != nil {
			return errorf(Refused, pos, "%v", err)
		}
		at := ts.OpBase{At: pos}
		var dflt []ts.Op
		for _, c := range t.Cases {
			cv, err := fb.scalar(c.X)
			if err != nil {
				return errorf(Refused, pos, "%v", err)
			}
			if err := fb.edge(from, blk, c.Target.(*ir.Block), []ts.Op{&ts.Assume{OpBase: at, C: &ts.Cmp{Pred: "eq", X: x, Y: cv}}}, pos, ts.Pos{}); err != nil {
				return err
			}
			dflt = append(dflt, &ts.Assume{OpBase: at, C: &ts.Cmp{Pred: "ne", X: x, Y: cv}})
		}
		return fb.edge(from, blk, t.TargetDefault.(*ir.Block), dflt, pos, loopStart(t.Metadata, pos))
	case *ir.TermUnreachable:
		fb.addTrans(from, fb.f.Halt, ts.Edge, []ts.Op{&ts.Unreachable{OpBase: ts.OpBase{At: pos}}}, pos)
	case *ir.TermIndirectBr:
		if !pos.Known() {
			// clang leaves the indirectbr without !dbg: name the goto by the
			// last located instruction of the block or, failing that, of a
			// predecessor.
			pos = fb.lastPos(blk, pos)
		}
		return errorf(Refused, pos, "indirectbr (computed goto) is not supported; use a switch")
	default:
		return errorf(Refused, pos, "terminator %s is not supported in C programs", blk.Term.LLString())
	}
	return nil
}

// edge adds the transition from blk's tail to succ's head: the guard, then
// succ's phi nodes as parallel assignments.
func (fb *fnBuilder) edge(from *ts.Loc, blk, succ *ir.Block, guard []ts.Op, pos, loopPos ts.Pos) error {
	ops := guard
	for i, inst := range succ.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			break
		}
		ppos := instPos(phi.Metadata, fb.irf, succ, i+1)
		var inc value.Value
		for _, in := range phi.Incs {
			if in.Pred == blk {
				inc = in.X
				break
			}
		}
		if inc == nil {
			return errorf(Malformed, ppos, "phi has no incoming value for %s", blk.Ident())
		}
		dst, err := fb.resultVars(phi)
		if err != nil {
			return errorf(Refused, ppos, "%v", err)
		}
		src, err := fb.operand(inc)
		if err != nil {
			return errorf(Refused, ppos, "%v", err)
		}
		for k := range dst {
			ops = append(ops, &ts.Assign{OpBase: ts.OpBase{At: ppos}, Dst: dst[k], E: src[k]})
		}
	}
	t := fb.addTrans(from, fb.head[succ], ts.Edge, ops, pos)
	t.LoopPos = loopPos
	return nil
}
