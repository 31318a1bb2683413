package ts

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// FormatExpr renders e in the text syntax of Dump. The outermost operation
// reads like LLVM (`add nsw i32 i, 1`, `slt i32 i, n`, `sext i32 i to
// i64`, `ptradd inbounds @g, mul(i, 4)`); operands nest in functional form
// (`mul(i, 4)`, `add.nsw(i, 1)`). Variables print by Name, globals and
// functions as @name, integer constants in signed decimal (i1 as true and
// false, null pointers as null). A type is printed wherever the context
// does not already fix it: `i8 -1` as a call argument, `-1` as an operand
// of an i8 add.
func FormatExpr(e Expr) string {
	var b strings.Builder
	topExpr(&b, e, VoidT)
	return b.String()
}

// FormatOp renders op in the text syntax of Dump, e.g. `i.1 := add nsw i32
// i, 1`, `assume %5`, `store i32 s -> ptradd.inbounds(@g, mul(i, 4))`,
// `cost cycles 7`, `tick [add icmp br]`.
func FormatOp(op Op) string {
	var b strings.Builder
	formatOp(&b, op)
	return b.String()
}

// topExpr writes e in its outermost form; ctx is the type the context
// gives e (VoidT when none).
func topExpr(b *strings.Builder, e Expr, ctx Type) {
	switch x := e.(type) {
	case *Bin:
		if x == nil {
			break
		}
		t := x.T
		if isOvOp(x.Op) {
			t = operandType(x.X, x.Y)
		}
		b.WriteString(x.Op)
		for _, fl := range binFlags(x) {
			b.WriteString(" " + fl)
		}
		if t != VoidT {
			b.WriteString(" " + t.String())
		}
		b.WriteString(" ")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		return
	case *Cmp:
		if x == nil {
			break
		}
		t := operandType(x.X, x.Y)
		b.WriteString(x.Pred)
		if t != VoidT {
			b.WriteString(" " + t.String())
		}
		b.WriteString(" ")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		return
	case *Cast:
		if x == nil {
			break
		}
		t := typeOf(x.X)
		b.WriteString(x.Op + " " + t.String() + " ")
		nested(b, x.X, t)
		b.WriteString(" to " + x.To.String())
		return
	case *Un:
		if x == nil {
			break
		}
		b.WriteString(x.Op)
		if x.Poison {
			b.WriteString(" poison")
		}
		if x.Op != "not" {
			b.WriteString(" " + x.T.String())
		}
		b.WriteString(" ")
		nested(b, x.X, x.T)
		return
	case *Select:
		if x == nil {
			break
		}
		t := typeOf(x)
		b.WriteString("select " + t.String() + " ")
		nested(b, x.C, I1)
		b.WriteString(", ")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		return
	case *PtrAdd:
		if x == nil {
			break
		}
		b.WriteString("ptradd ")
		if x.InBounds {
			b.WriteString("inbounds ")
		}
		nested(b, x.Base, PtrT)
		b.WriteString(", ")
		nested(b, x.Off, I64)
		return
	}
	nested(b, e, ctx)
}

