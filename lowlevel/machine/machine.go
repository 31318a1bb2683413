package machine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"wcet/lowlevel"
)

// Target is what the model needs of a --target: the clang triple, the
// CPU of the scheduling model (llvm-mca's -mcpu), and the comment
// character of its assembly.
type Target struct {
	Name, Triple, CPU string
	// Refill is the worst pipeline refill after a control transfer, which
	// LLVM's scheduling models do not charge (a branch costs as a move):
	// it is added per branch, call and return, taken or not.
	Refill int64
}

// Tools names the external programs; tests may point them elsewhere.
var Tools = struct{ LLC, MCA string }{"llc-14", "llvm-mca-14"}

// Block is one IR block's price: its machine code (the instructions of
// the machine blocks that name it) and its cycles.
type Block struct {
	Func, Block string // "f", "%4"
	Cycles      int64
	Insns       []string
	// Calls are the call instructions' targets; Runtime those of them that
	// are runtime routines codegen added (priced by --extern-cost).
	Calls, Runtime []string
	// fetches is the number of machine blocks whose code is the block's
	// (each fetched once per execution).
	fetches int
}

// Result is the model and the blocks it prices.
type Result struct {
	Model  *lowlevel.Model
	Blocks []*Block
	// Runtime counts the calls to runtime routines by name.
	Runtime map[string]int
}

// Build prices the blocks of ll (the analysed IR, one module) for t.
// externCost prices each call to a runtime routine; nil refuses them.
// waitStates (--wait-states) adds that many cycles per fetched machine
// block and per load instruction (loads.go).
func Build(ll []byte, t Target, externCost *int64, waitStates int64) (*Result, error) {
	if t.CPU == "" {
		return nil, fmt.Errorf("--cost machine: LLVM 14 has no scheduling model for %s (llvm-mca-14 cannot price its instructions); use --cost cortex-m4, insn or a JSON model", t.Name)
	}
	for _, tool := range []string{Tools.LLC, Tools.MCA} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("--cost machine needs %s: install it with `apt-get install -y llvm-14` (or run `make deps`)", tool)
		}
	}
	named, defined, declared := nameValues(ll)
	dir, err := os.MkdirTemp("", "wcet-machine-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.ll")
	if err := os.WriteFile(in, named, 0o644); err != nil {
		return nil, err
	}
	asm, err := run(Tools.LLC, nil, "-O2", "-mtriple="+t.Triple, "-enable-tail-merge=false", "-o", "-", in)
	if err != nil {
		return nil, err
	}
	mbbs := parseAsm(asm)
	blocks, err := attribute(mbbs)
	if err != nil {
		return nil, err
	}
	res := &Result{Runtime: map[string]int{}}
	var regions bytes.Buffer
	comment := "#"
	if strings.HasPrefix(t.Triple, "thumb") || strings.HasPrefix(t.Triple, "arm") {
		comment = "@"
	}
	type piece struct {
		b    *Block
		name string
	}
	var pieces []piece
	callKinds := map[string]bool{}
	for _, b := range blocks {
		var cur []string
		flush := func() {
			if len(cur) == 0 {
				return
			}
			name := fmt.Sprintf("p%d", len(pieces))
			pieces = append(pieces, piece{b, name})
			fmt.Fprintf(&regions, "%s LLVM-MCA-BEGIN %s\n%s\n%s LLVM-MCA-END\n", comment, name, strings.Join(cur, "\n"), comment)
			cur = nil
		}
		for _, in := range b.Insns {
			if callee, ok := callTarget(in); ok {
				flush()
				b.Calls = append(b.Calls, callee)
				callKinds[in] = true
				if !defined[callee] && !declared[callee] {
					b.Runtime = append(b.Runtime, callee)
					res.Runtime[callee]++
				}
				continue
			}
			cur = append(cur, in)
		}
		flush()
	}
	var rt []string
	for n := range res.Runtime {
		rt = append(rt, n)
	}
	sort.Strings(rt)
	if len(rt) > 0 && externCost == nil {
		return nil, fmt.Errorf("--cost machine: the machine code calls runtime routines that codegen adds (%s), whose cycles LLVM does not model: give --extern-cost N, charged per call", strings.Join(rt, ", "))
	}
	// The calls' own latencies, from the model's instruction table.
	var calls []string
	for c := range callKinds {
		calls = append(calls, c)
	}
	sort.Strings(calls)
	callLat := map[string]int64{}
	if len(calls) > 0 {
		src := filepath.Join(dir, "calls.s")
		if err := os.WriteFile(src, []byte(strings.Join(calls, "\n")+"\n"), 0o644); err != nil {
			return nil, err
		}
		out, err := run(Tools.MCA, nil, "-mtriple="+t.Triple, "-mcpu="+t.CPU, "-iterations=1", "-all-views=false", "-instruction-info", src)
		if err != nil {
			return nil, err
		}
		if callLat, err = latencies(out, calls); err != nil {
			return nil, err
		}
	}
	cycles := map[string]int64{}
	if len(pieces) > 0 {
		src := filepath.Join(dir, "regions.s")
		if err := os.WriteFile(src, regions.Bytes(), 0o644); err != nil {
			return nil, err
		}
		out, err := run(Tools.MCA, nil, "-mtriple="+t.Triple, "-mcpu="+t.CPU, "-iterations=1", "-all-views=false", "-summary-view", src)
		if err != nil {
			return nil, err
		}
		if cycles, err = regionCycles(out); err != nil {
			return nil, err
		}
	}
	for _, p := range pieces {
		c, ok := cycles[p.name]
		if !ok {
			return nil, fmt.Errorf("--cost machine: llvm-mca-14 gave no cycles for a piece of %s/%s", p.b.Func, p.b.Block)
		}
		p.b.Cycles += c
	}
	costs := map[string]int64{}
	for _, b := range blocks {
		for _, in := range b.Insns {
			if _, ok := callTarget(in); ok {
				b.Cycles += callLat[in]
			}
		}
		b.Cycles += int64(len(b.Runtime)) * deref(externCost)
		b.Cycles += t.Refill * transfers(b.Insns)
		if waitStates > 0 && len(b.Insns) > 0 {
			b.Cycles += waitStates * (int64(b.fetches) + loads(b.Insns))
		}
		costs[b.Func+"/"+b.Block] += b.Cycles
	}
	res.Blocks = blocks
	m, err := model(costs)
	if err != nil {
		return nil, err
	}
	res.Model = m
	return res, nil
}

