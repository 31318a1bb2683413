package lang

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		src    string
		want   string   // canonical String()
		linear []string // Linear(), each Constraint.String()
	}{
		{"c <= 4", "c <= 4", []string{"-c + 4 >= 0"}},
		{"c1 <= c / 10", "c1 <= c / 10", []string{"c - 10*c1 >= 0"}},
		{"c1<=c/10", "c1 <= c / 10", []string{"c - 10*c1 >= 0"}},
		{"|c1 - c2| <= 1", "|c1 - c2| <= 1", []string{"-c1 + c2 + 1 >= 0", "c1 - c2 + 1 >= 0"}},
		{"c <= 4 && d >= 2*c + 1", "c <= 4 && d >= 2*c + 1", []string{"-c + 4 >= 0", "-2*c + d - 1 >= 0"}},
		{"(a+b)/3 + c/2 <= 5", "(a + b)/3 + c/2 <= 5", []string{"-2*a - 2*b - 3*c + 30 >= 0"}},
		{"1*m1 <= 10*m2", "1 * m1 <= 10 * m2", []string{"-m1 + 10*m2 >= 0"}},
		// Strict comparisons over integers.
		{"a < b", "a < b", []string{"-a + b - 1 >= 0"}},
		{"a > b", "a > b", []string{"a - b - 1 >= 0"}},
		{"c < 2*d/3", "c < 2 * d / 3", []string{"-3*c + 2*d - 1 >= 0"}},
		{"c1 < c / 10", "c1 < c / 10", []string{"c - 10*c1 - 1 >= 0"}},
		// The gcd is divided out; an inequality's constant rounds down.
		{"2*c <= 5", "2 * c <= 5", []string{"-c + 2 >= 0"}},
		{"4*c >= 2*d + 6", "4 * c >= 2*d + 6", []string{"2*c - d - 3 >= 0"}},
		{"2*c == 4*d + 6", "2 * c == 4*d + 6", []string{"c - 2*d - 3 == 0"}},
		{"2*c == 3", "2 * c == 3", []string{"2*c - 3 == 0"}},
		// Equalities: first coefficient positive.
		{"c == d", "c == d", []string{"c - d == 0"}},
		{"4 == c", "4 == c", []string{"c - 4 == 0"}},
		{"x == -y + 1", "x == -y + 1", []string{"x + y - 1 == 0"}},
		// |e| on either side, strict or not.
		{"|e| < k", "|e| < k", []string{"-e + k - 1 >= 0", "e + k - 1 >= 0"}},
		{"k >= |e - f/2|", "k >= |e - f/2|", []string{"-2*e + f + 2*k >= 0", "2*e - f + 2*k >= 0"}},
		{"k > |e|", "k > |e|", []string{"-e + k - 1 >= 0", "e + k - 1 >= 0"}},
		{"(|c|) <= 3", "|c| <= 3", []string{"-c + 3 >= 0", "c + 3 >= 0"}},
		{"|c1 - c2| <= 1 && c <= 4", "|c1 - c2| <= 1 && c <= 4",
			[]string{"-c1 + c2 + 1 >= 0", "c1 - c2 + 1 >= 0", "-c + 4 >= 0"}},
		// Unary minus, parentheses, folding.
		{"-(-c) < --3", "--c < --3", []string{"-c + 2 >= 0"}},
		{"a - (b - c) >= -(a+b)*2", "a - (b - c) >= -(a + b) * 2", []string{"3*a + b + c >= 0"}},
		{"(2 + 3) * c <= 10", "(2 + 3) * c <= 10", []string{"-c + 2 >= 0"}},
		{"c * (4 / 2) <= 10", "c * (4 / 2) <= 10", []string{"-c + 5 >= 0"}},
		{"(c - c) * d <= 1", "(c - c) * d <= 1", []string{"1 >= 0"}},
		{"d / (c - c + 2) <= 1", "d / (c - c + 2) <= 1", []string{"-d + 2 >= 0"}},
		{"c / 2 / 3 <= 1", "c / 2 / 3 <= 1", []string{"-c + 6 >= 0"}},
		{"c / (2 / 3) <= 3", "c / (2 / 3) <= 3", []string{"-c + 2 >= 0"}},
		{"a - b - c >= 0", "a - b - c >= 0", []string{"a - b - c >= 0"}},
		{"a - (b + c) >= 0", "a - (b + c) >= 0", []string{"a - b - c >= 0"}},
		{"c - c >= 0", "c - c >= 0", []string{"0 >= 0"}},
		{"3 < 4", "3 < 4", []string{"0 >= 0"}},
		{"1 > 2", "1 > 2", []string{"-2 >= 0"}},
		// Conjunctions in parentheses flatten.
		{"((c <= 4) && (d <= 5 && e <= 6))", "c <= 4 && d <= 5 && e <= 6",
			[]string{"-c + 4 >= 0", "-d + 5 >= 0", "-e + 6 >= 0"}},
		// Big constants stay exact.
		{"c <= 123456789012345678901234567890", "c <= 123456789012345678901234567890",
			[]string{"-c + 123456789012345678901234567890 >= 0"}},
		{"c / 100000000000000000000 <= d", "c / 100000000000000000000 <= d",
			[]string{"-c + 100000000000000000000*d >= 0"}},
		{"007 >= x_1\t&&\nY9 >= 0", "7 >= x_1 && Y9 >= 0", []string{"-x_1 + 7 >= 0", "Y9 >= 0"}},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := f.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.src, got, tt.want)
		}
		var got []string
		for _, c := range f.Linear() {
			got = append(got, c.String())
		}
		if !slices.Equal(got, tt.linear) {
			t.Errorf("Parse(%q).Linear() = %q, want %q", tt.src, got, tt.linear)
		}
		checkRoundTrip(t, f)
	}
}

