; ModuleID = '<stdin>'
source_filename = "tcas_assert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"inhibit + cross <= 1\00", align 1
@last_advisory = dso_local global i32 0, align 4, !dbg !0
@last_crossing = dso_local global i32 0, align 4, !dbg !23
@.str.1 = private unnamed_addr constant [8 x i8] c"inhibit\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"cross\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !36, metadata !DIExpression()), !dbg !45
  %2 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !46
  call void @llvm.dbg.value(metadata i32 %2, metadata !37, metadata !DIExpression()), !dbg !45
  %3 = call i32 @__wcet_nondet_range(i32 noundef -1, i32 noundef 1), !dbg !47
  call void @llvm.dbg.value(metadata i32 %3, metadata !38, metadata !DIExpression()), !dbg !45
  %4 = call i32 @__wcet_nondet_range(i32 noundef -1, i32 noundef 1), !dbg !48
  call void @llvm.dbg.value(metadata i32 %4, metadata !39, metadata !DIExpression()), !dbg !45
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !49
  call void @llvm.dbg.value(metadata i32 %5, metadata !40, metadata !DIExpression()), !dbg !45
  %6 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 2), !dbg !50
  call void @llvm.dbg.value(metadata i32 %6, metadata !41, metadata !DIExpression()), !dbg !45
  %7 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !51
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !45
  %8 = call i32 @advisory(i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7), !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !43, metadata !DIExpression()), !dbg !45
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0)), !dbg !53
  ret i32 %8, !dbg !54
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @advisory(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 !dbg !55 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %1, metadata !60, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %2, metadata !61, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %3, metadata !62, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %4, metadata !63, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %5, metadata !64, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %6, metadata !65, metadata !DIExpression()), !dbg !75
  call void @__wcet_cost(i64 noundef 1), !dbg !76
  %8 = call i32 @sensitivity(i32 noundef %5, i32 noundef %0), !dbg !77
  call void @llvm.dbg.value(metadata i32 %8, metadata !66, metadata !DIExpression()), !dbg !75
  %9 = icmp eq i32 %8, 0, !dbg !78
  br i1 %9, label %10, label %11, !dbg !80

10:                                               ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !81
  store i32 0, i32* @last_advisory, align 4, !dbg !83, !tbaa !84
  br label %138, !dbg !88

11:                                               ; preds = %7
  %12 = sub nsw i32 %0, %1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %12, metadata !67, metadata !DIExpression()), !dbg !75
  %13 = icmp slt i32 %12, 0, !dbg !90
  br i1 %13, label %14, label %16, !dbg !92

14:                                               ; preds = %11
  call void @__wcet_cost(i64 noundef 1), !dbg !93
  %15 = sub nsw i32 0, %12, !dbg !95
  call void @llvm.dbg.value(metadata i32 %15, metadata !68, metadata !DIExpression()), !dbg !75
  br label %17, !dbg !96

16:                                               ; preds = %11
  call void @llvm.dbg.value(metadata i32 %12, metadata !68, metadata !DIExpression()), !dbg !75
  br label %17

17:                                               ; preds = %16, %14
  %.011 = phi i32 [ %15, %14 ], [ %12, %16 ], !dbg !97
  call void @llvm.dbg.value(metadata i32 %.011, metadata !68, metadata !DIExpression()), !dbg !75
  %18 = call i32 @converging(i32 noundef %12, i32 noundef %2, i32 noundef %3), !dbg !98
  call void @llvm.dbg.value(metadata i32 %18, metadata !69, metadata !DIExpression()), !dbg !75
  %19 = call i32 @threat_level(i32 noundef %4, i32 noundef %.011, i32 noundef %18), !dbg !99
  call void @llvm.dbg.value(metadata i32 %19, metadata !70, metadata !DIExpression()), !dbg !75
  %20 = icmp eq i32 %19, 0, !dbg !100
  br i1 %20, label %21, label %22, !dbg !102

21:                                               ; preds = %17
  call void @__wcet_cost(i64 noundef 1), !dbg !103
  store i32 0, i32* @last_advisory, align 4, !dbg !105, !tbaa !84
  br label %138, !dbg !106

22:                                               ; preds = %17
  %23 = icmp eq i32 %19, 1, !dbg !107
  br i1 %23, label %26, label %24, !dbg !109

24:                                               ; preds = %22
  %25 = icmp eq i32 %8, 1, !dbg !110
  br i1 %25, label %26, label %27, !dbg !111

26:                                               ; preds = %24, %22
  call void @__wcet_cost(i64 noundef 2), !dbg !112
  store i32 1, i32* @last_advisory, align 4, !dbg !114, !tbaa !84
  br label %138, !dbg !115

27:                                               ; preds = %24
  %28 = call i32 @select_sense(i32 noundef %12, i32 noundef %0, i32 noundef %2, i32 noundef %3), !dbg !116
  call void @llvm.dbg.value(metadata i32 %28, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  %29 = icmp eq i32 %28, 1, !dbg !117
  br i1 %29, label %30, label %37, !dbg !119

30:                                               ; preds = %27
  %31 = icmp ne i32 %6, 0, !dbg !120
  br i1 %31, label %37, label %32, !dbg !121

32:                                               ; preds = %30
  call void @__wcet_count(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0)), !dbg !122
  call void @__wcet_cost(i64 noundef 2), !dbg !124
  %33 = icmp sgt i32 %12, 0, !dbg !125
  br i1 %33, label %34, label %35, !dbg !127

34:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 1), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !75
  br label %36, !dbg !130

35:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 3), !dbg !131
  call void @llvm.dbg.value(metadata i32 -1, metadata !71, metadata !DIExpression()), !dbg !75
  br label %36

36:                                               ; preds = %35, %34
  %.07 = phi i32 [ 0, %34 ], [ -1, %35 ], !dbg !133
  call void @llvm.dbg.value(metadata i32 %.07, metadata !71, metadata !DIExpression()), !dbg !75
  br label %37, !dbg !134

37:                                               ; preds = %36, %30, %27
  %.18 = phi i32 [ %28, %30 ], [ %.07, %36 ], [ %28, %27 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.18, metadata !71, metadata !DIExpression()), !dbg !75
  %38 = icmp eq i32 %.18, 1, !dbg !135
  br i1 %38, label %39, label %42, !dbg !137

39:                                               ; preds = %37
  %40 = icmp slt i32 %12, 0, !dbg !138
  br i1 %40, label %41, label %42, !dbg !139

41:                                               ; preds = %39
  call void @__wcet_cost(i64 noundef 4), !dbg !140
  call void @__wcet_count(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)), !dbg !142
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !75
  br label %42, !dbg !143

42:                                               ; preds = %41, %39, %37
  %.02 = phi i32 [ 1, %41 ], [ 0, %39 ], [ 0, %37 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.02, metadata !73, metadata !DIExpression()), !dbg !75
  %43 = icmp eq i32 %.18, -1, !dbg !144
  br i1 %43, label %44, label %47, !dbg !146

44:                                               ; preds = %42
  %45 = icmp sgt i32 %12, 0, !dbg !147
  br i1 %45, label %46, label %47, !dbg !148

