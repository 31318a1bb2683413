package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"wcet/frontend"
	"wcet/internal/driver"
	"wcet/lowlevel"
	"wcet/lowlevel/instrument"
	"wcet/lowlevel/stack"
	"wcet/reports"
	"wcet/ts"
	"wcet/ts/interp"
)

// common are the flags shared by the commands that load a program.
type common struct {
	entry      string
	cflags     string
	opt        string
	cost       string
	target     string
	externCost int64
	waitStates int64
	// factsPath is --facts (analyze only).
	factsPath string
}

func (c *common) register(fs *flag.FlagSet, withCost bool) {
	fs.StringVar(&c.entry, "entry", "main", "entry function")
	fs.Var(joinFlag{&c.cflags}, "cflags", "extra flags for clang-14, e.g. '-DN=100' (repeatable: the values are joined)")
	fs.StringVar(&c.opt, "opt", "", "optimization pipeline: empty (default: -O1 without LLVM passes) or O2")
	fs.StringVar(&c.target, "target", "", "the microcontroller to compile for: "+strings.Join(frontend.TargetNames(), ", ")+" (default: the host, x86-64)")
	if withCost {
		fs.StringVar(&c.cost, "cost", "insn", "cost model: none, unit, insn, cortex-m4, machine (with --target: the target's machine code, LLVM's scheduling model), or a JSON file")
		fs.Int64Var(&c.waitStates, "wait-states", 0, "flash wait states: cycles added per fetched machine block and per load (--cost machine only)")
		fs.Int64Var(&c.externCost, "extern-cost", -1, "cost of each call to an external function (required under a cost model other than none when there are any)")
	}
}

// joinFlag is a string flag that may be repeated: each value is appended
// to the previous ones, separated by a space (--cflags -DA=1 --cflags
// -DB=2 is --cflags '-DA=1 -DB=2'; a repeated flag that kept only its last
// value dropped the first silently).
type joinFlag struct{ s *string }

func (f joinFlag) String() string {
	if f.s == nil {
		return ""
	}
	return *f.s
}

func (f joinFlag) Set(v string) error {
	if *f.s != "" && v != "" {
		*f.s += " "
	}
	*f.s += v
	return nil
}

func (c *common) frontendOptions() (frontend.Options, error) {
	o := frontend.Options{Entry: c.entry, CFlags: splitCFlags(c.cflags)}
	switch strings.ToUpper(c.opt) {
	case "":
	case "O2":
		o.O2 = true
	default:
		return o, usagef("--opt %q: the only optimization pipeline is O2", c.opt)
	}
	t, err := frontend.LookupTarget(c.target)
	if err != nil {
		return o, usagef("%s", err.Error())
	}
	o.Target = t
	return o, nil
}

// checkFlags rejects flag values that are usage errors (exit 2).
func (c *common) checkFlags(fs *flag.FlagSet) error {
	if flagSet(fs, "extern-cost") && c.externCost < 0 {
		return usagef("--extern-cost %d: a cost cannot be negative", c.externCost)
	}
	if c.waitStates < 0 {
		return usagef("--wait-states %d: a count cannot be negative", c.waitStates)
	}
	if c.waitStates > 0 && c.cost != driver.Machine {
		return usagef("--wait-states needs --cost machine: the other cost models assume zero-wait-state memory")
	}
	if c.cost == driver.Machine {
		if c.target == "" {
			return usagef("--cost machine needs --target (%s): the machine code is the target's", strings.Join(frontend.TargetNames(), ", "))
		}
		return nil
	}
	if c.cost != "" && !lowlevel.Builtin(c.cost) {
		if st, err := os.Stat(c.cost); err != nil || st.IsDir() {
			return usagef("--cost %q: not a cost model (none, unit, insn, cortex-m4) nor a readable JSON file", c.cost)
		}
	}
	return nil
}

func (c *common) lowlevelOptions() lowlevel.Options {
	var o lowlevel.Options
	if c.externCost >= 0 {
		n := c.externCost
		o.ExternCost = &n
	}
	return o
}

// loadOptions are the driver's load options of the flags (price: apply
// the cost model).
func (c *common) loadOptions(price bool) (driver.LoadOptions, error) {
	fo, err := c.frontendOptions()
	if err != nil {
		return driver.LoadOptions{}, err
	}
	return driver.LoadOptions{Frontend: fo, Price: price, Cost: c.cost, Lowlevel: c.lowlevelOptions(), Facts: c.factsPath, WaitStates: c.waitStates}, nil
}

