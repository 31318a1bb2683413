package ipet

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
)

// HeapError is the refusal of --resource heap: the high watermark is not
// cumulative, and IPET's counts forget the order of a path's allocations
// and releases (thesis §4.2).
var HeapError = errors.New("--method ipet bounds cumulative resources only: it refuses --resource heap (the high watermark depends on the order of allocations and releases, which block counts do not keep; thesis §4.2); use --method ss")

// StackError is the refusal of --resource stack, for the same reason:
// the stack's high watermark depends on the order of calls and returns.
var StackError = errors.New("--method ipet bounds cumulative resources only: it refuses --resource stack (the high watermark depends on the order of calls and returns, which block counts do not keep); use --method ss")

// PeakError is the refusal of a high-watermark resource (heap, stack),
// nil for a cumulative one.
func PeakError(res string) error {
	switch res {
	case "heap":
		return HeapError
	case "stack":
		return StackError
	}
	return nil
}

// OverTable is `--method ipet` as the CLI runs it: IPET with its loop
// bounds from the loop table of table (unroll.SS, which the driver
// passes), run on p with the assertions ignored. What ipet refuses
// (recursion, a data-dependent cost, a program too large) is found before
// that run, by building the program once with no loop bounds; the run's
// time is taken from cfg.Timeout.
func OverTable(table analysis.Method) analysis.Method {
	return func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
		defer cfg.InstallCuts()()
		if err := prepare(p, &cfg); err != nil {
			return nil, err
		}
		if _, err := Build(p, BuildConfig{Entry: cfg.Entry, Resource: cfg.Resource, IgnoreAssertions: true,
			Bounds: func(string, *ts.Loop) (int64, bool) { return 0, true }, Depth: Depths(cfg)}); err != nil {
			return nil, err
		}
		cfg.Budget = cfg.Clock()
		sscfg := cfg
		sscfg.IgnoreAssertions = true
		if cfg.Budget.Limited() && !cfg.StopOnly {
			// Leave IPET a fifth of the budget: the table's run may
			// spend the rest on what IPET does not need (SS's witness
			// search for its own worst path, which stops at its budget).
			sscfg.Budget = cfg.Budget.Keep(cfg.Budget.Left() / 5)
		}
		ss, err := table(p, sscfg)
		if err != nil || cfg.StopOnly {
			// StopOnly: the ss run ended, all the caller reads (its
			// result has no loop table for IPET).
			return ss, err
		}
		if cfg.Budget.Spent() {
			return nil, errors.New("ipet: timeout (--timeout) after the ss run that gives the loop bounds")
		}
		return FromSS(p, cfg, ss)
	}
}

// prepare refuses the heap, defaults the resource to cycles and checks
// DESIGN's placement rule, as the other methods do.
func prepare(p *ts.Program, cfg *analysis.Config) error {
	if err := PeakError(cfg.Resource); err != nil {
		return err
	}
	if cfg.Resource == "" {
		cfg.Resource = "cycles"
	}
	if !cfg.IgnoreAssertions {
		return assertions.CheckPlacement(p)
	}
	return nil
}

// ssTable is the assumption's name of the loop bounds FromSS gives IPET.
const ssTable = "--method ss's loop table (assertions ignored)"

// FromSS is IPET on the loop table of ss, a result of unroll.SS run on p
// with the assertions ignored (`wcet bench` reuses its SS run this way):
// ss's loop table is IPET's cfg.LoopBounds and ss's worst run its known
// run; the result carries ss's counters, loop table and assumptions and
// the verdicts ss gave the loop-bound annotations.
func FromSS(p *ts.Program, cfg analysis.Config, ss *analysis.Result) (*analysis.Result, error) {
	cfg.LoopBounds, cfg.LoopBoundsFrom, cfg.Known = ss.Loops, ssTable, nil
	if ss.Bound != nil {
		cfg.Known = &analysis.Run{Input: analysis.Input{Args: ss.Args, Lists: ss.Lists, Nondet: ss.Nondet}, Path: ss.Path, Ended: ss.Ended}
	}
	res, err := IPET(p, cfg)
	if err != nil {
		return nil, err
	}
	res.States, res.Lossy, res.Reuses, res.Merges, res.Infeasible, res.Loops = ss.States, ss.Lossy, ss.Reuses, ss.Merges, ss.Infeasible, ss.Loops
	res.Assumptions = uniq(append(append([]string{}, ss.Assumptions...), res.Assumptions...))
	// Then the loop-bound annotations, as SS gave them (the order of the
	// other methods).
	for _, a := range ss.Annotations {
		if a.Kind != "assert" {
			res.Annotations = append(res.Annotations, a)
		}
	}
	return res, nil
}

