package lowlevel

import (
	"strings"
	"testing"

	"wcet/ts"
)

// testProgram builds main calling helper and the external sensor_read:
//
//	main/%0 (BlockStart): phi, add, call:sensor_read       (tick 1)
//	main/%0:              call:llvm.memcpy... with n bytes (tick 2)
//	main/%0:              icmp, br                         (tick 3)
//	main/%5 (BlockStart): call:llvm.dbg.value, ret         (tick 4)
//	helper/%1 (BlockStart): call:helper, call:malloc, ret  (tick 5)
func testProgram() (*ts.Program, *ts.Var) {
	n := &ts.Var{Name: "n", IR: "%n", Type: ts.I32, Param: -1}
	at := func(line int) ts.OpBase { return ts.OpBase{At: ts.Pos{File: "a.c", Line: line, Col: 3}} }
	main := &ts.Func{Name: "main"}
	main.Trans = []*ts.Trans{
		{ID: 0, Ops: []ts.Op{
			&ts.Tick{OpBase: at(7), Func: "main", Block: "%0", BlockStart: true,
				Opcodes: []string{"phi", "add", "call:sensor_read"},
				Lines:   []ts.Pos{{}, {File: "a.c", Line: 6}, {File: "a.c", Line: 7}}},
			&ts.Lib{OpBase: at(7), Name: "sensor_read"},
			&ts.Tick{OpBase: at(8), Func: "main", Block: "%0",
				Opcodes: []string{"call:llvm.memcpy.p0i8.p0i8.i32"}, Bytes: &ts.Ref{V: n}},
			&ts.Tick{OpBase: at(9), Func: "main", Block: "%0", Opcodes: []string{"icmp", "br"}},
		}},
		{ID: 1, Ops: []ts.Op{
			&ts.Tick{OpBase: at(10), Func: "main", Block: "%5", BlockStart: true,
				Opcodes: []string{"call:llvm.dbg.value", "ret"}},
		}},
	}
	helper := &ts.Func{Name: "helper"}
	helper.Trans = []*ts.Trans{{ID: 0, Ops: []ts.Op{
		&ts.Tick{OpBase: at(20), Func: "helper", Block: "%1", BlockStart: true,
			Opcodes: []string{"call:helper", "call:malloc", "ret"}, Bytes: ts.IntConst(ts.I64, 16)},
	}}}
	p := &ts.Program{Funcs: []*ts.Func{main, helper}, ByName: map[string]*ts.Func{"main": main, "helper": helper}}
	return p, n
}

// costs returns the Cost amounts of f in order, rendered.
func costs(f *ts.Func) []string {
	var out []string
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			switch o := op.(type) {
			case *ts.Tick:
				out = append(out, "TICK")
			case *ts.Cost:
				if o.Res != "cycles" {
					out = append(out, "bad resource "+o.Res)
				}
				out = append(out, render(o.Amount))
			}
		}
	}
	return out
}

func render(e ts.Expr) string {
	switch x := e.(type) {
	case *ts.Const:
		return x.V.String()
	case *ts.Ref:
		return x.V.Name
	case *ts.Cast:
		return x.Op + "(" + render(x.X) + ")"
	case *ts.Bin:
		return "(" + render(x.X) + " " + x.Op + " " + render(x.Y) + ")"
	}
	return "?"
}

func TestApply(t *testing.T) {
	ext := int64(50)
	for _, c := range []struct {
		spec       string
		opt        Options
		main, help string
	}{
		// insn: tick1 = phi+add+call 3 + extern 50; tick2 = 1 + n bytes;
		// tick3 = 2; tick4 = ret 1 (dbg free); helper = 3 + 16 bytes.
		{"insn", Options{ExternCost: &ext}, "53 (1 add zext(n)) 2 1", "19"},
		// Facts-file cost wins over --extern-cost.
		{"insn", Options{ExternCost: &ext, ExternCosts: map[string]int64{"sensor_read": 7}}, "10 (1 add zext(n)) 2 1", "19"},
		// unit: one per block start, plus the extern cost.
		{"unit", Options{ExternCost: &ext}, "51 1", "1"},
		// none: nothing at all, no extern cost needed.
		{"none", Options{}, "", ""},
		// cortex-m4: phi 1 + add 1 + call 14 + 50; memcpy call 14 + 9n;
		// icmp 3 + br 4; ret 13; helper 14+14+13 + 9*16.
		{"cortex-m4", Options{ExternCost: &ext}, "66 (14 add (zext(n) mul 9)) 7 13", "185"},
	} {
		p, _ := testProgram()
		m := mustLoad(t, c.spec)
		if err := Apply(p, m, c.opt); err != nil {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		if got := strings.Join(costs(p.ByName["main"]), " "); got != c.main {
			t.Errorf("%s: main costs %q, want %q", c.spec, got, c.main)
		}
		if got := strings.Join(costs(p.ByName["helper"]), " "); got != c.help {
			t.Errorf("%s: helper costs %q, want %q", c.spec, got, c.help)
		}
	}
}

func TestApplyJSONBlocksAndExtern(t *testing.T) {
	p, _ := testProgram()
	m, err := LoadJSON("m.json", []byte(`{"schema":"wcet/cost/v1","default":0,"per_byte":0,
		"blocks":{"main/%0":100,"a.c:6":1000,"a.c:20":7},"extern":{"sensor_read":3}}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := Apply(p, m, Options{}); err != nil {
		t.Fatal(err)
	}
	// main/%0: its first known line is 6 (the phi has none): 100 + 1000 + 3.
	// main/%5: no Lines at all: no line key applies. helper/%1: none either.
	if got := strings.Join(costs(p.ByName["main"]), " "); got != "1103" {
		t.Errorf("main costs %q", got)
	}
	if got := strings.Join(costs(p.ByName["helper"]), " "); got != "" {
		t.Errorf("helper costs %q", got)
	}
}

func TestApplyMissingExtern(t *testing.T) {
	p, _ := testProgram()
	err := Apply(p, mustLoad(t, "insn"), Options{})
	want := `a.c:7:3: call to external function 'sensor_read' has no cost; give one with --extern-cost N or in the cost model's "extern" map`
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}
