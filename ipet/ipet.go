package ipet

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
	"wcet/unroll"
)

// HeapError is the refusal of --resource heap: the high watermark is not
// cumulative, and IPET's counts forget the order of a path's allocations
// and releases (thesis §4.2).
var HeapError = errors.New("--method ipet bounds cumulative resources only: it refuses --resource heap (the high watermark depends on the order of allocations and releases, which block counts do not keep; thesis §4.2); use --method ss")

// IPET bounds cfg.Resource with the integer program of the package
// comment (`--method ipet`). It runs SS with the assertions ignored for
// the loop table, builds and solves the program, and returns a Result in
// the methods' terms: the bound, SS's states and loop table, the verdicts
// on the annotations, the assumptions it made, and SS's worst run as the
// witness only when that run is proven to cost exactly the bound.
func IPET(p *ts.Program, cfg unroll.Config) (*unroll.Result, error) {
	if err := prepare(p, &cfg); err != nil {
		return nil, err
	}
	// What ipet refuses (recursion, a data-dependent cost, a program too
	// large) is found before the SS run, by building the program once
	// with no loop bounds.
	if _, err := Build(p, BuildConfig{Entry: cfg.Entry, Resource: cfg.Resource, IgnoreAssertions: true,
		Bounds: func(string, *ts.Loop) (int64, bool) { return 0, true }}); err != nil {
		return nil, err
	}
	start := time.Now()
	sscfg := cfg
	sscfg.IgnoreAssertions = true
	ss, err := unroll.SS(p, sscfg)
	if err != nil {
		return nil, err
	}
	if cfg.Timeout > 0 {
		cfg.Timeout -= time.Since(start)
		if cfg.Timeout <= 0 {
			return nil, errors.New("ipet: timeout (--timeout) after the ss run that gives the loop bounds")
		}
	}
	return FromSS(p, cfg, ss)
}

// prepare refuses the heap, defaults the resource to cycles and checks
// DESIGN's placement rule, as the other methods do.
func prepare(p *ts.Program, cfg *unroll.Config) error {
	if cfg.Resource == "heap" {
		return HeapError
	}
	if cfg.Resource == "" {
		cfg.Resource = "cycles"
	}
	if !cfg.IgnoreAssertions {
		return unroll.CheckPlacement(p)
	}
	return nil
}

// FromSS is IPET on the loop table of ss, a result of unroll.SS run on p
// with the assertions ignored (`wcet bench` reuses its SS run this way).
func FromSS(p *ts.Program, cfg unroll.Config, ss *unroll.Result) (*unroll.Result, error) {
	if err := prepare(p, &cfg); err != nil {
		return nil, err
	}
	start := time.Now()
	rows := map[string]int64{}
	key := func(ctx string, L *ts.Loop) string { return fmt.Sprintf("%s\x00%p", ctx, L) }
	for _, r := range ss.Loops {
		k := key(r.Context, r.Loop)
		rows[k] = max(rows[k], r.Max)
	}
	bounds := func(ctx string, L *ts.Loop) (int64, bool) {
		if L.Bound != nil {
			// A loop-bound annotation: SS cut the loop at its maximum.
			return L.Bound.Max, true
		}
		// A loop SS never entered in this context runs no body on a
		// feasible run.
		return rows[key(ctx, L)], true
	}
	prog, err := Build(p, BuildConfig{Entry: cfg.Entry, Resource: cfg.Resource, Bounds: bounds, IgnoreAssertions: cfg.IgnoreAssertions})
	if err != nil {
		return nil, err
	}
	ctx := poly.NewCtx()
	if cfg.Timeout > 0 {
		ctx.SetDeadline(start.Add(cfg.Timeout))
	}
	sol, err := solve(ctx, &prog.Problem)
	if ferr := ctx.Free(); ferr != nil && err == nil {
		err = fmt.Errorf("internal error: %v", ferr)
	}
	if err != nil {
		return nil, err
	}
	res := &unroll.Result{Bound: sol.Max, States: ss.States, Lossy: ss.Lossy, Reuses: ss.Reuses, Merges: ss.Merges, Infeasible: ss.Infeasible, Loops: ss.Loops}
	res.Assumptions = append(res.Assumptions, ss.Assumptions...)
	res.Assumptions = append(res.Assumptions, fmt.Sprintf("ipet: loop bounds per entry and calling context from --method ss's loop table (assertions ignored) or loop-bound annotations; %d block counts in %d inlined %s (%d after the presolve, %d constraints)",
		prog.NVars, prog.Instances, plural(prog.Instances, "body", "bodies"), sol.Vars, sol.Rows))
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
	said := map[string]bool{}
	rank := map[string]int{unroll.VerdictProven: 0, unroll.VerdictIgnored: 1, unroll.VerdictAssumed: 2}
	for _, s := range prog.Sites {
		a := unroll.Annotation{Kind: "assert", Text: s.Op.Text, Origin: origins[s.Op], Pos: s.Op.At, Verdict: unroll.VerdictIgnored}
		where := fmt.Sprintf("assertion %q at %s", s.Op.Text, s.Op.At)
		switch {
		case cfg.IgnoreAssertions:
		case s.Cond >= 0 && sol.Proven[s.Cond]:
			a.Verdict = unroll.VerdictProven
		case s.Cond >= 0:
			a.Verdict = unroll.VerdictAssumed
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
	uniq := res.Assumptions[:0]
	for _, x := range res.Assumptions {
		if !said[x] {
			said[x] = true
			uniq = append(uniq, x)
		}
	}
	res.Assumptions = uniq
	// Then the loop-bound annotations, as SS gave them (the order of the
	// other methods).
	for _, a := range ss.Annotations {
		if a.Kind != "assert" {
			res.Annotations = append(res.Annotations, a)
		}
	}
	// SS's worst run (assertions ignored) is a real run: no bound may be
	// below its cost (a check against a missing loop bound), and it is
	// the witness when it runs unblocked at exactly IPET's bound.
	if ss.Bound != nil {
		in := &unroll.Input{Args: ss.Args, Lists: ss.Lists, Nondet: ss.Nondet}
		if run, err := interp.Run(p, in.RunConfig(cfg.Entry)); err == nil {
			c := big.NewInt(run.Costs[cfg.Resource])
			if c.Cmp(sol.Free) > 0 || run.Blocked == nil && c.Cmp(sol.Max) > 0 {
				return nil, fmt.Errorf("internal error: ipet's bound %s (%s without the assertions) is below the cost %s of a run (ss's worst run): a loop bound is missing from ss's loop table", sol.Max, sol.Free, c)
			}
			if run.Blocked == nil && c.Cmp(sol.Max) == 0 {
				res.Exact = true
				res.Args, res.Lists, res.Nondet, res.Path, res.Ended = ss.Args, ss.Lists, ss.Nondet, ss.Path, ss.Ended
			}
		}
	}
	return res, nil
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