// IPET bounds cfg.Resource with the integer program of the package
// comment, given its loop bounds: a loop's most body executions per entry
// in a calling context is the maximum of its rows in cfg.LoopBounds, or
// its loop-bound annotation's maximum; a loop with neither runs no body
// (cfg.LoopBounds is a loop table: a loop no feasible run enters has no
// row). It returns the bound, the assumptions it made and the verdicts on
// the assertions; cfg.Known, a real run, is checked against the bound
// (a bound below its cost is an internal error, never a result) and is
// the witness only when it is proven to cost exactly the bound.
func IPET(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
	defer cfg.InstallCuts()()
	if err := prepare(p, &cfg); err != nil {
		return nil, err
	}
	budget := cfg.Clock()
	rows := map[string]int64{}
	key := func(ctx string, L *ts.Loop) string { return fmt.Sprintf("%s\x00%p", ctx, L) }
	byLoop := map[*ts.Loop][]analysis.LoopBound{}
	for _, r := range cfg.LoopBounds {
		k := key(r.Context, r.Loop)
		rows[k] = max(rows[k], r.Max)
		byLoop[r.Loop] = append(byLoop[r.Loop], r)
	}
	bounds := func(ctx string, L *ts.Loop) (int64, bool) {
		if L.Bound != nil {
			// A loop-bound annotation: SS cut the loop at its maximum.
			return L.Bound.Max, true
		}
		// A loop SS never entered in this context runs no body on a
		// feasible run. A row of context "" bounds the loop in every
		// context (a bound per loop, the maximum over its contexts:
		// the driver's loop-bound analysis). In a recursive function,
		// one instance stands for every activation: the rows of the
		// deeper contexts (ctx>f@...>f@...) count too.
		b := max(rows[key(ctx, L)], rows[key("", L)])
		for _, r := range byLoop[L] {
			if strings.HasPrefix(r.Context, ctx+">") {
				b = max(b, r.Max)
			}
		}
		return b, true
	}
	depth := Depths(cfg)
	used := map[string]int64{}
	prog, err := Build(p, BuildConfig{Entry: cfg.Entry, Resource: cfg.Resource, Bounds: bounds, IgnoreAssertions: cfg.IgnoreAssertions,
		Depth: func(f *ts.Func) (int64, bool) {
			d, ok := depth(f)
			if ok {
				used[f.Name] = d
			}
			return d, ok
		}})
	if err != nil {
		return nil, err
	}
	ctx := poly.NewCtx()
	if d := budget.Deadline(); !d.IsZero() {
		ctx.SetDeadline(d)
	}
	sol, err := solve(ctx, &prog.Problem)
	if ferr := ctx.Free(); ferr != nil && err == nil {
		err = fmt.Errorf("internal error: %v", ferr)
	}
	if err != nil {
		return nil, err
	}
	from := cfg.LoopBoundsFrom
	if from == "" {
		from = "the given loop table"
	}
	res := &analysis.Result{Bound: sol.Max}
	res.Assumptions = append(res.Assumptions, fmt.Sprintf("ipet: loop bounds per entry and calling context from %s or loop-bound annotations; %d block counts in %d inlined %s (%d after the presolve, %d constraints)",
		from, prog.NVars, prog.Instances, plural(prog.Instances, "body", "bodies"), sol.Vars, sol.Rows))
	for _, name := range slices.Sorted(maps.Keys(used)) {
		res.Assumptions = append(res.Assumptions, fmt.Sprintf("ipet: %s recurses at most %d activations deep (%s); its activations are one instance, at most Σ_{i<%d} k^i per call from outside, k its recursive calls per activation", name, used[name], depthWhy(p, cfg, name), used[name]))
	}
	origins := map[*ts.Assert]string{}
	for _, s := range prog.Sites {
		o := s.Op.Origin
		if o == "" {
			o = "macro"
		}
		origins[s.Op] = o
	}
	// The verdicts: the assertions IPET's own, one row per source
	// assertion: O2 copies one WCET_ASSERT into several sites (inlining,
	// unrolling); the row gets the worst verdict of its sites (assumed,
	// then ignored, then proven) and each reason is said once.
	type srcKey struct {
		text string
		pos  ts.Pos
	}
	rowOf := map[srcKey]int{}
	rank := map[string]int{analysis.VerdictProven: 0, analysis.VerdictIgnored: 1, analysis.VerdictAssumed: 2}
	for _, s := range prog.Sites {
		a := analysis.Annotation{Kind: "assert", Text: s.Op.Text, Origin: origins[s.Op], Pos: s.Op.At, Verdict: analysis.VerdictIgnored}
		where := fmt.Sprintf("assertion %q at %s", s.Op.Text, s.Op.At)
		switch {
		case cfg.IgnoreAssertions:
		case s.Cond >= 0 && sol.Proven[s.Cond]:
			a.Verdict = analysis.VerdictProven
		case s.Cond >= 0:
			a.Verdict = analysis.VerdictAssumed
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s is assumed: ipet excludes the runs violating it from the bound (it counts blocks, it does not follow paths: --method ss or enum say whether a run violates it)", where))
		case s.Unplaced:
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s is ignored by ipet: under --opt O2 a copy of it stands in straight code of the entry with counts of its variables after it (a local assertion of an unrolled loop; --method ss honours it)", where))
		case s.Reset != "":
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s is ignored by ipet: it reads %s, which WCET_RESET resets (a local, reset-based assertion; --method ss honours it)", where, s.Reset))
		case s.Func != cfg.Entry:
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s is ignored by ipet: it stands in %s, not in the entry (ipet takes global assertions only)", where, s.Func))
		default:
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s is ignored by ipet: it stands in a loop (a local assertion; ipet takes global assertions only, --method ss honours it)", where))
		}
		k := srcKey{a.Text, a.Pos}
		if k.pos.Known() {
			k.pos.IR = ""
		}
		if i, ok := rowOf[k]; ok {
			if rank[a.Verdict] > rank[res.Annotations[i].Verdict] {
				res.Annotations[i].Verdict = a.Verdict
			}
			continue
		}
		rowOf[k] = len(res.Annotations)
		res.Annotations = append(res.Annotations, a)
	}
	// One line per reason and assertion (copies share their position).
	res.Assumptions = uniq(res.Assumptions)
	// The known run (SS's worst run, assertions ignored) is a real run:
	// no bound may be below its cost (a check against a missing loop
	// bound), and it is the witness when it runs unblocked at exactly
	// IPET's bound.
	if k := cfg.Known; k != nil {
		if run, err := interp.Run(p, k.Input.RunConfig(cfg.Entry)); err == nil {
			c := big.NewInt(run.Costs[cfg.Resource])
			if c.Cmp(sol.Free) > 0 || run.Blocked == nil && c.Cmp(sol.Max) > 0 {
				return nil, fmt.Errorf("internal error: ipet's bound %s (%s without the assertions) is below the cost %s of a run (ss's worst run): a loop bound is missing from ss's loop table", sol.Max, sol.Free, c)
			}
			if run.Blocked == nil && c.Cmp(sol.Max) == 0 {
				res.Exact = true
				res.Args, res.Lists, res.Nondet, res.Path, res.Ended = k.Args, k.Lists, k.Nondet, k.Path, k.Ended
			}
		}
	}
	return res, nil
}

