; ModuleID = '<stdin>'
source_filename = "ss_loop_interp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 1, i32 noundef 4), !dbg !20
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !21
  br label %2, !dbg !22

2:                                                ; preds = %19, %0
  %.02 = phi i32 [ 0, %0 ], [ %.1, %19 ], !dbg !21
  %.01 = phi i32 [ 0, %0 ], [ %20, %19 ], !dbg !24
  call void @llvm.dbg.value(metadata i32 %.01, metadata !18, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %.02, metadata !17, metadata !DIExpression()), !dbg !21
  %3 = icmp slt i32 %.01, 4, !dbg !25
  br i1 %3, label %4, label %21, !dbg !27

4:                                                ; preds = %2
  %5 = icmp eq i32 %.01, %1, !dbg !28
  br i1 %5, label %6, label %7, !dbg !31

6:                                                ; preds = %4
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !21
  br label %7, !dbg !32

7:                                                ; preds = %6, %4
  %.1 = phi i32 [ 1, %6 ], [ %.02, %4 ], !dbg !21
  call void @llvm.dbg.value(metadata i32 %.1, metadata !17, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !21
  br label %8, !dbg !33

8:                                                ; preds = %16, %7
  %.0 = phi i32 [ 0, %7 ], [ %17, %16 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !21
  %9 = icmp slt i32 %.0, 3, !dbg !36
  br i1 %9, label %10, label %18, !dbg !38

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 1), !dbg !39
  %11 = icmp ne i32 %.1, 0, !dbg !41
  br i1 %11, label %12, label %15, !dbg !43

12:                                               ; preds = %10
  %13 = icmp slt i32 %.0, %.01, !dbg !44
  br i1 %13, label %14, label %15, !dbg !45

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 5), !dbg !46
  br label %15, !dbg !46

15:                                               ; preds = %14, %12, %10
  br label %16, !dbg !47

16:                                               ; preds = %15
  %17 = add nsw i32 %.0, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %17, metadata !19, metadata !DIExpression()), !dbg !21
  br label %8, !dbg !49, !llvm.loop !50

18:                                               ; preds = %8
  br label %19, !dbg !54

19:                                               ; preds = %18
  %20 = add nsw i32 %.01, 1, !dbg !55
  call void @llvm.dbg.value(metadata i32 %20, metadata !18, metadata !DIExpression()), !dbg !21
  br label %2, !dbg !56, !llvm.loop !57

21:                                               ; preds = %2
  %.02.lcssa = phi i32 [ %.02, %2 ], !dbg !21
  ret i32 %.02.lcssa, !dbg !59
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ss_loop_interp.c", directory: ".", checksumkind: CSK_MD5, checksum: "13ba2633d22ed7cb8ea4d54bf710dd33")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18, !19}
!16 = !DILocalVariable(name: "k", scope: !11, file: !1, line: 21, type: !14)
!17 = !DILocalVariable(name: "flag", scope: !11, file: !1, line: 22, type: !14)
!18 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 22, type: !14)
!19 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 22, type: !14)
!20 = !DILocation(line: 21, column: 11, scope: !11)
!21 = !DILocation(line: 0, scope: !11)
!22 = !DILocation(line: 23, column: 8, scope: !23)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 23, column: 3)
!24 = !DILocation(line: 0, scope: !23)
!25 = !DILocation(line: 23, column: 17, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 23, column: 3)
!27 = !DILocation(line: 23, column: 3, scope: !23)
!28 = !DILocation(line: 24, column: 11, scope: !29)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 24, column: 9)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 23, column: 27)
!31 = !DILocation(line: 24, column: 9, scope: !30)
!32 = !DILocation(line: 25, column: 7, scope: !29)
!33 = !DILocation(line: 26, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 26, column: 5)
!35 = !DILocation(line: 0, scope: !34)
!36 = !DILocation(line: 26, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 26, column: 5)
!38 = !DILocation(line: 26, column: 5, scope: !34)
!39 = !DILocation(line: 27, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 26, column: 29)
!41 = !DILocation(line: 28, column: 11, scope: !42)
!42 = distinct !DILexicalBlock(scope: !40, file: !1, line: 28, column: 11)
!43 = !DILocation(line: 28, column: 16, scope: !42)
!44 = !DILocation(line: 28, column: 21, scope: !42)
!45 = !DILocation(line: 28, column: 11, scope: !40)
!46 = !DILocation(line: 29, column: 9, scope: !42)
!47 = !DILocation(line: 30, column: 5, scope: !40)
!48 = !DILocation(line: 26, column: 25, scope: !37)
!49 = !DILocation(line: 26, column: 5, scope: !37)
!50 = distinct !{!50, !38, !51, !52, !53}
!51 = !DILocation(line: 30, column: 5, scope: !34)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 31, column: 3, scope: !30)
!55 = !DILocation(line: 23, column: 23, scope: !26)
!56 = !DILocation(line: 23, column: 3, scope: !26)
!57 = distinct !{!57, !27, !58, !52, !53}
!58 = !DILocation(line: 31, column: 3, scope: !23)
!59 = !DILocation(line: 32, column: 3, scope: !11)
