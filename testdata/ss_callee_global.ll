; ModuleID = '<stdin>'
source_filename = "ss_callee_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@mode = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 4), !dbg !21
  call void @llvm.dbg.value(metadata i32 %1, metadata !19, metadata !DIExpression()), !dbg !22
  %2 = call i32 @__wcet_nondet_range(i32 noundef -2, i32 noundef 2), !dbg !23
  call void @llvm.dbg.value(metadata i32 %2, metadata !20, metadata !DIExpression()), !dbg !22
  call void @work(i32 noundef %1), !dbg !24
  store i32 %2, i32* @mode, align 4, !dbg !25, !tbaa !26
  call void @work(i32 noundef %1), !dbg !30
  store i32 0, i32* @mode, align 4, !dbg !31, !tbaa !26
  call void @work(i32 noundef %1), !dbg !32
  %3 = load i32, i32* @mode, align 4, !dbg !33, !tbaa !26
  ret i32 %3, !dbg !34
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind uwtable
define internal void @work(i32 noundef %0) #0 !dbg !35 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !39, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !41
  br label %2, !dbg !42

2:                                                ; preds = %9, %1
  %.0 = phi i32 [ 0, %1 ], [ %10, %9 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %.0, metadata !40, metadata !DIExpression()), !dbg !41
  %3 = icmp slt i32 %.0, %0, !dbg !45
  br i1 %3, label %4, label %11, !dbg !47

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !48
  %5 = load i32, i32* @mode, align 4, !dbg !50, !tbaa !26
  %6 = icmp sgt i32 %5, 0, !dbg !52
  br i1 %6, label %7, label %8, !dbg !53

7:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 4), !dbg !54
  br label %8, !dbg !54

8:                                                ; preds = %7, %4
  br label %9, !dbg !55

9:                                                ; preds = %8
  %10 = add nsw i32 %.0, 1, !dbg !56
  call void @llvm.dbg.value(metadata i32 %10, metadata !40, metadata !DIExpression()), !dbg !41
  br label %2, !dbg !57, !llvm.loop !58

11:                                               ; preds = %2
  ret void, !dbg !62
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "mode", scope: !2, file: !3, line: 19, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ss_callee_global.c", directory: ".", checksumkind: CSK_MD5, checksum: "90f0b021d94cd40e577a1b9becfebf47")
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
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !20}
!19 = !DILocalVariable(name: "n", scope: !15, file: !3, line: 31, type: !7)
!20 = !DILocalVariable(name: "m", scope: !15, file: !3, line: 32, type: !7)
!21 = !DILocation(line: 31, column: 11, scope: !15)
!22 = !DILocation(line: 0, scope: !15)
!23 = !DILocation(line: 32, column: 11, scope: !15)
!24 = !DILocation(line: 33, column: 3, scope: !15)
!25 = !DILocation(line: 34, column: 8, scope: !15)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 35, column: 3, scope: !15)
!31 = !DILocation(line: 36, column: 8, scope: !15)
!32 = !DILocation(line: 37, column: 3, scope: !15)
!33 = !DILocation(line: 38, column: 10, scope: !15)
!34 = !DILocation(line: 38, column: 3, scope: !15)
!35 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 21, type: !36, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !7}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "n", arg: 1, scope: !35, file: !3, line: 21, type: !7)
!40 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 22, type: !7)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 23, column: 8, scope: !43)
!43 = distinct !DILexicalBlock(scope: !35, file: !3, line: 23, column: 3)
!44 = !DILocation(line: 0, scope: !43)
!45 = !DILocation(line: 23, column: 17, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !3, line: 23, column: 3)
!47 = !DILocation(line: 23, column: 3, scope: !43)
!48 = !DILocation(line: 24, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 27)
!50 = !DILocation(line: 25, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 25, column: 9)
!52 = !DILocation(line: 25, column: 14, scope: !51)
!53 = !DILocation(line: 25, column: 9, scope: !49)
!54 = !DILocation(line: 26, column: 7, scope: !51)
!55 = !DILocation(line: 27, column: 3, scope: !49)
!56 = !DILocation(line: 23, column: 23, scope: !46)
!57 = !DILocation(line: 23, column: 3, scope: !46)
!58 = distinct !{!58, !47, !59, !60, !61}
!59 = !DILocation(line: 27, column: 3, scope: !43)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 28, column: 1, scope: !35)
