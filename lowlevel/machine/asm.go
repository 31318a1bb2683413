package machine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// mbb is one machine block of llc's assembly, in layout order.
type mbb struct {
	fn    string
	ir    string // the IR block it names ("%4"), "" when none
	label string // ".LBB0_3", "" when only falls through into it
	insns []string
	// preds are the indices of the machine blocks that branch to it or
	// fall into it (filled by attribute).
	preds []int
}

var (
	funcLabelRE = regexp.MustCompile(`^([-a-zA-Z$._0-9]+):\s*(?:[@#].*)?$`)
	blockHeadRE = regexp.MustCompile(`^(?:(\.LBB[0-9_]+):|[@#] %bb\.[0-9]+:)\s*(?:[@#]\s*%([-a-zA-Z$._0-9]+))?\s*$`)
	localRE     = regexp.MustCompile(`\.LBB[0-9_]+`)
)

// parseAsm splits llc's assembly into machine blocks. A function starts at
// its symbol's label (after a .type directive naming it a function) and
// ends at "-- End function"; a block starts at a .LBB label or a
// "%bb.N:" comment, whose trailing comment names the IR block.
func parseAsm(asm []byte) []*mbb {
	var out []*mbb
	funcs := map[string]bool{}
	fn := ""
	var cur *mbb
	for _, l := range strings.Split(string(asm), "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, ".type") && (strings.HasSuffix(t, "%function") || strings.HasSuffix(t, "@function")) {
			f := strings.TrimSpace(strings.TrimPrefix(t, ".type"))
			if i := strings.IndexByte(f, ','); i >= 0 {
				funcs[f[:i]] = true
			}
			continue
		}
		if strings.Contains(t, "-- End function") {
			fn, cur = "", nil
			continue
		}
		if m := funcLabelRE.FindStringSubmatch(l); m != nil && funcs[m[1]] {
			fn, cur = m[1], nil
			continue
		}
		if fn == "" {
			continue
		}
		if m := blockHeadRE.FindStringSubmatch(l); m != nil {
			cur = &mbb{fn: fn, label: m[1], ir: irName(m[2])}
			out = append(out, cur)
			continue
		}
		if cur == nil || !strings.HasPrefix(l, "\t") || t == "" {
			continue
		}
		switch t[0] {
		case '.', '@', '#', ';':
			continue // a directive or a comment
		}
		if i := strings.IndexAny(t, "@#"); i > 0 && commentStart(t, i) {
			t = strings.TrimSpace(t[:i])
		}
		cur.insns = append(cur.insns, "\t"+t)
	}
	return out
}

// commentStart reports whether the '@' or '#' at i of an instruction
// starts a comment: ARM's '#' is an immediate's prefix, RISC-V's '@'
// never appears, and ARM comments are " @ ...".
func commentStart(t string, i int) bool {
	return t[i] == '@' && t[i-1] == ' ' || t[i] == '#' && t[i-1] == ' ' && (i+1 == len(t) || t[i+1] == ' ')
}

// irName maps the assembly's block comment to the ts block name: "w4" is
// the numbered block %4 (nameValues), anything else the IR's own name.
func irName(s string) string {
	if s == "" {
		return ""
	}
	if strings.HasPrefix(s, "w") {
		if _, err := strconv.Atoi(s[1:]); err == nil {
			return "%" + s[1:]
		}
	}
	return "%" + s
}

// callTarget returns the callee of a call instruction (or of a tail
// call: a branch to a symbol that is not a local block label).
func callTarget(in string) (string, bool) {
	f := strings.Fields(strings.ReplaceAll(in, ",", " "))
	if len(f) < 2 {
		return "", false
	}
	sym := f[len(f)-1]
	switch f[0] {
	case "bl", "blx", "call", "tail", "jal":
	case "b", "b.w", "j":
		if strings.HasPrefix(sym, ".L") {
			return "", false
		}
	default:
		return "", false
	}
	if strings.HasPrefix(sym, ".L") || strings.HasPrefix(sym, "r") && len(sym) <= 3 && f[0] == "blx" {
		return "", false
	}
	return strings.TrimSuffix(sym, "@plt"), true
}

