package lang

import (
	"errors"
	"hash/fnv"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks that Parse never panics, that its errors are
// *SyntaxError with a position inside the input, and that what it accepts
// prints to a formula that parses back to it, whose linear form agrees
// with Eval. The seed corpus is testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	envs := []func(string) int64{
		func(string) int64 { return 0 },
		hashEnv(1),
		hashEnv(2),
	}
	f.Fuzz(func(t *testing.T, src string) {
		form, err := Parse(src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error is %T, want *SyntaxError", src, err)
			}
			if se.Offset < 0 || se.Offset > len(src) || se.Col != utf8.RuneCountInString(src[:se.Offset])+1 {
				t.Fatalf("Parse(%q): bad position offset %d col %d", src, se.Offset, se.Col)
			}
			return
		}
		if len(form.Atoms) == 0 {
			t.Fatalf("Parse(%q) returned an empty formula", src)
		}
		checkRoundTrip(t, form)
		cs := form.Linear()
		for _, env := range envs {
			if got, want := holdsAll(cs, env), form.Eval(env); got != want {
				t.Fatalf("%q: Eval = %v, but Linear() %v holds = %v", form, want, cs, got)
			}
		}
	})
}

// hashEnv gives each name a small value, positive or negative, from a hash
// of the name and seed.
func hashEnv(seed byte) func(string) int64 {
	return func(name string) int64 {
		h := fnv.New32a()
		h.Write([]byte{seed})
		h.Write([]byte(name))
		return int64(h.Sum32()%7) - 3
	}
}
