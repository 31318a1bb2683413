package interp

import (
	"fmt"
	"iter"
	"math/big"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
	"weak"

	"wcet/ts"
)

// ArgVal is the value of one --arg: an integer (name=5) or a list
// (name=[1,2,3]).
type ArgVal struct {
	Scalar *big.Int
	List   []*big.Int
	IsList bool
}

// Config configures one run.
type Config struct {
	// Entry is the function to run; "" means "main".
	Entry string
	// Args gives the entry's parameters by Var.Name (or Var.IR), and the
	// initial contents of globals by Global.Src (or Name): a scalar is stored
	// at offset 0, a list is stored element by element from offset 0, as
	// values of Global.Elem; the rest of the global keeps its initializer.
	// A pointer parameter takes a list: it then points to a fresh object
	// holding the elements as values of Var.Pointee; the scalar 0 makes it
	// null. Integer and float parameters take a scalar.
	Args map[string]ArgVal
	// Nondet is the sequence of values that __wcet_nondet, external
	// functions and integer volatile loads return, consumed in order. A
	// volatile load of an object of the program finding the sequence
	// exhausted reads what the program stored there; any other reader
	// ends the run with an error.
	Nondet []*big.Int
	// Choose, when set, supplies the nondet values instead of Nondet: it
	// is called for each value with the bounds the program gives it (nil
	// when none; WCET_NONDET_RANGE gives both) and the width of the
	// variable in bits. A panic in Choose propagates out of Run.
	Choose func(lo, hi *big.Int, bits int) *big.Int
	// MaxSteps bounds the executed ops (see Result.Steps); 0 means 2e9.
	MaxSteps int64
	// MaxDepth bounds the call frames; 0 means 100000.
	MaxDepth int
	// RecordPath records the executed transitions in Result.Path.
	RecordPath bool
	// LoopBounds ends the run, as Result.Cut, when it is about to
	// complete body execution B+1 of an entry of a loop whose loop-bound
	// annotation's maximum is B: the runs the analysis cuts and excludes
	// from its bound. Body executions are counted per entry of the loop
	// and per call frame, in the analyzer's unit (Loop.CompletesBody;
	// unroll's loop table and loop-bound cut).
	LoopBounds bool
	// StopAtUnknown ends the run with an *Error (Unknown set) at the first
	// value the analysis does not know: a nondet value or an external
	// function's result (any Havoc but an undef one, which the
	// interpreter reads as 0 — that too stops the run), and an integer
	// volatile load. A run that ends without it read no input: it is the
	// only run of the program (unroll's concrete fast path).
	StopAtUnknown bool
	// Deadline, when not zero, ends the run with an *Error (Deadline set)
	// once it has passed (checked every deadlineEvery ops): the analysis's
	// budget (analysis.Budget) reaches the runs it makes.
	Deadline time.Time
	// Attribute, when set, names a cumulative resource ("cycles", …; not
	// "heap") whose amounts the run attributes to the function
	// activations that add them: Result.Calls (attribute.go).
	Attribute string
	// OnAlloca, when set, is called with each alloca the run executes
	// and its element count (the count expression's value, of its type),
	// before the allocation: the stack resource's check of the worst
	// path's variable-length arrays (internal/driver).
	OnAlloca func(a *ts.Alloca, count *big.Int)
}

// deadlineEvery is how many ops run between two looks at the clock.
const deadlineEvery = 1 << 16

// LoopCut is where a run under Config.LoopBounds stopped: about to
// start body execution Max+1 of Loop (in function Func).
type LoopCut struct {
	Loop *ts.Loop
	Func string
	Max  int64
}

// Default limits of Config.
const (
	DefaultMaxSteps = 2_000_000_000
	DefaultMaxDepth = 100_000
)

// Blocked is the first assertion that failed in a run.
type Blocked struct {
	Assertion string
	At        ts.Pos
}

// Step is one executed transition: Func.Trans[Trans] of function Func.
type Step struct {
	Func  string
	Trans int
}

// Path is the executed transitions of a run, stored compactly: one int32
// a step, numbering the program's transitions, and the table that names
// them. A recorded run is long (md5: a 4.3M-transition path); a slice of
// Steps, each with its function's name, cost 24 bytes a step and a
// garbage collector that scans every one of them, several times the
// run's own time.
type Path struct {
	table []Step
	ids   []int32
}

