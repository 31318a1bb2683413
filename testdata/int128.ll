; ModuleID = '<stdin>'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wide = dso_local global i128 0, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @int128(i32 noundef %0) #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i128 100000000000000000000, metadata !22, metadata !DIExpression()), !dbg !28
  %2 = sext i32 %0 to i128, !dbg !29
  %3 = mul nsw i128 %2, 100000000000000000000, !dbg !30
  call void @llvm.dbg.value(metadata i128 %3, metadata !24, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i128 %3, metadata !25, metadata !DIExpression()), !dbg !28
  br label %4, !dbg !31

4:                                                ; preds = %8, %1
  %.01 = phi i128 [ %3, %1 ], [ %9, %8 ], !dbg !33
  %.0 = phi i32 [ 0, %1 ], [ %7, %8 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i128 %.01, metadata !25, metadata !DIExpression()), !dbg !28
  %5 = icmp slt i128 %.01, 800000000000000000000, !dbg !34
  br i1 %5, label %6, label %10, !dbg !36

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 3), !dbg !37
  %7 = add nsw i32 %.0, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %7, metadata !27, metadata !DIExpression()), !dbg !28
  br label %8, !dbg !40

8:                                                ; preds = %6
  %9 = add nsw i128 %.01, 100000000000000000000, !dbg !41
  call void @llvm.dbg.value(metadata i128 %9, metadata !25, metadata !DIExpression()), !dbg !28
  br label %4, !dbg !42, !llvm.loop !43

10:                                               ; preds = %4
  %.0.lcssa = phi i32 [ %.0, %4 ], !dbg !28
  %11 = icmp sgt i128 %3, 18446744073709551616, !dbg !47
  br i1 %11, label %12, label %13, !dbg !49

12:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 5), !dbg !50
  br label %13, !dbg !50

13:                                               ; preds = %12, %10
  %14 = mul i128 %3, 3, !dbg !51
  %15 = add i128 %14, 7, !dbg !52
  call void @llvm.dbg.value(metadata i128 %15, metadata !26, metadata !DIExpression()), !dbg !28
  %16 = lshr i128 %15, 64, !dbg !53
  %17 = trunc i128 %16 to i64, !dbg !55
  %18 = icmp sge i64 %17, 100, !dbg !56
  br i1 %18, label %19, label %20, !dbg !57

19:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 2), !dbg !58
  br label %20, !dbg !58

20:                                               ; preds = %19, %13
  %21 = sdiv i128 %3, 3, !dbg !59
  %22 = sub nsw i128 %21, %15, !dbg !60
  store i128 %22, i128* @wide, align 16, !dbg !61, !tbaa !62
  ret i32 %.0.lcssa, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "wide", scope: !2, file: !3, line: 21, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfc8e608efe1232682bce0e3eaf79e3")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "int128", scope: !3, file: !3, line: 23, type: !17, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !24, !25, !26, !27}
!21 = !DILocalVariable(name: "k", arg: 1, scope: !16, file: !3, line: 23, type: !19)
!22 = !DILocalVariable(name: "e", scope: !16, file: !3, line: 24, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!24 = !DILocalVariable(name: "base", scope: !16, file: !3, line: 25, type: !5)
!25 = !DILocalVariable(name: "v", scope: !16, file: !3, line: 25, type: !5)
!26 = !DILocalVariable(name: "y", scope: !16, file: !3, line: 26, type: !7)
!27 = !DILocalVariable(name: "n", scope: !16, file: !3, line: 27, type: !19)
!28 = !DILocation(line: 0, scope: !16)
!29 = !DILocation(line: 25, column: 19, scope: !16)
!30 = !DILocation(line: 25, column: 21, scope: !16)
!31 = !DILocation(line: 28, column: 8, scope: !32)
!32 = distinct !DILexicalBlock(scope: !16, file: !3, line: 28, column: 3)
!33 = !DILocation(line: 0, scope: !32)
!34 = !DILocation(line: 28, column: 20, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 28, column: 3)
!36 = !DILocation(line: 28, column: 3, scope: !32)
!37 = !DILocation(line: 29, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 28, column: 37)
!39 = !DILocation(line: 30, column: 6, scope: !38)
!40 = !DILocation(line: 31, column: 3, scope: !38)
!41 = !DILocation(line: 28, column: 31, scope: !35)
!42 = !DILocation(line: 28, column: 3, scope: !35)
!43 = distinct !{!43, !36, !44, !45, !46}
!44 = !DILocation(line: 31, column: 3, scope: !32)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 32, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !16, file: !3, line: 32, column: 7)
!49 = !DILocation(line: 32, column: 7, scope: !16)
!50 = !DILocation(line: 33, column: 5, scope: !48)
!51 = !DILocation(line: 34, column: 31, scope: !16)
!52 = !DILocation(line: 34, column: 35, scope: !16)
!53 = !DILocation(line: 35, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !16, file: !3, line: 35, column: 7)
!55 = !DILocation(line: 35, column: 7, scope: !54)
!56 = !DILocation(line: 35, column: 28, scope: !54)
!57 = !DILocation(line: 35, column: 7, scope: !16)
!58 = !DILocation(line: 36, column: 5, scope: !54)
!59 = !DILocation(line: 37, column: 15, scope: !16)
!60 = !DILocation(line: 37, column: 19, scope: !16)
!61 = !DILocation(line: 37, column: 8, scope: !16)
!62 = !{!63, !63, i64 0}
!63 = !{!"__int128", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 38, column: 3, scope: !16)
