package poly

import (
	"testing"
)

// Benchmarks of the operations the analysis calls most. DESIGN's reference
// figures: subset ~6 µs, projection ~5 µs, 2-D convex hull ~90 µs.

func benchCtx(b *testing.B) *Ctx {
	b.Helper()
	c := newCtx(b)
	b.ReportAllocs()
	return c
}

func BenchmarkSubset(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, n] : 0 <= i < n and 0 <= j <= i and n <= 100 }")
	t := mustSet(b, c, "{ [i, j, n] : 0 <= j <= n }")
	defer s.Free()
	defer t.Free()
	for b.Loop() {
		if !s.IsSubset(t) {
			b.Fatal("not a subset")
		}
	}
}

func BenchmarkIntersect(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, n] : 0 <= i < n and 0 <= j <= i and n <= 100 }")
	t := mustSet(b, c, "{ [i, j, n] : j >= 5 }")
	defer s.Free()
	defer t.Free()
	for b.Loop() {
		s.Intersect(t).Free()
	}
}

func BenchmarkIsEmpty(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, n] : 0 <= i < n and 0 <= j <= i and n <= 100 and j >= n }")
	defer s.Free()
	for b.Loop() {
		if !s.IsEmpty() {
			b.Fatal("not empty")
		}
	}
}

func BenchmarkProject(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, k, n] : 0 <= i < n and 0 <= j <= i and k = i + j and n <= 100 }")
	defer s.Free()
	for b.Loop() {
		s.Project("i").Free()
	}
}

func BenchmarkMax(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, n] : 0 <= i < n and 0 <= j <= i and n <= 100 }")
	defer s.Free()
	obj := Var("i").Add(Term(3, "j"))
	for b.Loop() {
		if _, k := s.Max(obj); k != Finite {
			b.Fatal(k)
		}
	}
}

func BenchmarkImage(b *testing.B) {
	c := benchCtx(b)
	s := mustSet(b, c, "{ [i, j, n] : 0 <= i < n and 0 <= j <= i and n <= 100 }")
	m := c.Assign([]string{"i", "j", "n"}, map[string]Affine{"i": Var("i").AddConst(1), "j": Var("j").Add(Var("i"))})
	defer s.Free()
	defer m.Free()
	for b.Loop() {
		s.Apply(m).Free()
	}
}

func benchHull(b *testing.B, text string, mode hullMode) {
	c := benchCtx(b)
	c.hullMode = mode
	u := mustSet(b, c, text)
	defer u.Free()
	for b.Loop() {
		h, _ := u.ConvexHull()
		h.Free()
	}
	b.ReportMetric(float64(c.Lossy(LossySimpleHull))/float64(b.N), "fallbacks/op")
}

const (
	hull2D = "{ [i, s] : 0 <= i <= 10 and s = 2i; [i, s] : 0 <= i <= 10 and 3i <= s <= 3i + 5 }"
	// Two generic 6-D polytopes: every variable varies.
	hull6D = "{ [a, b, c, d, e, f] : 0 <= a <= 4 and 0 <= b <= a and c = a + b and 0 <= d <= 3 and e = d + 1 and 0 <= f <= e;" +
		" [a, b, c, d, e, f] : 2 <= a <= 9 and b = 3 and 0 <= c <= a and d = 5 and 0 <= e <= 2 and f = e + d }"
	// Two paths of a loop iteration: 4 of 6 variables are the same on both,
	// tied by equalities (isl's own affine-hull step finds those) ...
	hull6D2 = "{ [a, b, c, d, e, f] : 0 <= a <= 4 and b = a + 1 and 0 <= c <= 10 and d = c and 0 <= e <= 9 and f = 2e;" +
		" [a, b, c, d, e, f] : 0 <= a <= 4 and b = a + 2 and 0 <= c <= 10 and d = c and 0 <= e <= 9 and f = 2e }"
)

