package ts

import (
	"fmt"
	"math/big"
	"path/filepath"
)

// Pos is a source position taken from debug info (DILocation), or, when the
// IR carries none, a place in the IR named as @func/%block/#n.
type Pos struct {
	File string // file as in debug info; empty when unknown
	Line int
	Col  int
	// IR is the fallback name @func/%block/#n of the instruction, always set
	// by the frontend.
	IR string
}

// Known reports whether p carries a source position.
func (p Pos) Known() bool { return p.File != "" && p.Line > 0 }

// Before orders positions by file, line, then column (the IR name is not
// compared).
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// String renders p as file:line:col, file:line, or the IR fallback.
func (p Pos) String() string {
	switch {
	case p.Known() && p.Col > 0:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	case p.Known():
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	case p.IR != "":
		return p.IR
	}
	return "?"
}

// Kind is the kind of a scalar type.
type Kind uint8

// Scalar kinds. Aggregates and vectors never reach ts: the frontend splits
// them into scalar leaves.
const (
	Void Kind = iota
	Int
	Ptr
	Float
)

// Type is a scalar type: an integer of Bits bits (1..), a pointer (64 bits
// on the host target, 32 on the 32-bit targets of --target), or a float of Bits bits (16, 32, 64, 80, 128).
type Type struct {
	Kind Kind
	Bits int
}

// Common types.
var (
	VoidT = Type{Void, 0}
	I1    = Type{Int, 1}
	I8    = Type{Int, 8}
	I32   = Type{Int, 32}
	I64   = Type{Int, 64}
	PtrT  = Type{Ptr, 64}
	F64   = Type{Float, 64}
)

// PtrOf returns the pointer type of n bits (64 on the host, 32 on the
// 32-bit targets).
func PtrOf(n int) Type { return Type{Ptr, n} }

// IntT returns the integer type of n bits.
func IntT(n int) Type { return Type{Int, n} }

// Size is the store size of t in bytes.
func (t Type) Size() int64 {
	switch t.Kind {
	case Ptr:
		if t.Bits == 32 {
			return 4
		}
		return 8
	case Float:
		if t.Bits == 80 {
			return 10
		}
		return int64(t.Bits / 8)
	case Int:
		return int64((t.Bits + 7) / 8)
	}
	return 0
}

func (t Type) String() string {
	switch t.Kind {
	case Int:
		return fmt.Sprintf("i%d", t.Bits)
	case Ptr:
		return "ptr"
	case Float:
		switch t.Bits {
		case 32:
			return "float"
		case 64:
			return "double"
		case 80:
			return "x86_fp80"
		case 128:
			return "fp128"
		case 16:
			return "half"
		}
		return fmt.Sprintf("f%d", t.Bits)
	}
	return "void"
}

// Var is a scalar program variable: an SSA value of the IR, or a leaf of an
// aggregate SSA value. Values of integer variables are bit patterns of
// Type.Bits bits; each operation says how it reads them (signed or
// unsigned).
type Var struct {
	ID   int    // index in Func.Vars
	Name string // source name from DILocalVariable when known, else the IR name (%5, %.01)
	IR   string // the IR name, always set
	Type Type
	// Param is the parameter index (0-based) for parameters, else -1.
	Param int
	// Unsigned: the source type of the integer variable is unsigned, of the
	// variable's width (debug info). Users read and write a parameter's
	// values unsigned (--assume, witnesses, --arg); the symbolic machine
	// holds the other variables' values in the unsigned view, so that an
	// 8-bit counter that passes 127 does not wrap there.
	Unsigned bool
	// Pointee is the scalar element type a pointer parameter points to
	// (from the typed pointer, arrays and structs reduced to their first
	// scalar), Void when unknown; it types the list of --arg p=[1,2,3].
	Pointee Type
}

func (v *Var) String() string { return v.Name }

