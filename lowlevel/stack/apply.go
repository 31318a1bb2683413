package stack

import (
	"fmt"

	"wcet/ts"
)

// Apply adds the "stack" resource to p: every function's frame (sizes,
// by name) is a Cost of +frame on the transitions out of its entry and
// of -frame before each of its returns, so that the running sum of the
// "stack" amounts along a path is the stack in use, and its peak the
// path's high watermark. A dynamic allocation (an alloca of a run-time
// count, or one outside the entry block: a variable-length array) is not
// in the frame: it adds its size, rounded up to o.Align, where it
// happens; llvm.stackrestore gives back what was allocated since its
// llvm.stacksave, and a return what is still allocated. A function
// without a frame in sizes is an error.
func Apply(p *ts.Program, sizes map[string]int64, o Options) error {
	for _, f := range p.Funcs {
		frame, ok := sizes[f.Name]
		if !ok {
			return fmt.Errorf("%s: no stack frame size for function %s", f.Pos, f.Name)
		}
		applyFunc(f, frame, o)
	}
	p.Frames = sizes
	return nil
}

// dynamicAlloca reports whether the alloca a of transition t allocates
// at run time: a run-time count, or outside the entry block (LLVM
// allocates only the entry block's constant allocas in the frame).
func dynamicAlloca(f *ts.Func, t *ts.Trans, a *ts.Alloca) bool {
	if _, ok := a.Count.(*ts.Const); !ok {
		return true
	}
	return t.From.Block != f.Entry.Block
}

// Dynamic are the dynamic allocas of f (dynamicAlloca), by position.
func Dynamic(f *ts.Func) []*ts.Alloca {
	var out []*ts.Alloca
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if a, ok := op.(*ts.Alloca); ok && dynamicAlloca(f, t, a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// applyFunc adds f's stack Cost ops. With dynamic allocas, a new
// variable (stack.dyn) holds the bytes they hold at the moment, and one
// per llvm.stacksave (stack.save) what they held then.
func applyFunc(f *ts.Func, frame int64, o Options) {
	newVar := func(name string) *ts.Var {
		v := &ts.Var{ID: len(f.Vars), Name: name, IR: "%" + name, Type: ts.I64, Param: -1}
		f.Vars = append(f.Vars, v)
		return v
	}
	var dyn *ts.Var
	if len(Dynamic(f)) > 0 {
		dyn = newVar("stack.dyn")
	}
	ref := func(v *ts.Var) ts.Expr { return &ts.Ref{V: v} }
	cost := func(at ts.Pos, e ts.Expr) ts.Op { return &ts.Cost{OpBase: ts.OpBase{At: at}, Res: "stack", Amount: e} }
	saves := map[*ts.Var]*ts.Var{} // a stacksave's token → its stack.save
	for _, t := range f.Trans {
		var ops []ts.Op
		if t.From == f.Entry {
			ops = append(ops, cost(t.Pos, ts.IntConst(ts.I64, frame)))
			if dyn != nil {
				ops = append(ops, &ts.Assign{OpBase: ts.OpBase{At: t.Pos}, Dst: dyn, E: ts.IntConst(ts.I64, 0)})
			}
		}
		for _, op := range t.Ops {
			at := ts.PosOf(op)
			switch x := op.(type) {
			case *ts.Ret:
				var e ts.Expr = ts.IntConst(ts.I64, -frame)
				if dyn != nil {
					e = &ts.Bin{Op: "sub", X: e, Y: ref(dyn), T: ts.I64}
				}
				ops = append(ops, cost(at, e))
			case *ts.StackRestore:
				if r, ok := x.Token.(*ts.Ref); ok && dyn != nil && saves[r.V] != nil {
					s := saves[r.V]
					ops = append(ops, cost(at, &ts.Bin{Op: "sub", X: ref(s), Y: ref(dyn), T: ts.I64}),
						&ts.Assign{OpBase: ts.OpBase{At: at}, Dst: dyn, E: ref(s)})
				}
			}
			ops = append(ops, op)
			switch x := op.(type) {
			case *ts.Alloca:
				if dyn != nil && dynamicAlloca(f, t, x) {
					n := newVar(fmt.Sprintf("stack.alloca%d", len(f.Vars)))
					ops = append(ops, &ts.Assign{OpBase: ts.OpBase{At: at}, Dst: n, E: allocaBytes(x, o.Align)},
						cost(at, ref(n)),
						&ts.Assign{OpBase: ts.OpBase{At: at}, Dst: dyn, E: &ts.Bin{Op: "add", X: ref(dyn), Y: ref(n), T: ts.I64}})
				}
			case *ts.StackSave:
				if dyn != nil && x.Dst != nil {
					s := newVar(fmt.Sprintf("stack.save%d", len(f.Vars)))
					saves[x.Dst] = s
					ops = append(ops, &ts.Assign{OpBase: ts.OpBase{At: at}, Dst: s, E: ref(dyn)})
				}
			}
		}
		t.Ops = ops
	}
	f.Liveness()
}

// allocaBytes is the bytes a dynamic alloca takes from the stack: its
// count (unsigned) times its element size, rounded up to the stack
// alignment.
func allocaBytes(a *ts.Alloca, align int64) ts.Expr {
	var n ts.Expr = a.Count
	switch t := a.Count.Type(); {
	case t.Bits < 64:
		n = &ts.Cast{Op: "zext", X: n, To: ts.I64}
	case t.Bits > 64:
		n = &ts.Cast{Op: "trunc", X: n, To: ts.I64}
	}
	e := ts.Expr(&ts.Bin{Op: "mul", X: n, Y: ts.IntConst(ts.I64, a.Size), T: ts.I64})
	if align > 1 {
		e = &ts.Bin{Op: "add", X: e, Y: ts.IntConst(ts.I64, align-1), T: ts.I64}
		e = &ts.Bin{Op: "udiv", X: e, Y: ts.IntConst(ts.I64, align), T: ts.I64}
		e = &ts.Bin{Op: "mul", X: e, Y: ts.IntConst(ts.I64, align), T: ts.I64}
	}
	return e
}
