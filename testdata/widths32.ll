; ModuleID = '<stdin>'
source_filename = "widths32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32*, i32 }
%struct.node = type { %struct.node*, i64, i8 }

@tab = internal global [2 x i32*] [i32* getelementptr inbounds ([2 x i32], [2 x i32]* @a, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x i32]* @a to i8*), i64 4) to i32*)], align 16, !dbg !0
@g = internal global %struct.anon { i32* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x i32]* @a to i8*), i64 4) to i32*), i32 3 }, align 8, !dbg !13
@a = internal global [2 x i32] [i32 5, i32 7], align 4, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = call noalias i8* @malloc(i64 noundef 72) #5, !dbg !52
  %2 = bitcast i8* %1 to %struct.node*, !dbg !52
  call void @llvm.dbg.value(metadata %struct.node* %2, metadata !32, metadata !DIExpression()), !dbg !53
  %3 = icmp ne %struct.node* %2, null, !dbg !54
  br i1 %3, label %5, label %4, !dbg !56

4:                                                ; preds = %0
  br label %76, !dbg !57

5:                                                ; preds = %0
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !58
  br label %6, !dbg !59

6:                                                ; preds = %11, %5
  %.02 = phi i32 [ 0, %5 ], [ %12, %11 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %.02, metadata !41, metadata !DIExpression()), !dbg !58
  %7 = zext i32 %.02 to i64, !dbg !60
  %8 = icmp ult i64 %7, 8, !dbg !62
  br i1 %8, label %10, label %9, !dbg !63

9:                                                ; preds = %6
  br label %13

10:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !64
  br label %11, !dbg !64

11:                                               ; preds = %10
  %12 = add i32 %.02, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %12, metadata !41, metadata !DIExpression()), !dbg !58
  br label %6, !dbg !66, !llvm.loop !67

13:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !71
  br label %14, !dbg !72

14:                                               ; preds = %19, %13
  %.03 = phi i32 [ 0, %13 ], [ %20, %19 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %.03, metadata !44, metadata !DIExpression()), !dbg !71
  %15 = zext i32 %.03 to i64, !dbg !73
  %16 = icmp ult i64 %15, 8, !dbg !75
  br i1 %16, label %18, label %17, !dbg !76

17:                                               ; preds = %14
  br label %21

18:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 10), !dbg !77
  br label %19, !dbg !77

19:                                               ; preds = %18
  %20 = add i32 %.03, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %20, metadata !44, metadata !DIExpression()), !dbg !71
  br label %14, !dbg !79, !llvm.loop !80

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !82
  br label %22, !dbg !83

22:                                               ; preds = %27, %21
  %.04 = phi i32 [ 0, %21 ], [ %28, %27 ], !dbg !82
  call void @llvm.dbg.value(metadata i32 %.04, metadata !46, metadata !DIExpression()), !dbg !82
  %23 = zext i32 %.04 to i64, !dbg !84
  %24 = icmp ult i64 %23, 24, !dbg !86
  br i1 %24, label %26, label %25, !dbg !87

25:                                               ; preds = %22
  br label %29

26:                                               ; preds = %22
  call void @__wcet_cost(i64 noundef 100), !dbg !88
  br label %27, !dbg !88

27:                                               ; preds = %26
  %28 = add i32 %.04, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %28, metadata !46, metadata !DIExpression()), !dbg !82
  br label %22, !dbg !90, !llvm.loop !91

29:                                               ; preds = %25
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !93
  br label %30, !dbg !94

30:                                               ; preds = %52, %29
  %.05 = phi i32 [ 0, %29 ], [ %53, %52 ], !dbg !93
  call void @llvm.dbg.value(metadata i32 %.05, metadata !48, metadata !DIExpression()), !dbg !93
  %31 = icmp slt i32 %.05, 3, !dbg !95
  br i1 %31, label %33, label %32, !dbg !97

32:                                               ; preds = %30
  br label %54

33:                                               ; preds = %30
  %34 = icmp ne i32 %.05, 0, !dbg !98
  br i1 %34, label %35, label %39, !dbg !98

