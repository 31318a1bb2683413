package unroll

import "wcet/poly"

// ctxDone, when not nil, is called by every method just before it frees
// its isl context, with the method's name and the number of isl objects
// still live (DESIGN, "poly": one isl_ctx per analysis, a live-object
// counter that reaches zero). Tests set it to check that the methods free
// everything they allocate; it is nil in production. It is not called for
// a run that abandoned an isl operation at --timeout (poly.DeadlineError):
// the operation's temporaries are lost with it, so the count is not the
// method's.
var ctxDone func(method string, live int)

// freeCtx frees the method's context after reporting its live objects to
// ctxDone. A leak never fails a user's run: with objects still live,
// poly.Ctx.Free leaves the isl context allocated and its error is
// dropped here (tests see the count through ctxDone).
func freeCtx(method string, ctx *poly.Ctx, interrupted bool) {
	if ctxDone != nil && !interrupted {
		ctxDone(method, ctx.Live())
	}
	_ = ctx.Free()
}

// release runs free, the freeing of what a method still holds at its end.
// When the method is already failing on a panic (panicking != nil), a
// panic of free is swallowed: the objects it did not free stay live and
// the isl context stays allocated, which is only a leak.
func release(panicking any, free func()) {
	if panicking != nil {
		defer func() { _ = recover() }()
	}
	free()
}
