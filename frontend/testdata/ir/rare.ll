; Hand-written IR with constructs clang-14 rarely emits for C: freeze,
; poison, vector insert/extract/shuffle, smin/umax, fshl, ctpop, nuw.
; main returns 123 (derivation in frontend_test.go, TestRareConstructs).
define i32 @main() {
entry:
  %a = freeze i32 7
  %v = insertelement <2 x i32> poison, i32 %a, i32 0
  %w = insertelement <2 x i32> %v, i32 5, i32 1
  %e0 = extractelement <2 x i32> %w, i32 0
  %e1 = extractelement <2 x i32> %w, i32 1
  %mn = call i32 @llvm.smin.i32(i32 %e0, i32 -3)
  %mx = call i32 @llvm.umax.i32(i32 %e1, i32 -1)
  %r = call i32 @llvm.fshl.i32(i32 %e0, i32 %e0, i32 4)
  %p = call i32 @llvm.ctpop.i32(i32 255)
  %s1 = add nuw i32 %r, %p
  %s2 = add i32 %s1, %mn
  %s3 = xor i32 %s2, %mx
  %s4 = sub i32 0, %s3
  %sh = shufflevector <2 x i32> %w, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %f = extractelement <2 x i32> %sh, i32 0
  %res = add i32 %s4, %f
  ret i32 %res
}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.ctpop.i32(i32)