// attribute gathers the machine blocks into IR blocks. A machine block
// naming no IR block is charged to each block that branches to it or
// falls into it (transitively, up to named blocks).
func attribute(ms []*mbb) ([]*Block, error) {
	byLabel := map[string]int{}
	for i, m := range ms {
		if m.label != "" {
			byLabel[m.fn+" "+m.label] = i
		}
	}
	for i, m := range ms {
		if i+1 < len(ms) && ms[i+1].fn == m.fn && fallsThrough(m) {
			ms[i+1].preds = append(ms[i+1].preds, i)
		}
		for _, in := range m.insns {
			for _, l := range localRE.FindAllString(in, -1) {
				if j, ok := byLabel[m.fn+" "+l]; ok {
					ms[j].preds = append(ms[j].preds, i)
				}
			}
		}
	}
	var out []*Block
	idx := map[string]*Block{}
	get := func(fn, ir string) *Block {
		k := fn + "/" + ir
		if b := idx[k]; b != nil {
			return b
		}
		b := &Block{Func: fn, Block: ir}
		idx[k] = b
		out = append(out, b)
		return b
	}
	for i, m := range ms {
		if m.ir != "" {
			b := get(m.fn, m.ir)
			b.Insns = append(b.Insns, m.insns...)
			if len(m.insns) > 0 {
				b.fetches++
			}
			continue
		}
		owners := map[int]bool{}
		var walk func(j int, depth int) error
		walk = func(j int, depth int) error {
			if depth > len(ms) {
				return fmt.Errorf("--cost machine: the machine blocks of %s without an IR block form a cycle", m.fn)
			}
			for _, p := range ms[j].preds {
				if ms[p].ir != "" {
					owners[p] = true
				} else if err := walk(p, depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		if err := walk(i, 0); err != nil {
			return nil, err
		}
		if len(owners) == 0 && len(m.insns) > 0 {
			return nil, fmt.Errorf("--cost machine: a machine block of %s names no IR block and nothing branches to it", m.fn)
		}
		for p := range owners {
			b := get(ms[p].fn, ms[p].ir)
			b.Insns = append(b.Insns, m.insns...)
			if len(m.insns) > 0 {
				b.fetches++
			}
		}
	}
	return out, nil
}

// fallsThrough reports whether control may run from the end of m into
// the next block: its last instruction is not an unconditional branch or
// a return.
func fallsThrough(m *mbb) bool {
	if len(m.insns) == 0 {
		return true
	}
	f := strings.Fields(m.insns[len(m.insns)-1])
	switch f[0] {
	case "b", "b.w", "j", "bx", "ret", "tail":
		return false
	case "pop", "pop.w", "ldm", "ldmia.w":
		return !strings.Contains(m.insns[len(m.insns)-1], "pc")
	}
	return true
}

// count counts the instructions of insns whose mnemonic (and text)
// match says yes to.
func count(insns []string, match func(op, in string) bool) int64 {
	var n int64
	for _, in := range insns {
		if f := strings.Fields(in); len(f) > 0 && match(f[0], in) {
			n++
		}
	}
	return n
}

// loads counts the instructions of insns that read memory: ARM's ldr*,
// ldm*, pop and vldr/vldm/vpop, RISC-V's l[bhw]*, c.lw*, flw.
func loads(insns []string) int64 {
	return count(insns, func(op, _ string) bool {
		for _, p := range []string{"ldr", "ldm", "pop", "vldr", "vldm", "vpop", "c.lw", "c.flw"} {
			if strings.HasPrefix(op, p) {
				return true
			}
		}
		switch op {
		case "lb", "lbu", "lh", "lhu", "lw", "flw", "fld":
			return true
		}
		return false
	})
}

// transfers counts the control-transfer instructions of insns: branches
// (conditional or not, predicated or not), calls and returns.
func transfers(insns []string) int64 {
	return count(insns, func(op, in string) bool {
		op = strings.TrimPrefix(op, "c.")
		switch {
		case op == "bic" || op == "bics" || op == "bfi" || op == "bfc" || strings.HasPrefix(op, "bic."):
			return false
		case strings.HasPrefix(op, "b"), strings.HasPrefix(op, "cb"), op == "tbb", op == "tbh",
			strings.HasPrefix(op, "j"), op == "ret", op == "call", op == "tail":
			return true
		case strings.HasPrefix(op, "pop"), strings.HasPrefix(op, "ldm"), strings.HasPrefix(op, "ldr"):
			return strings.Contains(in, "pc")
		}
		return false
	})
}
