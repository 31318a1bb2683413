; ModuleID = '<stdin>'
source_filename = "goto_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@result = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression()), !dbg !28
  br label %1, !dbg !29

1:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %8, %10 ], !dbg !28
  %.0 = phi i32 [ 0, %0 ], [ %.1, %10 ], !dbg !30
  call void @llvm.dbg.value(metadata i32 %.0, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !19, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.label(metadata !22), !dbg !31
  call void @__wcet_cost(i64 noundef 1), !dbg !32
  %2 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !33
  %3 = icmp ne i32 %2, 0, !dbg !33
  br i1 %3, label %4, label %5, !dbg !35

4:                                                ; preds = %1
  br label %7, !dbg !36

5:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 3), !dbg !37
  %6 = add nsw i32 %.0, %.01, !dbg !38
  call void @llvm.dbg.value(metadata i32 %6, metadata !21, metadata !DIExpression()), !dbg !28
  br label %7, !dbg !39

7:                                                ; preds = %5, %4
  %.1 = phi i32 [ %.0, %4 ], [ %6, %5 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.1, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.label(metadata !23), !dbg !40
  %8 = add nsw i32 %.01, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %8, metadata !19, metadata !DIExpression()), !dbg !28
  %9 = icmp slt i32 %8, 8, !dbg !42
  br i1 %9, label %10, label %11, !dbg !44

10:                                               ; preds = %7
  br label %1, !dbg !45

11:                                               ; preds = %7
  %.1.lcssa = phi i32 [ %.1, %7 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !20, metadata !DIExpression()), !dbg !28
  br label %12, !dbg !46

12:                                               ; preds = %23, %11
  %.02 = phi i32 [ 0, %11 ], [ %24, %23 ], !dbg !47
  %.2 = phi i32 [ %.1.lcssa, %11 ], [ %22, %23 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.2, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.02, metadata !20, metadata !DIExpression()), !dbg !28
  %13 = icmp slt i32 %.02, 6, !dbg !48
  br i1 %13, label %14, label %25, !dbg !49

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !50
  %15 = srem i32 %.02, 2, !dbg !51
  %16 = icmp eq i32 %15, 1, !dbg !53
  br i1 %16, label %17, label %18, !dbg !54

17:                                               ; preds = %14
  br label %21, !dbg !55

18:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 2), !dbg !56
  %19 = mul nsw i32 2, %.02, !dbg !57
  %20 = add nsw i32 %.2, %19, !dbg !58
  call void @llvm.dbg.value(metadata i32 %20, metadata !21, metadata !DIExpression()), !dbg !28
  br label %21, !dbg !59

21:                                               ; preds = %18, %17
  %.3 = phi i32 [ %.2, %17 ], [ %20, %18 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.3, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.label(metadata !24), !dbg !60
  %22 = add nsw i32 %.3, %.02, !dbg !61
  call void @llvm.dbg.value(metadata i32 %22, metadata !21, metadata !DIExpression()), !dbg !28
  br label %23, !dbg !62

23:                                               ; preds = %21
  %24 = add nsw i32 %.02, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %24, metadata !20, metadata !DIExpression()), !dbg !28
  br label %12, !dbg !64, !llvm.loop !65

25:                                               ; preds = %12
  %.2.lcssa = phi i32 [ %.2, %12 ], !dbg !28
  store i32 %.2.lcssa, i32* @result, align 4, !dbg !69, !tbaa !70
  ret i32 0, !dbg !74
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

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
!1 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "goto_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "67b5c92918b1fdcf4c4ea7d05a8a0415")
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
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !20, !21, !22, !23, !24}
!19 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 16, type: !7)
!20 = !DILocalVariable(name: "j", scope: !15, file: !3, line: 16, type: !7)
!21 = !DILocalVariable(name: "s", scope: !15, file: !3, line: 16, type: !7)
!22 = !DILabel(scope: !15, name: "top", file: !3, line: 17)
!23 = !DILabel(scope: !15, name: "skip", file: !3, line: 23)
!24 = !DILabel(scope: !25, name: "next", file: !3, line: 34)
!25 = distinct !DILexicalBlock(scope: !26, file: !3, line: 28, column: 27)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 28, column: 3)
!27 = distinct !DILexicalBlock(scope: !15, file: !3, line: 28, column: 3)
!28 = !DILocation(line: 0, scope: !15)
!29 = !DILocation(line: 16, column: 3, scope: !15)
!30 = !DILocation(line: 16, column: 17, scope: !15)
!31 = !DILocation(line: 17, column: 1, scope: !15)
!32 = !DILocation(line: 18, column: 3, scope: !15)
!33 = !DILocation(line: 19, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !15, file: !3, line: 19, column: 7)
!35 = !DILocation(line: 19, column: 7, scope: !15)
!36 = !DILocation(line: 20, column: 5, scope: !34)
!37 = !DILocation(line: 21, column: 3, scope: !15)
!38 = !DILocation(line: 22, column: 5, scope: !15)
!39 = !DILocation(line: 22, column: 3, scope: !15)
!40 = !DILocation(line: 23, column: 1, scope: !15)
!41 = !DILocation(line: 24, column: 4, scope: !15)
!42 = !DILocation(line: 25, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !15, file: !3, line: 25, column: 7)
!44 = !DILocation(line: 25, column: 7, scope: !15)
!45 = !DILocation(line: 26, column: 5, scope: !43)
!46 = !DILocation(line: 28, column: 8, scope: !27)
!47 = !DILocation(line: 0, scope: !27)
!48 = !DILocation(line: 28, column: 17, scope: !26)
!49 = !DILocation(line: 28, column: 3, scope: !27)
!50 = !DILocation(line: 29, column: 5, scope: !25)
!51 = !DILocation(line: 30, column: 11, scope: !52)
!52 = distinct !DILexicalBlock(scope: !25, file: !3, line: 30, column: 9)
!53 = !DILocation(line: 30, column: 15, scope: !52)
!54 = !DILocation(line: 30, column: 9, scope: !25)
!55 = !DILocation(line: 31, column: 7, scope: !52)
!56 = !DILocation(line: 32, column: 5, scope: !25)
!57 = !DILocation(line: 33, column: 12, scope: !25)
!58 = !DILocation(line: 33, column: 7, scope: !25)
!59 = !DILocation(line: 33, column: 5, scope: !25)
!60 = !DILocation(line: 34, column: 3, scope: !25)
!61 = !DILocation(line: 35, column: 7, scope: !25)
!62 = !DILocation(line: 36, column: 3, scope: !25)
!63 = !DILocation(line: 28, column: 23, scope: !26)
!64 = !DILocation(line: 28, column: 3, scope: !26)
!65 = distinct !{!65, !49, !66, !67, !68}
!66 = !DILocation(line: 36, column: 3, scope: !27)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.unroll.disable"}
!69 = !DILocation(line: 37, column: 10, scope: !15)
!70 = !{!71, !71, i64 0}
!71 = !{!"int", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 38, column: 3, scope: !15)