// ... or by inequalities (only the block split finds those).
const hull6D3 = "{ [a, b, c, d, e, f] : 0 <= a <= 4 and 0 <= b <= a and 0 <= c <= 10 and 0 <= d <= c and c + d <= 15 and 0 <= e <= 9 and e <= f <= 2e + 1;" +
	" [a, b, c, d, e, f] : 2 <= a <= 9 and b = 3 and 0 <= c <= 10 and 0 <= d <= c and c + d <= 15 and 0 <= e <= 9 and e <= f <= 2e + 1 }"

func BenchmarkHull2D(b *testing.B)             { benchHull(b, hull2D, hullBlocks) }
func BenchmarkHull2DDirect(b *testing.B)       { benchHull(b, hull2D, hullDirect) }
func BenchmarkHull2DSimple(b *testing.B)       { benchHull(b, hull2D, hullSimple) }
func BenchmarkHull6D(b *testing.B)             { benchHull(b, hull6D, hullBlocks) }
func BenchmarkHull6DDirect(b *testing.B)       { benchHull(b, hull6D, hullDirect) }
func BenchmarkHull6DSimple(b *testing.B)       { benchHull(b, hull6D, hullSimple) }
func BenchmarkHull6DShared(b *testing.B)       { benchHull(b, hull6D2, hullBlocks) }
func BenchmarkHull6DSharedDirect(b *testing.B) { benchHull(b, hull6D2, hullDirect) }
func BenchmarkHull6DSharedSimple(b *testing.B) { benchHull(b, hull6D2, hullSimple) }

func BenchmarkHull6DIneq(b *testing.B)       { benchHull(b, hull6D3, hullBlocks) }
func BenchmarkHull6DIneqDirect(b *testing.B) { benchHull(b, hull6D3, hullDirect) }
func BenchmarkHull6DIneqSimple(b *testing.B) { benchHull(b, hull6D3, hullSimple) }

// BenchmarkHullExactCheck is the cost of deciding whether a 2-D hull is
// exact (hull ⊆ union), paid by every ConvexHull of several disjuncts.
func BenchmarkHullExactCheck(b *testing.B) {
	c := benchCtx(b)
	u := mustSet(b, c, hull2D)
	defer u.Free()
	h, _ := u.ConvexHull()
	defer h.Free()
	for b.Loop() {
		h.IsSubset(u)
	}
}

func BenchmarkWeakestPre(b *testing.B) {
	c := benchCtx(b)
	// One iteration of "for (i = 0; i < n; i++) s += i" and the
	// post-interpolant "i <= n and s <= 100" (Ψ: i + s <= 100).
	body := c.Assign([]string{"i", "n", "s"}, map[string]Affine{"i": Var("i").AddConst(1), "s": Var("s").Add(Var("i"))})
	guard := c.NewSet(nil, LT(Var("i"), Var("n")))
	r := body.IntersectDomain(guard)
	post := c.NewSet(nil, LE(Var("i"), Var("n")), LE(Var("s"), Int(100)))
	ctx := c.NewSet(nil, EQ(Var("i"), Int(3)), EQ(Var("n"), Int(10)), EQ(Var("s"), Int(3)))
	defer freeAll([]*Set{guard, post, ctx})
	defer body.Free()
	defer r.Free()
	for b.Loop() {
		psi, err := WeakestPre(r, post, ctx)
		if err != nil {
			b.Fatal(err)
		}
		psi.Free()
	}
}

func BenchmarkZ3Check(b *testing.B) {
	c := benchCtx(b)
	s := c.NewSolver()
	x, y := s.BVVar("x", 32, true), s.BVVar("y", 32, true)
	s.Assert(x.SGT(s.BVInt(32, 0)).And(x.SLT(s.BVInt(32, 100))))
	for b.Loop() {
		s.Push()
		s.Assert(x.Mul(y).Eq(s.BVInt(32, 91)).And(y.SGT(x)))
		if s.Check() != Sat {
			b.Fatal("unsat")
		}
		s.Pop()
	}
}
