package interp

import "sort"

// The memory of a 32-bit target (a program whose pointers are ts.PtrOf(32),
// from --target). In registers a pointer stays objectID<<32 | offset; in
// memory it is 4 bytes. Every object gets a 32-bit base address when it is
// created (globals, then function objects, then allocations in order,
// never reused), so that a pointer stored in memory is its flat address
// base+offset, and a load turns an address back into (object, offset) by
// the object whose base is the largest not above it. Byte copies
// (memcpy, a struct copy) and ptrtoint/inttoptr then behave as on the
// target. Bases start at addr32Low (the Cortex-M SRAM region) and leave at
// least one byte after each object, so that a one-past-the-end pointer is
// never the next object's base; an address below addr32Low (a
// memory-mapped register, null) or past every object is object 0, null.
const (
	addr32Low  = 0x2000_0000
	addr32High = 0x4000_0000 // the peripheral region: never an object's
)

// next32 is the base after an object of size bytes at base.
func next32(base, size uint64) uint64 { return (base + size + 8) &^ 7 }

// toAddr32 is the 32-bit address of pointer p.
func (m *machine) toAddr32(p uint64) uint64 {
	id := p >> offsetBits
	if id == 0 || id >= uint64(len(m.mem.bases)) {
		return p & offsetMask
	}
	return (m.mem.bases[id] + p) & offsetMask
}

// fromAddr32 is the pointer of 32-bit address a.
func (m *machine) fromAddr32(a uint64) uint64 {
	a &= offsetMask
	bs := m.mem.bases
	if len(bs) < 2 || a < bs[1] || a >= m.mem.next32 {
		return a
	}
	i := sort.Search(len(bs), func(i int) bool { return bs[i] > a }) - 1
	return mkptr(uint32(i)) + a - bs[i]
}

// place32 gives the object just appended (of size bytes) its base, or
// reports false when the 32-bit address space of objects is used up.
func (m *machine) place32(size uint64) bool {
	mem := &m.mem
	if mem.next32 == 0 {
		mem.next32 = addr32Low
		mem.bases = append(mem.bases[:0], 0)
	}
	base := mem.next32
	mem.bases = append(mem.bases, base)
	mem.next32 = next32(base, size)
	return mem.next32 <= addr32High
}

// globalBases32 are the bases of the globals (objects 1..) and of n
// function objects (no bytes) after them, as place32 gives them at the
// start of a run; the compiler needs them for the relocations of
// initializers.
func globalBases32(sizes []int64, n int) []uint64 {
	bs := []uint64{0}
	next := uint64(addr32Low)
	for _, s := range sizes {
		bs = append(bs, next)
		next = next32(next, uint64(s))
	}
	for i := 0; i < n; i++ {
		bs = append(bs, next)
		next = next32(next, 0)
	}
	return bs
}

// reloc32 is the 32-bit address of object id plus addend for the image of
// an initializer: globals (1..len(sizes)) and function objects after them.
func reloc32(sizes []int64, id uint32, addend int64) uint64 {
	ng := len(sizes)
	n := 0
	if int(id) > ng {
		n = int(id) - ng
	}
	bs := globalBases32(sizes, n)
	return (bs[id] + uint64(addend)) & offsetMask
}