// Len is the number of steps.
func (p Path) Len() int { return len(p.ids) }

// At is step i.
func (p Path) At(i int) Step { return p.table[p.ids[i]] }

// All yields the steps in order.
func (p Path) All() iter.Seq[Step] {
	return func(yield func(Step) bool) {
		for _, id := range p.ids {
			if !yield(p.table[id]) {
				return
			}
		}
	}
}

// Result is the outcome of a run that ended normally.
type Result struct {
	// Costs holds every resource the program names, plus "cycles" and
	// "heap": cumulative resources hold the sum of their Cost amounts;
	// "heap" holds the peak (high watermark, from 0) of the running sum of
	// the live heap objects' sizes and the "heap" Cost amounts
	// (WCET_ALLOC/WCET_FREE); "stack" the peak of the running sum of the
	// "stack" Cost amounts (the frames lowlevel/stack adds).
	Costs map[string]int64
	// Ended is "return" (the entry returned), "exit" (exit or _Exit),
	// "abort" (abort, or another external noreturn function) or "cut"
	// (Config.LoopBounds stopped it: see Cut).
	Ended string
	// Return holds the entry's returned scalars as bit patterns (a float as
	// its IEEE encoding), or the exit code for "exit".
	Return []*big.Int
	// Blocked is the first assertion that failed, nil if none; the run goes
	// on to its end regardless.
	Blocked *Blocked
	// Counters holds the final value of every frequency variable the
	// program counts, resets or mentions in an assertion.
	Counters map[string]int64
	// Steps counts the executed ops (Ticks excepted); a transition without
	// ops counts as one.
	Steps      int64
	NondetUsed int
	// ExternsRead names, once each in order of first use, the external
	// functions whose results the run took from the nondet sequence (a
	// result no op reads is not counted).
	ExternsRead []string
	// Path is the executed transitions, when Config.RecordPath is set.
	Path Path
	// Cut is the annotated loop whose maximum the run was about to exceed
	// when Config.LoopBounds stopped it (Ended is then "cut"), else nil.
	Cut *LoopCut
	// Calls is the call tree of Config.Attribute's resource, nil without
	// it.
	Calls *CallTree
}

// Error is an error of a run, at the position of the op that met it.
type Error struct {
	Pos ts.Pos
	// Origin is, for the use of a poison value, the operation that made
	// it (an overflow on nsw, …): where C's undefined behaviour is.
	Origin ts.Pos
	Msg    string
	// Unknown: Config.StopAtUnknown stopped the run at an unknown value.
	Unknown bool
	// Deadline: Config.Deadline stopped the run.
	Deadline bool
	// Steps counts the ops the run executed before it stopped.
	Steps int64
}

