package frontend

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"wcet/ts"
)

// libFuncs are the library functions whose semantics wcet models (DESIGN,
// "Calls").
var libFuncs = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true,
	"memcpy": true, "memset": true, "memmove": true,
	"abs": true, "labs": true, "llabs": true, "strlen": true,
	"exit": true, "_Exit": true, "abort": true,
}

// endingFuncs end the program.
var endingFuncs = map[string]bool{"exit": true, "_Exit": true, "abort": true}

// refusedCalls are callees that make the program unanalysable.
var refusedCalls = map[string]string{
	"setjmp": "setjmp", "_setjmp": "setjmp", "__sigsetjmp": "setjmp", "sigsetjmp": "setjmp",
	"longjmp": "longjmp", "_longjmp": "longjmp", "siglongjmp": "longjmp", "__longjmp_chk": "longjmp",
}

// builder translates one module.
type builder struct {
	mod     *ir.Module
	prog    *ts.Program
	globals map[*ir.Global]*ts.Global
	funcs   map[string]*ir.Func // defined functions
	dl      dataLayout
}

// translate builds the program of the functions reachable from entry (all
// defined functions when entry is empty).
func translate(mod *ir.Module, entry string) (*ts.Program, error) {
	b := &builder{
		mod: mod,
		prog: &ts.Program{
			ByName:       map[string]*ts.Func{},
			GlobalByName: map[string]*ts.Global{},
			Externs:      map[string]*ts.Extern{},
			TargetTriple: mod.TargetTriple,
			DataLayout:   mod.DataLayout,
			PtrBits:      int(layoutOf(mod.DataLayout).ptrBytes * 8),
		},
		globals: map[*ir.Global]*ts.Global{},
		funcs:   map[string]*ir.Func{},
		dl:      layoutOf(mod.DataLayout),
	}
	for _, f := range mod.Funcs {
		if len(f.Blocks) > 0 {
			b.funcs[f.Name()] = f
		}
	}
	for _, g := range mod.Globals {
		tg, err := b.global(g)
		if err != nil {
			return nil, err
		}
		b.globals[g] = tg
		b.prog.Globals = append(b.prog.Globals, tg)
		b.prog.GlobalByName[tg.Name] = tg
	}
	// Which functions to translate: those reachable from entry by direct
	// calls, in module order.
	want := map[string]bool{}
	if entry == "" {
		for n := range b.funcs {
			want[n] = true
		}
	} else {
		if _, ok := b.funcs[entry]; !ok {
			defined := strings.Join(b.definedNames(), ", ")
			if defined == "" {
				defined = "none"
			}
			return nil, errorf(Input, ts.Pos{}, "entry function %q is not defined in the program (defined: %s)", entry, defined)
		}
		work := []string{entry}
		want[entry] = true
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			for _, blk := range b.funcs[n].Blocks {
				for _, inst := range blk.Insts {
					c, ok := inst.(*ir.InstCall)
					if !ok {
						continue
					}
					// Through casts too: an old-style declaration (void
					// work();) defined with a prototype, or in another
					// file, is called through a bitcast of the function.
					if cf, ok := calleeFunc(c.Callee); ok {
						if _, def := b.funcs[cf.Name()]; def && !want[cf.Name()] {
							want[cf.Name()] = true
							work = append(work, cf.Name())
						}
					}
				}
			}
		}
	}
	for _, f := range mod.Funcs {
		if len(f.Blocks) > 0 && !want[f.Name()] {
			b.prog.Unreached = append(b.prog.Unreached, sourceSpan(f))
		}
		if !want[f.Name()] || len(f.Blocks) == 0 {
			continue
		}
		tf, err := b.function(f)
		if err != nil {
			return nil, err
		}
		b.prog.Funcs = append(b.prog.Funcs, tf)
		b.prog.ByName[tf.Name] = tf
	}
	return b.prog, nil
}

// sourceSpan is the source lines of a function's definition: from its
// DISubprogram's line to the last line of its own file that one of its
// instructions names (lines of inlined code from other files are not
// counted). A function without debug information spans nothing.
func sourceSpan(f *ir.Func) ts.Span {
	fp := funcPos(f)
	sp := ts.Span{File: fp.File, From: fp.Line, To: fp.Line}
	if !fp.Known() {
		return ts.Span{}
	}
	for _, blk := range f.Blocks {
		for _, inst := range blk.Insts {
			if p := instPos(instMD(inst), f, blk, 0); p.Known() && p.File == sp.File && p.Line > sp.To {
				sp.To = p.Line
			}
		}
		if p := instPos(termMD(blk.Term), f, blk, 0); p.Known() && p.File == sp.File && p.Line > sp.To {
			sp.To = p.Line
		}
	}
	return sp
}

