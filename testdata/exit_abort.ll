; ModuleID = '<stdin>'
source_filename = "exit_abort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@acc = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !24
  br label %1, !dbg !25

1:                                                ; preds = %12, %0
  %.0 = phi i32 [ 0, %0 ], [ %13, %12 ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !24
  %2 = icmp slt i32 %.0, 5, !dbg !27
  br i1 %2, label %3, label %14, !dbg !28

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 2), !dbg !29
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !30
  call void @llvm.dbg.value(metadata i32 %4, metadata !20, metadata !DIExpression()), !dbg !31
  %5 = call i32 @check(i32 noundef %4, i32 noundef %.0), !dbg !32
  %6 = load i32, i32* @acc, align 4, !dbg !33, !tbaa !34
  %7 = add nsw i32 %6, %5, !dbg !33
  store i32 %7, i32* @acc, align 4, !dbg !33, !tbaa !34
  %8 = load i32, i32* @acc, align 4, !dbg !38, !tbaa !34
  %9 = icmp sgt i32 %8, 7, !dbg !40
  br i1 %9, label %10, label %11, !dbg !41

10:                                               ; preds = %3
  call void @__wcet_cost(i64 noundef 3), !dbg !42
  call void @_Exit(i32 noundef 0) #5, !dbg !44
  unreachable, !dbg !44

11:                                               ; preds = %3
  br label %12, !dbg !45

12:                                               ; preds = %11
  %13 = add nsw i32 %.0, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %13, metadata !19, metadata !DIExpression()), !dbg !24
  br label %1, !dbg !47, !llvm.loop !48

14:                                               ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @check(i32 noundef %0, i32 noundef %1) #0 !dbg !54 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !58, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32 %1, metadata !59, metadata !DIExpression()), !dbg !60
  call void @__wcet_cost(i64 noundef 1), !dbg !61
  %3 = icmp eq i32 %0, 3, !dbg !62
  br i1 %3, label %4, label %5, !dbg !64

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 4), !dbg !65
  call void @exit(i32 noundef 1) #5, !dbg !67
  unreachable, !dbg !67

5:                                                ; preds = %2
  %6 = icmp eq i32 %0, 2, !dbg !68
  br i1 %6, label %7, label %10, !dbg !70

7:                                                ; preds = %5
  %8 = icmp sge i32 %1, 3, !dbg !71
  br i1 %8, label %9, label %10, !dbg !72

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 6), !dbg !73
  call void @abort() #5, !dbg !75
  unreachable, !dbg !75

10:                                               ; preds = %7, %5
  ret i32 %0, !dbg !76
}

; Function Attrs: noreturn nounwind
declare void @_Exit(i32 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "acc", scope: !2, file: !3, line: 23, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_abort.c", directory: ".", checksumkind: CSK_MD5, checksum: "460085ef75804110ca46b1a0c538f775")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !16, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !20}
!19 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 39, type: !7)
!20 = !DILocalVariable(name: "v", scope: !21, file: !3, line: 41, type: !7)
!21 = distinct !DILexicalBlock(scope: !22, file: !3, line: 40, column: 27)
!22 = distinct !DILexicalBlock(scope: !23, file: !3, line: 40, column: 3)
!23 = distinct !DILexicalBlock(scope: !15, file: !3, line: 40, column: 3)
!24 = !DILocation(line: 0, scope: !15)
!25 = !DILocation(line: 40, column: 8, scope: !23)
!26 = !DILocation(line: 0, scope: !23)
!27 = !DILocation(line: 40, column: 17, scope: !22)
!28 = !DILocation(line: 40, column: 3, scope: !23)
!29 = !DILocation(line: 42, column: 5, scope: !21)
!30 = !DILocation(line: 43, column: 9, scope: !21)
!31 = !DILocation(line: 0, scope: !21)
!32 = !DILocation(line: 44, column: 12, scope: !21)
!33 = !DILocation(line: 44, column: 9, scope: !21)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 45, column: 9, scope: !39)
!39 = distinct !DILexicalBlock(scope: !21, file: !3, line: 45, column: 9)
!40 = !DILocation(line: 45, column: 13, scope: !39)
!41 = !DILocation(line: 45, column: 9, scope: !21)
!42 = !DILocation(line: 46, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 45, column: 18)
!44 = !DILocation(line: 47, column: 7, scope: !43)
!45 = !DILocation(line: 49, column: 3, scope: !21)
!46 = !DILocation(line: 40, column: 23, scope: !22)
!47 = !DILocation(line: 40, column: 3, scope: !22)
!48 = distinct !{!48, !28, !49, !50, !51}
!49 = !DILocation(line: 49, column: 3, scope: !23)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 50, column: 3, scope: !15)
!53 = !DILocation(line: 51, column: 3, scope: !15)
!54 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 25, type: !55, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!7, !7, !7}
!57 = !{!58, !59}
!58 = !DILocalVariable(name: "v", arg: 1, scope: !54, file: !3, line: 25, type: !7)
!59 = !DILocalVariable(name: "i", arg: 2, scope: !54, file: !3, line: 25, type: !7)
!60 = !DILocation(line: 0, scope: !54)
!61 = !DILocation(line: 26, column: 3, scope: !54)
!62 = !DILocation(line: 27, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !54, file: !3, line: 27, column: 7)
!64 = !DILocation(line: 27, column: 7, scope: !54)
!65 = !DILocation(line: 28, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 27, column: 15)
!67 = !DILocation(line: 29, column: 5, scope: !66)
!68 = !DILocation(line: 31, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !54, file: !3, line: 31, column: 7)
!70 = !DILocation(line: 31, column: 14, scope: !69)
!71 = !DILocation(line: 31, column: 19, scope: !69)
!72 = !DILocation(line: 31, column: 7, scope: !54)
!73 = !DILocation(line: 32, column: 5, scope: !74)
!74 = distinct !DILexicalBlock(scope: !69, file: !3, line: 31, column: 25)
!75 = !DILocation(line: 33, column: 5, scope: !74)
!76 = !DILocation(line: 35, column: 3, scope: !54)
