package driver

import (
	"fmt"

	"wcet/ts"
)

// refuseVolatile is --volatile refuse: the first volatile read of the
// program (its functions are those the entry reaches) is an error at its
// position, kind "refused". By default a volatile read — a memory-mapped
// register at a fixed address, or a volatile object — is any value of
// its type, one assumption per read site (unroll).
func refuseVolatile(p *ts.Program) error {
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if ld, ok := op.(*ts.Load); ok && ld.Volatile {
					at := ts.PosOf(op)
					if !at.Known() {
						at = t.Pos
					}
					return &posError{err: fmt.Errorf("%s: volatile read in %s is refused (--volatile refuse); without the option it is any value of its type", at, f.Name), pos: at, kind: "refused"}
				}
			}
		}
	}
	return nil
}

// PlainVolatile is plainVolatile, for `wcet run --volatile memory`.
func PlainVolatile(p *ts.Program) { plainVolatile(p) }

// plainVolatile is --volatile memory: a volatile object holds what the
// program stored in it, as in a program no other agent writes (a
// simulation, a generated test: Csmith's volatile globals). Every
// volatile access but one at a fixed address becomes a plain one; a
// read at a fixed address (a memory-mapped register, which no store of
// the program's objects reaches) stays any value of its type.
func plainVolatile(p *ts.Program) {
	p.EachOp(func(_ *ts.Func, _ *ts.Trans, op ts.Op) {
		switch o := op.(type) {
		case *ts.Load:
			o.Volatile = o.Volatile && fixedAddress(o.Addr)
		case *ts.Store:
			o.Volatile = o.Volatile && fixedAddress(o.Addr)
		}
	})
}

// fixedAddress: e is an integer constant cast to a pointer.
func fixedAddress(e ts.Expr) bool {
	c, ok := e.(*ts.Cast)
	if !ok || c.Op != "inttoptr" {
		return false
	}
	_, isConst := c.X.(*ts.Const)
	return isConst
}
