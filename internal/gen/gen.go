package gen

import (
	"fmt"
	"math/rand"
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
	var ins []genInput
	nin := 1 + g.r.Intn(3)
	for k := 0; k < nin; k++ {
		lo := int64(g.r.Intn(2))
		hi := lo + int64(1+g.r.Intn(3))
		if g.cases*int(hi-lo+1) > g.o.MaxCases/4 && k > 0 {
			break
		}
		g.cases *= int(hi - lo + 1)
		ins = append(ins, genInput{string(rune('a' + k)), lo, hi})
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
		helperText = append(helperText, g.helperFunc(h, globals))
	}
	entryText := g.entryFunc(ins, globals, useG0, g0hi)
	src, lbLines := g.assemble(seed, entry, useG0, memGlobals, lbText, helperText, entryText)
	return Prog{Seed: seed, Source: src, Entry: entry, Inputs: g.inputs, Cases: g.cases, Heap: g.o.Heap && g.heapN > 0, Features: g.featureList(), Asserts: g.asserts, LoopBounds: len(g.lbMax), LoopBoundLines: lbLines}
}

// genInput is an input of the entry: a parameter, or a nondet value of
// main, in lo..hi.
type genInput struct {
	name   string
	lo, hi int64
}

// helperFunc writes helper h, which sees the globals and its parameters.
func (g *gen) helperFunc(h int, globals []variable) string {
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
	g.helpers = append(g.helpers, helper{fmt.Sprintf("h%d", h), np})
	g.feature("calls")
	return g.b.String()
}

// entryFunc writes the entry: main reading its inputs as nondet values,
// or f taking them as parameters.
func (g *gen) entryFunc(ins []genInput, globals []variable, useG0 bool, g0hi int64) string {
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
	return g.b.String()
}

// featureList is the sorted list of the constructs used.
func (g *gen) featureList() []string {
	var fs []string
	for f := range g.features {
		fs = append(fs, f)
	}
	sort.Strings(fs)
	return fs
}

// assemble writes the program's source: the header comments, includes,
// globals, the pragma'd callees, the helpers and the entry; lbLines are
// the lines of the callees' loop-bound pragmas.
func (g *gen) assemble(seed int64, entry string, useG0 bool, memGlobals, lbText string, helperText []string, entryText string) (string, []int) {
	var src strings.Builder
	if !g.main {
		fmt.Fprintf(&src, "// ENTRY: %s\n", entry)
		var parts []string
		for _, x := range g.inputs {
			parts = append(parts, fmt.Sprintf("%s in %d..%d", x.Name, x.Lo, x.Hi))
		}
		fmt.Fprintf(&src, "// INPUTS: %s\n", strings.Join(parts, ", "))
	}
	fmt.Fprintf(&src, "//\n// Generated by wcet/internal/gen, seed %d (%s).\n// Constructs: %s.\n", seed, g.optText(), strings.Join(g.featureList(), ", "))
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
	return src.String(), lbLines
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
