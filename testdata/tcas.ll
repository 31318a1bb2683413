; ModuleID = '<stdin>'
source_filename = "tcas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@last_advisory = dso_local global i32 0, align 4, !dbg !0
@last_crossing = dso_local global i32 0, align 4, !dbg !23

; Function Attrs: nounwind uwtable
define dso_local i32 @advisory(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 !dbg !32 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !36, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %1, metadata !37, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %2, metadata !38, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %3, metadata !39, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %4, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %5, metadata !41, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %6, metadata !42, metadata !DIExpression()), !dbg !52
  call void @__wcet_cost(i64 noundef 1), !dbg !53
  %8 = call i32 @sensitivity(i32 noundef %5, i32 noundef %0), !dbg !54
  call void @llvm.dbg.value(metadata i32 %8, metadata !43, metadata !DIExpression()), !dbg !52
  %9 = icmp eq i32 %8, 0, !dbg !55
  br i1 %9, label %10, label %11, !dbg !57

10:                                               ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !58
  store i32 0, i32* @last_advisory, align 4, !dbg !60, !tbaa !61
  br label %138, !dbg !65

11:                                               ; preds = %7
  %12 = sub nsw i32 %0, %1, !dbg !66
  call void @llvm.dbg.value(metadata i32 %12, metadata !44, metadata !DIExpression()), !dbg !52
  %13 = icmp slt i32 %12, 0, !dbg !67
  br i1 %13, label %14, label %16, !dbg !69

14:                                               ; preds = %11
  call void @__wcet_cost(i64 noundef 1), !dbg !70
  %15 = sub nsw i32 0, %12, !dbg !72
  call void @llvm.dbg.value(metadata i32 %15, metadata !45, metadata !DIExpression()), !dbg !52
  br label %17, !dbg !73

16:                                               ; preds = %11
  call void @llvm.dbg.value(metadata i32 %12, metadata !45, metadata !DIExpression()), !dbg !52
  br label %17

17:                                               ; preds = %16, %14
  %.011 = phi i32 [ %15, %14 ], [ %12, %16 ], !dbg !74
  call void @llvm.dbg.value(metadata i32 %.011, metadata !45, metadata !DIExpression()), !dbg !52
  %18 = call i32 @converging(i32 noundef %12, i32 noundef %2, i32 noundef %3), !dbg !75
  call void @llvm.dbg.value(metadata i32 %18, metadata !46, metadata !DIExpression()), !dbg !52
  %19 = call i32 @threat_level(i32 noundef %4, i32 noundef %.011, i32 noundef %18), !dbg !76
  call void @llvm.dbg.value(metadata i32 %19, metadata !47, metadata !DIExpression()), !dbg !52
  %20 = icmp eq i32 %19, 0, !dbg !77
  br i1 %20, label %21, label %22, !dbg !79

21:                                               ; preds = %17
  call void @__wcet_cost(i64 noundef 1), !dbg !80
  store i32 0, i32* @last_advisory, align 4, !dbg !82, !tbaa !61
  br label %138, !dbg !83

22:                                               ; preds = %17
  %23 = icmp eq i32 %19, 1, !dbg !84
  br i1 %23, label %26, label %24, !dbg !86

24:                                               ; preds = %22
  %25 = icmp eq i32 %8, 1, !dbg !87
  br i1 %25, label %26, label %27, !dbg !88

26:                                               ; preds = %24, %22
  call void @__wcet_cost(i64 noundef 2), !dbg !89
  store i32 1, i32* @last_advisory, align 4, !dbg !91, !tbaa !61
  br label %138, !dbg !92

27:                                               ; preds = %24
  %28 = call i32 @select_sense(i32 noundef %12, i32 noundef %0, i32 noundef %2, i32 noundef %3), !dbg !93
  call void @llvm.dbg.value(metadata i32 %28, metadata !48, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !52
  %29 = icmp eq i32 %28, 1, !dbg !94
  br i1 %29, label %30, label %37, !dbg !96

30:                                               ; preds = %27
  %31 = icmp ne i32 %6, 0, !dbg !97
  br i1 %31, label %37, label %32, !dbg !98

32:                                               ; preds = %30
  call void @__wcet_cost(i64 noundef 2), !dbg !99
  %33 = icmp sgt i32 %12, 0, !dbg !101
  br i1 %33, label %34, label %35, !dbg !103

34:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 1), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !52
  br label %36, !dbg !106

35:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 3), !dbg !107
  call void @llvm.dbg.value(metadata i32 -1, metadata !48, metadata !DIExpression()), !dbg !52
  br label %36

36:                                               ; preds = %35, %34
  %.07 = phi i32 [ 0, %34 ], [ -1, %35 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %.07, metadata !48, metadata !DIExpression()), !dbg !52
  br label %37, !dbg !110

37:                                               ; preds = %36, %30, %27
  %.18 = phi i32 [ %28, %30 ], [ %.07, %36 ], [ %28, %27 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.18, metadata !48, metadata !DIExpression()), !dbg !52
  %38 = icmp eq i32 %.18, 1, !dbg !111
  br i1 %38, label %39, label %42, !dbg !113

39:                                               ; preds = %37
  %40 = icmp slt i32 %12, 0, !dbg !114
  br i1 %40, label %41, label %42, !dbg !115

41:                                               ; preds = %39
  call void @__wcet_cost(i64 noundef 4), !dbg !116
  call void @llvm.dbg.value(metadata i32 1, metadata !50, metadata !DIExpression()), !dbg !52
  br label %42, !dbg !118

42:                                               ; preds = %41, %39, %37
  %.02 = phi i32 [ 1, %41 ], [ 0, %39 ], [ 0, %37 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.02, metadata !50, metadata !DIExpression()), !dbg !52
  %43 = icmp eq i32 %.18, -1, !dbg !119
  br i1 %43, label %44, label %47, !dbg !121

44:                                               ; preds = %42
  %45 = icmp sgt i32 %12, 0, !dbg !122
  br i1 %45, label %46, label %47, !dbg !123

46:                                               ; preds = %44
  call void @__wcet_cost(i64 noundef 4), !dbg !124
  call void @llvm.dbg.value(metadata i32 1, metadata !50, metadata !DIExpression()), !dbg !52
  br label %47, !dbg !126

47:                                               ; preds = %46, %44, %42
  %.13 = phi i32 [ 1, %46 ], [ %.02, %44 ], [ %.02, %42 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.13, metadata !50, metadata !DIExpression()), !dbg !52
  %48 = icmp eq i32 %.18, -1, !dbg !127
  br i1 %48, label %49, label %54, !dbg !129

49:                                               ; preds = %47
  %50 = icmp eq i32 %12, 0, !dbg !130
  br i1 %50, label %51, label %54, !dbg !131

51:                                               ; preds = %49
  %52 = icmp slt i32 %3, 0, !dbg !132
  br i1 %52, label %53, label %54, !dbg !133

53:                                               ; preds = %51
  call void @__wcet_cost(i64 noundef 3), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !50, metadata !DIExpression()), !dbg !52
  br label %54, !dbg !136