// load reads and translates the program of files, then prices it
// (driver.LoadFiles).
func (c *common) load(files []string, price bool) (*ts.Program, *lowlevel.Model, error) {
	lo, err := c.loadOptions(price)
	if err != nil {
		return nil, nil, err
	}
	ld, err := driver.LoadFiles(files, lo)
	if err != nil {
		return nil, nil, err
	}
	return ld.Program, ld.Model, nil
}

// inputFiles are the program's files: one or more translation units (C
// or LLVM IR), linked when there are several.
func inputFiles(cmd string, pos []string) ([]string, error) {
	if len(pos) == 0 {
		return nil, usagef("%s: missing FILE (see 'wcet %s -h')", cmd, cmd)
	}
	seen := map[string]string{}
	for _, f := range pos {
		abs, err := filepath.Abs(f)
		if err != nil {
			abs = f
		}
		if g, ok := seen[abs]; ok {
			return nil, usagef("%s: %s is given twice (as %s and %s): name each translation unit once", cmd, f, g, f)
		}
		seen[abs] = f
		switch strings.ToLower(filepath.Ext(f)) {
		case ".c", ".ll":
		default:
			if len(pos) > 1 {
				return nil, usagef("%s: %s is not a .c or .ll file (the files of a program are its translation units)", cmd, f)
			}
		}
	}
	return pos, nil
}

// ---- compile ----

func compileCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("compile", flag.ContinueOnError)
	var c common
	c.register(fs, false)
	out := fs.String("o", "", "output file (default: standard output)")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	files, err := inputFiles("compile", pos)
	if err != nil {
		return err
	}
	if len(files) == 1 && !strings.EqualFold(filepath.Ext(files[0]), ".c") {
		return usagef("compile: %s is not a .c file", files[0])
	}
	fo, err := c.frontendOptions()
	if err != nil {
		return err
	}
	ll, err := frontend.Link(files, fo)
	if err != nil {
		return err
	}
	return writeOut(*out, stdout, ll)
}

// ---- run ----

// runReport is the JSON shape of `wcet run --format json` (contract:
// schema, costs, blocked).
type runReport struct {
	Schema  string           `json:"schema"`
	Entry   string           `json:"entry"`
	Costs   map[string]int64 `json:"costs"`
	Blocked *runBlocked      `json:"blocked"`
	Ended   string           `json:"ended"`
	Return  []string         `json:"return,omitempty"`
	Steps   int64            `json:"steps"`
	Nondet  int              `json:"nondet_used"`
	// Functions and Breakdown: --breakdown, the run's call tree.
	Functions []reports.FunctionCost `json:"functions,omitempty"`
	Breakdown *reports.Breakdown     `json:"breakdown,omitempty"`
}

type runBlocked struct {
	Assertion string `json:"assertion"`
	At        string `json:"at"`
}

func runCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	var c common
	c.register(fs, true)
	fs.StringVar(&c.factsPath, "facts", "", "flow facts file: its counts, assertions (a failing one blocks the run) and extern costs apply")
	var argFlags multi
	fs.Var(&argFlags, "arg", "input: name=value or name=[1,2,3] (parameter of the entry, or global); repeatable")
	nondet := fs.String("nondet", "", "nondet sequence: comma-separated integers, v*k for k copies of v")
	witness := fs.String("witness", "", "replay the witness inputs of a wcet analyze JSON report")
	format := fs.String("format", "table", "output format: table or json")
	maxSteps := fs.Int64("max-steps", 0, "stop after this many executed operations (default 2e9)")
	breakdown := fs.Bool("breakdown", false, "print the run's call tree: cycles per function and calling context, self and inclusive")
	volatile := fs.String("volatile", "unknown", "volatile reads: unknown (an integer volatile read takes the next --nondet value; a volatile object with none left reads what was stored), or memory (a volatile object holds what the program stored; a read at a fixed address still takes a nondet value); --witness takes the report's")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	files, err := inputFiles("run", pos)
	if err != nil {
		return err
	}
	if *format != "table" && *format != "json" {
		return usagef("run: --format %q: want table or json", *format)
	}
	if *volatile != "unknown" && *volatile != "memory" {
		return usagef("run: --volatile %q: want unknown or memory", *volatile)
	}
	if err := c.checkFlags(fs); err != nil {
		return err
	}
	cfg := interp.Config{Entry: c.entry, Args: map[string]interp.ArgVal{}, MaxSteps: *maxSteps}
	if *breakdown {
		cfg.Attribute = "cycles"
	}
	if *witness != "" {
		w, err := readWitness(*witness)
		if err != nil {
			return err
		}
		if w.entry != "" && !flagSet(fs, "entry") {
			cfg.Entry, c.entry = w.entry, w.entry
		}
		for k, v := range w.args {
			cfg.Args[k] = v
		}
		cfg.Nondet = w.nondet
		if w.volatileMemory && !flagSet(fs, "volatile") {
			*volatile = "memory"
		}
	}
	for _, a := range argFlags {
		name, v, err := ParseArg(a)
		if err != nil {
			return usagef("run: %v", err)
		}
		cfg.Args[name] = interp.ArgVal{Scalar: v.Scalar, List: v.List, IsList: v.IsList}
	}
	if flagSet(fs, "nondet") {
		nd, err := ParseNondet(*nondet)
		if err != nil {
			return usagef("run: --nondet: %v", err)
		}
		cfg.Nondet = nd
	}
	p, model, err := c.load(files, true)
	if err != nil {
		return err
	}
	if *volatile == "memory" {
		driver.PlainVolatile(p)
	}
	if err := checkArgNames(p, cfg.Entry, cfg.Args); err != nil {
		return err
	}
	res, err := interp.Run(p, cfg)
	if err != nil {
		return err
	}
	rep := runReport{Schema: "wcet/run/v1", Entry: cfg.Entry, Costs: map[string]int64{"cycles": res.Costs["cycles"], "heap": res.Costs["heap"]},
		Ended: res.Ended, Steps: res.Steps, Nondet: res.NondetUsed}
	for k, v := range res.Costs {
		rep.Costs[k] = v
	}
	// Returned values as signed integers of their width (exit codes as is).
	var rets []ts.Type
	if f := p.ByName[cfg.Entry]; f != nil && res.Ended == "return" {
		rets = f.Rets
	}
	for i, r := range res.Return {
		if i < len(rets) && rets[i].Kind == ts.Int && rets[i].Bits > 1 {
			r = ts.Signed(r, rets[i].Bits)
		}
		rep.Return = append(rep.Return, r.String())
	}
	if *breakdown {
		// The frames cost one more compilation: only with --breakdown.
		lo, err := c.loadOptions(true)
		if err != nil {
			return err
		}
		var frames map[string]stack.Frame
		if res.Calls != nil && res.Calls.Root != nil {
			if frames, err = driver.Frames(files, lo, p); err != nil {
				return err
			}
		}
		rep.Functions, rep.Breakdown = driver.RunBreakdown(res.Calls, cfg.Entry, res.Costs["cycles"], frames)
	}
	if res.Blocked != nil {
		rep.Blocked = &runBlocked{Assertion: res.Blocked.Assertion, At: res.Blocked.At.String()}
	}
	if *format == "json" {
		b, _ := json.MarshalIndent(rep, "", "  ")
		_, err := stdout.Write(append(b, '\n'))
		return err
	}
	table := tablewriter.NewTable(stdout, tablewriter.WithHeaderAutoFormat(tw.Off), tablewriter.WithHeaderAlignment(tw.AlignLeft))
	table.Header([]string{"run", strings.Join(files, " ")})
	rows := [][]string{
		{"entry", cfg.Entry},
		{"cost model", model.Name},
		{"ended", res.Ended + returnText(rep.Return)},
		{"cycles", fmt.Sprint(rep.Costs["cycles"])},
		{"heap (peak bytes)", fmt.Sprint(rep.Costs["heap"])},
	}
	if rep.Blocked != nil {
		rows = append(rows, []string{"blocked", fmt.Sprintf("%q at %s", rep.Blocked.Assertion, rep.Blocked.At)})
	}
	rows = append(rows, []string{"nondet values used", fmt.Sprint(res.NondetUsed)})
	if err := table.Bulk(rows); err != nil {
		return err
	}
	if err := table.Render(); err != nil {
		return err
	}
	if rep.Breakdown != nil {
		return reports.WriteBreakdownTable(stdout, &reports.Report{Functions: rep.Functions, Breakdown: rep.Breakdown})
	}
	return nil
}

// checkArgNames rejects --arg names that are neither parameters of the
// entry nor globals (a usage error).
func checkArgNames(p *ts.Program, entry string, args map[string]interp.ArgVal) error {
	known := map[string]bool{}
	var params []string
	if f := p.ByName[entry]; f != nil {
		for _, v := range f.Params {
			known[v.Name], known[v.IR] = true, true
			params = append(params, v.Name)
		}
	}
	for _, g := range p.Globals {
		known[g.Src], known[g.Name] = true, true
	}
	for _, n := range sortedNames(args) {
		if !known[n] {
			return usagef("--arg %s: not a parameter of %s (%s) nor a global", n, entry, strings.Join(params, ", "))
		}
	}
	return nil
}

