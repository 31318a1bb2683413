; ModuleID = '<stdin>'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@z = dso_local global { float, float } { float 1.000000e+00, float 0.000000e+00 }, align 4, !dbg !0
@fs = dso_local global [8 x float] zeroinitializer, align 16, !dbg !10
@acc_d = dso_local global double 0.000000e+00, align 8, !dbg !15
@acc_ld = dso_local global x86_fp80 0xK00000000000000000000, align 16, !dbg !17
@zre = dso_local global float 0.000000e+00, align 4, !dbg !19
@zim = dso_local global float 0.000000e+00, align 4, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca { float, float }, align 4
  %2 = bitcast { float, float }* %1 to i8*, !dbg !38
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %2) #4, !dbg !38
  call void @llvm.dbg.declare(metadata { float, float }* %1, metadata !37, metadata !DIExpression()), !dbg !39
  %3 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0, !dbg !39
  %4 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1, !dbg !39
  store float 5.000000e-01, float* %3, align 4, !dbg !39
  store float 2.500000e-01, float* %4, align 4, !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %5, !dbg !41

5:                                                ; preds = %12, %0
  %.0 = phi i32 [ 0, %0 ], [ %13, %12 ], !dbg !43
  call void @llvm.dbg.value(metadata i32 %.0, metadata !36, metadata !DIExpression()), !dbg !40
  %6 = icmp slt i32 %.0, 8, !dbg !44
  br i1 %6, label %7, label %14, !dbg !46

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 1), !dbg !47
  %8 = sitofp i32 %.0 to float, !dbg !49
  %9 = call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float 1.250000e+00), !dbg !50
  %10 = sext i32 %.0 to i64, !dbg !51
  %11 = getelementptr inbounds [8 x float], [8 x float]* @fs, i64 0, i64 %10, !dbg !51
  store float %9, float* %11, align 4, !dbg !52, !tbaa !53
  br label %12, !dbg !57

12:                                               ; preds = %7
  %13 = add nsw i32 %.0, 1, !dbg !58
  call void @llvm.dbg.value(metadata i32 %13, metadata !36, metadata !DIExpression()), !dbg !40
  br label %5, !dbg !59, !llvm.loop !60

14:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %15, !dbg !64

15:                                               ; preds = %43, %14
  %.1 = phi i32 [ 0, %14 ], [ %44, %43 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %.1, metadata !36, metadata !DIExpression()), !dbg !40
  %16 = icmp slt i32 %.1, 8, !dbg !67
  br i1 %16, label %17, label %45, !dbg !69

17:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 2), !dbg !70
  %18 = sext i32 %.1 to i64, !dbg !72
  %19 = getelementptr inbounds [8 x float], [8 x float]* @fs, i64 0, i64 %18, !dbg !72
  %20 = load float, float* %19, align 4, !dbg !72, !tbaa !53
  %21 = fpext float %20 to double, !dbg !73
  %22 = sext i32 %.1 to i64, !dbg !74
  %23 = getelementptr inbounds [8 x float], [8 x float]* @fs, i64 0, i64 %22, !dbg !74
  %24 = load float, float* %23, align 4, !dbg !74, !tbaa !53
  %25 = fpext float %24 to double, !dbg !74
  %26 = load double, double* @acc_d, align 8, !dbg !75, !tbaa !76
  %27 = call double @llvm.fmuladd.f64(double %21, double %25, double %26), !dbg !75
  store double %27, double* @acc_d, align 8, !dbg !75, !tbaa !76
  %28 = load double, double* @acc_d, align 8, !dbg !78, !tbaa !76
  %29 = fpext double %28 to x86_fp80, !dbg !79
  %30 = fdiv x86_fp80 %29, 0xK4000C000000000000000, !dbg !80
  %31 = load x86_fp80, x86_fp80* @acc_ld, align 16, !dbg !81, !tbaa !82
  %32 = fadd x86_fp80 %31, %30, !dbg !81
  store x86_fp80 %32, x86_fp80* @acc_ld, align 16, !dbg !81, !tbaa !82
  %33 = load float, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 0), align 4, !dbg !84
  %34 = load float, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 1), align 4, !dbg !84
  %35 = fmul float %33, 7.500000e-01, !dbg !85
  %36 = fmul float %34, 7.500000e-01, !dbg !85
  %37 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0, !dbg !86
  %38 = load float, float* %37, align 4, !dbg !86
  %39 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1, !dbg !86
  %40 = load float, float* %39, align 4, !dbg !86
  %41 = fadd float %35, %38, !dbg !87
  %42 = fadd float %36, %40, !dbg !87
  store float %41, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 0), align 4, !dbg !88
  store float %42, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 1), align 4, !dbg !88
  br label %43, !dbg !89