func (b *builder) definedNames() []string {
	var ns []string
	for n := range b.funcs {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// ---- globals ----

func (b *builder) global(g *ir.Global) (*ts.Global, error) {
	dl := b.dl
	pos := ts.Pos{IR: g.Ident()}
	unsigned := false
	if gve, ok := mdAttached(g.Metadata, "dbg").(*metadata.DIGlobalVariableExpression); ok && gve != nil {
		if v := gve.Var; v != nil {
			pos.File = fileName(v.File)
			pos.Line = int(v.Line)
			unsigned = unsignedElemDI(v.Type)
		}
	}
	tg := &ts.Global{
		Name:  g.Name(),
		Src:   g.Name(),
		Size:  dl.allocSize(g.ContentType),
		Align: int64(g.Align),
		Const: g.Immutable,
		Pos:   pos,
		Elem:  dl.elemScalar(g.ContentType),
	}
	tg.Unsigned = unsigned && tg.Elem.Kind == ts.Int
	if tg.Align == 0 {
		tg.Align = dl.alignOf(g.ContentType)
	}
	if g.Init == nil {
		tg.External = true
		return tg, nil
	}
	tg.Init = make([]byte, tg.Size)
	if err := b.initBytes(tg, g.Init, 0); err != nil {
		if _, ok := AsError(err); ok {
			return nil, err
		}
		return nil, errorf(Malformed, pos, "initializer of global %s: %v", g.Ident(), err)
	}
	return tg, nil
}

// elemScalar returns the scalar type of an array-of-scalars (or scalar)
// type, Void otherwise.
func (dl dataLayout) elemScalar(t types.Type) ts.Type {
	for {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
			continue
		case *types.IntType, *types.FloatType, *types.PointerType:
			st, _ := dl.scalarType(t)
			return st
		}
		return ts.VoidT
	}
}

// firstScalar returns the first scalar leaf of t (for pointer parameters'
// pointee), Void when there is none.
func (dl dataLayout) firstScalar(t types.Type) ts.Type {
	ls, err := dl.leaves(t)
	if err != nil || len(ls) == 0 {
		return ts.VoidT
	}
	st, _ := dl.scalarType(ls[0].t)
	return st
}

// initBytes writes constant c at offset off of g's initializer.
func (b *builder) initBytes(g *ts.Global, c constant.Constant, off int64) error {
	dl := b.dl
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison, *constant.Null:
		return nil
	case *constant.Int:
		v := ts.Wrap(c.X, int(c.Typ.BitSize))
		putBytes(g.Init[off:off+dl.storeSize(c.Typ)], v)
		return nil
	case *constant.Float:
		bits, err := floatBitsOf(c)
		if err != nil {
			return err
		}
		putBytes(g.Init[off:off+dl.storeSize(c.Typ)], bits)
		return nil
	case *constant.CharArray:
		copy(g.Init[off:], c.X)
		return nil
	case *constant.BlockAddress:
		// A label address (computed goto): stored as the function's address;
		// the indirectbr that uses it is refused with its position.
		if f, ok := c.Func.(*ir.Func); ok {
			g.Relocs = append(g.Relocs, ts.Reloc{Offset: off, Target: f.Name(), Bytes: b.dl.ptrBytes})
			return nil
		}
		return fmt.Errorf("unsupported label address %s", c.Ident())
	case *constant.Array:
		es := dl.allocSize(c.Typ.ElemType)
		for i, e := range c.Elems {
			if err := b.initBytes(g, e, off+int64(i)*es); err != nil {
				return err
			}
		}
		return nil
	case *constant.Vector:
		es := dl.storeSizeBits(c.Typ.ElemType) / 8
		for i, e := range c.Elems {
			if err := b.initBytes(g, e, off+int64(i)*es); err != nil {
				return err
			}
		}
		return nil
	case *constant.Struct:
		offs, _ := dl.structLayout(c.Typ)
		for i, f := range c.Fields {
			if err := b.initBytes(g, f, off+offs[i]); err != nil {
				return err
			}
		}
		return nil
	}
	// A pointer-valued constant: a global or function address, possibly
	// offset by a constant getelementptr or cast.
	target, addend, ok := b.constAddr(c)
	if ok {
		g.Relocs = append(g.Relocs, ts.Reloc{Offset: off, Target: target, Addend: addend, Bytes: b.dl.ptrBytes})
		return nil
	}
	return fmt.Errorf("unsupported constant %s", c.Ident())
}

