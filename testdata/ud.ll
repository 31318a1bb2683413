; ModuleID = '<stdin>'
source_filename = "ud.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [5 x [5 x i64]] zeroinitializer, align 16, !dbg !0
@b = dso_local global [5 x i64] zeroinitializer, align 16, !dbg !8
@x = dso_local global [5 x i64] zeroinitializer, align 16, !dbg !14

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !34
  br label %1, !dbg !35

1:                                                ; preds = %30, %0
  %.01 = phi i32 [ 0, %0 ], [ %31, %30 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %.01, metadata !29, metadata !DIExpression()), !dbg !34
  %2 = icmp slt i32 %.01, 5, !dbg !38
  br i1 %2, label %3, label %32, !dbg !40

3:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  br label %4, !dbg !41

4:                                                ; preds = %21, %3
  %.02 = phi i32 [ 0, %3 ], [ %22, %21 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %.02, metadata !30, metadata !DIExpression()), !dbg !34
  %5 = icmp slt i32 %.02, 5, !dbg !45
  br i1 %5, label %6, label %23, !dbg !47

6:                                                ; preds = %4
  %7 = icmp eq i32 %.01, %.02, !dbg !48
  br i1 %7, label %8, label %9, !dbg !49

8:                                                ; preds = %6
  br label %14, !dbg !49

9:                                                ; preds = %6
  %10 = mul nsw i32 2, %.02, !dbg !50
  %11 = add nsw i32 %.01, %10, !dbg !51
  %12 = srem i32 %11, 5, !dbg !52
  %13 = sub nsw i32 %12, 2, !dbg !53
  br label %14, !dbg !49

14:                                               ; preds = %9, %8
  %15 = phi i32 [ 11, %8 ], [ %13, %9 ], !dbg !49
  %16 = sext i32 %15 to i64, !dbg !49
  %17 = sext i32 %.01 to i64, !dbg !54
  %18 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %17, !dbg !54
  %19 = sext i32 %.02 to i64, !dbg !54
  %20 = getelementptr inbounds [5 x i64], [5 x i64]* %18, i64 0, i64 %19, !dbg !54
  store i64 %16, i64* %20, align 8, !dbg !55, !tbaa !56
  br label %21, !dbg !54

21:                                               ; preds = %14
  %22 = add nsw i32 %.02, 1, !dbg !60
  call void @llvm.dbg.value(metadata i32 %22, metadata !30, metadata !DIExpression()), !dbg !34
  br label %4, !dbg !61, !llvm.loop !62

23:                                               ; preds = %4
  %24 = mul nsw i32 3, %.01, !dbg !66
  %25 = srem i32 %24, 7, !dbg !67
  %26 = sub nsw i32 %25, 3, !dbg !68
  %27 = sext i32 %26 to i64, !dbg !69
  %28 = sext i32 %.01 to i64, !dbg !70
  %29 = getelementptr inbounds [5 x i64], [5 x i64]* @b, i64 0, i64 %28, !dbg !70
  store i64 %27, i64* %29, align 8, !dbg !71, !tbaa !56
  br label %30, !dbg !72

30:                                               ; preds = %23
  %31 = add nsw i32 %.01, 1, !dbg !73
  call void @llvm.dbg.value(metadata i32 %31, metadata !29, metadata !DIExpression()), !dbg !34
  br label %1, !dbg !74, !llvm.loop !75

32:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  br label %33, !dbg !77

33:                                               ; preds = %117, %32
  %.06 = phi i64 [ 1, %32 ], [ %116, %117 ], !dbg !34
  %.05 = phi i32 [ 0, %32 ], [ %118, %117 ], !dbg !79
  call void @llvm.dbg.value(metadata i32 %.05, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.06, metadata !32, metadata !DIExpression()), !dbg !34
  %34 = icmp slt i32 %.05, 4, !dbg !80
  br i1 %34, label %35, label %119, !dbg !82

35:                                               ; preds = %33
  call void @__wcet_cost(i64 noundef 1), !dbg !83
  %36 = sext i32 %.05 to i64, !dbg !85
  %37 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %36, !dbg !85
  %38 = sext i32 %.05 to i64, !dbg !85
  %39 = getelementptr inbounds [5 x i64], [5 x i64]* %37, i64 0, i64 %38, !dbg !85
  %40 = load i64, i64* %39, align 8, !dbg !85, !tbaa !56
  %41 = icmp eq i64 %40, 0, !dbg !87
  br i1 %41, label %42, label %43, !dbg !88

