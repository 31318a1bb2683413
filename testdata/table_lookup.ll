; ModuleID = '<stdin>'
source_filename = "table_lookup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab = internal constant [128 x i32] [i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3, i32 0, i32 5, i32 2, i32 7, i32 4, i32 1, i32 6, i32 3], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 127), !dbg !29
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !30
  %2 = xor i32 %1, 85, !dbg !31
  %3 = sext i32 %2 to i64, !dbg !32
  %4 = getelementptr inbounds [128 x i32], [128 x i32]* @tab, i64 0, i64 %3, !dbg !32
  %5 = load i32, i32* %4, align 4, !dbg !32, !tbaa !33
  call void @llvm.dbg.value(metadata i32 %5, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !37
  br label %6, !dbg !38

6:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %11, %10 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %.01, metadata !25, metadata !DIExpression()), !dbg !37
  %7 = icmp slt i32 %.01, %5, !dbg !39
  br i1 %7, label %9, label %8, !dbg !41

8:                                                ; preds = %6
  br label %12

9:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 4), !dbg !42
  br label %10, !dbg !42

10:                                               ; preds = %9
  %11 = add nsw i32 %.01, 1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %11, metadata !25, metadata !DIExpression()), !dbg !37
  br label %6, !dbg !44, !llvm.loop !45

12:                                               ; preds = %8
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !49
  br label %13, !dbg !50

13:                                               ; preds = %18, %12
  %.0 = phi i32 [ 0, %12 ], [ %19, %18 ], !dbg !49
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !49
  %14 = sdiv i32 %5, 2, !dbg !51
  %15 = icmp slt i32 %.0, %14, !dbg !53
  br i1 %15, label %17, label %16, !dbg !54

16:                                               ; preds = %13
  br label %20

17:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 2), !dbg !55
  br label %18, !dbg !55

18:                                               ; preds = %17
  %19 = add nsw i32 %.0, 1, !dbg !56
  call void @llvm.dbg.value(metadata i32 %19, metadata !27, metadata !DIExpression()), !dbg !49
  br label %13, !dbg !57, !llvm.loop !58

20:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !60
  ret i32 %5, !dbg !61
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 22, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "table_lookup.c", directory: ".", checksumkind: CSK_MD5, checksum: "70a44688538ae4bdc7e809bc736e811e")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 128)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !20, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!9}
!22 = !{!23, !24, !25, !27}
!23 = !DILocalVariable(name: "x", scope: !19, file: !3, line: 25, type: !9)
!24 = !DILocalVariable(name: "v", scope: !19, file: !3, line: 26, type: !9)
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 27, type: !9)
!26 = distinct !DILexicalBlock(scope: !19, file: !3, line: 27, column: 3)
!27 = !DILocalVariable(name: "k", scope: !28, file: !3, line: 29, type: !9)
!28 = distinct !DILexicalBlock(scope: !19, file: !3, line: 29, column: 3)
!29 = !DILocation(line: 25, column: 11, scope: !19)
!30 = !DILocation(line: 0, scope: !19)
!31 = !DILocation(line: 26, column: 17, scope: !19)
!32 = !DILocation(line: 26, column: 11, scope: !19)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 0, scope: !26)
!38 = !DILocation(line: 27, column: 8, scope: !26)
!39 = !DILocation(line: 27, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !26, file: !3, line: 27, column: 3)
!41 = !DILocation(line: 27, column: 3, scope: !26)
!42 = !DILocation(line: 28, column: 5, scope: !40)
!43 = !DILocation(line: 27, column: 27, scope: !40)
!44 = !DILocation(line: 27, column: 3, scope: !40)
!45 = distinct !{!45, !41, !46, !47, !48}
!46 = !DILocation(line: 28, column: 5, scope: !26)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 0, scope: !28)
!50 = !DILocation(line: 29, column: 8, scope: !28)
!51 = !DILocation(line: 29, column: 25, scope: !52)
!52 = distinct !DILexicalBlock(scope: !28, file: !3, line: 29, column: 3)
!53 = !DILocation(line: 29, column: 21, scope: !52)
!54 = !DILocation(line: 29, column: 3, scope: !28)
!55 = !DILocation(line: 30, column: 5, scope: !52)
!56 = !DILocation(line: 29, column: 31, scope: !52)
!57 = !DILocation(line: 29, column: 3, scope: !52)
!58 = distinct !{!58, !54, !59, !47, !48}
!59 = !DILocation(line: 30, column: 5, scope: !28)
!60 = !DILocation(line: 31, column: 3, scope: !19)
!61 = !DILocation(line: 32, column: 3, scope: !19)
