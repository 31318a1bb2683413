package frontend

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"

	"wcet/ts"
)

// The data layout of the host target (x86-64, LLVM 14 rules): sizes and ABI
// alignments of IR types, as LLVM computes them from the module's
// "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128".
// Integer types without an entry take the alignment of the next wider
// specified integer type, or of the widest (i64) when none is wider: i128 is
// 8-aligned in LLVM 14.

// dataLayout is what the layout rules need of the module's data layout:
// the pointer width (8 bytes on the host, 4 on the 32-bit targets of
// --target, whose layouts "e-m:e-p:32:32-...-i64:64-..." differ from the
// host's only there for the scalar types the frontend accepts).
type dataLayout struct {
	ptrBytes int64
}

// hostLayout is the data layout of the host (x86-64).
var hostLayout = dataLayout{ptrBytes: 8}

// layoutOf reads the pointer width of a module's data layout string
// ("p:32:32" or "p:64:64"; the host's when the string names none).
func layoutOf(s string) dataLayout {
	for _, f := range strings.Split(s, "-") {
		if !strings.HasPrefix(f, "p:") {
			continue
		}
		parts := strings.Split(f, ":")
		if bits, err := strconv.Atoi(parts[1]); err == nil && bits > 0 && bits%8 == 0 {
			return dataLayout{ptrBytes: int64(bits / 8)}
		}
	}
	return hostLayout
}

// ptrType is the ts type of a pointer under dl.
func (dl dataLayout) ptrType() ts.Type { return ts.PtrOf(int(dl.ptrBytes * 8)) }

// intAlign is the ABI alignment of iN.
func intAlign(bits uint64) int64 {
	switch {
	case bits <= 8:
		return 1
	case bits <= 16:
		return 2
	case bits <= 32:
		return 4
	}
	return 8
}

// storeSize is the number of bytes a store of t writes.
func (dl dataLayout) storeSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return int64((t.BitSize + 7) / 8)
	case *types.FloatType:
		return floatBits(t) / 8
	}
	return dl.allocSize(t)
}

func floatBits(t *types.FloatType) int64 {
	switch t.Kind {
	case types.FloatKindHalf:
		return 16
	case types.FloatKindFloat:
		return 32
	case types.FloatKindDouble:
		return 64
	case types.FloatKindX86_FP80:
		return 80
	}
	return 128
}

// alignOf is the ABI alignment of t in bytes.
func (dl dataLayout) alignOf(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return intAlign(t.BitSize)
	case *types.PointerType:
		return dl.ptrBytes
	case *types.FloatType:
		switch floatBits(t) {
		case 16:
			return 2
		case 32:
			return 4
		case 64:
			return 8
		}
		return 16
	case *types.ArrayType:
		return dl.alignOf(t.ElemType)
	case *types.StructType:
		if t.Packed {
			return 1
		}
		a := int64(1)
		for _, f := range t.Fields {
			if fa := dl.alignOf(f); fa > a {
				a = fa
			}
		}
		return a
	case *types.VectorType:
		s := nextPow2(int64(t.Len) * dl.storeSizeBits(t.ElemType) / 8)
		if s < 1 {
			s = 1
		}
		return s
	}
	return 1
}

func (dl dataLayout) storeSizeBits(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return int64(t.BitSize)
	case *types.FloatType:
		return floatBits(t)
	}
	return dl.storeSize(t) * 8
}

func nextPow2(n int64) int64 {
	p := int64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// allocSize is the distance in bytes between consecutive elements of type t
// in an array (the store size rounded up to the alignment).
func (dl dataLayout) allocSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		s := dl.ptrBytes
		if _, ok := t.(*types.PointerType); !ok {
			s = dl.storeSize(t)
		}
		return roundUp(s, dl.alignOf(t))
	case *types.ArrayType:
		return int64(t.Len) * dl.allocSize(t.ElemType)
	case *types.StructType:
		offs, size := dl.structLayout(t)
		_ = offs
		return size
	case *types.VectorType:
		return roundUp((int64(t.Len)*dl.storeSizeBits(t.ElemType)+7)/8, dl.alignOf(t))
	}
	return 0
}

func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// structLayout returns the byte offsets of t's fields and its alloc size.
func (dl dataLayout) structLayout(t *types.StructType) ([]int64, int64) {
	offs := make([]int64, len(t.Fields))
	var off int64
	for i, f := range t.Fields {
		if !t.Packed {
			off = roundUp(off, dl.alignOf(f))
		}
		offs[i] = off
		off += dl.allocSize(f)
	}
	return offs, roundUp(off, dl.alignOf(t))
}

// leaf is a scalar component of a (possibly aggregate) IR type: its scalar
// type and its byte offset from the start of the value.
type leaf struct {
	t   types.Type
	off int64
}

// leaves flattens t into its scalar components in memory order. Vectors of
// i1 are not splittable by byte offsets and are rejected.
func (dl dataLayout) leaves(t types.Type) ([]leaf, error) {
	var out []leaf
	var walk func(t types.Type, off int64) error
	walk = func(t types.Type, off int64) error {
		switch tt := t.(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
			out = append(out, leaf{t, off})
		case *types.ArrayType:
			es := dl.allocSize(tt.ElemType)
			for i := uint64(0); i < tt.Len; i++ {
				if err := walk(tt.ElemType, off+int64(i)*es); err != nil {
					return err
				}
			}
		case *types.StructType:
			offs, _ := dl.structLayout(tt)
			for i, f := range tt.Fields {
				if err := walk(f, off+offs[i]); err != nil {
					return err
				}
			}
		case *types.VectorType:
			bits := dl.storeSizeBits(tt.ElemType)
			if bits%8 != 0 {
				return fmt.Errorf("vector of %s is not supported", tt.ElemType)
			}
			for i := uint64(0); i < tt.Len; i++ {
				if err := walk(tt.ElemType, off+int64(i)*bits/8); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("type %s is not supported", t)
		}
		return nil
	}
	if err := walk(t, 0); err != nil {
		return nil, err
	}
	return out, nil
}
