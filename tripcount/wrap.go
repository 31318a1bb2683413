package tripcount

import (
	"fmt"

	"wcet/ts"
)

// Counters that wrap around: C's arithmetic on narrow types, and the
// bound that a counter meeting every value of its width gives.

// truncForm is the form of trunc(ext(iv + c) ± b) back to iv's width,
// C's `c += b` on a narrow c (promoted to int, then converted back):
// iv + c ± b in iv's width, which wraps as an add there does.
func (F *fn) truncForm(L *ts.Loop, x *ts.Cast, depth int) (form, bool) {
	b, ok := F.inside(L, x.X).(*ts.Bin)
	if !ok || b.Op != "add" && b.Op != "sub" {
		return form{}, false
	}
	X, Y := F.eval(L, b.X, depth+1), F.eval(L, b.Y, depth+1)
	if b.Op == "add" && X.iv == nil {
		X, Y = Y, X
	}
	if X.iv == nil || X.ext == "" || X.iv.Type.Bits != x.To.Bits || Y.iv != nil || !Y.off.ok || !X.off.ok {
		return form{}, false
	}
	if b.Op == "sub" {
		Y.off = Y.off.neg()
	}
	off := X.off.add(Y.off)
	return form{iv: X.iv, off: off}, off.ok
}

// tripsAround bounds a loop that goes on while h + c != N, N invariant,
// on a w-bit counter h whose step s is one odd constant, whatever h's
// start: the w-bit values h0 + k·s (+ c) for k = 0 .. 2^w - 1 are all the
// values of w bits (s is invertible modulo 2^w), so one of the first 2^w
// checks fails when N is one of them: at most 2^w - 1 back edges. N, read
// in the comparison's width W, must be a value h + c can take there: any
// value when W = w, the range of the extension otherwise (a zext'd u8
// never equals 300). The counter wraps around on the way (its range is
// its whole type); an add that must not wrap (nsw, nuw) only ends paths
// sooner.
func tripsAround(c, N itv, iv induction, ext string, w, W int) (trips, bool) {
	s := iv.step
	if c.lo != c.hi || s.lo != s.hi || s.lo%2 == 0 || w > 24 || !N.ok {
		return trips{}, false
	}
	switch ext {
	case "":
		if W != w {
			return trips{}, false
		}
	case "zext":
		// N was read unsigned in W bits (tripsUnder).
		if !N.within(unsignedRange(w)) {
			return trips{}, false
		}
	case "sext":
		if !N.within(signedRange(w)) {
			return trips{}, false
		}
	default:
		return trips{}, false
	}
	return trips{back: int64(1)<<w - 1, rng: typeRange(iv.h.Type), pred: "ne", n: N, around: w}, true
}

// modular is a counter that comes round by a remainder: its next value
// is (h + s) & (2^m − 1), (h + s) urem K or (h + s) srem K (C's
// `i = (i + 1) & 15`, `i = (i + 1) % N`), perhaps computed wider and
// truncated back to h's width.
type modular struct {
	h    *ts.Var // the counter (a header variable or a cell's pseudo one)
	op   string  // "and", "urem" or "srem"
	k, s int64   // the modulus (2^m for and) and the step
	init itv     // its values where the loop is entered
}

// String is md's next value, for Bound.Why.
func (md modular) String() string {
	if md.op == "and" {
		return fmt.Sprintf("(%s + %d) and %d", md.h.Name, md.s, md.k-1)
	}
	return fmt.Sprintf("(%s + %d) %s %d", md.h.Name, md.s, md.op, md.k)
}

// modCounters are L's counters that come round by a remainder: header
// variables with one next value, and counter cells (cells.go).
func (F *fn) modCounters(L *ts.Loop, vars []*ts.Var) []modular {
	var out []modular
	for _, h := range vars {
		var next []def
		for _, d := range F.defs[h] {
			if d.t.To == L.End {
				next = append(next, d)
			}
		}
		if len(next) == 1 {
			if md, ok := F.modStep(L, next[0].E, h); ok {
				var xs []itv
				for _, d := range F.defs[h] {
					if d.t.To == L.Header && !L.Contains(d.t.From) {
						xs = append(xs, F.rangeExpr(d.E))
					}
				}
				md.init = hullOf(xs)
				out = append(out, md)
			}
		}
	}
	for _, c := range F.cellsOf(L).counters {
		if md, ok := F.modStep(L, c.val, c.iv); ok {
			md.init = F.a.globalRange(c.g)
			out = append(out, md)
		}
	}
	return out
}