42:                                               ; preds = %35
  call void @__wcet_cost(i64 noundef 50), !dbg !89
  br label %157, !dbg !91

43:                                               ; preds = %35
  %44 = add nsw i32 %.05, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %44, metadata !29, metadata !DIExpression()), !dbg !34
  br label %45, !dbg !94

45:                                               ; preds = %109, %43
  %.1 = phi i32 [ %44, %43 ], [ %110, %109 ], !dbg !95
  call void @llvm.dbg.value(metadata i32 %.1, metadata !29, metadata !DIExpression()), !dbg !34
  %46 = icmp slt i32 %.1, 5, !dbg !96
  br i1 %46, label %47, label %111, !dbg !98

47:                                               ; preds = %45
  call void @__wcet_cost(i64 noundef 1), !dbg !99
  %48 = add nsw i32 %.05, 1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %48, metadata !30, metadata !DIExpression()), !dbg !34
  br label %49, !dbg !103

49:                                               ; preds = %80, %47
  %.13 = phi i32 [ %48, %47 ], [ %81, %80 ], !dbg !104
  call void @llvm.dbg.value(metadata i32 %.13, metadata !30, metadata !DIExpression()), !dbg !34
  %50 = icmp slt i32 %.13, 5, !dbg !105
  br i1 %50, label %51, label %82, !dbg !107

51:                                               ; preds = %49
  call void @__wcet_cost(i64 noundef 2), !dbg !108
  %52 = sext i32 %.05 to i64, !dbg !110
  %53 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %52, !dbg !110
  %54 = sext i32 %.05 to i64, !dbg !110
  %55 = getelementptr inbounds [5 x i64], [5 x i64]* %53, i64 0, i64 %54, !dbg !110
  %56 = load i64, i64* %55, align 8, !dbg !110, !tbaa !56
  %57 = sext i32 %.1 to i64, !dbg !111
  %58 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %57, !dbg !111
  %59 = sext i32 %.13 to i64, !dbg !111
  %60 = getelementptr inbounds [5 x i64], [5 x i64]* %58, i64 0, i64 %59, !dbg !111
  %61 = load i64, i64* %60, align 8, !dbg !111, !tbaa !56
  %62 = mul nsw i64 %56, %61, !dbg !112
  %63 = sext i32 %.1 to i64, !dbg !113
  %64 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %63, !dbg !113
  %65 = sext i32 %.05 to i64, !dbg !113
  %66 = getelementptr inbounds [5 x i64], [5 x i64]* %64, i64 0, i64 %65, !dbg !113
  %67 = load i64, i64* %66, align 8, !dbg !113, !tbaa !56
  %68 = sext i32 %.05 to i64, !dbg !114
  %69 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %68, !dbg !114
  %70 = sext i32 %.13 to i64, !dbg !114
  %71 = getelementptr inbounds [5 x i64], [5 x i64]* %69, i64 0, i64 %70, !dbg !114
  %72 = load i64, i64* %71, align 8, !dbg !114, !tbaa !56
  %73 = mul nsw i64 %67, %72, !dbg !115
  %74 = sub nsw i64 %62, %73, !dbg !116
  %75 = sdiv i64 %74, %.06, !dbg !117
  %76 = sext i32 %.1 to i64, !dbg !118
  %77 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %76, !dbg !118
  %78 = sext i32 %.13 to i64, !dbg !118
  %79 = getelementptr inbounds [5 x i64], [5 x i64]* %77, i64 0, i64 %78, !dbg !118
  store i64 %75, i64* %79, align 8, !dbg !119, !tbaa !56
  br label %80, !dbg !120

80:                                               ; preds = %51
  %81 = add nsw i32 %.13, 1, !dbg !121
  call void @llvm.dbg.value(metadata i32 %81, metadata !30, metadata !DIExpression()), !dbg !34
  br label %49, !dbg !122, !llvm.loop !123