// checkRoundTrip checks that f prints to a formula that parses back to f,
// and that each of its constraints prints to an assertion whose linear
// form is that constraint.
func checkRoundTrip(t *testing.T, f *Formula) {
	t.Helper()
	s := f.String()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q) of a printed formula: %v", s, err)
	}
	if !g.Equal(f) {
		t.Fatalf("Parse(%q) = %q, not equal to the formula printed", s, g)
	}
	for _, c := range f.Linear() {
		h, err := Parse(c.String())
		if err != nil {
			t.Fatalf("Parse(%q) of a printed constraint: %v", c, err)
		}
		if cs := h.Linear(); len(cs) != 1 || !equalConstraint(cs[0], c) {
			t.Fatalf("Parse(%q).Linear() = %v, want [%v]", c, cs, c)
		}
	}
}

func equalConstraint(c, d Constraint) bool {
	return c.Op == d.Op && c.Const.Cmp(d.Const) == 0 &&
		len(c.Coeffs) == len(d.Coeffs) && func() bool {
		for v, k := range c.Coeffs {
			if l, ok := d.Coeffs[v]; !ok || k.Cmp(l) != 0 {
				return false
			}
		}
		return true
	}()
}

func TestLinearRepresentation(t *testing.T) {
	f, err := Parse("c1 + 0*z < c / 10")
	if err != nil {
		t.Fatal(err)
	}
	got := f.Linear()
	want := []Constraint{{
		Coeffs: map[string]*big.Int{"c": big.NewInt(1), "c1": big.NewInt(-10)},
		Const:  big.NewInt(-1),
		Op:     GeZero,
	}}
	if len(got) != 1 || !equalConstraint(got[0], want[0]) {
		t.Errorf("Linear() = %v, want %v", got, want)
	}
	if _, ok := got[0].Coeffs["z"]; ok {
		t.Errorf("Linear() keeps the zero coefficient of z: %v", got[0].Coeffs)
	}
}

