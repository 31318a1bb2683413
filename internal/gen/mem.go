package gen

import (
	"fmt"
	"strings"
)

// Options.Memory and Options.Pragmas: memory of mixed widths and
// loop-bound pragmas in callees (issue 15). Every random number of this
// file is drawn only under one of the two options, so the programs of the
// other options are unchanged.

// ExceedCounter is the prefix of the frequency variables the pragma'd
// callees count when their trip count is above the pragma's max
// (Options.Pragmas): callee lb<h> counts ExceedCounter+"<h>", so a run
// with Counters["lbx<h>"] > 0 breaks the pragma of Prog.LoopBoundLines[h],
// and the oracle of an annotated program is the worst case over the runs
// that break none.
const ExceedCounter = "lbx"

// mobj kinds.
const (
	mInt    = iota // int: 4 bytes
	mUnion         // union mu_t { int i; unsigned char c[4]; unsigned short s[2]; }
	mBytes         // unsigned char [8]
	mInts          // int [4]
	mStr           // char [8], byte 7 never written: always a string
	mStruct        // struct mp_t { int a; int *p; unsigned char b[2]; }
)

// mobj is a memory object the program declares.
type mobj struct {
	name  string
	kind  int
	local bool // in the entry's frame
}

// size is the byte size of the object's byte-addressable part.
func (o mobj) size() int {
	switch o.kind {
	case mInt, mUnion:
		return 4
	case mInts:
		return 16
	case mStruct:
		return 0
	}
	return 8
}

// bytes is an unsigned char * to the object's first byte.
func (o mobj) bytes() string {
	switch o.kind {
	case mInt:
		return fmt.Sprintf("((unsigned char *)&%s)", o.name)
	case mUnion:
		return o.name + ".c"
	case mBytes:
		return o.name
	}
	return fmt.Sprintf("((unsigned char *)%s)", o.name)
}

// memSetup chooses the memory objects and returns their global
// declarations (the entry's locals are declared by memLocals).
func (g *gen) memSetup() string {
	var b strings.Builder
	b.WriteString("union mu_t { int i; unsigned char c[4]; unsigned short s[2]; };\n")
	add := func(o mobj) { g.mobjs = append(g.mobjs, o) }
	for len(g.mobjs) < 2 {
		g.mobjs = g.mobjs[:0]
		b.Reset()
		b.WriteString("union mu_t { int i; unsigned char c[4]; unsigned short s[2]; };\n")
		if g.r.Intn(3) != 0 {
			add(mobj{"mg", mInt, false})
			fmt.Fprintf(&b, "int mg = %d;\n", g.memConst())
		}
		if g.r.Intn(3) != 0 {
			add(mobj{"mu", mUnion, false})
			fmt.Fprintf(&b, "union mu_t mu = {%d};\n", g.memConst())
		}
		if g.r.Intn(3) != 0 {
			add(mobj{"mb", mBytes, false})
			fmt.Fprintf(&b, "unsigned char mb[8] = {%s};\n", g.constList(8, 4))
		}
		if g.r.Intn(3) != 0 {
			add(mobj{"ma", mInts, false})
			fmt.Fprintf(&b, "int ma[4] = {%s};\n", g.constList(4, 3))
		}
		if g.r.Intn(3) == 0 {
			add(mobj{"ms", mStr, false})
			if g.r.Intn(2) == 0 {
				b.WriteString("char ms[8];\n")
			} else {
				fmt.Fprintf(&b, "char ms[8] = \"%s\";\n", strings.Repeat("b", g.r.Intn(4)))
			}
		}
		if g.hasObj("mg") && g.r.Intn(4) == 0 {
			// structs holding pointers, initialised in a global initializer
			add(mobj{"mps", mStruct, false})
			add(mobj{"mpd", mStruct, false})
			b.WriteString("struct mp_t { int a; int *p; unsigned char b[2]; };\n")
			fmt.Fprintf(&b, "struct mp_t mps = {%d, &mg, {%d, %d}};\n", g.r.Intn(4), g.r.Intn(3), g.r.Intn(3))
			fmt.Fprintf(&b, "struct mp_t mpd = {%d, &mg, {0, 0}};\n", g.r.Intn(4))
			g.feature("pointer initializer")
		}
	}
	if g.o.PtrTables {
		fmt.Fprintf(&b, "int mt0 = %d, mt1 = %d, mt2 = %d;\n", g.r.Intn(3), g.r.Intn(3), g.r.Intn(3))
		k := g.r.Intn(3)
		fmt.Fprintf(&b, "int *mpt[4] = {&mt%d, &mt%d, &mt%d, &mt%d};\n", k, (k+1)%3, (k+2)%3, g.r.Intn(3))
	}
	return b.String()
}

