package lowlevel

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"

	"wcet/ts"
)

// Built-in model names accepted by Load.
const (
	None     = "none"
	Unit     = "unit"
	Insn     = "insn"
	CortexM4 = "cortex-m4"
	// Default is the model used when --cost is not given.
	Default = Insn
)

// Builtins lists the built-in model names in the order help texts show them.
var Builtins = []string{None, Unit, Insn, CortexM4}

// Model is a cost model: the price in cycles of each IR instruction, of
// entering each basic block, of each byte a mem* call moves, and of the
// bodies of external functions.
type Model struct {
	// Name is the --cost argument: a built-in name or the JSON file's path.
	Name string

	// insn prices one instruction of a built-in model from its bare opcode
	// ("load", "call:f", "call") and type suffix; nil for a JSON model,
	// which uses opcodes and dflt.
	insn    func(op, typ string) int64
	dflt    int64            // JSON: opcodes not in the table
	opcodes map[string]int64 // JSON: bare opcode → cost
	perByte int64
	block   int64            // charged on entry to every block
	blocks  map[string]int64 // "func/%block" (no '@', with '%') → extra cost
	lines   []lineCost       // "file:line" keys
	extern  map[string]int64 // external function bodies
	// noExtern: external functions need no cost (none).
	noExtern bool
	sha      string
}

type lineCost struct {
	file string
	line int
	cost int64
}

// Builtin reports whether name is a built-in model (none, unit, insn,
// cortex-m4).
func Builtin(name string) bool {
	switch name {
	case None, Unit, Insn, CortexM4:
		return true
	}
	return false
}

// Load returns the model named by spec: "none", "unit", "insn",
// "cortex-m4", or the path of a JSON cost file (see LoadJSON). The empty
// spec is the default model, insn.
func Load(spec string) (*Model, error) {
	switch spec {
	case "":
		return builtin(Default), nil
	case None, Unit, Insn, CortexM4:
		return builtin(spec), nil
	}
	data, err := os.ReadFile(spec)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("cost model %q: not a built-in model (%s) and no such file", spec, strings.Join(Builtins, ", "))
		}
		return nil, fmt.Errorf("cost model %q: %w", spec, err)
	}
	return LoadJSON(spec, data)
}

// builtin returns the built-in model name (one of Builtins).
func builtin(name string) *Model {
	m := &Model{Name: name}
	switch name {
	case None:
		m.insn = func(string, string) int64 { return 0 }
		m.noExtern = true
	case Unit:
		m.insn = func(string, string) int64 { return 0 }
		m.block = 1
	case Insn:
		m.insn = func(string, string) int64 { return 1 }
		m.perByte = 1
	case CortexM4:
		m.insn = m4Cost
		m.perByte = m4PerByte
	}
	m.sha = fingerprint(m)
	return m
}

// InsnCost returns the cost of one instruction named by opcode (see the
// package doc: "add", "add.i64", "call:f", "call"). Calls to llvm.dbg.*,
// llvm.lifetime.* and __wcet_* cost 0 under every model. The per-byte cost
// of mem* calls and the cost of an external function's body are not
// included (PerByte, ExternCost).
func (m *Model) InsnCost(opcode string) int64 {
	if callee, ok := strings.CutPrefix(opcode, "call:"); ok && Free(callee) {
		return 0
	}
	op, typ := splitOpcode(opcode)
	if m.insn != nil {
		return m.insn(op, typ)
	}
	if c, ok := m.opcodes[op]; ok {
		return c
	}
	if strings.HasPrefix(op, "call:") {
		if c, ok := m.opcodes["call"]; ok {
			return c
		}
	}
	return m.dflt
}

// splitOpcode splits "add.i64" into "add" and "i64"; a call opcode
// ("call:llvm.umax.i32") has no type part.
func splitOpcode(opcode string) (op, typ string) {
	if strings.HasPrefix(opcode, "call") {
		return opcode, ""
	}
	if i := strings.IndexByte(opcode, '.'); i >= 0 {
		return opcode[:i], opcode[i+1:]
	}
	return opcode, ""
}

// PerByte returns the cost of each byte a memcpy, memset or memmove call
// (or llvm.mem* intrinsic) moves, charged beside the call's own cost.
func (m *Model) PerByte() int64 { return m.perByte }

// BlockCost returns the cost charged on entry to block (its IR name, "%4")
// of function fn (without '@'). first is the position of the block's first
// instruction with a source position (line > 0), phi nodes and the calls
// that cost nothing (Free: llvm.dbg.*, llvm.lifetime.*, __wcet_*) not
// counted; an unknown Pos when there is none. A JSON model's "file:line"
// key applies to every block whose first positioned instruction is at that
// line. A block matched by a "func/%block" key and a "file:line" key pays
// both.
func (m *Model) BlockCost(fn, block string, first ts.Pos) int64 {
	c := m.block
	if len(m.blocks) > 0 {
		c += m.blocks[blockKey(fn, block)]
	}
	if first.Known() {
		for _, l := range m.lines {
			if l.line == first.Line && sameFile(l.file, first.File) {
				c += l.cost
			}
		}
	}
	return c
}