46:                                               ; preds = %44
  call void @__wcet_cost(i64 noundef 4), !dbg !149
  call void @__wcet_count(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !75
  br label %47, !dbg !152

47:                                               ; preds = %46, %44, %42
  %.13 = phi i32 [ 1, %46 ], [ %.02, %44 ], [ %.02, %42 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.13, metadata !73, metadata !DIExpression()), !dbg !75
  %48 = icmp eq i32 %.18, -1, !dbg !153
  br i1 %48, label %49, label %54, !dbg !155

49:                                               ; preds = %47
  %50 = icmp eq i32 %12, 0, !dbg !156
  br i1 %50, label %51, label %54, !dbg !157

51:                                               ; preds = %49
  %52 = icmp slt i32 %3, 0, !dbg !158
  br i1 %52, label %53, label %54, !dbg !159

53:                                               ; preds = %51
  call void @__wcet_cost(i64 noundef 3), !dbg !160
  call void @__wcet_count(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)), !dbg !162
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !75
  br label %54, !dbg !163

54:                                               ; preds = %53, %51, %49, %47
  %.2 = phi i32 [ 1, %53 ], [ %.13, %51 ], [ %.13, %49 ], [ %.13, %47 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.2, metadata !73, metadata !DIExpression()), !dbg !75
  %55 = icmp eq i32 %.18, 1, !dbg !164
  br i1 %55, label %56, label %65, !dbg !166

56:                                               ; preds = %54
  %57 = icmp sgt i32 %2, 0, !dbg !167
  br i1 %57, label %58, label %59, !dbg !170

58:                                               ; preds = %56
  call void @__wcet_cost(i64 noundef 1), !dbg !171
  call void @llvm.dbg.value(metadata i32 5, metadata !72, metadata !DIExpression()), !dbg !75
  br label %64, !dbg !173

59:                                               ; preds = %56
  %60 = icmp eq i32 %2, 0, !dbg !174
  br i1 %60, label %61, label %62, !dbg !176

61:                                               ; preds = %59
  call void @__wcet_cost(i64 noundef 2), !dbg !177
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !75
  br label %63, !dbg !179

62:                                               ; preds = %59
  call void @__wcet_cost(i64 noundef 4), !dbg !180
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !75
  br label %63

63:                                               ; preds = %62, %61
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !75
  br label %64

64:                                               ; preds = %63, %58
  %.15 = phi i32 [ 5, %58 ], [ 2, %63 ], !dbg !182
  call void @llvm.dbg.value(metadata i32 %.15, metadata !72, metadata !DIExpression()), !dbg !75
  br label %78, !dbg !183

65:                                               ; preds = %54
  %66 = icmp eq i32 %.18, -1, !dbg !184
  br i1 %66, label %67, label %76, !dbg !186

67:                                               ; preds = %65
  %68 = icmp slt i32 %2, 0, !dbg !187
  br i1 %68, label %69, label %70, !dbg !190

69:                                               ; preds = %67
  call void @__wcet_cost(i64 noundef 1), !dbg !191
  call void @llvm.dbg.value(metadata i32 5, metadata !72, metadata !DIExpression()), !dbg !75
  br label %75, !dbg !193

70:                                               ; preds = %67
  %71 = icmp eq i32 %2, 0, !dbg !194
  br i1 %71, label %72, label %73, !dbg !196

72:                                               ; preds = %70
  call void @__wcet_cost(i64 noundef 2), !dbg !197
  call void @llvm.dbg.value(metadata i32 3, metadata !72, metadata !DIExpression()), !dbg !75
  br label %74, !dbg !199

73:                                               ; preds = %70
  call void @__wcet_cost(i64 noundef 4), !dbg !200
  call void @llvm.dbg.value(metadata i32 3, metadata !72, metadata !DIExpression()), !dbg !75
  br label %74

74:                                               ; preds = %73, %72
  call void @llvm.dbg.value(metadata i32 3, metadata !72, metadata !DIExpression()), !dbg !75
  br label %75

75:                                               ; preds = %74, %69
  %.3 = phi i32 [ 5, %69 ], [ 3, %74 ], !dbg !202
  call void @llvm.dbg.value(metadata i32 %.3, metadata !72, metadata !DIExpression()), !dbg !75
  br label %77, !dbg !203

76:                                               ; preds = %65
  call void @__wcet_cost(i64 noundef 1), !dbg !204
  call void @llvm.dbg.value(metadata i32 4, metadata !72, metadata !DIExpression()), !dbg !75
  br label %77

77:                                               ; preds = %76, %75
  %.4 = phi i32 [ %.3, %75 ], [ 4, %76 ], !dbg !206
  call void @llvm.dbg.value(metadata i32 %.4, metadata !72, metadata !DIExpression()), !dbg !75
  br label %78