54:                                               ; preds = %53, %51, %49, %47
  %.2 = phi i32 [ 1, %53 ], [ %.13, %51 ], [ %.13, %49 ], [ %.13, %47 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.2, metadata !50, metadata !DIExpression()), !dbg !52
  %55 = icmp eq i32 %.18, 1, !dbg !137
  br i1 %55, label %56, label %65, !dbg !139

56:                                               ; preds = %54
  %57 = icmp sgt i32 %2, 0, !dbg !140
  br i1 %57, label %58, label %59, !dbg !143

58:                                               ; preds = %56
  call void @__wcet_cost(i64 noundef 1), !dbg !144
  call void @llvm.dbg.value(metadata i32 5, metadata !49, metadata !DIExpression()), !dbg !52
  br label %64, !dbg !146

59:                                               ; preds = %56
  %60 = icmp eq i32 %2, 0, !dbg !147
  br i1 %60, label %61, label %62, !dbg !149

61:                                               ; preds = %59
  call void @__wcet_cost(i64 noundef 2), !dbg !150
  call void @llvm.dbg.value(metadata i32 2, metadata !49, metadata !DIExpression()), !dbg !52
  br label %63, !dbg !152

62:                                               ; preds = %59
  call void @__wcet_cost(i64 noundef 4), !dbg !153
  call void @llvm.dbg.value(metadata i32 2, metadata !49, metadata !DIExpression()), !dbg !52
  br label %63

63:                                               ; preds = %62, %61
  call void @llvm.dbg.value(metadata i32 2, metadata !49, metadata !DIExpression()), !dbg !52
  br label %64

64:                                               ; preds = %63, %58
  %.15 = phi i32 [ 5, %58 ], [ 2, %63 ], !dbg !155
  call void @llvm.dbg.value(metadata i32 %.15, metadata !49, metadata !DIExpression()), !dbg !52
  br label %78, !dbg !156

65:                                               ; preds = %54
  %66 = icmp eq i32 %.18, -1, !dbg !157
  br i1 %66, label %67, label %76, !dbg !159

67:                                               ; preds = %65
  %68 = icmp slt i32 %2, 0, !dbg !160
  br i1 %68, label %69, label %70, !dbg !163

69:                                               ; preds = %67
  call void @__wcet_cost(i64 noundef 1), !dbg !164
  call void @llvm.dbg.value(metadata i32 5, metadata !49, metadata !DIExpression()), !dbg !52
  br label %75, !dbg !166

70:                                               ; preds = %67
  %71 = icmp eq i32 %2, 0, !dbg !167
  br i1 %71, label %72, label %73, !dbg !169

72:                                               ; preds = %70
  call void @__wcet_cost(i64 noundef 2), !dbg !170
  call void @llvm.dbg.value(metadata i32 3, metadata !49, metadata !DIExpression()), !dbg !52
  br label %74, !dbg !172

73:                                               ; preds = %70
  call void @__wcet_cost(i64 noundef 4), !dbg !173
  call void @llvm.dbg.value(metadata i32 3, metadata !49, metadata !DIExpression()), !dbg !52
  br label %74

74:                                               ; preds = %73, %72
  call void @llvm.dbg.value(metadata i32 3, metadata !49, metadata !DIExpression()), !dbg !52
  br label %75

75:                                               ; preds = %74, %69
  %.3 = phi i32 [ 5, %69 ], [ 3, %74 ], !dbg !175
  call void @llvm.dbg.value(metadata i32 %.3, metadata !49, metadata !DIExpression()), !dbg !52
  br label %77, !dbg !176

76:                                               ; preds = %65
  call void @__wcet_cost(i64 noundef 1), !dbg !177
  call void @llvm.dbg.value(metadata i32 4, metadata !49, metadata !DIExpression()), !dbg !52
  br label %77

77:                                               ; preds = %76, %75
  %.4 = phi i32 [ %.3, %75 ], [ 4, %76 ], !dbg !179
  call void @llvm.dbg.value(metadata i32 %.4, metadata !49, metadata !DIExpression()), !dbg !52
  br label %78