// constAddr resolves a constant address expression to target+addend.
func (b *builder) constAddr(c constant.Constant) (string, int64, bool) {
	dl := b.dl
	switch c := c.(type) {
	case *ir.Global:
		return c.Name(), 0, true
	case *ir.Func:
		return c.Name(), 0, true
	case *constant.ExprBitCast:
		return b.constAddr(c.From)
	case *constant.ExprAddrSpaceCast:
		return b.constAddr(c.From)
	case *constant.ExprGetElementPtr:
		t, a, ok := b.constAddr(c.Src)
		if !ok {
			return "", 0, false
		}
		off, ok := dl.constGEPOffset(c.ElemType, c.Indices)
		if !ok {
			return "", 0, false
		}
		return t, a + off, true
	}
	return "", 0, false
}

// constGEPOffset computes the byte offset of constant GEP indices.
func (dl dataLayout) constGEPOffset(elem types.Type, idx []constant.Constant) (int64, bool) {
	var off int64
	t := elem
	for i, ix := range idx {
		if in, ok := ix.(*constant.Index); ok {
			ix = in.Constant
		}
		ci, ok := ix.(*constant.Int)
		if !ok {
			return 0, false
		}
		n := ts.Signed(ts.Wrap(ci.X, int(ci.Typ.BitSize)), int(ci.Typ.BitSize)).Int64()
		if i == 0 {
			off += n * dl.allocSize(t)
			continue
		}
		switch tt := t.(type) {
		case *types.ArrayType:
			off += n * dl.allocSize(tt.ElemType)
			t = tt.ElemType
		case *types.VectorType:
			off += n * dl.storeSizeBits(tt.ElemType) / 8
			t = tt.ElemType
		case *types.StructType:
			offs, _ := dl.structLayout(tt)
			if n < 0 || int(n) >= len(offs) {
				return 0, false
			}
			off += offs[n]
			t = tt.Fields[n]
		default:
			return 0, false
		}
	}
	return off, true
}

func putBytes(dst []byte, v *big.Int) {
	w := new(big.Int).Set(v)
	for i := range dst {
		dst[i] = byte(new(big.Int).And(w, big.NewInt(255)).Int64())
		w.Rsh(w, 8)
	}
}

// floatBitsOf returns the IEEE bit pattern of a float constant, at the
// constant's width (x86_fp80 in its 80-bit extended encoding).
func floatBitsOf(c *constant.Float) (*big.Int, error) {
	f := math.NaN()
	if !c.NaN && c.X != nil {
		f, _ = c.X.Float64()
	}
	switch floatBits(c.Typ) {
	case 32:
		return new(big.Int).SetUint64(uint64(math.Float32bits(float32(f)))), nil
	case 64:
		return new(big.Int).SetUint64(math.Float64bits(f)), nil
	case 80:
		return fp80Bits(f), nil
	}
	return nil, fmt.Errorf("float constant of type %s in an initializer is not supported", c.Typ)
}

// fp80Bits encodes f as an x86 80-bit extended float.
func fp80Bits(f float64) *big.Int {
	b := math.Float64bits(f)
	sign := b >> 63
	exp := int64((b >> 52) & 0x7ff)
	frac := b & (1<<52 - 1)
	var e80 uint64
	var m uint64
	switch {
	case exp == 0 && frac == 0:
		e80, m = 0, 0
	case exp == 0x7ff:
		e80 = 0x7fff
		m = 1<<63 | frac<<11
	case exp == 0: // subnormal double: normalize
		shift := 0
		for frac&(1<<52) == 0 {
			frac <<= 1
			shift++
		}
		e80 = uint64(1 - 1023 - shift + 16383)
		m = frac << 11
	default:
		e80 = uint64(exp - 1023 + 16383)
		m = 1<<63 | frac<<11
	}
	r := new(big.Int).SetUint64(sign<<15 | e80)
	r.Lsh(r, 64)
	r.Or(r, new(big.Int).SetUint64(m))
	return r
}

// scalarType maps an IR scalar type to ts.
func (dl dataLayout) scalarType(t types.Type) (ts.Type, bool) {
	switch t := t.(type) {
	case *types.IntType:
		return ts.IntT(int(t.BitSize)), true
	case *types.PointerType:
		return dl.ptrType(), true
	case *types.FloatType:
		return ts.Type{Kind: ts.Float, Bits: int(floatBits(t))}, true
	}
	return ts.VoidT, false
}

// hasNoReturn reports whether attrs contain noreturn.
func hasNoReturn(attrs []ir.FuncAttribute) bool {
	for _, a := range attrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrNoReturn {
				return true
			}
		case *ir.AttrGroupDef:
			if hasNoReturn(a.FuncAttrs) {
				return true
			}
		}
	}
	return false
}