78:                                               ; preds = %77, %64
  %.5 = phi i32 [ %.15, %64 ], [ %.4, %77 ], !dbg !207
  call void @llvm.dbg.value(metadata i32 %.5, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !75
  %79 = icmp ne i32 %.2, 0, !dbg !208
  br i1 %79, label %80, label %92, !dbg !210

80:                                               ; preds = %78
  call void @__wcet_cost(i64 noundef 2), !dbg !211
  %81 = icmp sge i32 %0, 2, !dbg !213
  br i1 %81, label %82, label %86, !dbg !215

82:                                               ; preds = %80
  %83 = icmp ne i32 %6, 0, !dbg !216
  br i1 %83, label %84, label %86, !dbg !217

84:                                               ; preds = %82
  call void @__wcet_cost(i64 noundef 3), !dbg !218
  %85 = sub nsw i32 0, %.18, !dbg !220
  call void @llvm.dbg.value(metadata i32 %85, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 1, metadata !74, metadata !DIExpression()), !dbg !75
  br label %91, !dbg !221

86:                                               ; preds = %82, %80
  %87 = icmp sge i32 %0, 2, !dbg !222
  br i1 %87, label %88, label %89, !dbg !224

88:                                               ; preds = %86
  call void @__wcet_cost(i64 noundef 2), !dbg !225
  call void @llvm.dbg.value(metadata i32 4, metadata !72, metadata !DIExpression()), !dbg !75
  br label %90, !dbg !227

89:                                               ; preds = %86
  call void @__wcet_cost(i64 noundef 1), !dbg !228
  br label %90

90:                                               ; preds = %89, %88
  %.6 = phi i32 [ 4, %88 ], [ %.5, %89 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.6, metadata !72, metadata !DIExpression()), !dbg !75
  br label %91

91:                                               ; preds = %90, %84
  %.29 = phi i32 [ %85, %84 ], [ %.18, %90 ], !dbg !75
  %.7 = phi i32 [ 2, %84 ], [ %.6, %90 ], !dbg !230
  %.01 = phi i32 [ 1, %84 ], [ 0, %90 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.01, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %.7, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %.29, metadata !71, metadata !DIExpression()), !dbg !75
  br label %92, !dbg !231

92:                                               ; preds = %91, %78
  %.310 = phi i32 [ %.29, %91 ], [ %.18, %78 ], !dbg !75
  %.8 = phi i32 [ %.7, %91 ], [ %.5, %78 ], !dbg !75
  %.1 = phi i32 [ %.01, %91 ], [ 0, %78 ], !dbg !75
  call void @llvm.dbg.value(metadata i32 %.1, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %.8, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %.310, metadata !71, metadata !DIExpression()), !dbg !75
  %93 = icmp eq i32 %.8, 2, !dbg !232
  br i1 %93, label %94, label %105, !dbg !234

94:                                               ; preds = %92
  %95 = icmp eq i32 %.310, 1, !dbg !235
  br i1 %95, label %96, label %105, !dbg !236

96:                                               ; preds = %94
  call void @__wcet_cost(i64 noundef 2), !dbg !237
  %97 = icmp ne i32 %6, 0, !dbg !239
  br i1 %97, label %99, label %98, !dbg !241

98:                                               ; preds = %96
  call void @__wcet_cost(i64 noundef 6), !dbg !242
  br label %99, !dbg !244

99:                                               ; preds = %98, %96
  %100 = icmp sle i32 %4, 1, !dbg !245
  br i1 %100, label %101, label %104, !dbg !247

101:                                              ; preds = %99
  %102 = icmp sle i32 %.011, 1, !dbg !248
  br i1 %102, label %103, label %104, !dbg !249

103:                                              ; preds = %101
  call void @__wcet_cost(i64 noundef 2), !dbg !250
  br label %104, !dbg !252

104:                                              ; preds = %103, %101, %99
  br label %105, !dbg !253

105:                                              ; preds = %104, %94, %92
  %106 = icmp eq i32 %.8, 3, !dbg !254
  br i1 %106, label %107, label %114, !dbg !256

107:                                              ; preds = %105
  call void @__wcet_cost(i64 noundef 2), !dbg !257
  %108 = icmp sle i32 %0, 0, !dbg !259
  br i1 %108, label %109, label %110, !dbg !261

109:                                              ; preds = %107
  call void @__wcet_cost(i64 noundef 6), !dbg !262
  br label %110, !dbg !264

110:                                              ; preds = %109, %107
  %111 = icmp sgt i32 %12, 0, !dbg !265
  br i1 %111, label %112, label %113, !dbg !267

112:                                              ; preds = %110
  call void @__wcet_cost(i64 noundef 5), !dbg !268
  br label %113, !dbg !270

113:                                              ; preds = %112, %110
  br label %114, !dbg !271

114:                                              ; preds = %113, %105
  %115 = icmp eq i32 %.8, 5, !dbg !272
  br i1 %115, label %116, label %120, !dbg !274

116:                                              ; preds = %114
  call void @__wcet_cost(i64 noundef 1), !dbg !275
  %117 = icmp eq i32 %2, 0, !dbg !277
  br i1 %117, label %118, label %119, !dbg !279

118:                                              ; preds = %116
  call void @__wcet_cost(i64 noundef 5), !dbg !280
  br label %119, !dbg !282

119:                                              ; preds = %118, %116
  br label %120, !dbg !283

120:                                              ; preds = %119, %114
  %121 = icmp eq i32 %.8, 4, !dbg !284
  br i1 %121, label %122, label %125, !dbg !286

122:                                              ; preds = %120
  %123 = icmp ne i32 %.1, 0, !dbg !287
  br i1 %123, label %124, label %125, !dbg !288

124:                                              ; preds = %122
  call void @__wcet_cost(i64 noundef 5), !dbg !289
  br label %125, !dbg !291

125:                                              ; preds = %124, %122, %120
  %126 = icmp ne i32 %.1, 0, !dbg !292
  br i1 %126, label %127, label %130, !dbg !294

127:                                              ; preds = %125
  %128 = icmp eq i32 %4, 0, !dbg !295
  br i1 %128, label %129, label %130, !dbg !296

129:                                              ; preds = %127
  call void @__wcet_cost(i64 noundef 2), !dbg !297
  br label %130, !dbg !299

130:                                              ; preds = %129, %127, %125
  %131 = icmp eq i32 %19, 2, !dbg !300
  br i1 %131, label %132, label %137, !dbg !302

132:                                              ; preds = %130
  %133 = icmp eq i32 %8, 2, !dbg !303
  br i1 %133, label %134, label %137, !dbg !304

134:                                              ; preds = %132
  %135 = icmp ne i32 %5, 2, !dbg !305
  br i1 %135, label %136, label %137, !dbg !306

136:                                              ; preds = %134
  call void @__wcet_cost(i64 noundef 7), !dbg !307
  br label %137, !dbg !309

137:                                              ; preds = %136, %134, %132, %130
  store i32 %.8, i32* @last_advisory, align 4, !dbg !310, !tbaa !84
  store i32 %.2, i32* @last_crossing, align 4, !dbg !311, !tbaa !84
  br label %138, !dbg !312

138:                                              ; preds = %137, %26, %21, %10
  %.0 = phi i32 [ 0, %10 ], [ 0, %21 ], [ 1, %26 ], [ %.8, %137 ], !dbg !75
  ret i32 %.0, !dbg !313
}

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @sensitivity(i32 noundef %0, i32 noundef %1) #0 !dbg !314 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !318, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 %1, metadata !319, metadata !DIExpression()), !dbg !320
  call void @__wcet_cost(i64 noundef 1), !dbg !321
  %3 = icmp eq i32 %0, 0, !dbg !322
  br i1 %3, label %4, label %5, !dbg !324

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !325
  br label %12, !dbg !327

5:                                                ; preds = %2
  %6 = icmp eq i32 %0, 1, !dbg !328
  br i1 %6, label %7, label %8, !dbg !330

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 2), !dbg !331
  br label %12, !dbg !333

8:                                                ; preds = %5
  %9 = icmp eq i32 %1, 0, !dbg !334
  br i1 %9, label %10, label %11, !dbg !336

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 3), !dbg !337
  br label %12, !dbg !339

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 4), !dbg !340
  br label %12, !dbg !341

12:                                               ; preds = %11, %10, %7, %4
  %.0 = phi i32 [ 0, %4 ], [ 1, %7 ], [ 1, %10 ], [ 2, %11 ], !dbg !320
  ret i32 %.0, !dbg !342
}

; Function Attrs: nounwind uwtable
define internal i32 @converging(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !343 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !347, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %1, metadata !348, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %2, metadata !349, metadata !DIExpression()), !dbg !351
  %4 = sub nsw i32 %1, %2, !dbg !352
  call void @llvm.dbg.value(metadata i32 %4, metadata !350, metadata !DIExpression()), !dbg !351
  call void @__wcet_cost(i64 noundef 1), !dbg !353
  %5 = icmp sgt i32 %0, 0, !dbg !354
  br i1 %5, label %6, label %10, !dbg !356

6:                                                ; preds = %3
  %7 = icmp slt i32 %4, 0, !dbg !357
  br i1 %7, label %8, label %9, !dbg !360

8:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 2), !dbg !361
  br label %20, !dbg !363

9:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !364
  br label %20, !dbg !365

10:                                               ; preds = %3
  %11 = icmp slt i32 %0, 0, !dbg !366
  br i1 %11, label %12, label %16, !dbg !368

12:                                               ; preds = %10
  %13 = icmp sgt i32 %4, 0, !dbg !369
  br i1 %13, label %14, label %15, !dbg !372

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 2), !dbg !373
  br label %20, !dbg !375

15:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !376
  br label %20, !dbg !377

16:                                               ; preds = %10
  %17 = icmp ne i32 %4, 0, !dbg !378
  br i1 %17, label %18, label %19, !dbg !380

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !381
  br label %20, !dbg !383

19:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !384
  br label %20, !dbg !385

20:                                               ; preds = %19, %18, %15, %14, %9, %8
  %.0 = phi i32 [ 1, %8 ], [ 0, %9 ], [ 1, %14 ], [ 0, %15 ], [ 1, %18 ], [ 1, %19 ], !dbg !351
  ret i32 %.0, !dbg !386
}

; Function Attrs: nounwind uwtable
define internal i32 @threat_level(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !387 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !389, metadata !DIExpression()), !dbg !392
  call void @llvm.dbg.value(metadata i32 %1, metadata !390, metadata !DIExpression()), !dbg !392
  call void @llvm.dbg.value(metadata i32 %2, metadata !391, metadata !DIExpression()), !dbg !392
  call void @__wcet_cost(i64 noundef 1), !dbg !393
  %4 = icmp sle i32 %0, 1, !dbg !394
  br i1 %4, label %5, label %12, !dbg !396

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !397
  %6 = icmp sle i32 %1, 1, !dbg !399
  br i1 %6, label %7, label %8, !dbg !401

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 2), !dbg !402
  br label %29, !dbg !404

