package interp

import (
	"fmt"
	"math/big"

	"wcet/ts"
)

// Memory of the concrete interpreter.
//
// Memory is a set of byte-addressed objects, little-endian. A pointer is the
// 64-bit value objectID<<32 | offset; object 0 is null, so a null pointer is
// 0 and ptrtoint/inttoptr just move bits. Objects are the globals (IDs
// 1..len(Globals) in Program order), one object per function whose address
// is taken (size 1, neither readable nor writable), allocas (freed when
// their frame returns, or by a StackRestore), objects made for pointer
// parameters from --arg lists, and heap objects. Object IDs are never
// reused, so an access through a dangling pointer is reported as an access
// to a freed object.

// objKind says what an object is.
type objKind uint8

const (
	objGlobal objKind = iota
	objConst          // a `constant` global: never written
	objFunc           // the address of a function
	objStack          // an alloca
	objHeap           // malloc, calloc, realloc
	objArg            // the object a pointer parameter of the entry points to
)

// Limits of the interpreter's memory.
const (
	memLimit   = 1 << 30 // live bytes
	objLimit   = 1 << 26 // objects created in one run
	offsetBits = 32
	offsetMask = 1<<offsetBits - 1
)

// objDesc describes where an object comes from, for messages.
type objDesc struct {
	what string // "global g", "local x", "heap object", ...
	pos  ts.Pos
}

func (d *objDesc) String() string {
	if d.pos.Known() {
		return fmt.Sprintf("%s (from %s)", d.what, d.pos)
	}
	return d.what
}

// iobj is an object of memory.
type iobj struct {
	data  []byte
	desc  *objDesc
	kind  objKind
	freed bool
}

// freedStack replaces every freed stack object, so that their bytes and
// descriptions can be collected.
var freedStack = &iobj{kind: objStack, freed: true, desc: &objDesc{what: "a local variable of a function that has returned"}}

// imem is the memory of one run.
type imem struct {
	objs []*iobj // objs[0] is nil: null
	live int64   // bytes of live objects
	// bases are the 32-bit base addresses of the objects and next32 the
	// next one, for a 32-bit target (addr32.go); empty on the host.
	bases  []uint64
	next32 uint64
}

// mkptr makes a pointer to offset 0 of object id.
func mkptr(id uint32) uint64 { return uint64(id) << offsetBits }

// alloc creates an object of size bytes (zero-filled) and returns a
// pointer to it, or records an error and returns 0.
func (m *machine) alloc(size uint64, kind objKind, desc *objDesc, pos ts.Pos) uint64 {
	mem := &m.mem
	switch {
	case size > memLimit || uint64(mem.live)+size > memLimit:
		m.failf(pos, "allocation of %d bytes for %s exceeds the interpreter's memory limit of %d bytes", size, desc.what, memLimit)
		return 0
	case len(mem.objs) >= objLimit:
		m.failf(pos, "more than %d objects allocated in one run", objLimit)
		return 0
	}
	id := uint32(len(mem.objs))
	mem.objs = append(mem.objs, &iobj{data: make([]byte, size), desc: desc, kind: kind})
	mem.live += int64(size)
	if m.in.ptr32 && !m.place32(size) {
		m.failf(pos, "the allocations of this run exceed the 512 MiB of 32-bit addresses the interpreter gives objects")
		return 0
	}
	return mkptr(id)
}

// object returns the live object p points into, or nil.
func (m *machine) object(p uint64) *iobj {
	id := p >> offsetBits
	if id == 0 || id >= uint64(len(m.mem.objs)) {
		return nil
	}
	return m.mem.objs[id]
}

// release frees object id (a stack object or a heap object).
func (m *machine) release(id uint32) {
	o := m.mem.objs[id]
	if o.freed {
		return
	}
	m.mem.live -= int64(len(o.data))
	if o.kind == objStack {
		m.mem.objs[id] = freedStack
		return
	}
	o.freed = true
	o.data = nil
}

// bytes returns the n bytes at p for a read (write false) or a write, or
// records an error and returns nil. what names the access for messages
// ("load of i32").
func (m *machine) bytes(p uint64, n uint64, write bool, what string, pos ts.Pos) []byte {
	id := p >> offsetBits
	if id < uint64(len(m.mem.objs)) {
		if o := m.mem.objs[id]; o != nil {
			off, size := p&offsetMask, uint64(len(o.data))
			if n <= size && off <= size-n && (!write || o.kind != objConst) {
				return o.data[off : off+n : off+n]
			}
		}
	}
	m.badAccess(p, n, write, what, pos)
	return nil
}

// badAccess records why the access of n bytes at p is invalid.
func (m *machine) badAccess(p uint64, n uint64, write bool, what string, pos ts.Pos) {
	id, off := p>>offsetBits, int64(p&offsetMask)
	if off >= 1<<(offsetBits-1) && id+1 < uint64(len(m.mem.objs)) {
		// A negative offset from the start of the next object: objects are
		// smaller than 2^31 bytes, so this is what the program computed.
		id, off = id+1, off-1<<offsetBits
	}
	dir := "from"
	if write {
		dir = "to"
	}
	if id == 0 {
		if off == 0 {
			m.failf(pos, "%s %s null pointer", what, dir)
		} else {
			m.failf(pos, "%s %s null pointer %+d", what, dir, off)
		}
		return
	}
	if id >= uint64(len(m.mem.objs)) || m.mem.objs[id] == nil {
		m.failf(pos, "%s %s invalid pointer 0x%x", what, dir, p)
		return
	}
	o := m.mem.objs[id]
	switch {
	case o.kind == objFunc:
		m.failf(pos, "%s %s the address of %s", what, dir, o.desc)
	case o.freed:
		m.failf(pos, "%s %s freed object: %s", what, dir, o.desc)
	case write && o.kind == objConst:
		m.failf(pos, "%s %s constant %s", what, dir, o.desc)
	default:
		m.failf(pos, "%s out of bounds: %d bytes at offset %d of %s, which has %d bytes",
			what, n, off, o.desc, len(o.data))
	}
}

// decodeValue reads a value of type t from b (len t.Size()).
func decodeValue(t ts.Type, b []byte) (uint64, *big.Int) {
	switch {
	case t.Kind == ts.Float:
		return floatBits(t, decodeFloat(t, b)), nil
	case isWide(t):
		v := getWide(b)
		if v.BitLen() > t.Bits {
			v.And(v, bigMask(t.Bits))
		}
		return 0, v
	case t.Kind == ts.Ptr:
		return getNarrow(b), nil
	}
	return getNarrow(b) & vmask(t.Bits), nil
}

// encodeValue writes a value of type t into b (len t.Size()).
func encodeValue(t ts.Type, b []byte, n uint64, w *big.Int) {
	switch {
	case t.Kind == ts.Float:
		encodeFloat(t, b, floatVal(n))
	case isWide(t):
		putWide(b, w)
	default:
		putNarrow(b, n)
	}
}
