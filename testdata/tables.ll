; ModuleID = '<stdin>'
source_filename = "tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op = type { i8*, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"bc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"def\00", align 1
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !0
@g1 = dso_local global i32 7, align 4, !dbg !8
@g2 = dso_local global i32 3, align 4, !dbg !10
@gptrs = dso_local global [2 x i32*] [i32* @g1, i32* @g2], align 16, !dbg !12
@tables_out = dso_local global i32 0, align 4, !dbg !18
@ops = internal constant [6 x %struct.op] [%struct.op { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 1, i32 1 }, %struct.op { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i32 3, i32 2 }, %struct.op { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 2, i32 3 }, %struct.op { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i32 4, i32 4 }, %struct.op { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0), i32 1, i32 9 }, %struct.op { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0), i32 2, i32 2 }], align 16, !dbg !20
@prio = internal constant [6 x i32] [i32 5, i32 1, i32 4, i32 2, i32 6, i32 3], align 16, !dbg !34
@.str.3 = private unnamed_addr constant [4 x i8] c"nop\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"load\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"store\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"branch\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !48 {
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !53
  br label %1, !dbg !54

1:                                                ; preds = %7, %0
  %.0 = phi i32 [ 0, %0 ], [ %8, %7 ], !dbg !56
  call void @llvm.dbg.value(metadata i32 %.0, metadata !52, metadata !DIExpression()), !dbg !53
  %2 = icmp slt i32 %.0, 6, !dbg !57
  br i1 %2, label %3, label %9, !dbg !59

3:                                                ; preds = %1
  %4 = call i32 @visit(i32 noundef %.0), !dbg !60
  %5 = load i32, i32* @tables_out, align 4, !dbg !61, !tbaa !62
  %6 = add nsw i32 %5, %4, !dbg !61
  store i32 %6, i32* @tables_out, align 4, !dbg !61, !tbaa !62
  br label %7, !dbg !66

7:                                                ; preds = %3
  %8 = add nsw i32 %.0, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %8, metadata !52, metadata !DIExpression()), !dbg !53
  br label %1, !dbg !68, !llvm.loop !69

