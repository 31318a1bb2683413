; ModuleID = '<stdin>'
source_filename = "fft64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@re = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0
@im = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !7
@cos_tab = internal constant [32 x i32] [i32 16384, i32 16305, i32 16069, i32 15679, i32 15137, i32 14449, i32 13623, i32 12665, i32 11585, i32 10394, i32 9102, i32 7723, i32 6270, i32 4756, i32 3196, i32 1606, i32 0, i32 -1606, i32 -3196, i32 -4756, i32 -6270, i32 -7723, i32 -9102, i32 -10394, i32 -11585, i32 -12665, i32 -13623, i32 -14449, i32 -15137, i32 -15679, i32 -16069, i32 -16305], align 16, !dbg !13
@sin_tab = internal constant [32 x i32] [i32 0, i32 1606, i32 3196, i32 4756, i32 6270, i32 7723, i32 9102, i32 10394, i32 11585, i32 12665, i32 13623, i32 14449, i32 15137, i32 15679, i32 16069, i32 16305, i32 16384, i32 16305, i32 16069, i32 15679, i32 15137, i32 14449, i32 13623, i32 12665, i32 11585, i32 10394, i32 9102, i32 7723, i32 6270, i32 4756, i32 3196, i32 1606], align 16, !dbg !19
@.str = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"scale <= 2\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !55
  br label %1, !dbg !56

1:                                                ; preds = %11, %0
  %.01 = phi i32 [ 0, %0 ], [ %12, %11 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %.01, metadata !32, metadata !DIExpression()), !dbg !55
  %2 = icmp slt i32 %.01, 64, !dbg !59
  br i1 %2, label %3, label %13, !dbg !61

3:                                                ; preds = %1
  %4 = mul nsw i32 %.01, 37, !dbg !62
  %5 = srem i32 %4, 23, !dbg !64
  %6 = sub nsw i32 %5, 11, !dbg !65
  %7 = sext i32 %.01 to i64, !dbg !66
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %7, !dbg !66
  store i32 %6, i32* %8, align 4, !dbg !67, !tbaa !68
  %9 = sext i32 %.01 to i64, !dbg !72
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %9, !dbg !72
  store i32 0, i32* %10, align 4, !dbg !73, !tbaa !68
  br label %11, !dbg !74

11:                                               ; preds = %3
  %12 = add nsw i32 %.01, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %12, metadata !32, metadata !DIExpression()), !dbg !55
  br label %1, !dbg !76, !llvm.loop !77

13:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !55
  br label %14, !dbg !81

14:                                               ; preds = %47, %13
  %.02 = phi i32 [ 0, %13 ], [ %46, %47 ], !dbg !55
  %.1 = phi i32 [ 0, %13 ], [ %48, %47 ], !dbg !83
  call void @llvm.dbg.value(metadata i32 %.1, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %.02, metadata !33, metadata !DIExpression()), !dbg !55
  %15 = icmp slt i32 %.1, 63, !dbg !84
  br i1 %15, label %16, label %49, !dbg !86

16:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 1), !dbg !87
  %17 = icmp slt i32 %.1, %.02, !dbg !89
  br i1 %17, label %18, label %39, !dbg !91

18:                                               ; preds = %16
  %19 = sext i32 %.1 to i64, !dbg !92
  %20 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %19, !dbg !92
  %21 = load i32, i32* %20, align 4, !dbg !92, !tbaa !68
  call void @llvm.dbg.value(metadata i32 %21, metadata !35, metadata !DIExpression()), !dbg !55
  %22 = sext i32 %.02 to i64, !dbg !94
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %22, !dbg !94
  %24 = load i32, i32* %23, align 4, !dbg !94, !tbaa !68
  %25 = sext i32 %.1 to i64, !dbg !95
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %25, !dbg !95
  store i32 %24, i32* %26, align 4, !dbg !96, !tbaa !68
  %27 = sext i32 %.02 to i64, !dbg !97
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %27, !dbg !97
  store i32 %21, i32* %28, align 4, !dbg !98, !tbaa !68
  %29 = sext i32 %.1 to i64, !dbg !99
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %29, !dbg !99
  %31 = load i32, i32* %30, align 4, !dbg !99, !tbaa !68
  call void @llvm.dbg.value(metadata i32 %31, metadata !35, metadata !DIExpression()), !dbg !55
  %32 = sext i32 %.02 to i64, !dbg !100
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %32, !dbg !100
  %34 = load i32, i32* %33, align 4, !dbg !100, !tbaa !68
  %35 = sext i32 %.1 to i64, !dbg !101
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %35, !dbg !101
  store i32 %34, i32* %36, align 4, !dbg !102, !tbaa !68
  %37 = sext i32 %.02 to i64, !dbg !103
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %37, !dbg !103
  store i32 %31, i32* %38, align 4, !dbg !104, !tbaa !68
  call void @__wcet_cost(i64 noundef 2), !dbg !105
  br label %39, !dbg !106

