package lowlevel

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// opcodeTable names every instruction and terminator type of llir's ir
// package by its LLVM 14 opcode (the LLVM Language Reference's names).
var opcodeTable = []struct {
	v    any // an *ir.Inst* or *ir.Term*
	want string
}{
	{&ir.InstFNeg{}, "fneg"},
	{&ir.InstAdd{}, "add"},
	{&ir.InstFAdd{}, "fadd"},
	{&ir.InstSub{}, "sub"},
	{&ir.InstFSub{}, "fsub"},
	{&ir.InstMul{}, "mul"},
	{&ir.InstFMul{}, "fmul"},
	{&ir.InstUDiv{}, "udiv"},
	{&ir.InstSDiv{}, "sdiv"},
	{&ir.InstFDiv{}, "fdiv"},
	{&ir.InstURem{}, "urem"},
	{&ir.InstSRem{}, "srem"},
	{&ir.InstFRem{}, "frem"},
	{&ir.InstShl{}, "shl"},
	{&ir.InstLShr{}, "lshr"},
	{&ir.InstAShr{}, "ashr"},
	{&ir.InstAnd{}, "and"},
	{&ir.InstOr{}, "or"},
	{&ir.InstXor{}, "xor"},
	{&ir.InstExtractElement{}, "extractelement"},
	{&ir.InstInsertElement{}, "insertelement"},
	{&ir.InstShuffleVector{}, "shufflevector"},
	{&ir.InstExtractValue{}, "extractvalue"},
	{&ir.InstInsertValue{}, "insertvalue"},
	{&ir.InstAlloca{}, "alloca"},
	{&ir.InstLoad{}, "load"},
	{&ir.InstStore{}, "store"},
	{&ir.InstFence{}, "fence"},
	{&ir.InstCmpXchg{}, "cmpxchg"},
	{&ir.InstAtomicRMW{}, "atomicrmw"},
	{&ir.InstGetElementPtr{}, "getelementptr"},
	{&ir.InstTrunc{}, "trunc"},
	{&ir.InstZExt{}, "zext"},
	{&ir.InstSExt{}, "sext"},
	{&ir.InstFPTrunc{}, "fptrunc"},
	{&ir.InstFPExt{}, "fpext"},
	{&ir.InstFPToUI{}, "fptoui"},
	{&ir.InstFPToSI{}, "fptosi"},
	{&ir.InstUIToFP{}, "uitofp"},
	{&ir.InstSIToFP{}, "sitofp"},
	{&ir.InstPtrToInt{}, "ptrtoint"},
	{&ir.InstIntToPtr{}, "inttoptr"},
	{&ir.InstBitCast{}, "bitcast"},
	{&ir.InstAddrSpaceCast{}, "addrspacecast"},
	{&ir.InstICmp{}, "icmp"},
	{&ir.InstFCmp{}, "fcmp"},
	{&ir.InstPhi{}, "phi"},
	{&ir.InstSelect{}, "select"},
	{&ir.InstFreeze{}, "freeze"},
	{&ir.InstCall{}, "call"},
	{&ir.InstVAArg{}, "va_arg"},
	{&ir.InstLandingPad{}, "landingpad"},
	{&ir.InstCatchPad{}, "catchpad"},
	{&ir.InstCleanupPad{}, "cleanuppad"},
	{&ir.TermRet{}, "ret"},
	{&ir.TermBr{}, "br"},
	{&ir.TermCondBr{}, "br"},
	{&ir.TermSwitch{}, "switch"},
	{&ir.TermIndirectBr{}, "indirectbr"},
	{&ir.TermInvoke{}, "invoke"},
	{&ir.TermCallBr{}, "callbr"},
	{&ir.TermResume{}, "resume"},
	{&ir.TermCatchSwitch{}, "catchswitch"},
	{&ir.TermCatchRet{}, "catchret"},
	{&ir.TermCleanupRet{}, "cleanupret"},
	{&ir.TermUnreachable{}, "unreachable"},
}