// ptrTableStmt emits a statement over the pointer table mpt
// (Options.PtrTables): a pointer stored at an index, a write or a read
// through an entry, a pointer to an entry dereferenced twice, or an entry
// compared with an address; the index is constant or a masked expression.
func (g *gen) ptrTableStmt() {
	g.feature("pointer table")
	t := fmt.Sprintf("&mt%d", g.r.Intn(3))
	switch g.r.Intn(6) {
	case 0:
		g.line("mpt[%s] = %s;", g.index(4), t)
	case 1:
		g.line("*mpt[%s] = %s;", g.index(4), fmt.Sprint(g.r.Intn(3)))
	case 2:
		g.line("{ int **pp = &mpt[%s]; **pp += 1; }", g.index(4))
	case 3:
		g.line("if (mpt[%s] == %s) WCET_COST(%d);", g.index(4), t, 1+g.r.Intn(9))
	case 4:
		g.line("%s", g.useOf(fmt.Sprintf("*mpt[%s]", g.index(4))))
	default:
		g.line("%s", g.useOf(fmt.Sprintf("mt%d", g.r.Intn(3))))
	}
}

// memLocals declares the entry's local memory objects.
func (g *gen) memLocals() {
	if g.r.Intn(2) == 0 {
		g.mobjs = append(g.mobjs, mobj{"ml", mInt, true})
		g.line("int ml = %d;", g.memConst())
	}
	if g.r.Intn(3) == 0 {
		g.mobjs = append(g.mobjs, mobj{"lu", mUnion, true})
		g.line("union mu_t lu;")
		g.line("lu.i = %d;", g.memConst())
	}
	if g.r.Intn(2) == 0 {
		g.mobjs = append(g.mobjs, mobj{"lb", mBytes, true})
		if g.r.Intn(2) == 0 {
			g.line("unsigned char lb[8] = {%s};", g.constList(8, 4))
		} else {
			g.line("unsigned char lb[8] = {0};")
		}
	}
	if g.r.Intn(3) == 0 {
		g.mobjs = append(g.mobjs, mobj{"la", mInts, true})
		g.line("int la[4] = {%s};", g.constList(4, 3))
	}
	if g.r.Intn(4) == 0 {
		g.mobjs = append(g.mobjs, mobj{"ls", mStr, true})
		g.line("char ls[8] = {0};")
	}
	if g.hasObj("mps") && g.r.Intn(2) == 0 {
		g.mobjs = append(g.mobjs, mobj{"lp", mStruct, true})
		g.line("struct mp_t lp = mps;")
		g.feature("struct copy")
	}
}

func (g *gen) hasObj(name string) bool {
	for _, o := range g.mobjs {
		if o.name == name {
			return true
		}
	}
	return false
}

// memConst is an initial or stored int: small, or with bytes above the
// lowest set (so that byte and short reads see them).
func (g *gen) memConst() int {
	switch g.r.Intn(5) {
	case 0, 1:
		return g.r.Intn(4)
	case 2:
		return 256 * (1 + g.r.Intn(3))
	case 3:
		return 257 + 65536*g.r.Intn(2)
	}
	return 65536 + g.r.Intn(3)
}

func (g *gen) constList(n, hi int) string {
	var s []string
	for k := 0; k < n; k++ {
		s = append(s, fmt.Sprint(g.r.Intn(hi)))
	}
	return strings.Join(s, ", ")
}

// visible are the memory objects the current function may touch: the
// entry all, helpers the globals.
func (g *gen) visible(kinds ...int) []mobj {
	var out []mobj
	for _, o := range g.mobjs {
		if o.local && g.inHelp >= 0 {
			continue
		}
		for _, k := range kinds {
			if o.kind == k {
				out = append(out, o)
			}
		}
	}
	return out
}

// canNondet says whether n nondet choices 0..1 per execution of the
// current point fit the oracle's cases, and counts them if so.
func (g *gen) canNondet(n int) bool {
	if !g.main || g.inHelp >= 0 {
		return false
	}
	old := g.mult
	g.mult *= n
	ok := g.nondetFits(1)
	g.mult = old
	return ok
}

