package gen

import (
	"fmt"
	"math/rand"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"wcet/internal/harness"
)

// Options shape the generated programs. The zero value asks for the
// defaults.
type Options struct {
	// MaxStmts bounds the statements of the entry function's body, nested
	// ones included (default 12).
	MaxStmts int
	// Helpers is the most helper functions (default 3, at most 3); each
	// program has 0..Helpers of them, called from the entry and from
	// helpers of higher index (never recursively).
	Helpers int
	// MaxDepth is the deepest loop nesting (default 3, at most 3).
	MaxDepth int
	// MaxCases bounds the number of input and nondet combinations the
	// oracle has to enumerate: the product of the input ranges times the
	// choices of every nondet site over its most executions (default 256,
	// at most harness.Limit).
	MaxCases int
	// Entry selects how inputs arrive: "main" (main reads them with
	// WCET_NONDET_RANGE), "params" (an entry function with int parameters
	// and an // INPUTS: line; scalar globals it uses are inputs too), or ""
	// for either, chosen by the seed (one program in three has parameters).
	Entry string
	// Heap adds blocks allocated with malloc (constant or data-dependent
	// size; only the byte written is read back) or calloc (constant size),
	// freed at once or only under a condition (a leak raises the peak):
	// the entry's heap peak is then worth checking (Prog.Heap).
	Heap bool
	// Assertions adds frequency variables and assertions over them
	// (DESIGN, "Annotation ABI"): WCET_COUNT and WCET_RESET statements of
	// one to three variables (fa, fb, fc) anywhere, helpers included (a
	// loop body may start with a reset); local assertions as the last
	// statement of some loop bodies and one global assertion just before
	// the entry's return. Placed last, no Count or Reset can run between
	// an assertion and its loop's latch or the entry's return, so every
	// assertion obeys DESIGN's placement rule. Their constants are drawn
	// near the most counts a variable can reach, so that typically some
	// runs satisfy an assertion and some are blocked (Prog.Asserts).
	// Without it the generator draws exactly the random numbers it drew
	// before, so the programs of other options are unchanged.
	Assertions bool
	// Memory adds memory of mixed widths (mem.go): int, union
	// {int; unsigned char[4]; unsigned short[2]}, byte, int and string
	// objects, global (with initializers) and local, and structs holding
	// pointers initialised in a global initializer; stores of every width
	// (bytes through unsigned char pointers, shorts by memcpy or the
	// union, ints), at constant and variable indices and in loops (with
	// nondet values), partial memset, memcpy and memmove, struct copies,
	// strings written character by character; each followed (mostly) by a
	// read of another width or offset, strlen or strcmp, whose value
	// decides a cost; and calloc'd blocks written bytewise and read back.
	Memory bool
	// PtrTables (with Memory) adds a global table of pointers to three
	// ints, int *mpt[4], and statements that store pointers into it,
	// write and read through its entries, take &mpt[i] and compare
	// entries with addresses, at constant and variable indices (issue 15,
	// Csmith's pointer tables). Its random numbers are drawn only under
	// it: the programs of the other options are unchanged.
	PtrTables bool
	// Pragmas adds one or two callees whose loop runs n times under
	// `loopbound min 0 max B`, called from the entry with nondet (main) or
	// data-dependent trip counts that may exceed B; the callee counts
	// ExceedCounter when n > B, so that the oracle can leave out the runs
	// that break the annotation (Prog.LoopBounds).
	Pragmas bool
}

// Prog is one generated program.
type Prog struct {
	Seed int64
	// Source is the C text, starting with the testdata contract header
	// (// ENTRY: when not main, // INPUTS: when there are parameters), so
	// that harness.ParseSpec reads Entry and Inputs back from the file.
	Source string
	Entry  string
	Inputs []harness.Input
	// Cases is an upper bound on the input and nondet combinations the
	// oracle enumerates (harness.Explore is exhaustive when it is at most
	// harness.Limit).
	Cases int
	// Heap says the program allocates (Options.Heap).
	Heap bool
	// Asserts are the texts of the program's WCET_ASSERTs in source order
	// (Options.Assertions).
	Asserts []string
	// Features lists the constructs used, sorted.
	Features []string
	// LoopBounds is the number of loop-bound pragmas (Options.Pragmas),
	// LoopBoundLines the source line of each (that of its _Pragma); a run
	// that counts ExceedCounter+"<h>" breaks pragma h.
	LoopBounds     int
	LoopBoundLines []int
}