// Global is a global object of the module.
type Global struct {
	Name  string // IR name without '@'
	Src   string // source name from debug info, else Name
	Size  int64  // bytes
	Align int64
	Const bool // `constant` in IR: never written
	// Init is the initial content (len == Size); External globals (declared,
	// not defined) have a nil Init and unknown content.
	Init []byte
	// Relocs are the pointers inside Init: at byte Offset the 8 bytes (4
	// on a 32-bit target: Reloc.Width) hold the address of Target
	// (+Addend).
	Relocs   []Reloc
	External bool
	// Elem is the scalar type of the elements when the global is a scalar or
	// an array (of arrays) of one scalar type; Void otherwise. Used to read
	// --arg lists for globals.
	Elem Type
	Pos  Pos
	// Unsigned: the elements' source type is an unsigned integer type
	// (debug info).
	Unsigned bool
}

// Reloc is a pointer stored in a global's initializer.
type Reloc struct {
	Offset int64
	Target string // global or function name
	Addend int64
	// Bytes is the pointer's width: 8, or 4 on a 32-bit target (0 is 8).
	Bytes int64
}

// Width is the number of bytes the relocated pointer takes.
func (r Reloc) Width() int64 {
	if r.Bytes == 0 {
		return 8
	}
	return r.Bytes
}

// Program is the transition system of a whole module.
type Program struct {
	Funcs   []*Func // defined functions in module order
	ByName  map[string]*Func
	Globals []*Global
	// GlobalByName indexes Globals.
	GlobalByName map[string]*Global
	// Externs are declared, not defined, functions that are called, with
	// the modelled library functions among them.
	Externs map[string]*Extern
	// Source is the C (or .ll) file the program came from.
	Source       string
	TargetTriple string
	DataLayout   string
	// PtrBits is the width of a pointer: 64 (or 0) on the host, 32 on the
	// 32-bit targets of --target; pointer types are ts.PtrOf(PtrBits).
	PtrBits int
	// Pragmas are the TACLeBench-style source pragmas, in source order.
	Pragmas []*Pragma
	// Frames are the functions' stack frames in bytes, by name, when the
	// stack resource was added (lowlevel/stack.Apply); nil otherwise.
	Frames map[string]int64
	// Unreached are the source lines of the functions defined in the
	// input that the entry does not reach (not translated): their pragmas
	// concern another task of the code base.
	Unreached []Span
	// Optimized: the IR comes from an optimising pipeline (--opt O2), so
	// a loop of the IR may be a copy of a source loop that the optimiser
	// unrolled, peeled or duplicated, whose iterations are not the source
	// loop's body executions: a loop-bound verdict is then at best
	// assumed (frontend/doc.go, "Annotations under --opt O2").
	Optimized bool
	// Unoptimized is, for a program compiled from C with --opt O2, the
	// same source through the default pipeline, whose loops and calls are
	// the source's: the rules stated on the source's structure (the
	// placement of assertions at the end of a loop body or of the entry)
	// are checked on it, since O2 unrolls loops into straight code and
	// inlines functions into their callers.
	Unoptimized *Program
}

// Extern is a called function without a definition.
type Extern struct {
	Name     string
	Ret      Type // VoidT for void
	NoReturn bool
	Variadic bool
}

// Func is the transition system of one function.
type Func struct {
	Name   string
	Pos    Pos
	Params []*Var
	// Rets are the types of the returned scalars (empty for void; more than
	// one when an aggregate is returned by value).
	Rets []Type
	Vars []*Var
	Locs []*Loc
	// Trans holds every transition; Trans[i].ID == i.
	Trans []*Trans
	// Entry is the first loc; Exit is reached after a `ret` (the transition
	// into it carries a Ret op); Halt is reached after a call that ends the
	// program (exit, _Exit, abort, any noreturn function).
	Entry, Exit, Halt *Loc
	// Loops are the natural loops, outermost first in a preorder of the
	// loop forest; Roots are the outermost ones.
	Loops []*Loop
	Roots []*Loop
	// Live[l.ID] is the set of variables live at loc l (see Liveness).
	Live [][]*Var
	// Recursion is the recursion limit of a facts file ({"function": f,
	// "recursion": {"max": N}}): at most Max activations of f at once.
	Recursion *Pragma
}

