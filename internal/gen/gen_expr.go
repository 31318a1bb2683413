package gen

// The expressions of a generated program, with the value range each can
// take, and the conditions of branches and loops.

import (
	"fmt"
)

// leaf returns a variable, a constant or a table read.
func (g *gen) leaf() val {
	switch g.pick(8, 3, 1, 1, 1) {
	case 0:
		v := g.vars[g.r.Intn(len(g.vars))]
		return val{v.name, v.lo, v.hi}
	case 1:
		c := int64(g.r.Intn(10))
		return val{fmt.Sprint(c), c, c}
	case 2:
		if g.useGArr {
			g.feature("global array")
			// mostly a known index (a constant or a loop counter): a
			// symbolic index costs enum a case split per element.
			i := g.vars[g.r.Intn(len(g.vars))].name
			if g.r.Intn(3) != 0 {
				i = fmt.Sprint(g.r.Intn(8))
				for _, v := range g.vars {
					if v.name[0] == 'i' && g.r.Intn(2) == 0 {
						i = v.name
					}
				}
			}
			return val{fmt.Sprintf("garr[%s & 7]", i), 0, 255}
		}
		return val{"3", 3, 3}
	case 3:
		if g.inHelp < 0 {
			return val{"(int)(u0 >> 24)", 0, 255}
		}
		return val{"7", 7, 7}
	default:
		if g.inHelp < 0 {
			return val{"c0", 0, 255}
		}
		return val{"2", 2, 2}
	}
}

// expr returns a random expression of the given depth with its interval.
func (g *gen) expr(d int) val {
	if d <= 0 || g.r.Intn(4) == 0 {
		return g.leaf()
	}
	x := g.expr(d - 1)
	y := g.expr(d - 1)
	var e val
	switch g.pick(4, 3, 2, 3, 2, 2, 2, 2, 2, 1, 1) {
	case 0:
		e = val{paren(x) + " + " + paren(y), x.lo + y.lo, x.hi + y.hi}
	case 1:
		e = val{paren(x) + " - " + paren(y), x.lo - y.hi, x.hi - y.lo}
	case 2:
		if max(abs(x.lo), abs(x.hi)) > 4096 || max(abs(y.lo), abs(y.hi)) > 4096 {
			e = val{paren(x) + " + " + paren(y), x.lo + y.lo, x.hi + y.hi}
			break
		}
		c := []int64{x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi}
		e = val{paren(x) + " * " + paren(y), minOf(c), maxOf(c)}
	case 3:
		x, y = g.nonneg(x), g.nonneg(y)
		g.feature("bitwise")
		switch g.r.Intn(3) {
		case 0:
			e = val{paren(x) + " & " + paren(y), 0, min(x.hi, y.hi)}
		case 1:
			e = val{paren(x) + " | " + paren(y), 0, pow2above(max(x.hi, y.hi))}
		default:
			e = val{paren(x) + " ^ " + paren(y), 0, pow2above(max(x.hi, y.hi))}
		}
	case 4:
		k := int64(2 + g.r.Intn(6))
		g.feature("division")
		e = val{fmt.Sprintf("%s / %d", paren(x), k), x.lo / k, x.hi / k}
	case 5:
		k := int64(2 + g.r.Intn(6))
		g.feature("remainder")
		e = val{fmt.Sprintf("%s %% %d", paren(x), k), modLo(x, k), modHi(x, k)}
	case 6:
		y = g.nonneg(y)
		g.feature("division by a variable")
		e = val{fmt.Sprintf("%s / (%s | 1)", paren(x), paren(y)), min(x.lo, 0), max(x.hi, 0)}
	case 7:
		y = g.nonneg(y)
		g.feature("remainder by a variable")
		e = val{fmt.Sprintf("%s %% (%s %% 5 + 1)", paren(x), paren(y)), modLo(x, 5), modHi(x, 5)}
	case 8:
		x = g.nonneg(x)
		k := int64(1 + g.r.Intn(3))
		g.feature("shift")
		if g.r.Intn(2) == 0 && x.hi<<k <= maxMag {
			e = val{fmt.Sprintf("%s << %d", paren(x), k), x.lo << k, x.hi << k}
		} else {
			e = val{fmt.Sprintf("%s >> %d", paren(x), k), x.lo >> k, x.hi >> k}
		}
	case 9:
		g.feature("ternary")
		e = val{fmt.Sprintf("(%s ? %s : %s)", g.cond(), paren(x), paren(y)), min(x.lo, y.lo), max(x.hi, y.hi)}
	default:
		ops := []string{"<", "<=", ">", ">=", "==", "!="}
		e = val{fmt.Sprintf("(%s %s %s)", paren(x), ops[g.r.Intn(len(ops))], paren(y)), 0, 1}
	}
	if e.hi > maxMag || e.lo < -maxMag {
		e = val{"(" + e.s + ") & 255", 0, 255}
	}
	return e
}

// cond returns a condition.
func (g *gen) cond() string {
	switch g.pick(5, 2, 2, 1, 1, 1) {
	case 0:
		v := g.vars[g.r.Intn(len(g.vars))]
		c := v.lo + g.r.Int63n(min(v.hi, v.lo+8)-v.lo+1)
		ops := []string{"<", "<=", ">", ">=", "==", "!="}
		return fmt.Sprintf("%s %s %d", v.name, ops[g.r.Intn(len(ops))], c)
	case 1:
		x, y := g.expr(1), g.expr(1)
		ops := []string{"<", "<=", ">", ">=", "==", "!="}
		return fmt.Sprintf("%s %s %s", paren(x), ops[g.r.Intn(len(ops))], paren(y))
	case 2:
		g.feature("bitwise condition")
		x := g.expr(1)
		return fmt.Sprintf("(%s) & %d", x.s, 1<<g.r.Intn(3))
	case 3:
		g.feature("bitwise condition")
		x, y := g.nonneg(g.expr(1)), g.nonneg(g.expr(0))
		op := []string{"^", "|"}[g.r.Intn(2)]
		return fmt.Sprintf("((%s %s %s) & 3) == %d", paren(x), op, paren(y), g.r.Intn(4))
	case 4:
		return fmt.Sprintf("%s && %s", g.simpleCond(), g.simpleCond())
	default:
		return fmt.Sprintf("%s || !(%s)", g.simpleCond(), g.simpleCond())
	}
}

func (g *gen) simpleCond() string {
	v := g.vars[g.r.Intn(len(g.vars))]
	c := v.lo + g.r.Int63n(min(v.hi, v.lo+8)-v.lo+1)
	ops := []string{"<", ">", "==", "!="}
	return fmt.Sprintf("(%s %s %d)", v.name, ops[g.r.Intn(len(ops))], c)
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func minOf(xs []int64) int64 {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

func maxOf(xs []int64) int64 {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// pow2above returns the least 2^k-1 >= x (x >= 0).
func pow2above(x int64) int64 {
	m := int64(0)
	for m < x {
		m = m*2 + 1
	}
	return m
}

// modLo and modHi bound x % d for d in 1..k (C truncating remainder).
func modLo(x val, k int64) int64 {
	if x.lo >= 0 {
		return 0
	}
	return max(x.lo, -(k - 1))
}

func modHi(x val, k int64) int64 {
	if x.hi <= 0 {
		return 0
	}
	return min(x.hi, k-1)
}
