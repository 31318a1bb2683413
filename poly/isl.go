package poly

// This file holds every call into isl. Nothing else in the package imports
// "C" or sees an isl type except through the aliases below.
//
// Ownership rule. isl marks each pointer argument __isl_take (the callee
// consumes it: it frees it or reuses it in its result) or __isl_keep (the
// callee only reads it), and each pointer result __isl_give (the caller owns
// it and must free it). The wrappers here all *keep* their arguments: where
// isl takes an argument, the wrapper passes isl_*_copy(arg) (a reference
// count increment), so the Go value that holds the argument survives. Every
// result a wrapper returns is owned by the caller, which frees it exactly
// once (Ctx.free*). Ctx.live counts the owned isl objects: +1 at every give
// that a wrapper hands out, −1 at every free. Temporaries that a wrapper
// creates and hands straight to a __isl_take parameter are not counted:
// they never leave this file. Tests check that live returns to zero.
//
// Errors. The context runs with on_error = ISL_ON_ERROR_CONTINUE: a failing
// operation returns NULL (or isl_bool_error, or −1) and records the error
// in the context. Every wrapper checks its result; a failure other than a
// quota hit is a bug in the caller or in isl and panics with *Error. A
// quota hit (isl_error_quota, after isl_ctx_set_max_operations) is only
// possible inside convexHullQuota, which reports it as ok=false after
// resetting the error and the operation count.

/*
#cgo LDFLAGS: -lisl -lgmp
#include <limits.h>
#include <stdlib.h>
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/space.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/constraint.h>
#include <isl/aff.h>
#include <isl/val.h>
#include <isl/ilp.h>
#include <isl/point.h>
#include <isl/version.h>
#include <isl/mat.h>

// The helpers below move a whole basic set between isl and Go in one cgo
// call when every value fits in a machine word (the usual case); the Go
// side falls back to the per-value calls otherwise.

// wcet_fits reports whether the integer v lies in ±2^62.
static int wcet_fits(isl_val *v) {
	return isl_val_cmp_si(v, 1L << 62) < 0 && isl_val_cmp_si(v, -(1L << 62)) > 0;
}

// wcet_bset_rows writes the constraints of the lifted basic set lb (kept;
// no existential variables) into out, m rows of total+2 longs each: the
// equality flag, the total coefficients, the constant. It returns 0, or 1
// when a value does not fit (out is then incomplete), or -1 on an isl
// error.
static int wcet_bset_rows(isl_basic_set *lb, int total, int m, long *out) {
	isl_constraint_list *list = isl_basic_set_get_constraint_list(lb);
	if (!list)
		return -1;
	int rc = 0;
	for (int i = 0; i < m && rc == 0; i++) {
		isl_constraint *con = isl_constraint_list_get_at(list, i);
		if (!con) {
			rc = -1;
			break;
		}
		long *r = out + (long)i * (total + 2);
		r[0] = isl_constraint_is_equality(con) == isl_bool_true;
		for (int j = 0; j <= total && rc == 0; j++) {
			if (j < total) {
				// Most coefficients are 0: tested without allocating a value.
				isl_bool nz = isl_constraint_involves_dims(con, isl_dim_set, j, 1);
				if (nz < 0) {
					rc = -1;
					break;
				}
				if (!nz) {
					r[1 + j] = 0;
					continue;
				}
			}
			isl_val *v = j < total ? isl_constraint_get_coefficient_val(con, isl_dim_set, j)
			                       : isl_constraint_get_constant_val(con);
			if (!v)
				rc = -1;
			else if (!isl_val_is_int(v) || !wcet_fits(v))
				rc = 1;
			else
				r[1 + j] = isl_val_get_num_si(v);
			isl_val_free(v);
		}
		isl_constraint_free(con);
	}
	isl_constraint_list_free(list);
	return rc;
}

// wcet_val returns the integer hi·2^62 + lo.
static isl_val *wcet_val(isl_ctx *ctx, long hi, long lo) {
	isl_val *v = isl_val_int_from_si(ctx, lo);
	if (hi != 0)
		v = isl_val_add(v, isl_val_mul_ui(isl_val_int_from_si(ctx, hi), 1UL << 62));
	return v;
}

// wcet_set_from_rows builds the basic set over n set dims (as a set) of
// the m rows in rows, each 1+2(n+1) longs: the equality flag, then the n
// coefficients and the constant, each as a pair hi, lo for hi·2^62 + lo.
static isl_set *wcet_set_from_rows(isl_ctx *ctx, int n, int m, const long *rows) {
	long w = 1 + 2 * (long)(n + 1);
	int neq = 0;
	for (int i = 0; i < m; i++)
		neq += rows[(long)i * w] != 0;
	isl_mat *eq = isl_mat_alloc(ctx, neq, n + 1);
	isl_mat *ineq = isl_mat_alloc(ctx, m - neq, n + 1);
	int ie = 0, ii = 0;
	for (int i = 0; i < m; i++) {
		const long *r = rows + (long)i * w;
		isl_mat **mat = r[0] ? &eq : &ineq;
		int k = r[0] ? ie++ : ii++;
		for (int j = 0; j <= n; j++) {
			long hi = r[1 + 2 * j], lo = r[2 + 2 * j];
			if (hi == 0 && lo >= INT_MIN && lo <= INT_MAX) {
				// The usual case: no isl_val to allocate.
				*mat = isl_mat_set_element_si(*mat, k, j, (int)lo);
				continue;
			}
			*mat = isl_mat_set_element_val(*mat, k, j, wcet_val(ctx, hi, lo));
		}
	}
	isl_space *space = isl_space_set_alloc(ctx, 0, n);
	isl_basic_set *bset = isl_basic_set_from_constraint_matrices(space, eq, ineq,
		isl_dim_set, isl_dim_cst, isl_dim_param, isl_dim_div);
	return isl_set_from_basic_set(bset);
}
*/
import "C"