func sortedNames(m map[string]interp.ArgVal) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func returnText(r []string) string {
	if len(r) == 0 {
		return ""
	}
	return " (" + strings.Join(r, ", ") + ")"
}

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}

// witnessInputs are the inputs of a report's witness.
type witnessInputs struct {
	entry  string
	args   map[string]interp.ArgVal
	nondet []*big.Int
	// volatileMemory: the report was made under --volatile memory.
	volatileMemory bool
}

// readWitness reads witness.inputs of a wcet/report/v1 JSON file:
// {"entry": ..., "witness": {"inputs": {"args": {"n": "5", "a": "[1,2]"},
// "globals": {...}, "nondet": [1, 0, 1]}}}.
func readWitness(path string) (*witnessInputs, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read witness report: %w", err)
	}
	var rep struct {
		Schema  string   `json:"schema"`
		Entry   string   `json:"entry"`
		Options []string `json:"options"`
		Witness *struct {
			Inputs struct {
				Args    map[string]json.RawMessage `json:"args"`
				Globals map[string]json.RawMessage `json:"globals"`
				Nondet  []json.Number              `json:"nondet"`
			} `json:"inputs"`
		} `json:"witness"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("%s: not a wcet report: %v", path, err)
	}
	if rep.Schema != "wcet/report/v1" {
		return nil, fmt.Errorf("%s: schema %q, want wcet/report/v1", path, rep.Schema)
	}
	if rep.Witness == nil {
		return nil, fmt.Errorf("%s: the report has no witness", path)
	}
	w := &witnessInputs{entry: rep.Entry, args: map[string]interp.ArgVal{}}
	for _, o := range rep.Options {
		w.volatileMemory = w.volatileMemory || o == "--volatile memory"
	}
	for _, m := range []map[string]json.RawMessage{rep.Witness.Inputs.Args, rep.Witness.Inputs.Globals} {
		for k, raw := range m {
			var s string
			if json.Unmarshal(raw, &s) != nil {
				s = string(raw)
			}
			_, v, err := ParseArg(k + "=" + s)
			if err != nil {
				return nil, fmt.Errorf("%s: witness input %s: %v", path, k, err)
			}
			w.args[k] = interp.ArgVal{Scalar: v.Scalar, List: v.List, IsList: v.IsList}
		}
	}
	for _, n := range rep.Witness.Inputs.Nondet {
		b, ok := new(big.Int).SetString(n.String(), 10)
		if !ok {
			return nil, fmt.Errorf("%s: bad nondet value %s", path, n)
		}
		w.nondet = append(w.nondet, b)
	}
	return w, nil
}

// ---- instrument ----

func instrumentCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("instrument", flag.ContinueOnError)
	var c common
	c.register(fs, true)
	out := fs.String("o", "", "output .ll file (default: standard output)")
	volatile := fs.String("volatile", "unknown", "volatile reads: unknown (an integer volatile read takes the next WCET_NONDET value; a volatile object with none left reads what was stored), or memory (a volatile object holds what the program stored)")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	files, err := inputFiles("instrument", pos)
	if err != nil {
		return err
	}
	fo, err := c.frontendOptions()
	if err != nil {
		return err
	}
	for _, f := range files {
		if e := strings.ToLower(filepath.Ext(f)); e != ".c" && e != ".ll" {
			return usagef("instrument: %s is not a .ll or .c file", f)
		}
	}
	ll, err := frontend.Link(files, fo)
	if err != nil {
		return err
	}
	if err := c.checkFlags(fs); err != nil {
		return err
	}
	var model *lowlevel.Model
	if c.cost == driver.Machine {
		model, err = driver.MachineModel(ll, fo.Target, c.lowlevelOptions().ExternCost, c.waitStates)
	} else {
		model, err = lowlevel.Load(c.cost)
	}
	if err != nil {
		return err
	}
	if instrument.Is32BitTarget(ll) {
		// lli-14 cannot run it: the IR is built for i386 with the
		// target's layout instead (instrument/target.go).
		ll = instrument.Host32(ll)
		fmt.Fprintln(stderr, "wcet: note: lli-14 cannot run 32-bit target IR; build the output with `clang-14 -m32 OUT.ll -lm` and run it")
	}
	if *volatile != "unknown" && *volatile != "memory" {
		return usagef("instrument: --volatile %q: want unknown or memory", *volatile)
	}
	res, err := instrument.InstrumentVolatile(ll, c.entry, model, c.lowlevelOptions(), *volatile == "memory")
	if err != nil {
		return err
	}
	return writeOut(*out, stdout, res)
}
