package frontend

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// privateSlots returns every pointer into a stack slot (an alloca, or a
// getelementptr or bitcast of one) of irf whose address never escapes:
// the slot's pointers are used only as the address of a load or a store,
// to derive another such pointer, or by llvm.dbg.* and llvm.lifetime.*.
// Anything else — stored as a value, passed to a call, returned, compared,
// converted to an integer, merged by a phi or a select — escapes the slot,
// and all its pointers are left out.
//
// This is the one predicate of the input model for volatile locals (issue
// 18 item 5, issue 17): hardware and interrupts can change a
// memory-mapped register or a volatile object whose address is known
// outside the function, but not a local that nothing outside can name.
// TACLeBench writes `int volatile i = 0;` to keep the optimiser away from
// a loop counter; its loads read what was stored. The frontend clears
// ts.Load.Volatile and ts.Store.Volatile on accesses through these
// pointers, so the symbolic machine, the interpreter (StopAtUnknown, the
// self-check and the replay), the assumptions and --volatile refuse all
// see the same plain access. A volatile local whose address escapes stays
// volatile: any value of its type, listed in the assumptions.
func privateSlots(irf *ir.Func) map[value.Value]bool {
	root := map[value.Value]*ir.InstAlloca{}
	for _, blk := range irf.Blocks {
		for _, inst := range blk.Insts {
			if a, ok := inst.(*ir.InstAlloca); ok {
				root[a] = a
			}
		}
	}
	if len(root) == 0 {
		return nil
	}
	// Derived pointers, to a fixpoint (a definition can be listed after a
	// block that uses it).
	for changed := true; changed; {
		changed = false
		for _, blk := range irf.Blocks {
			for _, inst := range blk.Insts {
				var src value.Value
				switch in := inst.(type) {
				case *ir.InstGetElementPtr:
					src = in.Src
				case *ir.InstBitCast:
					src = in.From
				default:
					continue
				}
				d, ok := inst.(value.Value)
				if !ok {
					continue
				}
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
				v = a.Value // a call argument with parameter attributes
			}
			if r, ok := root[v]; ok && !harmless(op) {
				escaped[r] = true
			}
		}
	}
	for _, blk := range irf.Blocks {
		for _, inst := range blk.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			switch in := inst.(type) {
			case *ir.InstLoad:
				use(u, func(op *value.Value) bool { return op == &in.Src })
			case *ir.InstStore:
				use(u, func(op *value.Value) bool { return op == &in.Dst })
			case *ir.InstGetElementPtr:
				use(u, func(op *value.Value) bool { return op == &in.Src })
			case *ir.InstBitCast:
				use(u, func(op *value.Value) bool { return op == &in.From })
			case *ir.InstCall:
				harmless := isDbg(in) || isLifetime(in)
				use(u, func(*value.Value) bool { return harmless })
			default:
				use(u, func(*value.Value) bool { return false })
			}
		}
		if u, ok := blk.Term.(value.User); ok {
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

// isLifetime reports a call of llvm.lifetime.start or llvm.lifetime.end,
// which mark a slot's live range and neither read nor publish it.
func isLifetime(c *ir.InstCall) bool {
	if cf, ok := c.Callee.(*ir.Func); ok {
		return strings.HasPrefix(cf.Name(), "llvm.lifetime.")
	}
	return false
}