9:                                                ; preds = %1
  ret i32 0, !dbg !73
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind uwtable
define internal i32 @visit(i32 noundef %0) #0 !dbg !74 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !78, metadata !DIExpression()), !dbg !84
  %2 = sext i32 %0 to i64, !dbg !85
  %3 = getelementptr inbounds [6 x %struct.op], [6 x %struct.op]* @ops, i64 0, i64 %2, !dbg !85
  call void @llvm.dbg.value(metadata %struct.op* %3, metadata !79, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %4, !dbg !86

4:                                                ; preds = %12, %1
  %.01 = phi i32 [ 0, %1 ], [ %13, %12 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %.01, metadata !81, metadata !DIExpression()), !dbg !84
  %5 = getelementptr inbounds %struct.op, %struct.op* %3, i32 0, i32 1, !dbg !89
  %6 = load i32, i32* %5, align 8, !dbg !89, !tbaa !91
  %7 = icmp slt i32 %.01, %6, !dbg !94
  br i1 %7, label %8, label %14, !dbg !95

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.op, %struct.op* %3, i32 0, i32 2, !dbg !96
  %10 = load i32, i32* %9, align 4, !dbg !96, !tbaa !97
  %11 = sext i32 %10 to i64, !dbg !96
  call void @__wcet_cost(i64 noundef %11), !dbg !96
  br label %12, !dbg !96

12:                                               ; preds = %8
  %13 = add nsw i32 %.01, 1, !dbg !98
  call void @llvm.dbg.value(metadata i32 %13, metadata !81, metadata !DIExpression()), !dbg !84
  br label %4, !dbg !99, !llvm.loop !100

14:                                               ; preds = %4
  %15 = getelementptr inbounds %struct.op, %struct.op* %3, i32 0, i32 0, !dbg !102
  %16 = load i8*, i8** %15, align 8, !dbg !102, !tbaa !103
  %17 = call i64 @strlen(i8* noundef %16) #5, !dbg !104
  %18 = trunc i64 %17 to i32, !dbg !105
  call void @llvm.dbg.value(metadata i32 %18, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %19, !dbg !106

19:                                               ; preds = %22, %14
  %.1 = phi i32 [ 0, %14 ], [ %23, %22 ], !dbg !108
  call void @llvm.dbg.value(metadata i32 %.1, metadata !81, metadata !DIExpression()), !dbg !84
  %20 = icmp slt i32 %.1, %18, !dbg !109
  br i1 %20, label %21, label %24, !dbg !111

21:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 1), !dbg !112
  br label %22, !dbg !112

22:                                               ; preds = %21
  %23 = add nsw i32 %.1, 1, !dbg !113
  call void @llvm.dbg.value(metadata i32 %23, metadata !81, metadata !DIExpression()), !dbg !84
  br label %19, !dbg !114, !llvm.loop !115

24:                                               ; preds = %19
  %25 = srem i32 %0, 3, !dbg !117
  %26 = sext i32 %25 to i64, !dbg !118
  %27 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %26, !dbg !118
  %28 = load i8*, i8** %27, align 8, !dbg !118, !tbaa !119
  %29 = call i64 @strlen(i8* noundef %28) #5, !dbg !120
  %30 = trunc i64 %29 to i32, !dbg !121
  call void @llvm.dbg.value(metadata i32 %30, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %31, !dbg !122

31:                                               ; preds = %34, %24
  %.2 = phi i32 [ 0, %24 ], [ %35, %34 ], !dbg !124
  call void @llvm.dbg.value(metadata i32 %.2, metadata !81, metadata !DIExpression()), !dbg !84
  %32 = icmp slt i32 %.2, %30, !dbg !125
  br i1 %32, label %33, label %36, !dbg !127

33:                                               ; preds = %31
  call void @__wcet_cost(i64 noundef 2), !dbg !128
  br label %34, !dbg !128

34:                                               ; preds = %33
  %35 = add nsw i32 %.2, 1, !dbg !129
  call void @llvm.dbg.value(metadata i32 %35, metadata !81, metadata !DIExpression()), !dbg !84
  br label %31, !dbg !130, !llvm.loop !131

36:                                               ; preds = %31
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %37, !dbg !133

37:                                               ; preds = %46, %36
  %.3 = phi i32 [ 0, %36 ], [ %47, %46 ], !dbg !135
  %.0 = phi i32 [ 0, %36 ], [ %45, %46 ], !dbg !84
  call void @llvm.dbg.value(metadata i32 %.0, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %.3, metadata !81, metadata !DIExpression()), !dbg !84
  %38 = and i32 %0, 1, !dbg !136
  %39 = sext i32 %38 to i64, !dbg !138
  %40 = getelementptr inbounds [2 x i32*], [2 x i32*]* @gptrs, i64 0, i64 %39, !dbg !138
  %41 = load i32*, i32** %40, align 8, !dbg !138, !tbaa !119
  %42 = load i32, i32* %41, align 4, !dbg !139, !tbaa !62
  %43 = icmp slt i32 %.3, %42, !dbg !140
  br i1 %43, label %44, label %48, !dbg !141

44:                                               ; preds = %37
  call void @__wcet_cost(i64 noundef 1), !dbg !142
  %45 = add nsw i32 %.0, %.3, !dbg !144
  call void @llvm.dbg.value(metadata i32 %45, metadata !83, metadata !DIExpression()), !dbg !84
  br label %46, !dbg !145

46:                                               ; preds = %44
  %47 = add nsw i32 %.3, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %47, metadata !81, metadata !DIExpression()), !dbg !84
  br label %37, !dbg !147, !llvm.loop !148

48:                                               ; preds = %37
  %.0.lcssa = phi i32 [ %.0, %37 ], !dbg !84
  %49 = sext i32 %0 to i64, !dbg !150
  %50 = getelementptr inbounds [6 x i32], [6 x i32]* @prio, i64 0, i64 %49, !dbg !150
  %51 = load i32, i32* %50, align 4, !dbg !150, !tbaa !62
  %52 = icmp sgt i32 %51, 4, !dbg !152
  br i1 %52, label %53, label %54, !dbg !153

53:                                               ; preds = %48
  call void @__wcet_cost(i64 noundef 3), !dbg !154
  br label %54, !dbg !154

54:                                               ; preds = %53, %48
  %55 = icmp eq i32 %0, 0, !dbg !155
  br i1 %55, label %56, label %63, !dbg !157

56:                                               ; preds = %54
  call void @llvm.dbg.value(metadata i32 6, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %57, !dbg !158

57:                                               ; preds = %60, %56
  %.4 = phi i32 [ 0, %56 ], [ %61, %60 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %.4, metadata !81, metadata !DIExpression()), !dbg !84
  %58 = icmp slt i32 %.4, 6, !dbg !162
  br i1 %58, label %59, label %62, !dbg !164

59:                                               ; preds = %57
  call void @__wcet_cost(i64 noundef 1), !dbg !165
  br label %60, !dbg !165

60:                                               ; preds = %59
  %61 = add nsw i32 %.4, 1, !dbg !166
  call void @llvm.dbg.value(metadata i32 %61, metadata !81, metadata !DIExpression()), !dbg !84
  br label %57, !dbg !167, !llvm.loop !168

62:                                               ; preds = %57
  br label %63, !dbg !170

63:                                               ; preds = %62, %54
  ret i32 %.0.lcssa, !dbg !171
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 38, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tables.c", directory: ".", checksumkind: CSK_MD5, checksum: "350ac0b23883c5172d5e5a22a33cca4a")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !10, !12, !18, !20, !34}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "g1", scope: !2, file: !3, line: 39, type: !6, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g2", scope: !2, file: !3, line: 39, type: !6, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "gptrs", scope: !2, file: !3, line: 40, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "tables_out", scope: !2, file: !3, line: 42, type: !6, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 768, elements: !32)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !3, line: 26, size: 128, elements: !25)
!25 = !{!26, !30, !31}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !3, line: 27, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !24, file: !3, line: 28, baseType: !6, size: 32, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !24, file: !3, line: 29, baseType: !6, size: 32, offset: 96)
!32 = !{!33}
!33 = !DISubrange(count: 6)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "prio", scope: !2, file: !3, line: 36, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 192, elements: !32)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 7, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !49, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!6}
!51 = !{!52}
!52 = !DILocalVariable(name: "k", scope: !48, file: !3, line: 70, type: !6)
!53 = !DILocation(line: 0, scope: !48)
!54 = !DILocation(line: 71, column: 8, scope: !55)
!55 = distinct !DILexicalBlock(scope: !48, file: !3, line: 71, column: 3)
!56 = !DILocation(line: 0, scope: !55)
!57 = !DILocation(line: 71, column: 17, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 71, column: 3)
!59 = !DILocation(line: 71, column: 3, scope: !55)
!60 = !DILocation(line: 72, column: 19, scope: !58)
!61 = !DILocation(line: 72, column: 16, scope: !58)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 72, column: 5, scope: !58)
!67 = !DILocation(line: 71, column: 23, scope: !58)
!68 = !DILocation(line: 71, column: 3, scope: !58)
!69 = distinct !{!69, !59, !70, !71, !72}
!70 = !DILocation(line: 72, column: 26, scope: !55)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !DILocation(line: 73, column: 3, scope: !48)
!74 = distinct !DISubprogram(name: "visit", scope: !3, file: !3, line: 44, type: !75, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!6, !6}
!77 = !{!78, !79, !81, !82, !83}
!78 = !DILocalVariable(name: "k", arg: 1, scope: !74, file: !3, line: 44, type: !6)
!79 = !DILocalVariable(name: "o", scope: !74, file: !3, line: 45, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!81 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 46, type: !6)
!82 = !DILocalVariable(name: "n", scope: !74, file: !3, line: 46, type: !6)
!83 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 46, type: !6)
!84 = !DILocation(line: 0, scope: !74)
!85 = !DILocation(line: 45, column: 25, scope: !74)
!86 = !DILocation(line: 47, column: 8, scope: !87)
!87 = distinct !DILexicalBlock(scope: !74, file: !3, line: 47, column: 3)
!88 = !DILocation(line: 0, scope: !87)
!89 = !DILocation(line: 47, column: 22, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 47, column: 3)
!91 = !{!92, !63, i64 8}
!92 = !{!"op", !93, i64 0, !63, i64 8, !63, i64 12}
!93 = !{!"any pointer", !64, i64 0}
!94 = !DILocation(line: 47, column: 17, scope: !90)
!95 = !DILocation(line: 47, column: 3, scope: !87)
!96 = !DILocation(line: 48, column: 5, scope: !90)
!97 = !{!92, !63, i64 12}
!98 = !DILocation(line: 47, column: 30, scope: !90)
!99 = !DILocation(line: 47, column: 3, scope: !90)
!100 = distinct !{!100, !95, !101, !71, !72}
!101 = !DILocation(line: 48, column: 5, scope: !87)
!102 = !DILocation(line: 49, column: 22, scope: !74)
!103 = !{!92, !93, i64 0}
!104 = !DILocation(line: 49, column: 12, scope: !74)
!105 = !DILocation(line: 49, column: 7, scope: !74)
!106 = !DILocation(line: 50, column: 8, scope: !107)
!107 = distinct !DILexicalBlock(scope: !74, file: !3, line: 50, column: 3)
!108 = !DILocation(line: 0, scope: !107)
!109 = !DILocation(line: 50, column: 17, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 50, column: 3)
!111 = !DILocation(line: 50, column: 3, scope: !107)
!112 = !DILocation(line: 51, column: 5, scope: !110)
!113 = !DILocation(line: 50, column: 23, scope: !110)
!114 = !DILocation(line: 50, column: 3, scope: !110)
!115 = distinct !{!115, !111, !116, !71, !72}
!116 = !DILocation(line: 51, column: 5, scope: !107)
!117 = !DILocation(line: 52, column: 27, scope: !74)
!118 = !DILocation(line: 52, column: 19, scope: !74)
!119 = !{!93, !93, i64 0}
!120 = !DILocation(line: 52, column: 12, scope: !74)
!121 = !DILocation(line: 52, column: 7, scope: !74)
!122 = !DILocation(line: 53, column: 8, scope: !123)
!123 = distinct !DILexicalBlock(scope: !74, file: !3, line: 53, column: 3)
!124 = !DILocation(line: 0, scope: !123)
!125 = !DILocation(line: 53, column: 17, scope: !126)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 53, column: 3)
!127 = !DILocation(line: 53, column: 3, scope: !123)
!128 = !DILocation(line: 54, column: 5, scope: !126)
!129 = !DILocation(line: 53, column: 23, scope: !126)
!130 = !DILocation(line: 53, column: 3, scope: !126)
!131 = distinct !{!131, !127, !132, !71, !72}
!132 = !DILocation(line: 54, column: 5, scope: !123)
!133 = !DILocation(line: 55, column: 8, scope: !134)
!134 = distinct !DILexicalBlock(scope: !74, file: !3, line: 55, column: 3)
!135 = !DILocation(line: 0, scope: !134)
!136 = !DILocation(line: 55, column: 28, scope: !137)
!137 = distinct !DILexicalBlock(scope: !134, file: !3, line: 55, column: 3)
!138 = !DILocation(line: 55, column: 20, scope: !137)
!139 = !DILocation(line: 55, column: 19, scope: !137)
!140 = !DILocation(line: 55, column: 17, scope: !137)
!141 = !DILocation(line: 55, column: 3, scope: !134)
!142 = !DILocation(line: 56, column: 5, scope: !143)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 55, column: 39)
!144 = !DILocation(line: 57, column: 7, scope: !143)
!145 = !DILocation(line: 58, column: 3, scope: !143)
!146 = !DILocation(line: 55, column: 35, scope: !137)
!147 = !DILocation(line: 55, column: 3, scope: !137)
!148 = distinct !{!148, !141, !149, !71, !72}
!149 = !DILocation(line: 58, column: 3, scope: !134)
!150 = !DILocation(line: 59, column: 7, scope: !151)
!151 = distinct !DILexicalBlock(scope: !74, file: !3, line: 59, column: 7)
!152 = !DILocation(line: 59, column: 15, scope: !151)
!153 = !DILocation(line: 59, column: 7, scope: !74)
!154 = !DILocation(line: 60, column: 5, scope: !151)
!155 = !DILocation(line: 61, column: 9, scope: !156)
!156 = distinct !DILexicalBlock(scope: !74, file: !3, line: 61, column: 7)
!157 = !DILocation(line: 61, column: 7, scope: !74)
!158 = !DILocation(line: 63, column: 10, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 63, column: 5)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 61, column: 15)
!161 = !DILocation(line: 0, scope: !159)
!162 = !DILocation(line: 63, column: 19, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !3, line: 63, column: 5)
!164 = !DILocation(line: 63, column: 5, scope: !159)
!165 = !DILocation(line: 64, column: 7, scope: !163)
!166 = !DILocation(line: 63, column: 25, scope: !163)
!167 = !DILocation(line: 63, column: 5, scope: !163)
!168 = distinct !{!168, !164, !169, !71, !72}
!169 = !DILocation(line: 64, column: 7, scope: !159)
!170 = !DILocation(line: 65, column: 3, scope: !160)
!171 = !DILocation(line: 66, column: 3, scope: !74)