// Loc is a program point.
type Loc struct {
	ID    int
	Name  string // e.g. "%4", "%4.t" (before the terminator), "%4.end" (loop end)
	Block string // the IR basic block it belongs to
	Pos   Pos
	In    []*Trans
	Out   []*Trans
	// Loop is the innermost loop containing this loc, nil at top level.
	Loop *Loop
}

func (l *Loc) String() string { return l.Name }

// TransKind classifies a transition.
type TransKind uint8

// Transition kinds.
const (
	// Body runs the non-terminator instructions of a basic block.
	Body TransKind = iota
	// Edge is a CFG edge: the branch condition as an Assume and the phi
	// nodes of the target as parallel assignments.
	Edge
	// Back is the void back edge of a loop, from its loop-end loc to its
	// header (thesis §3.4: "following the back edge ... a void operation").
	Back
)

// Trans is a transition (From, Ops, To). Ops run in order; an Assume that
// fails makes the transition infeasible.
type Trans struct {
	ID       int
	From, To *Loc
	Ops      []Op
	Pos      Pos
	Kind     TransKind
	// LoopPos is the start location of the !llvm.loop metadata on the
	// branch of this edge, when the branch carries one (a loop's latch).
	LoopPos Pos
}

// Loop is a natural loop in the thesis's normal form: a single entry
// (Header), a single loop-end loc (End) whose only outgoing transition is the
// void Back transition to Header. Exits are the transitions from inside the
// loop to outside (break, return, the loop test).
type Loop struct {
	ID       int
	Header   *Loc
	End      *Loc
	Back     *Trans
	Locs     []*Loc // every loc of the loop, nested loops included
	Exits    []*Trans
	Parent   *Loop
	Children []*Loop
	Depth    int // 1 for outermost
	// Pos is the loop's source position: the start location of its
	// !llvm.loop metadata when present, else the header's position.
	Pos Pos
	// Bound is the loop-bound annotation attached to this loop, if any.
	Bound *Pragma
}

// Contains reports whether l contains loc.
func (l *Loop) Contains(loc *Loc) bool {
	for x := loc.Loop; x != nil; x = x.Parent {
		if x == l {
			return true
		}
	}
	return false
}

// Pragma is a TACLeBench-style source pragma.
type Pragma struct {
	Kind string // "loopbound", "marker", "flowrestriction"
	Text string // the pragma text after the kind
	Pos  Pos
	// Min and Max for loopbound (and Max for recursion).
	Min, Max int64
	// Origin says where the annotation came from, as the report's
	// annotations[] give it: "pragma" (empty means pragma), or
	// "facts:FILE" for an entry of a facts file.
	Origin string
	// Next is, for a source pragma, the source line of the loop statement
	// (for, while, do) that follows it in the preprocessed text, 0 when
	// the next token is not a loop keyword.
	Next int
	// Removed: the loop this loopbound pragma stands before has no copy
	// in the IR (the optimiser unrolled it fully or deleted it), or, for
	// a marker under O2, no count of it is left (the optimiser deleted
	// the code it marks, which never runs); the pragma bounds or counts
	// nothing and is reported as such.
	Removed bool
}

// Span is a range of source lines of one file (From..To, inclusive).
type Span struct {
	File     string
	From, To int
}

// Contains reports whether p lies in s (files compared by base name, as
// debug information names a file by the name clang was given).
func (s Span) Contains(p Pos) bool {
	return s.File != "" && p.Known() && filepath.Base(s.File) == filepath.Base(p.File) && s.From <= p.Line && p.Line <= s.To
}

// OriginOf is pr's origin, "pragma" when unset.
func (pr *Pragma) OriginOf() string {
	if pr.Origin == "" {
		return "pragma"
	}
	return pr.Origin
}

