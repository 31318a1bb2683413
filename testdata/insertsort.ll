; ModuleID = '<stdin>'
source_filename = "insertsort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [25 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %7, %0
  %.01 = phi i32 [ 0, %0 ], [ %8, %7 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !25
  %2 = icmp slt i32 %.01, 25, !dbg !29
  br i1 %2, label %3, label %9, !dbg !31

3:                                                ; preds = %1
  %4 = sub nsw i32 25, %.01, !dbg !32
  %5 = sext i32 %.01 to i64, !dbg !33
  %6 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %5, !dbg !33
  store i32 %4, i32* %6, align 4, !dbg !34, !tbaa !35
  br label %7, !dbg !33

7:                                                ; preds = %3
  %8 = add nsw i32 %.01, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !40, !llvm.loop !41

9:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !25
  br label %10, !dbg !45

10:                                               ; preds = %34, %9
  %.1 = phi i32 [ 1, %9 ], [ %35, %34 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %.1, metadata !22, metadata !DIExpression()), !dbg !25
  %11 = icmp slt i32 %.1, 25, !dbg !48
  br i1 %11, label %12, label %36, !dbg !50

12:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 1), !dbg !51
  call void @llvm.dbg.value(metadata i32 %.1, metadata !23, metadata !DIExpression()), !dbg !25
  br label %13, !dbg !53

13:                                               ; preds = %19, %12
  %.0 = phi i32 [ %.1, %12 ], [ %32, %19 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %.0, metadata !23, metadata !DIExpression()), !dbg !25
  %14 = icmp sgt i32 %.0, 0, !dbg !55
  br i1 %14, label %15, label %.loopexit, !dbg !53

15:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 1), !dbg !56
  %16 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !58
  %17 = icmp ne i32 %16, 0, !dbg !58
  br i1 %17, label %19, label %18, !dbg !60

18:                                               ; preds = %15
  br label %33, !dbg !61

19:                                               ; preds = %15
  %20 = sext i32 %.0 to i64, !dbg !62
  %21 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %20, !dbg !62
  %22 = load i32, i32* %21, align 4, !dbg !62, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %22, metadata !24, metadata !DIExpression()), !dbg !25
  %23 = sub nsw i32 %.0, 1, !dbg !63
  %24 = sext i32 %23 to i64, !dbg !64
  %25 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %24, !dbg !64
  %26 = load i32, i32* %25, align 4, !dbg !64, !tbaa !35
  %27 = sext i32 %.0 to i64, !dbg !65
  %28 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %27, !dbg !65
  store i32 %26, i32* %28, align 4, !dbg !66, !tbaa !35
  %29 = sub nsw i32 %.0, 1, !dbg !67
  %30 = sext i32 %29 to i64, !dbg !68
  %31 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %30, !dbg !68
  store i32 %22, i32* %31, align 4, !dbg !69, !tbaa !35
  call void @__wcet_cost(i64 noundef 2), !dbg !70
  %32 = add nsw i32 %.0, -1, !dbg !71
  call void @llvm.dbg.value(metadata i32 %32, metadata !23, metadata !DIExpression()), !dbg !25
  br label %13, !dbg !53, !llvm.loop !72

.loopexit:                                        ; preds = %13
  br label %33, !dbg !74

33:                                               ; preds = %.loopexit, %18
  br label %34, !dbg !74

34:                                               ; preds = %33
  %35 = add nsw i32 %.1, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %35, metadata !22, metadata !DIExpression()), !dbg !25
  br label %10, !dbg !76, !llvm.loop !77

36:                                               ; preds = %10
  %37 = load i32, i32* getelementptr inbounds ([25 x i32], [25 x i32]* @a, i64 0, i64 0), align 16, !dbg !79, !tbaa !35
  %38 = and i32 %37, 1, !dbg !80
  ret i32 %38, !dbg !81
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 25, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "insertsort.c", directory: ".", checksumkind: CSK_MD5, checksum: "be8d69754ee54cafae9d57ec22188994")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 800, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 25)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !19, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 28, type: !8)
!23 = !DILocalVariable(name: "j", scope: !18, file: !3, line: 28, type: !8)
!24 = !DILocalVariable(name: "t", scope: !18, file: !3, line: 28, type: !8)
!25 = !DILocation(line: 0, scope: !18)
!26 = !DILocation(line: 29, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !18, file: !3, line: 29, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 29, column: 17, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 29, column: 3)
!31 = !DILocation(line: 29, column: 3, scope: !27)
!32 = !DILocation(line: 30, column: 14, scope: !30)
!33 = !DILocation(line: 30, column: 5, scope: !30)
!34 = !DILocation(line: 30, column: 10, scope: !30)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 29, column: 23, scope: !30)
!40 = !DILocation(line: 29, column: 3, scope: !30)
!41 = distinct !{!41, !31, !42, !43, !44}
!42 = !DILocation(line: 30, column: 16, scope: !27)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 31, column: 8, scope: !46)
!46 = distinct !DILexicalBlock(scope: !18, file: !3, line: 31, column: 3)
!47 = !DILocation(line: 0, scope: !46)
!48 = !DILocation(line: 31, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 31, column: 3)
!50 = !DILocation(line: 31, column: 3, scope: !46)
!51 = !DILocation(line: 32, column: 5, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 31, column: 27)
!53 = !DILocation(line: 34, column: 5, scope: !52)
!54 = !DILocation(line: 0, scope: !52)
!55 = !DILocation(line: 34, column: 14, scope: !52)
!56 = !DILocation(line: 35, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 34, column: 19)
!58 = !DILocation(line: 36, column: 12, scope: !59)
!59 = distinct !DILexicalBlock(scope: !57, file: !3, line: 36, column: 11)
!60 = !DILocation(line: 36, column: 11, scope: !57)
!61 = !DILocation(line: 37, column: 9, scope: !59)
!62 = !DILocation(line: 38, column: 11, scope: !57)
!63 = !DILocation(line: 39, column: 18, scope: !57)
!64 = !DILocation(line: 39, column: 14, scope: !57)
!65 = !DILocation(line: 39, column: 7, scope: !57)
!66 = !DILocation(line: 39, column: 12, scope: !57)
!67 = !DILocation(line: 40, column: 11, scope: !57)
!68 = !DILocation(line: 40, column: 7, scope: !57)
!69 = !DILocation(line: 40, column: 16, scope: !57)
!70 = !DILocation(line: 41, column: 7, scope: !57)
!71 = !DILocation(line: 42, column: 8, scope: !57)
!72 = distinct !{!72, !53, !73, !43, !44}
!73 = !DILocation(line: 43, column: 5, scope: !52)
!74 = !DILocation(line: 44, column: 3, scope: !52)
!75 = !DILocation(line: 31, column: 23, scope: !49)
!76 = !DILocation(line: 31, column: 3, scope: !49)
!77 = distinct !{!77, !50, !78, !43, !44}
!78 = !DILocation(line: 44, column: 3, scope: !46)
!79 = !DILocation(line: 45, column: 10, scope: !18)
!80 = !DILocation(line: 45, column: 15, scope: !18)
!81 = !DILocation(line: 45, column: 3, scope: !18)
