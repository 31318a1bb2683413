package instrument

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"wcet/lowlevel"
)

// Instrument edits the LLVM IR module src (textual IR, as opt-14 writes
// it) into a cost-counting program for lli-14 with entry as its entry
// ("" is main), prices it with m and opt, and links in the runtime. The
// result is textual IR that `lli-14 OUT.ll` runs (see the package doc).
// Errors name positions from debug info (file:line:col), or
// @func/%block/#n; the caller prefixes the input's file name to parse
// errors.
func Instrument(src []byte, entry string, m *lowlevel.Model, opt lowlevel.Options) ([]byte, error) {
	return InstrumentVolatile(src, entry, m, opt, false)
}

// InstrumentVolatile is Instrument with the choice of --volatile memory:
// when volatileMemory is set, a volatile object holds what the program
// stored in it (only a read at a fixed address takes the next nondet
// value); otherwise every integer volatile read but one of a private
// stack slot does (volatile.go).
func InstrumentVolatile(src []byte, entry string, m *lowlevel.Model, opt lowlevel.Options, volatileMemory bool) ([]byte, error) {
	rt, err := compileRuntime(targetOf(src))
	if err != nil {
		return nil, err
	}
	mod, err := edit(src, entry, m, opt, rt.imports, volatileMemory)
	if err != nil {
		return nil, err
	}
	return link(mod.String(), rt.ir)
}

// Parse parses textual IR with llir, turning its panics on odd input into
// errors.
func Parse(src []byte) (mod *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("cannot parse the LLVM IR (llir/llvm: %v); check it with opt-14 -passes=verify", r)
		}
	}()
	mod, err = asm.ParseBytes("input.ll", src)
	if err != nil {
		msg := strings.Replace(err.Error(), `unable to parse "input.ll" into an AST: `, "", 1)
		return nil, fmt.Errorf("cannot parse the LLVM IR: %s; check it with opt-14 -passes=verify", msg)
	}
	return mod, nil
}

// Edit parses src and returns the edited module without the runtime:
// everything of the package doc but the link. libc lists the external
// names the runtime takes from libc: user definitions with those names are
// renamed out of its way.
func Edit(src []byte, entry string, m *lowlevel.Model, opt lowlevel.Options, libc []string) (mod *ir.Module, err error) {
	return edit(src, entry, m, opt, libc, false)
}

func edit(src []byte, entry string, m *lowlevel.Model, opt lowlevel.Options, libc []string, volatileMemory bool) (mod *ir.Module, err error) {
	if entry == "" {
		entry = "main"
	}
	mod, err = Parse(src)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("cannot instrument the module (llir/llvm: %v)", r)
		}
	}()
	e := &editor{mod: mod, model: m, opt: opt, funcs: map[string]*ir.Func{}, rt: map[string]*ir.Func{}, strs: map[string]*ir.Global{}, noCost: map[string]bool{}, volatileMemory: volatileMemory}
	for _, f := range mod.Funcs {
		e.funcs[f.Name()] = f
	}
	if f := e.funcs[rtReport]; f != nil && len(f.Blocks) > 0 {
		return nil, fmt.Errorf("the module is already instrumented (it defines %s)", rtReport)
	}
	ef := e.funcs[entry]
	if ef == nil || len(ef.Blocks) == 0 {
		return nil, fmt.Errorf("entry function '%s' is not defined in the module", entry)
	}
	for _, f := range mod.Funcs {
		if f.Linkage == enum.LinkageAvailableExternally {
			f.Linkage = enum.LinkageInternal
		}
	}
	for _, g := range mod.Globals {
		if g.Linkage == enum.LinkageAvailableExternally {
			g.Linkage = enum.LinkageInternal
		}
	}
	e.cycles = ir.NewGlobal(rtCycles, types.I64)
	e.cycles.Linkage = enum.LinkageExternal
	mod.Globals = append(mod.Globals, e.cycles)

	// Costs and assertions, with the names the model knows.
	var errs []string
	seen := map[string]bool{}
	for _, f := range append([]*ir.Func(nil), mod.Funcs...) {
		if len(f.Blocks) == 0 || e.rtFunc(f) {
			continue
		}
		if err := f.AssignIDs(); err != nil {
			return nil, fmt.Errorf("function %s: %v", f.Ident(), err)
		}
		private := privateSlots(f)
		for _, b := range f.Blocks {
			for _, msg := range e.block(f, b, private) {
				if !seen[msg] {
					seen[msg] = true
					errs = append(errs, msg)
				}
			}
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}

	// The generated main (it names globals before any renaming), then
	// library redirections, external functions, and user definitions in
	// the runtime's way.
	if err := e.entryMain(ef); err != nil {
		return nil, err
	}
	if err := e.redirect(libc); err != nil {
		return nil, err
	}
	return mod, nil
}