// Op is an operation of a transition.
type Op interface{ opPos() Pos }

// OpBase carries the position shared by every op. Its method has a pointer
// receiver, so only pointers (*Assign, *Load, ...) are Ops.
type OpBase struct{ At Pos }

func (o *OpBase) opPos() Pos { return o.At }

// PosOf returns the position of op.
func PosOf(op Op) Pos { return op.opPos() }

// Assign sets Dst := E.
type Assign struct {
	OpBase
	Dst *Var
	E   Expr
}

// Assume requires the i1 expression C to be true.
type Assume struct {
	OpBase
	C Expr
}

// HavocKind says where an unknown value comes from.
type HavocKind uint8

// Havoc kinds.
const (
	HavocNondet   HavocKind = iota // __wcet_nondet / __wcet_nondet_range: next value of the nondet sequence
	HavocExtern                    // result of an external function: next value of the nondet sequence
	HavocVolatile                  // an unknown value of a volatile read (the frontend keeps volatile loads as Load{Volatile: true}, which the interpreter reads from memory)
	HavocUndef                     // undef/poison operand or float-to-unknown: interpreter uses 0
)

// Havoc sets Dst to an unknown value of its type, within Lo..Hi (signed
// bounds, both inclusive) when they are non-nil.
type Havoc struct {
	OpBase
	Dst    *Var
	Kind   HavocKind
	Lo, Hi Expr
	Why    string // e.g. "result of external function rand"
}

// Cost adds Amount (a signed integer expression, usually a constant) to
// resource Res ("cycles", "heap").
type Cost struct {
	OpBase
	Res    string
	Amount Expr
}

// Tick records the IR instructions executed since the previous Tick of the
// same block; the cost models of lowlevel price it and replace it by Cost
// ops (lowlevel.Apply). Before Apply, Ticks are the only record of cost.
type Tick struct {
	OpBase
	Func  string
	Block string
	// Opcodes are LLVM opcode names ("add", "load", "br", "phi", ...) of
	// the instructions counted here; a call instruction is "call:NAME"
	// (NAME the callee: "call:f", "call:malloc", "call:llvm.umax.i32").
	Opcodes []string
	// BlockStart is set on the first Tick of a block (per-block costs, the
	// `unit` model, are charged there).
	BlockStart bool
	// Bytes is the byte count of a memcpy/memset/memmove call counted in
	// this tick (nil when none): the insn model charges 1 per byte.
	Bytes Expr
	// Lines are the source positions of the instructions, for per-line cost
	// tables.
	Lines []Pos
}

// Count increments frequency variable Name (WCET_COUNT).
type Count struct {
	OpBase
	Name string
}

// Reset sets frequency variable Name to 0 (WCET_RESET).
type Reset struct {
	OpBase
	Name string
}

// Assert checks the assertion Text (assertions/lang syntax) over the
// frequency variables (WCET_ASSERT).
type Assert struct {
	OpBase
	Text string
	// Origin is where the assertion came from: "" for a WCET_ASSERT
	// macro, "pragma" for a flowrestriction pragma, "facts:FILE" for a
	// facts file.
	Origin string
}

// Call calls a function defined in the program.
type Call struct {
	OpBase
	Dsts   []*Var // the result's scalar leaves (empty for void)
	Callee string
	Args   []Expr // scalar leaves of the arguments, in order
}

// Lib calls a function without a definition: a modelled library function
// (malloc, calloc, realloc, free, memcpy, memset, memmove, abs, labs, llabs,
// strlen, exit, _Exit, abort) or another external function. For llvm.mem*
// intrinsics Name is "memcpy", "memset" or "memmove".
type Lib struct {
	OpBase
	Dsts []*Var
	Name string
	Args []Expr
	// NoReturn is set for calls that end the program.
	NoReturn bool
}

