package frontend

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/assertions/lang"
	"wcet/lowlevel"
	"wcet/ts"
)

// calleeFunc resolves a direct callee, looking through constant casts
// (calls to K&R-declared functions go through a bitcast).
func calleeFunc(v value.Value) (*ir.Func, bool) {
	for i := 0; i < 8; i++ {
		switch c := v.(type) {
		case *ir.Func:
			return c, true
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprAddrSpaceCast:
			v = c.From
		default:
			return nil, false
		}
	}
	return nil, false
}

// castCallMatches checks a direct call through a cast of a defined
// function (an old-style declaration `void work();` defined as `void
// work(void) { … }`, or declared so in another file): it is the direct
// call when the call passes exactly the parameters of the definition and
// expects its result type. Otherwise the callee would read arguments the
// call does not pass, or the caller a result the callee does not return:
// refused, with the position.
func castCallMatches(in *ir.InstCall, callee *ir.Func, pos ts.Pos) error {
	if _, direct := in.Callee.(*ir.Func); direct {
		return nil
	}
	sig := callee.Sig
	if !types.Equal(in.Type(), sig.RetType) {
		return errorf(Refused, pos, "call to %s through a cast expects a result of type %s, but %s returns %s; declare %s with its prototype", callee.Name(), in.Type(), callee.Name(), sig.RetType, callee.Name())
	}
	if len(in.Args) != len(sig.Params) {
		return errorf(Refused, pos, "call to %s passes %d argument(s), but its definition takes %d; declare %s with its prototype", callee.Name(), len(in.Args), len(sig.Params), callee.Name())
	}
	for i, a := range in.Args {
		if !types.Equal(a.Type(), sig.Params[i]) {
			return errorf(Refused, pos, "call to %s passes argument %d as %s, but its definition takes %s; declare %s with its prototype", callee.Name(), i+1, a.Type(), sig.Params[i], callee.Name())
		}
	}
	return nil
}

// intrinsic base names mapped to ts operators.
var minMax = map[string]string{"smax": "smax", "smin": "smin", "umax": "umax", "umin": "umin"}

var overflowOps = map[string]string{
	"sadd": "add", "uadd": "add", "ssub": "sub", "usub": "sub", "smul": "mul", "umul": "mul",
}

var pureIntrinsics = map[string]bool{
	"ctpop": true, "ctlz": true, "cttz": true, "bswap": true, "bitreverse": true, "fshl": true, "fshr": true,
	"fabs": true, "sqrt": true, "floor": true, "ceil": true, "trunc": true, "round": true, "rint": true,
	"nearbyint": true, "minnum": true, "maxnum": true, "copysign": true, "fma": true,
}

// call translates a call instruction.
func (fb *fnBuilder) call(in *ir.InstCall, pos ts.Pos) (bool, error) {
	at := ts.OpBase{At: pos}
	callee, ok := calleeFunc(in.Callee)
	if !ok {
		if _, asm := in.Callee.(*ir.InlineAsm); asm {
			return false, errorf(Refused, pos, "inline asm is not supported; move it into a function and give its cost in a facts file or cost model")
		}
		return false, errorf(Refused, pos, "indirect call through a function pointer is not supported; call the function directly")
	}
	name := callee.Name()
	if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
		return false, nil
	}
	if strings.HasPrefix(name, "__wcet_") {
		return false, fb.annotation(in, name, pos)
	}
	if what, bad := refusedCalls[name]; bad {
		return false, errorf(Refused, pos, "%s is not supported (%s/longjmp break structured control flow)", what, "setjmp")
	}
	args, err := fb.callArgs(in)
	if err != nil {
		return false, err
	}
	// Count the call and tick before it (the callee may end the program).
	fb.ticks = append(fb.ticks, lowlevel.CallOpcode(name))
	fb.lines = append(fb.lines, pos)
	if strings.HasPrefix(name, "llvm.") {
		return false, fb.intrinsic(in, name, args, at)
	}
	if _, defined := fb.b.funcs[name]; defined {
		if err := castCallMatches(in, callee, pos); err != nil {
			return false, err
		}
		fb.tick(pos)
		dst, err := fb.callDsts(in)
		if err != nil {
			return false, err
		}
		fb.emit(&ts.Call{OpBase: at, Dsts: dst, Callee: name, Args: args})
		return false, nil
	}
	// An external or library function. A function address passed to it is
	// an indirect call in disguise (a callback such as qsort's comparator):
	// refused, as indirect calls are.
	for _, a := range args {
		if fa, ok := a.(*ts.FuncAddr); ok {
			if _, defined := fb.b.funcs[fa.Name]; defined {
				return false, errorf(Refused, pos, "indirect call: function %s is passed to external function %s, which may call it; call it directly", fa.Name, name)
			}
		}
	}
	noret := endingFuncs[name] || hasNoReturn(callee.FuncAttrs) || hasNoReturn(in.FuncAttrs)
	if (name == "memcpy" || name == "memmove" || name == "memset") && len(args) >= 3 {
		fb.bytes = args[2]
	}
	fb.tick(pos)
	dst, err := fb.callDsts(in)
	if err != nil {
		return false, err
	}
	if _, seen := fb.b.prog.Externs[name]; !seen {
		ext := &ts.Extern{Name: name, NoReturn: noret, Variadic: callee.Sig.Variadic}
		if len(dst) == 1 {
			ext.Ret = dst[0].Type
		}
		fb.b.prog.Externs[name] = ext
	}
	fb.emit(&ts.Lib{OpBase: at, Dsts: dst, Name: name, Args: args, NoReturn: noret})
	return noret, nil
}