func TestParseErrors(t *testing.T) {
	const (
		operand = "expected a name, an integer, '(' or '|'"
		cmp     = "expected a comparison operator (<=, <, >=, >, ==)"
		conj    = "only conjunctions (&&) of comparisons are allowed"
	)
	tests := []struct {
		src  string
		want string
	}{
		{"", `col 1: empty assertion: expected a comparison such as "c <= 4"`},
		{"  \t", `col 1: empty assertion: expected a comparison such as "c <= 4"`},
		{"c1 <= (c1 + 2", `col 7: expected ')' after "(c1 + 2"`},
		{"c1 <= (c1 + 2 3", `col 7: expected ')' after "(c1 + 2"`},
		{"c <= 4 && (d <= 1", `col 11: expected ')' after "(d <= 1"`},
		{"|c1 - c2 <= 1", `col 1: expected '|' after "|c1 - c2"`},
		{"c <= 4 5", `col 8: expected '&&' or end of input after "c <= 4", found "5"`},
		{"c <= 4)", `col 7: unmatched ')'`},
		{"c <= ", `col 6: ` + operand + ` after "c <="`},
		{"<= 4", `col 1: ` + operand + `, found "<="`},
		{"c <= 4 && ", `col 11: ` + operand + ` after "c <= 4 &&"`},
		{"c <= 4 && && d <= 1", `col 11: ` + operand + ` after "c <= 4 &&", found "&&"`},
		{"c <= +4", `col 6: ` + operand + ` after "c <=", found "+"`},
		{"c + 1", `col 6: ` + cmp + ` after "c + 1"`},
		{"2c <= 4", `col 2: ` + cmp + ` after "2", found "c"`},
		{"c && d <= 4", `col 3: ` + cmp + ` after "c", found "&&"`},
		{"c <= 4 && d", `col 12: ` + cmp + ` after "c <= 4 && d"`},
		{"a <= b <= c", `col 8: comparisons cannot be chained: join them with '&&', as in "a <= b && b <= c"`},
		{"(c <= 4) + 1", `col 1: the comparison "c <= 4" cannot be an operand of '+'`},
		{"c <= (d <= 4)", `col 6: the comparison "d <= 4" cannot be an operand of '<='`},
		{"-(c <= 4) <= 1", `col 2: the comparison "c <= 4" cannot be an operand of '-'`},
		{"|(c <= 4)| <= 1", `col 2: the comparison "c <= 4" cannot be an operand of |...|`},
		// Not linear.
		{"c*d <= 1", `col 2: non-linear product "c * d": one side of '*' must be a constant`},
		{"x <= 2 * (c + 1) * d", `col 18: non-linear product "2 * (c + 1) * d": one side of '*' must be a constant`},
		{"c <= d / e", `col 8: division by "e", which is not a constant, in "d / e": only division by a constant is linear`},
		{"c <= d / 0", `col 8: division by zero in "d / 0"`},
		{"d / (c - c) <= 1", `col 3: division by zero in "d / (c - c)"`},
		{"c <= 1 / (2 - 2)", `col 8: division by zero in "1 / (2 - 2)"`},
		// Not conjunctive.
		{"c != d", `col 3: '!=' is not allowed: it is a disjunction (a < b || a > b), and ` + conj},
		{"c <= 4 || d <= 3", `col 8: '||' is not allowed: ` + conj},
		{"(c <= 4 || d <= 3)", `col 9: '||' is not allowed: ` + conj},
		{"!(c <= 4)", `col 1: '!' is not allowed: ` + conj},
		{"c <= !d", `col 6: '!' is not allowed: ` + conj},
		{"|c| + 1 <= 2", `col 1: ` + absOnly},
		{"2*|c| <= 2", `col 3: ` + absOnly},
		{"-|c| <= 2", `col 2: ` + absOnly},
		{"|c| >= 2", `col 1: ` + absOnly},
		{"|c| == 2", `col 1: ` + absOnly},
		{"2 <= |c|", `col 6: ` + absOnly},
		{"|a| <= |b|", `col 8: ` + absOnly},
		{"k >= |a| + 1", `col 6: ` + absOnly},
		{"||c|| <= 3", `col 1: unexpected '||': |...| cannot be nested`},
		{"|c - |d|| <= 1", `col 8: unexpected '||': |...| cannot be nested`},
		// Lexical.
		{"c = 4", `col 3: unexpected '=': use '==' to compare`},
		{"c <= 4 & d <= 1", `col 8: unexpected '&': use '&&' for a conjunction`},
		{"c <= 4 $", `col 8: unexpected character '$'`},
		{"c <= é", `col 6: unexpected character 'é'`},
		{"c <= \x00", `col 6: unexpected character '\x00'`},
		{"c <= \xff", `col 6: invalid UTF-8 byte 0xff`},
		{"c <= 1 && c <= 2 && c <= 3 && c <= 4 && c <= 5 && d <=",
			`col 55: ` + operand + ` after "...2 && c <= 3 && c <= 4 && c <= 5 && d <="`},
		{"c <= 1 && c <= 2 && c <= 3 && c <= 4 && c <= 123 && d <=",
			`col 57: ` + operand + ` after "...&& c <= 3 && c <= 4 && c <= 123 && d <="`},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		if err == nil {
			t.Errorf("Parse(%q) = %q, want error %q", tt.src, f, tt.want)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tt.src, err, tt.want)
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) error is %T, want *SyntaxError", tt.src, err)
			continue
		}
		if want := len([]rune(tt.src[:se.Offset])) + 1; se.Col != want {
			t.Errorf("Parse(%q): Col %d does not match Offset %d", tt.src, se.Col, se.Offset)
		}
	}
}