// computedLib are C library functions wcet does not model whose result
// the real function computes from its arguments and the memory they
// point to (string.h comparisons and searches, number parsing,
// character classes, math): an analysis takes the result as any value
// (an external result), which covers the real one, but a path that
// needs a particular value of it may have no real run (LibComputed).
var computedLib = map[string]bool{
	"strcmp": true, "strncmp": true, "memcmp": true, "bcmp": true, "strcoll": true,
	"strcasecmp": true, "strncasecmp": true, "strnlen": true, "strspn": true, "strcspn": true,
	"strchr": true, "strrchr": true, "strstr": true, "strpbrk": true, "memchr": true, "memrchr": true,
	"atoi": true, "atol": true, "atoll": true, "strtol": true, "strtoul": true, "strtoll": true,
	"strtoull": true, "strtod": true, "strtof": true, "atof": true,
	"toupper": true, "tolower": true, "isalpha": true, "isdigit": true, "isalnum": true,
	"isspace": true, "isupper": true, "islower": true, "isxdigit": true, "isprint": true,
	"sqrt": true, "sqrtf": true, "sin": true, "sinf": true, "cos": true, "cosf": true,
	"tan": true, "atan": true, "atan2": true, "exp": true, "log": true, "pow": true,
	"fabs": true, "floor": true, "ceil": true, "fmod": true,
}

// LibComputed reports whether name is a C library function whose
// result the real function computes (computedLib): a witness that takes
// its result as an input replays in the model, but may have no real run,
// so it proves no exactness (unroll's self-check).
func LibComputed(name string) bool { return computedLib[name] }

// Alloca allocates a stack object of Size*Count bytes in the current frame
// and sets Dst to its address.
type Alloca struct {
	OpBase
	Dst   *Var
	Size  int64 // element size
	Count Expr  // element count (integer); constant 1 for plain allocas
	Align int64
	Name  string // source variable name if known
}

// Load reads a value of Dst's type at address Addr into Dst.
type Load struct {
	OpBase
	Dst  *Var
	Addr Expr
	// Volatile: the read is an input of the firmware model (any value of
	// its type): a volatile global, a memory-mapped register, a volatile
	// local whose address escapes. A volatile local whose address never
	// escapes is a plain load (the frontend's privateSlots decides).
	Volatile bool
}

// Store writes Val (of type T) at address Addr.
type Store struct {
	OpBase
	Addr Expr
	Val  Expr
	T    Type
	// Volatile: as Load.Volatile (a plain store to a volatile local whose
	// address never escapes).
	Volatile bool
}

// StackSave sets Dst to a token for the current stack state
// (llvm.stacksave).
type StackSave struct {
	OpBase
	Dst *Var
}

// StackRestore frees the allocas made since the StackSave that produced
// Token (llvm.stackrestore).
type StackRestore struct {
	OpBase
	Token Expr
}

// Ret returns from the function with the given scalar leaves.
type Ret struct {
	OpBase
	Vals []Expr
}

// Unreachable marks a point that no defined execution reaches
// (`unreachable`, `llvm.trap`); reaching it is undefined behaviour.
type Unreachable struct {
	OpBase
}

// Expr is a side-effect-free scalar expression.
type Expr interface{ Type() Type }

// Const is an integer constant (Int or Ptr null) held as a bit pattern in V
// (0 <= V < 2^Bits).
type Const struct {
	T Type
	V *big.Int
}

func (c *Const) Type() Type { return c.T }

// FConst is a floating-point constant. Values of x86_fp80 and fp128 are held
// at float64 precision.
type FConst struct {
	T Type
	V float64
}

func (c *FConst) Type() Type { return c.T }

// Undef is an undef or poison operand. The interpreter reads it as zero
// (what lli does); the analysis treats it as unknown.
type Undef struct {
	T      Type
	Poison bool
}

func (u *Undef) Type() Type { return u.T }

// Ref reads a variable.
type Ref struct{ V *Var }

func (r *Ref) Type() Type { return r.V.Type }

