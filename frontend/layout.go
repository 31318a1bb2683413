package frontend

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// The data layout of the host target (x86-64, LLVM 14 rules): sizes and ABI
// alignments of IR types, as LLVM computes them from the module's
// "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128".
// Integer types without an entry take the alignment of the next wider
// specified integer type, or of the widest (i64) when none is wider: i128 is
// 8-aligned in LLVM 14.

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
func storeSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return int64((t.BitSize + 7) / 8)
	case *types.FloatType:
		return floatBits(t) / 8
	}
	return allocSize(t)
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
func alignOf(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return intAlign(t.BitSize)
	case *types.PointerType:
		return 8
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
		return alignOf(t.ElemType)
	case *types.StructType:
		if t.Packed {
			return 1
		}
		a := int64(1)
		for _, f := range t.Fields {
			if fa := alignOf(f); fa > a {
				a = fa
			}
		}
		return a
	case *types.VectorType:
		s := nextPow2(int64(t.Len) * storeSizeBits(t.ElemType) / 8)
		if s < 1 {
			s = 1
		}
		return s
	}
	return 1
}

func storeSizeBits(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return int64(t.BitSize)
	case *types.FloatType:
		return floatBits(t)
	}
	return storeSize(t) * 8
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
func allocSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		var s int64 = 8
		if _, ok := t.(*types.PointerType); !ok {
			s = storeSize(t)
		}
		return roundUp(s, alignOf(t))
	case *types.ArrayType:
		return int64(t.Len) * allocSize(t.ElemType)
	case *types.StructType:
		offs, size := structLayout(t)
		_ = offs
		return size
	case *types.VectorType:
		return roundUp((int64(t.Len)*storeSizeBits(t.ElemType)+7)/8, alignOf(t))
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
func structLayout(t *types.StructType) ([]int64, int64) {
	offs := make([]int64, len(t.Fields))
	var off int64
	for i, f := range t.Fields {
		if !t.Packed {
			off = roundUp(off, alignOf(f))
		}
		offs[i] = off
		off += allocSize(f)
	}
	return offs, roundUp(off, alignOf(t))
}

// leaf is a scalar component of a (possibly aggregate) IR type: its scalar
// type and its byte offset from the start of the value.
type leaf struct {
	t   types.Type
	off int64
}

// leaves flattens t into its scalar components in memory order. Vectors of
// i1 are not splittable by byte offsets and are rejected.
func leaves(t types.Type) ([]leaf, error) {
	var out []leaf
	var walk func(t types.Type, off int64) error
	walk = func(t types.Type, off int64) error {
		switch tt := t.(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
			out = append(out, leaf{t, off})
		case *types.ArrayType:
			es := allocSize(tt.ElemType)
			for i := uint64(0); i < tt.Len; i++ {
				if err := walk(tt.ElemType, off+int64(i)*es); err != nil {
					return err
				}
			}
		case *types.StructType:
			offs, _ := structLayout(tt)
			for i, f := range tt.Fields {
				if err := walk(f, off+offs[i]); err != nil {
					return err
				}
			}
		case *types.VectorType:
			bits := storeSizeBits(tt.ElemType)
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