import (
	"fmt"
	"math/big"
	"unsafe"
)

// Handles to isl objects, visible to the rest of the package only through
// these aliases.
type (
	islCtx   = C.isl_ctx
	islSet   = C.isl_set
	islBSet  = C.isl_basic_set
	islMap   = C.isl_map
	islVal   = C.isl_val
	islMulti = C.isl_multi_aff
)

// Error is an isl failure that is not a quota hit: an invalid argument, an
// internal error, or memory exhaustion. It is raised as a panic, since it
// means a bug (or no memory), never a property of the analyzed program.
type Error struct {
	Op   string // the isl function that failed
	Code int    // enum isl_error
	Msg  string
	File string
	Line int
}

func (e *Error) Error() string {
	return fmt.Sprintf("poly: %s failed: isl error %d: %s (%s:%d)", e.Op, e.Code, e.Msg, e.File, e.Line)
}

// IslVersion returns isl's version string.
func IslVersion() string { return C.GoString(C.isl_version()) }

func newIslCtx() *C.isl_ctx {
	ctx := C.isl_ctx_alloc()
	if ctx == nil {
		panic("poly: isl_ctx_alloc failed")
	}
	C.isl_options_set_on_error(ctx, C.ISL_ON_ERROR_CONTINUE)
	return ctx
}

func freeIslCtx(ctx *C.isl_ctx) { C.isl_ctx_free(ctx) }

// abortIsl makes the operation running in ctx (and every later one) fail
// with isl_error_abort; isl allows it from another thread. resumeIsl
// lifts it.
func abortIsl(ctx *C.isl_ctx)  { C.isl_ctx_abort(ctx) }
func resumeIsl(ctx *C.isl_ctx) { C.isl_ctx_resume(ctx) }

// lastError reads and clears the context's error state.
func (c *Ctx) lastError(op string) *Error {
	e := &Error{Op: op, Code: int(C.isl_ctx_last_error(c.ctx))}
	if m := C.isl_ctx_last_error_msg(c.ctx); m != nil {
		e.Msg = C.GoString(m)
	}
	if f := C.isl_ctx_last_error_file(c.ctx); f != nil {
		e.File = C.GoString(f)
	}
	e.Line = int(C.isl_ctx_last_error_line(c.ctx))
	C.isl_ctx_reset_error(c.ctx)
	return e
}

// fail panics with the context's error: *DeadlineError when the
// operation was interrupted at the deadline (isl_error_abort, or any error
// of an operation that ran past it: an aborted step can surface as
// another error further up), *Error otherwise.
func (c *Ctx) fail(op string) {
	e := c.lastError(op)
	if e.Code == C.isl_error_abort || c.pastDeadline() {
		panic(&DeadlineError{})
	}
	panic(e)
}

// gaveSet (gaveBSet, gaveMap, gaveMulti) checks a __isl_give result and
// counts it as live; past the Ctx's deadline (SetDeadline) it frees the
// result and panics with *DeadlineError.
func (c *Ctx) gaveSet(p *C.isl_set, op string) *C.isl_set {
	c.gave(unsafe.Pointer(p), op)
	if c.pastDeadline() {
		c.freeSet(p)
		panic(&DeadlineError{})
	}
	return p
}

func (c *Ctx) gaveBSet(p *C.isl_basic_set, op string) *C.isl_basic_set {
	c.gave(unsafe.Pointer(p), op)
	if c.pastDeadline() {
		c.freeBSet(p)
		panic(&DeadlineError{})
	}
	return p
}

func (c *Ctx) gaveMap(p *C.isl_map, op string) *C.isl_map {
	c.gave(unsafe.Pointer(p), op)
	if c.pastDeadline() {
		c.freeMap(p)
		panic(&DeadlineError{})
	}
	return p
}

func (c *Ctx) gaveMulti(p *C.isl_multi_aff, op string) *C.isl_multi_aff {
	c.gave(unsafe.Pointer(p), op)
	if c.pastDeadline() {
		c.freeMulti(p)
		panic(&DeadlineError{})
	}
	return p
}

func (c *Ctx) gave(p unsafe.Pointer, op string) {
	if p == nil {
		c.fail(op)
	}
	c.live++
}

func (c *Ctx) boolOf(b C.isl_bool, op string) bool {
	if b < 0 {
		c.fail(op)
	}
	c.checkDeadline()
	return b == C.isl_bool_true
}

func (c *Ctx) sizeOf(n C.isl_size, op string) int {
	if n < 0 {
		c.fail(op)
	}
	return int(n)
}

// Freeing. Each decrements the live count; nil is ignored.

func (c *Ctx) freeSet(p *C.isl_set) {
	if p != nil {
		C.isl_set_free(p)
		c.live--
	}
}

func (c *Ctx) freeBSet(p *C.isl_basic_set) {
	if p != nil {
		C.isl_basic_set_free(p)
		c.live--
	}
}

func (c *Ctx) freeMap(p *C.isl_map) {
	if p != nil {
		C.isl_map_free(p)
		c.live--
	}
}

func (c *Ctx) freeVal(p *C.isl_val) {
	if p != nil {
		C.isl_val_free(p)
		c.live--
	}
}