35:                                               ; preds = %33
  %36 = sub nsw i32 %.05, 1, !dbg !100
  %37 = sext i32 %36 to i64, !dbg !101
  %38 = getelementptr inbounds %struct.node, %struct.node* %2, i64 %37, !dbg !101
  br label %40, !dbg !98

39:                                               ; preds = %33
  br label %40, !dbg !98

40:                                               ; preds = %39, %35
  %41 = phi %struct.node* [ %38, %35 ], [ null, %39 ], !dbg !98
  %42 = sext i32 %.05 to i64, !dbg !102
  %43 = getelementptr inbounds %struct.node, %struct.node* %2, i64 %42, !dbg !102
  %44 = getelementptr inbounds %struct.node, %struct.node* %43, i32 0, i32 0, !dbg !103
  store %struct.node* %41, %struct.node** %44, align 8, !dbg !104, !tbaa !105
  %45 = sext i32 %.05 to i64, !dbg !111
  %46 = sext i32 %.05 to i64, !dbg !112
  %47 = getelementptr inbounds %struct.node, %struct.node* %2, i64 %46, !dbg !112
  %48 = getelementptr inbounds %struct.node, %struct.node* %47, i32 0, i32 1, !dbg !113
  store i64 %45, i64* %48, align 8, !dbg !114, !tbaa !115
  %49 = sext i32 %.05 to i64, !dbg !116
  %50 = getelementptr inbounds %struct.node, %struct.node* %2, i64 %49, !dbg !116
  %51 = getelementptr inbounds %struct.node, %struct.node* %50, i32 0, i32 2, !dbg !117
  store i8 1, i8* %51, align 8, !dbg !118, !tbaa !119
  br label %52, !dbg !120

52:                                               ; preds = %40
  %53 = add nsw i32 %.05, 1, !dbg !121
  call void @llvm.dbg.value(metadata i32 %53, metadata !48, metadata !DIExpression()), !dbg !93
  br label %30, !dbg !122, !llvm.loop !123

54:                                               ; preds = %32
  %55 = getelementptr inbounds %struct.node, %struct.node* %2, i64 2, !dbg !125
  call void @llvm.dbg.value(metadata %struct.node* %55, metadata !50, metadata !DIExpression()), !dbg !126
  br label %56, !dbg !127

56:                                               ; preds = %63, %54
  %.01 = phi %struct.node* [ %55, %54 ], [ %65, %63 ], !dbg !126
  call void @llvm.dbg.value(metadata %struct.node* %.01, metadata !50, metadata !DIExpression()), !dbg !126
  %57 = icmp ne %struct.node* %.01, null, !dbg !128
  br i1 %57, label %59, label %58, !dbg !128

58:                                               ; preds = %56
  br label %66

59:                                               ; preds = %56
  %60 = getelementptr inbounds %struct.node, %struct.node* %.01, i32 0, i32 1, !dbg !129
  %61 = load i64, i64* %60, align 8, !dbg !129, !tbaa !115
  %62 = add nsw i64 %61, 1, !dbg !129
  call void @__wcet_cost(i64 noundef %62), !dbg !129
  br label %63, !dbg !129

63:                                               ; preds = %59
  %64 = getelementptr inbounds %struct.node, %struct.node* %.01, i32 0, i32 0, !dbg !131
  %65 = load %struct.node*, %struct.node** %64, align 8, !dbg !131, !tbaa !105
  call void @llvm.dbg.value(metadata %struct.node* %65, metadata !50, metadata !DIExpression()), !dbg !126
  br label %56, !dbg !132, !llvm.loop !133

