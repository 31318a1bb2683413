package ts

// CallsItself reports whether f calls itself directly (a recursive
// function ipet keeps as one instance, tripcount bounds the depth of).
func (f *Func) CallsItself() bool {
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if c, ok := op.(*Call); ok && c.Callee == f.Name {
				return true
			}
		}
	}
	return false
}
