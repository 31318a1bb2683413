package summary

import (
	"fmt"
	"iter"
	"math/rand"
	"testing"

	"wcet/poly"
)

// multiEnd is a test Entry with several ends, as SS's node summary has
// (unroll's nodeSum): an interpolant and one witness per end. Copies share
// nothing, so the live-object check of newCtx sees a copy leak or a double
// free.
type multiEnd struct {
	name     string
	psi      *poly.Set
	omegas   []*poly.Set
	reusable bool
}

func (e *multiEnd) Interpolant() (*poly.Set, bool) { return e.psi, e.reusable }

func (e *multiEnd) Witnesses() iter.Seq[*poly.Set] {
	return func(yield func(*poly.Set) bool) {
		for _, w := range e.omegas {
			if !yield(w) {
				return
			}
		}
	}
}

func (e *multiEnd) Copy() *multiEnd {
	c := &multiEnd{name: e.name, psi: e.psi.Copy(), reusable: e.reusable}
	for _, w := range e.omegas {
		c.omegas = append(c.omegas, w.Copy())
	}
	return c
}

func (e *multiEnd) Free() {
	e.psi.Free()
	for _, w := range e.omegas {
		w.Free()
	}
}

// mkEntry builds a multiEnd from isl texts: psi, then the witnesses.
func mkEntry(t testing.TB, c *poly.Ctx, name string, psi string, omegas ...string) *multiEnd {
	t.Helper()
	e := &multiEnd{name: name, psi: mustSet(t, c, psi), reusable: true}
	for _, w := range omegas {
		e.omegas = append(e.omegas, mustSet(t, c, w))
	}
	return e
}

// TestMemoReuse is the reuse rule of SS (Fig. 3.7 lines 4–5) on entries
// with several ends: a hit needs the same key, [[s]] ⊆ Ψ, and [[s]] meeting
// the witness of every end; the most recent matching entry wins.
func TestMemoReuse(t *testing.T) {
	c := newCtx(t)
	m := NewMemo[*multiEnd]()
	defer m.Free()
	key := Key{Func: "f", Loc: 4, Shape: "s"}
	// Ψ: x ≤ 10. Two ends: the loop's exit is worst at y ≥ 0, the return
	// at y ≤ 5.
	two := mkEntry(t, c, "two ends", "{ [x, y] : x <= 10 }", "{ [x, y] : y >= 0 }", "{ [x, y] : y <= 5 }")
	// Every path infeasible or blocked: no end, reused wherever Ψ holds.
	none := mkEntry(t, c, "no end", "{ [x, y] : x >= 100 }")
	// Not reusable: never stored.
	tainted := mkEntry(t, c, "tainted", "{ [x, y] }", "{ [x, y] }")
	tainted.reusable = false
	for _, e := range []*multiEnd{two, none} {
		if !m.Insert(key, e) {
			t.Fatalf("%s not stored", e.name)
		}
	}
	if m.Insert(key, tainted) {
		t.Error("a non-reusable entry was stored")
	}
	// The memo keeps its own copies.
	for _, e := range []*multiEnd{two, none, tainted} {
		e.Free()
	}
	for _, tc := range []struct {
		ctx  string
		key  Key
		want string // "" for a miss
	}{
		{"{ [x, y] : 0 <= x <= 3 and 1 <= y <= 4 }", key, "two ends"},
		{"{ [x, y] : x = 10 and y = 0 }", key, "two ends"},
		// Meets y ≥ 0 but not y ≤ 5: the worst path to the return
		// cannot be taken (Example 3.4).
		{"{ [x, y] : x <= 0 and y >= 6 }", key, ""},
		// Meets y ≤ 5 but not y ≥ 0.
		{"{ [x, y] : x <= 0 and y < 0 }", key, ""},
		// Meets both witnesses, but x ≤ 11 is not within Ψ.
		{"{ [x, y] : 0 <= x <= 11 and y = 2 }", key, ""},
		{"{ [x, y] : x >= 200 }", key, "no end"},
		// Spans both interpolants: within neither.
		{"{ [x, y] : x >= 0 }", key, ""},
		// Another key (shape) never reuses.
		{"{ [x, y] : x = 0 and y = 0 }", Key{Func: "f", Loc: 4}, ""},
		{"{ [x, y] : x = 0 and y = 0 }", Key{Func: "f", Loc: 5, Shape: "s"}, ""},
	} {
		ctx := mustSet(t, c, tc.ctx)
		got, ok := m.Lookup(tc.key, ctx)
		name := ""
		if ok {
			name = got.name
			got.Free()
		}
		if name != tc.want {
			t.Errorf("Lookup(%v, %s) = %q, want %q", tc.key, tc.ctx, name, tc.want)
		}
		ctx.Free()
	}
	if st := m.Stats(); st.Lookups != 9 || st.Reuses != 3 || st.Inserts != 2 {
		t.Errorf("stats %+v, want 9 lookups, 3 reuses, 2 inserts", st)
	}

	// The most recent matching entry wins.
	newer := mkEntry(t, c, "newer", "{ [x, y] : x <= 20 }", "{ [x, y] : y >= 1 }")
	m.Insert(key, newer)
	newer.Free()
	for ctx, want := range map[string]string{
		"{ [x, y] : x = 0 and y = 1 }": "newer",
		"{ [x, y] : x = 0 and y = 0 }": "two ends", // outside newer's witness
	} {
		s := mustSet(t, c, ctx)
		got, ok := m.Lookup(key, s)
		if !ok || got.name != want {
			t.Errorf("Lookup(%s) = %v %v, want %q", ctx, got, ok, want)
		}
		if ok {
			got.Free()
		}
		s.Free()
	}
}

