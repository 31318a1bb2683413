package instrument

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/assertions/lang"
)

// compileAssert returns the instructions replacing a __wcet_assert(text)
// call at pos: for each linear constraint Σ a·c + b (>= 0 | == 0) of the
// assertion, the sum over the runtime's frequency variables in i128, the
// comparison, their conjunction, and __wcet_rt_check(ok).
func (e *editor) compileAssert(call *ir.InstCall, pos string) ([]ir.Instruction, error) {
	if len(call.Args) != 1 {
		return nil, fmt.Errorf("%s: __wcet_assert takes one string argument", pos)
	}
	text, ok := constString(argValue(call.Args[0]))
	if !ok {
		return nil, fmt.Errorf("%s: WCET_ASSERT needs a string literal", pos)
	}
	f, err := lang.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%s: WCET_ASSERT(%q): %v", pos, text, err)
	}
	i128 := types.NewInt(128)
	limit := new(big.Int).Lsh(big.NewInt(1), 100) // far from i128 overflow with i64 counters
	fits := func(x *big.Int) bool { return new(big.Int).Abs(x).Cmp(limit) < 0 }
	fv := e.runtime(rtFV, types.NewPointer(types.I64), i8ptr)
	var insts []ir.Instruction
	add := func(i ir.Instruction) { insts = append(insts, i) }
	var ok1 value.Value = constant.True
	for _, c := range f.Linear() {
		if !fits(c.Const) {
			return nil, fmt.Errorf("%s: WCET_ASSERT(%q): constant too large", pos, text)
		}
		var sum value.Value = &constant.Int{Typ: i128, X: new(big.Int).Set(c.Const)}
		for _, name := range sortedKeys(c.Coeffs) {
			k := c.Coeffs[name]
			if !fits(k) {
				return nil, fmt.Errorf("%s: WCET_ASSERT(%q): coefficient of %s too large", pos, text, name)
			}
			p := named(e, ir.NewCall(fv, e.cstring(name)))
			p.Metadata = dbgOnly(call.Metadata)
			add(p)
			v := named(e, ir.NewLoad(types.I64, p))
			add(v)
			w := named(e, ir.NewSExt(v, i128))
			add(w)
			m := named(e, ir.NewMul(w, &constant.Int{Typ: i128, X: new(big.Int).Set(k)}))
			add(m)
			s := named(e, ir.NewAdd(sum, m))
			add(s)
			sum = s
		}
		pred := enum.IPredSGE
		if c.Op == lang.EqZero {
			pred = enum.IPredEQ
		}
		cmp := named(e, ir.NewICmp(pred, sum, constant.NewInt(i128, 0)))
		add(cmp)
		a := named(e, ir.NewAnd(ok1, cmp))
		add(a)
		ok1 = a
	}
	z := named(e, ir.NewZExt(ok1, types.I32))
	add(z)
	chk := ir.NewCall(e.runtime(rtCheck, types.Void, types.I32), z)
	chk.Metadata = dbgOnly(call.Metadata)
	add(chk)
	return insts, nil
}

// dbgOnly keeps the !dbg attachment of mds.
func dbgOnly(mds ir.Metadata) ir.Metadata {
	for _, a := range mds {
		if a.Name == "dbg" {
			return ir.Metadata{a}
		}
	}
	return nil
}

// constString returns the NUL-terminated string a constant i8* points to:
// a global of a character array, through zero-index getelementptr and
// bitcast expressions.
func constString(v value.Value) (string, bool) {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *constant.ExprGetElementPtr:
			for _, ix := range x.Indices {
				if i, ok := ix.(*constant.Index); ok {
					ix = i.Constant
				}
				if c, ok := ix.(*constant.Int); !ok || c.X.Sign() != 0 {
					return "", false
				}
			}
			v = x.Src
		case *constant.ExprBitCast:
			v = x.From
		case *ir.Global:
			ca, ok := x.Init.(*constant.CharArray)
			if !ok {
				return "", false
			}
			s := string(ca.X)
			if i := strings.IndexByte(s, 0); i >= 0 {
				s = s[:i]
			}
			return s, true
		default:
			return "", false
		}
	}
	return "", false
}