// GlobalAddr is the address of a global object.
type GlobalAddr struct{ G *Global }

func (*GlobalAddr) Type() Type { return PtrT }

// FuncAddr is the address of a function. It may be stored and compared;
// calling through it is refused by the frontend.
type FuncAddr struct{ Name string }

func (*FuncAddr) Type() Type { return PtrT }

// PtrAdd is pointer arithmetic (getelementptr): Base plus Off bytes, where
// Off is a signed 64-bit integer expression.
type PtrAdd struct {
	Base Expr
	Off  Expr
	// InBounds is getelementptr inbounds.
	InBounds bool
}

func (*PtrAdd) Type() Type { return PtrT }

// Bin is a binary operation of LLVM semantics on operands of type T.
//
// Integer Op: add sub mul udiv sdiv urem srem shl lshr ashr and or xor,
// and the intrinsics smax smin umax umin; "sadd.ov", "uadd.ov", "ssub.ov",
// "usub.ov", "smul.ov", "umul.ov" give the i1 overflow bit of the
// corresponding *.with.overflow intrinsic (the result type is then i1).
// Float Op: fadd fsub fmul fdiv frem.
type Bin struct {
	Op       string
	X, Y     Expr
	T        Type // the type of the result
	NSW, NUW bool
	Exact    bool
}

func (b *Bin) Type() Type { return b.T }

// Un is a unary operation: "abs" (llvm.abs, with Poison set when INT_MIN is
// poison), "fneg", "not" (i1 negation, used by the frontend for branch
// conditions).
type Un struct {
	Op     string
	X      Expr
	T      Type
	Poison bool
}

func (u *Un) Type() Type { return u.T }

// Cmp is an icmp or fcmp comparison; the result is i1.
// Pred is an icmp predicate (eq ne ugt uge ult ule sgt sge slt sle) or an
// fcmp predicate prefixed with "f" (foeq, fone, fult, ..., ftrue, ffalse).
type Cmp struct {
	Pred string
	X, Y Expr
}

func (*Cmp) Type() Type { return I1 }

// Cast converts X to type To. Op is an LLVM cast opcode: trunc zext sext
// ptrtoint inttoptr bitcast fptosi fptoui sitofp uitofp fpext fptrunc.
type Cast struct {
	Op string
	X  Expr
	To Type
}

func (c *Cast) Type() Type { return c.To }

// Select is C ? X : Y.
type Select struct {
	C, X, Y Expr
}

func (s *Select) Type() Type { return s.X.Type() }

// Intrin is a side-effect-free LLVM intrinsic without an operator of its
// own. Name is its base name without "llvm." and type suffixes: integer
// ctpop ctlz cttz bswap bitreverse fshl fshr (ctlz/cttz take the
// is-zero-poison flag as a second argument), float fabs sqrt floor ceil
// trunc round rint nearbyint minnum maxnum copysign fma.
type Intrin struct {
	Name string
	Args []Expr
	T    Type
}

func (i *Intrin) Type() Type { return i.T }

// IntConst returns the constant v (reduced to a bit pattern) of type t.
func IntConst(t Type, v int64) *Const {
	b := big.NewInt(v)
	return &Const{T: t, V: Wrap(b, t.Bits)}
}

// Wrap reduces v modulo 2^bits into 0..2^bits-1 (a new big.Int).
func Wrap(v *big.Int, bits int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	r := new(big.Int).Mod(v, m)
	return r
}

// Signed reads the bit pattern v of width bits as a two's-complement integer.
func Signed(v *big.Int, bits int) *big.Int {
	if bits > 0 && v.Bit(bits-1) == 1 {
		return new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	}
	return new(big.Int).Set(v)
}

// EachOp calls fn on every op of every function of p, with its
// function and transition, in order.
func (p *Program) EachOp(fn func(f *Func, t *Trans, op Op)) {
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				fn(f, t, op)
			}
		}
	}
}