// Depths is the recursion depth bound of a function: the least of its
// facts file's recursion limit (ts.Func.Recursion) and the rows of
// cfg.RecursionDepths.
func Depths(cfg analysis.Config) func(f *ts.Func) (int64, bool) {
	rows := map[string]int64{}
	for _, r := range cfg.RecursionDepths {
		if d, ok := rows[r.Func]; !ok || r.Max < d {
			rows[r.Func] = r.Max
		}
	}
	return func(f *ts.Func) (int64, bool) {
		d, ok := rows[f.Name]
		if r := f.Recursion; r != nil && (!ok || r.Max < d) {
			d, ok = r.Max, true
		}
		return d, ok
	}
}

// depthWhy says where the depth bound of name comes from.
func depthWhy(p *ts.Program, cfg analysis.Config, name string) string {
	d, _ := Depths(cfg)(p.ByName[name])
	if r := p.ByName[name].Recursion; r != nil && r.Max == d {
		return "the facts file's recursion limit"
	}
	for _, r := range cfg.RecursionDepths {
		if r.Func == name && r.Max == d {
			if r.Why != "" {
				return r.Origin + ": " + r.Why
			}
			return r.Origin
		}
	}
	return "given"
}

// uniq is xs with each string once, at its first place.
func uniq(xs []string) []string {
	said := map[string]bool{}
	out := xs[:0]
	for _, x := range xs {
		if !said[x] {
			said[x] = true
			out = append(out, x)
		}
	}
	return out
}

// solve is Solve with the context's deadline turned into an error.
func solve(c *poly.Ctx, pr *Problem) (sol *Solution, err error) {
	defer func() {
		if r := recover(); r != nil {
			var de *poly.DeadlineError
			if e, ok := r.(error); ok && errors.As(e, &de) {
				sol, err = nil, errors.New("ipet: timeout (--timeout) while solving the integer program")
				return
			}
			if pe, ok := r.(*poly.Error); ok {
				sol, err = nil, fmt.Errorf("internal error in the polyhedra library: %v", pe)
				return
			}
			panic(r)
		}
	}()
	return Solve(c, pr)
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