func (e *Error) Error() string {
	if !e.Pos.Known() && e.Pos.IR == "" {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// Run interprets p from cfg.Entry. The compiled form of p is cached, keyed
// by p and checked against the shape of p's transitions; after changing an
// op in place (rather than replacing a transition's Ops slice) use
// New.
func Run(p *ts.Program, cfg Config) (*Result, error) {
	if p == nil {
		return nil, &Error{Msg: "no program to run"}
	}
	in, err := cachedInterpSafe(p)
	if err != nil {
		return nil, err
	}
	return in.Run(cfg)
}

// cachedInterpSafe is cachedInterp with panics turned into errors.
func cachedInterpSafe(p *ts.Program) (in *Interp, err error) {
	defer func() {
		if r := recover(); r != nil {
			in, err = nil, internalError(r)
		}
	}()
	return cachedInterp(p)
}

// New compiles p for repeated runs. The Interp is independent of
// later changes to p and safe for concurrent use.
func New(p *ts.Program) (in *Interp, err error) {
	defer func() {
		if r := recover(); r != nil {
			in, err = nil, internalError(r)
		}
	}()
	if p == nil {
		return nil, &Error{Msg: "no program to run"}
	}
	return compileProgram(p)
}

// Run interprets the program from cfg.Entry.
func (in *Interp) Run(cfg Config) (res *Result, err error) {
	var m *machine
	defer func() {
		if r := recover(); r != nil {
			if m != nil && m.inChoose {
				panic(r) // Config.Choose's own panic
			}
			res, err = nil, internalError(r)
		}
	}()
	m, err = in.newMachine(cfg)
	if err != nil {
		return nil, err
	}
	m.loop()
	if m.err != nil {
		m.err.Steps = m.steps
		return nil, m.err
	}
	return m.result(), nil
}

// internalError turns a panic of the interpreter into a one-line error
// naming the place of the panic.
func internalError(r any) error {
	at := ""
	pcs := make([]uintptr, 32)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		fr, more := frames.Next()
		if !strings.HasPrefix(fr.Function, "runtime.") && fr.Function != "" {
			at = fmt.Sprintf(" at %s:%d", filepath.Base(fr.File), fr.Line)
			break
		}
		if !more {
			break
		}
	}
	msg := strings.ReplaceAll(fmt.Sprint(r), "\n", " ")
	return &Error{Msg: fmt.Sprintf("internal error in the interpreter: %s%s (please report it)", msg, at)}
}

// The cache of compiled programs, keyed by a weak pointer so that it does
// not keep programs alive.
var interpCache struct {
	sync.Mutex
	m map[weak.Pointer[ts.Program]]*interpEntry
}

type interpEntry struct {
	in    *Interp
	shape []transShape
}

// transShape is what the cache checks of a transition: its ops slice and
// target.
type transShape struct {
	ops *ts.Op
	n   int
	to  *ts.Loc
	// bound is a loop's loop-bound annotation (Config.LoopBounds reads
	// the annotated loops from the compiled form; its Max is read at run
	// time).
	bound *ts.Pragma
}

// walkShape calls visit with the shape of p, item by item, until visit
// returns false; it reports whether every call returned true.
func walkShape(p *ts.Program, visit func(transShape) bool) bool {
	if !visit(transShape{n: len(p.Funcs)}) || !visit(transShape{n: len(p.Globals)}) {
		return false
	}
	for _, f := range p.Funcs {
		if f == nil {
			continue
		}
		if !visit(transShape{n: len(f.Vars)}) || !visit(transShape{n: len(f.Locs)}) {
			return false
		}
		if !visit(transShape{n: len(f.Loops)}) {
			return false
		}
		for _, L := range f.Loops {
			if L != nil && !visit(transShape{bound: L.Bound}) {
				return false
			}
		}
		for _, t := range f.Trans {
			if t == nil {
				continue
			}
			sh := transShape{n: len(t.Ops), to: t.To}
			if len(t.Ops) > 0 {
				sh.ops = &t.Ops[0]
			}
			if !visit(sh) {
				return false
			}
		}
	}
	return true
}

func programShape(p *ts.Program) []transShape {
	var s []transShape
	walkShape(p, func(sh transShape) bool { s = append(s, sh); return true })
	return s
}

// hasShape reports whether p still has the shape s.
func hasShape(p *ts.Program, s []transShape) bool {
	i := 0
	ok := walkShape(p, func(sh transShape) bool {
		if i >= len(s) || s[i] != sh {
			return false
		}
		i++
		return true
	})
	return ok && i == len(s)
}

func cachedInterp(p *ts.Program) (*Interp, error) {
	key := weak.Make(p)
	interpCache.Lock()
	e := interpCache.m[key]
	interpCache.Unlock()
	if e != nil && hasShape(p, e.shape) {
		return e.in, nil
	}
	shape := programShape(p)
	in, err := compileProgram(p)
	if err != nil {
		return nil, err
	}
	interpCache.Lock()
	defer interpCache.Unlock()
	if interpCache.m == nil {
		interpCache.m = make(map[weak.Pointer[ts.Program]]*interpEntry)
	}
	if interpCache.m[key] == nil {
		runtime.AddCleanup(p, func(k weak.Pointer[ts.Program]) {
			interpCache.Lock()
			delete(interpCache.m, k)
			interpCache.Unlock()
		}, key)
	}
	interpCache.m[key] = &interpEntry{in: in, shape: shape}
	return in, nil
}

// iframe is the activation of a function.
type iframe struct {
	m    *machine
	fn   *cfunc
	regs []uint64   // narrow values by Var.ID
	wide []*big.Int // wide values by Var.ID (functions with wide variables)
	loc  *cloc      // the current loc, when tr is nil
	tr   *ctrans    // the transition being run
	pc   int        // the next op of tr
	// allocas are the stack objects of the frame, in allocation order.
	allocas []uint32
	retN    []uint64
	retW    []*big.Int
	hasRet  bool
	// Poison (interp_poison.go): pois by Var.ID in functions that track it,
	// npois the number of poisoned variables, taint the poison of the
	// expression being evaluated.
	pois  []*poisonSrc
	npois int
	taint *poisonSrc
	// lbCount are the body executions of the current entry of each loop
	// of fn.bounded (Config.LoopBounds).
	lbCount []int64
	// act is the frame's attribution (Config.Attribute).
	act activation
}

// fail records an error of the run.
func (f *iframe) fail(pos ts.Pos, format string, args ...any) { f.m.failf(pos, format, args...) }

// machine is the state of one run.
type machine struct {
	in       *Interp
	mem      imem
	frames   []*iframe // frames[:depth] are active; the rest are reused
	depth    int
	stop     bool // the run ended or failed
	err      *Error
	steps    int64
	maxSteps int64
	deadline time.Time // Config.Deadline
	nextLook int64     // the ops at which the deadline is looked at next
	maxDepth int
	costs    []int64
	heapCur  int64
	heapPeak int64
	// stackCur and stackPeak are the running sum of the "stack" Cost
	// amounts (frames pushed and popped: lowlevel/stack) and its peak.
	stackCur, stackPeak int64
	counters            []int64
	nondet              []*big.Int
	chooser             func(lo, hi *big.Int, bits int) *big.Int
	inChoose            bool // running chooser: its panics are the caller's
	nused               int
	blocked             *Blocked
	record              bool
	// externsRead: Result.ExternsRead.
	externsRead []string
	lbOn        bool     // Config.LoopBounds
	strict      bool     // Config.StopAtUnknown
	cut         *LoopCut // where LoopBounds stopped the run
	path        []int32  // by ctrans.gid (Path)
	ended       string
	retVals     []*big.Int
	env         func(string) int64
	scratchN    []uint64
	scratchW    []*big.Int
	scratchP    []*poisonSrc
	attr        *attribution               // Config.Attribute, nil without it
	onAlloca    func(*ts.Alloca, *big.Int) // Config.OnAlloca
}

func (m *machine) failf(pos ts.Pos, format string, args ...any) {
	if m.err == nil {
		m.err = &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
	}
	m.stop = true
}

func (m *machine) setErr(err *Error) {
	if m.err == nil {
		m.err = err
	}
	m.stop = true
}

// end ends the run normally.
func (m *machine) end(how string, ret []*big.Int) {
	m.ended, m.retVals, m.stop = how, ret, true
}

// addHeap adds d to the running heap value.
func (m *machine) addHeap(d int64) {
	m.heapCur += d
	if m.heapCur > m.heapPeak {
		m.heapPeak = m.heapCur
	}
}

// addStack adds d to the running stack value.
func (m *machine) addStack(d int64) {
	m.stackCur += d
	if m.stackCur > m.stackPeak {
		m.stackPeak = m.stackCur
	}
}

// unknown ends the run at pos, where it would read a value the analysis
// does not know (Config.StopAtUnknown).
func (m *machine) unknown(pos ts.Pos, what string) {
	m.setErr(&Error{Pos: pos, Msg: "the run reads " + what + ", a value the analysis does not know", Unknown: true})
}

// nextNondet returns the next nondet value for a variable of type t (to
// lie within lo..hi when they are not nil), from Config.Choose or the
// nondet sequence.
func (m *machine) nextNondet(pos ts.Pos, why string, t ts.Type, lo, hi *big.Int) (*big.Int, bool) {
	if m.strict {
		m.unknown(pos, "a nondet value")
		return nil, false
	}
	if m.chooser != nil {
		bitsN := t.Bits
		if t.Kind == ts.Ptr {
			bitsN = 64
		}
		m.inChoose = true
		v := m.chooser(lo, hi, bitsN)
		m.inChoose = false
		m.nused++
		if v == nil {
			v = bigZero
		}
		return v, true
	}
	if m.nused >= len(m.nondet) {
		if why != "" {
			why = " (" + why + ")"
		}
		m.failf(pos, "nondet sequence exhausted after %d values%s; give more with --nondet", m.nused, why)
		return nil, false
	}
	v := m.nondet[m.nused]
	m.nused++
	if v == nil {
		v = bigZero
	}
	return v, true
}

// nondetLeft reports whether nextNondet has a value to give (a chooser
// always has one; under Config.StopAtUnknown nextNondet stops the run).
func (m *machine) nondetLeft() bool {
	return m.strict || m.chooser != nil || m.nused < len(m.nondet)
}

// push makes a frame for cf at its entry loc.
func (m *machine) push(cf *cfunc) *iframe {
	if m.depth == len(m.frames) {
		m.frames = append(m.frames, &iframe{m: m})
	}
	f := m.frames[m.depth]
	m.depth++
	f.fn = cf
	f.regs = resized(f.regs, cf.nvars)
	if cf.hasWide {
		f.wide = resized(f.wide, cf.nvars)
	}
	f.retN = resized(f.retN, len(cf.rets))
	f.retW = resized(f.retW, len(cf.rets))
	f.hasRet = false
	if cf.hasPoison {
		f.pois = resized(f.pois, cf.nvars)
	}
	f.npois, f.taint = 0, nil
	f.allocas = f.allocas[:0]
	f.loc, f.tr, f.pc = cf.entry, nil, 0
	if m.lbOn && len(cf.bounded) > 0 {
		f.lbCount = resized(f.lbCount, len(cf.bounded))
	}
	return f
}

// resized returns s with length n and zero elements, reusing its storage.
func resized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// loop runs until the run ends or fails.
func (m *machine) loop() {
outer:
	for !m.stop {
		fr := m.frames[m.depth-1]
		tr := fr.tr
		if tr == nil {
			if tr = m.choose(fr); tr == nil {
				continue
			}
		}
		for {
			ops := tr.ops
			for fr.pc < len(ops) {
				op := &ops[fr.pc]
				fr.pc++
				switch op.kind {
				case kExec:
					op.exec(fr)
					if m.stop {
						return
					}
				case kCall:
					m.call(fr, op)
					continue outer
				case kAssume:
					if op.cond(fr)&1 == 0 && !m.stop {
						m.failf(op.pos, "assumption is false (an llvm.assume of false is undefined behaviour)")
					}
					if m.stop {
						return
					}
				}
			}
			fr.loc, fr.tr = tr.to, nil
			if tr = m.choose(fr); tr == nil {
				continue outer
			}
		}
	}
}

// choose picks the transition to take from fr's loc and makes it fr's
// current one, or handles the exit and halt locs; it returns nil when
// there is nothing more to run in fr.
func (m *machine) choose(fr *iframe) *ctrans {
	l := fr.loc
	t := l.only
	if t == nil {
		if t = m.chooseAmong(fr, l); t == nil {
			return nil
		}
	}
	if t.lb && m.lbOn && !m.loopBound(fr, t) {
		return nil
	}
	m.steps += t.steps
	if m.steps > m.maxSteps {
		m.failf(t.pos, "step limit exceeded: more than %d ops executed (raise it, or check for an endless loop)", m.maxSteps)
		return nil
	}
	if m.steps >= m.nextLook && !m.deadline.IsZero() {
		m.nextLook = m.steps + deadlineEvery
		if time.Now().After(m.deadline) {
			m.setErr(&Error{Pos: t.pos, Msg: fmt.Sprintf("the analysis's time budget ran out after %d ops", m.steps), Deadline: true})
			return nil
		}
	}
	if m.record {
		m.path = append(m.path, t.gid)
	}
	fr.tr, fr.pc = t, 0
	return t
}

// loopBound counts t, about to be taken in fr, against the loop-bound
// annotations (Config.LoopBounds); it ends the run with Result.Cut
// and returns false when t would complete a body execution beyond a
// maximum.
func (m *machine) loopBound(fr *iframe, t *ctrans) bool {
	for _, k := range t.lbDone {
		L := fr.fn.bounded[k]
		if L.Bound == nil {
			continue
		}
		if fr.lbCount[k] >= L.Bound.Max {
			m.cut = &LoopCut{Loop: L, Func: fr.fn.name, Max: L.Bound.Max}
			m.end("cut", nil)
			return false
		}
	}
	for _, k := range t.lbDone {
		fr.lbCount[k]++
	}
	for _, k := range t.lbEnter {
		fr.lbCount[k] = 0
	}
	return true
}

// chooseAmong returns the first transition from l whose guards hold.
func (m *machine) chooseAmong(fr *iframe, l *cloc) *ctrans {
	switch l.kind {
	case locExit:
		m.ret(fr)
		return nil
	case locHalt:
		m.failf(l.pos(fr.fn), "function %s reached its halt point: a call that ends the program returned", fr.fn.name)
		return nil
	}
	failed := -1 // the guard that failed, when l has one transition
	for _, t := range l.out {
		ok := true
		for i, g := range t.guards {
			if g(fr)&1 == 0 {
				ok, failed = false, i
				break
			}
		}
		if m.stop {
			return nil
		}
		if ok {
			return t
		}
	}
	if len(l.out) == 1 && failed >= 0 && failed < len(l.out[0].guardPos) {
		m.failf(l.out[0].guardPos[failed], "assumption is false and there is no other way on from %s in %s (an llvm.assume of false is undefined behaviour)", l.loc.Name, fr.fn.name)
		return nil
	}
	m.failf(l.pos(fr.fn), "no feasible transition at %s in %s", l.loc.Name, fr.fn.name)
	return nil
}

// call enters the callee of op from frame fr.
func (m *machine) call(fr *iframe, op *cop) {
	c := op.call
	if m.depth >= m.maxDepth {
		m.failf(op.pos, "call depth limit of %d frames exceeded calling %s (runaway recursion?)", m.maxDepth, c.callee.name)
		return
	}
	nf := m.push(c.callee)
	for i, a := range c.args {
		p := c.callee.params[i]
		if a.w != nil {
			nf.wide[p] = a.w(fr)
		} else {
			nf.regs[p] = a.n(fr)
		}
	}
	if m.stop { // an argument failed
		m.depth--
		return
	}
	if m.attr != nil {
		m.attrEnter(nf, op.pos)
	}
}

// ret returns from fr, which reached its exit loc.
func (m *machine) ret(fr *iframe) {
	cf := fr.fn
	if !fr.hasRet && len(cf.rets) > 0 {
		m.failf(fr.loc.pos(cf), "function %s reached its exit without a return value", cf.name)
		return
	}
	for i := len(fr.allocas) - 1; i >= 0; i-- {
		m.release(fr.allocas[i])
	}
	fr.allocas = fr.allocas[:0]
	if m.attr != nil {
		m.attrLeave(fr)
	}
	m.depth--
	if m.depth == 0 {
		vals := make([]*big.Int, len(cf.rets))
		for i, t := range cf.rets {
			vals[i] = patternOf(t, fr.retN[i], fr.retW[i])
		}
		m.end("return", vals)
		return
	}
	caller := m.frames[m.depth-1]
	c := caller.tr.ops[caller.pc-1].call
	caller.clearPois(c.dsts)
	for i, d := range c.dsts {
		if c.dstWide[i] {
			caller.wide[d] = fr.retW[i]
		} else {
			caller.regs[d] = fr.retN[i]
		}
	}
}

// patternOf returns a value of type t as its bit pattern.
func patternOf(t ts.Type, n uint64, w *big.Int) *big.Int {
	switch {
	case t.Kind == ts.Float:
		pn, pw := floatPattern(t, floatVal(n))
		if pw != nil {
			return pw
		}
		return new(big.Int).SetUint64(pn)
	case isWide(t):
		if w == nil {
			return new(big.Int)
		}
		return new(big.Int).Set(w)
	}
	return new(big.Int).SetUint64(n)
}

// result assembles the result of a run that ended.
func (m *machine) result() *Result {
	in := m.in
	r := &Result{
		Costs:       make(map[string]int64, len(in.resources)),
		Ended:       m.ended,
		Return:      m.retVals,
		Blocked:     m.blocked,
		Counters:    make(map[string]int64, len(in.counters)),
		Steps:       m.steps,
		NondetUsed:  m.nused,
		ExternsRead: m.externsRead,
		Path:        Path{table: in.steps, ids: m.path},
		Cut:         m.cut,
	}
	if m.attr != nil {
		r.Calls = m.attrFinish()
	}
	for i, name := range in.resources {
		r.Costs[name] = m.costs[i]
	}
	r.Costs["heap"] = m.heapPeak
	r.Costs["stack"] = m.stackPeak
	for i, name := range in.counters {
		r.Counters[name] = m.counters[i]
	}
	return r
}
