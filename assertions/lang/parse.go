package lang

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SyntaxError is an assertion that Parse rejects, with the place of the
// problem in the assertion's text.
type SyntaxError struct {
	Offset int // 0-based byte offset
	Col    int // 1-based column, in characters
	Msg    string
}

// Error returns "col N: message".
func (e *SyntaxError) Error() string { return fmt.Sprintf("col %d: %s", e.Col, e.Msg) }

// maxDepth bounds both the nesting of parentheses, bars and unary minus
// and the height of an expression tree (a sum of n terms has height n), so
// that neither the parser nor the recursive walks over the tree can
// exhaust the stack.
const maxDepth = 10000

// Parse parses an assertion. Errors are *SyntaxError.
func Parse(src string) (f *Formula, err error) {
	p := &parser{src: src}
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(*SyntaxError)
			if !ok {
				panic(r)
			}
			f, err = nil, se
		}
	}()
	p.tok = p.scan(0)
	if p.tok.kind == tEOF {
		p.errorf(0, "empty assertion: expected a comparison such as \"c <= 4\"")
	}
	n := p.parseAnd()
	switch {
	case n.e != nil:
		p.unexpected("a comparison operator (<=, <, >=, >, ==)")
	case p.tok.kind == tRParen:
		p.forbidden()
		p.errorf(p.tok.off, "unmatched ')'")
	case p.tok.kind != tEOF:
		p.unexpected("'&&' or end of input")
	}
	return &Formula{Atoms: n.atoms}, nil
}

type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tInt
	tLParen
	tRParen
	tBar
	tPlus
	tMinus
	tStar
	tSlash
	tLE
	tLT
	tGE
	tGT
	tEQ
	tAndAnd
	// Tokens that are never allowed, each with its own message.
	tNE
	tOrOr
	tNot
	tIllegal
)

var cmpOps = map[tokKind]CmpOp{tLE: LE, tLT: LT, tGE: GE, tGT: GT, tEQ: EQ}

var binOps = map[tokKind]BinOp{tPlus: Add, tMinus: Sub, tStar: Mul, tSlash: Div}

type token struct {
	kind     tokKind
	off, end int    // byte offsets of the token in the source
	msg      string // why a tIllegal token is illegal
}

type parser struct {
	src     string
	tok     token // the current token
	prevEnd int   // end of the last consumed token
	depth   int   // nesting of parentheses, bars and unary minus
}

// node is what a parse function returns: an expression, or a formula when
// e is nil (a parenthesized conjunction may be either until its context
// decides).
type node struct {
	e     Expr
	atoms []*Atom
	start int // byte offset of the node's first token
	h     int // height of e
}

func (p *parser) errorf(off int, format string, args ...any) {
	panic(&SyntaxError{
		Offset: off,
		Col:    utf8.RuneCountInString(p.src[:off]) + 1,
		Msg:    fmt.Sprintf(format, args...),
	})
}

func (p *parser) text(t token) string { return p.src[t.off:t.end] }

func (p *parser) next() {
	p.prevEnd = p.tok.end
	p.tok = p.scan(p.tok.end)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}
