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
