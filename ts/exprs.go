package ts

// GlobalOf is the global an address points into: its address, or pointer
// arithmetic on it, through variables defined once (defs); nil otherwise.
func GlobalOf(e Expr, defs map[*Var][]Expr) *Global {
	for i := 0; i < 16; i++ {
		switch x := e.(type) {
		case *GlobalAddr:
			return x.G
		case *PtrAdd:
			e = x.Base
		case *Ref:
			ds := defs[x.V]
			if len(ds) != 1 {
				return nil
			}
			e = ds[0]
		default:
			return nil
		}
	}
	return nil
}