// blockKey normalizes a function and block name into "f/%4".
func blockKey(fn, block string) string {
	fn = strings.TrimPrefix(fn, "@")
	if !strings.HasPrefix(block, "%") {
		block = "%" + block
	}
	return fn + "/" + block
}

// sameFile reports whether the file of a "file:line" key names the file of
// a debug position: equal once cleaned, or one is the other with leading
// directories ("a.c" matches "src/a.c").
func sameFile(key, file string) bool {
	key, file = path.Clean(key), path.Clean(file)
	return key == file || strings.HasSuffix(file, "/"+key) || strings.HasSuffix(key, "/"+file)
}

// ExternCost returns the model's own cost for the body of external
// function name (a JSON model's "extern" map), and whether it has one.
// Under none every external function costs 0.
func (m *Model) ExternCost(name string) (int64, bool) {
	if m.noExtern {
		return 0, true
	}
	c, ok := m.extern[name]
	return c, ok
}

// SHA256 returns the hex SHA-256 of the model's canonical definition: the
// bytes of a JSON model's file; for a built-in model, a listing of its
// prices of every opcode (so it changes exactly when the prices change).
func (m *Model) SHA256() string { return m.sha }

// Options are the costs of external functions given outside the model.
type Options struct {
	// ExternCost is --extern-cost N: the cost of every external function
	// the facts file and the model do not price.
	ExternCost *int64
	// ExternCosts are per-name costs from the facts file.
	ExternCosts map[string]int64
}

// ResolveExtern returns the cost of the body of external function name,
// most specific first: the facts file, the model's "extern" map, then
// --extern-cost. ok is false when nothing prices it (an error for the
// caller, see NoExternCostError). Under none it is always 0.
func ResolveExtern(m *Model, opt Options, name string) (cost int64, ok bool) {
	if m.noExtern {
		return 0, true
	}
	if c, ok := opt.ExternCosts[name]; ok {
		return c, true
	}
	if c, ok := m.extern[name]; ok {
		return c, true
	}
	if opt.ExternCost != nil {
		return *opt.ExternCost, true
	}
	return 0, false
}

// NoExternCostError is the error for a call at pos (rendered as
// file:line:col) to an external function name that no cost prices.
func NoExternCostError(pos, name string) error {
	return fmt.Errorf("%s: call to external function '%s' has no cost; give one with --extern-cost N or in the cost model's \"extern\" map", pos, name)
}

// Free reports whether a call to callee costs 0 under every model and is
// no cost point: llvm.dbg.*, llvm.lifetime.* and the __wcet_* annotation
// functions.
func Free(callee string) bool {
	return strings.HasPrefix(callee, "llvm.dbg.") || strings.HasPrefix(callee, "llvm.lifetime.") ||
		strings.HasPrefix(callee, "__wcet_")
}

// Intrinsic reports whether callee is an LLVM intrinsic (llvm.*).
func Intrinsic(callee string) bool { return strings.HasPrefix(callee, "llvm.") }

// modelled are the library functions whose semantics the analysis knows.
var modelled = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true,
	"memcpy": true, "memset": true, "memmove": true,
	"abs": true, "labs": true, "llabs": true, "strlen": true,
	"exit": true, "_Exit": true, "abort": true,
}

// Modelled reports whether name is a modelled library function (malloc
// calloc realloc free memcpy memset memmove abs labs llabs strlen exit
// _Exit abort).
func Modelled(name string) bool { return modelled[name] }

// Ends reports whether a call to the library function name ends the
// program (exit, _Exit, abort).
func Ends(name string) bool { return name == "exit" || name == "_Exit" || name == "abort" }

// MemCall reports whether callee copies or sets memory byte by byte:
// memcpy, memset, memmove and their llvm.mem{cpy,set,move}.* intrinsics
// (llvm.memcpy.inline.* included). The byte count is the call's third
// argument.
func MemCall(callee string) bool {
	switch callee {
	case "memcpy", "memset", "memmove":
		return true
	}
	return strings.HasPrefix(callee, "llvm.memcpy.") || strings.HasPrefix(callee, "llvm.memset.") ||
		strings.HasPrefix(callee, "llvm.memmove.")
}

// External reports whether a call to callee calls an external function:
// not defined in the program, not an intrinsic, not a modelled library
// function, not a __wcet_* annotation function.
func External(callee string, defined bool) bool {
	return !defined && callee != "" && !Intrinsic(callee) && !Modelled(callee) && !strings.HasPrefix(callee, "__wcet_")
}