// byteVal is a value for a byte store: a constant, an expression or a
// nondet choice.
func (g *gen) byteVal() string {
	switch g.r.Intn(5) {
	case 0, 1:
		return fmt.Sprint([]int{0, 1, 2, 1, 255}[g.r.Intn(5)])
	case 2:
		if g.canNondet(1) {
			g.feature("nondet")
			return "WCET_NONDET_RANGE(0, 1)"
		}
	}
	return g.maskTo(g.expr(1), 255)
}

// intVal is a value for an int store.
func (g *gen) intVal() string {
	if g.r.Intn(2) == 0 {
		return fmt.Sprint(g.memConst())
	}
	return g.byteVal()
}

// index is a constant index in 0..n-1 (n a power of two) or, one time in
// four, a masked expression.
func (g *gen) index(n int) string {
	if g.r.Intn(4) == 0 {
		g.feature("variable-index store")
		return fmt.Sprintf("%s & %d", paren(g.expr(1)), n-1)
	}
	return fmt.Sprint(g.r.Intn(n))
}

// memStmt emits one memory statement: mostly stores followed by a use of
// a read of the same object, else a store or a use alone.
func (g *gen) memStmt() {
	g.feature("memory")
	if g.o.PtrTables && g.r.Intn(3) == 0 {
		g.ptrTableStmt()
		return
	}
	objs := g.visible(mInt, mUnion, mBytes, mInts, mStr, mStruct)
	if len(objs) == 0 || g.r.Intn(8) == 0 {
		g.callocBlock()
		return
	}
	if g.r.Intn(2) == 0 {
		g.memExact()
		return
	}
	o := objs[g.r.Intn(len(objs))]
	switch g.pick(4, 2, 2, 1) {
	case 0:
		for k := 0; k <= g.r.Intn(2); k++ {
			g.memStore(o)
		}
		g.memUse(o)
	case 1:
		g.memStore(o)
	case 2:
		g.memUse(o)
	default:
		g.memCopy()
	}
}

// memStore emits a store into o.
func (g *gen) memStore(o mobj) {
	switch o.kind {
	case mInt:
		switch g.r.Intn(5) {
		case 0:
			g.line("%s = %s;", o.name, g.intVal())
		case 1:
			g.feature("byte store")
			g.line("{ unsigned char *p = (unsigned char *)&%s; p[%s] = %s; }", o.name, g.index(4), g.byteVal())
		case 2:
			g.feature("byte store")
			g.line("%s[%s] = %s;", o.bytes(), g.index(4), g.byteVal())
		case 3:
			g.feature("short store")
			g.line("{ unsigned short h = %d; memcpy((unsigned char *)&%s + %d, &h, 2); }", []int{0, 1, 257, 65535}[g.r.Intn(4)], o.name, 2*g.r.Intn(2))
		default:
			g.memset(o)
		}
	case mUnion:
		g.feature("union")
		switch g.r.Intn(5) {
		case 0:
			g.line("%s.i = %s;", o.name, g.intVal())
		case 1, 2:
			g.feature("byte store")
			g.line("%s.c[%s] = %s;", o.name, g.index(4), g.byteVal())
		case 3:
			g.feature("short store")
			g.line("%s.s[%s] = %s;", o.name, g.index(2), []string{"0", "1", "256", "65535", g.byteVal()}[g.r.Intn(5)])
		default:
			g.memset(o)
		}
	case mBytes, mInts:
		n := 8
		if o.kind == mInts {
			n = 4
		}
		switch g.r.Intn(6) {
		case 0, 1:
			v := g.byteVal()
			if o.kind == mInts {
				v = g.intVal()
			}
			g.line("%s[%s] = %s;", o.name, g.index(n), v)
		case 2, 3:
			g.loopStore(o, n)
		case 4:
			if o.kind == mInts {
				g.feature("byte store")
				g.line("%s[%s] = %s;", o.bytes(), g.index(16), g.byteVal())
				return
			}
			fallthrough
		default:
			g.memset(o)
		}
	case mStr:
		g.strStore(o)
	case mStruct:
		g.feature("struct")
		switch g.r.Intn(4) {
		case 0:
			g.line("%s.a = %s;", o.name, g.intVal())
		case 1:
			g.line("*%s.p = %s;", o.name, g.intVal())
		case 2:
			g.line("%s.b[%s] = %s;", o.name, g.index(2), g.byteVal())
		default:
			ints := g.visible(mInt)
			t := ints[g.r.Intn(len(ints))]
			g.line("%s.p = &%s;", o.name, t.name)
		}
	}
}

