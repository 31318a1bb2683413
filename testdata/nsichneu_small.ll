; ModuleID = '<stdin>'
source_filename = "nsichneu_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4, !dbg !0
@b = dso_local global i32 0, align 4, !dbg !7
@d = dso_local global i32 0, align 4, !dbg !12
@c = dso_local global i32 0, align 4, !dbg !10
@e = dso_local global i32 0, align 4, !dbg !14
@.str = private unnamed_addr constant [5 x i8] c"fire\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fire <= 1\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 2), !dbg !28
  store i32 %1, i32* @a, align 4, !dbg !29, !tbaa !30
  %2 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !34
  store i32 %2, i32* @b, align 4, !dbg !35, !tbaa !30
  %3 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 2), !dbg !36
  store i32 %3, i32* @d, align 4, !dbg !37, !tbaa !30
  store i32 0, i32* @c, align 4, !dbg !38, !tbaa !30
  store i32 0, i32* @e, align 4, !dbg !39, !tbaa !30
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !40
  br label %4, !dbg !41

4:                                                ; preds = %85, %0
  %.0 = phi i32 [ 0, %0 ], [ %86, %85 ], !dbg !43
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !40
  %5 = icmp slt i32 %.0, 2, !dbg !44
  br i1 %5, label %6, label %87, !dbg !46

6:                                                ; preds = %4
  %7 = load i32, i32* @a, align 4, !dbg !47, !tbaa !30
  %8 = icmp sgt i32 %7, 0, !dbg !50
  br i1 %8, label %9, label %15, !dbg !51

9:                                                ; preds = %6
  %10 = load i32, i32* @b, align 4, !dbg !52, !tbaa !30
  %11 = icmp eq i32 %10, 0, !dbg !53
  br i1 %11, label %12, label %15, !dbg !54

12:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 3), !dbg !55
  %13 = load i32, i32* @a, align 4, !dbg !57, !tbaa !30
  %14 = sub nsw i32 %13, 1, !dbg !57
  store i32 %14, i32* @a, align 4, !dbg !57, !tbaa !30
  store i32 1, i32* @b, align 4, !dbg !58, !tbaa !30
  br label %15, !dbg !59

15:                                               ; preds = %12, %9, %6
  %16 = load i32, i32* @b, align 4, !dbg !60, !tbaa !30
  %17 = icmp eq i32 %16, 1, !dbg !62
  br i1 %17, label %18, label %24, !dbg !63

18:                                               ; preds = %15
  %19 = load i32, i32* @c, align 4, !dbg !64, !tbaa !30
  %20 = icmp slt i32 %19, 2, !dbg !65
  br i1 %20, label %21, label %24, !dbg !66

21:                                               ; preds = %18
  call void @__wcet_cost(i64 noundef 4), !dbg !67
  store i32 0, i32* @b, align 4, !dbg !69, !tbaa !30
  %22 = load i32, i32* @c, align 4, !dbg !70, !tbaa !30
  %23 = add nsw i32 %22, 1, !dbg !70
  store i32 %23, i32* @c, align 4, !dbg !70, !tbaa !30
  br label %24, !dbg !71

24:                                               ; preds = %21, %18, %15
  %25 = load i32, i32* @c, align 4, !dbg !72, !tbaa !30
  %26 = icmp sge i32 %25, 1, !dbg !74
  br i1 %26, label %27, label %37, !dbg !75

27:                                               ; preds = %24
  %28 = load i32, i32* @d, align 4, !dbg !76, !tbaa !30
  %29 = icmp sge i32 %28, 1, !dbg !77
  br i1 %29, label %30, label %37, !dbg !78

30:                                               ; preds = %27
  call void @__wcet_count(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)), !dbg !79
  call void @__wcet_cost(i64 noundef 9), !dbg !81
  %31 = load i32, i32* @c, align 4, !dbg !82, !tbaa !30
  %32 = sub nsw i32 %31, 1, !dbg !82
  store i32 %32, i32* @c, align 4, !dbg !82, !tbaa !30
  %33 = load i32, i32* @d, align 4, !dbg !83, !tbaa !30
  %34 = sub nsw i32 %33, 1, !dbg !83
  store i32 %34, i32* @d, align 4, !dbg !83, !tbaa !30
  %35 = load i32, i32* @e, align 4, !dbg !84, !tbaa !30
  %36 = add nsw i32 %35, 1, !dbg !84
  store i32 %36, i32* @e, align 4, !dbg !84, !tbaa !30
  br label %37, !dbg !85

37:                                               ; preds = %30, %27, %24
  %38 = load i32, i32* @e, align 4, !dbg !86, !tbaa !30
  %39 = icmp sge i32 %38, 1, !dbg !88
  br i1 %39, label %40, label %48, !dbg !89