// callArgs returns the scalar leaves of a call's arguments (metadata
// arguments are skipped).
func (fb *fnBuilder) callArgs(in *ir.InstCall) ([]ts.Expr, error) {
	var out []ts.Expr
	for _, a := range in.Args {
		if x, ok := a.(*ir.Arg); ok {
			a = x.Value
		}
		if _, md := a.(*metadata.Value); md {
			continue
		}
		xs, err := fb.operand(a)
		if err != nil {
			return nil, err
		}
		out = append(out, xs...)
	}
	return out, nil
}

func (fb *fnBuilder) callDsts(in *ir.InstCall) ([]*ts.Var, error) {
	if _, void := in.Type().(*types.VoidType); void {
		return nil, nil
	}
	return fb.resultVars(in)
}

// intrinsic translates a call of an llvm.* intrinsic (already counted).
func (fb *fnBuilder) intrinsic(in *ir.InstCall, name string, args []ts.Expr, at ts.OpBase) error {
	base := strings.TrimPrefix(name, "llvm.")
	if i := strings.IndexByte(base, '.'); i >= 0 {
		base = base[:i]
	}
	switch {
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.") || strings.HasPrefix(name, "llvm.memset."):
		fb.bytes = args[2]
		fb.tick(at.At)
		fb.emit(&ts.Lib{OpBase: at, Name: base, Args: args[:3]})
		return nil
	case base == "stacksave":
		fb.tick(at.At)
		dst, err := fb.callDsts(in)
		if err != nil {
			return err
		}
		fb.emit(&ts.StackSave{OpBase: at, Dst: dst[0]})
		return nil
	case base == "stackrestore":
		fb.tick(at.At)
		fb.emit(&ts.StackRestore{OpBase: at, Token: args[0]})
		return nil
	case base == "assume":
		fb.tick(at.At)
		fb.emit(&ts.Assume{OpBase: at, C: args[0]})
		return nil
	case base == "trap" || base == "debugtrap":
		// __builtin_trap: the program stops abnormally, like abort.
		fb.tick(at.At)
		fb.emit(&ts.Unreachable{OpBase: at})
		return nil
	}
	fb.tick(at.At)
	dst, err := fb.callDsts(in)
	if err != nil {
		return err
	}
	if len(dst) == 0 {
		return nil // other void intrinsics (prefetch, noalias scope declarations, ...) do nothing
	}
	var es []ts.Expr
	switch {
	case minMax[base] != "":
		es = []ts.Expr{&ts.Bin{Op: minMax[base], X: args[0], Y: args[1], T: args[0].Type()}}
	case base == "abs":
		poison := false
		if c, ok := args[1].(*ts.Const); ok && c.V.Sign() != 0 {
			poison = true
		}
		es = []ts.Expr{&ts.Un{Op: "abs", X: args[0], T: args[0].Type(), Poison: poison}}
	case strings.HasSuffix(base, "with") && overflowOps[strings.TrimSuffix(base, "with")] != "":
		// llvm.sadd.with.overflow.i32 → base "sadd" handled below
		fallthrough
	case overflowOps[base] != "" && strings.Contains(name, ".with.overflow."):
		op := overflowOps[base]
		t := args[0].Type()
		es = []ts.Expr{
			&ts.Bin{Op: op, X: args[0], Y: args[1], T: t},
			&ts.Bin{Op: base + ".ov", X: args[0], Y: args[1], T: ts.I1},
		}
	case base == "expect" || base == "ssa_copy" || base == "launder" || base == "strip":
		es = []ts.Expr{args[0]}
	case base == "fmuladd":
		t := args[0].Type()
		es = []ts.Expr{&ts.Bin{Op: "fadd", X: &ts.Bin{Op: "fmul", X: args[0], Y: args[1], T: t}, Y: args[2], T: t}}
	case pureIntrinsics[base]:
		es = []ts.Expr{&ts.Intrin{Name: base, Args: args, T: dst[0].Type}}
	default:
		// Any other intrinsic with a result: an unknown value of its type
		// (sound for the analysis; the interpreter reads 0).
		for _, d := range dst {
			fb.emit(&ts.Havoc{OpBase: at, Dst: d, Kind: ts.HavocUndef, Why: "result of intrinsic " + name})
		}
		return nil
	}
	if len(es) != len(dst) {
		return fmt.Errorf("intrinsic %s: %d results for %d values", name, len(es), len(dst))
	}
	for i := range es {
		fb.emit(&ts.Assign{OpBase: at, Dst: dst[i], E: es[i]})
	}
	return nil
}