39:                                               ; preds = %18, %16
  call void @llvm.dbg.value(metadata i32 32, metadata !34, metadata !DIExpression()), !dbg !55
  br label %40, !dbg !107

40:                                               ; preds = %42, %39
  %.04 = phi i32 [ 32, %39 ], [ %44, %42 ], !dbg !108
  %.13 = phi i32 [ %.02, %39 ], [ %43, %42 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 %.13, metadata !33, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %.04, metadata !34, metadata !DIExpression()), !dbg !55
  %41 = icmp sle i32 %.04, %.13, !dbg !109
  br i1 %41, label %42, label %45, !dbg !107

42:                                               ; preds = %40
  call void @__wcet_cost(i64 noundef 1), !dbg !110
  %43 = sub nsw i32 %.13, %.04, !dbg !112
  call void @llvm.dbg.value(metadata i32 %43, metadata !33, metadata !DIExpression()), !dbg !55
  %44 = ashr i32 %.04, 1, !dbg !113
  call void @llvm.dbg.value(metadata i32 %44, metadata !34, metadata !DIExpression()), !dbg !55
  br label %40, !dbg !107, !llvm.loop !114

45:                                               ; preds = %40
  %.04.lcssa = phi i32 [ %.04, %40 ], !dbg !108
  %.13.lcssa = phi i32 [ %.13, %40 ], !dbg !55
  %46 = add nsw i32 %.13.lcssa, %.04.lcssa, !dbg !116
  call void @llvm.dbg.value(metadata i32 %46, metadata !33, metadata !DIExpression()), !dbg !55
  br label %47, !dbg !117

47:                                               ; preds = %45
  %48 = add nsw i32 %.1, 1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %48, metadata !32, metadata !DIExpression()), !dbg !55
  br label %14, !dbg !119, !llvm.loop !120

49:                                               ; preds = %14
  call void @llvm.dbg.value(metadata i32 2, metadata !36, metadata !DIExpression()), !dbg !55
  br label %50, !dbg !122

50:                                               ; preds = %136, %49
  %.06 = phi i32 [ 2, %49 ], [ %137, %136 ], !dbg !123
  call void @llvm.dbg.value(metadata i32 %.06, metadata !36, metadata !DIExpression()), !dbg !55
  %51 = icmp sle i32 %.06, 64, !dbg !124
  br i1 %51, label %52, label %138, !dbg !125