78:                                               ; preds = %77, %64
  %.5 = phi i32 [ %.15, %64 ], [ %.4, %77 ], !dbg !180
  call void @llvm.dbg.value(metadata i32 %.5, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !52
  %79 = icmp ne i32 %.2, 0, !dbg !181
  br i1 %79, label %80, label %92, !dbg !183

80:                                               ; preds = %78
  call void @__wcet_cost(i64 noundef 2), !dbg !184
  %81 = icmp sge i32 %0, 2, !dbg !186
  br i1 %81, label %82, label %86, !dbg !188

82:                                               ; preds = %80
  %83 = icmp ne i32 %6, 0, !dbg !189
  br i1 %83, label %84, label %86, !dbg !190

84:                                               ; preds = %82
  call void @__wcet_cost(i64 noundef 3), !dbg !191
  %85 = sub nsw i32 0, %.18, !dbg !193
  call void @llvm.dbg.value(metadata i32 %85, metadata !48, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 2, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 1, metadata !51, metadata !DIExpression()), !dbg !52
  br label %91, !dbg !194

86:                                               ; preds = %82, %80
  %87 = icmp sge i32 %0, 2, !dbg !195
  br i1 %87, label %88, label %89, !dbg !197

88:                                               ; preds = %86
  call void @__wcet_cost(i64 noundef 2), !dbg !198
  call void @llvm.dbg.value(metadata i32 4, metadata !49, metadata !DIExpression()), !dbg !52
  br label %90, !dbg !200

89:                                               ; preds = %86
  call void @__wcet_cost(i64 noundef 1), !dbg !201
  br label %90

90:                                               ; preds = %89, %88
  %.6 = phi i32 [ 4, %88 ], [ %.5, %89 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.6, metadata !49, metadata !DIExpression()), !dbg !52
  br label %91

91:                                               ; preds = %90, %84
  %.29 = phi i32 [ %85, %84 ], [ %.18, %90 ], !dbg !52
  %.7 = phi i32 [ 2, %84 ], [ %.6, %90 ], !dbg !203
  %.01 = phi i32 [ 1, %84 ], [ 0, %90 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.01, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %.7, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %.29, metadata !48, metadata !DIExpression()), !dbg !52
  br label %92, !dbg !204

92:                                               ; preds = %91, %78
  %.310 = phi i32 [ %.29, %91 ], [ %.18, %78 ], !dbg !52
  %.8 = phi i32 [ %.7, %91 ], [ %.5, %78 ], !dbg !52
  %.1 = phi i32 [ %.01, %91 ], [ 0, %78 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.1, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %.8, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %.310, metadata !48, metadata !DIExpression()), !dbg !52
  %93 = icmp eq i32 %.8, 2, !dbg !205
  br i1 %93, label %94, label %105, !dbg !207

94:                                               ; preds = %92
  %95 = icmp eq i32 %.310, 1, !dbg !208
  br i1 %95, label %96, label %105, !dbg !209

96:                                               ; preds = %94
  call void @__wcet_cost(i64 noundef 2), !dbg !210
  %97 = icmp ne i32 %6, 0, !dbg !212
  br i1 %97, label %99, label %98, !dbg !214

98:                                               ; preds = %96
  call void @__wcet_cost(i64 noundef 6), !dbg !215
  br label %99, !dbg !217

99:                                               ; preds = %98, %96
  %100 = icmp sle i32 %4, 1, !dbg !218
  br i1 %100, label %101, label %104, !dbg !220

101:                                              ; preds = %99
  %102 = icmp sle i32 %.011, 1, !dbg !221
  br i1 %102, label %103, label %104, !dbg !222

103:                                              ; preds = %101
  call void @__wcet_cost(i64 noundef 2), !dbg !223
  br label %104, !dbg !225

104:                                              ; preds = %103, %101, %99
  br label %105, !dbg !226

105:                                              ; preds = %104, %94, %92
  %106 = icmp eq i32 %.8, 3, !dbg !227
  br i1 %106, label %107, label %114, !dbg !229

107:                                              ; preds = %105
  call void @__wcet_cost(i64 noundef 2), !dbg !230
  %108 = icmp sle i32 %0, 0, !dbg !232
  br i1 %108, label %109, label %110, !dbg !234

109:                                              ; preds = %107
  call void @__wcet_cost(i64 noundef 6), !dbg !235
  br label %110, !dbg !237

110:                                              ; preds = %109, %107
  %111 = icmp sgt i32 %12, 0, !dbg !238
  br i1 %111, label %112, label %113, !dbg !240

112:                                              ; preds = %110
  call void @__wcet_cost(i64 noundef 5), !dbg !241
  br label %113, !dbg !243

113:                                              ; preds = %112, %110
  br label %114, !dbg !244

114:                                              ; preds = %113, %105
  %115 = icmp eq i32 %.8, 5, !dbg !245
  br i1 %115, label %116, label %120, !dbg !247

116:                                              ; preds = %114
  call void @__wcet_cost(i64 noundef 1), !dbg !248
  %117 = icmp eq i32 %2, 0, !dbg !250
  br i1 %117, label %118, label %119, !dbg !252

118:                                              ; preds = %116
  call void @__wcet_cost(i64 noundef 5), !dbg !253
  br label %119, !dbg !255

119:                                              ; preds = %118, %116
  br label %120, !dbg !256

120:                                              ; preds = %119, %114
  %121 = icmp eq i32 %.8, 4, !dbg !257
  br i1 %121, label %122, label %125, !dbg !259

122:                                              ; preds = %120
  %123 = icmp ne i32 %.1, 0, !dbg !260
  br i1 %123, label %124, label %125, !dbg !261

124:                                              ; preds = %122
  call void @__wcet_cost(i64 noundef 5), !dbg !262
  br label %125, !dbg !264

125:                                              ; preds = %124, %122, %120
  %126 = icmp ne i32 %.1, 0, !dbg !265
  br i1 %126, label %127, label %130, !dbg !267

127:                                              ; preds = %125
  %128 = icmp eq i32 %4, 0, !dbg !268
  br i1 %128, label %129, label %130, !dbg !269

129:                                              ; preds = %127
  call void @__wcet_cost(i64 noundef 2), !dbg !270
  br label %130, !dbg !272

130:                                              ; preds = %129, %127, %125
  %131 = icmp eq i32 %19, 2, !dbg !273
  br i1 %131, label %132, label %137, !dbg !275

132:                                              ; preds = %130
  %133 = icmp eq i32 %8, 2, !dbg !276
  br i1 %133, label %134, label %137, !dbg !277

134:                                              ; preds = %132
  %135 = icmp ne i32 %5, 2, !dbg !278
  br i1 %135, label %136, label %137, !dbg !279

136:                                              ; preds = %134
  call void @__wcet_cost(i64 noundef 7), !dbg !280
  br label %137, !dbg !282

137:                                              ; preds = %136, %134, %132, %130
  store i32 %.8, i32* @last_advisory, align 4, !dbg !283, !tbaa !61
  store i32 %.2, i32* @last_crossing, align 4, !dbg !284, !tbaa !61
  br label %138, !dbg !285

138:                                              ; preds = %137, %26, %21, %10
  %.0 = phi i32 [ 0, %10 ], [ 0, %21 ], [ 1, %26 ], [ %.8, %137 ], !dbg !52
  ret i32 %.0, !dbg !286
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @sensitivity(i32 noundef %0, i32 noundef %1) #0 !dbg !287 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !291, metadata !DIExpression()), !dbg !293
  call void @llvm.dbg.value(metadata i32 %1, metadata !292, metadata !DIExpression()), !dbg !293
  call void @__wcet_cost(i64 noundef 1), !dbg !294
  %3 = icmp eq i32 %0, 0, !dbg !295
  br i1 %3, label %4, label %5, !dbg !297

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !298
  br label %12, !dbg !300

5:                                                ; preds = %2
  %6 = icmp eq i32 %0, 1, !dbg !301
  br i1 %6, label %7, label %8, !dbg !303

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 2), !dbg !304
  br label %12, !dbg !306

8:                                                ; preds = %5
  %9 = icmp eq i32 %1, 0, !dbg !307
  br i1 %9, label %10, label %11, !dbg !309

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 3), !dbg !310
  br label %12, !dbg !312

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 4), !dbg !313
  br label %12, !dbg !314

12:                                               ; preds = %11, %10, %7, %4
  %.0 = phi i32 [ 0, %4 ], [ 1, %7 ], [ 1, %10 ], [ 2, %11 ], !dbg !293
  ret i32 %.0, !dbg !315
}

; Function Attrs: nounwind uwtable
define internal i32 @converging(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !316 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !320, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 %1, metadata !321, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 %2, metadata !322, metadata !DIExpression()), !dbg !324
  %4 = sub nsw i32 %1, %2, !dbg !325
  call void @llvm.dbg.value(metadata i32 %4, metadata !323, metadata !DIExpression()), !dbg !324
  call void @__wcet_cost(i64 noundef 1), !dbg !326
  %5 = icmp sgt i32 %0, 0, !dbg !327
  br i1 %5, label %6, label %10, !dbg !329

6:                                                ; preds = %3
  %7 = icmp slt i32 %4, 0, !dbg !330
  br i1 %7, label %8, label %9, !dbg !333

8:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 2), !dbg !334
  br label %20, !dbg !336

9:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !337
  br label %20, !dbg !338

10:                                               ; preds = %3
  %11 = icmp slt i32 %0, 0, !dbg !339
  br i1 %11, label %12, label %16, !dbg !341

12:                                               ; preds = %10
  %13 = icmp sgt i32 %4, 0, !dbg !342
  br i1 %13, label %14, label %15, !dbg !345

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 2), !dbg !346
  br label %20, !dbg !348

15:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !349
  br label %20, !dbg !350

16:                                               ; preds = %10
  %17 = icmp ne i32 %4, 0, !dbg !351
  br i1 %17, label %18, label %19, !dbg !353

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !354
  br label %20, !dbg !356

19:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !357
  br label %20, !dbg !358

20:                                               ; preds = %19, %18, %15, %14, %9, %8
  %.0 = phi i32 [ 1, %8 ], [ 0, %9 ], [ 1, %14 ], [ 0, %15 ], [ 1, %18 ], [ 1, %19 ], !dbg !324
  ret i32 %.0, !dbg !359
}