// Runtime symbols.
const (
	rtCycles    = "__wcet_rt_cycles"
	rtReport    = "__wcet_rt_report"
	rtFV        = "__wcet_rt_fv"
	rtCheck     = "__wcet_rt_check"
	rtNondet    = "__wcet_rt_nondet"
	rtHalt      = "__wcet_rt_halt"
	rtArgInt    = "__wcet_rt_arg_int"
	rtArgArray  = "__wcet_rt_arg_array"
	rtArgGlobal = "__wcet_rt_arg_global"
	rtArgsDone  = "__wcet_rt_args_done"
	origMain    = "__wcet_orig_main"
	extPrefix   = "__wcet_ext."
	userPrefix  = "__wcet_user."
)

// redirected maps library functions to their runtime wrappers.
var redirected = map[string]string{
	"malloc": "__wcet_rt_malloc", "calloc": "__wcet_rt_calloc", "realloc": "__wcet_rt_realloc",
	"free": "__wcet_rt_free", "exit": "__wcet_rt_exit", "_Exit": "__wcet_rt__Exit", "abort": "__wcet_rt_abort",
}

// editor holds the state of one edit.
type editor struct {
	mod    *ir.Module
	model  *lowlevel.Model
	opt    lowlevel.Options
	funcs  map[string]*ir.Func // functions of the input by name
	cycles *ir.Global
	rt     map[string]*ir.Func // runtime declarations added
	strs   map[string]*ir.Global
	nameN  int
	// noCost holds the external functions reported without a cost.
	noCost map[string]bool
	// volatileMemory: --volatile memory (volatile.go).
	volatileMemory bool
}

// rtFunc reports whether f was added by the editor.
func (e *editor) rtFunc(f *ir.Func) bool { return e.rt[f.Name()] == f }

// fresh returns a new local name for an inserted value.
func (e *editor) fresh() string {
	e.nameN++
	return fmt.Sprintf("__wcet.%d", e.nameN)
}

// named gives an inserted instruction a fresh name and returns it.
func named[T interface{ SetName(string) }](e *editor, v T) T {
	v.SetName(e.fresh())
	return v
}

// runtime returns the declaration of runtime function name, adding it.
func (e *editor) runtime(name string, ret types.Type, params ...types.Type) *ir.Func {
	if f := e.rt[name]; f != nil {
		return f
	}
	var ps []*ir.Param
	for _, t := range params {
		ps = append(ps, ir.NewParam("", t))
	}
	f := ir.NewFunc(name, ret, ps...)
	e.mod.Funcs = append(e.mod.Funcs, f)
	e.rt[name] = f
	return f
}

var i8ptr = types.NewPointer(types.I8)

// cstring returns an i8* constant pointing to a private NUL-terminated
// copy of s.
func (e *editor) cstring(s string) constant.Constant {
	g := e.strs[s]
	if g == nil {
		data := constant.NewCharArrayFromString(s + "\x00")
		g = ir.NewGlobalDef(fmt.Sprintf("__wcet.str.%d", len(e.strs)), data)
		g.Linkage = enum.LinkagePrivate
		g.UnnamedAddr = enum.UnnamedAddrUnnamedAddr
		g.Immutable = true
		e.mod.Globals = append(e.mod.Globals, g)
		e.strs[s] = g
	}
	zero := constant.NewInt(types.I64, 0)
	return constant.NewGetElementPtr(g.ContentType, g, zero, zero)
}

// calleeOf returns the function a call calls directly, looking through
// constant casts (calls to K&R-declared functions), or nil.
func calleeOf(c *ir.InstCall) *ir.Func {
	v := c.Callee
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ir.Func:
			return x
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprAddrSpaceCast:
			v = x.From
		default:
			return nil
		}
	}
	return nil
}

// argValue strips the parameter attributes of a call argument.
func argValue(v value.Value) value.Value {
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}

// hasNoReturn reports whether attrs (or their attribute groups) hold
// noreturn.
func hasNoReturn(attrs []ir.FuncAttribute) bool {
	for _, a := range attrs {
		switch x := a.(type) {
		case enum.FuncAttr:
			if x == enum.FuncAttrNoReturn {
				return true
			}
		case *ir.AttrGroupDef:
			if hasNoReturn(x.FuncAttrs) {
				return true
			}
		}
	}
	return false
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