// Spec returns the harness view of the program (as ParseSpec reads it).
func (p Prog) Spec(file string) *harness.Spec {
	return &harness.Spec{File: file, Entry: p.Entry, Inputs: append([]harness.Input(nil), p.Inputs...)}
}

// val is an expression with an interval containing every value it takes.
type val struct {
	s      string
	lo, hi int64
}

// variable is a readable (and maybe writable) scalar.
type variable struct {
	name     string
	lo, hi   int64
	writable bool
}

type gen struct {
	r        *rand.Rand
	o        Options
	b        strings.Builder
	ind      int
	features map[string]bool

	main    bool // entry is main
	vars    []variable
	helpers []helper
	inHelp  int // index of the helper being generated, -1 for the entry
	depth   int // loop depth of the current point
	mult    int // most executions of the current point per entry run
	cases   int
	stmts   int
	budget  int
	heapN   int
	inputs  []harness.Input
	useGArr bool
	garrRO  bool
	// maxDepthNow is the loop nesting allowed in the function being
	// generated.
	maxDepthNow int

	// Options.Assertions: the frequency variables, an upper bound on the
	// counts of each per entry run (the sum of the most executions of its
	// Count sites, helpers included per call), the counts of the current
	// loop body, and the assertion texts.
	fvars   []string
	fmax    map[string]int
	fbody   []map[string]int // per enclosing loop of the current function
	fmult   []int            // g.mult in the body of each enclosing loop
	asserts []string
	// helperCounts are the most counts per call of each helper.
	helperCounts []map[string]int

	// Options.Memory: the memory objects; Options.Pragmas: the max of
	// each pragma'd callee lb<k>.
	mobjs   []mobj
	lbMax   []int
	lbCalls map[int]int
}

type helper struct {
	name   string
	params int
}

const (
	maxMag  = 1 << 20 // expressions larger than this are masked
	maxLoop = 6
)

// Program generates the program of seed under o.
func Program(seed int64, o Options) Prog {
	if o.MaxStmts <= 0 {
		o.MaxStmts = 12
	}
	if o.Helpers <= 0 || o.Helpers > 3 {
		o.Helpers = 3
	}
	if o.MaxDepth <= 0 || o.MaxDepth > 3 {
		o.MaxDepth = 3
	}
	if o.MaxCases <= 0 {
		o.MaxCases = 256
	}
	if o.MaxCases > harness.Limit {
		o.MaxCases = harness.Limit
	}
	g := &gen{r: rand.New(rand.NewSource(seed)), o: o, features: map[string]bool{}, cases: 1, inHelp: -1, fmax: map[string]int{}}
	switch o.Entry {
	case "main":
		g.main = true
	case "params":
	default:
		g.main = g.r.Intn(3) != 0
	}
	return g.program(seed)
}

func (g *gen) feature(f string) { g.features[f] = true }