40:                                               ; preds = %37
  %41 = load i32, i32* @a, align 4, !dbg !90, !tbaa !30
  %42 = icmp eq i32 %41, 0, !dbg !91
  br i1 %42, label %43, label %48, !dbg !92

43:                                               ; preds = %40
  call void @__wcet_cost(i64 noundef 5), !dbg !93
  %44 = load i32, i32* @e, align 4, !dbg !95, !tbaa !30
  %45 = sub nsw i32 %44, 1, !dbg !95
  store i32 %45, i32* @e, align 4, !dbg !95, !tbaa !30
  %46 = load i32, i32* @d, align 4, !dbg !96, !tbaa !30
  %47 = add nsw i32 %46, 1, !dbg !96
  store i32 %47, i32* @d, align 4, !dbg !96, !tbaa !30
  br label %48, !dbg !97

48:                                               ; preds = %43, %40, %37
  %49 = load i32, i32* @a, align 4, !dbg !98, !tbaa !30
  %50 = icmp sge i32 %49, 2, !dbg !100
  br i1 %50, label %51, label %55, !dbg !101

51:                                               ; preds = %48
  %52 = load i32, i32* @c, align 4, !dbg !102, !tbaa !30
  %53 = icmp eq i32 %52, 0, !dbg !103
  br i1 %53, label %54, label %55, !dbg !104

54:                                               ; preds = %51
  call void @__wcet_cost(i64 noundef 2), !dbg !105
  br label %55, !dbg !107

55:                                               ; preds = %54, %51, %48
  %56 = load i32, i32* @b, align 4, !dbg !108, !tbaa !30
  %57 = icmp eq i32 %56, 0, !dbg !110
  br i1 %57, label %58, label %68, !dbg !111

58:                                               ; preds = %55
  %59 = load i32, i32* @c, align 4, !dbg !112, !tbaa !30
  %60 = icmp eq i32 %59, 0, !dbg !113
  br i1 %60, label %61, label %68, !dbg !114

61:                                               ; preds = %58
  %62 = load i32, i32* @d, align 4, !dbg !115, !tbaa !30
  %63 = icmp eq i32 %62, 0, !dbg !116
  br i1 %63, label %64, label %68, !dbg !117

64:                                               ; preds = %61
  %65 = load i32, i32* @e, align 4, !dbg !118, !tbaa !30
  %66 = icmp eq i32 %65, 0, !dbg !119
  br i1 %66, label %67, label %68, !dbg !120

67:                                               ; preds = %64
  call void @__wcet_cost(i64 noundef 6), !dbg !121
  br label %68, !dbg !123

68:                                               ; preds = %67, %64, %61, %58, %55
  %69 = load i32, i32* @c, align 4, !dbg !124, !tbaa !30
  %70 = icmp sge i32 %69, 2, !dbg !126
  br i1 %70, label %71, label %77, !dbg !127

71:                                               ; preds = %68
  %72 = load i32, i32* @e, align 4, !dbg !128, !tbaa !30
  %73 = icmp sge i32 %72, 1, !dbg !129
  br i1 %73, label %74, label %77, !dbg !130

74:                                               ; preds = %71
  call void @__wcet_cost(i64 noundef 7), !dbg !131
  %75 = load i32, i32* @c, align 4, !dbg !133, !tbaa !30
  %76 = sub nsw i32 %75, 2, !dbg !133
  store i32 %76, i32* @c, align 4, !dbg !133, !tbaa !30
  br label %77, !dbg !134

77:                                               ; preds = %74, %71, %68
  %78 = load i32, i32* @a, align 4, !dbg !135, !tbaa !30
  %79 = icmp slt i32 %78, 0, !dbg !137
  br i1 %79, label %83, label %80, !dbg !138

80:                                               ; preds = %77
  %81 = load i32, i32* @b, align 4, !dbg !139, !tbaa !30
  %82 = icmp sgt i32 %81, 1, !dbg !140
  br i1 %82, label %83, label %84, !dbg !141

83:                                               ; preds = %80, %77
  call void @__wcet_cost(i64 noundef 20), !dbg !142
  br label %84, !dbg !144

84:                                               ; preds = %83, %80
  br label %85, !dbg !145

85:                                               ; preds = %84
  %86 = add nsw i32 %.0, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %86, metadata !27, metadata !DIExpression()), !dbg !40
  br label %4, !dbg !147, !llvm.loop !148