// tripsMod is tripsModular on guard g: h != N with N invariant.
func (F *fn) tripsMod(L *ts.Loop, md modular, g guard) (int64, itv, bool) {
	if g.pred != "ne" {
		return 0, itv{}, false
	}
	X, Y, ny := F.eval(L, g.x, 0), F.eval(L, g.y, 0), g.y
	if X.iv == nil {
		X, Y, ny = Y, X, g.x
	}
	if X.iv != md.h || !X.off.ok || X.off.lo != 0 || X.off.hi != 0 || Y.iv != nil || !F.invariant(L, ny, 0) {
		return 0, itv{}, false
	}
	n, ok := tripsModular(md, Y.off)
	return n, Y.off, ok
}

// modStep reads e, the next value of counter h in L, as a modular step.
// The modulus must fit h's width with room for its sign (k ≤ 2^(w−1)),
// so that every remainder is the same value in both views.
func (F *fn) modStep(L *ts.Loop, e ts.Expr, h *ts.Var) (modular, bool) {
	e = F.inside(L, e)
	if c, ok := e.(*ts.Cast); ok && c.Op == "trunc" && c.To.Bits == h.Type.Bits {
		e = F.inside(L, c.X)
	}
	b, ok := e.(*ts.Bin)
	if !ok || b.Op != "and" && b.Op != "urem" && b.Op != "srem" {
		return modular{}, false
	}
	k, ok := constOf(b.Y)
	if !ok || k < 2 || h.Type.Bits > 62 || k > int64(1)<<(h.Type.Bits-1) {
		return modular{}, false
	}
	md := modular{h: h, op: b.Op, k: k}
	if b.Op == "and" {
		if k&(k+1) != 0 {
			return modular{}, false // not 2^m − 1
		}
		md.k = k + 1
	}
	// The dividend: h + s, in h's width or extended from it.
	x := F.eval(L, b.X, 0)
	narrow := x.iv != nil
	if x.iv == nil {
		xe := F.inside(L, b.X)
		if xb, ok := xe.(*ts.Bin); ok && (xb.Op == "add" || xb.Op == "sub") {
			X, Y := F.eval(L, xb.X, 0), F.eval(L, xb.Y, 0)
			if xb.Op == "add" && X.iv == nil {
				X, Y = Y, X
			}
			if X.iv != nil && X.ext != "" && X.off.ok && Y.iv == nil && Y.off.ok {
				if xb.Op == "sub" {
					Y.off = Y.off.neg()
				}
				x = form{iv: X.iv, off: X.off.add(Y.off)}
			}
		}
	}
	if x.iv != h || !x.off.ok || x.off.lo != x.off.hi {
		return modular{}, false
	}
	md.s = x.off.lo
	switch {
	case b.Op == "and":
		// Any odd step, either sign: every residue modulo 2^m comes round.
		if md.s%2 == 0 {
			return modular{}, false
		}
	case md.s < 1 || md.s >= md.k || gcd(md.s, md.k) != 1:
		// urem, srem: a positive step below the modulus and prime to it
		// (a negative one would wrap the dividend at 2^w, not at k).
		return modular{}, false
	case b.Op == "srem" && narrow && md.k+md.s > int64(1)<<(h.Type.Bits-1):
		// h + s computed in h's width must not pass its signed top.
		return modular{}, false
	}
	return md, true
}

// inside follows e through variables assigned once inside L.
func (F *fn) inside(L *ts.Loop, e ts.Expr) ts.Expr {
	for i := 0; i < 4; i++ {
		r, ok := e.(*ts.Ref)
		if !ok {
			break
		}
		ds := F.defs[r.V]
		if len(ds) != 1 || ds[0].E == nil || !L.Contains(ds[0].t.To) {
			break
		}
		e = ds[0].E
	}
	return e
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// tripsModular bounds a loop that goes on while h != N, N invariant and
// within 0..k−1, h a modular counter (md): after its first step h is a
// remainder (0..k−1 for and and urem; −(k−1)..k−1 for srem), and from
// then on h + s does not wrap its width, so h runs through the residues
// modulo k: with s prime to k, every one of them, N among them, within k
// steps. and, urem: at most k back edges (the first step, then k − 1);
// srem: a negative remainder first climbs by s to 0..k−1, at most k − 1
// steps more: 2k − 1. A counter that starts at a remainder (within
// 0..k−1) meets every residue within k checks from the first: k − 1.
func tripsModular(md modular, N itv) (int64, bool) {
	if !N.within(mk(0, md.k-1)) {
		return 0, false
	}
	if md.init.within(mk(0, md.k-1)) {
		return md.k - 1, true
	}
	if md.op == "srem" {
		return 2*md.k - 1, true
	}
	return md.k, true
}
