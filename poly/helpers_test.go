package poly

import (
	"math/big"
	"testing"
)

// newCtx returns a context whose every isl object must be freed by the
// end of the test: the cleanup checks the live-object counter is zero and
// frees the context.
func newCtx(t testing.TB) *Ctx {
	t.Helper()
	c := NewCtx()
	t.Cleanup(func() {
		if n := c.Live(); n != 0 {
			t.Errorf("%d isl objects still live at the end of the test", n)
			return
		}
		if err := c.Free(); err != nil {
			t.Error(err)
		}
	})
	return c
}

func mustSet(t testing.TB, c *Ctx, text string) *Set {
	t.Helper()
	s, err := c.ParseSet(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustMap(t testing.TB, c *Ctx, text string) *Map {
	t.Helper()
	m, err := c.ParseMap(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func pt(kv ...any) map[string]*big.Int {
	m := map[string]*big.Int{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i].(string)] = big.NewInt(int64(kv[i+1].(int)))
	}
	return m
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
