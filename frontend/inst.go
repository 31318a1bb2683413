package frontend

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/lowlevel"
	"wcet/ts"
)

// inst translates one non-terminator instruction into ops. It reports
// ended when the instruction is a call that ends the program.
func (fb *fnBuilder) inst(inst ir.Instruction, pos ts.Pos) (ended bool, err error) {
	dl := fb.b.dl
	at := ts.OpBase{At: pos}
	count := func() {
		fb.ticks = append(fb.ticks, lowlevel.TypedOpcode(inst))
		fb.lines = append(fb.lines, pos)
	}
	switch in := inst.(type) {
	case *ir.InstPhi:
		return false, nil // on the incoming edges; counted at block start
	case *ir.InstCall:
		return fb.call(in, pos)
	case *ir.InstAlloca:
		count()
		dst, err := fb.resultVars(in)
		if err != nil {
			return false, err
		}
		var n ts.Expr = ts.IntConst(ts.I64, 1)
		if in.NElems != nil {
			if n, err = fb.scalar(in.NElems); err != nil {
				return false, err
			}
			if n.Type().Bits != 64 {
				n = &ts.Cast{Op: "zext", X: n, To: ts.I64}
			}
		}
		name := ""
		if s, ok := fb.srcName[in]; ok {
			name = s
		}
		fb.emit(&ts.Alloca{OpBase: at, Dst: dst[0], Size: dl.allocSize(in.ElemType), Count: n, Align: int64(in.Align), Name: name})
		return false, nil
	case *ir.InstLoad:
		count()
		if in.Atomic {
			return false, fmt.Errorf("atomic load is not supported")
		}
		addr, err := fb.scalar(in.Src)
		if err != nil {
			return false, err
		}
		dst, err := fb.resultVars(in)
		if err != nil {
			return false, err
		}
		ls, _ := dl.leaves(in.ElemType)
		volatile := in.Volatile && !fb.private[in.Src]
		for i, l := range ls {
			fb.emit(&ts.Load{OpBase: at, Dst: dst[i], Addr: offsetAddr(addr, l.off), Volatile: volatile})
		}
		return false, nil
	case *ir.InstStore:
		count()
		if in.Atomic {
			return false, fmt.Errorf("atomic store is not supported")
		}
		addr, err := fb.scalar(in.Dst)
		if err != nil {
			return false, err
		}
		vals, err := fb.operand(in.Src)
		if err != nil {
			return false, err
		}
		ls, err := dl.leaves(in.Src.Type())
		if err != nil {
			return false, err
		}
		volatile := in.Volatile && !fb.private[in.Dst]
		for i, l := range ls {
			st, _ := dl.scalarType(l.t)
			fb.emit(&ts.Store{OpBase: at, Addr: offsetAddr(addr, l.off), Val: vals[i], T: st, Volatile: volatile})
		}
		return false, nil
	case *ir.InstGetElementPtr:
		count()
		return false, fb.gep(in, at)
	}
	ops, err := fb.pure(inst, at)
	if err != nil {
		return false, err
	}
	count()
	for _, op := range ops {
		fb.emit(op)
	}
	return false, nil
}

// offsetAddr is addr + off bytes.
func offsetAddr(addr ts.Expr, off int64) ts.Expr {
	if off == 0 {
		return addr
	}
	return &ts.PtrAdd{Base: addr, Off: ts.IntConst(ts.I64, off), InBounds: true}
}