// loopStore stores every element of o's first m elements in a loop (a
// store at a variable index), with nondet values when they fit.
func (g *gen) loopStore(o mobj, n int) {
	g.feature("loop store")
	g.feature("variable-index store")
	m := 2 + g.r.Intn(n-1)
	if o.kind == mStr && m > 7 {
		m = 7
	}
	v := fmt.Sprintf("(k + %s) & %d", paren(g.expr(1)), []int{1, 3, 255}[g.r.Intn(3)])
	if g.r.Intn(2) == 0 && g.canNondet(min(m, 3)) {
		m = min(m, 3)
		g.feature("nondet")
		v = "WCET_NONDET_RANGE(0, 1)"
	}
	if o.kind == mStr {
		v = fmt.Sprintf("(%s) ? 'a' : 0", v)
	}
	g.line("for (int k = 0; k < %d; k++) %s[k] = %s;", m, o.name, v)
}

// memset emits a partial memset of o.
func (g *gen) memset(o mobj) {
	g.feature("memset")
	n := o.size()
	if o.kind == mStr {
		n = 7
	}
	off := g.r.Intn(n)
	l := 1 + g.r.Intn(n-off)
	c := []string{"0", "1", "255", "0", "1", "255", g.byteVal()}[g.r.Intn(7)]
	if o.kind == mStr {
		c = "'a'"
	}
	g.line("memset(%s + %d, %s, %d);", o.bytes(), off, c, l)
}

// strStore writes characters of a string buffer (never its last byte).
func (g *gen) strStore(o mobj) {
	g.feature("string")
	switch g.r.Intn(4) {
	case 0:
		k := 1 + g.r.Intn(6)
		var s []string
		for j := 0; j < k; j++ {
			s = append(s, fmt.Sprintf("%s[%d] = 'a';", o.name, j))
		}
		g.line("%s", strings.Join(s, " "))
	case 1:
		g.loopStore(o, 8)
	case 2:
		g.line("%s[%d] = %s;", o.name, g.r.Intn(7), []string{"0", "'a'", "'c'"}[g.r.Intn(3)])
	default:
		g.memset(o)
	}
}

// memCopy copies bytes between two objects (memcpy, or memmove inside
// one), or copies a struct.
func (g *gen) memCopy() {
	if ss := g.visible(mStruct); len(ss) > 0 && g.r.Intn(3) == 0 {
		d := ss[g.r.Intn(len(ss))]
		s := ss[g.r.Intn(len(ss))]
		if d.name == "mps" && s.name != "mps" {
			d, s = s, d
		}
		if d.name == s.name {
			d = mobj{"mpd", mStruct, false}
			s = mobj{"mps", mStruct, false}
		}
		g.feature("struct copy")
		if g.r.Intn(2) == 0 {
			g.line("%s = %s;", d.name, s.name)
		} else {
			g.feature("memcpy")
			g.line("memcpy(&%s, &%s, sizeof %s);", d.name, s.name, d.name)
		}
		g.memUse(d)
		return
	}
	objs := g.visible(mInt, mUnion, mBytes, mInts, mStr)
	if len(objs) == 0 {
		return
	}
	d := objs[g.r.Intn(len(objs))]
	s := objs[g.r.Intn(len(objs))]
	dn, sn := d.size(), s.size()
	if d.kind == mStr {
		dn = 7
	}
	l := 1 + g.r.Intn(min(dn, sn))
	do := g.r.Intn(dn - l + 1)
	so := g.r.Intn(sn - l + 1)
	fn := "memcpy"
	if d.name == s.name {
		fn = "memmove"
	}
	g.feature(fn)
	g.line("%s(%s + %d, %s + %d, %d);", fn, d.bytes(), do, s.bytes(), so, l)
	if g.r.Intn(2) == 0 {
		g.memUse(d)
	}
}