func (g *gen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("  ", g.ind))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *gen) program(seed int64) Prog {
	entry := "main"
	if !g.main {
		entry = "f"
	}
	// Inputs: 1..3 small ranges.
	type in struct {
		name   string
		lo, hi int64
	}
	var ins []in
	nin := 1 + g.r.Intn(3)
	for k := 0; k < nin; k++ {
		lo := int64(g.r.Intn(2))
		hi := lo + int64(1+g.r.Intn(3))
		if g.cases*int(hi-lo+1) > g.o.MaxCases/4 && k > 0 {
			break
		}
		g.cases *= int(hi - lo + 1)
		ins = append(ins, in{string(rune('a' + k)), lo, hi})
	}
	nh := g.r.Intn(g.o.Helpers + 1)
	if g.o.Assertions {
		for k := 0; k <= g.r.Intn(3); k++ {
			g.fvars = append(g.fvars, []string{"fa", "fb", "fc"}[k])
		}
		g.feature("assertions")
	}
	useG0 := g.r.Intn(3) != 0
	g.useGArr = g.r.Intn(2) == 0
	g.garrRO = !g.main || g.r.Intn(3) == 0
	g0lo, g0hi := int64(0), int64(255)
	if !g.main && useG0 {
		g0hi = int64(1 + g.r.Intn(2))
		g.cases *= int(g0hi + 1)
	}

	// Globals.
	var globals []variable
	if useG0 {
		globals = append(globals, variable{"g0", g0lo, 255, true})
	}
	if g.main {
		globals = append(globals, variable{"gc", 0, 255, true})
	}
	if len(globals) > 0 || g.useGArr {
		g.feature("globals")
	}
	var memGlobals, lbText string
	if g.o.Memory {
		memGlobals = g.memSetup()
	}
	if g.o.Pragmas {
		lbText = g.lbHelpers()
	}

	// Helpers, each seeing the globals and its parameters.
	var helperText []string
	for h := 0; h < nh; h++ {
		g.b.Reset()
		g.inHelp = h
		np := 1 + g.r.Intn(2)
		var params []string
		g.vars = append([]variable(nil), globals...)
		for k := 0; k < np; k++ {
			p := fmt.Sprintf("p%d", k)
			params = append(params, "int "+p)
			g.vars = append(g.vars, variable{p, 0, 255, false})
		}
		g.vars = append(g.vars, variable{"t", 0, 255, true})
		g.line("static int h%d(%s) {", h, strings.Join(params, ", "))
		g.ind++
		g.line("int t = %d;", g.r.Intn(8))
		g.line("int i1 = 0, i2 = 0;")
		g.line("unsigned char w1 = 0, w2 = 0;")
		g.line("unsigned short z1 = 0, z2 = 0;")
		g.depth, g.mult, g.stmts, g.budget = 0, 1, 0, 3+g.r.Intn(3)
		g.maxDepthNow = 1 + g.r.Intn(2)
		g.fmax = map[string]int{}
		g.block(1 + g.r.Intn(3))
		g.helperCounts = append(g.helperCounts, g.fmax)
		g.fmax = map[string]int{}
		g.line("return %s;", g.maskTo(g.expr(2), 255))
		g.ind--
		g.line("}")
		helperText = append(helperText, g.b.String())
		g.helpers = append(g.helpers, helper{fmt.Sprintf("h%d", h), np})
		g.feature("calls")
	}

	// Entry.
	g.b.Reset()
	g.inHelp = -1
	g.maxDepthNow = g.o.MaxDepth
	g.vars = append([]variable(nil), globals...)
	var params []string
	for _, x := range ins {
		g.vars = append(g.vars, variable{x.name, x.lo, x.hi, false})
		if !g.main {
			params = append(params, "int "+x.name)
			g.inputs = append(g.inputs, harness.Input{Name: x.name, Lo: x.lo, Hi: x.hi})
		}
	}
	if !g.main && useG0 {
		g.inputs = append(g.inputs, harness.Input{Name: "g0", Lo: 0, Hi: g0hi})
	}
	if g.main {
		g.line("int main(void) {")
	} else {
		g.line("int f(%s) {", strings.Join(params, ", "))
	}
	g.ind++
	if g.main {
		for _, x := range ins {
			g.line("int %s = WCET_NONDET_RANGE(%d, %d);", x.name, x.lo, x.hi)
		}
		g.feature("nondet")
	} else {
		g.feature("params")
	}
	g.line("int v0 = %d, v1 = %d, v2 = %d, acc = 0;", g.r.Intn(10), g.r.Intn(256), g.r.Intn(4))
	g.line("int i1 = 0, i2 = 0, i3 = 0;")
	g.line("unsigned char c0 = %d, w1 = 0, w2 = 0, w3 = 0;", 240+g.r.Intn(16))
	g.line("unsigned short s0 = %d, z1 = 0, z2 = 0, z3 = 0;", 65530+g.r.Intn(6))
	g.line("unsigned u0 = %du;", g.r.Uint32())
	if g.o.Memory {
		g.memLocals()
	}
	g.vars = append(g.vars,
		variable{"v0", 0, 255, true}, variable{"v1", 0, 255, true}, variable{"v2", 0, 255, true},
		variable{"acc", 0, 1023, true}, variable{"c0", 0, 255, true}, variable{"s0", 0, 65535, true})
	g.depth, g.mult, g.stmts, g.budget = 0, 1, 0, g.o.MaxStmts
	for g.stmts < g.budget/2 {
		g.block(2 + g.r.Intn(3))
	}
	for h := range g.lbMax {
		// every pragma'd callee is called (a pragma in a function the
		// entry never reaches is an error: "not followed by a loop")
		if g.lbCalls[h] == 0 {
			g.lbCallOf(h)
		}
	}
	for g.lbTotal() < 2 && len(g.lbMax) > 0 {
		g.lbCall()
	}
	g.line("acc = %s;", g.maskTo(val{"acc + v0 + v1 + v2 + c0 + (s0 & 255) + (int)(u0 >> 24)", 0, 1023 + 5*255}, 1023))
	if g.o.Assertions && g.r.Intn(4) != 0 {
		// The global assertion: last before the return, so no Count or
		// Reset can follow it (DESIGN's placement rule).
		g.assertion(true, func(v string) int { return g.fmax[v] })
	}
	g.line("return acc;")
	g.ind--
	g.line("}")
	entryText := g.b.String()

	// Assemble.
	var src strings.Builder
	if !g.main {
		fmt.Fprintf(&src, "// ENTRY: %s\n", entry)
		var parts []string
		for _, x := range g.inputs {
			parts = append(parts, fmt.Sprintf("%s in %d..%d", x.Name, x.Lo, x.Hi))
		}
		fmt.Fprintf(&src, "// INPUTS: %s\n", strings.Join(parts, ", "))
	}
	var fs []string
	for f := range g.features {
		fs = append(fs, f)
	}
	sort.Strings(fs)
	fmt.Fprintf(&src, "//\n// Generated by wcet/internal/gen, seed %d (%s).\n// Constructs: %s.\n", seed, g.optText(), strings.Join(fs, ", "))
	if g.o.Heap || g.o.Memory {
		src.WriteString("#include <stdlib.h>\n")
	}
	if g.o.Memory {
		src.WriteString("#include <string.h>\n")
	}
	src.WriteString("#include \"wcet.h\"\n\n")
	if useG0 {
		fmt.Fprintf(&src, "int g0 = %d;\n", g.r.Intn(256))
	}
	if g.main {
		fmt.Fprintf(&src, "unsigned char gc = %d;\n", 200+g.r.Intn(56))
	}
	if g.useGArr {
		var el []string
		for k := 0; k < 8; k++ {
			el = append(el, fmt.Sprint(g.r.Intn(256)))
		}
		q := ""
		if g.garrRO {
			q = "static const "
		}
		fmt.Fprintf(&src, "%sint garr[8] = {%s};\n", q, strings.Join(el, ", "))
	}
	src.WriteString(memGlobals)
	src.WriteString("\n")
	var lbLines []int
	base := strings.Count(src.String(), "\n")
	for h := range g.lbMax {
		// callee h: 6 lines from base+1, its _Pragma the third
		lbLines = append(lbLines, base+1+6*h+2)
	}
	src.WriteString(lbText)
	for _, h := range helperText {
		src.WriteString(h)
		src.WriteString("\n")
	}
	src.WriteString(entryText)
	return Prog{Seed: seed, Source: src.String(), Entry: entry, Inputs: g.inputs, Cases: g.cases, Heap: g.o.Heap && g.heapN > 0, Features: fs, Asserts: g.asserts, LoopBounds: len(g.lbMax), LoopBoundLines: lbLines}
}

func (g *gen) optText() string {
	var s []string
	if g.o.Heap {
		s = append(s, "heap")
	}
	if g.o.Assertions {
		s = append(s, "assertions")
	}
	if g.o.Memory {
		s = append(s, "memory")
	}
	if g.o.Pragmas {
		s = append(s, "pragmas")
	}
	if g.main {
		s = append(s, "main")
	} else {
		s = append(s, "params")
	}
	return strings.Join(s, ", ")
}

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

// ParseSeeds reads a seed list as the tests' *_SEEDS variables give it:
// "17", "1-50" or "3,8,9" (ranges and single seeds, comma-separated).
func ParseSeeds(spec string) ([]int64, error) {
	var out []int64
	for _, part := range strings.Split(spec, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err1 := strconv.ParseInt(lo, 10, 64)
		b := a
		var err2 error
		if isRange {
			b, err2 = strconv.ParseInt(hi, 10, 64)
		}
		if err1 != nil || err2 != nil || b < a {
			return nil, fmt.Errorf("seeds %q: want 17, 1-50 or 3,8,9", spec)
		}
		for s := a; s <= b; s++ {
			out = append(out, s)
		}
	}
	return out, nil
}