// typedOps are the opcodes whose cost may depend on the type they operate
// on (see Typed).
var typedOps = map[string]bool{
	"add": true, "sub": true, "mul": true, "udiv": true, "sdiv": true, "urem": true, "srem": true,
	"shl": true, "lshr": true, "ashr": true, "and": true, "or": true, "xor": true,
	"fadd": true, "fsub": true, "fmul": true, "fdiv": true, "frem": true, "fneg": true,
	"icmp": true, "fcmp": true,
	"trunc": true, "zext": true, "sext": true, "fptrunc": true, "fpext": true,
	"fptoui": true, "fptosi": true, "uitofp": true, "sitofp": true,
	"ptrtoint": true, "inttoptr": true, "bitcast": true,
	"load": true, "store": true, "phi": true, "select": true,
}

// floatRank orders the floating-point types by width.
var floatRank = map[string]int{"half": 1, "bfloat": 1, "float": 2, "double": 3, "x86_fp80": 4, "fp128": 5, "ppc_fp128": 5}

// intBits returns N for an LLVM integer type "iN", else 0.
func intBits(t string) int {
	if len(t) < 2 || t[0] != 'i' {
		return 0
	}
	n, err := strconv.Atoi(t[1:])
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// Typed returns the opcode string of an instruction op operating on the
// given LLVM types (as LLVM prints them: "i64", "double", "i32*"): op
// itself, or op + "." + the dominant type when op is one whose price may
// depend on it and that type is a floating-point type (the widest one
// given) or, when none is, an integer type wider than 32 bits (the widest
// one). Pass the result type and the operand types: for arithmetic, phi,
// select and casts the result and operands, for icmp/fcmp the operands,
// for load the loaded type, for store the stored value's type. Both the
// frontend and lowlevel/instrument name instructions this way.
func Typed(op string, types ...string) string {
	if !typedOps[op] {
		return op
	}
	best, rank := "", 0
	for _, t := range types {
		if r := floatRank[t]; r > rank {
			best, rank = t, r
		}
	}
	if best != "" {
		return op + "." + best
	}
	bits := 0
	for _, t := range types {
		if n := intBits(t); n > 32 && n > bits {
			best, bits = t, n
		}
	}
	if best != "" {
		return op + "." + best
	}
	return op
}

// Opcodes are the LLVM 14 instruction opcodes (terminators included),
// the names an opcode string and a JSON model's "opcodes" keys use.
var Opcodes = []string{
	"ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume", "catchswitch",
	"catchret", "cleanupret", "unreachable",
	"fneg",
	"add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem", "srem", "frem",
	"shl", "lshr", "ashr", "and", "or", "xor",
	"extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue",
	"alloca", "load", "store", "fence", "cmpxchg", "atomicrmw", "getelementptr",
	"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
	"ptrtoint", "inttoptr", "bitcast", "addrspacecast",
	"icmp", "fcmp", "phi", "select", "freeze", "call", "va_arg",
	"landingpad", "catchpad", "cleanuppad",
}

var isOpcode = func() map[string]bool {
	m := map[string]bool{}
	for _, op := range Opcodes {
		m[op] = true
	}
	return m
}()

// fingerprintTypes are the type suffixes a built-in model's fingerprint
// lists prices for.
var fingerprintTypes = []string{"", "i64", "i128", "half", "float", "double", "x86_fp80", "fp128"}

// fingerprintCalls are call opcodes a fingerprint lists.
var fingerprintCalls = []string{
	"call", "call:f", "call:malloc", "call:memcpy", "call:llvm.memcpy.p0i8.p0i8.i64",
	"call:llvm.memset.p0i8.i64", "call:llvm.assume", "call:llvm.smax.i32", "call:llvm.smax.i64",
	"call:llvm.umin.i32", "call:llvm.abs.i32", "call:llvm.abs.i64", "call:llvm.sadd.with.overflow.i32",
	"call:llvm.smul.with.overflow.i64", "call:llvm.uadd.sat.i32", "call:llvm.ctlz.i32", "call:llvm.cttz.i64",
	"call:llvm.ctpop.i32", "call:llvm.bswap.i32", "call:llvm.bitreverse.i32", "call:llvm.fshl.i32",
	"call:llvm.fabs.f32", "call:llvm.fabs.f64", "call:llvm.sqrt.f32", "call:llvm.sqrt.f64",
	"call:llvm.fma.f32", "call:llvm.fmuladd.f64", "call:llvm.stacksave", "call:llvm.trap",
	"call:llvm.va_start", "call:llvm.experimental.noalias.scope.decl", "call:llvm.expect.i64",
}

// fingerprint is the SHA-256 of a built-in model's price listing.
func fingerprint(m *Model) string {
	var b strings.Builder
	fmt.Fprintf(&b, "wcet/cost/v1 builtin %s\nper_byte %d\nblock %d\n", m.Name, m.perByte, m.block)
	ops := append([]string(nil), Opcodes...)
	sort.Strings(ops)
	for _, op := range ops {
		for _, t := range fingerprintTypes {
			o := op
			if t != "" {
				o += "." + t
			}
			fmt.Fprintf(&b, "%s %d\n", o, m.InsnCost(o))
		}
	}
	for _, c := range fingerprintCalls {
		fmt.Fprintf(&b, "%s %d\n", c, m.InsnCost(c))
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])
}
