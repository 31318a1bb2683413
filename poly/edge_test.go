package poly

import "testing"

// TestZeroDim: sets over no variable are true or false.
func TestZeroDim(t *testing.T) {
	c := newCtx(t)
	tr := c.Universe()
	fa := c.NewSet(nil, GE(Int(-1), Int(0)))
	defer tr.Free()
	defer fa.Free()
	if tr.IsEmpty() || !fa.IsEmpty() || !fa.IsSubset(tr) || tr.IsSubset(fa) {
		t.Fatal("0-dim sets wrong")
	}
	if got := tr.String() + " " + fa.String(); got != "{ [] } { [] : false }" {
		t.Fatalf("String %q", got)
	}
	if p, ok := tr.Sample(); !ok || len(p) != 0 {
		t.Fatalf("Sample %v %v", p, ok)
	}
	if v, k := tr.Max(Int(7)); k != Finite || v.Int64() != 7 {
		t.Fatalf("Max %v %v", v, k)
	}
	x := c.NewSet(nil, GE(Var("x"), Int(0)))
	defer x.Free()
	p := x.Project("x")
	defer p.Free()
	if !p.IsEqual(tr) {
		t.Fatalf("projecting everything: %v", p)
	}
}

// TestFreeTwiceAndLive: Free is idempotent, use after Free panics, and
// Ctx.Free refuses while values are live.
func TestFreeTwiceAndLive(t *testing.T) {
	c := newCtx(t)
	s := c.Universe("x")
	if c.Live() != 1 {
		t.Fatalf("live %d", c.Live())
	}
	if err := c.Free(); err == nil {
		t.Fatal("Ctx.Free with a live set succeeded")
	}
	cp := s.Copy()
	s.Free()
	s.Free()
	if c.Live() != 1 {
		t.Fatalf("live %d", c.Live())
	}
	cp.Free()
	defer func() {
		if recover() == nil {
			t.Error("use after Free did not panic")
		}
	}()
	s.IsEmpty()
}

// TestMixedCtx: values of two contexts cannot be combined.
func TestMixedCtx(t *testing.T) {
	c1, c2 := newCtx(t), newCtx(t)
	a, b := c1.Universe("x"), c2.Universe("x")
	defer a.Free()
	defer b.Free()
	defer func() {
		if recover() == nil {
			t.Error("mixing contexts did not panic")
		}
	}()
	a.Intersect(b)
}
