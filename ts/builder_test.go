package ts

import (
	"fmt"
	"sort"
	"strings"
)

// funcBuilder builds a Func the way the frontend does: for each block B a
// loc B, a Body transition B -> B.t with the block's ops, and one Edge transition
// B.t -> S per successor S carrying the edge's ops (branch condition, phi
// copies). The successor "ret" is the function's exit: the edge gets a Ret
// op unless it carries one. Exit and Halt come after the blocks' locs.
type funcBuilder struct {
	f      *Func
	blocks []*fbBlock
}

type fbBlock struct {
	name  string
	line  int
	body  []Op
	edges []fbEdge
}

type fbEdge struct {
	to      string
	ops     []Op
	loopPos int // line of the !llvm.loop metadata; 0 for none
}

func newFuncBuilder(name string) *funcBuilder {
	return &funcBuilder{f: &Func{Name: name, Pos: Pos{File: "a.c", Line: 1, Col: 1, IR: "@" + name}}}
}

// param adds a parameter.
func (b *funcBuilder) param(name string, t Type) *Var {
	v := b.v(name, t)
	v.Param = len(b.f.Params)
	b.f.Params = append(b.f.Params, v)
	return v
}

// v adds a variable.
func (b *funcBuilder) v(name string, t Type) *Var {
	v := &Var{ID: len(b.f.Vars), Name: name, IR: "%" + name, Type: t, Param: -1}
	b.f.Vars = append(b.f.Vars, v)
	return v
}

// block adds a basic block at source line line.
func (b *funcBuilder) block(name string, line int, body []Op, edges ...fbEdge) {
	b.blocks = append(b.blocks, &fbBlock{name, line, body, edges})
}

// edgeTo is an edge to block name with ops.
func edgeTo(name string, ops ...Op) fbEdge { return fbEdge{to: name, ops: ops} }

// latchTo is an edge to block name carrying !llvm.loop at line loopLine.
func latchTo(name string, loopLine int, ops ...Op) fbEdge {
	return fbEdge{to: name, ops: ops, loopPos: loopLine}
}

func (b *funcBuilder) addLoc(name, block string, pos Pos) *Loc {
	l := &Loc{ID: len(b.f.Locs), Name: name, Block: block, Pos: pos}
	b.f.Locs = append(b.f.Locs, l)
	return l
}

func (b *funcBuilder) addTrans(from, to *Loc, kind TransKind, pos Pos, ops []Op) *Trans {
	t := &Trans{ID: len(b.f.Trans), From: from, To: to, Kind: kind, Pos: pos, Ops: ops}
	b.f.Trans = append(b.f.Trans, t)
	from.Out = append(from.Out, t)
	to.In = append(to.In, t)
	return t
}

func (b *funcBuilder) build() *Func {
	f := b.f
	head := map[string]*Loc{}
	tail := map[string]*Loc{}
	for _, bl := range b.blocks {
		pos := Pos{File: "a.c", Line: bl.line, Col: 1, IR: "@" + f.Name + "/" + bl.name}
		head[bl.name] = b.addLoc(bl.name, bl.name, pos)
		tp := pos
		tp.Col = 2
		tail[bl.name] = b.addLoc(bl.name+".t", bl.name, tp)
	}
	f.Exit = b.addLoc("exit", "", Pos{IR: "@" + f.Name + "/exit"})
	f.Halt = b.addLoc("halt", "", Pos{IR: "@" + f.Name + "/halt"})
	f.Entry = head[b.blocks[0].name]
	for _, bl := range b.blocks {
		h, t := head[bl.name], tail[bl.name]
		b.addTrans(h, t, Body, h.Pos, bl.body)
		for _, e := range bl.edges {
			pos := t.Pos
			pos.Col = 3
			ops := e.ops
			var dst *Loc
			if e.to == "ret" {
				dst = f.Exit
				hasRet := false
				for _, op := range ops {
					_, ok := op.(*Ret)
					hasRet = hasRet || ok
				}
				if !hasRet {
					ops = append(ops, &Ret{OpBase: OpBase{pos}})
				}
			} else {
				dst = head[e.to]
				if dst == nil {
					panic("no block " + e.to)
				}
			}
			tr := b.addTrans(t, dst, Edge, pos, ops)
			if e.loopPos > 0 {
				tr.LoopPos = Pos{File: "a.c", Line: e.loopPos, Col: 7}
			}
		}
	}
	return f
}

// cfgFunc builds a function of empty blocks from "A->B,C; B->A; C->ret"; the
// first block is the entry; block X is at line 10*(index+1).
func cfgFunc(spec string) *Func {
	b := newFuncBuilder("f")
	for i, part := range strings.Split(spec, ";") {
		part = strings.TrimSpace(part)
		name, succs, _ := strings.Cut(part, "->")
		var edges []fbEdge
		for _, s := range strings.Split(succs, ",") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			if n, line, ok := strings.Cut(s, "@"); ok {
				var l int
				fmt.Sscan(line, &l)
				edges = append(edges, latchTo(n, l))
				continue
			}
			edges = append(edges, edgeTo(s))
		}
		b.block(strings.TrimSpace(name), 10*(i+1), nil, edges...)
	}
	return b.build()
}

// loopsSummary summarizes the loop forest of f, one line per loop:
// "L0 h=%1 d=1 p=- locs=[...] exits=[...] latches=[...] pos=a.c:2:7".
func loopsSummary(f *Func) string {
	var lines []string
	for _, l := range f.Loops {
		p := "-"
		if l.Parent != nil {
			p = fmt.Sprintf("L%d", l.Parent.ID)
		}
		var locs, exits, latches []string
		for _, x := range l.Locs {
			locs = append(locs, x.Name)
		}
		for _, t := range l.Exits {
			exits = append(exits, t.From.Name+">"+t.To.Name)
		}
		for _, t := range l.End.In {
			latches = append(latches, t.From.Name)
		}
		sort.Strings(locs)
		lines = append(lines, fmt.Sprintf("L%d h=%s d=%d p=%s locs=%v exits=%v latches=%v pos=%s",
			l.ID, l.Header.Name, l.Depth, p, locs, exits, latches, l.Pos))
	}
	return strings.Join(lines, "\n")
}