82:                                               ; preds = %49
  %83 = sext i32 %.05 to i64, !dbg !125
  %84 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %83, !dbg !125
  %85 = sext i32 %.05 to i64, !dbg !125
  %86 = getelementptr inbounds [5 x i64], [5 x i64]* %84, i64 0, i64 %85, !dbg !125
  %87 = load i64, i64* %86, align 8, !dbg !125, !tbaa !56
  %88 = sext i32 %.1 to i64, !dbg !126
  %89 = getelementptr inbounds [5 x i64], [5 x i64]* @b, i64 0, i64 %88, !dbg !126
  %90 = load i64, i64* %89, align 8, !dbg !126, !tbaa !56
  %91 = mul nsw i64 %87, %90, !dbg !127
  %92 = sext i32 %.1 to i64, !dbg !128
  %93 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %92, !dbg !128
  %94 = sext i32 %.05 to i64, !dbg !128
  %95 = getelementptr inbounds [5 x i64], [5 x i64]* %93, i64 0, i64 %94, !dbg !128
  %96 = load i64, i64* %95, align 8, !dbg !128, !tbaa !56
  %97 = sext i32 %.05 to i64, !dbg !129
  %98 = getelementptr inbounds [5 x i64], [5 x i64]* @b, i64 0, i64 %97, !dbg !129
  %99 = load i64, i64* %98, align 8, !dbg !129, !tbaa !56
  %100 = mul nsw i64 %96, %99, !dbg !130
  %101 = sub nsw i64 %91, %100, !dbg !131
  %102 = sdiv i64 %101, %.06, !dbg !132
  %103 = sext i32 %.1 to i64, !dbg !133
  %104 = getelementptr inbounds [5 x i64], [5 x i64]* @b, i64 0, i64 %103, !dbg !133
  store i64 %102, i64* %104, align 8, !dbg !134, !tbaa !56
  %105 = sext i32 %.1 to i64, !dbg !135
  %106 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %105, !dbg !135
  %107 = sext i32 %.05 to i64, !dbg !135
  %108 = getelementptr inbounds [5 x i64], [5 x i64]* %106, i64 0, i64 %107, !dbg !135
  store i64 0, i64* %108, align 8, !dbg !136, !tbaa !56
  br label %109, !dbg !137

109:                                              ; preds = %82
  %110 = add nsw i32 %.1, 1, !dbg !138
  call void @llvm.dbg.value(metadata i32 %110, metadata !29, metadata !DIExpression()), !dbg !34
  br label %45, !dbg !139, !llvm.loop !140

111:                                              ; preds = %45
  %112 = sext i32 %.05 to i64, !dbg !142
  %113 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %112, !dbg !142
  %114 = sext i32 %.05 to i64, !dbg !142
  %115 = getelementptr inbounds [5 x i64], [5 x i64]* %113, i64 0, i64 %114, !dbg !142
  %116 = load i64, i64* %115, align 8, !dbg !142, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %116, metadata !32, metadata !DIExpression()), !dbg !34
  br label %117, !dbg !143

117:                                              ; preds = %111
  %118 = add nsw i32 %.05, 1, !dbg !144
  call void @llvm.dbg.value(metadata i32 %118, metadata !31, metadata !DIExpression()), !dbg !34
  br label %33, !dbg !145, !llvm.loop !146

119:                                              ; preds = %33
  call void @llvm.dbg.value(metadata i32 4, metadata !29, metadata !DIExpression()), !dbg !34
  br label %120, !dbg !148

120:                                              ; preds = %151, %119
  %.2 = phi i32 [ 4, %119 ], [ %152, %151 ], !dbg !150
  call void @llvm.dbg.value(metadata i32 %.2, metadata !29, metadata !DIExpression()), !dbg !34
  %121 = icmp sge i32 %.2, 0, !dbg !151
  br i1 %121, label %122, label %153, !dbg !153

122:                                              ; preds = %120
  call void @__wcet_cost(i64 noundef 1), !dbg !154
  %123 = sext i32 %.2 to i64, !dbg !156
  %124 = getelementptr inbounds [5 x i64], [5 x i64]* @b, i64 0, i64 %123, !dbg !156
  %125 = load i64, i64* %124, align 8, !dbg !156, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %125, metadata !33, metadata !DIExpression()), !dbg !34
  %126 = add nsw i32 %.2, 1, !dbg !157
  call void @llvm.dbg.value(metadata i32 %126, metadata !30, metadata !DIExpression()), !dbg !34
  br label %127, !dbg !159

127:                                              ; preds = %140, %122
  %.07 = phi i64 [ %125, %122 ], [ %139, %140 ], !dbg !160
  %.24 = phi i32 [ %126, %122 ], [ %141, %140 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %.24, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.07, metadata !33, metadata !DIExpression()), !dbg !34
  %128 = icmp slt i32 %.24, 5, !dbg !162
  br i1 %128, label %129, label %142, !dbg !164