// memRead returns a read of o as an int expression of any value.
func (g *gen) memRead(o mobj) string {
	switch o.kind {
	case mInt:
		switch g.r.Intn(3) {
		case 0:
			return o.name
		case 1:
			g.feature("byte load")
			return fmt.Sprintf("%s[%d]", o.bytes(), g.r.Intn(4))
		default:
			return fmt.Sprintf("(int)((unsigned)%s >> %d)", o.name, 8*(1+g.r.Intn(3)))
		}
	case mUnion:
		g.feature("union")
		switch g.r.Intn(3) {
		case 0:
			return o.name + ".i"
		case 1:
			g.feature("byte load")
			return fmt.Sprintf("%s.c[%d]", o.name, g.r.Intn(4))
		default:
			return fmt.Sprintf("%s.s[%d]", o.name, g.r.Intn(2))
		}
	case mBytes:
		if g.r.Intn(4) == 0 {
			return fmt.Sprintf("%s[%s & 7]", o.name, paren(g.expr(1)))
		}
		return fmt.Sprintf("%s[%d]", o.name, g.r.Intn(8))
	case mInts:
		switch g.r.Intn(4) {
		case 0:
			g.feature("byte load")
			return fmt.Sprintf("%s[%d]", o.bytes(), g.r.Intn(16))
		case 1:
			return fmt.Sprintf("%s[%s & 3]", o.name, paren(g.expr(1)))
		}
		return fmt.Sprintf("%s[%d]", o.name, g.r.Intn(4))
	case mStr:
		g.feature("string")
		switch g.r.Intn(4) {
		case 0, 1:
			g.feature("strlen")
			return fmt.Sprintf("(int)strlen(%s)", o.name)
		case 2:
			g.feature("strcmp")
			return fmt.Sprintf("(strcmp(%s, \"%s\") == 0)", o.name, strings.Repeat("a", 1+g.r.Intn(3)))
		}
		return fmt.Sprintf("%s[%d]", o.name, g.r.Intn(7))
	default:
		g.feature("struct")
		switch g.r.Intn(3) {
		case 0:
			return o.name + ".a"
		case 1:
			g.feature("pointer load")
			return "*" + o.name + ".p"
		}
		return fmt.Sprintf("%s.b[%d]", o.name, g.r.Intn(2))
	}
}

// memUse reads o and makes the cost depend on the value read.
func (g *gen) memUse(o mobj) {
	if (o.kind == mBytes || o.kind == mInts) && g.r.Intn(4) == 0 {
		// an int assembled from bytes
		g.feature("memcpy")
		g.feature("int from bytes")
		off := g.r.Intn(o.size() - 3)
		g.line("{ int t; memcpy(&t, %s + %d, 4); %s }", o.bytes(), off, g.useOf("t"))
		return
	}
	g.line("%s", g.useOf(g.memRead(o)))
}

// useOf is a statement whose cost depends on r (an int of any value).
func (g *gen) useOf(r string) string {
	r = "(" + r + ")"
	switch g.r.Intn(6) {
	case 0, 1:
		// WCET_COST(r & 7) with constant costs (ipet refuses others)
		return fmt.Sprintf("if (%s & 1) WCET_COST(1); if (%s & 2) WCET_COST(2); if (%s & 4) WCET_COST(4);", r, r, r)
	case 2:
		return fmt.Sprintf("if (%s == %d) WCET_COST(%d);", r, []int{0, 1, 2, 256, 257, 97}[g.r.Intn(6)], 5+g.r.Intn(20))
	case 3:
		return fmt.Sprintf("if (%s) WCET_COST(%d);", r, 1+g.r.Intn(9))
	case 4:
		return fmt.Sprintf("for (int k = 0; k < (%s & 3); k++) WCET_COST(1);", r)
	}
	v := g.writable()
	return fmt.Sprintf("%s = %s & 255;", v.name, r)
}

// callocBlock allocates zeroed memory, writes it bytewise and reads it.
func (g *gen) callocBlock() {
	g.feature("calloc bytes")
	g.line("{")
	g.ind++
	g.line("unsigned char *q = calloc(8, 1);")
	for k := 0; k <= g.r.Intn(2); k++ {
		switch g.r.Intn(3) {
		case 0:
			g.line("memset(q + %d, %s, %d);", g.r.Intn(4), g.byteVal(), 1+g.r.Intn(4))
		default:
			g.line("q[%s] = %s;", g.index(8), g.byteVal())
		}
	}
	if g.r.Intn(2) == 0 {
		g.line("{ int t; memcpy(&t, q + %d, 4); %s }", g.r.Intn(5), g.useOf("t"))
	} else {
		g.line("%s", g.useOf(fmt.Sprintf("q[%d]", g.r.Intn(8))))
	}
	g.line("free(q);")
	g.ind--
	g.line("}")
}