8:                                                ; preds = %5
  %9 = icmp ne i32 %2, 0, !dbg !405
  br i1 %9, label %10, label %11, !dbg !407

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 3), !dbg !408
  br label %29, !dbg !410

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 1), !dbg !411
  br label %29, !dbg !412

12:                                               ; preds = %3
  %13 = icmp eq i32 %0, 2, !dbg !413
  br i1 %13, label %14, label %23, !dbg !415

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !416
  %15 = icmp eq i32 %1, 0, !dbg !418
  br i1 %15, label %16, label %19, !dbg !420

16:                                               ; preds = %14
  %17 = icmp ne i32 %2, 0, !dbg !421
  br i1 %17, label %18, label %19, !dbg !422

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !423
  br label %29, !dbg !425

19:                                               ; preds = %16, %14
  %20 = icmp sle i32 %1, 1, !dbg !426
  br i1 %20, label %21, label %22, !dbg !428

21:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 1), !dbg !429
  br label %29, !dbg !431

22:                                               ; preds = %19
  br label %29, !dbg !432

23:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !433
  %24 = icmp eq i32 %1, 0, !dbg !434
  br i1 %24, label %25, label %28, !dbg !436

25:                                               ; preds = %23
  %26 = icmp ne i32 %2, 0, !dbg !437
  br i1 %26, label %27, label %28, !dbg !438

27:                                               ; preds = %25
  call void @__wcet_cost(i64 noundef 1), !dbg !439
  br label %29, !dbg !441

28:                                               ; preds = %25, %23
  br label %29, !dbg !442

29:                                               ; preds = %28, %27, %22, %21, %18, %11, %10, %7
  %.0 = phi i32 [ 2, %7 ], [ 2, %10 ], [ 1, %11 ], [ 2, %18 ], [ 1, %21 ], [ 0, %22 ], [ 1, %27 ], [ 0, %28 ], !dbg !392
  ret i32 %.0, !dbg !443
}

; Function Attrs: nounwind uwtable
define internal i32 @select_sense(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !444 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !448, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %1, metadata !449, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %2, metadata !450, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %3, metadata !451, metadata !DIExpression()), !dbg !452
  call void @__wcet_cost(i64 noundef 1), !dbg !453
  %5 = icmp sgt i32 %0, 0, !dbg !454
  br i1 %5, label %6, label %7, !dbg !456

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 1), !dbg !457
  br label %20, !dbg !459

7:                                                ; preds = %4
  %8 = icmp slt i32 %0, 0, !dbg !460
  br i1 %8, label %9, label %10, !dbg !462

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !463
  br label %20, !dbg !465

10:                                               ; preds = %7
  %11 = icmp sgt i32 %2, %3, !dbg !466
  br i1 %11, label %12, label %13, !dbg !468

12:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 2), !dbg !469
  br label %20, !dbg !471

13:                                               ; preds = %10
  %14 = icmp slt i32 %2, %3, !dbg !472
  br i1 %14, label %15, label %16, !dbg !474

15:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 2), !dbg !475
  br label %20, !dbg !477

16:                                               ; preds = %13
  %17 = icmp sge i32 %1, 2, !dbg !478
  br i1 %17, label %18, label %19, !dbg !480

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !481
  br label %20, !dbg !483

19:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !484
  br label %20, !dbg !485

20:                                               ; preds = %19, %18, %15, %12, %9, %6
  %.0 = phi i32 [ 1, %6 ], [ -1, %9 ], [ 1, %12 ], [ -1, %15 ], [ -1, %18 ], [ 1, %19 ], !dbg !452
  ret i32 %.0, !dbg !486
}

