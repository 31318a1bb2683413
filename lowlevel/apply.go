package lowlevel

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"wcet/ts"
)

// Apply prices every ts.Tick of p with m and replaces it by a Cost op on
// the resource "cycles" (dropped when its amount is 0). The amount of a
// Tick is
//
//	Σ InsnCost(opcode)                      over its Opcodes
//	+ BlockCost(func, block, first)         when BlockStart
//	+ PerByte() × Bytes                     when Bytes is set
//	+ the cost of each external function called (ResolveExtern)
//
// a constant, or an i64 expression (ts.Bin add/mul) when Bytes is not
// constant. first is the block's first known position among the Lines of
// its BlockStart Tick, else among its other Ticks. A call to an external
// function that nothing prices is an error at the Tick's position (all
// such functions are reported, each at its first call); under none
// external functions cost nothing.
func Apply(p *ts.Program, m *Model, opt Options) error {
	var errs []error
	reported := map[string]bool{}
	for _, f := range p.Funcs {
		first := firstPositions(f)
		for _, t := range f.Trans {
			var ops []ts.Op
			changed := false
			for _, op := range t.Ops {
				tick, ok := op.(*ts.Tick)
				if !ok {
					ops = append(ops, op)
					continue
				}
				changed = true
				amount, err := tickAmount(p, m, opt, f, tick, first)
				if err != nil {
					var ne *noCostError
					if errors.As(err, &ne) {
						if reported[ne.name] {
							continue
						}
						reported[ne.name] = true
					}
					errs = append(errs, err)
					continue
				}
				if c, ok := amount.(*ts.Const); ok && c.V.Sign() == 0 {
					continue
				}
				ops = append(ops, &ts.Cost{OpBase: tick.OpBase, Res: "cycles", Amount: amount})
			}
			if changed {
				t.Ops = ops
			}
		}
	}
	return errors.Join(errs...)
}

type noCostError struct {
	name string
	err  error
}

func (e *noCostError) Error() string { return e.err.Error() }

// firstPositions returns, per block of f, the first known position of its
// Ticks' Lines, the BlockStart Tick first.
func firstPositions(f *ts.Func) map[string]ts.Pos {
	first := map[string]ts.Pos{}
	for pass := 0; pass < 2; pass++ {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				tick, ok := op.(*ts.Tick)
				if !ok || tick.BlockStart != (pass == 0) {
					continue
				}
				if _, done := first[tick.Block]; done {
					continue
				}
				for _, l := range tick.Lines {
					if l.Known() {
						first[tick.Block] = l
						break
					}
				}
			}
		}
	}
	return first
}

// tickAmount is the priced amount of tick.
func tickAmount(p *ts.Program, m *Model, opt Options, f *ts.Func, tick *ts.Tick, first map[string]ts.Pos) (ts.Expr, error) {
	var c int64
	for _, op := range tick.Opcodes {
		c += m.InsnCost(op)
		callee, ok := strings.CutPrefix(op, "call:")
		if !ok {
			continue
		}
		if External(callee, p.ByName[callee] != nil) {
			ec, ok := ResolveExtern(m, opt, callee)
			if !ok {
				return nil, &noCostError{name: callee, err: NoExternCostError(tick.At.String(), callee)}
			}
			c += ec
		}
	}
	if tick.BlockStart {
		fn := tick.Func
		if fn == "" {
			fn = f.Name
		}
		c += m.BlockCost(fn, tick.Block, first[tick.Block])
	}
	total := ts.IntConst(ts.I64, c)
	if tick.Bytes == nil || m.PerByte() == 0 {
		return total, nil
	}
	bytes := tick.Bytes
	if k, ok := bytes.(*ts.Const); ok {
		v := new(big.Int).Mul(k.V, big.NewInt(m.PerByte()))
		v.Add(v, big.NewInt(c))
		if !v.IsInt64() {
			return nil, fmt.Errorf("%s: the cost of a %s-byte memory copy does not fit in 64 bits", tick.At, k.V)
		}
		return ts.IntConst(ts.I64, v.Int64()), nil
	}
	switch t := bytes.Type(); {
	case t.Kind != ts.Int:
		return nil, fmt.Errorf("%s: the byte count of a memory copy is not an integer (%s)", tick.At, t)
	case t.Bits < 64:
		bytes = &ts.Cast{Op: "zext", X: bytes, To: ts.I64}
	case t.Bits > 64:
		bytes = &ts.Cast{Op: "trunc", X: bytes, To: ts.I64}
	}
	var e ts.Expr = bytes
	if m.PerByte() != 1 {
		e = &ts.Bin{Op: "mul", X: bytes, Y: ts.IntConst(ts.I64, m.PerByte()), T: ts.I64, NUW: true}
	}
	if c != 0 {
		e = &ts.Bin{Op: "add", X: total, Y: e, T: ts.I64, NUW: true}
	}
	return e, nil
}
