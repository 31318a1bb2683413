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

// OpExprs returns the expressions op reads (Uses's variables are theirs).
func OpExprs(op Op) []Expr {
	var es []Expr
	add := func(e Expr) {
		if e != nil {
			es = append(es, e)
		}
	}
	switch o := op.(type) {
	case *Assign:
		add(o.E)
	case *Assume:
		add(o.C)
	case *Havoc:
		add(o.Lo)
		add(o.Hi)
	case *Cost:
		add(o.Amount)
	case *Tick:
		add(o.Bytes)
	case *Call:
		for _, a := range o.Args {
			add(a)
		}
	case *Lib:
		for _, a := range o.Args {
			add(a)
		}
	case *Alloca:
		add(o.Count)
	case *Load:
		add(o.Addr)
	case *Store:
		add(o.Addr)
		add(o.Val)
	case *StackRestore:
		add(o.Token)
	case *Ret:
		for _, v := range o.Vals {
			add(v)
		}
	}
	return es
}

// Mentions reports whether e contains the address of g.
func Mentions(e Expr, g *Global) bool {
	found := false
	Walk(e, func(x Expr) bool {
		if ga, ok := x.(*GlobalAddr); ok && ga.G == g {
			found = true
		}
		return !found
	})
	return found
}

// Walk calls visit on e and on every expression inside it, each before
// the ones inside it and operands left to right; visit returning false
// ends the walk. Expressions are small trees; an explicit stack keeps
// deep ones safe.
func Walk(e Expr, visit func(Expr) bool) {
	stack := []Expr{e}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e == nil {
			continue
		}
		if !visit(e) {
			return
		}
		switch x := e.(type) {
		case *PtrAdd:
			stack = append(stack, x.Off, x.Base)
		case *Bin:
			stack = append(stack, x.Y, x.X)
		case *Un:
			stack = append(stack, x.X)
		case *Cmp:
			stack = append(stack, x.Y, x.X)
		case *Cast:
			stack = append(stack, x.X)
		case *Select:
			stack = append(stack, x.Y, x.X, x.C)
		case *Intrin:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
}