func TestDepthLimit(t *testing.T) {
	deep := strings.Repeat("(", 2*maxDepth) + "c" + strings.Repeat(")", 2*maxDepth) + " <= 1"
	long := "c <= 0" + strings.Repeat(" + c", 2*maxDepth)
	minus := strings.Repeat("-", 2*maxDepth) + "c <= 1"
	for _, src := range []string{deep, long, minus} {
		_, err := Parse(src)
		if err == nil || !strings.Contains(err.Error(), "too deeply nested") {
			t.Errorf("Parse(%.20q...) = %v, want a nesting error", src, err)
		}
	}
	ok := "c <= 0" + strings.Repeat(" + c", maxDepth/2)
	f, err := Parse(ok)
	if err != nil {
		t.Fatalf("Parse of a sum of %d terms: %v", maxDepth/2, err)
	}
	// c <= 5000*c, that is 4999*c >= 0, divided by the gcd.
	if got, want := f.Linear()[0].String(), "c >= 0"; got != want {
		t.Errorf("Linear() = %s, want %s", got, want)
	}
}

func TestVars(t *testing.T) {
	f, err := Parse("|c2 - c1| <= b / 2 && c1 + a >= 2*c1 && 3 <= 4")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := f.Vars(), []string{"a", "b", "c1", "c2"}; !slices.Equal(got, want) {
		t.Errorf("Vars() = %q, want %q", got, want)
	}
}

func envOf(m map[string]int64) func(string) int64 {
	return func(name string) int64 { return m[name] }
}

func TestEval(t *testing.T) {
	tests := []struct {
		src  string
		env  map[string]int64
		want bool
	}{
		{"c <= 4", map[string]int64{"c": 4}, true},
		{"c <= 4", map[string]int64{"c": 5}, false},
		{"c < 4", map[string]int64{"c": 4}, false},
		{"c1 <= c / 10", map[string]int64{"c1": 2, "c": 20}, true},
		{"c1 <= c / 10", map[string]int64{"c1": 2, "c": 19}, false}, // no integer division
		{"c / 3 == 1 / 3", map[string]int64{"c": 1}, true},
		{"|c1 - c2| <= 1", map[string]int64{"c1": 3, "c2": 4}, true},
		{"|c1 - c2| <= 1", map[string]int64{"c1": 5, "c2": 3}, false},
		{"|c1 - c2| < 1", map[string]int64{"c1": 3, "c2": 3}, true},
		{"c <= 4 && d >= 2*c + 1", map[string]int64{"c": 4, "d": 9}, true},
		{"c <= 4 && d >= 2*c + 1", map[string]int64{"c": 4, "d": 8}, false},
		{"unknown == 0", nil, true},
		// Exact beyond int64.
		{"c + d > 9223372036854775807", map[string]int64{"c": math.MaxInt64, "d": 1}, true},
		{"c * 4 / 4 == 9223372036854775807", map[string]int64{"c": math.MaxInt64}, true},
		{"c - d == 18446744073709551615", map[string]int64{"c": math.MaxInt64, "d": math.MinInt64}, true},
	}
	for _, tt := range tests {
		f, err := Parse(tt.src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.src, err)
		}
		env := envOf(tt.env)
		if got := f.Eval(env); got != tt.want {
			t.Errorf("Parse(%q).Eval(%v) = %v, want %v", tt.src, tt.env, got, tt.want)
		}
		if got := holdsAll(f.Linear(), env); got != tt.want {
			t.Errorf("Linear() of %q holds = %v on %v, want %v", tt.src, got, tt.env, tt.want)
		}
	}
}

func holdsAll(cs []Constraint, env func(string) int64) bool {
	for _, c := range cs {
		if !c.Holds(env) {
			return false
		}
	}
	return true
}

// gen makes random formulas that Parse accepts: linear, conjunctive, with
// products by constants, exact division, |e|, strict comparisons and
// equalities.
type gen struct {
	r    *rand.Rand
	vars []string
}

func (g *gen) num(n int64) Expr { return &Num{Value: big.NewInt(n)} }