// opcodeOf is Opcode or TermOpcode, whichever v is.
func opcodeOf(t *testing.T, v any) string {
	switch x := v.(type) {
	case ir.Terminator:
		return TermOpcode(x)
	case ir.Instruction:
		return Opcode(x)
	}
	t.Fatalf("%T is neither an instruction nor a terminator", v)
	return ""
}

func TestOpcodeTable(t *testing.T) {
	named := map[string]bool{}
	for _, c := range opcodeTable {
		if got := opcodeOf(t, c.v); got != c.want {
			t.Errorf("%T: got %q, want %q", c.v, got, c.want)
		}
		named[c.want] = true
		if !isOpcode[c.want] {
			t.Errorf("%T: %q is not in Opcodes (a JSON model could not price it)", c.v, c.want)
		}
	}
	for _, op := range Opcodes {
		if !named[op] {
			t.Errorf("Opcodes lists %q, which no llir type is named", op)
		}
	}
}

// TestOpcodeTableCoversLLIR reads llir's ir package source and checks that
// opcodeTable has every Inst* and Term* struct type there: an instruction
// kind missing from Opcode/TermOpcode would be priced at a model's default.
func TestOpcodeTableCoversLLIR(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", "github.com/llir/llvm/ir").Output()
	if err != nil {
		t.Fatalf("go list github.com/llir/llvm/ir: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, nil, 0)
	if err != nil {
		t.Fatalf("parsing %s: %v", dir, err)
	}
	var kinds []string
	for name, pkg := range pkgs {
		if name != "ir" {
			continue
		}
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.TYPE {
					continue
				}
				for _, s := range g.Specs {
					ts := s.(*ast.TypeSpec)
					n := ts.Name.Name
					if _, isStruct := ts.Type.(*ast.StructType); isStruct && (strings.HasPrefix(n, "Inst") || strings.HasPrefix(n, "Term")) {
						kinds = append(kinds, "*ir."+n)
					}
				}
			}
		}
	}
	sort.Strings(kinds)
	if len(kinds) < 60 {
		t.Fatalf("found only %d Inst*/Term* types in %s: %v", len(kinds), dir, kinds)
	}
	inTable := map[string]bool{}
	for _, c := range opcodeTable {
		inTable[fmt.Sprintf("%T", c.v)] = true
	}
	for _, k := range kinds {
		if !inTable[k] {
			t.Errorf("llir type %s is not in opcodeTable (name it in Opcode or TermOpcode)", k)
		}
	}
	if len(kinds) != len(opcodeTable) {
		t.Errorf("llir has %d Inst*/Term* types, opcodeTable %d entries", len(kinds), len(opcodeTable))
	}
}

func TestTypedOpcode(t *testing.T) {
	x32 := constant.NewInt(types.I32, 1)
	x64 := constant.NewInt(types.I64, 1)
	d := constant.NewFloat(types.Double, 1)
	f := constant.NewFloat(types.Float, 1)
	cases := []struct {
		inst ir.Instruction
		want string
	}{
		{ir.NewAdd(x32, x32), "add"},
		{ir.NewAdd(x64, x64), "add.i64"},
		{ir.NewFMul(f, f), "fmul.float"},
		{ir.NewFPExt(f, types.Double), "fpext.double"},
		{ir.NewFPTrunc(d, types.Float), "fptrunc.double"},
		{ir.NewICmp(0, x64, x64), "icmp.i64"},
	}
	for _, c := range cases {
		if got := TypedOpcode(c.inst); got != c.want {
			t.Errorf("%s: got %q, want %q", c.inst.LLString(), got, c.want)
		}
	}
	if got := CallOpcode("f"); got != "call:f" {
		t.Errorf(`CallOpcode("f") = %q`, got)
	}
	if got := CallOpcode(""); got != "call" {
		t.Errorf(`CallOpcode("") = %q`, got)
	}
}