// nested writes e as an operand; ctx is the type the context gives it
// (VoidT when none), and e's type is written only when it differs.
func nested(b *strings.Builder, e Expr, ctx Type) {
	prefix := func(t Type) {
		if t != ctx {
			b.WriteString(t.String() + " ")
		}
	}
	switch x := e.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Ref:
		if x == nil || x.V == nil {
			b.WriteString("<nil var>")
			return
		}
		b.WriteString(x.V.Name)
	case *Const:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		if !(x.T.Kind == Int && x.T.Bits == 1) && !(x.T.Kind == Ptr && x.V != nil && x.V.Sign() == 0) {
			prefix(x.T)
		}
		b.WriteString(constText(x))
	case *FConst:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		prefix(x.T)
		b.WriteString(floatText(x.V))
	case *Undef:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		prefix(x.T)
		if x.Poison {
			b.WriteString("poison")
		} else {
			b.WriteString("undef")
		}
	case *GlobalAddr:
		if x == nil || x.G == nil {
			b.WriteString("@<nil>")
			return
		}
		b.WriteString("@" + x.G.Name)
	case *FuncAddr:
		if x == nil {
			b.WriteString("@<nil>")
			return
		}
		b.WriteString("@" + x.Name)
	case *PtrAdd:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		b.WriteString("ptradd")
		if x.InBounds {
			b.WriteString(".inbounds")
		}
		b.WriteString("(")
		nested(b, x.Base, PtrT)
		b.WriteString(", ")
		nested(b, x.Off, I64)
		b.WriteString(")")
	case *Bin:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		t := x.T
		if isOvOp(x.Op) {
			t = operandType(x.X, x.Y)
		} else {
			prefix(x.T)
		}
		b.WriteString(x.Op)
		for _, fl := range binFlags(x) {
			b.WriteString("." + fl)
		}
		b.WriteString("(")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		b.WriteString(")")
	case *Cmp:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		t := operandType(x.X, x.Y)
		b.WriteString(x.Pred + "(")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		b.WriteString(")")
	case *Cast:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		prefix(x.To)
		b.WriteString(x.Op + "(")
		nested(b, x.X, operandType(x.X, nil))
		b.WriteString(")")
	case *Un:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		if x.Op != "not" {
			prefix(x.T)
		}
		b.WriteString(x.Op)
		if x.Poison {
			b.WriteString(".poison")
		}
		b.WriteString("(")
		nested(b, x.X, x.T)
		b.WriteString(")")
	case *Select:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		t := typeOf(x)
		prefix(t)
		b.WriteString("select(")
		nested(b, x.C, I1)
		b.WriteString(", ")
		nested(b, x.X, t)
		b.WriteString(", ")
		nested(b, x.Y, t)
		b.WriteString(")")
	case *Intrin:
		prefix(x.T)
		b.WriteString("llvm." + x.Name + "(")
		for i, a := range x.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			nested(b, a, VoidT)
		}
		b.WriteString(")")
	default:
		fmt.Fprintf(b, "<%T>", e)
	}
}

// operandType is the type shared by the operands x and y when a reader can
// see it from one of them (a variable), else VoidT so that the operands
// print their types.
func operandType(x, y Expr) Type {
	for _, e := range []Expr{x, y} {
		if r, ok := e.(*Ref); ok && r != nil && r.V != nil {
			return r.V.Type
		}
	}
	return VoidT
}

// typeOf is e.Type() that survives nil and malformed expressions.
func typeOf(e Expr) (t Type) {
	defer func() {
		if recover() != nil {
			t = VoidT
		}
	}()
	if e == nil {
		return VoidT
	}
	return e.Type()
}

func isOvOp(op string) bool { return strings.HasSuffix(op, ".ov") }

func binFlags(x *Bin) []string {
	var fl []string
	if x.NSW {
		fl = append(fl, "nsw")
	}
	if x.NUW {
		fl = append(fl, "nuw")
	}
	if x.Exact {
		fl = append(fl, "exact")
	}
	return fl
}

// constText renders an integer or pointer constant without its type.
func constText(c *Const) string {
	if c.V == nil {
		return "?"
	}
	switch {
	case c.T.Kind == Int && c.T.Bits == 1:
		if c.V.Sign() == 0 {
			return "false"
		}
		return "true"
	case c.T.Kind == Ptr:
		if c.V.Sign() == 0 {
			return "null"
		}
		return c.V.String()
	case c.T.Kind == Int:
		return Signed(c.V, c.T.Bits).String()
	}
	return c.V.String()
}

func floatText(v float64) string {
	s := strconv.FormatFloat(v, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eIN") {
		s += ".0"
	}
	return s
}

