package gen

// The statements of a generated program, loops, branches, calls,
// assignments, counts and assertions, costs, heap use and nondet reads.

import (
	"fmt"
	"regexp"
	"strings"
)

// block emits n statements (fewer when the budget runs out).
func (g *gen) block(n int) {
	for k := 0; k < n && g.stmts < g.budget; k++ {
		g.stmt()
	}
}

func (g *gen) pick(ws ...int) int {
	t := 0
	for _, w := range ws {
		t += w
	}
	x := g.r.Intn(t)
	for i, w := range ws {
		if x < w {
			return i
		}
		x -= w
	}
	return len(ws) - 1
}

// loopBoundMax is the largest bound of a loop at the next depth.
func (g *gen) loopBoundMax() int {
	// deeper loops are shorter: 6, 4, 3 at depths 1, 2, 3 when alone.
	switch g.depth {
	case 0:
		return maxLoop
	case 1:
		return 4
	default:
		return 3
	}
}

func (g *gen) stmt() {
	g.stmts++
	canLoop := g.depth < g.maxDepthNow && g.mult*g.loopBoundMax() <= 24
	canCall := len(g.helpers) > 0 && (g.inHelp < 0 || g.inHelp > 0) && g.mult <= 6
	wLoop, wCall, wHeap, wNondet := 0, 0, 0, 0
	if canLoop {
		wLoop = 5
	}
	if canCall {
		wCall = 3
	}
	if g.o.Heap && g.inHelp < 0 && g.mult <= 12 {
		wHeap = 2
	}
	if g.main && g.inHelp < 0 {
		wNondet = 1
	}
	brk := 0
	if g.depth > 0 {
		brk = 2
	}
	wCount, wReset := 0, 0
	if len(g.fvars) > 0 {
		wCount, wReset = 6, 1
	}
	wMem, wLB := 0, 0
	if g.o.Memory {
		wMem = 14
	}
	if len(g.lbMax) > 0 && g.inHelp < 0 && g.mult <= 3 {
		wLB = 3
	}
	switch g.pick(6, 3, wLoop, wCall, 2, 2, 3, brk, wHeap, wNondet, 1, wCount, wReset, wMem, wLB) {
	case 0:
		g.assign()
	case 1:
		g.ifElse()
	case 2:
		g.loop()
	case 3:
		g.call()
	case 4:
		g.wrap()
	case 5:
		g.globalStore()
	case 6:
		g.cost()
	case 7:
		g.breakContinue()
	case 8:
		g.heap()
	case 9:
		g.nondet()
	case 10:
		g.earlyReturn()
	case 11:
		g.count(g.fvars[g.r.Intn(len(g.fvars))])
	case 12:
		v := g.fvars[g.r.Intn(len(g.fvars))]
		g.feature("reset")
		g.line("WCET_RESET(%s);", v)
	case 13:
		g.memStmt()
	case 14:
		g.lbCall()
	}
}

// count emits WCET_COUNT(v) and adds its most executions to the bounds of
// v: per entry run and per iteration of each enclosing loop.
// Mostly the count is conditional (on the data, or on a nondet choice in
// main when the oracle's case budget allows), so that runs differ in their
// counts and an assertion can block some of them only.
func (g *gen) count(v string) {
	g.feature("count")
	switch g.r.Intn(6) {
	case 0:
		g.line("WCET_COUNT(%s);", v)
	case 1, 2, 3:
		if g.main && g.inHelp < 0 && g.nondetFits(1) {
			g.feature("nondet")
			g.line("if (WCET_NONDET_RANGE(0, 1)) WCET_COUNT(%s);", v)
			break
		}
		fallthrough
	case 4:
		g.line("if (%s) WCET_COUNT(%s);", g.cond(), v)
	default:
		g.line("if (%s) WCET_COUNT(%s);", g.inputCond(), v)
	}
	g.addCounts(map[string]int{v: 1})
}

// inputCond is a comparison of an input or a parameter with a constant in
// its range: a condition that differs between runs.
func (g *gen) inputCond() string {
	var cs []variable
	for _, v := range g.vars {
		if !v.writable && v.name[0] != 'i' {
			cs = append(cs, v)
		}
	}
	if len(cs) == 0 {
		return g.cond()
	}
	v := cs[g.r.Intn(len(cs))]
	c := v.lo + g.r.Int63n(min(v.hi, v.lo+4)-v.lo+1)
	ops := []string{"<", "<=", ">", ">=", "==", "!="}
	return fmt.Sprintf("%s %s %d", v.name, ops[g.r.Intn(len(ops))], c)
}