func (g *gen) leaf() Expr {
	switch g.r.IntN(10) {
	case 0, 1, 2:
		return g.num(g.r.Int64N(6))
	case 3:
		if g.r.IntN(4) == 0 {
			v, _ := new(big.Int).SetString("98765432109876543210", 10)
			return &Num{Value: v}
		}
	}
	return &Var{Name: g.vars[g.r.IntN(len(g.vars))]}
}

// constant returns a non-zero expression that folds to a constant, once in
// a while with variables that cancel.
func (g *gen) constant(depth int) Expr {
	for {
		var e Expr = g.num(1 + g.r.Int64N(4))
		switch g.r.IntN(6) {
		case 0:
			e = &Neg{X: e}
		case 1:
			e = &Binary{Op: Sub, X: g.num(g.r.Int64N(4)), Y: e}
		case 2:
			v := g.leaf()
			e = &Binary{Op: Add, X: &Binary{Op: Sub, X: v, Y: v}, Y: e}
		case 3:
			if depth > 0 {
				e = &Binary{Op: Div, X: g.constant(depth - 1), Y: g.constant(depth - 1)}
			}
		}
		if l, err := linearOf(e); err == nil && l.isConst() && l.c.Sign() != 0 {
			return e
		}
	}
}

func (g *gen) expr(depth int) Expr {
	if depth == 0 || g.r.IntN(4) == 0 {
		return g.leaf()
	}
	switch g.r.IntN(6) {
	case 0:
		return &Binary{Op: Add, X: g.expr(depth - 1), Y: g.expr(depth - 1)}
	case 1:
		return &Binary{Op: Sub, X: g.expr(depth - 1), Y: g.expr(depth - 1)}
	case 2:
		return &Neg{X: g.expr(depth - 1)}
	case 3:
		if g.r.IntN(2) == 0 {
			return &Binary{Op: Mul, X: g.constant(1), Y: g.expr(depth - 1)}
		}
		return &Binary{Op: Mul, X: g.expr(depth - 1), Y: g.constant(1)}
	default:
		return &Binary{Op: Div, X: g.expr(depth - 1), Y: g.constant(1)}
	}
}

func (g *gen) atom() *Atom {
	x, y := g.expr(3), g.expr(3)
	switch g.r.IntN(10) {
	case 0, 1:
		return &Atom{X: &Abs{X: x}, Op: []CmpOp{LE, LT}[g.r.IntN(2)], Y: y}
	case 2:
		return &Atom{X: y, Op: []CmpOp{GE, GT}[g.r.IntN(2)], Y: &Abs{X: x}}
	}
	return &Atom{X: x, Op: CmpOp(g.r.IntN(5)), Y: y}
}

func (g *gen) formula() *Formula {
	f := &Formula{}
	for range 1 + g.r.IntN(3) {
		f.Atoms = append(f.Atoms, g.atom())
	}
	return f
}

func (g *gen) env() map[string]int64 {
	m := map[string]int64{}
	for _, v := range g.vars {
		switch g.r.IntN(20) {
		case 0:
			m[v] = []int64{math.MaxInt64, math.MinInt64, 1 << 62, -(1 << 62) + 3}[g.r.IntN(4)]
		default:
			m[v] = g.r.Int64N(7) - 3
		}
	}
	return m
}

// TestLinearAgreesWithEval is the key property: on integer valuations a
// formula holds exactly when all of its linear constraints hold.
func TestLinearAgreesWithEval(t *testing.T) {
	g := &gen{r: rand.New(rand.NewPCG(1, 2)), vars: []string{"a", "b", "c"}}
	held := map[CmpOp][2]int{} // per operator, atoms that failed and held
	for range 3000 {
		f := g.formula()
		checkRoundTrip(t, f)
		cs := f.Linear()
		for range 20 {
			m := g.env()
			env := envOf(m)
			if got, want := holdsAll(cs, env), f.Eval(env); got != want {
				t.Fatalf("%q on %v: Eval = %v, but Linear() %v holds = %v", f, m, want, cs, got)
			}
			for _, a := range f.Atoms {
				n := held[a.Op]
				if a.Eval(env) {
					n[1]++
				} else {
					n[0]++
				}
				held[a.Op] = n
			}
		}
	}
	// The test is vacuous unless every operator both holds and fails often.
	for op := LE; op <= EQ; op++ {
		if n := held[op]; n[0] < 500 || n[1] < 500 {
			t.Errorf("atoms with %s failed %d times and held %d times: generator too one-sided", op, n[0], n[1])
		}
	}
}
