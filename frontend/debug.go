package frontend

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"

	"wcet/ts"
)

// This file turns debug metadata into positions and names: the one helper
// that maps a value to file:line:col (STYLE.md, llir/llvm).

// mdAttached returns the metadata node attached under name, or nil.
func mdAttached(mds []*metadata.Attachment, name string) metadata.MDNode {
	for _, a := range mds {
		if a.Name == name {
			return a.Node
		}
	}
	return nil
}

// scopeFile returns the file of a debug scope.
func scopeFile(s metadata.Field) string {
	for i := 0; i < 64 && s != nil; i++ {
		switch sc := s.(type) {
		case *metadata.DISubprogram:
			return fileName(sc.File)
		case *metadata.DILexicalBlock:
			if sc.File != nil {
				return fileName(sc.File)
			}
			s = sc.Scope
		case *metadata.DILexicalBlockFile:
			if sc.File != nil {
				return fileName(sc.File)
			}
			s = sc.Scope
		case *metadata.DIFile:
			return fileName(sc)
		case *metadata.DICompileUnit:
			return fileName(sc.File)
		default:
			return ""
		}
	}
	return ""
}

func fileName(f *metadata.DIFile) string {
	if f == nil {
		return ""
	}
	return f.Filename
}

// locPos converts a DILocation to a position.
func locPos(n metadata.MDNode) ts.Pos {
	l, ok := n.(*metadata.DILocation)
	if !ok || l == nil {
		return ts.Pos{}
	}
	return ts.Pos{File: scopeFile(l.Scope), Line: int(l.Line), Col: int(l.Column)}
}

// instPos returns the source position of an instruction, with the IR
// fallback name @func/%block/#n (n counts instructions from 1; the
// terminator is the last).
func instPos(mds []*metadata.Attachment, fn *ir.Func, b *ir.Block, n int) ts.Pos {
	var p ts.Pos
	if d := mdAttached(mds, "dbg"); d != nil {
		p = locPos(d)
	}
	p.IR = irPlace(fn, b, n)
	return p
}

func irPlace(fn *ir.Func, b *ir.Block, n int) string {
	s := fn.Ident()
	if b != nil {
		s += "/" + b.Ident()
		if n > 0 {
			s += "/#" + itoa(n)
		}
	}
	return s
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// funcPos is the position of a function's definition.
func funcPos(fn *ir.Func) ts.Pos {
	p := ts.Pos{IR: fn.Ident()}
	if sp, ok := mdAttached(fn.Metadata, "dbg").(*metadata.DISubprogram); ok && sp != nil {
		p.File = fileName(sp.File)
		p.Line = int(sp.Line)
	}
	return p
}

// loopStart returns the start location of a !llvm.loop attachment: the first
// DILocation operand of the loop's distinct node. A loop node without a
// location is one the optimiser made: the remainder loop of runtime
// unrolling carries only `llvm.loop.unroll.disable`. Its latch branch is
// a copy of the source loop's and keeps the loop statement's location,
// the start location of the source loop: loopStart returns br, the
// branch's position, for it (frontend/doc.go).
func loopStart(mds []*metadata.Attachment, br ts.Pos) ts.Pos {
	t, ok := mdAttached(mds, "llvm.loop").(*metadata.Tuple)
	if !ok || t == nil {
		return ts.Pos{}
	}
	for _, f := range t.Fields {
		if l, ok := f.(*metadata.DILocation); ok {
			return locPos(l)
		}
	}
	return ts.Pos{File: br.File, Line: br.Line, Col: br.Col}
}

// unsignedDIBits returns the width in bits of a debug type that is an
// unsigned integer type (unsignedDI), and 0 for any other type.
func unsignedDIBits(t metadata.Field) int {
	if !unsignedDI(t) {
		return 0
	}
	for i := 0; i < 16 && t != nil; i++ {
		switch x := t.(type) {
		case *metadata.DIBasicType:
			return int(x.Size)
		case *metadata.DIDerivedType:
			t = x.BaseType
		default:
			return 0
		}
	}
	return 0
}

// unsignedDI reports whether a debug type is an unsigned integer type
// (DW_ATE_unsigned, DW_ATE_unsigned_char, DW_ATE_boolean), through
// typedefs and qualifiers (uint32_t, const volatile unsigned).
func unsignedDI(t metadata.Field) bool {
	if x, ok := unqualifiedDI(t).(*metadata.DIBasicType); ok {
		switch x.Encoding {
		case enum.DwarfAttEncodingUnsigned, enum.DwarfAttEncodingUnsignedChar, enum.DwarfAttEncodingBoolean:
			return true
		}
	}
	return false
}

// unsignedElemDI reports whether the elements of a global of debug type
// t are of an unsigned integer type (unsignedDI): t itself, or the
// element type of an array (of arrays) of them, through typedefs and
// qualifiers (uint8_t rx[12]; const uint16_t tab[2][3]).
func unsignedElemDI(t metadata.Field) bool {
	for i := 0; i < 16; i++ {
		x, ok := unqualifiedDI(t).(*metadata.DICompositeType)
		if !ok {
			return unsignedDI(t)
		}
		if x.Tag != enum.DwarfTagArrayType {
			return false
		}
		t = x.BaseType
	}
	return false
}

// unqualifiedDI is t without its typedefs and qualifiers (const,
// volatile, restrict, _Atomic); nil when they go on too deep.
func unqualifiedDI(t metadata.Field) metadata.Field {
	for i := 0; i < 16 && t != nil; i++ {
		x, ok := t.(*metadata.DIDerivedType)
		if !ok {
			return t
		}
		switch x.Tag {
		case enum.DwarfTagTypedef, enum.DwarfTagConstType, enum.DwarfTagVolatileType, enum.DwarfTagRestrictType, enum.DwarfTagAtomicType:
			t = x.BaseType
		default:
			return t
		}
	}
	return nil
}