// nondetFits reports whether a nondet choice of 0..hi at the current point
// keeps the oracle's cases within MaxCases, and counts it if so.
func (g *gen) nondetFits(hi int) bool {
	choices := 1
	for k := 0; k < g.mult; k++ {
		choices *= hi + 1
		if g.cases*choices > g.o.MaxCases {
			return false
		}
	}
	g.cases *= choices
	return true
}

// addCounts adds cs (counts per execution of the current point) to the
// bounds.
func (g *gen) addCounts(cs map[string]int) {
	for v, n := range cs {
		g.fmax[v] += n * g.mult
		for j := range g.fbody {
			g.fbody[j][v] += n * g.mult / g.fmult[j]
		}
	}
}

// assertion emits a WCET_ASSERT over the frequency variables, with
// constants drawn below ub(v), the most v can be where it stands. Lower
// bounds (v >= k) are global only: checked every iteration, from the
// first, they would block nearly every run.
func (g *gen) assertion(global bool, ub func(v string) int) {
	// Mostly over variables counted before it (others stay 0).
	var counted []string
	for _, x := range g.fvars {
		if ub(x) > 0 {
			counted = append(counted, x)
		}
	}
	if len(counted) == 0 || g.r.Intn(5) == 0 {
		counted = g.fvars
	}
	v := counted[g.r.Intn(len(counted))]
	// w: another variable when there is one.
	w := g.fvars[g.r.Intn(len(g.fvars))]
	if w == v && len(g.fvars) > 1 {
		w = g.fvars[(indexOf(g.fvars, v)+1+g.r.Intn(len(g.fvars)-1))%len(g.fvars)]
	}
	// k(n): a constant in 0..n-1 (one time in four n), where n is an
	// upper bound of the counts (often far above the most a run reaches):
	// the runs with the most counts fail it, those with fewer may pass.
	k := func(n int) int {
		if n == 0 || g.r.Intn(4) == 0 {
			return n
		}
		return g.r.Intn(n)
	}
	var text string
	form := g.pick(5, 2, 1, 1, 1, 1, 1)
	if w == v && form != 0 && form != 2 || form == 2 && !global {
		form = 0
	}
	switch form {
	case 0:
		text = fmt.Sprintf("%s <= %d", v, k(ub(v)))
	case 1:
		text = fmt.Sprintf("%s + %s <= %d", v, w, k(ub(v)+ub(w)))
	case 2:
		text = fmt.Sprintf("%s >= %d", v, g.r.Intn(min(ub(v), 1)+1))
	case 3:
		text = fmt.Sprintf("%s - %s <= %d", v, w, g.r.Intn(3))
	case 4:
		text = fmt.Sprintf("2*%s <= %s + %d", v, w, k(ub(v)))
	case 5:
		text = fmt.Sprintf("|%s - %s| <= %d", v, w, g.r.Intn(3))
	default:
		text = fmt.Sprintf("%s <= %s / 2 + %d && %s <= %d", v, w, g.r.Intn(3), w, k(ub(w)+1))
	}
	g.feature("assertion")
	g.asserts = append(g.asserts, text)
	g.line("WCET_ASSERT(\"%s\");", text)
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// writable returns a random writable variable.
func (g *gen) writable() variable {
	var ws []variable
	for _, v := range g.vars {
		if v.writable && v.hi <= 1023 && v.name != "c0" && v.name != "gc" && v.name != "s0" {
			ws = append(ws, v)
		}
	}
	return ws[g.r.Intn(len(ws))]
}

func (g *gen) assign() {
	v := g.writable()
	d := 1 + g.r.Intn(2)
	if g.depth > 0 {
		// in loops, simpler values: every iteration of a non-affine
		// update on unknown data adds atoms to enum's path conditions.
		d = 1
	}
	e := g.expr(d)
	switch g.r.Intn(3) {
	case 0:
		g.line("%s = %s;", v.name, g.maskTo(e, v.hi))
	case 1:
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s + %s", v.name, paren(e)), v.lo + e.lo, v.hi + e.hi}, v.hi))
	default:
		c := g.cond()
		e2 := g.expr(1)
		g.feature("ternary")
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s ? %s : %s", c, paren(e), paren(e2)), min(e.lo, e2.lo), max(e.hi, e2.hi)}, v.hi))
	}
}

// maskTo brings e into 0..hi (hi+1 a power of two): by a mask, or by a
// clamp when e has no side effect (the clamp repeats it).
func (g *gen) maskTo(e val, hi int64) string {
	if e.lo >= 0 && e.hi <= hi {
		return e.s
	}
	if g.r.Intn(2) == 0 && !impure.MatchString(e.s) {
		g.feature("clamp")
		if e.lo >= 0 {
			return fmt.Sprintf("(%s > %d ? %d : %s)", paren(e), hi, hi, e.s)
		}
		return fmt.Sprintf("(%s < 0 ? 0 : %s > %d ? %d : %s)", paren(e), paren(e), hi, hi, e.s)
	}
	return fmt.Sprintf("(%s) & %d", e.s, hi)
}

// impure finds calls in an expression.
var impure = regexp.MustCompile(`WCET_|\bh[0-9]\(`)

func paren(e val) string {
	if strings.ContainsAny(e.s, " ?") {
		return "(" + e.s + ")"
	}
	return e.s
}

func (g *gen) ifElse() {
	g.feature("if/else")
	g.line("if (%s) {", g.cond())
	g.ind++
	g.block(1 + g.r.Intn(2))
	g.ind--
	switch g.r.Intn(3) {
	case 0:
		g.line("}")
	case 1:
		g.line("} else {")
		g.ind++
		g.block(1 + g.r.Intn(2))
		g.ind--
		g.line("}")
	default:
		g.line("} else if (%s) {", g.cond())
		g.ind++
		g.block(1)
		g.ind--
		g.line("} else {")
		g.ind++
		g.block(1)
		g.ind--
		g.line("}")
	}
}

// bound returns a loop bound expression in 0..max.
func (g *gen) bound(max int) val {
	switch g.r.Intn(6) {
	case 0, 1:
		c := int64(1 + g.r.Intn(max))
		return val{fmt.Sprint(c), c, c}
	case 2:
		// an input or counter clamped
		var cs []variable
		for _, v := range g.vars {
			if v.lo >= 0 && v.hi <= int64(max) && !v.writable {
				cs = append(cs, v)
			}
		}
		if len(cs) > 0 {
			v := cs[g.r.Intn(len(cs))]
			g.feature("data-dependent bound")
			return val{v.name, v.lo, v.hi}
		}
		fallthrough
	case 3:
		e := g.expr(1)
		m := int64(1)
		for m*2+1 <= int64(max) {
			m = m*2 + 1
		}
		if g.r.Intn(2) == 0 && m > 1 {
			m = 1
		}
		add := int64(g.r.Intn(max - int(m) + 1))
		g.feature("data-dependent bound")
		g.feature("bitwise")
		s := fmt.Sprintf("(%s & %d)", paren(e), m)
		if add > 0 {
			s = fmt.Sprintf("%s + %d", s, add)
		}
		return val{s, add, m + add}
	case 4:
		e := g.nonneg(g.expr(1))
		k := int64(2 + g.r.Intn(max))
		g.feature("data-dependent bound")
		g.feature("remainder")
		return val{fmt.Sprintf("%s %% %d", paren(e), k), 0, min(e.hi, k-1)}
	default:
		e := g.nonneg(g.expr(1))
		k := int64(1 + g.r.Intn(max))
		g.feature("data-dependent bound")
		g.feature("ternary")
		return val{fmt.Sprintf("(%s < %d ? %s : %d)", paren(e), k, paren(e), k), 0, k}
	}
}

// nonneg makes e non-negative.
func (g *gen) nonneg(e val) val {
	if e.lo >= 0 {
		return e
	}
	return val{fmt.Sprintf("(%s & 255)", paren(e)), 0, 255}
}

func (g *gen) loop() {
	g.depth++
	d := g.depth
	max := g.loopBoundMax()
	b := g.bound(max)
	n := int(b.hi)
	if n < 1 {
		n = 1
	}
	oldMult := g.mult
	i := fmt.Sprintf("i%d", d)
	counter := variable{i, 0, maxLoop, false}
	inner := func() {
		g.vars = append(g.vars, counter)
		g.ind++
		var reset string
		if len(g.fvars) > 0 {
			g.fbody = append(g.fbody, map[string]int{})
			g.fmult = append(g.fmult, g.mult)
			if g.r.Intn(3) == 0 {
				reset = g.fvars[g.r.Intn(len(g.fvars))]
				g.feature("reset")
				g.line("WCET_RESET(%s);", reset)
			}
			if g.r.Intn(2) == 0 {
				g.count(g.fvars[g.r.Intn(len(g.fvars))])
			}
		}
		g.block(1 + g.r.Intn(3))
		if len(g.fvars) > 0 {
			body := g.fbody[len(g.fbody)-1]
			if g.r.Intn(2) == 0 {
				// A local assertion: the body's last statement, so no
				// Count or Reset can run between it and the latch.
				g.feature("local assertion")
				g.assertion(false, func(v string) int {
					if v == reset {
						return body[v]
					}
					return g.fmax[v]
				})
			}
			g.fbody = g.fbody[:len(g.fbody)-1]
			g.fmult = g.fmult[:len(g.fmult)-1]
		}
		g.ind--
		g.vars = g.vars[:len(g.vars)-1]
	}
	switch g.pick(4, 2, 2, 1, 1) {
	case 0:
		g.feature("for")
		g.mult *= n
		if g.r.Intn(4) == 0 {
			g.line("for (%s = %s; %s > 0; %s--) {", i, b.s, i, i)
		} else {
			g.line("for (%s = 0; %s < %s; %s++) {", i, i, b.s, i)
		}
		inner()
		g.line("}")
	case 1:
		g.feature("while")
		g.mult *= n
		g.line("%s = 0;", i)
		g.line("while (%s < %s) {", i, b.s)
		g.ind++
		g.line("%s++;", i)
		g.ind--
		inner()
		g.line("}")
	case 2:
		g.feature("do-while")
		g.mult *= n
		g.line("%s = 0;", i)
		g.line("do {")
		g.ind++
		g.line("%s++;", i)
		g.ind--
		inner()
		g.line("} while (%s < %s);", i, b.s)
	case 3:
		// unsigned char counter wrapping through 255.
		g.feature("wrap")
		k := g.r.Intn(2)
		e := g.expr(1)
		// start 254 or 255, end k: k+2 or k+1 iterations
		g.mult *= k + 2
		w := fmt.Sprintf("w%d", d)
		g.line("for (%s = 254 + (%s & 1); %s != %d; %s++) {", w, paren(e), w, k, w)
		inner()
		g.line("}")
	default:
		g.feature("wrap")
		k := g.r.Intn(2)
		g.mult *= k + 2
		z := fmt.Sprintf("z%d", d)
		g.line("for (%s = 65534; %s != %d; %s++) {", z, z, k, z)
		inner()
		g.line("}")
	}
	g.mult = oldMult
	g.depth--
}

func (g *gen) breakContinue() {
	if g.depth == 0 {
		g.cost()
		return
	}
	c := g.cond()
	if g.r.Intn(2) == 0 {
		g.feature("break")
		g.line("if (%s) break;", c)
	} else {
		g.feature("continue")
		g.line("if (%s) continue;", c)
	}
}

func (g *gen) earlyReturn() {
	if g.inHelp < 0 || g.r.Intn(2) == 0 {
		g.cost()
		return
	}
	g.feature("early return")
	g.line("if (%s) return %s;", g.cond(), g.maskTo(g.expr(1), 255))
}

func (g *gen) call() {
	lim := len(g.helpers)
	if g.inHelp >= 0 {
		lim = g.inHelp
	}
	if lim == 0 {
		g.assign()
		return
	}
	hi := g.r.Intn(lim)
	h := g.helpers[hi]
	if len(g.fvars) > 0 {
		g.addCounts(g.helperCounts[hi])
	}
	var args []string
	for k := 0; k < h.params; k++ {
		args = append(args, g.maskTo(g.expr(1), 255))
	}
	v := g.writable()
	callv := val{fmt.Sprintf("%s(%s)", h.name, strings.Join(args, ", ")), 0, 255}
	if g.r.Intn(2) == 0 {
		g.line("%s = %s;", v.name, g.maskTo(callv, v.hi))
	} else {
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s + %s", v.name, callv.s), v.lo, v.hi + 255}, v.hi))
	}
}

func (g *gen) wrap() {
	if g.inHelp >= 0 {
		g.assign()
		return
	}
	g.feature("wrap")
	e := g.expr(1)
	switch g.r.Intn(5) {
	case 0:
		g.line("c0 = c0 + %s;", paren(e))
	case 1:
		g.line("c0 = c0 * %d - %s;", 3+2*g.r.Intn(3), paren(e))
	case 2:
		g.line("s0 = s0 * 3 + %s;", paren(e))
	case 3:
		g.line("s0 = s0 - %s;", paren(e))
	default:
		g.line("u0 = u0 * 2654435761u + (unsigned)%s;", paren(e))
	}
}

func (g *gen) globalStore() {
	switch {
	case g.useGArr && !g.garrRO && g.r.Intn(2) == 0:
		g.feature("global array store")
		g.line("garr[%s & 7] = %s;", paren(g.expr(1)), g.maskTo(g.expr(1), 255))
	case g.main && g.r.Intn(2) == 0:
		g.feature("wrap")
		g.line("gc = gc + %s;", paren(g.expr(1)))
	default:
		for _, v := range g.vars {
			if v.name == "g0" {
				e := g.expr(1)
				g.line("g0 = %s;", g.maskTo(val{"g0 + " + paren(e), e.lo, 255 + e.hi}, 255))
				return
			}
		}
		g.assign()
	}
}

func (g *gen) cost() {
	g.feature("cost")
	if g.r.Intn(4) == 0 {
		e := g.nonneg(g.expr(1))
		if g.o.Memory || g.o.Pragmas {
			// constant costs (ipet refuses a cost that depends on data)
			g.line("if (%s & 1) WCET_COST(1); if (%s & 2) WCET_COST(2);", paren(e), paren(e))
			return
		}
		g.line("WCET_COST(%s & 3);", paren(e))
		return
	}
	g.line("WCET_COST(%d);", 1+g.r.Intn(5))
}

func (g *gen) heap() {
	g.feature("heap")
	g.heapN++
	p := fmt.Sprintf("m%d", g.heapN)
	size, mask := fmt.Sprint(8<<g.r.Intn(3)), 7
	if g.r.Intn(2) == 0 {
		size = fmt.Sprintf("8 + 8 * (%s & 3)", paren(g.expr(1)))
	}
	v := g.writable()
	g.line("{")
	g.ind++
	if g.r.Intn(2) == 0 {
		// calloc: every byte is initialized, any index may be read. Its
		// size is a constant: enum refuses others (testdata/bug_3.c).
		g.line("unsigned char *%s = calloc(%d, 1);", p, 8<<g.r.Intn(3))
		g.line("%s[%s & %d] = %s;", p, paren(g.expr(1)), mask, g.maskTo(g.expr(1), 255))
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s + %s[%s & %d]", v.name, p, paren(g.expr(1)), mask), 0, v.hi + 255}, v.hi))
	} else {
		// malloc: read back only the byte written.
		k := g.r.Intn(mask + 1)
		g.line("unsigned char *%s = malloc(%s);", p, size)
		g.line("%s[%d] = %s;", p, k, g.maskTo(g.expr(1), 255))
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s + %s[%d]", v.name, p, k), 0, v.hi + 255}, v.hi))
	}
	if g.r.Intn(3) == 0 {
		g.line("if (%s) free(%s);", g.cond(), p)
	} else {
		g.line("free(%s);", p)
	}
	g.ind--
	g.line("}")
}

func (g *gen) nondet() {
	hi := 1 + g.r.Intn(2)
	choices := 1
	for k := 0; k < g.mult; k++ {
		choices *= hi + 1
		if g.cases*choices > g.o.MaxCases {
			g.cost()
			return
		}
	}
	g.cases *= choices
	g.feature("nondet")
	if g.r.Intn(2) == 0 {
		g.line("if (WCET_NONDET_RANGE(0, %d)) {", hi)
		g.ind++
		g.block(1)
		g.ind--
		g.line("}")
	} else {
		v := g.writable()
		g.line("%s = %s;", v.name, g.maskTo(val{fmt.Sprintf("%s + WCET_NONDET_RANGE(0, %d)", v.name, hi), v.lo, v.hi + int64(hi)}, v.hi))
	}
}