func isLetter(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// scan returns the token at or after byte offset off.
func (p *parser) scan(off int) token {
	s := p.src
	for off < len(s) && isSpace(s[off]) {
		off++
	}
	if off == len(s) {
		return token{kind: tEOF, off: off, end: off}
	}
	tok := func(k tokKind, n int) token { return token{kind: k, off: off, end: off + n} }
	two := func(second byte, k2, k1 tokKind) token {
		if off+1 < len(s) && s[off+1] == second {
			return tok(k2, 2)
		}
		return tok(k1, 1)
	}
	illegal := func(format string, args ...any) token {
		t := tok(tIllegal, 1)
		t.msg = fmt.Sprintf(format, args...)
		return t
	}
	switch c := s[off]; {
	case isLetter(c):
		end := off + 1
		for end < len(s) && (isLetter(s[end]) || isDigit(s[end])) {
			end++
		}
		return token{kind: tIdent, off: off, end: end}
	case isDigit(c):
		end := off + 1
		for end < len(s) && isDigit(s[end]) {
			end++
		}
		return token{kind: tInt, off: off, end: end}
	case c == '(':
		return tok(tLParen, 1)
	case c == ')':
		return tok(tRParen, 1)
	case c == '|':
		return two('|', tOrOr, tBar)
	case c == '+':
		return tok(tPlus, 1)
	case c == '-':
		return tok(tMinus, 1)
	case c == '*':
		return tok(tStar, 1)
	case c == '/':
		return tok(tSlash, 1)
	case c == '<':
		return two('=', tLE, tLT)
	case c == '>':
		return two('=', tGE, tGT)
	case c == '!':
		return two('=', tNE, tNot)
	case c == '=':
		if t := two('=', tEQ, tIllegal); t.kind == tEQ {
			return t
		}
		return illegal("unexpected '=': use '==' to compare")
	case c == '&':
		if t := two('&', tAndAnd, tIllegal); t.kind == tAndAnd {
			return t
		}
		return illegal("unexpected '&': use '&&' for a conjunction")
	}
	r, n := utf8.DecodeRuneInString(s[off:])
	if r == utf8.RuneError && n == 1 {
		return illegal("invalid UTF-8 byte 0x%02x", s[off])
	}
	t := illegal("unexpected character %q", r)
	t.end = off + n
	return t
}

const onlyConj = "only conjunctions (&&) of comparisons are allowed"

// forbidden reports the current token if it can never appear.
func (p *parser) forbidden() {
	switch p.tok.kind {
	case tNE:
		p.errorf(p.tok.off, "'!=' is not allowed: it is a disjunction (a < b || a > b), and %s", onlyConj)
	case tOrOr:
		p.errorf(p.tok.off, "'||' is not allowed: %s", onlyConj)
	case tNot:
		p.errorf(p.tok.off, "'!' is not allowed: %s", onlyConj)
	case tIllegal:
		p.errorf(p.tok.off, "%s", p.tok.msg)
	}
}

// snippet quotes the source from start to the end of the last consumed
// token, shortened at the front when long; "" when that is empty.
func (p *parser) snippet(start int) string {
	if start >= p.prevEnd {
		return ""
	}
	s := p.src[start:p.prevEnd]
	if r := []rune(s); len(r) > maxSnippet {
		cut := len(r) - maxSnippet
		s = string(r[cut:])
		if !unicode.IsSpace(r[cut-1]) {
			// Drop the cut token, if a whole one follows.
			if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
				s = s[i:]
			}
		}
		s = "..." + strings.TrimLeftFunc(s, unicode.IsSpace)
	}
	return fmt.Sprintf("%q", s)
}

// maxSnippet is the most characters of source an error message quotes.
const maxSnippet = 40

// unexpected reports that the current token is not what was expected.
func (p *parser) unexpected(what string) {
	p.forbidden()
	msg := "expected " + what
	if s := p.snippet(0); s != "" {
		msg += " after " + s
	}
	if p.tok.kind != tEOF {
		msg += fmt.Sprintf(", found %q", p.text(p.tok))
	}
	p.errorf(p.tok.off, "%s", msg)
}

// enter records one more level of nesting at offset off.
func (p *parser) enter(off int) {
	p.depth++
	if p.depth > maxDepth {
		p.tooDeep(off)
	}
}

func (p *parser) tooDeep(off int) {
	p.errorf(off, "assertion too deeply nested or too long (more than %d levels)", maxDepth)
}

// expr builds an expression node of height h starting at start.
func (p *parser) expr(e Expr, start, h int) node {
	if h > maxDepth {
		p.tooDeep(e.Pos())
	}
	return node{e: e, start: start, h: h}
}

// needExpr reports n if it is a comparison used as an operand of op.
func (p *parser) needExpr(n node, op string) {
	if n.e == nil {
		f := &Formula{Atoms: n.atoms}
		p.errorf(n.start, "the comparison %q cannot be an operand of %s", f.String(), op)
	}
}

// parseAnd parses cmp { "&&" cmp }.
func (p *parser) parseAnd() node {
	n := p.parseCmp()
	if p.tok.kind != tAndAnd {
		return n
	}
	start := n.start
	var atoms []*Atom
	for {
		if n.e != nil {
			p.unexpected("a comparison operator (<=, <, >=, >, ==)")
		}
		atoms = append(atoms, n.atoms...)
		if p.tok.kind != tAndAnd {
			break
		}
		p.next()
		n = p.parseCmp()
	}
	return node{atoms: atoms, start: start}
}