52:                                               ; preds = %50
  call void @__wcet_cost(i64 noundef 1), !dbg !126
  %53 = ashr i32 %.06, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %53, metadata !37, metadata !DIExpression()), !dbg !55
  %54 = sdiv i32 64, %.06, !dbg !128
  call void @llvm.dbg.value(metadata i32 %54, metadata !38, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !55
  br label %55, !dbg !129

55:                                               ; preds = %115, %52
  %.0 = phi i32 [ 0, %52 ], [ %116, %115 ], !dbg !130
  call void @llvm.dbg.value(metadata i32 %.0, metadata !39, metadata !DIExpression()), !dbg !55
  %56 = icmp slt i32 %.0, 64, !dbg !131
  br i1 %56, label %57, label %117, !dbg !132

57:                                               ; preds = %55
  call void @__wcet_cost(i64 noundef 1), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !55
  br label %58, !dbg !134

58:                                               ; preds = %112, %57
  %.15 = phi i32 [ 0, %57 ], [ %113, %112 ], !dbg !135
  call void @llvm.dbg.value(metadata i32 %.15, metadata !34, metadata !DIExpression()), !dbg !55
  %59 = icmp slt i32 %.15, %53, !dbg !136
  br i1 %59, label %60, label %114, !dbg !137

60:                                               ; preds = %58
  %61 = add nsw i32 %.0, %.15, !dbg !138
  call void @llvm.dbg.value(metadata i32 %61, metadata !40, metadata !DIExpression()), !dbg !139
  %62 = add nsw i32 %61, %53, !dbg !140
  call void @llvm.dbg.value(metadata i32 %62, metadata !50, metadata !DIExpression()), !dbg !139
  %63 = mul nsw i32 %.15, %54, !dbg !141
  %64 = sext i32 %63 to i64, !dbg !142
  %65 = getelementptr inbounds [32 x i32], [32 x i32]* @cos_tab, i64 0, i64 %64, !dbg !142
  %66 = load i32, i32* %65, align 4, !dbg !142, !tbaa !68
  call void @llvm.dbg.value(metadata i32 %66, metadata !51, metadata !DIExpression()), !dbg !139
  %67 = mul nsw i32 %.15, %54, !dbg !143
  %68 = sext i32 %67 to i64, !dbg !144
  %69 = getelementptr inbounds [32 x i32], [32 x i32]* @sin_tab, i64 0, i64 %68, !dbg !144
  %70 = load i32, i32* %69, align 4, !dbg !144, !tbaa !68
  %71 = sub nsw i32 0, %70, !dbg !145
  call void @llvm.dbg.value(metadata i32 %71, metadata !52, metadata !DIExpression()), !dbg !139
  %72 = sext i32 %62 to i64, !dbg !146
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %72, !dbg !146
  %74 = load i32, i32* %73, align 4, !dbg !146, !tbaa !68
  %75 = mul nsw i32 %66, %74, !dbg !147
  %76 = sext i32 %62 to i64, !dbg !148
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %76, !dbg !148
  %78 = load i32, i32* %77, align 4, !dbg !148, !tbaa !68
  %79 = mul nsw i32 %71, %78, !dbg !149
  %80 = sub nsw i32 %75, %79, !dbg !150
  %81 = sdiv i32 %80, 16384, !dbg !151
  call void @llvm.dbg.value(metadata i32 %81, metadata !53, metadata !DIExpression()), !dbg !139
  %82 = sext i32 %62 to i64, !dbg !152
  %83 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %82, !dbg !152
  %84 = load i32, i32* %83, align 4, !dbg !152, !tbaa !68
  %85 = mul nsw i32 %66, %84, !dbg !153
  %86 = sext i32 %62 to i64, !dbg !154
  %87 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %86, !dbg !154
  %88 = load i32, i32* %87, align 4, !dbg !154, !tbaa !68
  %89 = mul nsw i32 %71, %88, !dbg !155
  %90 = add nsw i32 %85, %89, !dbg !156
  %91 = sdiv i32 %90, 16384, !dbg !157
  call void @llvm.dbg.value(metadata i32 %91, metadata !54, metadata !DIExpression()), !dbg !139
  %92 = sext i32 %61 to i64, !dbg !158
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %92, !dbg !158
  %94 = load i32, i32* %93, align 4, !dbg !158, !tbaa !68
  %95 = sub nsw i32 %94, %81, !dbg !159
  %96 = sext i32 %62 to i64, !dbg !160
  %97 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %96, !dbg !160
  store i32 %95, i32* %97, align 4, !dbg !161, !tbaa !68
  %98 = sext i32 %61 to i64, !dbg !162
  %99 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %98, !dbg !162
  %100 = load i32, i32* %99, align 4, !dbg !162, !tbaa !68
  %101 = sub nsw i32 %100, %91, !dbg !163
  %102 = sext i32 %62 to i64, !dbg !164
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %102, !dbg !164
  store i32 %101, i32* %103, align 4, !dbg !165, !tbaa !68
  %104 = sext i32 %61 to i64, !dbg !166
  %105 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %104, !dbg !166
  %106 = load i32, i32* %105, align 4, !dbg !167, !tbaa !68
  %107 = add nsw i32 %106, %81, !dbg !167
  store i32 %107, i32* %105, align 4, !dbg !167, !tbaa !68
  %108 = sext i32 %61 to i64, !dbg !168
  %109 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %108, !dbg !168
  %110 = load i32, i32* %109, align 4, !dbg !169, !tbaa !68
  %111 = add nsw i32 %110, %91, !dbg !169
  store i32 %111, i32* %109, align 4, !dbg !169, !tbaa !68
  call void @__wcet_cost(i64 noundef 4), !dbg !170
  br label %112, !dbg !171

112:                                              ; preds = %60
  %113 = add nsw i32 %.15, 1, !dbg !172
  call void @llvm.dbg.value(metadata i32 %113, metadata !34, metadata !DIExpression()), !dbg !55
  br label %58, !dbg !173, !llvm.loop !174

114:                                              ; preds = %58
  br label %115, !dbg !176

115:                                              ; preds = %114
  %116 = add nsw i32 %.0, %.06, !dbg !177
  call void @llvm.dbg.value(metadata i32 %116, metadata !39, metadata !DIExpression()), !dbg !55
  br label %55, !dbg !178, !llvm.loop !179

117:                                              ; preds = %55
  call void @__wcet_cost(i64 noundef 1), !dbg !181
  %118 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !182
  %119 = icmp ne i32 %118, 0, !dbg !182
  br i1 %119, label %120, label %135, !dbg !184

120:                                              ; preds = %117
  call void @__wcet_count(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)), !dbg !185
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !55
  br label %121, !dbg !187