func (c *Ctx) freeMulti(p *C.isl_multi_aff) {
	if p != nil {
		C.isl_multi_aff_free(p)
		c.live--
	}
}

func (c *Ctx) copySet(p *C.isl_set) *C.isl_set { return c.gaveSet(C.isl_set_copy(p), "isl_set_copy") }
func (c *Ctx) copyMap(p *C.isl_map) *C.isl_map { return c.gaveMap(C.isl_map_copy(p), "isl_map_copy") }

// ---- values ----------------------------------------------------------------

const wordSize = C.size_t(unsafe.Sizeof(big.Word(0)))

// rawVal returns an uncounted isl_val for v (for immediate __isl_take use).
func (c *Ctx) rawVal(v *big.Int) *C.isl_val {
	if v == nil || v.IsInt64() {
		var x int64
		if v != nil {
			x = v.Int64()
		}
		return C.isl_val_int_from_si(c.ctx, C.long(x))
	}
	words := new(big.Int).Abs(v).Bits()
	p := C.isl_val_int_from_chunks(c.ctx, C.size_t(len(words)), wordSize, unsafe.Pointer(&words[0]))
	if v.Sign() < 0 {
		p = C.isl_val_neg(p)
	}
	return p
}

// bigOf converts an integer isl_val (kept) to a big.Int.
func (c *Ctx) bigOf(v *C.isl_val) *big.Int {
	if !c.boolOf(C.isl_val_is_int(v), "isl_val_is_int") {
		panic("poly: isl returned a non-integer value")
	}
	n := c.sizeOf(C.isl_val_n_abs_num_chunks(v, wordSize), "isl_val_n_abs_num_chunks")
	z := new(big.Int)
	if n > 0 {
		words := make([]big.Word, n)
		if C.isl_val_get_abs_num_chunks(v, wordSize, unsafe.Pointer(&words[0])) < 0 {
			c.fail("isl_val_get_abs_num_chunks")
		}
		z.SetBits(words)
	}
	if C.isl_val_sgn(v) < 0 {
		z.Neg(z)
	}
	return z
}

// ---- building --------------------------------------------------------------

// row is one constraint in positional form: Σ coef[i]·dim_i + cst ≥ 0
// (or = 0 when eq). A nil coefficient is 0. For maps, dims are the input
// dims followed by the output dims.
type row struct {
	eq   bool
	coef []*big.Int
	cst  *big.Int
}

func fitsInt(v *big.Int) bool { return v.IsInt64() && v.Int64() >= -1<<31 && v.Int64() < 1<<31 }

// fillConstraint sets the coefficients of r into con (taken, returned).
func (c *Ctx) fillConstraint(con *C.isl_constraint, r row, nin int, isMap bool) *C.isl_constraint {
	for i, k := range r.coef {
		if k == nil || k.Sign() == 0 {
			continue
		}
		var typ C.enum_isl_dim_type = C.isl_dim_set
		pos := i
		if isMap {
			typ = C.isl_dim_in
			if i >= nin {
				typ, pos = C.isl_dim_out, i-nin
			}
		}
		if fitsInt(k) {
			con = C.isl_constraint_set_coefficient_si(con, typ, C.int(pos), C.int(k.Int64()))
		} else {
			con = C.isl_constraint_set_coefficient_val(con, typ, C.int(pos), c.rawVal(k))
		}
	}
	if r.cst != nil && r.cst.Sign() != 0 {
		con = C.isl_constraint_set_constant_val(con, c.rawVal(r.cst))
	}
	return con
}

func newConstraint(ls *C.isl_local_space, eq bool) *C.isl_constraint {
	if eq {
		return C.isl_constraint_alloc_equality(C.isl_local_space_copy(ls))
	}
	return C.isl_constraint_alloc_inequality(C.isl_local_space_copy(ls))
}

// setFromRows builds the set of n-dimensional integer points satisfying all
// rows.
func (c *Ctx) setFromRows(n int, rows []row) *C.isl_set {
	if flat, ok := flatRows(n, rows); ok {
		var p *C.long
		if len(flat) > 0 {
			p = (*C.long)(unsafe.Pointer(&flat[0]))
		}
		return c.gaveSet(C.wcet_set_from_rows(c.ctx, C.int(n), C.int(len(rows)), p), "build set")
	}
	space := C.isl_space_set_alloc(c.ctx, 0, C.uint(n))
	ls := C.isl_local_space_from_space(C.isl_space_copy(space))
	bset := C.isl_basic_set_universe(space)
	for _, r := range rows {
		bset = C.isl_basic_set_add_constraint(bset, c.fillConstraint(newConstraint(ls, r.eq), r, 0, false))
	}
	C.isl_local_space_free(ls)
	return c.gaveSet(C.isl_set_from_basic_set(bset), "build set")
}

// mapFromRows builds the relation over nin input and nout output dims
// satisfying all rows.
func (c *Ctx) mapFromRows(nin, nout int, rows []row) *C.isl_map {
	space := C.isl_space_alloc(c.ctx, 0, C.uint(nin), C.uint(nout))
	ls := C.isl_local_space_from_space(C.isl_space_copy(space))
	bmap := C.isl_basic_map_universe(space)
	for _, r := range rows {
		bmap = C.isl_basic_map_add_constraint(bmap, c.fillConstraint(newConstraint(ls, r.eq), r, nin, true))
	}
	C.isl_local_space_free(ls)
	return c.gaveMap(C.isl_map_from_basic_map(bmap), "build map")
}