// gep translates getelementptr into a PtrAdd with a byte offset.
func (fb *fnBuilder) gep(in *ir.InstGetElementPtr, at ts.OpBase) error {
	dl := fb.b.dl
	if _, vec := in.Type().(*types.VectorType); vec {
		return fmt.Errorf("vector getelementptr is not supported")
	}
	base, err := fb.scalar(in.Src)
	if err != nil {
		return err
	}
	var constOff int64
	var terms []ts.Expr
	t := in.ElemType
	for i, ix := range in.Indices {
		var size int64
		if i == 0 {
			size = dl.allocSize(t)
		} else {
			switch tt := t.(type) {
			case *types.ArrayType:
				size = dl.allocSize(tt.ElemType)
				t = tt.ElemType
			case *types.VectorType:
				size = dl.storeSizeBits(tt.ElemType) / 8
				t = tt.ElemType
			case *types.StructType:
				ci, ok := ix.(*constant.Int)
				if !ok {
					return fmt.Errorf("getelementptr into a struct with a non-constant index")
				}
				offs, _ := dl.structLayout(tt)
				k := ci.X.Int64()
				constOff += offs[k]
				t = tt.Fields[k]
				continue
			default:
				return fmt.Errorf("getelementptr through %s", t)
			}
		}
		if ci, ok := ix.(*constant.Int); ok {
			constOff += ts.Signed(ts.Wrap(ci.X, int(ci.Typ.BitSize)), int(ci.Typ.BitSize)).Int64() * size
			continue
		}
		x, err := fb.scalar(ix)
		if err != nil {
			return err
		}
		if x.Type().Bits < 64 {
			x = &ts.Cast{Op: "sext", X: x, To: ts.I64}
		} else if x.Type().Bits > 64 {
			x = &ts.Cast{Op: "trunc", X: x, To: ts.I64}
		}
		if size != 1 {
			x = &ts.Bin{Op: "mul", X: x, Y: ts.IntConst(ts.I64, size), T: ts.I64}
		}
		terms = append(terms, x)
	}
	var off ts.Expr
	for _, x := range terms {
		if off == nil {
			off = x
		} else {
			off = &ts.Bin{Op: "add", X: off, Y: x, T: ts.I64}
		}
	}
	if constOff != 0 || off == nil {
		c := ts.IntConst(ts.I64, constOff)
		if off == nil {
			off = c
		} else {
			off = &ts.Bin{Op: "add", X: off, Y: c, T: ts.I64}
		}
	}
	dst, err := fb.resultVars(in)
	if err != nil {
		return err
	}
	var e ts.Expr = &ts.PtrAdd{Base: base, Off: off, InBounds: in.InBounds}
	if c, ok := off.(*ts.Const); ok && c.V.Sign() == 0 {
		e = base
	}
	fb.emit(&ts.Assign{OpBase: at, Dst: dst[0], E: e})
	return nil
}

// binOps maps llir binary instructions to ts operators.
func binOperands(inst ir.Instruction) (op string, x, y value.Value, flags []enum.OverflowFlag, exact bool, ok bool) {
	switch in := inst.(type) {
	case *ir.InstAdd:
		return "add", in.X, in.Y, in.OverflowFlags, false, true
	case *ir.InstSub:
		return "sub", in.X, in.Y, in.OverflowFlags, false, true
	case *ir.InstMul:
		return "mul", in.X, in.Y, in.OverflowFlags, false, true
	case *ir.InstShl:
		return "shl", in.X, in.Y, in.OverflowFlags, false, true
	case *ir.InstUDiv:
		return "udiv", in.X, in.Y, nil, in.Exact, true
	case *ir.InstSDiv:
		return "sdiv", in.X, in.Y, nil, in.Exact, true
	case *ir.InstLShr:
		return "lshr", in.X, in.Y, nil, in.Exact, true
	case *ir.InstAShr:
		return "ashr", in.X, in.Y, nil, in.Exact, true
	case *ir.InstURem:
		return "urem", in.X, in.Y, nil, false, true
	case *ir.InstSRem:
		return "srem", in.X, in.Y, nil, false, true
	case *ir.InstAnd:
		return "and", in.X, in.Y, nil, false, true
	case *ir.InstOr:
		return "or", in.X, in.Y, nil, false, true
	case *ir.InstXor:
		return "xor", in.X, in.Y, nil, false, true
	case *ir.InstFAdd:
		return "fadd", in.X, in.Y, nil, false, true
	case *ir.InstFSub:
		return "fsub", in.X, in.Y, nil, false, true
	case *ir.InstFMul:
		return "fmul", in.X, in.Y, nil, false, true
	case *ir.InstFDiv:
		return "fdiv", in.X, in.Y, nil, false, true
	case *ir.InstFRem:
		return "frem", in.X, in.Y, nil, false, true
	}
	return "", nil, nil, nil, false, false
}