129:                                              ; preds = %127
  call void @__wcet_cost(i64 noundef 2), !dbg !165
  %130 = sext i32 %.2 to i64, !dbg !167
  %131 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %130, !dbg !167
  %132 = sext i32 %.24 to i64, !dbg !167
  %133 = getelementptr inbounds [5 x i64], [5 x i64]* %131, i64 0, i64 %132, !dbg !167
  %134 = load i64, i64* %133, align 8, !dbg !167, !tbaa !56
  %135 = sext i32 %.24 to i64, !dbg !168
  %136 = getelementptr inbounds [5 x i64], [5 x i64]* @x, i64 0, i64 %135, !dbg !168
  %137 = load i64, i64* %136, align 8, !dbg !168, !tbaa !56
  %138 = mul nsw i64 %134, %137, !dbg !169
  %139 = sub nsw i64 %.07, %138, !dbg !170
  call void @llvm.dbg.value(metadata i64 %139, metadata !33, metadata !DIExpression()), !dbg !34
  br label %140, !dbg !171

140:                                              ; preds = %129
  %141 = add nsw i32 %.24, 1, !dbg !172
  call void @llvm.dbg.value(metadata i32 %141, metadata !30, metadata !DIExpression()), !dbg !34
  br label %127, !dbg !173, !llvm.loop !174

142:                                              ; preds = %127
  %.07.lcssa = phi i64 [ %.07, %127 ], !dbg !160
  %143 = sext i32 %.2 to i64, !dbg !176
  %144 = getelementptr inbounds [5 x [5 x i64]], [5 x [5 x i64]]* @a, i64 0, i64 %143, !dbg !176
  %145 = sext i32 %.2 to i64, !dbg !176
  %146 = getelementptr inbounds [5 x i64], [5 x i64]* %144, i64 0, i64 %145, !dbg !176
  %147 = load i64, i64* %146, align 8, !dbg !176, !tbaa !56
  %148 = sdiv i64 %.07.lcssa, %147, !dbg !177
  %149 = sext i32 %.2 to i64, !dbg !178
  %150 = getelementptr inbounds [5 x i64], [5 x i64]* @x, i64 0, i64 %149, !dbg !178
  store i64 %148, i64* %150, align 8, !dbg !179, !tbaa !56
  br label %151, !dbg !180

151:                                              ; preds = %142
  %152 = add nsw i32 %.2, -1, !dbg !181
  call void @llvm.dbg.value(metadata i32 %152, metadata !29, metadata !DIExpression()), !dbg !34
  br label %120, !dbg !182, !llvm.loop !183

153:                                              ; preds = %120
  %154 = load i64, i64* getelementptr inbounds ([5 x i64], [5 x i64]* @x, i64 0, i64 0), align 16, !dbg !185, !tbaa !56
  %155 = and i64 %154, 1, !dbg !186
  %156 = trunc i64 %155 to i32, !dbg !187
  br label %157, !dbg !188

