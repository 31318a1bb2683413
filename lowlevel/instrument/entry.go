package instrument

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// entryMain renames an existing main out of the way and generates the
// main that sets globals and parameters from WCET_ARGS, calls entry,
// prints the line and returns.
func (e *editor) entryMain(entry *ir.Func) error {
	globals := append([]*ir.Global(nil), e.mod.Globals...)
	isMain := false
	if old := e.funcs["main"]; old != nil && len(old.Blocks) > 0 {
		old.SetName(origMain)
		isMain = old == entry
	}
	argc, argv := ir.NewParam("argc", types.I32), ir.NewParam("argv", types.NewPointer(i8ptr))
	main := ir.NewFunc("main", types.I32, argc, argv)
	e.mod.Funcs = append(e.mod.Funcs, main)
	b := main.NewBlock("entry")
	emit := func(inst ir.Instruction) { b.Insts = append(b.Insts, inst) }
	i64, i32 := types.I64, types.I32

	// Globals named in WCET_ARGS.
	setGlobal := e.runtime(rtArgGlobal, types.Void, i8ptr, i8ptr, i8ptr, i64, i32, i32, i64)
	for _, g := range globals {
		name := g.Name()
		if g.Init == nil || g.Immutable || g.Linkage == enum.LinkageAppending || g.TLSModel != enum.TLSModelNone ||
			strings.HasPrefix(name, "llvm.") || strings.HasPrefix(name, "__wcet") || strings.HasPrefix(name, ".") {
			continue
		}
		leaf, n := arrayLeaf(g.ContentType)
		kind, bits, ok := scalarKind(leaf)
		if !ok {
			continue
		}
		src := name
		if v := globalVarDbg(g); v != nil && v.Name != "" {
			src = v.Name
		}
		emit(ir.NewCall(setGlobal, e.cstring(name), e.cstring(src), constant.NewBitCast(g, i8ptr),
			constant.NewInt(i64, allocSize(leaf)), constant.NewInt(i32, kind), constant.NewInt(i32, int64(bits)),
			constant.NewInt(i64, n)))
	}

	// Parameters.
	var args []value.Value
	if isMain {
		for i, p := range entry.Params {
			switch {
			case i == 0 && types.Equal(p.Typ, types.I32):
				args = append(args, argc)
			case i == 1 && isPointer(p.Typ):
				if types.Equal(p.Typ, argv.Typ) {
					args = append(args, argv)
				} else {
					c := named(e, ir.NewBitCast(argv, p.Typ))
					emit(c)
					args = append(args, c)
				}
			default:
				args = append(args, constant.NewZeroInitializer(p.Typ))
			}
		}
	} else {
		names := paramNames(entry)
		for i, p := range entry.Params {
			name := names[i]
			switch t := p.Typ.(type) {
			case *types.IntType:
				v := named(e, ir.NewCall(e.runtime(rtArgInt, i64, i8ptr, i8ptr), e.cstring(name), e.cstring(p.Ident())))
				emit(v)
				args = append(args, e.convertInt(v, t, emit))
			case *types.FloatType:
				v := named(e, ir.NewCall(e.runtime(rtArgInt, i64, i8ptr, i8ptr), e.cstring(name), e.cstring(p.Ident())))
				emit(v)
				c := named(e, ir.NewSIToFP(v, t))
				emit(c)
				args = append(args, c)
			case *types.PointerType:
				leaf := firstScalar(t.ElemType)
				kind, bits, ok := scalarKind(leaf)
				stride := allocSize(leaf)
				if !ok {
					kind, bits, stride = 0, 8, 1
				}
				arr := named(e, ir.NewCall(e.runtime(rtArgArray, i8ptr, i8ptr, i8ptr, i64, i32, i32, i64), e.cstring(name), e.cstring(p.Ident()),
					constant.NewInt(i64, stride), constant.NewInt(i32, kind), constant.NewInt(i32, int64(bits)),
					constant.NewInt(i64, allocSize(t.ElemType))))
				emit(arr)
				c := named(e, ir.NewBitCast(arr, t))
				emit(c)
				args = append(args, c)
			default:
				args = append(args, constant.NewZeroInitializer(p.Typ))
			}
		}
	}
	emit(ir.NewCall(e.runtime(rtArgsDone, types.Void)))
	call := ir.NewCall(entry, args...)
	emit(call)
	if !types.Equal(call.Type(), types.Void) {
		call.SetName(e.fresh())
	}
	emit(ir.NewCall(e.runtime(rtReport, types.Void)))
	var ret value.Value = constant.NewInt(i32, 0)
	if isMain && types.Equal(call.Type(), types.I32) {
		ret = call
	}
	b.Term = ir.NewRet(ret)
	return nil
}

// convertInt converts the i64 v to integer type t (truncate or
// sign-extend).
func (e *editor) convertInt(v value.Value, t *types.IntType, emit func(ir.Instruction)) value.Value {
	switch {
	case t.BitSize < 64:
		c := named(e, ir.NewTrunc(v, t))
		emit(c)
		return c
	case t.BitSize > 64:
		c := named(e, ir.NewSExt(v, t))
		emit(c)
		return c
	}
	return v
}