declare void @__wcet_count(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "last_advisory", scope: !2, file: !3, line: 39, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tcas_assert.c", directory: ".", checksumkind: CSK_MD5, checksum: "d821f4e05bee4685a4aab9d7d7be3878")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 35, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12, !13}
!8 = !DIEnumerator(name: "ADV_NONE", value: 0)
!9 = !DIEnumerator(name: "ADV_TA", value: 1)
!10 = !DIEnumerator(name: "ADV_CLIMB", value: 2)
!11 = !DIEnumerator(name: "ADV_DESCEND", value: 3)
!12 = !DIEnumerator(name: "ADV_LEVEL", value: 4)
!13 = !DIEnumerator(name: "ADV_MAINTAIN", value: 5)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 37, baseType: !15, size: 32, elements: !16)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !18, !19}
!17 = !DIEnumerator(name: "SENSE_UP", value: 1)
!18 = !DIEnumerator(name: "SENSE_DOWN", value: -1)
!19 = !DIEnumerator(name: "SENSE_NONE", value: 0)
!20 = !{!21}
!21 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!22 = !{!0, !23}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "last_crossing", scope: !2, file: !3, line: 40, type: !15, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 305, type: !33, scopeLine: 305, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!15}
!35 = !{!36, !37, !38, !39, !40, !41, !42, !43}
!36 = !DILocalVariable(name: "own_alt", scope: !32, file: !3, line: 307, type: !15)
!37 = !DILocalVariable(name: "intr_alt", scope: !32, file: !3, line: 308, type: !15)
!38 = !DILocalVariable(name: "own_rate", scope: !32, file: !3, line: 309, type: !15)
!39 = !DILocalVariable(name: "intr_rate", scope: !32, file: !3, line: 310, type: !15)
!40 = !DILocalVariable(name: "range_band", scope: !32, file: !3, line: 311, type: !15)
!41 = !DILocalVariable(name: "mode", scope: !32, file: !3, line: 312, type: !15)
!42 = !DILocalVariable(name: "climb_ok", scope: !32, file: !3, line: 313, type: !15)
!43 = !DILocalVariable(name: "adv", scope: !32, file: !3, line: 314, type: !15)
!44 = !DILocation(line: 307, column: 17, scope: !32)
!45 = !DILocation(line: 0, scope: !32)
!46 = !DILocation(line: 308, column: 18, scope: !32)
!47 = !DILocation(line: 309, column: 18, scope: !32)
!48 = !DILocation(line: 310, column: 19, scope: !32)
!49 = !DILocation(line: 311, column: 20, scope: !32)
!50 = !DILocation(line: 312, column: 14, scope: !32)
!51 = !DILocation(line: 313, column: 18, scope: !32)
!52 = !DILocation(line: 314, column: 13, scope: !32)
!53 = !DILocation(line: 315, column: 3, scope: !32)
!54 = !DILocation(line: 316, column: 3, scope: !32)
!55 = distinct !DISubprogram(name: "advisory", scope: !3, file: !3, line: 154, type: !56, scopeLine: 155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!15, !15, !15, !15, !15, !15, !15, !15}
!58 = !{!59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74}
!59 = !DILocalVariable(name: "own_alt", arg: 1, scope: !55, file: !3, line: 154, type: !15)
!60 = !DILocalVariable(name: "intr_alt", arg: 2, scope: !55, file: !3, line: 154, type: !15)
!61 = !DILocalVariable(name: "own_rate", arg: 3, scope: !55, file: !3, line: 154, type: !15)
!62 = !DILocalVariable(name: "intr_rate", arg: 4, scope: !55, file: !3, line: 154, type: !15)
!63 = !DILocalVariable(name: "range_band", arg: 5, scope: !55, file: !3, line: 154, type: !15)
!64 = !DILocalVariable(name: "mode", arg: 6, scope: !55, file: !3, line: 155, type: !15)
!65 = !DILocalVariable(name: "climb_ok", arg: 7, scope: !55, file: !3, line: 155, type: !15)
!66 = !DILocalVariable(name: "level", scope: !55, file: !3, line: 156, type: !15)
!67 = !DILocalVariable(name: "sep", scope: !55, file: !3, line: 156, type: !15)
!68 = !DILocalVariable(name: "abs_sep", scope: !55, file: !3, line: 156, type: !15)
!69 = !DILocalVariable(name: "closing", scope: !55, file: !3, line: 156, type: !15)
!70 = !DILocalVariable(name: "threat", scope: !55, file: !3, line: 156, type: !15)
!71 = !DILocalVariable(name: "sense", scope: !55, file: !3, line: 156, type: !15)
!72 = !DILocalVariable(name: "adv", scope: !55, file: !3, line: 156, type: !15)
!73 = !DILocalVariable(name: "crossing", scope: !55, file: !3, line: 156, type: !15)
!74 = !DILocalVariable(name: "reversed", scope: !55, file: !3, line: 156, type: !15)
!75 = !DILocation(line: 0, scope: !55)
!76 = !DILocation(line: 157, column: 3, scope: !55)
!77 = !DILocation(line: 159, column: 11, scope: !55)
!78 = !DILocation(line: 160, column: 13, scope: !79)
!79 = distinct !DILexicalBlock(scope: !55, file: !3, line: 160, column: 7)
!80 = !DILocation(line: 160, column: 7, scope: !55)
!81 = !DILocation(line: 161, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 160, column: 19)
!83 = !DILocation(line: 162, column: 19, scope: !82)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 163, column: 5, scope: !82)
!89 = !DILocation(line: 166, column: 17, scope: !55)
!90 = !DILocation(line: 167, column: 11, scope: !91)
!91 = distinct !DILexicalBlock(scope: !55, file: !3, line: 167, column: 7)
!92 = !DILocation(line: 167, column: 7, scope: !55)
!93 = !DILocation(line: 168, column: 5, scope: !94)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 167, column: 16)
!95 = !DILocation(line: 169, column: 15, scope: !94)
!96 = !DILocation(line: 170, column: 3, scope: !94)
!97 = !DILocation(line: 0, scope: !91)
!98 = !DILocation(line: 173, column: 13, scope: !55)
!99 = !DILocation(line: 175, column: 12, scope: !55)
!100 = !DILocation(line: 176, column: 14, scope: !101)
!101 = distinct !DILexicalBlock(scope: !55, file: !3, line: 176, column: 7)
!102 = !DILocation(line: 176, column: 7, scope: !55)
!103 = !DILocation(line: 177, column: 5, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !3, line: 176, column: 20)
!105 = !DILocation(line: 178, column: 19, scope: !104)
!106 = !DILocation(line: 179, column: 5, scope: !104)
!107 = !DILocation(line: 181, column: 14, scope: !108)
!108 = distinct !DILexicalBlock(scope: !55, file: !3, line: 181, column: 7)
!109 = !DILocation(line: 181, column: 19, scope: !108)
!110 = !DILocation(line: 181, column: 28, scope: !108)
!111 = !DILocation(line: 181, column: 7, scope: !55)
!112 = !DILocation(line: 182, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !3, line: 181, column: 34)
!114 = !DILocation(line: 183, column: 19, scope: !113)
!115 = !DILocation(line: 184, column: 5, scope: !113)
!116 = !DILocation(line: 188, column: 11, scope: !55)
!117 = !DILocation(line: 192, column: 13, scope: !118)
!118 = distinct !DILexicalBlock(scope: !55, file: !3, line: 192, column: 7)
!119 = !DILocation(line: 192, column: 25, scope: !118)
!120 = !DILocation(line: 192, column: 29, scope: !118)
!121 = !DILocation(line: 192, column: 7, scope: !55)
!122 = !DILocation(line: 193, column: 5, scope: !123)
!123 = distinct !DILexicalBlock(scope: !118, file: !3, line: 192, column: 39)
!124 = !DILocation(line: 194, column: 5, scope: !123)
!125 = !DILocation(line: 195, column: 13, scope: !126)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 195, column: 9)
!127 = !DILocation(line: 195, column: 9, scope: !123)
!128 = !DILocation(line: 196, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 195, column: 18)
!130 = !DILocation(line: 198, column: 5, scope: !129)
!131 = !DILocation(line: 199, column: 7, scope: !132)
!132 = distinct !DILexicalBlock(scope: !126, file: !3, line: 198, column: 12)
!133 = !DILocation(line: 0, scope: !126)
!134 = !DILocation(line: 202, column: 3, scope: !123)
!135 = !DILocation(line: 205, column: 13, scope: !136)
!136 = distinct !DILexicalBlock(scope: !55, file: !3, line: 205, column: 7)
!137 = !DILocation(line: 205, column: 25, scope: !136)
!138 = !DILocation(line: 205, column: 32, scope: !136)
!139 = !DILocation(line: 205, column: 7, scope: !55)
!140 = !DILocation(line: 206, column: 5, scope: !141)
!141 = distinct !DILexicalBlock(scope: !136, file: !3, line: 205, column: 37)
!142 = !DILocation(line: 207, column: 5, scope: !141)
!143 = !DILocation(line: 209, column: 3, scope: !141)
!144 = !DILocation(line: 210, column: 13, scope: !145)
!145 = distinct !DILexicalBlock(scope: !55, file: !3, line: 210, column: 7)
!146 = !DILocation(line: 210, column: 27, scope: !145)
!147 = !DILocation(line: 210, column: 34, scope: !145)
!148 = !DILocation(line: 210, column: 7, scope: !55)
!149 = !DILocation(line: 211, column: 5, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !3, line: 210, column: 39)
!151 = !DILocation(line: 212, column: 5, scope: !150)
!152 = !DILocation(line: 214, column: 3, scope: !150)
!153 = !DILocation(line: 215, column: 13, scope: !154)
!154 = distinct !DILexicalBlock(scope: !55, file: !3, line: 215, column: 7)
!155 = !DILocation(line: 215, column: 27, scope: !154)
!156 = !DILocation(line: 215, column: 34, scope: !154)
!157 = !DILocation(line: 215, column: 39, scope: !154)
!158 = !DILocation(line: 215, column: 52, scope: !154)
!159 = !DILocation(line: 215, column: 7, scope: !55)
!160 = !DILocation(line: 216, column: 5, scope: !161)
!161 = distinct !DILexicalBlock(scope: !154, file: !3, line: 215, column: 57)
!162 = !DILocation(line: 217, column: 5, scope: !161)
!163 = !DILocation(line: 219, column: 3, scope: !161)
!164 = !DILocation(line: 222, column: 13, scope: !165)
!165 = distinct !DILexicalBlock(scope: !55, file: !3, line: 222, column: 7)
!166 = !DILocation(line: 222, column: 7, scope: !55)
!167 = !DILocation(line: 223, column: 18, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 223, column: 9)
!169 = distinct !DILexicalBlock(scope: !165, file: !3, line: 222, column: 26)
!170 = !DILocation(line: 223, column: 9, scope: !169)
!171 = !DILocation(line: 224, column: 7, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 223, column: 23)
!173 = !DILocation(line: 226, column: 5, scope: !172)
!174 = !DILocation(line: 226, column: 25, scope: !175)
!175 = distinct !DILexicalBlock(scope: !168, file: !3, line: 226, column: 16)
!176 = !DILocation(line: 226, column: 16, scope: !168)
!177 = !DILocation(line: 227, column: 7, scope: !178)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 226, column: 31)
!179 = !DILocation(line: 229, column: 5, scope: !178)
!180 = !DILocation(line: 230, column: 7, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !3, line: 229, column: 12)
!182 = !DILocation(line: 0, scope: !168)
!183 = !DILocation(line: 233, column: 3, scope: !169)
!184 = !DILocation(line: 233, column: 20, scope: !185)
!185 = distinct !DILexicalBlock(scope: !165, file: !3, line: 233, column: 14)
!186 = !DILocation(line: 233, column: 14, scope: !165)
!187 = !DILocation(line: 234, column: 18, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 234, column: 9)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 233, column: 35)
!190 = !DILocation(line: 234, column: 9, scope: !189)
!191 = !DILocation(line: 235, column: 7, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 234, column: 23)
!193 = !DILocation(line: 237, column: 5, scope: !192)
!194 = !DILocation(line: 237, column: 25, scope: !195)
!195 = distinct !DILexicalBlock(scope: !188, file: !3, line: 237, column: 16)
!196 = !DILocation(line: 237, column: 16, scope: !188)
!197 = !DILocation(line: 238, column: 7, scope: !198)
!198 = distinct !DILexicalBlock(scope: !195, file: !3, line: 237, column: 31)
!199 = !DILocation(line: 240, column: 5, scope: !198)
!200 = !DILocation(line: 241, column: 7, scope: !201)
!201 = distinct !DILexicalBlock(scope: !195, file: !3, line: 240, column: 12)
!202 = !DILocation(line: 0, scope: !188)
!203 = !DILocation(line: 244, column: 3, scope: !189)
!204 = !DILocation(line: 245, column: 5, scope: !205)
!205 = distinct !DILexicalBlock(scope: !185, file: !3, line: 244, column: 10)
!206 = !DILocation(line: 0, scope: !185)
!207 = !DILocation(line: 0, scope: !165)
!208 = !DILocation(line: 251, column: 7, scope: !209)
!209 = distinct !DILexicalBlock(scope: !55, file: !3, line: 251, column: 7)
!210 = !DILocation(line: 251, column: 7, scope: !55)
!211 = !DILocation(line: 252, column: 5, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !3, line: 251, column: 17)
!213 = !DILocation(line: 253, column: 17, scope: !214)
!214 = distinct !DILexicalBlock(scope: !212, file: !3, line: 253, column: 9)
!215 = !DILocation(line: 253, column: 22, scope: !214)
!216 = !DILocation(line: 253, column: 25, scope: !214)
!217 = !DILocation(line: 253, column: 9, scope: !212)
!218 = !DILocation(line: 254, column: 7, scope: !219)
!219 = distinct !DILexicalBlock(scope: !214, file: !3, line: 253, column: 35)
!220 = !DILocation(line: 255, column: 15, scope: !219)
!221 = !DILocation(line: 258, column: 5, scope: !219)
!222 = !DILocation(line: 258, column: 24, scope: !223)
!223 = distinct !DILexicalBlock(scope: !214, file: !3, line: 258, column: 16)
!224 = !DILocation(line: 258, column: 16, scope: !214)
!225 = !DILocation(line: 259, column: 7, scope: !226)
!226 = distinct !DILexicalBlock(scope: !223, file: !3, line: 258, column: 30)
!227 = !DILocation(line: 261, column: 5, scope: !226)
!228 = !DILocation(line: 262, column: 7, scope: !229)
!229 = distinct !DILexicalBlock(scope: !223, file: !3, line: 261, column: 12)
!230 = !DILocation(line: 0, scope: !214)
!231 = !DILocation(line: 264, column: 3, scope: !212)
!232 = !DILocation(line: 267, column: 11, scope: !233)
!233 = distinct !DILexicalBlock(scope: !55, file: !3, line: 267, column: 7)
!234 = !DILocation(line: 267, column: 24, scope: !233)
!235 = !DILocation(line: 267, column: 33, scope: !233)
!236 = !DILocation(line: 267, column: 7, scope: !55)
!237 = !DILocation(line: 268, column: 5, scope: !238)
!238 = distinct !DILexicalBlock(scope: !233, file: !3, line: 267, column: 46)
!239 = !DILocation(line: 269, column: 10, scope: !240)
!240 = distinct !DILexicalBlock(scope: !238, file: !3, line: 269, column: 9)
!241 = !DILocation(line: 269, column: 9, scope: !238)
!242 = !DILocation(line: 270, column: 7, scope: !243)
!243 = distinct !DILexicalBlock(scope: !240, file: !3, line: 269, column: 20)
!244 = !DILocation(line: 271, column: 5, scope: !243)
!245 = !DILocation(line: 272, column: 20, scope: !246)
!246 = distinct !DILexicalBlock(scope: !238, file: !3, line: 272, column: 9)
!247 = !DILocation(line: 272, column: 25, scope: !246)
!248 = !DILocation(line: 272, column: 36, scope: !246)
!249 = !DILocation(line: 272, column: 9, scope: !238)
!250 = !DILocation(line: 273, column: 7, scope: !251)
!251 = distinct !DILexicalBlock(scope: !246, file: !3, line: 272, column: 42)
!252 = !DILocation(line: 274, column: 5, scope: !251)
!253 = !DILocation(line: 275, column: 3, scope: !238)
!254 = !DILocation(line: 276, column: 11, scope: !255)
!255 = distinct !DILexicalBlock(scope: !55, file: !3, line: 276, column: 7)
!256 = !DILocation(line: 276, column: 7, scope: !55)
!257 = !DILocation(line: 277, column: 5, scope: !258)
!258 = distinct !DILexicalBlock(scope: !255, file: !3, line: 276, column: 27)
!259 = !DILocation(line: 278, column: 17, scope: !260)
!260 = distinct !DILexicalBlock(scope: !258, file: !3, line: 278, column: 9)
!261 = !DILocation(line: 278, column: 9, scope: !258)
!262 = !DILocation(line: 279, column: 7, scope: !263)
!263 = distinct !DILexicalBlock(scope: !260, file: !3, line: 278, column: 23)
!264 = !DILocation(line: 280, column: 5, scope: !263)
!265 = !DILocation(line: 281, column: 13, scope: !266)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 281, column: 9)
!267 = !DILocation(line: 281, column: 9, scope: !258)
!268 = !DILocation(line: 282, column: 7, scope: !269)
!269 = distinct !DILexicalBlock(scope: !266, file: !3, line: 281, column: 18)
!270 = !DILocation(line: 283, column: 5, scope: !269)
!271 = !DILocation(line: 284, column: 3, scope: !258)
!272 = !DILocation(line: 285, column: 11, scope: !273)
!273 = distinct !DILexicalBlock(scope: !55, file: !3, line: 285, column: 7)
!274 = !DILocation(line: 285, column: 7, scope: !55)
!275 = !DILocation(line: 286, column: 5, scope: !276)
!276 = distinct !DILexicalBlock(scope: !273, file: !3, line: 285, column: 28)
!277 = !DILocation(line: 287, column: 18, scope: !278)
!278 = distinct !DILexicalBlock(scope: !276, file: !3, line: 287, column: 9)
!279 = !DILocation(line: 287, column: 9, scope: !276)
!280 = !DILocation(line: 288, column: 7, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !3, line: 287, column: 24)
!282 = !DILocation(line: 289, column: 5, scope: !281)
!283 = !DILocation(line: 290, column: 3, scope: !276)
!284 = !DILocation(line: 291, column: 11, scope: !285)
!285 = distinct !DILexicalBlock(scope: !55, file: !3, line: 291, column: 7)
!286 = !DILocation(line: 291, column: 24, scope: !285)
!287 = !DILocation(line: 291, column: 27, scope: !285)
!288 = !DILocation(line: 291, column: 7, scope: !55)
!289 = !DILocation(line: 292, column: 5, scope: !290)
!290 = distinct !DILexicalBlock(scope: !285, file: !3, line: 291, column: 37)
!291 = !DILocation(line: 293, column: 3, scope: !290)
!292 = !DILocation(line: 294, column: 7, scope: !293)
!293 = distinct !DILexicalBlock(scope: !55, file: !3, line: 294, column: 7)
!294 = !DILocation(line: 294, column: 16, scope: !293)
!295 = !DILocation(line: 294, column: 30, scope: !293)
!296 = !DILocation(line: 294, column: 7, scope: !55)
!297 = !DILocation(line: 295, column: 5, scope: !298)
!298 = distinct !DILexicalBlock(scope: !293, file: !3, line: 294, column: 36)
!299 = !DILocation(line: 296, column: 3, scope: !298)
!300 = !DILocation(line: 297, column: 14, scope: !301)
!301 = distinct !DILexicalBlock(scope: !55, file: !3, line: 297, column: 7)
!302 = !DILocation(line: 297, column: 19, scope: !301)
!303 = !DILocation(line: 297, column: 28, scope: !301)
!304 = !DILocation(line: 297, column: 33, scope: !301)
!305 = !DILocation(line: 297, column: 41, scope: !301)
!306 = !DILocation(line: 297, column: 7, scope: !55)
!307 = !DILocation(line: 298, column: 5, scope: !308)
!308 = distinct !DILexicalBlock(scope: !301, file: !3, line: 297, column: 47)
!309 = !DILocation(line: 299, column: 3, scope: !308)
!310 = !DILocation(line: 300, column: 17, scope: !55)
!311 = !DILocation(line: 301, column: 17, scope: !55)
!312 = !DILocation(line: 302, column: 3, scope: !55)
!313 = !DILocation(line: 303, column: 1, scope: !55)
!314 = distinct !DISubprogram(name: "sensitivity", scope: !3, file: !3, line: 44, type: !315, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!15, !15, !15}
!317 = !{!318, !319}
!318 = !DILocalVariable(name: "mode", arg: 1, scope: !314, file: !3, line: 44, type: !15)
!319 = !DILocalVariable(name: "own_alt", arg: 2, scope: !314, file: !3, line: 44, type: !15)
!320 = !DILocation(line: 0, scope: !314)
!321 = !DILocation(line: 45, column: 3, scope: !314)
!322 = !DILocation(line: 46, column: 12, scope: !323)
!323 = distinct !DILexicalBlock(scope: !314, file: !3, line: 46, column: 7)
!324 = !DILocation(line: 46, column: 7, scope: !314)
!325 = !DILocation(line: 47, column: 5, scope: !326)
!326 = distinct !DILexicalBlock(scope: !323, file: !3, line: 46, column: 18)
!327 = !DILocation(line: 48, column: 5, scope: !326)
!328 = !DILocation(line: 50, column: 12, scope: !329)
!329 = distinct !DILexicalBlock(scope: !314, file: !3, line: 50, column: 7)
!330 = !DILocation(line: 50, column: 7, scope: !314)
!331 = !DILocation(line: 51, column: 5, scope: !332)
!332 = distinct !DILexicalBlock(scope: !329, file: !3, line: 50, column: 18)
!333 = !DILocation(line: 52, column: 5, scope: !332)
!334 = !DILocation(line: 54, column: 15, scope: !335)
!335 = distinct !DILexicalBlock(scope: !314, file: !3, line: 54, column: 7)
!336 = !DILocation(line: 54, column: 7, scope: !314)
!337 = !DILocation(line: 55, column: 5, scope: !338)
!338 = distinct !DILexicalBlock(scope: !335, file: !3, line: 54, column: 21)
!339 = !DILocation(line: 56, column: 5, scope: !338)
!340 = !DILocation(line: 58, column: 3, scope: !314)
!341 = !DILocation(line: 59, column: 3, scope: !314)
!342 = !DILocation(line: 60, column: 1, scope: !314)
!343 = distinct !DISubprogram(name: "converging", scope: !3, file: !3, line: 63, type: !344, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !346)
!344 = !DISubroutineType(types: !345)
!345 = !{!15, !15, !15, !15}
!346 = !{!347, !348, !349, !350}
!347 = !DILocalVariable(name: "sep", arg: 1, scope: !343, file: !3, line: 63, type: !15)
!348 = !DILocalVariable(name: "own_rate", arg: 2, scope: !343, file: !3, line: 63, type: !15)
!349 = !DILocalVariable(name: "intr_rate", arg: 3, scope: !343, file: !3, line: 63, type: !15)
!350 = !DILocalVariable(name: "rel", scope: !343, file: !3, line: 64, type: !15)
!351 = !DILocation(line: 0, scope: !343)
!352 = !DILocation(line: 64, column: 22, scope: !343)
!353 = !DILocation(line: 65, column: 3, scope: !343)
!354 = !DILocation(line: 66, column: 11, scope: !355)
!355 = distinct !DILexicalBlock(scope: !343, file: !3, line: 66, column: 7)
!356 = !DILocation(line: 66, column: 7, scope: !343)
!357 = !DILocation(line: 67, column: 13, scope: !358)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 67, column: 9)
!359 = distinct !DILexicalBlock(scope: !355, file: !3, line: 66, column: 16)
!360 = !DILocation(line: 67, column: 9, scope: !359)
!361 = !DILocation(line: 68, column: 7, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !3, line: 67, column: 18)
!363 = !DILocation(line: 69, column: 7, scope: !362)
!364 = !DILocation(line: 71, column: 5, scope: !359)
!365 = !DILocation(line: 72, column: 5, scope: !359)
!366 = !DILocation(line: 74, column: 11, scope: !367)
!367 = distinct !DILexicalBlock(scope: !343, file: !3, line: 74, column: 7)
!368 = !DILocation(line: 74, column: 7, scope: !343)
!369 = !DILocation(line: 75, column: 13, scope: !370)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 75, column: 9)
!371 = distinct !DILexicalBlock(scope: !367, file: !3, line: 74, column: 16)
!372 = !DILocation(line: 75, column: 9, scope: !371)
!373 = !DILocation(line: 76, column: 7, scope: !374)
!374 = distinct !DILexicalBlock(scope: !370, file: !3, line: 75, column: 18)
!375 = !DILocation(line: 77, column: 7, scope: !374)
!376 = !DILocation(line: 79, column: 5, scope: !371)
!377 = !DILocation(line: 80, column: 5, scope: !371)
!378 = !DILocation(line: 82, column: 11, scope: !379)
!379 = distinct !DILexicalBlock(scope: !343, file: !3, line: 82, column: 7)
!380 = !DILocation(line: 82, column: 7, scope: !343)
!381 = !DILocation(line: 83, column: 5, scope: !382)
!382 = distinct !DILexicalBlock(scope: !379, file: !3, line: 82, column: 17)
!383 = !DILocation(line: 84, column: 5, scope: !382)
!384 = !DILocation(line: 86, column: 3, scope: !343)
!385 = !DILocation(line: 87, column: 3, scope: !343)
!386 = !DILocation(line: 88, column: 1, scope: !343)
!387 = distinct !DISubprogram(name: "threat_level", scope: !3, file: !3, line: 91, type: !344, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !388)
!388 = !{!389, !390, !391}
!389 = !DILocalVariable(name: "range_band", arg: 1, scope: !387, file: !3, line: 91, type: !15)
!390 = !DILocalVariable(name: "abs_sep", arg: 2, scope: !387, file: !3, line: 91, type: !15)
!391 = !DILocalVariable(name: "closing", arg: 3, scope: !387, file: !3, line: 91, type: !15)
!392 = !DILocation(line: 0, scope: !387)
!393 = !DILocation(line: 92, column: 3, scope: !387)
!394 = !DILocation(line: 93, column: 18, scope: !395)
!395 = distinct !DILexicalBlock(scope: !387, file: !3, line: 93, column: 7)
!396 = !DILocation(line: 93, column: 7, scope: !387)
!397 = !DILocation(line: 94, column: 5, scope: !398)
!398 = distinct !DILexicalBlock(scope: !395, file: !3, line: 93, column: 24)
!399 = !DILocation(line: 95, column: 17, scope: !400)
!400 = distinct !DILexicalBlock(scope: !398, file: !3, line: 95, column: 9)
!401 = !DILocation(line: 95, column: 9, scope: !398)
!402 = !DILocation(line: 96, column: 7, scope: !403)
!403 = distinct !DILexicalBlock(scope: !400, file: !3, line: 95, column: 23)
!404 = !DILocation(line: 97, column: 7, scope: !403)
!405 = !DILocation(line: 99, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !398, file: !3, line: 99, column: 9)
!407 = !DILocation(line: 99, column: 9, scope: !398)
!408 = !DILocation(line: 100, column: 7, scope: !409)
!409 = distinct !DILexicalBlock(scope: !406, file: !3, line: 99, column: 18)
!410 = !DILocation(line: 101, column: 7, scope: !409)
!411 = !DILocation(line: 103, column: 5, scope: !398)
!412 = !DILocation(line: 104, column: 5, scope: !398)
!413 = !DILocation(line: 106, column: 18, scope: !414)
!414 = distinct !DILexicalBlock(scope: !387, file: !3, line: 106, column: 7)
!415 = !DILocation(line: 106, column: 7, scope: !387)
!416 = !DILocation(line: 107, column: 5, scope: !417)
!417 = distinct !DILexicalBlock(scope: !414, file: !3, line: 106, column: 24)
!418 = !DILocation(line: 108, column: 17, scope: !419)
!419 = distinct !DILexicalBlock(scope: !417, file: !3, line: 108, column: 9)
!420 = !DILocation(line: 108, column: 22, scope: !419)
!421 = !DILocation(line: 108, column: 25, scope: !419)
!422 = !DILocation(line: 108, column: 9, scope: !417)
!423 = !DILocation(line: 109, column: 7, scope: !424)
!424 = distinct !DILexicalBlock(scope: !419, file: !3, line: 108, column: 34)
!425 = !DILocation(line: 110, column: 7, scope: !424)
!426 = !DILocation(line: 112, column: 17, scope: !427)
!427 = distinct !DILexicalBlock(scope: !417, file: !3, line: 112, column: 9)
!428 = !DILocation(line: 112, column: 9, scope: !417)
!429 = !DILocation(line: 113, column: 7, scope: !430)
!430 = distinct !DILexicalBlock(scope: !427, file: !3, line: 112, column: 23)
!431 = !DILocation(line: 114, column: 7, scope: !430)
!432 = !DILocation(line: 116, column: 5, scope: !417)
!433 = !DILocation(line: 118, column: 3, scope: !387)
!434 = !DILocation(line: 119, column: 15, scope: !435)
!435 = distinct !DILexicalBlock(scope: !387, file: !3, line: 119, column: 7)
!436 = !DILocation(line: 119, column: 20, scope: !435)
!437 = !DILocation(line: 119, column: 23, scope: !435)
!438 = !DILocation(line: 119, column: 7, scope: !387)
!439 = !DILocation(line: 120, column: 5, scope: !440)
!440 = distinct !DILexicalBlock(scope: !435, file: !3, line: 119, column: 32)
!441 = !DILocation(line: 121, column: 5, scope: !440)
!442 = !DILocation(line: 123, column: 3, scope: !387)
!443 = !DILocation(line: 124, column: 1, scope: !387)
!444 = distinct !DISubprogram(name: "select_sense", scope: !3, file: !3, line: 128, type: !445, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !447)
!445 = !DISubroutineType(types: !446)
!446 = !{!15, !15, !15, !15, !15}
!447 = !{!448, !449, !450, !451}
!448 = !DILocalVariable(name: "sep", arg: 1, scope: !444, file: !3, line: 128, type: !15)
!449 = !DILocalVariable(name: "own_alt", arg: 2, scope: !444, file: !3, line: 128, type: !15)
!450 = !DILocalVariable(name: "own_rate", arg: 3, scope: !444, file: !3, line: 128, type: !15)
!451 = !DILocalVariable(name: "intr_rate", arg: 4, scope: !444, file: !3, line: 128, type: !15)
!452 = !DILocation(line: 0, scope: !444)
!453 = !DILocation(line: 129, column: 3, scope: !444)
!454 = !DILocation(line: 130, column: 11, scope: !455)
!455 = distinct !DILexicalBlock(scope: !444, file: !3, line: 130, column: 7)
!456 = !DILocation(line: 130, column: 7, scope: !444)
!457 = !DILocation(line: 131, column: 5, scope: !458)
!458 = distinct !DILexicalBlock(scope: !455, file: !3, line: 130, column: 16)
!459 = !DILocation(line: 132, column: 5, scope: !458)
!460 = !DILocation(line: 134, column: 11, scope: !461)
!461 = distinct !DILexicalBlock(scope: !444, file: !3, line: 134, column: 7)
!462 = !DILocation(line: 134, column: 7, scope: !444)
!463 = !DILocation(line: 135, column: 5, scope: !464)
!464 = distinct !DILexicalBlock(scope: !461, file: !3, line: 134, column: 16)
!465 = !DILocation(line: 136, column: 5, scope: !464)
!466 = !DILocation(line: 138, column: 16, scope: !467)
!467 = distinct !DILexicalBlock(scope: !444, file: !3, line: 138, column: 7)
!468 = !DILocation(line: 138, column: 7, scope: !444)
!469 = !DILocation(line: 139, column: 5, scope: !470)
!470 = distinct !DILexicalBlock(scope: !467, file: !3, line: 138, column: 29)
!471 = !DILocation(line: 140, column: 5, scope: !470)
!472 = !DILocation(line: 142, column: 16, scope: !473)
!473 = distinct !DILexicalBlock(scope: !444, file: !3, line: 142, column: 7)
!474 = !DILocation(line: 142, column: 7, scope: !444)
!475 = !DILocation(line: 143, column: 5, scope: !476)
!476 = distinct !DILexicalBlock(scope: !473, file: !3, line: 142, column: 29)
!477 = !DILocation(line: 144, column: 5, scope: !476)
!478 = !DILocation(line: 146, column: 15, scope: !479)
!479 = distinct !DILexicalBlock(scope: !444, file: !3, line: 146, column: 7)
!480 = !DILocation(line: 146, column: 7, scope: !444)
!481 = !DILocation(line: 147, column: 5, scope: !482)
!482 = distinct !DILexicalBlock(scope: !479, file: !3, line: 146, column: 21)
!483 = !DILocation(line: 148, column: 5, scope: !482)
!484 = !DILocation(line: 150, column: 3, scope: !444)
!485 = !DILocation(line: 151, column: 3, scope: !444)
!486 = !DILocation(line: 152, column: 1, scope: !444)