66:                                               ; preds = %58
  %67 = load i32*, i32** getelementptr inbounds ([2 x i32*], [2 x i32*]* @tab, i64 0, i64 1), align 8, !dbg !135, !tbaa !136
  %68 = load i32, i32* %67, align 4, !dbg !135, !tbaa !137
  %69 = sext i32 %68 to i64, !dbg !135
  call void @__wcet_cost(i64 noundef %69), !dbg !135
  %70 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i32 0, i32 1), align 8, !dbg !139, !tbaa !140
  %71 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i32 0, i32 0), align 8, !dbg !139, !tbaa !142
  %72 = load i32, i32* %71, align 4, !dbg !139, !tbaa !137
  %73 = add nsw i32 %70, %72, !dbg !139
  %74 = sext i32 %73 to i64, !dbg !139
  call void @__wcet_cost(i64 noundef %74), !dbg !139
  %75 = bitcast %struct.node* %2 to i8*, !dbg !143
  call void @free(i8* noundef %75) #5, !dbg !144
  br label %76, !dbg !145

76:                                               ; preds = %66, %4
  %.0 = phi i32 [ 0, %66 ], [ 1, %4 ], !dbg !53
  ret i32 %.0, !dbg !146
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "widths32.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8fac11e41b1af93931d9971a84a4f2b")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 30, type: !15, isLocal: true, isDefinition: true)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 27, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !15, file: !3, line: 28, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !15, file: !3, line: 29, baseType: !10, size: 32, offset: 64)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !11)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !29, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!10}
!31 = !{!32, !41, !44, !46, !48, !50}
!32 = !DILocalVariable(name: "n", scope: !28, file: !3, line: 33, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 19, size: 192, elements: !35)
!35 = !{!36, !37, !39}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !34, file: !3, line: 20, baseType: !33, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !34, file: !3, line: 21, baseType: !38, size: 64, offset: 64)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !34, file: !3, line: 22, baseType: !40, size: 8, offset: 128)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 36, type: !43)
!42 = distinct !DILexicalBlock(scope: !28, file: !3, line: 36, column: 3)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 38, type: !43)
!45 = distinct !DILexicalBlock(scope: !28, file: !3, line: 38, column: 3)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 40, type: !43)
!47 = distinct !DILexicalBlock(scope: !28, file: !3, line: 40, column: 3)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 42, type: !10)
!49 = distinct !DILexicalBlock(scope: !28, file: !3, line: 42, column: 3)
!50 = !DILocalVariable(name: "p", scope: !51, file: !3, line: 47, type: !33)
!51 = distinct !DILexicalBlock(scope: !28, file: !3, line: 47, column: 3)
!52 = !DILocation(line: 33, column: 20, scope: !28)
!53 = !DILocation(line: 0, scope: !28)
!54 = !DILocation(line: 34, column: 8, scope: !55)
!55 = distinct !DILexicalBlock(scope: !28, file: !3, line: 34, column: 7)
!56 = !DILocation(line: 34, column: 7, scope: !28)
!57 = !DILocation(line: 35, column: 5, scope: !55)
!58 = !DILocation(line: 0, scope: !42)
!59 = !DILocation(line: 36, column: 8, scope: !42)
!60 = !DILocation(line: 36, column: 24, scope: !61)
!61 = distinct !DILexicalBlock(scope: !42, file: !3, line: 36, column: 3)
!62 = !DILocation(line: 36, column: 26, scope: !61)
!63 = !DILocation(line: 36, column: 3, scope: !42)
!64 = !DILocation(line: 37, column: 5, scope: !61)
!65 = !DILocation(line: 36, column: 43, scope: !61)
!66 = !DILocation(line: 36, column: 3, scope: !61)
!67 = distinct !{!67, !63, !68, !69, !70}
!68 = !DILocation(line: 37, column: 5, scope: !42)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.unroll.disable"}
!71 = !DILocation(line: 0, scope: !45)
!72 = !DILocation(line: 38, column: 8, scope: !45)
!73 = !DILocation(line: 38, column: 24, scope: !74)
!74 = distinct !DILexicalBlock(scope: !45, file: !3, line: 38, column: 3)
!75 = !DILocation(line: 38, column: 26, scope: !74)
!76 = !DILocation(line: 38, column: 3, scope: !45)
!77 = !DILocation(line: 39, column: 5, scope: !74)
!78 = !DILocation(line: 38, column: 45, scope: !74)
!79 = !DILocation(line: 38, column: 3, scope: !74)
!80 = distinct !{!80, !76, !81, !69, !70}
!81 = !DILocation(line: 39, column: 5, scope: !45)
!82 = !DILocation(line: 0, scope: !47)
!83 = !DILocation(line: 40, column: 8, scope: !47)
!84 = !DILocation(line: 40, column: 24, scope: !85)
!85 = distinct !DILexicalBlock(scope: !47, file: !3, line: 40, column: 3)
!86 = !DILocation(line: 40, column: 26, scope: !85)
!87 = !DILocation(line: 40, column: 3, scope: !47)
!88 = !DILocation(line: 41, column: 5, scope: !85)
!89 = !DILocation(line: 40, column: 50, scope: !85)
!90 = !DILocation(line: 40, column: 3, scope: !85)
!91 = distinct !{!91, !87, !92, !69, !70}
!92 = !DILocation(line: 41, column: 5, scope: !47)
!93 = !DILocation(line: 0, scope: !49)
!94 = !DILocation(line: 42, column: 8, scope: !49)
!95 = !DILocation(line: 42, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !49, file: !3, line: 42, column: 3)
!97 = !DILocation(line: 42, column: 3, scope: !49)
!98 = !DILocation(line: 43, column: 17, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 42, column: 31)
!100 = !DILocation(line: 43, column: 26, scope: !99)
!101 = !DILocation(line: 43, column: 22, scope: !99)
!102 = !DILocation(line: 43, column: 5, scope: !99)
!103 = !DILocation(line: 43, column: 10, scope: !99)
!104 = !DILocation(line: 43, column: 15, scope: !99)
!105 = !{!106, !107, i64 0}
!106 = !{!"node", !107, i64 0, !110, i64 8, !108, i64 16}
!107 = !{!"any pointer", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !{!"long", !108, i64 0}
!111 = !DILocation(line: 44, column: 14, scope: !99)
!112 = !DILocation(line: 44, column: 5, scope: !99)
!113 = !DILocation(line: 44, column: 10, scope: !99)
!114 = !DILocation(line: 44, column: 12, scope: !99)
!115 = !{!106, !110, i64 8}
!116 = !DILocation(line: 45, column: 5, scope: !99)
!117 = !DILocation(line: 45, column: 10, scope: !99)
!118 = !DILocation(line: 45, column: 12, scope: !99)
!119 = !{!106, !108, i64 16}
!120 = !DILocation(line: 46, column: 3, scope: !99)
!121 = !DILocation(line: 42, column: 27, scope: !96)
!122 = !DILocation(line: 42, column: 3, scope: !96)
!123 = distinct !{!123, !97, !124, !69, !70}
!124 = !DILocation(line: 46, column: 3, scope: !49)
!125 = !DILocation(line: 47, column: 26, scope: !51)
!126 = !DILocation(line: 0, scope: !51)
!127 = !DILocation(line: 47, column: 8, scope: !51)
!128 = !DILocation(line: 47, column: 3, scope: !51)
!129 = !DILocation(line: 48, column: 5, scope: !130)
!130 = distinct !DILexicalBlock(scope: !51, file: !3, line: 47, column: 3)
!131 = !DILocation(line: 47, column: 42, scope: !130)
!132 = !DILocation(line: 47, column: 3, scope: !130)
!133 = distinct !{!133, !128, !134, !69, !70}
!134 = !DILocation(line: 48, column: 5, scope: !51)
!135 = !DILocation(line: 49, column: 3, scope: !28)
!136 = !{!107, !107, i64 0}
!137 = !{!138, !138, i64 0}
!138 = !{!"int", !108, i64 0}
!139 = !DILocation(line: 50, column: 3, scope: !28)
!140 = !{!141, !138, i64 8}
!141 = !{!"", !107, i64 0, !138, i64 8}
!142 = !{!141, !107, i64 0}
!143 = !DILocation(line: 51, column: 8, scope: !28)
!144 = !DILocation(line: 51, column: 3, scope: !28)
!145 = !DILocation(line: 52, column: 3, scope: !28)
!146 = !DILocation(line: 53, column: 1, scope: !28)