121:                                              ; preds = %132, %120
  %.2 = phi i32 [ 0, %120 ], [ %133, %132 ], !dbg !189
  call void @llvm.dbg.value(metadata i32 %.2, metadata !32, metadata !DIExpression()), !dbg !55
  %122 = icmp slt i32 %.2, 64, !dbg !190
  br i1 %122, label %123, label %134, !dbg !192

123:                                              ; preds = %121
  %124 = sext i32 %.2 to i64, !dbg !193
  %125 = getelementptr inbounds [64 x i32], [64 x i32]* @re, i64 0, i64 %124, !dbg !193
  %126 = load i32, i32* %125, align 4, !dbg !195, !tbaa !68
  %127 = sdiv i32 %126, 2, !dbg !195
  store i32 %127, i32* %125, align 4, !dbg !195, !tbaa !68
  %128 = sext i32 %.2 to i64, !dbg !196
  %129 = getelementptr inbounds [64 x i32], [64 x i32]* @im, i64 0, i64 %128, !dbg !196
  %130 = load i32, i32* %129, align 4, !dbg !197, !tbaa !68
  %131 = sdiv i32 %130, 2, !dbg !197
  store i32 %131, i32* %129, align 4, !dbg !197, !tbaa !68
  call void @__wcet_cost(i64 noundef 1), !dbg !198
  br label %132, !dbg !199

132:                                              ; preds = %123
  %133 = add nsw i32 %.2, 1, !dbg !200
  call void @llvm.dbg.value(metadata i32 %133, metadata !32, metadata !DIExpression()), !dbg !55
  br label %121, !dbg !201, !llvm.loop !202

134:                                              ; preds = %121
  br label %135, !dbg !204

135:                                              ; preds = %134, %117
  br label %136, !dbg !205

136:                                              ; preds = %135
  %137 = shl i32 %.06, 1, !dbg !206
  call void @llvm.dbg.value(metadata i32 %137, metadata !36, metadata !DIExpression()), !dbg !55
  br label %50, !dbg !207, !llvm.loop !208

