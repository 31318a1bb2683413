package tripcount

import "wcet/ts"

// Counters that wrap around: C's arithmetic on narrow types, and the
// bound that a counter meeting every value of its width gives.

// truncForm is the form of trunc(ext(iv + c) ± b) back to iv's width,
// C's `c += b` on a narrow c (promoted to int, then converted back):
// iv + c ± b in iv's width, which wraps as an add there does.
func (F *fn) truncForm(L *ts.Loop, x *ts.Cast, depth int) (form, bool) {
	e := x.X
	for i := 0; i < 4; i++ {
		r, ok := e.(*ts.Ref)
		if !ok {
			break
		}
		ds := F.defs[r.V]
		if len(ds) != 1 || ds[0].E == nil || !L.Contains(ds[0].t.To) {
			return form{}, false
		}
		e = ds[0].E
	}
	b, ok := e.(*ts.Bin)
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
