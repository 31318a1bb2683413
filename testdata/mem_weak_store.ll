; ModuleID = '<stdin>'
source_filename = "mem_weak_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %8, %0
  %.01 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !27
  %2 = icmp slt i32 %.01, 4, !dbg !29
  br i1 %2, label %4, label %3, !dbg !31

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !32
  %6 = sext i32 %.01 to i64, !dbg !33
  %7 = getelementptr inbounds [4 x i32], [4 x i32]* @a, i64 0, i64 %6, !dbg !33
  store i32 %5, i32* %7, align 4, !dbg !34, !tbaa !35
  br label %8, !dbg !33

8:                                                ; preds = %4
  %9 = add nsw i32 %.01, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %9, metadata !22, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !40, !llvm.loop !41

10:                                               ; preds = %3
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @a, i64 0, i64 0), align 16, !dbg !45, !tbaa !35
  %12 = icmp ne i32 %11, 0, !dbg !45
  br i1 %12, label %13, label %21, !dbg !46

13:                                               ; preds = %10
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !47
  br label %14, !dbg !48

14:                                               ; preds = %18, %13
  %.0 = phi i32 [ 0, %13 ], [ %19, %18 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %.0, metadata !24, metadata !DIExpression()), !dbg !47
  %15 = icmp slt i32 %.0, 5, !dbg !49
  br i1 %15, label %17, label %16, !dbg !51

16:                                               ; preds = %14
  br label %20

17:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  br label %18, !dbg !52

18:                                               ; preds = %17
  %19 = add nsw i32 %.0, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %19, metadata !24, metadata !DIExpression()), !dbg !47
  br label %14, !dbg !54, !llvm.loop !55

20:                                               ; preds = %16
  br label %21, !dbg !56

21:                                               ; preds = %20, %10
  ret i32 0, !dbg !57
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem_weak_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "7472d0d51b6de2d5f3a9c8241b778854")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !19, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !24}
!22 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !8)
!23 = distinct !DILexicalBlock(scope: !18, file: !3, line: 15, column: 3)
!24 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 17, type: !8)
!25 = distinct !DILexicalBlock(scope: !26, file: !3, line: 17, column: 5)
!26 = distinct !DILexicalBlock(scope: !18, file: !3, line: 16, column: 7)
!27 = !DILocation(line: 0, scope: !23)
!28 = !DILocation(line: 15, column: 8, scope: !23)
!29 = !DILocation(line: 15, column: 21, scope: !30)
!30 = distinct !DILexicalBlock(scope: !23, file: !3, line: 15, column: 3)
!31 = !DILocation(line: 15, column: 3, scope: !23)
!32 = !DILocation(line: 15, column: 38, scope: !30)
!33 = !DILocation(line: 15, column: 31, scope: !30)
!34 = !DILocation(line: 15, column: 36, scope: !30)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 15, column: 27, scope: !30)
!40 = !DILocation(line: 15, column: 3, scope: !30)
!41 = distinct !{!41, !31, !42, !43, !44}
!42 = !DILocation(line: 15, column: 38, scope: !23)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 16, column: 7, scope: !26)
!46 = !DILocation(line: 16, column: 7, scope: !18)
!47 = !DILocation(line: 0, scope: !25)
!48 = !DILocation(line: 17, column: 10, scope: !25)
!49 = !DILocation(line: 17, column: 23, scope: !50)
!50 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 5)
!51 = !DILocation(line: 17, column: 5, scope: !25)
!52 = !DILocation(line: 17, column: 33, scope: !50)
!53 = !DILocation(line: 17, column: 29, scope: !50)
!54 = !DILocation(line: 17, column: 5, scope: !50)
!55 = distinct !{!55, !51, !56, !43, !44}
!56 = !DILocation(line: 17, column: 33, scope: !25)
!57 = !DILocation(line: 18, column: 3, scope: !18)