87:                                               ; preds = %4
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0)), !dbg !152
  %88 = load i32, i32* @a, align 4, !dbg !153, !tbaa !30
  %89 = load i32, i32* @b, align 4, !dbg !154, !tbaa !30
  %90 = add nsw i32 %88, %89, !dbg !155
  %91 = load i32, i32* @c, align 4, !dbg !156, !tbaa !30
  %92 = add nsw i32 %90, %91, !dbg !157
  %93 = load i32, i32* @d, align 4, !dbg !158, !tbaa !30
  %94 = add nsw i32 %92, %93, !dbg !159
  %95 = load i32, i32* @e, align 4, !dbg !160, !tbaa !30
  %96 = add nsw i32 %94, %95, !dbg !161
  ret i32 %96, !dbg !162
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_count(i8* noundef) #3

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
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 46, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nsichneu_small.c", directory: ".", checksumkind: CSK_MD5, checksum: "53da66b634a91a6771e9851491c7c33b")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !10, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 46, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 46, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 46, type: !9, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "e", scope: !2, file: !3, line: 46, type: !9, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !24, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!9}
!26 = !{!27}
!27 = !DILocalVariable(name: "it", scope: !23, file: !3, line: 49, type: !9)
!28 = !DILocation(line: 50, column: 7, scope: !23)
!29 = !DILocation(line: 50, column: 5, scope: !23)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 51, column: 7, scope: !23)
!35 = !DILocation(line: 51, column: 5, scope: !23)
!36 = !DILocation(line: 52, column: 7, scope: !23)
!37 = !DILocation(line: 52, column: 5, scope: !23)
!38 = !DILocation(line: 53, column: 5, scope: !23)
!39 = !DILocation(line: 54, column: 5, scope: !23)
!40 = !DILocation(line: 0, scope: !23)
!41 = !DILocation(line: 55, column: 8, scope: !42)
!42 = distinct !DILexicalBlock(scope: !23, file: !3, line: 55, column: 3)
!43 = !DILocation(line: 0, scope: !42)
!44 = !DILocation(line: 55, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 55, column: 3)
!46 = !DILocation(line: 55, column: 3, scope: !42)
!47 = !DILocation(line: 56, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 56, column: 9)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 55, column: 30)
!50 = !DILocation(line: 56, column: 11, scope: !48)
!51 = !DILocation(line: 56, column: 15, scope: !48)
!52 = !DILocation(line: 56, column: 18, scope: !48)
!53 = !DILocation(line: 56, column: 20, scope: !48)
!54 = !DILocation(line: 56, column: 9, scope: !49)
!55 = !DILocation(line: 57, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !48, file: !3, line: 56, column: 26)
!57 = !DILocation(line: 58, column: 9, scope: !56)
!58 = !DILocation(line: 59, column: 9, scope: !56)
!59 = !DILocation(line: 60, column: 5, scope: !56)
!60 = !DILocation(line: 61, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !49, file: !3, line: 61, column: 9)
!62 = !DILocation(line: 61, column: 11, scope: !61)
!63 = !DILocation(line: 61, column: 16, scope: !61)
!64 = !DILocation(line: 61, column: 19, scope: !61)
!65 = !DILocation(line: 61, column: 21, scope: !61)
!66 = !DILocation(line: 61, column: 9, scope: !49)
!67 = !DILocation(line: 62, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !61, file: !3, line: 61, column: 26)
!69 = !DILocation(line: 63, column: 9, scope: !68)
!70 = !DILocation(line: 64, column: 9, scope: !68)
!71 = !DILocation(line: 65, column: 5, scope: !68)
!72 = !DILocation(line: 66, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !49, file: !3, line: 66, column: 9)
!74 = !DILocation(line: 66, column: 11, scope: !73)
!75 = !DILocation(line: 66, column: 16, scope: !73)
!76 = !DILocation(line: 66, column: 19, scope: !73)
!77 = !DILocation(line: 66, column: 21, scope: !73)
!78 = !DILocation(line: 66, column: 9, scope: !49)
!79 = !DILocation(line: 67, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !73, file: !3, line: 66, column: 27)
!81 = !DILocation(line: 68, column: 7, scope: !80)
!82 = !DILocation(line: 69, column: 9, scope: !80)
!83 = !DILocation(line: 70, column: 9, scope: !80)
!84 = !DILocation(line: 71, column: 9, scope: !80)
!85 = !DILocation(line: 72, column: 5, scope: !80)
!86 = !DILocation(line: 73, column: 9, scope: !87)
!87 = distinct !DILexicalBlock(scope: !49, file: !3, line: 73, column: 9)
!88 = !DILocation(line: 73, column: 11, scope: !87)
!89 = !DILocation(line: 73, column: 16, scope: !87)
!90 = !DILocation(line: 73, column: 19, scope: !87)
!91 = !DILocation(line: 73, column: 21, scope: !87)
!92 = !DILocation(line: 73, column: 9, scope: !49)
!93 = !DILocation(line: 74, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !87, file: !3, line: 73, column: 27)
!95 = !DILocation(line: 75, column: 9, scope: !94)
!96 = !DILocation(line: 76, column: 9, scope: !94)
!97 = !DILocation(line: 77, column: 5, scope: !94)
!98 = !DILocation(line: 78, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !49, file: !3, line: 78, column: 9)
!100 = !DILocation(line: 78, column: 11, scope: !99)
!101 = !DILocation(line: 78, column: 16, scope: !99)
!102 = !DILocation(line: 78, column: 19, scope: !99)
!103 = !DILocation(line: 78, column: 21, scope: !99)
!104 = !DILocation(line: 78, column: 9, scope: !49)
!105 = !DILocation(line: 79, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 78, column: 27)
!107 = !DILocation(line: 80, column: 5, scope: !106)
!108 = !DILocation(line: 81, column: 9, scope: !109)
!109 = distinct !DILexicalBlock(scope: !49, file: !3, line: 81, column: 9)
!110 = !DILocation(line: 81, column: 11, scope: !109)
!111 = !DILocation(line: 81, column: 16, scope: !109)
!112 = !DILocation(line: 81, column: 19, scope: !109)
!113 = !DILocation(line: 81, column: 21, scope: !109)
!114 = !DILocation(line: 81, column: 26, scope: !109)
!115 = !DILocation(line: 81, column: 29, scope: !109)
!116 = !DILocation(line: 81, column: 31, scope: !109)
!117 = !DILocation(line: 81, column: 36, scope: !109)
!118 = !DILocation(line: 81, column: 39, scope: !109)
!119 = !DILocation(line: 81, column: 41, scope: !109)
!120 = !DILocation(line: 81, column: 9, scope: !49)
!121 = !DILocation(line: 82, column: 7, scope: !122)
!122 = distinct !DILexicalBlock(scope: !109, file: !3, line: 81, column: 47)
!123 = !DILocation(line: 83, column: 5, scope: !122)
!124 = !DILocation(line: 84, column: 9, scope: !125)
!125 = distinct !DILexicalBlock(scope: !49, file: !3, line: 84, column: 9)
!126 = !DILocation(line: 84, column: 11, scope: !125)
!127 = !DILocation(line: 84, column: 16, scope: !125)
!128 = !DILocation(line: 84, column: 19, scope: !125)
!129 = !DILocation(line: 84, column: 21, scope: !125)
!130 = !DILocation(line: 84, column: 9, scope: !49)
!131 = !DILocation(line: 85, column: 7, scope: !132)
!132 = distinct !DILexicalBlock(scope: !125, file: !3, line: 84, column: 27)
!133 = !DILocation(line: 86, column: 9, scope: !132)
!134 = !DILocation(line: 87, column: 5, scope: !132)
!135 = !DILocation(line: 88, column: 9, scope: !136)
!136 = distinct !DILexicalBlock(scope: !49, file: !3, line: 88, column: 9)
!137 = !DILocation(line: 88, column: 11, scope: !136)
!138 = !DILocation(line: 88, column: 15, scope: !136)
!139 = !DILocation(line: 88, column: 18, scope: !136)
!140 = !DILocation(line: 88, column: 20, scope: !136)
!141 = !DILocation(line: 88, column: 9, scope: !49)
!142 = !DILocation(line: 89, column: 7, scope: !143)
!143 = distinct !DILexicalBlock(scope: !136, file: !3, line: 88, column: 25)
!144 = !DILocation(line: 90, column: 5, scope: !143)
!145 = !DILocation(line: 91, column: 3, scope: !49)
!146 = !DILocation(line: 55, column: 26, scope: !45)
!147 = !DILocation(line: 55, column: 3, scope: !45)
!148 = distinct !{!148, !46, !149, !150, !151}
!149 = !DILocation(line: 91, column: 3, scope: !42)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !{!"llvm.loop.unroll.disable"}
!152 = !DILocation(line: 92, column: 3, scope: !23)
!153 = !DILocation(line: 93, column: 10, scope: !23)
!154 = !DILocation(line: 93, column: 14, scope: !23)
!155 = !DILocation(line: 93, column: 12, scope: !23)
!156 = !DILocation(line: 93, column: 18, scope: !23)
!157 = !DILocation(line: 93, column: 16, scope: !23)
!158 = !DILocation(line: 93, column: 22, scope: !23)
!159 = !DILocation(line: 93, column: 20, scope: !23)
!160 = !DILocation(line: 93, column: 26, scope: !23)
!161 = !DILocation(line: 93, column: 24, scope: !23)
!162 = !DILocation(line: 93, column: 3, scope: !23)