func castOperands(inst ir.Instruction) (op string, from value.Value, to types.Type, ok bool) {
	switch in := inst.(type) {
	case *ir.InstTrunc:
		return "trunc", in.From, in.To, true
	case *ir.InstZExt:
		return "zext", in.From, in.To, true
	case *ir.InstSExt:
		return "sext", in.From, in.To, true
	case *ir.InstFPTrunc:
		return "fptrunc", in.From, in.To, true
	case *ir.InstFPExt:
		return "fpext", in.From, in.To, true
	case *ir.InstFPToUI:
		return "fptoui", in.From, in.To, true
	case *ir.InstFPToSI:
		return "fptosi", in.From, in.To, true
	case *ir.InstUIToFP:
		return "uitofp", in.From, in.To, true
	case *ir.InstSIToFP:
		return "sitofp", in.From, in.To, true
	case *ir.InstPtrToInt:
		return "ptrtoint", in.From, in.To, true
	case *ir.InstIntToPtr:
		return "inttoptr", in.From, in.To, true
	case *ir.InstBitCast:
		return "bitcast", in.From, in.To, true
	case *ir.InstAddrSpaceCast:
		return "addrspacecast", in.From, in.To, true
	}
	return "", nil, nil, false
}

// pure translates side-effect-free instructions into assignments to the
// result's leaves.
func (fb *fnBuilder) pure(inst ir.Instruction, at ts.OpBase) ([]ts.Op, error) {
	dl := fb.b.dl
	v, ok := inst.(value.Value)
	if !ok {
		return nil, fmt.Errorf("instruction %s is not supported", inst.LLString())
	}
	var es []ts.Expr
	if op, x, y, flags, exact, ok := binOperands(inst); ok {
		ops, err := fb.operands(x, y)
		if err != nil {
			return nil, err
		}
		xs, ys := ops[0], ops[1]
		for i := range xs {
			b := &ts.Bin{Op: op, X: xs[i], Y: ys[i], T: xs[i].Type(), Exact: exact}
			for _, f := range flags {
				switch f {
				case enum.OverflowFlagNSW:
					b.NSW = true
				case enum.OverflowFlagNUW:
					b.NUW = true
				}
			}
			es = append(es, b)
		}
	} else if op, from, to, ok := castOperands(inst); ok {
		xs, err := fb.operand(from)
		if err != nil {
			return nil, err
		}
		if es, err = dl.castExprs(op, xs, from.Type(), to); err != nil {
			return nil, err
		}
	} else {
		switch in := inst.(type) {
		case *ir.InstICmp, *ir.InstFCmp:
			var x, y value.Value
			var pred string
			if c, ok := in.(*ir.InstICmp); ok {
				x, y, pred = c.X, c.Y, c.Pred.String()
			} else {
				c := in.(*ir.InstFCmp)
				x, y, pred = c.X, c.Y, "f"+c.Pred.String()
			}
			ops, err := fb.operands(x, y)
			if err != nil {
				return nil, err
			}
			for i := range ops[0] {
				es = append(es, &ts.Cmp{Pred: pred, X: ops[0][i], Y: ops[1][i]})
			}
		case *ir.InstFNeg:
			xs, err := fb.operand(in.X)
			if err != nil {
				return nil, err
			}
			for _, x := range xs {
				es = append(es, &ts.Un{Op: "fneg", X: x, T: x.Type()})
			}
		case *ir.InstSelect:
			ops, err := fb.operands(in.Cond, in.ValueTrue, in.ValueFalse)
			if err != nil {
				return nil, err
			}
			cs, xs, ys := ops[0], ops[1], ops[2]
			for i := range xs {
				c := cs[0]
				if len(cs) == len(xs) {
					c = cs[i]
				}
				es = append(es, &ts.Select{C: c, X: xs[i], Y: ys[i]})
			}
		case *ir.InstFreeze:
			xs, err := fb.operand(in.X)
			if err != nil {
				return nil, err
			}
			es = xs
		case *ir.InstExtractValue:
			xs, err := fb.operand(in.X)
			if err != nil {
				return nil, err
			}
			lo, n, err := dl.aggRange(in.X.Type(), in.Indices)
			if err != nil {
				return nil, err
			}
			es = xs[lo : lo+n]
		case *ir.InstInsertValue:
			ops, err := fb.operands(in.X, in.Elem)
			if err != nil {
				return nil, err
			}
			xs, el := ops[0], ops[1]
			lo, n, err := dl.aggRange(in.X.Type(), in.Indices)
			if err != nil {
				return nil, err
			}
			es = append(append(append([]ts.Expr{}, xs[:lo]...), el[:n]...), xs[lo+n:]...)
		case *ir.InstExtractElement:
			xs, err := fb.operand(in.X)
			if err != nil {
				return nil, err
			}
			k, ok := in.Index.(*constant.Int)
			if !ok {
				return nil, fmt.Errorf("extractelement with a variable index is not supported")
			}
			es = []ts.Expr{xs[k.X.Int64()]}
		case *ir.InstInsertElement:
			xs, err := fb.operand(in.X)
			if err != nil {
				return nil, err
			}
			el, err := fb.scalar(in.Elem)
			if err != nil {
				return nil, err
			}
			k, ok := in.Index.(*constant.Int)
			if !ok {
				return nil, fmt.Errorf("insertelement with a variable index is not supported")
			}
			es = append([]ts.Expr{}, xs...)
			es[k.X.Int64()] = el
		case *ir.InstShuffleVector:
			ops, err := fb.operands(in.X, in.Y)
			if err != nil {
				return nil, err
			}
			xs, ys := ops[0], ops[1]
			all := append(append([]ts.Expr{}, xs...), ys...)
			mask, err := fb.b.constLeaves(in.Mask.(constant.Constant))
			if err != nil {
				return nil, err
			}
			for _, m := range mask {
				switch m := m.(type) {
				case *ts.Const:
					es = append(es, all[m.V.Int64()])
				default:
					es = append(es, &ts.Undef{T: xs[0].Type()})
				}
			}
		case *ir.InstVAArg:
			return nil, errorf(Refused, at.At, "va_arg is not supported (variadic functions)")
		default:
			return nil, fmt.Errorf("instruction %q is not supported", strings.TrimSpace(inst.LLString()))
		}
	}
	dst, err := fb.resultVars(v)
	if err != nil {
		return nil, err
	}
	if len(dst) != len(es) {
		return nil, fmt.Errorf("internal: %d results for %d leaves in %s", len(es), len(dst), inst.LLString())
	}
	ops := make([]ts.Op, len(es))
	for i := range es {
		ops[i] = &ts.Assign{OpBase: at, Dst: dst[i], E: es[i]}
	}
	return ops, nil
}

// aggRange returns the leaf range [lo, lo+n) addressed by aggregate indices.
func (dl dataLayout) aggRange(t types.Type, idx []uint64) (int, int, error) {
	lo := 0
	for _, k := range idx {
		switch tt := t.(type) {
		case *types.StructType:
			for i := 0; i < int(k); i++ {
				ls, err := dl.leaves(tt.Fields[i])
				if err != nil {
					return 0, 0, err
				}
				lo += len(ls)
			}
			t = tt.Fields[k]
		case *types.ArrayType:
			ls, err := dl.leaves(tt.ElemType)
			if err != nil {
				return 0, 0, err
			}
			lo += int(k) * len(ls)
			t = tt.ElemType
		default:
			return 0, 0, fmt.Errorf("aggregate index into %s", t)
		}
	}
	ls, err := dl.leaves(t)
	if err != nil {
		return 0, 0, err
	}
	return lo, len(ls), nil
}