157:                                              ; preds = %153, %42
  %.0 = phi i32 [ 1, %42 ], [ %156, %153 ], !dbg !34
  ret i32 %.0, !dbg !189
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
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 24, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ud.c", directory: ".", checksumkind: CSK_MD5, checksum: "73755ccd5c4aaa822e1df22c638bdd9a")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !14}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 24, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !12)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 5)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 24, type: !10, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1600, elements: !17)
!17 = !{!13, !13}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !26, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!6}
!28 = !{!29, !30, !31, !32, !33}
!29 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 27, type: !6)
!30 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 27, type: !6)
!31 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 27, type: !6)
!32 = !DILocalVariable(name: "prev", scope: !25, file: !3, line: 28, type: !11)
!33 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 28, type: !11)
!34 = !DILocation(line: 0, scope: !25)
!35 = !DILocation(line: 29, column: 8, scope: !36)
!36 = distinct !DILexicalBlock(scope: !25, file: !3, line: 29, column: 3)
!37 = !DILocation(line: 0, scope: !36)
!38 = !DILocation(line: 29, column: 17, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 29, column: 3)
!40 = !DILocation(line: 29, column: 3, scope: !36)
!41 = !DILocation(line: 30, column: 10, scope: !42)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 30, column: 5)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 29, column: 27)
!44 = !DILocation(line: 0, scope: !42)
!45 = !DILocation(line: 30, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 30, column: 5)
!47 = !DILocation(line: 30, column: 5, scope: !42)
!48 = !DILocation(line: 31, column: 19, scope: !46)
!49 = !DILocation(line: 31, column: 17, scope: !46)
!50 = !DILocation(line: 31, column: 45, scope: !46)
!51 = !DILocation(line: 31, column: 41, scope: !46)
!52 = !DILocation(line: 31, column: 50, scope: !46)
!53 = !DILocation(line: 31, column: 54, scope: !46)
!54 = !DILocation(line: 31, column: 7, scope: !46)
!55 = !DILocation(line: 31, column: 15, scope: !46)
!56 = !{!57, !57, i64 0}
!57 = !{!"long", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 30, column: 25, scope: !46)
!61 = !DILocation(line: 30, column: 5, scope: !46)
!62 = distinct !{!62, !47, !63, !64, !65}
!63 = !DILocation(line: 31, column: 56, scope: !42)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 32, column: 15, scope: !43)
!67 = !DILocation(line: 32, column: 20, scope: !43)
!68 = !DILocation(line: 32, column: 24, scope: !43)
!69 = !DILocation(line: 32, column: 12, scope: !43)
!70 = !DILocation(line: 32, column: 5, scope: !43)
!71 = !DILocation(line: 32, column: 10, scope: !43)
!72 = !DILocation(line: 33, column: 3, scope: !43)
!73 = !DILocation(line: 29, column: 23, scope: !39)
!74 = !DILocation(line: 29, column: 3, scope: !39)
!75 = distinct !{!75, !40, !76, !64, !65}
!76 = !DILocation(line: 33, column: 3, scope: !36)
!77 = !DILocation(line: 35, column: 8, scope: !78)
!78 = distinct !DILexicalBlock(scope: !25, file: !3, line: 35, column: 3)
!79 = !DILocation(line: 0, scope: !78)
!80 = !DILocation(line: 35, column: 17, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 35, column: 3)
!82 = !DILocation(line: 35, column: 3, scope: !78)
!83 = !DILocation(line: 36, column: 5, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 35, column: 31)
!85 = !DILocation(line: 37, column: 9, scope: !86)
!86 = distinct !DILexicalBlock(scope: !84, file: !3, line: 37, column: 9)
!87 = !DILocation(line: 37, column: 17, scope: !86)
!88 = !DILocation(line: 37, column: 9, scope: !84)
!89 = !DILocation(line: 38, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 37, column: 23)
!91 = !DILocation(line: 39, column: 7, scope: !90)
!92 = !DILocation(line: 41, column: 16, scope: !93)
!93 = distinct !DILexicalBlock(scope: !84, file: !3, line: 41, column: 5)
!94 = !DILocation(line: 41, column: 10, scope: !93)
!95 = !DILocation(line: 0, scope: !93)
!96 = !DILocation(line: 41, column: 23, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 41, column: 5)
!98 = !DILocation(line: 41, column: 5, scope: !93)
!99 = !DILocation(line: 42, column: 7, scope: !100)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 41, column: 33)
!101 = !DILocation(line: 43, column: 18, scope: !102)
!102 = distinct !DILexicalBlock(scope: !100, file: !3, line: 43, column: 7)
!103 = !DILocation(line: 43, column: 12, scope: !102)
!104 = !DILocation(line: 0, scope: !102)
!105 = !DILocation(line: 43, column: 25, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 43, column: 7)
!107 = !DILocation(line: 43, column: 7, scope: !102)
!108 = !DILocation(line: 44, column: 9, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 43, column: 35)
!110 = !DILocation(line: 45, column: 20, scope: !109)
!111 = !DILocation(line: 45, column: 30, scope: !109)
!112 = !DILocation(line: 45, column: 28, scope: !109)
!113 = !DILocation(line: 45, column: 40, scope: !109)
!114 = !DILocation(line: 45, column: 50, scope: !109)
!115 = !DILocation(line: 45, column: 48, scope: !109)
!116 = !DILocation(line: 45, column: 38, scope: !109)
!117 = !DILocation(line: 45, column: 59, scope: !109)
!118 = !DILocation(line: 45, column: 9, scope: !109)
!119 = !DILocation(line: 45, column: 17, scope: !109)
!120 = !DILocation(line: 46, column: 7, scope: !109)
!121 = !DILocation(line: 43, column: 31, scope: !106)
!122 = !DILocation(line: 43, column: 7, scope: !106)
!123 = distinct !{!123, !107, !124, !64, !65}
!124 = !DILocation(line: 46, column: 7, scope: !102)
!125 = !DILocation(line: 47, column: 15, scope: !100)
!126 = !DILocation(line: 47, column: 25, scope: !100)
!127 = !DILocation(line: 47, column: 23, scope: !100)
!128 = !DILocation(line: 47, column: 32, scope: !100)
!129 = !DILocation(line: 47, column: 42, scope: !100)
!130 = !DILocation(line: 47, column: 40, scope: !100)
!131 = !DILocation(line: 47, column: 30, scope: !100)
!132 = !DILocation(line: 47, column: 48, scope: !100)
!133 = !DILocation(line: 47, column: 7, scope: !100)
!134 = !DILocation(line: 47, column: 12, scope: !100)
!135 = !DILocation(line: 48, column: 7, scope: !100)
!136 = !DILocation(line: 48, column: 15, scope: !100)
!137 = !DILocation(line: 49, column: 5, scope: !100)
!138 = !DILocation(line: 41, column: 29, scope: !97)
!139 = !DILocation(line: 41, column: 5, scope: !97)
!140 = distinct !{!140, !98, !141, !64, !65}
!141 = !DILocation(line: 49, column: 5, scope: !93)
!142 = !DILocation(line: 50, column: 12, scope: !84)
!143 = !DILocation(line: 51, column: 3, scope: !84)
!144 = !DILocation(line: 35, column: 27, scope: !81)
!145 = !DILocation(line: 35, column: 3, scope: !81)
!146 = distinct !{!146, !82, !147, !64, !65}
!147 = !DILocation(line: 51, column: 3, scope: !78)
!148 = !DILocation(line: 53, column: 8, scope: !149)
!149 = distinct !DILexicalBlock(scope: !25, file: !3, line: 53, column: 3)
!150 = !DILocation(line: 0, scope: !149)
!151 = !DILocation(line: 53, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !149, file: !3, line: 53, column: 3)
!153 = !DILocation(line: 53, column: 3, scope: !149)
!154 = !DILocation(line: 54, column: 5, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 53, column: 32)
!156 = !DILocation(line: 55, column: 9, scope: !155)
!157 = !DILocation(line: 56, column: 16, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 56, column: 5)
!159 = !DILocation(line: 56, column: 10, scope: !158)
!160 = !DILocation(line: 0, scope: !155)
!161 = !DILocation(line: 0, scope: !158)
!162 = !DILocation(line: 56, column: 23, scope: !163)
!163 = distinct !DILexicalBlock(scope: !158, file: !3, line: 56, column: 5)
!164 = !DILocation(line: 56, column: 5, scope: !158)
!165 = !DILocation(line: 57, column: 7, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 56, column: 33)
!167 = !DILocation(line: 58, column: 12, scope: !166)
!168 = !DILocation(line: 58, column: 22, scope: !166)
!169 = !DILocation(line: 58, column: 20, scope: !166)
!170 = !DILocation(line: 58, column: 9, scope: !166)
!171 = !DILocation(line: 59, column: 5, scope: !166)
!172 = !DILocation(line: 56, column: 29, scope: !163)
!173 = !DILocation(line: 56, column: 5, scope: !163)
!174 = distinct !{!174, !164, !175, !64, !65}
!175 = !DILocation(line: 59, column: 5, scope: !158)
!176 = !DILocation(line: 60, column: 16, scope: !155)
!177 = !DILocation(line: 60, column: 14, scope: !155)
!178 = !DILocation(line: 60, column: 5, scope: !155)
!179 = !DILocation(line: 60, column: 10, scope: !155)
!180 = !DILocation(line: 61, column: 3, scope: !155)
!181 = !DILocation(line: 53, column: 28, scope: !152)
!182 = !DILocation(line: 53, column: 3, scope: !152)
!183 = distinct !{!183, !153, !184, !64, !65}
!184 = !DILocation(line: 61, column: 3, scope: !149)
!185 = !DILocation(line: 62, column: 16, scope: !25)
!186 = !DILocation(line: 62, column: 21, scope: !25)
!187 = !DILocation(line: 62, column: 10, scope: !25)
!188 = !DILocation(line: 62, column: 3, scope: !25)
!189 = !DILocation(line: 63, column: 1, scope: !25)