// annotation translates a call of the annotation ABI (include/wcet.h).
func (fb *fnBuilder) annotation(in *ir.InstCall, name string, pos ts.Pos) error {
	at := ts.OpBase{At: pos}
	args, err := fb.callArgs(in)
	if err != nil {
		return err
	}
	i64 := func(e ts.Expr) ts.Expr {
		switch t := e.Type(); {
		case t.Kind == ts.Int && t.Bits < 64:
			return &ts.Cast{Op: "sext", X: e, To: ts.I64}
		case t.Kind == ts.Int && t.Bits > 64:
			return &ts.Cast{Op: "trunc", X: e, To: ts.I64}
		}
		return e
	}
	need := func(n int) error {
		if len(args) != n {
			return errorf(Malformed, pos, "%s takes %d argument(s), got %d", name, n, len(args))
		}
		return nil
	}
	switch name {
	case "__wcet_cost", "__wcet_alloc", "__wcet_free":
		if err := need(1); err != nil {
			return err
		}
		amt := i64(args[0])
		res := "cycles"
		switch name {
		case "__wcet_alloc":
			res = "heap"
		case "__wcet_free":
			res = "heap"
			amt = &ts.Bin{Op: "sub", X: ts.IntConst(ts.I64, 0), Y: amt, T: ts.I64}
		}
		fb.emit(&ts.Cost{OpBase: at, Res: res, Amount: amt})
	case "__wcet_count", "__wcet_reset", "__wcet_assert":
		if err := need(1); err != nil {
			return err
		}
		s, ok := fb.b.constString(in.Args[0])
		if !ok {
			return errorf(Malformed, pos, "%s needs a string literal argument", name)
		}
		switch name {
		case "__wcet_count":
			fb.emit(&ts.Count{OpBase: at, Name: s})
		case "__wcet_reset":
			fb.emit(&ts.Reset{OpBase: at, Name: s})
		default:
			if err := checkAssertion(s); err != nil {
				return errorf(Malformed, pos, "in WCET_ASSERT(%q): %v", s, err)
			}
			fb.emit(&ts.Assert{OpBase: at, Text: s})
		}
	case "__wcet_nondet", "__wcet_nondet_range":
		dst, err := fb.callDsts(in)
		if err != nil {
			return err
		}
		if len(dst) != 1 {
			return errorf(Malformed, pos, "%s must return an int", name)
		}
		h := &ts.Havoc{OpBase: at, Dst: dst[0], Kind: ts.HavocNondet, Why: "WCET_NONDET"}
		if name == "__wcet_nondet_range" {
			if err := need(2); err != nil {
				return err
			}
			h.Lo, h.Hi = args[0], args[1]
			h.Why = "WCET_NONDET_RANGE"
		}
		fb.emit(h)
	default:
		return errorf(Malformed, pos, "unknown annotation function %s (see include/wcet.h)", name)
	}
	return nil
}

// constString returns the NUL-terminated string a constant pointer points
// to.
func (b *builder) constString(v value.Value) (string, bool) {
	if a, ok := v.(*ir.Arg); ok {
		v = a.Value
	}
	c, ok := v.(constant.Constant)
	if !ok {
		return "", false
	}
	target, off, ok := b.constAddr(c)
	if !ok {
		return "", false
	}
	g := b.prog.GlobalByName[target]
	if g == nil || g.Init == nil || off < 0 || off >= int64(len(g.Init)) {
		return "", false
	}
	s := g.Init[off:]
	for i, ch := range s {
		if ch == 0 {
			return string(s[:i]), true
		}
	}
	return "", false
}

// checkAssertion validates an assertion's syntax.
func checkAssertion(s string) error {
	_, err := lang.Parse(s)
	return err
}
