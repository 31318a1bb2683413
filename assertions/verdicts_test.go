package assertions

import (
	"testing"

	"wcet/ts"
)

// TestBlocksKeeps checks the rule that decides which blocked path an
// assertion keeps for its verdict. Witnesses reports `violated` only from
// a kept block that depends on no unknown value, so such a block must
// survive every later block, and a dependent one must give way to an
// independent one. The rule used before (ev.Dep || !dep) did the opposite
// in both mixed cases: an independent block was replaced by a dependent
// one (a violation reported as assumed).
func TestBlocksKeeps(t *testing.T) {
	k := Key{Text: "c <= 4", Pos: ts.Pos{File: "a.c", Line: 3}}
	for _, tc := range []struct {
		name          string
		recorded      *bool // nil: nothing recorded yet
		newDep, keeps bool
	}{
		{"nothing recorded, independent", nil, false, false},
		{"nothing recorded, dependent", nil, true, false},
		{"independent recorded, independent found", ptr(false), false, true},
		{"independent recorded, dependent found", ptr(false), true, true},
		{"dependent recorded, dependent found", ptr(true), true, true},
		{"dependent recorded, independent found", ptr(true), false, false},
	} {
		b := Blocks[int]{}
		if tc.recorded != nil {
			b[k] = &Block[int]{Key: k, Dep: *tc.recorded}
		}
		if got := b.Keeps(k, tc.newDep); got != tc.keeps {
			t.Errorf("%s: Keeps = %v, want %v", tc.name, got, tc.keeps)
		}
	}
}

func ptr(b bool) *bool { return &b }
