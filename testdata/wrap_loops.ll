; ModuleID = '<stdin>'
source_filename = "wrap_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sink = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i16 -6, metadata !23, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i8 -6, metadata !20, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %8, %0
  %.0 = phi i8 [ -6, %0 ], [ %9, %8 ], !dbg !28
  call void @llvm.dbg.value(metadata i8 %.0, metadata !20, metadata !DIExpression()), !dbg !25
  %2 = zext i8 %.0 to i32, !dbg !29
  %3 = icmp ne i32 %2, 4, !dbg !31
  br i1 %3, label %4, label %10, !dbg !32

4:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !33
  %5 = zext i8 %.0 to i32, !dbg !35
  %6 = load i32, i32* @sink, align 4, !dbg !36, !tbaa !37
  %7 = add i32 %6, %5, !dbg !36
  store i32 %7, i32* @sink, align 4, !dbg !36, !tbaa !37
  br label %8, !dbg !41

8:                                                ; preds = %4
  %9 = add i8 %.0, 1, !dbg !42
  call void @llvm.dbg.value(metadata i8 %9, metadata !20, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !43, !llvm.loop !44

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 5, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !48

11:                                               ; preds = %16, %10
  %.01 = phi i32 [ 5, %10 ], [ %17, %16 ], !dbg !50
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !25
  %12 = icmp ule i32 %.01, 5, !dbg !51
  br i1 %12, label %13, label %18, !dbg !53

13:                                               ; preds = %11
  call void @__wcet_cost(i64 noundef 2), !dbg !54
  %14 = load i32, i32* @sink, align 4, !dbg !56, !tbaa !37
  %15 = add i32 %14, %.01, !dbg !56
  store i32 %15, i32* @sink, align 4, !dbg !56, !tbaa !37
  br label %16, !dbg !57

16:                                               ; preds = %13
  %17 = add i32 %.01, -1, !dbg !58
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !59, !llvm.loop !60

18:                                               ; preds = %11
  br label %19, !dbg !62

19:                                               ; preds = %23, %18
  %.02 = phi i16 [ -6, %18 ], [ %22, %23 ], !dbg !25
  call void @llvm.dbg.value(metadata i16 %.02, metadata !23, metadata !DIExpression()), !dbg !25
  call void @__wcet_cost(i64 noundef 1), !dbg !63
  %20 = zext i16 %.02 to i32, !dbg !65
  %21 = add nsw i32 %20, 3, !dbg !65
  %22 = trunc i32 %21 to i16, !dbg !65
  call void @llvm.dbg.value(metadata i16 %22, metadata !23, metadata !DIExpression()), !dbg !25
  br label %23, !dbg !66

23:                                               ; preds = %19
  %24 = zext i16 %22 to i32, !dbg !67
  %25 = icmp sgt i32 %24, 100, !dbg !68
  br i1 %25, label %19, label %26, !dbg !66, !llvm.loop !69

26:                                               ; preds = %23
  %.lcssa = phi i16 [ %22, %23 ], !dbg !65
  %27 = zext i16 %.lcssa to i32, !dbg !71
  %28 = load i32, i32* @sink, align 4, !dbg !72, !tbaa !37
  %29 = add i32 %28, %27, !dbg !72
  store i32 %29, i32* @sink, align 4, !dbg !72, !tbaa !37
  ret i32 0, !dbg !73
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

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
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 14, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "wrap_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "b46ce8cef05d8836b02f4f2af2910017")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !16, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !22, !23}
!20 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 17, type: !21)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !DILocalVariable(name: "u", scope: !15, file: !3, line: 18, type: !7)
!23 = !DILocalVariable(name: "w", scope: !15, file: !3, line: 19, type: !24)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !DILocation(line: 0, scope: !15)
!26 = !DILocation(line: 20, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !15, file: !3, line: 20, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 20, column: 17, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 20, column: 3)
!31 = !DILocation(line: 20, column: 19, scope: !30)
!32 = !DILocation(line: 20, column: 3, scope: !27)
!33 = !DILocation(line: 21, column: 5, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !3, line: 20, column: 30)
!35 = !DILocation(line: 22, column: 13, scope: !34)
!36 = !DILocation(line: 22, column: 10, scope: !34)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 23, column: 3, scope: !34)
!42 = !DILocation(line: 20, column: 26, scope: !30)
!43 = !DILocation(line: 20, column: 3, scope: !30)
!44 = distinct !{!44, !32, !45, !46, !47}
!45 = !DILocation(line: 23, column: 3, scope: !27)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 24, column: 8, scope: !49)
!49 = distinct !DILexicalBlock(scope: !15, file: !3, line: 24, column: 3)
!50 = !DILocation(line: 0, scope: !49)
!51 = !DILocation(line: 24, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 24, column: 3)
!53 = !DILocation(line: 24, column: 3, scope: !49)
!54 = !DILocation(line: 25, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 24, column: 28)
!56 = !DILocation(line: 26, column: 10, scope: !55)
!57 = !DILocation(line: 27, column: 3, scope: !55)
!58 = !DILocation(line: 24, column: 24, scope: !52)
!59 = !DILocation(line: 24, column: 3, scope: !52)
!60 = distinct !{!60, !53, !61, !46, !47}
!61 = !DILocation(line: 27, column: 3, scope: !49)
!62 = !DILocation(line: 28, column: 3, scope: !15)
!63 = !DILocation(line: 29, column: 5, scope: !64)
!64 = distinct !DILexicalBlock(scope: !15, file: !3, line: 28, column: 6)
!65 = !DILocation(line: 30, column: 7, scope: !64)
!66 = !DILocation(line: 31, column: 3, scope: !64)
!67 = !DILocation(line: 31, column: 12, scope: !15)
!68 = !DILocation(line: 31, column: 14, scope: !15)
!69 = distinct !{!69, !62, !70, !46, !47}
!70 = !DILocation(line: 31, column: 19, scope: !15)
!71 = !DILocation(line: 32, column: 11, scope: !15)
!72 = !DILocation(line: 32, column: 8, scope: !15)
!73 = !DILocation(line: 34, column: 1, scope: !15)