// lbHelpers are the pragma'd callees (Options.Pragmas): each runs a loop of
// n iterations under `loopbound min 0 max B` and counts ExceedCounter when
// n > B.
func (g *gen) lbHelpers() string {
	var b strings.Builder
	n := 1 + g.r.Intn(2)
	for h := 0; h < n; h++ {
		bmax := 1 + g.r.Intn(3)
		g.lbMax = append(g.lbMax, bmax)
		fmt.Fprintf(&b, "static void lb%d(int n) {\n", h)
		fmt.Fprintf(&b, "  if (n > %d) WCET_COUNT(%s%d);\n", bmax, ExceedCounter, h)
		fmt.Fprintf(&b, "  _Pragma(\"loopbound min 0 max %d\")\n", bmax)
		body := fmt.Sprintf("WCET_COST(%d);", 1+g.r.Intn(3))
		if g.r.Intn(3) == 0 && g.hasObj("mb") {
			body += " mb[k & 7] = k;"
		}
		fmt.Fprintf(&b, "  for (int k = 0; k < n; k++) { %s }\n", body)
		b.WriteString("}\n\n")
	}
	g.feature("loopbound pragma")
	return b.String()
}

// lbCall calls a pragma'd callee with a trip count that may exceed its
// max: a nondet one in main, else an expression.
func (g *gen) lbCall() { g.lbCallOf(g.r.Intn(len(g.lbMax))) }

func (g *gen) lbTotal() int {
	n := 0
	for _, k := range g.lbCalls {
		n += k
	}
	return n
}

func (g *gen) lbCallOf(h int) {
	bmax := g.lbMax[h]
	hi := bmax - 1 + g.r.Intn(4)
	var arg string
	choices := 1
	for k := 0; k < g.mult && choices <= g.o.MaxCases; k++ {
		choices *= hi + 1
	}
	switch {
	case g.main && g.inHelp < 0 && g.cases*choices <= g.o.MaxCases:
		g.cases *= choices
		g.feature("nondet trip count")
		arg = fmt.Sprintf("WCET_NONDET_RANGE(0, %d)", hi)
	case g.r.Intn(3) == 0:
		arg = fmt.Sprint(g.r.Intn(hi + 1))
	default:
		arg = fmt.Sprintf("%s & %d", paren(g.expr(1)), []int{1, 3, 7}[g.r.Intn(3)])
	}
	if g.lbCalls == nil {
		g.lbCalls = map[int]int{}
	}
	g.lbCalls[h]++
	g.line("lb%d(%s);", h, arg)
}

// memExact emits a determined memory snippet: a store that sets every byte
// of an object (or a fresh calloc block), one to three stores of other
// widths and offsets with constants (some under a nondet choice), and a
// read of some width and offset compared with the value the generator
// computes (little-endian, all guarded stores taken): the worst run takes
// the costly branch, so a load that misses a store (or sees a stale
// initializer) gives a bound below it, and one that sees a guarded store
// as certain claims a wrong exact.
func (g *gen) memExact() {
	g.feature("determined memory")
	objs := g.visible(mInt, mUnion, mBytes, mInts, mStr)
	var o mobj
	calloc := len(objs) == 0 || g.r.Intn(6) == 0
	if calloc {
		g.feature("calloc bytes")
		o = mobj{"q", mBytes, true}
		g.line("{")
		g.ind++
		g.line("unsigned char *q = calloc(8, 1);")
	} else {
		o = objs[g.r.Intn(len(objs))]
	}
	n := o.size()
	if o.kind == mStr {
		n = 7 // the terminating byte 7 is never written
	}
	mem := make([]byte, o.size())
	str := o.kind == mStr
	bval := func() byte {
		if str {
			return []byte{0, 'a', 'a'}[g.r.Intn(3)]
		}
		return []byte{0, 1, 2, 255, 128, 7}[g.r.Intn(6)]
	}
	if !calloc {
		g.memExactReset(o, mem, bval)
	}
	for k := 0; k <= g.r.Intn(3); k++ {
		g.memExactStore(o, mem, n, bval)
	}
	g.memExactRead(o, mem, calloc)
}

// memExactReset sets every byte of o (mem follows the bytes written).
func (g *gen) memExactReset(o mobj, mem []byte, bval func() byte) {
	str := o.kind == mStr
	switch {
	case (o.kind == mInt || o.kind == mUnion) && g.r.Intn(2) == 0:
		v := uint32(g.memConst())
		if g.r.Intn(3) == 0 {
			v = 0xffffffff
		}
		lhs := o.name
		if o.kind == mUnion {
			lhs += ".i"
		}
		g.line("%s = %s;", lhs, intLit(int32(v)))
		putLE(mem, 0, uint64(v), 4)
	case o.kind == mInts && g.r.Intn(2) == 0:
		v := g.memConst()
		g.feature("loop store")
		g.line("for (int k = 0; k < 4; k++) %s[k] = %d;", o.name, v)
		for j := 0; j < 4; j++ {
			putLE(mem, 4*j, uint64(v), 4)
		}
	case o.kind == mBytes && g.r.Intn(2) == 0:
		b := bval()
		g.feature("loop store")
		g.line("for (int k = 0; k < 8; k++) %s[k] = %d;", o.name, b)
		for j := range mem {
			mem[j] = b
		}
	case str && g.r.Intn(3) != 0:
		// (the analyzer refuses strlen after a memset or a store at a
		// constant index; stores in loops reach it)
		g.feature("loop store")
		g.feature("variable-index store")
		g.line("for (int k = 0; k < 7; k++) %s[k] = 0;", o.name)
	default:
		b := bval()
		if str {
			b = 0
		}
		g.feature("memset")
		g.line("memset(%s, %d, %d);", o.bytes(), b, o.size())
		for j := range mem {
			mem[j] = b
		}
	}
}