func isPointer(t types.Type) bool {
	_, ok := t.(*types.PointerType)
	return ok
}

// paramNames names the parameters of f after their DILocalVariable (from
// llvm.dbg.value/declare calls on them, an arg: variable first), else
// their IR name "%N".
func paramNames(f *ir.Func) []string {
	names := make([]string, len(f.Params))
	byArg := map[*ir.Param]string{}
	any := map[*ir.Param]string{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			c, ok := inst.(*ir.InstCall)
			if !ok || len(c.Args) < 2 {
				continue
			}
			callee := calleeOf(c)
			if callee == nil || (callee.Name() != "llvm.dbg.value" && callee.Name() != "llvm.dbg.declare") {
				continue
			}
			mv, ok1 := c.Args[0].(*metadata.Value)
			vv, ok2 := c.Args[1].(*metadata.Value)
			if !ok1 || !ok2 {
				continue
			}
			p, ok1 := mv.Value.(*ir.Param)
			lv, ok2 := vv.Value.(*metadata.DILocalVariable)
			if !ok1 || !ok2 || lv.Name == "" {
				continue
			}
			if _, seen := any[p]; !seen {
				any[p] = lv.Name
			}
			if _, seen := byArg[p]; !seen && lv.Arg > 0 {
				byArg[p] = lv.Name
			}
		}
	}
	for i, p := range f.Params {
		switch {
		case byArg[p] != "":
			names[i] = byArg[p]
		case any[p] != "":
			names[i] = any[p]
		default:
			names[i] = p.Ident()
		}
	}
	return names
}

// globalVarDbg returns the DIGlobalVariable attached to g, or nil.
func globalVarDbg(g *ir.Global) *metadata.DIGlobalVariable {
	for _, a := range g.Metadata {
		if a.Name != "dbg" {
			continue
		}
		if x, ok := a.Node.(*metadata.DIGlobalVariableExpression); ok && x.Var != nil {
			return x.Var
		}
	}
	return nil
}

// arrayLeaf returns the element type of a (nested) array type and the
// number of elements; a scalar is one element of itself.
func arrayLeaf(t types.Type) (types.Type, int64) {
	n := int64(1)
	for {
		at, ok := t.(*types.ArrayType)
		if !ok {
			return t, n
		}
		n *= int64(at.Len)
		t = at.ElemType
	}
}

// firstScalar reduces arrays to their element and structs to their first
// field, down to a scalar.
func firstScalar(t types.Type) types.Type {
	for i := 0; i < 64; i++ {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
		case *types.StructType:
			if len(tt.Fields) == 0 {
				return t
			}
			t = tt.Fields[0]
		default:
			return t
		}
	}
	return t
}

// scalarKind is the runtime's element kind of a scalar type: 0 integer, 1
// float, 2 double, 3 x86_fp80, with its width in bits.
func scalarKind(t types.Type) (kind int64, bits int, ok bool) {
	switch tt := t.(type) {
	case *types.IntType:
		return 0, int(tt.BitSize), tt.BitSize <= 128
	case *types.FloatType:
		switch tt.Kind {
		case types.FloatKindFloat:
			return 1, 32, true
		case types.FloatKindDouble:
			return 2, 64, true
		case types.FloatKindX86_FP80:
			return 3, 80, true
		}
	}
	return 0, 0, false
}

// allocSize is the x86-64 allocation size of t in bytes (the stride of an
// array of t).
func allocSize(t types.Type) int64 {
	size, _ := sizeAlign(t)
	return size
}

// sizeAlign returns the x86-64 SysV allocation size and alignment of t.
func sizeAlign(t types.Type) (int64, int64) {
	switch tt := t.(type) {
	case *types.IntType:
		n := (int64(tt.BitSize) + 7) / 8
		p := int64(1)
		for p < n {
			p *= 2
		}
		if p > 16 {
			p = 16
			n = (n + 15) / 16 * 16
			return n, p
		}
		return p, p
	case *types.FloatType:
		switch tt.Kind {
		case types.FloatKindHalf:
			return 2, 2
		case types.FloatKindFloat:
			return 4, 4
		case types.FloatKindDouble:
			return 8, 8
		}
		return 16, 16
	case *types.PointerType:
		return 8, 8
	case *types.ArrayType:
		s, a := sizeAlign(tt.ElemType)
		return s * int64(tt.Len), a
	case *types.VectorType:
		s, _ := sizeAlign(tt.ElemType)
		n := s * int64(tt.Len)
		p := int64(1)
		for p < n {
			p *= 2
		}
		return p, p
	case *types.StructType:
		var off, max int64 = 0, 1
		for _, f := range tt.Fields {
			s, a := sizeAlign(f)
			if tt.Packed {
				a = 1
			}
			off = (off + a - 1) / a * a
			off += s
			if a > max {
				max = a
			}
		}
		return (off + max - 1) / max * max, max
	}
	return 8, 8
}