// TestMemoFilter checks the lookup, with its pre-filter on a sampled point
// (psiExcludes), against the rule written out: on random entries (boxes,
// unions, existential variables, equalities) and random contexts, Lookup
// returns the most recent entry with ctx ⊆ Ψ and ctx ∩ ω ≠ ∅ for every
// witness ω. A filter that rejects a reusable entry fails it.
func TestMemoFilter(t *testing.T) {
	c := newCtx(t)
	r := rand.New(rand.NewSource(1))
	box := func(lo, hi int) string {
		return fmt.Sprintf("%d <= x <= %d and %d <= y <= %d", lo, hi, lo+r.Intn(3)-1, hi+r.Intn(3))
	}
	psiOf := func() string {
		switch r.Intn(5) {
		case 0: // a union
			a, b := r.Intn(10)-5, r.Intn(10)-5
			return fmt.Sprintf("{ [x, y] : %s; [x, y] : %s }", box(a, a+r.Intn(4)), box(b, b+r.Intn(4)))
		case 1: // an existential: x even
			return fmt.Sprintf("{ [x, y] : exists (k : x = 2k) and %s }", box(r.Intn(10)-6, r.Intn(8)))
		case 2: // an equality
			return fmt.Sprintf("{ [x, y] : y = x + %d and -6 <= x <= 6 }", r.Intn(3)-1)
		case 3:
			return "{ [x, y] }"
		}
		a := r.Intn(12) - 6
		return fmt.Sprintf("{ [x, y] : %s }", box(a, a+r.Intn(6)))
	}
	key := Key{Func: "f", Loc: 1}
	hits, misses := 0, 0
	for round := 0; round < 20; round++ {
		m := NewMemo[*multiEnd]()
		var stored []*multiEnd
		for i := 0; i < 2+r.Intn(6); i++ {
			var ws []string
			for j := 0; j < r.Intn(3); j++ {
				a := r.Intn(12) - 6
				ws = append(ws, fmt.Sprintf("{ [x, y] : %s }", box(a, a+r.Intn(5))))
			}
			e := mkEntry(t, c, fmt.Sprint(i), psiOf(), ws...)
			m.Insert(key, e)
			stored = append(stored, e)
		}
		for q := 0; q < 30; q++ {
			var ctx *poly.Set
			if r.Intn(3) == 0 {
				x, y := r.Intn(14)-7, r.Intn(14)-7
				ctx = mustSet(t, c, fmt.Sprintf("{ [x, y] : x = %d and y = %d }", x, y))
			} else {
				a := r.Intn(14) - 7
				ctx = mustSet(t, c, fmt.Sprintf("{ [x, y] : %s }", box(a, a+r.Intn(3))))
			}
			want := ""
			for i := len(stored) - 1; i >= 0 && want == ""; i-- {
				e := stored[i]
				if !ctx.IsSubset(e.psi) {
					continue
				}
				meets := true
				for _, w := range e.omegas {
					meets = meets && !ctx.IsDisjoint(w)
				}
				if meets {
					want = e.name
				}
			}
			got, ok := m.Lookup(key, ctx)
			name := ""
			if ok {
				name = got.name
				got.Free()
				hits++
			} else {
				misses++
			}
			if name != want {
				t.Errorf("round %d: Lookup(%v) = %q, want %q", round, ctx, name, want)
			}
			ctx.Free()
		}
		for _, e := range stored {
			e.Free()
		}
		m.Free()
	}
	// The test means something only if both outcomes occur often.
	if hits < 50 || misses < 50 {
		t.Errorf("%d hits, %d misses: the random cases do not exercise both", hits, misses)
	}
}