func (c *Ctx) setEmpty(n int) *C.isl_set {
	return c.gaveSet(C.isl_set_empty(C.isl_space_set_alloc(c.ctx, 0, C.uint(n))), "isl_set_empty")
}

func (c *Ctx) mapEmpty(nin, nout int) *C.isl_map {
	return c.gaveMap(C.isl_map_empty(C.isl_space_alloc(c.ctx, 0, C.uint(nin), C.uint(nout))), "isl_map_empty")
}

// parseSet reads isl syntax and returns the set and its dim names.
func (c *Ctx) parseSet(text string) (*C.isl_set, []string, error) {
	cs := C.CString(text)
	defer C.free(unsafe.Pointer(cs))
	p := C.isl_set_read_from_str(c.ctx, cs)
	if p == nil {
		return nil, nil, c.lastError("isl_set_read_from_str")
	}
	c.live++
	if C.isl_set_dim(p, C.isl_dim_param) != 0 {
		c.freeSet(p)
		return nil, nil, fmt.Errorf("poly: parameters are not supported in %q", text)
	}
	n := c.sizeOf(C.isl_set_dim(p, C.isl_dim_set), "isl_set_dim")
	names := make([]string, n)
	for i := range names {
		if s := C.isl_set_get_dim_name(p, C.isl_dim_set, C.uint(i)); s != nil {
			names[i] = C.GoString(s)
		}
	}
	return p, names, nil
}

// parseMap reads isl syntax and returns the relation and its dim names.
func (c *Ctx) parseMap(text string) (*C.isl_map, []string, []string, error) {
	cs := C.CString(text)
	defer C.free(unsafe.Pointer(cs))
	p := C.isl_map_read_from_str(c.ctx, cs)
	if p == nil {
		return nil, nil, nil, c.lastError("isl_map_read_from_str")
	}
	c.live++
	if C.isl_map_dim(p, C.isl_dim_param) != 0 {
		c.freeMap(p)
		return nil, nil, nil, fmt.Errorf("poly: parameters are not supported in %q", text)
	}
	get := func(t C.enum_isl_dim_type) []string {
		n := c.sizeOf(C.isl_map_dim(p, t), "isl_map_dim")
		names := make([]string, n)
		for i := range names {
			if s := C.isl_map_get_dim_name(p, t, C.uint(i)); s != nil {
				names[i] = C.GoString(s)
			}
		}
		return names
	}
	return p, get(C.isl_dim_in), get(C.isl_dim_out), nil
}

// ---- dims ------------------------------------------------------------------

// permuteMulti returns the multi_aff from an unnamed n-dim space to an
// unnamed m-dim space whose i-th output is input dim src[i].
func (c *Ctx) permuteMulti(n int, src []int) *C.isl_multi_aff {
	dom := C.isl_space_set_alloc(c.ctx, 0, C.uint(n))
	ran := C.isl_space_set_alloc(c.ctx, 0, C.uint(len(src)))
	ma := C.isl_multi_aff_zero(C.isl_space_map_from_domain_and_range(C.isl_space_copy(dom), ran))
	ls := C.isl_local_space_from_space(dom)
	for i, j := range src {
		aff := C.isl_aff_var_on_domain(C.isl_local_space_copy(ls), C.isl_dim_set, C.uint(j))
		ma = C.isl_multi_aff_set_aff(ma, C.int(i), aff)
	}
	C.isl_local_space_free(ls)
	return c.gaveMulti(ma, "build multi_aff")
}

// setPreimageMulti returns {y | ma(y) ∈ s}: with permuteMulti, it reorders
// and adds dims, and strips isl's dim names.
func (c *Ctx) setPreimageMulti(s *C.isl_set, ma *C.isl_multi_aff) *C.isl_set {
	return c.gaveSet(C.isl_set_preimage_multi_aff(C.isl_set_copy(s), C.isl_multi_aff_copy(ma)), "isl_set_preimage_multi_aff")
}

// mapPreimageMulti applies ma to the input side (typ isl_dim_in) or the
// output side (isl_dim_out) of m.
func (c *Ctx) mapPreimageMulti(m *C.isl_map, in bool, ma *C.isl_multi_aff) *C.isl_map {
	if in {
		return c.gaveMap(C.isl_map_preimage_domain_multi_aff(C.isl_map_copy(m), C.isl_multi_aff_copy(ma)), "isl_map_preimage_domain_multi_aff")
	}
	return c.gaveMap(C.isl_map_preimage_range_multi_aff(C.isl_map_copy(m), C.isl_multi_aff_copy(ma)), "isl_map_preimage_range_multi_aff")
}

// setInsertDims inserts n unconstrained dims at pos.
func (c *Ctx) setInsertDims(s *C.isl_set, pos, n int) *C.isl_set {
	return c.gaveSet(C.isl_set_insert_dims(C.isl_set_copy(s), C.isl_dim_set, C.uint(pos), C.uint(n)), "isl_set_insert_dims")
}

// mapInsertDims inserts n unconstrained input (in) or output dims at pos.
func (c *Ctx) mapInsertDims(m *C.isl_map, in bool, pos, n int) *C.isl_map {
	var t C.enum_isl_dim_type = C.isl_dim_out
	if in {
		t = C.isl_dim_in
	}
	return c.gaveMap(C.isl_map_insert_dims(C.isl_map_copy(m), t, C.uint(pos), C.uint(n)), "isl_map_insert_dims")
}

// setProjectOut eliminates dims first..first+n−1 existentially.
func (c *Ctx) setProjectOut(s *C.isl_set, first, n int) *C.isl_set {
	return c.gaveSet(C.isl_set_project_out(C.isl_set_copy(s), C.isl_dim_set, C.uint(first), C.uint(n)), "isl_set_project_out")
}