// memExactStore emits one store of memExact to the first n bytes of o,
// some under a nondet choice (mem follows them all).
func (g *gen) memExactStore(o mobj, mem []byte, n int, bval func() byte) {
	str := o.kind == mStr
	guard := g.r.Intn(3) == 0 && g.canNondet(1)
	pre := ""
	if guard {
		g.feature("nondet")
		pre = "if (WCET_NONDET_RANGE(0, 1)) "
	}
	kind := g.r.Intn(7)
	if str && g.r.Intn(2) == 0 {
		kind = 5
	}
	switch kind {
	case 0, 1: // a byte
		j := g.r.Intn(n)
		b := bval()
		g.feature("byte store")
		switch {
		case o.kind == mUnion:
			g.line("%s%s.c[%d] = %d;", pre, o.name, j, b)
		case o.kind == mInt && g.r.Intn(2) == 0:
			g.line("%s{ unsigned char *p = (unsigned char *)&%s; p[%d] = %d; }", pre, o.name, j, b)
		default:
			g.line("%s%s[%d] = %d;", pre, o.bytes(), j, b)
		}
		mem[j] = b
	case 2: // a short
		if str || n < 2 {
			return
		}
		g.feature("short store")
		v := []uint64{0, 1, 257, 65535, 256}[g.r.Intn(5)]
		if o.kind == mUnion {
			j := g.r.Intn(2)
			g.line("%s%s.s[%d] = %d;", pre, o.name, j, v)
			putLE(mem, 2*j, v, 2)
		} else {
			j := g.r.Intn(n - 1)
			g.line("%s{ unsigned short h = %d; memcpy(%s + %d, &h, 2); }", pre, v, o.bytes(), j)
			putLE(mem, j, v, 2)
		}
	case 3: // an int
		if str {
			return
		}
		v := uint32(g.memConst())
		switch o.kind {
		case mInt:
			g.line("%s%s = %s;", pre, o.name, intLit(int32(v)))
			putLE(mem, 0, uint64(v), 4)
		case mUnion:
			g.line("%s%s.i = %s;", pre, o.name, intLit(int32(v)))
			putLE(mem, 0, uint64(v), 4)
		case mInts:
			j := g.r.Intn(4)
			g.line("%s%s[%d] = %s;", pre, o.name, j, intLit(int32(v)))
			putLE(mem, 4*j, uint64(v), 4)
		default:
			j := g.r.Intn(n - 3)
			g.feature("memcpy")
			g.line("%s{ int t = %s; memcpy(%s + %d, &t, 4); }", pre, intLit(int32(v)), o.bytes(), j)
			putLE(mem, j, uint64(v), 4)
		}
	case 4: // a partial memset
		j := g.r.Intn(n)
		l := 1 + g.r.Intn(n-j)
		b := bval()
		g.feature("memset")
		g.line("%smemset(%s + %d, %d, %d);", pre, o.bytes(), j, b, l)
		for x := j; x < j+l; x++ {
			mem[x] = b
		}
	case 5: // bytes at variable indices, in a loop
		j := g.r.Intn(n)
		l := 1 + g.r.Intn(n-j)
		b := bval()
		g.feature("variable-index store")
		g.feature("loop store")
		g.line("%sfor (int k = %d; k < %d; k++) %s[k] = %d;", pre, j, j+l, o.bytes(), b)
		for x := j; x < j+l; x++ {
			mem[x] = b
		}
	default: // memcpy from a constant table, or memmove inside
		l := 1 + g.r.Intn(min(n, 4))
		j := g.r.Intn(n - l + 1)
		if g.r.Intn(3) == 0 {
			j2 := g.r.Intn(n - l + 1)
			g.feature("memmove")
			g.line("%smemmove(%s + %d, %s + %d, %d);", pre, o.bytes(), j, o.bytes(), j2, l)
			tmp := append([]byte(nil), mem[j2:j2+l]...)
			copy(mem[j:], tmp)
			return
		}
		var cs []string
		var src []byte
		for x := 0; x < l; x++ {
			b := bval()
			src = append(src, b)
			cs = append(cs, fmt.Sprint(b))
		}
		g.feature("memcpy")
		g.line("%s{ static const unsigned char cs[%d] = {%s}; memcpy(%s + %d, cs, %d); }", pre, l, strings.Join(cs, ", "), o.bytes(), j, l)
		copy(mem[j:], src)
	}
}