; Function Attrs: nounwind uwtable
define internal i32 @threat_level(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !360 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !362, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 %1, metadata !363, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 %2, metadata !364, metadata !DIExpression()), !dbg !365
  call void @__wcet_cost(i64 noundef 1), !dbg !366
  %4 = icmp sle i32 %0, 1, !dbg !367
  br i1 %4, label %5, label %12, !dbg !369

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !370
  %6 = icmp sle i32 %1, 1, !dbg !372
  br i1 %6, label %7, label %8, !dbg !374

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 2), !dbg !375
  br label %29, !dbg !377

8:                                                ; preds = %5
  %9 = icmp ne i32 %2, 0, !dbg !378
  br i1 %9, label %10, label %11, !dbg !380

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 3), !dbg !381
  br label %29, !dbg !383

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 1), !dbg !384
  br label %29, !dbg !385

12:                                               ; preds = %3
  %13 = icmp eq i32 %0, 2, !dbg !386
  br i1 %13, label %14, label %23, !dbg !388

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !389
  %15 = icmp eq i32 %1, 0, !dbg !391
  br i1 %15, label %16, label %19, !dbg !393

16:                                               ; preds = %14
  %17 = icmp ne i32 %2, 0, !dbg !394
  br i1 %17, label %18, label %19, !dbg !395

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !396
  br label %29, !dbg !398

19:                                               ; preds = %16, %14
  %20 = icmp sle i32 %1, 1, !dbg !399
  br i1 %20, label %21, label %22, !dbg !401

21:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 1), !dbg !402
  br label %29, !dbg !404

22:                                               ; preds = %19
  br label %29, !dbg !405

23:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !406
  %24 = icmp eq i32 %1, 0, !dbg !407
  br i1 %24, label %25, label %28, !dbg !409

25:                                               ; preds = %23
  %26 = icmp ne i32 %2, 0, !dbg !410
  br i1 %26, label %27, label %28, !dbg !411

27:                                               ; preds = %25
  call void @__wcet_cost(i64 noundef 1), !dbg !412
  br label %29, !dbg !414

28:                                               ; preds = %25, %23
  br label %29, !dbg !415

29:                                               ; preds = %28, %27, %22, %21, %18, %11, %10, %7
  %.0 = phi i32 [ 2, %7 ], [ 2, %10 ], [ 1, %11 ], [ 2, %18 ], [ 1, %21 ], [ 0, %22 ], [ 1, %27 ], [ 0, %28 ], !dbg !365
  ret i32 %.0, !dbg !416
}

; Function Attrs: nounwind uwtable
define internal i32 @select_sense(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !417 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !421, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 %1, metadata !422, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 %2, metadata !423, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 %3, metadata !424, metadata !DIExpression()), !dbg !425
  call void @__wcet_cost(i64 noundef 1), !dbg !426
  %5 = icmp sgt i32 %0, 0, !dbg !427
  br i1 %5, label %6, label %7, !dbg !429

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 1), !dbg !430
  br label %20, !dbg !432

7:                                                ; preds = %4
  %8 = icmp slt i32 %0, 0, !dbg !433
  br i1 %8, label %9, label %10, !dbg !435

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !436
  br label %20, !dbg !438

10:                                               ; preds = %7
  %11 = icmp sgt i32 %2, %3, !dbg !439
  br i1 %11, label %12, label %13, !dbg !441

12:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 2), !dbg !442
  br label %20, !dbg !444

13:                                               ; preds = %10
  %14 = icmp slt i32 %2, %3, !dbg !445
  br i1 %14, label %15, label %16, !dbg !447

15:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 2), !dbg !448
  br label %20, !dbg !450

16:                                               ; preds = %13
  %17 = icmp sge i32 %1, 2, !dbg !451
  br i1 %17, label %18, label %19, !dbg !453

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !454
  br label %20, !dbg !456

19:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !457
  br label %20, !dbg !458