func formatOp(b *strings.Builder, op Op) {
	if op == nil {
		b.WriteString("<nil op>")
		return
	}
	dsts := func(vs ...*Var) {
		if len(vs) == 0 {
			return
		}
		for i, v := range vs {
			if i > 0 {
				b.WriteString(", ")
			}
			if v == nil {
				b.WriteString("<nil var>")
			} else {
				b.WriteString(v.Name)
			}
		}
		b.WriteString(" := ")
	}
	dstType := func(v *Var) Type {
		if v == nil {
			return VoidT
		}
		return v.Type
	}
	args := func(es []Expr) {
		b.WriteString("(")
		for i, e := range es {
			if i > 0 {
				b.WriteString(", ")
			}
			nested(b, e, operandType(e, nil))
		}
		b.WriteString(")")
	}
	switch o := op.(type) {
	case *Assign:
		dsts(o.Dst)
		topExpr(b, o.E, dstType(o.Dst))
	case *Assume:
		b.WriteString("assume ")
		topExpr(b, o.C, I1)
	case *Havoc:
		dsts(o.Dst)
		b.WriteString("havoc " + havocKindText(o.Kind))
		if o.Lo != nil || o.Hi != nil {
			t := dstType(o.Dst)
			b.WriteString(" in ")
			if o.Lo != nil {
				nested(b, o.Lo, t)
			}
			b.WriteString("..")
			if o.Hi != nil {
				nested(b, o.Hi, t)
			}
		}
		if o.Why != "" {
			b.WriteString(" ; " + o.Why)
		}
	case *Cost:
		b.WriteString("cost " + o.Res + " ")
		nested(b, o.Amount, typeOf(o.Amount))
	case *Tick:
		b.WriteString("tick [" + strings.Join(o.Opcodes, " ") + "]")
		if o.Bytes != nil {
			b.WriteString(" bytes ")
			nested(b, o.Bytes, typeOf(o.Bytes))
		}
	case *Count:
		b.WriteString("count " + o.Name)
	case *Reset:
		b.WriteString("reset " + o.Name)
	case *Assert:
		b.WriteString("assert " + strconv.Quote(o.Text))
	case *Call:
		dsts(o.Dsts...)
		b.WriteString("call " + o.Callee)
		args(o.Args)
	case *Lib:
		dsts(o.Dsts...)
		b.WriteString("lib " + o.Name)
		args(o.Args)
		if o.NoReturn {
			b.WriteString(" noreturn")
		}
	case *Alloca:
		dsts(o.Dst)
		fmt.Fprintf(b, "alloca %d x ", o.Size)
		nested(b, o.Count, typeOf(o.Count))
		if o.Align > 0 {
			fmt.Fprintf(b, ", align %d", o.Align)
		}
		if o.Name != "" {
			b.WriteString(" ; " + o.Name)
		}
	case *Load:
		dsts(o.Dst)
		b.WriteString("load ")
		if o.Volatile {
			b.WriteString("volatile ")
		}
		b.WriteString(dstType(o.Dst).String() + " ")
		nested(b, o.Addr, PtrT)
	case *Store:
		b.WriteString("store ")
		if o.Volatile {
			b.WriteString("volatile ")
		}
		b.WriteString(o.T.String() + " ")
		nested(b, o.Val, o.T)
		b.WriteString(" -> ")
		nested(b, o.Addr, PtrT)
	case *StackSave:
		dsts(o.Dst)
		b.WriteString("stacksave")
	case *StackRestore:
		b.WriteString("stackrestore ")
		nested(b, o.Token, PtrT)
	case *Ret:
		b.WriteString("ret")
		for i, v := range o.Vals {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(" ")
			nested(b, v, operandType(v, nil))
		}
	case *Unreachable:
		b.WriteString("unreachable")
	default:
		fmt.Fprintf(b, "<%T>", op)
	}
}

func havocKindText(k HavocKind) string {
	switch k {
	case HavocNondet:
		return "nondet"
	case HavocExtern:
		return "extern"
	case HavocVolatile:
		return "volatile"
	case HavocUndef:
		return "undef"
	}
	return fmt.Sprintf("kind%d", k)
}

func kindText(k TransKind) string {
	switch k {
	case Body:
		return "body"
	case Edge:
		return "edge"
	case Back:
		return "back"
	}
	return fmt.Sprintf("kind%d", k)
}

// at renders " @ pos", or nothing for the zero position.
func at(p Pos) string {
	if p == (Pos{}) {
		return ""
	}
	return " @ " + p.String()
}

