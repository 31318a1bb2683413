; ModuleID = '<stdin>'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !29
  br label %2, !dbg !30

2:                                                ; preds = %31, %1
  %.03 = phi i32 [ 0, %1 ], [ %32, %31 ], !dbg !31
  %.01 = phi i32 [ 0, %1 ], [ %.12.lcssa, %31 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.01, metadata !17, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.03, metadata !18, metadata !DIExpression()), !dbg !29
  %3 = icmp slt i32 %.03, 3, !dbg !33
  br i1 %3, label %4, label %33, !dbg !34

4:                                                ; preds = %2
  %5 = add nsw i32 %0, %.03, !dbg !35
  %6 = zext i32 %5 to i64, !dbg !36
  %7 = call i8* @llvm.stacksave(), !dbg !36
  %8 = alloca i32, i64 %6, align 16, !dbg !36
  call void @llvm.dbg.value(metadata i64 %6, metadata !20, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %8, metadata !25, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !29
  br label %9, !dbg !39

9:                                                ; preds = %17, %4
  %.0 = phi i32 [ 0, %4 ], [ %18, %17 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !29
  %10 = add nsw i32 %0, %.03, !dbg !42
  %11 = icmp slt i32 %.0, %10, !dbg !44
  br i1 %11, label %12, label %19, !dbg !45

12:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 1), !dbg !46
  %13 = add nsw i32 %.03, 1, !dbg !48
  %14 = mul nsw i32 %.0, %13, !dbg !49
  %15 = sext i32 %.0 to i64, !dbg !50
  %16 = getelementptr inbounds i32, i32* %8, i64 %15, !dbg !50
  store i32 %14, i32* %16, align 4, !dbg !51, !tbaa !52
  br label %17, !dbg !56

17:                                               ; preds = %12
  %18 = add nsw i32 %.0, 1, !dbg !57
  call void @llvm.dbg.value(metadata i32 %18, metadata !19, metadata !DIExpression()), !dbg !29
  br label %9, !dbg !58, !llvm.loop !59

19:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !29
  br label %20, !dbg !63

20:                                               ; preds = %28, %19
  %.12 = phi i32 [ %.01, %19 ], [ %27, %28 ], !dbg !29
  %.1 = phi i32 [ 0, %19 ], [ %29, %28 ], !dbg !65
  call void @llvm.dbg.value(metadata i32 %.1, metadata !19, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.12, metadata !17, metadata !DIExpression()), !dbg !29
  %21 = add nsw i32 %0, %.03, !dbg !66
  %22 = icmp slt i32 %.1, %21, !dbg !68
  br i1 %22, label %23, label %30, !dbg !69

23:                                               ; preds = %20
  call void @__wcet_cost(i64 noundef 1), !dbg !70
  %24 = sext i32 %.1 to i64, !dbg !72
  %25 = getelementptr inbounds i32, i32* %8, i64 %24, !dbg !72
  %26 = load i32, i32* %25, align 4, !dbg !72, !tbaa !52
  %27 = add nsw i32 %.12, %26, !dbg !73
  call void @llvm.dbg.value(metadata i32 %27, metadata !17, metadata !DIExpression()), !dbg !29
  br label %28, !dbg !74

28:                                               ; preds = %23
  %29 = add nsw i32 %.1, 2, !dbg !75
  call void @llvm.dbg.value(metadata i32 %29, metadata !19, metadata !DIExpression()), !dbg !29
  br label %20, !dbg !76, !llvm.loop !77

30:                                               ; preds = %20
  %.12.lcssa = phi i32 [ %.12, %20 ], !dbg !29
  call void @llvm.stackrestore(i8* %7), !dbg !79
  br label %31, !dbg !80

31:                                               ; preds = %30
  %32 = add nsw i32 %.03, 1, !dbg !81
  call void @llvm.dbg.value(metadata i32 %32, metadata !18, metadata !DIExpression()), !dbg !29
  br label %2, !dbg !82, !llvm.loop !83

33:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ], !dbg !32
  ret i32 %.01.lcssa, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ed93adf927241d32faa7565eb822e52")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "vla", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18, !19, !20, !25}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 15, type: !14)
!17 = !DILocalVariable(name: "total", scope: !11, file: !1, line: 16, type: !14)
!18 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 16, type: !14)
!19 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 16, type: !14)
!20 = !DILocalVariable(name: "__vla_expr0", scope: !21, type: !24, flags: DIFlagArtificial)
!21 = distinct !DILexicalBlock(scope: !22, file: !1, line: 17, column: 27)
!22 = distinct !DILexicalBlock(scope: !23, file: !1, line: 17, column: 3)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 17, column: 3)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "buf", scope: !21, file: !1, line: 18, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: !20)
!29 = !DILocation(line: 0, scope: !11)
!30 = !DILocation(line: 17, column: 8, scope: !23)
!31 = !DILocation(line: 0, scope: !23)
!32 = !DILocation(line: 16, column: 7, scope: !11)
!33 = !DILocation(line: 17, column: 17, scope: !22)
!34 = !DILocation(line: 17, column: 3, scope: !23)
!35 = !DILocation(line: 18, column: 15, scope: !21)
!36 = !DILocation(line: 18, column: 5, scope: !21)
!37 = !DILocation(line: 0, scope: !21)
!38 = !DILocation(line: 18, column: 9, scope: !21)
!39 = !DILocation(line: 19, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !21, file: !1, line: 19, column: 5)
!41 = !DILocation(line: 0, scope: !40)
!42 = !DILocation(line: 19, column: 23, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 5)
!44 = !DILocation(line: 19, column: 19, scope: !43)
!45 = !DILocation(line: 19, column: 5, scope: !40)
!46 = !DILocation(line: 20, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 19, column: 33)
!48 = !DILocation(line: 21, column: 23, scope: !47)
!49 = !DILocation(line: 21, column: 18, scope: !47)
!50 = !DILocation(line: 21, column: 7, scope: !47)
!51 = !DILocation(line: 21, column: 14, scope: !47)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 22, column: 5, scope: !47)
!57 = !DILocation(line: 19, column: 29, scope: !43)
!58 = !DILocation(line: 19, column: 5, scope: !43)
!59 = distinct !{!59, !45, !60, !61, !62}
!60 = !DILocation(line: 22, column: 5, scope: !40)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 23, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !21, file: !1, line: 23, column: 5)
!65 = !DILocation(line: 0, scope: !64)
!66 = !DILocation(line: 23, column: 23, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !1, line: 23, column: 5)
!68 = !DILocation(line: 23, column: 19, scope: !67)
!69 = !DILocation(line: 23, column: 5, scope: !64)
!70 = !DILocation(line: 24, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 23, column: 36)
!72 = !DILocation(line: 25, column: 16, scope: !71)
!73 = !DILocation(line: 25, column: 13, scope: !71)
!74 = !DILocation(line: 26, column: 5, scope: !71)
!75 = !DILocation(line: 23, column: 30, scope: !67)
!76 = !DILocation(line: 23, column: 5, scope: !67)
!77 = distinct !{!77, !69, !78, !61, !62}
!78 = !DILocation(line: 26, column: 5, scope: !64)
!79 = !DILocation(line: 27, column: 3, scope: !22)
!80 = !DILocation(line: 27, column: 3, scope: !21)
!81 = !DILocation(line: 17, column: 23, scope: !22)
!82 = !DILocation(line: 17, column: 3, scope: !22)
!83 = distinct !{!83, !34, !84, !61, !62}
!84 = !DILocation(line: 27, column: 3, scope: !23)
!85 = !DILocation(line: 28, column: 3, scope: !11)
