package unroll

import (
	"math/big"
	"testing"

	"wcet/poly"
	"wcet/summary"
)

// parserJoin is one JoinHorizontal of the frame parser of
// docs/benchmarks.md ("SS on state machines"): its IDLE case at i = 2,
// over [c, i, crc, n, len, st] (c the byte read). d1 is the byte that is
// not the flag (here c < 0: nothing changes but i), d2 the flag 0x7e
// (st′ = LEN, crc′ = 0). Their hull loses st′ ∈ {0, 1} and crc′'s range.
const (
	pjCtx = "{ [c, i, crc, n, len, st] : i = 2 and st = 0 and -128 <= c <= 127 and -128 <= crc <= 127 and -128 <= n <= 127 and -128 <= len <= 127 }"
	pjD1  = "{ [c, i, crc, n, len, st] -> [i', crc', n', len', st'] : i' = i + 1 and crc' = crc and n' = n and len' = len and st' = st and -129 <= c <= -1 and -2147483649 <= i <= 2147483646 and -128 <= crc <= 127 and -128 <= n <= 127 and -128 <= len <= 127 and -2147483648 <= st <= 2147483647 }"
	pjD2  = "{ [c, i, crc, n, len, st] -> [i', crc', n', len', st'] : c = 126 and i' = i + 1 and crc' = 0 and n' = n and len' = len and st' = 1 and -2147483649 <= i <= 2147483646 and -128 <= n <= 127 and -128 <= len <= 127 }"
)

func parseJoin(t *testing.T, c *poly.Ctx) (ctx *poly.Set, d1, d2 *poly.Map) {
	t.Helper()
	ctx, err := c.ParseSet(pjCtx)
	if err != nil {
		t.Fatal(err)
	}
	if d1, err = c.ParseMap(pjD1); err != nil {
		t.Fatal(err)
	}
	if d2, err = c.ParseMap(pjD2); err != nil {
		t.Fatal(err)
	}
	return ctx, d1, d2
}

// TestKeepBoundsParser: keepBounds keeps st′ in its range on a domain
// that holds the context, on which the tightened hull still contains both
// sides (soundness), and which holds every input whose images stay in the
// bounds (hand check: c = 5 matches neither side's guard; c = 126 sets
// st′ = 1 and crc′ = 0, within them).
func TestKeepBoundsParser(t *testing.T) {
	c := poly.NewCtx()
	defer c.Free()
	ctx, d1, d2 := parseJoin(t, c)
	defer ctx.Free()
	defer d1.Free()
	defer d2.Free()
	u := d1.Union(d2)
	defer u.Free()
	h, exact := u.ConvexHull()
	if exact {
		t.Fatalf("the hull is exact; the test needs a lossy one: %v", h)
	}
	j := &summary.Summary{Delta: h, Psi: c.Universe(d1.In()...), Omega: c.Universe(d1.In()...)}
	defer j.Free()
	dom := keepBounds(ctx, d1, d2, nil, j, false)
	if dom == nil {
		t.Fatalf("nothing tightened: %v", j.Delta)
	}
	defer dom.Free()
	if !dom.IsConjunctive() || !ctx.IsSubset(dom) {
		t.Fatalf("dom %v: not conjunctive or not around ctx %v", dom, ctx)
	}
	// Soundness: within dom the tightened hull contains d1 ∪ d2.
	in := u.IntersectDomain(dom)
	defer in.Free()
	if !in.IsSubset(j.Delta) {
		t.Fatalf("tightened hull %v loses part of d1 ∪ d2 on dom %v", j.Delta, dom)
	}
	// The bounds are kept: st′ ≤ 1 and crc′ ≥ −128 on ctx's image.
	img := ctx.Apply(j.Delta)
	defer img.Free()
	if hi, k := img.Max(poly.Var("st")); k != poly.Finite || hi.Int64() != 1 {
		t.Errorf("st′ max %v (%v), want 1", hi, k)
	}
	// The largest domain: every input with no image outside the bounds.
	for _, pt := range []map[string]int64{
		{"c": 5, "i": 2, "crc": 3, "n": 0, "len": 0, "st": 0},
		{"c": 126, "i": 7, "crc": -100, "n": 0, "len": 0, "st": 0},
	} {
		p := map[string]*big.Int{}
		for k, v := range pt {
			p[k] = big.NewInt(v)
		}
		if !dom.Contains(p) {
			t.Errorf("dom %v excludes %v, whose images stay in the bounds", dom, pt)
		}
	}
}

// TestOutsideOf: the half-spaces hold all of ctx and meet no point of
// bad; none when no constraint of a disjunct of bad separates it from
// ctx (hand-computed cases).
func TestOutsideOf(t *testing.T) {
	c := poly.NewCtx()
	defer c.Free()
	for _, tc := range []struct {
		ctx, bad string
		ok       bool
	}{
		// The box of type ranges around x ≥ 4: x ≤ 3 separates.
		{"{ [x, y] : 0 <= x <= 3 and -128 <= y <= 127 }", "{ [x, y] : 4 <= x <= 127 and -128 <= y <= 127 }", true},
		// An equality: x = 5 is left by x ≤ 4 (ctx below) or x ≥ 6.
		{"{ [x, y] : 0 <= x <= 3 }", "{ [x, y] : x = 5 }", true},
		{"{ [x, y] : 7 <= x <= 9 }", "{ [x, y] : x = 5 }", true},
		// Two disjuncts, each left by its own half-space.
		{"{ [x, y] : 0 <= x <= 3 and 0 <= y <= 3 }", "{ [x, y] : x >= 4; [x, y] : y <= -1 }", true},
		// ctx straddles bad's only facet: no half-space.
		{"{ [x, y] : 0 <= x <= 9 }", "{ [x, y] : x >= 4 }", false},
		// A triangle below a corner: x ≤ 2 separates.
		{"{ [x, y] : x + y <= 2 and x >= 0 and y >= 0 }", "{ [x, y] : x >= 3 and y >= 3 }", true},
		// Disjoint, but by no facet of bad alone: none.
		{"{ [x, y] : x = y and 0 <= x <= 9 }", "{ [x, y] : x >= 5 and y <= 4 }", false},
		// Nothing bad: no constraint needed.
		{"{ [x, y] : 0 <= x }", "{ [x, y] : 1 = 0 }", true},
	} {
		ctx, err := c.ParseSet(tc.ctx)
		if err != nil {
			t.Fatal(err)
		}
		bad, err := c.ParseSet(tc.bad)
		if err != nil {
			t.Fatal(err)
		}
		hs, ok := outsideOf(ctx, bad)
		if ok != tc.ok {
			t.Errorf("outsideOf(%s, %s): ok %v, want %v (%v)", tc.ctx, tc.bad, ok, tc.ok, hs)
		}
		if ok {
			d := c.Universe(ctx.Vars()...).Constrain(hs...)
			if !ctx.IsSubset(d) || !d.IsDisjoint(bad) {
				t.Errorf("outsideOf(%s, %s) = %v: not around ctx or meets bad", tc.ctx, tc.bad, d)
			}
			d.Free()
		}
		ctx.Free()
		bad.Free()
	}
}