func (c *Ctx) mapProjectOut(m *C.isl_map, in bool, first, n int) *C.isl_map {
	var t C.enum_isl_dim_type = C.isl_dim_out
	if in {
		t = C.isl_dim_in
	}
	return c.gaveMap(C.isl_map_project_out(C.isl_map_copy(m), t, C.uint(first), C.uint(n)), "isl_map_project_out")
}

// mapToFlatSet returns the set over the input dims followed by the output
// dims of m.
func (c *Ctx) mapToFlatSet(m *C.isl_map) *C.isl_set {
	return c.gaveSet(C.isl_set_flatten(C.isl_map_wrap(C.isl_map_copy(m))), "isl_map_wrap")
}

// flatSetToMap splits the dims of s into nin input and the rest output dims.
func (c *Ctx) flatSetToMap(s *C.isl_set, nin int) *C.isl_map {
	m := C.isl_map_from_range(C.isl_set_copy(s))
	m = C.isl_map_move_dims(m, C.isl_dim_in, 0, C.isl_dim_out, 0, C.uint(nin))
	return c.gaveMap(m, "isl_map_move_dims")
}

// ---- set operations --------------------------------------------------------

func (c *Ctx) setIntersect(a, b *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_intersect(C.isl_set_copy(a), C.isl_set_copy(b)), "isl_set_intersect")
}

// setUnion returns the union of a and b, coalesced (coalescing merges
// disjuncts only when their union is exactly a single basic set).
func (c *Ctx) setUnion(a, b *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_set_union(C.isl_set_copy(a), C.isl_set_copy(b))), "isl_set_union")
}

// setDims returns the number of set dims of s.
func (c *Ctx) setDims(s *C.isl_set) int {
	return c.sizeOf(C.isl_set_dim(s, C.isl_dim_set), "isl_set_dim")
}

// setUnionRaw returns the union of a and b without coalescing.
func (c *Ctx) setUnionRaw(a, b *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_union(C.isl_set_copy(a), C.isl_set_copy(b)), "isl_set_union")
}

func (c *Ctx) setSubtract(a, b *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_set_subtract(C.isl_set_copy(a), C.isl_set_copy(b))), "isl_set_subtract")
}

func (c *Ctx) setComplement(a *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_set_complement(C.isl_set_copy(a))), "isl_set_complement")
}

// complementQuota is setComplement under the context's operation quota
// (0: none); ok is false when the quota was hit.
func (c *Ctx) complementQuota(a *C.isl_set) (*C.isl_set, bool) {
	if c.maxOps > 0 {
		C.isl_ctx_reset_operations(c.ctx)
		C.isl_ctx_set_max_operations(c.ctx, C.ulong(c.maxOps))
	}
	r := C.isl_set_complement(C.isl_set_copy(a))
	if r != nil {
		r = C.isl_set_coalesce(r)
	}
	if c.maxOps > 0 {
		C.isl_ctx_set_max_operations(c.ctx, 0)
		C.isl_ctx_reset_operations(c.ctx)
	}
	if C.isl_ctx_last_error(c.ctx) == C.isl_error_quota {
		C.isl_ctx_reset_error(c.ctx)
		C.isl_set_free(r)
		return nil, false
	}
	return c.gaveSet(r, "isl_set_complement"), true
}

func (c *Ctx) setCoalesce(a *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_set_copy(a)), "isl_set_coalesce")
}

func (c *Ctx) setGist(a, ctx *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_gist(C.isl_set_copy(a), C.isl_set_copy(ctx)), "isl_set_gist")
}

// setIntegerEqualities returns the equalities every integer point of a
// satisfies (isl's affine hull of the integer points), its divs
// eliminated: what a's existentials imply as equalities over its
// dimensions (b = 4q, 0 <= b <= 3 gives b = 0).
func (c *Ctx) setIntegerEqualities(a *C.isl_set) *C.isl_set {
	h := C.isl_set_affine_hull(C.isl_set_copy(a))
	h = C.isl_basic_set_remove_divs(h)
	return c.gaveSet(C.isl_set_from_basic_set(h), "isl_set_affine_hull")
}

func (c *Ctx) setRemoveDivs(a *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_remove_divs(C.isl_set_copy(a)), "isl_set_remove_divs")
}

func (c *Ctx) setIsEmpty(a *C.isl_set) bool {
	return c.boolOf(C.isl_set_is_empty(a), "isl_set_is_empty")
}

func (c *Ctx) bsetIsEmpty(b *C.isl_basic_set) bool {
	return c.boolOf(C.isl_basic_set_is_empty(b), "isl_basic_set_is_empty")
}

func (c *Ctx) setIsSubset(a, b *C.isl_set) bool {
	return c.boolOf(C.isl_set_is_subset(a, b), "isl_set_is_subset")
}

func (c *Ctx) setIsEqual(a, b *C.isl_set) bool {
	return c.boolOf(C.isl_set_is_equal(a, b), "isl_set_is_equal")
}

func (c *Ctx) setIsDisjoint(a, b *C.isl_set) bool {
	return c.boolOf(C.isl_set_is_disjoint(a, b), "isl_set_is_disjoint")
}

func (c *Ctx) setNDiv(a *C.isl_set) int {
	// isl_set_dim(isl_dim_div) is not meaningful for a union; ask each part.
	n := 0
	for _, b := range c.basicSets(a) {
		n += c.sizeOf(C.isl_basic_set_dim(b, C.isl_dim_div), "isl_basic_set_dim")
		c.freeBSet(b)
	}
	return n
}