func deref(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

// model is the lowlevel model of the blocks' costs: instructions free,
// each block its cycles on entry, memcpy/memset/memmove bytes at the
// cortex-m4 table's figure.
func model(costs map[string]int64) (*lowlevel.Model, error) {
	blocks := map[string]int64{}
	for k, c := range costs {
		if c > 0 {
			blocks[k] = c
		}
	}
	m4, err := lowlevel.Load(lowlevel.CortexM4)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(map[string]any{
		"schema":   "wcet/cost/v1",
		"default":  0,
		"per_byte": m4.PerByte(),
		"blocks":   blocks,
	})
	if err != nil {
		return nil, err
	}
	m, err := lowlevel.LoadJSON("machine", data)
	if err != nil {
		return nil, err
	}
	m.Name = "machine"
	return m, nil
}

func run(tool string, stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(tool, args...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		return nil, fmt.Errorf("--cost machine: %s failed: %s", tool, msg)
	}
	return out.Bytes(), nil
}

var (
	defineRE  = regexp.MustCompile(`^define [^@]*@("[^"]+"|[-a-zA-Z$._0-9]+)\(`)
	declareRE = regexp.MustCompile(`^declare [^@]*@("[^"]+"|[-a-zA-Z$._0-9]+)\(`)
	numRE     = regexp.MustCompile(`%([0-9]+)\b`)
	labelRE   = regexp.MustCompile(`^([0-9]+):`)
)

// nameValues gives every numbered value and block of ll a name (%4 →
// %w4; the entry block the label w<N> of the number it had), and lists
// the module's defined and declared functions.
func nameValues(ll []byte) ([]byte, map[string]bool, map[string]bool) {
	defined, declared := map[string]bool{}, map[string]bool{}
	var out []string
	in := false
	for _, l := range strings.Split(string(ll), "\n") {
		if m := declareRE.FindStringSubmatch(l); m != nil {
			declared[strings.Trim(m[1], `"`)] = true
		}
		if m := defineRE.FindStringSubmatch(l); m != nil {
			defined[strings.Trim(m[1], `"`)] = true
			in = true
			entry := 0
			if i := strings.Index(l, "("); i >= 0 {
				for _, n := range numRE.FindAllStringSubmatch(l[i:], -1) {
					if v, _ := strconv.Atoi(n[1]); v+1 > entry {
						entry = v + 1
					}
				}
			}
			out = append(out, numRE.ReplaceAllString(l, "%w$1"), fmt.Sprintf("w%d:", entry))
			continue
		}
		if in {
			l = labelRE.ReplaceAllString(numRE.ReplaceAllString(l, "%w$1"), "w$1:")
			if l == "}" {
				in = false
			}
		}
		out = append(out, l)
	}
	return []byte(strings.Join(out, "\n")), defined, declared
}
