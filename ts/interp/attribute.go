package interp

import (
	"fmt"
	"sort"

	"wcet/ts"
)

// Attribution (Config.Attribute): a run charges every amount of one
// cumulative resource to the function activation that adds it, and
// collects the activations into a call tree, one node per calling context
// (the chain of call sites from the entry). A node's inclusive cost is
// what the resource grew by between the activation's entry and its
// return (or the end of the run, for the activations still open when it
// ended by exit, abort or a loop-bound cut); its self cost is that minus
// its callees' inclusive costs. Costs are read from the resource's
// counter at calls and returns only: the cost ops run as without
// attribution. A C library function the interpreter runs in place
// (memcpy, …) and an external function are not activations: their costs
// are their caller's own.
//
// Recursion makes the number of calling contexts grow with the depth
// (fib: one context per call path), so the tree holds at most MaxCallNodes
// nodes: a call that would make one more is charged, with everything it
// calls, to one folded node of its caller (CallNode.Folded), whose self
// cost is then all of it. The per-function totals (CallTree.Funcs) are
// kept apart and never folded.

// MaxCallNodes caps the nodes of a CallTree (folded nodes not counted).
const MaxCallNodes = 2000

// callNodeCap is the cap in force (tests lower it).
var callNodeCap = MaxCallNodes

// CallTree is the attribution of a run (Result.Calls).
type CallTree struct {
	// Resource is the attributed resource (Config.Attribute).
	Resource string
	// Root is the entry's activation.
	Root *CallNode
	// Funcs are the per-function totals, by name.
	Funcs map[string]*FuncCost
	// Folded counts the activations charged to folded nodes.
	Folded int64
	nodes  int
}

// CallNode is one calling context of a run.
type CallNode struct {
	// Func is the called function ("" for a folded node).
	Func string
	// Site is the position of the call (the zero Pos for the root).
	Site ts.Pos
	// Calls counts the activations of this context (for a folded node,
	// every activation folded into it).
	Calls int64
	// Self is the resource the context's activations added themselves;
	// Inclusive adds their callees'.
	Self, Inclusive int64
	// Folded: the node stands for every call below its parent that the
	// node cap left out (see MaxCallNodes).
	Folded   bool
	Children []*CallNode
	byKey    map[callKey]*CallNode
}

// FuncCost is one function's total over a run: its activations, the
// resource they added themselves, and with their callees (an activation
// inside another activation of the same function, recursion, is counted
// in the outer one's inclusive cost only).
type FuncCost struct {
	Calls, Self, Inclusive int64
}

type callKey struct {
	fn   string
	site ts.Pos
}

// activation is the attribution state of one frame.
type activation struct {
	node   *CallNode
	start  int64 // the resource's counter at the entry
	kids   int64 // the callees' inclusive costs so far
	folded bool  // the frame runs inside a folded node
}

// attribution is a run's attribution state (machine.attr).
type attribution struct {
	res  int // index in machine.costs; -1 when the program never adds it
	tree *CallTree
	// active counts the open activations of each function (recursion).
	active map[string]int
}

// newAttribution starts the attribution of resource in a run of in.
func newAttribution(in *Interp, resource string) (*attribution, error) {
	if ts.IsPeak(resource) {
		return nil, &Error{Msg: fmt.Sprintf("the %s is a peak, not a sum: its amounts cannot be attributed to functions", resource)}
	}
	a := &attribution{res: -1, tree: &CallTree{Resource: resource, Funcs: map[string]*FuncCost{}}, active: map[string]int{}}
	for i, r := range in.resources {
		if r == resource {
			a.res = i
		}
	}
	return a, nil
}

func (m *machine) attrCost() int64 {
	if m.attr.res < 0 {
		return 0
	}
	return m.costs[m.attr.res]
}

