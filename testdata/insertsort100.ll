; ModuleID = '<stdin>'
source_filename = "insertsort100.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"c <= 10\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %7, %0
  %.01 = phi i32 [ 0, %0 ], [ %8, %7 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !25
  %2 = icmp slt i32 %.01, 100, !dbg !29
  br i1 %2, label %3, label %9, !dbg !31

3:                                                ; preds = %1
  %4 = sub nsw i32 100, %.01, !dbg !32
  %5 = sext i32 %.01 to i64, !dbg !33
  %6 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %5, !dbg !33
  store i32 %4, i32* %6, align 4, !dbg !34, !tbaa !35
  br label %7, !dbg !33

7:                                                ; preds = %3
  %8 = add nsw i32 %.01, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !40, !llvm.loop !41

9:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !25
  br label %10, !dbg !45

10:                                               ; preds = %35, %9
  %.1 = phi i32 [ 1, %9 ], [ %36, %35 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %.1, metadata !22, metadata !DIExpression()), !dbg !25
  %11 = icmp slt i32 %.1, 100, !dbg !48
  br i1 %11, label %12, label %37, !dbg !50

12:                                               ; preds = %10
  call void @__wcet_reset(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !51
  call void @llvm.dbg.value(metadata i32 %.1, metadata !23, metadata !DIExpression()), !dbg !25
  br label %13, !dbg !53

13:                                               ; preds = %20, %12
  %.0 = phi i32 [ %.1, %12 ], [ %33, %20 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %.0, metadata !23, metadata !DIExpression()), !dbg !25
  %14 = icmp sgt i32 %.0, 0, !dbg !55
  br i1 %14, label %15, label %18, !dbg !56

15:                                               ; preds = %13
  %16 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !57
  %17 = icmp ne i32 %16, 0, !dbg !56
  br label %18

18:                                               ; preds = %15, %13
  %19 = phi i1 [ false, %13 ], [ %17, %15 ], !dbg !54
  br i1 %19, label %20, label %34, !dbg !53

20:                                               ; preds = %18
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !58
  %21 = sext i32 %.0 to i64, !dbg !60
  %22 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %21, !dbg !60
  %23 = load i32, i32* %22, align 4, !dbg !60, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %23, metadata !24, metadata !DIExpression()), !dbg !25
  %24 = sub nsw i32 %.0, 1, !dbg !61
  %25 = sext i32 %24 to i64, !dbg !62
  %26 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %25, !dbg !62
  %27 = load i32, i32* %26, align 4, !dbg !62, !tbaa !35
  %28 = sext i32 %.0 to i64, !dbg !63
  %29 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %28, !dbg !63
  store i32 %27, i32* %29, align 4, !dbg !64, !tbaa !35
  %30 = sub nsw i32 %.0, 1, !dbg !65
  %31 = sext i32 %30 to i64, !dbg !66
  %32 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %31, !dbg !66
  store i32 %23, i32* %32, align 4, !dbg !67, !tbaa !35
  call void @__wcet_cost(i64 noundef 100), !dbg !68
  %33 = add nsw i32 %.0, -1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %33, metadata !23, metadata !DIExpression()), !dbg !25
  br label %13, !dbg !53, !llvm.loop !70

34:                                               ; preds = %18
  call void @__wcet_cost(i64 noundef 2), !dbg !72
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0)), !dbg !73
  br label %35, !dbg !74

35:                                               ; preds = %34
  %36 = add nsw i32 %.1, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %36, metadata !22, metadata !DIExpression()), !dbg !25
  br label %10, !dbg !76, !llvm.loop !77

37:                                               ; preds = %10
  %38 = load i32, i32* getelementptr inbounds ([100 x i32], [100 x i32]* @a, i64 0, i64 0), align 16, !dbg !79, !tbaa !35
  %39 = and i32 %38, 1, !dbg !80
  ret i32 %39, !dbg !81
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_reset(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_assert(i8* noundef) #3

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
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 42, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "insertsort100.c", directory: ".", checksumkind: CSK_MD5, checksum: "827e8ac969e73c007711ca223c382a42")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 3200, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !19, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 45, type: !8)
!23 = !DILocalVariable(name: "j", scope: !18, file: !3, line: 45, type: !8)
!24 = !DILocalVariable(name: "t", scope: !18, file: !3, line: 45, type: !8)
!25 = !DILocation(line: 0, scope: !18)
!26 = !DILocation(line: 46, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !18, file: !3, line: 46, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 46, column: 17, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 46, column: 3)
!31 = !DILocation(line: 46, column: 3, scope: !27)
!32 = !DILocation(line: 47, column: 14, scope: !30)
!33 = !DILocation(line: 47, column: 5, scope: !30)
!34 = !DILocation(line: 47, column: 10, scope: !30)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 46, column: 23, scope: !30)
!40 = !DILocation(line: 46, column: 3, scope: !30)
!41 = distinct !{!41, !31, !42, !43, !44}
!42 = !DILocation(line: 47, column: 16, scope: !27)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 48, column: 8, scope: !46)
!46 = distinct !DILexicalBlock(scope: !18, file: !3, line: 48, column: 3)
!47 = !DILocation(line: 0, scope: !46)
!48 = !DILocation(line: 48, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 48, column: 3)
!50 = !DILocation(line: 48, column: 3, scope: !46)
!51 = !DILocation(line: 49, column: 5, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 48, column: 27)
!53 = !DILocation(line: 51, column: 5, scope: !52)
!54 = !DILocation(line: 0, scope: !52)
!55 = !DILocation(line: 51, column: 14, scope: !52)
!56 = !DILocation(line: 51, column: 18, scope: !52)
!57 = !DILocation(line: 51, column: 21, scope: !52)
!58 = !DILocation(line: 52, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !52, file: !3, line: 51, column: 46)
!60 = !DILocation(line: 53, column: 11, scope: !59)
!61 = !DILocation(line: 54, column: 18, scope: !59)
!62 = !DILocation(line: 54, column: 14, scope: !59)
!63 = !DILocation(line: 54, column: 7, scope: !59)
!64 = !DILocation(line: 54, column: 12, scope: !59)
!65 = !DILocation(line: 55, column: 11, scope: !59)
!66 = !DILocation(line: 55, column: 7, scope: !59)
!67 = !DILocation(line: 55, column: 16, scope: !59)
!68 = !DILocation(line: 56, column: 7, scope: !59)
!69 = !DILocation(line: 57, column: 8, scope: !59)
!70 = distinct !{!70, !53, !71, !43, !44}
!71 = !DILocation(line: 58, column: 5, scope: !52)
!72 = !DILocation(line: 59, column: 5, scope: !52)
!73 = !DILocation(line: 60, column: 5, scope: !52)
!74 = !DILocation(line: 61, column: 3, scope: !52)
!75 = !DILocation(line: 48, column: 23, scope: !49)
!76 = !DILocation(line: 48, column: 3, scope: !49)
!77 = distinct !{!77, !50, !78, !43, !44}
!78 = !DILocation(line: 61, column: 3, scope: !46)
!79 = !DILocation(line: 62, column: 10, scope: !18)
!80 = !DILocation(line: 62, column: 15, scope: !18)
!81 = !DILocation(line: 62, column: 3, scope: !18)