43:                                               ; preds = %17
  %44 = add nsw i32 %.1, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %44, metadata !36, metadata !DIExpression()), !dbg !40
  br label %15, !dbg !91, !llvm.loop !92

45:                                               ; preds = %15
  %46 = load float, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 0), align 4, !dbg !94, !tbaa !53
  store float %46, float* @zre, align 4, !dbg !95, !tbaa !53
  %47 = load float, float* getelementptr inbounds ({ float, float }, { float, float }* @z, i32 0, i32 1), align 4, !dbg !96, !tbaa !53
  store float %47, float* @zim, align 4, !dbg !97, !tbaa !53
  %48 = bitcast { float, float }* %1 to i8*, !dbg !98
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %48) #4, !dbg !98
  ret i32 0, !dbg !99
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 15, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "floats.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8463689a0618548c5252322273c067f")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!9 = !{!0, !10, !15, !17, !19, !21}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "fs", scope: !2, file: !3, line: 12, type: !12, isLocal: false, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 8)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "acc_d", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "acc_ld", scope: !2, file: !3, line: 14, type: !8, isLocal: false, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "zre", scope: !2, file: !3, line: 16, type: !6, isLocal: false, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "zim", scope: !2, file: !3, line: 16, type: !6, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !32, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 19, type: !34)
!37 = !DILocalVariable(name: "step", scope: !31, file: !3, line: 20, type: !23)
!38 = !DILocation(line: 20, column: 3, scope: !31)
!39 = !DILocation(line: 20, column: 18, scope: !31)
!40 = !DILocation(line: 0, scope: !31)
!41 = !DILocation(line: 21, column: 8, scope: !42)
!42 = distinct !DILexicalBlock(scope: !31, file: !3, line: 21, column: 3)
!43 = !DILocation(line: 0, scope: !42)
!44 = !DILocation(line: 21, column: 17, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 21, column: 3, scope: !42)
!47 = !DILocation(line: 22, column: 5, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 27)
!49 = !DILocation(line: 23, column: 13, scope: !48)
!50 = !DILocation(line: 23, column: 29, scope: !48)
!51 = !DILocation(line: 23, column: 5, scope: !48)
!52 = !DILocation(line: 23, column: 11, scope: !48)
!53 = !{!54, !54, i64 0}
!54 = !{!"float", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 24, column: 3, scope: !48)
!58 = !DILocation(line: 21, column: 23, scope: !45)
!59 = !DILocation(line: 21, column: 3, scope: !45)
!60 = distinct !{!60, !46, !61, !62, !63}
!61 = !DILocation(line: 24, column: 3, scope: !42)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = !DILocation(line: 25, column: 8, scope: !65)
!65 = distinct !DILexicalBlock(scope: !31, file: !3, line: 25, column: 3)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocation(line: 25, column: 17, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 25, column: 3)
!69 = !DILocation(line: 25, column: 3, scope: !65)
!70 = !DILocation(line: 26, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 25, column: 27)
!72 = !DILocation(line: 27, column: 22, scope: !71)
!73 = !DILocation(line: 27, column: 14, scope: !71)
!74 = !DILocation(line: 27, column: 30, scope: !71)
!75 = !DILocation(line: 27, column: 11, scope: !71)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !55, i64 0}
!78 = !DILocation(line: 28, column: 28, scope: !71)
!79 = !DILocation(line: 28, column: 15, scope: !71)
!80 = !DILocation(line: 28, column: 34, scope: !71)
!81 = !DILocation(line: 28, column: 12, scope: !71)
!82 = !{!83, !83, i64 0}
!83 = !{!"long double", !55, i64 0}
!84 = !DILocation(line: 29, column: 9, scope: !71)
!85 = !DILocation(line: 29, column: 11, scope: !71)
!86 = !DILocation(line: 29, column: 21, scope: !71)
!87 = !DILocation(line: 29, column: 19, scope: !71)
!88 = !DILocation(line: 29, column: 7, scope: !71)
!89 = !DILocation(line: 30, column: 3, scope: !71)
!90 = !DILocation(line: 25, column: 23, scope: !68)
!91 = !DILocation(line: 25, column: 3, scope: !68)
!92 = distinct !{!92, !69, !93, !62, !63}
!93 = !DILocation(line: 30, column: 3, scope: !65)
!94 = !DILocation(line: 31, column: 9, scope: !31)
!95 = !DILocation(line: 31, column: 7, scope: !31)
!96 = !DILocation(line: 32, column: 9, scope: !31)
!97 = !DILocation(line: 32, column: 7, scope: !31)
!98 = !DILocation(line: 34, column: 1, scope: !31)
!99 = !DILocation(line: 33, column: 3, scope: !31)
