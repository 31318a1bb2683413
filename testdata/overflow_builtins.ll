; ModuleID = '<stdin>'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ovf_out = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @overflow_builtins(i32 noundef %0, i32 noundef %1) #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %1, metadata !22, metadata !DIExpression()), !dbg !26
  %3 = icmp sge i32 %0, 0, !dbg !27
  br i1 %3, label %4, label %6, !dbg !28

4:                                                ; preds = %2
  %5 = icmp sge i32 %1, 0, !dbg !29
  br label %6

6:                                                ; preds = %4, %2
  %7 = phi i1 [ false, %2 ], [ %5, %4 ], !dbg !26
  call void @llvm.assume(i1 %7), !dbg !30
  %8 = mul nsw i32 %0, 16, !dbg !31
  %9 = trunc i32 %8 to i8, !dbg !33
  %10 = mul nsw i32 %1, 16, !dbg !34
  %11 = trunc i32 %10 to i8, !dbg !35
  %12 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %9, i8 %11), !dbg !36
  %13 = extractvalue { i8, i1 } %12, 1, !dbg !36
  %14 = extractvalue { i8, i1 } %12, 0, !dbg !36
  call void @llvm.dbg.value(metadata i8 %14, metadata !23, metadata !DIExpression()), !dbg !26
  br i1 %13, label %15, label %16, !dbg !37

15:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 4), !dbg !38
  br label %17, !dbg !38

16:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !39
  br label %17

17:                                               ; preds = %16, %15
  %18 = mul nsw i32 %0, 100000000, !dbg !40
  %19 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %18, i32 %1), !dbg !42
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !42
  %21 = extractvalue { i32, i1 } %19, 0, !dbg !42
  call void @llvm.dbg.value(metadata i32 %21, metadata !24, metadata !DIExpression()), !dbg !26
  br i1 %20, label %22, label %23, !dbg !43

22:                                               ; preds = %17
  call void @__wcet_cost(i64 noundef 5), !dbg !44
  br label %24, !dbg !44

23:                                               ; preds = %17
  call void @__wcet_cost(i64 noundef 1), !dbg !45
  br label %24

24:                                               ; preds = %23, %22
  %25 = icmp eq i32 %0, %1, !dbg !46
  %26 = zext i1 %25 to i32, !dbg !46
  %27 = sext i32 %26 to i64, !dbg !48
  %28 = call i64 @llvm.expect.i64(i64 %27, i64 0), !dbg !49
  %29 = icmp ne i64 %28, 0, !dbg !49
  br i1 %29, label %30, label %31, !dbg !50

30:                                               ; preds = %24
  call void @__wcet_cost(i64 noundef 3), !dbg !51
  br label %31, !dbg !51

31:                                               ; preds = %30, %24
  %32 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1), !dbg !52
  %33 = extractvalue { i32, i1 } %32, 1, !dbg !52
  %34 = extractvalue { i32, i1 } %32, 0, !dbg !52
  call void @llvm.dbg.value(metadata i32 %34, metadata !25, metadata !DIExpression()), !dbg !26
  br i1 %33, label %35, label %36, !dbg !54

35:                                               ; preds = %31
  call void @__wcet_cost(i64 noundef 2), !dbg !55
  br label %36, !dbg !55

36:                                               ; preds = %35, %31
  %37 = zext i8 %14 to i32, !dbg !56
  %38 = add nsw i32 %37, %21, !dbg !57
  %39 = add nsw i32 %38, %34, !dbg !58
  store i32 %39, i32* @ovf_out, align 4, !dbg !59, !tbaa !60
  ret i32 0, !dbg !64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #1

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.expect.i64(i64, i64) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ovf_out", scope: !2, file: !3, line: 24, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "overflow_builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "8c8df0df4a25bd3958b746d61c178101")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "overflow_builtins", scope: !3, file: !3, line: 26, type: !18, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!8, !8, !8}
!20 = !{!21, !22, !23, !24, !25}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !3, line: 26, type: !8)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !3, line: 26, type: !8)
!23 = !DILocalVariable(name: "s8", scope: !17, file: !3, line: 27, type: !5)
!24 = !DILocalVariable(name: "m", scope: !17, file: !3, line: 28, type: !8)
!25 = !DILocalVariable(name: "d", scope: !17, file: !3, line: 29, type: !7)
!26 = !DILocation(line: 0, scope: !17)
!27 = !DILocation(line: 30, column: 22, scope: !17)
!28 = !DILocation(line: 30, column: 27, scope: !17)
!29 = !DILocation(line: 30, column: 32, scope: !17)
!30 = !DILocation(line: 30, column: 3, scope: !17)
!31 = !DILocation(line: 31, column: 48, scope: !32)
!32 = distinct !DILexicalBlock(scope: !17, file: !3, line: 31, column: 7)
!33 = !DILocation(line: 31, column: 30, scope: !32)
!34 = !DILocation(line: 31, column: 73, scope: !32)
!35 = !DILocation(line: 31, column: 55, scope: !32)
!36 = !DILocation(line: 31, column: 7, scope: !32)
!37 = !DILocation(line: 31, column: 7, scope: !17)
!38 = !DILocation(line: 32, column: 5, scope: !32)
!39 = !DILocation(line: 34, column: 5, scope: !32)
!40 = !DILocation(line: 35, column: 32, scope: !41)
!41 = distinct !DILexicalBlock(scope: !17, file: !3, line: 35, column: 7)
!42 = !DILocation(line: 35, column: 7, scope: !41)
!43 = !DILocation(line: 35, column: 7, scope: !17)
!44 = !DILocation(line: 36, column: 5, scope: !41)
!45 = !DILocation(line: 38, column: 5, scope: !41)
!46 = !DILocation(line: 39, column: 26, scope: !47)
!47 = distinct !DILexicalBlock(scope: !17, file: !3, line: 39, column: 7)
!48 = !DILocation(line: 39, column: 24, scope: !47)
!49 = !DILocation(line: 39, column: 7, scope: !47)
!50 = !DILocation(line: 39, column: 7, scope: !17)
!51 = !DILocation(line: 40, column: 5, scope: !47)
!52 = !DILocation(line: 41, column: 7, scope: !53)
!53 = distinct !DILexicalBlock(scope: !17, file: !3, line: 41, column: 7)
!54 = !DILocation(line: 41, column: 7, scope: !17)
!55 = !DILocation(line: 42, column: 5, scope: !53)
!56 = !DILocation(line: 43, column: 13, scope: !17)
!57 = !DILocation(line: 43, column: 16, scope: !17)
!58 = !DILocation(line: 43, column: 20, scope: !17)
!59 = !DILocation(line: 43, column: 11, scope: !17)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 44, column: 3, scope: !17)
