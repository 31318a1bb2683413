package instrument

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/lowlevel"
	"wcet/ts"
)

// block adds the cycle counting of b (and compiles its assertions). It
// returns error messages: external functions without a cost, assertions
// that do not parse.
func (e *editor) block(f *ir.Func, b *ir.Block, private map[value.Value]bool) []string {
	var errs []string
	pending := e.model.BlockCost(f.Name(), b.Ident(), firstPos(b))
	termDone := false
	var out []ir.Instruction
	for i, inst := range b.Insts {
		call, ok := inst.(*ir.InstCall)
		if !ok {
			pending += e.model.InsnCost(lowlevel.TypedOpcode(inst))
			if ld, ok := inst.(*ir.InstLoad); ok && ld.Volatile {
				out = append(out, e.volatileLoad(ld, private, posString(ld.Metadata, f, b, i+1))...)
			}
			out = append(out, inst)
			continue
		}
		callee := calleeOf(call)
		name := ""
		if callee != nil {
			name = callee.Name()
		}
		if callee != nil && lowlevel.Free(name) {
			if name == "__wcet_assert" {
				insts, err := e.compileAssert(call, posString(call.Metadata, f, b, i+1))
				if err != nil {
					errs = append(errs, err.Error())
					continue
				}
				out = append(out, insts...)
				continue
			}
			out = append(out, inst)
			continue
		}
		pending += e.model.InsnCost(lowlevel.CallOpcode(name))
		if callee != nil && lowlevel.External(name, len(callee.Blocks) > 0) {
			c, ok := lowlevel.ResolveExtern(e.model, e.opt, name)
			if !ok && !e.noCost[name] {
				// Reported once per function, at its first call (as lowlevel.Apply does).
				e.noCost[name] = true
				errs = append(errs, lowlevel.NoExternCostError(posString(call.Metadata, f, b, i+1), name).Error())
			}
			pending += c
		}
		var bytes value.Value
		if lowlevel.MemCall(name) && e.model.PerByte() != 0 && len(call.Args) >= 3 {
			bytes = argValue(call.Args[2])
		}
		if call.Tail == enum.TailMustTail {
			// Nothing may stand between a musttail call and its ret.
			pending += e.model.InsnCost(lowlevel.TermOpcode(b.Term))
			termDone = true
		}
		out = append(out, e.increment(pending, bytes)...)
		pending = 0
		out = append(out, inst)
	}
	if !termDone {
		pending += e.model.InsnCost(lowlevel.TermOpcode(b.Term))
		out = append(out, e.increment(pending, nil)...)
	}
	b.Insts = out
	return errs
}

// increment returns the instructions adding k + PerByte × bytes (when
// bytes is not nil) to the cycle counter.
func (e *editor) increment(k int64, bytes value.Value) []ir.Instruction {
	if k == 0 && bytes == nil {
		return nil
	}
	ld := named(e, ir.NewLoad(types.I64, e.cycles))
	insts := []ir.Instruction{ld}
	var sum value.Value = ld
	if k != 0 {
		a := named(e, ir.NewAdd(ld, constant.NewInt(types.I64, k)))
		insts = append(insts, a)
		sum = a
	}
	if bytes != nil {
		n := bytes
		if t, ok := n.Type().(*types.IntType); ok && t.BitSize < 64 {
			z := named(e, ir.NewZExt(n, types.I64))
			insts = append(insts, z)
			n = z
		} else if ok && t.BitSize > 64 {
			z := named(e, ir.NewTrunc(n, types.I64))
			insts = append(insts, z)
			n = z
		}
		if pb := e.model.PerByte(); pb != 1 {
			mul := named(e, ir.NewMul(n, constant.NewInt(types.I64, pb)))
			insts = append(insts, mul)
			n = mul
		}
		a := named(e, ir.NewAdd(sum, n))
		insts = append(insts, a)
		sum = a
	}
	return append(insts, ir.NewStore(sum, e.cycles))
}

// ---- positions ----

// dbgLoc returns the !dbg location attached in mds, or nil.
func dbgLoc(mds []*metadata.Attachment) *metadata.DILocation {
	for _, a := range mds {
		if a.Name == "dbg" {
			if l, ok := a.Node.(*metadata.DILocation); ok {
				return l
			}
		}
	}
	return nil
}

// scopeFileName returns the file name of a debug scope, as in debug info.
func scopeFileName(s metadata.Field) string {
	for i := 0; i < 100 && s != nil; i++ {
		var f *metadata.DIFile
		var up metadata.Field
		switch x := s.(type) {
		case *metadata.DISubprogram:
			f = x.File
		case *metadata.DILexicalBlock:
			f, up = x.File, x.Scope
		case *metadata.DILexicalBlockFile:
			f, up = x.File, x.Scope
		case *metadata.DIFile:
			f = x
		case *metadata.DICompileUnit:
			f = x.File
		}
		if f != nil {
			return f.Filename
		}
		s = up
	}
	return ""
}

// locPos is the position of a debug location (unknown for line 0).
func locPos(l *metadata.DILocation) ts.Pos {
	if l == nil || l.Line <= 0 {
		return ts.Pos{}
	}
	return ts.Pos{File: scopeFileName(l.Scope), Line: int(l.Line), Col: int(l.Column)}
}

// posString renders the position of the n-th instruction (from 1) of b in
// f: file:line:col from its !dbg, else @func/%block/#n.
func posString(mds []*metadata.Attachment, f *ir.Func, b *ir.Block, n int) string {
	p := locPos(dbgLoc(mds))
	p.IR = fmt.Sprintf("%s/%s/#%d", f.Ident(), b.Ident(), n)
	return p.String()
}

// firstPos is the position of the first instruction of b with a source
// position, phi nodes and calls that cost nothing (llvm.dbg.*,
// llvm.lifetime.*, __wcet_*) excluded: the block's "file:line" for the
// cost model.
func firstPos(b *ir.Block) ts.Pos {
	for _, inst := range b.Insts {
		var mds []*metadata.Attachment
		switch x := inst.(type) {
		case *ir.InstPhi:
			continue
		case *ir.InstCall:
			if c := calleeOf(x); c != nil && lowlevel.Free(c.Name()) {
				continue
			}
			mds = x.Metadata
		default:
			if h, ok := inst.(interface {
				MDAttachments() []*metadata.Attachment
			}); ok {
				mds = h.MDAttachments()
			}
		}
		if p := locPos(dbgLoc(mds)); p.Known() {
			return p
		}
	}
	if h, ok := b.Term.(interface {
		MDAttachments() []*metadata.Attachment
	}); ok {
		return locPos(dbgLoc(h.MDAttachments()))
	}
	return ts.Pos{}
}
