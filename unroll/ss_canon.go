package unroll

// Canonical names and shapes of symbolic states: what SS compares to
// find a summary to reuse (the memo key, thesis §3.3).

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"wcet/poly"
)

// ---- canonical names and shapes ------------------------------------------

// canon renames the offsets of pointers (in variables and in memory) to
// canonical names, so that states reached along different paths name the
// same values alike: "NAME.off" for pointer variable NAME, "oID.OFF.off"
// for a pointer stored in object ID at offset OFF. A shared offset is
// copied.
func (m *machine) canon(p *path) {
	type holder struct {
		name string
		set  func(string)
		cur  string
	}
	var hs []holder
	for _, n := range sortedKeys(p.ptrs) {
		pv := p.ptrs[n]
		if pv.off == "" {
			continue
		}
		n := n
		hs = append(hs, holder{n + ".off", func(v string) { pv := p.ptrs[n]; pv.off = v; p.ptrs[n] = pv }, pv.off})
	}
	ids := make([]int, 0, len(p.objs))
	for id := range p.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		o := p.objs[id]
		offs := make([]int64, 0, len(o.cells))
		for off := range o.cells {
			offs = append(offs, off)
		}
		sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
		for _, off := range offs {
			c := o.cells[off]
			if c.ptr == nil || c.ptr.off == "" {
				continue
			}
			o, off := o, off
			hs = append(hs, holder{fmt.Sprintf("o%d.%d.off", id, off), func(v string) {
				c := o.cells[off]
				pv := *c.ptr
				pv.off = v
				c.ptr = &pv
				o.cells[off] = c
			}, c.ptr.off})
		}
	}
	clean := true
	seen := map[string]bool{}
	for _, h := range hs {
		if h.cur != h.name || seen[h.cur] {
			clean = false
		}
		seen[h.cur] = true
	}
	if clean {
		return
	}
	// Move every offset to a temporary name, then give each holder its
	// canonical name (the first holder of a value renames it, the others
	// copy it).
	tmp := map[string]string{}
	for _, h := range hs {
		if _, ok := tmp[h.cur]; !ok {
			t := m.fresh("canon")
			p.st.Rename(h.cur, t)
			tmp[h.cur] = t
		}
	}
	claimed := map[string]string{}
	for _, h := range hs {
		t := tmp[h.cur]
		if c, ok := claimed[t]; ok {
			ss := p.st.Assign(h.name, poly.I64, poly.Var(c), 0)
			if len(ss) != 1 {
				panic("unroll: canon: a copy split the state")
			}
			p.st = ss[0]
		} else {
			p.st.Rename(t, h.name)
			claimed[t] = h.name
		}
		h.set(h.name)
	}
}

// shape renders the non-numeric part of a path: frames, pointers, objects
// and cells (summaries are reused only between equal shapes).
func (m *machine) shape(p *path) string {
	// Built with strconv rather than fmt (it runs once per node); the
	// text is what "F%d:%s@%d", "r%d.%d", "a%v;", ... would print.
	var b strings.Builder
	var num [24]byte
	itoa := func(v int64) { b.Write(strconv.AppendInt(num[:0], v, 10)) }
	bit := func(v bool) { b.WriteString(strconv.FormatBool(v)) }
	for fr := p.top; fr != nil; fr = fr.caller {
		b.WriteByte('F')
		itoa(int64(fr.id))
		b.WriteByte(':')
		b.WriteString(fr.f.Name)
		b.WriteByte('@')
		itoa(int64(fr.loc.ID))
		if fr.resume != nil {
			b.WriteByte('r')
			itoa(int64(fr.resume.t.ID))
			b.WriteByte('.')
			itoa(int64(fr.resume.at))
		}
		b.WriteString("a[")
		for i, a := range fr.allocas {
			if i > 0 {
				b.WriteByte(' ')
			}
			itoa(int64(a))
		}
		b.WriteString("];")
	}
	for _, n := range sortedKeys(p.ptrs) {
		pv := p.ptrs[n]
		b.WriteString(n)
		b.WriteByte('=')
		itoa(int64(pv.obj))
		b.WriteByte('+')
		b.WriteString(pv.off)
		writeIDs(&b, pv.set)
		b.WriteByte(';')
	}
	ids := make([]int, 0, len(p.objs))
	for id := range p.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		o := p.objs[id]
		if o.fn != "" || (o.global != nil && len(o.cells) == 0 && o.initValid) {
			continue
		}
		b.WriteByte('O')
		itoa(int64(id))
		b.WriteByte(':')
		itoa(o.size)
		b.WriteByte(':')
		bit(o.initValid)
		bit(o.zeroed)
		bit(o.inputLost)
		bit(o.readOnly)
		bit(o.heap)
		bit(o.freed)
		b.WriteByte(':')
		b.WriteString(o.heapSize.String())
		if o.fg != nil {
			b.WriteString(":fg")
			writeIDs(&b, o.fg.ids)
		}
		if o.rng != nil {
			// Summaries below assumed the forgotten elements' range.
			fmt.Fprintf(&b, ":r%s[%s,%s]", o.rng.t, o.rng.lo, o.rng.hi)
		}
		if s := o.sym; s != nil {
			// The last store at an unfixed offset (mem.go).
			b.WriteString(":s")
			b.WriteString(s.t.String())
			b.WriteByte('@')
			b.WriteString(s.off)
			b.WriteByte('=')
			if s.val.konst != nil {
				b.WriteByte('k')
				b.WriteString(s.val.konst.String())
			} else {
				b.WriteByte('v')
				b.WriteString(s.val.name)
			}
		}
		b.WriteByte('{')
		offs := make([]int64, 0, len(o.cells))
		for off := range o.cells {
			offs = append(offs, off)
		}
		sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
		for _, off := range offs {
			c := o.cells[off]
			itoa(off)
			b.WriteByte(':')
			b.WriteString(c.t.String())
			b.WriteByte(':')
			switch {
			case c.konst != nil:
				b.WriteByte('k')
				b.WriteString(c.konst.String())
			case c.name != "":
				b.WriteByte('v')
				b.WriteString(c.name)
			case c.ptr != nil:
				b.WriteByte('p')
				itoa(int64(c.ptr.obj))
				b.WriteByte('+')
				b.WriteString(c.ptr.off)
				writeIDs(&b, c.ptr.set)
			default:
				b.WriteString("u")
			}
			b.WriteByte(',')
		}
		b.WriteString("}")
	}
	if len(p.tokens) > 0 {
		fmt.Fprintf(&b, "T%v", p.tokens)
	}
	return b.String()
}

// writeIDs writes a pointer set's objects ("" for none), for shape.
func writeIDs(b *strings.Builder, ids []int) {
	if ids == nil {
		return
	}
	b.WriteByte('{')
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(id))
	}
	b.WriteByte('}')
}