// setPlainIsUniverse reports whether a is syntactically the universe (one
// basic set without constraints); false says nothing.
func (c *Ctx) setPlainIsUniverse(a *C.isl_set) bool {
	return c.boolOf(C.isl_set_plain_is_universe(a), "isl_set_plain_is_universe")
}

func (c *Ctx) setNBasic(a *C.isl_set) int {
	return c.sizeOf(C.isl_set_n_basic_set(a), "isl_set_n_basic_set")
}

// basicSets returns the disjuncts of a, each owned by the caller.
func (c *Ctx) basicSets(a *C.isl_set) []*C.isl_basic_set {
	list := C.isl_set_get_basic_set_list(a)
	if list == nil {
		c.fail("isl_set_get_basic_set_list")
	}
	n := c.sizeOf(C.isl_basic_set_list_size(list), "isl_basic_set_list_size")
	out := make([]*C.isl_basic_set, n)
	for i := range out {
		out[i] = c.gaveBSet(C.isl_basic_set_list_get_at(list, C.int(i)), "isl_basic_set_list_get_at")
	}
	C.isl_basic_set_list_free(list)
	return out
}

func (c *Ctx) setFromBSet(b *C.isl_basic_set) *C.isl_set {
	return c.gaveSet(C.isl_set_from_basic_set(C.isl_basic_set_copy(b)), "isl_set_from_basic_set")
}

// bsetRows returns the constraints of b over its n set dims followed by
// its existentially quantified variables (isl_basic_set_lift turns each
// div into a set dim and adds its defining constraints), and the number of
// those existential variables.
func (c *Ctx) bsetRows(b *C.isl_basic_set) ([]row, int) {
	n := c.sizeOf(C.isl_basic_set_dim(b, C.isl_dim_set), "isl_basic_set_dim")
	lb := C.isl_basic_set_lift(C.isl_basic_set_copy(b))
	if lb == nil {
		c.fail("isl_basic_set_lift")
	}
	defer C.isl_basic_set_free(lb)
	total := c.sizeOf(C.isl_basic_set_dim(lb, C.isl_dim_set), "isl_basic_set_dim")
	if c.sizeOf(C.isl_basic_set_dim(lb, C.isl_dim_div), "isl_basic_set_dim") != 0 {
		panic("poly: isl_basic_set_lift left existential variables")
	}
	m := c.sizeOf(C.isl_basic_set_n_constraint(lb), "isl_basic_set_n_constraint")
	if m > 0 {
		flat := make([]int64, m*(total+2))
		switch C.wcet_bset_rows(lb, C.int(total), C.int(m), (*C.long)(unsafe.Pointer(&flat[0]))) {
		case 0:
			return unflatRows(flat, m, total), total - n
		case -1:
			c.fail("wcet_bset_rows")
		}
	}
	list := C.isl_basic_set_get_constraint_list(lb)
	if list == nil {
		c.fail("isl_basic_set_get_constraint_list")
	}
	defer C.isl_constraint_list_free(list)
	m = c.sizeOf(C.isl_constraint_list_size(list), "isl_constraint_list_size")
	rows := make([]row, 0, m)
	for i := 0; i < m; i++ {
		con := C.isl_constraint_list_get_at(list, C.int(i))
		if con == nil {
			c.fail("isl_constraint_list_get_at")
		}
		r := row{eq: c.boolOf(C.isl_constraint_is_equality(con), "isl_constraint_is_equality"), coef: make([]*big.Int, total)}
		for j := 0; j < total; j++ {
			v := C.isl_constraint_get_coefficient_val(con, C.isl_dim_set, C.int(j))
			if v == nil {
				c.fail("isl_constraint_get_coefficient_val")
			}
			if C.isl_val_is_zero(v) != C.isl_bool_true {
				r.coef[j] = c.bigOf(v)
			}
			C.isl_val_free(v)
		}
		v := C.isl_constraint_get_constant_val(con)
		if v == nil {
			c.fail("isl_constraint_get_constant_val")
		}
		r.cst = c.bigOf(v)
		C.isl_val_free(v)
		C.isl_constraint_free(con)
		rows = append(rows, r)
	}
	return rows, total - n
}

// bsetRowsPlain returns the constraints of b, which must have no
// existential variables, in the order isl_basic_set_get_constraint_list
// gives them (bsetConstraintSets' order); nil when b has existential
// variables or a value does not fit in a machine word.
func (c *Ctx) bsetRowsPlain(b *C.isl_basic_set) []row {
	if c.sizeOf(C.isl_basic_set_dim(b, C.isl_dim_div), "isl_basic_set_dim") != 0 {
		return nil
	}
	total := c.sizeOf(C.isl_basic_set_dim(b, C.isl_dim_set), "isl_basic_set_dim")
	m := c.sizeOf(C.isl_basic_set_n_constraint(b), "isl_basic_set_n_constraint")
	if m == 0 {
		return []row{}
	}
	flat := make([]int64, m*(total+2))
	switch C.wcet_bset_rows(b, C.int(total), C.int(m), (*C.long)(unsafe.Pointer(&flat[0]))) {
	case 0:
		return unflatRows(flat, m, total)
	case -1:
		c.fail("wcet_bset_rows")
	}
	return nil
}