// attrEnter opens the attribution of fr, just pushed, called at site
// (the root when fr is the entry's frame).
func (m *machine) attrEnter(fr *iframe, site ts.Pos) {
	a, t := m.attr, m.attr.tree
	act := &fr.act
	*act = activation{start: m.attrCost()}
	name := fr.fn.name
	if m.depth == 1 {
		t.Root = &CallNode{Func: name}
		t.nodes = 1
		act.node = t.Root
	} else {
		parent := &m.frames[m.depth-2].act
		if parent.folded {
			act.node, act.folded = parent.node, true
		} else {
			act.node, act.folded = t.child(parent.node, name, site)
		}
	}
	if act.folded {
		t.Folded++
	}
	act.node.Calls++
	a.active[name]++
	fc := t.Funcs[name]
	if fc == nil {
		fc = &FuncCost{}
		t.Funcs[name] = fc
	}
	fc.Calls++
}

// child returns parent's node for a call of fn at site, made when the cap
// allows, else parent's folded node (folded true).
func (t *CallTree) child(parent *CallNode, fn string, site ts.Pos) (*CallNode, bool) {
	if parent.byKey == nil {
		parent.byKey = map[callKey]*CallNode{}
	}
	k := callKey{fn, site}
	if c := parent.byKey[k]; c != nil {
		return c, false
	}
	if t.nodes >= callNodeCap {
		k = callKey{}
		if c := parent.byKey[k]; c != nil {
			return c, true
		}
		c := &CallNode{Folded: true}
		parent.Children = append(parent.Children, c)
		parent.byKey[k] = c
		return c, true
	}
	c := &CallNode{Func: fn, Site: site}
	parent.Children = append(parent.Children, c)
	parent.byKey[k] = c
	t.nodes++
	return c, false
}

// attrLeave closes the attribution of fr, the innermost frame, at its
// return or at the end of the run.
func (m *machine) attrLeave(fr *iframe) {
	a, act := m.attr, &fr.act
	incl := m.attrCost() - act.start
	self := incl - act.kids
	name := fr.fn.name
	if act.folded {
		// The folded node's own: every cost inside it.
		if !m.frames[m.depth-2].act.folded {
			act.node.Self += incl
			act.node.Inclusive += incl
		}
	} else {
		act.node.Self += self
		act.node.Inclusive += incl
	}
	if m.depth >= 2 {
		m.frames[m.depth-2].act.kids += incl
	}
	fc := a.tree.Funcs[name]
	fc.Self += self
	a.active[name]--
	if a.active[name] == 0 {
		fc.Inclusive += incl
	}
}

// attrFinish closes the activations still open when the run ended (exit,
// abort, a loop-bound cut), innermost first, and returns the tree.
func (m *machine) attrFinish() *CallTree {
	for m.depth > 0 {
		m.attrLeave(m.frames[m.depth-1])
		m.depth--
	}
	return m.attr.tree
}

// Nodes returns the tree's nodes in depth-first order (a node before its
// children, children in order of first call), each with its depth (the
// root's is 0).
func (t *CallTree) Nodes() (nodes []*CallNode, depth []int) {
	var walk func(n *CallNode, d int)
	walk = func(n *CallNode, d int) {
		nodes, depth = append(nodes, n), append(depth, d)
		for _, c := range n.Children {
			walk(c, d+1)
		}
	}
	if t != nil && t.Root != nil {
		walk(t.Root, 0)
	}
	return nodes, depth
}

// FuncNames returns the names of t.Funcs, by decreasing inclusive cost,
// then by name.
func (t *CallTree) FuncNames() []string {
	names := make([]string, 0, len(t.Funcs))
	for n := range t.Funcs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := t.Funcs[names[i]], t.Funcs[names[j]]
		if a.Inclusive != b.Inclusive {
			return a.Inclusive > b.Inclusive
		}
		return names[i] < names[j]
	})
	return names
}

// String renders a node for debugging: function, site, calls, self,
// inclusive.
func (n *CallNode) String() string {
	fn := n.Func
	if n.Folded {
		fn = "(folded)"
	}
	if n.Site.Known() {
		fn += "@" + n.Site.String()
	}
	return fmt.Sprintf("%s calls %d self %d incl %d", fn, n.Calls, n.Self, n.Inclusive)
}