// memExactRead emits memExact's read of o, compared with mem.
func (g *gen) memExactRead(o mobj, mem []byte, calloc bool) {
	str := o.kind == mStr
	var r string
	var v int64
	switch w := []int{1, 2, 4, 4}[g.r.Intn(4)]; {
	case str && g.r.Intn(3) != 0:
		g.feature("strlen")
		l := 0
		for l < len(mem) && mem[l] != 0 {
			l++
		}
		if g.r.Intn(2) == 0 {
			g.line("for (int k = 0; k < (int)strlen(%s); k++) WCET_COST(%d);", o.name, 1+g.r.Intn(3))
		} else {
			g.line("if ((int)strlen(%s) == %d) WCET_COST(%d);", o.name, l, 10+g.r.Intn(30))
		}
		g.memExactEnd(calloc)
		return
	case w == 1 || o.size() < w:
		j := g.r.Intn(o.size())
		g.feature("byte load")
		switch o.kind {
		case mUnion:
			r = fmt.Sprintf("%s.c[%d]", o.name, j)
		case mStr:
			r = fmt.Sprintf("%s[%d]", o.name, j)
		default:
			r = fmt.Sprintf("%s[%d]", o.bytes(), j)
		}
		v = int64(mem[j])
		if str {
			v = int64(int8(mem[j]))
		}
	case w == 2:
		if o.kind == mUnion {
			j := g.r.Intn(2)
			r = fmt.Sprintf("%s.s[%d]", o.name, j)
			v = int64(getLE(mem, 2*j, 2))
		} else {
			j := g.r.Intn(o.size() - 1)
			g.line("{ unsigned short h; memcpy(&h, %s + %d, 2); %s }", o.bytes(), j, g.exactUse("h", int64(getLE(mem, j, 2))))
			g.memExactEnd(calloc)
			return
		}
	default:
		switch o.kind {
		case mInt:
			r = o.name
			v = int64(int32(getLE(mem, 0, 4)))
		case mUnion:
			r = o.name + ".i"
			v = int64(int32(getLE(mem, 0, 4)))
		case mInts:
			j := g.r.Intn(4)
			r = fmt.Sprintf("%s[%d]", o.name, j)
			v = int64(int32(getLE(mem, 4*j, 4)))
		default:
			j := g.r.Intn(o.size() - 3)
			g.feature("int from bytes")
			g.line("{ int t; memcpy(&t, %s + %d, 4); %s }", o.bytes(), j, g.exactUse("t", int64(int32(getLE(mem, j, 4)))))
			g.memExactEnd(calloc)
			return
		}
	}
	g.line("%s", g.exactUse(r, v))
	g.memExactEnd(calloc)
}

func (g *gen) memExactEnd(calloc bool) {
	if calloc {
		g.line("free(q);")
		g.ind--
		g.line("}")
	}
}

// exactUse is a statement whose cost is high when r has the value v. (No
// else branch with another cost: O2 would sink the two calls into one
// WCET_COST of a select, a cost that depends on data, which ipet refuses.)
func (g *gen) exactUse(r string, v int64) string {
	big := 10 + g.r.Intn(30)
	if g.r.Intn(3) == 0 {
		return fmt.Sprintf("if (!((%s) != %s)) WCET_COST(%d);", r, intLit(int32(v)), big)
	}
	return fmt.Sprintf("if ((%s) == %s) WCET_COST(%d);", r, intLit(int32(v)), big)
}

func intLit(v int32) string {
	if v == -1<<31 {
		return "(-2147483647 - 1)"
	}
	return fmt.Sprint(v)
}

func putLE(mem []byte, at int, v uint64, w int) {
	for k := 0; k < w; k++ {
		mem[at+k] = byte(v >> (8 * k))
	}
}

func getLE(mem []byte, at, w int) uint64 {
	var v uint64
	for k := w - 1; k >= 0; k-- {
		v = v<<8 | uint64(mem[at+k])
	}
	return v
}