// flatRows packs rows over n dims for wcet_set_from_rows; ok is false when
// a value does not fit in ±2^124.
func flatRows(n int, rows []row) (flat []int64, ok bool) {
	w := 1 + 2*(n+1)
	flat = make([]int64, len(rows)*w)
	put := func(out []int64, v *big.Int) bool {
		if v == nil {
			return true
		}
		if v.IsInt64() {
			x := v.Int64()
			if x < 1<<62 && x > -(1<<62) {
				out[1] = x
				return true
			}
		}
		// v = hi·2^62 + lo with |lo| < 2^62 (truncated division).
		q, r := new(big.Int).QuoRem(v, bigTwo62, new(big.Int))
		if !q.IsInt64() || q.Int64() >= 1<<62 || q.Int64() <= -(1<<62) {
			return false
		}
		out[0], out[1] = q.Int64(), r.Int64()
		return true
	}
	for i, r := range rows {
		out := flat[i*w : (i+1)*w]
		if r.eq {
			out[0] = 1
		}
		for j, k := range r.coef {
			if !put(out[1+2*j:3+2*j], k) {
				return nil, false
			}
		}
		if !put(out[1+2*n:3+2*n], r.cst) {
			return nil, false
		}
	}
	return flat, true
}

var bigTwo62 = new(big.Int).Lsh(big.NewInt(1), 62)

// unflatRows unpacks m rows of total coefficients written by
// wcet_bset_rows (zero coefficients stay nil, as bsetRows gives them).
func unflatRows(flat []int64, m, total int) []row {
	rows := make([]row, m)
	for i := range rows {
		in := flat[i*(total+2) : (i+1)*(total+2)]
		r := row{eq: in[0] != 0, coef: make([]*big.Int, total), cst: big.NewInt(in[1+total])}
		for j := 0; j < total; j++ {
			if in[1+j] != 0 {
				r.coef[j] = big.NewInt(in[1+j])
			}
		}
		rows[i] = r
	}
	return rows
}

// bsetConstraintSets returns, for each constraint of b, the basic set of
// points satisfying that constraint alone (keeping b's existential
// variables and their definitions), as a set owned by the caller; ok is
// false when isl cannot split b (existential variables without an explicit
// definition: "unknown divs").
func (c *Ctx) bsetConstraintSets(b *C.isl_basic_set) (sets []*C.isl_set, ok bool) {
	list := C.isl_basic_set_get_constraint_list(b)
	if list == nil {
		if c.lastError("isl_basic_set_get_constraint_list"); c.pastDeadline() { // reset
			panic(&DeadlineError{})
		}
		return nil, false
	}
	defer C.isl_constraint_list_free(list)
	m := c.sizeOf(C.isl_constraint_list_size(list), "isl_constraint_list_size")
	out := make([]*C.isl_set, 0, m)
	for i := 0; i < m; i++ {
		con := C.isl_constraint_list_get_at(list, C.int(i))
		out = append(out, c.gaveSet(C.isl_set_from_basic_set(C.isl_basic_set_from_constraint(con)), "isl_basic_set_from_constraint"))
	}
	return out, true
}

// convexHullQuota computes the convex hull of a under the context's
// operation quota (0: none). ok is false when the quota was hit. The quota
// is lifted as soon as isl_set_convex_hull returns (any later call would
// count against it), and a result that comes back while the quota error is
// recorded is discarded.
func (c *Ctx) convexHullQuota(a *C.isl_set) (h *C.isl_set, ok bool) {
	if c.maxOps > 0 {
		C.isl_ctx_reset_operations(c.ctx)
		C.isl_ctx_set_max_operations(c.ctx, C.ulong(c.maxOps))
	}
	b := C.isl_set_convex_hull(C.isl_set_copy(a))
	if c.maxOps > 0 {
		C.isl_ctx_set_max_operations(c.ctx, 0)
		C.isl_ctx_reset_operations(c.ctx)
	}
	if C.isl_ctx_last_error(c.ctx) == C.isl_error_quota {
		C.isl_ctx_reset_error(c.ctx)
		C.isl_basic_set_free(b)
		return nil, false
	}
	if b == nil {
		c.fail("isl_set_convex_hull")
	}
	return c.gaveSet(C.isl_set_from_basic_set(b), "isl_set_from_basic_set"), true
}

// isSubsetQuota is setIsSubset under the context's operation quota (0:
// none); ok is false when the quota was hit (the answer is unknown). The
// exactness check of a hull can cost far more than the hull itself (an
// unbounded isl_set_is_subset of a many-dimensional union was seen to run
// for minutes).
func (c *Ctx) isSubsetQuota(a, b *C.isl_set) (sub, ok bool) {
	if c.maxOps > 0 {
		C.isl_ctx_reset_operations(c.ctx)
		C.isl_ctx_set_max_operations(c.ctx, C.ulong(c.maxOps))
	}
	r := C.isl_set_is_subset(a, b)
	if c.maxOps > 0 {
		C.isl_ctx_set_max_operations(c.ctx, 0)
		C.isl_ctx_reset_operations(c.ctx)
	}
	if C.isl_ctx_last_error(c.ctx) == C.isl_error_quota {
		C.isl_ctx_reset_error(c.ctx)
		return false, false
	}
	return c.boolOf(r, "isl_set_is_subset"), true
}

func (c *Ctx) simpleHull(a *C.isl_set) *C.isl_set {
	return c.gaveSet(C.isl_set_from_basic_set(C.isl_set_simple_hull(C.isl_set_copy(a))), "isl_set_simple_hull")
}

// setApply returns the image of s under m.
func (c *Ctx) setApply(s *C.isl_set, m *C.isl_map) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_set_apply(C.isl_set_copy(s), C.isl_map_copy(m))), "isl_set_apply")
}

