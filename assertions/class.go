package assertions

import (
	"fmt"
	"strings"
)

// Frequency-count classes (thesis ch. 4, MergePaths, Fig. 4.11 lines
// 42–51): how the paths of a stretch of code changed the relevant
// frequency variables. Paths of different classes are never merged, and
// in the skeletal DAG a class labels a transition between two loop
// headers.

// Count is one relevant frequency variable's part of a class: N more
// counts, or (Reset) a reset to zero followed by N counts.
type Count struct {
	Reset bool
	N     int64
}

// Class is a frequency-count class: one Count per relevant frequency
// variable, in the order of Compiled.Vars. The nil *Class is the
// identity (no variable changed). Classes come from a Classes table,
// which keeps one *Class per distinct vector, so that two classes are
// equal exactly when their pointers are and a *Class is a map key.
type Class struct {
	counts []Count
	key    string
}

// Counts is the class's vector (nil for the identity).
func (c *Class) Counts() []Count {
	if c == nil {
		return nil
	}
	return c.counts
}

// Key is a text that names the class, "" for the identity, "+k," per
// variable (k more) or "=k," (a reset, then k counts) otherwise. It
// orders classes and names them in debug output; it is never read back.
func (c *Class) Key() string {
	if c == nil {
		return ""
	}
	return c.key
}

// Equal reports whether c and d are the same vector.
func (c *Class) Equal(d *Class) bool {
	if c == nil || d == nil {
		return c == d
	}
	if len(c.counts) != len(d.counts) {
		return false
	}
	for i := range c.counts {
		if c.counts[i] != d.counts[i] {
			return false
		}
	}
	return true
}

// Increments is the class as constant increments of n variables (zeros
// for the identity); ok is false when the class resets a variable.
func (c *Class) Increments(n int) (inc []int64, ok bool) {
	inc = make([]int64, n)
	for i, x := range c.Counts() {
		if x.Reset || i >= n {
			return nil, false
		}
		inc[i] = x.N
	}
	return inc, true
}

// Classes is the table that makes each distinct class one *Class. It is
// not safe for concurrent use (one per analysis run).
type Classes struct {
	byKey map[string]*Class
}

// intern is the table's class of vector cs (cs is not retained).
func (t *Classes) intern(cs []Count) *Class {
	var b strings.Builder
	for _, x := range cs {
		if x.Reset {
			fmt.Fprintf(&b, "=%d,", x.N)
		} else {
			fmt.Fprintf(&b, "+%d,", x.N)
		}
	}
	k := b.String()
	if c := t.byKey[k]; c != nil {
		return c
	}
	if t.byKey == nil {
		t.byKey = map[string]*Class{}
	}
	c := &Class{counts: append([]Count(nil), cs...), key: k}
	t.byKey[k] = c
	return c
}

// Delta is the class of a step over the variables vars that began with
// the counts before and ended with after, resetting the variables reset
// on the way: nil (the identity) when none changed.
func (t *Classes) Delta(vars []string, before, after map[string]int64, reset map[string]bool) *Class {
	if len(vars) == 0 {
		return nil
	}
	cs := make([]Count, len(vars))
	id := true
	for i, v := range vars {
		if reset[v] {
			cs[i] = Count{Reset: true, N: after[v]}
			id = false
			continue
		}
		cs[i] = Count{N: after[v] - before[v]}
		id = id && cs[i].N == 0
	}
	if id {
		return nil
	}
	return t.intern(cs)
}

// Combine is the class of a then b: per variable, b's reset wins, else
// the counts add up (a reset of a stays a reset). The identity is
// neutral on either side.
func (t *Classes) Combine(a, b *Class) *Class {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	cs := make([]Count, len(a.counts))
	for i, x := range a.counts {
		y := b.counts[i]
		if y.Reset {
			cs[i] = y
		} else {
			cs[i] = Count{Reset: x.Reset, N: x.N + y.N}
		}
	}
	return t.intern(cs)
}
