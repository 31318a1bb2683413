package instrument

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/lowlevel"
)

// redirect points malloc/calloc/realloc/free and exit/_Exit/abort at their
// runtime wrappers, gives every external function a nondet body, and
// renames user definitions whose names the runtime takes from libc.
func (e *editor) redirect(libc []string) error {
	clash := map[string]bool{}
	for _, n := range libc {
		clash[n] = true
	}
	for _, g := range e.mod.Globals {
		if g.Init != nil && clash[g.Name()] {
			g.SetName(userPrefix + g.Name())
		}
	}
	noret := map[*ir.Func]bool{}
	for _, f := range e.mod.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && hasNoReturn(c.FuncAttrs) {
					if callee := calleeOf(c); callee != nil {
						noret[callee] = true
					}
				}
			}
		}
	}
	for _, f := range append([]*ir.Func(nil), e.mod.Funcs...) {
		name := f.Name()
		switch {
		case e.rtFunc(f):
		case len(f.Blocks) > 0:
			if clash[name] && name != "main" {
				f.SetName(userPrefix + name)
			}
		case redirected[name] != "":
			f.SetName(redirected[name])
		case lowlevel.External(name, false):
			if err := e.stub(f, noret[f] || hasNoReturn(f.FuncAttrs)); err != nil {
				return err
			}
		}
	}
	return nil
}

// stub turns the declaration of external function f into an internal
// definition returning the next nondet value (or, when it does not
// return, ending the program).
func (e *editor) stub(f *ir.Func, noret bool) error {
	name := f.Name()
	f.SetName(extPrefix + name)
	f.Linkage = enum.LinkageInternal
	f.Preemption = enum.PreemptionNone
	f.Visibility = enum.VisibilityNone
	f.DLLStorageClass = enum.DLLStorageClassNone
	f.UnnamedAddr = enum.UnnamedAddrNone
	f.FuncAttrs = nil
	f.ReturnAttrs = nil
	f.Metadata = nil
	for _, p := range f.Params {
		p.Attrs = nil
	}
	b := f.NewBlock("")
	if noret {
		b.Insts = append(b.Insts, ir.NewCall(e.runtime(rtHalt, types.Void, i8ptr), e.cstring(name)))
		b.Term = ir.NewUnreachable()
		return nil
	}
	ret := f.Sig.RetType
	if _, void := ret.(*types.VoidType); void {
		b.Term = ir.NewRet(nil)
		return nil
	}
	v, insts, err := e.nondetValue(ret, name)
	if err != nil {
		return err
	}
	b.Insts = append(b.Insts, insts...)
	b.Term = ir.NewRet(v)
	return nil
}

// nondetValue returns a value of type t read from the nondet sequence (one
// value per scalar leaf, in order), with the instructions computing it.
func (e *editor) nondetValue(t types.Type, name string) (value.Value, []ir.Instruction, error) {
	next := func() (value.Value, []ir.Instruction) {
		c := named(e, ir.NewCall(e.runtime(rtNondet, types.I64, i8ptr), e.cstring(name)))
		return c, []ir.Instruction{c}
	}
	switch tt := t.(type) {
	case *types.IntType:
		v, insts := next()
		switch {
		case tt.BitSize < 64:
			c := named(e, ir.NewTrunc(v, tt))
			return c, append(insts, c), nil
		case tt.BitSize > 64:
			c := named(e, ir.NewSExt(v, tt))
			return c, append(insts, c), nil
		}
		return v, insts, nil
	case *types.PointerType:
		v, insts := next()
		c := named(e, ir.NewIntToPtr(v, tt))
		return c, append(insts, c), nil
	case *types.FloatType:
		v, insts := next()
		c := named(e, ir.NewSIToFP(v, tt))
		return c, append(insts, c), nil
	case *types.StructType, *types.ArrayType:
		var fields []types.Type
		if st, ok := tt.(*types.StructType); ok {
			fields = st.Fields
		} else {
			at := tt.(*types.ArrayType)
			for i := uint64(0); i < at.Len; i++ {
				fields = append(fields, at.ElemType)
			}
		}
		var agg value.Value = constant.NewUndef(t)
		var insts []ir.Instruction
		for i, ft := range fields {
			v, more, err := e.nondetValue(ft, name)
			if err != nil {
				return nil, nil, err
			}
			insts = append(insts, more...)
			iv := named(e, ir.NewInsertValue(agg, v, uint64(i)))
			insts = append(insts, iv)
			agg = iv
		}
		return agg, insts, nil
	}
	return nil, nil, fmt.Errorf("external function '%s' returns %s: only integers, pointers, floats and aggregates of them can come from WCET_NONDET", name, t)
}