138:                                              ; preds = %50
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0)), !dbg !210
  %139 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @re, i64 0, i64 0), align 16, !dbg !211, !tbaa !68
  %140 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @im, i64 0, i64 1), align 4, !dbg !212, !tbaa !68
  %141 = add nsw i32 %139, %140, !dbg !213
  %142 = and i32 %141, 1, !dbg !214
  ret i32 %142, !dbg !215
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "re", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fft64.c", directory: ".", checksumkind: CSK_MD5, checksum: "9497906b50b2f2d2ee80ee2bc1748d64")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13, !19}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "im", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2048, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cos_tab", scope: !2, file: !3, line: 44, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 1024, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!17 = !{!18}
!18 = !DISubrange(count: 32)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "sin_tab", scope: !2, file: !3, line: 48, type: !15, isLocal: true, isDefinition: true)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !29, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!10}
!31 = !{!32, !33, !34, !35, !36, !37, !38, !39, !40, !50, !51, !52, !53, !54}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 56, type: !10)
!33 = !DILocalVariable(name: "j", scope: !28, file: !3, line: 56, type: !10)
!34 = !DILocalVariable(name: "k", scope: !28, file: !3, line: 56, type: !10)
!35 = !DILocalVariable(name: "t", scope: !28, file: !3, line: 56, type: !10)
!36 = !DILocalVariable(name: "len", scope: !28, file: !3, line: 56, type: !10)
!37 = !DILocalVariable(name: "half", scope: !28, file: !3, line: 56, type: !10)
!38 = !DILocalVariable(name: "step", scope: !28, file: !3, line: 56, type: !10)
!39 = !DILocalVariable(name: "start", scope: !28, file: !3, line: 56, type: !10)
!40 = !DILocalVariable(name: "a", scope: !41, file: !3, line: 90, type: !10)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 89, column: 34)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 89, column: 7)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 89, column: 7)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 87, column: 46)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 87, column: 5)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 87, column: 5)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 83, column: 38)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 83, column: 3)
!49 = distinct !DILexicalBlock(scope: !28, file: !3, line: 83, column: 3)
!50 = !DILocalVariable(name: "b", scope: !41, file: !3, line: 90, type: !10)
!51 = !DILocalVariable(name: "wr", scope: !41, file: !3, line: 91, type: !10)
!52 = !DILocalVariable(name: "wi", scope: !41, file: !3, line: 91, type: !10)
!53 = !DILocalVariable(name: "tr", scope: !41, file: !3, line: 92, type: !10)
!54 = !DILocalVariable(name: "ti", scope: !41, file: !3, line: 93, type: !10)
!55 = !DILocation(line: 0, scope: !28)
!56 = !DILocation(line: 57, column: 8, scope: !57)
!57 = distinct !DILexicalBlock(scope: !28, file: !3, line: 57, column: 3)
!58 = !DILocation(line: 0, scope: !57)
!59 = !DILocation(line: 57, column: 17, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 57, column: 3)
!61 = !DILocation(line: 57, column: 3, scope: !57)
!62 = !DILocation(line: 58, column: 16, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 57, column: 27)
!64 = !DILocation(line: 58, column: 22, scope: !63)
!65 = !DILocation(line: 58, column: 27, scope: !63)
!66 = !DILocation(line: 58, column: 5, scope: !63)
!67 = !DILocation(line: 58, column: 11, scope: !63)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 59, column: 5, scope: !63)
!73 = !DILocation(line: 59, column: 11, scope: !63)
!74 = !DILocation(line: 60, column: 3, scope: !63)
!75 = !DILocation(line: 57, column: 23, scope: !60)
!76 = !DILocation(line: 57, column: 3, scope: !60)
!77 = distinct !{!77, !61, !78, !79, !80}
!78 = !DILocation(line: 60, column: 3, scope: !57)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !{!"llvm.loop.unroll.disable"}
!81 = !DILocation(line: 63, column: 8, scope: !82)
!82 = distinct !DILexicalBlock(scope: !28, file: !3, line: 63, column: 3)
!83 = !DILocation(line: 0, scope: !82)
!84 = !DILocation(line: 63, column: 17, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 63, column: 3)
!86 = !DILocation(line: 63, column: 3, scope: !82)
!87 = !DILocation(line: 64, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 63, column: 31)
!89 = !DILocation(line: 65, column: 11, scope: !90)
!90 = distinct !DILexicalBlock(scope: !88, file: !3, line: 65, column: 9)
!91 = !DILocation(line: 65, column: 9, scope: !88)
!92 = !DILocation(line: 66, column: 11, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !3, line: 65, column: 16)
!94 = !DILocation(line: 67, column: 15, scope: !93)
!95 = !DILocation(line: 67, column: 7, scope: !93)
!96 = !DILocation(line: 67, column: 13, scope: !93)
!97 = !DILocation(line: 68, column: 7, scope: !93)
!98 = !DILocation(line: 68, column: 13, scope: !93)
!99 = !DILocation(line: 69, column: 11, scope: !93)
!100 = !DILocation(line: 70, column: 15, scope: !93)
!101 = !DILocation(line: 70, column: 7, scope: !93)
!102 = !DILocation(line: 70, column: 13, scope: !93)
!103 = !DILocation(line: 71, column: 7, scope: !93)
!104 = !DILocation(line: 71, column: 13, scope: !93)
!105 = !DILocation(line: 72, column: 7, scope: !93)
!106 = !DILocation(line: 73, column: 5, scope: !93)
!107 = !DILocation(line: 75, column: 5, scope: !88)
!108 = !DILocation(line: 0, scope: !88)
!109 = !DILocation(line: 75, column: 14, scope: !88)
!110 = !DILocation(line: 76, column: 7, scope: !111)
!111 = distinct !DILexicalBlock(scope: !88, file: !3, line: 75, column: 20)
!112 = !DILocation(line: 77, column: 9, scope: !111)
!113 = !DILocation(line: 78, column: 9, scope: !111)
!114 = distinct !{!114, !107, !115, !79, !80}
!115 = !DILocation(line: 79, column: 5, scope: !88)
!116 = !DILocation(line: 80, column: 7, scope: !88)
!117 = !DILocation(line: 81, column: 3, scope: !88)
!118 = !DILocation(line: 63, column: 27, scope: !85)
!119 = !DILocation(line: 63, column: 3, scope: !85)
!120 = distinct !{!120, !86, !121, !79, !80}
!121 = !DILocation(line: 81, column: 3, scope: !82)
!122 = !DILocation(line: 83, column: 8, scope: !49)
!123 = !DILocation(line: 0, scope: !49)
!124 = !DILocation(line: 83, column: 21, scope: !48)
!125 = !DILocation(line: 83, column: 3, scope: !49)
!126 = !DILocation(line: 84, column: 5, scope: !47)
!127 = !DILocation(line: 85, column: 16, scope: !47)
!128 = !DILocation(line: 86, column: 17, scope: !47)
!129 = !DILocation(line: 87, column: 10, scope: !46)
!130 = !DILocation(line: 0, scope: !46)
!131 = !DILocation(line: 87, column: 27, scope: !45)
!132 = !DILocation(line: 87, column: 5, scope: !46)
!133 = !DILocation(line: 88, column: 7, scope: !44)
!134 = !DILocation(line: 89, column: 12, scope: !43)
!135 = !DILocation(line: 0, scope: !43)
!136 = !DILocation(line: 89, column: 21, scope: !42)
!137 = !DILocation(line: 89, column: 7, scope: !43)
!138 = !DILocation(line: 90, column: 23, scope: !41)
!139 = !DILocation(line: 0, scope: !41)
!140 = !DILocation(line: 90, column: 34, scope: !41)
!141 = !DILocation(line: 91, column: 28, scope: !41)
!142 = !DILocation(line: 91, column: 18, scope: !41)
!143 = !DILocation(line: 91, column: 53, scope: !41)
!144 = !DILocation(line: 91, column: 43, scope: !41)
!145 = !DILocation(line: 91, column: 42, scope: !41)
!146 = !DILocation(line: 92, column: 24, scope: !41)
!147 = !DILocation(line: 92, column: 22, scope: !41)
!148 = !DILocation(line: 92, column: 37, scope: !41)
!149 = !DILocation(line: 92, column: 35, scope: !41)
!150 = !DILocation(line: 92, column: 30, scope: !41)
!151 = !DILocation(line: 92, column: 44, scope: !41)
!152 = !DILocation(line: 93, column: 24, scope: !41)
!153 = !DILocation(line: 93, column: 22, scope: !41)
!154 = !DILocation(line: 93, column: 37, scope: !41)
!155 = !DILocation(line: 93, column: 35, scope: !41)
!156 = !DILocation(line: 93, column: 30, scope: !41)
!157 = !DILocation(line: 93, column: 44, scope: !41)
!158 = !DILocation(line: 94, column: 17, scope: !41)
!159 = !DILocation(line: 94, column: 23, scope: !41)
!160 = !DILocation(line: 94, column: 9, scope: !41)
!161 = !DILocation(line: 94, column: 15, scope: !41)
!162 = !DILocation(line: 95, column: 17, scope: !41)
!163 = !DILocation(line: 95, column: 23, scope: !41)
!164 = !DILocation(line: 95, column: 9, scope: !41)
!165 = !DILocation(line: 95, column: 15, scope: !41)
!166 = !DILocation(line: 96, column: 9, scope: !41)
!167 = !DILocation(line: 96, column: 15, scope: !41)
!168 = !DILocation(line: 97, column: 9, scope: !41)
!169 = !DILocation(line: 97, column: 15, scope: !41)
!170 = !DILocation(line: 98, column: 9, scope: !41)
!171 = !DILocation(line: 99, column: 7, scope: !41)
!172 = !DILocation(line: 89, column: 30, scope: !42)
!173 = !DILocation(line: 89, column: 7, scope: !42)
!174 = distinct !{!174, !137, !175, !79, !80}
!175 = !DILocation(line: 99, column: 7, scope: !43)
!176 = !DILocation(line: 100, column: 5, scope: !44)
!177 = !DILocation(line: 87, column: 38, scope: !45)
!178 = !DILocation(line: 87, column: 5, scope: !45)
!179 = distinct !{!179, !132, !180, !79, !80}
!180 = !DILocation(line: 100, column: 5, scope: !46)
!181 = !DILocation(line: 101, column: 5, scope: !47)
!182 = !DILocation(line: 102, column: 9, scope: !183)
!183 = distinct !DILexicalBlock(scope: !47, file: !3, line: 102, column: 9)
!184 = !DILocation(line: 102, column: 9, scope: !47)
!185 = !DILocation(line: 103, column: 7, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !3, line: 102, column: 34)
!187 = !DILocation(line: 104, column: 12, scope: !188)
!188 = distinct !DILexicalBlock(scope: !186, file: !3, line: 104, column: 7)
!189 = !DILocation(line: 0, scope: !188)
!190 = !DILocation(line: 104, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 104, column: 7)
!192 = !DILocation(line: 104, column: 7, scope: !188)
!193 = !DILocation(line: 105, column: 9, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 104, column: 31)
!195 = !DILocation(line: 105, column: 15, scope: !194)
!196 = !DILocation(line: 106, column: 9, scope: !194)
!197 = !DILocation(line: 106, column: 15, scope: !194)
!198 = !DILocation(line: 107, column: 9, scope: !194)
!199 = !DILocation(line: 108, column: 7, scope: !194)
!200 = !DILocation(line: 104, column: 27, scope: !191)
!201 = !DILocation(line: 104, column: 7, scope: !191)
!202 = distinct !{!202, !192, !203, !79, !80}
!203 = !DILocation(line: 108, column: 7, scope: !188)
!204 = !DILocation(line: 109, column: 5, scope: !186)
!205 = !DILocation(line: 110, column: 3, scope: !47)
!206 = !DILocation(line: 83, column: 31, scope: !48)
!207 = !DILocation(line: 83, column: 3, scope: !48)
!208 = distinct !{!208, !125, !209, !79, !80}
!209 = !DILocation(line: 110, column: 3, scope: !49)
!210 = !DILocation(line: 111, column: 3, scope: !28)
!211 = !DILocation(line: 112, column: 11, scope: !28)
!212 = !DILocation(line: 112, column: 19, scope: !28)
!213 = !DILocation(line: 112, column: 17, scope: !28)
!214 = !DILocation(line: 112, column: 26, scope: !28)
!215 = !DILocation(line: 112, column: 3, scope: !28)