20:                                               ; preds = %19, %18, %15, %12, %9, %6
  %.0 = phi i32 [ 1, %6 ], [ -1, %9 ], [ 1, %12 ], [ -1, %15 ], [ -1, %18 ], [ 1, %19 ], !dbg !425
  ret i32 %.0, !dbg !459
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "last_advisory", scope: !2, file: !3, line: 52, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tcas.c", directory: ".", checksumkind: CSK_MD5, checksum: "93d3fbeefceae66fe2a34c4696d1dcef")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 48, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12, !13}
!8 = !DIEnumerator(name: "ADV_NONE", value: 0)
!9 = !DIEnumerator(name: "ADV_TA", value: 1)
!10 = !DIEnumerator(name: "ADV_CLIMB", value: 2)
!11 = !DIEnumerator(name: "ADV_DESCEND", value: 3)
!12 = !DIEnumerator(name: "ADV_LEVEL", value: 4)
!13 = !DIEnumerator(name: "ADV_MAINTAIN", value: 5)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 50, baseType: !15, size: 32, elements: !16)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !18, !19}
!17 = !DIEnumerator(name: "SENSE_UP", value: 1)
!18 = !DIEnumerator(name: "SENSE_DOWN", value: -1)
!19 = !DIEnumerator(name: "SENSE_NONE", value: 0)
!20 = !{!21}
!21 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!22 = !{!0, !23}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "last_crossing", scope: !2, file: !3, line: 53, type: !15, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "advisory", scope: !3, file: !3, line: 167, type: !33, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!15, !15, !15, !15, !15, !15, !15, !15}
!35 = !{!36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51}
!36 = !DILocalVariable(name: "own_alt", arg: 1, scope: !32, file: !3, line: 167, type: !15)
!37 = !DILocalVariable(name: "intr_alt", arg: 2, scope: !32, file: !3, line: 167, type: !15)
!38 = !DILocalVariable(name: "own_rate", arg: 3, scope: !32, file: !3, line: 167, type: !15)
!39 = !DILocalVariable(name: "intr_rate", arg: 4, scope: !32, file: !3, line: 167, type: !15)
!40 = !DILocalVariable(name: "range_band", arg: 5, scope: !32, file: !3, line: 167, type: !15)
!41 = !DILocalVariable(name: "mode", arg: 6, scope: !32, file: !3, line: 168, type: !15)
!42 = !DILocalVariable(name: "climb_ok", arg: 7, scope: !32, file: !3, line: 168, type: !15)
!43 = !DILocalVariable(name: "level", scope: !32, file: !3, line: 169, type: !15)
!44 = !DILocalVariable(name: "sep", scope: !32, file: !3, line: 169, type: !15)
!45 = !DILocalVariable(name: "abs_sep", scope: !32, file: !3, line: 169, type: !15)
!46 = !DILocalVariable(name: "closing", scope: !32, file: !3, line: 169, type: !15)
!47 = !DILocalVariable(name: "threat", scope: !32, file: !3, line: 169, type: !15)
!48 = !DILocalVariable(name: "sense", scope: !32, file: !3, line: 169, type: !15)
!49 = !DILocalVariable(name: "adv", scope: !32, file: !3, line: 169, type: !15)
!50 = !DILocalVariable(name: "crossing", scope: !32, file: !3, line: 169, type: !15)
!51 = !DILocalVariable(name: "reversed", scope: !32, file: !3, line: 169, type: !15)
!52 = !DILocation(line: 0, scope: !32)
!53 = !DILocation(line: 170, column: 3, scope: !32)
!54 = !DILocation(line: 172, column: 11, scope: !32)
!55 = !DILocation(line: 173, column: 13, scope: !56)
!56 = distinct !DILexicalBlock(scope: !32, file: !3, line: 173, column: 7)
!57 = !DILocation(line: 173, column: 7, scope: !32)
!58 = !DILocation(line: 174, column: 5, scope: !59)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 173, column: 19)
!60 = !DILocation(line: 175, column: 19, scope: !59)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 176, column: 5, scope: !59)
!66 = !DILocation(line: 179, column: 17, scope: !32)
!67 = !DILocation(line: 180, column: 11, scope: !68)
!68 = distinct !DILexicalBlock(scope: !32, file: !3, line: 180, column: 7)
!69 = !DILocation(line: 180, column: 7, scope: !32)
!70 = !DILocation(line: 181, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 180, column: 16)
!72 = !DILocation(line: 182, column: 15, scope: !71)
!73 = !DILocation(line: 183, column: 3, scope: !71)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 186, column: 13, scope: !32)
!76 = !DILocation(line: 188, column: 12, scope: !32)
!77 = !DILocation(line: 189, column: 14, scope: !78)
!78 = distinct !DILexicalBlock(scope: !32, file: !3, line: 189, column: 7)
!79 = !DILocation(line: 189, column: 7, scope: !32)
!80 = !DILocation(line: 190, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 189, column: 20)
!82 = !DILocation(line: 191, column: 19, scope: !81)
!83 = !DILocation(line: 192, column: 5, scope: !81)
!84 = !DILocation(line: 194, column: 14, scope: !85)
!85 = distinct !DILexicalBlock(scope: !32, file: !3, line: 194, column: 7)
!86 = !DILocation(line: 194, column: 19, scope: !85)
!87 = !DILocation(line: 194, column: 28, scope: !85)
!88 = !DILocation(line: 194, column: 7, scope: !32)
!89 = !DILocation(line: 195, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 194, column: 34)
!91 = !DILocation(line: 196, column: 19, scope: !90)
!92 = !DILocation(line: 197, column: 5, scope: !90)
!93 = !DILocation(line: 201, column: 11, scope: !32)
!94 = !DILocation(line: 205, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !32, file: !3, line: 205, column: 7)
!96 = !DILocation(line: 205, column: 25, scope: !95)
!97 = !DILocation(line: 205, column: 29, scope: !95)
!98 = !DILocation(line: 205, column: 7, scope: !32)
!99 = !DILocation(line: 206, column: 5, scope: !100)
!100 = distinct !DILexicalBlock(scope: !95, file: !3, line: 205, column: 39)
!101 = !DILocation(line: 207, column: 13, scope: !102)
!102 = distinct !DILexicalBlock(scope: !100, file: !3, line: 207, column: 9)
!103 = !DILocation(line: 207, column: 9, scope: !100)
!104 = !DILocation(line: 208, column: 7, scope: !105)
!105 = distinct !DILexicalBlock(scope: !102, file: !3, line: 207, column: 18)
!106 = !DILocation(line: 210, column: 5, scope: !105)
!107 = !DILocation(line: 211, column: 7, scope: !108)
!108 = distinct !DILexicalBlock(scope: !102, file: !3, line: 210, column: 12)
!109 = !DILocation(line: 0, scope: !102)
!110 = !DILocation(line: 214, column: 3, scope: !100)
!111 = !DILocation(line: 217, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !32, file: !3, line: 217, column: 7)
!113 = !DILocation(line: 217, column: 25, scope: !112)
!114 = !DILocation(line: 217, column: 32, scope: !112)
!115 = !DILocation(line: 217, column: 7, scope: !32)
!116 = !DILocation(line: 218, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !112, file: !3, line: 217, column: 37)
!118 = !DILocation(line: 220, column: 3, scope: !117)
!119 = !DILocation(line: 221, column: 13, scope: !120)
!120 = distinct !DILexicalBlock(scope: !32, file: !3, line: 221, column: 7)
!121 = !DILocation(line: 221, column: 27, scope: !120)
!122 = !DILocation(line: 221, column: 34, scope: !120)
!123 = !DILocation(line: 221, column: 7, scope: !32)
!124 = !DILocation(line: 222, column: 5, scope: !125)
!125 = distinct !DILexicalBlock(scope: !120, file: !3, line: 221, column: 39)
!126 = !DILocation(line: 224, column: 3, scope: !125)
!127 = !DILocation(line: 225, column: 13, scope: !128)
!128 = distinct !DILexicalBlock(scope: !32, file: !3, line: 225, column: 7)
!129 = !DILocation(line: 225, column: 27, scope: !128)
!130 = !DILocation(line: 225, column: 34, scope: !128)
!131 = !DILocation(line: 225, column: 39, scope: !128)
!132 = !DILocation(line: 225, column: 52, scope: !128)
!133 = !DILocation(line: 225, column: 7, scope: !32)
!134 = !DILocation(line: 226, column: 5, scope: !135)
!135 = distinct !DILexicalBlock(scope: !128, file: !3, line: 225, column: 57)
!136 = !DILocation(line: 228, column: 3, scope: !135)
!137 = !DILocation(line: 231, column: 13, scope: !138)
!138 = distinct !DILexicalBlock(scope: !32, file: !3, line: 231, column: 7)
!139 = !DILocation(line: 231, column: 7, scope: !32)
!140 = !DILocation(line: 232, column: 18, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 232, column: 9)
!142 = distinct !DILexicalBlock(scope: !138, file: !3, line: 231, column: 26)
!143 = !DILocation(line: 232, column: 9, scope: !142)
!144 = !DILocation(line: 233, column: 7, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 232, column: 23)
!146 = !DILocation(line: 235, column: 5, scope: !145)
!147 = !DILocation(line: 235, column: 25, scope: !148)
!148 = distinct !DILexicalBlock(scope: !141, file: !3, line: 235, column: 16)
!149 = !DILocation(line: 235, column: 16, scope: !141)
!150 = !DILocation(line: 236, column: 7, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 235, column: 31)
!152 = !DILocation(line: 238, column: 5, scope: !151)
!153 = !DILocation(line: 239, column: 7, scope: !154)
!154 = distinct !DILexicalBlock(scope: !148, file: !3, line: 238, column: 12)
!155 = !DILocation(line: 0, scope: !141)
!156 = !DILocation(line: 242, column: 3, scope: !142)
!157 = !DILocation(line: 242, column: 20, scope: !158)
!158 = distinct !DILexicalBlock(scope: !138, file: !3, line: 242, column: 14)
!159 = !DILocation(line: 242, column: 14, scope: !138)
!160 = !DILocation(line: 243, column: 18, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 243, column: 9)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 242, column: 35)
!163 = !DILocation(line: 243, column: 9, scope: !162)
!164 = !DILocation(line: 244, column: 7, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !3, line: 243, column: 23)
!166 = !DILocation(line: 246, column: 5, scope: !165)
!167 = !DILocation(line: 246, column: 25, scope: !168)
!168 = distinct !DILexicalBlock(scope: !161, file: !3, line: 246, column: 16)
!169 = !DILocation(line: 246, column: 16, scope: !161)
!170 = !DILocation(line: 247, column: 7, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 246, column: 31)
!172 = !DILocation(line: 249, column: 5, scope: !171)
!173 = !DILocation(line: 250, column: 7, scope: !174)
!174 = distinct !DILexicalBlock(scope: !168, file: !3, line: 249, column: 12)
!175 = !DILocation(line: 0, scope: !161)
!176 = !DILocation(line: 253, column: 3, scope: !162)
!177 = !DILocation(line: 254, column: 5, scope: !178)
!178 = distinct !DILexicalBlock(scope: !158, file: !3, line: 253, column: 10)
!179 = !DILocation(line: 0, scope: !158)
!180 = !DILocation(line: 0, scope: !138)
!181 = !DILocation(line: 260, column: 7, scope: !182)
!182 = distinct !DILexicalBlock(scope: !32, file: !3, line: 260, column: 7)
!183 = !DILocation(line: 260, column: 7, scope: !32)
!184 = !DILocation(line: 261, column: 5, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 260, column: 17)
!186 = !DILocation(line: 262, column: 17, scope: !187)
!187 = distinct !DILexicalBlock(scope: !185, file: !3, line: 262, column: 9)
!188 = !DILocation(line: 262, column: 22, scope: !187)
!189 = !DILocation(line: 262, column: 25, scope: !187)
!190 = !DILocation(line: 262, column: 9, scope: !185)
!191 = !DILocation(line: 263, column: 7, scope: !192)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 262, column: 35)
!193 = !DILocation(line: 264, column: 15, scope: !192)
!194 = !DILocation(line: 267, column: 5, scope: !192)
!195 = !DILocation(line: 267, column: 24, scope: !196)
!196 = distinct !DILexicalBlock(scope: !187, file: !3, line: 267, column: 16)
!197 = !DILocation(line: 267, column: 16, scope: !187)
!198 = !DILocation(line: 268, column: 7, scope: !199)
!199 = distinct !DILexicalBlock(scope: !196, file: !3, line: 267, column: 30)
!200 = !DILocation(line: 270, column: 5, scope: !199)
!201 = !DILocation(line: 271, column: 7, scope: !202)
!202 = distinct !DILexicalBlock(scope: !196, file: !3, line: 270, column: 12)
!203 = !DILocation(line: 0, scope: !187)
!204 = !DILocation(line: 273, column: 3, scope: !185)
!205 = !DILocation(line: 276, column: 11, scope: !206)
!206 = distinct !DILexicalBlock(scope: !32, file: !3, line: 276, column: 7)
!207 = !DILocation(line: 276, column: 24, scope: !206)
!208 = !DILocation(line: 276, column: 33, scope: !206)
!209 = !DILocation(line: 276, column: 7, scope: !32)
!210 = !DILocation(line: 277, column: 5, scope: !211)
!211 = distinct !DILexicalBlock(scope: !206, file: !3, line: 276, column: 46)
!212 = !DILocation(line: 278, column: 10, scope: !213)
!213 = distinct !DILexicalBlock(scope: !211, file: !3, line: 278, column: 9)
!214 = !DILocation(line: 278, column: 9, scope: !211)
!215 = !DILocation(line: 279, column: 7, scope: !216)
!216 = distinct !DILexicalBlock(scope: !213, file: !3, line: 278, column: 20)
!217 = !DILocation(line: 280, column: 5, scope: !216)
!218 = !DILocation(line: 281, column: 20, scope: !219)
!219 = distinct !DILexicalBlock(scope: !211, file: !3, line: 281, column: 9)
!220 = !DILocation(line: 281, column: 25, scope: !219)
!221 = !DILocation(line: 281, column: 36, scope: !219)
!222 = !DILocation(line: 281, column: 9, scope: !211)
!223 = !DILocation(line: 282, column: 7, scope: !224)
!224 = distinct !DILexicalBlock(scope: !219, file: !3, line: 281, column: 42)
!225 = !DILocation(line: 283, column: 5, scope: !224)
!226 = !DILocation(line: 284, column: 3, scope: !211)
!227 = !DILocation(line: 285, column: 11, scope: !228)
!228 = distinct !DILexicalBlock(scope: !32, file: !3, line: 285, column: 7)
!229 = !DILocation(line: 285, column: 7, scope: !32)
!230 = !DILocation(line: 286, column: 5, scope: !231)
!231 = distinct !DILexicalBlock(scope: !228, file: !3, line: 285, column: 27)
!232 = !DILocation(line: 287, column: 17, scope: !233)
!233 = distinct !DILexicalBlock(scope: !231, file: !3, line: 287, column: 9)
!234 = !DILocation(line: 287, column: 9, scope: !231)
!235 = !DILocation(line: 288, column: 7, scope: !236)
!236 = distinct !DILexicalBlock(scope: !233, file: !3, line: 287, column: 23)
!237 = !DILocation(line: 289, column: 5, scope: !236)
!238 = !DILocation(line: 290, column: 13, scope: !239)
!239 = distinct !DILexicalBlock(scope: !231, file: !3, line: 290, column: 9)
!240 = !DILocation(line: 290, column: 9, scope: !231)
!241 = !DILocation(line: 291, column: 7, scope: !242)
!242 = distinct !DILexicalBlock(scope: !239, file: !3, line: 290, column: 18)
!243 = !DILocation(line: 292, column: 5, scope: !242)
!244 = !DILocation(line: 293, column: 3, scope: !231)
!245 = !DILocation(line: 294, column: 11, scope: !246)
!246 = distinct !DILexicalBlock(scope: !32, file: !3, line: 294, column: 7)
!247 = !DILocation(line: 294, column: 7, scope: !32)
!248 = !DILocation(line: 295, column: 5, scope: !249)
!249 = distinct !DILexicalBlock(scope: !246, file: !3, line: 294, column: 28)
!250 = !DILocation(line: 296, column: 18, scope: !251)
!251 = distinct !DILexicalBlock(scope: !249, file: !3, line: 296, column: 9)
!252 = !DILocation(line: 296, column: 9, scope: !249)
!253 = !DILocation(line: 297, column: 7, scope: !254)
!254 = distinct !DILexicalBlock(scope: !251, file: !3, line: 296, column: 24)
!255 = !DILocation(line: 298, column: 5, scope: !254)
!256 = !DILocation(line: 299, column: 3, scope: !249)
!257 = !DILocation(line: 300, column: 11, scope: !258)
!258 = distinct !DILexicalBlock(scope: !32, file: !3, line: 300, column: 7)
!259 = !DILocation(line: 300, column: 24, scope: !258)
!260 = !DILocation(line: 300, column: 27, scope: !258)
!261 = !DILocation(line: 300, column: 7, scope: !32)
!262 = !DILocation(line: 301, column: 5, scope: !263)
!263 = distinct !DILexicalBlock(scope: !258, file: !3, line: 300, column: 37)
!264 = !DILocation(line: 302, column: 3, scope: !263)
!265 = !DILocation(line: 303, column: 7, scope: !266)
!266 = distinct !DILexicalBlock(scope: !32, file: !3, line: 303, column: 7)
!267 = !DILocation(line: 303, column: 16, scope: !266)
!268 = !DILocation(line: 303, column: 30, scope: !266)
!269 = !DILocation(line: 303, column: 7, scope: !32)
!270 = !DILocation(line: 304, column: 5, scope: !271)
!271 = distinct !DILexicalBlock(scope: !266, file: !3, line: 303, column: 36)
!272 = !DILocation(line: 305, column: 3, scope: !271)
!273 = !DILocation(line: 306, column: 14, scope: !274)
!274 = distinct !DILexicalBlock(scope: !32, file: !3, line: 306, column: 7)
!275 = !DILocation(line: 306, column: 19, scope: !274)
!276 = !DILocation(line: 306, column: 28, scope: !274)
!277 = !DILocation(line: 306, column: 33, scope: !274)
!278 = !DILocation(line: 306, column: 41, scope: !274)
!279 = !DILocation(line: 306, column: 7, scope: !32)
!280 = !DILocation(line: 307, column: 5, scope: !281)
!281 = distinct !DILexicalBlock(scope: !274, file: !3, line: 306, column: 47)
!282 = !DILocation(line: 308, column: 3, scope: !281)
!283 = !DILocation(line: 309, column: 17, scope: !32)
!284 = !DILocation(line: 310, column: 17, scope: !32)
!285 = !DILocation(line: 311, column: 3, scope: !32)
!286 = !DILocation(line: 312, column: 1, scope: !32)
!287 = distinct !DISubprogram(name: "sensitivity", scope: !3, file: !3, line: 57, type: !288, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!15, !15, !15}
!290 = !{!291, !292}
!291 = !DILocalVariable(name: "mode", arg: 1, scope: !287, file: !3, line: 57, type: !15)
!292 = !DILocalVariable(name: "own_alt", arg: 2, scope: !287, file: !3, line: 57, type: !15)
!293 = !DILocation(line: 0, scope: !287)
!294 = !DILocation(line: 58, column: 3, scope: !287)
!295 = !DILocation(line: 59, column: 12, scope: !296)
!296 = distinct !DILexicalBlock(scope: !287, file: !3, line: 59, column: 7)
!297 = !DILocation(line: 59, column: 7, scope: !287)
!298 = !DILocation(line: 60, column: 5, scope: !299)
!299 = distinct !DILexicalBlock(scope: !296, file: !3, line: 59, column: 18)
!300 = !DILocation(line: 61, column: 5, scope: !299)
!301 = !DILocation(line: 63, column: 12, scope: !302)
!302 = distinct !DILexicalBlock(scope: !287, file: !3, line: 63, column: 7)
!303 = !DILocation(line: 63, column: 7, scope: !287)
!304 = !DILocation(line: 64, column: 5, scope: !305)
!305 = distinct !DILexicalBlock(scope: !302, file: !3, line: 63, column: 18)
!306 = !DILocation(line: 65, column: 5, scope: !305)
!307 = !DILocation(line: 67, column: 15, scope: !308)
!308 = distinct !DILexicalBlock(scope: !287, file: !3, line: 67, column: 7)
!309 = !DILocation(line: 67, column: 7, scope: !287)
!310 = !DILocation(line: 68, column: 5, scope: !311)
!311 = distinct !DILexicalBlock(scope: !308, file: !3, line: 67, column: 21)
!312 = !DILocation(line: 69, column: 5, scope: !311)
!313 = !DILocation(line: 71, column: 3, scope: !287)
!314 = !DILocation(line: 72, column: 3, scope: !287)
!315 = !DILocation(line: 73, column: 1, scope: !287)
!316 = distinct !DISubprogram(name: "converging", scope: !3, file: !3, line: 76, type: !317, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !319)
!317 = !DISubroutineType(types: !318)
!318 = !{!15, !15, !15, !15}
!319 = !{!320, !321, !322, !323}
!320 = !DILocalVariable(name: "sep", arg: 1, scope: !316, file: !3, line: 76, type: !15)
!321 = !DILocalVariable(name: "own_rate", arg: 2, scope: !316, file: !3, line: 76, type: !15)
!322 = !DILocalVariable(name: "intr_rate", arg: 3, scope: !316, file: !3, line: 76, type: !15)
!323 = !DILocalVariable(name: "rel", scope: !316, file: !3, line: 77, type: !15)
!324 = !DILocation(line: 0, scope: !316)
!325 = !DILocation(line: 77, column: 22, scope: !316)
!326 = !DILocation(line: 78, column: 3, scope: !316)
!327 = !DILocation(line: 79, column: 11, scope: !328)
!328 = distinct !DILexicalBlock(scope: !316, file: !3, line: 79, column: 7)
!329 = !DILocation(line: 79, column: 7, scope: !316)
!330 = !DILocation(line: 80, column: 13, scope: !331)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 80, column: 9)
!332 = distinct !DILexicalBlock(scope: !328, file: !3, line: 79, column: 16)
!333 = !DILocation(line: 80, column: 9, scope: !332)
!334 = !DILocation(line: 81, column: 7, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !3, line: 80, column: 18)
!336 = !DILocation(line: 82, column: 7, scope: !335)
!337 = !DILocation(line: 84, column: 5, scope: !332)
!338 = !DILocation(line: 85, column: 5, scope: !332)
!339 = !DILocation(line: 87, column: 11, scope: !340)
!340 = distinct !DILexicalBlock(scope: !316, file: !3, line: 87, column: 7)
!341 = !DILocation(line: 87, column: 7, scope: !316)
!342 = !DILocation(line: 88, column: 13, scope: !343)
!343 = distinct !DILexicalBlock(scope: !344, file: !3, line: 88, column: 9)
!344 = distinct !DILexicalBlock(scope: !340, file: !3, line: 87, column: 16)
!345 = !DILocation(line: 88, column: 9, scope: !344)
!346 = !DILocation(line: 89, column: 7, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 88, column: 18)
!348 = !DILocation(line: 90, column: 7, scope: !347)
!349 = !DILocation(line: 92, column: 5, scope: !344)
!350 = !DILocation(line: 93, column: 5, scope: !344)
!351 = !DILocation(line: 95, column: 11, scope: !352)
!352 = distinct !DILexicalBlock(scope: !316, file: !3, line: 95, column: 7)
!353 = !DILocation(line: 95, column: 7, scope: !316)
!354 = !DILocation(line: 96, column: 5, scope: !355)
!355 = distinct !DILexicalBlock(scope: !352, file: !3, line: 95, column: 17)
!356 = !DILocation(line: 97, column: 5, scope: !355)
!357 = !DILocation(line: 99, column: 3, scope: !316)
!358 = !DILocation(line: 100, column: 3, scope: !316)
!359 = !DILocation(line: 101, column: 1, scope: !316)
!360 = distinct !DISubprogram(name: "threat_level", scope: !3, file: !3, line: 104, type: !317, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !361)
!361 = !{!362, !363, !364}
!362 = !DILocalVariable(name: "range_band", arg: 1, scope: !360, file: !3, line: 104, type: !15)
!363 = !DILocalVariable(name: "abs_sep", arg: 2, scope: !360, file: !3, line: 104, type: !15)
!364 = !DILocalVariable(name: "closing", arg: 3, scope: !360, file: !3, line: 104, type: !15)
!365 = !DILocation(line: 0, scope: !360)
!366 = !DILocation(line: 105, column: 3, scope: !360)
!367 = !DILocation(line: 106, column: 18, scope: !368)
!368 = distinct !DILexicalBlock(scope: !360, file: !3, line: 106, column: 7)
!369 = !DILocation(line: 106, column: 7, scope: !360)
!370 = !DILocation(line: 107, column: 5, scope: !371)
!371 = distinct !DILexicalBlock(scope: !368, file: !3, line: 106, column: 24)
!372 = !DILocation(line: 108, column: 17, scope: !373)
!373 = distinct !DILexicalBlock(scope: !371, file: !3, line: 108, column: 9)
!374 = !DILocation(line: 108, column: 9, scope: !371)
!375 = !DILocation(line: 109, column: 7, scope: !376)
!376 = distinct !DILexicalBlock(scope: !373, file: !3, line: 108, column: 23)
!377 = !DILocation(line: 110, column: 7, scope: !376)
!378 = !DILocation(line: 112, column: 9, scope: !379)
!379 = distinct !DILexicalBlock(scope: !371, file: !3, line: 112, column: 9)
!380 = !DILocation(line: 112, column: 9, scope: !371)
!381 = !DILocation(line: 113, column: 7, scope: !382)
!382 = distinct !DILexicalBlock(scope: !379, file: !3, line: 112, column: 18)
!383 = !DILocation(line: 114, column: 7, scope: !382)
!384 = !DILocation(line: 116, column: 5, scope: !371)
!385 = !DILocation(line: 117, column: 5, scope: !371)
!386 = !DILocation(line: 119, column: 18, scope: !387)
!387 = distinct !DILexicalBlock(scope: !360, file: !3, line: 119, column: 7)
!388 = !DILocation(line: 119, column: 7, scope: !360)
!389 = !DILocation(line: 120, column: 5, scope: !390)
!390 = distinct !DILexicalBlock(scope: !387, file: !3, line: 119, column: 24)
!391 = !DILocation(line: 121, column: 17, scope: !392)
!392 = distinct !DILexicalBlock(scope: !390, file: !3, line: 121, column: 9)
!393 = !DILocation(line: 121, column: 22, scope: !392)
!394 = !DILocation(line: 121, column: 25, scope: !392)
!395 = !DILocation(line: 121, column: 9, scope: !390)
!396 = !DILocation(line: 122, column: 7, scope: !397)
!397 = distinct !DILexicalBlock(scope: !392, file: !3, line: 121, column: 34)
!398 = !DILocation(line: 123, column: 7, scope: !397)
!399 = !DILocation(line: 125, column: 17, scope: !400)
!400 = distinct !DILexicalBlock(scope: !390, file: !3, line: 125, column: 9)
!401 = !DILocation(line: 125, column: 9, scope: !390)
!402 = !DILocation(line: 126, column: 7, scope: !403)
!403 = distinct !DILexicalBlock(scope: !400, file: !3, line: 125, column: 23)
!404 = !DILocation(line: 127, column: 7, scope: !403)
!405 = !DILocation(line: 129, column: 5, scope: !390)
!406 = !DILocation(line: 131, column: 3, scope: !360)
!407 = !DILocation(line: 132, column: 15, scope: !408)
!408 = distinct !DILexicalBlock(scope: !360, file: !3, line: 132, column: 7)
!409 = !DILocation(line: 132, column: 20, scope: !408)
!410 = !DILocation(line: 132, column: 23, scope: !408)
!411 = !DILocation(line: 132, column: 7, scope: !360)
!412 = !DILocation(line: 133, column: 5, scope: !413)
!413 = distinct !DILexicalBlock(scope: !408, file: !3, line: 132, column: 32)
!414 = !DILocation(line: 134, column: 5, scope: !413)
!415 = !DILocation(line: 136, column: 3, scope: !360)
!416 = !DILocation(line: 137, column: 1, scope: !360)
!417 = distinct !DISubprogram(name: "select_sense", scope: !3, file: !3, line: 141, type: !418, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!15, !15, !15, !15, !15}
!420 = !{!421, !422, !423, !424}
!421 = !DILocalVariable(name: "sep", arg: 1, scope: !417, file: !3, line: 141, type: !15)
!422 = !DILocalVariable(name: "own_alt", arg: 2, scope: !417, file: !3, line: 141, type: !15)
!423 = !DILocalVariable(name: "own_rate", arg: 3, scope: !417, file: !3, line: 141, type: !15)
!424 = !DILocalVariable(name: "intr_rate", arg: 4, scope: !417, file: !3, line: 141, type: !15)
!425 = !DILocation(line: 0, scope: !417)
!426 = !DILocation(line: 142, column: 3, scope: !417)
!427 = !DILocation(line: 143, column: 11, scope: !428)
!428 = distinct !DILexicalBlock(scope: !417, file: !3, line: 143, column: 7)
!429 = !DILocation(line: 143, column: 7, scope: !417)
!430 = !DILocation(line: 144, column: 5, scope: !431)
!431 = distinct !DILexicalBlock(scope: !428, file: !3, line: 143, column: 16)
!432 = !DILocation(line: 145, column: 5, scope: !431)
!433 = !DILocation(line: 147, column: 11, scope: !434)
!434 = distinct !DILexicalBlock(scope: !417, file: !3, line: 147, column: 7)
!435 = !DILocation(line: 147, column: 7, scope: !417)
!436 = !DILocation(line: 148, column: 5, scope: !437)
!437 = distinct !DILexicalBlock(scope: !434, file: !3, line: 147, column: 16)
!438 = !DILocation(line: 149, column: 5, scope: !437)
!439 = !DILocation(line: 151, column: 16, scope: !440)
!440 = distinct !DILexicalBlock(scope: !417, file: !3, line: 151, column: 7)
!441 = !DILocation(line: 151, column: 7, scope: !417)
!442 = !DILocation(line: 152, column: 5, scope: !443)
!443 = distinct !DILexicalBlock(scope: !440, file: !3, line: 151, column: 29)
!444 = !DILocation(line: 153, column: 5, scope: !443)
!445 = !DILocation(line: 155, column: 16, scope: !446)
!446 = distinct !DILexicalBlock(scope: !417, file: !3, line: 155, column: 7)
!447 = !DILocation(line: 155, column: 7, scope: !417)
!448 = !DILocation(line: 156, column: 5, scope: !449)
!449 = distinct !DILexicalBlock(scope: !446, file: !3, line: 155, column: 29)
!450 = !DILocation(line: 157, column: 5, scope: !449)
!451 = !DILocation(line: 159, column: 15, scope: !452)
!452 = distinct !DILexicalBlock(scope: !417, file: !3, line: 159, column: 7)
!453 = !DILocation(line: 159, column: 7, scope: !417)
!454 = !DILocation(line: 160, column: 5, scope: !455)
!455 = distinct !DILexicalBlock(scope: !452, file: !3, line: 159, column: 21)
!456 = !DILocation(line: 161, column: 5, scope: !455)
!457 = !DILocation(line: 163, column: 3, scope: !417)
!458 = !DILocation(line: 164, column: 3, scope: !417)
!459 = !DILocation(line: 165, column: 1, scope: !417)