// parseCmp parses sum [ cmpop sum ].
func (p *parser) parseCmp() node {
	x := p.parseSum()
	op, ok := cmpOps[p.tok.kind]
	if !ok {
		return x
	}
	opTok := p.tok
	p.needExpr(x, "'"+op.String()+"'")
	p.next()
	y := p.parseSum()
	p.needExpr(y, "'"+op.String()+"'")
	if _, ok := cmpOps[p.tok.kind]; ok {
		p.errorf(p.tok.off, "comparisons cannot be chained: join them with '&&', as in \"a <= b && b <= c\"")
	}
	a := &Atom{X: x.e, Op: op, Y: y.e, Offset: opTok.off}
	if err := checkAtom(a); err != nil {
		p.errorf(err.off, "%s", err.msg)
	}
	return node{atoms: []*Atom{a}, start: x.start}
}

// parseSum parses product { ("+" | "-") product }.
func (p *parser) parseSum() node {
	return p.parseBinary(p.parseProduct, tPlus, tMinus)
}

// parseProduct parses unary { ("*" | "/") unary }.
func (p *parser) parseProduct() node {
	return p.parseBinary(p.parseUnary, tStar, tSlash)
}

func (p *parser) parseBinary(operand func() node, k1, k2 tokKind) node {
	x := operand()
	for p.tok.kind == k1 || p.tok.kind == k2 {
		opTok := p.tok
		op := binOps[opTok.kind]
		name := "'" + op.String() + "'"
		p.needExpr(x, name)
		p.next()
		y := operand()
		p.needExpr(y, name)
		b := &Binary{Op: op, X: x.e, Y: y.e, Offset: opTok.off}
		x = p.expr(b, x.start, max(x.h, y.h)+1)
	}
	return x
}

// parseUnary parses "-" unary | primary.
func (p *parser) parseUnary() node {
	if p.tok.kind != tMinus {
		return p.parsePrimary()
	}
	off := p.tok.off
	p.enter(off)
	p.next()
	x := p.parseUnary()
	p.needExpr(x, "'-'")
	p.depth--
	return p.expr(&Neg{X: x.e, Offset: off}, off, x.h+1)
}

// parsePrimary parses name | integer | "(" formula ")" | "|" sum "|".
func (p *parser) parsePrimary() node {
	t := p.tok
	switch t.kind {
	case tIdent:
		p.next()
		return p.expr(&Var{Name: p.text(t), Offset: t.off}, t.off, 1)
	case tInt:
		p.next()
		v, _ := new(big.Int).SetString(p.text(t), 10)
		return p.expr(&Num{Value: v, Offset: t.off}, t.off, 1)
	case tLParen:
		p.enter(t.off)
		p.next()
		n := p.parseAnd()
		p.close(tRParen, t.off)
		n.start = t.off
		return n
	case tBar:
		p.enter(t.off)
		p.next()
		x := p.parseSum()
		p.needExpr(x, "|...|")
		p.close(tBar, t.off)
		return p.expr(&Abs{X: x.e, Offset: t.off}, t.off, x.h+1)
	case tOrOr:
		p.errorf(t.off, "unexpected '||': |...| cannot be nested")
	}
	p.unexpected("a name, an integer, '(' or '|'")
	panic("unreachable")
}

// close consumes the token of kind k that closes the bracket opened at
// offset open.
func (p *parser) close(k tokKind, open int) {
	if p.tok.kind != k {
		if k == tBar && p.tok.kind == tOrOr {
			p.errorf(p.tok.off, "unexpected '||': |...| cannot be nested")
		}
		p.forbidden()
		closing := ")"
		if k == tBar {
			closing = "|"
		}
		p.errorf(open, "expected '%s' after %s", closing, p.snippet(open))
	}
	p.next()
	p.depth--
}

type posError struct {
	off int
	msg string
}

const absOnly = "|e| is allowed only as a whole side bounded from above: " +
	"|e| <= k, |e| < k, k >= |e| or k > |e|, with no |...| in k"

// checkAtom reports an atom that is not conjunctive or not linear.
func checkAtom(a *Atom) *posError {
	xa, xAbs := a.X.(*Abs)
	ya, yAbs := a.Y.(*Abs)
	switch {
	case xAbs && yAbs:
		return &posError{ya.Offset, absOnly}
	case xAbs && a.Op != LE && a.Op != LT:
		return &posError{xa.Offset, absOnly}
	case yAbs && a.Op != GE && a.Op != GT:
		return &posError{ya.Offset, absOnly}
	}
	for _, e := range []Expr{a.X, a.Y} {
		if abs, ok := e.(*Abs); ok {
			e = abs.X
		}
		if _, err := linearOf(e); err != nil {
			return err
		}
	}
	return nil
}