// Dump writes the whole program in a readable, deterministic text form
// (`wcet analyze --dump ts`): the module's target, its globals, externs
// and pragmas, then every function as Func.Dump writes it.
func (p *Program) Dump(w io.Writer) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	if p.Source != "" {
		fmt.Fprintf(bw, "source %s\n", p.Source)
	}
	if p.TargetTriple != "" {
		fmt.Fprintf(bw, "target %s\n", p.TargetTriple)
	}
	if p.DataLayout != "" {
		fmt.Fprintf(bw, "datalayout %s\n", p.DataLayout)
	}
	for _, g := range p.Globals {
		bw.WriteString(globalLine(g) + "\n")
	}
	names := make([]string, 0, len(p.Externs))
	for n := range p.Externs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		e := p.Externs[n]
		if e == nil {
			continue
		}
		fmt.Fprintf(bw, "extern @%s -> %s", e.Name, e.Ret)
		if e.Variadic {
			bw.WriteString(" variadic")
		}
		if e.NoReturn {
			bw.WriteString(" noreturn")
		}
		bw.WriteString("\n")
	}
	for _, pr := range p.Pragmas {
		fmt.Fprintf(bw, "pragma %s%s\n", pragmaText(pr), at(pr.Pos))
	}
	for _, f := range p.Funcs {
		bw.WriteString("\n")
		f.dump(bw)
	}
}

func globalLine(g *Global) string {
	var b strings.Builder
	b.WriteString("global @" + g.Name)
	if g.Src != "" && g.Src != g.Name {
		b.WriteString(" " + strconv.Quote(g.Src))
	}
	fmt.Fprintf(&b, " size %d", g.Size)
	if g.Align > 0 {
		fmt.Fprintf(&b, " align %d", g.Align)
	}
	if g.Elem != VoidT {
		b.WriteString(" elem " + g.Elem.String())
	}
	if g.Const {
		b.WriteString(" const")
	}
	switch {
	case g.External:
		b.WriteString(" external")
	case g.Init == nil:
		b.WriteString(" init none")
	default:
		zero := true
		for _, c := range g.Init {
			if c != 0 {
				zero = false
				break
			}
		}
		if zero {
			b.WriteString(" init zero")
		} else {
			const show = 16
			n := min(len(g.Init), show)
			fmt.Fprintf(&b, " init %x", g.Init[:n])
			if len(g.Init) > show {
				fmt.Fprintf(&b, "... (%d bytes)", len(g.Init))
			}
		}
	}
	if len(g.Relocs) > 0 {
		b.WriteString(" relocs [")
		for i, r := range g.Relocs {
			if i > 0 {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%d:@%s", r.Offset, r.Target)
			if r.Addend != 0 {
				fmt.Fprintf(&b, "%+d", r.Addend)
			}
		}
		b.WriteString("]")
	}
	b.WriteString(at(g.Pos))
	return b.String()
}

func pragmaText(pr *Pragma) string {
	if pr.Kind == "loopbound" {
		return fmt.Sprintf("loopbound min %d max %d", pr.Min, pr.Max)
	}
	if pr.Text == "" {
		return pr.Kind
	}
	return pr.Kind + " " + pr.Text
}

// Dump writes f in a readable, deterministic text form: its signature,
// variables, loops, then every loc in ID order with its loop nesting,
// position, live variables (when Liveness ran) and outgoing transitions,
// one op per line.
func (f *Func) Dump(w io.Writer) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	f.dump(bw)
}

