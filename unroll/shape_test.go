package unroll

import (
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"wcet/poly"
	"wcet/ts"
)

// shapeFmt is machine.shape as it was written with fmt: the reference
// the strconv version must print exactly (memo keys hold it).
func shapeFmt(p *path) string {
	var b strings.Builder
	for fr := p.top; fr != nil; fr = fr.caller {
		fmt.Fprintf(&b, "F%d:%s@%d", fr.id, fr.f.Name, fr.loc.ID)
		if fr.resume != nil {
			fmt.Fprintf(&b, "r%d.%d", fr.resume.t.ID, fr.resume.at)
		}
		fmt.Fprintf(&b, "a%v;", fr.allocas)
	}
	for _, n := range sortedKeys(p.ptrs) {
		pv := p.ptrs[n]
		fmt.Fprintf(&b, "%s=%d+%s;", n, pv.obj, pv.off)
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
		fmt.Fprintf(&b, "O%d:%d:%t%t%t%t%t%t:%s{", id, o.size, o.initValid, o.zeroed, o.inputLost, o.readOnly, o.heap, o.freed, o.heapSize.String())
		offs := make([]int64, 0, len(o.cells))
		for off := range o.cells {
			offs = append(offs, off)
		}
		sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
		for _, off := range offs {
			c := o.cells[off]
			fmt.Fprintf(&b, "%d:%s:", off, c.t)
			switch {
			case c.konst != nil:
				fmt.Fprintf(&b, "k%s", c.konst)
			case c.name != "":
				fmt.Fprintf(&b, "v%s", c.name)
			case c.ptr != nil:
				fmt.Fprintf(&b, "p%d+%s", c.ptr.obj, c.ptr.off)
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

// TestShapeText: machine.shape prints what shapeFmt prints, on random
// paths (frames with resumes and allocas, pointers, objects with every
// kind of cell, tokens).
func TestShapeText(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	m := &machine{}
	for i := 0; i < 300; i++ {
		p := &path{ptrs: map[string]ptrVal{}, objs: map[int]*object{}}
		var fr *frame
		for k := r.Intn(3); k >= 0; k-- {
			nf := &frame{f: &ts.Func{Name: fmt.Sprintf("f%d", r.Intn(5))}, id: r.Intn(100), loc: &ts.Loc{ID: r.Intn(50)}, caller: fr}
			if r.Intn(2) == 0 {
				nf.resume = &resumePt{t: &ts.Trans{ID: r.Intn(40)}, at: r.Intn(9)}
			}
			for j := r.Intn(3); j > 0; j-- {
				nf.allocas = append(nf.allocas, r.Intn(20)-3)
			}
			fr = nf
		}
		p.top = fr
		for j := r.Intn(3); j > 0; j-- {
			p.ptrs[fmt.Sprintf("q%d", r.Intn(9))] = ptrVal{obj: r.Intn(7), off: []string{"", "x.off"}[r.Intn(2)]}
		}
		for j := r.Intn(4); j > 0; j-- {
			o := &object{size: int64(r.Intn(64)) - 1, cells: map[int64]cell{}, initValid: r.Intn(2) == 0,
				zeroed: r.Intn(2) == 0, readOnly: r.Intn(2) == 0, heap: r.Intn(2) == 0, freed: r.Intn(2) == 0, inputLost: r.Intn(2) == 0,
				heapSize: poly.Var("n").AddConst(int64(r.Intn(5)))}
			if r.Intn(4) == 0 {
				o.global = &ts.Global{}
			}
			if r.Intn(8) == 0 {
				o.fn = "g"
			}
			for c := r.Intn(4); c > 0; c-- {
				ce := cell{t: ts.Type{Kind: ts.Int, Bits: []int{8, 32, 64}[r.Intn(3)]}}
				switch r.Intn(4) {
				case 0:
					ce.konst = big.NewInt(int64(r.Intn(1000) - 500))
				case 1:
					ce.name = "v$3"
				case 2:
					ce.ptr = &ptrVal{obj: r.Intn(5), off: "o.off"}
				}
				o.cells[int64(r.Intn(16))*4] = ce
			}
			p.objs[r.Intn(10)] = o
		}
		if r.Intn(3) == 0 {
			p.tokens = map[string]int{"t1": r.Intn(4), "t0": 1}
		}
		if got, want := m.shape(p), shapeFmt(p); got != want {
			t.Fatalf("path %d: shape\n %s\nwant\n %s", i, got, want)
		}
	}
}
