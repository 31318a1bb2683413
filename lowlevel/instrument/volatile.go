package instrument

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Volatile reads (issue 17). An integer volatile load (of at most 64
// bits) is an input, as in the analysis and the interpreter: it reads the
// next value of WCET_NONDET, in the one sequence of __wcet_nondet and the
// external functions' results. The load stays where it is, with its cost
// and its uses; only its address changes: the runtime's
// __wcet_rt_volatile returns a slot holding the next value (little
// endian, so a narrower load reads it truncated) or, with no value left,
// the load's own address (what the program stored: the ordinary run) —
// unless that address is a fixed one (an integer cast to a pointer, a
// memory-mapped register), which holds no object: the sequence is then
// exhausted, an error as for WCET_NONDET().
//
// Not inputs: a load through a stack slot whose address never leaves its
// function (privateSlots: TACLeBench's `int volatile i` loop counters,
// which the analysis reads as plain variables), and, under
// VolatileMemory (--volatile memory), every load but one at a fixed
// address.

// rtVolatile is the runtime function giving a volatile load its address.
const rtVolatile = "__wcet_rt_volatile"

// volatileLoad returns the instructions that make ld, a load at position
// pos, read its value from the nondet sequence (inserted before it; ld's
// address is changed), or nil when ld is not such a read. private holds
// the function's private slots.
func (e *editor) volatileLoad(ld *ir.InstLoad, private map[value.Value]bool, pos string) []ir.Instruction {
	it, ok := ld.ElemType.(*types.IntType)
	if !ok || !ld.Volatile || it.BitSize > 64 || private[ld.Src] {
		return nil
	}
	fixed := fixedAddress(ld.Src)
	if e.volatileMemory && !fixed {
		return nil
	}
	pt, ok := ld.Src.Type().(*types.PointerType)
	if !ok || pt.AddrSpace != 0 {
		return nil
	}
	var insts []ir.Instruction
	var p value.Value = ld.Src
	if !pt.Equal(i8ptr) {
		c := named(e, ir.NewBitCast(ld.Src, i8ptr))
		insts = append(insts, c)
		p = c
	}
	flag := int64(0)
	if fixed {
		flag = 1
	}
	what := "a volatile read at " + pos
	if fixed {
		what = "a volatile read at a fixed address at " + pos
	}
	call := named(e, ir.NewCall(e.runtime(rtVolatile, i8ptr, i8ptr, types.I32, i8ptr), p, constant.NewInt(types.I32, flag), e.cstring(what)))
	insts = append(insts, call)
	var q value.Value = call
	if !pt.Equal(i8ptr) {
		c := named(e, ir.NewBitCast(call, pt))
		insts = append(insts, c)
		q = c
	}
	ld.Src = q
	return insts
}

// fixedAddress reports whether the pointer v is an integer cast to a
// pointer, through getelementptr and bitcast: a memory-mapped register
// (*(volatile uint32_t *)0x40011000), no object of the program.
func fixedAddress(v value.Value) bool {
	for i := 0; i < 32; i++ {
		switch x := v.(type) {
		case *constant.ExprIntToPtr, *ir.InstIntToPtr:
			return true
		case *constant.ExprGetElementPtr:
			v = x.Src
		case *constant.ExprBitCast:
			v = x.From
		case *ir.InstGetElementPtr:
			v = x.Src
		case *ir.InstBitCast:
			v = x.From
		default:
			return false
		}
	}
	return false
}

// privateSlots returns every pointer into a stack slot (an alloca, or a
// getelementptr or bitcast of one) of f whose address never escapes: its
// pointers are used only as the address of a load or a store, to derive
// another such pointer, or by llvm.dbg.* and llvm.lifetime.* calls.
// Anything else (stored as a value, passed to a call, returned, compared,
// converted, merged by a phi or a select) escapes the slot. This is the
// input model's predicate for volatile locals (the frontend's, written
// again here: this leg shares no code with the analysis).
func privateSlots(f *ir.Func) map[value.Value]bool {
	root := map[value.Value]*ir.InstAlloca{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if a, ok := inst.(*ir.InstAlloca); ok {
				root[a] = a
			}
		}
	}
	if len(root) == 0 {
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				var src value.Value
				switch x := inst.(type) {
				case *ir.InstGetElementPtr:
					src = x.Src
				case *ir.InstBitCast:
					src = x.From
				default:
					continue
				}
				d := inst.(value.Value)
				if r, ok := root[src]; ok {
					if _, seen := root[d]; !seen {
						root[d] = r
						changed = true
					}
				}
			}
		}
	}
	escaped := map[*ir.InstAlloca]bool{}
	use := func(u value.User, harmless func(*value.Value) bool) {
		for _, op := range u.Operands() {
			v := *op
			if a, ok := v.(*ir.Arg); ok {
				v = a.Value
			}
			if r, ok := root[v]; ok && !harmless(op) {
				escaped[r] = true
			}
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			switch x := inst.(type) {
			case *ir.InstLoad:
				use(u, func(op *value.Value) bool { return op == &x.Src })
			case *ir.InstStore:
				use(u, func(op *value.Value) bool { return op == &x.Dst })
			case *ir.InstGetElementPtr:
				use(u, func(op *value.Value) bool { return op == &x.Src })
			case *ir.InstBitCast:
				use(u, func(op *value.Value) bool { return op == &x.From })
			case *ir.InstCall:
				harmless := false
				if c := calleeOf(x); c != nil {
					harmless = strings.HasPrefix(c.Name(), "llvm.dbg.") || strings.HasPrefix(c.Name(), "llvm.lifetime.")
				}
				use(u, func(*value.Value) bool { return harmless })
			default:
				use(u, func(*value.Value) bool { return false })
			}
		}
		if u, ok := b.Term.(value.User); ok {
			use(u, func(*value.Value) bool { return false })
		}
	}
	out := map[value.Value]bool{}
	for v, r := range root {
		if !escaped[r] {
			out[v] = true
		}
	}
	return out
}