// setOpt returns the optimum of Σ coef[i]·dim_i + cst over s: kind 0
// finite (value set), 1 unbounded, 2 empty.
func (c *Ctx) setOpt(s *C.isl_set, coef []*big.Int, cst *big.Int, max bool) (*big.Int, int) {
	ls := C.isl_local_space_from_space(C.isl_set_get_space(s))
	aff := C.isl_aff_zero_on_domain(ls)
	for i, k := range coef {
		if k != nil && k.Sign() != 0 {
			aff = C.isl_aff_set_coefficient_val(aff, C.isl_dim_in, C.int(i), c.rawVal(k))
		}
	}
	if cst != nil && cst.Sign() != 0 {
		aff = C.isl_aff_set_constant_val(aff, c.rawVal(cst))
	}
	if aff == nil {
		c.fail("build isl_aff")
	}
	defer C.isl_aff_free(aff)
	var v *C.isl_val
	if max {
		v = C.isl_set_max_val(s, aff)
	} else {
		v = C.isl_set_min_val(s, aff)
	}
	if v == nil {
		c.fail("isl_set_max_val")
	}
	defer C.isl_val_free(v)
	switch {
	case C.isl_val_is_nan(v) == C.isl_bool_true:
		return nil, 2
	case C.isl_val_is_infty(v) == C.isl_bool_true, C.isl_val_is_neginfty(v) == C.isl_bool_true:
		return nil, 1
	}
	return c.bigOf(v), 0
}

// setSample returns the coordinates of some integer point of s, or nil
// when s is empty.
func (c *Ctx) setSample(s *C.isl_set) []*big.Int {
	n := c.sizeOf(C.isl_set_dim(s, C.isl_dim_set), "isl_set_dim")
	p := C.isl_set_sample_point(C.isl_set_copy(s))
	if p == nil {
		c.fail("isl_set_sample_point")
	}
	defer C.isl_point_free(p)
	if c.boolOf(C.isl_point_is_void(p), "isl_point_is_void") {
		return nil
	}
	out := make([]*big.Int, n)
	for i := range out {
		v := C.isl_point_get_coordinate_val(p, C.isl_dim_set, C.int(i))
		if v == nil {
			c.fail("isl_point_get_coordinate_val")
		}
		out[i] = c.bigOf(v)
		C.isl_val_free(v)
	}
	return out
}

// setContainsPoint reports whether the point with the given coordinates
// is in s.
func (c *Ctx) setContainsPoint(s *C.isl_set, coords []*big.Int) bool {
	pnt := C.isl_point_zero(C.isl_set_get_space(s))
	for i, x := range coords {
		if x.Sign() != 0 {
			pnt = C.isl_point_set_coordinate_val(pnt, C.isl_dim_set, C.int(i), c.rawVal(x))
		}
	}
	ps := C.isl_set_from_point(pnt)
	if ps == nil {
		c.fail("isl_set_from_point")
	}
	defer C.isl_set_free(ps)
	return c.boolOf(C.isl_set_is_subset(ps, s), "isl_set_is_subset")
}

// ---- map operations --------------------------------------------------------

func (c *Ctx) mapIntersect(a, b *C.isl_map) *C.isl_map {
	return c.gaveMap(C.isl_map_intersect(C.isl_map_copy(a), C.isl_map_copy(b)), "isl_map_intersect")
}

func (c *Ctx) mapUnion(a, b *C.isl_map) *C.isl_map {
	return c.gaveMap(C.isl_map_coalesce(C.isl_map_union(C.isl_map_copy(a), C.isl_map_copy(b))), "isl_map_union")
}

func (c *Ctx) mapApplyRange(a, b *C.isl_map) *C.isl_map {
	return c.gaveMap(C.isl_map_coalesce(C.isl_map_apply_range(C.isl_map_copy(a), C.isl_map_copy(b))), "isl_map_apply_range")
}

func (c *Ctx) mapReverse(a *C.isl_map) *C.isl_map {
	return c.gaveMap(C.isl_map_reverse(C.isl_map_copy(a)), "isl_map_reverse")
}

func (c *Ctx) mapDomain(a *C.isl_map) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_map_domain(C.isl_map_copy(a))), "isl_map_domain")
}

func (c *Ctx) mapRange(a *C.isl_map) *C.isl_set {
	return c.gaveSet(C.isl_set_coalesce(C.isl_map_range(C.isl_map_copy(a))), "isl_map_range")
}

func (c *Ctx) mapIntersectDomain(a *C.isl_map, s *C.isl_set) *C.isl_map {
	return c.gaveMap(C.isl_map_intersect_domain(C.isl_map_copy(a), C.isl_set_copy(s)), "isl_map_intersect_domain")
}

func (c *Ctx) mapIntersectRange(a *C.isl_map, s *C.isl_set) *C.isl_map {
	return c.gaveMap(C.isl_map_intersect_range(C.isl_map_copy(a), C.isl_set_copy(s)), "isl_map_intersect_range")
}

func (c *Ctx) mapIsEmpty(a *C.isl_map) bool {
	return c.boolOf(C.isl_map_is_empty(a), "isl_map_is_empty")
}

func (c *Ctx) mapIsSubset(a, b *C.isl_map) bool {
	return c.boolOf(C.isl_map_is_subset(a, b), "isl_map_is_subset")
}

func (c *Ctx) mapIsEqual(a, b *C.isl_map) bool {
	return c.boolOf(C.isl_map_is_equal(a, b), "isl_map_is_equal")
}