func (f *Func) dump(w *bufio.Writer) {
	fmt.Fprintf(w, "func %s(", f.Name)
	for i, v := range f.Params {
		if i > 0 {
			w.WriteString(", ")
		}
		if v == nil {
			w.WriteString("<nil>")
			continue
		}
		fmt.Fprintf(w, "%s %s", v.Name, v.Type)
	}
	w.WriteString(")")
	switch len(f.Rets) {
	case 0:
	case 1:
		w.WriteString(" " + f.Rets[0].String())
	default:
		w.WriteString(" (")
		for i, t := range f.Rets {
			if i > 0 {
				w.WriteString(", ")
			}
			w.WriteString(t.String())
		}
		w.WriteString(")")
	}
	fmt.Fprintf(w, "%s\n", at(f.Pos))
	fmt.Fprintf(w, "  entry %s exit %s halt %s\n", locName(f.Entry), locName(f.Exit), locName(f.Halt))
	for _, v := range f.Vars {
		if v == nil {
			continue
		}
		fmt.Fprintf(w, "  var v%d %s %s", v.ID, v.Name, v.Type)
		if v.IR != "" && v.IR != v.Name {
			fmt.Fprintf(w, " ir %s", v.IR)
		}
		if v.Param >= 0 {
			fmt.Fprintf(w, " param %d", v.Param)
		}
		w.WriteString("\n")
	}
	for _, l := range f.Loops {
		parent := "-"
		if l.Parent != nil {
			parent = fmt.Sprintf("L%d", l.Parent.ID)
		}
		fmt.Fprintf(w, "  loop L%d header %s end %s depth %d parent %s exits %d locs %d",
			l.ID, locName(l.Header), locName(l.End), l.Depth, parent, len(l.Exits), len(l.Locs))
		if l.Bound != nil {
			fmt.Fprintf(w, " bound %d..%d", l.Bound.Min, l.Bound.Max)
			if l.Bound.Pos != (Pos{}) {
				fmt.Fprintf(w, " (%s @ %s)", l.Bound.OriginOf(), l.Bound.Pos)
			}
		}
		fmt.Fprintf(w, "%s\n", at(l.Pos))
	}
	role := make(map[*Loc]string)
	for _, l := range f.Loops {
		if l.Header != nil {
			role[l.Header] += fmt.Sprintf(" header L%d", l.ID)
		}
		if l.End != nil {
			role[l.End] += fmt.Sprintf(" end L%d", l.ID)
		}
	}
	for _, pair := range []struct {
		l    *Loc
		name string
	}{{f.Entry, "entry"}, {f.Exit, "exit"}, {f.Halt, "halt"}} {
		if pair.l != nil {
			role[pair.l] = " " + pair.name + role[pair.l]
		}
	}
	var b strings.Builder
	for _, l := range f.Locs {
		if l == nil {
			continue
		}
		fmt.Fprintf(w, "  l%d %s", l.ID, l.Name)
		if r := role[l]; r != "" {
			fmt.Fprintf(w, " (%s)", r[1:])
		}
		if l.Loop != nil {
			w.WriteString(" loop " + loopChain(l.Loop))
		}
		fmt.Fprintf(w, "%s\n", at(l.Pos))
		if l.ID < len(f.Live) && len(f.Live[l.ID]) > 0 {
			w.WriteString("    live:")
			for _, v := range f.Live[l.ID] {
				w.WriteString(" " + v.Name)
			}
			w.WriteString("\n")
		}
		for _, t := range l.Out {
			if t == nil {
				continue
			}
			fmt.Fprintf(w, "    t%d %s -> %s  [%s]%s", t.ID, locName(t.From), locName(t.To), kindText(t.Kind), at(t.Pos))
			if t.LoopPos.Known() {
				fmt.Fprintf(w, " llvm.loop @ %s", t.LoopPos)
			}
			w.WriteString("\n")
			for _, op := range t.Ops {
				b.Reset()
				formatOp(&b, op)
				if op != nil {
					if p := PosOf(op); p.Known() && p != t.Pos {
						b.WriteString("  @ " + p.String())
					}
				}
				w.WriteString("      " + b.String() + "\n")
			}
		}
	}
}

func locName(l *Loc) string {
	if l == nil {
		return "-"
	}
	return l.Name
}

// loopChain renders the loops around l, outermost first: "L0/L3".
func loopChain(l *Loop) string {
	var ids []string
	for x := l; x != nil; x = x.Parent {
		ids = append(ids, "L"+strconv.Itoa(x.ID))
	}
	for i, j := 0, len(ids)-1; i < j; i, j = i+1, j-1 {
		ids[i], ids[j] = ids[j], ids[i]
	}
	return strings.Join(ids, "/")
}
