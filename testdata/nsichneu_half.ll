; ModuleID = '<stdin>'
source_filename = "nsichneu_half.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s0 = dso_local global i32 1, align 4, !dbg !0
@s1 = dso_local global i32 3, align 4, !dbg !7
@s2 = dso_local global i32 3, align 4, !dbg !10
@s3 = dso_local global i32 3, align 4, !dbg !12
@s4 = dso_local global i32 1, align 4, !dbg !14
@s5 = dso_local global i32 2, align 4, !dbg !16
@s6 = dso_local global i32 1, align 4, !dbg !18
@s7 = dso_local global i32 0, align 4, !dbg !20
@s8 = dso_local global i32 0, align 4, !dbg !22
@s9 = dso_local global i32 0, align 4, !dbg !24
@s10 = dso_local global i32 2, align 4, !dbg !26
@s11 = dso_local global i32 3, align 4, !dbg !28
@s12 = dso_local global i32 2, align 4, !dbg !30
@s13 = dso_local global i32 1, align 4, !dbg !32
@s14 = dso_local global i32 0, align 4, !dbg !34
@s15 = dso_local global i32 2, align 4, !dbg !36

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !45 {
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !50
  br label %1, !dbg !51

1:                                                ; preds = %3870, %0
  %.0 = phi i32 [ 0, %0 ], [ %3871, %3870 ], !dbg !53
  call void @llvm.dbg.value(metadata i32 %.0, metadata !49, metadata !DIExpression()), !dbg !50
  %2 = icmp slt i32 %.0, 2, !dbg !54
  br i1 %2, label %3, label %3872, !dbg !56

3:                                                ; preds = %1
  %4 = load i32, i32* @s0, align 4, !dbg !57, !tbaa !60
  %5 = icmp sge i32 %4, 0, !dbg !64
  br i1 %5, label %6, label %11, !dbg !65

6:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 6), !dbg !66
  %7 = load i32, i32* @s4, align 4, !dbg !68, !tbaa !60
  %8 = add nsw i32 %7, 2, !dbg !68
  store i32 %8, i32* @s4, align 4, !dbg !68, !tbaa !60
  %9 = load i32, i32* @s5, align 4, !dbg !69, !tbaa !60
  %10 = add nsw i32 %9, 2, !dbg !69
  store i32 %10, i32* @s5, align 4, !dbg !69, !tbaa !60
  br label %11, !dbg !70

11:                                               ; preds = %6, %3
  %12 = load i32, i32* @s2, align 4, !dbg !71, !tbaa !60
  %13 = icmp sle i32 %12, 2, !dbg !73
  br i1 %13, label %14, label %18, !dbg !74

14:                                               ; preds = %11
  %15 = load i32, i32* @s12, align 4, !dbg !75, !tbaa !60
  %16 = icmp sge i32 %15, 0, !dbg !76
  br i1 %16, label %17, label %18, !dbg !77

17:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 6), !dbg !78
  store i32 1, i32* @s13, align 4, !dbg !80, !tbaa !60
  br label %18, !dbg !81

18:                                               ; preds = %17, %14, %11
  %19 = load i32, i32* @s2, align 4, !dbg !82, !tbaa !60
  %20 = icmp sle i32 %19, 3, !dbg !84
  br i1 %20, label %21, label %32, !dbg !85

21:                                               ; preds = %18
  %22 = load i32, i32* @s7, align 4, !dbg !86, !tbaa !60
  %23 = icmp sle i32 %22, 2, !dbg !87
  br i1 %23, label %24, label %32, !dbg !88

24:                                               ; preds = %21
  %25 = load i32, i32* @s3, align 4, !dbg !89, !tbaa !60
  %26 = icmp sgt i32 %25, 0, !dbg !90
  br i1 %26, label %27, label %32, !dbg !91

27:                                               ; preds = %24
  call void @__wcet_cost(i64 noundef 8), !dbg !92
  %28 = load i32, i32* @s3, align 4, !dbg !94, !tbaa !60
  %29 = sub nsw i32 %28, 1, !dbg !94
  store i32 %29, i32* @s3, align 4, !dbg !94, !tbaa !60
  %30 = load i32, i32* @s11, align 4, !dbg !95, !tbaa !60
  %31 = add nsw i32 %30, 1, !dbg !95
  store i32 %31, i32* @s11, align 4, !dbg !95, !tbaa !60
  br label %32, !dbg !96

32:                                               ; preds = %27, %24, %21, %18
  %33 = load i32, i32* @s9, align 4, !dbg !97, !tbaa !60
  %34 = icmp eq i32 %33, 1, !dbg !99
  br i1 %34, label %35, label %40, !dbg !100

35:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 9), !dbg !101
  %36 = load i32, i32* @s4, align 4, !dbg !103, !tbaa !60
  %37 = add nsw i32 %36, 2, !dbg !103
  store i32 %37, i32* @s4, align 4, !dbg !103, !tbaa !60
  %38 = load i32, i32* @s8, align 4, !dbg !104, !tbaa !60
  %39 = add nsw i32 %38, 1, !dbg !104
  store i32 %39, i32* @s8, align 4, !dbg !104, !tbaa !60
  br label %40, !dbg !105

40:                                               ; preds = %35, %32
  %41 = load i32, i32* @s15, align 4, !dbg !106, !tbaa !60
  %42 = icmp eq i32 %41, 3, !dbg !108
  br i1 %42, label %43, label %46, !dbg !109

43:                                               ; preds = %40
  call void @__wcet_cost(i64 noundef 7), !dbg !110
  %44 = load i32, i32* @s5, align 4, !dbg !112, !tbaa !60
  %45 = add nsw i32 %44, 1, !dbg !112
  store i32 %45, i32* @s5, align 4, !dbg !112, !tbaa !60
  br label %46, !dbg !113

46:                                               ; preds = %43, %40
  %47 = load i32, i32* @s3, align 4, !dbg !114, !tbaa !60
  %48 = icmp eq i32 %47, 3, !dbg !116
  br i1 %48, label %49, label %68, !dbg !117

49:                                               ; preds = %46
  %50 = load i32, i32* @s9, align 4, !dbg !118, !tbaa !60
  %51 = icmp eq i32 %50, 0, !dbg !119
  br i1 %51, label %52, label %68, !dbg !120

52:                                               ; preds = %49
  %53 = load i32, i32* @s12, align 4, !dbg !121, !tbaa !60
  %54 = icmp sge i32 %53, 0, !dbg !122
  br i1 %54, label %55, label %68, !dbg !123

55:                                               ; preds = %52
  call void @__wcet_cost(i64 noundef 7), !dbg !124
  %56 = load i32, i32* @s13, align 4, !dbg !126, !tbaa !60
  %57 = add nsw i32 %56, 2, !dbg !126
  store i32 %57, i32* @s13, align 4, !dbg !126, !tbaa !60
  %58 = load i32, i32* @s9, align 4, !dbg !127, !tbaa !60
  %59 = icmp sle i32 %58, 0, !dbg !129
  br i1 %59, label %60, label %67, !dbg !130

60:                                               ; preds = %55
  %61 = load i32, i32* @s1, align 4, !dbg !131, !tbaa !60
  %62 = icmp eq i32 %61, 0, !dbg !132
  br i1 %62, label %63, label %67, !dbg !133

63:                                               ; preds = %60
  %64 = load i32, i32* @s0, align 4, !dbg !134, !tbaa !60
  %65 = icmp sle i32 %64, 2, !dbg !135
  br i1 %65, label %66, label %67, !dbg !136

66:                                               ; preds = %63
  call void @__wcet_cost(i64 noundef 9), !dbg !137
  store i32 1, i32* @s8, align 4, !dbg !139, !tbaa !60
  br label %67, !dbg !140

67:                                               ; preds = %66, %63, %60, %55
  br label %68, !dbg !141

68:                                               ; preds = %67, %52, %49, %46
  %69 = load i32, i32* @s11, align 4, !dbg !142, !tbaa !60
  %70 = icmp eq i32 %69, 3, !dbg !144
  br i1 %70, label %71, label %72, !dbg !145

71:                                               ; preds = %68
  call void @__wcet_cost(i64 noundef 5), !dbg !146
  store i32 3, i32* @s9, align 4, !dbg !148, !tbaa !60
  store i32 1, i32* @s2, align 4, !dbg !149, !tbaa !60
  br label %72, !dbg !150

72:                                               ; preds = %71, %68
  %73 = load i32, i32* @s11, align 4, !dbg !151, !tbaa !60
  %74 = icmp sgt i32 %73, 3, !dbg !153
  br i1 %74, label %75, label %83, !dbg !154

75:                                               ; preds = %72
  %76 = load i32, i32* @s13, align 4, !dbg !155, !tbaa !60
  %77 = icmp ne i32 %76, 1, !dbg !156
  br i1 %77, label %78, label %83, !dbg !157

78:                                               ; preds = %75
  call void @__wcet_cost(i64 noundef 7), !dbg !158
  %79 = load i32, i32* @s11, align 4, !dbg !160, !tbaa !60
  %80 = sub nsw i32 %79, 4, !dbg !160
  store i32 %80, i32* @s11, align 4, !dbg !160, !tbaa !60
  %81 = load i32, i32* @s4, align 4, !dbg !161, !tbaa !60
  %82 = add nsw i32 %81, 2, !dbg !161
  store i32 %82, i32* @s4, align 4, !dbg !161, !tbaa !60
  store i32 3, i32* @s5, align 4, !dbg !162, !tbaa !60
  br label %83, !dbg !163

83:                                               ; preds = %78, %75, %72
  %84 = load i32, i32* @s15, align 4, !dbg !164, !tbaa !60
  %85 = icmp sge i32 %84, 2, !dbg !166
  br i1 %85, label %86, label %99, !dbg !167

86:                                               ; preds = %83
  %87 = load i32, i32* @s11, align 4, !dbg !168, !tbaa !60
  %88 = icmp sge i32 %87, 0, !dbg !169
  br i1 %88, label %89, label %99, !dbg !170

89:                                               ; preds = %86
  %90 = load i32, i32* @s6, align 4, !dbg !171, !tbaa !60
  %91 = icmp sge i32 %90, 2, !dbg !172
  br i1 %91, label %92, label %99, !dbg !173

92:                                               ; preds = %89
  call void @__wcet_cost(i64 noundef 8), !dbg !174
  %93 = load i32, i32* @s15, align 4, !dbg !176, !tbaa !60
  %94 = sub nsw i32 %93, 2, !dbg !176
  store i32 %94, i32* @s15, align 4, !dbg !176, !tbaa !60
  %95 = load i32, i32* @s6, align 4, !dbg !177, !tbaa !60
  %96 = sub nsw i32 %95, 2, !dbg !177
  store i32 %96, i32* @s6, align 4, !dbg !177, !tbaa !60
  %97 = load i32, i32* @s12, align 4, !dbg !178, !tbaa !60
  %98 = add nsw i32 %97, 1, !dbg !178
  store i32 %98, i32* @s12, align 4, !dbg !178, !tbaa !60
  br label %99, !dbg !179

99:                                               ; preds = %92, %89, %86, %83
  %100 = load i32, i32* @s0, align 4, !dbg !180, !tbaa !60
  %101 = icmp eq i32 %100, 0, !dbg !182
  br i1 %101, label %102, label %108, !dbg !183

102:                                              ; preds = %99
  %103 = load i32, i32* @s6, align 4, !dbg !184, !tbaa !60
  %104 = icmp sle i32 %103, 2, !dbg !185
  br i1 %104, label %105, label %108, !dbg !186

105:                                              ; preds = %102
  call void @__wcet_cost(i64 noundef 6), !dbg !187
  %106 = load i32, i32* @s5, align 4, !dbg !189, !tbaa !60
  %107 = add nsw i32 %106, 1, !dbg !189
  store i32 %107, i32* @s5, align 4, !dbg !189, !tbaa !60
  br label %108, !dbg !190

108:                                              ; preds = %105, %102, %99
  %109 = load i32, i32* @s15, align 4, !dbg !191, !tbaa !60
  %110 = icmp slt i32 %109, 1, !dbg !193
  br i1 %110, label %111, label %119, !dbg !194

111:                                              ; preds = %108
  %112 = load i32, i32* @s1, align 4, !dbg !195, !tbaa !60
  %113 = icmp eq i32 %112, 0, !dbg !196
  br i1 %113, label %114, label %119, !dbg !197

114:                                              ; preds = %111
  call void @__wcet_cost(i64 noundef 7), !dbg !198
  %115 = load i32, i32* @s6, align 4, !dbg !200, !tbaa !60
  %116 = add nsw i32 %115, 1, !dbg !200
  store i32 %116, i32* @s6, align 4, !dbg !200, !tbaa !60
  %117 = load i32, i32* @s11, align 4, !dbg !201, !tbaa !60
  %118 = add nsw i32 %117, 1, !dbg !201
  store i32 %118, i32* @s11, align 4, !dbg !201, !tbaa !60
  br label %119, !dbg !202

119:                                              ; preds = %114, %111, %108
  %120 = load i32, i32* @s9, align 4, !dbg !203, !tbaa !60
  %121 = icmp sge i32 %120, 0, !dbg !205
  br i1 %121, label %122, label %123, !dbg !206

122:                                              ; preds = %119
  call void @__wcet_cost(i64 noundef 1), !dbg !207
  store i32 3, i32* @s12, align 4, !dbg !209, !tbaa !60
  br label %123, !dbg !210

123:                                              ; preds = %122, %119
  %124 = load i32, i32* @s15, align 4, !dbg !211, !tbaa !60
  %125 = icmp sge i32 %124, 3, !dbg !213
  br i1 %125, label %126, label %137, !dbg !214

126:                                              ; preds = %123
  %127 = load i32, i32* @s0, align 4, !dbg !215, !tbaa !60
  %128 = icmp eq i32 %127, 2, !dbg !216
  br i1 %128, label %129, label %137, !dbg !217

129:                                              ; preds = %126
  %130 = load i32, i32* @s14, align 4, !dbg !218, !tbaa !60
  %131 = icmp eq i32 %130, 3, !dbg !219
  br i1 %131, label %132, label %137, !dbg !220

132:                                              ; preds = %129
  call void @__wcet_cost(i64 noundef 3), !dbg !221
  %133 = load i32, i32* @s15, align 4, !dbg !223, !tbaa !60
  %134 = sub nsw i32 %133, 3, !dbg !223
  store i32 %134, i32* @s15, align 4, !dbg !223, !tbaa !60
  %135 = load i32, i32* @s3, align 4, !dbg !224, !tbaa !60
  %136 = add nsw i32 %135, 1, !dbg !224
  store i32 %136, i32* @s3, align 4, !dbg !224, !tbaa !60
  br label %137, !dbg !225

137:                                              ; preds = %132, %129, %126, %123
  %138 = load i32, i32* @s1, align 4, !dbg !226, !tbaa !60
  %139 = icmp slt i32 %138, 3, !dbg !228
  br i1 %139, label %140, label %144, !dbg !229

140:                                              ; preds = %137
  %141 = load i32, i32* @s8, align 4, !dbg !230, !tbaa !60
  %142 = icmp ne i32 %141, 0, !dbg !231
  br i1 %142, label %143, label %144, !dbg !232

143:                                              ; preds = %140
  call void @__wcet_cost(i64 noundef 1), !dbg !233
  store i32 2, i32* @s3, align 4, !dbg !235, !tbaa !60
  store i32 0, i32* @s2, align 4, !dbg !236, !tbaa !60
  br label %144, !dbg !237

144:                                              ; preds = %143, %140, %137
  %145 = load i32, i32* @s13, align 4, !dbg !238, !tbaa !60
  %146 = icmp sle i32 %145, 0, !dbg !240
  br i1 %146, label %147, label %156, !dbg !241

147:                                              ; preds = %144
  %148 = load i32, i32* @s5, align 4, !dbg !242, !tbaa !60
  %149 = icmp sle i32 %148, 2, !dbg !243
  br i1 %149, label %150, label %156, !dbg !244

150:                                              ; preds = %147
  %151 = load i32, i32* @s12, align 4, !dbg !245, !tbaa !60
  %152 = icmp eq i32 %151, 0, !dbg !246
  br i1 %152, label %153, label %156, !dbg !247

153:                                              ; preds = %150
  call void @__wcet_cost(i64 noundef 8), !dbg !248
  %154 = load i32, i32* @s11, align 4, !dbg !250, !tbaa !60
  %155 = add nsw i32 %154, 1, !dbg !250
  store i32 %155, i32* @s11, align 4, !dbg !250, !tbaa !60
  store i32 2, i32* @s1, align 4, !dbg !251, !tbaa !60
  br label %156, !dbg !252

156:                                              ; preds = %153, %150, %147, %144
  %157 = load i32, i32* @s2, align 4, !dbg !253, !tbaa !60
  %158 = icmp sge i32 %157, 3, !dbg !255
  br i1 %158, label %159, label %170, !dbg !256

159:                                              ; preds = %156
  %160 = load i32, i32* @s10, align 4, !dbg !257, !tbaa !60
  %161 = icmp ne i32 %160, 1, !dbg !258
  br i1 %161, label %162, label %170, !dbg !259

162:                                              ; preds = %159
  %163 = load i32, i32* @s14, align 4, !dbg !260, !tbaa !60
  %164 = icmp slt i32 %163, 0, !dbg !261
  br i1 %164, label %165, label %170, !dbg !262

165:                                              ; preds = %162
  call void @__wcet_cost(i64 noundef 7), !dbg !263
  %166 = load i32, i32* @s2, align 4, !dbg !265, !tbaa !60
  %167 = sub nsw i32 %166, 3, !dbg !265
  store i32 %167, i32* @s2, align 4, !dbg !265, !tbaa !60
  %168 = load i32, i32* @s13, align 4, !dbg !266, !tbaa !60
  %169 = add nsw i32 %168, 1, !dbg !266
  store i32 %169, i32* @s13, align 4, !dbg !266, !tbaa !60
  br label %170, !dbg !267

170:                                              ; preds = %165, %162, %159, %156
  %171 = load i32, i32* @s6, align 4, !dbg !268, !tbaa !60
  %172 = icmp slt i32 %171, 3, !dbg !270
  br i1 %172, label %173, label %179, !dbg !271

173:                                              ; preds = %170
  %174 = load i32, i32* @s12, align 4, !dbg !272, !tbaa !60
  %175 = icmp eq i32 %174, 2, !dbg !273
  br i1 %175, label %176, label %179, !dbg !274

176:                                              ; preds = %173
  call void @__wcet_cost(i64 noundef 2), !dbg !275
  %177 = load i32, i32* @s1, align 4, !dbg !277, !tbaa !60
  %178 = add nsw i32 %177, 1, !dbg !277
  store i32 %178, i32* @s1, align 4, !dbg !277, !tbaa !60
  br label %179, !dbg !278

179:                                              ; preds = %176, %173, %170
  %180 = load i32, i32* @s15, align 4, !dbg !279, !tbaa !60
  %181 = icmp sle i32 %180, 2, !dbg !281
  br i1 %181, label %182, label %193, !dbg !282

182:                                              ; preds = %179
  %183 = load i32, i32* @s6, align 4, !dbg !283, !tbaa !60
  %184 = icmp eq i32 %183, 1, !dbg !284
  br i1 %184, label %185, label %193, !dbg !285

185:                                              ; preds = %182
  %186 = load i32, i32* @s12, align 4, !dbg !286, !tbaa !60
  %187 = icmp slt i32 %186, 2, !dbg !287
  br i1 %187, label %188, label %193, !dbg !288

188:                                              ; preds = %185
  call void @__wcet_cost(i64 noundef 7), !dbg !289
  %189 = load i32, i32* @s0, align 4, !dbg !291, !tbaa !60
  %190 = add nsw i32 %189, 2, !dbg !291
  store i32 %190, i32* @s0, align 4, !dbg !291, !tbaa !60
  %191 = load i32, i32* @s14, align 4, !dbg !292, !tbaa !60
  %192 = add nsw i32 %191, 2, !dbg !292
  store i32 %192, i32* @s14, align 4, !dbg !292, !tbaa !60
  br label %193, !dbg !293

193:                                              ; preds = %188, %185, %182, %179
  %194 = load i32, i32* @s7, align 4, !dbg !294, !tbaa !60
  %195 = icmp sle i32 %194, 3, !dbg !296
  br i1 %195, label %196, label %203, !dbg !297

196:                                              ; preds = %193
  %197 = load i32, i32* @s2, align 4, !dbg !298, !tbaa !60
  %198 = icmp eq i32 %197, 0, !dbg !299
  br i1 %198, label %199, label %203, !dbg !300

199:                                              ; preds = %196
  %200 = load i32, i32* @s12, align 4, !dbg !301, !tbaa !60
  %201 = icmp sle i32 %200, 2, !dbg !302
  br i1 %201, label %202, label %203, !dbg !303

202:                                              ; preds = %199
  call void @__wcet_cost(i64 noundef 5), !dbg !304
  store i32 0, i32* @s0, align 4, !dbg !306, !tbaa !60
  store i32 1, i32* @s14, align 4, !dbg !307, !tbaa !60
  br label %203, !dbg !308

203:                                              ; preds = %202, %199, %196, %193
  %204 = load i32, i32* @s9, align 4, !dbg !309, !tbaa !60
  %205 = icmp ne i32 %204, 0, !dbg !311
  br i1 %205, label %206, label %217, !dbg !312

206:                                              ; preds = %203
  %207 = load i32, i32* @s14, align 4, !dbg !313, !tbaa !60
  %208 = icmp eq i32 %207, 3, !dbg !314
  br i1 %208, label %209, label %217, !dbg !315

209:                                              ; preds = %206
  %210 = load i32, i32* @s4, align 4, !dbg !316, !tbaa !60
  %211 = icmp sge i32 %210, 1, !dbg !317
  br i1 %211, label %212, label %217, !dbg !318

212:                                              ; preds = %209
  call void @__wcet_cost(i64 noundef 4), !dbg !319
  %213 = load i32, i32* @s4, align 4, !dbg !321, !tbaa !60
  %214 = sub nsw i32 %213, 1, !dbg !321
  store i32 %214, i32* @s4, align 4, !dbg !321, !tbaa !60
  %215 = load i32, i32* @s1, align 4, !dbg !322, !tbaa !60
  %216 = add nsw i32 %215, 1, !dbg !322
  store i32 %216, i32* @s1, align 4, !dbg !322, !tbaa !60
  br label %217, !dbg !323

217:                                              ; preds = %212, %209, %206, %203
  %218 = load i32, i32* @s1, align 4, !dbg !324, !tbaa !60
  %219 = icmp eq i32 %218, 1, !dbg !326
  br i1 %219, label %220, label %223, !dbg !327

220:                                              ; preds = %217
  call void @__wcet_cost(i64 noundef 2), !dbg !328
  %221 = load i32, i32* @s13, align 4, !dbg !330, !tbaa !60
  %222 = add nsw i32 %221, 1, !dbg !330
  store i32 %222, i32* @s13, align 4, !dbg !330, !tbaa !60
  br label %223, !dbg !331

223:                                              ; preds = %220, %217
  %224 = load i32, i32* @s7, align 4, !dbg !332, !tbaa !60
  %225 = icmp sgt i32 %224, 2, !dbg !334
  br i1 %225, label %226, label %231, !dbg !335

226:                                              ; preds = %223
  call void @__wcet_cost(i64 noundef 3), !dbg !336
  %227 = load i32, i32* @s7, align 4, !dbg !338, !tbaa !60
  %228 = sub nsw i32 %227, 3, !dbg !338
  store i32 %228, i32* @s7, align 4, !dbg !338, !tbaa !60
  %229 = load i32, i32* @s13, align 4, !dbg !339, !tbaa !60
  %230 = add nsw i32 %229, 2, !dbg !339
  store i32 %230, i32* @s13, align 4, !dbg !339, !tbaa !60
  br label %231, !dbg !340

231:                                              ; preds = %226, %223
  %232 = load i32, i32* @s12, align 4, !dbg !341, !tbaa !60
  %233 = icmp ne i32 %232, 1, !dbg !343
  br i1 %233, label %234, label %241, !dbg !344

234:                                              ; preds = %231
  %235 = load i32, i32* @s0, align 4, !dbg !345, !tbaa !60
  %236 = icmp eq i32 %235, 1, !dbg !346
  br i1 %236, label %237, label %241, !dbg !347

237:                                              ; preds = %234
  %238 = load i32, i32* @s15, align 4, !dbg !348, !tbaa !60
  %239 = icmp slt i32 %238, 1, !dbg !349
  br i1 %239, label %240, label %241, !dbg !350

240:                                              ; preds = %237
  call void @__wcet_cost(i64 noundef 2), !dbg !351
  store i32 3, i32* @s10, align 4, !dbg !353, !tbaa !60
  br label %241, !dbg !354

241:                                              ; preds = %240, %237, %234, %231
  %242 = load i32, i32* @s9, align 4, !dbg !355, !tbaa !60
  %243 = icmp sle i32 %242, 1, !dbg !357
  br i1 %243, label %244, label %250, !dbg !358

244:                                              ; preds = %241
  %245 = load i32, i32* @s1, align 4, !dbg !359, !tbaa !60
  %246 = icmp ne i32 %245, 3, !dbg !360
  br i1 %246, label %247, label %250, !dbg !361

247:                                              ; preds = %244
  call void @__wcet_cost(i64 noundef 3), !dbg !362
  %248 = load i32, i32* @s5, align 4, !dbg !364, !tbaa !60
  %249 = add nsw i32 %248, 2, !dbg !364
  store i32 %249, i32* @s5, align 4, !dbg !364, !tbaa !60
  br label %250, !dbg !365

250:                                              ; preds = %247, %244, %241
  %251 = load i32, i32* @s4, align 4, !dbg !366, !tbaa !60
  %252 = icmp slt i32 %251, 2, !dbg !368
  br i1 %252, label %253, label %256, !dbg !369

253:                                              ; preds = %250
  call void @__wcet_cost(i64 noundef 3), !dbg !370
  %254 = load i32, i32* @s15, align 4, !dbg !372, !tbaa !60
  %255 = add nsw i32 %254, 2, !dbg !372
  store i32 %255, i32* @s15, align 4, !dbg !372, !tbaa !60
  store i32 0, i32* @s9, align 4, !dbg !373, !tbaa !60
  br label %256, !dbg !374

256:                                              ; preds = %253, %250
  %257 = load i32, i32* @s0, align 4, !dbg !375, !tbaa !60
  %258 = icmp ne i32 %257, 3, !dbg !377
  br i1 %258, label %259, label %262, !dbg !378

259:                                              ; preds = %256
  call void @__wcet_cost(i64 noundef 2), !dbg !379
  %260 = load i32, i32* @s5, align 4, !dbg !381, !tbaa !60
  %261 = add nsw i32 %260, 1, !dbg !381
  store i32 %261, i32* @s5, align 4, !dbg !381, !tbaa !60
  br label %262, !dbg !382

262:                                              ; preds = %259, %256
  %263 = load i32, i32* @s4, align 4, !dbg !383, !tbaa !60
  %264 = icmp sgt i32 %263, 0, !dbg !385
  br i1 %264, label %265, label %281, !dbg !386

265:                                              ; preds = %262
  %266 = load i32, i32* @s14, align 4, !dbg !387, !tbaa !60
  %267 = icmp ne i32 %266, 3, !dbg !388
  br i1 %267, label %268, label %281, !dbg !389

268:                                              ; preds = %265
  call void @__wcet_cost(i64 noundef 8), !dbg !390
  %269 = load i32, i32* @s4, align 4, !dbg !392, !tbaa !60
  %270 = sub nsw i32 %269, 1, !dbg !392
  store i32 %270, i32* @s4, align 4, !dbg !392, !tbaa !60
  %271 = load i32, i32* @s8, align 4, !dbg !393, !tbaa !60
  %272 = add nsw i32 %271, 2, !dbg !393
  store i32 %272, i32* @s8, align 4, !dbg !393, !tbaa !60
  %273 = load i32, i32* @s5, align 4, !dbg !394, !tbaa !60
  %274 = add nsw i32 %273, 1, !dbg !394
  store i32 %274, i32* @s5, align 4, !dbg !394, !tbaa !60
  %275 = load i32, i32* @s5, align 4, !dbg !395, !tbaa !60
  %276 = icmp sge i32 %275, 2, !dbg !397
  br i1 %276, label %277, label %280, !dbg !398

277:                                              ; preds = %268
  call void @__wcet_cost(i64 noundef 1), !dbg !399
  %278 = load i32, i32* @s5, align 4, !dbg !401, !tbaa !60
  %279 = sub nsw i32 %278, 2, !dbg !401
  store i32 %279, i32* @s5, align 4, !dbg !401, !tbaa !60
  store i32 1, i32* @s0, align 4, !dbg !402, !tbaa !60
  br label %280, !dbg !403

280:                                              ; preds = %277, %268
  br label %281, !dbg !404

281:                                              ; preds = %280, %265, %262
  %282 = load i32, i32* @s15, align 4, !dbg !405, !tbaa !60
  %283 = icmp slt i32 %282, 2, !dbg !407
  br i1 %283, label %284, label %287, !dbg !408

284:                                              ; preds = %281
  call void @__wcet_cost(i64 noundef 6), !dbg !409
  store i32 1, i32* @s5, align 4, !dbg !411, !tbaa !60
  %285 = load i32, i32* @s4, align 4, !dbg !412, !tbaa !60
  %286 = add nsw i32 %285, 1, !dbg !412
  store i32 %286, i32* @s4, align 4, !dbg !412, !tbaa !60
  br label %287, !dbg !413

287:                                              ; preds = %284, %281
  %288 = load i32, i32* @s13, align 4, !dbg !414, !tbaa !60
  %289 = icmp sgt i32 %288, 2, !dbg !416
  br i1 %289, label %290, label %298, !dbg !417

290:                                              ; preds = %287
  %291 = load i32, i32* @s0, align 4, !dbg !418, !tbaa !60
  %292 = icmp sgt i32 %291, 0, !dbg !419
  br i1 %292, label %293, label %298, !dbg !420

293:                                              ; preds = %290
  call void @__wcet_cost(i64 noundef 1), !dbg !421
  %294 = load i32, i32* @s13, align 4, !dbg !423, !tbaa !60
  %295 = sub nsw i32 %294, 3, !dbg !423
  store i32 %295, i32* @s13, align 4, !dbg !423, !tbaa !60
  %296 = load i32, i32* @s0, align 4, !dbg !424, !tbaa !60
  %297 = sub nsw i32 %296, 1, !dbg !424
  store i32 %297, i32* @s0, align 4, !dbg !424, !tbaa !60
  store i32 3, i32* @s6, align 4, !dbg !425, !tbaa !60
  br label %298, !dbg !426

298:                                              ; preds = %293, %290, %287
  %299 = load i32, i32* @s7, align 4, !dbg !427, !tbaa !60
  %300 = icmp slt i32 %299, 3, !dbg !429
  br i1 %300, label %301, label %305, !dbg !430

301:                                              ; preds = %298
  %302 = load i32, i32* @s11, align 4, !dbg !431, !tbaa !60
  %303 = icmp sle i32 %302, 3, !dbg !432
  br i1 %303, label %304, label %305, !dbg !433

304:                                              ; preds = %301
  call void @__wcet_cost(i64 noundef 6), !dbg !434
  store i32 2, i32* @s15, align 4, !dbg !436, !tbaa !60
  store i32 3, i32* @s4, align 4, !dbg !437, !tbaa !60
  br label %305, !dbg !438

305:                                              ; preds = %304, %301, %298
  %306 = load i32, i32* @s14, align 4, !dbg !439, !tbaa !60
  %307 = icmp sle i32 %306, 0, !dbg !441
  br i1 %307, label %308, label %309, !dbg !442

308:                                              ; preds = %305
  call void @__wcet_cost(i64 noundef 1), !dbg !443
  store i32 3, i32* @s10, align 4, !dbg !445, !tbaa !60
  store i32 2, i32* @s12, align 4, !dbg !446, !tbaa !60
  br label %309, !dbg !447

309:                                              ; preds = %308, %305
  %310 = load i32, i32* @s8, align 4, !dbg !448, !tbaa !60
  %311 = icmp eq i32 %310, 0, !dbg !450
  br i1 %311, label %312, label %331, !dbg !451

312:                                              ; preds = %309
  %313 = load i32, i32* @s7, align 4, !dbg !452, !tbaa !60
  %314 = icmp sgt i32 %313, 1, !dbg !453
  br i1 %314, label %315, label %331, !dbg !454

315:                                              ; preds = %312
  call void @__wcet_cost(i64 noundef 1), !dbg !455
  %316 = load i32, i32* @s7, align 4, !dbg !457, !tbaa !60
  %317 = sub nsw i32 %316, 2, !dbg !457
  store i32 %317, i32* @s7, align 4, !dbg !457, !tbaa !60
  store i32 1, i32* @s0, align 4, !dbg !458, !tbaa !60
  %318 = load i32, i32* @s14, align 4, !dbg !459, !tbaa !60
  %319 = add nsw i32 %318, 1, !dbg !459
  store i32 %319, i32* @s14, align 4, !dbg !459, !tbaa !60
  %320 = load i32, i32* @s0, align 4, !dbg !460, !tbaa !60
  %321 = icmp eq i32 %320, 2, !dbg !462
  br i1 %321, label %322, label %330, !dbg !463

322:                                              ; preds = %315
  %323 = load i32, i32* @s1, align 4, !dbg !464, !tbaa !60
  %324 = icmp sge i32 %323, 0, !dbg !465
  br i1 %324, label %325, label %330, !dbg !466

325:                                              ; preds = %322
  call void @__wcet_cost(i64 noundef 5), !dbg !467
  %326 = load i32, i32* @s5, align 4, !dbg !469, !tbaa !60
  %327 = add nsw i32 %326, 1, !dbg !469
  store i32 %327, i32* @s5, align 4, !dbg !469, !tbaa !60
  %328 = load i32, i32* @s9, align 4, !dbg !470, !tbaa !60
  %329 = add nsw i32 %328, 2, !dbg !470
  store i32 %329, i32* @s9, align 4, !dbg !470, !tbaa !60
  br label %330, !dbg !471

330:                                              ; preds = %325, %322, %315
  br label %331, !dbg !472

331:                                              ; preds = %330, %312, %309
  %332 = load i32, i32* @s4, align 4, !dbg !473, !tbaa !60
  %333 = icmp eq i32 %332, 1, !dbg !475
  br i1 %333, label %334, label %335, !dbg !476

334:                                              ; preds = %331
  call void @__wcet_cost(i64 noundef 6), !dbg !477
  store i32 3, i32* @s9, align 4, !dbg !479, !tbaa !60
  br label %335, !dbg !480

335:                                              ; preds = %334, %331
  %336 = load i32, i32* @s3, align 4, !dbg !481, !tbaa !60
  %337 = icmp eq i32 %336, 2, !dbg !483
  br i1 %337, label %338, label %351, !dbg !484

338:                                              ; preds = %335
  %339 = load i32, i32* @s12, align 4, !dbg !485, !tbaa !60
  %340 = icmp sgt i32 %339, 2, !dbg !486
  br i1 %340, label %341, label %351, !dbg !487

341:                                              ; preds = %338
  %342 = load i32, i32* @s5, align 4, !dbg !488, !tbaa !60
  %343 = icmp sgt i32 %342, 1, !dbg !489
  br i1 %343, label %344, label %351, !dbg !490

344:                                              ; preds = %341
  call void @__wcet_cost(i64 noundef 5), !dbg !491
  %345 = load i32, i32* @s12, align 4, !dbg !493, !tbaa !60
  %346 = sub nsw i32 %345, 3, !dbg !493
  store i32 %346, i32* @s12, align 4, !dbg !493, !tbaa !60
  %347 = load i32, i32* @s5, align 4, !dbg !494, !tbaa !60
  %348 = sub nsw i32 %347, 2, !dbg !494
  store i32 %348, i32* @s5, align 4, !dbg !494, !tbaa !60
  store i32 2, i32* @s4, align 4, !dbg !495, !tbaa !60
  %349 = load i32, i32* @s9, align 4, !dbg !496, !tbaa !60
  %350 = add nsw i32 %349, 2, !dbg !496
  store i32 %350, i32* @s9, align 4, !dbg !496, !tbaa !60
  br label %351, !dbg !497

351:                                              ; preds = %344, %341, %338, %335
  %352 = load i32, i32* @s14, align 4, !dbg !498, !tbaa !60
  %353 = icmp ne i32 %352, 1, !dbg !500
  br i1 %353, label %354, label %363, !dbg !501

354:                                              ; preds = %351
  %355 = load i32, i32* @s0, align 4, !dbg !502, !tbaa !60
  %356 = icmp slt i32 %355, 2, !dbg !503
  br i1 %356, label %357, label %363, !dbg !504

357:                                              ; preds = %354
  %358 = load i32, i32* @s15, align 4, !dbg !505, !tbaa !60
  %359 = icmp ne i32 %358, 3, !dbg !506
  br i1 %359, label %360, label %363, !dbg !507

360:                                              ; preds = %357
  call void @__wcet_cost(i64 noundef 5), !dbg !508
  %361 = load i32, i32* @s12, align 4, !dbg !510, !tbaa !60
  %362 = add nsw i32 %361, 2, !dbg !510
  store i32 %362, i32* @s12, align 4, !dbg !510, !tbaa !60
  br label %363, !dbg !511

363:                                              ; preds = %360, %357, %354, %351
  %364 = load i32, i32* @s4, align 4, !dbg !512, !tbaa !60
  %365 = icmp sle i32 %364, 2, !dbg !514
  br i1 %365, label %366, label %377, !dbg !515

366:                                              ; preds = %363
  call void @__wcet_cost(i64 noundef 8), !dbg !516
  store i32 1, i32* @s7, align 4, !dbg !518, !tbaa !60
  %367 = load i32, i32* @s13, align 4, !dbg !519, !tbaa !60
  %368 = add nsw i32 %367, 1, !dbg !519
  store i32 %368, i32* @s13, align 4, !dbg !519, !tbaa !60
  %369 = load i32, i32* @s0, align 4, !dbg !520, !tbaa !60
  %370 = icmp eq i32 %369, 3, !dbg !522
  br i1 %370, label %371, label %376, !dbg !523

371:                                              ; preds = %366
  call void @__wcet_cost(i64 noundef 6), !dbg !524
  %372 = load i32, i32* @s1, align 4, !dbg !526, !tbaa !60
  %373 = add nsw i32 %372, 1, !dbg !526
  store i32 %373, i32* @s1, align 4, !dbg !526, !tbaa !60
  %374 = load i32, i32* @s14, align 4, !dbg !527, !tbaa !60
  %375 = add nsw i32 %374, 1, !dbg !527
  store i32 %375, i32* @s14, align 4, !dbg !527, !tbaa !60
  br label %376, !dbg !528

376:                                              ; preds = %371, %366
  br label %377, !dbg !529

377:                                              ; preds = %376, %363
  %378 = load i32, i32* @s3, align 4, !dbg !530, !tbaa !60
  %379 = icmp slt i32 %378, 3, !dbg !532
  br i1 %379, label %380, label %391, !dbg !533

380:                                              ; preds = %377
  %381 = load i32, i32* @s10, align 4, !dbg !534, !tbaa !60
  %382 = icmp sle i32 %381, 1, !dbg !535
  br i1 %382, label %383, label %391, !dbg !536

383:                                              ; preds = %380
  %384 = load i32, i32* @s13, align 4, !dbg !537, !tbaa !60
  %385 = icmp sgt i32 %384, 3, !dbg !538
  br i1 %385, label %386, label %391, !dbg !539

386:                                              ; preds = %383
  call void @__wcet_cost(i64 noundef 9), !dbg !540
  %387 = load i32, i32* @s13, align 4, !dbg !542, !tbaa !60
  %388 = sub nsw i32 %387, 4, !dbg !542
  store i32 %388, i32* @s13, align 4, !dbg !542, !tbaa !60
  store i32 1, i32* @s9, align 4, !dbg !543, !tbaa !60
  %389 = load i32, i32* @s2, align 4, !dbg !544, !tbaa !60
  %390 = add nsw i32 %389, 2, !dbg !544
  store i32 %390, i32* @s2, align 4, !dbg !544, !tbaa !60
  br label %391, !dbg !545

391:                                              ; preds = %386, %383, %380, %377
  %392 = load i32, i32* @s15, align 4, !dbg !546, !tbaa !60
  %393 = icmp sle i32 %392, 3, !dbg !548
  br i1 %393, label %394, label %400, !dbg !549

394:                                              ; preds = %391
  %395 = load i32, i32* @s6, align 4, !dbg !550, !tbaa !60
  %396 = icmp slt i32 %395, 3, !dbg !551
  br i1 %396, label %397, label %400, !dbg !552

397:                                              ; preds = %394
  call void @__wcet_cost(i64 noundef 5), !dbg !553
  %398 = load i32, i32* @s14, align 4, !dbg !555, !tbaa !60
  %399 = add nsw i32 %398, 1, !dbg !555
  store i32 %399, i32* @s14, align 4, !dbg !555, !tbaa !60
  store i32 2, i32* @s5, align 4, !dbg !556, !tbaa !60
  br label %400, !dbg !557

400:                                              ; preds = %397, %394, %391
  %401 = load i32, i32* @s10, align 4, !dbg !558, !tbaa !60
  %402 = icmp eq i32 %401, 0, !dbg !560
  br i1 %402, label %403, label %418, !dbg !561

403:                                              ; preds = %400
  %404 = load i32, i32* @s6, align 4, !dbg !562, !tbaa !60
  %405 = icmp sgt i32 %404, 2, !dbg !563
  br i1 %405, label %406, label %418, !dbg !564

406:                                              ; preds = %403
  %407 = load i32, i32* @s0, align 4, !dbg !565, !tbaa !60
  %408 = icmp sgt i32 %407, 0, !dbg !566
  br i1 %408, label %409, label %418, !dbg !567

409:                                              ; preds = %406
  call void @__wcet_cost(i64 noundef 9), !dbg !568
  %410 = load i32, i32* @s6, align 4, !dbg !570, !tbaa !60
  %411 = sub nsw i32 %410, 3, !dbg !570
  store i32 %411, i32* @s6, align 4, !dbg !570, !tbaa !60
  %412 = load i32, i32* @s0, align 4, !dbg !571, !tbaa !60
  %413 = sub nsw i32 %412, 1, !dbg !571
  store i32 %413, i32* @s0, align 4, !dbg !571, !tbaa !60
  %414 = load i32, i32* @s13, align 4, !dbg !572, !tbaa !60
  %415 = add nsw i32 %414, 1, !dbg !572
  store i32 %415, i32* @s13, align 4, !dbg !572, !tbaa !60
  %416 = load i32, i32* @s11, align 4, !dbg !573, !tbaa !60
  %417 = add nsw i32 %416, 2, !dbg !573
  store i32 %417, i32* @s11, align 4, !dbg !573, !tbaa !60
  br label %418, !dbg !574

418:                                              ; preds = %409, %406, %403, %400
  %419 = load i32, i32* @s4, align 4, !dbg !575, !tbaa !60
  %420 = icmp sgt i32 %419, 3, !dbg !577
  br i1 %420, label %421, label %429, !dbg !578

421:                                              ; preds = %418
  %422 = load i32, i32* @s9, align 4, !dbg !579, !tbaa !60
  %423 = icmp sgt i32 %422, 0, !dbg !580
  br i1 %423, label %424, label %429, !dbg !581

424:                                              ; preds = %421
  call void @__wcet_cost(i64 noundef 7), !dbg !582
  %425 = load i32, i32* @s4, align 4, !dbg !584, !tbaa !60
  %426 = sub nsw i32 %425, 4, !dbg !584
  store i32 %426, i32* @s4, align 4, !dbg !584, !tbaa !60
  %427 = load i32, i32* @s9, align 4, !dbg !585, !tbaa !60
  %428 = sub nsw i32 %427, 1, !dbg !585
  store i32 %428, i32* @s9, align 4, !dbg !585, !tbaa !60
  store i32 3, i32* @s13, align 4, !dbg !586, !tbaa !60
  store i32 3, i32* @s10, align 4, !dbg !587, !tbaa !60
  br label %429, !dbg !588

429:                                              ; preds = %424, %421, %418
  %430 = load i32, i32* @s11, align 4, !dbg !589, !tbaa !60
  %431 = icmp ne i32 %430, 0, !dbg !591
  br i1 %431, label %432, label %440, !dbg !592

432:                                              ; preds = %429
  %433 = load i32, i32* @s14, align 4, !dbg !593, !tbaa !60
  %434 = icmp eq i32 %433, 3, !dbg !594
  br i1 %434, label %435, label %440, !dbg !595

435:                                              ; preds = %432
  call void @__wcet_cost(i64 noundef 7), !dbg !596
  %436 = load i32, i32* @s10, align 4, !dbg !598, !tbaa !60
  %437 = add nsw i32 %436, 2, !dbg !598
  store i32 %437, i32* @s10, align 4, !dbg !598, !tbaa !60
  %438 = load i32, i32* @s4, align 4, !dbg !599, !tbaa !60
  %439 = add nsw i32 %438, 1, !dbg !599
  store i32 %439, i32* @s4, align 4, !dbg !599, !tbaa !60
  br label %440, !dbg !600

440:                                              ; preds = %435, %432, %429
  %441 = load i32, i32* @s8, align 4, !dbg !601, !tbaa !60
  %442 = icmp eq i32 %441, 0, !dbg !603
  br i1 %442, label %443, label %454, !dbg !604

443:                                              ; preds = %440
  %444 = load i32, i32* @s10, align 4, !dbg !605, !tbaa !60
  %445 = icmp eq i32 %444, 0, !dbg !606
  br i1 %445, label %446, label %454, !dbg !607

446:                                              ; preds = %443
  %447 = load i32, i32* @s5, align 4, !dbg !608, !tbaa !60
  %448 = icmp eq i32 %447, 0, !dbg !609
  br i1 %448, label %449, label %454, !dbg !610

449:                                              ; preds = %446
  call void @__wcet_cost(i64 noundef 2), !dbg !611
  %450 = load i32, i32* @s2, align 4, !dbg !613, !tbaa !60
  %451 = add nsw i32 %450, 2, !dbg !613
  store i32 %451, i32* @s2, align 4, !dbg !613, !tbaa !60
  %452 = load i32, i32* @s4, align 4, !dbg !614, !tbaa !60
  %453 = add nsw i32 %452, 2, !dbg !614
  store i32 %453, i32* @s4, align 4, !dbg !614, !tbaa !60
  br label %454, !dbg !615

454:                                              ; preds = %449, %446, %443, %440
  %455 = load i32, i32* @s12, align 4, !dbg !616, !tbaa !60
  %456 = icmp slt i32 %455, 2, !dbg !618
  br i1 %456, label %457, label %468, !dbg !619

457:                                              ; preds = %454
  %458 = load i32, i32* @s11, align 4, !dbg !620, !tbaa !60
  %459 = icmp sle i32 %458, 1, !dbg !621
  br i1 %459, label %460, label %468, !dbg !622

460:                                              ; preds = %457
  %461 = load i32, i32* @s14, align 4, !dbg !623, !tbaa !60
  %462 = icmp sgt i32 %461, 2, !dbg !624
  br i1 %462, label %463, label %468, !dbg !625

463:                                              ; preds = %460
  call void @__wcet_cost(i64 noundef 7), !dbg !626
  %464 = load i32, i32* @s14, align 4, !dbg !628, !tbaa !60
  %465 = sub nsw i32 %464, 3, !dbg !628
  store i32 %465, i32* @s14, align 4, !dbg !628, !tbaa !60
  %466 = load i32, i32* @s1, align 4, !dbg !629, !tbaa !60
  %467 = add nsw i32 %466, 1, !dbg !629
  store i32 %467, i32* @s1, align 4, !dbg !629, !tbaa !60
  br label %468, !dbg !630

468:                                              ; preds = %463, %460, %457, %454
  %469 = load i32, i32* @s2, align 4, !dbg !631, !tbaa !60
  %470 = icmp sle i32 %469, 1, !dbg !633
  br i1 %470, label %471, label %483, !dbg !634

471:                                              ; preds = %468
  call void @__wcet_cost(i64 noundef 5), !dbg !635
  %472 = load i32, i32* @s11, align 4, !dbg !637, !tbaa !60
  %473 = add nsw i32 %472, 2, !dbg !637
  store i32 %473, i32* @s11, align 4, !dbg !637, !tbaa !60
  %474 = load i32, i32* @s6, align 4, !dbg !638, !tbaa !60
  %475 = icmp slt i32 %474, 2, !dbg !640
  br i1 %475, label %476, label %482, !dbg !641

476:                                              ; preds = %471
  %477 = load i32, i32* @s3, align 4, !dbg !642, !tbaa !60
  %478 = icmp sle i32 %477, 0, !dbg !643
  br i1 %478, label %479, label %482, !dbg !644

479:                                              ; preds = %476
  call void @__wcet_cost(i64 noundef 3), !dbg !645
  %480 = load i32, i32* @s0, align 4, !dbg !647, !tbaa !60
  %481 = add nsw i32 %480, 2, !dbg !647
  store i32 %481, i32* @s0, align 4, !dbg !647, !tbaa !60
  br label %482, !dbg !648

482:                                              ; preds = %479, %476, %471
  br label %483, !dbg !649

483:                                              ; preds = %482, %468
  %484 = load i32, i32* @s10, align 4, !dbg !650, !tbaa !60
  %485 = icmp slt i32 %484, 1, !dbg !652
  br i1 %485, label %486, label %490, !dbg !653

486:                                              ; preds = %483
  %487 = load i32, i32* @s9, align 4, !dbg !654, !tbaa !60
  %488 = icmp slt i32 %487, 3, !dbg !655
  br i1 %488, label %489, label %490, !dbg !656

489:                                              ; preds = %486
  call void @__wcet_cost(i64 noundef 2), !dbg !657
  store i32 0, i32* @s15, align 4, !dbg !659, !tbaa !60
  br label %490, !dbg !660

490:                                              ; preds = %489, %486, %483
  %491 = load i32, i32* @s10, align 4, !dbg !661, !tbaa !60
  %492 = icmp slt i32 %491, 2, !dbg !663
  br i1 %492, label %493, label %502, !dbg !664

493:                                              ; preds = %490
  %494 = load i32, i32* @s9, align 4, !dbg !665, !tbaa !60
  %495 = icmp ne i32 %494, 0, !dbg !666
  br i1 %495, label %496, label %502, !dbg !667

496:                                              ; preds = %493
  %497 = load i32, i32* @s0, align 4, !dbg !668, !tbaa !60
  %498 = icmp sle i32 %497, 2, !dbg !669
  br i1 %498, label %499, label %502, !dbg !670

499:                                              ; preds = %496
  call void @__wcet_cost(i64 noundef 4), !dbg !671
  %500 = load i32, i32* @s7, align 4, !dbg !673, !tbaa !60
  %501 = add nsw i32 %500, 2, !dbg !673
  store i32 %501, i32* @s7, align 4, !dbg !673, !tbaa !60
  br label %502, !dbg !674

502:                                              ; preds = %499, %496, %493, %490
  %503 = load i32, i32* @s6, align 4, !dbg !675, !tbaa !60
  %504 = icmp sgt i32 %503, 1, !dbg !677
  br i1 %504, label %505, label %516, !dbg !678

505:                                              ; preds = %502
  %506 = load i32, i32* @s10, align 4, !dbg !679, !tbaa !60
  %507 = icmp eq i32 %506, 3, !dbg !680
  br i1 %507, label %508, label %516, !dbg !681

508:                                              ; preds = %505
  %509 = load i32, i32* @s4, align 4, !dbg !682, !tbaa !60
  %510 = icmp ne i32 %509, 2, !dbg !683
  br i1 %510, label %511, label %516, !dbg !684

511:                                              ; preds = %508
  call void @__wcet_cost(i64 noundef 4), !dbg !685
  %512 = load i32, i32* @s6, align 4, !dbg !687, !tbaa !60
  %513 = sub nsw i32 %512, 2, !dbg !687
  store i32 %513, i32* @s6, align 4, !dbg !687, !tbaa !60
  %514 = load i32, i32* @s7, align 4, !dbg !688, !tbaa !60
  %515 = add nsw i32 %514, 1, !dbg !688
  store i32 %515, i32* @s7, align 4, !dbg !688, !tbaa !60
  br label %516, !dbg !689

516:                                              ; preds = %511, %508, %505, %502
  %517 = load i32, i32* @s7, align 4, !dbg !690, !tbaa !60
  %518 = icmp sle i32 %517, 1, !dbg !692
  br i1 %518, label %519, label %526, !dbg !693

519:                                              ; preds = %516
  %520 = load i32, i32* @s11, align 4, !dbg !694, !tbaa !60
  %521 = icmp sge i32 %520, 0, !dbg !695
  br i1 %521, label %522, label %526, !dbg !696

522:                                              ; preds = %519
  %523 = load i32, i32* @s10, align 4, !dbg !697, !tbaa !60
  %524 = icmp ne i32 %523, 0, !dbg !698
  br i1 %524, label %525, label %526, !dbg !699

525:                                              ; preds = %522
  call void @__wcet_cost(i64 noundef 4), !dbg !700
  store i32 3, i32* @s13, align 4, !dbg !702, !tbaa !60
  br label %526, !dbg !703

526:                                              ; preds = %525, %522, %519, %516
  %527 = load i32, i32* @s10, align 4, !dbg !704, !tbaa !60
  %528 = icmp sgt i32 %527, 3, !dbg !706
  br i1 %528, label %529, label %539, !dbg !707

529:                                              ; preds = %526
  %530 = load i32, i32* @s7, align 4, !dbg !708, !tbaa !60
  %531 = icmp sgt i32 %530, 1, !dbg !709
  br i1 %531, label %532, label %539, !dbg !710

532:                                              ; preds = %529
  call void @__wcet_cost(i64 noundef 8), !dbg !711
  %533 = load i32, i32* @s10, align 4, !dbg !713, !tbaa !60
  %534 = sub nsw i32 %533, 4, !dbg !713
  store i32 %534, i32* @s10, align 4, !dbg !713, !tbaa !60
  %535 = load i32, i32* @s7, align 4, !dbg !714, !tbaa !60
  %536 = sub nsw i32 %535, 2, !dbg !714
  store i32 %536, i32* @s7, align 4, !dbg !714, !tbaa !60
  store i32 0, i32* @s15, align 4, !dbg !715, !tbaa !60
  %537 = load i32, i32* @s5, align 4, !dbg !716, !tbaa !60
  %538 = add nsw i32 %537, 1, !dbg !716
  store i32 %538, i32* @s5, align 4, !dbg !716, !tbaa !60
  br label %539, !dbg !717

539:                                              ; preds = %532, %529, %526
  %540 = load i32, i32* @s4, align 4, !dbg !718, !tbaa !60
  %541 = icmp sge i32 %540, 2, !dbg !720
  br i1 %541, label %542, label %551, !dbg !721

542:                                              ; preds = %539
  %543 = load i32, i32* @s7, align 4, !dbg !722, !tbaa !60
  %544 = icmp sle i32 %543, 0, !dbg !723
  br i1 %544, label %545, label %551, !dbg !724

545:                                              ; preds = %542
  %546 = load i32, i32* @s14, align 4, !dbg !725, !tbaa !60
  %547 = icmp sle i32 %546, 2, !dbg !726
  br i1 %547, label %548, label %551, !dbg !727

548:                                              ; preds = %545
  call void @__wcet_cost(i64 noundef 3), !dbg !728
  %549 = load i32, i32* @s4, align 4, !dbg !730, !tbaa !60
  %550 = sub nsw i32 %549, 2, !dbg !730
  store i32 %550, i32* @s4, align 4, !dbg !730, !tbaa !60
  store i32 1, i32* @s1, align 4, !dbg !731, !tbaa !60
  br label %551, !dbg !732

551:                                              ; preds = %548, %545, %542, %539
  %552 = load i32, i32* @s1, align 4, !dbg !733, !tbaa !60
  %553 = icmp eq i32 %552, 2, !dbg !735
  br i1 %553, label %554, label %560, !dbg !736

554:                                              ; preds = %551
  %555 = load i32, i32* @s5, align 4, !dbg !737, !tbaa !60
  %556 = icmp sle i32 %555, 1, !dbg !738
  br i1 %556, label %557, label %560, !dbg !739

557:                                              ; preds = %554
  call void @__wcet_cost(i64 noundef 3), !dbg !740
  %558 = load i32, i32* @s12, align 4, !dbg !742, !tbaa !60
  %559 = add nsw i32 %558, 1, !dbg !742
  store i32 %559, i32* @s12, align 4, !dbg !742, !tbaa !60
  br label %560, !dbg !743

560:                                              ; preds = %557, %554, %551
  %561 = load i32, i32* @s8, align 4, !dbg !744, !tbaa !60
  %562 = icmp slt i32 %561, 1, !dbg !746
  br i1 %562, label %563, label %576, !dbg !747

563:                                              ; preds = %560
  %564 = load i32, i32* @s4, align 4, !dbg !748, !tbaa !60
  %565 = icmp sgt i32 %564, 1, !dbg !749
  br i1 %565, label %566, label %576, !dbg !750

566:                                              ; preds = %563
  %567 = load i32, i32* @s11, align 4, !dbg !751, !tbaa !60
  %568 = icmp sge i32 %567, 1, !dbg !752
  br i1 %568, label %569, label %576, !dbg !753

569:                                              ; preds = %566
  call void @__wcet_cost(i64 noundef 5), !dbg !754
  %570 = load i32, i32* @s4, align 4, !dbg !756, !tbaa !60
  %571 = sub nsw i32 %570, 2, !dbg !756
  store i32 %571, i32* @s4, align 4, !dbg !756, !tbaa !60
  %572 = load i32, i32* @s11, align 4, !dbg !757, !tbaa !60
  %573 = sub nsw i32 %572, 1, !dbg !757
  store i32 %573, i32* @s11, align 4, !dbg !757, !tbaa !60
  %574 = load i32, i32* @s10, align 4, !dbg !758, !tbaa !60
  %575 = add nsw i32 %574, 1, !dbg !758
  store i32 %575, i32* @s10, align 4, !dbg !758, !tbaa !60
  store i32 3, i32* @s3, align 4, !dbg !759, !tbaa !60
  br label %576, !dbg !760

576:                                              ; preds = %569, %566, %563, %560
  %577 = load i32, i32* @s11, align 4, !dbg !761, !tbaa !60
  %578 = icmp sgt i32 %577, 3, !dbg !763
  br i1 %578, label %579, label %587, !dbg !764

579:                                              ; preds = %576
  %580 = load i32, i32* @s3, align 4, !dbg !765, !tbaa !60
  %581 = icmp eq i32 %580, 2, !dbg !766
  br i1 %581, label %582, label %587, !dbg !767

582:                                              ; preds = %579
  call void @__wcet_cost(i64 noundef 2), !dbg !768
  %583 = load i32, i32* @s11, align 4, !dbg !770, !tbaa !60
  %584 = sub nsw i32 %583, 4, !dbg !770
  store i32 %584, i32* @s11, align 4, !dbg !770, !tbaa !60
  %585 = load i32, i32* @s8, align 4, !dbg !771, !tbaa !60
  %586 = add nsw i32 %585, 1, !dbg !771
  store i32 %586, i32* @s8, align 4, !dbg !771, !tbaa !60
  br label %587, !dbg !772

587:                                              ; preds = %582, %579, %576
  %588 = load i32, i32* @s11, align 4, !dbg !773, !tbaa !60
  %589 = icmp eq i32 %588, 0, !dbg !775
  br i1 %589, label %590, label %598, !dbg !776

590:                                              ; preds = %587
  %591 = load i32, i32* @s13, align 4, !dbg !777, !tbaa !60
  %592 = icmp sle i32 %591, 3, !dbg !778
  br i1 %592, label %593, label %598, !dbg !779

593:                                              ; preds = %590
  call void @__wcet_cost(i64 noundef 9), !dbg !780
  %594 = load i32, i32* @s8, align 4, !dbg !782, !tbaa !60
  %595 = add nsw i32 %594, 1, !dbg !782
  store i32 %595, i32* @s8, align 4, !dbg !782, !tbaa !60
  %596 = load i32, i32* @s14, align 4, !dbg !783, !tbaa !60
  %597 = add nsw i32 %596, 1, !dbg !783
  store i32 %597, i32* @s14, align 4, !dbg !783, !tbaa !60
  br label %598, !dbg !784

598:                                              ; preds = %593, %590, %587
  %599 = load i32, i32* @s5, align 4, !dbg !785, !tbaa !60
  %600 = icmp eq i32 %599, 1, !dbg !787
  br i1 %600, label %601, label %618, !dbg !788

601:                                              ; preds = %598
  call void @__wcet_cost(i64 noundef 2), !dbg !789
  %602 = load i32, i32* @s11, align 4, !dbg !791, !tbaa !60
  %603 = add nsw i32 %602, 1, !dbg !791
  store i32 %603, i32* @s11, align 4, !dbg !791, !tbaa !60
  %604 = load i32, i32* @s8, align 4, !dbg !792, !tbaa !60
  %605 = add nsw i32 %604, 1, !dbg !792
  store i32 %605, i32* @s8, align 4, !dbg !792, !tbaa !60
  %606 = load i32, i32* @s10, align 4, !dbg !793, !tbaa !60
  %607 = icmp eq i32 %606, 2, !dbg !795
  br i1 %607, label %608, label %617, !dbg !796

608:                                              ; preds = %601
  %609 = load i32, i32* @s7, align 4, !dbg !797, !tbaa !60
  %610 = icmp sge i32 %609, 1, !dbg !798
  br i1 %610, label %611, label %617, !dbg !799

611:                                              ; preds = %608
  %612 = load i32, i32* @s6, align 4, !dbg !800, !tbaa !60
  %613 = icmp ne i32 %612, 1, !dbg !801
  br i1 %613, label %614, label %617, !dbg !802

614:                                              ; preds = %611
  call void @__wcet_cost(i64 noundef 5), !dbg !803
  %615 = load i32, i32* @s7, align 4, !dbg !805, !tbaa !60
  %616 = sub nsw i32 %615, 1, !dbg !805
  store i32 %616, i32* @s7, align 4, !dbg !805, !tbaa !60
  store i32 3, i32* @s13, align 4, !dbg !806, !tbaa !60
  br label %617, !dbg !807

617:                                              ; preds = %614, %611, %608, %601
  br label %618, !dbg !808

618:                                              ; preds = %617, %598
  %619 = load i32, i32* @s10, align 4, !dbg !809, !tbaa !60
  %620 = icmp sgt i32 %619, 2, !dbg !811
  br i1 %620, label %621, label %628, !dbg !812

621:                                              ; preds = %618
  call void @__wcet_cost(i64 noundef 2), !dbg !813
  %622 = load i32, i32* @s10, align 4, !dbg !815, !tbaa !60
  %623 = sub nsw i32 %622, 3, !dbg !815
  store i32 %623, i32* @s10, align 4, !dbg !815, !tbaa !60
  %624 = load i32, i32* @s15, align 4, !dbg !816, !tbaa !60
  %625 = add nsw i32 %624, 1, !dbg !816
  store i32 %625, i32* @s15, align 4, !dbg !816, !tbaa !60
  %626 = load i32, i32* @s6, align 4, !dbg !817, !tbaa !60
  %627 = add nsw i32 %626, 2, !dbg !817
  store i32 %627, i32* @s6, align 4, !dbg !817, !tbaa !60
  br label %628, !dbg !818

628:                                              ; preds = %621, %618
  %629 = load i32, i32* @s4, align 4, !dbg !819, !tbaa !60
  %630 = icmp sge i32 %629, 0, !dbg !821
  br i1 %630, label %631, label %640, !dbg !822

631:                                              ; preds = %628
  call void @__wcet_cost(i64 noundef 7), !dbg !823
  %632 = load i32, i32* @s7, align 4, !dbg !825, !tbaa !60
  %633 = add nsw i32 %632, 1, !dbg !825
  store i32 %633, i32* @s7, align 4, !dbg !825, !tbaa !60
  %634 = load i32, i32* @s10, align 4, !dbg !826, !tbaa !60
  %635 = add nsw i32 %634, 1, !dbg !826
  store i32 %635, i32* @s10, align 4, !dbg !826, !tbaa !60
  %636 = load i32, i32* @s9, align 4, !dbg !827, !tbaa !60
  %637 = icmp slt i32 %636, 0, !dbg !829
  br i1 %637, label %638, label %639, !dbg !830

638:                                              ; preds = %631
  call void @__wcet_cost(i64 noundef 1), !dbg !831
  store i32 1, i32* @s10, align 4, !dbg !833, !tbaa !60
  br label %639, !dbg !834

639:                                              ; preds = %638, %631
  br label %640, !dbg !835

640:                                              ; preds = %639, %628
  %641 = load i32, i32* @s9, align 4, !dbg !836, !tbaa !60
  %642 = icmp sgt i32 %641, 1, !dbg !838
  br i1 %642, label %643, label %648, !dbg !839

643:                                              ; preds = %640
  call void @__wcet_cost(i64 noundef 8), !dbg !840
  %644 = load i32, i32* @s9, align 4, !dbg !842, !tbaa !60
  %645 = sub nsw i32 %644, 2, !dbg !842
  store i32 %645, i32* @s9, align 4, !dbg !842, !tbaa !60
  store i32 0, i32* @s5, align 4, !dbg !843, !tbaa !60
  %646 = load i32, i32* @s8, align 4, !dbg !844, !tbaa !60
  %647 = add nsw i32 %646, 2, !dbg !844
  store i32 %647, i32* @s8, align 4, !dbg !844, !tbaa !60
  br label %648, !dbg !845

648:                                              ; preds = %643, %640
  %649 = load i32, i32* @s4, align 4, !dbg !846, !tbaa !60
  %650 = icmp sle i32 %649, 2, !dbg !848
  br i1 %650, label %651, label %654, !dbg !849

651:                                              ; preds = %648
  call void @__wcet_cost(i64 noundef 1), !dbg !850
  %652 = load i32, i32* @s8, align 4, !dbg !852, !tbaa !60
  %653 = add nsw i32 %652, 1, !dbg !852
  store i32 %653, i32* @s8, align 4, !dbg !852, !tbaa !60
  br label %654, !dbg !853

654:                                              ; preds = %651, %648
  %655 = load i32, i32* @s5, align 4, !dbg !854, !tbaa !60
  %656 = icmp slt i32 %655, 1, !dbg !856
  br i1 %656, label %657, label %660, !dbg !857

657:                                              ; preds = %654
  call void @__wcet_cost(i64 noundef 2), !dbg !858
  %658 = load i32, i32* @s1, align 4, !dbg !860, !tbaa !60
  %659 = add nsw i32 %658, 1, !dbg !860
  store i32 %659, i32* @s1, align 4, !dbg !860, !tbaa !60
  br label %660, !dbg !861

660:                                              ; preds = %657, %654
  %661 = load i32, i32* @s12, align 4, !dbg !862, !tbaa !60
  %662 = icmp sle i32 %661, 1, !dbg !864
  br i1 %662, label %663, label %670, !dbg !865

663:                                              ; preds = %660
  call void @__wcet_cost(i64 noundef 7), !dbg !866
  store i32 0, i32* @s4, align 4, !dbg !868, !tbaa !60
  %664 = load i32, i32* @s10, align 4, !dbg !869, !tbaa !60
  %665 = icmp slt i32 %664, 1, !dbg !871
  br i1 %665, label %666, label %669, !dbg !872

666:                                              ; preds = %663
  call void @__wcet_cost(i64 noundef 5), !dbg !873
  %667 = load i32, i32* @s14, align 4, !dbg !875, !tbaa !60
  %668 = add nsw i32 %667, 2, !dbg !875
  store i32 %668, i32* @s14, align 4, !dbg !875, !tbaa !60
  br label %669, !dbg !876

669:                                              ; preds = %666, %663
  br label %670, !dbg !877

670:                                              ; preds = %669, %660
  %671 = load i32, i32* @s10, align 4, !dbg !878, !tbaa !60
  %672 = icmp slt i32 %671, 1, !dbg !880
  br i1 %672, label %673, label %677, !dbg !881

673:                                              ; preds = %670
  %674 = load i32, i32* @s14, align 4, !dbg !882, !tbaa !60
  %675 = icmp eq i32 %674, 1, !dbg !883
  br i1 %675, label %676, label %677, !dbg !884

676:                                              ; preds = %673
  call void @__wcet_cost(i64 noundef 5), !dbg !885
  store i32 2, i32* @s4, align 4, !dbg !887, !tbaa !60
  store i32 0, i32* @s3, align 4, !dbg !888, !tbaa !60
  br label %677, !dbg !889

677:                                              ; preds = %676, %673, %670
  %678 = load i32, i32* @s1, align 4, !dbg !890, !tbaa !60
  %679 = icmp sgt i32 %678, 0, !dbg !892
  br i1 %679, label %680, label %691, !dbg !893

680:                                              ; preds = %677
  %681 = load i32, i32* @s0, align 4, !dbg !894, !tbaa !60
  %682 = icmp ne i32 %681, 3, !dbg !895
  br i1 %682, label %683, label %691, !dbg !896

683:                                              ; preds = %680
  %684 = load i32, i32* @s2, align 4, !dbg !897, !tbaa !60
  %685 = icmp sle i32 %684, 2, !dbg !898
  br i1 %685, label %686, label %691, !dbg !899

686:                                              ; preds = %683
  call void @__wcet_cost(i64 noundef 9), !dbg !900
  %687 = load i32, i32* @s1, align 4, !dbg !902, !tbaa !60
  %688 = sub nsw i32 %687, 1, !dbg !902
  store i32 %688, i32* @s1, align 4, !dbg !902, !tbaa !60
  %689 = load i32, i32* @s13, align 4, !dbg !903, !tbaa !60
  %690 = add nsw i32 %689, 2, !dbg !903
  store i32 %690, i32* @s13, align 4, !dbg !903, !tbaa !60
  br label %691, !dbg !904

691:                                              ; preds = %686, %683, %680, %677
  %692 = load i32, i32* @s4, align 4, !dbg !905, !tbaa !60
  %693 = icmp sge i32 %692, 1, !dbg !907
  br i1 %693, label %694, label %717, !dbg !908

694:                                              ; preds = %691
  %695 = load i32, i32* @s3, align 4, !dbg !909, !tbaa !60
  %696 = icmp eq i32 %695, 3, !dbg !910
  br i1 %696, label %697, label %717, !dbg !911

697:                                              ; preds = %694
  %698 = load i32, i32* @s2, align 4, !dbg !912, !tbaa !60
  %699 = icmp sge i32 %698, 2, !dbg !913
  br i1 %699, label %700, label %717, !dbg !914

700:                                              ; preds = %697
  call void @__wcet_cost(i64 noundef 1), !dbg !915
  %701 = load i32, i32* @s4, align 4, !dbg !917, !tbaa !60
  %702 = sub nsw i32 %701, 1, !dbg !917
  store i32 %702, i32* @s4, align 4, !dbg !917, !tbaa !60
  %703 = load i32, i32* @s2, align 4, !dbg !918, !tbaa !60
  %704 = sub nsw i32 %703, 2, !dbg !918
  store i32 %704, i32* @s2, align 4, !dbg !918, !tbaa !60
  store i32 2, i32* @s5, align 4, !dbg !919, !tbaa !60
  %705 = load i32, i32* @s12, align 4, !dbg !920, !tbaa !60
  %706 = icmp slt i32 %705, 3, !dbg !922
  br i1 %706, label %707, label %716, !dbg !923

707:                                              ; preds = %700
  %708 = load i32, i32* @s4, align 4, !dbg !924, !tbaa !60
  %709 = icmp sge i32 %708, 0, !dbg !925
  br i1 %709, label %710, label %716, !dbg !926

710:                                              ; preds = %707
  %711 = load i32, i32* @s11, align 4, !dbg !927, !tbaa !60
  %712 = icmp sle i32 %711, 0, !dbg !928
  br i1 %712, label %713, label %716, !dbg !929

713:                                              ; preds = %710
  call void @__wcet_cost(i64 noundef 9), !dbg !930
  %714 = load i32, i32* @s13, align 4, !dbg !932, !tbaa !60
  %715 = add nsw i32 %714, 1, !dbg !932
  store i32 %715, i32* @s13, align 4, !dbg !932, !tbaa !60
  br label %716, !dbg !933

716:                                              ; preds = %713, %710, %707, %700
  br label %717, !dbg !934

717:                                              ; preds = %716, %697, %694, %691
  %718 = load i32, i32* @s6, align 4, !dbg !935, !tbaa !60
  %719 = icmp sge i32 %718, 1, !dbg !937
  br i1 %719, label %720, label %733, !dbg !938

720:                                              ; preds = %717
  %721 = load i32, i32* @s11, align 4, !dbg !939, !tbaa !60
  %722 = icmp sgt i32 %721, 3, !dbg !940
  br i1 %722, label %723, label %733, !dbg !941

723:                                              ; preds = %720
  %724 = load i32, i32* @s12, align 4, !dbg !942, !tbaa !60
  %725 = icmp eq i32 %724, 1, !dbg !943
  br i1 %725, label %726, label %733, !dbg !944

726:                                              ; preds = %723
  call void @__wcet_cost(i64 noundef 2), !dbg !945
  %727 = load i32, i32* @s6, align 4, !dbg !947, !tbaa !60
  %728 = sub nsw i32 %727, 1, !dbg !947
  store i32 %728, i32* @s6, align 4, !dbg !947, !tbaa !60
  %729 = load i32, i32* @s11, align 4, !dbg !948, !tbaa !60
  %730 = sub nsw i32 %729, 4, !dbg !948
  store i32 %730, i32* @s11, align 4, !dbg !948, !tbaa !60
  %731 = load i32, i32* @s14, align 4, !dbg !949, !tbaa !60
  %732 = add nsw i32 %731, 1, !dbg !949
  store i32 %732, i32* @s14, align 4, !dbg !949, !tbaa !60
  br label %733, !dbg !950

733:                                              ; preds = %726, %723, %720, %717
  %734 = load i32, i32* @s12, align 4, !dbg !951, !tbaa !60
  %735 = icmp slt i32 %734, 1, !dbg !953
  br i1 %735, label %736, label %746, !dbg !954

736:                                              ; preds = %733
  %737 = load i32, i32* @s15, align 4, !dbg !955, !tbaa !60
  %738 = icmp eq i32 %737, 1, !dbg !956
  br i1 %738, label %739, label %746, !dbg !957

739:                                              ; preds = %736
  call void @__wcet_cost(i64 noundef 8), !dbg !958
  store i32 2, i32* @s9, align 4, !dbg !960, !tbaa !60
  %740 = load i32, i32* @s5, align 4, !dbg !961, !tbaa !60
  %741 = icmp eq i32 %740, 0, !dbg !963
  br i1 %741, label %742, label %745, !dbg !964

742:                                              ; preds = %739
  call void @__wcet_cost(i64 noundef 2), !dbg !965
  %743 = load i32, i32* @s11, align 4, !dbg !967, !tbaa !60
  %744 = add nsw i32 %743, 2, !dbg !967
  store i32 %744, i32* @s11, align 4, !dbg !967, !tbaa !60
  br label %745, !dbg !968

745:                                              ; preds = %742, %739
  br label %746, !dbg !969

746:                                              ; preds = %745, %736, %733
  %747 = load i32, i32* @s10, align 4, !dbg !970, !tbaa !60
  %748 = icmp sgt i32 %747, 1, !dbg !972
  br i1 %748, label %749, label %762, !dbg !973

749:                                              ; preds = %746
  %750 = load i32, i32* @s13, align 4, !dbg !974, !tbaa !60
  %751 = icmp eq i32 %750, 0, !dbg !975
  br i1 %751, label %752, label %762, !dbg !976

752:                                              ; preds = %749
  %753 = load i32, i32* @s15, align 4, !dbg !977, !tbaa !60
  %754 = icmp ne i32 %753, 3, !dbg !978
  br i1 %754, label %755, label %762, !dbg !979

755:                                              ; preds = %752
  call void @__wcet_cost(i64 noundef 5), !dbg !980
  %756 = load i32, i32* @s10, align 4, !dbg !982, !tbaa !60
  %757 = sub nsw i32 %756, 2, !dbg !982
  store i32 %757, i32* @s10, align 4, !dbg !982, !tbaa !60
  %758 = load i32, i32* @s7, align 4, !dbg !983, !tbaa !60
  %759 = add nsw i32 %758, 1, !dbg !983
  store i32 %759, i32* @s7, align 4, !dbg !983, !tbaa !60
  %760 = load i32, i32* @s4, align 4, !dbg !984, !tbaa !60
  %761 = add nsw i32 %760, 1, !dbg !984
  store i32 %761, i32* @s4, align 4, !dbg !984, !tbaa !60
  br label %762, !dbg !985

762:                                              ; preds = %755, %752, %749, %746
  %763 = load i32, i32* @s0, align 4, !dbg !986, !tbaa !60
  %764 = icmp sge i32 %763, 3, !dbg !988
  br i1 %764, label %765, label %770, !dbg !989

765:                                              ; preds = %762
  call void @__wcet_cost(i64 noundef 4), !dbg !990
  %766 = load i32, i32* @s0, align 4, !dbg !992, !tbaa !60
  %767 = sub nsw i32 %766, 3, !dbg !992
  store i32 %767, i32* @s0, align 4, !dbg !992, !tbaa !60
  %768 = load i32, i32* @s11, align 4, !dbg !993, !tbaa !60
  %769 = add nsw i32 %768, 2, !dbg !993
  store i32 %769, i32* @s11, align 4, !dbg !993, !tbaa !60
  br label %770, !dbg !994

770:                                              ; preds = %765, %762
  %771 = load i32, i32* @s5, align 4, !dbg !995, !tbaa !60
  %772 = icmp ne i32 %771, 1, !dbg !997
  br i1 %772, label %773, label %779, !dbg !998

773:                                              ; preds = %770
  %774 = load i32, i32* @s0, align 4, !dbg !999, !tbaa !60
  %775 = icmp eq i32 %774, 0, !dbg !1000
  br i1 %775, label %776, label %779, !dbg !1001

776:                                              ; preds = %773
  call void @__wcet_cost(i64 noundef 3), !dbg !1002
  %777 = load i32, i32* @s13, align 4, !dbg !1004, !tbaa !60
  %778 = add nsw i32 %777, 2, !dbg !1004
  store i32 %778, i32* @s13, align 4, !dbg !1004, !tbaa !60
  br label %779, !dbg !1005

779:                                              ; preds = %776, %773, %770
  %780 = load i32, i32* @s13, align 4, !dbg !1006, !tbaa !60
  %781 = icmp sgt i32 %780, 1, !dbg !1008
  br i1 %781, label %782, label %794, !dbg !1009

782:                                              ; preds = %779
  %783 = load i32, i32* @s1, align 4, !dbg !1010, !tbaa !60
  %784 = icmp sgt i32 %783, 0, !dbg !1011
  br i1 %784, label %785, label %794, !dbg !1012

785:                                              ; preds = %782
  call void @__wcet_cost(i64 noundef 3), !dbg !1013
  %786 = load i32, i32* @s13, align 4, !dbg !1015, !tbaa !60
  %787 = sub nsw i32 %786, 2, !dbg !1015
  store i32 %787, i32* @s13, align 4, !dbg !1015, !tbaa !60
  %788 = load i32, i32* @s1, align 4, !dbg !1016, !tbaa !60
  %789 = sub nsw i32 %788, 1, !dbg !1016
  store i32 %789, i32* @s1, align 4, !dbg !1016, !tbaa !60
  %790 = load i32, i32* @s7, align 4, !dbg !1017, !tbaa !60
  %791 = add nsw i32 %790, 1, !dbg !1017
  store i32 %791, i32* @s7, align 4, !dbg !1017, !tbaa !60
  %792 = load i32, i32* @s8, align 4, !dbg !1018, !tbaa !60
  %793 = add nsw i32 %792, 2, !dbg !1018
  store i32 %793, i32* @s8, align 4, !dbg !1018, !tbaa !60
  br label %794, !dbg !1019

794:                                              ; preds = %785, %782, %779
  %795 = load i32, i32* @s14, align 4, !dbg !1020, !tbaa !60
  %796 = icmp sle i32 %795, 2, !dbg !1022
  br i1 %796, label %797, label %816, !dbg !1023

797:                                              ; preds = %794
  call void @__wcet_cost(i64 noundef 5), !dbg !1024
  %798 = load i32, i32* @s11, align 4, !dbg !1026, !tbaa !60
  %799 = add nsw i32 %798, 2, !dbg !1026
  store i32 %799, i32* @s11, align 4, !dbg !1026, !tbaa !60
  %800 = load i32, i32* @s5, align 4, !dbg !1027, !tbaa !60
  %801 = icmp slt i32 %800, 1, !dbg !1029
  br i1 %801, label %802, label %815, !dbg !1030

802:                                              ; preds = %797
  %803 = load i32, i32* @s6, align 4, !dbg !1031, !tbaa !60
  %804 = icmp sgt i32 %803, 0, !dbg !1032
  br i1 %804, label %805, label %815, !dbg !1033

805:                                              ; preds = %802
  %806 = load i32, i32* @s14, align 4, !dbg !1034, !tbaa !60
  %807 = icmp ne i32 %806, 3, !dbg !1035
  br i1 %807, label %808, label %815, !dbg !1036

808:                                              ; preds = %805
  call void @__wcet_cost(i64 noundef 1), !dbg !1037
  %809 = load i32, i32* @s6, align 4, !dbg !1039, !tbaa !60
  %810 = sub nsw i32 %809, 1, !dbg !1039
  store i32 %810, i32* @s6, align 4, !dbg !1039, !tbaa !60
  %811 = load i32, i32* @s4, align 4, !dbg !1040, !tbaa !60
  %812 = add nsw i32 %811, 2, !dbg !1040
  store i32 %812, i32* @s4, align 4, !dbg !1040, !tbaa !60
  %813 = load i32, i32* @s13, align 4, !dbg !1041, !tbaa !60
  %814 = add nsw i32 %813, 1, !dbg !1041
  store i32 %814, i32* @s13, align 4, !dbg !1041, !tbaa !60
  br label %815, !dbg !1042

815:                                              ; preds = %808, %805, %802, %797
  br label %816, !dbg !1043

816:                                              ; preds = %815, %794
  %817 = load i32, i32* @s13, align 4, !dbg !1044, !tbaa !60
  %818 = icmp sgt i32 %817, 2, !dbg !1046
  br i1 %818, label %819, label %824, !dbg !1047

819:                                              ; preds = %816
  call void @__wcet_cost(i64 noundef 1), !dbg !1048
  %820 = load i32, i32* @s13, align 4, !dbg !1050, !tbaa !60
  %821 = sub nsw i32 %820, 3, !dbg !1050
  store i32 %821, i32* @s13, align 4, !dbg !1050, !tbaa !60
  %822 = load i32, i32* @s2, align 4, !dbg !1051, !tbaa !60
  %823 = add nsw i32 %822, 1, !dbg !1051
  store i32 %823, i32* @s2, align 4, !dbg !1051, !tbaa !60
  store i32 2, i32* @s15, align 4, !dbg !1052, !tbaa !60
  br label %824, !dbg !1053

824:                                              ; preds = %819, %816
  %825 = load i32, i32* @s13, align 4, !dbg !1054, !tbaa !60
  %826 = icmp slt i32 %825, 1, !dbg !1056
  br i1 %826, label %827, label %830, !dbg !1057

827:                                              ; preds = %824
  call void @__wcet_cost(i64 noundef 5), !dbg !1058
  %828 = load i32, i32* @s1, align 4, !dbg !1060, !tbaa !60
  %829 = add nsw i32 %828, 1, !dbg !1060
  store i32 %829, i32* @s1, align 4, !dbg !1060, !tbaa !60
  br label %830, !dbg !1061

830:                                              ; preds = %827, %824
  %831 = load i32, i32* @s2, align 4, !dbg !1062, !tbaa !60
  %832 = icmp sgt i32 %831, 0, !dbg !1064
  br i1 %832, label %833, label %844, !dbg !1065

833:                                              ; preds = %830
  %834 = load i32, i32* @s13, align 4, !dbg !1066, !tbaa !60
  %835 = icmp slt i32 %834, 1, !dbg !1067
  br i1 %835, label %836, label %844, !dbg !1068

836:                                              ; preds = %833
  %837 = load i32, i32* @s7, align 4, !dbg !1069, !tbaa !60
  %838 = icmp sge i32 %837, 2, !dbg !1070
  br i1 %838, label %839, label %844, !dbg !1071

839:                                              ; preds = %836
  call void @__wcet_cost(i64 noundef 7), !dbg !1072
  %840 = load i32, i32* @s2, align 4, !dbg !1074, !tbaa !60
  %841 = sub nsw i32 %840, 1, !dbg !1074
  store i32 %841, i32* @s2, align 4, !dbg !1074, !tbaa !60
  %842 = load i32, i32* @s7, align 4, !dbg !1075, !tbaa !60
  %843 = sub nsw i32 %842, 2, !dbg !1075
  store i32 %843, i32* @s7, align 4, !dbg !1075, !tbaa !60
  store i32 3, i32* @s5, align 4, !dbg !1076, !tbaa !60
  br label %844, !dbg !1077

844:                                              ; preds = %839, %836, %833, %830
  %845 = load i32, i32* @s14, align 4, !dbg !1078, !tbaa !60
  %846 = icmp eq i32 %845, 1, !dbg !1080
  br i1 %846, label %847, label %856, !dbg !1081

847:                                              ; preds = %844
  %848 = load i32, i32* @s4, align 4, !dbg !1082, !tbaa !60
  %849 = icmp sle i32 %848, 0, !dbg !1083
  br i1 %849, label %850, label %856, !dbg !1084

850:                                              ; preds = %847
  %851 = load i32, i32* @s7, align 4, !dbg !1085, !tbaa !60
  %852 = icmp slt i32 %851, 2, !dbg !1086
  br i1 %852, label %853, label %856, !dbg !1087

853:                                              ; preds = %850
  call void @__wcet_cost(i64 noundef 2), !dbg !1088
  %854 = load i32, i32* @s0, align 4, !dbg !1090, !tbaa !60
  %855 = add nsw i32 %854, 1, !dbg !1090
  store i32 %855, i32* @s0, align 4, !dbg !1090, !tbaa !60
  br label %856, !dbg !1091

856:                                              ; preds = %853, %850, %847, %844
  %857 = load i32, i32* @s4, align 4, !dbg !1092, !tbaa !60
  %858 = icmp eq i32 %857, 0, !dbg !1094
  br i1 %858, label %859, label %868, !dbg !1095

859:                                              ; preds = %856
  %860 = load i32, i32* @s12, align 4, !dbg !1096, !tbaa !60
  %861 = icmp slt i32 %860, 1, !dbg !1097
  br i1 %861, label %862, label %868, !dbg !1098

862:                                              ; preds = %859
  %863 = load i32, i32* @s6, align 4, !dbg !1099, !tbaa !60
  %864 = icmp sgt i32 %863, 2, !dbg !1100
  br i1 %864, label %865, label %868, !dbg !1101

865:                                              ; preds = %862
  call void @__wcet_cost(i64 noundef 4), !dbg !1102
  %866 = load i32, i32* @s6, align 4, !dbg !1104, !tbaa !60
  %867 = sub nsw i32 %866, 3, !dbg !1104
  store i32 %867, i32* @s6, align 4, !dbg !1104, !tbaa !60
  store i32 1, i32* @s1, align 4, !dbg !1105, !tbaa !60
  store i32 2, i32* @s15, align 4, !dbg !1106, !tbaa !60
  br label %868, !dbg !1107

868:                                              ; preds = %865, %862, %859, %856
  %869 = load i32, i32* @s13, align 4, !dbg !1108, !tbaa !60
  %870 = icmp eq i32 %869, 2, !dbg !1110
  br i1 %870, label %871, label %874, !dbg !1111

871:                                              ; preds = %868
  call void @__wcet_cost(i64 noundef 2), !dbg !1112
  %872 = load i32, i32* @s11, align 4, !dbg !1114, !tbaa !60
  %873 = add nsw i32 %872, 1, !dbg !1114
  store i32 %873, i32* @s11, align 4, !dbg !1114, !tbaa !60
  br label %874, !dbg !1115

874:                                              ; preds = %871, %868
  %875 = load i32, i32* @s3, align 4, !dbg !1116, !tbaa !60
  %876 = icmp ne i32 %875, 3, !dbg !1118
  br i1 %876, label %877, label %885, !dbg !1119

877:                                              ; preds = %874
  %878 = load i32, i32* @s6, align 4, !dbg !1120, !tbaa !60
  %879 = icmp sgt i32 %878, 2, !dbg !1121
  br i1 %879, label %880, label %885, !dbg !1122

880:                                              ; preds = %877
  call void @__wcet_cost(i64 noundef 7), !dbg !1123
  %881 = load i32, i32* @s6, align 4, !dbg !1125, !tbaa !60
  %882 = sub nsw i32 %881, 3, !dbg !1125
  store i32 %882, i32* @s6, align 4, !dbg !1125, !tbaa !60
  %883 = load i32, i32* @s0, align 4, !dbg !1126, !tbaa !60
  %884 = add nsw i32 %883, 1, !dbg !1126
  store i32 %884, i32* @s0, align 4, !dbg !1126, !tbaa !60
  br label %885, !dbg !1127

885:                                              ; preds = %880, %877, %874
  %886 = load i32, i32* @s5, align 4, !dbg !1128, !tbaa !60
  %887 = icmp ne i32 %886, 1, !dbg !1130
  br i1 %887, label %888, label %889, !dbg !1131

888:                                              ; preds = %885
  call void @__wcet_cost(i64 noundef 5), !dbg !1132
  store i32 1, i32* @s15, align 4, !dbg !1134, !tbaa !60
  store i32 1, i32* @s0, align 4, !dbg !1135, !tbaa !60
  br label %889, !dbg !1136

889:                                              ; preds = %888, %885
  %890 = load i32, i32* @s9, align 4, !dbg !1137, !tbaa !60
  %891 = icmp eq i32 %890, 0, !dbg !1139
  br i1 %891, label %892, label %899, !dbg !1140

892:                                              ; preds = %889
  %893 = load i32, i32* @s12, align 4, !dbg !1141, !tbaa !60
  %894 = icmp eq i32 %893, 3, !dbg !1142
  br i1 %894, label %895, label %899, !dbg !1143

895:                                              ; preds = %892
  %896 = load i32, i32* @s13, align 4, !dbg !1144, !tbaa !60
  %897 = icmp sle i32 %896, 0, !dbg !1145
  br i1 %897, label %898, label %899, !dbg !1146

898:                                              ; preds = %895
  call void @__wcet_cost(i64 noundef 1), !dbg !1147
  store i32 1, i32* @s10, align 4, !dbg !1149, !tbaa !60
  br label %899, !dbg !1150

899:                                              ; preds = %898, %895, %892, %889
  %900 = load i32, i32* @s13, align 4, !dbg !1151, !tbaa !60
  %901 = icmp slt i32 %900, 2, !dbg !1153
  br i1 %901, label %902, label %905, !dbg !1154

902:                                              ; preds = %899
  call void @__wcet_cost(i64 noundef 2), !dbg !1155
  %903 = load i32, i32* @s10, align 4, !dbg !1157, !tbaa !60
  %904 = add nsw i32 %903, 1, !dbg !1157
  store i32 %904, i32* @s10, align 4, !dbg !1157, !tbaa !60
  br label %905, !dbg !1158

905:                                              ; preds = %902, %899
  %906 = load i32, i32* @s12, align 4, !dbg !1159, !tbaa !60
  %907 = icmp ne i32 %906, 2, !dbg !1161
  br i1 %907, label %908, label %921, !dbg !1162

908:                                              ; preds = %905
  %909 = load i32, i32* @s7, align 4, !dbg !1163, !tbaa !60
  %910 = icmp sgt i32 %909, 3, !dbg !1164
  br i1 %910, label %911, label %921, !dbg !1165

911:                                              ; preds = %908
  %912 = load i32, i32* @s9, align 4, !dbg !1166, !tbaa !60
  %913 = icmp sgt i32 %912, 3, !dbg !1167
  br i1 %913, label %914, label %921, !dbg !1168

914:                                              ; preds = %911
  call void @__wcet_cost(i64 noundef 6), !dbg !1169
  %915 = load i32, i32* @s7, align 4, !dbg !1171, !tbaa !60
  %916 = sub nsw i32 %915, 4, !dbg !1171
  store i32 %916, i32* @s7, align 4, !dbg !1171, !tbaa !60
  %917 = load i32, i32* @s9, align 4, !dbg !1172, !tbaa !60
  %918 = sub nsw i32 %917, 4, !dbg !1172
  store i32 %918, i32* @s9, align 4, !dbg !1172, !tbaa !60
  %919 = load i32, i32* @s13, align 4, !dbg !1173, !tbaa !60
  %920 = add nsw i32 %919, 2, !dbg !1173
  store i32 %920, i32* @s13, align 4, !dbg !1173, !tbaa !60
  br label %921, !dbg !1174

921:                                              ; preds = %914, %911, %908, %905
  %922 = load i32, i32* @s8, align 4, !dbg !1175, !tbaa !60
  %923 = icmp sle i32 %922, 0, !dbg !1177
  br i1 %923, label %924, label %927, !dbg !1178

924:                                              ; preds = %921
  call void @__wcet_cost(i64 noundef 8), !dbg !1179
  %925 = load i32, i32* @s12, align 4, !dbg !1181, !tbaa !60
  %926 = add nsw i32 %925, 2, !dbg !1181
  store i32 %926, i32* @s12, align 4, !dbg !1181, !tbaa !60
  br label %927, !dbg !1182

927:                                              ; preds = %924, %921
  %928 = load i32, i32* @s5, align 4, !dbg !1183, !tbaa !60
  %929 = icmp eq i32 %928, 0, !dbg !1185
  br i1 %929, label %930, label %933, !dbg !1186

930:                                              ; preds = %927
  call void @__wcet_cost(i64 noundef 7), !dbg !1187
  %931 = load i32, i32* @s1, align 4, !dbg !1189, !tbaa !60
  %932 = add nsw i32 %931, 2, !dbg !1189
  store i32 %932, i32* @s1, align 4, !dbg !1189, !tbaa !60
  br label %933, !dbg !1190

933:                                              ; preds = %930, %927
  %934 = load i32, i32* @s10, align 4, !dbg !1191, !tbaa !60
  %935 = icmp sle i32 %934, 0, !dbg !1193
  br i1 %935, label %936, label %941, !dbg !1194

936:                                              ; preds = %933
  call void @__wcet_cost(i64 noundef 8), !dbg !1195
  %937 = load i32, i32* @s4, align 4, !dbg !1197, !tbaa !60
  %938 = add nsw i32 %937, 1, !dbg !1197
  store i32 %938, i32* @s4, align 4, !dbg !1197, !tbaa !60
  %939 = load i32, i32* @s5, align 4, !dbg !1198, !tbaa !60
  %940 = add nsw i32 %939, 2, !dbg !1198
  store i32 %940, i32* @s5, align 4, !dbg !1198, !tbaa !60
  br label %941, !dbg !1199

941:                                              ; preds = %936, %933
  %942 = load i32, i32* @s2, align 4, !dbg !1200, !tbaa !60
  %943 = icmp eq i32 %942, 1, !dbg !1202
  br i1 %943, label %944, label %947, !dbg !1203

944:                                              ; preds = %941
  call void @__wcet_cost(i64 noundef 2), !dbg !1204
  %945 = load i32, i32* @s6, align 4, !dbg !1206, !tbaa !60
  %946 = add nsw i32 %945, 2, !dbg !1206
  store i32 %946, i32* @s6, align 4, !dbg !1206, !tbaa !60
  br label %947, !dbg !1207

947:                                              ; preds = %944, %941
  %948 = load i32, i32* @s9, align 4, !dbg !1208, !tbaa !60
  %949 = icmp sge i32 %948, 2, !dbg !1210
  br i1 %949, label %950, label %961, !dbg !1211

950:                                              ; preds = %947
  %951 = load i32, i32* @s7, align 4, !dbg !1212, !tbaa !60
  %952 = icmp sle i32 %951, 0, !dbg !1213
  br i1 %952, label %953, label %961, !dbg !1214

953:                                              ; preds = %950
  %954 = load i32, i32* @s2, align 4, !dbg !1215, !tbaa !60
  %955 = icmp ne i32 %954, 0, !dbg !1216
  br i1 %955, label %956, label %961, !dbg !1217

956:                                              ; preds = %953
  call void @__wcet_cost(i64 noundef 5), !dbg !1218
  %957 = load i32, i32* @s9, align 4, !dbg !1220, !tbaa !60
  %958 = sub nsw i32 %957, 2, !dbg !1220
  store i32 %958, i32* @s9, align 4, !dbg !1220, !tbaa !60
  %959 = load i32, i32* @s15, align 4, !dbg !1221, !tbaa !60
  %960 = add nsw i32 %959, 1, !dbg !1221
  store i32 %960, i32* @s15, align 4, !dbg !1221, !tbaa !60
  br label %961, !dbg !1222

961:                                              ; preds = %956, %953, %950, %947
  %962 = load i32, i32* @s12, align 4, !dbg !1223, !tbaa !60
  %963 = icmp ne i32 %962, 2, !dbg !1225
  br i1 %963, label %964, label %981, !dbg !1226

964:                                              ; preds = %961
  %965 = load i32, i32* @s3, align 4, !dbg !1227, !tbaa !60
  %966 = icmp sge i32 %965, 2, !dbg !1228
  br i1 %966, label %967, label %981, !dbg !1229

967:                                              ; preds = %964
  %968 = load i32, i32* @s0, align 4, !dbg !1230, !tbaa !60
  %969 = icmp sle i32 %968, 0, !dbg !1231
  br i1 %969, label %970, label %981, !dbg !1232

970:                                              ; preds = %967
  call void @__wcet_cost(i64 noundef 2), !dbg !1233
  %971 = load i32, i32* @s3, align 4, !dbg !1235, !tbaa !60
  %972 = sub nsw i32 %971, 2, !dbg !1235
  store i32 %972, i32* @s3, align 4, !dbg !1235, !tbaa !60
  %973 = load i32, i32* @s13, align 4, !dbg !1236, !tbaa !60
  %974 = add nsw i32 %973, 1, !dbg !1236
  store i32 %974, i32* @s13, align 4, !dbg !1236, !tbaa !60
  %975 = load i32, i32* @s8, align 4, !dbg !1237, !tbaa !60
  %976 = icmp sle i32 %975, 2, !dbg !1239
  br i1 %976, label %977, label %980, !dbg !1240

977:                                              ; preds = %970
  call void @__wcet_cost(i64 noundef 1), !dbg !1241
  store i32 2, i32* @s7, align 4, !dbg !1243, !tbaa !60
  %978 = load i32, i32* @s2, align 4, !dbg !1244, !tbaa !60
  %979 = add nsw i32 %978, 2, !dbg !1244
  store i32 %979, i32* @s2, align 4, !dbg !1244, !tbaa !60
  br label %980, !dbg !1245

980:                                              ; preds = %977, %970
  br label %981, !dbg !1246

981:                                              ; preds = %980, %967, %964, %961
  %982 = load i32, i32* @s2, align 4, !dbg !1247, !tbaa !60
  %983 = icmp sge i32 %982, 3, !dbg !1249
  br i1 %983, label %984, label %999, !dbg !1250

984:                                              ; preds = %981
  %985 = load i32, i32* @s9, align 4, !dbg !1251, !tbaa !60
  %986 = icmp sgt i32 %985, 1, !dbg !1252
  br i1 %986, label %987, label %999, !dbg !1253

987:                                              ; preds = %984
  %988 = load i32, i32* @s13, align 4, !dbg !1254, !tbaa !60
  %989 = icmp ne i32 %988, 2, !dbg !1255
  br i1 %989, label %990, label %999, !dbg !1256

990:                                              ; preds = %987
  call void @__wcet_cost(i64 noundef 4), !dbg !1257
  %991 = load i32, i32* @s2, align 4, !dbg !1259, !tbaa !60
  %992 = sub nsw i32 %991, 3, !dbg !1259
  store i32 %992, i32* @s2, align 4, !dbg !1259, !tbaa !60
  %993 = load i32, i32* @s9, align 4, !dbg !1260, !tbaa !60
  %994 = sub nsw i32 %993, 2, !dbg !1260
  store i32 %994, i32* @s9, align 4, !dbg !1260, !tbaa !60
  %995 = load i32, i32* @s0, align 4, !dbg !1261, !tbaa !60
  %996 = add nsw i32 %995, 1, !dbg !1261
  store i32 %996, i32* @s0, align 4, !dbg !1261, !tbaa !60
  %997 = load i32, i32* @s3, align 4, !dbg !1262, !tbaa !60
  %998 = add nsw i32 %997, 2, !dbg !1262
  store i32 %998, i32* @s3, align 4, !dbg !1262, !tbaa !60
  br label %999, !dbg !1263

999:                                              ; preds = %990, %987, %984, %981
  %1000 = load i32, i32* @s15, align 4, !dbg !1264, !tbaa !60
  %1001 = icmp ne i32 %1000, 0, !dbg !1266
  br i1 %1001, label %1002, label %1011, !dbg !1267

1002:                                             ; preds = %999
  %1003 = load i32, i32* @s1, align 4, !dbg !1268, !tbaa !60
  %1004 = icmp ne i32 %1003, 0, !dbg !1269
  br i1 %1004, label %1005, label %1011, !dbg !1270

1005:                                             ; preds = %1002
  %1006 = load i32, i32* @s9, align 4, !dbg !1271, !tbaa !60
  %1007 = icmp sle i32 %1006, 0, !dbg !1272
  br i1 %1007, label %1008, label %1011, !dbg !1273

1008:                                             ; preds = %1005
  call void @__wcet_cost(i64 noundef 8), !dbg !1274
  %1009 = load i32, i32* @s11, align 4, !dbg !1276, !tbaa !60
  %1010 = add nsw i32 %1009, 2, !dbg !1276
  store i32 %1010, i32* @s11, align 4, !dbg !1276, !tbaa !60
  store i32 3, i32* @s10, align 4, !dbg !1277, !tbaa !60
  br label %1011, !dbg !1278

1011:                                             ; preds = %1008, %1005, %1002, %999
  %1012 = load i32, i32* @s5, align 4, !dbg !1279, !tbaa !60
  %1013 = icmp sle i32 %1012, 2, !dbg !1281
  br i1 %1013, label %1014, label %1024, !dbg !1282

1014:                                             ; preds = %1011
  %1015 = load i32, i32* @s10, align 4, !dbg !1283, !tbaa !60
  %1016 = icmp sge i32 %1015, 2, !dbg !1284
  br i1 %1016, label %1017, label %1024, !dbg !1285

1017:                                             ; preds = %1014
  call void @__wcet_cost(i64 noundef 1), !dbg !1286
  %1018 = load i32, i32* @s10, align 4, !dbg !1288, !tbaa !60
  %1019 = sub nsw i32 %1018, 2, !dbg !1288
  store i32 %1019, i32* @s10, align 4, !dbg !1288, !tbaa !60
  %1020 = load i32, i32* @s6, align 4, !dbg !1289, !tbaa !60
  %1021 = add nsw i32 %1020, 2, !dbg !1289
  store i32 %1021, i32* @s6, align 4, !dbg !1289, !tbaa !60
  %1022 = load i32, i32* @s11, align 4, !dbg !1290, !tbaa !60
  %1023 = add nsw i32 %1022, 1, !dbg !1290
  store i32 %1023, i32* @s11, align 4, !dbg !1290, !tbaa !60
  br label %1024, !dbg !1291

1024:                                             ; preds = %1017, %1014, %1011
  %1025 = load i32, i32* @s9, align 4, !dbg !1292, !tbaa !60
  %1026 = icmp ne i32 %1025, 3, !dbg !1294
  br i1 %1026, label %1027, label %1032, !dbg !1295

1027:                                             ; preds = %1024
  call void @__wcet_cost(i64 noundef 3), !dbg !1296
  %1028 = load i32, i32* @s13, align 4, !dbg !1298, !tbaa !60
  %1029 = add nsw i32 %1028, 1, !dbg !1298
  store i32 %1029, i32* @s13, align 4, !dbg !1298, !tbaa !60
  %1030 = load i32, i32* @s1, align 4, !dbg !1299, !tbaa !60
  %1031 = add nsw i32 %1030, 2, !dbg !1299
  store i32 %1031, i32* @s1, align 4, !dbg !1299, !tbaa !60
  br label %1032, !dbg !1300

1032:                                             ; preds = %1027, %1024
  %1033 = load i32, i32* @s10, align 4, !dbg !1301, !tbaa !60
  %1034 = icmp sle i32 %1033, 0, !dbg !1303
  br i1 %1034, label %1035, label %1040, !dbg !1304

1035:                                             ; preds = %1032
  call void @__wcet_cost(i64 noundef 1), !dbg !1305
  %1036 = load i32, i32* @s13, align 4, !dbg !1307, !tbaa !60
  %1037 = add nsw i32 %1036, 2, !dbg !1307
  store i32 %1037, i32* @s13, align 4, !dbg !1307, !tbaa !60
  %1038 = load i32, i32* @s15, align 4, !dbg !1308, !tbaa !60
  %1039 = add nsw i32 %1038, 1, !dbg !1308
  store i32 %1039, i32* @s15, align 4, !dbg !1308, !tbaa !60
  br label %1040, !dbg !1309

1040:                                             ; preds = %1035, %1032
  %1041 = load i32, i32* @s14, align 4, !dbg !1310, !tbaa !60
  %1042 = icmp sgt i32 %1041, 2, !dbg !1312
  br i1 %1042, label %1043, label %1048, !dbg !1313

1043:                                             ; preds = %1040
  call void @__wcet_cost(i64 noundef 3), !dbg !1314
  %1044 = load i32, i32* @s14, align 4, !dbg !1316, !tbaa !60
  %1045 = sub nsw i32 %1044, 3, !dbg !1316
  store i32 %1045, i32* @s14, align 4, !dbg !1316, !tbaa !60
  store i32 2, i32* @s15, align 4, !dbg !1317, !tbaa !60
  %1046 = load i32, i32* @s0, align 4, !dbg !1318, !tbaa !60
  %1047 = add nsw i32 %1046, 1, !dbg !1318
  store i32 %1047, i32* @s0, align 4, !dbg !1318, !tbaa !60
  br label %1048, !dbg !1319

1048:                                             ; preds = %1043, %1040
  %1049 = load i32, i32* @s4, align 4, !dbg !1320, !tbaa !60
  %1050 = icmp sgt i32 %1049, 0, !dbg !1322
  br i1 %1050, label %1051, label %1056, !dbg !1323

1051:                                             ; preds = %1048
  call void @__wcet_cost(i64 noundef 3), !dbg !1324
  %1052 = load i32, i32* @s4, align 4, !dbg !1326, !tbaa !60
  %1053 = sub nsw i32 %1052, 1, !dbg !1326
  store i32 %1053, i32* @s4, align 4, !dbg !1326, !tbaa !60
  %1054 = load i32, i32* @s11, align 4, !dbg !1327, !tbaa !60
  %1055 = add nsw i32 %1054, 1, !dbg !1327
  store i32 %1055, i32* @s11, align 4, !dbg !1327, !tbaa !60
  br label %1056, !dbg !1328

1056:                                             ; preds = %1051, %1048
  %1057 = load i32, i32* @s15, align 4, !dbg !1329, !tbaa !60
  %1058 = icmp ne i32 %1057, 1, !dbg !1331
  br i1 %1058, label %1059, label %1070, !dbg !1332

1059:                                             ; preds = %1056
  %1060 = load i32, i32* @s13, align 4, !dbg !1333, !tbaa !60
  %1061 = icmp slt i32 %1060, 1, !dbg !1334
  br i1 %1061, label %1062, label %1070, !dbg !1335

1062:                                             ; preds = %1059
  %1063 = load i32, i32* @s14, align 4, !dbg !1336, !tbaa !60
  %1064 = icmp sge i32 %1063, 2, !dbg !1337
  br i1 %1064, label %1065, label %1070, !dbg !1338

1065:                                             ; preds = %1062
  call void @__wcet_cost(i64 noundef 1), !dbg !1339
  %1066 = load i32, i32* @s14, align 4, !dbg !1341, !tbaa !60
  %1067 = sub nsw i32 %1066, 2, !dbg !1341
  store i32 %1067, i32* @s14, align 4, !dbg !1341, !tbaa !60
  store i32 1, i32* @s2, align 4, !dbg !1342, !tbaa !60
  %1068 = load i32, i32* @s1, align 4, !dbg !1343, !tbaa !60
  %1069 = add nsw i32 %1068, 1, !dbg !1343
  store i32 %1069, i32* @s1, align 4, !dbg !1343, !tbaa !60
  br label %1070, !dbg !1344

1070:                                             ; preds = %1065, %1062, %1059, %1056
  %1071 = load i32, i32* @s4, align 4, !dbg !1345, !tbaa !60
  %1072 = icmp sle i32 %1071, 3, !dbg !1347
  br i1 %1072, label %1073, label %1080, !dbg !1348

1073:                                             ; preds = %1070
  %1074 = load i32, i32* @s6, align 4, !dbg !1349, !tbaa !60
  %1075 = icmp eq i32 %1074, 1, !dbg !1350
  br i1 %1075, label %1076, label %1080, !dbg !1351

1076:                                             ; preds = %1073
  %1077 = load i32, i32* @s12, align 4, !dbg !1352, !tbaa !60
  %1078 = icmp eq i32 %1077, 3, !dbg !1353
  br i1 %1078, label %1079, label %1080, !dbg !1354

1079:                                             ; preds = %1076
  call void @__wcet_cost(i64 noundef 2), !dbg !1355
  store i32 3, i32* @s0, align 4, !dbg !1357, !tbaa !60
  br label %1080, !dbg !1358

1080:                                             ; preds = %1079, %1076, %1073, %1070
  %1081 = load i32, i32* @s12, align 4, !dbg !1359, !tbaa !60
  %1082 = icmp eq i32 %1081, 2, !dbg !1361
  br i1 %1082, label %1083, label %1098, !dbg !1362

1083:                                             ; preds = %1080
  %1084 = load i32, i32* @s14, align 4, !dbg !1363, !tbaa !60
  %1085 = icmp sgt i32 %1084, 3, !dbg !1364
  br i1 %1085, label %1086, label %1098, !dbg !1365

1086:                                             ; preds = %1083
  %1087 = load i32, i32* @s4, align 4, !dbg !1366, !tbaa !60
  %1088 = icmp sgt i32 %1087, 3, !dbg !1367
  br i1 %1088, label %1089, label %1098, !dbg !1368

1089:                                             ; preds = %1086
  call void @__wcet_cost(i64 noundef 6), !dbg !1369
  %1090 = load i32, i32* @s14, align 4, !dbg !1371, !tbaa !60
  %1091 = sub nsw i32 %1090, 4, !dbg !1371
  store i32 %1091, i32* @s14, align 4, !dbg !1371, !tbaa !60
  %1092 = load i32, i32* @s4, align 4, !dbg !1372, !tbaa !60
  %1093 = sub nsw i32 %1092, 4, !dbg !1372
  store i32 %1093, i32* @s4, align 4, !dbg !1372, !tbaa !60
  %1094 = load i32, i32* @s1, align 4, !dbg !1373, !tbaa !60
  %1095 = add nsw i32 %1094, 2, !dbg !1373
  store i32 %1095, i32* @s1, align 4, !dbg !1373, !tbaa !60
  %1096 = load i32, i32* @s6, align 4, !dbg !1374, !tbaa !60
  %1097 = add nsw i32 %1096, 2, !dbg !1374
  store i32 %1097, i32* @s6, align 4, !dbg !1374, !tbaa !60
  br label %1098, !dbg !1375

1098:                                             ; preds = %1089, %1086, %1083, %1080
  %1099 = load i32, i32* @s11, align 4, !dbg !1376, !tbaa !60
  %1100 = icmp sgt i32 %1099, 2, !dbg !1378
  br i1 %1100, label %1101, label %1109, !dbg !1379

1101:                                             ; preds = %1098
  %1102 = load i32, i32* @s15, align 4, !dbg !1380, !tbaa !60
  %1103 = icmp slt i32 %1102, 1, !dbg !1381
  br i1 %1103, label %1104, label %1109, !dbg !1382

1104:                                             ; preds = %1101
  call void @__wcet_cost(i64 noundef 8), !dbg !1383
  %1105 = load i32, i32* @s11, align 4, !dbg !1385, !tbaa !60
  %1106 = sub nsw i32 %1105, 3, !dbg !1385
  store i32 %1106, i32* @s11, align 4, !dbg !1385, !tbaa !60
  store i32 0, i32* @s1, align 4, !dbg !1386, !tbaa !60
  %1107 = load i32, i32* @s0, align 4, !dbg !1387, !tbaa !60
  %1108 = add nsw i32 %1107, 1, !dbg !1387
  store i32 %1108, i32* @s0, align 4, !dbg !1387, !tbaa !60
  br label %1109, !dbg !1388

1109:                                             ; preds = %1104, %1101, %1098
  %1110 = load i32, i32* @s2, align 4, !dbg !1389, !tbaa !60
  %1111 = icmp eq i32 %1110, 1, !dbg !1391
  br i1 %1111, label %1112, label %1129, !dbg !1392

1112:                                             ; preds = %1109
  call void @__wcet_cost(i64 noundef 5), !dbg !1393
  store i32 2, i32* @s12, align 4, !dbg !1395, !tbaa !60
  store i32 3, i32* @s7, align 4, !dbg !1396, !tbaa !60
  %1113 = load i32, i32* @s11, align 4, !dbg !1397, !tbaa !60
  %1114 = icmp sgt i32 %1113, 0, !dbg !1399
  br i1 %1114, label %1115, label %1128, !dbg !1400

1115:                                             ; preds = %1112
  %1116 = load i32, i32* @s5, align 4, !dbg !1401, !tbaa !60
  %1117 = icmp ne i32 %1116, 2, !dbg !1402
  br i1 %1117, label %1118, label %1128, !dbg !1403

1118:                                             ; preds = %1115
  %1119 = load i32, i32* @s6, align 4, !dbg !1404, !tbaa !60
  %1120 = icmp ne i32 %1119, 0, !dbg !1405
  br i1 %1120, label %1121, label %1128, !dbg !1406

1121:                                             ; preds = %1118
  call void @__wcet_cost(i64 noundef 8), !dbg !1407
  %1122 = load i32, i32* @s11, align 4, !dbg !1409, !tbaa !60
  %1123 = sub nsw i32 %1122, 1, !dbg !1409
  store i32 %1123, i32* @s11, align 4, !dbg !1409, !tbaa !60
  %1124 = load i32, i32* @s4, align 4, !dbg !1410, !tbaa !60
  %1125 = add nsw i32 %1124, 1, !dbg !1410
  store i32 %1125, i32* @s4, align 4, !dbg !1410, !tbaa !60
  %1126 = load i32, i32* @s1, align 4, !dbg !1411, !tbaa !60
  %1127 = add nsw i32 %1126, 2, !dbg !1411
  store i32 %1127, i32* @s1, align 4, !dbg !1411, !tbaa !60
  br label %1128, !dbg !1412

1128:                                             ; preds = %1121, %1118, %1115, %1112
  br label %1129, !dbg !1413

1129:                                             ; preds = %1128, %1109
  %1130 = load i32, i32* @s2, align 4, !dbg !1414, !tbaa !60
  %1131 = icmp eq i32 %1130, 0, !dbg !1416
  br i1 %1131, label %1132, label %1141, !dbg !1417

1132:                                             ; preds = %1129
  %1133 = load i32, i32* @s9, align 4, !dbg !1418, !tbaa !60
  %1134 = icmp slt i32 %1133, 1, !dbg !1419
  br i1 %1134, label %1135, label %1141, !dbg !1420

1135:                                             ; preds = %1132
  %1136 = load i32, i32* @s8, align 4, !dbg !1421, !tbaa !60
  %1137 = icmp ne i32 %1136, 0, !dbg !1422
  br i1 %1137, label %1138, label %1141, !dbg !1423

1138:                                             ; preds = %1135
  call void @__wcet_cost(i64 noundef 9), !dbg !1424
  store i32 3, i32* @s7, align 4, !dbg !1426, !tbaa !60
  %1139 = load i32, i32* @s15, align 4, !dbg !1427, !tbaa !60
  %1140 = add nsw i32 %1139, 1, !dbg !1427
  store i32 %1140, i32* @s15, align 4, !dbg !1427, !tbaa !60
  br label %1141, !dbg !1428

1141:                                             ; preds = %1138, %1135, %1132, %1129
  %1142 = load i32, i32* @s13, align 4, !dbg !1429, !tbaa !60
  %1143 = icmp ne i32 %1142, 0, !dbg !1431
  br i1 %1143, label %1144, label %1149, !dbg !1432

1144:                                             ; preds = %1141
  call void @__wcet_cost(i64 noundef 5), !dbg !1433
  %1145 = load i32, i32* @s7, align 4, !dbg !1435, !tbaa !60
  %1146 = add nsw i32 %1145, 2, !dbg !1435
  store i32 %1146, i32* @s7, align 4, !dbg !1435, !tbaa !60
  %1147 = load i32, i32* @s0, align 4, !dbg !1436, !tbaa !60
  %1148 = add nsw i32 %1147, 1, !dbg !1436
  store i32 %1148, i32* @s0, align 4, !dbg !1436, !tbaa !60
  br label %1149, !dbg !1437

1149:                                             ; preds = %1144, %1141
  %1150 = load i32, i32* @s9, align 4, !dbg !1438, !tbaa !60
  %1151 = icmp sge i32 %1150, 0, !dbg !1440
  br i1 %1151, label %1152, label %1158, !dbg !1441

1152:                                             ; preds = %1149
  %1153 = load i32, i32* @s11, align 4, !dbg !1442, !tbaa !60
  %1154 = icmp ne i32 %1153, 2, !dbg !1443
  br i1 %1154, label %1155, label %1158, !dbg !1444

1155:                                             ; preds = %1152
  call void @__wcet_cost(i64 noundef 3), !dbg !1445
  %1156 = load i32, i32* @s1, align 4, !dbg !1447, !tbaa !60
  %1157 = add nsw i32 %1156, 1, !dbg !1447
  store i32 %1157, i32* @s1, align 4, !dbg !1447, !tbaa !60
  br label %1158, !dbg !1448

1158:                                             ; preds = %1155, %1152, %1149
  %1159 = load i32, i32* @s0, align 4, !dbg !1449, !tbaa !60
  %1160 = icmp sle i32 %1159, 1, !dbg !1451
  br i1 %1160, label %1161, label %1164, !dbg !1452

1161:                                             ; preds = %1158
  call void @__wcet_cost(i64 noundef 9), !dbg !1453
  %1162 = load i32, i32* @s13, align 4, !dbg !1455, !tbaa !60
  %1163 = add nsw i32 %1162, 2, !dbg !1455
  store i32 %1163, i32* @s13, align 4, !dbg !1455, !tbaa !60
  br label %1164, !dbg !1456

1164:                                             ; preds = %1161, %1158
  %1165 = load i32, i32* @s0, align 4, !dbg !1457, !tbaa !60
  %1166 = icmp slt i32 %1165, 1, !dbg !1459
  br i1 %1166, label %1167, label %1168, !dbg !1460

1167:                                             ; preds = %1164
  call void @__wcet_cost(i64 noundef 2), !dbg !1461
  store i32 0, i32* @s6, align 4, !dbg !1463, !tbaa !60
  br label %1168, !dbg !1464

1168:                                             ; preds = %1167, %1164
  %1169 = load i32, i32* @s0, align 4, !dbg !1465, !tbaa !60
  %1170 = icmp ne i32 %1169, 3, !dbg !1467
  br i1 %1170, label %1171, label %1175, !dbg !1468

1171:                                             ; preds = %1168
  %1172 = load i32, i32* @s13, align 4, !dbg !1469, !tbaa !60
  %1173 = icmp eq i32 %1172, 1, !dbg !1470
  br i1 %1173, label %1174, label %1175, !dbg !1471

1174:                                             ; preds = %1171
  call void @__wcet_cost(i64 noundef 4), !dbg !1472
  store i32 2, i32* @s6, align 4, !dbg !1474, !tbaa !60
  br label %1175, !dbg !1475

1175:                                             ; preds = %1174, %1171, %1168
  %1176 = load i32, i32* @s6, align 4, !dbg !1476, !tbaa !60
  %1177 = icmp sgt i32 %1176, 1, !dbg !1478
  br i1 %1177, label %1178, label %1193, !dbg !1479

1178:                                             ; preds = %1175
  %1179 = load i32, i32* @s4, align 4, !dbg !1480, !tbaa !60
  %1180 = icmp sgt i32 %1179, 0, !dbg !1481
  br i1 %1180, label %1181, label %1193, !dbg !1482

1181:                                             ; preds = %1178
  %1182 = load i32, i32* @s7, align 4, !dbg !1483, !tbaa !60
  %1183 = icmp sgt i32 %1182, 0, !dbg !1484
  br i1 %1183, label %1184, label %1193, !dbg !1485

1184:                                             ; preds = %1181
  call void @__wcet_cost(i64 noundef 8), !dbg !1486
  %1185 = load i32, i32* @s6, align 4, !dbg !1488, !tbaa !60
  %1186 = sub nsw i32 %1185, 2, !dbg !1488
  store i32 %1186, i32* @s6, align 4, !dbg !1488, !tbaa !60
  %1187 = load i32, i32* @s4, align 4, !dbg !1489, !tbaa !60
  %1188 = sub nsw i32 %1187, 1, !dbg !1489
  store i32 %1188, i32* @s4, align 4, !dbg !1489, !tbaa !60
  %1189 = load i32, i32* @s7, align 4, !dbg !1490, !tbaa !60
  %1190 = sub nsw i32 %1189, 1, !dbg !1490
  store i32 %1190, i32* @s7, align 4, !dbg !1490, !tbaa !60
  %1191 = load i32, i32* @s3, align 4, !dbg !1491, !tbaa !60
  %1192 = add nsw i32 %1191, 2, !dbg !1491
  store i32 %1192, i32* @s3, align 4, !dbg !1491, !tbaa !60
  br label %1193, !dbg !1492

1193:                                             ; preds = %1184, %1181, %1178, %1175
  %1194 = load i32, i32* @s13, align 4, !dbg !1493, !tbaa !60
  %1195 = icmp ne i32 %1194, 3, !dbg !1495
  br i1 %1195, label %1196, label %1199, !dbg !1496

1196:                                             ; preds = %1193
  call void @__wcet_cost(i64 noundef 8), !dbg !1497
  %1197 = load i32, i32* @s7, align 4, !dbg !1499, !tbaa !60
  %1198 = add nsw i32 %1197, 2, !dbg !1499
  store i32 %1198, i32* @s7, align 4, !dbg !1499, !tbaa !60
  br label %1199, !dbg !1500

1199:                                             ; preds = %1196, %1193
  %1200 = load i32, i32* @s6, align 4, !dbg !1501, !tbaa !60
  %1201 = icmp sge i32 %1200, 0, !dbg !1503
  br i1 %1201, label %1202, label %1205, !dbg !1504

1202:                                             ; preds = %1199
  call void @__wcet_cost(i64 noundef 3), !dbg !1505
  %1203 = load i32, i32* @s9, align 4, !dbg !1507, !tbaa !60
  %1204 = add nsw i32 %1203, 2, !dbg !1507
  store i32 %1204, i32* @s9, align 4, !dbg !1507, !tbaa !60
  br label %1205, !dbg !1508

1205:                                             ; preds = %1202, %1199
  %1206 = load i32, i32* @s7, align 4, !dbg !1509, !tbaa !60
  %1207 = icmp sle i32 %1206, 1, !dbg !1511
  br i1 %1207, label %1208, label %1213, !dbg !1512

1208:                                             ; preds = %1205
  call void @__wcet_cost(i64 noundef 7), !dbg !1513
  %1209 = load i32, i32* @s0, align 4, !dbg !1515, !tbaa !60
  %1210 = add nsw i32 %1209, 1, !dbg !1515
  store i32 %1210, i32* @s0, align 4, !dbg !1515, !tbaa !60
  %1211 = load i32, i32* @s12, align 4, !dbg !1516, !tbaa !60
  %1212 = add nsw i32 %1211, 2, !dbg !1516
  store i32 %1212, i32* @s12, align 4, !dbg !1516, !tbaa !60
  br label %1213, !dbg !1517

1213:                                             ; preds = %1208, %1205
  %1214 = load i32, i32* @s8, align 4, !dbg !1518, !tbaa !60
  %1215 = icmp sge i32 %1214, 0, !dbg !1520
  br i1 %1215, label %1216, label %1222, !dbg !1521

1216:                                             ; preds = %1213
  %1217 = load i32, i32* @s10, align 4, !dbg !1522, !tbaa !60
  %1218 = icmp eq i32 %1217, 1, !dbg !1523
  br i1 %1218, label %1219, label %1222, !dbg !1524

1219:                                             ; preds = %1216
  call void @__wcet_cost(i64 noundef 5), !dbg !1525
  store i32 3, i32* @s11, align 4, !dbg !1527, !tbaa !60
  %1220 = load i32, i32* @s1, align 4, !dbg !1528, !tbaa !60
  %1221 = add nsw i32 %1220, 2, !dbg !1528
  store i32 %1221, i32* @s1, align 4, !dbg !1528, !tbaa !60
  br label %1222, !dbg !1529

1222:                                             ; preds = %1219, %1216, %1213
  %1223 = load i32, i32* @s1, align 4, !dbg !1530, !tbaa !60
  %1224 = icmp eq i32 %1223, 3, !dbg !1532
  br i1 %1224, label %1225, label %1233, !dbg !1533

1225:                                             ; preds = %1222
  %1226 = load i32, i32* @s14, align 4, !dbg !1534, !tbaa !60
  %1227 = icmp eq i32 %1226, 2, !dbg !1535
  br i1 %1227, label %1228, label %1233, !dbg !1536

1228:                                             ; preds = %1225
  call void @__wcet_cost(i64 noundef 1), !dbg !1537
  %1229 = load i32, i32* @s13, align 4, !dbg !1539, !tbaa !60
  %1230 = add nsw i32 %1229, 2, !dbg !1539
  store i32 %1230, i32* @s13, align 4, !dbg !1539, !tbaa !60
  %1231 = load i32, i32* @s11, align 4, !dbg !1540, !tbaa !60
  %1232 = add nsw i32 %1231, 1, !dbg !1540
  store i32 %1232, i32* @s11, align 4, !dbg !1540, !tbaa !60
  br label %1233, !dbg !1541

1233:                                             ; preds = %1228, %1225, %1222
  %1234 = load i32, i32* @s2, align 4, !dbg !1542, !tbaa !60
  %1235 = icmp sge i32 %1234, 1, !dbg !1544
  br i1 %1235, label %1236, label %1247, !dbg !1545

1236:                                             ; preds = %1233
  %1237 = load i32, i32* @s13, align 4, !dbg !1546, !tbaa !60
  %1238 = icmp sge i32 %1237, 0, !dbg !1547
  br i1 %1238, label %1239, label %1247, !dbg !1548

1239:                                             ; preds = %1236
  %1240 = load i32, i32* @s11, align 4, !dbg !1549, !tbaa !60
  %1241 = icmp eq i32 %1240, 1, !dbg !1550
  br i1 %1241, label %1242, label %1247, !dbg !1551

1242:                                             ; preds = %1239
  call void @__wcet_cost(i64 noundef 1), !dbg !1552
  %1243 = load i32, i32* @s2, align 4, !dbg !1554, !tbaa !60
  %1244 = sub nsw i32 %1243, 1, !dbg !1554
  store i32 %1244, i32* @s2, align 4, !dbg !1554, !tbaa !60
  %1245 = load i32, i32* @s7, align 4, !dbg !1555, !tbaa !60
  %1246 = add nsw i32 %1245, 2, !dbg !1555
  store i32 %1246, i32* @s7, align 4, !dbg !1555, !tbaa !60
  br label %1247, !dbg !1556

1247:                                             ; preds = %1242, %1239, %1236, %1233
  %1248 = load i32, i32* @s5, align 4, !dbg !1557, !tbaa !60
  %1249 = icmp sle i32 %1248, 2, !dbg !1559
  br i1 %1249, label %1250, label %1256, !dbg !1560

1250:                                             ; preds = %1247
  %1251 = load i32, i32* @s14, align 4, !dbg !1561, !tbaa !60
  %1252 = icmp eq i32 %1251, 0, !dbg !1562
  br i1 %1252, label %1253, label %1256, !dbg !1563

1253:                                             ; preds = %1250
  call void @__wcet_cost(i64 noundef 8), !dbg !1564
  %1254 = load i32, i32* @s9, align 4, !dbg !1566, !tbaa !60
  %1255 = add nsw i32 %1254, 2, !dbg !1566
  store i32 %1255, i32* @s9, align 4, !dbg !1566, !tbaa !60
  store i32 3, i32* @s3, align 4, !dbg !1567, !tbaa !60
  br label %1256, !dbg !1568

1256:                                             ; preds = %1253, %1250, %1247
  %1257 = load i32, i32* @s8, align 4, !dbg !1569, !tbaa !60
  %1258 = icmp sge i32 %1257, 3, !dbg !1571
  br i1 %1258, label %1259, label %1262, !dbg !1572

1259:                                             ; preds = %1256
  call void @__wcet_cost(i64 noundef 9), !dbg !1573
  %1260 = load i32, i32* @s8, align 4, !dbg !1575, !tbaa !60
  %1261 = sub nsw i32 %1260, 3, !dbg !1575
  store i32 %1261, i32* @s8, align 4, !dbg !1575, !tbaa !60
  store i32 2, i32* @s10, align 4, !dbg !1576, !tbaa !60
  br label %1262, !dbg !1577

1262:                                             ; preds = %1259, %1256
  %1263 = load i32, i32* @s6, align 4, !dbg !1578, !tbaa !60
  %1264 = icmp ne i32 %1263, 1, !dbg !1580
  br i1 %1264, label %1265, label %1271, !dbg !1581

1265:                                             ; preds = %1262
  %1266 = load i32, i32* @s8, align 4, !dbg !1582, !tbaa !60
  %1267 = icmp slt i32 %1266, 2, !dbg !1583
  br i1 %1267, label %1268, label %1271, !dbg !1584

1268:                                             ; preds = %1265
  call void @__wcet_cost(i64 noundef 3), !dbg !1585
  store i32 3, i32* @s10, align 4, !dbg !1587, !tbaa !60
  %1269 = load i32, i32* @s5, align 4, !dbg !1588, !tbaa !60
  %1270 = add nsw i32 %1269, 1, !dbg !1588
  store i32 %1270, i32* @s5, align 4, !dbg !1588, !tbaa !60
  br label %1271, !dbg !1589

1271:                                             ; preds = %1268, %1265, %1262
  %1272 = load i32, i32* @s5, align 4, !dbg !1590, !tbaa !60
  %1273 = icmp ne i32 %1272, 1, !dbg !1592
  br i1 %1273, label %1274, label %1277, !dbg !1593

1274:                                             ; preds = %1271
  call void @__wcet_cost(i64 noundef 2), !dbg !1594
  %1275 = load i32, i32* @s3, align 4, !dbg !1596, !tbaa !60
  %1276 = add nsw i32 %1275, 1, !dbg !1596
  store i32 %1276, i32* @s3, align 4, !dbg !1596, !tbaa !60
  br label %1277, !dbg !1597

1277:                                             ; preds = %1274, %1271
  %1278 = load i32, i32* @s4, align 4, !dbg !1598, !tbaa !60
  %1279 = icmp sgt i32 %1278, 2, !dbg !1600
  br i1 %1279, label %1280, label %1288, !dbg !1601

1280:                                             ; preds = %1277
  %1281 = load i32, i32* @s10, align 4, !dbg !1602, !tbaa !60
  %1282 = icmp ne i32 %1281, 0, !dbg !1603
  br i1 %1282, label %1283, label %1288, !dbg !1604

1283:                                             ; preds = %1280
  call void @__wcet_cost(i64 noundef 6), !dbg !1605
  %1284 = load i32, i32* @s4, align 4, !dbg !1607, !tbaa !60
  %1285 = sub nsw i32 %1284, 3, !dbg !1607
  store i32 %1285, i32* @s4, align 4, !dbg !1607, !tbaa !60
  %1286 = load i32, i32* @s14, align 4, !dbg !1608, !tbaa !60
  %1287 = add nsw i32 %1286, 2, !dbg !1608
  store i32 %1287, i32* @s14, align 4, !dbg !1608, !tbaa !60
  br label %1288, !dbg !1609

1288:                                             ; preds = %1283, %1280, %1277
  %1289 = load i32, i32* @s12, align 4, !dbg !1610, !tbaa !60
  %1290 = icmp sgt i32 %1289, 2, !dbg !1612
  br i1 %1290, label %1291, label %1296, !dbg !1613

1291:                                             ; preds = %1288
  call void @__wcet_cost(i64 noundef 4), !dbg !1614
  %1292 = load i32, i32* @s12, align 4, !dbg !1616, !tbaa !60
  %1293 = sub nsw i32 %1292, 3, !dbg !1616
  store i32 %1293, i32* @s12, align 4, !dbg !1616, !tbaa !60
  %1294 = load i32, i32* @s8, align 4, !dbg !1617, !tbaa !60
  %1295 = add nsw i32 %1294, 1, !dbg !1617
  store i32 %1295, i32* @s8, align 4, !dbg !1617, !tbaa !60
  br label %1296, !dbg !1618

1296:                                             ; preds = %1291, %1288
  %1297 = load i32, i32* @s10, align 4, !dbg !1619, !tbaa !60
  %1298 = icmp sgt i32 %1297, 1, !dbg !1621
  br i1 %1298, label %1299, label %1310, !dbg !1622

1299:                                             ; preds = %1296
  %1300 = load i32, i32* @s11, align 4, !dbg !1623, !tbaa !60
  %1301 = icmp sle i32 %1300, 3, !dbg !1624
  br i1 %1301, label %1302, label %1310, !dbg !1625

1302:                                             ; preds = %1299
  %1303 = load i32, i32* @s15, align 4, !dbg !1626, !tbaa !60
  %1304 = icmp eq i32 %1303, 0, !dbg !1627
  br i1 %1304, label %1305, label %1310, !dbg !1628

1305:                                             ; preds = %1302
  call void @__wcet_cost(i64 noundef 7), !dbg !1629
  %1306 = load i32, i32* @s10, align 4, !dbg !1631, !tbaa !60
  %1307 = sub nsw i32 %1306, 2, !dbg !1631
  store i32 %1307, i32* @s10, align 4, !dbg !1631, !tbaa !60
  %1308 = load i32, i32* @s1, align 4, !dbg !1632, !tbaa !60
  %1309 = add nsw i32 %1308, 1, !dbg !1632
  store i32 %1309, i32* @s1, align 4, !dbg !1632, !tbaa !60
  br label %1310, !dbg !1633

1310:                                             ; preds = %1305, %1302, %1299, %1296
  %1311 = load i32, i32* @s0, align 4, !dbg !1634, !tbaa !60
  %1312 = icmp slt i32 %1311, 1, !dbg !1636
  br i1 %1312, label %1313, label %1322, !dbg !1637

1313:                                             ; preds = %1310
  %1314 = load i32, i32* @s13, align 4, !dbg !1638, !tbaa !60
  %1315 = icmp ne i32 %1314, 3, !dbg !1639
  br i1 %1315, label %1316, label %1322, !dbg !1640

1316:                                             ; preds = %1313
  %1317 = load i32, i32* @s14, align 4, !dbg !1641, !tbaa !60
  %1318 = icmp slt i32 %1317, 0, !dbg !1642
  br i1 %1318, label %1319, label %1322, !dbg !1643

1319:                                             ; preds = %1316
  call void @__wcet_cost(i64 noundef 8), !dbg !1644
  %1320 = load i32, i32* @s3, align 4, !dbg !1646, !tbaa !60
  %1321 = add nsw i32 %1320, 2, !dbg !1646
  store i32 %1321, i32* @s3, align 4, !dbg !1646, !tbaa !60
  br label %1322, !dbg !1647

1322:                                             ; preds = %1319, %1316, %1313, %1310
  %1323 = load i32, i32* @s9, align 4, !dbg !1648, !tbaa !60
  %1324 = icmp eq i32 %1323, 0, !dbg !1650
  br i1 %1324, label %1325, label %1331, !dbg !1651

1325:                                             ; preds = %1322
  %1326 = load i32, i32* @s10, align 4, !dbg !1652, !tbaa !60
  %1327 = icmp sle i32 %1326, 1, !dbg !1653
  br i1 %1327, label %1328, label %1331, !dbg !1654

1328:                                             ; preds = %1325
  call void @__wcet_cost(i64 noundef 1), !dbg !1655
  %1329 = load i32, i32* @s14, align 4, !dbg !1657, !tbaa !60
  %1330 = add nsw i32 %1329, 1, !dbg !1657
  store i32 %1330, i32* @s14, align 4, !dbg !1657, !tbaa !60
  br label %1331, !dbg !1658

1331:                                             ; preds = %1328, %1325, %1322
  %1332 = load i32, i32* @s11, align 4, !dbg !1659, !tbaa !60
  %1333 = icmp sle i32 %1332, 2, !dbg !1661
  br i1 %1333, label %1334, label %1340, !dbg !1662

1334:                                             ; preds = %1331
  %1335 = load i32, i32* @s15, align 4, !dbg !1663, !tbaa !60
  %1336 = icmp ne i32 %1335, 0, !dbg !1664
  br i1 %1336, label %1337, label %1340, !dbg !1665

1337:                                             ; preds = %1334
  call void @__wcet_cost(i64 noundef 2), !dbg !1666
  %1338 = load i32, i32* @s14, align 4, !dbg !1668, !tbaa !60
  %1339 = add nsw i32 %1338, 2, !dbg !1668
  store i32 %1339, i32* @s14, align 4, !dbg !1668, !tbaa !60
  br label %1340, !dbg !1669

1340:                                             ; preds = %1337, %1334, %1331
  %1341 = load i32, i32* @s6, align 4, !dbg !1670, !tbaa !60
  %1342 = icmp slt i32 %1341, 1, !dbg !1672
  br i1 %1342, label %1343, label %1344, !dbg !1673

1343:                                             ; preds = %1340
  call void @__wcet_cost(i64 noundef 3), !dbg !1674
  store i32 2, i32* @s0, align 4, !dbg !1676, !tbaa !60
  br label %1344, !dbg !1677

1344:                                             ; preds = %1343, %1340
  %1345 = load i32, i32* @s12, align 4, !dbg !1678, !tbaa !60
  %1346 = icmp sgt i32 %1345, 2, !dbg !1680
  br i1 %1346, label %1347, label %1358, !dbg !1681

1347:                                             ; preds = %1344
  %1348 = load i32, i32* @s11, align 4, !dbg !1682, !tbaa !60
  %1349 = icmp eq i32 %1348, 3, !dbg !1683
  br i1 %1349, label %1350, label %1358, !dbg !1684

1350:                                             ; preds = %1347
  %1351 = load i32, i32* @s7, align 4, !dbg !1685, !tbaa !60
  %1352 = icmp sle i32 %1351, 3, !dbg !1686
  br i1 %1352, label %1353, label %1358, !dbg !1687

1353:                                             ; preds = %1350
  call void @__wcet_cost(i64 noundef 3), !dbg !1688
  %1354 = load i32, i32* @s12, align 4, !dbg !1690, !tbaa !60
  %1355 = sub nsw i32 %1354, 3, !dbg !1690
  store i32 %1355, i32* @s12, align 4, !dbg !1690, !tbaa !60
  %1356 = load i32, i32* @s10, align 4, !dbg !1691, !tbaa !60
  %1357 = add nsw i32 %1356, 2, !dbg !1691
  store i32 %1357, i32* @s10, align 4, !dbg !1691, !tbaa !60
  br label %1358, !dbg !1692

1358:                                             ; preds = %1353, %1350, %1347, %1344
  %1359 = load i32, i32* @s8, align 4, !dbg !1693, !tbaa !60
  %1360 = icmp sge i32 %1359, 1, !dbg !1695
  br i1 %1360, label %1361, label %1368, !dbg !1696

1361:                                             ; preds = %1358
  call void @__wcet_cost(i64 noundef 4), !dbg !1697
  %1362 = load i32, i32* @s8, align 4, !dbg !1699, !tbaa !60
  %1363 = sub nsw i32 %1362, 1, !dbg !1699
  store i32 %1363, i32* @s8, align 4, !dbg !1699, !tbaa !60
  %1364 = load i32, i32* @s15, align 4, !dbg !1700, !tbaa !60
  %1365 = add nsw i32 %1364, 2, !dbg !1700
  store i32 %1365, i32* @s15, align 4, !dbg !1700, !tbaa !60
  %1366 = load i32, i32* @s6, align 4, !dbg !1701, !tbaa !60
  %1367 = add nsw i32 %1366, 2, !dbg !1701
  store i32 %1367, i32* @s6, align 4, !dbg !1701, !tbaa !60
  br label %1368, !dbg !1702

1368:                                             ; preds = %1361, %1358
  %1369 = load i32, i32* @s1, align 4, !dbg !1703, !tbaa !60
  %1370 = icmp slt i32 %1369, 2, !dbg !1705
  br i1 %1370, label %1371, label %1372, !dbg !1706

1371:                                             ; preds = %1368
  call void @__wcet_cost(i64 noundef 1), !dbg !1707
  store i32 3, i32* @s0, align 4, !dbg !1709, !tbaa !60
  br label %1372, !dbg !1710

1372:                                             ; preds = %1371, %1368
  %1373 = load i32, i32* @s15, align 4, !dbg !1711, !tbaa !60
  %1374 = icmp eq i32 %1373, 0, !dbg !1713
  br i1 %1374, label %1375, label %1380, !dbg !1714

1375:                                             ; preds = %1372
  call void @__wcet_cost(i64 noundef 8), !dbg !1715
  %1376 = load i32, i32* @s1, align 4, !dbg !1717, !tbaa !60
  %1377 = add nsw i32 %1376, 1, !dbg !1717
  store i32 %1377, i32* @s1, align 4, !dbg !1717, !tbaa !60
  %1378 = load i32, i32* @s6, align 4, !dbg !1718, !tbaa !60
  %1379 = add nsw i32 %1378, 2, !dbg !1718
  store i32 %1379, i32* @s6, align 4, !dbg !1718, !tbaa !60
  br label %1380, !dbg !1719

1380:                                             ; preds = %1375, %1372
  %1381 = load i32, i32* @s2, align 4, !dbg !1720, !tbaa !60
  %1382 = icmp slt i32 %1381, 3, !dbg !1722
  br i1 %1382, label %1383, label %1394, !dbg !1723

1383:                                             ; preds = %1380
  %1384 = load i32, i32* @s13, align 4, !dbg !1724, !tbaa !60
  %1385 = icmp slt i32 %1384, 3, !dbg !1725
  br i1 %1385, label %1386, label %1394, !dbg !1726

1386:                                             ; preds = %1383
  %1387 = load i32, i32* @s4, align 4, !dbg !1727, !tbaa !60
  %1388 = icmp sgt i32 %1387, 3, !dbg !1728
  br i1 %1388, label %1389, label %1394, !dbg !1729

1389:                                             ; preds = %1386
  call void @__wcet_cost(i64 noundef 7), !dbg !1730
  %1390 = load i32, i32* @s4, align 4, !dbg !1732, !tbaa !60
  %1391 = sub nsw i32 %1390, 4, !dbg !1732
  store i32 %1391, i32* @s4, align 4, !dbg !1732, !tbaa !60
  %1392 = load i32, i32* @s10, align 4, !dbg !1733, !tbaa !60
  %1393 = add nsw i32 %1392, 2, !dbg !1733
  store i32 %1393, i32* @s10, align 4, !dbg !1733, !tbaa !60
  br label %1394, !dbg !1734

1394:                                             ; preds = %1389, %1386, %1383, %1380
  %1395 = load i32, i32* @s12, align 4, !dbg !1735, !tbaa !60
  %1396 = icmp ne i32 %1395, 0, !dbg !1737
  br i1 %1396, label %1397, label %1401, !dbg !1738

1397:                                             ; preds = %1394
  %1398 = load i32, i32* @s1, align 4, !dbg !1739, !tbaa !60
  %1399 = icmp sle i32 %1398, 2, !dbg !1740
  br i1 %1399, label %1400, label %1401, !dbg !1741

1400:                                             ; preds = %1397
  call void @__wcet_cost(i64 noundef 9), !dbg !1742
  store i32 2, i32* @s2, align 4, !dbg !1744, !tbaa !60
  br label %1401, !dbg !1745

1401:                                             ; preds = %1400, %1397, %1394
  %1402 = load i32, i32* @s1, align 4, !dbg !1746, !tbaa !60
  %1403 = icmp sge i32 %1402, 1, !dbg !1748
  br i1 %1403, label %1404, label %1409, !dbg !1749

1404:                                             ; preds = %1401
  call void @__wcet_cost(i64 noundef 3), !dbg !1750
  %1405 = load i32, i32* @s1, align 4, !dbg !1752, !tbaa !60
  %1406 = sub nsw i32 %1405, 1, !dbg !1752
  store i32 %1406, i32* @s1, align 4, !dbg !1752, !tbaa !60
  %1407 = load i32, i32* @s4, align 4, !dbg !1753, !tbaa !60
  %1408 = add nsw i32 %1407, 1, !dbg !1753
  store i32 %1408, i32* @s4, align 4, !dbg !1753, !tbaa !60
  store i32 1, i32* @s3, align 4, !dbg !1754, !tbaa !60
  br label %1409, !dbg !1755

1409:                                             ; preds = %1404, %1401
  %1410 = load i32, i32* @s3, align 4, !dbg !1756, !tbaa !60
  %1411 = icmp ne i32 %1410, 0, !dbg !1758
  br i1 %1411, label %1412, label %1413, !dbg !1759

1412:                                             ; preds = %1409
  call void @__wcet_cost(i64 noundef 3), !dbg !1760
  store i32 1, i32* @s10, align 4, !dbg !1762, !tbaa !60
  br label %1413, !dbg !1763

1413:                                             ; preds = %1412, %1409
  %1414 = load i32, i32* @s15, align 4, !dbg !1764, !tbaa !60
  %1415 = icmp sle i32 %1414, 1, !dbg !1766
  br i1 %1415, label %1416, label %1419, !dbg !1767

1416:                                             ; preds = %1413
  call void @__wcet_cost(i64 noundef 9), !dbg !1768
  store i32 2, i32* @s11, align 4, !dbg !1770, !tbaa !60
  %1417 = load i32, i32* @s8, align 4, !dbg !1771, !tbaa !60
  %1418 = add nsw i32 %1417, 2, !dbg !1771
  store i32 %1418, i32* @s8, align 4, !dbg !1771, !tbaa !60
  br label %1419, !dbg !1772

1419:                                             ; preds = %1416, %1413
  %1420 = load i32, i32* @s5, align 4, !dbg !1773, !tbaa !60
  %1421 = icmp slt i32 %1420, 1, !dbg !1775
  br i1 %1421, label %1422, label %1426, !dbg !1776

1422:                                             ; preds = %1419
  %1423 = load i32, i32* @s0, align 4, !dbg !1777, !tbaa !60
  %1424 = icmp slt i32 %1423, 2, !dbg !1778
  br i1 %1424, label %1425, label %1426, !dbg !1779

1425:                                             ; preds = %1422
  call void @__wcet_cost(i64 noundef 2), !dbg !1780
  store i32 3, i32* @s15, align 4, !dbg !1782, !tbaa !60
  br label %1426, !dbg !1783

1426:                                             ; preds = %1425, %1422, %1419
  %1427 = load i32, i32* @s5, align 4, !dbg !1784, !tbaa !60
  %1428 = icmp sle i32 %1427, 0, !dbg !1786
  br i1 %1428, label %1429, label %1435, !dbg !1787

1429:                                             ; preds = %1426
  %1430 = load i32, i32* @s8, align 4, !dbg !1788, !tbaa !60
  %1431 = icmp slt i32 %1430, 0, !dbg !1789
  br i1 %1431, label %1432, label %1435, !dbg !1790

1432:                                             ; preds = %1429
  call void @__wcet_cost(i64 noundef 2), !dbg !1791
  store i32 1, i32* @s1, align 4, !dbg !1793, !tbaa !60
  %1433 = load i32, i32* @s13, align 4, !dbg !1794, !tbaa !60
  %1434 = add nsw i32 %1433, 1, !dbg !1794
  store i32 %1434, i32* @s13, align 4, !dbg !1794, !tbaa !60
  br label %1435, !dbg !1795

1435:                                             ; preds = %1432, %1429, %1426
  %1436 = load i32, i32* @s9, align 4, !dbg !1796, !tbaa !60
  %1437 = icmp ne i32 %1436, 0, !dbg !1798
  br i1 %1437, label %1438, label %1456, !dbg !1799

1438:                                             ; preds = %1435
  %1439 = load i32, i32* @s12, align 4, !dbg !1800, !tbaa !60
  %1440 = icmp slt i32 %1439, 0, !dbg !1801
  br i1 %1440, label %1441, label %1456, !dbg !1802

1441:                                             ; preds = %1438
  call void @__wcet_cost(i64 noundef 9), !dbg !1803
  %1442 = load i32, i32* @s2, align 4, !dbg !1805, !tbaa !60
  %1443 = add nsw i32 %1442, 1, !dbg !1805
  store i32 %1443, i32* @s2, align 4, !dbg !1805, !tbaa !60
  %1444 = load i32, i32* @s7, align 4, !dbg !1806, !tbaa !60
  %1445 = icmp eq i32 %1444, 0, !dbg !1808
  br i1 %1445, label %1446, label %1455, !dbg !1809

1446:                                             ; preds = %1441
  %1447 = load i32, i32* @s13, align 4, !dbg !1810, !tbaa !60
  %1448 = icmp slt i32 %1447, 1, !dbg !1811
  br i1 %1448, label %1449, label %1455, !dbg !1812

1449:                                             ; preds = %1446
  %1450 = load i32, i32* @s8, align 4, !dbg !1813, !tbaa !60
  %1451 = icmp slt i32 %1450, 0, !dbg !1814
  br i1 %1451, label %1452, label %1455, !dbg !1815

1452:                                             ; preds = %1449
  call void @__wcet_cost(i64 noundef 3), !dbg !1816
  %1453 = load i32, i32* @s4, align 4, !dbg !1818, !tbaa !60
  %1454 = add nsw i32 %1453, 2, !dbg !1818
  store i32 %1454, i32* @s4, align 4, !dbg !1818, !tbaa !60
  store i32 3, i32* @s9, align 4, !dbg !1819, !tbaa !60
  br label %1455, !dbg !1820

1455:                                             ; preds = %1452, %1449, %1446, %1441
  br label %1456, !dbg !1821

1456:                                             ; preds = %1455, %1438, %1435
  %1457 = load i32, i32* @s6, align 4, !dbg !1822, !tbaa !60
  %1458 = icmp ne i32 %1457, 3, !dbg !1824
  br i1 %1458, label %1459, label %1462, !dbg !1825

1459:                                             ; preds = %1456
  call void @__wcet_cost(i64 noundef 3), !dbg !1826
  %1460 = load i32, i32* @s15, align 4, !dbg !1828, !tbaa !60
  %1461 = add nsw i32 %1460, 2, !dbg !1828
  store i32 %1461, i32* @s15, align 4, !dbg !1828, !tbaa !60
  br label %1462, !dbg !1829

1462:                                             ; preds = %1459, %1456
  %1463 = load i32, i32* @s0, align 4, !dbg !1830, !tbaa !60
  %1464 = icmp sgt i32 %1463, 1, !dbg !1832
  br i1 %1464, label %1465, label %1476, !dbg !1833

1465:                                             ; preds = %1462
  %1466 = load i32, i32* @s4, align 4, !dbg !1834, !tbaa !60
  %1467 = icmp sgt i32 %1466, 2, !dbg !1835
  br i1 %1467, label %1468, label %1476, !dbg !1836

1468:                                             ; preds = %1465
  %1469 = load i32, i32* @s3, align 4, !dbg !1837, !tbaa !60
  %1470 = icmp ne i32 %1469, 2, !dbg !1838
  br i1 %1470, label %1471, label %1476, !dbg !1839

1471:                                             ; preds = %1468
  call void @__wcet_cost(i64 noundef 6), !dbg !1840
  %1472 = load i32, i32* @s0, align 4, !dbg !1842, !tbaa !60
  %1473 = sub nsw i32 %1472, 2, !dbg !1842
  store i32 %1473, i32* @s0, align 4, !dbg !1842, !tbaa !60
  %1474 = load i32, i32* @s4, align 4, !dbg !1843, !tbaa !60
  %1475 = sub nsw i32 %1474, 3, !dbg !1843
  store i32 %1475, i32* @s4, align 4, !dbg !1843, !tbaa !60
  store i32 3, i32* @s1, align 4, !dbg !1844, !tbaa !60
  br label %1476, !dbg !1845

1476:                                             ; preds = %1471, %1468, %1465, %1462
  %1477 = load i32, i32* @s11, align 4, !dbg !1846, !tbaa !60
  %1478 = icmp eq i32 %1477, 2, !dbg !1848
  br i1 %1478, label %1479, label %1482, !dbg !1849

1479:                                             ; preds = %1476
  call void @__wcet_cost(i64 noundef 8), !dbg !1850
  %1480 = load i32, i32* @s2, align 4, !dbg !1852, !tbaa !60
  %1481 = add nsw i32 %1480, 2, !dbg !1852
  store i32 %1481, i32* @s2, align 4, !dbg !1852, !tbaa !60
  store i32 1, i32* @s12, align 4, !dbg !1853, !tbaa !60
  br label %1482, !dbg !1854

1482:                                             ; preds = %1479, %1476
  %1483 = load i32, i32* @s3, align 4, !dbg !1855, !tbaa !60
  %1484 = icmp sgt i32 %1483, 0, !dbg !1857
  br i1 %1484, label %1485, label %1493, !dbg !1858

1485:                                             ; preds = %1482
  %1486 = load i32, i32* @s9, align 4, !dbg !1859, !tbaa !60
  %1487 = icmp sle i32 %1486, 0, !dbg !1860
  br i1 %1487, label %1488, label %1493, !dbg !1861

1488:                                             ; preds = %1485
  call void @__wcet_cost(i64 noundef 1), !dbg !1862
  %1489 = load i32, i32* @s3, align 4, !dbg !1864, !tbaa !60
  %1490 = sub nsw i32 %1489, 1, !dbg !1864
  store i32 %1490, i32* @s3, align 4, !dbg !1864, !tbaa !60
  %1491 = load i32, i32* @s15, align 4, !dbg !1865, !tbaa !60
  %1492 = add nsw i32 %1491, 1, !dbg !1865
  store i32 %1492, i32* @s15, align 4, !dbg !1865, !tbaa !60
  br label %1493, !dbg !1866

1493:                                             ; preds = %1488, %1485, %1482
  %1494 = load i32, i32* @s12, align 4, !dbg !1867, !tbaa !60
  %1495 = icmp sge i32 %1494, 3, !dbg !1869
  br i1 %1495, label %1496, label %1507, !dbg !1870

1496:                                             ; preds = %1493
  %1497 = load i32, i32* @s14, align 4, !dbg !1871, !tbaa !60
  %1498 = icmp sle i32 %1497, 3, !dbg !1872
  br i1 %1498, label %1499, label %1507, !dbg !1873

1499:                                             ; preds = %1496
  %1500 = load i32, i32* @s9, align 4, !dbg !1874, !tbaa !60
  %1501 = icmp sge i32 %1500, 0, !dbg !1875
  br i1 %1501, label %1502, label %1507, !dbg !1876

1502:                                             ; preds = %1499
  call void @__wcet_cost(i64 noundef 9), !dbg !1877
  %1503 = load i32, i32* @s12, align 4, !dbg !1879, !tbaa !60
  %1504 = sub nsw i32 %1503, 3, !dbg !1879
  store i32 %1504, i32* @s12, align 4, !dbg !1879, !tbaa !60
  %1505 = load i32, i32* @s4, align 4, !dbg !1880, !tbaa !60
  %1506 = add nsw i32 %1505, 2, !dbg !1880
  store i32 %1506, i32* @s4, align 4, !dbg !1880, !tbaa !60
  br label %1507, !dbg !1881

1507:                                             ; preds = %1502, %1499, %1496, %1493
  %1508 = load i32, i32* @s10, align 4, !dbg !1882, !tbaa !60
  %1509 = icmp sge i32 %1508, 3, !dbg !1884
  br i1 %1509, label %1510, label %1537, !dbg !1885

1510:                                             ; preds = %1507
  %1511 = load i32, i32* @s1, align 4, !dbg !1886, !tbaa !60
  %1512 = icmp sgt i32 %1511, 3, !dbg !1887
  br i1 %1512, label %1513, label %1537, !dbg !1888

1513:                                             ; preds = %1510
  %1514 = load i32, i32* @s8, align 4, !dbg !1889, !tbaa !60
  %1515 = icmp sle i32 %1514, 1, !dbg !1890
  br i1 %1515, label %1516, label %1537, !dbg !1891

1516:                                             ; preds = %1513
  call void @__wcet_cost(i64 noundef 2), !dbg !1892
  %1517 = load i32, i32* @s10, align 4, !dbg !1894, !tbaa !60
  %1518 = sub nsw i32 %1517, 3, !dbg !1894
  store i32 %1518, i32* @s10, align 4, !dbg !1894, !tbaa !60
  %1519 = load i32, i32* @s1, align 4, !dbg !1895, !tbaa !60
  %1520 = sub nsw i32 %1519, 4, !dbg !1895
  store i32 %1520, i32* @s1, align 4, !dbg !1895, !tbaa !60
  store i32 3, i32* @s14, align 4, !dbg !1896, !tbaa !60
  %1521 = load i32, i32* @s11, align 4, !dbg !1897, !tbaa !60
  %1522 = icmp sge i32 %1521, 2, !dbg !1899
  br i1 %1522, label %1523, label %1536, !dbg !1900

1523:                                             ; preds = %1516
  %1524 = load i32, i32* @s3, align 4, !dbg !1901, !tbaa !60
  %1525 = icmp sge i32 %1524, 1, !dbg !1902
  br i1 %1525, label %1526, label %1536, !dbg !1903

1526:                                             ; preds = %1523
  %1527 = load i32, i32* @s9, align 4, !dbg !1904, !tbaa !60
  %1528 = icmp sgt i32 %1527, 1, !dbg !1905
  br i1 %1528, label %1529, label %1536, !dbg !1906

1529:                                             ; preds = %1526
  call void @__wcet_cost(i64 noundef 3), !dbg !1907
  %1530 = load i32, i32* @s11, align 4, !dbg !1909, !tbaa !60
  %1531 = sub nsw i32 %1530, 2, !dbg !1909
  store i32 %1531, i32* @s11, align 4, !dbg !1909, !tbaa !60
  %1532 = load i32, i32* @s3, align 4, !dbg !1910, !tbaa !60
  %1533 = sub nsw i32 %1532, 1, !dbg !1910
  store i32 %1533, i32* @s3, align 4, !dbg !1910, !tbaa !60
  %1534 = load i32, i32* @s9, align 4, !dbg !1911, !tbaa !60
  %1535 = sub nsw i32 %1534, 2, !dbg !1911
  store i32 %1535, i32* @s9, align 4, !dbg !1911, !tbaa !60
  store i32 3, i32* @s14, align 4, !dbg !1912, !tbaa !60
  br label %1536, !dbg !1913

1536:                                             ; preds = %1529, %1526, %1523, %1516
  br label %1537, !dbg !1914

1537:                                             ; preds = %1536, %1513, %1510, %1507
  %1538 = load i32, i32* @s7, align 4, !dbg !1915, !tbaa !60
  %1539 = icmp sge i32 %1538, 0, !dbg !1917
  br i1 %1539, label %1540, label %1543, !dbg !1918

1540:                                             ; preds = %1537
  call void @__wcet_cost(i64 noundef 7), !dbg !1919
  %1541 = load i32, i32* @s3, align 4, !dbg !1921, !tbaa !60
  %1542 = add nsw i32 %1541, 2, !dbg !1921
  store i32 %1542, i32* @s3, align 4, !dbg !1921, !tbaa !60
  store i32 0, i32* @s15, align 4, !dbg !1922, !tbaa !60
  br label %1543, !dbg !1923

1543:                                             ; preds = %1540, %1537
  %1544 = load i32, i32* @s2, align 4, !dbg !1924, !tbaa !60
  %1545 = icmp slt i32 %1544, 3, !dbg !1926
  br i1 %1545, label %1546, label %1559, !dbg !1927

1546:                                             ; preds = %1543
  %1547 = load i32, i32* @s4, align 4, !dbg !1928, !tbaa !60
  %1548 = icmp slt i32 %1547, 0, !dbg !1929
  br i1 %1548, label %1549, label %1559, !dbg !1930

1549:                                             ; preds = %1546
  %1550 = load i32, i32* @s1, align 4, !dbg !1931, !tbaa !60
  %1551 = icmp sgt i32 %1550, 2, !dbg !1932
  br i1 %1551, label %1552, label %1559, !dbg !1933

1552:                                             ; preds = %1549
  call void @__wcet_cost(i64 noundef 3), !dbg !1934
  %1553 = load i32, i32* @s1, align 4, !dbg !1936, !tbaa !60
  %1554 = sub nsw i32 %1553, 3, !dbg !1936
  store i32 %1554, i32* @s1, align 4, !dbg !1936, !tbaa !60
  %1555 = load i32, i32* @s9, align 4, !dbg !1937, !tbaa !60
  %1556 = add nsw i32 %1555, 1, !dbg !1937
  store i32 %1556, i32* @s9, align 4, !dbg !1937, !tbaa !60
  %1557 = load i32, i32* @s14, align 4, !dbg !1938, !tbaa !60
  %1558 = add nsw i32 %1557, 1, !dbg !1938
  store i32 %1558, i32* @s14, align 4, !dbg !1938, !tbaa !60
  br label %1559, !dbg !1939

1559:                                             ; preds = %1552, %1549, %1546, %1543
  %1560 = load i32, i32* @s15, align 4, !dbg !1940, !tbaa !60
  %1561 = icmp eq i32 %1560, 0, !dbg !1942
  br i1 %1561, label %1562, label %1572, !dbg !1943

1562:                                             ; preds = %1559
  %1563 = load i32, i32* @s14, align 4, !dbg !1944, !tbaa !60
  %1564 = icmp sgt i32 %1563, 2, !dbg !1945
  br i1 %1564, label %1565, label %1572, !dbg !1946

1565:                                             ; preds = %1562
  call void @__wcet_cost(i64 noundef 3), !dbg !1947
  %1566 = load i32, i32* @s14, align 4, !dbg !1949, !tbaa !60
  %1567 = sub nsw i32 %1566, 3, !dbg !1949
  store i32 %1567, i32* @s14, align 4, !dbg !1949, !tbaa !60
  %1568 = load i32, i32* @s0, align 4, !dbg !1950, !tbaa !60
  %1569 = add nsw i32 %1568, 2, !dbg !1950
  store i32 %1569, i32* @s0, align 4, !dbg !1950, !tbaa !60
  %1570 = load i32, i32* @s6, align 4, !dbg !1951, !tbaa !60
  %1571 = add nsw i32 %1570, 1, !dbg !1951
  store i32 %1571, i32* @s6, align 4, !dbg !1951, !tbaa !60
  br label %1572, !dbg !1952

1572:                                             ; preds = %1565, %1562, %1559
  %1573 = load i32, i32* @s7, align 4, !dbg !1953, !tbaa !60
  %1574 = icmp sle i32 %1573, 2, !dbg !1955
  br i1 %1574, label %1575, label %1588, !dbg !1956

1575:                                             ; preds = %1572
  %1576 = load i32, i32* @s10, align 4, !dbg !1957, !tbaa !60
  %1577 = icmp sgt i32 %1576, 3, !dbg !1958
  br i1 %1577, label %1578, label %1588, !dbg !1959

1578:                                             ; preds = %1575
  %1579 = load i32, i32* @s4, align 4, !dbg !1960, !tbaa !60
  %1580 = icmp slt i32 %1579, 3, !dbg !1961
  br i1 %1580, label %1581, label %1588, !dbg !1962

1581:                                             ; preds = %1578
  call void @__wcet_cost(i64 noundef 7), !dbg !1963
  %1582 = load i32, i32* @s10, align 4, !dbg !1965, !tbaa !60
  %1583 = sub nsw i32 %1582, 4, !dbg !1965
  store i32 %1583, i32* @s10, align 4, !dbg !1965, !tbaa !60
  %1584 = load i32, i32* @s15, align 4, !dbg !1966, !tbaa !60
  %1585 = add nsw i32 %1584, 1, !dbg !1966
  store i32 %1585, i32* @s15, align 4, !dbg !1966, !tbaa !60
  %1586 = load i32, i32* @s5, align 4, !dbg !1967, !tbaa !60
  %1587 = add nsw i32 %1586, 1, !dbg !1967
  store i32 %1587, i32* @s5, align 4, !dbg !1967, !tbaa !60
  br label %1588, !dbg !1968

1588:                                             ; preds = %1581, %1578, %1575, %1572
  %1589 = load i32, i32* @s3, align 4, !dbg !1969, !tbaa !60
  %1590 = icmp sle i32 %1589, 1, !dbg !1971
  br i1 %1590, label %1591, label %1597, !dbg !1972

1591:                                             ; preds = %1588
  %1592 = load i32, i32* @s2, align 4, !dbg !1973, !tbaa !60
  %1593 = icmp slt i32 %1592, 2, !dbg !1974
  br i1 %1593, label %1594, label %1597, !dbg !1975

1594:                                             ; preds = %1591
  call void @__wcet_cost(i64 noundef 5), !dbg !1976
  %1595 = load i32, i32* @s4, align 4, !dbg !1978, !tbaa !60
  %1596 = add nsw i32 %1595, 1, !dbg !1978
  store i32 %1596, i32* @s4, align 4, !dbg !1978, !tbaa !60
  br label %1597, !dbg !1979

1597:                                             ; preds = %1594, %1591, %1588
  %1598 = load i32, i32* @s2, align 4, !dbg !1980, !tbaa !60
  %1599 = icmp sgt i32 %1598, 3, !dbg !1982
  br i1 %1599, label %1600, label %1612, !dbg !1983

1600:                                             ; preds = %1597
  %1601 = load i32, i32* @s13, align 4, !dbg !1984, !tbaa !60
  %1602 = icmp sge i32 %1601, 2, !dbg !1985
  br i1 %1602, label %1603, label %1612, !dbg !1986

1603:                                             ; preds = %1600
  call void @__wcet_cost(i64 noundef 7), !dbg !1987
  %1604 = load i32, i32* @s2, align 4, !dbg !1989, !tbaa !60
  %1605 = sub nsw i32 %1604, 4, !dbg !1989
  store i32 %1605, i32* @s2, align 4, !dbg !1989, !tbaa !60
  %1606 = load i32, i32* @s13, align 4, !dbg !1990, !tbaa !60
  %1607 = sub nsw i32 %1606, 2, !dbg !1990
  store i32 %1607, i32* @s13, align 4, !dbg !1990, !tbaa !60
  %1608 = load i32, i32* @s8, align 4, !dbg !1991, !tbaa !60
  %1609 = add nsw i32 %1608, 2, !dbg !1991
  store i32 %1609, i32* @s8, align 4, !dbg !1991, !tbaa !60
  %1610 = load i32, i32* @s3, align 4, !dbg !1992, !tbaa !60
  %1611 = add nsw i32 %1610, 1, !dbg !1992
  store i32 %1611, i32* @s3, align 4, !dbg !1992, !tbaa !60
  br label %1612, !dbg !1993

1612:                                             ; preds = %1603, %1600, %1597
  %1613 = load i32, i32* @s6, align 4, !dbg !1994, !tbaa !60
  %1614 = icmp sge i32 %1613, 2, !dbg !1996
  br i1 %1614, label %1615, label %1623, !dbg !1997

1615:                                             ; preds = %1612
  %1616 = load i32, i32* @s12, align 4, !dbg !1998, !tbaa !60
  %1617 = icmp sle i32 %1616, 0, !dbg !1999
  br i1 %1617, label %1618, label %1623, !dbg !2000

1618:                                             ; preds = %1615
  call void @__wcet_cost(i64 noundef 2), !dbg !2001
  %1619 = load i32, i32* @s6, align 4, !dbg !2003, !tbaa !60
  %1620 = sub nsw i32 %1619, 2, !dbg !2003
  store i32 %1620, i32* @s6, align 4, !dbg !2003, !tbaa !60
  %1621 = load i32, i32* @s11, align 4, !dbg !2004, !tbaa !60
  %1622 = add nsw i32 %1621, 1, !dbg !2004
  store i32 %1622, i32* @s11, align 4, !dbg !2004, !tbaa !60
  br label %1623, !dbg !2005

1623:                                             ; preds = %1618, %1615, %1612
  %1624 = load i32, i32* @s9, align 4, !dbg !2006, !tbaa !60
  %1625 = icmp slt i32 %1624, 3, !dbg !2008
  br i1 %1625, label %1626, label %1635, !dbg !2009

1626:                                             ; preds = %1623
  %1627 = load i32, i32* @s11, align 4, !dbg !2010, !tbaa !60
  %1628 = icmp sge i32 %1627, 0, !dbg !2011
  br i1 %1628, label %1629, label %1635, !dbg !2012

1629:                                             ; preds = %1626
  %1630 = load i32, i32* @s13, align 4, !dbg !2013, !tbaa !60
  %1631 = icmp sgt i32 %1630, 0, !dbg !2014
  br i1 %1631, label %1632, label %1635, !dbg !2015

1632:                                             ; preds = %1629
  call void @__wcet_cost(i64 noundef 5), !dbg !2016
  %1633 = load i32, i32* @s13, align 4, !dbg !2018, !tbaa !60
  %1634 = sub nsw i32 %1633, 1, !dbg !2018
  store i32 %1634, i32* @s13, align 4, !dbg !2018, !tbaa !60
  store i32 3, i32* @s1, align 4, !dbg !2019, !tbaa !60
  store i32 1, i32* @s7, align 4, !dbg !2020, !tbaa !60
  br label %1635, !dbg !2021

1635:                                             ; preds = %1632, %1629, %1626, %1623
  %1636 = load i32, i32* @s6, align 4, !dbg !2022, !tbaa !60
  %1637 = icmp ne i32 %1636, 2, !dbg !2024
  br i1 %1637, label %1638, label %1649, !dbg !2025

1638:                                             ; preds = %1635
  call void @__wcet_cost(i64 noundef 4), !dbg !2026
  store i32 2, i32* @s8, align 4, !dbg !2028, !tbaa !60
  %1639 = load i32, i32* @s9, align 4, !dbg !2029, !tbaa !60
  %1640 = add nsw i32 %1639, 2, !dbg !2029
  store i32 %1640, i32* @s9, align 4, !dbg !2029, !tbaa !60
  %1641 = load i32, i32* @s1, align 4, !dbg !2030, !tbaa !60
  %1642 = icmp eq i32 %1641, 1, !dbg !2032
  br i1 %1642, label %1643, label %1648, !dbg !2033

1643:                                             ; preds = %1638
  call void @__wcet_cost(i64 noundef 8), !dbg !2034
  %1644 = load i32, i32* @s0, align 4, !dbg !2036, !tbaa !60
  %1645 = add nsw i32 %1644, 2, !dbg !2036
  store i32 %1645, i32* @s0, align 4, !dbg !2036, !tbaa !60
  %1646 = load i32, i32* @s3, align 4, !dbg !2037, !tbaa !60
  %1647 = add nsw i32 %1646, 2, !dbg !2037
  store i32 %1647, i32* @s3, align 4, !dbg !2037, !tbaa !60
  br label %1648, !dbg !2038

1648:                                             ; preds = %1643, %1638
  br label %1649, !dbg !2039

1649:                                             ; preds = %1648, %1635
  %1650 = load i32, i32* @s14, align 4, !dbg !2040, !tbaa !60
  %1651 = icmp sgt i32 %1650, 3, !dbg !2042
  br i1 %1651, label %1652, label %1657, !dbg !2043

1652:                                             ; preds = %1649
  call void @__wcet_cost(i64 noundef 7), !dbg !2044
  %1653 = load i32, i32* @s14, align 4, !dbg !2046, !tbaa !60
  %1654 = sub nsw i32 %1653, 4, !dbg !2046
  store i32 %1654, i32* @s14, align 4, !dbg !2046, !tbaa !60
  %1655 = load i32, i32* @s0, align 4, !dbg !2047, !tbaa !60
  %1656 = add nsw i32 %1655, 2, !dbg !2047
  store i32 %1656, i32* @s0, align 4, !dbg !2047, !tbaa !60
  store i32 2, i32* @s10, align 4, !dbg !2048, !tbaa !60
  br label %1657, !dbg !2049

1657:                                             ; preds = %1652, %1649
  %1658 = load i32, i32* @s3, align 4, !dbg !2050, !tbaa !60
  %1659 = icmp ne i32 %1658, 0, !dbg !2052
  br i1 %1659, label %1660, label %1677, !dbg !2053

1660:                                             ; preds = %1657
  call void @__wcet_cost(i64 noundef 9), !dbg !2054
  %1661 = load i32, i32* @s8, align 4, !dbg !2056, !tbaa !60
  %1662 = add nsw i32 %1661, 2, !dbg !2056
  store i32 %1662, i32* @s8, align 4, !dbg !2056, !tbaa !60
  %1663 = load i32, i32* @s6, align 4, !dbg !2057, !tbaa !60
  %1664 = add nsw i32 %1663, 2, !dbg !2057
  store i32 %1664, i32* @s6, align 4, !dbg !2057, !tbaa !60
  %1665 = load i32, i32* @s7, align 4, !dbg !2058, !tbaa !60
  %1666 = icmp ne i32 %1665, 1, !dbg !2060
  br i1 %1666, label %1667, label %1676, !dbg !2061

1667:                                             ; preds = %1660
  %1668 = load i32, i32* @s0, align 4, !dbg !2062, !tbaa !60
  %1669 = icmp slt i32 %1668, 0, !dbg !2063
  br i1 %1669, label %1670, label %1676, !dbg !2064

1670:                                             ; preds = %1667
  %1671 = load i32, i32* @s9, align 4, !dbg !2065, !tbaa !60
  %1672 = icmp sle i32 %1671, 0, !dbg !2066
  br i1 %1672, label %1673, label %1676, !dbg !2067

1673:                                             ; preds = %1670
  call void @__wcet_cost(i64 noundef 1), !dbg !2068
  %1674 = load i32, i32* @s14, align 4, !dbg !2070, !tbaa !60
  %1675 = add nsw i32 %1674, 2, !dbg !2070
  store i32 %1675, i32* @s14, align 4, !dbg !2070, !tbaa !60
  br label %1676, !dbg !2071

1676:                                             ; preds = %1673, %1670, %1667, %1660
  br label %1677, !dbg !2072

1677:                                             ; preds = %1676, %1657
  %1678 = load i32, i32* @s8, align 4, !dbg !2073, !tbaa !60
  %1679 = icmp sgt i32 %1678, 2, !dbg !2075
  br i1 %1679, label %1680, label %1691, !dbg !2076

1680:                                             ; preds = %1677
  %1681 = load i32, i32* @s1, align 4, !dbg !2077, !tbaa !60
  %1682 = icmp eq i32 %1681, 0, !dbg !2078
  br i1 %1682, label %1683, label %1691, !dbg !2079

1683:                                             ; preds = %1680
  %1684 = load i32, i32* @s3, align 4, !dbg !2080, !tbaa !60
  %1685 = icmp slt i32 %1684, 2, !dbg !2081
  br i1 %1685, label %1686, label %1691, !dbg !2082

1686:                                             ; preds = %1683
  call void @__wcet_cost(i64 noundef 8), !dbg !2083
  %1687 = load i32, i32* @s8, align 4, !dbg !2085, !tbaa !60
  %1688 = sub nsw i32 %1687, 3, !dbg !2085
  store i32 %1688, i32* @s8, align 4, !dbg !2085, !tbaa !60
  %1689 = load i32, i32* @s0, align 4, !dbg !2086, !tbaa !60
  %1690 = add nsw i32 %1689, 1, !dbg !2086
  store i32 %1690, i32* @s0, align 4, !dbg !2086, !tbaa !60
  store i32 3, i32* @s11, align 4, !dbg !2087, !tbaa !60
  br label %1691, !dbg !2088

1691:                                             ; preds = %1686, %1683, %1680, %1677
  %1692 = load i32, i32* @s5, align 4, !dbg !2089, !tbaa !60
  %1693 = icmp sgt i32 %1692, 1, !dbg !2091
  br i1 %1693, label %1694, label %1709, !dbg !2092

1694:                                             ; preds = %1691
  call void @__wcet_cost(i64 noundef 3), !dbg !2093
  %1695 = load i32, i32* @s5, align 4, !dbg !2095, !tbaa !60
  %1696 = sub nsw i32 %1695, 2, !dbg !2095
  store i32 %1696, i32* @s5, align 4, !dbg !2095, !tbaa !60
  store i32 0, i32* @s9, align 4, !dbg !2096, !tbaa !60
  %1697 = load i32, i32* @s4, align 4, !dbg !2097, !tbaa !60
  %1698 = icmp slt i32 %1697, 2, !dbg !2099
  br i1 %1698, label %1699, label %1708, !dbg !2100

1699:                                             ; preds = %1694
  %1700 = load i32, i32* @s3, align 4, !dbg !2101, !tbaa !60
  %1701 = icmp sle i32 %1700, 2, !dbg !2102
  br i1 %1701, label %1702, label %1708, !dbg !2103

1702:                                             ; preds = %1699
  %1703 = load i32, i32* @s14, align 4, !dbg !2104, !tbaa !60
  %1704 = icmp slt i32 %1703, 2, !dbg !2105
  br i1 %1704, label %1705, label %1708, !dbg !2106

1705:                                             ; preds = %1702
  call void @__wcet_cost(i64 noundef 4), !dbg !2107
  %1706 = load i32, i32* @s13, align 4, !dbg !2109, !tbaa !60
  %1707 = add nsw i32 %1706, 1, !dbg !2109
  store i32 %1707, i32* @s13, align 4, !dbg !2109, !tbaa !60
  br label %1708, !dbg !2110

1708:                                             ; preds = %1705, %1702, %1699, %1694
  br label %1709, !dbg !2111

1709:                                             ; preds = %1708, %1691
  %1710 = load i32, i32* @s7, align 4, !dbg !2112, !tbaa !60
  %1711 = icmp slt i32 %1710, 2, !dbg !2114
  br i1 %1711, label %1712, label %1715, !dbg !2115

1712:                                             ; preds = %1709
  call void @__wcet_cost(i64 noundef 7), !dbg !2116
  %1713 = load i32, i32* @s5, align 4, !dbg !2118, !tbaa !60
  %1714 = add nsw i32 %1713, 1, !dbg !2118
  store i32 %1714, i32* @s5, align 4, !dbg !2118, !tbaa !60
  br label %1715, !dbg !2119

1715:                                             ; preds = %1712, %1709
  %1716 = load i32, i32* @s3, align 4, !dbg !2120, !tbaa !60
  %1717 = icmp ne i32 %1716, 1, !dbg !2122
  br i1 %1717, label %1718, label %1724, !dbg !2123

1718:                                             ; preds = %1715
  %1719 = load i32, i32* @s12, align 4, !dbg !2124, !tbaa !60
  %1720 = icmp eq i32 %1719, 1, !dbg !2125
  br i1 %1720, label %1721, label %1724, !dbg !2126

1721:                                             ; preds = %1718
  call void @__wcet_cost(i64 noundef 7), !dbg !2127
  %1722 = load i32, i32* @s4, align 4, !dbg !2129, !tbaa !60
  %1723 = add nsw i32 %1722, 2, !dbg !2129
  store i32 %1723, i32* @s4, align 4, !dbg !2129, !tbaa !60
  store i32 0, i32* @s9, align 4, !dbg !2130, !tbaa !60
  br label %1724, !dbg !2131

1724:                                             ; preds = %1721, %1718, %1715
  %1725 = load i32, i32* @s3, align 4, !dbg !2132, !tbaa !60
  %1726 = icmp sge i32 %1725, 2, !dbg !2134
  br i1 %1726, label %1727, label %1738, !dbg !2135

1727:                                             ; preds = %1724
  %1728 = load i32, i32* @s10, align 4, !dbg !2136, !tbaa !60
  %1729 = icmp ne i32 %1728, 2, !dbg !2137
  br i1 %1729, label %1730, label %1738, !dbg !2138

1730:                                             ; preds = %1727
  %1731 = load i32, i32* @s12, align 4, !dbg !2139, !tbaa !60
  %1732 = icmp ne i32 %1731, 2, !dbg !2140
  br i1 %1732, label %1733, label %1738, !dbg !2141

1733:                                             ; preds = %1730
  call void @__wcet_cost(i64 noundef 7), !dbg !2142
  %1734 = load i32, i32* @s3, align 4, !dbg !2144, !tbaa !60
  %1735 = sub nsw i32 %1734, 2, !dbg !2144
  store i32 %1735, i32* @s3, align 4, !dbg !2144, !tbaa !60
  %1736 = load i32, i32* @s11, align 4, !dbg !2145, !tbaa !60
  %1737 = add nsw i32 %1736, 2, !dbg !2145
  store i32 %1737, i32* @s11, align 4, !dbg !2145, !tbaa !60
  br label %1738, !dbg !2146

1738:                                             ; preds = %1733, %1730, %1727, %1724
  %1739 = load i32, i32* @s2, align 4, !dbg !2147, !tbaa !60
  %1740 = icmp eq i32 %1739, 2, !dbg !2149
  br i1 %1740, label %1741, label %1747, !dbg !2150

1741:                                             ; preds = %1738
  %1742 = load i32, i32* @s1, align 4, !dbg !2151, !tbaa !60
  %1743 = icmp sle i32 %1742, 2, !dbg !2152
  br i1 %1743, label %1744, label %1747, !dbg !2153

1744:                                             ; preds = %1741
  call void @__wcet_cost(i64 noundef 1), !dbg !2154
  %1745 = load i32, i32* @s12, align 4, !dbg !2156, !tbaa !60
  %1746 = add nsw i32 %1745, 1, !dbg !2156
  store i32 %1746, i32* @s12, align 4, !dbg !2156, !tbaa !60
  br label %1747, !dbg !2157

1747:                                             ; preds = %1744, %1741, %1738
  %1748 = load i32, i32* @s4, align 4, !dbg !2158, !tbaa !60
  %1749 = icmp sle i32 %1748, 0, !dbg !2160
  br i1 %1749, label %1750, label %1764, !dbg !2161

1750:                                             ; preds = %1747
  %1751 = load i32, i32* @s7, align 4, !dbg !2162, !tbaa !60
  %1752 = icmp eq i32 %1751, 2, !dbg !2163
  br i1 %1752, label %1753, label %1764, !dbg !2164

1753:                                             ; preds = %1750
  call void @__wcet_cost(i64 noundef 6), !dbg !2165
  %1754 = load i32, i32* @s10, align 4, !dbg !2167, !tbaa !60
  %1755 = add nsw i32 %1754, 1, !dbg !2167
  store i32 %1755, i32* @s10, align 4, !dbg !2167, !tbaa !60
  %1756 = load i32, i32* @s1, align 4, !dbg !2168, !tbaa !60
  %1757 = add nsw i32 %1756, 2, !dbg !2168
  store i32 %1757, i32* @s1, align 4, !dbg !2168, !tbaa !60
  %1758 = load i32, i32* @s13, align 4, !dbg !2169, !tbaa !60
  %1759 = icmp eq i32 %1758, 2, !dbg !2171
  br i1 %1759, label %1760, label %1763, !dbg !2172

1760:                                             ; preds = %1753
  call void @__wcet_cost(i64 noundef 9), !dbg !2173
  %1761 = load i32, i32* @s1, align 4, !dbg !2175, !tbaa !60
  %1762 = add nsw i32 %1761, 2, !dbg !2175
  store i32 %1762, i32* @s1, align 4, !dbg !2175, !tbaa !60
  br label %1763, !dbg !2176

1763:                                             ; preds = %1760, %1753
  br label %1764, !dbg !2177

1764:                                             ; preds = %1763, %1750, %1747
  %1765 = load i32, i32* @s7, align 4, !dbg !2178, !tbaa !60
  %1766 = icmp sle i32 %1765, 2, !dbg !2180
  br i1 %1766, label %1767, label %1770, !dbg !2181

1767:                                             ; preds = %1764
  call void @__wcet_cost(i64 noundef 2), !dbg !2182
  %1768 = load i32, i32* @s8, align 4, !dbg !2184, !tbaa !60
  %1769 = add nsw i32 %1768, 2, !dbg !2184
  store i32 %1769, i32* @s8, align 4, !dbg !2184, !tbaa !60
  br label %1770, !dbg !2185

1770:                                             ; preds = %1767, %1764
  %1771 = load i32, i32* @s9, align 4, !dbg !2186, !tbaa !60
  %1772 = icmp ne i32 %1771, 0, !dbg !2188
  br i1 %1772, label %1773, label %1781, !dbg !2189

1773:                                             ; preds = %1770
  %1774 = load i32, i32* @s0, align 4, !dbg !2190, !tbaa !60
  %1775 = icmp ne i32 %1774, 0, !dbg !2191
  br i1 %1775, label %1776, label %1781, !dbg !2192

1776:                                             ; preds = %1773
  call void @__wcet_cost(i64 noundef 9), !dbg !2193
  %1777 = load i32, i32* @s1, align 4, !dbg !2195, !tbaa !60
  %1778 = add nsw i32 %1777, 2, !dbg !2195
  store i32 %1778, i32* @s1, align 4, !dbg !2195, !tbaa !60
  %1779 = load i32, i32* @s6, align 4, !dbg !2196, !tbaa !60
  %1780 = add nsw i32 %1779, 2, !dbg !2196
  store i32 %1780, i32* @s6, align 4, !dbg !2196, !tbaa !60
  br label %1781, !dbg !2197

1781:                                             ; preds = %1776, %1773, %1770
  %1782 = load i32, i32* @s15, align 4, !dbg !2198, !tbaa !60
  %1783 = icmp slt i32 %1782, 0, !dbg !2200
  br i1 %1783, label %1784, label %1790, !dbg !2201

1784:                                             ; preds = %1781
  %1785 = load i32, i32* @s5, align 4, !dbg !2202, !tbaa !60
  %1786 = icmp sle i32 %1785, 1, !dbg !2203
  br i1 %1786, label %1787, label %1790, !dbg !2204

1787:                                             ; preds = %1784
  call void @__wcet_cost(i64 noundef 6), !dbg !2205
  %1788 = load i32, i32* @s6, align 4, !dbg !2207, !tbaa !60
  %1789 = add nsw i32 %1788, 1, !dbg !2207
  store i32 %1789, i32* @s6, align 4, !dbg !2207, !tbaa !60
  br label %1790, !dbg !2208

1790:                                             ; preds = %1787, %1784, %1781
  %1791 = load i32, i32* @s8, align 4, !dbg !2209, !tbaa !60
  %1792 = icmp ne i32 %1791, 0, !dbg !2211
  br i1 %1792, label %1793, label %1812, !dbg !2212

1793:                                             ; preds = %1790
  %1794 = load i32, i32* @s7, align 4, !dbg !2213, !tbaa !60
  %1795 = icmp sgt i32 %1794, 2, !dbg !2214
  br i1 %1795, label %1796, label %1812, !dbg !2215

1796:                                             ; preds = %1793
  %1797 = load i32, i32* @s5, align 4, !dbg !2216, !tbaa !60
  %1798 = icmp ne i32 %1797, 3, !dbg !2217
  br i1 %1798, label %1799, label %1812, !dbg !2218

1799:                                             ; preds = %1796
  call void @__wcet_cost(i64 noundef 6), !dbg !2219
  %1800 = load i32, i32* @s7, align 4, !dbg !2221, !tbaa !60
  %1801 = sub nsw i32 %1800, 3, !dbg !2221
  store i32 %1801, i32* @s7, align 4, !dbg !2221, !tbaa !60
  %1802 = load i32, i32* @s1, align 4, !dbg !2222, !tbaa !60
  %1803 = add nsw i32 %1802, 1, !dbg !2222
  store i32 %1803, i32* @s1, align 4, !dbg !2222, !tbaa !60
  %1804 = load i32, i32* @s1, align 4, !dbg !2223, !tbaa !60
  %1805 = icmp sge i32 %1804, 2, !dbg !2225
  br i1 %1805, label %1806, label %1811, !dbg !2226

1806:                                             ; preds = %1799
  call void @__wcet_cost(i64 noundef 6), !dbg !2227
  %1807 = load i32, i32* @s1, align 4, !dbg !2229, !tbaa !60
  %1808 = sub nsw i32 %1807, 2, !dbg !2229
  store i32 %1808, i32* @s1, align 4, !dbg !2229, !tbaa !60
  %1809 = load i32, i32* @s12, align 4, !dbg !2230, !tbaa !60
  %1810 = add nsw i32 %1809, 2, !dbg !2230
  store i32 %1810, i32* @s12, align 4, !dbg !2230, !tbaa !60
  br label %1811, !dbg !2231

1811:                                             ; preds = %1806, %1799
  br label %1812, !dbg !2232

1812:                                             ; preds = %1811, %1796, %1793, %1790
  %1813 = load i32, i32* @s8, align 4, !dbg !2233, !tbaa !60
  %1814 = icmp sge i32 %1813, 2, !dbg !2235
  br i1 %1814, label %1815, label %1828, !dbg !2236

1815:                                             ; preds = %1812
  %1816 = load i32, i32* @s0, align 4, !dbg !2237, !tbaa !60
  %1817 = icmp slt i32 %1816, 1, !dbg !2238
  br i1 %1817, label %1818, label %1828, !dbg !2239

1818:                                             ; preds = %1815
  %1819 = load i32, i32* @s11, align 4, !dbg !2240, !tbaa !60
  %1820 = icmp sge i32 %1819, 2, !dbg !2241
  br i1 %1820, label %1821, label %1828, !dbg !2242

1821:                                             ; preds = %1818
  call void @__wcet_cost(i64 noundef 9), !dbg !2243
  %1822 = load i32, i32* @s8, align 4, !dbg !2245, !tbaa !60
  %1823 = sub nsw i32 %1822, 2, !dbg !2245
  store i32 %1823, i32* @s8, align 4, !dbg !2245, !tbaa !60
  %1824 = load i32, i32* @s11, align 4, !dbg !2246, !tbaa !60
  %1825 = sub nsw i32 %1824, 2, !dbg !2246
  store i32 %1825, i32* @s11, align 4, !dbg !2246, !tbaa !60
  %1826 = load i32, i32* @s12, align 4, !dbg !2247, !tbaa !60
  %1827 = add nsw i32 %1826, 2, !dbg !2247
  store i32 %1827, i32* @s12, align 4, !dbg !2247, !tbaa !60
  br label %1828, !dbg !2248

1828:                                             ; preds = %1821, %1818, %1815, %1812
  %1829 = load i32, i32* @s8, align 4, !dbg !2249, !tbaa !60
  %1830 = icmp ne i32 %1829, 1, !dbg !2251
  br i1 %1830, label %1831, label %1834, !dbg !2252

1831:                                             ; preds = %1828
  call void @__wcet_cost(i64 noundef 9), !dbg !2253
  store i32 1, i32* @s7, align 4, !dbg !2255, !tbaa !60
  %1832 = load i32, i32* @s9, align 4, !dbg !2256, !tbaa !60
  %1833 = add nsw i32 %1832, 2, !dbg !2256
  store i32 %1833, i32* @s9, align 4, !dbg !2256, !tbaa !60
  br label %1834, !dbg !2257

1834:                                             ; preds = %1831, %1828
  %1835 = load i32, i32* @s3, align 4, !dbg !2258, !tbaa !60
  %1836 = icmp ne i32 %1835, 3, !dbg !2260
  br i1 %1836, label %1837, label %1840, !dbg !2261

1837:                                             ; preds = %1834
  call void @__wcet_cost(i64 noundef 3), !dbg !2262
  %1838 = load i32, i32* @s0, align 4, !dbg !2264, !tbaa !60
  %1839 = add nsw i32 %1838, 2, !dbg !2264
  store i32 %1839, i32* @s0, align 4, !dbg !2264, !tbaa !60
  br label %1840, !dbg !2265

1840:                                             ; preds = %1837, %1834
  %1841 = load i32, i32* @s10, align 4, !dbg !2266, !tbaa !60
  %1842 = icmp sle i32 %1841, 0, !dbg !2268
  br i1 %1842, label %1843, label %1844, !dbg !2269

1843:                                             ; preds = %1840
  call void @__wcet_cost(i64 noundef 8), !dbg !2270
  store i32 1, i32* @s14, align 4, !dbg !2272, !tbaa !60
  store i32 3, i32* @s9, align 4, !dbg !2273, !tbaa !60
  br label %1844, !dbg !2274

1844:                                             ; preds = %1843, %1840
  %1845 = load i32, i32* @s9, align 4, !dbg !2275, !tbaa !60
  %1846 = icmp sle i32 %1845, 2, !dbg !2277
  br i1 %1846, label %1847, label %1851, !dbg !2278

1847:                                             ; preds = %1844
  %1848 = load i32, i32* @s0, align 4, !dbg !2279, !tbaa !60
  %1849 = icmp ne i32 %1848, 1, !dbg !2280
  br i1 %1849, label %1850, label %1851, !dbg !2281

1850:                                             ; preds = %1847
  call void @__wcet_cost(i64 noundef 1), !dbg !2282
  store i32 0, i32* @s4, align 4, !dbg !2284, !tbaa !60
  br label %1851, !dbg !2285

1851:                                             ; preds = %1850, %1847, %1844
  %1852 = load i32, i32* @s14, align 4, !dbg !2286, !tbaa !60
  %1853 = icmp ne i32 %1852, 3, !dbg !2288
  br i1 %1853, label %1854, label %1860, !dbg !2289

1854:                                             ; preds = %1851
  %1855 = load i32, i32* @s3, align 4, !dbg !2290, !tbaa !60
  %1856 = icmp sgt i32 %1855, 1, !dbg !2291
  br i1 %1856, label %1857, label %1860, !dbg !2292

1857:                                             ; preds = %1854
  call void @__wcet_cost(i64 noundef 7), !dbg !2293
  %1858 = load i32, i32* @s3, align 4, !dbg !2295, !tbaa !60
  %1859 = sub nsw i32 %1858, 2, !dbg !2295
  store i32 %1859, i32* @s3, align 4, !dbg !2295, !tbaa !60
  store i32 3, i32* @s5, align 4, !dbg !2296, !tbaa !60
  br label %1860, !dbg !2297

1860:                                             ; preds = %1857, %1854, %1851
  %1861 = load i32, i32* @s8, align 4, !dbg !2298, !tbaa !60
  %1862 = icmp eq i32 %1861, 3, !dbg !2300
  br i1 %1862, label %1863, label %1868, !dbg !2301

1863:                                             ; preds = %1860
  call void @__wcet_cost(i64 noundef 2), !dbg !2302
  %1864 = load i32, i32* @s13, align 4, !dbg !2304, !tbaa !60
  %1865 = add nsw i32 %1864, 1, !dbg !2304
  store i32 %1865, i32* @s13, align 4, !dbg !2304, !tbaa !60
  %1866 = load i32, i32* @s3, align 4, !dbg !2305, !tbaa !60
  %1867 = add nsw i32 %1866, 1, !dbg !2305
  store i32 %1867, i32* @s3, align 4, !dbg !2305, !tbaa !60
  br label %1868, !dbg !2306

1868:                                             ; preds = %1863, %1860
  %1869 = load i32, i32* @s13, align 4, !dbg !2307, !tbaa !60
  %1870 = icmp eq i32 %1869, 2, !dbg !2309
  br i1 %1870, label %1871, label %1874, !dbg !2310

1871:                                             ; preds = %1868
  call void @__wcet_cost(i64 noundef 2), !dbg !2311
  store i32 2, i32* @s6, align 4, !dbg !2313, !tbaa !60
  %1872 = load i32, i32* @s1, align 4, !dbg !2314, !tbaa !60
  %1873 = add nsw i32 %1872, 1, !dbg !2314
  store i32 %1873, i32* @s1, align 4, !dbg !2314, !tbaa !60
  br label %1874, !dbg !2315

1874:                                             ; preds = %1871, %1868
  %1875 = load i32, i32* @s5, align 4, !dbg !2316, !tbaa !60
  %1876 = icmp sle i32 %1875, 2, !dbg !2318
  br i1 %1876, label %1877, label %1881, !dbg !2319

1877:                                             ; preds = %1874
  %1878 = load i32, i32* @s8, align 4, !dbg !2320, !tbaa !60
  %1879 = icmp eq i32 %1878, 1, !dbg !2321
  br i1 %1879, label %1880, label %1881, !dbg !2322

1880:                                             ; preds = %1877
  call void @__wcet_cost(i64 noundef 9), !dbg !2323
  store i32 0, i32* @s0, align 4, !dbg !2325, !tbaa !60
  store i32 3, i32* @s12, align 4, !dbg !2326, !tbaa !60
  br label %1881, !dbg !2327

1881:                                             ; preds = %1880, %1877, %1874
  %1882 = load i32, i32* @s6, align 4, !dbg !2328, !tbaa !60
  %1883 = icmp eq i32 %1882, 3, !dbg !2330
  br i1 %1883, label %1884, label %1892, !dbg !2331

1884:                                             ; preds = %1881
  %1885 = load i32, i32* @s12, align 4, !dbg !2332, !tbaa !60
  %1886 = icmp sgt i32 %1885, 0, !dbg !2333
  br i1 %1886, label %1887, label %1892, !dbg !2334

1887:                                             ; preds = %1884
  call void @__wcet_cost(i64 noundef 4), !dbg !2335
  %1888 = load i32, i32* @s12, align 4, !dbg !2337, !tbaa !60
  %1889 = sub nsw i32 %1888, 1, !dbg !2337
  store i32 %1889, i32* @s12, align 4, !dbg !2337, !tbaa !60
  %1890 = load i32, i32* @s13, align 4, !dbg !2338, !tbaa !60
  %1891 = add nsw i32 %1890, 2, !dbg !2338
  store i32 %1891, i32* @s13, align 4, !dbg !2338, !tbaa !60
  store i32 1, i32* @s8, align 4, !dbg !2339, !tbaa !60
  br label %1892, !dbg !2340

1892:                                             ; preds = %1887, %1884, %1881
  %1893 = load i32, i32* @s0, align 4, !dbg !2341, !tbaa !60
  %1894 = icmp sle i32 %1893, 1, !dbg !2343
  br i1 %1894, label %1895, label %1899, !dbg !2344

1895:                                             ; preds = %1892
  %1896 = load i32, i32* @s4, align 4, !dbg !2345, !tbaa !60
  %1897 = icmp slt i32 %1896, 1, !dbg !2346
  br i1 %1897, label %1898, label %1899, !dbg !2347

1898:                                             ; preds = %1895
  call void @__wcet_cost(i64 noundef 2), !dbg !2348
  store i32 0, i32* @s11, align 4, !dbg !2350, !tbaa !60
  store i32 0, i32* @s7, align 4, !dbg !2351, !tbaa !60
  br label %1899, !dbg !2352

1899:                                             ; preds = %1898, %1895, %1892
  %1900 = load i32, i32* @s7, align 4, !dbg !2353, !tbaa !60
  %1901 = icmp sle i32 %1900, 0, !dbg !2355
  br i1 %1901, label %1902, label %1903, !dbg !2356

1902:                                             ; preds = %1899
  call void @__wcet_cost(i64 noundef 4), !dbg !2357
  store i32 2, i32* @s1, align 4, !dbg !2359, !tbaa !60
  br label %1903, !dbg !2360

1903:                                             ; preds = %1902, %1899
  %1904 = load i32, i32* @s6, align 4, !dbg !2361, !tbaa !60
  %1905 = icmp slt i32 %1904, 2, !dbg !2363
  br i1 %1905, label %1906, label %1920, !dbg !2364

1906:                                             ; preds = %1903
  %1907 = load i32, i32* @s9, align 4, !dbg !2365, !tbaa !60
  %1908 = icmp sge i32 %1907, 3, !dbg !2366
  br i1 %1908, label %1909, label %1920, !dbg !2367

1909:                                             ; preds = %1906
  call void @__wcet_cost(i64 noundef 6), !dbg !2368
  %1910 = load i32, i32* @s9, align 4, !dbg !2370, !tbaa !60
  %1911 = sub nsw i32 %1910, 3, !dbg !2370
  store i32 %1911, i32* @s9, align 4, !dbg !2370, !tbaa !60
  %1912 = load i32, i32* @s15, align 4, !dbg !2371, !tbaa !60
  %1913 = add nsw i32 %1912, 1, !dbg !2371
  store i32 %1913, i32* @s15, align 4, !dbg !2371, !tbaa !60
  %1914 = load i32, i32* @s4, align 4, !dbg !2372, !tbaa !60
  %1915 = icmp ne i32 %1914, 1, !dbg !2374
  br i1 %1915, label %1916, label %1919, !dbg !2375

1916:                                             ; preds = %1909
  call void @__wcet_cost(i64 noundef 7), !dbg !2376
  %1917 = load i32, i32* @s2, align 4, !dbg !2378, !tbaa !60
  %1918 = add nsw i32 %1917, 1, !dbg !2378
  store i32 %1918, i32* @s2, align 4, !dbg !2378, !tbaa !60
  store i32 2, i32* @s8, align 4, !dbg !2379, !tbaa !60
  br label %1919, !dbg !2380

1919:                                             ; preds = %1916, %1909
  br label %1920, !dbg !2381

1920:                                             ; preds = %1919, %1906, %1903
  %1921 = load i32, i32* @s13, align 4, !dbg !2382, !tbaa !60
  %1922 = icmp ne i32 %1921, 1, !dbg !2384
  br i1 %1922, label %1923, label %1926, !dbg !2385

1923:                                             ; preds = %1920
  call void @__wcet_cost(i64 noundef 9), !dbg !2386
  %1924 = load i32, i32* @s10, align 4, !dbg !2388, !tbaa !60
  %1925 = add nsw i32 %1924, 2, !dbg !2388
  store i32 %1925, i32* @s10, align 4, !dbg !2388, !tbaa !60
  br label %1926, !dbg !2389

1926:                                             ; preds = %1923, %1920
  %1927 = load i32, i32* @s8, align 4, !dbg !2390, !tbaa !60
  %1928 = icmp sge i32 %1927, 2, !dbg !2392
  br i1 %1928, label %1929, label %1935, !dbg !2393

1929:                                             ; preds = %1926
  %1930 = load i32, i32* @s10, align 4, !dbg !2394, !tbaa !60
  %1931 = icmp sle i32 %1930, 0, !dbg !2395
  br i1 %1931, label %1932, label %1935, !dbg !2396

1932:                                             ; preds = %1929
  call void @__wcet_cost(i64 noundef 3), !dbg !2397
  %1933 = load i32, i32* @s8, align 4, !dbg !2399, !tbaa !60
  %1934 = sub nsw i32 %1933, 2, !dbg !2399
  store i32 %1934, i32* @s8, align 4, !dbg !2399, !tbaa !60
  store i32 0, i32* @s12, align 4, !dbg !2400, !tbaa !60
  br label %1935, !dbg !2401

1935:                                             ; preds = %1932, %1929, %1926
  %1936 = load i32, i32* @s9, align 4, !dbg !2402, !tbaa !60
  %1937 = icmp slt i32 %1936, 2, !dbg !2404
  br i1 %1937, label %1938, label %1941, !dbg !2405

1938:                                             ; preds = %1935
  call void @__wcet_cost(i64 noundef 4), !dbg !2406
  %1939 = load i32, i32* @s2, align 4, !dbg !2408, !tbaa !60
  %1940 = add nsw i32 %1939, 2, !dbg !2408
  store i32 %1940, i32* @s2, align 4, !dbg !2408, !tbaa !60
  br label %1941, !dbg !2409

1941:                                             ; preds = %1938, %1935
  %1942 = load i32, i32* @s13, align 4, !dbg !2410, !tbaa !60
  %1943 = icmp slt i32 %1942, 2, !dbg !2412
  br i1 %1943, label %1944, label %1950, !dbg !2413

1944:                                             ; preds = %1941
  %1945 = load i32, i32* @s0, align 4, !dbg !2414, !tbaa !60
  %1946 = icmp ne i32 %1945, 2, !dbg !2415
  br i1 %1946, label %1947, label %1950, !dbg !2416

1947:                                             ; preds = %1944
  call void @__wcet_cost(i64 noundef 9), !dbg !2417
  %1948 = load i32, i32* @s4, align 4, !dbg !2419, !tbaa !60
  %1949 = add nsw i32 %1948, 2, !dbg !2419
  store i32 %1949, i32* @s4, align 4, !dbg !2419, !tbaa !60
  br label %1950, !dbg !2420

1950:                                             ; preds = %1947, %1944, %1941
  %1951 = load i32, i32* @s10, align 4, !dbg !2421, !tbaa !60
  %1952 = icmp sgt i32 %1951, 1, !dbg !2423
  br i1 %1952, label %1953, label %1966, !dbg !2424

1953:                                             ; preds = %1950
  %1954 = load i32, i32* @s2, align 4, !dbg !2425, !tbaa !60
  %1955 = icmp ne i32 %1954, 2, !dbg !2426
  br i1 %1955, label %1956, label %1966, !dbg !2427

1956:                                             ; preds = %1953
  %1957 = load i32, i32* @s11, align 4, !dbg !2428, !tbaa !60
  %1958 = icmp sgt i32 %1957, 3, !dbg !2429
  br i1 %1958, label %1959, label %1966, !dbg !2430

1959:                                             ; preds = %1956
  call void @__wcet_cost(i64 noundef 9), !dbg !2431
  %1960 = load i32, i32* @s10, align 4, !dbg !2433, !tbaa !60
  %1961 = sub nsw i32 %1960, 2, !dbg !2433
  store i32 %1961, i32* @s10, align 4, !dbg !2433, !tbaa !60
  %1962 = load i32, i32* @s11, align 4, !dbg !2434, !tbaa !60
  %1963 = sub nsw i32 %1962, 4, !dbg !2434
  store i32 %1963, i32* @s11, align 4, !dbg !2434, !tbaa !60
  store i32 0, i32* @s3, align 4, !dbg !2435, !tbaa !60
  %1964 = load i32, i32* @s1, align 4, !dbg !2436, !tbaa !60
  %1965 = add nsw i32 %1964, 2, !dbg !2436
  store i32 %1965, i32* @s1, align 4, !dbg !2436, !tbaa !60
  br label %1966, !dbg !2437

1966:                                             ; preds = %1959, %1956, %1953, %1950
  %1967 = load i32, i32* @s7, align 4, !dbg !2438, !tbaa !60
  %1968 = icmp eq i32 %1967, 0, !dbg !2440
  br i1 %1968, label %1969, label %1972, !dbg !2441

1969:                                             ; preds = %1966
  call void @__wcet_cost(i64 noundef 2), !dbg !2442
  %1970 = load i32, i32* @s13, align 4, !dbg !2444, !tbaa !60
  %1971 = add nsw i32 %1970, 2, !dbg !2444
  store i32 %1971, i32* @s13, align 4, !dbg !2444, !tbaa !60
  store i32 2, i32* @s8, align 4, !dbg !2445, !tbaa !60
  br label %1972, !dbg !2446

1972:                                             ; preds = %1969, %1966
  %1973 = load i32, i32* @s1, align 4, !dbg !2447, !tbaa !60
  %1974 = icmp slt i32 %1973, 1, !dbg !2449
  br i1 %1974, label %1975, label %1983, !dbg !2450

1975:                                             ; preds = %1972
  %1976 = load i32, i32* @s3, align 4, !dbg !2451, !tbaa !60
  %1977 = icmp sle i32 %1976, 3, !dbg !2452
  br i1 %1977, label %1978, label %1983, !dbg !2453

1978:                                             ; preds = %1975
  call void @__wcet_cost(i64 noundef 3), !dbg !2454
  %1979 = load i32, i32* @s4, align 4, !dbg !2456, !tbaa !60
  %1980 = add nsw i32 %1979, 1, !dbg !2456
  store i32 %1980, i32* @s4, align 4, !dbg !2456, !tbaa !60
  %1981 = load i32, i32* @s0, align 4, !dbg !2457, !tbaa !60
  %1982 = add nsw i32 %1981, 1, !dbg !2457
  store i32 %1982, i32* @s0, align 4, !dbg !2457, !tbaa !60
  br label %1983, !dbg !2458

1983:                                             ; preds = %1978, %1975, %1972
  %1984 = load i32, i32* @s11, align 4, !dbg !2459, !tbaa !60
  %1985 = icmp sgt i32 %1984, 3, !dbg !2461
  br i1 %1985, label %1986, label %1999, !dbg !2462

1986:                                             ; preds = %1983
  %1987 = load i32, i32* @s2, align 4, !dbg !2463, !tbaa !60
  %1988 = icmp slt i32 %1987, 2, !dbg !2464
  br i1 %1988, label %1989, label %1999, !dbg !2465

1989:                                             ; preds = %1986
  %1990 = load i32, i32* @s9, align 4, !dbg !2466, !tbaa !60
  %1991 = icmp sge i32 %1990, 3, !dbg !2467
  br i1 %1991, label %1992, label %1999, !dbg !2468

1992:                                             ; preds = %1989
  call void @__wcet_cost(i64 noundef 3), !dbg !2469
  %1993 = load i32, i32* @s11, align 4, !dbg !2471, !tbaa !60
  %1994 = sub nsw i32 %1993, 4, !dbg !2471
  store i32 %1994, i32* @s11, align 4, !dbg !2471, !tbaa !60
  %1995 = load i32, i32* @s9, align 4, !dbg !2472, !tbaa !60
  %1996 = sub nsw i32 %1995, 3, !dbg !2472
  store i32 %1996, i32* @s9, align 4, !dbg !2472, !tbaa !60
  %1997 = load i32, i32* @s8, align 4, !dbg !2473, !tbaa !60
  %1998 = add nsw i32 %1997, 1, !dbg !2473
  store i32 %1998, i32* @s8, align 4, !dbg !2473, !tbaa !60
  br label %1999, !dbg !2474

1999:                                             ; preds = %1992, %1989, %1986, %1983
  %2000 = load i32, i32* @s15, align 4, !dbg !2475, !tbaa !60
  %2001 = icmp slt i32 %2000, 2, !dbg !2477
  br i1 %2001, label %2002, label %2010, !dbg !2478

2002:                                             ; preds = %1999
  %2003 = load i32, i32* @s4, align 4, !dbg !2479, !tbaa !60
  %2004 = icmp sge i32 %2003, 1, !dbg !2480
  br i1 %2004, label %2005, label %2010, !dbg !2481

2005:                                             ; preds = %2002
  call void @__wcet_cost(i64 noundef 1), !dbg !2482
  %2006 = load i32, i32* @s4, align 4, !dbg !2484, !tbaa !60
  %2007 = sub nsw i32 %2006, 1, !dbg !2484
  store i32 %2007, i32* @s4, align 4, !dbg !2484, !tbaa !60
  %2008 = load i32, i32* @s0, align 4, !dbg !2485, !tbaa !60
  %2009 = add nsw i32 %2008, 1, !dbg !2485
  store i32 %2009, i32* @s0, align 4, !dbg !2485, !tbaa !60
  store i32 1, i32* @s6, align 4, !dbg !2486, !tbaa !60
  br label %2010, !dbg !2487

2010:                                             ; preds = %2005, %2002, %1999
  %2011 = load i32, i32* @s11, align 4, !dbg !2488, !tbaa !60
  %2012 = icmp eq i32 %2011, 1, !dbg !2490
  br i1 %2012, label %2013, label %2019, !dbg !2491

2013:                                             ; preds = %2010
  %2014 = load i32, i32* @s1, align 4, !dbg !2492, !tbaa !60
  %2015 = icmp sle i32 %2014, 1, !dbg !2493
  br i1 %2015, label %2016, label %2019, !dbg !2494

2016:                                             ; preds = %2013
  call void @__wcet_cost(i64 noundef 1), !dbg !2495
  %2017 = load i32, i32* @s13, align 4, !dbg !2497, !tbaa !60
  %2018 = add nsw i32 %2017, 2, !dbg !2497
  store i32 %2018, i32* @s13, align 4, !dbg !2497, !tbaa !60
  store i32 2, i32* @s7, align 4, !dbg !2498, !tbaa !60
  br label %2019, !dbg !2499

2019:                                             ; preds = %2016, %2013, %2010
  %2020 = load i32, i32* @s7, align 4, !dbg !2500, !tbaa !60
  %2021 = icmp sge i32 %2020, 0, !dbg !2502
  br i1 %2021, label %2022, label %2025, !dbg !2503

2022:                                             ; preds = %2019
  call void @__wcet_cost(i64 noundef 8), !dbg !2504
  store i32 0, i32* @s2, align 4, !dbg !2506, !tbaa !60
  %2023 = load i32, i32* @s10, align 4, !dbg !2507, !tbaa !60
  %2024 = add nsw i32 %2023, 1, !dbg !2507
  store i32 %2024, i32* @s10, align 4, !dbg !2507, !tbaa !60
  br label %2025, !dbg !2508

2025:                                             ; preds = %2022, %2019
  %2026 = load i32, i32* @s4, align 4, !dbg !2509, !tbaa !60
  %2027 = icmp sgt i32 %2026, 2, !dbg !2511
  br i1 %2027, label %2028, label %2034, !dbg !2512

2028:                                             ; preds = %2025
  %2029 = load i32, i32* @s0, align 4, !dbg !2513, !tbaa !60
  %2030 = icmp sle i32 %2029, 2, !dbg !2514
  br i1 %2030, label %2031, label %2034, !dbg !2515

2031:                                             ; preds = %2028
  call void @__wcet_cost(i64 noundef 2), !dbg !2516
  %2032 = load i32, i32* @s4, align 4, !dbg !2518, !tbaa !60
  %2033 = sub nsw i32 %2032, 3, !dbg !2518
  store i32 %2033, i32* @s4, align 4, !dbg !2518, !tbaa !60
  store i32 0, i32* @s2, align 4, !dbg !2519, !tbaa !60
  br label %2034, !dbg !2520

2034:                                             ; preds = %2031, %2028, %2025
  %2035 = load i32, i32* @s7, align 4, !dbg !2521, !tbaa !60
  %2036 = icmp slt i32 %2035, 2, !dbg !2523
  br i1 %2036, label %2037, label %2050, !dbg !2524

2037:                                             ; preds = %2034
  %2038 = load i32, i32* @s8, align 4, !dbg !2525, !tbaa !60
  %2039 = icmp sgt i32 %2038, 1, !dbg !2526
  br i1 %2039, label %2040, label %2050, !dbg !2527

2040:                                             ; preds = %2037
  %2041 = load i32, i32* @s12, align 4, !dbg !2528, !tbaa !60
  %2042 = icmp sgt i32 %2041, 1, !dbg !2529
  br i1 %2042, label %2043, label %2050, !dbg !2530

2043:                                             ; preds = %2040
  call void @__wcet_cost(i64 noundef 7), !dbg !2531
  %2044 = load i32, i32* @s8, align 4, !dbg !2533, !tbaa !60
  %2045 = sub nsw i32 %2044, 2, !dbg !2533
  store i32 %2045, i32* @s8, align 4, !dbg !2533, !tbaa !60
  %2046 = load i32, i32* @s12, align 4, !dbg !2534, !tbaa !60
  %2047 = sub nsw i32 %2046, 2, !dbg !2534
  store i32 %2047, i32* @s12, align 4, !dbg !2534, !tbaa !60
  %2048 = load i32, i32* @s1, align 4, !dbg !2535, !tbaa !60
  %2049 = add nsw i32 %2048, 1, !dbg !2535
  store i32 %2049, i32* @s1, align 4, !dbg !2535, !tbaa !60
  br label %2050, !dbg !2536

2050:                                             ; preds = %2043, %2040, %2037, %2034
  %2051 = load i32, i32* @s11, align 4, !dbg !2537, !tbaa !60
  %2052 = icmp sle i32 %2051, 2, !dbg !2539
  br i1 %2052, label %2053, label %2063, !dbg !2540

2053:                                             ; preds = %2050
  %2054 = load i32, i32* @s4, align 4, !dbg !2541, !tbaa !60
  %2055 = icmp sge i32 %2054, 3, !dbg !2542
  br i1 %2055, label %2056, label %2063, !dbg !2543

2056:                                             ; preds = %2053
  call void @__wcet_cost(i64 noundef 1), !dbg !2544
  %2057 = load i32, i32* @s4, align 4, !dbg !2546, !tbaa !60
  %2058 = sub nsw i32 %2057, 3, !dbg !2546
  store i32 %2058, i32* @s4, align 4, !dbg !2546, !tbaa !60
  %2059 = load i32, i32* @s5, align 4, !dbg !2547, !tbaa !60
  %2060 = add nsw i32 %2059, 1, !dbg !2547
  store i32 %2060, i32* @s5, align 4, !dbg !2547, !tbaa !60
  %2061 = load i32, i32* @s15, align 4, !dbg !2548, !tbaa !60
  %2062 = add nsw i32 %2061, 1, !dbg !2548
  store i32 %2062, i32* @s15, align 4, !dbg !2548, !tbaa !60
  br label %2063, !dbg !2549

2063:                                             ; preds = %2056, %2053, %2050
  %2064 = load i32, i32* @s7, align 4, !dbg !2550, !tbaa !60
  %2065 = icmp sgt i32 %2064, 1, !dbg !2552
  br i1 %2065, label %2066, label %2069, !dbg !2553

2066:                                             ; preds = %2063
  call void @__wcet_cost(i64 noundef 8), !dbg !2554
  %2067 = load i32, i32* @s7, align 4, !dbg !2556, !tbaa !60
  %2068 = sub nsw i32 %2067, 2, !dbg !2556
  store i32 %2068, i32* @s7, align 4, !dbg !2556, !tbaa !60
  store i32 3, i32* @s11, align 4, !dbg !2557, !tbaa !60
  br label %2069, !dbg !2558

2069:                                             ; preds = %2066, %2063
  %2070 = load i32, i32* @s1, align 4, !dbg !2559, !tbaa !60
  %2071 = icmp ne i32 %2070, 3, !dbg !2561
  br i1 %2071, label %2072, label %2073, !dbg !2562

2072:                                             ; preds = %2069
  call void @__wcet_cost(i64 noundef 4), !dbg !2563
  store i32 0, i32* @s13, align 4, !dbg !2565, !tbaa !60
  br label %2073, !dbg !2566

2073:                                             ; preds = %2072, %2069
  %2074 = load i32, i32* @s11, align 4, !dbg !2567, !tbaa !60
  %2075 = icmp ne i32 %2074, 0, !dbg !2569
  br i1 %2075, label %2076, label %2079, !dbg !2570

2076:                                             ; preds = %2073
  call void @__wcet_cost(i64 noundef 2), !dbg !2571
  %2077 = load i32, i32* @s4, align 4, !dbg !2573, !tbaa !60
  %2078 = add nsw i32 %2077, 1, !dbg !2573
  store i32 %2078, i32* @s4, align 4, !dbg !2573, !tbaa !60
  br label %2079, !dbg !2574

2079:                                             ; preds = %2076, %2073
  %2080 = load i32, i32* @s4, align 4, !dbg !2575, !tbaa !60
  %2081 = icmp ne i32 %2080, 1, !dbg !2577
  br i1 %2081, label %2082, label %2088, !dbg !2578

2082:                                             ; preds = %2079
  %2083 = load i32, i32* @s3, align 4, !dbg !2579, !tbaa !60
  %2084 = icmp eq i32 %2083, 2, !dbg !2580
  br i1 %2084, label %2085, label %2088, !dbg !2581

2085:                                             ; preds = %2082
  call void @__wcet_cost(i64 noundef 6), !dbg !2582
  %2086 = load i32, i32* @s2, align 4, !dbg !2584, !tbaa !60
  %2087 = add nsw i32 %2086, 1, !dbg !2584
  store i32 %2087, i32* @s2, align 4, !dbg !2584, !tbaa !60
  br label %2088, !dbg !2585

2088:                                             ; preds = %2085, %2082, %2079
  %2089 = load i32, i32* @s3, align 4, !dbg !2586, !tbaa !60
  %2090 = icmp ne i32 %2089, 2, !dbg !2588
  br i1 %2090, label %2091, label %2100, !dbg !2589

2091:                                             ; preds = %2088
  %2092 = load i32, i32* @s1, align 4, !dbg !2590, !tbaa !60
  %2093 = icmp eq i32 %2092, 1, !dbg !2591
  br i1 %2093, label %2094, label %2100, !dbg !2592

2094:                                             ; preds = %2091
  %2095 = load i32, i32* @s9, align 4, !dbg !2593, !tbaa !60
  %2096 = icmp eq i32 %2095, 1, !dbg !2594
  br i1 %2096, label %2097, label %2100, !dbg !2595

2097:                                             ; preds = %2094
  call void @__wcet_cost(i64 noundef 3), !dbg !2596
  %2098 = load i32, i32* @s6, align 4, !dbg !2598, !tbaa !60
  %2099 = add nsw i32 %2098, 2, !dbg !2598
  store i32 %2099, i32* @s6, align 4, !dbg !2598, !tbaa !60
  br label %2100, !dbg !2599

2100:                                             ; preds = %2097, %2094, %2091, %2088
  %2101 = load i32, i32* @s2, align 4, !dbg !2600, !tbaa !60
  %2102 = icmp sle i32 %2101, 1, !dbg !2602
  br i1 %2102, label %2103, label %2115, !dbg !2603

2103:                                             ; preds = %2100
  %2104 = load i32, i32* @s1, align 4, !dbg !2604, !tbaa !60
  %2105 = icmp ne i32 %2104, 0, !dbg !2605
  br i1 %2105, label %2106, label %2115, !dbg !2606

2106:                                             ; preds = %2103
  call void @__wcet_cost(i64 noundef 5), !dbg !2607
  store i32 0, i32* @s15, align 4, !dbg !2609, !tbaa !60
  %2107 = load i32, i32* @s6, align 4, !dbg !2610, !tbaa !60
  %2108 = add nsw i32 %2107, 2, !dbg !2610
  store i32 %2108, i32* @s6, align 4, !dbg !2610, !tbaa !60
  %2109 = load i32, i32* @s9, align 4, !dbg !2611, !tbaa !60
  %2110 = icmp sle i32 %2109, 0, !dbg !2613
  br i1 %2110, label %2111, label %2114, !dbg !2614

2111:                                             ; preds = %2106
  call void @__wcet_cost(i64 noundef 3), !dbg !2615
  %2112 = load i32, i32* @s5, align 4, !dbg !2617, !tbaa !60
  %2113 = add nsw i32 %2112, 2, !dbg !2617
  store i32 %2113, i32* @s5, align 4, !dbg !2617, !tbaa !60
  store i32 1, i32* @s0, align 4, !dbg !2618, !tbaa !60
  br label %2114, !dbg !2619

2114:                                             ; preds = %2111, %2106
  br label %2115, !dbg !2620

2115:                                             ; preds = %2114, %2103, %2100
  %2116 = load i32, i32* @s7, align 4, !dbg !2621, !tbaa !60
  %2117 = icmp ne i32 %2116, 3, !dbg !2623
  br i1 %2117, label %2118, label %2123, !dbg !2624

2118:                                             ; preds = %2115
  call void @__wcet_cost(i64 noundef 8), !dbg !2625
  %2119 = load i32, i32* @s11, align 4, !dbg !2627, !tbaa !60
  %2120 = add nsw i32 %2119, 2, !dbg !2627
  store i32 %2120, i32* @s11, align 4, !dbg !2627, !tbaa !60
  %2121 = load i32, i32* @s8, align 4, !dbg !2628, !tbaa !60
  %2122 = add nsw i32 %2121, 2, !dbg !2628
  store i32 %2122, i32* @s8, align 4, !dbg !2628, !tbaa !60
  br label %2123, !dbg !2629

2123:                                             ; preds = %2118, %2115
  %2124 = load i32, i32* @s9, align 4, !dbg !2630, !tbaa !60
  %2125 = icmp sge i32 %2124, 0, !dbg !2632
  br i1 %2125, label %2126, label %2135, !dbg !2633

2126:                                             ; preds = %2123
  %2127 = load i32, i32* @s13, align 4, !dbg !2634, !tbaa !60
  %2128 = icmp eq i32 %2127, 2, !dbg !2635
  br i1 %2128, label %2129, label %2135, !dbg !2636

2129:                                             ; preds = %2126
  %2130 = load i32, i32* @s3, align 4, !dbg !2637, !tbaa !60
  %2131 = icmp ne i32 %2130, 0, !dbg !2638
  br i1 %2131, label %2132, label %2135, !dbg !2639

2132:                                             ; preds = %2129
  call void @__wcet_cost(i64 noundef 4), !dbg !2640
  %2133 = load i32, i32* @s10, align 4, !dbg !2642, !tbaa !60
  %2134 = add nsw i32 %2133, 2, !dbg !2642
  store i32 %2134, i32* @s10, align 4, !dbg !2642, !tbaa !60
  br label %2135, !dbg !2643

2135:                                             ; preds = %2132, %2129, %2126, %2123
  %2136 = load i32, i32* @s9, align 4, !dbg !2644, !tbaa !60
  %2137 = icmp eq i32 %2136, 3, !dbg !2646
  br i1 %2137, label %2138, label %2152, !dbg !2647

2138:                                             ; preds = %2135
  call void @__wcet_cost(i64 noundef 7), !dbg !2648
  %2139 = load i32, i32* @s12, align 4, !dbg !2650, !tbaa !60
  %2140 = add nsw i32 %2139, 2, !dbg !2650
  store i32 %2140, i32* @s12, align 4, !dbg !2650, !tbaa !60
  store i32 2, i32* @s1, align 4, !dbg !2651, !tbaa !60
  %2141 = load i32, i32* @s5, align 4, !dbg !2652, !tbaa !60
  %2142 = icmp slt i32 %2141, 3, !dbg !2654
  br i1 %2142, label %2143, label %2151, !dbg !2655

2143:                                             ; preds = %2138
  %2144 = load i32, i32* @s6, align 4, !dbg !2656, !tbaa !60
  %2145 = icmp sgt i32 %2144, 2, !dbg !2657
  br i1 %2145, label %2146, label %2151, !dbg !2658

2146:                                             ; preds = %2143
  call void @__wcet_cost(i64 noundef 7), !dbg !2659
  %2147 = load i32, i32* @s6, align 4, !dbg !2661, !tbaa !60
  %2148 = sub nsw i32 %2147, 3, !dbg !2661
  store i32 %2148, i32* @s6, align 4, !dbg !2661, !tbaa !60
  %2149 = load i32, i32* @s10, align 4, !dbg !2662, !tbaa !60
  %2150 = add nsw i32 %2149, 2, !dbg !2662
  store i32 %2150, i32* @s10, align 4, !dbg !2662, !tbaa !60
  br label %2151, !dbg !2663

2151:                                             ; preds = %2146, %2143, %2138
  br label %2152, !dbg !2664

2152:                                             ; preds = %2151, %2135
  %2153 = load i32, i32* @s4, align 4, !dbg !2665, !tbaa !60
  %2154 = icmp sle i32 %2153, 1, !dbg !2667
  br i1 %2154, label %2155, label %2164, !dbg !2668

2155:                                             ; preds = %2152
  %2156 = load i32, i32* @s6, align 4, !dbg !2669, !tbaa !60
  %2157 = icmp sle i32 %2156, 0, !dbg !2670
  br i1 %2157, label %2158, label %2164, !dbg !2671

2158:                                             ; preds = %2155
  %2159 = load i32, i32* @s14, align 4, !dbg !2672, !tbaa !60
  %2160 = icmp sge i32 %2159, 1, !dbg !2673
  br i1 %2160, label %2161, label %2164, !dbg !2674

2161:                                             ; preds = %2158
  call void @__wcet_cost(i64 noundef 7), !dbg !2675
  %2162 = load i32, i32* @s14, align 4, !dbg !2677, !tbaa !60
  %2163 = sub nsw i32 %2162, 1, !dbg !2677
  store i32 %2163, i32* @s14, align 4, !dbg !2677, !tbaa !60
  store i32 1, i32* @s1, align 4, !dbg !2678, !tbaa !60
  store i32 1, i32* @s8, align 4, !dbg !2679, !tbaa !60
  br label %2164, !dbg !2680

2164:                                             ; preds = %2161, %2158, %2155, %2152
  %2165 = load i32, i32* @s0, align 4, !dbg !2681, !tbaa !60
  %2166 = icmp sge i32 %2165, 1, !dbg !2683
  br i1 %2166, label %2167, label %2170, !dbg !2684

2167:                                             ; preds = %2164
  call void @__wcet_cost(i64 noundef 9), !dbg !2685
  %2168 = load i32, i32* @s0, align 4, !dbg !2687, !tbaa !60
  %2169 = sub nsw i32 %2168, 1, !dbg !2687
  store i32 %2169, i32* @s0, align 4, !dbg !2687, !tbaa !60
  store i32 0, i32* @s5, align 4, !dbg !2688, !tbaa !60
  br label %2170, !dbg !2689

2170:                                             ; preds = %2167, %2164
  %2171 = load i32, i32* @s8, align 4, !dbg !2690, !tbaa !60
  %2172 = icmp ne i32 %2171, 3, !dbg !2692
  br i1 %2172, label %2173, label %2186, !dbg !2693

2173:                                             ; preds = %2170
  %2174 = load i32, i32* @s0, align 4, !dbg !2694, !tbaa !60
  %2175 = icmp ne i32 %2174, 2, !dbg !2695
  br i1 %2175, label %2176, label %2186, !dbg !2696

2176:                                             ; preds = %2173
  call void @__wcet_cost(i64 noundef 1), !dbg !2697
  store i32 1, i32* @s13, align 4, !dbg !2699, !tbaa !60
  store i32 1, i32* @s11, align 4, !dbg !2700, !tbaa !60
  %2177 = load i32, i32* @s3, align 4, !dbg !2701, !tbaa !60
  %2178 = icmp sle i32 %2177, 0, !dbg !2703
  br i1 %2178, label %2179, label %2185, !dbg !2704

2179:                                             ; preds = %2176
  %2180 = load i32, i32* @s2, align 4, !dbg !2705, !tbaa !60
  %2181 = icmp sge i32 %2180, 1, !dbg !2706
  br i1 %2181, label %2182, label %2185, !dbg !2707

2182:                                             ; preds = %2179
  call void @__wcet_cost(i64 noundef 4), !dbg !2708
  %2183 = load i32, i32* @s2, align 4, !dbg !2710, !tbaa !60
  %2184 = sub nsw i32 %2183, 1, !dbg !2710
  store i32 %2184, i32* @s2, align 4, !dbg !2710, !tbaa !60
  store i32 1, i32* @s7, align 4, !dbg !2711, !tbaa !60
  br label %2185, !dbg !2712

2185:                                             ; preds = %2182, %2179, %2176
  br label %2186, !dbg !2713

2186:                                             ; preds = %2185, %2173, %2170
  %2187 = load i32, i32* @s1, align 4, !dbg !2714, !tbaa !60
  %2188 = icmp sle i32 %2187, 3, !dbg !2716
  br i1 %2188, label %2189, label %2192, !dbg !2717

2189:                                             ; preds = %2186
  call void @__wcet_cost(i64 noundef 8), !dbg !2718
  store i32 3, i32* @s2, align 4, !dbg !2720, !tbaa !60
  %2190 = load i32, i32* @s15, align 4, !dbg !2721, !tbaa !60
  %2191 = add nsw i32 %2190, 2, !dbg !2721
  store i32 %2191, i32* @s15, align 4, !dbg !2721, !tbaa !60
  br label %2192, !dbg !2722

2192:                                             ; preds = %2189, %2186
  %2193 = load i32, i32* @s13, align 4, !dbg !2723, !tbaa !60
  %2194 = icmp ne i32 %2193, 3, !dbg !2725
  br i1 %2194, label %2195, label %2204, !dbg !2726

2195:                                             ; preds = %2192
  %2196 = load i32, i32* @s14, align 4, !dbg !2727, !tbaa !60
  %2197 = icmp slt i32 %2196, 0, !dbg !2728
  br i1 %2197, label %2198, label %2204, !dbg !2729

2198:                                             ; preds = %2195
  %2199 = load i32, i32* @s3, align 4, !dbg !2730, !tbaa !60
  %2200 = icmp sle i32 %2199, 0, !dbg !2731
  br i1 %2200, label %2201, label %2204, !dbg !2732

2201:                                             ; preds = %2198
  call void @__wcet_cost(i64 noundef 7), !dbg !2733
  %2202 = load i32, i32* @s12, align 4, !dbg !2735, !tbaa !60
  %2203 = add nsw i32 %2202, 1, !dbg !2735
  store i32 %2203, i32* @s12, align 4, !dbg !2735, !tbaa !60
  br label %2204, !dbg !2736

2204:                                             ; preds = %2201, %2198, %2195, %2192
  %2205 = load i32, i32* @s7, align 4, !dbg !2737, !tbaa !60
  %2206 = icmp ne i32 %2205, 2, !dbg !2739
  br i1 %2206, label %2207, label %2213, !dbg !2740

2207:                                             ; preds = %2204
  %2208 = load i32, i32* @s3, align 4, !dbg !2741, !tbaa !60
  %2209 = icmp eq i32 %2208, 1, !dbg !2742
  br i1 %2209, label %2210, label %2213, !dbg !2743

2210:                                             ; preds = %2207
  call void @__wcet_cost(i64 noundef 7), !dbg !2744
  %2211 = load i32, i32* @s14, align 4, !dbg !2746, !tbaa !60
  %2212 = add nsw i32 %2211, 1, !dbg !2746
  store i32 %2212, i32* @s14, align 4, !dbg !2746, !tbaa !60
  br label %2213, !dbg !2747

2213:                                             ; preds = %2210, %2207, %2204
  %2214 = load i32, i32* @s4, align 4, !dbg !2748, !tbaa !60
  %2215 = icmp sge i32 %2214, 2, !dbg !2750
  br i1 %2215, label %2216, label %2221, !dbg !2751

2216:                                             ; preds = %2213
  call void @__wcet_cost(i64 noundef 1), !dbg !2752
  %2217 = load i32, i32* @s4, align 4, !dbg !2754, !tbaa !60
  %2218 = sub nsw i32 %2217, 2, !dbg !2754
  store i32 %2218, i32* @s4, align 4, !dbg !2754, !tbaa !60
  store i32 1, i32* @s11, align 4, !dbg !2755, !tbaa !60
  %2219 = load i32, i32* @s7, align 4, !dbg !2756, !tbaa !60
  %2220 = add nsw i32 %2219, 1, !dbg !2756
  store i32 %2220, i32* @s7, align 4, !dbg !2756, !tbaa !60
  br label %2221, !dbg !2757

2221:                                             ; preds = %2216, %2213
  %2222 = load i32, i32* @s1, align 4, !dbg !2758, !tbaa !60
  %2223 = icmp sgt i32 %2222, 3, !dbg !2760
  br i1 %2223, label %2224, label %2237, !dbg !2761

2224:                                             ; preds = %2221
  %2225 = load i32, i32* @s11, align 4, !dbg !2762, !tbaa !60
  %2226 = icmp sge i32 %2225, 2, !dbg !2763
  br i1 %2226, label %2227, label %2237, !dbg !2764

2227:                                             ; preds = %2224
  %2228 = load i32, i32* @s12, align 4, !dbg !2765, !tbaa !60
  %2229 = icmp eq i32 %2228, 2, !dbg !2766
  br i1 %2229, label %2230, label %2237, !dbg !2767

2230:                                             ; preds = %2227
  call void @__wcet_cost(i64 noundef 4), !dbg !2768
  %2231 = load i32, i32* @s1, align 4, !dbg !2770, !tbaa !60
  %2232 = sub nsw i32 %2231, 4, !dbg !2770
  store i32 %2232, i32* @s1, align 4, !dbg !2770, !tbaa !60
  %2233 = load i32, i32* @s11, align 4, !dbg !2771, !tbaa !60
  %2234 = sub nsw i32 %2233, 2, !dbg !2771
  store i32 %2234, i32* @s11, align 4, !dbg !2771, !tbaa !60
  store i32 2, i32* @s4, align 4, !dbg !2772, !tbaa !60
  %2235 = load i32, i32* @s10, align 4, !dbg !2773, !tbaa !60
  %2236 = add nsw i32 %2235, 1, !dbg !2773
  store i32 %2236, i32* @s10, align 4, !dbg !2773, !tbaa !60
  br label %2237, !dbg !2774

2237:                                             ; preds = %2230, %2227, %2224, %2221
  %2238 = load i32, i32* @s0, align 4, !dbg !2775, !tbaa !60
  %2239 = icmp eq i32 %2238, 0, !dbg !2777
  br i1 %2239, label %2240, label %2248, !dbg !2778

2240:                                             ; preds = %2237
  %2241 = load i32, i32* @s13, align 4, !dbg !2779, !tbaa !60
  %2242 = icmp sle i32 %2241, 2, !dbg !2780
  br i1 %2242, label %2243, label %2248, !dbg !2781

2243:                                             ; preds = %2240
  call void @__wcet_cost(i64 noundef 6), !dbg !2782
  %2244 = load i32, i32* @s10, align 4, !dbg !2784, !tbaa !60
  %2245 = add nsw i32 %2244, 2, !dbg !2784
  store i32 %2245, i32* @s10, align 4, !dbg !2784, !tbaa !60
  %2246 = load i32, i32* @s15, align 4, !dbg !2785, !tbaa !60
  %2247 = add nsw i32 %2246, 1, !dbg !2785
  store i32 %2247, i32* @s15, align 4, !dbg !2785, !tbaa !60
  br label %2248, !dbg !2786

2248:                                             ; preds = %2243, %2240, %2237
  %2249 = load i32, i32* @s9, align 4, !dbg !2787, !tbaa !60
  %2250 = icmp slt i32 %2249, 3, !dbg !2789
  br i1 %2250, label %2251, label %2259, !dbg !2790

2251:                                             ; preds = %2248
  %2252 = load i32, i32* @s14, align 4, !dbg !2791, !tbaa !60
  %2253 = icmp sge i32 %2252, 0, !dbg !2792
  br i1 %2253, label %2254, label %2259, !dbg !2793

2254:                                             ; preds = %2251
  call void @__wcet_cost(i64 noundef 8), !dbg !2794
  %2255 = load i32, i32* @s7, align 4, !dbg !2796, !tbaa !60
  %2256 = add nsw i32 %2255, 2, !dbg !2796
  store i32 %2256, i32* @s7, align 4, !dbg !2796, !tbaa !60
  %2257 = load i32, i32* @s12, align 4, !dbg !2797, !tbaa !60
  %2258 = add nsw i32 %2257, 2, !dbg !2797
  store i32 %2258, i32* @s12, align 4, !dbg !2797, !tbaa !60
  br label %2259, !dbg !2798

2259:                                             ; preds = %2254, %2251, %2248
  %2260 = load i32, i32* @s9, align 4, !dbg !2799, !tbaa !60
  %2261 = icmp sgt i32 %2260, 0, !dbg !2801
  br i1 %2261, label %2262, label %2275, !dbg !2802

2262:                                             ; preds = %2259
  %2263 = load i32, i32* @s5, align 4, !dbg !2803, !tbaa !60
  %2264 = icmp ne i32 %2263, 0, !dbg !2804
  br i1 %2264, label %2265, label %2275, !dbg !2805

2265:                                             ; preds = %2262
  %2266 = load i32, i32* @s4, align 4, !dbg !2806, !tbaa !60
  %2267 = icmp sle i32 %2266, 3, !dbg !2807
  br i1 %2267, label %2268, label %2275, !dbg !2808

2268:                                             ; preds = %2265
  call void @__wcet_cost(i64 noundef 5), !dbg !2809
  %2269 = load i32, i32* @s9, align 4, !dbg !2811, !tbaa !60
  %2270 = sub nsw i32 %2269, 1, !dbg !2811
  store i32 %2270, i32* @s9, align 4, !dbg !2811, !tbaa !60
  %2271 = load i32, i32* @s0, align 4, !dbg !2812, !tbaa !60
  %2272 = add nsw i32 %2271, 1, !dbg !2812
  store i32 %2272, i32* @s0, align 4, !dbg !2812, !tbaa !60
  %2273 = load i32, i32* @s2, align 4, !dbg !2813, !tbaa !60
  %2274 = add nsw i32 %2273, 2, !dbg !2813
  store i32 %2274, i32* @s2, align 4, !dbg !2813, !tbaa !60
  br label %2275, !dbg !2814

2275:                                             ; preds = %2268, %2265, %2262, %2259
  %2276 = load i32, i32* @s3, align 4, !dbg !2815, !tbaa !60
  %2277 = icmp sgt i32 %2276, 0, !dbg !2817
  br i1 %2277, label %2278, label %2291, !dbg !2818

2278:                                             ; preds = %2275
  %2279 = load i32, i32* @s14, align 4, !dbg !2819, !tbaa !60
  %2280 = icmp sge i32 %2279, 2, !dbg !2820
  br i1 %2280, label %2281, label %2291, !dbg !2821

2281:                                             ; preds = %2278
  %2282 = load i32, i32* @s2, align 4, !dbg !2822, !tbaa !60
  %2283 = icmp eq i32 %2282, 0, !dbg !2823
  br i1 %2283, label %2284, label %2291, !dbg !2824

2284:                                             ; preds = %2281
  call void @__wcet_cost(i64 noundef 6), !dbg !2825
  %2285 = load i32, i32* @s3, align 4, !dbg !2827, !tbaa !60
  %2286 = sub nsw i32 %2285, 1, !dbg !2827
  store i32 %2286, i32* @s3, align 4, !dbg !2827, !tbaa !60
  %2287 = load i32, i32* @s14, align 4, !dbg !2828, !tbaa !60
  %2288 = sub nsw i32 %2287, 2, !dbg !2828
  store i32 %2288, i32* @s14, align 4, !dbg !2828, !tbaa !60
  %2289 = load i32, i32* @s8, align 4, !dbg !2829, !tbaa !60
  %2290 = add nsw i32 %2289, 2, !dbg !2829
  store i32 %2290, i32* @s8, align 4, !dbg !2829, !tbaa !60
  br label %2291, !dbg !2830

2291:                                             ; preds = %2284, %2281, %2278, %2275
  %2292 = load i32, i32* @s6, align 4, !dbg !2831, !tbaa !60
  %2293 = icmp slt i32 %2292, 0, !dbg !2833
  br i1 %2293, label %2294, label %2301, !dbg !2834

2294:                                             ; preds = %2291
  %2295 = load i32, i32* @s5, align 4, !dbg !2835, !tbaa !60
  %2296 = icmp eq i32 %2295, 2, !dbg !2836
  br i1 %2296, label %2297, label %2301, !dbg !2837

2297:                                             ; preds = %2294
  %2298 = load i32, i32* @s11, align 4, !dbg !2838, !tbaa !60
  %2299 = icmp slt i32 %2298, 1, !dbg !2839
  br i1 %2299, label %2300, label %2301, !dbg !2840

2300:                                             ; preds = %2297
  call void @__wcet_cost(i64 noundef 5), !dbg !2841
  store i32 3, i32* @s14, align 4, !dbg !2843, !tbaa !60
  br label %2301, !dbg !2844

2301:                                             ; preds = %2300, %2297, %2294, %2291
  %2302 = load i32, i32* @s10, align 4, !dbg !2845, !tbaa !60
  %2303 = icmp sle i32 %2302, 3, !dbg !2847
  br i1 %2303, label %2304, label %2313, !dbg !2848

2304:                                             ; preds = %2301
  %2305 = load i32, i32* @s8, align 4, !dbg !2849, !tbaa !60
  %2306 = icmp sle i32 %2305, 2, !dbg !2850
  br i1 %2306, label %2307, label %2313, !dbg !2851

2307:                                             ; preds = %2304
  %2308 = load i32, i32* @s12, align 4, !dbg !2852, !tbaa !60
  %2309 = icmp eq i32 %2308, 2, !dbg !2853
  br i1 %2309, label %2310, label %2313, !dbg !2854

2310:                                             ; preds = %2307
  call void @__wcet_cost(i64 noundef 5), !dbg !2855
  %2311 = load i32, i32* @s5, align 4, !dbg !2857, !tbaa !60
  %2312 = add nsw i32 %2311, 1, !dbg !2857
  store i32 %2312, i32* @s5, align 4, !dbg !2857, !tbaa !60
  br label %2313, !dbg !2858

2313:                                             ; preds = %2310, %2307, %2304, %2301
  %2314 = load i32, i32* @s15, align 4, !dbg !2859, !tbaa !60
  %2315 = icmp sge i32 %2314, 2, !dbg !2861
  br i1 %2315, label %2316, label %2319, !dbg !2862

2316:                                             ; preds = %2313
  call void @__wcet_cost(i64 noundef 3), !dbg !2863
  %2317 = load i32, i32* @s15, align 4, !dbg !2865, !tbaa !60
  %2318 = sub nsw i32 %2317, 2, !dbg !2865
  store i32 %2318, i32* @s15, align 4, !dbg !2865, !tbaa !60
  store i32 3, i32* @s12, align 4, !dbg !2866, !tbaa !60
  br label %2319, !dbg !2867

2319:                                             ; preds = %2316, %2313
  %2320 = load i32, i32* @s12, align 4, !dbg !2868, !tbaa !60
  %2321 = icmp sgt i32 %2320, 3, !dbg !2870
  br i1 %2321, label %2322, label %2335, !dbg !2871

2322:                                             ; preds = %2319
  %2323 = load i32, i32* @s11, align 4, !dbg !2872, !tbaa !60
  %2324 = icmp ne i32 %2323, 2, !dbg !2873
  br i1 %2324, label %2325, label %2335, !dbg !2874

2325:                                             ; preds = %2322
  %2326 = load i32, i32* @s8, align 4, !dbg !2875, !tbaa !60
  %2327 = icmp sgt i32 %2326, 1, !dbg !2876
  br i1 %2327, label %2328, label %2335, !dbg !2877

2328:                                             ; preds = %2325
  call void @__wcet_cost(i64 noundef 2), !dbg !2878
  %2329 = load i32, i32* @s12, align 4, !dbg !2880, !tbaa !60
  %2330 = sub nsw i32 %2329, 4, !dbg !2880
  store i32 %2330, i32* @s12, align 4, !dbg !2880, !tbaa !60
  %2331 = load i32, i32* @s8, align 4, !dbg !2881, !tbaa !60
  %2332 = sub nsw i32 %2331, 2, !dbg !2881
  store i32 %2332, i32* @s8, align 4, !dbg !2881, !tbaa !60
  %2333 = load i32, i32* @s1, align 4, !dbg !2882, !tbaa !60
  %2334 = add nsw i32 %2333, 2, !dbg !2882
  store i32 %2334, i32* @s1, align 4, !dbg !2882, !tbaa !60
  br label %2335, !dbg !2883

2335:                                             ; preds = %2328, %2325, %2322, %2319
  %2336 = load i32, i32* @s8, align 4, !dbg !2884, !tbaa !60
  %2337 = icmp ne i32 %2336, 3, !dbg !2886
  br i1 %2337, label %2338, label %2341, !dbg !2887

2338:                                             ; preds = %2335
  call void @__wcet_cost(i64 noundef 3), !dbg !2888
  store i32 3, i32* @s9, align 4, !dbg !2890, !tbaa !60
  %2339 = load i32, i32* @s5, align 4, !dbg !2891, !tbaa !60
  %2340 = add nsw i32 %2339, 1, !dbg !2891
  store i32 %2340, i32* @s5, align 4, !dbg !2891, !tbaa !60
  br label %2341, !dbg !2892

2341:                                             ; preds = %2338, %2335
  %2342 = load i32, i32* @s12, align 4, !dbg !2893, !tbaa !60
  %2343 = icmp ne i32 %2342, 0, !dbg !2895
  br i1 %2343, label %2344, label %2350, !dbg !2896

2344:                                             ; preds = %2341
  %2345 = load i32, i32* @s14, align 4, !dbg !2897, !tbaa !60
  %2346 = icmp sge i32 %2345, 3, !dbg !2898
  br i1 %2346, label %2347, label %2350, !dbg !2899

2347:                                             ; preds = %2344
  call void @__wcet_cost(i64 noundef 9), !dbg !2900
  %2348 = load i32, i32* @s14, align 4, !dbg !2902, !tbaa !60
  %2349 = sub nsw i32 %2348, 3, !dbg !2902
  store i32 %2349, i32* @s14, align 4, !dbg !2902, !tbaa !60
  store i32 2, i32* @s13, align 4, !dbg !2903, !tbaa !60
  br label %2350, !dbg !2904

2350:                                             ; preds = %2347, %2344, %2341
  %2351 = load i32, i32* @s6, align 4, !dbg !2905, !tbaa !60
  %2352 = icmp eq i32 %2351, 3, !dbg !2907
  br i1 %2352, label %2353, label %2356, !dbg !2908

2353:                                             ; preds = %2350
  call void @__wcet_cost(i64 noundef 4), !dbg !2909
  %2354 = load i32, i32* @s10, align 4, !dbg !2911, !tbaa !60
  %2355 = add nsw i32 %2354, 1, !dbg !2911
  store i32 %2355, i32* @s10, align 4, !dbg !2911, !tbaa !60
  br label %2356, !dbg !2912

2356:                                             ; preds = %2353, %2350
  %2357 = load i32, i32* @s14, align 4, !dbg !2913, !tbaa !60
  %2358 = icmp sgt i32 %2357, 0, !dbg !2915
  br i1 %2358, label %2359, label %2384, !dbg !2916

2359:                                             ; preds = %2356
  %2360 = load i32, i32* @s3, align 4, !dbg !2917, !tbaa !60
  %2361 = icmp eq i32 %2360, 2, !dbg !2918
  br i1 %2361, label %2362, label %2384, !dbg !2919

2362:                                             ; preds = %2359
  %2363 = load i32, i32* @s4, align 4, !dbg !2920, !tbaa !60
  %2364 = icmp sgt i32 %2363, 1, !dbg !2921
  br i1 %2364, label %2365, label %2384, !dbg !2922

2365:                                             ; preds = %2362
  call void @__wcet_cost(i64 noundef 6), !dbg !2923
  %2366 = load i32, i32* @s14, align 4, !dbg !2925, !tbaa !60
  %2367 = sub nsw i32 %2366, 1, !dbg !2925
  store i32 %2367, i32* @s14, align 4, !dbg !2925, !tbaa !60
  %2368 = load i32, i32* @s4, align 4, !dbg !2926, !tbaa !60
  %2369 = sub nsw i32 %2368, 2, !dbg !2926
  store i32 %2369, i32* @s4, align 4, !dbg !2926, !tbaa !60
  %2370 = load i32, i32* @s13, align 4, !dbg !2927, !tbaa !60
  %2371 = add nsw i32 %2370, 2, !dbg !2927
  store i32 %2371, i32* @s13, align 4, !dbg !2927, !tbaa !60
  %2372 = load i32, i32* @s0, align 4, !dbg !2928, !tbaa !60
  %2373 = add nsw i32 %2372, 1, !dbg !2928
  store i32 %2373, i32* @s0, align 4, !dbg !2928, !tbaa !60
  %2374 = load i32, i32* @s11, align 4, !dbg !2929, !tbaa !60
  %2375 = icmp slt i32 %2374, 3, !dbg !2931
  br i1 %2375, label %2376, label %2383, !dbg !2932

2376:                                             ; preds = %2365
  %2377 = load i32, i32* @s8, align 4, !dbg !2933, !tbaa !60
  %2378 = icmp slt i32 %2377, 3, !dbg !2934
  br i1 %2378, label %2379, label %2383, !dbg !2935

2379:                                             ; preds = %2376
  %2380 = load i32, i32* @s1, align 4, !dbg !2936, !tbaa !60
  %2381 = icmp ne i32 %2380, 0, !dbg !2937
  br i1 %2381, label %2382, label %2383, !dbg !2938

2382:                                             ; preds = %2379
  call void @__wcet_cost(i64 noundef 9), !dbg !2939
  store i32 0, i32* @s7, align 4, !dbg !2941, !tbaa !60
  br label %2383, !dbg !2942

2383:                                             ; preds = %2382, %2379, %2376, %2365
  br label %2384, !dbg !2943

2384:                                             ; preds = %2383, %2362, %2359, %2356
  %2385 = load i32, i32* @s8, align 4, !dbg !2944, !tbaa !60
  %2386 = icmp eq i32 %2385, 3, !dbg !2946
  br i1 %2386, label %2387, label %2394, !dbg !2947

2387:                                             ; preds = %2384
  %2388 = load i32, i32* @s14, align 4, !dbg !2948, !tbaa !60
  %2389 = icmp sle i32 %2388, 3, !dbg !2949
  br i1 %2389, label %2390, label %2394, !dbg !2950

2390:                                             ; preds = %2387
  %2391 = load i32, i32* @s13, align 4, !dbg !2951, !tbaa !60
  %2392 = icmp eq i32 %2391, 1, !dbg !2952
  br i1 %2392, label %2393, label %2394, !dbg !2953

2393:                                             ; preds = %2390
  call void @__wcet_cost(i64 noundef 9), !dbg !2954
  store i32 2, i32* @s3, align 4, !dbg !2956, !tbaa !60
  br label %2394, !dbg !2957

2394:                                             ; preds = %2393, %2390, %2387, %2384
  %2395 = load i32, i32* @s13, align 4, !dbg !2958, !tbaa !60
  %2396 = icmp sge i32 %2395, 0, !dbg !2960
  br i1 %2396, label %2397, label %2406, !dbg !2961

2397:                                             ; preds = %2394
  %2398 = load i32, i32* @s9, align 4, !dbg !2962, !tbaa !60
  %2399 = icmp sle i32 %2398, 2, !dbg !2963
  br i1 %2399, label %2400, label %2406, !dbg !2964

2400:                                             ; preds = %2397
  %2401 = load i32, i32* @s3, align 4, !dbg !2965, !tbaa !60
  %2402 = icmp slt i32 %2401, 3, !dbg !2966
  br i1 %2402, label %2403, label %2406, !dbg !2967

2403:                                             ; preds = %2400
  call void @__wcet_cost(i64 noundef 6), !dbg !2968
  %2404 = load i32, i32* @s12, align 4, !dbg !2970, !tbaa !60
  %2405 = add nsw i32 %2404, 2, !dbg !2970
  store i32 %2405, i32* @s12, align 4, !dbg !2970, !tbaa !60
  br label %2406, !dbg !2971

2406:                                             ; preds = %2403, %2400, %2397, %2394
  %2407 = load i32, i32* @s4, align 4, !dbg !2972, !tbaa !60
  %2408 = icmp eq i32 %2407, 0, !dbg !2974
  br i1 %2408, label %2409, label %2422, !dbg !2975

2409:                                             ; preds = %2406
  %2410 = load i32, i32* @s7, align 4, !dbg !2976, !tbaa !60
  %2411 = icmp sge i32 %2410, 2, !dbg !2977
  br i1 %2411, label %2412, label %2422, !dbg !2978

2412:                                             ; preds = %2409
  %2413 = load i32, i32* @s0, align 4, !dbg !2979, !tbaa !60
  %2414 = icmp ne i32 %2413, 3, !dbg !2980
  br i1 %2414, label %2415, label %2422, !dbg !2981

2415:                                             ; preds = %2412
  call void @__wcet_cost(i64 noundef 4), !dbg !2982
  %2416 = load i32, i32* @s7, align 4, !dbg !2984, !tbaa !60
  %2417 = sub nsw i32 %2416, 2, !dbg !2984
  store i32 %2417, i32* @s7, align 4, !dbg !2984, !tbaa !60
  %2418 = load i32, i32* @s3, align 4, !dbg !2985, !tbaa !60
  %2419 = add nsw i32 %2418, 1, !dbg !2985
  store i32 %2419, i32* @s3, align 4, !dbg !2985, !tbaa !60
  %2420 = load i32, i32* @s11, align 4, !dbg !2986, !tbaa !60
  %2421 = add nsw i32 %2420, 2, !dbg !2986
  store i32 %2421, i32* @s11, align 4, !dbg !2986, !tbaa !60
  br label %2422, !dbg !2987

2422:                                             ; preds = %2415, %2412, %2409, %2406
  %2423 = load i32, i32* @s15, align 4, !dbg !2988, !tbaa !60
  %2424 = icmp ne i32 %2423, 3, !dbg !2990
  br i1 %2424, label %2425, label %2428, !dbg !2991

2425:                                             ; preds = %2422
  call void @__wcet_cost(i64 noundef 4), !dbg !2992
  %2426 = load i32, i32* @s11, align 4, !dbg !2994, !tbaa !60
  %2427 = add nsw i32 %2426, 2, !dbg !2994
  store i32 %2427, i32* @s11, align 4, !dbg !2994, !tbaa !60
  store i32 0, i32* @s8, align 4, !dbg !2995, !tbaa !60
  br label %2428, !dbg !2996

2428:                                             ; preds = %2425, %2422
  %2429 = load i32, i32* @s14, align 4, !dbg !2997, !tbaa !60
  %2430 = icmp slt i32 %2429, 3, !dbg !2999
  br i1 %2430, label %2431, label %2442, !dbg !3000

2431:                                             ; preds = %2428
  %2432 = load i32, i32* @s10, align 4, !dbg !3001, !tbaa !60
  %2433 = icmp ne i32 %2432, 0, !dbg !3002
  br i1 %2433, label %2434, label %2442, !dbg !3003

2434:                                             ; preds = %2431
  %2435 = load i32, i32* @s1, align 4, !dbg !3004, !tbaa !60
  %2436 = icmp sgt i32 %2435, 0, !dbg !3005
  br i1 %2436, label %2437, label %2442, !dbg !3006

2437:                                             ; preds = %2434
  call void @__wcet_cost(i64 noundef 5), !dbg !3007
  %2438 = load i32, i32* @s1, align 4, !dbg !3009, !tbaa !60
  %2439 = sub nsw i32 %2438, 1, !dbg !3009
  store i32 %2439, i32* @s1, align 4, !dbg !3009, !tbaa !60
  %2440 = load i32, i32* @s12, align 4, !dbg !3010, !tbaa !60
  %2441 = add nsw i32 %2440, 2, !dbg !3010
  store i32 %2441, i32* @s12, align 4, !dbg !3010, !tbaa !60
  br label %2442, !dbg !3011

2442:                                             ; preds = %2437, %2434, %2431, %2428
  %2443 = load i32, i32* @s4, align 4, !dbg !3012, !tbaa !60
  %2444 = icmp sle i32 %2443, 1, !dbg !3014
  br i1 %2444, label %2445, label %2466, !dbg !3015

2445:                                             ; preds = %2442
  %2446 = load i32, i32* @s12, align 4, !dbg !3016, !tbaa !60
  %2447 = icmp eq i32 %2446, 3, !dbg !3017
  br i1 %2447, label %2448, label %2466, !dbg !3018

2448:                                             ; preds = %2445
  %2449 = load i32, i32* @s14, align 4, !dbg !3019, !tbaa !60
  %2450 = icmp ne i32 %2449, 1, !dbg !3020
  br i1 %2450, label %2451, label %2466, !dbg !3021

2451:                                             ; preds = %2448
  call void @__wcet_cost(i64 noundef 4), !dbg !3022
  store i32 1, i32* @s0, align 4, !dbg !3024, !tbaa !60
  %2452 = load i32, i32* @s5, align 4, !dbg !3025, !tbaa !60
  %2453 = add nsw i32 %2452, 2, !dbg !3025
  store i32 %2453, i32* @s5, align 4, !dbg !3025, !tbaa !60
  %2454 = load i32, i32* @s8, align 4, !dbg !3026, !tbaa !60
  %2455 = icmp slt i32 %2454, 2, !dbg !3028
  br i1 %2455, label %2456, label %2465, !dbg !3029

2456:                                             ; preds = %2451
  %2457 = load i32, i32* @s1, align 4, !dbg !3030, !tbaa !60
  %2458 = icmp eq i32 %2457, 1, !dbg !3031
  br i1 %2458, label %2459, label %2465, !dbg !3032

2459:                                             ; preds = %2456
  %2460 = load i32, i32* @s14, align 4, !dbg !3033, !tbaa !60
  %2461 = icmp sle i32 %2460, 0, !dbg !3034
  br i1 %2461, label %2462, label %2465, !dbg !3035

2462:                                             ; preds = %2459
  call void @__wcet_cost(i64 noundef 3), !dbg !3036
  store i32 0, i32* @s0, align 4, !dbg !3038, !tbaa !60
  %2463 = load i32, i32* @s9, align 4, !dbg !3039, !tbaa !60
  %2464 = add nsw i32 %2463, 1, !dbg !3039
  store i32 %2464, i32* @s9, align 4, !dbg !3039, !tbaa !60
  br label %2465, !dbg !3040

2465:                                             ; preds = %2462, %2459, %2456, %2451
  br label %2466, !dbg !3041

2466:                                             ; preds = %2465, %2448, %2445, %2442
  %2467 = load i32, i32* @s5, align 4, !dbg !3042, !tbaa !60
  %2468 = icmp ne i32 %2467, 0, !dbg !3044
  br i1 %2468, label %2469, label %2475, !dbg !3045

2469:                                             ; preds = %2466
  %2470 = load i32, i32* @s0, align 4, !dbg !3046, !tbaa !60
  %2471 = icmp slt i32 %2470, 2, !dbg !3047
  br i1 %2471, label %2472, label %2475, !dbg !3048

2472:                                             ; preds = %2469
  call void @__wcet_cost(i64 noundef 1), !dbg !3049
  %2473 = load i32, i32* @s7, align 4, !dbg !3051, !tbaa !60
  %2474 = add nsw i32 %2473, 2, !dbg !3051
  store i32 %2474, i32* @s7, align 4, !dbg !3051, !tbaa !60
  br label %2475, !dbg !3052

2475:                                             ; preds = %2472, %2469, %2466
  %2476 = load i32, i32* @s1, align 4, !dbg !3053, !tbaa !60
  %2477 = icmp sge i32 %2476, 2, !dbg !3055
  br i1 %2477, label %2478, label %2485, !dbg !3056

2478:                                             ; preds = %2475
  call void @__wcet_cost(i64 noundef 8), !dbg !3057
  %2479 = load i32, i32* @s1, align 4, !dbg !3059, !tbaa !60
  %2480 = sub nsw i32 %2479, 2, !dbg !3059
  store i32 %2480, i32* @s1, align 4, !dbg !3059, !tbaa !60
  %2481 = load i32, i32* @s2, align 4, !dbg !3060, !tbaa !60
  %2482 = add nsw i32 %2481, 2, !dbg !3060
  store i32 %2482, i32* @s2, align 4, !dbg !3060, !tbaa !60
  %2483 = load i32, i32* @s14, align 4, !dbg !3061, !tbaa !60
  %2484 = add nsw i32 %2483, 2, !dbg !3061
  store i32 %2484, i32* @s14, align 4, !dbg !3061, !tbaa !60
  br label %2485, !dbg !3062

2485:                                             ; preds = %2478, %2475
  %2486 = load i32, i32* @s11, align 4, !dbg !3063, !tbaa !60
  %2487 = icmp sgt i32 %2486, 0, !dbg !3065
  br i1 %2487, label %2488, label %2497, !dbg !3066

2488:                                             ; preds = %2485
  %2489 = load i32, i32* @s4, align 4, !dbg !3067, !tbaa !60
  %2490 = icmp sle i32 %2489, 2, !dbg !3068
  br i1 %2490, label %2491, label %2497, !dbg !3069

2491:                                             ; preds = %2488
  %2492 = load i32, i32* @s13, align 4, !dbg !3070, !tbaa !60
  %2493 = icmp ne i32 %2492, 2, !dbg !3071
  br i1 %2493, label %2494, label %2497, !dbg !3072

2494:                                             ; preds = %2491
  call void @__wcet_cost(i64 noundef 3), !dbg !3073
  %2495 = load i32, i32* @s11, align 4, !dbg !3075, !tbaa !60
  %2496 = sub nsw i32 %2495, 1, !dbg !3075
  store i32 %2496, i32* @s11, align 4, !dbg !3075, !tbaa !60
  store i32 2, i32* @s10, align 4, !dbg !3076, !tbaa !60
  store i32 0, i32* @s0, align 4, !dbg !3077, !tbaa !60
  br label %2497, !dbg !3078

2497:                                             ; preds = %2494, %2491, %2488, %2485
  %2498 = load i32, i32* @s1, align 4, !dbg !3079, !tbaa !60
  %2499 = icmp sgt i32 %2498, 0, !dbg !3081
  br i1 %2499, label %2500, label %2511, !dbg !3082

2500:                                             ; preds = %2497
  %2501 = load i32, i32* @s5, align 4, !dbg !3083, !tbaa !60
  %2502 = icmp sgt i32 %2501, 3, !dbg !3084
  br i1 %2502, label %2503, label %2511, !dbg !3085

2503:                                             ; preds = %2500
  %2504 = load i32, i32* @s11, align 4, !dbg !3086, !tbaa !60
  %2505 = icmp sge i32 %2504, 0, !dbg !3087
  br i1 %2505, label %2506, label %2511, !dbg !3088

2506:                                             ; preds = %2503
  call void @__wcet_cost(i64 noundef 3), !dbg !3089
  %2507 = load i32, i32* @s1, align 4, !dbg !3091, !tbaa !60
  %2508 = sub nsw i32 %2507, 1, !dbg !3091
  store i32 %2508, i32* @s1, align 4, !dbg !3091, !tbaa !60
  %2509 = load i32, i32* @s5, align 4, !dbg !3092, !tbaa !60
  %2510 = sub nsw i32 %2509, 4, !dbg !3092
  store i32 %2510, i32* @s5, align 4, !dbg !3092, !tbaa !60
  store i32 0, i32* @s6, align 4, !dbg !3093, !tbaa !60
  br label %2511, !dbg !3094

2511:                                             ; preds = %2506, %2503, %2500, %2497
  %2512 = load i32, i32* @s15, align 4, !dbg !3095, !tbaa !60
  %2513 = icmp sle i32 %2512, 3, !dbg !3097
  br i1 %2513, label %2514, label %2519, !dbg !3098

2514:                                             ; preds = %2511
  call void @__wcet_cost(i64 noundef 7), !dbg !3099
  %2515 = load i32, i32* @s3, align 4, !dbg !3101, !tbaa !60
  %2516 = add nsw i32 %2515, 1, !dbg !3101
  store i32 %2516, i32* @s3, align 4, !dbg !3101, !tbaa !60
  %2517 = load i32, i32* @s13, align 4, !dbg !3102, !tbaa !60
  %2518 = add nsw i32 %2517, 1, !dbg !3102
  store i32 %2518, i32* @s13, align 4, !dbg !3102, !tbaa !60
  br label %2519, !dbg !3103

2519:                                             ; preds = %2514, %2511
  %2520 = load i32, i32* @s2, align 4, !dbg !3104, !tbaa !60
  %2521 = icmp ne i32 %2520, 1, !dbg !3106
  br i1 %2521, label %2522, label %2525, !dbg !3107

2522:                                             ; preds = %2519
  call void @__wcet_cost(i64 noundef 1), !dbg !3108
  %2523 = load i32, i32* @s4, align 4, !dbg !3110, !tbaa !60
  %2524 = add nsw i32 %2523, 1, !dbg !3110
  store i32 %2524, i32* @s4, align 4, !dbg !3110, !tbaa !60
  br label %2525, !dbg !3111

2525:                                             ; preds = %2522, %2519
  %2526 = load i32, i32* @s8, align 4, !dbg !3112, !tbaa !60
  %2527 = icmp sle i32 %2526, 1, !dbg !3114
  br i1 %2527, label %2528, label %2537, !dbg !3115

2528:                                             ; preds = %2525
  %2529 = load i32, i32* @s13, align 4, !dbg !3116, !tbaa !60
  %2530 = icmp ne i32 %2529, 3, !dbg !3117
  br i1 %2530, label %2531, label %2537, !dbg !3118

2531:                                             ; preds = %2528
  %2532 = load i32, i32* @s1, align 4, !dbg !3119, !tbaa !60
  %2533 = icmp eq i32 %2532, 0, !dbg !3120
  br i1 %2533, label %2534, label %2537, !dbg !3121

2534:                                             ; preds = %2531
  call void @__wcet_cost(i64 noundef 4), !dbg !3122
  %2535 = load i32, i32* @s12, align 4, !dbg !3124, !tbaa !60
  %2536 = add nsw i32 %2535, 1, !dbg !3124
  store i32 %2536, i32* @s12, align 4, !dbg !3124, !tbaa !60
  br label %2537, !dbg !3125

2537:                                             ; preds = %2534, %2531, %2528, %2525
  %2538 = load i32, i32* @s4, align 4, !dbg !3126, !tbaa !60
  %2539 = icmp sle i32 %2538, 3, !dbg !3128
  br i1 %2539, label %2540, label %2551, !dbg !3129

2540:                                             ; preds = %2537
  %2541 = load i32, i32* @s14, align 4, !dbg !3130, !tbaa !60
  %2542 = icmp sge i32 %2541, 1, !dbg !3131
  br i1 %2542, label %2543, label %2551, !dbg !3132

2543:                                             ; preds = %2540
  %2544 = load i32, i32* @s9, align 4, !dbg !3133, !tbaa !60
  %2545 = icmp sle i32 %2544, 2, !dbg !3134
  br i1 %2545, label %2546, label %2551, !dbg !3135

2546:                                             ; preds = %2543
  call void @__wcet_cost(i64 noundef 6), !dbg !3136
  %2547 = load i32, i32* @s14, align 4, !dbg !3138, !tbaa !60
  %2548 = sub nsw i32 %2547, 1, !dbg !3138
  store i32 %2548, i32* @s14, align 4, !dbg !3138, !tbaa !60
  store i32 0, i32* @s7, align 4, !dbg !3139, !tbaa !60
  %2549 = load i32, i32* @s2, align 4, !dbg !3140, !tbaa !60
  %2550 = add nsw i32 %2549, 2, !dbg !3140
  store i32 %2550, i32* @s2, align 4, !dbg !3140, !tbaa !60
  br label %2551, !dbg !3141

2551:                                             ; preds = %2546, %2543, %2540, %2537
  %2552 = load i32, i32* @s0, align 4, !dbg !3142, !tbaa !60
  %2553 = icmp ne i32 %2552, 2, !dbg !3144
  br i1 %2553, label %2554, label %2557, !dbg !3145

2554:                                             ; preds = %2551
  call void @__wcet_cost(i64 noundef 2), !dbg !3146
  store i32 2, i32* @s1, align 4, !dbg !3148, !tbaa !60
  %2555 = load i32, i32* @s5, align 4, !dbg !3149, !tbaa !60
  %2556 = add nsw i32 %2555, 1, !dbg !3149
  store i32 %2556, i32* @s5, align 4, !dbg !3149, !tbaa !60
  br label %2557, !dbg !3150

2557:                                             ; preds = %2554, %2551
  %2558 = load i32, i32* @s5, align 4, !dbg !3151, !tbaa !60
  %2559 = icmp sgt i32 %2558, 2, !dbg !3153
  br i1 %2559, label %2560, label %2573, !dbg !3154

2560:                                             ; preds = %2557
  %2561 = load i32, i32* @s4, align 4, !dbg !3155, !tbaa !60
  %2562 = icmp sge i32 %2561, 3, !dbg !3156
  br i1 %2562, label %2563, label %2573, !dbg !3157

2563:                                             ; preds = %2560
  %2564 = load i32, i32* @s7, align 4, !dbg !3158, !tbaa !60
  %2565 = icmp ne i32 %2564, 2, !dbg !3159
  br i1 %2565, label %2566, label %2573, !dbg !3160

2566:                                             ; preds = %2563
  call void @__wcet_cost(i64 noundef 5), !dbg !3161
  %2567 = load i32, i32* @s5, align 4, !dbg !3163, !tbaa !60
  %2568 = sub nsw i32 %2567, 3, !dbg !3163
  store i32 %2568, i32* @s5, align 4, !dbg !3163, !tbaa !60
  %2569 = load i32, i32* @s4, align 4, !dbg !3164, !tbaa !60
  %2570 = sub nsw i32 %2569, 3, !dbg !3164
  store i32 %2570, i32* @s4, align 4, !dbg !3164, !tbaa !60
  %2571 = load i32, i32* @s1, align 4, !dbg !3165, !tbaa !60
  %2572 = add nsw i32 %2571, 1, !dbg !3165
  store i32 %2572, i32* @s1, align 4, !dbg !3165, !tbaa !60
  br label %2573, !dbg !3166

2573:                                             ; preds = %2566, %2563, %2560, %2557
  %2574 = load i32, i32* @s15, align 4, !dbg !3167, !tbaa !60
  %2575 = icmp sle i32 %2574, 1, !dbg !3169
  br i1 %2575, label %2576, label %2577, !dbg !3170

2576:                                             ; preds = %2573
  call void @__wcet_cost(i64 noundef 8), !dbg !3171
  store i32 1, i32* @s0, align 4, !dbg !3173, !tbaa !60
  br label %2577, !dbg !3174

2577:                                             ; preds = %2576, %2573
  %2578 = load i32, i32* @s13, align 4, !dbg !3175, !tbaa !60
  %2579 = icmp sle i32 %2578, 0, !dbg !3177
  br i1 %2579, label %2580, label %2581, !dbg !3178

2580:                                             ; preds = %2577
  call void @__wcet_cost(i64 noundef 3), !dbg !3179
  store i32 2, i32* @s4, align 4, !dbg !3181, !tbaa !60
  store i32 1, i32* @s6, align 4, !dbg !3182, !tbaa !60
  br label %2581, !dbg !3183

2581:                                             ; preds = %2580, %2577
  %2582 = load i32, i32* @s15, align 4, !dbg !3184, !tbaa !60
  %2583 = icmp eq i32 %2582, 1, !dbg !3186
  br i1 %2583, label %2584, label %2593, !dbg !3187

2584:                                             ; preds = %2581
  %2585 = load i32, i32* @s3, align 4, !dbg !3188, !tbaa !60
  %2586 = icmp eq i32 %2585, 0, !dbg !3189
  br i1 %2586, label %2587, label %2593, !dbg !3190

2587:                                             ; preds = %2584
  %2588 = load i32, i32* @s8, align 4, !dbg !3191, !tbaa !60
  %2589 = icmp sle i32 %2588, 3, !dbg !3192
  br i1 %2589, label %2590, label %2593, !dbg !3193

2590:                                             ; preds = %2587
  call void @__wcet_cost(i64 noundef 1), !dbg !3194
  %2591 = load i32, i32* @s9, align 4, !dbg !3196, !tbaa !60
  %2592 = add nsw i32 %2591, 2, !dbg !3196
  store i32 %2592, i32* @s9, align 4, !dbg !3196, !tbaa !60
  br label %2593, !dbg !3197

2593:                                             ; preds = %2590, %2587, %2584, %2581
  %2594 = load i32, i32* @s8, align 4, !dbg !3198, !tbaa !60
  %2595 = icmp sle i32 %2594, 3, !dbg !3200
  br i1 %2595, label %2596, label %2606, !dbg !3201

2596:                                             ; preds = %2593
  %2597 = load i32, i32* @s11, align 4, !dbg !3202, !tbaa !60
  %2598 = icmp sgt i32 %2597, 1, !dbg !3203
  br i1 %2598, label %2599, label %2606, !dbg !3204

2599:                                             ; preds = %2596
  call void @__wcet_cost(i64 noundef 5), !dbg !3205
  %2600 = load i32, i32* @s11, align 4, !dbg !3207, !tbaa !60
  %2601 = sub nsw i32 %2600, 2, !dbg !3207
  store i32 %2601, i32* @s11, align 4, !dbg !3207, !tbaa !60
  %2602 = load i32, i32* @s4, align 4, !dbg !3208, !tbaa !60
  %2603 = add nsw i32 %2602, 2, !dbg !3208
  store i32 %2603, i32* @s4, align 4, !dbg !3208, !tbaa !60
  %2604 = load i32, i32* @s2, align 4, !dbg !3209, !tbaa !60
  %2605 = add nsw i32 %2604, 1, !dbg !3209
  store i32 %2605, i32* @s2, align 4, !dbg !3209, !tbaa !60
  br label %2606, !dbg !3210

2606:                                             ; preds = %2599, %2596, %2593
  %2607 = load i32, i32* @s5, align 4, !dbg !3211, !tbaa !60
  %2608 = icmp ne i32 %2607, 2, !dbg !3213
  br i1 %2608, label %2609, label %2618, !dbg !3214

2609:                                             ; preds = %2606
  %2610 = load i32, i32* @s8, align 4, !dbg !3215, !tbaa !60
  %2611 = icmp slt i32 %2610, 0, !dbg !3216
  br i1 %2611, label %2612, label %2618, !dbg !3217

2612:                                             ; preds = %2609
  %2613 = load i32, i32* @s9, align 4, !dbg !3218, !tbaa !60
  %2614 = icmp sge i32 %2613, 2, !dbg !3219
  br i1 %2614, label %2615, label %2618, !dbg !3220

2615:                                             ; preds = %2612
  call void @__wcet_cost(i64 noundef 7), !dbg !3221
  %2616 = load i32, i32* @s9, align 4, !dbg !3223, !tbaa !60
  %2617 = sub nsw i32 %2616, 2, !dbg !3223
  store i32 %2617, i32* @s9, align 4, !dbg !3223, !tbaa !60
  store i32 1, i32* @s0, align 4, !dbg !3224, !tbaa !60
  br label %2618, !dbg !3225

2618:                                             ; preds = %2615, %2612, %2609, %2606
  %2619 = load i32, i32* @s10, align 4, !dbg !3226, !tbaa !60
  %2620 = icmp ne i32 %2619, 0, !dbg !3228
  br i1 %2620, label %2621, label %2627, !dbg !3229

2621:                                             ; preds = %2618
  %2622 = load i32, i32* @s9, align 4, !dbg !3230, !tbaa !60
  %2623 = icmp slt i32 %2622, 0, !dbg !3231
  br i1 %2623, label %2624, label %2627, !dbg !3232

2624:                                             ; preds = %2621
  call void @__wcet_cost(i64 noundef 1), !dbg !3233
  %2625 = load i32, i32* @s11, align 4, !dbg !3235, !tbaa !60
  %2626 = add nsw i32 %2625, 2, !dbg !3235
  store i32 %2626, i32* @s11, align 4, !dbg !3235, !tbaa !60
  store i32 0, i32* @s8, align 4, !dbg !3236, !tbaa !60
  br label %2627, !dbg !3237

2627:                                             ; preds = %2624, %2621, %2618
  %2628 = load i32, i32* @s13, align 4, !dbg !3238, !tbaa !60
  %2629 = icmp sge i32 %2628, 2, !dbg !3240
  br i1 %2629, label %2630, label %2635, !dbg !3241

2630:                                             ; preds = %2627
  call void @__wcet_cost(i64 noundef 3), !dbg !3242
  %2631 = load i32, i32* @s13, align 4, !dbg !3244, !tbaa !60
  %2632 = sub nsw i32 %2631, 2, !dbg !3244
  store i32 %2632, i32* @s13, align 4, !dbg !3244, !tbaa !60
  %2633 = load i32, i32* @s3, align 4, !dbg !3245, !tbaa !60
  %2634 = add nsw i32 %2633, 2, !dbg !3245
  store i32 %2634, i32* @s3, align 4, !dbg !3245, !tbaa !60
  br label %2635, !dbg !3246

2635:                                             ; preds = %2630, %2627
  %2636 = load i32, i32* @s10, align 4, !dbg !3247, !tbaa !60
  %2637 = icmp eq i32 %2636, 3, !dbg !3249
  br i1 %2637, label %2638, label %2661, !dbg !3250

2638:                                             ; preds = %2635
  %2639 = load i32, i32* @s11, align 4, !dbg !3251, !tbaa !60
  %2640 = icmp sge i32 %2639, 1, !dbg !3252
  br i1 %2640, label %2641, label %2661, !dbg !3253

2641:                                             ; preds = %2638
  call void @__wcet_cost(i64 noundef 9), !dbg !3254
  %2642 = load i32, i32* @s11, align 4, !dbg !3256, !tbaa !60
  %2643 = sub nsw i32 %2642, 1, !dbg !3256
  store i32 %2643, i32* @s11, align 4, !dbg !3256, !tbaa !60
  %2644 = load i32, i32* @s12, align 4, !dbg !3257, !tbaa !60
  %2645 = add nsw i32 %2644, 2, !dbg !3257
  store i32 %2645, i32* @s12, align 4, !dbg !3257, !tbaa !60
  %2646 = load i32, i32* @s7, align 4, !dbg !3258, !tbaa !60
  %2647 = add nsw i32 %2646, 1, !dbg !3258
  store i32 %2647, i32* @s7, align 4, !dbg !3258, !tbaa !60
  %2648 = load i32, i32* @s5, align 4, !dbg !3259, !tbaa !60
  %2649 = icmp sgt i32 %2648, 1, !dbg !3261
  br i1 %2649, label %2650, label %2660, !dbg !3262

2650:                                             ; preds = %2641
  %2651 = load i32, i32* @s0, align 4, !dbg !3263, !tbaa !60
  %2652 = icmp slt i32 %2651, 2, !dbg !3264
  br i1 %2652, label %2653, label %2660, !dbg !3265

2653:                                             ; preds = %2650
  call void @__wcet_cost(i64 noundef 9), !dbg !3266
  %2654 = load i32, i32* @s5, align 4, !dbg !3268, !tbaa !60
  %2655 = sub nsw i32 %2654, 2, !dbg !3268
  store i32 %2655, i32* @s5, align 4, !dbg !3268, !tbaa !60
  %2656 = load i32, i32* @s10, align 4, !dbg !3269, !tbaa !60
  %2657 = add nsw i32 %2656, 1, !dbg !3269
  store i32 %2657, i32* @s10, align 4, !dbg !3269, !tbaa !60
  %2658 = load i32, i32* @s9, align 4, !dbg !3270, !tbaa !60
  %2659 = add nsw i32 %2658, 2, !dbg !3270
  store i32 %2659, i32* @s9, align 4, !dbg !3270, !tbaa !60
  br label %2660, !dbg !3271

2660:                                             ; preds = %2653, %2650, %2641
  br label %2661, !dbg !3272

2661:                                             ; preds = %2660, %2638, %2635
  %2662 = load i32, i32* @s13, align 4, !dbg !3273, !tbaa !60
  %2663 = icmp ne i32 %2662, 1, !dbg !3275
  br i1 %2663, label %2664, label %2673, !dbg !3276

2664:                                             ; preds = %2661
  %2665 = load i32, i32* @s14, align 4, !dbg !3277, !tbaa !60
  %2666 = icmp eq i32 %2665, 3, !dbg !3278
  br i1 %2666, label %2667, label %2673, !dbg !3279

2667:                                             ; preds = %2664
  %2668 = load i32, i32* @s12, align 4, !dbg !3280, !tbaa !60
  %2669 = icmp sle i32 %2668, 0, !dbg !3281
  br i1 %2669, label %2670, label %2673, !dbg !3282

2670:                                             ; preds = %2667
  call void @__wcet_cost(i64 noundef 9), !dbg !3283
  %2671 = load i32, i32* @s10, align 4, !dbg !3285, !tbaa !60
  %2672 = add nsw i32 %2671, 2, !dbg !3285
  store i32 %2672, i32* @s10, align 4, !dbg !3285, !tbaa !60
  br label %2673, !dbg !3286

2673:                                             ; preds = %2670, %2667, %2664, %2661
  %2674 = load i32, i32* @s9, align 4, !dbg !3287, !tbaa !60
  %2675 = icmp sgt i32 %2674, 2, !dbg !3289
  br i1 %2675, label %2676, label %2695, !dbg !3290

2676:                                             ; preds = %2673
  %2677 = load i32, i32* @s6, align 4, !dbg !3291, !tbaa !60
  %2678 = icmp sgt i32 %2677, 0, !dbg !3292
  br i1 %2678, label %2679, label %2695, !dbg !3293

2679:                                             ; preds = %2676
  %2680 = load i32, i32* @s0, align 4, !dbg !3294, !tbaa !60
  %2681 = icmp slt i32 %2680, 0, !dbg !3295
  br i1 %2681, label %2682, label %2695, !dbg !3296

2682:                                             ; preds = %2679
  call void @__wcet_cost(i64 noundef 9), !dbg !3297
  %2683 = load i32, i32* @s9, align 4, !dbg !3299, !tbaa !60
  %2684 = sub nsw i32 %2683, 3, !dbg !3299
  store i32 %2684, i32* @s9, align 4, !dbg !3299, !tbaa !60
  %2685 = load i32, i32* @s6, align 4, !dbg !3300, !tbaa !60
  %2686 = sub nsw i32 %2685, 1, !dbg !3300
  store i32 %2686, i32* @s6, align 4, !dbg !3300, !tbaa !60
  %2687 = load i32, i32* @s4, align 4, !dbg !3301, !tbaa !60
  %2688 = add nsw i32 %2687, 2, !dbg !3301
  store i32 %2688, i32* @s4, align 4, !dbg !3301, !tbaa !60
  %2689 = load i32, i32* @s5, align 4, !dbg !3302, !tbaa !60
  %2690 = add nsw i32 %2689, 2, !dbg !3302
  store i32 %2690, i32* @s5, align 4, !dbg !3302, !tbaa !60
  %2691 = load i32, i32* @s8, align 4, !dbg !3303, !tbaa !60
  %2692 = icmp sge i32 %2691, 0, !dbg !3305
  br i1 %2692, label %2693, label %2694, !dbg !3306

2693:                                             ; preds = %2682
  call void @__wcet_cost(i64 noundef 8), !dbg !3307
  store i32 0, i32* @s3, align 4, !dbg !3309, !tbaa !60
  br label %2694, !dbg !3310

2694:                                             ; preds = %2693, %2682
  br label %2695, !dbg !3311

2695:                                             ; preds = %2694, %2679, %2676, %2673
  %2696 = load i32, i32* @s1, align 4, !dbg !3312, !tbaa !60
  %2697 = icmp ne i32 %2696, 3, !dbg !3314
  br i1 %2697, label %2698, label %2701, !dbg !3315

2698:                                             ; preds = %2695
  call void @__wcet_cost(i64 noundef 3), !dbg !3316
  %2699 = load i32, i32* @s9, align 4, !dbg !3318, !tbaa !60
  %2700 = add nsw i32 %2699, 2, !dbg !3318
  store i32 %2700, i32* @s9, align 4, !dbg !3318, !tbaa !60
  br label %2701, !dbg !3319

2701:                                             ; preds = %2698, %2695
  %2702 = load i32, i32* @s9, align 4, !dbg !3320, !tbaa !60
  %2703 = icmp sge i32 %2702, 0, !dbg !3322
  br i1 %2703, label %2704, label %2712, !dbg !3323

2704:                                             ; preds = %2701
  %2705 = load i32, i32* @s8, align 4, !dbg !3324, !tbaa !60
  %2706 = icmp sgt i32 %2705, 3, !dbg !3325
  br i1 %2706, label %2707, label %2712, !dbg !3326

2707:                                             ; preds = %2704
  call void @__wcet_cost(i64 noundef 6), !dbg !3327
  %2708 = load i32, i32* @s8, align 4, !dbg !3329, !tbaa !60
  %2709 = sub nsw i32 %2708, 4, !dbg !3329
  store i32 %2709, i32* @s8, align 4, !dbg !3329, !tbaa !60
  %2710 = load i32, i32* @s15, align 4, !dbg !3330, !tbaa !60
  %2711 = add nsw i32 %2710, 2, !dbg !3330
  store i32 %2711, i32* @s15, align 4, !dbg !3330, !tbaa !60
  br label %2712, !dbg !3331

2712:                                             ; preds = %2707, %2704, %2701
  %2713 = load i32, i32* @s4, align 4, !dbg !3332, !tbaa !60
  %2714 = icmp sle i32 %2713, 1, !dbg !3334
  br i1 %2714, label %2715, label %2726, !dbg !3335

2715:                                             ; preds = %2712
  %2716 = load i32, i32* @s7, align 4, !dbg !3336, !tbaa !60
  %2717 = icmp sle i32 %2716, 1, !dbg !3337
  br i1 %2717, label %2718, label %2726, !dbg !3338

2718:                                             ; preds = %2715
  %2719 = load i32, i32* @s3, align 4, !dbg !3339, !tbaa !60
  %2720 = icmp sgt i32 %2719, 2, !dbg !3340
  br i1 %2720, label %2721, label %2726, !dbg !3341

2721:                                             ; preds = %2718
  call void @__wcet_cost(i64 noundef 7), !dbg !3342
  %2722 = load i32, i32* @s3, align 4, !dbg !3344, !tbaa !60
  %2723 = sub nsw i32 %2722, 3, !dbg !3344
  store i32 %2723, i32* @s3, align 4, !dbg !3344, !tbaa !60
  %2724 = load i32, i32* @s8, align 4, !dbg !3345, !tbaa !60
  %2725 = add nsw i32 %2724, 2, !dbg !3345
  store i32 %2725, i32* @s8, align 4, !dbg !3345, !tbaa !60
  br label %2726, !dbg !3346

2726:                                             ; preds = %2721, %2718, %2715, %2712
  %2727 = load i32, i32* @s15, align 4, !dbg !3347, !tbaa !60
  %2728 = icmp eq i32 %2727, 0, !dbg !3349
  br i1 %2728, label %2729, label %2732, !dbg !3350

2729:                                             ; preds = %2726
  call void @__wcet_cost(i64 noundef 3), !dbg !3351
  %2730 = load i32, i32* @s11, align 4, !dbg !3353, !tbaa !60
  %2731 = add nsw i32 %2730, 2, !dbg !3353
  store i32 %2731, i32* @s11, align 4, !dbg !3353, !tbaa !60
  store i32 3, i32* @s14, align 4, !dbg !3354, !tbaa !60
  br label %2732, !dbg !3355

2732:                                             ; preds = %2729, %2726
  %2733 = load i32, i32* @s10, align 4, !dbg !3356, !tbaa !60
  %2734 = icmp slt i32 %2733, 3, !dbg !3358
  br i1 %2734, label %2735, label %2736, !dbg !3359

2735:                                             ; preds = %2732
  call void @__wcet_cost(i64 noundef 3), !dbg !3360
  store i32 0, i32* @s13, align 4, !dbg !3362, !tbaa !60
  br label %2736, !dbg !3363

2736:                                             ; preds = %2735, %2732
  %2737 = load i32, i32* @s6, align 4, !dbg !3364, !tbaa !60
  %2738 = icmp sgt i32 %2737, 3, !dbg !3366
  br i1 %2738, label %2739, label %2752, !dbg !3367

2739:                                             ; preds = %2736
  %2740 = load i32, i32* @s3, align 4, !dbg !3368, !tbaa !60
  %2741 = icmp sge i32 %2740, 3, !dbg !3369
  br i1 %2741, label %2742, label %2752, !dbg !3370

2742:                                             ; preds = %2739
  %2743 = load i32, i32* @s11, align 4, !dbg !3371, !tbaa !60
  %2744 = icmp slt i32 %2743, 0, !dbg !3372
  br i1 %2744, label %2745, label %2752, !dbg !3373

2745:                                             ; preds = %2742
  call void @__wcet_cost(i64 noundef 6), !dbg !3374
  %2746 = load i32, i32* @s6, align 4, !dbg !3376, !tbaa !60
  %2747 = sub nsw i32 %2746, 4, !dbg !3376
  store i32 %2747, i32* @s6, align 4, !dbg !3376, !tbaa !60
  %2748 = load i32, i32* @s3, align 4, !dbg !3377, !tbaa !60
  %2749 = sub nsw i32 %2748, 3, !dbg !3377
  store i32 %2749, i32* @s3, align 4, !dbg !3377, !tbaa !60
  %2750 = load i32, i32* @s2, align 4, !dbg !3378, !tbaa !60
  %2751 = add nsw i32 %2750, 2, !dbg !3378
  store i32 %2751, i32* @s2, align 4, !dbg !3378, !tbaa !60
  store i32 0, i32* @s10, align 4, !dbg !3379, !tbaa !60
  br label %2752, !dbg !3380

2752:                                             ; preds = %2745, %2742, %2739, %2736
  %2753 = load i32, i32* @s9, align 4, !dbg !3381, !tbaa !60
  %2754 = icmp sgt i32 %2753, 2, !dbg !3383
  br i1 %2754, label %2755, label %2775, !dbg !3384

2755:                                             ; preds = %2752
  %2756 = load i32, i32* @s11, align 4, !dbg !3385, !tbaa !60
  %2757 = icmp sge i32 %2756, 2, !dbg !3386
  br i1 %2757, label %2758, label %2775, !dbg !3387

2758:                                             ; preds = %2755
  call void @__wcet_cost(i64 noundef 6), !dbg !3388
  %2759 = load i32, i32* @s9, align 4, !dbg !3390, !tbaa !60
  %2760 = sub nsw i32 %2759, 3, !dbg !3390
  store i32 %2760, i32* @s9, align 4, !dbg !3390, !tbaa !60
  %2761 = load i32, i32* @s11, align 4, !dbg !3391, !tbaa !60
  %2762 = sub nsw i32 %2761, 2, !dbg !3391
  store i32 %2762, i32* @s11, align 4, !dbg !3391, !tbaa !60
  %2763 = load i32, i32* @s13, align 4, !dbg !3392, !tbaa !60
  %2764 = add nsw i32 %2763, 1, !dbg !3392
  store i32 %2764, i32* @s13, align 4, !dbg !3392, !tbaa !60
  %2765 = load i32, i32* @s5, align 4, !dbg !3393, !tbaa !60
  %2766 = add nsw i32 %2765, 1, !dbg !3393
  store i32 %2766, i32* @s5, align 4, !dbg !3393, !tbaa !60
  %2767 = load i32, i32* @s7, align 4, !dbg !3394, !tbaa !60
  %2768 = icmp eq i32 %2767, 2, !dbg !3396
  br i1 %2768, label %2769, label %2774, !dbg !3397

2769:                                             ; preds = %2758
  call void @__wcet_cost(i64 noundef 6), !dbg !3398
  %2770 = load i32, i32* @s6, align 4, !dbg !3400, !tbaa !60
  %2771 = add nsw i32 %2770, 2, !dbg !3400
  store i32 %2771, i32* @s6, align 4, !dbg !3400, !tbaa !60
  %2772 = load i32, i32* @s5, align 4, !dbg !3401, !tbaa !60
  %2773 = add nsw i32 %2772, 1, !dbg !3401
  store i32 %2773, i32* @s5, align 4, !dbg !3401, !tbaa !60
  br label %2774, !dbg !3402

2774:                                             ; preds = %2769, %2758
  br label %2775, !dbg !3403

2775:                                             ; preds = %2774, %2755, %2752
  %2776 = load i32, i32* @s3, align 4, !dbg !3404, !tbaa !60
  %2777 = icmp sgt i32 %2776, 2, !dbg !3406
  br i1 %2777, label %2778, label %2786, !dbg !3407

2778:                                             ; preds = %2775
  %2779 = load i32, i32* @s14, align 4, !dbg !3408, !tbaa !60
  %2780 = icmp sgt i32 %2779, 1, !dbg !3409
  br i1 %2780, label %2781, label %2786, !dbg !3410

2781:                                             ; preds = %2778
  call void @__wcet_cost(i64 noundef 2), !dbg !3411
  %2782 = load i32, i32* @s3, align 4, !dbg !3413, !tbaa !60
  %2783 = sub nsw i32 %2782, 3, !dbg !3413
  store i32 %2783, i32* @s3, align 4, !dbg !3413, !tbaa !60
  %2784 = load i32, i32* @s14, align 4, !dbg !3414, !tbaa !60
  %2785 = sub nsw i32 %2784, 2, !dbg !3414
  store i32 %2785, i32* @s14, align 4, !dbg !3414, !tbaa !60
  store i32 1, i32* @s11, align 4, !dbg !3415, !tbaa !60
  br label %2786, !dbg !3416

2786:                                             ; preds = %2781, %2778, %2775
  %2787 = load i32, i32* @s11, align 4, !dbg !3417, !tbaa !60
  %2788 = icmp sge i32 %2787, 1, !dbg !3419
  br i1 %2788, label %2789, label %2801, !dbg !3420

2789:                                             ; preds = %2786
  call void @__wcet_cost(i64 noundef 9), !dbg !3421
  %2790 = load i32, i32* @s11, align 4, !dbg !3423, !tbaa !60
  %2791 = sub nsw i32 %2790, 1, !dbg !3423
  store i32 %2791, i32* @s11, align 4, !dbg !3423, !tbaa !60
  %2792 = load i32, i32* @s2, align 4, !dbg !3424, !tbaa !60
  %2793 = add nsw i32 %2792, 2, !dbg !3424
  store i32 %2793, i32* @s2, align 4, !dbg !3424, !tbaa !60
  store i32 3, i32* @s1, align 4, !dbg !3425, !tbaa !60
  %2794 = load i32, i32* @s14, align 4, !dbg !3426, !tbaa !60
  %2795 = icmp sle i32 %2794, 2, !dbg !3428
  br i1 %2795, label %2796, label %2800, !dbg !3429

2796:                                             ; preds = %2789
  %2797 = load i32, i32* @s5, align 4, !dbg !3430, !tbaa !60
  %2798 = icmp ne i32 %2797, 3, !dbg !3431
  br i1 %2798, label %2799, label %2800, !dbg !3432

2799:                                             ; preds = %2796
  call void @__wcet_cost(i64 noundef 8), !dbg !3433
  store i32 0, i32* @s9, align 4, !dbg !3435, !tbaa !60
  br label %2800, !dbg !3436

2800:                                             ; preds = %2799, %2796, %2789
  br label %2801, !dbg !3437

2801:                                             ; preds = %2800, %2786
  %2802 = load i32, i32* @s9, align 4, !dbg !3438, !tbaa !60
  %2803 = icmp sle i32 %2802, 2, !dbg !3440
  br i1 %2803, label %2804, label %2807, !dbg !3441

2804:                                             ; preds = %2801
  call void @__wcet_cost(i64 noundef 6), !dbg !3442
  %2805 = load i32, i32* @s12, align 4, !dbg !3444, !tbaa !60
  %2806 = add nsw i32 %2805, 2, !dbg !3444
  store i32 %2806, i32* @s12, align 4, !dbg !3444, !tbaa !60
  br label %2807, !dbg !3445

2807:                                             ; preds = %2804, %2801
  %2808 = load i32, i32* @s4, align 4, !dbg !3446, !tbaa !60
  %2809 = icmp sge i32 %2808, 3, !dbg !3448
  br i1 %2809, label %2810, label %2816, !dbg !3449

2810:                                             ; preds = %2807
  %2811 = load i32, i32* @s12, align 4, !dbg !3450, !tbaa !60
  %2812 = icmp ne i32 %2811, 1, !dbg !3451
  br i1 %2812, label %2813, label %2816, !dbg !3452

2813:                                             ; preds = %2810
  call void @__wcet_cost(i64 noundef 6), !dbg !3453
  %2814 = load i32, i32* @s4, align 4, !dbg !3455, !tbaa !60
  %2815 = sub nsw i32 %2814, 3, !dbg !3455
  store i32 %2815, i32* @s4, align 4, !dbg !3455, !tbaa !60
  store i32 3, i32* @s8, align 4, !dbg !3456, !tbaa !60
  br label %2816, !dbg !3457

2816:                                             ; preds = %2813, %2810, %2807
  %2817 = load i32, i32* @s8, align 4, !dbg !3458, !tbaa !60
  %2818 = icmp slt i32 %2817, 2, !dbg !3460
  br i1 %2818, label %2819, label %2822, !dbg !3461

2819:                                             ; preds = %2816
  call void @__wcet_cost(i64 noundef 2), !dbg !3462
  %2820 = load i32, i32* @s13, align 4, !dbg !3464, !tbaa !60
  %2821 = add nsw i32 %2820, 1, !dbg !3464
  store i32 %2821, i32* @s13, align 4, !dbg !3464, !tbaa !60
  br label %2822, !dbg !3465

2822:                                             ; preds = %2819, %2816
  %2823 = load i32, i32* @s4, align 4, !dbg !3466, !tbaa !60
  %2824 = icmp sgt i32 %2823, 3, !dbg !3468
  br i1 %2824, label %2825, label %2835, !dbg !3469

2825:                                             ; preds = %2822
  %2826 = load i32, i32* @s12, align 4, !dbg !3470, !tbaa !60
  %2827 = icmp sle i32 %2826, 2, !dbg !3471
  br i1 %2827, label %2828, label %2835, !dbg !3472

2828:                                             ; preds = %2825
  call void @__wcet_cost(i64 noundef 4), !dbg !3473
  %2829 = load i32, i32* @s4, align 4, !dbg !3475, !tbaa !60
  %2830 = sub nsw i32 %2829, 4, !dbg !3475
  store i32 %2830, i32* @s4, align 4, !dbg !3475, !tbaa !60
  %2831 = load i32, i32* @s9, align 4, !dbg !3476, !tbaa !60
  %2832 = add nsw i32 %2831, 1, !dbg !3476
  store i32 %2832, i32* @s9, align 4, !dbg !3476, !tbaa !60
  %2833 = load i32, i32* @s10, align 4, !dbg !3477, !tbaa !60
  %2834 = add nsw i32 %2833, 1, !dbg !3477
  store i32 %2834, i32* @s10, align 4, !dbg !3477, !tbaa !60
  br label %2835, !dbg !3478

2835:                                             ; preds = %2828, %2825, %2822
  %2836 = load i32, i32* @s6, align 4, !dbg !3479, !tbaa !60
  %2837 = icmp sgt i32 %2836, 3, !dbg !3481
  br i1 %2837, label %2838, label %2851, !dbg !3482

2838:                                             ; preds = %2835
  %2839 = load i32, i32* @s10, align 4, !dbg !3483, !tbaa !60
  %2840 = icmp eq i32 %2839, 2, !dbg !3484
  br i1 %2840, label %2841, label %2851, !dbg !3485

2841:                                             ; preds = %2838
  %2842 = load i32, i32* @s7, align 4, !dbg !3486, !tbaa !60
  %2843 = icmp sge i32 %2842, 3, !dbg !3487
  br i1 %2843, label %2844, label %2851, !dbg !3488

2844:                                             ; preds = %2841
  call void @__wcet_cost(i64 noundef 9), !dbg !3489
  %2845 = load i32, i32* @s6, align 4, !dbg !3491, !tbaa !60
  %2846 = sub nsw i32 %2845, 4, !dbg !3491
  store i32 %2846, i32* @s6, align 4, !dbg !3491, !tbaa !60
  %2847 = load i32, i32* @s7, align 4, !dbg !3492, !tbaa !60
  %2848 = sub nsw i32 %2847, 3, !dbg !3492
  store i32 %2848, i32* @s7, align 4, !dbg !3492, !tbaa !60
  store i32 1, i32* @s14, align 4, !dbg !3493, !tbaa !60
  %2849 = load i32, i32* @s3, align 4, !dbg !3494, !tbaa !60
  %2850 = add nsw i32 %2849, 1, !dbg !3494
  store i32 %2850, i32* @s3, align 4, !dbg !3494, !tbaa !60
  br label %2851, !dbg !3495

2851:                                             ; preds = %2844, %2841, %2838, %2835
  %2852 = load i32, i32* @s13, align 4, !dbg !3496, !tbaa !60
  %2853 = icmp sgt i32 %2852, 0, !dbg !3498
  br i1 %2853, label %2854, label %2869, !dbg !3499

2854:                                             ; preds = %2851
  %2855 = load i32, i32* @s0, align 4, !dbg !3500, !tbaa !60
  %2856 = icmp sle i32 %2855, 1, !dbg !3501
  br i1 %2856, label %2857, label %2869, !dbg !3502

2857:                                             ; preds = %2854
  call void @__wcet_cost(i64 noundef 5), !dbg !3503
  %2858 = load i32, i32* @s13, align 4, !dbg !3505, !tbaa !60
  %2859 = sub nsw i32 %2858, 1, !dbg !3505
  store i32 %2859, i32* @s13, align 4, !dbg !3505, !tbaa !60
  %2860 = load i32, i32* @s11, align 4, !dbg !3506, !tbaa !60
  %2861 = add nsw i32 %2860, 1, !dbg !3506
  store i32 %2861, i32* @s11, align 4, !dbg !3506, !tbaa !60
  %2862 = load i32, i32* @s8, align 4, !dbg !3507, !tbaa !60
  %2863 = icmp slt i32 %2862, 1, !dbg !3509
  br i1 %2863, label %2864, label %2868, !dbg !3510

2864:                                             ; preds = %2857
  %2865 = load i32, i32* @s5, align 4, !dbg !3511, !tbaa !60
  %2866 = icmp sle i32 %2865, 2, !dbg !3512
  br i1 %2866, label %2867, label %2868, !dbg !3513

2867:                                             ; preds = %2864
  call void @__wcet_cost(i64 noundef 9), !dbg !3514
  store i32 2, i32* @s0, align 4, !dbg !3516, !tbaa !60
  store i32 2, i32* @s3, align 4, !dbg !3517, !tbaa !60
  br label %2868, !dbg !3518

2868:                                             ; preds = %2867, %2864, %2857
  br label %2869, !dbg !3519

2869:                                             ; preds = %2868, %2854, %2851
  %2870 = load i32, i32* @s7, align 4, !dbg !3520, !tbaa !60
  %2871 = icmp slt i32 %2870, 0, !dbg !3522
  br i1 %2871, label %2872, label %2900, !dbg !3523

2872:                                             ; preds = %2869
  %2873 = load i32, i32* @s12, align 4, !dbg !3524, !tbaa !60
  %2874 = icmp sgt i32 %2873, 0, !dbg !3525
  br i1 %2874, label %2875, label %2900, !dbg !3526

2875:                                             ; preds = %2872
  %2876 = load i32, i32* @s3, align 4, !dbg !3527, !tbaa !60
  %2877 = icmp sgt i32 %2876, 1, !dbg !3528
  br i1 %2877, label %2878, label %2900, !dbg !3529

2878:                                             ; preds = %2875
  call void @__wcet_cost(i64 noundef 9), !dbg !3530
  %2879 = load i32, i32* @s12, align 4, !dbg !3532, !tbaa !60
  %2880 = sub nsw i32 %2879, 1, !dbg !3532
  store i32 %2880, i32* @s12, align 4, !dbg !3532, !tbaa !60
  %2881 = load i32, i32* @s3, align 4, !dbg !3533, !tbaa !60
  %2882 = sub nsw i32 %2881, 2, !dbg !3533
  store i32 %2882, i32* @s3, align 4, !dbg !3533, !tbaa !60
  %2883 = load i32, i32* @s9, align 4, !dbg !3534, !tbaa !60
  %2884 = add nsw i32 %2883, 2, !dbg !3534
  store i32 %2884, i32* @s9, align 4, !dbg !3534, !tbaa !60
  %2885 = load i32, i32* @s6, align 4, !dbg !3535, !tbaa !60
  %2886 = add nsw i32 %2885, 1, !dbg !3535
  store i32 %2886, i32* @s6, align 4, !dbg !3535, !tbaa !60
  %2887 = load i32, i32* @s8, align 4, !dbg !3536, !tbaa !60
  %2888 = icmp sgt i32 %2887, 3, !dbg !3538
  br i1 %2888, label %2889, label %2899, !dbg !3539

2889:                                             ; preds = %2878
  %2890 = load i32, i32* @s3, align 4, !dbg !3540, !tbaa !60
  %2891 = icmp slt i32 %2890, 3, !dbg !3541
  br i1 %2891, label %2892, label %2899, !dbg !3542

2892:                                             ; preds = %2889
  call void @__wcet_cost(i64 noundef 1), !dbg !3543
  %2893 = load i32, i32* @s8, align 4, !dbg !3545, !tbaa !60
  %2894 = sub nsw i32 %2893, 4, !dbg !3545
  store i32 %2894, i32* @s8, align 4, !dbg !3545, !tbaa !60
  %2895 = load i32, i32* @s15, align 4, !dbg !3546, !tbaa !60
  %2896 = add nsw i32 %2895, 2, !dbg !3546
  store i32 %2896, i32* @s15, align 4, !dbg !3546, !tbaa !60
  %2897 = load i32, i32* @s5, align 4, !dbg !3547, !tbaa !60
  %2898 = add nsw i32 %2897, 2, !dbg !3547
  store i32 %2898, i32* @s5, align 4, !dbg !3547, !tbaa !60
  br label %2899, !dbg !3548

2899:                                             ; preds = %2892, %2889, %2878
  br label %2900, !dbg !3549

2900:                                             ; preds = %2899, %2875, %2872, %2869
  %2901 = load i32, i32* @s12, align 4, !dbg !3550, !tbaa !60
  %2902 = icmp sge i32 %2901, 0, !dbg !3552
  br i1 %2902, label %2903, label %2906, !dbg !3553

2903:                                             ; preds = %2900
  call void @__wcet_cost(i64 noundef 2), !dbg !3554
  %2904 = load i32, i32* @s11, align 4, !dbg !3556, !tbaa !60
  %2905 = add nsw i32 %2904, 1, !dbg !3556
  store i32 %2905, i32* @s11, align 4, !dbg !3556, !tbaa !60
  br label %2906, !dbg !3557

2906:                                             ; preds = %2903, %2900
  %2907 = load i32, i32* @s10, align 4, !dbg !3558, !tbaa !60
  %2908 = icmp ne i32 %2907, 2, !dbg !3560
  br i1 %2908, label %2909, label %2928, !dbg !3561

2909:                                             ; preds = %2906
  %2910 = load i32, i32* @s3, align 4, !dbg !3562, !tbaa !60
  %2911 = icmp sle i32 %2910, 3, !dbg !3563
  br i1 %2911, label %2912, label %2928, !dbg !3564

2912:                                             ; preds = %2909
  %2913 = load i32, i32* @s4, align 4, !dbg !3565, !tbaa !60
  %2914 = icmp sge i32 %2913, 3, !dbg !3566
  br i1 %2914, label %2915, label %2928, !dbg !3567

2915:                                             ; preds = %2912
  call void @__wcet_cost(i64 noundef 9), !dbg !3568
  %2916 = load i32, i32* @s4, align 4, !dbg !3570, !tbaa !60
  %2917 = sub nsw i32 %2916, 3, !dbg !3570
  store i32 %2917, i32* @s4, align 4, !dbg !3570, !tbaa !60
  %2918 = load i32, i32* @s2, align 4, !dbg !3571, !tbaa !60
  %2919 = add nsw i32 %2918, 2, !dbg !3571
  store i32 %2919, i32* @s2, align 4, !dbg !3571, !tbaa !60
  %2920 = load i32, i32* @s5, align 4, !dbg !3572, !tbaa !60
  %2921 = add nsw i32 %2920, 2, !dbg !3572
  store i32 %2921, i32* @s5, align 4, !dbg !3572, !tbaa !60
  %2922 = load i32, i32* @s10, align 4, !dbg !3573, !tbaa !60
  %2923 = icmp sle i32 %2922, 2, !dbg !3575
  br i1 %2923, label %2924, label %2927, !dbg !3576

2924:                                             ; preds = %2915
  call void @__wcet_cost(i64 noundef 4), !dbg !3577
  %2925 = load i32, i32* @s7, align 4, !dbg !3579, !tbaa !60
  %2926 = add nsw i32 %2925, 2, !dbg !3579
  store i32 %2926, i32* @s7, align 4, !dbg !3579, !tbaa !60
  br label %2927, !dbg !3580

2927:                                             ; preds = %2924, %2915
  br label %2928, !dbg !3581

2928:                                             ; preds = %2927, %2912, %2909, %2906
  %2929 = load i32, i32* @s1, align 4, !dbg !3582, !tbaa !60
  %2930 = icmp slt i32 %2929, 0, !dbg !3584
  br i1 %2930, label %2931, label %2944, !dbg !3585

2931:                                             ; preds = %2928
  call void @__wcet_cost(i64 noundef 6), !dbg !3586
  %2932 = load i32, i32* @s0, align 4, !dbg !3588, !tbaa !60
  %2933 = add nsw i32 %2932, 2, !dbg !3588
  store i32 %2933, i32* @s0, align 4, !dbg !3588, !tbaa !60
  %2934 = load i32, i32* @s11, align 4, !dbg !3589, !tbaa !60
  %2935 = icmp sgt i32 %2934, 0, !dbg !3591
  br i1 %2935, label %2936, label %2943, !dbg !3592

2936:                                             ; preds = %2931
  call void @__wcet_cost(i64 noundef 4), !dbg !3593
  %2937 = load i32, i32* @s11, align 4, !dbg !3595, !tbaa !60
  %2938 = sub nsw i32 %2937, 1, !dbg !3595
  store i32 %2938, i32* @s11, align 4, !dbg !3595, !tbaa !60
  %2939 = load i32, i32* @s13, align 4, !dbg !3596, !tbaa !60
  %2940 = add nsw i32 %2939, 1, !dbg !3596
  store i32 %2940, i32* @s13, align 4, !dbg !3596, !tbaa !60
  %2941 = load i32, i32* @s14, align 4, !dbg !3597, !tbaa !60
  %2942 = add nsw i32 %2941, 1, !dbg !3597
  store i32 %2942, i32* @s14, align 4, !dbg !3597, !tbaa !60
  br label %2943, !dbg !3598

2943:                                             ; preds = %2936, %2931
  br label %2944, !dbg !3599

2944:                                             ; preds = %2943, %2928
  %2945 = load i32, i32* @s10, align 4, !dbg !3600, !tbaa !60
  %2946 = icmp sgt i32 %2945, 2, !dbg !3602
  br i1 %2946, label %2947, label %2960, !dbg !3603

2947:                                             ; preds = %2944
  %2948 = load i32, i32* @s8, align 4, !dbg !3604, !tbaa !60
  %2949 = icmp ne i32 %2948, 3, !dbg !3605
  br i1 %2949, label %2950, label %2960, !dbg !3606

2950:                                             ; preds = %2947
  %2951 = load i32, i32* @s9, align 4, !dbg !3607, !tbaa !60
  %2952 = icmp sle i32 %2951, 3, !dbg !3608
  br i1 %2952, label %2953, label %2960, !dbg !3609

2953:                                             ; preds = %2950
  call void @__wcet_cost(i64 noundef 2), !dbg !3610
  %2954 = load i32, i32* @s10, align 4, !dbg !3612, !tbaa !60
  %2955 = sub nsw i32 %2954, 3, !dbg !3612
  store i32 %2955, i32* @s10, align 4, !dbg !3612, !tbaa !60
  %2956 = load i32, i32* @s4, align 4, !dbg !3613, !tbaa !60
  %2957 = add nsw i32 %2956, 2, !dbg !3613
  store i32 %2957, i32* @s4, align 4, !dbg !3613, !tbaa !60
  %2958 = load i32, i32* @s2, align 4, !dbg !3614, !tbaa !60
  %2959 = add nsw i32 %2958, 2, !dbg !3614
  store i32 %2959, i32* @s2, align 4, !dbg !3614, !tbaa !60
  br label %2960, !dbg !3615

2960:                                             ; preds = %2953, %2950, %2947, %2944
  %2961 = load i32, i32* @s3, align 4, !dbg !3616, !tbaa !60
  %2962 = icmp slt i32 %2961, 1, !dbg !3618
  br i1 %2962, label %2963, label %2971, !dbg !3619

2963:                                             ; preds = %2960
  %2964 = load i32, i32* @s2, align 4, !dbg !3620, !tbaa !60
  %2965 = icmp sle i32 %2964, 0, !dbg !3621
  br i1 %2965, label %2966, label %2971, !dbg !3622

2966:                                             ; preds = %2963
  call void @__wcet_cost(i64 noundef 6), !dbg !3623
  %2967 = load i32, i32* @s0, align 4, !dbg !3625, !tbaa !60
  %2968 = add nsw i32 %2967, 1, !dbg !3625
  store i32 %2968, i32* @s0, align 4, !dbg !3625, !tbaa !60
  %2969 = load i32, i32* @s5, align 4, !dbg !3626, !tbaa !60
  %2970 = add nsw i32 %2969, 1, !dbg !3626
  store i32 %2970, i32* @s5, align 4, !dbg !3626, !tbaa !60
  br label %2971, !dbg !3627

2971:                                             ; preds = %2966, %2963, %2960
  %2972 = load i32, i32* @s4, align 4, !dbg !3628, !tbaa !60
  %2973 = icmp slt i32 %2972, 0, !dbg !3630
  br i1 %2973, label %2974, label %2980, !dbg !3631

2974:                                             ; preds = %2971
  %2975 = load i32, i32* @s15, align 4, !dbg !3632, !tbaa !60
  %2976 = icmp slt i32 %2975, 3, !dbg !3633
  br i1 %2976, label %2977, label %2980, !dbg !3634

2977:                                             ; preds = %2974
  call void @__wcet_cost(i64 noundef 3), !dbg !3635
  %2978 = load i32, i32* @s5, align 4, !dbg !3637, !tbaa !60
  %2979 = add nsw i32 %2978, 1, !dbg !3637
  store i32 %2979, i32* @s5, align 4, !dbg !3637, !tbaa !60
  br label %2980, !dbg !3638

2980:                                             ; preds = %2977, %2974, %2971
  %2981 = load i32, i32* @s6, align 4, !dbg !3639, !tbaa !60
  %2982 = icmp eq i32 %2981, 1, !dbg !3641
  br i1 %2982, label %2983, label %2986, !dbg !3642

2983:                                             ; preds = %2980
  call void @__wcet_cost(i64 noundef 4), !dbg !3643
  %2984 = load i32, i32* @s0, align 4, !dbg !3645, !tbaa !60
  %2985 = add nsw i32 %2984, 1, !dbg !3645
  store i32 %2985, i32* @s0, align 4, !dbg !3645, !tbaa !60
  br label %2986, !dbg !3646

2986:                                             ; preds = %2983, %2980
  %2987 = load i32, i32* @s12, align 4, !dbg !3647, !tbaa !60
  %2988 = icmp sge i32 %2987, 1, !dbg !3649
  br i1 %2988, label %2989, label %2994, !dbg !3650

2989:                                             ; preds = %2986
  call void @__wcet_cost(i64 noundef 5), !dbg !3651
  %2990 = load i32, i32* @s12, align 4, !dbg !3653, !tbaa !60
  %2991 = sub nsw i32 %2990, 1, !dbg !3653
  store i32 %2991, i32* @s12, align 4, !dbg !3653, !tbaa !60
  %2992 = load i32, i32* @s6, align 4, !dbg !3654, !tbaa !60
  %2993 = add nsw i32 %2992, 1, !dbg !3654
  store i32 %2993, i32* @s6, align 4, !dbg !3654, !tbaa !60
  br label %2994, !dbg !3655

2994:                                             ; preds = %2989, %2986
  %2995 = load i32, i32* @s12, align 4, !dbg !3656, !tbaa !60
  %2996 = icmp sle i32 %2995, 1, !dbg !3658
  br i1 %2996, label %2997, label %3005, !dbg !3659

2997:                                             ; preds = %2994
  %2998 = load i32, i32* @s5, align 4, !dbg !3660, !tbaa !60
  %2999 = icmp sgt i32 %2998, 2, !dbg !3661
  br i1 %2999, label %3000, label %3005, !dbg !3662

3000:                                             ; preds = %2997
  call void @__wcet_cost(i64 noundef 6), !dbg !3663
  %3001 = load i32, i32* @s5, align 4, !dbg !3665, !tbaa !60
  %3002 = sub nsw i32 %3001, 3, !dbg !3665
  store i32 %3002, i32* @s5, align 4, !dbg !3665, !tbaa !60
  %3003 = load i32, i32* @s9, align 4, !dbg !3666, !tbaa !60
  %3004 = add nsw i32 %3003, 1, !dbg !3666
  store i32 %3004, i32* @s9, align 4, !dbg !3666, !tbaa !60
  br label %3005, !dbg !3667

3005:                                             ; preds = %3000, %2997, %2994
  %3006 = load i32, i32* @s0, align 4, !dbg !3668, !tbaa !60
  %3007 = icmp ne i32 %3006, 0, !dbg !3670
  br i1 %3007, label %3008, label %3019, !dbg !3671

3008:                                             ; preds = %3005
  %3009 = load i32, i32* @s3, align 4, !dbg !3672, !tbaa !60
  %3010 = icmp sgt i32 %3009, 1, !dbg !3673
  br i1 %3010, label %3011, label %3019, !dbg !3674

3011:                                             ; preds = %3008
  %3012 = load i32, i32* @s6, align 4, !dbg !3675, !tbaa !60
  %3013 = icmp sle i32 %3012, 3, !dbg !3676
  br i1 %3013, label %3014, label %3019, !dbg !3677

3014:                                             ; preds = %3011
  call void @__wcet_cost(i64 noundef 4), !dbg !3678
  %3015 = load i32, i32* @s3, align 4, !dbg !3680, !tbaa !60
  %3016 = sub nsw i32 %3015, 2, !dbg !3680
  store i32 %3016, i32* @s3, align 4, !dbg !3680, !tbaa !60
  %3017 = load i32, i32* @s15, align 4, !dbg !3681, !tbaa !60
  %3018 = add nsw i32 %3017, 2, !dbg !3681
  store i32 %3018, i32* @s15, align 4, !dbg !3681, !tbaa !60
  br label %3019, !dbg !3682

3019:                                             ; preds = %3014, %3011, %3008, %3005
  %3020 = load i32, i32* @s1, align 4, !dbg !3683, !tbaa !60
  %3021 = icmp sge i32 %3020, 0, !dbg !3685
  br i1 %3021, label %3022, label %3028, !dbg !3686

3022:                                             ; preds = %3019
  %3023 = load i32, i32* @s14, align 4, !dbg !3687, !tbaa !60
  %3024 = icmp sle i32 %3023, 3, !dbg !3688
  br i1 %3024, label %3025, label %3028, !dbg !3689

3025:                                             ; preds = %3022
  call void @__wcet_cost(i64 noundef 4), !dbg !3690
  %3026 = load i32, i32* @s2, align 4, !dbg !3692, !tbaa !60
  %3027 = add nsw i32 %3026, 2, !dbg !3692
  store i32 %3027, i32* @s2, align 4, !dbg !3692, !tbaa !60
  store i32 3, i32* @s3, align 4, !dbg !3693, !tbaa !60
  br label %3028, !dbg !3694

3028:                                             ; preds = %3025, %3022, %3019
  %3029 = load i32, i32* @s15, align 4, !dbg !3695, !tbaa !60
  %3030 = icmp sle i32 %3029, 3, !dbg !3697
  br i1 %3030, label %3031, label %3044, !dbg !3698

3031:                                             ; preds = %3028
  %3032 = load i32, i32* @s3, align 4, !dbg !3699, !tbaa !60
  %3033 = icmp slt i32 %3032, 1, !dbg !3700
  br i1 %3033, label %3034, label %3044, !dbg !3701

3034:                                             ; preds = %3031
  %3035 = load i32, i32* @s2, align 4, !dbg !3702, !tbaa !60
  %3036 = icmp sge i32 %3035, 1, !dbg !3703
  br i1 %3036, label %3037, label %3044, !dbg !3704

3037:                                             ; preds = %3034
  call void @__wcet_cost(i64 noundef 6), !dbg !3705
  %3038 = load i32, i32* @s2, align 4, !dbg !3707, !tbaa !60
  %3039 = sub nsw i32 %3038, 1, !dbg !3707
  store i32 %3039, i32* @s2, align 4, !dbg !3707, !tbaa !60
  %3040 = load i32, i32* @s14, align 4, !dbg !3708, !tbaa !60
  %3041 = add nsw i32 %3040, 2, !dbg !3708
  store i32 %3041, i32* @s14, align 4, !dbg !3708, !tbaa !60
  %3042 = load i32, i32* @s12, align 4, !dbg !3709, !tbaa !60
  %3043 = add nsw i32 %3042, 2, !dbg !3709
  store i32 %3043, i32* @s12, align 4, !dbg !3709, !tbaa !60
  br label %3044, !dbg !3710

3044:                                             ; preds = %3037, %3034, %3031, %3028
  %3045 = load i32, i32* @s4, align 4, !dbg !3711, !tbaa !60
  %3046 = icmp eq i32 %3045, 0, !dbg !3713
  br i1 %3046, label %3047, label %3053, !dbg !3714

3047:                                             ; preds = %3044
  %3048 = load i32, i32* @s9, align 4, !dbg !3715, !tbaa !60
  %3049 = icmp ne i32 %3048, 0, !dbg !3716
  br i1 %3049, label %3050, label %3053, !dbg !3717

3050:                                             ; preds = %3047
  call void @__wcet_cost(i64 noundef 9), !dbg !3718
  %3051 = load i32, i32* @s7, align 4, !dbg !3720, !tbaa !60
  %3052 = add nsw i32 %3051, 2, !dbg !3720
  store i32 %3052, i32* @s7, align 4, !dbg !3720, !tbaa !60
  br label %3053, !dbg !3721

3053:                                             ; preds = %3050, %3047, %3044
  %3054 = load i32, i32* @s8, align 4, !dbg !3722, !tbaa !60
  %3055 = icmp sle i32 %3054, 1, !dbg !3724
  br i1 %3055, label %3056, label %3062, !dbg !3725

3056:                                             ; preds = %3053
  %3057 = load i32, i32* @s4, align 4, !dbg !3726, !tbaa !60
  %3058 = icmp sgt i32 %3057, 2, !dbg !3727
  br i1 %3058, label %3059, label %3062, !dbg !3728

3059:                                             ; preds = %3056
  call void @__wcet_cost(i64 noundef 6), !dbg !3729
  %3060 = load i32, i32* @s4, align 4, !dbg !3731, !tbaa !60
  %3061 = sub nsw i32 %3060, 3, !dbg !3731
  store i32 %3061, i32* @s4, align 4, !dbg !3731, !tbaa !60
  store i32 3, i32* @s11, align 4, !dbg !3732, !tbaa !60
  br label %3062, !dbg !3733

3062:                                             ; preds = %3059, %3056, %3053
  %3063 = load i32, i32* @s13, align 4, !dbg !3734, !tbaa !60
  %3064 = icmp sle i32 %3063, 3, !dbg !3736
  br i1 %3064, label %3065, label %3071, !dbg !3737

3065:                                             ; preds = %3062
  %3066 = load i32, i32* @s15, align 4, !dbg !3738, !tbaa !60
  %3067 = icmp eq i32 %3066, 0, !dbg !3739
  br i1 %3067, label %3068, label %3071, !dbg !3740

3068:                                             ; preds = %3065
  call void @__wcet_cost(i64 noundef 3), !dbg !3741
  %3069 = load i32, i32* @s3, align 4, !dbg !3743, !tbaa !60
  %3070 = add nsw i32 %3069, 1, !dbg !3743
  store i32 %3070, i32* @s3, align 4, !dbg !3743, !tbaa !60
  br label %3071, !dbg !3744

3071:                                             ; preds = %3068, %3065, %3062
  %3072 = load i32, i32* @s11, align 4, !dbg !3745, !tbaa !60
  %3073 = icmp slt i32 %3072, 1, !dbg !3747
  br i1 %3073, label %3074, label %3075, !dbg !3748

3074:                                             ; preds = %3071
  call void @__wcet_cost(i64 noundef 4), !dbg !3749
  store i32 0, i32* @s1, align 4, !dbg !3751, !tbaa !60
  store i32 2, i32* @s10, align 4, !dbg !3752, !tbaa !60
  br label %3075, !dbg !3753

3075:                                             ; preds = %3074, %3071
  %3076 = load i32, i32* @s11, align 4, !dbg !3754, !tbaa !60
  %3077 = icmp sle i32 %3076, 0, !dbg !3756
  br i1 %3077, label %3078, label %3082, !dbg !3757

3078:                                             ; preds = %3075
  %3079 = load i32, i32* @s0, align 4, !dbg !3758, !tbaa !60
  %3080 = icmp slt i32 %3079, 0, !dbg !3759
  br i1 %3080, label %3081, label %3082, !dbg !3760

3081:                                             ; preds = %3078
  call void @__wcet_cost(i64 noundef 6), !dbg !3761
  store i32 2, i32* @s12, align 4, !dbg !3763, !tbaa !60
  br label %3082, !dbg !3764

3082:                                             ; preds = %3081, %3078, %3075
  %3083 = load i32, i32* @s1, align 4, !dbg !3765, !tbaa !60
  %3084 = icmp slt i32 %3083, 0, !dbg !3767
  br i1 %3084, label %3085, label %3088, !dbg !3768

3085:                                             ; preds = %3082
  call void @__wcet_cost(i64 noundef 7), !dbg !3769
  %3086 = load i32, i32* @s4, align 4, !dbg !3771, !tbaa !60
  %3087 = add nsw i32 %3086, 1, !dbg !3771
  store i32 %3087, i32* @s4, align 4, !dbg !3771, !tbaa !60
  br label %3088, !dbg !3772

3088:                                             ; preds = %3085, %3082
  %3089 = load i32, i32* @s5, align 4, !dbg !3773, !tbaa !60
  %3090 = icmp ne i32 %3089, 2, !dbg !3775
  br i1 %3090, label %3091, label %3098, !dbg !3776

3091:                                             ; preds = %3088
  %3092 = load i32, i32* @s7, align 4, !dbg !3777, !tbaa !60
  %3093 = icmp ne i32 %3092, 2, !dbg !3778
  br i1 %3093, label %3094, label %3098, !dbg !3779

3094:                                             ; preds = %3091
  %3095 = load i32, i32* @s10, align 4, !dbg !3780, !tbaa !60
  %3096 = icmp sle i32 %3095, 2, !dbg !3781
  br i1 %3096, label %3097, label %3098, !dbg !3782

3097:                                             ; preds = %3094
  call void @__wcet_cost(i64 noundef 8), !dbg !3783
  store i32 3, i32* @s14, align 4, !dbg !3785, !tbaa !60
  br label %3098, !dbg !3786

3098:                                             ; preds = %3097, %3094, %3091, %3088
  %3099 = load i32, i32* @s9, align 4, !dbg !3787, !tbaa !60
  %3100 = icmp sge i32 %3099, 0, !dbg !3789
  br i1 %3100, label %3101, label %3104, !dbg !3790

3101:                                             ; preds = %3098
  call void @__wcet_cost(i64 noundef 4), !dbg !3791
  %3102 = load i32, i32* @s11, align 4, !dbg !3793, !tbaa !60
  %3103 = add nsw i32 %3102, 1, !dbg !3793
  store i32 %3103, i32* @s11, align 4, !dbg !3793, !tbaa !60
  br label %3104, !dbg !3794

3104:                                             ; preds = %3101, %3098
  %3105 = load i32, i32* @s2, align 4, !dbg !3795, !tbaa !60
  %3106 = icmp sle i32 %3105, 3, !dbg !3797
  br i1 %3106, label %3107, label %3112, !dbg !3798

3107:                                             ; preds = %3104
  call void @__wcet_cost(i64 noundef 4), !dbg !3799
  %3108 = load i32, i32* @s9, align 4, !dbg !3801, !tbaa !60
  %3109 = add nsw i32 %3108, 2, !dbg !3801
  store i32 %3109, i32* @s9, align 4, !dbg !3801, !tbaa !60
  %3110 = load i32, i32* @s3, align 4, !dbg !3802, !tbaa !60
  %3111 = add nsw i32 %3110, 2, !dbg !3802
  store i32 %3111, i32* @s3, align 4, !dbg !3802, !tbaa !60
  br label %3112, !dbg !3803

3112:                                             ; preds = %3107, %3104
  %3113 = load i32, i32* @s2, align 4, !dbg !3804, !tbaa !60
  %3114 = icmp ne i32 %3113, 1, !dbg !3806
  br i1 %3114, label %3115, label %3124, !dbg !3807

3115:                                             ; preds = %3112
  %3116 = load i32, i32* @s15, align 4, !dbg !3808, !tbaa !60
  %3117 = icmp slt i32 %3116, 2, !dbg !3809
  br i1 %3117, label %3118, label %3124, !dbg !3810

3118:                                             ; preds = %3115
  %3119 = load i32, i32* @s8, align 4, !dbg !3811, !tbaa !60
  %3120 = icmp slt i32 %3119, 1, !dbg !3812
  br i1 %3120, label %3121, label %3124, !dbg !3813

3121:                                             ; preds = %3118
  call void @__wcet_cost(i64 noundef 4), !dbg !3814
  store i32 1, i32* @s9, align 4, !dbg !3816, !tbaa !60
  %3122 = load i32, i32* @s6, align 4, !dbg !3817, !tbaa !60
  %3123 = add nsw i32 %3122, 1, !dbg !3817
  store i32 %3123, i32* @s6, align 4, !dbg !3817, !tbaa !60
  br label %3124, !dbg !3818

3124:                                             ; preds = %3121, %3118, %3115, %3112
  %3125 = load i32, i32* @s6, align 4, !dbg !3819, !tbaa !60
  %3126 = icmp eq i32 %3125, 0, !dbg !3821
  br i1 %3126, label %3127, label %3133, !dbg !3822

3127:                                             ; preds = %3124
  %3128 = load i32, i32* @s15, align 4, !dbg !3823, !tbaa !60
  %3129 = icmp sle i32 %3128, 1, !dbg !3824
  br i1 %3129, label %3130, label %3133, !dbg !3825

3130:                                             ; preds = %3127
  call void @__wcet_cost(i64 noundef 6), !dbg !3826
  %3131 = load i32, i32* @s12, align 4, !dbg !3828, !tbaa !60
  %3132 = add nsw i32 %3131, 1, !dbg !3828
  store i32 %3132, i32* @s12, align 4, !dbg !3828, !tbaa !60
  br label %3133, !dbg !3829

3133:                                             ; preds = %3130, %3127, %3124
  %3134 = load i32, i32* @s14, align 4, !dbg !3830, !tbaa !60
  %3135 = icmp ne i32 %3134, 3, !dbg !3832
  br i1 %3135, label %3136, label %3151, !dbg !3833

3136:                                             ; preds = %3133
  call void @__wcet_cost(i64 noundef 9), !dbg !3834
  %3137 = load i32, i32* @s1, align 4, !dbg !3836, !tbaa !60
  %3138 = add nsw i32 %3137, 1, !dbg !3836
  store i32 %3138, i32* @s1, align 4, !dbg !3836, !tbaa !60
  %3139 = load i32, i32* @s5, align 4, !dbg !3837, !tbaa !60
  %3140 = icmp eq i32 %3139, 3, !dbg !3839
  br i1 %3140, label %3141, label %3150, !dbg !3840

3141:                                             ; preds = %3136
  %3142 = load i32, i32* @s9, align 4, !dbg !3841, !tbaa !60
  %3143 = icmp eq i32 %3142, 0, !dbg !3842
  br i1 %3143, label %3144, label %3150, !dbg !3843

3144:                                             ; preds = %3141
  %3145 = load i32, i32* @s7, align 4, !dbg !3844, !tbaa !60
  %3146 = icmp slt i32 %3145, 0, !dbg !3845
  br i1 %3146, label %3147, label %3150, !dbg !3846

3147:                                             ; preds = %3144
  call void @__wcet_cost(i64 noundef 7), !dbg !3847
  %3148 = load i32, i32* @s6, align 4, !dbg !3849, !tbaa !60
  %3149 = add nsw i32 %3148, 2, !dbg !3849
  store i32 %3149, i32* @s6, align 4, !dbg !3849, !tbaa !60
  br label %3150, !dbg !3850

3150:                                             ; preds = %3147, %3144, %3141, %3136
  br label %3151, !dbg !3851

3151:                                             ; preds = %3150, %3133
  %3152 = load i32, i32* @s5, align 4, !dbg !3852, !tbaa !60
  %3153 = icmp eq i32 %3152, 0, !dbg !3854
  br i1 %3153, label %3154, label %3163, !dbg !3855

3154:                                             ; preds = %3151
  %3155 = load i32, i32* @s4, align 4, !dbg !3856, !tbaa !60
  %3156 = icmp sgt i32 %3155, 2, !dbg !3857
  br i1 %3156, label %3157, label %3163, !dbg !3858

3157:                                             ; preds = %3154
  %3158 = load i32, i32* @s11, align 4, !dbg !3859, !tbaa !60
  %3159 = icmp ne i32 %3158, 3, !dbg !3860
  br i1 %3159, label %3160, label %3163, !dbg !3861

3160:                                             ; preds = %3157
  call void @__wcet_cost(i64 noundef 5), !dbg !3862
  %3161 = load i32, i32* @s4, align 4, !dbg !3864, !tbaa !60
  %3162 = sub nsw i32 %3161, 3, !dbg !3864
  store i32 %3162, i32* @s4, align 4, !dbg !3864, !tbaa !60
  store i32 0, i32* @s2, align 4, !dbg !3865, !tbaa !60
  store i32 2, i32* @s14, align 4, !dbg !3866, !tbaa !60
  br label %3163, !dbg !3867

3163:                                             ; preds = %3160, %3157, %3154, %3151
  %3164 = load i32, i32* @s12, align 4, !dbg !3868, !tbaa !60
  %3165 = icmp ne i32 %3164, 1, !dbg !3870
  br i1 %3165, label %3166, label %3175, !dbg !3871

3166:                                             ; preds = %3163
  %3167 = load i32, i32* @s8, align 4, !dbg !3872, !tbaa !60
  %3168 = icmp eq i32 %3167, 2, !dbg !3873
  br i1 %3168, label %3169, label %3175, !dbg !3874

3169:                                             ; preds = %3166
  %3170 = load i32, i32* @s2, align 4, !dbg !3875, !tbaa !60
  %3171 = icmp slt i32 %3170, 0, !dbg !3876
  br i1 %3171, label %3172, label %3175, !dbg !3877

3172:                                             ; preds = %3169
  call void @__wcet_cost(i64 noundef 5), !dbg !3878
  %3173 = load i32, i32* @s3, align 4, !dbg !3880, !tbaa !60
  %3174 = add nsw i32 %3173, 2, !dbg !3880
  store i32 %3174, i32* @s3, align 4, !dbg !3880, !tbaa !60
  br label %3175, !dbg !3881

3175:                                             ; preds = %3172, %3169, %3166, %3163
  %3176 = load i32, i32* @s11, align 4, !dbg !3882, !tbaa !60
  %3177 = icmp eq i32 %3176, 2, !dbg !3884
  br i1 %3177, label %3178, label %3191, !dbg !3885

3178:                                             ; preds = %3175
  %3179 = load i32, i32* @s12, align 4, !dbg !3886, !tbaa !60
  %3180 = icmp sgt i32 %3179, 1, !dbg !3887
  br i1 %3180, label %3181, label %3191, !dbg !3888

3181:                                             ; preds = %3178
  %3182 = load i32, i32* @s0, align 4, !dbg !3889, !tbaa !60
  %3183 = icmp ne i32 %3182, 1, !dbg !3890
  br i1 %3183, label %3184, label %3191, !dbg !3891

3184:                                             ; preds = %3181
  call void @__wcet_cost(i64 noundef 5), !dbg !3892
  %3185 = load i32, i32* @s12, align 4, !dbg !3894, !tbaa !60
  %3186 = sub nsw i32 %3185, 2, !dbg !3894
  store i32 %3186, i32* @s12, align 4, !dbg !3894, !tbaa !60
  %3187 = load i32, i32* @s4, align 4, !dbg !3895, !tbaa !60
  %3188 = add nsw i32 %3187, 2, !dbg !3895
  store i32 %3188, i32* @s4, align 4, !dbg !3895, !tbaa !60
  %3189 = load i32, i32* @s8, align 4, !dbg !3896, !tbaa !60
  %3190 = add nsw i32 %3189, 1, !dbg !3896
  store i32 %3190, i32* @s8, align 4, !dbg !3896, !tbaa !60
  br label %3191, !dbg !3897

3191:                                             ; preds = %3184, %3181, %3178, %3175
  %3192 = load i32, i32* @s11, align 4, !dbg !3898, !tbaa !60
  %3193 = icmp sgt i32 %3192, 3, !dbg !3900
  br i1 %3193, label %3194, label %3218, !dbg !3901

3194:                                             ; preds = %3191
  %3195 = load i32, i32* @s3, align 4, !dbg !3902, !tbaa !60
  %3196 = icmp eq i32 %3195, 0, !dbg !3903
  br i1 %3196, label %3197, label %3218, !dbg !3904

3197:                                             ; preds = %3194
  %3198 = load i32, i32* @s5, align 4, !dbg !3905, !tbaa !60
  %3199 = icmp sgt i32 %3198, 0, !dbg !3906
  br i1 %3199, label %3200, label %3218, !dbg !3907

3200:                                             ; preds = %3197
  call void @__wcet_cost(i64 noundef 3), !dbg !3908
  %3201 = load i32, i32* @s11, align 4, !dbg !3910, !tbaa !60
  %3202 = sub nsw i32 %3201, 4, !dbg !3910
  store i32 %3202, i32* @s11, align 4, !dbg !3910, !tbaa !60
  %3203 = load i32, i32* @s5, align 4, !dbg !3911, !tbaa !60
  %3204 = sub nsw i32 %3203, 1, !dbg !3911
  store i32 %3204, i32* @s5, align 4, !dbg !3911, !tbaa !60
  %3205 = load i32, i32* @s15, align 4, !dbg !3912, !tbaa !60
  %3206 = add nsw i32 %3205, 2, !dbg !3912
  store i32 %3206, i32* @s15, align 4, !dbg !3912, !tbaa !60
  %3207 = load i32, i32* @s1, align 4, !dbg !3913, !tbaa !60
  %3208 = add nsw i32 %3207, 2, !dbg !3913
  store i32 %3208, i32* @s1, align 4, !dbg !3913, !tbaa !60
  %3209 = load i32, i32* @s7, align 4, !dbg !3914, !tbaa !60
  %3210 = icmp ne i32 %3209, 3, !dbg !3916
  br i1 %3210, label %3211, label %3217, !dbg !3917

3211:                                             ; preds = %3200
  %3212 = load i32, i32* @s14, align 4, !dbg !3918, !tbaa !60
  %3213 = icmp sle i32 %3212, 3, !dbg !3919
  br i1 %3213, label %3214, label %3217, !dbg !3920

3214:                                             ; preds = %3211
  call void @__wcet_cost(i64 noundef 5), !dbg !3921
  store i32 1, i32* @s11, align 4, !dbg !3923, !tbaa !60
  %3215 = load i32, i32* @s3, align 4, !dbg !3924, !tbaa !60
  %3216 = add nsw i32 %3215, 1, !dbg !3924
  store i32 %3216, i32* @s3, align 4, !dbg !3924, !tbaa !60
  br label %3217, !dbg !3925

3217:                                             ; preds = %3214, %3211, %3200
  br label %3218, !dbg !3926

3218:                                             ; preds = %3217, %3197, %3194, %3191
  %3219 = load i32, i32* @s15, align 4, !dbg !3927, !tbaa !60
  %3220 = icmp sle i32 %3219, 3, !dbg !3929
  br i1 %3220, label %3221, label %3231, !dbg !3930

3221:                                             ; preds = %3218
  call void @__wcet_cost(i64 noundef 9), !dbg !3931
  store i32 3, i32* @s9, align 4, !dbg !3933, !tbaa !60
  %3222 = load i32, i32* @s5, align 4, !dbg !3934, !tbaa !60
  %3223 = icmp ne i32 %3222, 3, !dbg !3936
  br i1 %3223, label %3224, label %3230, !dbg !3937

3224:                                             ; preds = %3221
  %3225 = load i32, i32* @s9, align 4, !dbg !3938, !tbaa !60
  %3226 = icmp sle i32 %3225, 0, !dbg !3939
  br i1 %3226, label %3227, label %3230, !dbg !3940

3227:                                             ; preds = %3224
  call void @__wcet_cost(i64 noundef 4), !dbg !3941
  %3228 = load i32, i32* @s12, align 4, !dbg !3943, !tbaa !60
  %3229 = add nsw i32 %3228, 2, !dbg !3943
  store i32 %3229, i32* @s12, align 4, !dbg !3943, !tbaa !60
  store i32 1, i32* @s1, align 4, !dbg !3944, !tbaa !60
  br label %3230, !dbg !3945

3230:                                             ; preds = %3227, %3224, %3221
  br label %3231, !dbg !3946

3231:                                             ; preds = %3230, %3218
  %3232 = load i32, i32* @s10, align 4, !dbg !3947, !tbaa !60
  %3233 = icmp eq i32 %3232, 2, !dbg !3949
  br i1 %3233, label %3234, label %3245, !dbg !3950

3234:                                             ; preds = %3231
  %3235 = load i32, i32* @s8, align 4, !dbg !3951, !tbaa !60
  %3236 = icmp sle i32 %3235, 0, !dbg !3952
  br i1 %3236, label %3237, label %3245, !dbg !3953

3237:                                             ; preds = %3234
  %3238 = load i32, i32* @s3, align 4, !dbg !3954, !tbaa !60
  %3239 = icmp ne i32 %3238, 3, !dbg !3955
  br i1 %3239, label %3240, label %3245, !dbg !3956

3240:                                             ; preds = %3237
  call void @__wcet_cost(i64 noundef 7), !dbg !3957
  %3241 = load i32, i32* @s15, align 4, !dbg !3959, !tbaa !60
  %3242 = add nsw i32 %3241, 2, !dbg !3959
  store i32 %3242, i32* @s15, align 4, !dbg !3959, !tbaa !60
  %3243 = load i32, i32* @s12, align 4, !dbg !3960, !tbaa !60
  %3244 = add nsw i32 %3243, 1, !dbg !3960
  store i32 %3244, i32* @s12, align 4, !dbg !3960, !tbaa !60
  br label %3245, !dbg !3961

3245:                                             ; preds = %3240, %3237, %3234, %3231
  %3246 = load i32, i32* @s2, align 4, !dbg !3962, !tbaa !60
  %3247 = icmp ne i32 %3246, 1, !dbg !3964
  br i1 %3247, label %3248, label %3249, !dbg !3965

3248:                                             ; preds = %3245
  call void @__wcet_cost(i64 noundef 3), !dbg !3966
  store i32 3, i32* @s14, align 4, !dbg !3968, !tbaa !60
  br label %3249, !dbg !3969

3249:                                             ; preds = %3248, %3245
  %3250 = load i32, i32* @s6, align 4, !dbg !3970, !tbaa !60
  %3251 = icmp sgt i32 %3250, 0, !dbg !3972
  br i1 %3251, label %3252, label %3265, !dbg !3973

3252:                                             ; preds = %3249
  %3253 = load i32, i32* @s8, align 4, !dbg !3974, !tbaa !60
  %3254 = icmp slt i32 %3253, 0, !dbg !3975
  br i1 %3254, label %3255, label %3265, !dbg !3976

3255:                                             ; preds = %3252
  %3256 = load i32, i32* @s11, align 4, !dbg !3977, !tbaa !60
  %3257 = icmp sge i32 %3256, 1, !dbg !3978
  br i1 %3257, label %3258, label %3265, !dbg !3979

3258:                                             ; preds = %3255
  call void @__wcet_cost(i64 noundef 8), !dbg !3980
  %3259 = load i32, i32* @s6, align 4, !dbg !3982, !tbaa !60
  %3260 = sub nsw i32 %3259, 1, !dbg !3982
  store i32 %3260, i32* @s6, align 4, !dbg !3982, !tbaa !60
  %3261 = load i32, i32* @s11, align 4, !dbg !3983, !tbaa !60
  %3262 = sub nsw i32 %3261, 1, !dbg !3983
  store i32 %3262, i32* @s11, align 4, !dbg !3983, !tbaa !60
  store i32 2, i32* @s15, align 4, !dbg !3984, !tbaa !60
  %3263 = load i32, i32* @s13, align 4, !dbg !3985, !tbaa !60
  %3264 = add nsw i32 %3263, 1, !dbg !3985
  store i32 %3264, i32* @s13, align 4, !dbg !3985, !tbaa !60
  br label %3265, !dbg !3986

3265:                                             ; preds = %3258, %3255, %3252, %3249
  %3266 = load i32, i32* @s13, align 4, !dbg !3987, !tbaa !60
  %3267 = icmp ne i32 %3266, 0, !dbg !3989
  br i1 %3267, label %3268, label %3279, !dbg !3990

3268:                                             ; preds = %3265
  %3269 = load i32, i32* @s1, align 4, !dbg !3991, !tbaa !60
  %3270 = icmp sle i32 %3269, 0, !dbg !3992
  br i1 %3270, label %3271, label %3279, !dbg !3993

3271:                                             ; preds = %3268
  %3272 = load i32, i32* @s6, align 4, !dbg !3994, !tbaa !60
  %3273 = icmp sge i32 %3272, 1, !dbg !3995
  br i1 %3273, label %3274, label %3279, !dbg !3996

3274:                                             ; preds = %3271
  call void @__wcet_cost(i64 noundef 9), !dbg !3997
  %3275 = load i32, i32* @s6, align 4, !dbg !3999, !tbaa !60
  %3276 = sub nsw i32 %3275, 1, !dbg !3999
  store i32 %3276, i32* @s6, align 4, !dbg !3999, !tbaa !60
  %3277 = load i32, i32* @s12, align 4, !dbg !4000, !tbaa !60
  %3278 = add nsw i32 %3277, 2, !dbg !4000
  store i32 %3278, i32* @s12, align 4, !dbg !4000, !tbaa !60
  br label %3279, !dbg !4001

3279:                                             ; preds = %3274, %3271, %3268, %3265
  %3280 = load i32, i32* @s10, align 4, !dbg !4002, !tbaa !60
  %3281 = icmp sgt i32 %3280, 2, !dbg !4004
  br i1 %3281, label %3282, label %3295, !dbg !4005

3282:                                             ; preds = %3279
  %3283 = load i32, i32* @s12, align 4, !dbg !4006, !tbaa !60
  %3284 = icmp ne i32 %3283, 1, !dbg !4007
  br i1 %3284, label %3285, label %3295, !dbg !4008

3285:                                             ; preds = %3282
  %3286 = load i32, i32* @s11, align 4, !dbg !4009, !tbaa !60
  %3287 = icmp sle i32 %3286, 2, !dbg !4010
  br i1 %3287, label %3288, label %3295, !dbg !4011

3288:                                             ; preds = %3285
  call void @__wcet_cost(i64 noundef 3), !dbg !4012
  %3289 = load i32, i32* @s10, align 4, !dbg !4014, !tbaa !60
  %3290 = sub nsw i32 %3289, 3, !dbg !4014
  store i32 %3290, i32* @s10, align 4, !dbg !4014, !tbaa !60
  %3291 = load i32, i32* @s6, align 4, !dbg !4015, !tbaa !60
  %3292 = add nsw i32 %3291, 2, !dbg !4015
  store i32 %3292, i32* @s6, align 4, !dbg !4015, !tbaa !60
  %3293 = load i32, i32* @s5, align 4, !dbg !4016, !tbaa !60
  %3294 = add nsw i32 %3293, 2, !dbg !4016
  store i32 %3294, i32* @s5, align 4, !dbg !4016, !tbaa !60
  br label %3295, !dbg !4017

3295:                                             ; preds = %3288, %3285, %3282, %3279
  %3296 = load i32, i32* @s12, align 4, !dbg !4018, !tbaa !60
  %3297 = icmp sle i32 %3296, 0, !dbg !4020
  br i1 %3297, label %3298, label %3299, !dbg !4021

3298:                                             ; preds = %3295
  call void @__wcet_cost(i64 noundef 1), !dbg !4022
  store i32 3, i32* @s9, align 4, !dbg !4024, !tbaa !60
  br label %3299, !dbg !4025

3299:                                             ; preds = %3298, %3295
  %3300 = load i32, i32* @s13, align 4, !dbg !4026, !tbaa !60
  %3301 = icmp sgt i32 %3300, 1, !dbg !4028
  br i1 %3301, label %3302, label %3307, !dbg !4029

3302:                                             ; preds = %3299
  call void @__wcet_cost(i64 noundef 9), !dbg !4030
  %3303 = load i32, i32* @s13, align 4, !dbg !4032, !tbaa !60
  %3304 = sub nsw i32 %3303, 2, !dbg !4032
  store i32 %3304, i32* @s13, align 4, !dbg !4032, !tbaa !60
  store i32 1, i32* @s8, align 4, !dbg !4033, !tbaa !60
  %3305 = load i32, i32* @s10, align 4, !dbg !4034, !tbaa !60
  %3306 = add nsw i32 %3305, 1, !dbg !4034
  store i32 %3306, i32* @s10, align 4, !dbg !4034, !tbaa !60
  br label %3307, !dbg !4035

3307:                                             ; preds = %3302, %3299
  %3308 = load i32, i32* @s8, align 4, !dbg !4036, !tbaa !60
  %3309 = icmp sge i32 %3308, 1, !dbg !4038
  br i1 %3309, label %3310, label %3327, !dbg !4039

3310:                                             ; preds = %3307
  %3311 = load i32, i32* @s11, align 4, !dbg !4040, !tbaa !60
  %3312 = icmp sge i32 %3311, 3, !dbg !4041
  br i1 %3312, label %3313, label %3327, !dbg !4042

3313:                                             ; preds = %3310
  %3314 = load i32, i32* @s5, align 4, !dbg !4043, !tbaa !60
  %3315 = icmp sge i32 %3314, 1, !dbg !4044
  br i1 %3315, label %3316, label %3327, !dbg !4045

3316:                                             ; preds = %3313
  call void @__wcet_cost(i64 noundef 5), !dbg !4046
  %3317 = load i32, i32* @s8, align 4, !dbg !4048, !tbaa !60
  %3318 = sub nsw i32 %3317, 1, !dbg !4048
  store i32 %3318, i32* @s8, align 4, !dbg !4048, !tbaa !60
  %3319 = load i32, i32* @s11, align 4, !dbg !4049, !tbaa !60
  %3320 = sub nsw i32 %3319, 3, !dbg !4049
  store i32 %3320, i32* @s11, align 4, !dbg !4049, !tbaa !60
  %3321 = load i32, i32* @s5, align 4, !dbg !4050, !tbaa !60
  %3322 = sub nsw i32 %3321, 1, !dbg !4050
  store i32 %3322, i32* @s5, align 4, !dbg !4050, !tbaa !60
  %3323 = load i32, i32* @s6, align 4, !dbg !4051, !tbaa !60
  %3324 = add nsw i32 %3323, 2, !dbg !4051
  store i32 %3324, i32* @s6, align 4, !dbg !4051, !tbaa !60
  %3325 = load i32, i32* @s2, align 4, !dbg !4052, !tbaa !60
  %3326 = add nsw i32 %3325, 2, !dbg !4052
  store i32 %3326, i32* @s2, align 4, !dbg !4052, !tbaa !60
  br label %3327, !dbg !4053

3327:                                             ; preds = %3316, %3313, %3310, %3307
  %3328 = load i32, i32* @s6, align 4, !dbg !4054, !tbaa !60
  %3329 = icmp sge i32 %3328, 2, !dbg !4056
  br i1 %3329, label %3330, label %3340, !dbg !4057

3330:                                             ; preds = %3327
  %3331 = load i32, i32* @s11, align 4, !dbg !4058, !tbaa !60
  %3332 = icmp sge i32 %3331, 0, !dbg !4059
  br i1 %3332, label %3333, label %3340, !dbg !4060

3333:                                             ; preds = %3330
  call void @__wcet_cost(i64 noundef 1), !dbg !4061
  %3334 = load i32, i32* @s6, align 4, !dbg !4063, !tbaa !60
  %3335 = sub nsw i32 %3334, 2, !dbg !4063
  store i32 %3335, i32* @s6, align 4, !dbg !4063, !tbaa !60
  %3336 = load i32, i32* @s12, align 4, !dbg !4064, !tbaa !60
  %3337 = add nsw i32 %3336, 2, !dbg !4064
  store i32 %3337, i32* @s12, align 4, !dbg !4064, !tbaa !60
  %3338 = load i32, i32* @s0, align 4, !dbg !4065, !tbaa !60
  %3339 = add nsw i32 %3338, 1, !dbg !4065
  store i32 %3339, i32* @s0, align 4, !dbg !4065, !tbaa !60
  br label %3340, !dbg !4066

3340:                                             ; preds = %3333, %3330, %3327
  %3341 = load i32, i32* @s0, align 4, !dbg !4067, !tbaa !60
  %3342 = icmp sge i32 %3341, 0, !dbg !4069
  br i1 %3342, label %3343, label %3349, !dbg !4070

3343:                                             ; preds = %3340
  %3344 = load i32, i32* @s3, align 4, !dbg !4071, !tbaa !60
  %3345 = icmp slt i32 %3344, 3, !dbg !4072
  br i1 %3345, label %3346, label %3349, !dbg !4073

3346:                                             ; preds = %3343
  call void @__wcet_cost(i64 noundef 6), !dbg !4074
  %3347 = load i32, i32* @s6, align 4, !dbg !4076, !tbaa !60
  %3348 = add nsw i32 %3347, 2, !dbg !4076
  store i32 %3348, i32* @s6, align 4, !dbg !4076, !tbaa !60
  br label %3349, !dbg !4077

3349:                                             ; preds = %3346, %3343, %3340
  %3350 = load i32, i32* @s11, align 4, !dbg !4078, !tbaa !60
  %3351 = icmp sle i32 %3350, 3, !dbg !4080
  br i1 %3351, label %3352, label %3359, !dbg !4081

3352:                                             ; preds = %3349
  %3353 = load i32, i32* @s3, align 4, !dbg !4082, !tbaa !60
  %3354 = icmp ne i32 %3353, 3, !dbg !4083
  br i1 %3354, label %3355, label %3359, !dbg !4084

3355:                                             ; preds = %3352
  %3356 = load i32, i32* @s1, align 4, !dbg !4085, !tbaa !60
  %3357 = icmp sle i32 %3356, 2, !dbg !4086
  br i1 %3357, label %3358, label %3359, !dbg !4087

3358:                                             ; preds = %3355
  call void @__wcet_cost(i64 noundef 4), !dbg !4088
  store i32 0, i32* @s2, align 4, !dbg !4090, !tbaa !60
  br label %3359, !dbg !4091

3359:                                             ; preds = %3358, %3355, %3352, %3349
  %3360 = load i32, i32* @s11, align 4, !dbg !4092, !tbaa !60
  %3361 = icmp slt i32 %3360, 1, !dbg !4094
  br i1 %3361, label %3362, label %3365, !dbg !4095

3362:                                             ; preds = %3359
  call void @__wcet_cost(i64 noundef 1), !dbg !4096
  %3363 = load i32, i32* @s15, align 4, !dbg !4098, !tbaa !60
  %3364 = add nsw i32 %3363, 1, !dbg !4098
  store i32 %3364, i32* @s15, align 4, !dbg !4098, !tbaa !60
  br label %3365, !dbg !4099

3365:                                             ; preds = %3362, %3359
  %3366 = load i32, i32* @s14, align 4, !dbg !4100, !tbaa !60
  %3367 = icmp slt i32 %3366, 2, !dbg !4102
  br i1 %3367, label %3368, label %3371, !dbg !4103

3368:                                             ; preds = %3365
  call void @__wcet_cost(i64 noundef 1), !dbg !4104
  %3369 = load i32, i32* @s15, align 4, !dbg !4106, !tbaa !60
  %3370 = add nsw i32 %3369, 2, !dbg !4106
  store i32 %3370, i32* @s15, align 4, !dbg !4106, !tbaa !60
  store i32 2, i32* @s8, align 4, !dbg !4107, !tbaa !60
  br label %3371, !dbg !4108

3371:                                             ; preds = %3368, %3365
  %3372 = load i32, i32* @s2, align 4, !dbg !4109, !tbaa !60
  %3373 = icmp eq i32 %3372, 0, !dbg !4111
  br i1 %3373, label %3374, label %3378, !dbg !4112

3374:                                             ; preds = %3371
  %3375 = load i32, i32* @s3, align 4, !dbg !4113, !tbaa !60
  %3376 = icmp eq i32 %3375, 0, !dbg !4114
  br i1 %3376, label %3377, label %3378, !dbg !4115

3377:                                             ; preds = %3374
  call void @__wcet_cost(i64 noundef 1), !dbg !4116
  store i32 3, i32* @s0, align 4, !dbg !4118, !tbaa !60
  br label %3378, !dbg !4119

3378:                                             ; preds = %3377, %3374, %3371
  %3379 = load i32, i32* @s1, align 4, !dbg !4120, !tbaa !60
  %3380 = icmp slt i32 %3379, 0, !dbg !4122
  br i1 %3380, label %3381, label %3391, !dbg !4123

3381:                                             ; preds = %3378
  %3382 = load i32, i32* @s8, align 4, !dbg !4124, !tbaa !60
  %3383 = icmp sgt i32 %3382, 1, !dbg !4125
  br i1 %3383, label %3384, label %3391, !dbg !4126

3384:                                             ; preds = %3381
  call void @__wcet_cost(i64 noundef 7), !dbg !4127
  %3385 = load i32, i32* @s8, align 4, !dbg !4129, !tbaa !60
  %3386 = sub nsw i32 %3385, 2, !dbg !4129
  store i32 %3386, i32* @s8, align 4, !dbg !4129, !tbaa !60
  %3387 = load i32, i32* @s10, align 4, !dbg !4130, !tbaa !60
  %3388 = add nsw i32 %3387, 1, !dbg !4130
  store i32 %3388, i32* @s10, align 4, !dbg !4130, !tbaa !60
  %3389 = load i32, i32* @s5, align 4, !dbg !4131, !tbaa !60
  %3390 = add nsw i32 %3389, 2, !dbg !4131
  store i32 %3390, i32* @s5, align 4, !dbg !4131, !tbaa !60
  br label %3391, !dbg !4132

3391:                                             ; preds = %3384, %3381, %3378
  %3392 = load i32, i32* @s14, align 4, !dbg !4133, !tbaa !60
  %3393 = icmp sgt i32 %3392, 1, !dbg !4135
  br i1 %3393, label %3394, label %3399, !dbg !4136

3394:                                             ; preds = %3391
  call void @__wcet_cost(i64 noundef 7), !dbg !4137
  %3395 = load i32, i32* @s14, align 4, !dbg !4139, !tbaa !60
  %3396 = sub nsw i32 %3395, 2, !dbg !4139
  store i32 %3396, i32* @s14, align 4, !dbg !4139, !tbaa !60
  %3397 = load i32, i32* @s4, align 4, !dbg !4140, !tbaa !60
  %3398 = add nsw i32 %3397, 2, !dbg !4140
  store i32 %3398, i32* @s4, align 4, !dbg !4140, !tbaa !60
  store i32 0, i32* @s7, align 4, !dbg !4141, !tbaa !60
  br label %3399, !dbg !4142

3399:                                             ; preds = %3394, %3391
  %3400 = load i32, i32* @s11, align 4, !dbg !4143, !tbaa !60
  %3401 = icmp slt i32 %3400, 0, !dbg !4145
  br i1 %3401, label %3402, label %3410, !dbg !4146

3402:                                             ; preds = %3399
  %3403 = load i32, i32* @s8, align 4, !dbg !4147, !tbaa !60
  %3404 = icmp sge i32 %3403, 2, !dbg !4148
  br i1 %3404, label %3405, label %3410, !dbg !4149

3405:                                             ; preds = %3402
  call void @__wcet_cost(i64 noundef 3), !dbg !4150
  %3406 = load i32, i32* @s8, align 4, !dbg !4152, !tbaa !60
  %3407 = sub nsw i32 %3406, 2, !dbg !4152
  store i32 %3407, i32* @s8, align 4, !dbg !4152, !tbaa !60
  %3408 = load i32, i32* @s1, align 4, !dbg !4153, !tbaa !60
  %3409 = add nsw i32 %3408, 1, !dbg !4153
  store i32 %3409, i32* @s1, align 4, !dbg !4153, !tbaa !60
  br label %3410, !dbg !4154

3410:                                             ; preds = %3405, %3402, %3399
  %3411 = load i32, i32* @s6, align 4, !dbg !4155, !tbaa !60
  %3412 = icmp sgt i32 %3411, 0, !dbg !4157
  br i1 %3412, label %3413, label %3421, !dbg !4158

3413:                                             ; preds = %3410
  %3414 = load i32, i32* @s4, align 4, !dbg !4159, !tbaa !60
  %3415 = icmp eq i32 %3414, 1, !dbg !4160
  br i1 %3415, label %3416, label %3421, !dbg !4161

3416:                                             ; preds = %3413
  call void @__wcet_cost(i64 noundef 8), !dbg !4162
  %3417 = load i32, i32* @s6, align 4, !dbg !4164, !tbaa !60
  %3418 = sub nsw i32 %3417, 1, !dbg !4164
  store i32 %3418, i32* @s6, align 4, !dbg !4164, !tbaa !60
  %3419 = load i32, i32* @s10, align 4, !dbg !4165, !tbaa !60
  %3420 = add nsw i32 %3419, 1, !dbg !4165
  store i32 %3420, i32* @s10, align 4, !dbg !4165, !tbaa !60
  br label %3421, !dbg !4166

3421:                                             ; preds = %3416, %3413, %3410
  %3422 = load i32, i32* @s10, align 4, !dbg !4167, !tbaa !60
  %3423 = icmp sge i32 %3422, 3, !dbg !4169
  br i1 %3423, label %3424, label %3432, !dbg !4170

3424:                                             ; preds = %3421
  %3425 = load i32, i32* @s14, align 4, !dbg !4171, !tbaa !60
  %3426 = icmp eq i32 %3425, 3, !dbg !4172
  br i1 %3426, label %3427, label %3432, !dbg !4173

3427:                                             ; preds = %3424
  call void @__wcet_cost(i64 noundef 9), !dbg !4174
  %3428 = load i32, i32* @s10, align 4, !dbg !4176, !tbaa !60
  %3429 = sub nsw i32 %3428, 3, !dbg !4176
  store i32 %3429, i32* @s10, align 4, !dbg !4176, !tbaa !60
  %3430 = load i32, i32* @s3, align 4, !dbg !4177, !tbaa !60
  %3431 = add nsw i32 %3430, 1, !dbg !4177
  store i32 %3431, i32* @s3, align 4, !dbg !4177, !tbaa !60
  br label %3432, !dbg !4178

3432:                                             ; preds = %3427, %3424, %3421
  %3433 = load i32, i32* @s15, align 4, !dbg !4179, !tbaa !60
  %3434 = icmp slt i32 %3433, 3, !dbg !4181
  br i1 %3434, label %3435, label %3440, !dbg !4182

3435:                                             ; preds = %3432
  call void @__wcet_cost(i64 noundef 5), !dbg !4183
  %3436 = load i32, i32* @s2, align 4, !dbg !4185, !tbaa !60
  %3437 = add nsw i32 %3436, 1, !dbg !4185
  store i32 %3437, i32* @s2, align 4, !dbg !4185, !tbaa !60
  %3438 = load i32, i32* @s4, align 4, !dbg !4186, !tbaa !60
  %3439 = add nsw i32 %3438, 2, !dbg !4186
  store i32 %3439, i32* @s4, align 4, !dbg !4186, !tbaa !60
  br label %3440, !dbg !4187

3440:                                             ; preds = %3435, %3432
  %3441 = load i32, i32* @s2, align 4, !dbg !4188, !tbaa !60
  %3442 = icmp slt i32 %3441, 2, !dbg !4190
  br i1 %3442, label %3443, label %3454, !dbg !4191

3443:                                             ; preds = %3440
  %3444 = load i32, i32* @s13, align 4, !dbg !4192, !tbaa !60
  %3445 = icmp sgt i32 %3444, 3, !dbg !4193
  br i1 %3445, label %3446, label %3454, !dbg !4194

3446:                                             ; preds = %3443
  %3447 = load i32, i32* @s7, align 4, !dbg !4195, !tbaa !60
  %3448 = icmp sle i32 %3447, 3, !dbg !4196
  br i1 %3448, label %3449, label %3454, !dbg !4197

3449:                                             ; preds = %3446
  call void @__wcet_cost(i64 noundef 4), !dbg !4198
  %3450 = load i32, i32* @s13, align 4, !dbg !4200, !tbaa !60
  %3451 = sub nsw i32 %3450, 4, !dbg !4200
  store i32 %3451, i32* @s13, align 4, !dbg !4200, !tbaa !60
  %3452 = load i32, i32* @s4, align 4, !dbg !4201, !tbaa !60
  %3453 = add nsw i32 %3452, 1, !dbg !4201
  store i32 %3453, i32* @s4, align 4, !dbg !4201, !tbaa !60
  br label %3454, !dbg !4202

3454:                                             ; preds = %3449, %3446, %3443, %3440
  %3455 = load i32, i32* @s13, align 4, !dbg !4203, !tbaa !60
  %3456 = icmp sle i32 %3455, 1, !dbg !4205
  br i1 %3456, label %3457, label %3463, !dbg !4206

3457:                                             ; preds = %3454
  %3458 = load i32, i32* @s5, align 4, !dbg !4207, !tbaa !60
  %3459 = icmp slt i32 %3458, 0, !dbg !4208
  br i1 %3459, label %3460, label %3463, !dbg !4209

3460:                                             ; preds = %3457
  call void @__wcet_cost(i64 noundef 8), !dbg !4210
  %3461 = load i32, i32* @s1, align 4, !dbg !4212, !tbaa !60
  %3462 = add nsw i32 %3461, 2, !dbg !4212
  store i32 %3462, i32* @s1, align 4, !dbg !4212, !tbaa !60
  br label %3463, !dbg !4213

3463:                                             ; preds = %3460, %3457, %3454
  %3464 = load i32, i32* @s7, align 4, !dbg !4214, !tbaa !60
  %3465 = icmp sge i32 %3464, 1, !dbg !4216
  br i1 %3465, label %3466, label %3477, !dbg !4217

3466:                                             ; preds = %3463
  %3467 = load i32, i32* @s1, align 4, !dbg !4218, !tbaa !60
  %3468 = icmp sle i32 %3467, 1, !dbg !4219
  br i1 %3468, label %3469, label %3477, !dbg !4220

3469:                                             ; preds = %3466
  %3470 = load i32, i32* @s6, align 4, !dbg !4221, !tbaa !60
  %3471 = icmp sle i32 %3470, 0, !dbg !4222
  br i1 %3471, label %3472, label %3477, !dbg !4223

3472:                                             ; preds = %3469
  call void @__wcet_cost(i64 noundef 6), !dbg !4224
  %3473 = load i32, i32* @s7, align 4, !dbg !4226, !tbaa !60
  %3474 = sub nsw i32 %3473, 1, !dbg !4226
  store i32 %3474, i32* @s7, align 4, !dbg !4226, !tbaa !60
  store i32 3, i32* @s3, align 4, !dbg !4227, !tbaa !60
  %3475 = load i32, i32* @s14, align 4, !dbg !4228, !tbaa !60
  %3476 = add nsw i32 %3475, 2, !dbg !4228
  store i32 %3476, i32* @s14, align 4, !dbg !4228, !tbaa !60
  br label %3477, !dbg !4229

3477:                                             ; preds = %3472, %3469, %3466, %3463
  %3478 = load i32, i32* @s1, align 4, !dbg !4230, !tbaa !60
  %3479 = icmp sle i32 %3478, 0, !dbg !4232
  br i1 %3479, label %3480, label %3484, !dbg !4233

3480:                                             ; preds = %3477
  %3481 = load i32, i32* @s14, align 4, !dbg !4234, !tbaa !60
  %3482 = icmp sle i32 %3481, 0, !dbg !4235
  br i1 %3482, label %3483, label %3484, !dbg !4236

3483:                                             ; preds = %3480
  call void @__wcet_cost(i64 noundef 4), !dbg !4237
  store i32 3, i32* @s6, align 4, !dbg !4239, !tbaa !60
  br label %3484, !dbg !4240

3484:                                             ; preds = %3483, %3480, %3477
  %3485 = load i32, i32* @s12, align 4, !dbg !4241, !tbaa !60
  %3486 = icmp eq i32 %3485, 1, !dbg !4243
  br i1 %3486, label %3487, label %3490, !dbg !4244

3487:                                             ; preds = %3484
  call void @__wcet_cost(i64 noundef 4), !dbg !4245
  %3488 = load i32, i32* @s3, align 4, !dbg !4247, !tbaa !60
  %3489 = add nsw i32 %3488, 2, !dbg !4247
  store i32 %3489, i32* @s3, align 4, !dbg !4247, !tbaa !60
  br label %3490, !dbg !4248

3490:                                             ; preds = %3487, %3484
  %3491 = load i32, i32* @s5, align 4, !dbg !4249, !tbaa !60
  %3492 = icmp ne i32 %3491, 0, !dbg !4251
  br i1 %3492, label %3493, label %3518, !dbg !4252

3493:                                             ; preds = %3490
  %3494 = load i32, i32* @s2, align 4, !dbg !4253, !tbaa !60
  %3495 = icmp sge i32 %3494, 2, !dbg !4254
  br i1 %3495, label %3496, label %3518, !dbg !4255

3496:                                             ; preds = %3493
  %3497 = load i32, i32* @s15, align 4, !dbg !4256, !tbaa !60
  %3498 = icmp eq i32 %3497, 0, !dbg !4257
  br i1 %3498, label %3499, label %3518, !dbg !4258

3499:                                             ; preds = %3496
  call void @__wcet_cost(i64 noundef 3), !dbg !4259
  %3500 = load i32, i32* @s2, align 4, !dbg !4261, !tbaa !60
  %3501 = sub nsw i32 %3500, 2, !dbg !4261
  store i32 %3501, i32* @s2, align 4, !dbg !4261, !tbaa !60
  %3502 = load i32, i32* @s1, align 4, !dbg !4262, !tbaa !60
  %3503 = add nsw i32 %3502, 1, !dbg !4262
  store i32 %3503, i32* @s1, align 4, !dbg !4262, !tbaa !60
  store i32 3, i32* @s13, align 4, !dbg !4263, !tbaa !60
  %3504 = load i32, i32* @s2, align 4, !dbg !4264, !tbaa !60
  %3505 = icmp sle i32 %3504, 1, !dbg !4266
  br i1 %3505, label %3506, label %3517, !dbg !4267

3506:                                             ; preds = %3499
  %3507 = load i32, i32* @s8, align 4, !dbg !4268, !tbaa !60
  %3508 = icmp sge i32 %3507, 3, !dbg !4269
  br i1 %3508, label %3509, label %3517, !dbg !4270

3509:                                             ; preds = %3506
  %3510 = load i32, i32* @s13, align 4, !dbg !4271, !tbaa !60
  %3511 = icmp eq i32 %3510, 3, !dbg !4272
  br i1 %3511, label %3512, label %3517, !dbg !4273

3512:                                             ; preds = %3509
  call void @__wcet_cost(i64 noundef 1), !dbg !4274
  %3513 = load i32, i32* @s8, align 4, !dbg !4276, !tbaa !60
  %3514 = sub nsw i32 %3513, 3, !dbg !4276
  store i32 %3514, i32* @s8, align 4, !dbg !4276, !tbaa !60
  %3515 = load i32, i32* @s10, align 4, !dbg !4277, !tbaa !60
  %3516 = add nsw i32 %3515, 1, !dbg !4277
  store i32 %3516, i32* @s10, align 4, !dbg !4277, !tbaa !60
  br label %3517, !dbg !4278

3517:                                             ; preds = %3512, %3509, %3506, %3499
  br label %3518, !dbg !4279

3518:                                             ; preds = %3517, %3496, %3493, %3490
  %3519 = load i32, i32* @s8, align 4, !dbg !4280, !tbaa !60
  %3520 = icmp ne i32 %3519, 2, !dbg !4282
  br i1 %3520, label %3521, label %3530, !dbg !4283

3521:                                             ; preds = %3518
  %3522 = load i32, i32* @s6, align 4, !dbg !4284, !tbaa !60
  %3523 = icmp sgt i32 %3522, 1, !dbg !4285
  br i1 %3523, label %3524, label %3530, !dbg !4286

3524:                                             ; preds = %3521
  %3525 = load i32, i32* @s11, align 4, !dbg !4287, !tbaa !60
  %3526 = icmp slt i32 %3525, 0, !dbg !4288
  br i1 %3526, label %3527, label %3530, !dbg !4289

3527:                                             ; preds = %3524
  call void @__wcet_cost(i64 noundef 1), !dbg !4290
  %3528 = load i32, i32* @s6, align 4, !dbg !4292, !tbaa !60
  %3529 = sub nsw i32 %3528, 2, !dbg !4292
  store i32 %3529, i32* @s6, align 4, !dbg !4292, !tbaa !60
  store i32 3, i32* @s2, align 4, !dbg !4293, !tbaa !60
  br label %3530, !dbg !4294

3530:                                             ; preds = %3527, %3524, %3521, %3518
  %3531 = load i32, i32* @s15, align 4, !dbg !4295, !tbaa !60
  %3532 = icmp slt i32 %3531, 3, !dbg !4297
  br i1 %3532, label %3533, label %3536, !dbg !4298

3533:                                             ; preds = %3530
  call void @__wcet_cost(i64 noundef 1), !dbg !4299
  store i32 3, i32* @s6, align 4, !dbg !4301, !tbaa !60
  %3534 = load i32, i32* @s11, align 4, !dbg !4302, !tbaa !60
  %3535 = add nsw i32 %3534, 1, !dbg !4302
  store i32 %3535, i32* @s11, align 4, !dbg !4302, !tbaa !60
  br label %3536, !dbg !4303

3536:                                             ; preds = %3533, %3530
  %3537 = load i32, i32* @s0, align 4, !dbg !4304, !tbaa !60
  %3538 = icmp sgt i32 %3537, 2, !dbg !4306
  br i1 %3538, label %3539, label %3545, !dbg !4307

3539:                                             ; preds = %3536
  %3540 = load i32, i32* @s3, align 4, !dbg !4308, !tbaa !60
  %3541 = icmp ne i32 %3540, 2, !dbg !4309
  br i1 %3541, label %3542, label %3545, !dbg !4310

3542:                                             ; preds = %3539
  call void @__wcet_cost(i64 noundef 8), !dbg !4311
  %3543 = load i32, i32* @s0, align 4, !dbg !4313, !tbaa !60
  %3544 = sub nsw i32 %3543, 3, !dbg !4313
  store i32 %3544, i32* @s0, align 4, !dbg !4313, !tbaa !60
  store i32 1, i32* @s12, align 4, !dbg !4314, !tbaa !60
  store i32 3, i32* @s15, align 4, !dbg !4315, !tbaa !60
  br label %3545, !dbg !4316

3545:                                             ; preds = %3542, %3539, %3536
  %3546 = load i32, i32* @s4, align 4, !dbg !4317, !tbaa !60
  %3547 = icmp eq i32 %3546, 0, !dbg !4319
  br i1 %3547, label %3548, label %3557, !dbg !4320

3548:                                             ; preds = %3545
  %3549 = load i32, i32* @s1, align 4, !dbg !4321, !tbaa !60
  %3550 = icmp eq i32 %3549, 3, !dbg !4322
  br i1 %3550, label %3551, label %3557, !dbg !4323

3551:                                             ; preds = %3548
  %3552 = load i32, i32* @s5, align 4, !dbg !4324, !tbaa !60
  %3553 = icmp slt i32 %3552, 0, !dbg !4325
  br i1 %3553, label %3554, label %3557, !dbg !4326

3554:                                             ; preds = %3551
  call void @__wcet_cost(i64 noundef 8), !dbg !4327
  %3555 = load i32, i32* @s15, align 4, !dbg !4329, !tbaa !60
  %3556 = add nsw i32 %3555, 2, !dbg !4329
  store i32 %3556, i32* @s15, align 4, !dbg !4329, !tbaa !60
  store i32 1, i32* @s11, align 4, !dbg !4330, !tbaa !60
  br label %3557, !dbg !4331

3557:                                             ; preds = %3554, %3551, %3548, %3545
  %3558 = load i32, i32* @s4, align 4, !dbg !4332, !tbaa !60
  %3559 = icmp sgt i32 %3558, 1, !dbg !4334
  br i1 %3559, label %3560, label %3568, !dbg !4335

3560:                                             ; preds = %3557
  %3561 = load i32, i32* @s10, align 4, !dbg !4336, !tbaa !60
  %3562 = icmp sge i32 %3561, 0, !dbg !4337
  br i1 %3562, label %3563, label %3568, !dbg !4338

3563:                                             ; preds = %3560
  call void @__wcet_cost(i64 noundef 6), !dbg !4339
  %3564 = load i32, i32* @s4, align 4, !dbg !4341, !tbaa !60
  %3565 = sub nsw i32 %3564, 2, !dbg !4341
  store i32 %3565, i32* @s4, align 4, !dbg !4341, !tbaa !60
  store i32 0, i32* @s1, align 4, !dbg !4342, !tbaa !60
  %3566 = load i32, i32* @s15, align 4, !dbg !4343, !tbaa !60
  %3567 = add nsw i32 %3566, 1, !dbg !4343
  store i32 %3567, i32* @s15, align 4, !dbg !4343, !tbaa !60
  br label %3568, !dbg !4344

3568:                                             ; preds = %3563, %3560, %3557
  %3569 = load i32, i32* @s10, align 4, !dbg !4345, !tbaa !60
  %3570 = icmp eq i32 %3569, 2, !dbg !4347
  br i1 %3570, label %3571, label %3577, !dbg !4348

3571:                                             ; preds = %3568
  %3572 = load i32, i32* @s15, align 4, !dbg !4349, !tbaa !60
  %3573 = icmp slt i32 %3572, 3, !dbg !4350
  br i1 %3573, label %3574, label %3577, !dbg !4351

3574:                                             ; preds = %3571
  call void @__wcet_cost(i64 noundef 6), !dbg !4352
  %3575 = load i32, i32* @s14, align 4, !dbg !4354, !tbaa !60
  %3576 = add nsw i32 %3575, 1, !dbg !4354
  store i32 %3576, i32* @s14, align 4, !dbg !4354, !tbaa !60
  br label %3577, !dbg !4355

3577:                                             ; preds = %3574, %3571, %3568
  %3578 = load i32, i32* @s7, align 4, !dbg !4356, !tbaa !60
  %3579 = icmp sle i32 %3578, 0, !dbg !4358
  br i1 %3579, label %3580, label %3585, !dbg !4359

3580:                                             ; preds = %3577
  call void @__wcet_cost(i64 noundef 4), !dbg !4360
  %3581 = load i32, i32* @s11, align 4, !dbg !4362, !tbaa !60
  %3582 = add nsw i32 %3581, 2, !dbg !4362
  store i32 %3582, i32* @s11, align 4, !dbg !4362, !tbaa !60
  %3583 = load i32, i32* @s0, align 4, !dbg !4363, !tbaa !60
  %3584 = add nsw i32 %3583, 2, !dbg !4363
  store i32 %3584, i32* @s0, align 4, !dbg !4363, !tbaa !60
  br label %3585, !dbg !4364

3585:                                             ; preds = %3580, %3577
  %3586 = load i32, i32* @s1, align 4, !dbg !4365, !tbaa !60
  %3587 = icmp slt i32 %3586, 0, !dbg !4367
  br i1 %3587, label %3588, label %3589, !dbg !4368

3588:                                             ; preds = %3585
  call void @__wcet_cost(i64 noundef 2), !dbg !4369
  store i32 1, i32* @s9, align 4, !dbg !4371, !tbaa !60
  br label %3589, !dbg !4372

3589:                                             ; preds = %3588, %3585
  %3590 = load i32, i32* @s4, align 4, !dbg !4373, !tbaa !60
  %3591 = icmp eq i32 %3590, 0, !dbg !4375
  br i1 %3591, label %3592, label %3597, !dbg !4376

3592:                                             ; preds = %3589
  call void @__wcet_cost(i64 noundef 9), !dbg !4377
  %3593 = load i32, i32* @s7, align 4, !dbg !4379, !tbaa !60
  %3594 = add nsw i32 %3593, 2, !dbg !4379
  store i32 %3594, i32* @s7, align 4, !dbg !4379, !tbaa !60
  %3595 = load i32, i32* @s1, align 4, !dbg !4380, !tbaa !60
  %3596 = add nsw i32 %3595, 1, !dbg !4380
  store i32 %3596, i32* @s1, align 4, !dbg !4380, !tbaa !60
  br label %3597, !dbg !4381

3597:                                             ; preds = %3592, %3589
  %3598 = load i32, i32* @s6, align 4, !dbg !4382, !tbaa !60
  %3599 = icmp sgt i32 %3598, 2, !dbg !4384
  br i1 %3599, label %3600, label %3608, !dbg !4385

3600:                                             ; preds = %3597
  %3601 = load i32, i32* @s4, align 4, !dbg !4386, !tbaa !60
  %3602 = icmp sle i32 %3601, 0, !dbg !4387
  br i1 %3602, label %3603, label %3608, !dbg !4388

3603:                                             ; preds = %3600
  call void @__wcet_cost(i64 noundef 9), !dbg !4389
  %3604 = load i32, i32* @s6, align 4, !dbg !4391, !tbaa !60
  %3605 = sub nsw i32 %3604, 3, !dbg !4391
  store i32 %3605, i32* @s6, align 4, !dbg !4391, !tbaa !60
  %3606 = load i32, i32* @s0, align 4, !dbg !4392, !tbaa !60
  %3607 = add nsw i32 %3606, 1, !dbg !4392
  store i32 %3607, i32* @s0, align 4, !dbg !4392, !tbaa !60
  br label %3608, !dbg !4393

3608:                                             ; preds = %3603, %3600, %3597
  %3609 = load i32, i32* @s14, align 4, !dbg !4394, !tbaa !60
  %3610 = icmp sge i32 %3609, 0, !dbg !4396
  br i1 %3610, label %3611, label %3620, !dbg !4397

3611:                                             ; preds = %3608
  %3612 = load i32, i32* @s2, align 4, !dbg !4398, !tbaa !60
  %3613 = icmp sgt i32 %3612, 0, !dbg !4399
  br i1 %3613, label %3614, label %3620, !dbg !4400

3614:                                             ; preds = %3611
  %3615 = load i32, i32* @s4, align 4, !dbg !4401, !tbaa !60
  %3616 = icmp eq i32 %3615, 0, !dbg !4402
  br i1 %3616, label %3617, label %3620, !dbg !4403

3617:                                             ; preds = %3614
  call void @__wcet_cost(i64 noundef 5), !dbg !4404
  %3618 = load i32, i32* @s2, align 4, !dbg !4406, !tbaa !60
  %3619 = sub nsw i32 %3618, 1, !dbg !4406
  store i32 %3619, i32* @s2, align 4, !dbg !4406, !tbaa !60
  store i32 3, i32* @s3, align 4, !dbg !4407, !tbaa !60
  br label %3620, !dbg !4408

3620:                                             ; preds = %3617, %3614, %3611, %3608
  %3621 = load i32, i32* @s14, align 4, !dbg !4409, !tbaa !60
  %3622 = icmp sgt i32 %3621, 3, !dbg !4411
  br i1 %3622, label %3623, label %3642, !dbg !4412

3623:                                             ; preds = %3620
  %3624 = load i32, i32* @s1, align 4, !dbg !4413, !tbaa !60
  %3625 = icmp sgt i32 %3624, 2, !dbg !4414
  br i1 %3625, label %3626, label %3642, !dbg !4415

3626:                                             ; preds = %3623
  call void @__wcet_cost(i64 noundef 2), !dbg !4416
  %3627 = load i32, i32* @s14, align 4, !dbg !4418, !tbaa !60
  %3628 = sub nsw i32 %3627, 4, !dbg !4418
  store i32 %3628, i32* @s14, align 4, !dbg !4418, !tbaa !60
  %3629 = load i32, i32* @s1, align 4, !dbg !4419, !tbaa !60
  %3630 = sub nsw i32 %3629, 3, !dbg !4419
  store i32 %3630, i32* @s1, align 4, !dbg !4419, !tbaa !60
  %3631 = load i32, i32* @s10, align 4, !dbg !4420, !tbaa !60
  %3632 = add nsw i32 %3631, 1, !dbg !4420
  store i32 %3632, i32* @s10, align 4, !dbg !4420, !tbaa !60
  store i32 2, i32* @s0, align 4, !dbg !4421, !tbaa !60
  %3633 = load i32, i32* @s10, align 4, !dbg !4422, !tbaa !60
  %3634 = icmp ne i32 %3633, 1, !dbg !4424
  br i1 %3634, label %3635, label %3641, !dbg !4425

3635:                                             ; preds = %3626
  %3636 = load i32, i32* @s4, align 4, !dbg !4426, !tbaa !60
  %3637 = icmp slt i32 %3636, 1, !dbg !4427
  br i1 %3637, label %3638, label %3641, !dbg !4428

3638:                                             ; preds = %3635
  call void @__wcet_cost(i64 noundef 6), !dbg !4429
  %3639 = load i32, i32* @s3, align 4, !dbg !4431, !tbaa !60
  %3640 = add nsw i32 %3639, 2, !dbg !4431
  store i32 %3640, i32* @s3, align 4, !dbg !4431, !tbaa !60
  br label %3641, !dbg !4432

3641:                                             ; preds = %3638, %3635, %3626
  br label %3642, !dbg !4433

3642:                                             ; preds = %3641, %3623, %3620
  %3643 = load i32, i32* @s5, align 4, !dbg !4434, !tbaa !60
  %3644 = icmp sle i32 %3643, 0, !dbg !4436
  br i1 %3644, label %3645, label %3650, !dbg !4437

3645:                                             ; preds = %3642
  call void @__wcet_cost(i64 noundef 5), !dbg !4438
  %3646 = load i32, i32* @s11, align 4, !dbg !4440, !tbaa !60
  %3647 = add nsw i32 %3646, 2, !dbg !4440
  store i32 %3647, i32* @s11, align 4, !dbg !4440, !tbaa !60
  %3648 = load i32, i32* @s2, align 4, !dbg !4441, !tbaa !60
  %3649 = add nsw i32 %3648, 1, !dbg !4441
  store i32 %3649, i32* @s2, align 4, !dbg !4441, !tbaa !60
  br label %3650, !dbg !4442

3650:                                             ; preds = %3645, %3642
  %3651 = load i32, i32* @s2, align 4, !dbg !4443, !tbaa !60
  %3652 = icmp sge i32 %3651, 2, !dbg !4445
  br i1 %3652, label %3653, label %3658, !dbg !4446

3653:                                             ; preds = %3650
  call void @__wcet_cost(i64 noundef 1), !dbg !4447
  %3654 = load i32, i32* @s2, align 4, !dbg !4449, !tbaa !60
  %3655 = sub nsw i32 %3654, 2, !dbg !4449
  store i32 %3655, i32* @s2, align 4, !dbg !4449, !tbaa !60
  %3656 = load i32, i32* @s15, align 4, !dbg !4450, !tbaa !60
  %3657 = add nsw i32 %3656, 2, !dbg !4450
  store i32 %3657, i32* @s15, align 4, !dbg !4450, !tbaa !60
  store i32 2, i32* @s14, align 4, !dbg !4451, !tbaa !60
  br label %3658, !dbg !4452

3658:                                             ; preds = %3653, %3650
  %3659 = load i32, i32* @s4, align 4, !dbg !4453, !tbaa !60
  %3660 = icmp ne i32 %3659, 3, !dbg !4455
  br i1 %3660, label %3661, label %3672, !dbg !4456

3661:                                             ; preds = %3658
  %3662 = load i32, i32* @s8, align 4, !dbg !4457, !tbaa !60
  %3663 = icmp slt i32 %3662, 2, !dbg !4458
  br i1 %3663, label %3664, label %3672, !dbg !4459

3664:                                             ; preds = %3661
  %3665 = load i32, i32* @s1, align 4, !dbg !4460, !tbaa !60
  %3666 = icmp ne i32 %3665, 3, !dbg !4461
  br i1 %3666, label %3667, label %3672, !dbg !4462

3667:                                             ; preds = %3664
  call void @__wcet_cost(i64 noundef 1), !dbg !4463
  %3668 = load i32, i32* @s5, align 4, !dbg !4465, !tbaa !60
  %3669 = add nsw i32 %3668, 2, !dbg !4465
  store i32 %3669, i32* @s5, align 4, !dbg !4465, !tbaa !60
  %3670 = load i32, i32* @s15, align 4, !dbg !4466, !tbaa !60
  %3671 = add nsw i32 %3670, 1, !dbg !4466
  store i32 %3671, i32* @s15, align 4, !dbg !4466, !tbaa !60
  br label %3672, !dbg !4467

3672:                                             ; preds = %3667, %3664, %3661, %3658
  %3673 = load i32, i32* @s3, align 4, !dbg !4468, !tbaa !60
  %3674 = icmp sge i32 %3673, 0, !dbg !4470
  br i1 %3674, label %3675, label %3684, !dbg !4471

3675:                                             ; preds = %3672
  %3676 = load i32, i32* @s4, align 4, !dbg !4472, !tbaa !60
  %3677 = icmp ne i32 %3676, 2, !dbg !4473
  br i1 %3677, label %3678, label %3684, !dbg !4474

3678:                                             ; preds = %3675
  %3679 = load i32, i32* @s14, align 4, !dbg !4475, !tbaa !60
  %3680 = icmp ne i32 %3679, 3, !dbg !4476
  br i1 %3680, label %3681, label %3684, !dbg !4477

3681:                                             ; preds = %3678
  call void @__wcet_cost(i64 noundef 3), !dbg !4478
  %3682 = load i32, i32* @s13, align 4, !dbg !4480, !tbaa !60
  %3683 = add nsw i32 %3682, 2, !dbg !4480
  store i32 %3683, i32* @s13, align 4, !dbg !4480, !tbaa !60
  store i32 0, i32* @s1, align 4, !dbg !4481, !tbaa !60
  br label %3684, !dbg !4482

3684:                                             ; preds = %3681, %3678, %3675, %3672
  %3685 = load i32, i32* @s15, align 4, !dbg !4483, !tbaa !60
  %3686 = icmp sgt i32 %3685, 2, !dbg !4485
  br i1 %3686, label %3687, label %3693, !dbg !4486

3687:                                             ; preds = %3684
  %3688 = load i32, i32* @s5, align 4, !dbg !4487, !tbaa !60
  %3689 = icmp ne i32 %3688, 1, !dbg !4488
  br i1 %3689, label %3690, label %3693, !dbg !4489

3690:                                             ; preds = %3687
  call void @__wcet_cost(i64 noundef 8), !dbg !4490
  %3691 = load i32, i32* @s15, align 4, !dbg !4492, !tbaa !60
  %3692 = sub nsw i32 %3691, 3, !dbg !4492
  store i32 %3692, i32* @s15, align 4, !dbg !4492, !tbaa !60
  store i32 0, i32* @s8, align 4, !dbg !4493, !tbaa !60
  store i32 0, i32* @s10, align 4, !dbg !4494, !tbaa !60
  br label %3693, !dbg !4495

3693:                                             ; preds = %3690, %3687, %3684
  %3694 = load i32, i32* @s10, align 4, !dbg !4496, !tbaa !60
  %3695 = icmp sgt i32 %3694, 3, !dbg !4498
  br i1 %3695, label %3696, label %3699, !dbg !4499

3696:                                             ; preds = %3693
  call void @__wcet_cost(i64 noundef 2), !dbg !4500
  %3697 = load i32, i32* @s10, align 4, !dbg !4502, !tbaa !60
  %3698 = sub nsw i32 %3697, 4, !dbg !4502
  store i32 %3698, i32* @s10, align 4, !dbg !4502, !tbaa !60
  store i32 3, i32* @s0, align 4, !dbg !4503, !tbaa !60
  br label %3699, !dbg !4504

3699:                                             ; preds = %3696, %3693
  %3700 = load i32, i32* @s5, align 4, !dbg !4505, !tbaa !60
  %3701 = icmp slt i32 %3700, 1, !dbg !4507
  br i1 %3701, label %3702, label %3726, !dbg !4508

3702:                                             ; preds = %3699
  %3703 = load i32, i32* @s11, align 4, !dbg !4509, !tbaa !60
  %3704 = icmp eq i32 %3703, 2, !dbg !4510
  br i1 %3704, label %3705, label %3726, !dbg !4511

3705:                                             ; preds = %3702
  %3706 = load i32, i32* @s6, align 4, !dbg !4512, !tbaa !60
  %3707 = icmp sle i32 %3706, 3, !dbg !4513
  br i1 %3707, label %3708, label %3726, !dbg !4514

3708:                                             ; preds = %3705
  call void @__wcet_cost(i64 noundef 3), !dbg !4515
  %3709 = load i32, i32* @s9, align 4, !dbg !4517, !tbaa !60
  %3710 = add nsw i32 %3709, 2, !dbg !4517
  store i32 %3710, i32* @s9, align 4, !dbg !4517, !tbaa !60
  %3711 = load i32, i32* @s4, align 4, !dbg !4518, !tbaa !60
  %3712 = add nsw i32 %3711, 1, !dbg !4518
  store i32 %3712, i32* @s4, align 4, !dbg !4518, !tbaa !60
  %3713 = load i32, i32* @s11, align 4, !dbg !4519, !tbaa !60
  %3714 = icmp sle i32 %3713, 0, !dbg !4521
  br i1 %3714, label %3715, label %3725, !dbg !4522

3715:                                             ; preds = %3708
  %3716 = load i32, i32* @s2, align 4, !dbg !4523, !tbaa !60
  %3717 = icmp sgt i32 %3716, 1, !dbg !4524
  br i1 %3717, label %3718, label %3725, !dbg !4525

3718:                                             ; preds = %3715
  call void @__wcet_cost(i64 noundef 9), !dbg !4526
  %3719 = load i32, i32* @s2, align 4, !dbg !4528, !tbaa !60
  %3720 = sub nsw i32 %3719, 2, !dbg !4528
  store i32 %3720, i32* @s2, align 4, !dbg !4528, !tbaa !60
  %3721 = load i32, i32* @s0, align 4, !dbg !4529, !tbaa !60
  %3722 = add nsw i32 %3721, 1, !dbg !4529
  store i32 %3722, i32* @s0, align 4, !dbg !4529, !tbaa !60
  %3723 = load i32, i32* @s4, align 4, !dbg !4530, !tbaa !60
  %3724 = add nsw i32 %3723, 2, !dbg !4530
  store i32 %3724, i32* @s4, align 4, !dbg !4530, !tbaa !60
  br label %3725, !dbg !4531

3725:                                             ; preds = %3718, %3715, %3708
  br label %3726, !dbg !4532

3726:                                             ; preds = %3725, %3705, %3702, %3699
  %3727 = load i32, i32* @s13, align 4, !dbg !4533, !tbaa !60
  %3728 = icmp sgt i32 %3727, 3, !dbg !4535
  br i1 %3728, label %3729, label %3734, !dbg !4536

3729:                                             ; preds = %3726
  call void @__wcet_cost(i64 noundef 3), !dbg !4537
  %3730 = load i32, i32* @s13, align 4, !dbg !4539, !tbaa !60
  %3731 = sub nsw i32 %3730, 4, !dbg !4539
  store i32 %3731, i32* @s13, align 4, !dbg !4539, !tbaa !60
  %3732 = load i32, i32* @s1, align 4, !dbg !4540, !tbaa !60
  %3733 = add nsw i32 %3732, 1, !dbg !4540
  store i32 %3733, i32* @s1, align 4, !dbg !4540, !tbaa !60
  br label %3734, !dbg !4541

3734:                                             ; preds = %3729, %3726
  %3735 = load i32, i32* @s1, align 4, !dbg !4542, !tbaa !60
  %3736 = icmp sgt i32 %3735, 1, !dbg !4544
  br i1 %3736, label %3737, label %3740, !dbg !4545

3737:                                             ; preds = %3734
  call void @__wcet_cost(i64 noundef 9), !dbg !4546
  %3738 = load i32, i32* @s1, align 4, !dbg !4548, !tbaa !60
  %3739 = sub nsw i32 %3738, 2, !dbg !4548
  store i32 %3739, i32* @s1, align 4, !dbg !4548, !tbaa !60
  store i32 1, i32* @s4, align 4, !dbg !4549, !tbaa !60
  br label %3740, !dbg !4550

3740:                                             ; preds = %3737, %3734
  %3741 = load i32, i32* @s1, align 4, !dbg !4551, !tbaa !60
  %3742 = icmp ne i32 %3741, 2, !dbg !4553
  br i1 %3742, label %3743, label %3751, !dbg !4554

3743:                                             ; preds = %3740
  %3744 = load i32, i32* @s12, align 4, !dbg !4555, !tbaa !60
  %3745 = icmp sgt i32 %3744, 1, !dbg !4556
  br i1 %3745, label %3746, label %3751, !dbg !4557

3746:                                             ; preds = %3743
  call void @__wcet_cost(i64 noundef 2), !dbg !4558
  %3747 = load i32, i32* @s12, align 4, !dbg !4560, !tbaa !60
  %3748 = sub nsw i32 %3747, 2, !dbg !4560
  store i32 %3748, i32* @s12, align 4, !dbg !4560, !tbaa !60
  store i32 1, i32* @s2, align 4, !dbg !4561, !tbaa !60
  %3749 = load i32, i32* @s13, align 4, !dbg !4562, !tbaa !60
  %3750 = add nsw i32 %3749, 1, !dbg !4562
  store i32 %3750, i32* @s13, align 4, !dbg !4562, !tbaa !60
  br label %3751, !dbg !4563

3751:                                             ; preds = %3746, %3743, %3740
  %3752 = load i32, i32* @s3, align 4, !dbg !4564, !tbaa !60
  %3753 = icmp sge i32 %3752, 1, !dbg !4566
  br i1 %3753, label %3754, label %3759, !dbg !4567

3754:                                             ; preds = %3751
  call void @__wcet_cost(i64 noundef 5), !dbg !4568
  %3755 = load i32, i32* @s3, align 4, !dbg !4570, !tbaa !60
  %3756 = sub nsw i32 %3755, 1, !dbg !4570
  store i32 %3756, i32* @s3, align 4, !dbg !4570, !tbaa !60
  %3757 = load i32, i32* @s4, align 4, !dbg !4571, !tbaa !60
  %3758 = add nsw i32 %3757, 2, !dbg !4571
  store i32 %3758, i32* @s4, align 4, !dbg !4571, !tbaa !60
  br label %3759, !dbg !4572

3759:                                             ; preds = %3754, %3751
  %3760 = load i32, i32* @s10, align 4, !dbg !4573, !tbaa !60
  %3761 = icmp sge i32 %3760, 1, !dbg !4575
  br i1 %3761, label %3762, label %3779, !dbg !4576

3762:                                             ; preds = %3759
  %3763 = load i32, i32* @s6, align 4, !dbg !4577, !tbaa !60
  %3764 = icmp sgt i32 %3763, 1, !dbg !4578
  br i1 %3764, label %3765, label %3779, !dbg !4579

3765:                                             ; preds = %3762
  call void @__wcet_cost(i64 noundef 3), !dbg !4580
  %3766 = load i32, i32* @s10, align 4, !dbg !4582, !tbaa !60
  %3767 = sub nsw i32 %3766, 1, !dbg !4582
  store i32 %3767, i32* @s10, align 4, !dbg !4582, !tbaa !60
  %3768 = load i32, i32* @s6, align 4, !dbg !4583, !tbaa !60
  %3769 = sub nsw i32 %3768, 2, !dbg !4583
  store i32 %3769, i32* @s6, align 4, !dbg !4583, !tbaa !60
  store i32 3, i32* @s13, align 4, !dbg !4584, !tbaa !60
  %3770 = load i32, i32* @s2, align 4, !dbg !4585, !tbaa !60
  %3771 = icmp eq i32 %3770, 1, !dbg !4587
  br i1 %3771, label %3772, label %3778, !dbg !4588

3772:                                             ; preds = %3765
  %3773 = load i32, i32* @s9, align 4, !dbg !4589, !tbaa !60
  %3774 = icmp ne i32 %3773, 2, !dbg !4590
  br i1 %3774, label %3775, label %3778, !dbg !4591

3775:                                             ; preds = %3772
  call void @__wcet_cost(i64 noundef 6), !dbg !4592
  %3776 = load i32, i32* @s4, align 4, !dbg !4594, !tbaa !60
  %3777 = add nsw i32 %3776, 1, !dbg !4594
  store i32 %3777, i32* @s4, align 4, !dbg !4594, !tbaa !60
  br label %3778, !dbg !4595

3778:                                             ; preds = %3775, %3772, %3765
  br label %3779, !dbg !4596

3779:                                             ; preds = %3778, %3762, %3759
  %3780 = load i32, i32* @s6, align 4, !dbg !4597, !tbaa !60
  %3781 = icmp sle i32 %3780, 0, !dbg !4599
  br i1 %3781, label %3782, label %3786, !dbg !4600

3782:                                             ; preds = %3779
  %3783 = load i32, i32* @s3, align 4, !dbg !4601, !tbaa !60
  %3784 = icmp sle i32 %3783, 0, !dbg !4602
  br i1 %3784, label %3785, label %3786, !dbg !4603

3785:                                             ; preds = %3782
  call void @__wcet_cost(i64 noundef 3), !dbg !4604
  store i32 2, i32* @s13, align 4, !dbg !4606, !tbaa !60
  br label %3786, !dbg !4607

3786:                                             ; preds = %3785, %3782, %3779
  %3787 = load i32, i32* @s12, align 4, !dbg !4608, !tbaa !60
  %3788 = icmp ne i32 %3787, 3, !dbg !4610
  br i1 %3788, label %3789, label %3800, !dbg !4611

3789:                                             ; preds = %3786
  %3790 = load i32, i32* @s8, align 4, !dbg !4612, !tbaa !60
  %3791 = icmp sge i32 %3790, 2, !dbg !4613
  br i1 %3791, label %3792, label %3800, !dbg !4614

3792:                                             ; preds = %3789
  %3793 = load i32, i32* @s11, align 4, !dbg !4615, !tbaa !60
  %3794 = icmp sle i32 %3793, 1, !dbg !4616
  br i1 %3794, label %3795, label %3800, !dbg !4617

3795:                                             ; preds = %3792
  call void @__wcet_cost(i64 noundef 2), !dbg !4618
  %3796 = load i32, i32* @s8, align 4, !dbg !4620, !tbaa !60
  %3797 = sub nsw i32 %3796, 2, !dbg !4620
  store i32 %3797, i32* @s8, align 4, !dbg !4620, !tbaa !60
  %3798 = load i32, i32* @s7, align 4, !dbg !4621, !tbaa !60
  %3799 = add nsw i32 %3798, 2, !dbg !4621
  store i32 %3799, i32* @s7, align 4, !dbg !4621, !tbaa !60
  store i32 0, i32* @s6, align 4, !dbg !4622, !tbaa !60
  br label %3800, !dbg !4623

3800:                                             ; preds = %3795, %3792, %3789, %3786
  %3801 = load i32, i32* @s4, align 4, !dbg !4624, !tbaa !60
  %3802 = icmp eq i32 %3801, 3, !dbg !4626
  br i1 %3802, label %3803, label %3807, !dbg !4627

3803:                                             ; preds = %3800
  %3804 = load i32, i32* @s11, align 4, !dbg !4628, !tbaa !60
  %3805 = icmp slt i32 %3804, 1, !dbg !4629
  br i1 %3805, label %3806, label %3807, !dbg !4630

3806:                                             ; preds = %3803
  call void @__wcet_cost(i64 noundef 4), !dbg !4631
  store i32 0, i32* @s12, align 4, !dbg !4633, !tbaa !60
  br label %3807, !dbg !4634

3807:                                             ; preds = %3806, %3803, %3800
  %3808 = load i32, i32* @s7, align 4, !dbg !4635, !tbaa !60
  %3809 = icmp eq i32 %3808, 1, !dbg !4637
  br i1 %3809, label %3810, label %3815, !dbg !4638

3810:                                             ; preds = %3807
  call void @__wcet_cost(i64 noundef 7), !dbg !4639
  %3811 = load i32, i32* @s6, align 4, !dbg !4641, !tbaa !60
  %3812 = add nsw i32 %3811, 2, !dbg !4641
  store i32 %3812, i32* @s6, align 4, !dbg !4641, !tbaa !60
  %3813 = load i32, i32* @s14, align 4, !dbg !4642, !tbaa !60
  %3814 = add nsw i32 %3813, 1, !dbg !4642
  store i32 %3814, i32* @s14, align 4, !dbg !4642, !tbaa !60
  br label %3815, !dbg !4643

3815:                                             ; preds = %3810, %3807
  %3816 = load i32, i32* @s1, align 4, !dbg !4644, !tbaa !60
  %3817 = icmp sge i32 %3816, 3, !dbg !4646
  br i1 %3817, label %3818, label %3826, !dbg !4647

3818:                                             ; preds = %3815
  %3819 = load i32, i32* @s15, align 4, !dbg !4648, !tbaa !60
  %3820 = icmp ne i32 %3819, 1, !dbg !4649
  br i1 %3820, label %3821, label %3826, !dbg !4650

3821:                                             ; preds = %3818
  call void @__wcet_cost(i64 noundef 7), !dbg !4651
  %3822 = load i32, i32* @s1, align 4, !dbg !4653, !tbaa !60
  %3823 = sub nsw i32 %3822, 3, !dbg !4653
  store i32 %3823, i32* @s1, align 4, !dbg !4653, !tbaa !60
  %3824 = load i32, i32* @s8, align 4, !dbg !4654, !tbaa !60
  %3825 = add nsw i32 %3824, 2, !dbg !4654
  store i32 %3825, i32* @s8, align 4, !dbg !4654, !tbaa !60
  br label %3826, !dbg !4655

3826:                                             ; preds = %3821, %3818, %3815
  %3827 = load i32, i32* @s3, align 4, !dbg !4656, !tbaa !60
  %3828 = icmp eq i32 %3827, 2, !dbg !4658
  br i1 %3828, label %3829, label %3835, !dbg !4659

3829:                                             ; preds = %3826
  %3830 = load i32, i32* @s11, align 4, !dbg !4660, !tbaa !60
  %3831 = icmp sgt i32 %3830, 0, !dbg !4661
  br i1 %3831, label %3832, label %3835, !dbg !4662

3832:                                             ; preds = %3829
  call void @__wcet_cost(i64 noundef 7), !dbg !4663
  %3833 = load i32, i32* @s11, align 4, !dbg !4665, !tbaa !60
  %3834 = sub nsw i32 %3833, 1, !dbg !4665
  store i32 %3834, i32* @s11, align 4, !dbg !4665, !tbaa !60
  store i32 1, i32* @s15, align 4, !dbg !4666, !tbaa !60
  br label %3835, !dbg !4667

3835:                                             ; preds = %3832, %3829, %3826
  %3836 = load i32, i32* @s1, align 4, !dbg !4668, !tbaa !60
  %3837 = icmp eq i32 %3836, 0, !dbg !4670
  br i1 %3837, label %3838, label %3846, !dbg !4671

3838:                                             ; preds = %3835
  %3839 = load i32, i32* @s0, align 4, !dbg !4672, !tbaa !60
  %3840 = icmp sgt i32 %3839, 0, !dbg !4673
  br i1 %3840, label %3841, label %3846, !dbg !4674

3841:                                             ; preds = %3838
  call void @__wcet_cost(i64 noundef 8), !dbg !4675
  %3842 = load i32, i32* @s0, align 4, !dbg !4677, !tbaa !60
  %3843 = sub nsw i32 %3842, 1, !dbg !4677
  store i32 %3843, i32* @s0, align 4, !dbg !4677, !tbaa !60
  %3844 = load i32, i32* @s2, align 4, !dbg !4678, !tbaa !60
  %3845 = add nsw i32 %3844, 1, !dbg !4678
  store i32 %3845, i32* @s2, align 4, !dbg !4678, !tbaa !60
  br label %3846, !dbg !4679

3846:                                             ; preds = %3841, %3838, %3835
  %3847 = load i32, i32* @s0, align 4, !dbg !4680, !tbaa !60
  %3848 = icmp sge i32 %3847, 2, !dbg !4682
  br i1 %3848, label %3849, label %3860, !dbg !4683

3849:                                             ; preds = %3846
  %3850 = load i32, i32* @s7, align 4, !dbg !4684, !tbaa !60
  %3851 = icmp ne i32 %3850, 1, !dbg !4685
  br i1 %3851, label %3852, label %3860, !dbg !4686

3852:                                             ; preds = %3849
  %3853 = load i32, i32* @s6, align 4, !dbg !4687, !tbaa !60
  %3854 = icmp sgt i32 %3853, 1, !dbg !4688
  br i1 %3854, label %3855, label %3860, !dbg !4689

3855:                                             ; preds = %3852
  call void @__wcet_cost(i64 noundef 2), !dbg !4690
  %3856 = load i32, i32* @s0, align 4, !dbg !4692, !tbaa !60
  %3857 = sub nsw i32 %3856, 2, !dbg !4692
  store i32 %3857, i32* @s0, align 4, !dbg !4692, !tbaa !60
  %3858 = load i32, i32* @s6, align 4, !dbg !4693, !tbaa !60
  %3859 = sub nsw i32 %3858, 2, !dbg !4693
  store i32 %3859, i32* @s6, align 4, !dbg !4693, !tbaa !60
  store i32 0, i32* @s3, align 4, !dbg !4694, !tbaa !60
  br label %3860, !dbg !4695

3860:                                             ; preds = %3855, %3852, %3849, %3846
  %3861 = load i32, i32* @s12, align 4, !dbg !4696, !tbaa !60
  %3862 = icmp ne i32 %3861, 3, !dbg !4698
  br i1 %3862, label %3863, label %3869, !dbg !4699

3863:                                             ; preds = %3860
  %3864 = load i32, i32* @s14, align 4, !dbg !4700, !tbaa !60
  %3865 = icmp eq i32 %3864, 3, !dbg !4701
  br i1 %3865, label %3866, label %3869, !dbg !4702

3866:                                             ; preds = %3863
  call void @__wcet_cost(i64 noundef 9), !dbg !4703
  %3867 = load i32, i32* @s5, align 4, !dbg !4705, !tbaa !60
  %3868 = add nsw i32 %3867, 2, !dbg !4705
  store i32 %3868, i32* @s5, align 4, !dbg !4705, !tbaa !60
  br label %3869, !dbg !4706

3869:                                             ; preds = %3866, %3863, %3860
  br label %3870, !dbg !4707

3870:                                             ; preds = %3869
  %3871 = add nsw i32 %.0, 1, !dbg !4708
  call void @llvm.dbg.value(metadata i32 %3871, metadata !49, metadata !DIExpression()), !dbg !50
  br label %1, !dbg !4709, !llvm.loop !4710

3872:                                             ; preds = %1
  %3873 = load i32, i32* @s0, align 4, !dbg !4714, !tbaa !60
  %3874 = and i32 %3873, 1, !dbg !4715
  ret i32 %3874, !dbg !4716
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
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s0", scope: !2, file: !3, line: 15, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nsichneu_half.c", directory: ".", checksumkind: CSK_MD5, checksum: "568426d3d4a01c4ff2d9d0b618979743")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !10, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "s1", scope: !2, file: !3, line: 16, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "s2", scope: !2, file: !3, line: 17, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "s3", scope: !2, file: !3, line: 18, type: !9, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "s4", scope: !2, file: !3, line: 19, type: !9, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "s5", scope: !2, file: !3, line: 20, type: !9, isLocal: false, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "s6", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "s7", scope: !2, file: !3, line: 22, type: !9, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "s8", scope: !2, file: !3, line: 23, type: !9, isLocal: false, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "s9", scope: !2, file: !3, line: 24, type: !9, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "s10", scope: !2, file: !3, line: 25, type: !9, isLocal: false, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "s11", scope: !2, file: !3, line: 26, type: !9, isLocal: false, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "s12", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "s13", scope: !2, file: !3, line: 28, type: !9, isLocal: false, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "s14", scope: !2, file: !3, line: 29, type: !9, isLocal: false, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "s15", scope: !2, file: !3, line: 30, type: !9, isLocal: false, isDefinition: true)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !46, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!9}
!48 = !{!49}
!49 = !DILocalVariable(name: "iter", scope: !45, file: !3, line: 33, type: !9)
!50 = !DILocation(line: 0, scope: !45)
!51 = !DILocation(line: 34, column: 8, scope: !52)
!52 = distinct !DILexicalBlock(scope: !45, file: !3, line: 34, column: 3)
!53 = !DILocation(line: 0, scope: !52)
!54 = !DILocation(line: 34, column: 23, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 34, column: 3)
!56 = !DILocation(line: 34, column: 3, scope: !52)
!57 = !DILocation(line: 35, column: 9, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 35, column: 9)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 34, column: 36)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 35, column: 12, scope: !58)
!65 = !DILocation(line: 35, column: 9, scope: !59)
!66 = !DILocation(line: 36, column: 7, scope: !67)
!67 = distinct !DILexicalBlock(scope: !58, file: !3, line: 35, column: 18)
!68 = !DILocation(line: 37, column: 10, scope: !67)
!69 = !DILocation(line: 38, column: 10, scope: !67)
!70 = !DILocation(line: 39, column: 5, scope: !67)
!71 = !DILocation(line: 40, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !59, file: !3, line: 40, column: 9)
!73 = !DILocation(line: 40, column: 12, scope: !72)
!74 = !DILocation(line: 40, column: 17, scope: !72)
!75 = !DILocation(line: 40, column: 20, scope: !72)
!76 = !DILocation(line: 40, column: 24, scope: !72)
!77 = !DILocation(line: 40, column: 9, scope: !59)
!78 = !DILocation(line: 41, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !72, file: !3, line: 40, column: 30)
!80 = !DILocation(line: 42, column: 11, scope: !79)
!81 = !DILocation(line: 43, column: 5, scope: !79)
!82 = !DILocation(line: 44, column: 9, scope: !83)
!83 = distinct !DILexicalBlock(scope: !59, file: !3, line: 44, column: 9)
!84 = !DILocation(line: 44, column: 12, scope: !83)
!85 = !DILocation(line: 44, column: 17, scope: !83)
!86 = !DILocation(line: 44, column: 20, scope: !83)
!87 = !DILocation(line: 44, column: 23, scope: !83)
!88 = !DILocation(line: 44, column: 28, scope: !83)
!89 = !DILocation(line: 44, column: 31, scope: !83)
!90 = !DILocation(line: 44, column: 34, scope: !83)
!91 = !DILocation(line: 44, column: 9, scope: !59)
!92 = !DILocation(line: 45, column: 7, scope: !93)
!93 = distinct !DILexicalBlock(scope: !83, file: !3, line: 44, column: 39)
!94 = !DILocation(line: 46, column: 10, scope: !93)
!95 = !DILocation(line: 47, column: 11, scope: !93)
!96 = !DILocation(line: 48, column: 5, scope: !93)
!97 = !DILocation(line: 49, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !59, file: !3, line: 49, column: 9)
!99 = !DILocation(line: 49, column: 12, scope: !98)
!100 = !DILocation(line: 49, column: 9, scope: !59)
!101 = !DILocation(line: 50, column: 7, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !3, line: 49, column: 18)
!103 = !DILocation(line: 51, column: 10, scope: !102)
!104 = !DILocation(line: 52, column: 10, scope: !102)
!105 = !DILocation(line: 53, column: 5, scope: !102)
!106 = !DILocation(line: 54, column: 9, scope: !107)
!107 = distinct !DILexicalBlock(scope: !59, file: !3, line: 54, column: 9)
!108 = !DILocation(line: 54, column: 13, scope: !107)
!109 = !DILocation(line: 54, column: 9, scope: !59)
!110 = !DILocation(line: 55, column: 7, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 54, column: 19)
!112 = !DILocation(line: 56, column: 10, scope: !111)
!113 = !DILocation(line: 57, column: 5, scope: !111)
!114 = !DILocation(line: 58, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !59, file: !3, line: 58, column: 9)
!116 = !DILocation(line: 58, column: 12, scope: !115)
!117 = !DILocation(line: 58, column: 17, scope: !115)
!118 = !DILocation(line: 58, column: 20, scope: !115)
!119 = !DILocation(line: 58, column: 23, scope: !115)
!120 = !DILocation(line: 58, column: 28, scope: !115)
!121 = !DILocation(line: 58, column: 31, scope: !115)
!122 = !DILocation(line: 58, column: 35, scope: !115)
!123 = !DILocation(line: 58, column: 9, scope: !59)
!124 = !DILocation(line: 59, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !115, file: !3, line: 58, column: 41)
!126 = !DILocation(line: 60, column: 11, scope: !125)
!127 = !DILocation(line: 61, column: 11, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 61, column: 11)
!129 = !DILocation(line: 61, column: 14, scope: !128)
!130 = !DILocation(line: 61, column: 19, scope: !128)
!131 = !DILocation(line: 61, column: 22, scope: !128)
!132 = !DILocation(line: 61, column: 25, scope: !128)
!133 = !DILocation(line: 61, column: 30, scope: !128)
!134 = !DILocation(line: 61, column: 33, scope: !128)
!135 = !DILocation(line: 61, column: 36, scope: !128)
!136 = !DILocation(line: 61, column: 11, scope: !125)
!137 = !DILocation(line: 62, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !128, file: !3, line: 61, column: 42)
!139 = !DILocation(line: 63, column: 12, scope: !138)
!140 = !DILocation(line: 64, column: 7, scope: !138)
!141 = !DILocation(line: 65, column: 5, scope: !125)
!142 = !DILocation(line: 66, column: 9, scope: !143)
!143 = distinct !DILexicalBlock(scope: !59, file: !3, line: 66, column: 9)
!144 = !DILocation(line: 66, column: 13, scope: !143)
!145 = !DILocation(line: 66, column: 9, scope: !59)
!146 = !DILocation(line: 67, column: 7, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 66, column: 19)
!148 = !DILocation(line: 68, column: 10, scope: !147)
!149 = !DILocation(line: 69, column: 10, scope: !147)
!150 = !DILocation(line: 70, column: 5, scope: !147)
!151 = !DILocation(line: 71, column: 9, scope: !152)
!152 = distinct !DILexicalBlock(scope: !59, file: !3, line: 71, column: 9)
!153 = !DILocation(line: 71, column: 13, scope: !152)
!154 = !DILocation(line: 71, column: 17, scope: !152)
!155 = !DILocation(line: 71, column: 20, scope: !152)
!156 = !DILocation(line: 71, column: 24, scope: !152)
!157 = !DILocation(line: 71, column: 9, scope: !59)
!158 = !DILocation(line: 72, column: 7, scope: !159)
!159 = distinct !DILexicalBlock(scope: !152, file: !3, line: 71, column: 30)
!160 = !DILocation(line: 73, column: 11, scope: !159)
!161 = !DILocation(line: 74, column: 10, scope: !159)
!162 = !DILocation(line: 75, column: 10, scope: !159)
!163 = !DILocation(line: 76, column: 5, scope: !159)
!164 = !DILocation(line: 77, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !59, file: !3, line: 77, column: 9)
!166 = !DILocation(line: 77, column: 13, scope: !165)
!167 = !DILocation(line: 77, column: 18, scope: !165)
!168 = !DILocation(line: 77, column: 21, scope: !165)
!169 = !DILocation(line: 77, column: 25, scope: !165)
!170 = !DILocation(line: 77, column: 30, scope: !165)
!171 = !DILocation(line: 77, column: 33, scope: !165)
!172 = !DILocation(line: 77, column: 36, scope: !165)
!173 = !DILocation(line: 77, column: 9, scope: !59)
!174 = !DILocation(line: 78, column: 7, scope: !175)
!175 = distinct !DILexicalBlock(scope: !165, file: !3, line: 77, column: 42)
!176 = !DILocation(line: 79, column: 11, scope: !175)
!177 = !DILocation(line: 80, column: 10, scope: !175)
!178 = !DILocation(line: 81, column: 11, scope: !175)
!179 = !DILocation(line: 82, column: 5, scope: !175)
!180 = !DILocation(line: 83, column: 9, scope: !181)
!181 = distinct !DILexicalBlock(scope: !59, file: !3, line: 83, column: 9)
!182 = !DILocation(line: 83, column: 12, scope: !181)
!183 = !DILocation(line: 83, column: 17, scope: !181)
!184 = !DILocation(line: 83, column: 20, scope: !181)
!185 = !DILocation(line: 83, column: 23, scope: !181)
!186 = !DILocation(line: 83, column: 9, scope: !59)
!187 = !DILocation(line: 84, column: 7, scope: !188)
!188 = distinct !DILexicalBlock(scope: !181, file: !3, line: 83, column: 29)
!189 = !DILocation(line: 85, column: 10, scope: !188)
!190 = !DILocation(line: 86, column: 5, scope: !188)
!191 = !DILocation(line: 87, column: 9, scope: !192)
!192 = distinct !DILexicalBlock(scope: !59, file: !3, line: 87, column: 9)
!193 = !DILocation(line: 87, column: 13, scope: !192)
!194 = !DILocation(line: 87, column: 17, scope: !192)
!195 = !DILocation(line: 87, column: 20, scope: !192)
!196 = !DILocation(line: 87, column: 23, scope: !192)
!197 = !DILocation(line: 87, column: 9, scope: !59)
!198 = !DILocation(line: 88, column: 7, scope: !199)
!199 = distinct !DILexicalBlock(scope: !192, file: !3, line: 87, column: 29)
!200 = !DILocation(line: 89, column: 10, scope: !199)
!201 = !DILocation(line: 90, column: 11, scope: !199)
!202 = !DILocation(line: 91, column: 5, scope: !199)
!203 = !DILocation(line: 92, column: 9, scope: !204)
!204 = distinct !DILexicalBlock(scope: !59, file: !3, line: 92, column: 9)
!205 = !DILocation(line: 92, column: 12, scope: !204)
!206 = !DILocation(line: 92, column: 9, scope: !59)
!207 = !DILocation(line: 93, column: 7, scope: !208)
!208 = distinct !DILexicalBlock(scope: !204, file: !3, line: 92, column: 18)
!209 = !DILocation(line: 94, column: 11, scope: !208)
!210 = !DILocation(line: 95, column: 5, scope: !208)
!211 = !DILocation(line: 96, column: 9, scope: !212)
!212 = distinct !DILexicalBlock(scope: !59, file: !3, line: 96, column: 9)
!213 = !DILocation(line: 96, column: 13, scope: !212)
!214 = !DILocation(line: 96, column: 18, scope: !212)
!215 = !DILocation(line: 96, column: 21, scope: !212)
!216 = !DILocation(line: 96, column: 24, scope: !212)
!217 = !DILocation(line: 96, column: 29, scope: !212)
!218 = !DILocation(line: 96, column: 32, scope: !212)
!219 = !DILocation(line: 96, column: 36, scope: !212)
!220 = !DILocation(line: 96, column: 9, scope: !59)
!221 = !DILocation(line: 97, column: 7, scope: !222)
!222 = distinct !DILexicalBlock(scope: !212, file: !3, line: 96, column: 42)
!223 = !DILocation(line: 98, column: 11, scope: !222)
!224 = !DILocation(line: 99, column: 10, scope: !222)
!225 = !DILocation(line: 100, column: 5, scope: !222)
!226 = !DILocation(line: 101, column: 9, scope: !227)
!227 = distinct !DILexicalBlock(scope: !59, file: !3, line: 101, column: 9)
!228 = !DILocation(line: 101, column: 12, scope: !227)
!229 = !DILocation(line: 101, column: 16, scope: !227)
!230 = !DILocation(line: 101, column: 19, scope: !227)
!231 = !DILocation(line: 101, column: 22, scope: !227)
!232 = !DILocation(line: 101, column: 9, scope: !59)
!233 = !DILocation(line: 102, column: 7, scope: !234)
!234 = distinct !DILexicalBlock(scope: !227, file: !3, line: 101, column: 28)
!235 = !DILocation(line: 103, column: 10, scope: !234)
!236 = !DILocation(line: 104, column: 10, scope: !234)
!237 = !DILocation(line: 105, column: 5, scope: !234)
!238 = !DILocation(line: 106, column: 9, scope: !239)
!239 = distinct !DILexicalBlock(scope: !59, file: !3, line: 106, column: 9)
!240 = !DILocation(line: 106, column: 13, scope: !239)
!241 = !DILocation(line: 106, column: 18, scope: !239)
!242 = !DILocation(line: 106, column: 21, scope: !239)
!243 = !DILocation(line: 106, column: 24, scope: !239)
!244 = !DILocation(line: 106, column: 29, scope: !239)
!245 = !DILocation(line: 106, column: 32, scope: !239)
!246 = !DILocation(line: 106, column: 36, scope: !239)
!247 = !DILocation(line: 106, column: 9, scope: !59)
!248 = !DILocation(line: 107, column: 7, scope: !249)
!249 = distinct !DILexicalBlock(scope: !239, file: !3, line: 106, column: 42)
!250 = !DILocation(line: 108, column: 11, scope: !249)
!251 = !DILocation(line: 109, column: 10, scope: !249)
!252 = !DILocation(line: 110, column: 5, scope: !249)
!253 = !DILocation(line: 111, column: 9, scope: !254)
!254 = distinct !DILexicalBlock(scope: !59, file: !3, line: 111, column: 9)
!255 = !DILocation(line: 111, column: 12, scope: !254)
!256 = !DILocation(line: 111, column: 17, scope: !254)
!257 = !DILocation(line: 111, column: 20, scope: !254)
!258 = !DILocation(line: 111, column: 24, scope: !254)
!259 = !DILocation(line: 111, column: 29, scope: !254)
!260 = !DILocation(line: 111, column: 32, scope: !254)
!261 = !DILocation(line: 111, column: 36, scope: !254)
!262 = !DILocation(line: 111, column: 9, scope: !59)
!263 = !DILocation(line: 112, column: 7, scope: !264)
!264 = distinct !DILexicalBlock(scope: !254, file: !3, line: 111, column: 41)
!265 = !DILocation(line: 113, column: 10, scope: !264)
!266 = !DILocation(line: 114, column: 11, scope: !264)
!267 = !DILocation(line: 115, column: 5, scope: !264)
!268 = !DILocation(line: 116, column: 9, scope: !269)
!269 = distinct !DILexicalBlock(scope: !59, file: !3, line: 116, column: 9)
!270 = !DILocation(line: 116, column: 12, scope: !269)
!271 = !DILocation(line: 116, column: 16, scope: !269)
!272 = !DILocation(line: 116, column: 19, scope: !269)
!273 = !DILocation(line: 116, column: 23, scope: !269)
!274 = !DILocation(line: 116, column: 9, scope: !59)
!275 = !DILocation(line: 117, column: 7, scope: !276)
!276 = distinct !DILexicalBlock(scope: !269, file: !3, line: 116, column: 29)
!277 = !DILocation(line: 118, column: 10, scope: !276)
!278 = !DILocation(line: 119, column: 5, scope: !276)
!279 = !DILocation(line: 120, column: 9, scope: !280)
!280 = distinct !DILexicalBlock(scope: !59, file: !3, line: 120, column: 9)
!281 = !DILocation(line: 120, column: 13, scope: !280)
!282 = !DILocation(line: 120, column: 18, scope: !280)
!283 = !DILocation(line: 120, column: 21, scope: !280)
!284 = !DILocation(line: 120, column: 24, scope: !280)
!285 = !DILocation(line: 120, column: 29, scope: !280)
!286 = !DILocation(line: 120, column: 32, scope: !280)
!287 = !DILocation(line: 120, column: 36, scope: !280)
!288 = !DILocation(line: 120, column: 9, scope: !59)
!289 = !DILocation(line: 121, column: 7, scope: !290)
!290 = distinct !DILexicalBlock(scope: !280, file: !3, line: 120, column: 41)
!291 = !DILocation(line: 122, column: 10, scope: !290)
!292 = !DILocation(line: 123, column: 11, scope: !290)
!293 = !DILocation(line: 124, column: 5, scope: !290)
!294 = !DILocation(line: 125, column: 9, scope: !295)
!295 = distinct !DILexicalBlock(scope: !59, file: !3, line: 125, column: 9)
!296 = !DILocation(line: 125, column: 12, scope: !295)
!297 = !DILocation(line: 125, column: 17, scope: !295)
!298 = !DILocation(line: 125, column: 20, scope: !295)
!299 = !DILocation(line: 125, column: 23, scope: !295)
!300 = !DILocation(line: 125, column: 28, scope: !295)
!301 = !DILocation(line: 125, column: 31, scope: !295)
!302 = !DILocation(line: 125, column: 35, scope: !295)
!303 = !DILocation(line: 125, column: 9, scope: !59)
!304 = !DILocation(line: 126, column: 7, scope: !305)
!305 = distinct !DILexicalBlock(scope: !295, file: !3, line: 125, column: 41)
!306 = !DILocation(line: 127, column: 10, scope: !305)
!307 = !DILocation(line: 128, column: 11, scope: !305)
!308 = !DILocation(line: 129, column: 5, scope: !305)
!309 = !DILocation(line: 130, column: 9, scope: !310)
!310 = distinct !DILexicalBlock(scope: !59, file: !3, line: 130, column: 9)
!311 = !DILocation(line: 130, column: 12, scope: !310)
!312 = !DILocation(line: 130, column: 17, scope: !310)
!313 = !DILocation(line: 130, column: 20, scope: !310)
!314 = !DILocation(line: 130, column: 24, scope: !310)
!315 = !DILocation(line: 130, column: 29, scope: !310)
!316 = !DILocation(line: 130, column: 32, scope: !310)
!317 = !DILocation(line: 130, column: 35, scope: !310)
!318 = !DILocation(line: 130, column: 9, scope: !59)
!319 = !DILocation(line: 131, column: 7, scope: !320)
!320 = distinct !DILexicalBlock(scope: !310, file: !3, line: 130, column: 41)
!321 = !DILocation(line: 132, column: 10, scope: !320)
!322 = !DILocation(line: 133, column: 10, scope: !320)
!323 = !DILocation(line: 134, column: 5, scope: !320)
!324 = !DILocation(line: 135, column: 9, scope: !325)
!325 = distinct !DILexicalBlock(scope: !59, file: !3, line: 135, column: 9)
!326 = !DILocation(line: 135, column: 12, scope: !325)
!327 = !DILocation(line: 135, column: 9, scope: !59)
!328 = !DILocation(line: 136, column: 7, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 135, column: 18)
!330 = !DILocation(line: 137, column: 11, scope: !329)
!331 = !DILocation(line: 138, column: 5, scope: !329)
!332 = !DILocation(line: 139, column: 9, scope: !333)
!333 = distinct !DILexicalBlock(scope: !59, file: !3, line: 139, column: 9)
!334 = !DILocation(line: 139, column: 12, scope: !333)
!335 = !DILocation(line: 139, column: 9, scope: !59)
!336 = !DILocation(line: 140, column: 7, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !3, line: 139, column: 17)
!338 = !DILocation(line: 141, column: 10, scope: !337)
!339 = !DILocation(line: 142, column: 11, scope: !337)
!340 = !DILocation(line: 143, column: 5, scope: !337)
!341 = !DILocation(line: 144, column: 9, scope: !342)
!342 = distinct !DILexicalBlock(scope: !59, file: !3, line: 144, column: 9)
!343 = !DILocation(line: 144, column: 13, scope: !342)
!344 = !DILocation(line: 144, column: 18, scope: !342)
!345 = !DILocation(line: 144, column: 21, scope: !342)
!346 = !DILocation(line: 144, column: 24, scope: !342)
!347 = !DILocation(line: 144, column: 29, scope: !342)
!348 = !DILocation(line: 144, column: 32, scope: !342)
!349 = !DILocation(line: 144, column: 36, scope: !342)
!350 = !DILocation(line: 144, column: 9, scope: !59)
!351 = !DILocation(line: 145, column: 7, scope: !352)
!352 = distinct !DILexicalBlock(scope: !342, file: !3, line: 144, column: 41)
!353 = !DILocation(line: 146, column: 11, scope: !352)
!354 = !DILocation(line: 147, column: 5, scope: !352)
!355 = !DILocation(line: 148, column: 9, scope: !356)
!356 = distinct !DILexicalBlock(scope: !59, file: !3, line: 148, column: 9)
!357 = !DILocation(line: 148, column: 12, scope: !356)
!358 = !DILocation(line: 148, column: 17, scope: !356)
!359 = !DILocation(line: 148, column: 20, scope: !356)
!360 = !DILocation(line: 148, column: 23, scope: !356)
!361 = !DILocation(line: 148, column: 9, scope: !59)
!362 = !DILocation(line: 149, column: 7, scope: !363)
!363 = distinct !DILexicalBlock(scope: !356, file: !3, line: 148, column: 29)
!364 = !DILocation(line: 150, column: 10, scope: !363)
!365 = !DILocation(line: 151, column: 5, scope: !363)
!366 = !DILocation(line: 152, column: 9, scope: !367)
!367 = distinct !DILexicalBlock(scope: !59, file: !3, line: 152, column: 9)
!368 = !DILocation(line: 152, column: 12, scope: !367)
!369 = !DILocation(line: 152, column: 9, scope: !59)
!370 = !DILocation(line: 153, column: 7, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !3, line: 152, column: 17)
!372 = !DILocation(line: 154, column: 11, scope: !371)
!373 = !DILocation(line: 155, column: 10, scope: !371)
!374 = !DILocation(line: 156, column: 5, scope: !371)
!375 = !DILocation(line: 157, column: 9, scope: !376)
!376 = distinct !DILexicalBlock(scope: !59, file: !3, line: 157, column: 9)
!377 = !DILocation(line: 157, column: 12, scope: !376)
!378 = !DILocation(line: 157, column: 9, scope: !59)
!379 = !DILocation(line: 158, column: 7, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !3, line: 157, column: 18)
!381 = !DILocation(line: 159, column: 10, scope: !380)
!382 = !DILocation(line: 160, column: 5, scope: !380)
!383 = !DILocation(line: 161, column: 9, scope: !384)
!384 = distinct !DILexicalBlock(scope: !59, file: !3, line: 161, column: 9)
!385 = !DILocation(line: 161, column: 12, scope: !384)
!386 = !DILocation(line: 161, column: 16, scope: !384)
!387 = !DILocation(line: 161, column: 19, scope: !384)
!388 = !DILocation(line: 161, column: 23, scope: !384)
!389 = !DILocation(line: 161, column: 9, scope: !59)
!390 = !DILocation(line: 162, column: 7, scope: !391)
!391 = distinct !DILexicalBlock(scope: !384, file: !3, line: 161, column: 29)
!392 = !DILocation(line: 163, column: 10, scope: !391)
!393 = !DILocation(line: 164, column: 10, scope: !391)
!394 = !DILocation(line: 165, column: 10, scope: !391)
!395 = !DILocation(line: 166, column: 11, scope: !396)
!396 = distinct !DILexicalBlock(scope: !391, file: !3, line: 166, column: 11)
!397 = !DILocation(line: 166, column: 14, scope: !396)
!398 = !DILocation(line: 166, column: 11, scope: !391)
!399 = !DILocation(line: 167, column: 9, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !3, line: 166, column: 20)
!401 = !DILocation(line: 168, column: 12, scope: !400)
!402 = !DILocation(line: 169, column: 12, scope: !400)
!403 = !DILocation(line: 170, column: 7, scope: !400)
!404 = !DILocation(line: 171, column: 5, scope: !391)
!405 = !DILocation(line: 172, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !59, file: !3, line: 172, column: 9)
!407 = !DILocation(line: 172, column: 13, scope: !406)
!408 = !DILocation(line: 172, column: 9, scope: !59)
!409 = !DILocation(line: 173, column: 7, scope: !410)
!410 = distinct !DILexicalBlock(scope: !406, file: !3, line: 172, column: 18)
!411 = !DILocation(line: 174, column: 10, scope: !410)
!412 = !DILocation(line: 175, column: 10, scope: !410)
!413 = !DILocation(line: 176, column: 5, scope: !410)
!414 = !DILocation(line: 177, column: 9, scope: !415)
!415 = distinct !DILexicalBlock(scope: !59, file: !3, line: 177, column: 9)
!416 = !DILocation(line: 177, column: 13, scope: !415)
!417 = !DILocation(line: 177, column: 17, scope: !415)
!418 = !DILocation(line: 177, column: 20, scope: !415)
!419 = !DILocation(line: 177, column: 23, scope: !415)
!420 = !DILocation(line: 177, column: 9, scope: !59)
!421 = !DILocation(line: 178, column: 7, scope: !422)
!422 = distinct !DILexicalBlock(scope: !415, file: !3, line: 177, column: 28)
!423 = !DILocation(line: 179, column: 11, scope: !422)
!424 = !DILocation(line: 180, column: 10, scope: !422)
!425 = !DILocation(line: 181, column: 10, scope: !422)
!426 = !DILocation(line: 182, column: 5, scope: !422)
!427 = !DILocation(line: 183, column: 9, scope: !428)
!428 = distinct !DILexicalBlock(scope: !59, file: !3, line: 183, column: 9)
!429 = !DILocation(line: 183, column: 12, scope: !428)
!430 = !DILocation(line: 183, column: 16, scope: !428)
!431 = !DILocation(line: 183, column: 19, scope: !428)
!432 = !DILocation(line: 183, column: 23, scope: !428)
!433 = !DILocation(line: 183, column: 9, scope: !59)
!434 = !DILocation(line: 184, column: 7, scope: !435)
!435 = distinct !DILexicalBlock(scope: !428, file: !3, line: 183, column: 29)
!436 = !DILocation(line: 185, column: 11, scope: !435)
!437 = !DILocation(line: 186, column: 10, scope: !435)
!438 = !DILocation(line: 187, column: 5, scope: !435)
!439 = !DILocation(line: 188, column: 9, scope: !440)
!440 = distinct !DILexicalBlock(scope: !59, file: !3, line: 188, column: 9)
!441 = !DILocation(line: 188, column: 13, scope: !440)
!442 = !DILocation(line: 188, column: 9, scope: !59)
!443 = !DILocation(line: 189, column: 7, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !3, line: 188, column: 19)
!445 = !DILocation(line: 190, column: 11, scope: !444)
!446 = !DILocation(line: 191, column: 11, scope: !444)
!447 = !DILocation(line: 192, column: 5, scope: !444)
!448 = !DILocation(line: 193, column: 9, scope: !449)
!449 = distinct !DILexicalBlock(scope: !59, file: !3, line: 193, column: 9)
!450 = !DILocation(line: 193, column: 12, scope: !449)
!451 = !DILocation(line: 193, column: 17, scope: !449)
!452 = !DILocation(line: 193, column: 20, scope: !449)
!453 = !DILocation(line: 193, column: 23, scope: !449)
!454 = !DILocation(line: 193, column: 9, scope: !59)
!455 = !DILocation(line: 194, column: 7, scope: !456)
!456 = distinct !DILexicalBlock(scope: !449, file: !3, line: 193, column: 28)
!457 = !DILocation(line: 195, column: 10, scope: !456)
!458 = !DILocation(line: 196, column: 10, scope: !456)
!459 = !DILocation(line: 197, column: 11, scope: !456)
!460 = !DILocation(line: 198, column: 11, scope: !461)
!461 = distinct !DILexicalBlock(scope: !456, file: !3, line: 198, column: 11)
!462 = !DILocation(line: 198, column: 14, scope: !461)
!463 = !DILocation(line: 198, column: 19, scope: !461)
!464 = !DILocation(line: 198, column: 22, scope: !461)
!465 = !DILocation(line: 198, column: 25, scope: !461)
!466 = !DILocation(line: 198, column: 11, scope: !456)
!467 = !DILocation(line: 199, column: 9, scope: !468)
!468 = distinct !DILexicalBlock(scope: !461, file: !3, line: 198, column: 31)
!469 = !DILocation(line: 200, column: 12, scope: !468)
!470 = !DILocation(line: 201, column: 12, scope: !468)
!471 = !DILocation(line: 202, column: 7, scope: !468)
!472 = !DILocation(line: 203, column: 5, scope: !456)
!473 = !DILocation(line: 204, column: 9, scope: !474)
!474 = distinct !DILexicalBlock(scope: !59, file: !3, line: 204, column: 9)
!475 = !DILocation(line: 204, column: 12, scope: !474)
!476 = !DILocation(line: 204, column: 9, scope: !59)
!477 = !DILocation(line: 205, column: 7, scope: !478)
!478 = distinct !DILexicalBlock(scope: !474, file: !3, line: 204, column: 18)
!479 = !DILocation(line: 206, column: 10, scope: !478)
!480 = !DILocation(line: 207, column: 5, scope: !478)
!481 = !DILocation(line: 208, column: 9, scope: !482)
!482 = distinct !DILexicalBlock(scope: !59, file: !3, line: 208, column: 9)
!483 = !DILocation(line: 208, column: 12, scope: !482)
!484 = !DILocation(line: 208, column: 17, scope: !482)
!485 = !DILocation(line: 208, column: 20, scope: !482)
!486 = !DILocation(line: 208, column: 24, scope: !482)
!487 = !DILocation(line: 208, column: 28, scope: !482)
!488 = !DILocation(line: 208, column: 31, scope: !482)
!489 = !DILocation(line: 208, column: 34, scope: !482)
!490 = !DILocation(line: 208, column: 9, scope: !59)
!491 = !DILocation(line: 209, column: 7, scope: !492)
!492 = distinct !DILexicalBlock(scope: !482, file: !3, line: 208, column: 39)
!493 = !DILocation(line: 210, column: 11, scope: !492)
!494 = !DILocation(line: 211, column: 10, scope: !492)
!495 = !DILocation(line: 212, column: 10, scope: !492)
!496 = !DILocation(line: 213, column: 10, scope: !492)
!497 = !DILocation(line: 214, column: 5, scope: !492)
!498 = !DILocation(line: 215, column: 9, scope: !499)
!499 = distinct !DILexicalBlock(scope: !59, file: !3, line: 215, column: 9)
!500 = !DILocation(line: 215, column: 13, scope: !499)
!501 = !DILocation(line: 215, column: 18, scope: !499)
!502 = !DILocation(line: 215, column: 21, scope: !499)
!503 = !DILocation(line: 215, column: 24, scope: !499)
!504 = !DILocation(line: 215, column: 28, scope: !499)
!505 = !DILocation(line: 215, column: 31, scope: !499)
!506 = !DILocation(line: 215, column: 35, scope: !499)
!507 = !DILocation(line: 215, column: 9, scope: !59)
!508 = !DILocation(line: 216, column: 7, scope: !509)
!509 = distinct !DILexicalBlock(scope: !499, file: !3, line: 215, column: 41)
!510 = !DILocation(line: 217, column: 11, scope: !509)
!511 = !DILocation(line: 218, column: 5, scope: !509)
!512 = !DILocation(line: 219, column: 9, scope: !513)
!513 = distinct !DILexicalBlock(scope: !59, file: !3, line: 219, column: 9)
!514 = !DILocation(line: 219, column: 12, scope: !513)
!515 = !DILocation(line: 219, column: 9, scope: !59)
!516 = !DILocation(line: 220, column: 7, scope: !517)
!517 = distinct !DILexicalBlock(scope: !513, file: !3, line: 219, column: 18)
!518 = !DILocation(line: 221, column: 10, scope: !517)
!519 = !DILocation(line: 222, column: 11, scope: !517)
!520 = !DILocation(line: 223, column: 11, scope: !521)
!521 = distinct !DILexicalBlock(scope: !517, file: !3, line: 223, column: 11)
!522 = !DILocation(line: 223, column: 14, scope: !521)
!523 = !DILocation(line: 223, column: 11, scope: !517)
!524 = !DILocation(line: 224, column: 9, scope: !525)
!525 = distinct !DILexicalBlock(scope: !521, file: !3, line: 223, column: 20)
!526 = !DILocation(line: 225, column: 12, scope: !525)
!527 = !DILocation(line: 226, column: 13, scope: !525)
!528 = !DILocation(line: 227, column: 7, scope: !525)
!529 = !DILocation(line: 228, column: 5, scope: !517)
!530 = !DILocation(line: 229, column: 9, scope: !531)
!531 = distinct !DILexicalBlock(scope: !59, file: !3, line: 229, column: 9)
!532 = !DILocation(line: 229, column: 12, scope: !531)
!533 = !DILocation(line: 229, column: 16, scope: !531)
!534 = !DILocation(line: 229, column: 19, scope: !531)
!535 = !DILocation(line: 229, column: 23, scope: !531)
!536 = !DILocation(line: 229, column: 28, scope: !531)
!537 = !DILocation(line: 229, column: 31, scope: !531)
!538 = !DILocation(line: 229, column: 35, scope: !531)
!539 = !DILocation(line: 229, column: 9, scope: !59)
!540 = !DILocation(line: 230, column: 7, scope: !541)
!541 = distinct !DILexicalBlock(scope: !531, file: !3, line: 229, column: 40)
!542 = !DILocation(line: 231, column: 11, scope: !541)
!543 = !DILocation(line: 232, column: 10, scope: !541)
!544 = !DILocation(line: 233, column: 10, scope: !541)
!545 = !DILocation(line: 234, column: 5, scope: !541)
!546 = !DILocation(line: 235, column: 9, scope: !547)
!547 = distinct !DILexicalBlock(scope: !59, file: !3, line: 235, column: 9)
!548 = !DILocation(line: 235, column: 13, scope: !547)
!549 = !DILocation(line: 235, column: 18, scope: !547)
!550 = !DILocation(line: 235, column: 21, scope: !547)
!551 = !DILocation(line: 235, column: 24, scope: !547)
!552 = !DILocation(line: 235, column: 9, scope: !59)
!553 = !DILocation(line: 236, column: 7, scope: !554)
!554 = distinct !DILexicalBlock(scope: !547, file: !3, line: 235, column: 29)
!555 = !DILocation(line: 237, column: 11, scope: !554)
!556 = !DILocation(line: 238, column: 10, scope: !554)
!557 = !DILocation(line: 239, column: 5, scope: !554)
!558 = !DILocation(line: 240, column: 9, scope: !559)
!559 = distinct !DILexicalBlock(scope: !59, file: !3, line: 240, column: 9)
!560 = !DILocation(line: 240, column: 13, scope: !559)
!561 = !DILocation(line: 240, column: 18, scope: !559)
!562 = !DILocation(line: 240, column: 21, scope: !559)
!563 = !DILocation(line: 240, column: 24, scope: !559)
!564 = !DILocation(line: 240, column: 28, scope: !559)
!565 = !DILocation(line: 240, column: 31, scope: !559)
!566 = !DILocation(line: 240, column: 34, scope: !559)
!567 = !DILocation(line: 240, column: 9, scope: !59)
!568 = !DILocation(line: 241, column: 7, scope: !569)
!569 = distinct !DILexicalBlock(scope: !559, file: !3, line: 240, column: 39)
!570 = !DILocation(line: 242, column: 10, scope: !569)
!571 = !DILocation(line: 243, column: 10, scope: !569)
!572 = !DILocation(line: 244, column: 11, scope: !569)
!573 = !DILocation(line: 245, column: 11, scope: !569)
!574 = !DILocation(line: 246, column: 5, scope: !569)
!575 = !DILocation(line: 247, column: 9, scope: !576)
!576 = distinct !DILexicalBlock(scope: !59, file: !3, line: 247, column: 9)
!577 = !DILocation(line: 247, column: 12, scope: !576)
!578 = !DILocation(line: 247, column: 16, scope: !576)
!579 = !DILocation(line: 247, column: 19, scope: !576)
!580 = !DILocation(line: 247, column: 22, scope: !576)
!581 = !DILocation(line: 247, column: 9, scope: !59)
!582 = !DILocation(line: 248, column: 7, scope: !583)
!583 = distinct !DILexicalBlock(scope: !576, file: !3, line: 247, column: 27)
!584 = !DILocation(line: 249, column: 10, scope: !583)
!585 = !DILocation(line: 250, column: 10, scope: !583)
!586 = !DILocation(line: 251, column: 11, scope: !583)
!587 = !DILocation(line: 252, column: 11, scope: !583)
!588 = !DILocation(line: 253, column: 5, scope: !583)
!589 = !DILocation(line: 254, column: 9, scope: !590)
!590 = distinct !DILexicalBlock(scope: !59, file: !3, line: 254, column: 9)
!591 = !DILocation(line: 254, column: 13, scope: !590)
!592 = !DILocation(line: 254, column: 18, scope: !590)
!593 = !DILocation(line: 254, column: 21, scope: !590)
!594 = !DILocation(line: 254, column: 25, scope: !590)
!595 = !DILocation(line: 254, column: 9, scope: !59)
!596 = !DILocation(line: 255, column: 7, scope: !597)
!597 = distinct !DILexicalBlock(scope: !590, file: !3, line: 254, column: 31)
!598 = !DILocation(line: 256, column: 11, scope: !597)
!599 = !DILocation(line: 257, column: 10, scope: !597)
!600 = !DILocation(line: 258, column: 5, scope: !597)
!601 = !DILocation(line: 259, column: 9, scope: !602)
!602 = distinct !DILexicalBlock(scope: !59, file: !3, line: 259, column: 9)
!603 = !DILocation(line: 259, column: 12, scope: !602)
!604 = !DILocation(line: 259, column: 17, scope: !602)
!605 = !DILocation(line: 259, column: 20, scope: !602)
!606 = !DILocation(line: 259, column: 24, scope: !602)
!607 = !DILocation(line: 259, column: 29, scope: !602)
!608 = !DILocation(line: 259, column: 32, scope: !602)
!609 = !DILocation(line: 259, column: 35, scope: !602)
!610 = !DILocation(line: 259, column: 9, scope: !59)
!611 = !DILocation(line: 260, column: 7, scope: !612)
!612 = distinct !DILexicalBlock(scope: !602, file: !3, line: 259, column: 41)
!613 = !DILocation(line: 261, column: 10, scope: !612)
!614 = !DILocation(line: 262, column: 10, scope: !612)
!615 = !DILocation(line: 263, column: 5, scope: !612)
!616 = !DILocation(line: 264, column: 9, scope: !617)
!617 = distinct !DILexicalBlock(scope: !59, file: !3, line: 264, column: 9)
!618 = !DILocation(line: 264, column: 13, scope: !617)
!619 = !DILocation(line: 264, column: 17, scope: !617)
!620 = !DILocation(line: 264, column: 20, scope: !617)
!621 = !DILocation(line: 264, column: 24, scope: !617)
!622 = !DILocation(line: 264, column: 29, scope: !617)
!623 = !DILocation(line: 264, column: 32, scope: !617)
!624 = !DILocation(line: 264, column: 36, scope: !617)
!625 = !DILocation(line: 264, column: 9, scope: !59)
!626 = !DILocation(line: 265, column: 7, scope: !627)
!627 = distinct !DILexicalBlock(scope: !617, file: !3, line: 264, column: 41)
!628 = !DILocation(line: 266, column: 11, scope: !627)
!629 = !DILocation(line: 267, column: 10, scope: !627)
!630 = !DILocation(line: 268, column: 5, scope: !627)
!631 = !DILocation(line: 269, column: 9, scope: !632)
!632 = distinct !DILexicalBlock(scope: !59, file: !3, line: 269, column: 9)
!633 = !DILocation(line: 269, column: 12, scope: !632)
!634 = !DILocation(line: 269, column: 9, scope: !59)
!635 = !DILocation(line: 270, column: 7, scope: !636)
!636 = distinct !DILexicalBlock(scope: !632, file: !3, line: 269, column: 18)
!637 = !DILocation(line: 271, column: 11, scope: !636)
!638 = !DILocation(line: 272, column: 11, scope: !639)
!639 = distinct !DILexicalBlock(scope: !636, file: !3, line: 272, column: 11)
!640 = !DILocation(line: 272, column: 14, scope: !639)
!641 = !DILocation(line: 272, column: 18, scope: !639)
!642 = !DILocation(line: 272, column: 21, scope: !639)
!643 = !DILocation(line: 272, column: 24, scope: !639)
!644 = !DILocation(line: 272, column: 11, scope: !636)
!645 = !DILocation(line: 273, column: 9, scope: !646)
!646 = distinct !DILexicalBlock(scope: !639, file: !3, line: 272, column: 30)
!647 = !DILocation(line: 274, column: 12, scope: !646)
!648 = !DILocation(line: 275, column: 7, scope: !646)
!649 = !DILocation(line: 276, column: 5, scope: !636)
!650 = !DILocation(line: 277, column: 9, scope: !651)
!651 = distinct !DILexicalBlock(scope: !59, file: !3, line: 277, column: 9)
!652 = !DILocation(line: 277, column: 13, scope: !651)
!653 = !DILocation(line: 277, column: 17, scope: !651)
!654 = !DILocation(line: 277, column: 20, scope: !651)
!655 = !DILocation(line: 277, column: 23, scope: !651)
!656 = !DILocation(line: 277, column: 9, scope: !59)
!657 = !DILocation(line: 278, column: 7, scope: !658)
!658 = distinct !DILexicalBlock(scope: !651, file: !3, line: 277, column: 28)
!659 = !DILocation(line: 279, column: 11, scope: !658)
!660 = !DILocation(line: 280, column: 5, scope: !658)
!661 = !DILocation(line: 281, column: 9, scope: !662)
!662 = distinct !DILexicalBlock(scope: !59, file: !3, line: 281, column: 9)
!663 = !DILocation(line: 281, column: 13, scope: !662)
!664 = !DILocation(line: 281, column: 17, scope: !662)
!665 = !DILocation(line: 281, column: 20, scope: !662)
!666 = !DILocation(line: 281, column: 23, scope: !662)
!667 = !DILocation(line: 281, column: 28, scope: !662)
!668 = !DILocation(line: 281, column: 31, scope: !662)
!669 = !DILocation(line: 281, column: 34, scope: !662)
!670 = !DILocation(line: 281, column: 9, scope: !59)
!671 = !DILocation(line: 282, column: 7, scope: !672)
!672 = distinct !DILexicalBlock(scope: !662, file: !3, line: 281, column: 40)
!673 = !DILocation(line: 283, column: 10, scope: !672)
!674 = !DILocation(line: 284, column: 5, scope: !672)
!675 = !DILocation(line: 285, column: 9, scope: !676)
!676 = distinct !DILexicalBlock(scope: !59, file: !3, line: 285, column: 9)
!677 = !DILocation(line: 285, column: 12, scope: !676)
!678 = !DILocation(line: 285, column: 16, scope: !676)
!679 = !DILocation(line: 285, column: 19, scope: !676)
!680 = !DILocation(line: 285, column: 23, scope: !676)
!681 = !DILocation(line: 285, column: 28, scope: !676)
!682 = !DILocation(line: 285, column: 31, scope: !676)
!683 = !DILocation(line: 285, column: 34, scope: !676)
!684 = !DILocation(line: 285, column: 9, scope: !59)
!685 = !DILocation(line: 286, column: 7, scope: !686)
!686 = distinct !DILexicalBlock(scope: !676, file: !3, line: 285, column: 40)
!687 = !DILocation(line: 287, column: 10, scope: !686)
!688 = !DILocation(line: 288, column: 10, scope: !686)
!689 = !DILocation(line: 289, column: 5, scope: !686)
!690 = !DILocation(line: 290, column: 9, scope: !691)
!691 = distinct !DILexicalBlock(scope: !59, file: !3, line: 290, column: 9)
!692 = !DILocation(line: 290, column: 12, scope: !691)
!693 = !DILocation(line: 290, column: 17, scope: !691)
!694 = !DILocation(line: 290, column: 20, scope: !691)
!695 = !DILocation(line: 290, column: 24, scope: !691)
!696 = !DILocation(line: 290, column: 29, scope: !691)
!697 = !DILocation(line: 290, column: 32, scope: !691)
!698 = !DILocation(line: 290, column: 36, scope: !691)
!699 = !DILocation(line: 290, column: 9, scope: !59)
!700 = !DILocation(line: 291, column: 7, scope: !701)
!701 = distinct !DILexicalBlock(scope: !691, file: !3, line: 290, column: 42)
!702 = !DILocation(line: 292, column: 11, scope: !701)
!703 = !DILocation(line: 293, column: 5, scope: !701)
!704 = !DILocation(line: 294, column: 9, scope: !705)
!705 = distinct !DILexicalBlock(scope: !59, file: !3, line: 294, column: 9)
!706 = !DILocation(line: 294, column: 13, scope: !705)
!707 = !DILocation(line: 294, column: 17, scope: !705)
!708 = !DILocation(line: 294, column: 20, scope: !705)
!709 = !DILocation(line: 294, column: 23, scope: !705)
!710 = !DILocation(line: 294, column: 9, scope: !59)
!711 = !DILocation(line: 295, column: 7, scope: !712)
!712 = distinct !DILexicalBlock(scope: !705, file: !3, line: 294, column: 28)
!713 = !DILocation(line: 296, column: 11, scope: !712)
!714 = !DILocation(line: 297, column: 10, scope: !712)
!715 = !DILocation(line: 298, column: 11, scope: !712)
!716 = !DILocation(line: 299, column: 10, scope: !712)
!717 = !DILocation(line: 300, column: 5, scope: !712)
!718 = !DILocation(line: 301, column: 9, scope: !719)
!719 = distinct !DILexicalBlock(scope: !59, file: !3, line: 301, column: 9)
!720 = !DILocation(line: 301, column: 12, scope: !719)
!721 = !DILocation(line: 301, column: 17, scope: !719)
!722 = !DILocation(line: 301, column: 20, scope: !719)
!723 = !DILocation(line: 301, column: 23, scope: !719)
!724 = !DILocation(line: 301, column: 28, scope: !719)
!725 = !DILocation(line: 301, column: 31, scope: !719)
!726 = !DILocation(line: 301, column: 35, scope: !719)
!727 = !DILocation(line: 301, column: 9, scope: !59)
!728 = !DILocation(line: 302, column: 7, scope: !729)
!729 = distinct !DILexicalBlock(scope: !719, file: !3, line: 301, column: 41)
!730 = !DILocation(line: 303, column: 10, scope: !729)
!731 = !DILocation(line: 304, column: 10, scope: !729)
!732 = !DILocation(line: 305, column: 5, scope: !729)
!733 = !DILocation(line: 306, column: 9, scope: !734)
!734 = distinct !DILexicalBlock(scope: !59, file: !3, line: 306, column: 9)
!735 = !DILocation(line: 306, column: 12, scope: !734)
!736 = !DILocation(line: 306, column: 17, scope: !734)
!737 = !DILocation(line: 306, column: 20, scope: !734)
!738 = !DILocation(line: 306, column: 23, scope: !734)
!739 = !DILocation(line: 306, column: 9, scope: !59)
!740 = !DILocation(line: 307, column: 7, scope: !741)
!741 = distinct !DILexicalBlock(scope: !734, file: !3, line: 306, column: 29)
!742 = !DILocation(line: 308, column: 11, scope: !741)
!743 = !DILocation(line: 309, column: 5, scope: !741)
!744 = !DILocation(line: 310, column: 9, scope: !745)
!745 = distinct !DILexicalBlock(scope: !59, file: !3, line: 310, column: 9)
!746 = !DILocation(line: 310, column: 12, scope: !745)
!747 = !DILocation(line: 310, column: 16, scope: !745)
!748 = !DILocation(line: 310, column: 19, scope: !745)
!749 = !DILocation(line: 310, column: 22, scope: !745)
!750 = !DILocation(line: 310, column: 26, scope: !745)
!751 = !DILocation(line: 310, column: 29, scope: !745)
!752 = !DILocation(line: 310, column: 33, scope: !745)
!753 = !DILocation(line: 310, column: 9, scope: !59)
!754 = !DILocation(line: 311, column: 7, scope: !755)
!755 = distinct !DILexicalBlock(scope: !745, file: !3, line: 310, column: 39)
!756 = !DILocation(line: 312, column: 10, scope: !755)
!757 = !DILocation(line: 313, column: 11, scope: !755)
!758 = !DILocation(line: 314, column: 11, scope: !755)
!759 = !DILocation(line: 315, column: 10, scope: !755)
!760 = !DILocation(line: 316, column: 5, scope: !755)
!761 = !DILocation(line: 317, column: 9, scope: !762)
!762 = distinct !DILexicalBlock(scope: !59, file: !3, line: 317, column: 9)
!763 = !DILocation(line: 317, column: 13, scope: !762)
!764 = !DILocation(line: 317, column: 17, scope: !762)
!765 = !DILocation(line: 317, column: 20, scope: !762)
!766 = !DILocation(line: 317, column: 23, scope: !762)
!767 = !DILocation(line: 317, column: 9, scope: !59)
!768 = !DILocation(line: 318, column: 7, scope: !769)
!769 = distinct !DILexicalBlock(scope: !762, file: !3, line: 317, column: 29)
!770 = !DILocation(line: 319, column: 11, scope: !769)
!771 = !DILocation(line: 320, column: 10, scope: !769)
!772 = !DILocation(line: 321, column: 5, scope: !769)
!773 = !DILocation(line: 322, column: 9, scope: !774)
!774 = distinct !DILexicalBlock(scope: !59, file: !3, line: 322, column: 9)
!775 = !DILocation(line: 322, column: 13, scope: !774)
!776 = !DILocation(line: 322, column: 18, scope: !774)
!777 = !DILocation(line: 322, column: 21, scope: !774)
!778 = !DILocation(line: 322, column: 25, scope: !774)
!779 = !DILocation(line: 322, column: 9, scope: !59)
!780 = !DILocation(line: 323, column: 7, scope: !781)
!781 = distinct !DILexicalBlock(scope: !774, file: !3, line: 322, column: 31)
!782 = !DILocation(line: 324, column: 10, scope: !781)
!783 = !DILocation(line: 325, column: 11, scope: !781)
!784 = !DILocation(line: 326, column: 5, scope: !781)
!785 = !DILocation(line: 327, column: 9, scope: !786)
!786 = distinct !DILexicalBlock(scope: !59, file: !3, line: 327, column: 9)
!787 = !DILocation(line: 327, column: 12, scope: !786)
!788 = !DILocation(line: 327, column: 9, scope: !59)
!789 = !DILocation(line: 328, column: 7, scope: !790)
!790 = distinct !DILexicalBlock(scope: !786, file: !3, line: 327, column: 18)
!791 = !DILocation(line: 329, column: 11, scope: !790)
!792 = !DILocation(line: 330, column: 10, scope: !790)
!793 = !DILocation(line: 331, column: 11, scope: !794)
!794 = distinct !DILexicalBlock(scope: !790, file: !3, line: 331, column: 11)
!795 = !DILocation(line: 331, column: 15, scope: !794)
!796 = !DILocation(line: 331, column: 20, scope: !794)
!797 = !DILocation(line: 331, column: 23, scope: !794)
!798 = !DILocation(line: 331, column: 26, scope: !794)
!799 = !DILocation(line: 331, column: 31, scope: !794)
!800 = !DILocation(line: 331, column: 34, scope: !794)
!801 = !DILocation(line: 331, column: 37, scope: !794)
!802 = !DILocation(line: 331, column: 11, scope: !790)
!803 = !DILocation(line: 332, column: 9, scope: !804)
!804 = distinct !DILexicalBlock(scope: !794, file: !3, line: 331, column: 43)
!805 = !DILocation(line: 333, column: 12, scope: !804)
!806 = !DILocation(line: 334, column: 13, scope: !804)
!807 = !DILocation(line: 335, column: 7, scope: !804)
!808 = !DILocation(line: 336, column: 5, scope: !790)
!809 = !DILocation(line: 337, column: 9, scope: !810)
!810 = distinct !DILexicalBlock(scope: !59, file: !3, line: 337, column: 9)
!811 = !DILocation(line: 337, column: 13, scope: !810)
!812 = !DILocation(line: 337, column: 9, scope: !59)
!813 = !DILocation(line: 338, column: 7, scope: !814)
!814 = distinct !DILexicalBlock(scope: !810, file: !3, line: 337, column: 18)
!815 = !DILocation(line: 339, column: 11, scope: !814)
!816 = !DILocation(line: 340, column: 11, scope: !814)
!817 = !DILocation(line: 341, column: 10, scope: !814)
!818 = !DILocation(line: 342, column: 5, scope: !814)
!819 = !DILocation(line: 343, column: 9, scope: !820)
!820 = distinct !DILexicalBlock(scope: !59, file: !3, line: 343, column: 9)
!821 = !DILocation(line: 343, column: 12, scope: !820)
!822 = !DILocation(line: 343, column: 9, scope: !59)
!823 = !DILocation(line: 344, column: 7, scope: !824)
!824 = distinct !DILexicalBlock(scope: !820, file: !3, line: 343, column: 18)
!825 = !DILocation(line: 345, column: 10, scope: !824)
!826 = !DILocation(line: 346, column: 11, scope: !824)
!827 = !DILocation(line: 347, column: 11, scope: !828)
!828 = distinct !DILexicalBlock(scope: !824, file: !3, line: 347, column: 11)
!829 = !DILocation(line: 347, column: 14, scope: !828)
!830 = !DILocation(line: 347, column: 11, scope: !824)
!831 = !DILocation(line: 348, column: 9, scope: !832)
!832 = distinct !DILexicalBlock(scope: !828, file: !3, line: 347, column: 19)
!833 = !DILocation(line: 349, column: 13, scope: !832)
!834 = !DILocation(line: 350, column: 7, scope: !832)
!835 = !DILocation(line: 351, column: 5, scope: !824)
!836 = !DILocation(line: 352, column: 9, scope: !837)
!837 = distinct !DILexicalBlock(scope: !59, file: !3, line: 352, column: 9)
!838 = !DILocation(line: 352, column: 12, scope: !837)
!839 = !DILocation(line: 352, column: 9, scope: !59)
!840 = !DILocation(line: 353, column: 7, scope: !841)
!841 = distinct !DILexicalBlock(scope: !837, file: !3, line: 352, column: 17)
!842 = !DILocation(line: 354, column: 10, scope: !841)
!843 = !DILocation(line: 355, column: 10, scope: !841)
!844 = !DILocation(line: 356, column: 10, scope: !841)
!845 = !DILocation(line: 357, column: 5, scope: !841)
!846 = !DILocation(line: 358, column: 9, scope: !847)
!847 = distinct !DILexicalBlock(scope: !59, file: !3, line: 358, column: 9)
!848 = !DILocation(line: 358, column: 12, scope: !847)
!849 = !DILocation(line: 358, column: 9, scope: !59)
!850 = !DILocation(line: 359, column: 7, scope: !851)
!851 = distinct !DILexicalBlock(scope: !847, file: !3, line: 358, column: 18)
!852 = !DILocation(line: 360, column: 10, scope: !851)
!853 = !DILocation(line: 361, column: 5, scope: !851)
!854 = !DILocation(line: 362, column: 9, scope: !855)
!855 = distinct !DILexicalBlock(scope: !59, file: !3, line: 362, column: 9)
!856 = !DILocation(line: 362, column: 12, scope: !855)
!857 = !DILocation(line: 362, column: 9, scope: !59)
!858 = !DILocation(line: 363, column: 7, scope: !859)
!859 = distinct !DILexicalBlock(scope: !855, file: !3, line: 362, column: 17)
!860 = !DILocation(line: 364, column: 10, scope: !859)
!861 = !DILocation(line: 365, column: 5, scope: !859)
!862 = !DILocation(line: 366, column: 9, scope: !863)
!863 = distinct !DILexicalBlock(scope: !59, file: !3, line: 366, column: 9)
!864 = !DILocation(line: 366, column: 13, scope: !863)
!865 = !DILocation(line: 366, column: 9, scope: !59)
!866 = !DILocation(line: 367, column: 7, scope: !867)
!867 = distinct !DILexicalBlock(scope: !863, file: !3, line: 366, column: 19)
!868 = !DILocation(line: 368, column: 10, scope: !867)
!869 = !DILocation(line: 369, column: 11, scope: !870)
!870 = distinct !DILexicalBlock(scope: !867, file: !3, line: 369, column: 11)
!871 = !DILocation(line: 369, column: 15, scope: !870)
!872 = !DILocation(line: 369, column: 11, scope: !867)
!873 = !DILocation(line: 370, column: 9, scope: !874)
!874 = distinct !DILexicalBlock(scope: !870, file: !3, line: 369, column: 20)
!875 = !DILocation(line: 371, column: 13, scope: !874)
!876 = !DILocation(line: 372, column: 7, scope: !874)
!877 = !DILocation(line: 373, column: 5, scope: !867)
!878 = !DILocation(line: 374, column: 9, scope: !879)
!879 = distinct !DILexicalBlock(scope: !59, file: !3, line: 374, column: 9)
!880 = !DILocation(line: 374, column: 13, scope: !879)
!881 = !DILocation(line: 374, column: 17, scope: !879)
!882 = !DILocation(line: 374, column: 20, scope: !879)
!883 = !DILocation(line: 374, column: 24, scope: !879)
!884 = !DILocation(line: 374, column: 9, scope: !59)
!885 = !DILocation(line: 375, column: 7, scope: !886)
!886 = distinct !DILexicalBlock(scope: !879, file: !3, line: 374, column: 30)
!887 = !DILocation(line: 376, column: 10, scope: !886)
!888 = !DILocation(line: 377, column: 10, scope: !886)
!889 = !DILocation(line: 378, column: 5, scope: !886)
!890 = !DILocation(line: 379, column: 9, scope: !891)
!891 = distinct !DILexicalBlock(scope: !59, file: !3, line: 379, column: 9)
!892 = !DILocation(line: 379, column: 12, scope: !891)
!893 = !DILocation(line: 379, column: 16, scope: !891)
!894 = !DILocation(line: 379, column: 19, scope: !891)
!895 = !DILocation(line: 379, column: 22, scope: !891)
!896 = !DILocation(line: 379, column: 27, scope: !891)
!897 = !DILocation(line: 379, column: 30, scope: !891)
!898 = !DILocation(line: 379, column: 33, scope: !891)
!899 = !DILocation(line: 379, column: 9, scope: !59)
!900 = !DILocation(line: 380, column: 7, scope: !901)
!901 = distinct !DILexicalBlock(scope: !891, file: !3, line: 379, column: 39)
!902 = !DILocation(line: 381, column: 10, scope: !901)
!903 = !DILocation(line: 382, column: 11, scope: !901)
!904 = !DILocation(line: 383, column: 5, scope: !901)
!905 = !DILocation(line: 384, column: 9, scope: !906)
!906 = distinct !DILexicalBlock(scope: !59, file: !3, line: 384, column: 9)
!907 = !DILocation(line: 384, column: 12, scope: !906)
!908 = !DILocation(line: 384, column: 17, scope: !906)
!909 = !DILocation(line: 384, column: 20, scope: !906)
!910 = !DILocation(line: 384, column: 23, scope: !906)
!911 = !DILocation(line: 384, column: 28, scope: !906)
!912 = !DILocation(line: 384, column: 31, scope: !906)
!913 = !DILocation(line: 384, column: 34, scope: !906)
!914 = !DILocation(line: 384, column: 9, scope: !59)
!915 = !DILocation(line: 385, column: 7, scope: !916)
!916 = distinct !DILexicalBlock(scope: !906, file: !3, line: 384, column: 40)
!917 = !DILocation(line: 386, column: 10, scope: !916)
!918 = !DILocation(line: 387, column: 10, scope: !916)
!919 = !DILocation(line: 388, column: 10, scope: !916)
!920 = !DILocation(line: 389, column: 11, scope: !921)
!921 = distinct !DILexicalBlock(scope: !916, file: !3, line: 389, column: 11)
!922 = !DILocation(line: 389, column: 15, scope: !921)
!923 = !DILocation(line: 389, column: 19, scope: !921)
!924 = !DILocation(line: 389, column: 22, scope: !921)
!925 = !DILocation(line: 389, column: 25, scope: !921)
!926 = !DILocation(line: 389, column: 30, scope: !921)
!927 = !DILocation(line: 389, column: 33, scope: !921)
!928 = !DILocation(line: 389, column: 37, scope: !921)
!929 = !DILocation(line: 389, column: 11, scope: !916)
!930 = !DILocation(line: 390, column: 9, scope: !931)
!931 = distinct !DILexicalBlock(scope: !921, file: !3, line: 389, column: 43)
!932 = !DILocation(line: 391, column: 13, scope: !931)
!933 = !DILocation(line: 392, column: 7, scope: !931)
!934 = !DILocation(line: 393, column: 5, scope: !916)
!935 = !DILocation(line: 394, column: 9, scope: !936)
!936 = distinct !DILexicalBlock(scope: !59, file: !3, line: 394, column: 9)
!937 = !DILocation(line: 394, column: 12, scope: !936)
!938 = !DILocation(line: 394, column: 17, scope: !936)
!939 = !DILocation(line: 394, column: 20, scope: !936)
!940 = !DILocation(line: 394, column: 24, scope: !936)
!941 = !DILocation(line: 394, column: 28, scope: !936)
!942 = !DILocation(line: 394, column: 31, scope: !936)
!943 = !DILocation(line: 394, column: 35, scope: !936)
!944 = !DILocation(line: 394, column: 9, scope: !59)
!945 = !DILocation(line: 395, column: 7, scope: !946)
!946 = distinct !DILexicalBlock(scope: !936, file: !3, line: 394, column: 41)
!947 = !DILocation(line: 396, column: 10, scope: !946)
!948 = !DILocation(line: 397, column: 11, scope: !946)
!949 = !DILocation(line: 398, column: 11, scope: !946)
!950 = !DILocation(line: 399, column: 5, scope: !946)
!951 = !DILocation(line: 400, column: 9, scope: !952)
!952 = distinct !DILexicalBlock(scope: !59, file: !3, line: 400, column: 9)
!953 = !DILocation(line: 400, column: 13, scope: !952)
!954 = !DILocation(line: 400, column: 17, scope: !952)
!955 = !DILocation(line: 400, column: 20, scope: !952)
!956 = !DILocation(line: 400, column: 24, scope: !952)
!957 = !DILocation(line: 400, column: 9, scope: !59)
!958 = !DILocation(line: 401, column: 7, scope: !959)
!959 = distinct !DILexicalBlock(scope: !952, file: !3, line: 400, column: 30)
!960 = !DILocation(line: 402, column: 10, scope: !959)
!961 = !DILocation(line: 403, column: 11, scope: !962)
!962 = distinct !DILexicalBlock(scope: !959, file: !3, line: 403, column: 11)
!963 = !DILocation(line: 403, column: 14, scope: !962)
!964 = !DILocation(line: 403, column: 11, scope: !959)
!965 = !DILocation(line: 404, column: 9, scope: !966)
!966 = distinct !DILexicalBlock(scope: !962, file: !3, line: 403, column: 20)
!967 = !DILocation(line: 405, column: 13, scope: !966)
!968 = !DILocation(line: 406, column: 7, scope: !966)
!969 = !DILocation(line: 407, column: 5, scope: !959)
!970 = !DILocation(line: 408, column: 9, scope: !971)
!971 = distinct !DILexicalBlock(scope: !59, file: !3, line: 408, column: 9)
!972 = !DILocation(line: 408, column: 13, scope: !971)
!973 = !DILocation(line: 408, column: 17, scope: !971)
!974 = !DILocation(line: 408, column: 20, scope: !971)
!975 = !DILocation(line: 408, column: 24, scope: !971)
!976 = !DILocation(line: 408, column: 29, scope: !971)
!977 = !DILocation(line: 408, column: 32, scope: !971)
!978 = !DILocation(line: 408, column: 36, scope: !971)
!979 = !DILocation(line: 408, column: 9, scope: !59)
!980 = !DILocation(line: 409, column: 7, scope: !981)
!981 = distinct !DILexicalBlock(scope: !971, file: !3, line: 408, column: 42)
!982 = !DILocation(line: 410, column: 11, scope: !981)
!983 = !DILocation(line: 411, column: 10, scope: !981)
!984 = !DILocation(line: 412, column: 10, scope: !981)
!985 = !DILocation(line: 413, column: 5, scope: !981)
!986 = !DILocation(line: 414, column: 9, scope: !987)
!987 = distinct !DILexicalBlock(scope: !59, file: !3, line: 414, column: 9)
!988 = !DILocation(line: 414, column: 12, scope: !987)
!989 = !DILocation(line: 414, column: 9, scope: !59)
!990 = !DILocation(line: 415, column: 7, scope: !991)
!991 = distinct !DILexicalBlock(scope: !987, file: !3, line: 414, column: 18)
!992 = !DILocation(line: 416, column: 10, scope: !991)
!993 = !DILocation(line: 417, column: 11, scope: !991)
!994 = !DILocation(line: 418, column: 5, scope: !991)
!995 = !DILocation(line: 419, column: 9, scope: !996)
!996 = distinct !DILexicalBlock(scope: !59, file: !3, line: 419, column: 9)
!997 = !DILocation(line: 419, column: 12, scope: !996)
!998 = !DILocation(line: 419, column: 17, scope: !996)
!999 = !DILocation(line: 419, column: 20, scope: !996)
!1000 = !DILocation(line: 419, column: 23, scope: !996)
!1001 = !DILocation(line: 419, column: 9, scope: !59)
!1002 = !DILocation(line: 420, column: 7, scope: !1003)
!1003 = distinct !DILexicalBlock(scope: !996, file: !3, line: 419, column: 29)
!1004 = !DILocation(line: 421, column: 11, scope: !1003)
!1005 = !DILocation(line: 422, column: 5, scope: !1003)
!1006 = !DILocation(line: 423, column: 9, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !59, file: !3, line: 423, column: 9)
!1008 = !DILocation(line: 423, column: 13, scope: !1007)
!1009 = !DILocation(line: 423, column: 17, scope: !1007)
!1010 = !DILocation(line: 423, column: 20, scope: !1007)
!1011 = !DILocation(line: 423, column: 23, scope: !1007)
!1012 = !DILocation(line: 423, column: 9, scope: !59)
!1013 = !DILocation(line: 424, column: 7, scope: !1014)
!1014 = distinct !DILexicalBlock(scope: !1007, file: !3, line: 423, column: 28)
!1015 = !DILocation(line: 425, column: 11, scope: !1014)
!1016 = !DILocation(line: 426, column: 10, scope: !1014)
!1017 = !DILocation(line: 427, column: 10, scope: !1014)
!1018 = !DILocation(line: 428, column: 10, scope: !1014)
!1019 = !DILocation(line: 429, column: 5, scope: !1014)
!1020 = !DILocation(line: 430, column: 9, scope: !1021)
!1021 = distinct !DILexicalBlock(scope: !59, file: !3, line: 430, column: 9)
!1022 = !DILocation(line: 430, column: 13, scope: !1021)
!1023 = !DILocation(line: 430, column: 9, scope: !59)
!1024 = !DILocation(line: 431, column: 7, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !1021, file: !3, line: 430, column: 19)
!1026 = !DILocation(line: 432, column: 11, scope: !1025)
!1027 = !DILocation(line: 433, column: 11, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !1025, file: !3, line: 433, column: 11)
!1029 = !DILocation(line: 433, column: 14, scope: !1028)
!1030 = !DILocation(line: 433, column: 18, scope: !1028)
!1031 = !DILocation(line: 433, column: 21, scope: !1028)
!1032 = !DILocation(line: 433, column: 24, scope: !1028)
!1033 = !DILocation(line: 433, column: 28, scope: !1028)
!1034 = !DILocation(line: 433, column: 31, scope: !1028)
!1035 = !DILocation(line: 433, column: 35, scope: !1028)
!1036 = !DILocation(line: 433, column: 11, scope: !1025)
!1037 = !DILocation(line: 434, column: 9, scope: !1038)
!1038 = distinct !DILexicalBlock(scope: !1028, file: !3, line: 433, column: 41)
!1039 = !DILocation(line: 435, column: 12, scope: !1038)
!1040 = !DILocation(line: 436, column: 12, scope: !1038)
!1041 = !DILocation(line: 437, column: 13, scope: !1038)
!1042 = !DILocation(line: 438, column: 7, scope: !1038)
!1043 = !DILocation(line: 439, column: 5, scope: !1025)
!1044 = !DILocation(line: 440, column: 9, scope: !1045)
!1045 = distinct !DILexicalBlock(scope: !59, file: !3, line: 440, column: 9)
!1046 = !DILocation(line: 440, column: 13, scope: !1045)
!1047 = !DILocation(line: 440, column: 9, scope: !59)
!1048 = !DILocation(line: 441, column: 7, scope: !1049)
!1049 = distinct !DILexicalBlock(scope: !1045, file: !3, line: 440, column: 18)
!1050 = !DILocation(line: 442, column: 11, scope: !1049)
!1051 = !DILocation(line: 443, column: 10, scope: !1049)
!1052 = !DILocation(line: 444, column: 11, scope: !1049)
!1053 = !DILocation(line: 445, column: 5, scope: !1049)
!1054 = !DILocation(line: 446, column: 9, scope: !1055)
!1055 = distinct !DILexicalBlock(scope: !59, file: !3, line: 446, column: 9)
!1056 = !DILocation(line: 446, column: 13, scope: !1055)
!1057 = !DILocation(line: 446, column: 9, scope: !59)
!1058 = !DILocation(line: 447, column: 7, scope: !1059)
!1059 = distinct !DILexicalBlock(scope: !1055, file: !3, line: 446, column: 18)
!1060 = !DILocation(line: 448, column: 10, scope: !1059)
!1061 = !DILocation(line: 449, column: 5, scope: !1059)
!1062 = !DILocation(line: 450, column: 9, scope: !1063)
!1063 = distinct !DILexicalBlock(scope: !59, file: !3, line: 450, column: 9)
!1064 = !DILocation(line: 450, column: 12, scope: !1063)
!1065 = !DILocation(line: 450, column: 16, scope: !1063)
!1066 = !DILocation(line: 450, column: 19, scope: !1063)
!1067 = !DILocation(line: 450, column: 23, scope: !1063)
!1068 = !DILocation(line: 450, column: 27, scope: !1063)
!1069 = !DILocation(line: 450, column: 30, scope: !1063)
!1070 = !DILocation(line: 450, column: 33, scope: !1063)
!1071 = !DILocation(line: 450, column: 9, scope: !59)
!1072 = !DILocation(line: 451, column: 7, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 450, column: 39)
!1074 = !DILocation(line: 452, column: 10, scope: !1073)
!1075 = !DILocation(line: 453, column: 10, scope: !1073)
!1076 = !DILocation(line: 454, column: 10, scope: !1073)
!1077 = !DILocation(line: 455, column: 5, scope: !1073)
!1078 = !DILocation(line: 456, column: 9, scope: !1079)
!1079 = distinct !DILexicalBlock(scope: !59, file: !3, line: 456, column: 9)
!1080 = !DILocation(line: 456, column: 13, scope: !1079)
!1081 = !DILocation(line: 456, column: 18, scope: !1079)
!1082 = !DILocation(line: 456, column: 21, scope: !1079)
!1083 = !DILocation(line: 456, column: 24, scope: !1079)
!1084 = !DILocation(line: 456, column: 29, scope: !1079)
!1085 = !DILocation(line: 456, column: 32, scope: !1079)
!1086 = !DILocation(line: 456, column: 35, scope: !1079)
!1087 = !DILocation(line: 456, column: 9, scope: !59)
!1088 = !DILocation(line: 457, column: 7, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1079, file: !3, line: 456, column: 40)
!1090 = !DILocation(line: 458, column: 10, scope: !1089)
!1091 = !DILocation(line: 459, column: 5, scope: !1089)
!1092 = !DILocation(line: 460, column: 9, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !59, file: !3, line: 460, column: 9)
!1094 = !DILocation(line: 460, column: 12, scope: !1093)
!1095 = !DILocation(line: 460, column: 17, scope: !1093)
!1096 = !DILocation(line: 460, column: 20, scope: !1093)
!1097 = !DILocation(line: 460, column: 24, scope: !1093)
!1098 = !DILocation(line: 460, column: 28, scope: !1093)
!1099 = !DILocation(line: 460, column: 31, scope: !1093)
!1100 = !DILocation(line: 460, column: 34, scope: !1093)
!1101 = !DILocation(line: 460, column: 9, scope: !59)
!1102 = !DILocation(line: 461, column: 7, scope: !1103)
!1103 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 460, column: 39)
!1104 = !DILocation(line: 462, column: 10, scope: !1103)
!1105 = !DILocation(line: 463, column: 10, scope: !1103)
!1106 = !DILocation(line: 464, column: 11, scope: !1103)
!1107 = !DILocation(line: 465, column: 5, scope: !1103)
!1108 = !DILocation(line: 466, column: 9, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !59, file: !3, line: 466, column: 9)
!1110 = !DILocation(line: 466, column: 13, scope: !1109)
!1111 = !DILocation(line: 466, column: 9, scope: !59)
!1112 = !DILocation(line: 467, column: 7, scope: !1113)
!1113 = distinct !DILexicalBlock(scope: !1109, file: !3, line: 466, column: 19)
!1114 = !DILocation(line: 468, column: 11, scope: !1113)
!1115 = !DILocation(line: 469, column: 5, scope: !1113)
!1116 = !DILocation(line: 470, column: 9, scope: !1117)
!1117 = distinct !DILexicalBlock(scope: !59, file: !3, line: 470, column: 9)
!1118 = !DILocation(line: 470, column: 12, scope: !1117)
!1119 = !DILocation(line: 470, column: 17, scope: !1117)
!1120 = !DILocation(line: 470, column: 20, scope: !1117)
!1121 = !DILocation(line: 470, column: 23, scope: !1117)
!1122 = !DILocation(line: 470, column: 9, scope: !59)
!1123 = !DILocation(line: 471, column: 7, scope: !1124)
!1124 = distinct !DILexicalBlock(scope: !1117, file: !3, line: 470, column: 28)
!1125 = !DILocation(line: 472, column: 10, scope: !1124)
!1126 = !DILocation(line: 473, column: 10, scope: !1124)
!1127 = !DILocation(line: 474, column: 5, scope: !1124)
!1128 = !DILocation(line: 475, column: 9, scope: !1129)
!1129 = distinct !DILexicalBlock(scope: !59, file: !3, line: 475, column: 9)
!1130 = !DILocation(line: 475, column: 12, scope: !1129)
!1131 = !DILocation(line: 475, column: 9, scope: !59)
!1132 = !DILocation(line: 476, column: 7, scope: !1133)
!1133 = distinct !DILexicalBlock(scope: !1129, file: !3, line: 475, column: 18)
!1134 = !DILocation(line: 477, column: 11, scope: !1133)
!1135 = !DILocation(line: 478, column: 10, scope: !1133)
!1136 = !DILocation(line: 479, column: 5, scope: !1133)
!1137 = !DILocation(line: 480, column: 9, scope: !1138)
!1138 = distinct !DILexicalBlock(scope: !59, file: !3, line: 480, column: 9)
!1139 = !DILocation(line: 480, column: 12, scope: !1138)
!1140 = !DILocation(line: 480, column: 17, scope: !1138)
!1141 = !DILocation(line: 480, column: 20, scope: !1138)
!1142 = !DILocation(line: 480, column: 24, scope: !1138)
!1143 = !DILocation(line: 480, column: 29, scope: !1138)
!1144 = !DILocation(line: 480, column: 32, scope: !1138)
!1145 = !DILocation(line: 480, column: 36, scope: !1138)
!1146 = !DILocation(line: 480, column: 9, scope: !59)
!1147 = !DILocation(line: 481, column: 7, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1138, file: !3, line: 480, column: 42)
!1149 = !DILocation(line: 482, column: 11, scope: !1148)
!1150 = !DILocation(line: 483, column: 5, scope: !1148)
!1151 = !DILocation(line: 484, column: 9, scope: !1152)
!1152 = distinct !DILexicalBlock(scope: !59, file: !3, line: 484, column: 9)
!1153 = !DILocation(line: 484, column: 13, scope: !1152)
!1154 = !DILocation(line: 484, column: 9, scope: !59)
!1155 = !DILocation(line: 485, column: 7, scope: !1156)
!1156 = distinct !DILexicalBlock(scope: !1152, file: !3, line: 484, column: 18)
!1157 = !DILocation(line: 486, column: 11, scope: !1156)
!1158 = !DILocation(line: 487, column: 5, scope: !1156)
!1159 = !DILocation(line: 488, column: 9, scope: !1160)
!1160 = distinct !DILexicalBlock(scope: !59, file: !3, line: 488, column: 9)
!1161 = !DILocation(line: 488, column: 13, scope: !1160)
!1162 = !DILocation(line: 488, column: 18, scope: !1160)
!1163 = !DILocation(line: 488, column: 21, scope: !1160)
!1164 = !DILocation(line: 488, column: 24, scope: !1160)
!1165 = !DILocation(line: 488, column: 28, scope: !1160)
!1166 = !DILocation(line: 488, column: 31, scope: !1160)
!1167 = !DILocation(line: 488, column: 34, scope: !1160)
!1168 = !DILocation(line: 488, column: 9, scope: !59)
!1169 = !DILocation(line: 489, column: 7, scope: !1170)
!1170 = distinct !DILexicalBlock(scope: !1160, file: !3, line: 488, column: 39)
!1171 = !DILocation(line: 490, column: 10, scope: !1170)
!1172 = !DILocation(line: 491, column: 10, scope: !1170)
!1173 = !DILocation(line: 492, column: 11, scope: !1170)
!1174 = !DILocation(line: 493, column: 5, scope: !1170)
!1175 = !DILocation(line: 494, column: 9, scope: !1176)
!1176 = distinct !DILexicalBlock(scope: !59, file: !3, line: 494, column: 9)
!1177 = !DILocation(line: 494, column: 12, scope: !1176)
!1178 = !DILocation(line: 494, column: 9, scope: !59)
!1179 = !DILocation(line: 495, column: 7, scope: !1180)
!1180 = distinct !DILexicalBlock(scope: !1176, file: !3, line: 494, column: 18)
!1181 = !DILocation(line: 496, column: 11, scope: !1180)
!1182 = !DILocation(line: 497, column: 5, scope: !1180)
!1183 = !DILocation(line: 498, column: 9, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !59, file: !3, line: 498, column: 9)
!1185 = !DILocation(line: 498, column: 12, scope: !1184)
!1186 = !DILocation(line: 498, column: 9, scope: !59)
!1187 = !DILocation(line: 499, column: 7, scope: !1188)
!1188 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 498, column: 18)
!1189 = !DILocation(line: 500, column: 10, scope: !1188)
!1190 = !DILocation(line: 501, column: 5, scope: !1188)
!1191 = !DILocation(line: 502, column: 9, scope: !1192)
!1192 = distinct !DILexicalBlock(scope: !59, file: !3, line: 502, column: 9)
!1193 = !DILocation(line: 502, column: 13, scope: !1192)
!1194 = !DILocation(line: 502, column: 9, scope: !59)
!1195 = !DILocation(line: 503, column: 7, scope: !1196)
!1196 = distinct !DILexicalBlock(scope: !1192, file: !3, line: 502, column: 19)
!1197 = !DILocation(line: 504, column: 10, scope: !1196)
!1198 = !DILocation(line: 505, column: 10, scope: !1196)
!1199 = !DILocation(line: 506, column: 5, scope: !1196)
!1200 = !DILocation(line: 507, column: 9, scope: !1201)
!1201 = distinct !DILexicalBlock(scope: !59, file: !3, line: 507, column: 9)
!1202 = !DILocation(line: 507, column: 12, scope: !1201)
!1203 = !DILocation(line: 507, column: 9, scope: !59)
!1204 = !DILocation(line: 508, column: 7, scope: !1205)
!1205 = distinct !DILexicalBlock(scope: !1201, file: !3, line: 507, column: 18)
!1206 = !DILocation(line: 509, column: 10, scope: !1205)
!1207 = !DILocation(line: 510, column: 5, scope: !1205)
!1208 = !DILocation(line: 511, column: 9, scope: !1209)
!1209 = distinct !DILexicalBlock(scope: !59, file: !3, line: 511, column: 9)
!1210 = !DILocation(line: 511, column: 12, scope: !1209)
!1211 = !DILocation(line: 511, column: 17, scope: !1209)
!1212 = !DILocation(line: 511, column: 20, scope: !1209)
!1213 = !DILocation(line: 511, column: 23, scope: !1209)
!1214 = !DILocation(line: 511, column: 28, scope: !1209)
!1215 = !DILocation(line: 511, column: 31, scope: !1209)
!1216 = !DILocation(line: 511, column: 34, scope: !1209)
!1217 = !DILocation(line: 511, column: 9, scope: !59)
!1218 = !DILocation(line: 512, column: 7, scope: !1219)
!1219 = distinct !DILexicalBlock(scope: !1209, file: !3, line: 511, column: 40)
!1220 = !DILocation(line: 513, column: 10, scope: !1219)
!1221 = !DILocation(line: 514, column: 11, scope: !1219)
!1222 = !DILocation(line: 515, column: 5, scope: !1219)
!1223 = !DILocation(line: 516, column: 9, scope: !1224)
!1224 = distinct !DILexicalBlock(scope: !59, file: !3, line: 516, column: 9)
!1225 = !DILocation(line: 516, column: 13, scope: !1224)
!1226 = !DILocation(line: 516, column: 18, scope: !1224)
!1227 = !DILocation(line: 516, column: 21, scope: !1224)
!1228 = !DILocation(line: 516, column: 24, scope: !1224)
!1229 = !DILocation(line: 516, column: 29, scope: !1224)
!1230 = !DILocation(line: 516, column: 32, scope: !1224)
!1231 = !DILocation(line: 516, column: 35, scope: !1224)
!1232 = !DILocation(line: 516, column: 9, scope: !59)
!1233 = !DILocation(line: 517, column: 7, scope: !1234)
!1234 = distinct !DILexicalBlock(scope: !1224, file: !3, line: 516, column: 41)
!1235 = !DILocation(line: 518, column: 10, scope: !1234)
!1236 = !DILocation(line: 519, column: 11, scope: !1234)
!1237 = !DILocation(line: 520, column: 11, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1234, file: !3, line: 520, column: 11)
!1239 = !DILocation(line: 520, column: 14, scope: !1238)
!1240 = !DILocation(line: 520, column: 11, scope: !1234)
!1241 = !DILocation(line: 521, column: 9, scope: !1242)
!1242 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 520, column: 20)
!1243 = !DILocation(line: 522, column: 12, scope: !1242)
!1244 = !DILocation(line: 523, column: 12, scope: !1242)
!1245 = !DILocation(line: 524, column: 7, scope: !1242)
!1246 = !DILocation(line: 525, column: 5, scope: !1234)
!1247 = !DILocation(line: 526, column: 9, scope: !1248)
!1248 = distinct !DILexicalBlock(scope: !59, file: !3, line: 526, column: 9)
!1249 = !DILocation(line: 526, column: 12, scope: !1248)
!1250 = !DILocation(line: 526, column: 17, scope: !1248)
!1251 = !DILocation(line: 526, column: 20, scope: !1248)
!1252 = !DILocation(line: 526, column: 23, scope: !1248)
!1253 = !DILocation(line: 526, column: 27, scope: !1248)
!1254 = !DILocation(line: 526, column: 30, scope: !1248)
!1255 = !DILocation(line: 526, column: 34, scope: !1248)
!1256 = !DILocation(line: 526, column: 9, scope: !59)
!1257 = !DILocation(line: 527, column: 7, scope: !1258)
!1258 = distinct !DILexicalBlock(scope: !1248, file: !3, line: 526, column: 40)
!1259 = !DILocation(line: 528, column: 10, scope: !1258)
!1260 = !DILocation(line: 529, column: 10, scope: !1258)
!1261 = !DILocation(line: 530, column: 10, scope: !1258)
!1262 = !DILocation(line: 531, column: 10, scope: !1258)
!1263 = !DILocation(line: 532, column: 5, scope: !1258)
!1264 = !DILocation(line: 533, column: 9, scope: !1265)
!1265 = distinct !DILexicalBlock(scope: !59, file: !3, line: 533, column: 9)
!1266 = !DILocation(line: 533, column: 13, scope: !1265)
!1267 = !DILocation(line: 533, column: 18, scope: !1265)
!1268 = !DILocation(line: 533, column: 21, scope: !1265)
!1269 = !DILocation(line: 533, column: 24, scope: !1265)
!1270 = !DILocation(line: 533, column: 29, scope: !1265)
!1271 = !DILocation(line: 533, column: 32, scope: !1265)
!1272 = !DILocation(line: 533, column: 35, scope: !1265)
!1273 = !DILocation(line: 533, column: 9, scope: !59)
!1274 = !DILocation(line: 534, column: 7, scope: !1275)
!1275 = distinct !DILexicalBlock(scope: !1265, file: !3, line: 533, column: 41)
!1276 = !DILocation(line: 535, column: 11, scope: !1275)
!1277 = !DILocation(line: 536, column: 11, scope: !1275)
!1278 = !DILocation(line: 537, column: 5, scope: !1275)
!1279 = !DILocation(line: 538, column: 9, scope: !1280)
!1280 = distinct !DILexicalBlock(scope: !59, file: !3, line: 538, column: 9)
!1281 = !DILocation(line: 538, column: 12, scope: !1280)
!1282 = !DILocation(line: 538, column: 17, scope: !1280)
!1283 = !DILocation(line: 538, column: 20, scope: !1280)
!1284 = !DILocation(line: 538, column: 24, scope: !1280)
!1285 = !DILocation(line: 538, column: 9, scope: !59)
!1286 = !DILocation(line: 539, column: 7, scope: !1287)
!1287 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 538, column: 30)
!1288 = !DILocation(line: 540, column: 11, scope: !1287)
!1289 = !DILocation(line: 541, column: 10, scope: !1287)
!1290 = !DILocation(line: 542, column: 11, scope: !1287)
!1291 = !DILocation(line: 543, column: 5, scope: !1287)
!1292 = !DILocation(line: 544, column: 9, scope: !1293)
!1293 = distinct !DILexicalBlock(scope: !59, file: !3, line: 544, column: 9)
!1294 = !DILocation(line: 544, column: 12, scope: !1293)
!1295 = !DILocation(line: 544, column: 9, scope: !59)
!1296 = !DILocation(line: 545, column: 7, scope: !1297)
!1297 = distinct !DILexicalBlock(scope: !1293, file: !3, line: 544, column: 18)
!1298 = !DILocation(line: 546, column: 11, scope: !1297)
!1299 = !DILocation(line: 547, column: 10, scope: !1297)
!1300 = !DILocation(line: 548, column: 5, scope: !1297)
!1301 = !DILocation(line: 549, column: 9, scope: !1302)
!1302 = distinct !DILexicalBlock(scope: !59, file: !3, line: 549, column: 9)
!1303 = !DILocation(line: 549, column: 13, scope: !1302)
!1304 = !DILocation(line: 549, column: 9, scope: !59)
!1305 = !DILocation(line: 550, column: 7, scope: !1306)
!1306 = distinct !DILexicalBlock(scope: !1302, file: !3, line: 549, column: 19)
!1307 = !DILocation(line: 551, column: 11, scope: !1306)
!1308 = !DILocation(line: 552, column: 11, scope: !1306)
!1309 = !DILocation(line: 553, column: 5, scope: !1306)
!1310 = !DILocation(line: 554, column: 9, scope: !1311)
!1311 = distinct !DILexicalBlock(scope: !59, file: !3, line: 554, column: 9)
!1312 = !DILocation(line: 554, column: 13, scope: !1311)
!1313 = !DILocation(line: 554, column: 9, scope: !59)
!1314 = !DILocation(line: 555, column: 7, scope: !1315)
!1315 = distinct !DILexicalBlock(scope: !1311, file: !3, line: 554, column: 18)
!1316 = !DILocation(line: 556, column: 11, scope: !1315)
!1317 = !DILocation(line: 557, column: 11, scope: !1315)
!1318 = !DILocation(line: 558, column: 10, scope: !1315)
!1319 = !DILocation(line: 559, column: 5, scope: !1315)
!1320 = !DILocation(line: 560, column: 9, scope: !1321)
!1321 = distinct !DILexicalBlock(scope: !59, file: !3, line: 560, column: 9)
!1322 = !DILocation(line: 560, column: 12, scope: !1321)
!1323 = !DILocation(line: 560, column: 9, scope: !59)
!1324 = !DILocation(line: 561, column: 7, scope: !1325)
!1325 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 560, column: 17)
!1326 = !DILocation(line: 562, column: 10, scope: !1325)
!1327 = !DILocation(line: 563, column: 11, scope: !1325)
!1328 = !DILocation(line: 564, column: 5, scope: !1325)
!1329 = !DILocation(line: 565, column: 9, scope: !1330)
!1330 = distinct !DILexicalBlock(scope: !59, file: !3, line: 565, column: 9)
!1331 = !DILocation(line: 565, column: 13, scope: !1330)
!1332 = !DILocation(line: 565, column: 18, scope: !1330)
!1333 = !DILocation(line: 565, column: 21, scope: !1330)
!1334 = !DILocation(line: 565, column: 25, scope: !1330)
!1335 = !DILocation(line: 565, column: 29, scope: !1330)
!1336 = !DILocation(line: 565, column: 32, scope: !1330)
!1337 = !DILocation(line: 565, column: 36, scope: !1330)
!1338 = !DILocation(line: 565, column: 9, scope: !59)
!1339 = !DILocation(line: 566, column: 7, scope: !1340)
!1340 = distinct !DILexicalBlock(scope: !1330, file: !3, line: 565, column: 42)
!1341 = !DILocation(line: 567, column: 11, scope: !1340)
!1342 = !DILocation(line: 568, column: 10, scope: !1340)
!1343 = !DILocation(line: 569, column: 10, scope: !1340)
!1344 = !DILocation(line: 570, column: 5, scope: !1340)
!1345 = !DILocation(line: 571, column: 9, scope: !1346)
!1346 = distinct !DILexicalBlock(scope: !59, file: !3, line: 571, column: 9)
!1347 = !DILocation(line: 571, column: 12, scope: !1346)
!1348 = !DILocation(line: 571, column: 17, scope: !1346)
!1349 = !DILocation(line: 571, column: 20, scope: !1346)
!1350 = !DILocation(line: 571, column: 23, scope: !1346)
!1351 = !DILocation(line: 571, column: 28, scope: !1346)
!1352 = !DILocation(line: 571, column: 31, scope: !1346)
!1353 = !DILocation(line: 571, column: 35, scope: !1346)
!1354 = !DILocation(line: 571, column: 9, scope: !59)
!1355 = !DILocation(line: 572, column: 7, scope: !1356)
!1356 = distinct !DILexicalBlock(scope: !1346, file: !3, line: 571, column: 41)
!1357 = !DILocation(line: 573, column: 10, scope: !1356)
!1358 = !DILocation(line: 574, column: 5, scope: !1356)
!1359 = !DILocation(line: 575, column: 9, scope: !1360)
!1360 = distinct !DILexicalBlock(scope: !59, file: !3, line: 575, column: 9)
!1361 = !DILocation(line: 575, column: 13, scope: !1360)
!1362 = !DILocation(line: 575, column: 18, scope: !1360)
!1363 = !DILocation(line: 575, column: 21, scope: !1360)
!1364 = !DILocation(line: 575, column: 25, scope: !1360)
!1365 = !DILocation(line: 575, column: 29, scope: !1360)
!1366 = !DILocation(line: 575, column: 32, scope: !1360)
!1367 = !DILocation(line: 575, column: 35, scope: !1360)
!1368 = !DILocation(line: 575, column: 9, scope: !59)
!1369 = !DILocation(line: 576, column: 7, scope: !1370)
!1370 = distinct !DILexicalBlock(scope: !1360, file: !3, line: 575, column: 40)
!1371 = !DILocation(line: 577, column: 11, scope: !1370)
!1372 = !DILocation(line: 578, column: 10, scope: !1370)
!1373 = !DILocation(line: 579, column: 10, scope: !1370)
!1374 = !DILocation(line: 580, column: 10, scope: !1370)
!1375 = !DILocation(line: 581, column: 5, scope: !1370)
!1376 = !DILocation(line: 582, column: 9, scope: !1377)
!1377 = distinct !DILexicalBlock(scope: !59, file: !3, line: 582, column: 9)
!1378 = !DILocation(line: 582, column: 13, scope: !1377)
!1379 = !DILocation(line: 582, column: 17, scope: !1377)
!1380 = !DILocation(line: 582, column: 20, scope: !1377)
!1381 = !DILocation(line: 582, column: 24, scope: !1377)
!1382 = !DILocation(line: 582, column: 9, scope: !59)
!1383 = !DILocation(line: 583, column: 7, scope: !1384)
!1384 = distinct !DILexicalBlock(scope: !1377, file: !3, line: 582, column: 29)
!1385 = !DILocation(line: 584, column: 11, scope: !1384)
!1386 = !DILocation(line: 585, column: 10, scope: !1384)
!1387 = !DILocation(line: 586, column: 10, scope: !1384)
!1388 = !DILocation(line: 587, column: 5, scope: !1384)
!1389 = !DILocation(line: 588, column: 9, scope: !1390)
!1390 = distinct !DILexicalBlock(scope: !59, file: !3, line: 588, column: 9)
!1391 = !DILocation(line: 588, column: 12, scope: !1390)
!1392 = !DILocation(line: 588, column: 9, scope: !59)
!1393 = !DILocation(line: 589, column: 7, scope: !1394)
!1394 = distinct !DILexicalBlock(scope: !1390, file: !3, line: 588, column: 18)
!1395 = !DILocation(line: 590, column: 11, scope: !1394)
!1396 = !DILocation(line: 591, column: 10, scope: !1394)
!1397 = !DILocation(line: 592, column: 11, scope: !1398)
!1398 = distinct !DILexicalBlock(scope: !1394, file: !3, line: 592, column: 11)
!1399 = !DILocation(line: 592, column: 15, scope: !1398)
!1400 = !DILocation(line: 592, column: 19, scope: !1398)
!1401 = !DILocation(line: 592, column: 22, scope: !1398)
!1402 = !DILocation(line: 592, column: 25, scope: !1398)
!1403 = !DILocation(line: 592, column: 30, scope: !1398)
!1404 = !DILocation(line: 592, column: 33, scope: !1398)
!1405 = !DILocation(line: 592, column: 36, scope: !1398)
!1406 = !DILocation(line: 592, column: 11, scope: !1394)
!1407 = !DILocation(line: 593, column: 9, scope: !1408)
!1408 = distinct !DILexicalBlock(scope: !1398, file: !3, line: 592, column: 42)
!1409 = !DILocation(line: 594, column: 13, scope: !1408)
!1410 = !DILocation(line: 595, column: 12, scope: !1408)
!1411 = !DILocation(line: 596, column: 12, scope: !1408)
!1412 = !DILocation(line: 597, column: 7, scope: !1408)
!1413 = !DILocation(line: 598, column: 5, scope: !1394)
!1414 = !DILocation(line: 599, column: 9, scope: !1415)
!1415 = distinct !DILexicalBlock(scope: !59, file: !3, line: 599, column: 9)
!1416 = !DILocation(line: 599, column: 12, scope: !1415)
!1417 = !DILocation(line: 599, column: 17, scope: !1415)
!1418 = !DILocation(line: 599, column: 20, scope: !1415)
!1419 = !DILocation(line: 599, column: 23, scope: !1415)
!1420 = !DILocation(line: 599, column: 27, scope: !1415)
!1421 = !DILocation(line: 599, column: 30, scope: !1415)
!1422 = !DILocation(line: 599, column: 33, scope: !1415)
!1423 = !DILocation(line: 599, column: 9, scope: !59)
!1424 = !DILocation(line: 600, column: 7, scope: !1425)
!1425 = distinct !DILexicalBlock(scope: !1415, file: !3, line: 599, column: 39)
!1426 = !DILocation(line: 601, column: 10, scope: !1425)
!1427 = !DILocation(line: 602, column: 11, scope: !1425)
!1428 = !DILocation(line: 603, column: 5, scope: !1425)
!1429 = !DILocation(line: 604, column: 9, scope: !1430)
!1430 = distinct !DILexicalBlock(scope: !59, file: !3, line: 604, column: 9)
!1431 = !DILocation(line: 604, column: 13, scope: !1430)
!1432 = !DILocation(line: 604, column: 9, scope: !59)
!1433 = !DILocation(line: 605, column: 7, scope: !1434)
!1434 = distinct !DILexicalBlock(scope: !1430, file: !3, line: 604, column: 19)
!1435 = !DILocation(line: 606, column: 10, scope: !1434)
!1436 = !DILocation(line: 607, column: 10, scope: !1434)
!1437 = !DILocation(line: 608, column: 5, scope: !1434)
!1438 = !DILocation(line: 609, column: 9, scope: !1439)
!1439 = distinct !DILexicalBlock(scope: !59, file: !3, line: 609, column: 9)
!1440 = !DILocation(line: 609, column: 12, scope: !1439)
!1441 = !DILocation(line: 609, column: 17, scope: !1439)
!1442 = !DILocation(line: 609, column: 20, scope: !1439)
!1443 = !DILocation(line: 609, column: 24, scope: !1439)
!1444 = !DILocation(line: 609, column: 9, scope: !59)
!1445 = !DILocation(line: 610, column: 7, scope: !1446)
!1446 = distinct !DILexicalBlock(scope: !1439, file: !3, line: 609, column: 30)
!1447 = !DILocation(line: 611, column: 10, scope: !1446)
!1448 = !DILocation(line: 612, column: 5, scope: !1446)
!1449 = !DILocation(line: 613, column: 9, scope: !1450)
!1450 = distinct !DILexicalBlock(scope: !59, file: !3, line: 613, column: 9)
!1451 = !DILocation(line: 613, column: 12, scope: !1450)
!1452 = !DILocation(line: 613, column: 9, scope: !59)
!1453 = !DILocation(line: 614, column: 7, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !1450, file: !3, line: 613, column: 18)
!1455 = !DILocation(line: 615, column: 11, scope: !1454)
!1456 = !DILocation(line: 616, column: 5, scope: !1454)
!1457 = !DILocation(line: 617, column: 9, scope: !1458)
!1458 = distinct !DILexicalBlock(scope: !59, file: !3, line: 617, column: 9)
!1459 = !DILocation(line: 617, column: 12, scope: !1458)
!1460 = !DILocation(line: 617, column: 9, scope: !59)
!1461 = !DILocation(line: 618, column: 7, scope: !1462)
!1462 = distinct !DILexicalBlock(scope: !1458, file: !3, line: 617, column: 17)
!1463 = !DILocation(line: 619, column: 10, scope: !1462)
!1464 = !DILocation(line: 620, column: 5, scope: !1462)
!1465 = !DILocation(line: 621, column: 9, scope: !1466)
!1466 = distinct !DILexicalBlock(scope: !59, file: !3, line: 621, column: 9)
!1467 = !DILocation(line: 621, column: 12, scope: !1466)
!1468 = !DILocation(line: 621, column: 17, scope: !1466)
!1469 = !DILocation(line: 621, column: 20, scope: !1466)
!1470 = !DILocation(line: 621, column: 24, scope: !1466)
!1471 = !DILocation(line: 621, column: 9, scope: !59)
!1472 = !DILocation(line: 622, column: 7, scope: !1473)
!1473 = distinct !DILexicalBlock(scope: !1466, file: !3, line: 621, column: 30)
!1474 = !DILocation(line: 623, column: 10, scope: !1473)
!1475 = !DILocation(line: 624, column: 5, scope: !1473)
!1476 = !DILocation(line: 625, column: 9, scope: !1477)
!1477 = distinct !DILexicalBlock(scope: !59, file: !3, line: 625, column: 9)
!1478 = !DILocation(line: 625, column: 12, scope: !1477)
!1479 = !DILocation(line: 625, column: 16, scope: !1477)
!1480 = !DILocation(line: 625, column: 19, scope: !1477)
!1481 = !DILocation(line: 625, column: 22, scope: !1477)
!1482 = !DILocation(line: 625, column: 26, scope: !1477)
!1483 = !DILocation(line: 625, column: 29, scope: !1477)
!1484 = !DILocation(line: 625, column: 32, scope: !1477)
!1485 = !DILocation(line: 625, column: 9, scope: !59)
!1486 = !DILocation(line: 626, column: 7, scope: !1487)
!1487 = distinct !DILexicalBlock(scope: !1477, file: !3, line: 625, column: 37)
!1488 = !DILocation(line: 627, column: 10, scope: !1487)
!1489 = !DILocation(line: 628, column: 10, scope: !1487)
!1490 = !DILocation(line: 629, column: 10, scope: !1487)
!1491 = !DILocation(line: 630, column: 10, scope: !1487)
!1492 = !DILocation(line: 631, column: 5, scope: !1487)
!1493 = !DILocation(line: 632, column: 9, scope: !1494)
!1494 = distinct !DILexicalBlock(scope: !59, file: !3, line: 632, column: 9)
!1495 = !DILocation(line: 632, column: 13, scope: !1494)
!1496 = !DILocation(line: 632, column: 9, scope: !59)
!1497 = !DILocation(line: 633, column: 7, scope: !1498)
!1498 = distinct !DILexicalBlock(scope: !1494, file: !3, line: 632, column: 19)
!1499 = !DILocation(line: 634, column: 10, scope: !1498)
!1500 = !DILocation(line: 635, column: 5, scope: !1498)
!1501 = !DILocation(line: 636, column: 9, scope: !1502)
!1502 = distinct !DILexicalBlock(scope: !59, file: !3, line: 636, column: 9)
!1503 = !DILocation(line: 636, column: 12, scope: !1502)
!1504 = !DILocation(line: 636, column: 9, scope: !59)
!1505 = !DILocation(line: 637, column: 7, scope: !1506)
!1506 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 636, column: 18)
!1507 = !DILocation(line: 638, column: 10, scope: !1506)
!1508 = !DILocation(line: 639, column: 5, scope: !1506)
!1509 = !DILocation(line: 640, column: 9, scope: !1510)
!1510 = distinct !DILexicalBlock(scope: !59, file: !3, line: 640, column: 9)
!1511 = !DILocation(line: 640, column: 12, scope: !1510)
!1512 = !DILocation(line: 640, column: 9, scope: !59)
!1513 = !DILocation(line: 641, column: 7, scope: !1514)
!1514 = distinct !DILexicalBlock(scope: !1510, file: !3, line: 640, column: 18)
!1515 = !DILocation(line: 642, column: 10, scope: !1514)
!1516 = !DILocation(line: 643, column: 11, scope: !1514)
!1517 = !DILocation(line: 644, column: 5, scope: !1514)
!1518 = !DILocation(line: 645, column: 9, scope: !1519)
!1519 = distinct !DILexicalBlock(scope: !59, file: !3, line: 645, column: 9)
!1520 = !DILocation(line: 645, column: 12, scope: !1519)
!1521 = !DILocation(line: 645, column: 17, scope: !1519)
!1522 = !DILocation(line: 645, column: 20, scope: !1519)
!1523 = !DILocation(line: 645, column: 24, scope: !1519)
!1524 = !DILocation(line: 645, column: 9, scope: !59)
!1525 = !DILocation(line: 646, column: 7, scope: !1526)
!1526 = distinct !DILexicalBlock(scope: !1519, file: !3, line: 645, column: 30)
!1527 = !DILocation(line: 647, column: 11, scope: !1526)
!1528 = !DILocation(line: 648, column: 10, scope: !1526)
!1529 = !DILocation(line: 649, column: 5, scope: !1526)
!1530 = !DILocation(line: 650, column: 9, scope: !1531)
!1531 = distinct !DILexicalBlock(scope: !59, file: !3, line: 650, column: 9)
!1532 = !DILocation(line: 650, column: 12, scope: !1531)
!1533 = !DILocation(line: 650, column: 17, scope: !1531)
!1534 = !DILocation(line: 650, column: 20, scope: !1531)
!1535 = !DILocation(line: 650, column: 24, scope: !1531)
!1536 = !DILocation(line: 650, column: 9, scope: !59)
!1537 = !DILocation(line: 651, column: 7, scope: !1538)
!1538 = distinct !DILexicalBlock(scope: !1531, file: !3, line: 650, column: 30)
!1539 = !DILocation(line: 652, column: 11, scope: !1538)
!1540 = !DILocation(line: 653, column: 11, scope: !1538)
!1541 = !DILocation(line: 654, column: 5, scope: !1538)
!1542 = !DILocation(line: 655, column: 9, scope: !1543)
!1543 = distinct !DILexicalBlock(scope: !59, file: !3, line: 655, column: 9)
!1544 = !DILocation(line: 655, column: 12, scope: !1543)
!1545 = !DILocation(line: 655, column: 17, scope: !1543)
!1546 = !DILocation(line: 655, column: 20, scope: !1543)
!1547 = !DILocation(line: 655, column: 24, scope: !1543)
!1548 = !DILocation(line: 655, column: 29, scope: !1543)
!1549 = !DILocation(line: 655, column: 32, scope: !1543)
!1550 = !DILocation(line: 655, column: 36, scope: !1543)
!1551 = !DILocation(line: 655, column: 9, scope: !59)
!1552 = !DILocation(line: 656, column: 7, scope: !1553)
!1553 = distinct !DILexicalBlock(scope: !1543, file: !3, line: 655, column: 42)
!1554 = !DILocation(line: 657, column: 10, scope: !1553)
!1555 = !DILocation(line: 658, column: 10, scope: !1553)
!1556 = !DILocation(line: 659, column: 5, scope: !1553)
!1557 = !DILocation(line: 660, column: 9, scope: !1558)
!1558 = distinct !DILexicalBlock(scope: !59, file: !3, line: 660, column: 9)
!1559 = !DILocation(line: 660, column: 12, scope: !1558)
!1560 = !DILocation(line: 660, column: 17, scope: !1558)
!1561 = !DILocation(line: 660, column: 20, scope: !1558)
!1562 = !DILocation(line: 660, column: 24, scope: !1558)
!1563 = !DILocation(line: 660, column: 9, scope: !59)
!1564 = !DILocation(line: 661, column: 7, scope: !1565)
!1565 = distinct !DILexicalBlock(scope: !1558, file: !3, line: 660, column: 30)
!1566 = !DILocation(line: 662, column: 10, scope: !1565)
!1567 = !DILocation(line: 663, column: 10, scope: !1565)
!1568 = !DILocation(line: 664, column: 5, scope: !1565)
!1569 = !DILocation(line: 665, column: 9, scope: !1570)
!1570 = distinct !DILexicalBlock(scope: !59, file: !3, line: 665, column: 9)
!1571 = !DILocation(line: 665, column: 12, scope: !1570)
!1572 = !DILocation(line: 665, column: 9, scope: !59)
!1573 = !DILocation(line: 666, column: 7, scope: !1574)
!1574 = distinct !DILexicalBlock(scope: !1570, file: !3, line: 665, column: 18)
!1575 = !DILocation(line: 667, column: 10, scope: !1574)
!1576 = !DILocation(line: 668, column: 11, scope: !1574)
!1577 = !DILocation(line: 669, column: 5, scope: !1574)
!1578 = !DILocation(line: 670, column: 9, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !59, file: !3, line: 670, column: 9)
!1580 = !DILocation(line: 670, column: 12, scope: !1579)
!1581 = !DILocation(line: 670, column: 17, scope: !1579)
!1582 = !DILocation(line: 670, column: 20, scope: !1579)
!1583 = !DILocation(line: 670, column: 23, scope: !1579)
!1584 = !DILocation(line: 670, column: 9, scope: !59)
!1585 = !DILocation(line: 671, column: 7, scope: !1586)
!1586 = distinct !DILexicalBlock(scope: !1579, file: !3, line: 670, column: 28)
!1587 = !DILocation(line: 672, column: 11, scope: !1586)
!1588 = !DILocation(line: 673, column: 10, scope: !1586)
!1589 = !DILocation(line: 674, column: 5, scope: !1586)
!1590 = !DILocation(line: 675, column: 9, scope: !1591)
!1591 = distinct !DILexicalBlock(scope: !59, file: !3, line: 675, column: 9)
!1592 = !DILocation(line: 675, column: 12, scope: !1591)
!1593 = !DILocation(line: 675, column: 9, scope: !59)
!1594 = !DILocation(line: 676, column: 7, scope: !1595)
!1595 = distinct !DILexicalBlock(scope: !1591, file: !3, line: 675, column: 18)
!1596 = !DILocation(line: 677, column: 10, scope: !1595)
!1597 = !DILocation(line: 678, column: 5, scope: !1595)
!1598 = !DILocation(line: 679, column: 9, scope: !1599)
!1599 = distinct !DILexicalBlock(scope: !59, file: !3, line: 679, column: 9)
!1600 = !DILocation(line: 679, column: 12, scope: !1599)
!1601 = !DILocation(line: 679, column: 16, scope: !1599)
!1602 = !DILocation(line: 679, column: 19, scope: !1599)
!1603 = !DILocation(line: 679, column: 23, scope: !1599)
!1604 = !DILocation(line: 679, column: 9, scope: !59)
!1605 = !DILocation(line: 680, column: 7, scope: !1606)
!1606 = distinct !DILexicalBlock(scope: !1599, file: !3, line: 679, column: 29)
!1607 = !DILocation(line: 681, column: 10, scope: !1606)
!1608 = !DILocation(line: 682, column: 11, scope: !1606)
!1609 = !DILocation(line: 683, column: 5, scope: !1606)
!1610 = !DILocation(line: 684, column: 9, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !59, file: !3, line: 684, column: 9)
!1612 = !DILocation(line: 684, column: 13, scope: !1611)
!1613 = !DILocation(line: 684, column: 9, scope: !59)
!1614 = !DILocation(line: 685, column: 7, scope: !1615)
!1615 = distinct !DILexicalBlock(scope: !1611, file: !3, line: 684, column: 18)
!1616 = !DILocation(line: 686, column: 11, scope: !1615)
!1617 = !DILocation(line: 687, column: 10, scope: !1615)
!1618 = !DILocation(line: 688, column: 5, scope: !1615)
!1619 = !DILocation(line: 689, column: 9, scope: !1620)
!1620 = distinct !DILexicalBlock(scope: !59, file: !3, line: 689, column: 9)
!1621 = !DILocation(line: 689, column: 13, scope: !1620)
!1622 = !DILocation(line: 689, column: 17, scope: !1620)
!1623 = !DILocation(line: 689, column: 20, scope: !1620)
!1624 = !DILocation(line: 689, column: 24, scope: !1620)
!1625 = !DILocation(line: 689, column: 29, scope: !1620)
!1626 = !DILocation(line: 689, column: 32, scope: !1620)
!1627 = !DILocation(line: 689, column: 36, scope: !1620)
!1628 = !DILocation(line: 689, column: 9, scope: !59)
!1629 = !DILocation(line: 690, column: 7, scope: !1630)
!1630 = distinct !DILexicalBlock(scope: !1620, file: !3, line: 689, column: 42)
!1631 = !DILocation(line: 691, column: 11, scope: !1630)
!1632 = !DILocation(line: 692, column: 10, scope: !1630)
!1633 = !DILocation(line: 693, column: 5, scope: !1630)
!1634 = !DILocation(line: 694, column: 9, scope: !1635)
!1635 = distinct !DILexicalBlock(scope: !59, file: !3, line: 694, column: 9)
!1636 = !DILocation(line: 694, column: 12, scope: !1635)
!1637 = !DILocation(line: 694, column: 16, scope: !1635)
!1638 = !DILocation(line: 694, column: 19, scope: !1635)
!1639 = !DILocation(line: 694, column: 23, scope: !1635)
!1640 = !DILocation(line: 694, column: 28, scope: !1635)
!1641 = !DILocation(line: 694, column: 31, scope: !1635)
!1642 = !DILocation(line: 694, column: 35, scope: !1635)
!1643 = !DILocation(line: 694, column: 9, scope: !59)
!1644 = !DILocation(line: 695, column: 7, scope: !1645)
!1645 = distinct !DILexicalBlock(scope: !1635, file: !3, line: 694, column: 40)
!1646 = !DILocation(line: 696, column: 10, scope: !1645)
!1647 = !DILocation(line: 697, column: 5, scope: !1645)
!1648 = !DILocation(line: 698, column: 9, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !59, file: !3, line: 698, column: 9)
!1650 = !DILocation(line: 698, column: 12, scope: !1649)
!1651 = !DILocation(line: 698, column: 17, scope: !1649)
!1652 = !DILocation(line: 698, column: 20, scope: !1649)
!1653 = !DILocation(line: 698, column: 24, scope: !1649)
!1654 = !DILocation(line: 698, column: 9, scope: !59)
!1655 = !DILocation(line: 699, column: 7, scope: !1656)
!1656 = distinct !DILexicalBlock(scope: !1649, file: !3, line: 698, column: 30)
!1657 = !DILocation(line: 700, column: 11, scope: !1656)
!1658 = !DILocation(line: 701, column: 5, scope: !1656)
!1659 = !DILocation(line: 702, column: 9, scope: !1660)
!1660 = distinct !DILexicalBlock(scope: !59, file: !3, line: 702, column: 9)
!1661 = !DILocation(line: 702, column: 13, scope: !1660)
!1662 = !DILocation(line: 702, column: 18, scope: !1660)
!1663 = !DILocation(line: 702, column: 21, scope: !1660)
!1664 = !DILocation(line: 702, column: 25, scope: !1660)
!1665 = !DILocation(line: 702, column: 9, scope: !59)
!1666 = !DILocation(line: 703, column: 7, scope: !1667)
!1667 = distinct !DILexicalBlock(scope: !1660, file: !3, line: 702, column: 31)
!1668 = !DILocation(line: 704, column: 11, scope: !1667)
!1669 = !DILocation(line: 705, column: 5, scope: !1667)
!1670 = !DILocation(line: 706, column: 9, scope: !1671)
!1671 = distinct !DILexicalBlock(scope: !59, file: !3, line: 706, column: 9)
!1672 = !DILocation(line: 706, column: 12, scope: !1671)
!1673 = !DILocation(line: 706, column: 9, scope: !59)
!1674 = !DILocation(line: 707, column: 7, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !1671, file: !3, line: 706, column: 17)
!1676 = !DILocation(line: 708, column: 10, scope: !1675)
!1677 = !DILocation(line: 709, column: 5, scope: !1675)
!1678 = !DILocation(line: 710, column: 9, scope: !1679)
!1679 = distinct !DILexicalBlock(scope: !59, file: !3, line: 710, column: 9)
!1680 = !DILocation(line: 710, column: 13, scope: !1679)
!1681 = !DILocation(line: 710, column: 17, scope: !1679)
!1682 = !DILocation(line: 710, column: 20, scope: !1679)
!1683 = !DILocation(line: 710, column: 24, scope: !1679)
!1684 = !DILocation(line: 710, column: 29, scope: !1679)
!1685 = !DILocation(line: 710, column: 32, scope: !1679)
!1686 = !DILocation(line: 710, column: 35, scope: !1679)
!1687 = !DILocation(line: 710, column: 9, scope: !59)
!1688 = !DILocation(line: 711, column: 7, scope: !1689)
!1689 = distinct !DILexicalBlock(scope: !1679, file: !3, line: 710, column: 41)
!1690 = !DILocation(line: 712, column: 11, scope: !1689)
!1691 = !DILocation(line: 713, column: 11, scope: !1689)
!1692 = !DILocation(line: 714, column: 5, scope: !1689)
!1693 = !DILocation(line: 715, column: 9, scope: !1694)
!1694 = distinct !DILexicalBlock(scope: !59, file: !3, line: 715, column: 9)
!1695 = !DILocation(line: 715, column: 12, scope: !1694)
!1696 = !DILocation(line: 715, column: 9, scope: !59)
!1697 = !DILocation(line: 716, column: 7, scope: !1698)
!1698 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 715, column: 18)
!1699 = !DILocation(line: 717, column: 10, scope: !1698)
!1700 = !DILocation(line: 718, column: 11, scope: !1698)
!1701 = !DILocation(line: 719, column: 10, scope: !1698)
!1702 = !DILocation(line: 720, column: 5, scope: !1698)
!1703 = !DILocation(line: 721, column: 9, scope: !1704)
!1704 = distinct !DILexicalBlock(scope: !59, file: !3, line: 721, column: 9)
!1705 = !DILocation(line: 721, column: 12, scope: !1704)
!1706 = !DILocation(line: 721, column: 9, scope: !59)
!1707 = !DILocation(line: 722, column: 7, scope: !1708)
!1708 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 721, column: 17)
!1709 = !DILocation(line: 723, column: 10, scope: !1708)
!1710 = !DILocation(line: 724, column: 5, scope: !1708)
!1711 = !DILocation(line: 725, column: 9, scope: !1712)
!1712 = distinct !DILexicalBlock(scope: !59, file: !3, line: 725, column: 9)
!1713 = !DILocation(line: 725, column: 13, scope: !1712)
!1714 = !DILocation(line: 725, column: 9, scope: !59)
!1715 = !DILocation(line: 726, column: 7, scope: !1716)
!1716 = distinct !DILexicalBlock(scope: !1712, file: !3, line: 725, column: 19)
!1717 = !DILocation(line: 727, column: 10, scope: !1716)
!1718 = !DILocation(line: 728, column: 10, scope: !1716)
!1719 = !DILocation(line: 729, column: 5, scope: !1716)
!1720 = !DILocation(line: 730, column: 9, scope: !1721)
!1721 = distinct !DILexicalBlock(scope: !59, file: !3, line: 730, column: 9)
!1722 = !DILocation(line: 730, column: 12, scope: !1721)
!1723 = !DILocation(line: 730, column: 16, scope: !1721)
!1724 = !DILocation(line: 730, column: 19, scope: !1721)
!1725 = !DILocation(line: 730, column: 23, scope: !1721)
!1726 = !DILocation(line: 730, column: 27, scope: !1721)
!1727 = !DILocation(line: 730, column: 30, scope: !1721)
!1728 = !DILocation(line: 730, column: 33, scope: !1721)
!1729 = !DILocation(line: 730, column: 9, scope: !59)
!1730 = !DILocation(line: 731, column: 7, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 730, column: 38)
!1732 = !DILocation(line: 732, column: 10, scope: !1731)
!1733 = !DILocation(line: 733, column: 11, scope: !1731)
!1734 = !DILocation(line: 734, column: 5, scope: !1731)
!1735 = !DILocation(line: 735, column: 9, scope: !1736)
!1736 = distinct !DILexicalBlock(scope: !59, file: !3, line: 735, column: 9)
!1737 = !DILocation(line: 735, column: 13, scope: !1736)
!1738 = !DILocation(line: 735, column: 18, scope: !1736)
!1739 = !DILocation(line: 735, column: 21, scope: !1736)
!1740 = !DILocation(line: 735, column: 24, scope: !1736)
!1741 = !DILocation(line: 735, column: 9, scope: !59)
!1742 = !DILocation(line: 736, column: 7, scope: !1743)
!1743 = distinct !DILexicalBlock(scope: !1736, file: !3, line: 735, column: 30)
!1744 = !DILocation(line: 737, column: 10, scope: !1743)
!1745 = !DILocation(line: 738, column: 5, scope: !1743)
!1746 = !DILocation(line: 739, column: 9, scope: !1747)
!1747 = distinct !DILexicalBlock(scope: !59, file: !3, line: 739, column: 9)
!1748 = !DILocation(line: 739, column: 12, scope: !1747)
!1749 = !DILocation(line: 739, column: 9, scope: !59)
!1750 = !DILocation(line: 740, column: 7, scope: !1751)
!1751 = distinct !DILexicalBlock(scope: !1747, file: !3, line: 739, column: 18)
!1752 = !DILocation(line: 741, column: 10, scope: !1751)
!1753 = !DILocation(line: 742, column: 10, scope: !1751)
!1754 = !DILocation(line: 743, column: 10, scope: !1751)
!1755 = !DILocation(line: 744, column: 5, scope: !1751)
!1756 = !DILocation(line: 745, column: 9, scope: !1757)
!1757 = distinct !DILexicalBlock(scope: !59, file: !3, line: 745, column: 9)
!1758 = !DILocation(line: 745, column: 12, scope: !1757)
!1759 = !DILocation(line: 745, column: 9, scope: !59)
!1760 = !DILocation(line: 746, column: 7, scope: !1761)
!1761 = distinct !DILexicalBlock(scope: !1757, file: !3, line: 745, column: 18)
!1762 = !DILocation(line: 747, column: 11, scope: !1761)
!1763 = !DILocation(line: 748, column: 5, scope: !1761)
!1764 = !DILocation(line: 749, column: 9, scope: !1765)
!1765 = distinct !DILexicalBlock(scope: !59, file: !3, line: 749, column: 9)
!1766 = !DILocation(line: 749, column: 13, scope: !1765)
!1767 = !DILocation(line: 749, column: 9, scope: !59)
!1768 = !DILocation(line: 750, column: 7, scope: !1769)
!1769 = distinct !DILexicalBlock(scope: !1765, file: !3, line: 749, column: 19)
!1770 = !DILocation(line: 751, column: 11, scope: !1769)
!1771 = !DILocation(line: 752, column: 10, scope: !1769)
!1772 = !DILocation(line: 753, column: 5, scope: !1769)
!1773 = !DILocation(line: 754, column: 9, scope: !1774)
!1774 = distinct !DILexicalBlock(scope: !59, file: !3, line: 754, column: 9)
!1775 = !DILocation(line: 754, column: 12, scope: !1774)
!1776 = !DILocation(line: 754, column: 16, scope: !1774)
!1777 = !DILocation(line: 754, column: 19, scope: !1774)
!1778 = !DILocation(line: 754, column: 22, scope: !1774)
!1779 = !DILocation(line: 754, column: 9, scope: !59)
!1780 = !DILocation(line: 755, column: 7, scope: !1781)
!1781 = distinct !DILexicalBlock(scope: !1774, file: !3, line: 754, column: 27)
!1782 = !DILocation(line: 756, column: 11, scope: !1781)
!1783 = !DILocation(line: 757, column: 5, scope: !1781)
!1784 = !DILocation(line: 758, column: 9, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !59, file: !3, line: 758, column: 9)
!1786 = !DILocation(line: 758, column: 12, scope: !1785)
!1787 = !DILocation(line: 758, column: 17, scope: !1785)
!1788 = !DILocation(line: 758, column: 20, scope: !1785)
!1789 = !DILocation(line: 758, column: 23, scope: !1785)
!1790 = !DILocation(line: 758, column: 9, scope: !59)
!1791 = !DILocation(line: 759, column: 7, scope: !1792)
!1792 = distinct !DILexicalBlock(scope: !1785, file: !3, line: 758, column: 28)
!1793 = !DILocation(line: 760, column: 10, scope: !1792)
!1794 = !DILocation(line: 761, column: 11, scope: !1792)
!1795 = !DILocation(line: 762, column: 5, scope: !1792)
!1796 = !DILocation(line: 763, column: 9, scope: !1797)
!1797 = distinct !DILexicalBlock(scope: !59, file: !3, line: 763, column: 9)
!1798 = !DILocation(line: 763, column: 12, scope: !1797)
!1799 = !DILocation(line: 763, column: 17, scope: !1797)
!1800 = !DILocation(line: 763, column: 20, scope: !1797)
!1801 = !DILocation(line: 763, column: 24, scope: !1797)
!1802 = !DILocation(line: 763, column: 9, scope: !59)
!1803 = !DILocation(line: 764, column: 7, scope: !1804)
!1804 = distinct !DILexicalBlock(scope: !1797, file: !3, line: 763, column: 29)
!1805 = !DILocation(line: 765, column: 10, scope: !1804)
!1806 = !DILocation(line: 766, column: 11, scope: !1807)
!1807 = distinct !DILexicalBlock(scope: !1804, file: !3, line: 766, column: 11)
!1808 = !DILocation(line: 766, column: 14, scope: !1807)
!1809 = !DILocation(line: 766, column: 19, scope: !1807)
!1810 = !DILocation(line: 766, column: 22, scope: !1807)
!1811 = !DILocation(line: 766, column: 26, scope: !1807)
!1812 = !DILocation(line: 766, column: 30, scope: !1807)
!1813 = !DILocation(line: 766, column: 33, scope: !1807)
!1814 = !DILocation(line: 766, column: 36, scope: !1807)
!1815 = !DILocation(line: 766, column: 11, scope: !1804)
!1816 = !DILocation(line: 767, column: 9, scope: !1817)
!1817 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 766, column: 41)
!1818 = !DILocation(line: 768, column: 12, scope: !1817)
!1819 = !DILocation(line: 769, column: 12, scope: !1817)
!1820 = !DILocation(line: 770, column: 7, scope: !1817)
!1821 = !DILocation(line: 771, column: 5, scope: !1804)
!1822 = !DILocation(line: 772, column: 9, scope: !1823)
!1823 = distinct !DILexicalBlock(scope: !59, file: !3, line: 772, column: 9)
!1824 = !DILocation(line: 772, column: 12, scope: !1823)
!1825 = !DILocation(line: 772, column: 9, scope: !59)
!1826 = !DILocation(line: 773, column: 7, scope: !1827)
!1827 = distinct !DILexicalBlock(scope: !1823, file: !3, line: 772, column: 18)
!1828 = !DILocation(line: 774, column: 11, scope: !1827)
!1829 = !DILocation(line: 775, column: 5, scope: !1827)
!1830 = !DILocation(line: 776, column: 9, scope: !1831)
!1831 = distinct !DILexicalBlock(scope: !59, file: !3, line: 776, column: 9)
!1832 = !DILocation(line: 776, column: 12, scope: !1831)
!1833 = !DILocation(line: 776, column: 16, scope: !1831)
!1834 = !DILocation(line: 776, column: 19, scope: !1831)
!1835 = !DILocation(line: 776, column: 22, scope: !1831)
!1836 = !DILocation(line: 776, column: 26, scope: !1831)
!1837 = !DILocation(line: 776, column: 29, scope: !1831)
!1838 = !DILocation(line: 776, column: 32, scope: !1831)
!1839 = !DILocation(line: 776, column: 9, scope: !59)
!1840 = !DILocation(line: 777, column: 7, scope: !1841)
!1841 = distinct !DILexicalBlock(scope: !1831, file: !3, line: 776, column: 38)
!1842 = !DILocation(line: 778, column: 10, scope: !1841)
!1843 = !DILocation(line: 779, column: 10, scope: !1841)
!1844 = !DILocation(line: 780, column: 10, scope: !1841)
!1845 = !DILocation(line: 781, column: 5, scope: !1841)
!1846 = !DILocation(line: 782, column: 9, scope: !1847)
!1847 = distinct !DILexicalBlock(scope: !59, file: !3, line: 782, column: 9)
!1848 = !DILocation(line: 782, column: 13, scope: !1847)
!1849 = !DILocation(line: 782, column: 9, scope: !59)
!1850 = !DILocation(line: 783, column: 7, scope: !1851)
!1851 = distinct !DILexicalBlock(scope: !1847, file: !3, line: 782, column: 19)
!1852 = !DILocation(line: 784, column: 10, scope: !1851)
!1853 = !DILocation(line: 785, column: 11, scope: !1851)
!1854 = !DILocation(line: 786, column: 5, scope: !1851)
!1855 = !DILocation(line: 787, column: 9, scope: !1856)
!1856 = distinct !DILexicalBlock(scope: !59, file: !3, line: 787, column: 9)
!1857 = !DILocation(line: 787, column: 12, scope: !1856)
!1858 = !DILocation(line: 787, column: 16, scope: !1856)
!1859 = !DILocation(line: 787, column: 19, scope: !1856)
!1860 = !DILocation(line: 787, column: 22, scope: !1856)
!1861 = !DILocation(line: 787, column: 9, scope: !59)
!1862 = !DILocation(line: 788, column: 7, scope: !1863)
!1863 = distinct !DILexicalBlock(scope: !1856, file: !3, line: 787, column: 28)
!1864 = !DILocation(line: 789, column: 10, scope: !1863)
!1865 = !DILocation(line: 790, column: 11, scope: !1863)
!1866 = !DILocation(line: 791, column: 5, scope: !1863)
!1867 = !DILocation(line: 792, column: 9, scope: !1868)
!1868 = distinct !DILexicalBlock(scope: !59, file: !3, line: 792, column: 9)
!1869 = !DILocation(line: 792, column: 13, scope: !1868)
!1870 = !DILocation(line: 792, column: 18, scope: !1868)
!1871 = !DILocation(line: 792, column: 21, scope: !1868)
!1872 = !DILocation(line: 792, column: 25, scope: !1868)
!1873 = !DILocation(line: 792, column: 30, scope: !1868)
!1874 = !DILocation(line: 792, column: 33, scope: !1868)
!1875 = !DILocation(line: 792, column: 36, scope: !1868)
!1876 = !DILocation(line: 792, column: 9, scope: !59)
!1877 = !DILocation(line: 793, column: 7, scope: !1878)
!1878 = distinct !DILexicalBlock(scope: !1868, file: !3, line: 792, column: 42)
!1879 = !DILocation(line: 794, column: 11, scope: !1878)
!1880 = !DILocation(line: 795, column: 10, scope: !1878)
!1881 = !DILocation(line: 796, column: 5, scope: !1878)
!1882 = !DILocation(line: 797, column: 9, scope: !1883)
!1883 = distinct !DILexicalBlock(scope: !59, file: !3, line: 797, column: 9)
!1884 = !DILocation(line: 797, column: 13, scope: !1883)
!1885 = !DILocation(line: 797, column: 18, scope: !1883)
!1886 = !DILocation(line: 797, column: 21, scope: !1883)
!1887 = !DILocation(line: 797, column: 24, scope: !1883)
!1888 = !DILocation(line: 797, column: 28, scope: !1883)
!1889 = !DILocation(line: 797, column: 31, scope: !1883)
!1890 = !DILocation(line: 797, column: 34, scope: !1883)
!1891 = !DILocation(line: 797, column: 9, scope: !59)
!1892 = !DILocation(line: 798, column: 7, scope: !1893)
!1893 = distinct !DILexicalBlock(scope: !1883, file: !3, line: 797, column: 40)
!1894 = !DILocation(line: 799, column: 11, scope: !1893)
!1895 = !DILocation(line: 800, column: 10, scope: !1893)
!1896 = !DILocation(line: 801, column: 11, scope: !1893)
!1897 = !DILocation(line: 802, column: 11, scope: !1898)
!1898 = distinct !DILexicalBlock(scope: !1893, file: !3, line: 802, column: 11)
!1899 = !DILocation(line: 802, column: 15, scope: !1898)
!1900 = !DILocation(line: 802, column: 20, scope: !1898)
!1901 = !DILocation(line: 802, column: 23, scope: !1898)
!1902 = !DILocation(line: 802, column: 26, scope: !1898)
!1903 = !DILocation(line: 802, column: 31, scope: !1898)
!1904 = !DILocation(line: 802, column: 34, scope: !1898)
!1905 = !DILocation(line: 802, column: 37, scope: !1898)
!1906 = !DILocation(line: 802, column: 11, scope: !1893)
!1907 = !DILocation(line: 803, column: 9, scope: !1908)
!1908 = distinct !DILexicalBlock(scope: !1898, file: !3, line: 802, column: 42)
!1909 = !DILocation(line: 804, column: 13, scope: !1908)
!1910 = !DILocation(line: 805, column: 12, scope: !1908)
!1911 = !DILocation(line: 806, column: 12, scope: !1908)
!1912 = !DILocation(line: 807, column: 13, scope: !1908)
!1913 = !DILocation(line: 808, column: 7, scope: !1908)
!1914 = !DILocation(line: 809, column: 5, scope: !1893)
!1915 = !DILocation(line: 810, column: 9, scope: !1916)
!1916 = distinct !DILexicalBlock(scope: !59, file: !3, line: 810, column: 9)
!1917 = !DILocation(line: 810, column: 12, scope: !1916)
!1918 = !DILocation(line: 810, column: 9, scope: !59)
!1919 = !DILocation(line: 811, column: 7, scope: !1920)
!1920 = distinct !DILexicalBlock(scope: !1916, file: !3, line: 810, column: 18)
!1921 = !DILocation(line: 812, column: 10, scope: !1920)
!1922 = !DILocation(line: 813, column: 11, scope: !1920)
!1923 = !DILocation(line: 814, column: 5, scope: !1920)
!1924 = !DILocation(line: 815, column: 9, scope: !1925)
!1925 = distinct !DILexicalBlock(scope: !59, file: !3, line: 815, column: 9)
!1926 = !DILocation(line: 815, column: 12, scope: !1925)
!1927 = !DILocation(line: 815, column: 16, scope: !1925)
!1928 = !DILocation(line: 815, column: 19, scope: !1925)
!1929 = !DILocation(line: 815, column: 22, scope: !1925)
!1930 = !DILocation(line: 815, column: 26, scope: !1925)
!1931 = !DILocation(line: 815, column: 29, scope: !1925)
!1932 = !DILocation(line: 815, column: 32, scope: !1925)
!1933 = !DILocation(line: 815, column: 9, scope: !59)
!1934 = !DILocation(line: 816, column: 7, scope: !1935)
!1935 = distinct !DILexicalBlock(scope: !1925, file: !3, line: 815, column: 37)
!1936 = !DILocation(line: 817, column: 10, scope: !1935)
!1937 = !DILocation(line: 818, column: 10, scope: !1935)
!1938 = !DILocation(line: 819, column: 11, scope: !1935)
!1939 = !DILocation(line: 820, column: 5, scope: !1935)
!1940 = !DILocation(line: 821, column: 9, scope: !1941)
!1941 = distinct !DILexicalBlock(scope: !59, file: !3, line: 821, column: 9)
!1942 = !DILocation(line: 821, column: 13, scope: !1941)
!1943 = !DILocation(line: 821, column: 18, scope: !1941)
!1944 = !DILocation(line: 821, column: 21, scope: !1941)
!1945 = !DILocation(line: 821, column: 25, scope: !1941)
!1946 = !DILocation(line: 821, column: 9, scope: !59)
!1947 = !DILocation(line: 822, column: 7, scope: !1948)
!1948 = distinct !DILexicalBlock(scope: !1941, file: !3, line: 821, column: 30)
!1949 = !DILocation(line: 823, column: 11, scope: !1948)
!1950 = !DILocation(line: 824, column: 10, scope: !1948)
!1951 = !DILocation(line: 825, column: 10, scope: !1948)
!1952 = !DILocation(line: 826, column: 5, scope: !1948)
!1953 = !DILocation(line: 827, column: 9, scope: !1954)
!1954 = distinct !DILexicalBlock(scope: !59, file: !3, line: 827, column: 9)
!1955 = !DILocation(line: 827, column: 12, scope: !1954)
!1956 = !DILocation(line: 827, column: 17, scope: !1954)
!1957 = !DILocation(line: 827, column: 20, scope: !1954)
!1958 = !DILocation(line: 827, column: 24, scope: !1954)
!1959 = !DILocation(line: 827, column: 28, scope: !1954)
!1960 = !DILocation(line: 827, column: 31, scope: !1954)
!1961 = !DILocation(line: 827, column: 34, scope: !1954)
!1962 = !DILocation(line: 827, column: 9, scope: !59)
!1963 = !DILocation(line: 828, column: 7, scope: !1964)
!1964 = distinct !DILexicalBlock(scope: !1954, file: !3, line: 827, column: 39)
!1965 = !DILocation(line: 829, column: 11, scope: !1964)
!1966 = !DILocation(line: 830, column: 11, scope: !1964)
!1967 = !DILocation(line: 831, column: 10, scope: !1964)
!1968 = !DILocation(line: 832, column: 5, scope: !1964)
!1969 = !DILocation(line: 833, column: 9, scope: !1970)
!1970 = distinct !DILexicalBlock(scope: !59, file: !3, line: 833, column: 9)
!1971 = !DILocation(line: 833, column: 12, scope: !1970)
!1972 = !DILocation(line: 833, column: 17, scope: !1970)
!1973 = !DILocation(line: 833, column: 20, scope: !1970)
!1974 = !DILocation(line: 833, column: 23, scope: !1970)
!1975 = !DILocation(line: 833, column: 9, scope: !59)
!1976 = !DILocation(line: 834, column: 7, scope: !1977)
!1977 = distinct !DILexicalBlock(scope: !1970, file: !3, line: 833, column: 28)
!1978 = !DILocation(line: 835, column: 10, scope: !1977)
!1979 = !DILocation(line: 836, column: 5, scope: !1977)
!1980 = !DILocation(line: 837, column: 9, scope: !1981)
!1981 = distinct !DILexicalBlock(scope: !59, file: !3, line: 837, column: 9)
!1982 = !DILocation(line: 837, column: 12, scope: !1981)
!1983 = !DILocation(line: 837, column: 16, scope: !1981)
!1984 = !DILocation(line: 837, column: 19, scope: !1981)
!1985 = !DILocation(line: 837, column: 23, scope: !1981)
!1986 = !DILocation(line: 837, column: 9, scope: !59)
!1987 = !DILocation(line: 838, column: 7, scope: !1988)
!1988 = distinct !DILexicalBlock(scope: !1981, file: !3, line: 837, column: 29)
!1989 = !DILocation(line: 839, column: 10, scope: !1988)
!1990 = !DILocation(line: 840, column: 11, scope: !1988)
!1991 = !DILocation(line: 841, column: 10, scope: !1988)
!1992 = !DILocation(line: 842, column: 10, scope: !1988)
!1993 = !DILocation(line: 843, column: 5, scope: !1988)
!1994 = !DILocation(line: 844, column: 9, scope: !1995)
!1995 = distinct !DILexicalBlock(scope: !59, file: !3, line: 844, column: 9)
!1996 = !DILocation(line: 844, column: 12, scope: !1995)
!1997 = !DILocation(line: 844, column: 17, scope: !1995)
!1998 = !DILocation(line: 844, column: 20, scope: !1995)
!1999 = !DILocation(line: 844, column: 24, scope: !1995)
!2000 = !DILocation(line: 844, column: 9, scope: !59)
!2001 = !DILocation(line: 845, column: 7, scope: !2002)
!2002 = distinct !DILexicalBlock(scope: !1995, file: !3, line: 844, column: 30)
!2003 = !DILocation(line: 846, column: 10, scope: !2002)
!2004 = !DILocation(line: 847, column: 11, scope: !2002)
!2005 = !DILocation(line: 848, column: 5, scope: !2002)
!2006 = !DILocation(line: 849, column: 9, scope: !2007)
!2007 = distinct !DILexicalBlock(scope: !59, file: !3, line: 849, column: 9)
!2008 = !DILocation(line: 849, column: 12, scope: !2007)
!2009 = !DILocation(line: 849, column: 16, scope: !2007)
!2010 = !DILocation(line: 849, column: 19, scope: !2007)
!2011 = !DILocation(line: 849, column: 23, scope: !2007)
!2012 = !DILocation(line: 849, column: 28, scope: !2007)
!2013 = !DILocation(line: 849, column: 31, scope: !2007)
!2014 = !DILocation(line: 849, column: 35, scope: !2007)
!2015 = !DILocation(line: 849, column: 9, scope: !59)
!2016 = !DILocation(line: 850, column: 7, scope: !2017)
!2017 = distinct !DILexicalBlock(scope: !2007, file: !3, line: 849, column: 40)
!2018 = !DILocation(line: 851, column: 11, scope: !2017)
!2019 = !DILocation(line: 852, column: 10, scope: !2017)
!2020 = !DILocation(line: 853, column: 10, scope: !2017)
!2021 = !DILocation(line: 854, column: 5, scope: !2017)
!2022 = !DILocation(line: 855, column: 9, scope: !2023)
!2023 = distinct !DILexicalBlock(scope: !59, file: !3, line: 855, column: 9)
!2024 = !DILocation(line: 855, column: 12, scope: !2023)
!2025 = !DILocation(line: 855, column: 9, scope: !59)
!2026 = !DILocation(line: 856, column: 7, scope: !2027)
!2027 = distinct !DILexicalBlock(scope: !2023, file: !3, line: 855, column: 18)
!2028 = !DILocation(line: 857, column: 10, scope: !2027)
!2029 = !DILocation(line: 858, column: 10, scope: !2027)
!2030 = !DILocation(line: 859, column: 11, scope: !2031)
!2031 = distinct !DILexicalBlock(scope: !2027, file: !3, line: 859, column: 11)
!2032 = !DILocation(line: 859, column: 14, scope: !2031)
!2033 = !DILocation(line: 859, column: 11, scope: !2027)
!2034 = !DILocation(line: 860, column: 9, scope: !2035)
!2035 = distinct !DILexicalBlock(scope: !2031, file: !3, line: 859, column: 20)
!2036 = !DILocation(line: 861, column: 12, scope: !2035)
!2037 = !DILocation(line: 862, column: 12, scope: !2035)
!2038 = !DILocation(line: 863, column: 7, scope: !2035)
!2039 = !DILocation(line: 864, column: 5, scope: !2027)
!2040 = !DILocation(line: 865, column: 9, scope: !2041)
!2041 = distinct !DILexicalBlock(scope: !59, file: !3, line: 865, column: 9)
!2042 = !DILocation(line: 865, column: 13, scope: !2041)
!2043 = !DILocation(line: 865, column: 9, scope: !59)
!2044 = !DILocation(line: 866, column: 7, scope: !2045)
!2045 = distinct !DILexicalBlock(scope: !2041, file: !3, line: 865, column: 18)
!2046 = !DILocation(line: 867, column: 11, scope: !2045)
!2047 = !DILocation(line: 868, column: 10, scope: !2045)
!2048 = !DILocation(line: 869, column: 11, scope: !2045)
!2049 = !DILocation(line: 870, column: 5, scope: !2045)
!2050 = !DILocation(line: 871, column: 9, scope: !2051)
!2051 = distinct !DILexicalBlock(scope: !59, file: !3, line: 871, column: 9)
!2052 = !DILocation(line: 871, column: 12, scope: !2051)
!2053 = !DILocation(line: 871, column: 9, scope: !59)
!2054 = !DILocation(line: 872, column: 7, scope: !2055)
!2055 = distinct !DILexicalBlock(scope: !2051, file: !3, line: 871, column: 18)
!2056 = !DILocation(line: 873, column: 10, scope: !2055)
!2057 = !DILocation(line: 874, column: 10, scope: !2055)
!2058 = !DILocation(line: 875, column: 11, scope: !2059)
!2059 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 875, column: 11)
!2060 = !DILocation(line: 875, column: 14, scope: !2059)
!2061 = !DILocation(line: 875, column: 19, scope: !2059)
!2062 = !DILocation(line: 875, column: 22, scope: !2059)
!2063 = !DILocation(line: 875, column: 25, scope: !2059)
!2064 = !DILocation(line: 875, column: 29, scope: !2059)
!2065 = !DILocation(line: 875, column: 32, scope: !2059)
!2066 = !DILocation(line: 875, column: 35, scope: !2059)
!2067 = !DILocation(line: 875, column: 11, scope: !2055)
!2068 = !DILocation(line: 876, column: 9, scope: !2069)
!2069 = distinct !DILexicalBlock(scope: !2059, file: !3, line: 875, column: 41)
!2070 = !DILocation(line: 877, column: 13, scope: !2069)
!2071 = !DILocation(line: 878, column: 7, scope: !2069)
!2072 = !DILocation(line: 879, column: 5, scope: !2055)
!2073 = !DILocation(line: 880, column: 9, scope: !2074)
!2074 = distinct !DILexicalBlock(scope: !59, file: !3, line: 880, column: 9)
!2075 = !DILocation(line: 880, column: 12, scope: !2074)
!2076 = !DILocation(line: 880, column: 16, scope: !2074)
!2077 = !DILocation(line: 880, column: 19, scope: !2074)
!2078 = !DILocation(line: 880, column: 22, scope: !2074)
!2079 = !DILocation(line: 880, column: 27, scope: !2074)
!2080 = !DILocation(line: 880, column: 30, scope: !2074)
!2081 = !DILocation(line: 880, column: 33, scope: !2074)
!2082 = !DILocation(line: 880, column: 9, scope: !59)
!2083 = !DILocation(line: 881, column: 7, scope: !2084)
!2084 = distinct !DILexicalBlock(scope: !2074, file: !3, line: 880, column: 38)
!2085 = !DILocation(line: 882, column: 10, scope: !2084)
!2086 = !DILocation(line: 883, column: 10, scope: !2084)
!2087 = !DILocation(line: 884, column: 11, scope: !2084)
!2088 = !DILocation(line: 885, column: 5, scope: !2084)
!2089 = !DILocation(line: 886, column: 9, scope: !2090)
!2090 = distinct !DILexicalBlock(scope: !59, file: !3, line: 886, column: 9)
!2091 = !DILocation(line: 886, column: 12, scope: !2090)
!2092 = !DILocation(line: 886, column: 9, scope: !59)
!2093 = !DILocation(line: 887, column: 7, scope: !2094)
!2094 = distinct !DILexicalBlock(scope: !2090, file: !3, line: 886, column: 17)
!2095 = !DILocation(line: 888, column: 10, scope: !2094)
!2096 = !DILocation(line: 889, column: 10, scope: !2094)
!2097 = !DILocation(line: 890, column: 11, scope: !2098)
!2098 = distinct !DILexicalBlock(scope: !2094, file: !3, line: 890, column: 11)
!2099 = !DILocation(line: 890, column: 14, scope: !2098)
!2100 = !DILocation(line: 890, column: 18, scope: !2098)
!2101 = !DILocation(line: 890, column: 21, scope: !2098)
!2102 = !DILocation(line: 890, column: 24, scope: !2098)
!2103 = !DILocation(line: 890, column: 29, scope: !2098)
!2104 = !DILocation(line: 890, column: 32, scope: !2098)
!2105 = !DILocation(line: 890, column: 36, scope: !2098)
!2106 = !DILocation(line: 890, column: 11, scope: !2094)
!2107 = !DILocation(line: 891, column: 9, scope: !2108)
!2108 = distinct !DILexicalBlock(scope: !2098, file: !3, line: 890, column: 41)
!2109 = !DILocation(line: 892, column: 13, scope: !2108)
!2110 = !DILocation(line: 893, column: 7, scope: !2108)
!2111 = !DILocation(line: 894, column: 5, scope: !2094)
!2112 = !DILocation(line: 895, column: 9, scope: !2113)
!2113 = distinct !DILexicalBlock(scope: !59, file: !3, line: 895, column: 9)
!2114 = !DILocation(line: 895, column: 12, scope: !2113)
!2115 = !DILocation(line: 895, column: 9, scope: !59)
!2116 = !DILocation(line: 896, column: 7, scope: !2117)
!2117 = distinct !DILexicalBlock(scope: !2113, file: !3, line: 895, column: 17)
!2118 = !DILocation(line: 897, column: 10, scope: !2117)
!2119 = !DILocation(line: 898, column: 5, scope: !2117)
!2120 = !DILocation(line: 899, column: 9, scope: !2121)
!2121 = distinct !DILexicalBlock(scope: !59, file: !3, line: 899, column: 9)
!2122 = !DILocation(line: 899, column: 12, scope: !2121)
!2123 = !DILocation(line: 899, column: 17, scope: !2121)
!2124 = !DILocation(line: 899, column: 20, scope: !2121)
!2125 = !DILocation(line: 899, column: 24, scope: !2121)
!2126 = !DILocation(line: 899, column: 9, scope: !59)
!2127 = !DILocation(line: 900, column: 7, scope: !2128)
!2128 = distinct !DILexicalBlock(scope: !2121, file: !3, line: 899, column: 30)
!2129 = !DILocation(line: 901, column: 10, scope: !2128)
!2130 = !DILocation(line: 902, column: 10, scope: !2128)
!2131 = !DILocation(line: 903, column: 5, scope: !2128)
!2132 = !DILocation(line: 904, column: 9, scope: !2133)
!2133 = distinct !DILexicalBlock(scope: !59, file: !3, line: 904, column: 9)
!2134 = !DILocation(line: 904, column: 12, scope: !2133)
!2135 = !DILocation(line: 904, column: 17, scope: !2133)
!2136 = !DILocation(line: 904, column: 20, scope: !2133)
!2137 = !DILocation(line: 904, column: 24, scope: !2133)
!2138 = !DILocation(line: 904, column: 29, scope: !2133)
!2139 = !DILocation(line: 904, column: 32, scope: !2133)
!2140 = !DILocation(line: 904, column: 36, scope: !2133)
!2141 = !DILocation(line: 904, column: 9, scope: !59)
!2142 = !DILocation(line: 905, column: 7, scope: !2143)
!2143 = distinct !DILexicalBlock(scope: !2133, file: !3, line: 904, column: 42)
!2144 = !DILocation(line: 906, column: 10, scope: !2143)
!2145 = !DILocation(line: 907, column: 11, scope: !2143)
!2146 = !DILocation(line: 908, column: 5, scope: !2143)
!2147 = !DILocation(line: 909, column: 9, scope: !2148)
!2148 = distinct !DILexicalBlock(scope: !59, file: !3, line: 909, column: 9)
!2149 = !DILocation(line: 909, column: 12, scope: !2148)
!2150 = !DILocation(line: 909, column: 17, scope: !2148)
!2151 = !DILocation(line: 909, column: 20, scope: !2148)
!2152 = !DILocation(line: 909, column: 23, scope: !2148)
!2153 = !DILocation(line: 909, column: 9, scope: !59)
!2154 = !DILocation(line: 910, column: 7, scope: !2155)
!2155 = distinct !DILexicalBlock(scope: !2148, file: !3, line: 909, column: 29)
!2156 = !DILocation(line: 911, column: 11, scope: !2155)
!2157 = !DILocation(line: 912, column: 5, scope: !2155)
!2158 = !DILocation(line: 913, column: 9, scope: !2159)
!2159 = distinct !DILexicalBlock(scope: !59, file: !3, line: 913, column: 9)
!2160 = !DILocation(line: 913, column: 12, scope: !2159)
!2161 = !DILocation(line: 913, column: 17, scope: !2159)
!2162 = !DILocation(line: 913, column: 20, scope: !2159)
!2163 = !DILocation(line: 913, column: 23, scope: !2159)
!2164 = !DILocation(line: 913, column: 9, scope: !59)
!2165 = !DILocation(line: 914, column: 7, scope: !2166)
!2166 = distinct !DILexicalBlock(scope: !2159, file: !3, line: 913, column: 29)
!2167 = !DILocation(line: 915, column: 11, scope: !2166)
!2168 = !DILocation(line: 916, column: 10, scope: !2166)
!2169 = !DILocation(line: 917, column: 11, scope: !2170)
!2170 = distinct !DILexicalBlock(scope: !2166, file: !3, line: 917, column: 11)
!2171 = !DILocation(line: 917, column: 15, scope: !2170)
!2172 = !DILocation(line: 917, column: 11, scope: !2166)
!2173 = !DILocation(line: 918, column: 9, scope: !2174)
!2174 = distinct !DILexicalBlock(scope: !2170, file: !3, line: 917, column: 21)
!2175 = !DILocation(line: 919, column: 12, scope: !2174)
!2176 = !DILocation(line: 920, column: 7, scope: !2174)
!2177 = !DILocation(line: 921, column: 5, scope: !2166)
!2178 = !DILocation(line: 922, column: 9, scope: !2179)
!2179 = distinct !DILexicalBlock(scope: !59, file: !3, line: 922, column: 9)
!2180 = !DILocation(line: 922, column: 12, scope: !2179)
!2181 = !DILocation(line: 922, column: 9, scope: !59)
!2182 = !DILocation(line: 923, column: 7, scope: !2183)
!2183 = distinct !DILexicalBlock(scope: !2179, file: !3, line: 922, column: 18)
!2184 = !DILocation(line: 924, column: 10, scope: !2183)
!2185 = !DILocation(line: 925, column: 5, scope: !2183)
!2186 = !DILocation(line: 926, column: 9, scope: !2187)
!2187 = distinct !DILexicalBlock(scope: !59, file: !3, line: 926, column: 9)
!2188 = !DILocation(line: 926, column: 12, scope: !2187)
!2189 = !DILocation(line: 926, column: 17, scope: !2187)
!2190 = !DILocation(line: 926, column: 20, scope: !2187)
!2191 = !DILocation(line: 926, column: 23, scope: !2187)
!2192 = !DILocation(line: 926, column: 9, scope: !59)
!2193 = !DILocation(line: 927, column: 7, scope: !2194)
!2194 = distinct !DILexicalBlock(scope: !2187, file: !3, line: 926, column: 29)
!2195 = !DILocation(line: 928, column: 10, scope: !2194)
!2196 = !DILocation(line: 929, column: 10, scope: !2194)
!2197 = !DILocation(line: 930, column: 5, scope: !2194)
!2198 = !DILocation(line: 931, column: 9, scope: !2199)
!2199 = distinct !DILexicalBlock(scope: !59, file: !3, line: 931, column: 9)
!2200 = !DILocation(line: 931, column: 13, scope: !2199)
!2201 = !DILocation(line: 931, column: 17, scope: !2199)
!2202 = !DILocation(line: 931, column: 20, scope: !2199)
!2203 = !DILocation(line: 931, column: 23, scope: !2199)
!2204 = !DILocation(line: 931, column: 9, scope: !59)
!2205 = !DILocation(line: 932, column: 7, scope: !2206)
!2206 = distinct !DILexicalBlock(scope: !2199, file: !3, line: 931, column: 29)
!2207 = !DILocation(line: 933, column: 10, scope: !2206)
!2208 = !DILocation(line: 934, column: 5, scope: !2206)
!2209 = !DILocation(line: 935, column: 9, scope: !2210)
!2210 = distinct !DILexicalBlock(scope: !59, file: !3, line: 935, column: 9)
!2211 = !DILocation(line: 935, column: 12, scope: !2210)
!2212 = !DILocation(line: 935, column: 17, scope: !2210)
!2213 = !DILocation(line: 935, column: 20, scope: !2210)
!2214 = !DILocation(line: 935, column: 23, scope: !2210)
!2215 = !DILocation(line: 935, column: 27, scope: !2210)
!2216 = !DILocation(line: 935, column: 30, scope: !2210)
!2217 = !DILocation(line: 935, column: 33, scope: !2210)
!2218 = !DILocation(line: 935, column: 9, scope: !59)
!2219 = !DILocation(line: 936, column: 7, scope: !2220)
!2220 = distinct !DILexicalBlock(scope: !2210, file: !3, line: 935, column: 39)
!2221 = !DILocation(line: 937, column: 10, scope: !2220)
!2222 = !DILocation(line: 938, column: 10, scope: !2220)
!2223 = !DILocation(line: 939, column: 11, scope: !2224)
!2224 = distinct !DILexicalBlock(scope: !2220, file: !3, line: 939, column: 11)
!2225 = !DILocation(line: 939, column: 14, scope: !2224)
!2226 = !DILocation(line: 939, column: 11, scope: !2220)
!2227 = !DILocation(line: 940, column: 9, scope: !2228)
!2228 = distinct !DILexicalBlock(scope: !2224, file: !3, line: 939, column: 20)
!2229 = !DILocation(line: 941, column: 12, scope: !2228)
!2230 = !DILocation(line: 942, column: 13, scope: !2228)
!2231 = !DILocation(line: 943, column: 7, scope: !2228)
!2232 = !DILocation(line: 944, column: 5, scope: !2220)
!2233 = !DILocation(line: 945, column: 9, scope: !2234)
!2234 = distinct !DILexicalBlock(scope: !59, file: !3, line: 945, column: 9)
!2235 = !DILocation(line: 945, column: 12, scope: !2234)
!2236 = !DILocation(line: 945, column: 17, scope: !2234)
!2237 = !DILocation(line: 945, column: 20, scope: !2234)
!2238 = !DILocation(line: 945, column: 23, scope: !2234)
!2239 = !DILocation(line: 945, column: 27, scope: !2234)
!2240 = !DILocation(line: 945, column: 30, scope: !2234)
!2241 = !DILocation(line: 945, column: 34, scope: !2234)
!2242 = !DILocation(line: 945, column: 9, scope: !59)
!2243 = !DILocation(line: 946, column: 7, scope: !2244)
!2244 = distinct !DILexicalBlock(scope: !2234, file: !3, line: 945, column: 40)
!2245 = !DILocation(line: 947, column: 10, scope: !2244)
!2246 = !DILocation(line: 948, column: 11, scope: !2244)
!2247 = !DILocation(line: 949, column: 11, scope: !2244)
!2248 = !DILocation(line: 950, column: 5, scope: !2244)
!2249 = !DILocation(line: 951, column: 9, scope: !2250)
!2250 = distinct !DILexicalBlock(scope: !59, file: !3, line: 951, column: 9)
!2251 = !DILocation(line: 951, column: 12, scope: !2250)
!2252 = !DILocation(line: 951, column: 9, scope: !59)
!2253 = !DILocation(line: 952, column: 7, scope: !2254)
!2254 = distinct !DILexicalBlock(scope: !2250, file: !3, line: 951, column: 18)
!2255 = !DILocation(line: 953, column: 10, scope: !2254)
!2256 = !DILocation(line: 954, column: 10, scope: !2254)
!2257 = !DILocation(line: 955, column: 5, scope: !2254)
!2258 = !DILocation(line: 956, column: 9, scope: !2259)
!2259 = distinct !DILexicalBlock(scope: !59, file: !3, line: 956, column: 9)
!2260 = !DILocation(line: 956, column: 12, scope: !2259)
!2261 = !DILocation(line: 956, column: 9, scope: !59)
!2262 = !DILocation(line: 957, column: 7, scope: !2263)
!2263 = distinct !DILexicalBlock(scope: !2259, file: !3, line: 956, column: 18)
!2264 = !DILocation(line: 958, column: 10, scope: !2263)
!2265 = !DILocation(line: 959, column: 5, scope: !2263)
!2266 = !DILocation(line: 960, column: 9, scope: !2267)
!2267 = distinct !DILexicalBlock(scope: !59, file: !3, line: 960, column: 9)
!2268 = !DILocation(line: 960, column: 13, scope: !2267)
!2269 = !DILocation(line: 960, column: 9, scope: !59)
!2270 = !DILocation(line: 961, column: 7, scope: !2271)
!2271 = distinct !DILexicalBlock(scope: !2267, file: !3, line: 960, column: 19)
!2272 = !DILocation(line: 962, column: 11, scope: !2271)
!2273 = !DILocation(line: 963, column: 10, scope: !2271)
!2274 = !DILocation(line: 964, column: 5, scope: !2271)
!2275 = !DILocation(line: 965, column: 9, scope: !2276)
!2276 = distinct !DILexicalBlock(scope: !59, file: !3, line: 965, column: 9)
!2277 = !DILocation(line: 965, column: 12, scope: !2276)
!2278 = !DILocation(line: 965, column: 17, scope: !2276)
!2279 = !DILocation(line: 965, column: 20, scope: !2276)
!2280 = !DILocation(line: 965, column: 23, scope: !2276)
!2281 = !DILocation(line: 965, column: 9, scope: !59)
!2282 = !DILocation(line: 966, column: 7, scope: !2283)
!2283 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 965, column: 29)
!2284 = !DILocation(line: 967, column: 10, scope: !2283)
!2285 = !DILocation(line: 968, column: 5, scope: !2283)
!2286 = !DILocation(line: 969, column: 9, scope: !2287)
!2287 = distinct !DILexicalBlock(scope: !59, file: !3, line: 969, column: 9)
!2288 = !DILocation(line: 969, column: 13, scope: !2287)
!2289 = !DILocation(line: 969, column: 18, scope: !2287)
!2290 = !DILocation(line: 969, column: 21, scope: !2287)
!2291 = !DILocation(line: 969, column: 24, scope: !2287)
!2292 = !DILocation(line: 969, column: 9, scope: !59)
!2293 = !DILocation(line: 970, column: 7, scope: !2294)
!2294 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 969, column: 29)
!2295 = !DILocation(line: 971, column: 10, scope: !2294)
!2296 = !DILocation(line: 972, column: 10, scope: !2294)
!2297 = !DILocation(line: 973, column: 5, scope: !2294)
!2298 = !DILocation(line: 974, column: 9, scope: !2299)
!2299 = distinct !DILexicalBlock(scope: !59, file: !3, line: 974, column: 9)
!2300 = !DILocation(line: 974, column: 12, scope: !2299)
!2301 = !DILocation(line: 974, column: 9, scope: !59)
!2302 = !DILocation(line: 975, column: 7, scope: !2303)
!2303 = distinct !DILexicalBlock(scope: !2299, file: !3, line: 974, column: 18)
!2304 = !DILocation(line: 976, column: 11, scope: !2303)
!2305 = !DILocation(line: 977, column: 10, scope: !2303)
!2306 = !DILocation(line: 978, column: 5, scope: !2303)
!2307 = !DILocation(line: 979, column: 9, scope: !2308)
!2308 = distinct !DILexicalBlock(scope: !59, file: !3, line: 979, column: 9)
!2309 = !DILocation(line: 979, column: 13, scope: !2308)
!2310 = !DILocation(line: 979, column: 9, scope: !59)
!2311 = !DILocation(line: 980, column: 7, scope: !2312)
!2312 = distinct !DILexicalBlock(scope: !2308, file: !3, line: 979, column: 19)
!2313 = !DILocation(line: 981, column: 10, scope: !2312)
!2314 = !DILocation(line: 982, column: 10, scope: !2312)
!2315 = !DILocation(line: 983, column: 5, scope: !2312)
!2316 = !DILocation(line: 984, column: 9, scope: !2317)
!2317 = distinct !DILexicalBlock(scope: !59, file: !3, line: 984, column: 9)
!2318 = !DILocation(line: 984, column: 12, scope: !2317)
!2319 = !DILocation(line: 984, column: 17, scope: !2317)
!2320 = !DILocation(line: 984, column: 20, scope: !2317)
!2321 = !DILocation(line: 984, column: 23, scope: !2317)
!2322 = !DILocation(line: 984, column: 9, scope: !59)
!2323 = !DILocation(line: 985, column: 7, scope: !2324)
!2324 = distinct !DILexicalBlock(scope: !2317, file: !3, line: 984, column: 29)
!2325 = !DILocation(line: 986, column: 10, scope: !2324)
!2326 = !DILocation(line: 987, column: 11, scope: !2324)
!2327 = !DILocation(line: 988, column: 5, scope: !2324)
!2328 = !DILocation(line: 989, column: 9, scope: !2329)
!2329 = distinct !DILexicalBlock(scope: !59, file: !3, line: 989, column: 9)
!2330 = !DILocation(line: 989, column: 12, scope: !2329)
!2331 = !DILocation(line: 989, column: 17, scope: !2329)
!2332 = !DILocation(line: 989, column: 20, scope: !2329)
!2333 = !DILocation(line: 989, column: 24, scope: !2329)
!2334 = !DILocation(line: 989, column: 9, scope: !59)
!2335 = !DILocation(line: 990, column: 7, scope: !2336)
!2336 = distinct !DILexicalBlock(scope: !2329, file: !3, line: 989, column: 29)
!2337 = !DILocation(line: 991, column: 11, scope: !2336)
!2338 = !DILocation(line: 992, column: 11, scope: !2336)
!2339 = !DILocation(line: 993, column: 10, scope: !2336)
!2340 = !DILocation(line: 994, column: 5, scope: !2336)
!2341 = !DILocation(line: 995, column: 9, scope: !2342)
!2342 = distinct !DILexicalBlock(scope: !59, file: !3, line: 995, column: 9)
!2343 = !DILocation(line: 995, column: 12, scope: !2342)
!2344 = !DILocation(line: 995, column: 17, scope: !2342)
!2345 = !DILocation(line: 995, column: 20, scope: !2342)
!2346 = !DILocation(line: 995, column: 23, scope: !2342)
!2347 = !DILocation(line: 995, column: 9, scope: !59)
!2348 = !DILocation(line: 996, column: 7, scope: !2349)
!2349 = distinct !DILexicalBlock(scope: !2342, file: !3, line: 995, column: 28)
!2350 = !DILocation(line: 997, column: 11, scope: !2349)
!2351 = !DILocation(line: 998, column: 10, scope: !2349)
!2352 = !DILocation(line: 999, column: 5, scope: !2349)
!2353 = !DILocation(line: 1000, column: 9, scope: !2354)
!2354 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1000, column: 9)
!2355 = !DILocation(line: 1000, column: 12, scope: !2354)
!2356 = !DILocation(line: 1000, column: 9, scope: !59)
!2357 = !DILocation(line: 1001, column: 7, scope: !2358)
!2358 = distinct !DILexicalBlock(scope: !2354, file: !3, line: 1000, column: 18)
!2359 = !DILocation(line: 1002, column: 10, scope: !2358)
!2360 = !DILocation(line: 1003, column: 5, scope: !2358)
!2361 = !DILocation(line: 1004, column: 9, scope: !2362)
!2362 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1004, column: 9)
!2363 = !DILocation(line: 1004, column: 12, scope: !2362)
!2364 = !DILocation(line: 1004, column: 16, scope: !2362)
!2365 = !DILocation(line: 1004, column: 19, scope: !2362)
!2366 = !DILocation(line: 1004, column: 22, scope: !2362)
!2367 = !DILocation(line: 1004, column: 9, scope: !59)
!2368 = !DILocation(line: 1005, column: 7, scope: !2369)
!2369 = distinct !DILexicalBlock(scope: !2362, file: !3, line: 1004, column: 28)
!2370 = !DILocation(line: 1006, column: 10, scope: !2369)
!2371 = !DILocation(line: 1007, column: 11, scope: !2369)
!2372 = !DILocation(line: 1008, column: 11, scope: !2373)
!2373 = distinct !DILexicalBlock(scope: !2369, file: !3, line: 1008, column: 11)
!2374 = !DILocation(line: 1008, column: 14, scope: !2373)
!2375 = !DILocation(line: 1008, column: 11, scope: !2369)
!2376 = !DILocation(line: 1009, column: 9, scope: !2377)
!2377 = distinct !DILexicalBlock(scope: !2373, file: !3, line: 1008, column: 20)
!2378 = !DILocation(line: 1010, column: 12, scope: !2377)
!2379 = !DILocation(line: 1011, column: 12, scope: !2377)
!2380 = !DILocation(line: 1012, column: 7, scope: !2377)
!2381 = !DILocation(line: 1013, column: 5, scope: !2369)
!2382 = !DILocation(line: 1014, column: 9, scope: !2383)
!2383 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1014, column: 9)
!2384 = !DILocation(line: 1014, column: 13, scope: !2383)
!2385 = !DILocation(line: 1014, column: 9, scope: !59)
!2386 = !DILocation(line: 1015, column: 7, scope: !2387)
!2387 = distinct !DILexicalBlock(scope: !2383, file: !3, line: 1014, column: 19)
!2388 = !DILocation(line: 1016, column: 11, scope: !2387)
!2389 = !DILocation(line: 1017, column: 5, scope: !2387)
!2390 = !DILocation(line: 1018, column: 9, scope: !2391)
!2391 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1018, column: 9)
!2392 = !DILocation(line: 1018, column: 12, scope: !2391)
!2393 = !DILocation(line: 1018, column: 17, scope: !2391)
!2394 = !DILocation(line: 1018, column: 20, scope: !2391)
!2395 = !DILocation(line: 1018, column: 24, scope: !2391)
!2396 = !DILocation(line: 1018, column: 9, scope: !59)
!2397 = !DILocation(line: 1019, column: 7, scope: !2398)
!2398 = distinct !DILexicalBlock(scope: !2391, file: !3, line: 1018, column: 30)
!2399 = !DILocation(line: 1020, column: 10, scope: !2398)
!2400 = !DILocation(line: 1021, column: 11, scope: !2398)
!2401 = !DILocation(line: 1022, column: 5, scope: !2398)
!2402 = !DILocation(line: 1023, column: 9, scope: !2403)
!2403 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1023, column: 9)
!2404 = !DILocation(line: 1023, column: 12, scope: !2403)
!2405 = !DILocation(line: 1023, column: 9, scope: !59)
!2406 = !DILocation(line: 1024, column: 7, scope: !2407)
!2407 = distinct !DILexicalBlock(scope: !2403, file: !3, line: 1023, column: 17)
!2408 = !DILocation(line: 1025, column: 10, scope: !2407)
!2409 = !DILocation(line: 1026, column: 5, scope: !2407)
!2410 = !DILocation(line: 1027, column: 9, scope: !2411)
!2411 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1027, column: 9)
!2412 = !DILocation(line: 1027, column: 13, scope: !2411)
!2413 = !DILocation(line: 1027, column: 17, scope: !2411)
!2414 = !DILocation(line: 1027, column: 20, scope: !2411)
!2415 = !DILocation(line: 1027, column: 23, scope: !2411)
!2416 = !DILocation(line: 1027, column: 9, scope: !59)
!2417 = !DILocation(line: 1028, column: 7, scope: !2418)
!2418 = distinct !DILexicalBlock(scope: !2411, file: !3, line: 1027, column: 29)
!2419 = !DILocation(line: 1029, column: 10, scope: !2418)
!2420 = !DILocation(line: 1030, column: 5, scope: !2418)
!2421 = !DILocation(line: 1031, column: 9, scope: !2422)
!2422 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1031, column: 9)
!2423 = !DILocation(line: 1031, column: 13, scope: !2422)
!2424 = !DILocation(line: 1031, column: 17, scope: !2422)
!2425 = !DILocation(line: 1031, column: 20, scope: !2422)
!2426 = !DILocation(line: 1031, column: 23, scope: !2422)
!2427 = !DILocation(line: 1031, column: 28, scope: !2422)
!2428 = !DILocation(line: 1031, column: 31, scope: !2422)
!2429 = !DILocation(line: 1031, column: 35, scope: !2422)
!2430 = !DILocation(line: 1031, column: 9, scope: !59)
!2431 = !DILocation(line: 1032, column: 7, scope: !2432)
!2432 = distinct !DILexicalBlock(scope: !2422, file: !3, line: 1031, column: 40)
!2433 = !DILocation(line: 1033, column: 11, scope: !2432)
!2434 = !DILocation(line: 1034, column: 11, scope: !2432)
!2435 = !DILocation(line: 1035, column: 10, scope: !2432)
!2436 = !DILocation(line: 1036, column: 10, scope: !2432)
!2437 = !DILocation(line: 1037, column: 5, scope: !2432)
!2438 = !DILocation(line: 1038, column: 9, scope: !2439)
!2439 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1038, column: 9)
!2440 = !DILocation(line: 1038, column: 12, scope: !2439)
!2441 = !DILocation(line: 1038, column: 9, scope: !59)
!2442 = !DILocation(line: 1039, column: 7, scope: !2443)
!2443 = distinct !DILexicalBlock(scope: !2439, file: !3, line: 1038, column: 18)
!2444 = !DILocation(line: 1040, column: 11, scope: !2443)
!2445 = !DILocation(line: 1041, column: 10, scope: !2443)
!2446 = !DILocation(line: 1042, column: 5, scope: !2443)
!2447 = !DILocation(line: 1043, column: 9, scope: !2448)
!2448 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1043, column: 9)
!2449 = !DILocation(line: 1043, column: 12, scope: !2448)
!2450 = !DILocation(line: 1043, column: 16, scope: !2448)
!2451 = !DILocation(line: 1043, column: 19, scope: !2448)
!2452 = !DILocation(line: 1043, column: 22, scope: !2448)
!2453 = !DILocation(line: 1043, column: 9, scope: !59)
!2454 = !DILocation(line: 1044, column: 7, scope: !2455)
!2455 = distinct !DILexicalBlock(scope: !2448, file: !3, line: 1043, column: 28)
!2456 = !DILocation(line: 1045, column: 10, scope: !2455)
!2457 = !DILocation(line: 1046, column: 10, scope: !2455)
!2458 = !DILocation(line: 1047, column: 5, scope: !2455)
!2459 = !DILocation(line: 1048, column: 9, scope: !2460)
!2460 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1048, column: 9)
!2461 = !DILocation(line: 1048, column: 13, scope: !2460)
!2462 = !DILocation(line: 1048, column: 17, scope: !2460)
!2463 = !DILocation(line: 1048, column: 20, scope: !2460)
!2464 = !DILocation(line: 1048, column: 23, scope: !2460)
!2465 = !DILocation(line: 1048, column: 27, scope: !2460)
!2466 = !DILocation(line: 1048, column: 30, scope: !2460)
!2467 = !DILocation(line: 1048, column: 33, scope: !2460)
!2468 = !DILocation(line: 1048, column: 9, scope: !59)
!2469 = !DILocation(line: 1049, column: 7, scope: !2470)
!2470 = distinct !DILexicalBlock(scope: !2460, file: !3, line: 1048, column: 39)
!2471 = !DILocation(line: 1050, column: 11, scope: !2470)
!2472 = !DILocation(line: 1051, column: 10, scope: !2470)
!2473 = !DILocation(line: 1052, column: 10, scope: !2470)
!2474 = !DILocation(line: 1053, column: 5, scope: !2470)
!2475 = !DILocation(line: 1054, column: 9, scope: !2476)
!2476 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1054, column: 9)
!2477 = !DILocation(line: 1054, column: 13, scope: !2476)
!2478 = !DILocation(line: 1054, column: 17, scope: !2476)
!2479 = !DILocation(line: 1054, column: 20, scope: !2476)
!2480 = !DILocation(line: 1054, column: 23, scope: !2476)
!2481 = !DILocation(line: 1054, column: 9, scope: !59)
!2482 = !DILocation(line: 1055, column: 7, scope: !2483)
!2483 = distinct !DILexicalBlock(scope: !2476, file: !3, line: 1054, column: 29)
!2484 = !DILocation(line: 1056, column: 10, scope: !2483)
!2485 = !DILocation(line: 1057, column: 10, scope: !2483)
!2486 = !DILocation(line: 1058, column: 10, scope: !2483)
!2487 = !DILocation(line: 1059, column: 5, scope: !2483)
!2488 = !DILocation(line: 1060, column: 9, scope: !2489)
!2489 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1060, column: 9)
!2490 = !DILocation(line: 1060, column: 13, scope: !2489)
!2491 = !DILocation(line: 1060, column: 18, scope: !2489)
!2492 = !DILocation(line: 1060, column: 21, scope: !2489)
!2493 = !DILocation(line: 1060, column: 24, scope: !2489)
!2494 = !DILocation(line: 1060, column: 9, scope: !59)
!2495 = !DILocation(line: 1061, column: 7, scope: !2496)
!2496 = distinct !DILexicalBlock(scope: !2489, file: !3, line: 1060, column: 30)
!2497 = !DILocation(line: 1062, column: 11, scope: !2496)
!2498 = !DILocation(line: 1063, column: 10, scope: !2496)
!2499 = !DILocation(line: 1064, column: 5, scope: !2496)
!2500 = !DILocation(line: 1065, column: 9, scope: !2501)
!2501 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1065, column: 9)
!2502 = !DILocation(line: 1065, column: 12, scope: !2501)
!2503 = !DILocation(line: 1065, column: 9, scope: !59)
!2504 = !DILocation(line: 1066, column: 7, scope: !2505)
!2505 = distinct !DILexicalBlock(scope: !2501, file: !3, line: 1065, column: 18)
!2506 = !DILocation(line: 1067, column: 10, scope: !2505)
!2507 = !DILocation(line: 1068, column: 11, scope: !2505)
!2508 = !DILocation(line: 1069, column: 5, scope: !2505)
!2509 = !DILocation(line: 1070, column: 9, scope: !2510)
!2510 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1070, column: 9)
!2511 = !DILocation(line: 1070, column: 12, scope: !2510)
!2512 = !DILocation(line: 1070, column: 16, scope: !2510)
!2513 = !DILocation(line: 1070, column: 19, scope: !2510)
!2514 = !DILocation(line: 1070, column: 22, scope: !2510)
!2515 = !DILocation(line: 1070, column: 9, scope: !59)
!2516 = !DILocation(line: 1071, column: 7, scope: !2517)
!2517 = distinct !DILexicalBlock(scope: !2510, file: !3, line: 1070, column: 28)
!2518 = !DILocation(line: 1072, column: 10, scope: !2517)
!2519 = !DILocation(line: 1073, column: 10, scope: !2517)
!2520 = !DILocation(line: 1074, column: 5, scope: !2517)
!2521 = !DILocation(line: 1075, column: 9, scope: !2522)
!2522 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1075, column: 9)
!2523 = !DILocation(line: 1075, column: 12, scope: !2522)
!2524 = !DILocation(line: 1075, column: 16, scope: !2522)
!2525 = !DILocation(line: 1075, column: 19, scope: !2522)
!2526 = !DILocation(line: 1075, column: 22, scope: !2522)
!2527 = !DILocation(line: 1075, column: 26, scope: !2522)
!2528 = !DILocation(line: 1075, column: 29, scope: !2522)
!2529 = !DILocation(line: 1075, column: 33, scope: !2522)
!2530 = !DILocation(line: 1075, column: 9, scope: !59)
!2531 = !DILocation(line: 1076, column: 7, scope: !2532)
!2532 = distinct !DILexicalBlock(scope: !2522, file: !3, line: 1075, column: 38)
!2533 = !DILocation(line: 1077, column: 10, scope: !2532)
!2534 = !DILocation(line: 1078, column: 11, scope: !2532)
!2535 = !DILocation(line: 1079, column: 10, scope: !2532)
!2536 = !DILocation(line: 1080, column: 5, scope: !2532)
!2537 = !DILocation(line: 1081, column: 9, scope: !2538)
!2538 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1081, column: 9)
!2539 = !DILocation(line: 1081, column: 13, scope: !2538)
!2540 = !DILocation(line: 1081, column: 18, scope: !2538)
!2541 = !DILocation(line: 1081, column: 21, scope: !2538)
!2542 = !DILocation(line: 1081, column: 24, scope: !2538)
!2543 = !DILocation(line: 1081, column: 9, scope: !59)
!2544 = !DILocation(line: 1082, column: 7, scope: !2545)
!2545 = distinct !DILexicalBlock(scope: !2538, file: !3, line: 1081, column: 30)
!2546 = !DILocation(line: 1083, column: 10, scope: !2545)
!2547 = !DILocation(line: 1084, column: 10, scope: !2545)
!2548 = !DILocation(line: 1085, column: 11, scope: !2545)
!2549 = !DILocation(line: 1086, column: 5, scope: !2545)
!2550 = !DILocation(line: 1087, column: 9, scope: !2551)
!2551 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1087, column: 9)
!2552 = !DILocation(line: 1087, column: 12, scope: !2551)
!2553 = !DILocation(line: 1087, column: 9, scope: !59)
!2554 = !DILocation(line: 1088, column: 7, scope: !2555)
!2555 = distinct !DILexicalBlock(scope: !2551, file: !3, line: 1087, column: 17)
!2556 = !DILocation(line: 1089, column: 10, scope: !2555)
!2557 = !DILocation(line: 1090, column: 11, scope: !2555)
!2558 = !DILocation(line: 1091, column: 5, scope: !2555)
!2559 = !DILocation(line: 1092, column: 9, scope: !2560)
!2560 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1092, column: 9)
!2561 = !DILocation(line: 1092, column: 12, scope: !2560)
!2562 = !DILocation(line: 1092, column: 9, scope: !59)
!2563 = !DILocation(line: 1093, column: 7, scope: !2564)
!2564 = distinct !DILexicalBlock(scope: !2560, file: !3, line: 1092, column: 18)
!2565 = !DILocation(line: 1094, column: 11, scope: !2564)
!2566 = !DILocation(line: 1095, column: 5, scope: !2564)
!2567 = !DILocation(line: 1096, column: 9, scope: !2568)
!2568 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1096, column: 9)
!2569 = !DILocation(line: 1096, column: 13, scope: !2568)
!2570 = !DILocation(line: 1096, column: 9, scope: !59)
!2571 = !DILocation(line: 1097, column: 7, scope: !2572)
!2572 = distinct !DILexicalBlock(scope: !2568, file: !3, line: 1096, column: 19)
!2573 = !DILocation(line: 1098, column: 10, scope: !2572)
!2574 = !DILocation(line: 1099, column: 5, scope: !2572)
!2575 = !DILocation(line: 1100, column: 9, scope: !2576)
!2576 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1100, column: 9)
!2577 = !DILocation(line: 1100, column: 12, scope: !2576)
!2578 = !DILocation(line: 1100, column: 17, scope: !2576)
!2579 = !DILocation(line: 1100, column: 20, scope: !2576)
!2580 = !DILocation(line: 1100, column: 23, scope: !2576)
!2581 = !DILocation(line: 1100, column: 9, scope: !59)
!2582 = !DILocation(line: 1101, column: 7, scope: !2583)
!2583 = distinct !DILexicalBlock(scope: !2576, file: !3, line: 1100, column: 29)
!2584 = !DILocation(line: 1102, column: 10, scope: !2583)
!2585 = !DILocation(line: 1103, column: 5, scope: !2583)
!2586 = !DILocation(line: 1104, column: 9, scope: !2587)
!2587 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1104, column: 9)
!2588 = !DILocation(line: 1104, column: 12, scope: !2587)
!2589 = !DILocation(line: 1104, column: 17, scope: !2587)
!2590 = !DILocation(line: 1104, column: 20, scope: !2587)
!2591 = !DILocation(line: 1104, column: 23, scope: !2587)
!2592 = !DILocation(line: 1104, column: 28, scope: !2587)
!2593 = !DILocation(line: 1104, column: 31, scope: !2587)
!2594 = !DILocation(line: 1104, column: 34, scope: !2587)
!2595 = !DILocation(line: 1104, column: 9, scope: !59)
!2596 = !DILocation(line: 1105, column: 7, scope: !2597)
!2597 = distinct !DILexicalBlock(scope: !2587, file: !3, line: 1104, column: 40)
!2598 = !DILocation(line: 1106, column: 10, scope: !2597)
!2599 = !DILocation(line: 1107, column: 5, scope: !2597)
!2600 = !DILocation(line: 1108, column: 9, scope: !2601)
!2601 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1108, column: 9)
!2602 = !DILocation(line: 1108, column: 12, scope: !2601)
!2603 = !DILocation(line: 1108, column: 17, scope: !2601)
!2604 = !DILocation(line: 1108, column: 20, scope: !2601)
!2605 = !DILocation(line: 1108, column: 23, scope: !2601)
!2606 = !DILocation(line: 1108, column: 9, scope: !59)
!2607 = !DILocation(line: 1109, column: 7, scope: !2608)
!2608 = distinct !DILexicalBlock(scope: !2601, file: !3, line: 1108, column: 29)
!2609 = !DILocation(line: 1110, column: 11, scope: !2608)
!2610 = !DILocation(line: 1111, column: 10, scope: !2608)
!2611 = !DILocation(line: 1112, column: 11, scope: !2612)
!2612 = distinct !DILexicalBlock(scope: !2608, file: !3, line: 1112, column: 11)
!2613 = !DILocation(line: 1112, column: 14, scope: !2612)
!2614 = !DILocation(line: 1112, column: 11, scope: !2608)
!2615 = !DILocation(line: 1113, column: 9, scope: !2616)
!2616 = distinct !DILexicalBlock(scope: !2612, file: !3, line: 1112, column: 20)
!2617 = !DILocation(line: 1114, column: 12, scope: !2616)
!2618 = !DILocation(line: 1115, column: 12, scope: !2616)
!2619 = !DILocation(line: 1116, column: 7, scope: !2616)
!2620 = !DILocation(line: 1117, column: 5, scope: !2608)
!2621 = !DILocation(line: 1118, column: 9, scope: !2622)
!2622 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1118, column: 9)
!2623 = !DILocation(line: 1118, column: 12, scope: !2622)
!2624 = !DILocation(line: 1118, column: 9, scope: !59)
!2625 = !DILocation(line: 1119, column: 7, scope: !2626)
!2626 = distinct !DILexicalBlock(scope: !2622, file: !3, line: 1118, column: 18)
!2627 = !DILocation(line: 1120, column: 11, scope: !2626)
!2628 = !DILocation(line: 1121, column: 10, scope: !2626)
!2629 = !DILocation(line: 1122, column: 5, scope: !2626)
!2630 = !DILocation(line: 1123, column: 9, scope: !2631)
!2631 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1123, column: 9)
!2632 = !DILocation(line: 1123, column: 12, scope: !2631)
!2633 = !DILocation(line: 1123, column: 17, scope: !2631)
!2634 = !DILocation(line: 1123, column: 20, scope: !2631)
!2635 = !DILocation(line: 1123, column: 24, scope: !2631)
!2636 = !DILocation(line: 1123, column: 29, scope: !2631)
!2637 = !DILocation(line: 1123, column: 32, scope: !2631)
!2638 = !DILocation(line: 1123, column: 35, scope: !2631)
!2639 = !DILocation(line: 1123, column: 9, scope: !59)
!2640 = !DILocation(line: 1124, column: 7, scope: !2641)
!2641 = distinct !DILexicalBlock(scope: !2631, file: !3, line: 1123, column: 41)
!2642 = !DILocation(line: 1125, column: 11, scope: !2641)
!2643 = !DILocation(line: 1126, column: 5, scope: !2641)
!2644 = !DILocation(line: 1127, column: 9, scope: !2645)
!2645 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1127, column: 9)
!2646 = !DILocation(line: 1127, column: 12, scope: !2645)
!2647 = !DILocation(line: 1127, column: 9, scope: !59)
!2648 = !DILocation(line: 1128, column: 7, scope: !2649)
!2649 = distinct !DILexicalBlock(scope: !2645, file: !3, line: 1127, column: 18)
!2650 = !DILocation(line: 1129, column: 11, scope: !2649)
!2651 = !DILocation(line: 1130, column: 10, scope: !2649)
!2652 = !DILocation(line: 1131, column: 11, scope: !2653)
!2653 = distinct !DILexicalBlock(scope: !2649, file: !3, line: 1131, column: 11)
!2654 = !DILocation(line: 1131, column: 14, scope: !2653)
!2655 = !DILocation(line: 1131, column: 18, scope: !2653)
!2656 = !DILocation(line: 1131, column: 21, scope: !2653)
!2657 = !DILocation(line: 1131, column: 24, scope: !2653)
!2658 = !DILocation(line: 1131, column: 11, scope: !2649)
!2659 = !DILocation(line: 1132, column: 9, scope: !2660)
!2660 = distinct !DILexicalBlock(scope: !2653, file: !3, line: 1131, column: 29)
!2661 = !DILocation(line: 1133, column: 12, scope: !2660)
!2662 = !DILocation(line: 1134, column: 13, scope: !2660)
!2663 = !DILocation(line: 1135, column: 7, scope: !2660)
!2664 = !DILocation(line: 1136, column: 5, scope: !2649)
!2665 = !DILocation(line: 1137, column: 9, scope: !2666)
!2666 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1137, column: 9)
!2667 = !DILocation(line: 1137, column: 12, scope: !2666)
!2668 = !DILocation(line: 1137, column: 17, scope: !2666)
!2669 = !DILocation(line: 1137, column: 20, scope: !2666)
!2670 = !DILocation(line: 1137, column: 23, scope: !2666)
!2671 = !DILocation(line: 1137, column: 28, scope: !2666)
!2672 = !DILocation(line: 1137, column: 31, scope: !2666)
!2673 = !DILocation(line: 1137, column: 35, scope: !2666)
!2674 = !DILocation(line: 1137, column: 9, scope: !59)
!2675 = !DILocation(line: 1138, column: 7, scope: !2676)
!2676 = distinct !DILexicalBlock(scope: !2666, file: !3, line: 1137, column: 41)
!2677 = !DILocation(line: 1139, column: 11, scope: !2676)
!2678 = !DILocation(line: 1140, column: 10, scope: !2676)
!2679 = !DILocation(line: 1141, column: 10, scope: !2676)
!2680 = !DILocation(line: 1142, column: 5, scope: !2676)
!2681 = !DILocation(line: 1143, column: 9, scope: !2682)
!2682 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1143, column: 9)
!2683 = !DILocation(line: 1143, column: 12, scope: !2682)
!2684 = !DILocation(line: 1143, column: 9, scope: !59)
!2685 = !DILocation(line: 1144, column: 7, scope: !2686)
!2686 = distinct !DILexicalBlock(scope: !2682, file: !3, line: 1143, column: 18)
!2687 = !DILocation(line: 1145, column: 10, scope: !2686)
!2688 = !DILocation(line: 1146, column: 10, scope: !2686)
!2689 = !DILocation(line: 1147, column: 5, scope: !2686)
!2690 = !DILocation(line: 1148, column: 9, scope: !2691)
!2691 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1148, column: 9)
!2692 = !DILocation(line: 1148, column: 12, scope: !2691)
!2693 = !DILocation(line: 1148, column: 17, scope: !2691)
!2694 = !DILocation(line: 1148, column: 20, scope: !2691)
!2695 = !DILocation(line: 1148, column: 23, scope: !2691)
!2696 = !DILocation(line: 1148, column: 9, scope: !59)
!2697 = !DILocation(line: 1149, column: 7, scope: !2698)
!2698 = distinct !DILexicalBlock(scope: !2691, file: !3, line: 1148, column: 29)
!2699 = !DILocation(line: 1150, column: 11, scope: !2698)
!2700 = !DILocation(line: 1151, column: 11, scope: !2698)
!2701 = !DILocation(line: 1152, column: 11, scope: !2702)
!2702 = distinct !DILexicalBlock(scope: !2698, file: !3, line: 1152, column: 11)
!2703 = !DILocation(line: 1152, column: 14, scope: !2702)
!2704 = !DILocation(line: 1152, column: 19, scope: !2702)
!2705 = !DILocation(line: 1152, column: 22, scope: !2702)
!2706 = !DILocation(line: 1152, column: 25, scope: !2702)
!2707 = !DILocation(line: 1152, column: 11, scope: !2698)
!2708 = !DILocation(line: 1153, column: 9, scope: !2709)
!2709 = distinct !DILexicalBlock(scope: !2702, file: !3, line: 1152, column: 31)
!2710 = !DILocation(line: 1154, column: 12, scope: !2709)
!2711 = !DILocation(line: 1155, column: 12, scope: !2709)
!2712 = !DILocation(line: 1156, column: 7, scope: !2709)
!2713 = !DILocation(line: 1157, column: 5, scope: !2698)
!2714 = !DILocation(line: 1158, column: 9, scope: !2715)
!2715 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1158, column: 9)
!2716 = !DILocation(line: 1158, column: 12, scope: !2715)
!2717 = !DILocation(line: 1158, column: 9, scope: !59)
!2718 = !DILocation(line: 1159, column: 7, scope: !2719)
!2719 = distinct !DILexicalBlock(scope: !2715, file: !3, line: 1158, column: 18)
!2720 = !DILocation(line: 1160, column: 10, scope: !2719)
!2721 = !DILocation(line: 1161, column: 11, scope: !2719)
!2722 = !DILocation(line: 1162, column: 5, scope: !2719)
!2723 = !DILocation(line: 1163, column: 9, scope: !2724)
!2724 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1163, column: 9)
!2725 = !DILocation(line: 1163, column: 13, scope: !2724)
!2726 = !DILocation(line: 1163, column: 18, scope: !2724)
!2727 = !DILocation(line: 1163, column: 21, scope: !2724)
!2728 = !DILocation(line: 1163, column: 25, scope: !2724)
!2729 = !DILocation(line: 1163, column: 29, scope: !2724)
!2730 = !DILocation(line: 1163, column: 32, scope: !2724)
!2731 = !DILocation(line: 1163, column: 35, scope: !2724)
!2732 = !DILocation(line: 1163, column: 9, scope: !59)
!2733 = !DILocation(line: 1164, column: 7, scope: !2734)
!2734 = distinct !DILexicalBlock(scope: !2724, file: !3, line: 1163, column: 41)
!2735 = !DILocation(line: 1165, column: 11, scope: !2734)
!2736 = !DILocation(line: 1166, column: 5, scope: !2734)
!2737 = !DILocation(line: 1167, column: 9, scope: !2738)
!2738 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1167, column: 9)
!2739 = !DILocation(line: 1167, column: 12, scope: !2738)
!2740 = !DILocation(line: 1167, column: 17, scope: !2738)
!2741 = !DILocation(line: 1167, column: 20, scope: !2738)
!2742 = !DILocation(line: 1167, column: 23, scope: !2738)
!2743 = !DILocation(line: 1167, column: 9, scope: !59)
!2744 = !DILocation(line: 1168, column: 7, scope: !2745)
!2745 = distinct !DILexicalBlock(scope: !2738, file: !3, line: 1167, column: 29)
!2746 = !DILocation(line: 1169, column: 11, scope: !2745)
!2747 = !DILocation(line: 1170, column: 5, scope: !2745)
!2748 = !DILocation(line: 1171, column: 9, scope: !2749)
!2749 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1171, column: 9)
!2750 = !DILocation(line: 1171, column: 12, scope: !2749)
!2751 = !DILocation(line: 1171, column: 9, scope: !59)
!2752 = !DILocation(line: 1172, column: 7, scope: !2753)
!2753 = distinct !DILexicalBlock(scope: !2749, file: !3, line: 1171, column: 18)
!2754 = !DILocation(line: 1173, column: 10, scope: !2753)
!2755 = !DILocation(line: 1174, column: 11, scope: !2753)
!2756 = !DILocation(line: 1175, column: 10, scope: !2753)
!2757 = !DILocation(line: 1176, column: 5, scope: !2753)
!2758 = !DILocation(line: 1177, column: 9, scope: !2759)
!2759 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1177, column: 9)
!2760 = !DILocation(line: 1177, column: 12, scope: !2759)
!2761 = !DILocation(line: 1177, column: 16, scope: !2759)
!2762 = !DILocation(line: 1177, column: 19, scope: !2759)
!2763 = !DILocation(line: 1177, column: 23, scope: !2759)
!2764 = !DILocation(line: 1177, column: 28, scope: !2759)
!2765 = !DILocation(line: 1177, column: 31, scope: !2759)
!2766 = !DILocation(line: 1177, column: 35, scope: !2759)
!2767 = !DILocation(line: 1177, column: 9, scope: !59)
!2768 = !DILocation(line: 1178, column: 7, scope: !2769)
!2769 = distinct !DILexicalBlock(scope: !2759, file: !3, line: 1177, column: 41)
!2770 = !DILocation(line: 1179, column: 10, scope: !2769)
!2771 = !DILocation(line: 1180, column: 11, scope: !2769)
!2772 = !DILocation(line: 1181, column: 10, scope: !2769)
!2773 = !DILocation(line: 1182, column: 11, scope: !2769)
!2774 = !DILocation(line: 1183, column: 5, scope: !2769)
!2775 = !DILocation(line: 1184, column: 9, scope: !2776)
!2776 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1184, column: 9)
!2777 = !DILocation(line: 1184, column: 12, scope: !2776)
!2778 = !DILocation(line: 1184, column: 17, scope: !2776)
!2779 = !DILocation(line: 1184, column: 20, scope: !2776)
!2780 = !DILocation(line: 1184, column: 24, scope: !2776)
!2781 = !DILocation(line: 1184, column: 9, scope: !59)
!2782 = !DILocation(line: 1185, column: 7, scope: !2783)
!2783 = distinct !DILexicalBlock(scope: !2776, file: !3, line: 1184, column: 30)
!2784 = !DILocation(line: 1186, column: 11, scope: !2783)
!2785 = !DILocation(line: 1187, column: 11, scope: !2783)
!2786 = !DILocation(line: 1188, column: 5, scope: !2783)
!2787 = !DILocation(line: 1189, column: 9, scope: !2788)
!2788 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1189, column: 9)
!2789 = !DILocation(line: 1189, column: 12, scope: !2788)
!2790 = !DILocation(line: 1189, column: 16, scope: !2788)
!2791 = !DILocation(line: 1189, column: 19, scope: !2788)
!2792 = !DILocation(line: 1189, column: 23, scope: !2788)
!2793 = !DILocation(line: 1189, column: 9, scope: !59)
!2794 = !DILocation(line: 1190, column: 7, scope: !2795)
!2795 = distinct !DILexicalBlock(scope: !2788, file: !3, line: 1189, column: 29)
!2796 = !DILocation(line: 1191, column: 10, scope: !2795)
!2797 = !DILocation(line: 1192, column: 11, scope: !2795)
!2798 = !DILocation(line: 1193, column: 5, scope: !2795)
!2799 = !DILocation(line: 1194, column: 9, scope: !2800)
!2800 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1194, column: 9)
!2801 = !DILocation(line: 1194, column: 12, scope: !2800)
!2802 = !DILocation(line: 1194, column: 16, scope: !2800)
!2803 = !DILocation(line: 1194, column: 19, scope: !2800)
!2804 = !DILocation(line: 1194, column: 22, scope: !2800)
!2805 = !DILocation(line: 1194, column: 27, scope: !2800)
!2806 = !DILocation(line: 1194, column: 30, scope: !2800)
!2807 = !DILocation(line: 1194, column: 33, scope: !2800)
!2808 = !DILocation(line: 1194, column: 9, scope: !59)
!2809 = !DILocation(line: 1195, column: 7, scope: !2810)
!2810 = distinct !DILexicalBlock(scope: !2800, file: !3, line: 1194, column: 39)
!2811 = !DILocation(line: 1196, column: 10, scope: !2810)
!2812 = !DILocation(line: 1197, column: 10, scope: !2810)
!2813 = !DILocation(line: 1198, column: 10, scope: !2810)
!2814 = !DILocation(line: 1199, column: 5, scope: !2810)
!2815 = !DILocation(line: 1200, column: 9, scope: !2816)
!2816 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1200, column: 9)
!2817 = !DILocation(line: 1200, column: 12, scope: !2816)
!2818 = !DILocation(line: 1200, column: 16, scope: !2816)
!2819 = !DILocation(line: 1200, column: 19, scope: !2816)
!2820 = !DILocation(line: 1200, column: 23, scope: !2816)
!2821 = !DILocation(line: 1200, column: 28, scope: !2816)
!2822 = !DILocation(line: 1200, column: 31, scope: !2816)
!2823 = !DILocation(line: 1200, column: 34, scope: !2816)
!2824 = !DILocation(line: 1200, column: 9, scope: !59)
!2825 = !DILocation(line: 1201, column: 7, scope: !2826)
!2826 = distinct !DILexicalBlock(scope: !2816, file: !3, line: 1200, column: 40)
!2827 = !DILocation(line: 1202, column: 10, scope: !2826)
!2828 = !DILocation(line: 1203, column: 11, scope: !2826)
!2829 = !DILocation(line: 1204, column: 10, scope: !2826)
!2830 = !DILocation(line: 1205, column: 5, scope: !2826)
!2831 = !DILocation(line: 1206, column: 9, scope: !2832)
!2832 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1206, column: 9)
!2833 = !DILocation(line: 1206, column: 12, scope: !2832)
!2834 = !DILocation(line: 1206, column: 16, scope: !2832)
!2835 = !DILocation(line: 1206, column: 19, scope: !2832)
!2836 = !DILocation(line: 1206, column: 22, scope: !2832)
!2837 = !DILocation(line: 1206, column: 27, scope: !2832)
!2838 = !DILocation(line: 1206, column: 30, scope: !2832)
!2839 = !DILocation(line: 1206, column: 34, scope: !2832)
!2840 = !DILocation(line: 1206, column: 9, scope: !59)
!2841 = !DILocation(line: 1207, column: 7, scope: !2842)
!2842 = distinct !DILexicalBlock(scope: !2832, file: !3, line: 1206, column: 39)
!2843 = !DILocation(line: 1208, column: 11, scope: !2842)
!2844 = !DILocation(line: 1209, column: 5, scope: !2842)
!2845 = !DILocation(line: 1210, column: 9, scope: !2846)
!2846 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1210, column: 9)
!2847 = !DILocation(line: 1210, column: 13, scope: !2846)
!2848 = !DILocation(line: 1210, column: 18, scope: !2846)
!2849 = !DILocation(line: 1210, column: 21, scope: !2846)
!2850 = !DILocation(line: 1210, column: 24, scope: !2846)
!2851 = !DILocation(line: 1210, column: 29, scope: !2846)
!2852 = !DILocation(line: 1210, column: 32, scope: !2846)
!2853 = !DILocation(line: 1210, column: 36, scope: !2846)
!2854 = !DILocation(line: 1210, column: 9, scope: !59)
!2855 = !DILocation(line: 1211, column: 7, scope: !2856)
!2856 = distinct !DILexicalBlock(scope: !2846, file: !3, line: 1210, column: 42)
!2857 = !DILocation(line: 1212, column: 10, scope: !2856)
!2858 = !DILocation(line: 1213, column: 5, scope: !2856)
!2859 = !DILocation(line: 1214, column: 9, scope: !2860)
!2860 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1214, column: 9)
!2861 = !DILocation(line: 1214, column: 13, scope: !2860)
!2862 = !DILocation(line: 1214, column: 9, scope: !59)
!2863 = !DILocation(line: 1215, column: 7, scope: !2864)
!2864 = distinct !DILexicalBlock(scope: !2860, file: !3, line: 1214, column: 19)
!2865 = !DILocation(line: 1216, column: 11, scope: !2864)
!2866 = !DILocation(line: 1217, column: 11, scope: !2864)
!2867 = !DILocation(line: 1218, column: 5, scope: !2864)
!2868 = !DILocation(line: 1219, column: 9, scope: !2869)
!2869 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1219, column: 9)
!2870 = !DILocation(line: 1219, column: 13, scope: !2869)
!2871 = !DILocation(line: 1219, column: 17, scope: !2869)
!2872 = !DILocation(line: 1219, column: 20, scope: !2869)
!2873 = !DILocation(line: 1219, column: 24, scope: !2869)
!2874 = !DILocation(line: 1219, column: 29, scope: !2869)
!2875 = !DILocation(line: 1219, column: 32, scope: !2869)
!2876 = !DILocation(line: 1219, column: 35, scope: !2869)
!2877 = !DILocation(line: 1219, column: 9, scope: !59)
!2878 = !DILocation(line: 1220, column: 7, scope: !2879)
!2879 = distinct !DILexicalBlock(scope: !2869, file: !3, line: 1219, column: 40)
!2880 = !DILocation(line: 1221, column: 11, scope: !2879)
!2881 = !DILocation(line: 1222, column: 10, scope: !2879)
!2882 = !DILocation(line: 1223, column: 10, scope: !2879)
!2883 = !DILocation(line: 1224, column: 5, scope: !2879)
!2884 = !DILocation(line: 1225, column: 9, scope: !2885)
!2885 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1225, column: 9)
!2886 = !DILocation(line: 1225, column: 12, scope: !2885)
!2887 = !DILocation(line: 1225, column: 9, scope: !59)
!2888 = !DILocation(line: 1226, column: 7, scope: !2889)
!2889 = distinct !DILexicalBlock(scope: !2885, file: !3, line: 1225, column: 18)
!2890 = !DILocation(line: 1227, column: 10, scope: !2889)
!2891 = !DILocation(line: 1228, column: 10, scope: !2889)
!2892 = !DILocation(line: 1229, column: 5, scope: !2889)
!2893 = !DILocation(line: 1230, column: 9, scope: !2894)
!2894 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1230, column: 9)
!2895 = !DILocation(line: 1230, column: 13, scope: !2894)
!2896 = !DILocation(line: 1230, column: 18, scope: !2894)
!2897 = !DILocation(line: 1230, column: 21, scope: !2894)
!2898 = !DILocation(line: 1230, column: 25, scope: !2894)
!2899 = !DILocation(line: 1230, column: 9, scope: !59)
!2900 = !DILocation(line: 1231, column: 7, scope: !2901)
!2901 = distinct !DILexicalBlock(scope: !2894, file: !3, line: 1230, column: 31)
!2902 = !DILocation(line: 1232, column: 11, scope: !2901)
!2903 = !DILocation(line: 1233, column: 11, scope: !2901)
!2904 = !DILocation(line: 1234, column: 5, scope: !2901)
!2905 = !DILocation(line: 1235, column: 9, scope: !2906)
!2906 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1235, column: 9)
!2907 = !DILocation(line: 1235, column: 12, scope: !2906)
!2908 = !DILocation(line: 1235, column: 9, scope: !59)
!2909 = !DILocation(line: 1236, column: 7, scope: !2910)
!2910 = distinct !DILexicalBlock(scope: !2906, file: !3, line: 1235, column: 18)
!2911 = !DILocation(line: 1237, column: 11, scope: !2910)
!2912 = !DILocation(line: 1238, column: 5, scope: !2910)
!2913 = !DILocation(line: 1239, column: 9, scope: !2914)
!2914 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1239, column: 9)
!2915 = !DILocation(line: 1239, column: 13, scope: !2914)
!2916 = !DILocation(line: 1239, column: 17, scope: !2914)
!2917 = !DILocation(line: 1239, column: 20, scope: !2914)
!2918 = !DILocation(line: 1239, column: 23, scope: !2914)
!2919 = !DILocation(line: 1239, column: 28, scope: !2914)
!2920 = !DILocation(line: 1239, column: 31, scope: !2914)
!2921 = !DILocation(line: 1239, column: 34, scope: !2914)
!2922 = !DILocation(line: 1239, column: 9, scope: !59)
!2923 = !DILocation(line: 1240, column: 7, scope: !2924)
!2924 = distinct !DILexicalBlock(scope: !2914, file: !3, line: 1239, column: 39)
!2925 = !DILocation(line: 1241, column: 11, scope: !2924)
!2926 = !DILocation(line: 1242, column: 10, scope: !2924)
!2927 = !DILocation(line: 1243, column: 11, scope: !2924)
!2928 = !DILocation(line: 1244, column: 10, scope: !2924)
!2929 = !DILocation(line: 1245, column: 11, scope: !2930)
!2930 = distinct !DILexicalBlock(scope: !2924, file: !3, line: 1245, column: 11)
!2931 = !DILocation(line: 1245, column: 15, scope: !2930)
!2932 = !DILocation(line: 1245, column: 19, scope: !2930)
!2933 = !DILocation(line: 1245, column: 22, scope: !2930)
!2934 = !DILocation(line: 1245, column: 25, scope: !2930)
!2935 = !DILocation(line: 1245, column: 29, scope: !2930)
!2936 = !DILocation(line: 1245, column: 32, scope: !2930)
!2937 = !DILocation(line: 1245, column: 35, scope: !2930)
!2938 = !DILocation(line: 1245, column: 11, scope: !2924)
!2939 = !DILocation(line: 1246, column: 9, scope: !2940)
!2940 = distinct !DILexicalBlock(scope: !2930, file: !3, line: 1245, column: 41)
!2941 = !DILocation(line: 1247, column: 12, scope: !2940)
!2942 = !DILocation(line: 1248, column: 7, scope: !2940)
!2943 = !DILocation(line: 1249, column: 5, scope: !2924)
!2944 = !DILocation(line: 1250, column: 9, scope: !2945)
!2945 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1250, column: 9)
!2946 = !DILocation(line: 1250, column: 12, scope: !2945)
!2947 = !DILocation(line: 1250, column: 17, scope: !2945)
!2948 = !DILocation(line: 1250, column: 20, scope: !2945)
!2949 = !DILocation(line: 1250, column: 24, scope: !2945)
!2950 = !DILocation(line: 1250, column: 29, scope: !2945)
!2951 = !DILocation(line: 1250, column: 32, scope: !2945)
!2952 = !DILocation(line: 1250, column: 36, scope: !2945)
!2953 = !DILocation(line: 1250, column: 9, scope: !59)
!2954 = !DILocation(line: 1251, column: 7, scope: !2955)
!2955 = distinct !DILexicalBlock(scope: !2945, file: !3, line: 1250, column: 42)
!2956 = !DILocation(line: 1252, column: 10, scope: !2955)
!2957 = !DILocation(line: 1253, column: 5, scope: !2955)
!2958 = !DILocation(line: 1254, column: 9, scope: !2959)
!2959 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1254, column: 9)
!2960 = !DILocation(line: 1254, column: 13, scope: !2959)
!2961 = !DILocation(line: 1254, column: 18, scope: !2959)
!2962 = !DILocation(line: 1254, column: 21, scope: !2959)
!2963 = !DILocation(line: 1254, column: 24, scope: !2959)
!2964 = !DILocation(line: 1254, column: 29, scope: !2959)
!2965 = !DILocation(line: 1254, column: 32, scope: !2959)
!2966 = !DILocation(line: 1254, column: 35, scope: !2959)
!2967 = !DILocation(line: 1254, column: 9, scope: !59)
!2968 = !DILocation(line: 1255, column: 7, scope: !2969)
!2969 = distinct !DILexicalBlock(scope: !2959, file: !3, line: 1254, column: 40)
!2970 = !DILocation(line: 1256, column: 11, scope: !2969)
!2971 = !DILocation(line: 1257, column: 5, scope: !2969)
!2972 = !DILocation(line: 1258, column: 9, scope: !2973)
!2973 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1258, column: 9)
!2974 = !DILocation(line: 1258, column: 12, scope: !2973)
!2975 = !DILocation(line: 1258, column: 17, scope: !2973)
!2976 = !DILocation(line: 1258, column: 20, scope: !2973)
!2977 = !DILocation(line: 1258, column: 23, scope: !2973)
!2978 = !DILocation(line: 1258, column: 28, scope: !2973)
!2979 = !DILocation(line: 1258, column: 31, scope: !2973)
!2980 = !DILocation(line: 1258, column: 34, scope: !2973)
!2981 = !DILocation(line: 1258, column: 9, scope: !59)
!2982 = !DILocation(line: 1259, column: 7, scope: !2983)
!2983 = distinct !DILexicalBlock(scope: !2973, file: !3, line: 1258, column: 40)
!2984 = !DILocation(line: 1260, column: 10, scope: !2983)
!2985 = !DILocation(line: 1261, column: 10, scope: !2983)
!2986 = !DILocation(line: 1262, column: 11, scope: !2983)
!2987 = !DILocation(line: 1263, column: 5, scope: !2983)
!2988 = !DILocation(line: 1264, column: 9, scope: !2989)
!2989 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1264, column: 9)
!2990 = !DILocation(line: 1264, column: 13, scope: !2989)
!2991 = !DILocation(line: 1264, column: 9, scope: !59)
!2992 = !DILocation(line: 1265, column: 7, scope: !2993)
!2993 = distinct !DILexicalBlock(scope: !2989, file: !3, line: 1264, column: 19)
!2994 = !DILocation(line: 1266, column: 11, scope: !2993)
!2995 = !DILocation(line: 1267, column: 10, scope: !2993)
!2996 = !DILocation(line: 1268, column: 5, scope: !2993)
!2997 = !DILocation(line: 1269, column: 9, scope: !2998)
!2998 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1269, column: 9)
!2999 = !DILocation(line: 1269, column: 13, scope: !2998)
!3000 = !DILocation(line: 1269, column: 17, scope: !2998)
!3001 = !DILocation(line: 1269, column: 20, scope: !2998)
!3002 = !DILocation(line: 1269, column: 24, scope: !2998)
!3003 = !DILocation(line: 1269, column: 29, scope: !2998)
!3004 = !DILocation(line: 1269, column: 32, scope: !2998)
!3005 = !DILocation(line: 1269, column: 35, scope: !2998)
!3006 = !DILocation(line: 1269, column: 9, scope: !59)
!3007 = !DILocation(line: 1270, column: 7, scope: !3008)
!3008 = distinct !DILexicalBlock(scope: !2998, file: !3, line: 1269, column: 40)
!3009 = !DILocation(line: 1271, column: 10, scope: !3008)
!3010 = !DILocation(line: 1272, column: 11, scope: !3008)
!3011 = !DILocation(line: 1273, column: 5, scope: !3008)
!3012 = !DILocation(line: 1274, column: 9, scope: !3013)
!3013 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1274, column: 9)
!3014 = !DILocation(line: 1274, column: 12, scope: !3013)
!3015 = !DILocation(line: 1274, column: 17, scope: !3013)
!3016 = !DILocation(line: 1274, column: 20, scope: !3013)
!3017 = !DILocation(line: 1274, column: 24, scope: !3013)
!3018 = !DILocation(line: 1274, column: 29, scope: !3013)
!3019 = !DILocation(line: 1274, column: 32, scope: !3013)
!3020 = !DILocation(line: 1274, column: 36, scope: !3013)
!3021 = !DILocation(line: 1274, column: 9, scope: !59)
!3022 = !DILocation(line: 1275, column: 7, scope: !3023)
!3023 = distinct !DILexicalBlock(scope: !3013, file: !3, line: 1274, column: 42)
!3024 = !DILocation(line: 1276, column: 10, scope: !3023)
!3025 = !DILocation(line: 1277, column: 10, scope: !3023)
!3026 = !DILocation(line: 1278, column: 11, scope: !3027)
!3027 = distinct !DILexicalBlock(scope: !3023, file: !3, line: 1278, column: 11)
!3028 = !DILocation(line: 1278, column: 14, scope: !3027)
!3029 = !DILocation(line: 1278, column: 18, scope: !3027)
!3030 = !DILocation(line: 1278, column: 21, scope: !3027)
!3031 = !DILocation(line: 1278, column: 24, scope: !3027)
!3032 = !DILocation(line: 1278, column: 29, scope: !3027)
!3033 = !DILocation(line: 1278, column: 32, scope: !3027)
!3034 = !DILocation(line: 1278, column: 36, scope: !3027)
!3035 = !DILocation(line: 1278, column: 11, scope: !3023)
!3036 = !DILocation(line: 1279, column: 9, scope: !3037)
!3037 = distinct !DILexicalBlock(scope: !3027, file: !3, line: 1278, column: 42)
!3038 = !DILocation(line: 1280, column: 12, scope: !3037)
!3039 = !DILocation(line: 1281, column: 12, scope: !3037)
!3040 = !DILocation(line: 1282, column: 7, scope: !3037)
!3041 = !DILocation(line: 1283, column: 5, scope: !3023)
!3042 = !DILocation(line: 1284, column: 9, scope: !3043)
!3043 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1284, column: 9)
!3044 = !DILocation(line: 1284, column: 12, scope: !3043)
!3045 = !DILocation(line: 1284, column: 17, scope: !3043)
!3046 = !DILocation(line: 1284, column: 20, scope: !3043)
!3047 = !DILocation(line: 1284, column: 23, scope: !3043)
!3048 = !DILocation(line: 1284, column: 9, scope: !59)
!3049 = !DILocation(line: 1285, column: 7, scope: !3050)
!3050 = distinct !DILexicalBlock(scope: !3043, file: !3, line: 1284, column: 28)
!3051 = !DILocation(line: 1286, column: 10, scope: !3050)
!3052 = !DILocation(line: 1287, column: 5, scope: !3050)
!3053 = !DILocation(line: 1288, column: 9, scope: !3054)
!3054 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1288, column: 9)
!3055 = !DILocation(line: 1288, column: 12, scope: !3054)
!3056 = !DILocation(line: 1288, column: 9, scope: !59)
!3057 = !DILocation(line: 1289, column: 7, scope: !3058)
!3058 = distinct !DILexicalBlock(scope: !3054, file: !3, line: 1288, column: 18)
!3059 = !DILocation(line: 1290, column: 10, scope: !3058)
!3060 = !DILocation(line: 1291, column: 10, scope: !3058)
!3061 = !DILocation(line: 1292, column: 11, scope: !3058)
!3062 = !DILocation(line: 1293, column: 5, scope: !3058)
!3063 = !DILocation(line: 1294, column: 9, scope: !3064)
!3064 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1294, column: 9)
!3065 = !DILocation(line: 1294, column: 13, scope: !3064)
!3066 = !DILocation(line: 1294, column: 17, scope: !3064)
!3067 = !DILocation(line: 1294, column: 20, scope: !3064)
!3068 = !DILocation(line: 1294, column: 23, scope: !3064)
!3069 = !DILocation(line: 1294, column: 28, scope: !3064)
!3070 = !DILocation(line: 1294, column: 31, scope: !3064)
!3071 = !DILocation(line: 1294, column: 35, scope: !3064)
!3072 = !DILocation(line: 1294, column: 9, scope: !59)
!3073 = !DILocation(line: 1295, column: 7, scope: !3074)
!3074 = distinct !DILexicalBlock(scope: !3064, file: !3, line: 1294, column: 41)
!3075 = !DILocation(line: 1296, column: 11, scope: !3074)
!3076 = !DILocation(line: 1297, column: 11, scope: !3074)
!3077 = !DILocation(line: 1298, column: 10, scope: !3074)
!3078 = !DILocation(line: 1299, column: 5, scope: !3074)
!3079 = !DILocation(line: 1300, column: 9, scope: !3080)
!3080 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1300, column: 9)
!3081 = !DILocation(line: 1300, column: 12, scope: !3080)
!3082 = !DILocation(line: 1300, column: 16, scope: !3080)
!3083 = !DILocation(line: 1300, column: 19, scope: !3080)
!3084 = !DILocation(line: 1300, column: 22, scope: !3080)
!3085 = !DILocation(line: 1300, column: 26, scope: !3080)
!3086 = !DILocation(line: 1300, column: 29, scope: !3080)
!3087 = !DILocation(line: 1300, column: 33, scope: !3080)
!3088 = !DILocation(line: 1300, column: 9, scope: !59)
!3089 = !DILocation(line: 1301, column: 7, scope: !3090)
!3090 = distinct !DILexicalBlock(scope: !3080, file: !3, line: 1300, column: 39)
!3091 = !DILocation(line: 1302, column: 10, scope: !3090)
!3092 = !DILocation(line: 1303, column: 10, scope: !3090)
!3093 = !DILocation(line: 1304, column: 10, scope: !3090)
!3094 = !DILocation(line: 1305, column: 5, scope: !3090)
!3095 = !DILocation(line: 1306, column: 9, scope: !3096)
!3096 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1306, column: 9)
!3097 = !DILocation(line: 1306, column: 13, scope: !3096)
!3098 = !DILocation(line: 1306, column: 9, scope: !59)
!3099 = !DILocation(line: 1307, column: 7, scope: !3100)
!3100 = distinct !DILexicalBlock(scope: !3096, file: !3, line: 1306, column: 19)
!3101 = !DILocation(line: 1308, column: 10, scope: !3100)
!3102 = !DILocation(line: 1309, column: 11, scope: !3100)
!3103 = !DILocation(line: 1310, column: 5, scope: !3100)
!3104 = !DILocation(line: 1311, column: 9, scope: !3105)
!3105 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1311, column: 9)
!3106 = !DILocation(line: 1311, column: 12, scope: !3105)
!3107 = !DILocation(line: 1311, column: 9, scope: !59)
!3108 = !DILocation(line: 1312, column: 7, scope: !3109)
!3109 = distinct !DILexicalBlock(scope: !3105, file: !3, line: 1311, column: 18)
!3110 = !DILocation(line: 1313, column: 10, scope: !3109)
!3111 = !DILocation(line: 1314, column: 5, scope: !3109)
!3112 = !DILocation(line: 1315, column: 9, scope: !3113)
!3113 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1315, column: 9)
!3114 = !DILocation(line: 1315, column: 12, scope: !3113)
!3115 = !DILocation(line: 1315, column: 17, scope: !3113)
!3116 = !DILocation(line: 1315, column: 20, scope: !3113)
!3117 = !DILocation(line: 1315, column: 24, scope: !3113)
!3118 = !DILocation(line: 1315, column: 29, scope: !3113)
!3119 = !DILocation(line: 1315, column: 32, scope: !3113)
!3120 = !DILocation(line: 1315, column: 35, scope: !3113)
!3121 = !DILocation(line: 1315, column: 9, scope: !59)
!3122 = !DILocation(line: 1316, column: 7, scope: !3123)
!3123 = distinct !DILexicalBlock(scope: !3113, file: !3, line: 1315, column: 41)
!3124 = !DILocation(line: 1317, column: 11, scope: !3123)
!3125 = !DILocation(line: 1318, column: 5, scope: !3123)
!3126 = !DILocation(line: 1319, column: 9, scope: !3127)
!3127 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1319, column: 9)
!3128 = !DILocation(line: 1319, column: 12, scope: !3127)
!3129 = !DILocation(line: 1319, column: 17, scope: !3127)
!3130 = !DILocation(line: 1319, column: 20, scope: !3127)
!3131 = !DILocation(line: 1319, column: 24, scope: !3127)
!3132 = !DILocation(line: 1319, column: 29, scope: !3127)
!3133 = !DILocation(line: 1319, column: 32, scope: !3127)
!3134 = !DILocation(line: 1319, column: 35, scope: !3127)
!3135 = !DILocation(line: 1319, column: 9, scope: !59)
!3136 = !DILocation(line: 1320, column: 7, scope: !3137)
!3137 = distinct !DILexicalBlock(scope: !3127, file: !3, line: 1319, column: 41)
!3138 = !DILocation(line: 1321, column: 11, scope: !3137)
!3139 = !DILocation(line: 1322, column: 10, scope: !3137)
!3140 = !DILocation(line: 1323, column: 10, scope: !3137)
!3141 = !DILocation(line: 1324, column: 5, scope: !3137)
!3142 = !DILocation(line: 1325, column: 9, scope: !3143)
!3143 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1325, column: 9)
!3144 = !DILocation(line: 1325, column: 12, scope: !3143)
!3145 = !DILocation(line: 1325, column: 9, scope: !59)
!3146 = !DILocation(line: 1326, column: 7, scope: !3147)
!3147 = distinct !DILexicalBlock(scope: !3143, file: !3, line: 1325, column: 18)
!3148 = !DILocation(line: 1327, column: 10, scope: !3147)
!3149 = !DILocation(line: 1328, column: 10, scope: !3147)
!3150 = !DILocation(line: 1329, column: 5, scope: !3147)
!3151 = !DILocation(line: 1330, column: 9, scope: !3152)
!3152 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1330, column: 9)
!3153 = !DILocation(line: 1330, column: 12, scope: !3152)
!3154 = !DILocation(line: 1330, column: 16, scope: !3152)
!3155 = !DILocation(line: 1330, column: 19, scope: !3152)
!3156 = !DILocation(line: 1330, column: 22, scope: !3152)
!3157 = !DILocation(line: 1330, column: 27, scope: !3152)
!3158 = !DILocation(line: 1330, column: 30, scope: !3152)
!3159 = !DILocation(line: 1330, column: 33, scope: !3152)
!3160 = !DILocation(line: 1330, column: 9, scope: !59)
!3161 = !DILocation(line: 1331, column: 7, scope: !3162)
!3162 = distinct !DILexicalBlock(scope: !3152, file: !3, line: 1330, column: 39)
!3163 = !DILocation(line: 1332, column: 10, scope: !3162)
!3164 = !DILocation(line: 1333, column: 10, scope: !3162)
!3165 = !DILocation(line: 1334, column: 10, scope: !3162)
!3166 = !DILocation(line: 1335, column: 5, scope: !3162)
!3167 = !DILocation(line: 1336, column: 9, scope: !3168)
!3168 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1336, column: 9)
!3169 = !DILocation(line: 1336, column: 13, scope: !3168)
!3170 = !DILocation(line: 1336, column: 9, scope: !59)
!3171 = !DILocation(line: 1337, column: 7, scope: !3172)
!3172 = distinct !DILexicalBlock(scope: !3168, file: !3, line: 1336, column: 19)
!3173 = !DILocation(line: 1338, column: 10, scope: !3172)
!3174 = !DILocation(line: 1339, column: 5, scope: !3172)
!3175 = !DILocation(line: 1340, column: 9, scope: !3176)
!3176 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1340, column: 9)
!3177 = !DILocation(line: 1340, column: 13, scope: !3176)
!3178 = !DILocation(line: 1340, column: 9, scope: !59)
!3179 = !DILocation(line: 1341, column: 7, scope: !3180)
!3180 = distinct !DILexicalBlock(scope: !3176, file: !3, line: 1340, column: 19)
!3181 = !DILocation(line: 1342, column: 10, scope: !3180)
!3182 = !DILocation(line: 1343, column: 10, scope: !3180)
!3183 = !DILocation(line: 1344, column: 5, scope: !3180)
!3184 = !DILocation(line: 1345, column: 9, scope: !3185)
!3185 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1345, column: 9)
!3186 = !DILocation(line: 1345, column: 13, scope: !3185)
!3187 = !DILocation(line: 1345, column: 18, scope: !3185)
!3188 = !DILocation(line: 1345, column: 21, scope: !3185)
!3189 = !DILocation(line: 1345, column: 24, scope: !3185)
!3190 = !DILocation(line: 1345, column: 29, scope: !3185)
!3191 = !DILocation(line: 1345, column: 32, scope: !3185)
!3192 = !DILocation(line: 1345, column: 35, scope: !3185)
!3193 = !DILocation(line: 1345, column: 9, scope: !59)
!3194 = !DILocation(line: 1346, column: 7, scope: !3195)
!3195 = distinct !DILexicalBlock(scope: !3185, file: !3, line: 1345, column: 41)
!3196 = !DILocation(line: 1347, column: 10, scope: !3195)
!3197 = !DILocation(line: 1348, column: 5, scope: !3195)
!3198 = !DILocation(line: 1349, column: 9, scope: !3199)
!3199 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1349, column: 9)
!3200 = !DILocation(line: 1349, column: 12, scope: !3199)
!3201 = !DILocation(line: 1349, column: 17, scope: !3199)
!3202 = !DILocation(line: 1349, column: 20, scope: !3199)
!3203 = !DILocation(line: 1349, column: 24, scope: !3199)
!3204 = !DILocation(line: 1349, column: 9, scope: !59)
!3205 = !DILocation(line: 1350, column: 7, scope: !3206)
!3206 = distinct !DILexicalBlock(scope: !3199, file: !3, line: 1349, column: 29)
!3207 = !DILocation(line: 1351, column: 11, scope: !3206)
!3208 = !DILocation(line: 1352, column: 10, scope: !3206)
!3209 = !DILocation(line: 1353, column: 10, scope: !3206)
!3210 = !DILocation(line: 1354, column: 5, scope: !3206)
!3211 = !DILocation(line: 1355, column: 9, scope: !3212)
!3212 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1355, column: 9)
!3213 = !DILocation(line: 1355, column: 12, scope: !3212)
!3214 = !DILocation(line: 1355, column: 17, scope: !3212)
!3215 = !DILocation(line: 1355, column: 20, scope: !3212)
!3216 = !DILocation(line: 1355, column: 23, scope: !3212)
!3217 = !DILocation(line: 1355, column: 27, scope: !3212)
!3218 = !DILocation(line: 1355, column: 30, scope: !3212)
!3219 = !DILocation(line: 1355, column: 33, scope: !3212)
!3220 = !DILocation(line: 1355, column: 9, scope: !59)
!3221 = !DILocation(line: 1356, column: 7, scope: !3222)
!3222 = distinct !DILexicalBlock(scope: !3212, file: !3, line: 1355, column: 39)
!3223 = !DILocation(line: 1357, column: 10, scope: !3222)
!3224 = !DILocation(line: 1358, column: 10, scope: !3222)
!3225 = !DILocation(line: 1359, column: 5, scope: !3222)
!3226 = !DILocation(line: 1360, column: 9, scope: !3227)
!3227 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1360, column: 9)
!3228 = !DILocation(line: 1360, column: 13, scope: !3227)
!3229 = !DILocation(line: 1360, column: 18, scope: !3227)
!3230 = !DILocation(line: 1360, column: 21, scope: !3227)
!3231 = !DILocation(line: 1360, column: 24, scope: !3227)
!3232 = !DILocation(line: 1360, column: 9, scope: !59)
!3233 = !DILocation(line: 1361, column: 7, scope: !3234)
!3234 = distinct !DILexicalBlock(scope: !3227, file: !3, line: 1360, column: 29)
!3235 = !DILocation(line: 1362, column: 11, scope: !3234)
!3236 = !DILocation(line: 1363, column: 10, scope: !3234)
!3237 = !DILocation(line: 1364, column: 5, scope: !3234)
!3238 = !DILocation(line: 1365, column: 9, scope: !3239)
!3239 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1365, column: 9)
!3240 = !DILocation(line: 1365, column: 13, scope: !3239)
!3241 = !DILocation(line: 1365, column: 9, scope: !59)
!3242 = !DILocation(line: 1366, column: 7, scope: !3243)
!3243 = distinct !DILexicalBlock(scope: !3239, file: !3, line: 1365, column: 19)
!3244 = !DILocation(line: 1367, column: 11, scope: !3243)
!3245 = !DILocation(line: 1368, column: 10, scope: !3243)
!3246 = !DILocation(line: 1369, column: 5, scope: !3243)
!3247 = !DILocation(line: 1370, column: 9, scope: !3248)
!3248 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1370, column: 9)
!3249 = !DILocation(line: 1370, column: 13, scope: !3248)
!3250 = !DILocation(line: 1370, column: 18, scope: !3248)
!3251 = !DILocation(line: 1370, column: 21, scope: !3248)
!3252 = !DILocation(line: 1370, column: 25, scope: !3248)
!3253 = !DILocation(line: 1370, column: 9, scope: !59)
!3254 = !DILocation(line: 1371, column: 7, scope: !3255)
!3255 = distinct !DILexicalBlock(scope: !3248, file: !3, line: 1370, column: 31)
!3256 = !DILocation(line: 1372, column: 11, scope: !3255)
!3257 = !DILocation(line: 1373, column: 11, scope: !3255)
!3258 = !DILocation(line: 1374, column: 10, scope: !3255)
!3259 = !DILocation(line: 1375, column: 11, scope: !3260)
!3260 = distinct !DILexicalBlock(scope: !3255, file: !3, line: 1375, column: 11)
!3261 = !DILocation(line: 1375, column: 14, scope: !3260)
!3262 = !DILocation(line: 1375, column: 18, scope: !3260)
!3263 = !DILocation(line: 1375, column: 21, scope: !3260)
!3264 = !DILocation(line: 1375, column: 24, scope: !3260)
!3265 = !DILocation(line: 1375, column: 11, scope: !3255)
!3266 = !DILocation(line: 1376, column: 9, scope: !3267)
!3267 = distinct !DILexicalBlock(scope: !3260, file: !3, line: 1375, column: 29)
!3268 = !DILocation(line: 1377, column: 12, scope: !3267)
!3269 = !DILocation(line: 1378, column: 13, scope: !3267)
!3270 = !DILocation(line: 1379, column: 12, scope: !3267)
!3271 = !DILocation(line: 1380, column: 7, scope: !3267)
!3272 = !DILocation(line: 1381, column: 5, scope: !3255)
!3273 = !DILocation(line: 1382, column: 9, scope: !3274)
!3274 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1382, column: 9)
!3275 = !DILocation(line: 1382, column: 13, scope: !3274)
!3276 = !DILocation(line: 1382, column: 18, scope: !3274)
!3277 = !DILocation(line: 1382, column: 21, scope: !3274)
!3278 = !DILocation(line: 1382, column: 25, scope: !3274)
!3279 = !DILocation(line: 1382, column: 30, scope: !3274)
!3280 = !DILocation(line: 1382, column: 33, scope: !3274)
!3281 = !DILocation(line: 1382, column: 37, scope: !3274)
!3282 = !DILocation(line: 1382, column: 9, scope: !59)
!3283 = !DILocation(line: 1383, column: 7, scope: !3284)
!3284 = distinct !DILexicalBlock(scope: !3274, file: !3, line: 1382, column: 43)
!3285 = !DILocation(line: 1384, column: 11, scope: !3284)
!3286 = !DILocation(line: 1385, column: 5, scope: !3284)
!3287 = !DILocation(line: 1386, column: 9, scope: !3288)
!3288 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1386, column: 9)
!3289 = !DILocation(line: 1386, column: 12, scope: !3288)
!3290 = !DILocation(line: 1386, column: 16, scope: !3288)
!3291 = !DILocation(line: 1386, column: 19, scope: !3288)
!3292 = !DILocation(line: 1386, column: 22, scope: !3288)
!3293 = !DILocation(line: 1386, column: 26, scope: !3288)
!3294 = !DILocation(line: 1386, column: 29, scope: !3288)
!3295 = !DILocation(line: 1386, column: 32, scope: !3288)
!3296 = !DILocation(line: 1386, column: 9, scope: !59)
!3297 = !DILocation(line: 1387, column: 7, scope: !3298)
!3298 = distinct !DILexicalBlock(scope: !3288, file: !3, line: 1386, column: 37)
!3299 = !DILocation(line: 1388, column: 10, scope: !3298)
!3300 = !DILocation(line: 1389, column: 10, scope: !3298)
!3301 = !DILocation(line: 1390, column: 10, scope: !3298)
!3302 = !DILocation(line: 1391, column: 10, scope: !3298)
!3303 = !DILocation(line: 1392, column: 11, scope: !3304)
!3304 = distinct !DILexicalBlock(scope: !3298, file: !3, line: 1392, column: 11)
!3305 = !DILocation(line: 1392, column: 14, scope: !3304)
!3306 = !DILocation(line: 1392, column: 11, scope: !3298)
!3307 = !DILocation(line: 1393, column: 9, scope: !3308)
!3308 = distinct !DILexicalBlock(scope: !3304, file: !3, line: 1392, column: 20)
!3309 = !DILocation(line: 1394, column: 12, scope: !3308)
!3310 = !DILocation(line: 1395, column: 7, scope: !3308)
!3311 = !DILocation(line: 1396, column: 5, scope: !3298)
!3312 = !DILocation(line: 1397, column: 9, scope: !3313)
!3313 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1397, column: 9)
!3314 = !DILocation(line: 1397, column: 12, scope: !3313)
!3315 = !DILocation(line: 1397, column: 9, scope: !59)
!3316 = !DILocation(line: 1398, column: 7, scope: !3317)
!3317 = distinct !DILexicalBlock(scope: !3313, file: !3, line: 1397, column: 18)
!3318 = !DILocation(line: 1399, column: 10, scope: !3317)
!3319 = !DILocation(line: 1400, column: 5, scope: !3317)
!3320 = !DILocation(line: 1401, column: 9, scope: !3321)
!3321 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1401, column: 9)
!3322 = !DILocation(line: 1401, column: 12, scope: !3321)
!3323 = !DILocation(line: 1401, column: 17, scope: !3321)
!3324 = !DILocation(line: 1401, column: 20, scope: !3321)
!3325 = !DILocation(line: 1401, column: 23, scope: !3321)
!3326 = !DILocation(line: 1401, column: 9, scope: !59)
!3327 = !DILocation(line: 1402, column: 7, scope: !3328)
!3328 = distinct !DILexicalBlock(scope: !3321, file: !3, line: 1401, column: 28)
!3329 = !DILocation(line: 1403, column: 10, scope: !3328)
!3330 = !DILocation(line: 1404, column: 11, scope: !3328)
!3331 = !DILocation(line: 1405, column: 5, scope: !3328)
!3332 = !DILocation(line: 1406, column: 9, scope: !3333)
!3333 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1406, column: 9)
!3334 = !DILocation(line: 1406, column: 12, scope: !3333)
!3335 = !DILocation(line: 1406, column: 17, scope: !3333)
!3336 = !DILocation(line: 1406, column: 20, scope: !3333)
!3337 = !DILocation(line: 1406, column: 23, scope: !3333)
!3338 = !DILocation(line: 1406, column: 28, scope: !3333)
!3339 = !DILocation(line: 1406, column: 31, scope: !3333)
!3340 = !DILocation(line: 1406, column: 34, scope: !3333)
!3341 = !DILocation(line: 1406, column: 9, scope: !59)
!3342 = !DILocation(line: 1407, column: 7, scope: !3343)
!3343 = distinct !DILexicalBlock(scope: !3333, file: !3, line: 1406, column: 39)
!3344 = !DILocation(line: 1408, column: 10, scope: !3343)
!3345 = !DILocation(line: 1409, column: 10, scope: !3343)
!3346 = !DILocation(line: 1410, column: 5, scope: !3343)
!3347 = !DILocation(line: 1411, column: 9, scope: !3348)
!3348 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1411, column: 9)
!3349 = !DILocation(line: 1411, column: 13, scope: !3348)
!3350 = !DILocation(line: 1411, column: 9, scope: !59)
!3351 = !DILocation(line: 1412, column: 7, scope: !3352)
!3352 = distinct !DILexicalBlock(scope: !3348, file: !3, line: 1411, column: 19)
!3353 = !DILocation(line: 1413, column: 11, scope: !3352)
!3354 = !DILocation(line: 1414, column: 11, scope: !3352)
!3355 = !DILocation(line: 1415, column: 5, scope: !3352)
!3356 = !DILocation(line: 1416, column: 9, scope: !3357)
!3357 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1416, column: 9)
!3358 = !DILocation(line: 1416, column: 13, scope: !3357)
!3359 = !DILocation(line: 1416, column: 9, scope: !59)
!3360 = !DILocation(line: 1417, column: 7, scope: !3361)
!3361 = distinct !DILexicalBlock(scope: !3357, file: !3, line: 1416, column: 18)
!3362 = !DILocation(line: 1418, column: 11, scope: !3361)
!3363 = !DILocation(line: 1419, column: 5, scope: !3361)
!3364 = !DILocation(line: 1420, column: 9, scope: !3365)
!3365 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1420, column: 9)
!3366 = !DILocation(line: 1420, column: 12, scope: !3365)
!3367 = !DILocation(line: 1420, column: 16, scope: !3365)
!3368 = !DILocation(line: 1420, column: 19, scope: !3365)
!3369 = !DILocation(line: 1420, column: 22, scope: !3365)
!3370 = !DILocation(line: 1420, column: 27, scope: !3365)
!3371 = !DILocation(line: 1420, column: 30, scope: !3365)
!3372 = !DILocation(line: 1420, column: 34, scope: !3365)
!3373 = !DILocation(line: 1420, column: 9, scope: !59)
!3374 = !DILocation(line: 1421, column: 7, scope: !3375)
!3375 = distinct !DILexicalBlock(scope: !3365, file: !3, line: 1420, column: 39)
!3376 = !DILocation(line: 1422, column: 10, scope: !3375)
!3377 = !DILocation(line: 1423, column: 10, scope: !3375)
!3378 = !DILocation(line: 1424, column: 10, scope: !3375)
!3379 = !DILocation(line: 1425, column: 11, scope: !3375)
!3380 = !DILocation(line: 1426, column: 5, scope: !3375)
!3381 = !DILocation(line: 1427, column: 9, scope: !3382)
!3382 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1427, column: 9)
!3383 = !DILocation(line: 1427, column: 12, scope: !3382)
!3384 = !DILocation(line: 1427, column: 16, scope: !3382)
!3385 = !DILocation(line: 1427, column: 19, scope: !3382)
!3386 = !DILocation(line: 1427, column: 23, scope: !3382)
!3387 = !DILocation(line: 1427, column: 9, scope: !59)
!3388 = !DILocation(line: 1428, column: 7, scope: !3389)
!3389 = distinct !DILexicalBlock(scope: !3382, file: !3, line: 1427, column: 29)
!3390 = !DILocation(line: 1429, column: 10, scope: !3389)
!3391 = !DILocation(line: 1430, column: 11, scope: !3389)
!3392 = !DILocation(line: 1431, column: 11, scope: !3389)
!3393 = !DILocation(line: 1432, column: 10, scope: !3389)
!3394 = !DILocation(line: 1433, column: 11, scope: !3395)
!3395 = distinct !DILexicalBlock(scope: !3389, file: !3, line: 1433, column: 11)
!3396 = !DILocation(line: 1433, column: 14, scope: !3395)
!3397 = !DILocation(line: 1433, column: 11, scope: !3389)
!3398 = !DILocation(line: 1434, column: 9, scope: !3399)
!3399 = distinct !DILexicalBlock(scope: !3395, file: !3, line: 1433, column: 20)
!3400 = !DILocation(line: 1435, column: 12, scope: !3399)
!3401 = !DILocation(line: 1436, column: 12, scope: !3399)
!3402 = !DILocation(line: 1437, column: 7, scope: !3399)
!3403 = !DILocation(line: 1438, column: 5, scope: !3389)
!3404 = !DILocation(line: 1439, column: 9, scope: !3405)
!3405 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1439, column: 9)
!3406 = !DILocation(line: 1439, column: 12, scope: !3405)
!3407 = !DILocation(line: 1439, column: 16, scope: !3405)
!3408 = !DILocation(line: 1439, column: 19, scope: !3405)
!3409 = !DILocation(line: 1439, column: 23, scope: !3405)
!3410 = !DILocation(line: 1439, column: 9, scope: !59)
!3411 = !DILocation(line: 1440, column: 7, scope: !3412)
!3412 = distinct !DILexicalBlock(scope: !3405, file: !3, line: 1439, column: 28)
!3413 = !DILocation(line: 1441, column: 10, scope: !3412)
!3414 = !DILocation(line: 1442, column: 11, scope: !3412)
!3415 = !DILocation(line: 1443, column: 11, scope: !3412)
!3416 = !DILocation(line: 1444, column: 5, scope: !3412)
!3417 = !DILocation(line: 1445, column: 9, scope: !3418)
!3418 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1445, column: 9)
!3419 = !DILocation(line: 1445, column: 13, scope: !3418)
!3420 = !DILocation(line: 1445, column: 9, scope: !59)
!3421 = !DILocation(line: 1446, column: 7, scope: !3422)
!3422 = distinct !DILexicalBlock(scope: !3418, file: !3, line: 1445, column: 19)
!3423 = !DILocation(line: 1447, column: 11, scope: !3422)
!3424 = !DILocation(line: 1448, column: 10, scope: !3422)
!3425 = !DILocation(line: 1449, column: 10, scope: !3422)
!3426 = !DILocation(line: 1450, column: 11, scope: !3427)
!3427 = distinct !DILexicalBlock(scope: !3422, file: !3, line: 1450, column: 11)
!3428 = !DILocation(line: 1450, column: 15, scope: !3427)
!3429 = !DILocation(line: 1450, column: 20, scope: !3427)
!3430 = !DILocation(line: 1450, column: 23, scope: !3427)
!3431 = !DILocation(line: 1450, column: 26, scope: !3427)
!3432 = !DILocation(line: 1450, column: 11, scope: !3422)
!3433 = !DILocation(line: 1451, column: 9, scope: !3434)
!3434 = distinct !DILexicalBlock(scope: !3427, file: !3, line: 1450, column: 32)
!3435 = !DILocation(line: 1452, column: 12, scope: !3434)
!3436 = !DILocation(line: 1453, column: 7, scope: !3434)
!3437 = !DILocation(line: 1454, column: 5, scope: !3422)
!3438 = !DILocation(line: 1455, column: 9, scope: !3439)
!3439 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1455, column: 9)
!3440 = !DILocation(line: 1455, column: 12, scope: !3439)
!3441 = !DILocation(line: 1455, column: 9, scope: !59)
!3442 = !DILocation(line: 1456, column: 7, scope: !3443)
!3443 = distinct !DILexicalBlock(scope: !3439, file: !3, line: 1455, column: 18)
!3444 = !DILocation(line: 1457, column: 11, scope: !3443)
!3445 = !DILocation(line: 1458, column: 5, scope: !3443)
!3446 = !DILocation(line: 1459, column: 9, scope: !3447)
!3447 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1459, column: 9)
!3448 = !DILocation(line: 1459, column: 12, scope: !3447)
!3449 = !DILocation(line: 1459, column: 17, scope: !3447)
!3450 = !DILocation(line: 1459, column: 20, scope: !3447)
!3451 = !DILocation(line: 1459, column: 24, scope: !3447)
!3452 = !DILocation(line: 1459, column: 9, scope: !59)
!3453 = !DILocation(line: 1460, column: 7, scope: !3454)
!3454 = distinct !DILexicalBlock(scope: !3447, file: !3, line: 1459, column: 30)
!3455 = !DILocation(line: 1461, column: 10, scope: !3454)
!3456 = !DILocation(line: 1462, column: 10, scope: !3454)
!3457 = !DILocation(line: 1463, column: 5, scope: !3454)
!3458 = !DILocation(line: 1464, column: 9, scope: !3459)
!3459 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1464, column: 9)
!3460 = !DILocation(line: 1464, column: 12, scope: !3459)
!3461 = !DILocation(line: 1464, column: 9, scope: !59)
!3462 = !DILocation(line: 1465, column: 7, scope: !3463)
!3463 = distinct !DILexicalBlock(scope: !3459, file: !3, line: 1464, column: 17)
!3464 = !DILocation(line: 1466, column: 11, scope: !3463)
!3465 = !DILocation(line: 1467, column: 5, scope: !3463)
!3466 = !DILocation(line: 1468, column: 9, scope: !3467)
!3467 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1468, column: 9)
!3468 = !DILocation(line: 1468, column: 12, scope: !3467)
!3469 = !DILocation(line: 1468, column: 16, scope: !3467)
!3470 = !DILocation(line: 1468, column: 19, scope: !3467)
!3471 = !DILocation(line: 1468, column: 23, scope: !3467)
!3472 = !DILocation(line: 1468, column: 9, scope: !59)
!3473 = !DILocation(line: 1469, column: 7, scope: !3474)
!3474 = distinct !DILexicalBlock(scope: !3467, file: !3, line: 1468, column: 29)
!3475 = !DILocation(line: 1470, column: 10, scope: !3474)
!3476 = !DILocation(line: 1471, column: 10, scope: !3474)
!3477 = !DILocation(line: 1472, column: 11, scope: !3474)
!3478 = !DILocation(line: 1473, column: 5, scope: !3474)
!3479 = !DILocation(line: 1474, column: 9, scope: !3480)
!3480 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1474, column: 9)
!3481 = !DILocation(line: 1474, column: 12, scope: !3480)
!3482 = !DILocation(line: 1474, column: 16, scope: !3480)
!3483 = !DILocation(line: 1474, column: 19, scope: !3480)
!3484 = !DILocation(line: 1474, column: 23, scope: !3480)
!3485 = !DILocation(line: 1474, column: 28, scope: !3480)
!3486 = !DILocation(line: 1474, column: 31, scope: !3480)
!3487 = !DILocation(line: 1474, column: 34, scope: !3480)
!3488 = !DILocation(line: 1474, column: 9, scope: !59)
!3489 = !DILocation(line: 1475, column: 7, scope: !3490)
!3490 = distinct !DILexicalBlock(scope: !3480, file: !3, line: 1474, column: 40)
!3491 = !DILocation(line: 1476, column: 10, scope: !3490)
!3492 = !DILocation(line: 1477, column: 10, scope: !3490)
!3493 = !DILocation(line: 1478, column: 11, scope: !3490)
!3494 = !DILocation(line: 1479, column: 10, scope: !3490)
!3495 = !DILocation(line: 1480, column: 5, scope: !3490)
!3496 = !DILocation(line: 1481, column: 9, scope: !3497)
!3497 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1481, column: 9)
!3498 = !DILocation(line: 1481, column: 13, scope: !3497)
!3499 = !DILocation(line: 1481, column: 17, scope: !3497)
!3500 = !DILocation(line: 1481, column: 20, scope: !3497)
!3501 = !DILocation(line: 1481, column: 23, scope: !3497)
!3502 = !DILocation(line: 1481, column: 9, scope: !59)
!3503 = !DILocation(line: 1482, column: 7, scope: !3504)
!3504 = distinct !DILexicalBlock(scope: !3497, file: !3, line: 1481, column: 29)
!3505 = !DILocation(line: 1483, column: 11, scope: !3504)
!3506 = !DILocation(line: 1484, column: 11, scope: !3504)
!3507 = !DILocation(line: 1485, column: 11, scope: !3508)
!3508 = distinct !DILexicalBlock(scope: !3504, file: !3, line: 1485, column: 11)
!3509 = !DILocation(line: 1485, column: 14, scope: !3508)
!3510 = !DILocation(line: 1485, column: 18, scope: !3508)
!3511 = !DILocation(line: 1485, column: 21, scope: !3508)
!3512 = !DILocation(line: 1485, column: 24, scope: !3508)
!3513 = !DILocation(line: 1485, column: 11, scope: !3504)
!3514 = !DILocation(line: 1486, column: 9, scope: !3515)
!3515 = distinct !DILexicalBlock(scope: !3508, file: !3, line: 1485, column: 30)
!3516 = !DILocation(line: 1487, column: 12, scope: !3515)
!3517 = !DILocation(line: 1488, column: 12, scope: !3515)
!3518 = !DILocation(line: 1489, column: 7, scope: !3515)
!3519 = !DILocation(line: 1490, column: 5, scope: !3504)
!3520 = !DILocation(line: 1491, column: 9, scope: !3521)
!3521 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1491, column: 9)
!3522 = !DILocation(line: 1491, column: 12, scope: !3521)
!3523 = !DILocation(line: 1491, column: 16, scope: !3521)
!3524 = !DILocation(line: 1491, column: 19, scope: !3521)
!3525 = !DILocation(line: 1491, column: 23, scope: !3521)
!3526 = !DILocation(line: 1491, column: 27, scope: !3521)
!3527 = !DILocation(line: 1491, column: 30, scope: !3521)
!3528 = !DILocation(line: 1491, column: 33, scope: !3521)
!3529 = !DILocation(line: 1491, column: 9, scope: !59)
!3530 = !DILocation(line: 1492, column: 7, scope: !3531)
!3531 = distinct !DILexicalBlock(scope: !3521, file: !3, line: 1491, column: 38)
!3532 = !DILocation(line: 1493, column: 11, scope: !3531)
!3533 = !DILocation(line: 1494, column: 10, scope: !3531)
!3534 = !DILocation(line: 1495, column: 10, scope: !3531)
!3535 = !DILocation(line: 1496, column: 10, scope: !3531)
!3536 = !DILocation(line: 1497, column: 11, scope: !3537)
!3537 = distinct !DILexicalBlock(scope: !3531, file: !3, line: 1497, column: 11)
!3538 = !DILocation(line: 1497, column: 14, scope: !3537)
!3539 = !DILocation(line: 1497, column: 18, scope: !3537)
!3540 = !DILocation(line: 1497, column: 21, scope: !3537)
!3541 = !DILocation(line: 1497, column: 24, scope: !3537)
!3542 = !DILocation(line: 1497, column: 11, scope: !3531)
!3543 = !DILocation(line: 1498, column: 9, scope: !3544)
!3544 = distinct !DILexicalBlock(scope: !3537, file: !3, line: 1497, column: 29)
!3545 = !DILocation(line: 1499, column: 12, scope: !3544)
!3546 = !DILocation(line: 1500, column: 13, scope: !3544)
!3547 = !DILocation(line: 1501, column: 12, scope: !3544)
!3548 = !DILocation(line: 1502, column: 7, scope: !3544)
!3549 = !DILocation(line: 1503, column: 5, scope: !3531)
!3550 = !DILocation(line: 1504, column: 9, scope: !3551)
!3551 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1504, column: 9)
!3552 = !DILocation(line: 1504, column: 13, scope: !3551)
!3553 = !DILocation(line: 1504, column: 9, scope: !59)
!3554 = !DILocation(line: 1505, column: 7, scope: !3555)
!3555 = distinct !DILexicalBlock(scope: !3551, file: !3, line: 1504, column: 19)
!3556 = !DILocation(line: 1506, column: 11, scope: !3555)
!3557 = !DILocation(line: 1507, column: 5, scope: !3555)
!3558 = !DILocation(line: 1508, column: 9, scope: !3559)
!3559 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1508, column: 9)
!3560 = !DILocation(line: 1508, column: 13, scope: !3559)
!3561 = !DILocation(line: 1508, column: 18, scope: !3559)
!3562 = !DILocation(line: 1508, column: 21, scope: !3559)
!3563 = !DILocation(line: 1508, column: 24, scope: !3559)
!3564 = !DILocation(line: 1508, column: 29, scope: !3559)
!3565 = !DILocation(line: 1508, column: 32, scope: !3559)
!3566 = !DILocation(line: 1508, column: 35, scope: !3559)
!3567 = !DILocation(line: 1508, column: 9, scope: !59)
!3568 = !DILocation(line: 1509, column: 7, scope: !3569)
!3569 = distinct !DILexicalBlock(scope: !3559, file: !3, line: 1508, column: 41)
!3570 = !DILocation(line: 1510, column: 10, scope: !3569)
!3571 = !DILocation(line: 1511, column: 10, scope: !3569)
!3572 = !DILocation(line: 1512, column: 10, scope: !3569)
!3573 = !DILocation(line: 1513, column: 11, scope: !3574)
!3574 = distinct !DILexicalBlock(scope: !3569, file: !3, line: 1513, column: 11)
!3575 = !DILocation(line: 1513, column: 15, scope: !3574)
!3576 = !DILocation(line: 1513, column: 11, scope: !3569)
!3577 = !DILocation(line: 1514, column: 9, scope: !3578)
!3578 = distinct !DILexicalBlock(scope: !3574, file: !3, line: 1513, column: 21)
!3579 = !DILocation(line: 1515, column: 12, scope: !3578)
!3580 = !DILocation(line: 1516, column: 7, scope: !3578)
!3581 = !DILocation(line: 1517, column: 5, scope: !3569)
!3582 = !DILocation(line: 1518, column: 9, scope: !3583)
!3583 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1518, column: 9)
!3584 = !DILocation(line: 1518, column: 12, scope: !3583)
!3585 = !DILocation(line: 1518, column: 9, scope: !59)
!3586 = !DILocation(line: 1519, column: 7, scope: !3587)
!3587 = distinct !DILexicalBlock(scope: !3583, file: !3, line: 1518, column: 17)
!3588 = !DILocation(line: 1520, column: 10, scope: !3587)
!3589 = !DILocation(line: 1521, column: 11, scope: !3590)
!3590 = distinct !DILexicalBlock(scope: !3587, file: !3, line: 1521, column: 11)
!3591 = !DILocation(line: 1521, column: 15, scope: !3590)
!3592 = !DILocation(line: 1521, column: 11, scope: !3587)
!3593 = !DILocation(line: 1522, column: 9, scope: !3594)
!3594 = distinct !DILexicalBlock(scope: !3590, file: !3, line: 1521, column: 20)
!3595 = !DILocation(line: 1523, column: 13, scope: !3594)
!3596 = !DILocation(line: 1524, column: 13, scope: !3594)
!3597 = !DILocation(line: 1525, column: 13, scope: !3594)
!3598 = !DILocation(line: 1526, column: 7, scope: !3594)
!3599 = !DILocation(line: 1527, column: 5, scope: !3587)
!3600 = !DILocation(line: 1528, column: 9, scope: !3601)
!3601 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1528, column: 9)
!3602 = !DILocation(line: 1528, column: 13, scope: !3601)
!3603 = !DILocation(line: 1528, column: 17, scope: !3601)
!3604 = !DILocation(line: 1528, column: 20, scope: !3601)
!3605 = !DILocation(line: 1528, column: 23, scope: !3601)
!3606 = !DILocation(line: 1528, column: 28, scope: !3601)
!3607 = !DILocation(line: 1528, column: 31, scope: !3601)
!3608 = !DILocation(line: 1528, column: 34, scope: !3601)
!3609 = !DILocation(line: 1528, column: 9, scope: !59)
!3610 = !DILocation(line: 1529, column: 7, scope: !3611)
!3611 = distinct !DILexicalBlock(scope: !3601, file: !3, line: 1528, column: 40)
!3612 = !DILocation(line: 1530, column: 11, scope: !3611)
!3613 = !DILocation(line: 1531, column: 10, scope: !3611)
!3614 = !DILocation(line: 1532, column: 10, scope: !3611)
!3615 = !DILocation(line: 1533, column: 5, scope: !3611)
!3616 = !DILocation(line: 1534, column: 9, scope: !3617)
!3617 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1534, column: 9)
!3618 = !DILocation(line: 1534, column: 12, scope: !3617)
!3619 = !DILocation(line: 1534, column: 16, scope: !3617)
!3620 = !DILocation(line: 1534, column: 19, scope: !3617)
!3621 = !DILocation(line: 1534, column: 22, scope: !3617)
!3622 = !DILocation(line: 1534, column: 9, scope: !59)
!3623 = !DILocation(line: 1535, column: 7, scope: !3624)
!3624 = distinct !DILexicalBlock(scope: !3617, file: !3, line: 1534, column: 28)
!3625 = !DILocation(line: 1536, column: 10, scope: !3624)
!3626 = !DILocation(line: 1537, column: 10, scope: !3624)
!3627 = !DILocation(line: 1538, column: 5, scope: !3624)
!3628 = !DILocation(line: 1539, column: 9, scope: !3629)
!3629 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1539, column: 9)
!3630 = !DILocation(line: 1539, column: 12, scope: !3629)
!3631 = !DILocation(line: 1539, column: 16, scope: !3629)
!3632 = !DILocation(line: 1539, column: 19, scope: !3629)
!3633 = !DILocation(line: 1539, column: 23, scope: !3629)
!3634 = !DILocation(line: 1539, column: 9, scope: !59)
!3635 = !DILocation(line: 1540, column: 7, scope: !3636)
!3636 = distinct !DILexicalBlock(scope: !3629, file: !3, line: 1539, column: 28)
!3637 = !DILocation(line: 1541, column: 10, scope: !3636)
!3638 = !DILocation(line: 1542, column: 5, scope: !3636)
!3639 = !DILocation(line: 1543, column: 9, scope: !3640)
!3640 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1543, column: 9)
!3641 = !DILocation(line: 1543, column: 12, scope: !3640)
!3642 = !DILocation(line: 1543, column: 9, scope: !59)
!3643 = !DILocation(line: 1544, column: 7, scope: !3644)
!3644 = distinct !DILexicalBlock(scope: !3640, file: !3, line: 1543, column: 18)
!3645 = !DILocation(line: 1545, column: 10, scope: !3644)
!3646 = !DILocation(line: 1546, column: 5, scope: !3644)
!3647 = !DILocation(line: 1547, column: 9, scope: !3648)
!3648 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1547, column: 9)
!3649 = !DILocation(line: 1547, column: 13, scope: !3648)
!3650 = !DILocation(line: 1547, column: 9, scope: !59)
!3651 = !DILocation(line: 1548, column: 7, scope: !3652)
!3652 = distinct !DILexicalBlock(scope: !3648, file: !3, line: 1547, column: 19)
!3653 = !DILocation(line: 1549, column: 11, scope: !3652)
!3654 = !DILocation(line: 1550, column: 10, scope: !3652)
!3655 = !DILocation(line: 1551, column: 5, scope: !3652)
!3656 = !DILocation(line: 1552, column: 9, scope: !3657)
!3657 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1552, column: 9)
!3658 = !DILocation(line: 1552, column: 13, scope: !3657)
!3659 = !DILocation(line: 1552, column: 18, scope: !3657)
!3660 = !DILocation(line: 1552, column: 21, scope: !3657)
!3661 = !DILocation(line: 1552, column: 24, scope: !3657)
!3662 = !DILocation(line: 1552, column: 9, scope: !59)
!3663 = !DILocation(line: 1553, column: 7, scope: !3664)
!3664 = distinct !DILexicalBlock(scope: !3657, file: !3, line: 1552, column: 29)
!3665 = !DILocation(line: 1554, column: 10, scope: !3664)
!3666 = !DILocation(line: 1555, column: 10, scope: !3664)
!3667 = !DILocation(line: 1556, column: 5, scope: !3664)
!3668 = !DILocation(line: 1557, column: 9, scope: !3669)
!3669 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1557, column: 9)
!3670 = !DILocation(line: 1557, column: 12, scope: !3669)
!3671 = !DILocation(line: 1557, column: 17, scope: !3669)
!3672 = !DILocation(line: 1557, column: 20, scope: !3669)
!3673 = !DILocation(line: 1557, column: 23, scope: !3669)
!3674 = !DILocation(line: 1557, column: 27, scope: !3669)
!3675 = !DILocation(line: 1557, column: 30, scope: !3669)
!3676 = !DILocation(line: 1557, column: 33, scope: !3669)
!3677 = !DILocation(line: 1557, column: 9, scope: !59)
!3678 = !DILocation(line: 1558, column: 7, scope: !3679)
!3679 = distinct !DILexicalBlock(scope: !3669, file: !3, line: 1557, column: 39)
!3680 = !DILocation(line: 1559, column: 10, scope: !3679)
!3681 = !DILocation(line: 1560, column: 11, scope: !3679)
!3682 = !DILocation(line: 1561, column: 5, scope: !3679)
!3683 = !DILocation(line: 1562, column: 9, scope: !3684)
!3684 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1562, column: 9)
!3685 = !DILocation(line: 1562, column: 12, scope: !3684)
!3686 = !DILocation(line: 1562, column: 17, scope: !3684)
!3687 = !DILocation(line: 1562, column: 20, scope: !3684)
!3688 = !DILocation(line: 1562, column: 24, scope: !3684)
!3689 = !DILocation(line: 1562, column: 9, scope: !59)
!3690 = !DILocation(line: 1563, column: 7, scope: !3691)
!3691 = distinct !DILexicalBlock(scope: !3684, file: !3, line: 1562, column: 30)
!3692 = !DILocation(line: 1564, column: 10, scope: !3691)
!3693 = !DILocation(line: 1565, column: 10, scope: !3691)
!3694 = !DILocation(line: 1566, column: 5, scope: !3691)
!3695 = !DILocation(line: 1567, column: 9, scope: !3696)
!3696 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1567, column: 9)
!3697 = !DILocation(line: 1567, column: 13, scope: !3696)
!3698 = !DILocation(line: 1567, column: 18, scope: !3696)
!3699 = !DILocation(line: 1567, column: 21, scope: !3696)
!3700 = !DILocation(line: 1567, column: 24, scope: !3696)
!3701 = !DILocation(line: 1567, column: 28, scope: !3696)
!3702 = !DILocation(line: 1567, column: 31, scope: !3696)
!3703 = !DILocation(line: 1567, column: 34, scope: !3696)
!3704 = !DILocation(line: 1567, column: 9, scope: !59)
!3705 = !DILocation(line: 1568, column: 7, scope: !3706)
!3706 = distinct !DILexicalBlock(scope: !3696, file: !3, line: 1567, column: 40)
!3707 = !DILocation(line: 1569, column: 10, scope: !3706)
!3708 = !DILocation(line: 1570, column: 11, scope: !3706)
!3709 = !DILocation(line: 1571, column: 11, scope: !3706)
!3710 = !DILocation(line: 1572, column: 5, scope: !3706)
!3711 = !DILocation(line: 1573, column: 9, scope: !3712)
!3712 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1573, column: 9)
!3713 = !DILocation(line: 1573, column: 12, scope: !3712)
!3714 = !DILocation(line: 1573, column: 17, scope: !3712)
!3715 = !DILocation(line: 1573, column: 20, scope: !3712)
!3716 = !DILocation(line: 1573, column: 23, scope: !3712)
!3717 = !DILocation(line: 1573, column: 9, scope: !59)
!3718 = !DILocation(line: 1574, column: 7, scope: !3719)
!3719 = distinct !DILexicalBlock(scope: !3712, file: !3, line: 1573, column: 29)
!3720 = !DILocation(line: 1575, column: 10, scope: !3719)
!3721 = !DILocation(line: 1576, column: 5, scope: !3719)
!3722 = !DILocation(line: 1577, column: 9, scope: !3723)
!3723 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1577, column: 9)
!3724 = !DILocation(line: 1577, column: 12, scope: !3723)
!3725 = !DILocation(line: 1577, column: 17, scope: !3723)
!3726 = !DILocation(line: 1577, column: 20, scope: !3723)
!3727 = !DILocation(line: 1577, column: 23, scope: !3723)
!3728 = !DILocation(line: 1577, column: 9, scope: !59)
!3729 = !DILocation(line: 1578, column: 7, scope: !3730)
!3730 = distinct !DILexicalBlock(scope: !3723, file: !3, line: 1577, column: 28)
!3731 = !DILocation(line: 1579, column: 10, scope: !3730)
!3732 = !DILocation(line: 1580, column: 11, scope: !3730)
!3733 = !DILocation(line: 1581, column: 5, scope: !3730)
!3734 = !DILocation(line: 1582, column: 9, scope: !3735)
!3735 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1582, column: 9)
!3736 = !DILocation(line: 1582, column: 13, scope: !3735)
!3737 = !DILocation(line: 1582, column: 18, scope: !3735)
!3738 = !DILocation(line: 1582, column: 21, scope: !3735)
!3739 = !DILocation(line: 1582, column: 25, scope: !3735)
!3740 = !DILocation(line: 1582, column: 9, scope: !59)
!3741 = !DILocation(line: 1583, column: 7, scope: !3742)
!3742 = distinct !DILexicalBlock(scope: !3735, file: !3, line: 1582, column: 31)
!3743 = !DILocation(line: 1584, column: 10, scope: !3742)
!3744 = !DILocation(line: 1585, column: 5, scope: !3742)
!3745 = !DILocation(line: 1586, column: 9, scope: !3746)
!3746 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1586, column: 9)
!3747 = !DILocation(line: 1586, column: 13, scope: !3746)
!3748 = !DILocation(line: 1586, column: 9, scope: !59)
!3749 = !DILocation(line: 1587, column: 7, scope: !3750)
!3750 = distinct !DILexicalBlock(scope: !3746, file: !3, line: 1586, column: 18)
!3751 = !DILocation(line: 1588, column: 10, scope: !3750)
!3752 = !DILocation(line: 1589, column: 11, scope: !3750)
!3753 = !DILocation(line: 1590, column: 5, scope: !3750)
!3754 = !DILocation(line: 1591, column: 9, scope: !3755)
!3755 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1591, column: 9)
!3756 = !DILocation(line: 1591, column: 13, scope: !3755)
!3757 = !DILocation(line: 1591, column: 18, scope: !3755)
!3758 = !DILocation(line: 1591, column: 21, scope: !3755)
!3759 = !DILocation(line: 1591, column: 24, scope: !3755)
!3760 = !DILocation(line: 1591, column: 9, scope: !59)
!3761 = !DILocation(line: 1592, column: 7, scope: !3762)
!3762 = distinct !DILexicalBlock(scope: !3755, file: !3, line: 1591, column: 29)
!3763 = !DILocation(line: 1593, column: 11, scope: !3762)
!3764 = !DILocation(line: 1594, column: 5, scope: !3762)
!3765 = !DILocation(line: 1595, column: 9, scope: !3766)
!3766 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1595, column: 9)
!3767 = !DILocation(line: 1595, column: 12, scope: !3766)
!3768 = !DILocation(line: 1595, column: 9, scope: !59)
!3769 = !DILocation(line: 1596, column: 7, scope: !3770)
!3770 = distinct !DILexicalBlock(scope: !3766, file: !3, line: 1595, column: 17)
!3771 = !DILocation(line: 1597, column: 10, scope: !3770)
!3772 = !DILocation(line: 1598, column: 5, scope: !3770)
!3773 = !DILocation(line: 1599, column: 9, scope: !3774)
!3774 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1599, column: 9)
!3775 = !DILocation(line: 1599, column: 12, scope: !3774)
!3776 = !DILocation(line: 1599, column: 17, scope: !3774)
!3777 = !DILocation(line: 1599, column: 20, scope: !3774)
!3778 = !DILocation(line: 1599, column: 23, scope: !3774)
!3779 = !DILocation(line: 1599, column: 28, scope: !3774)
!3780 = !DILocation(line: 1599, column: 31, scope: !3774)
!3781 = !DILocation(line: 1599, column: 35, scope: !3774)
!3782 = !DILocation(line: 1599, column: 9, scope: !59)
!3783 = !DILocation(line: 1600, column: 7, scope: !3784)
!3784 = distinct !DILexicalBlock(scope: !3774, file: !3, line: 1599, column: 41)
!3785 = !DILocation(line: 1601, column: 11, scope: !3784)
!3786 = !DILocation(line: 1602, column: 5, scope: !3784)
!3787 = !DILocation(line: 1603, column: 9, scope: !3788)
!3788 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1603, column: 9)
!3789 = !DILocation(line: 1603, column: 12, scope: !3788)
!3790 = !DILocation(line: 1603, column: 9, scope: !59)
!3791 = !DILocation(line: 1604, column: 7, scope: !3792)
!3792 = distinct !DILexicalBlock(scope: !3788, file: !3, line: 1603, column: 18)
!3793 = !DILocation(line: 1605, column: 11, scope: !3792)
!3794 = !DILocation(line: 1606, column: 5, scope: !3792)
!3795 = !DILocation(line: 1607, column: 9, scope: !3796)
!3796 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1607, column: 9)
!3797 = !DILocation(line: 1607, column: 12, scope: !3796)
!3798 = !DILocation(line: 1607, column: 9, scope: !59)
!3799 = !DILocation(line: 1608, column: 7, scope: !3800)
!3800 = distinct !DILexicalBlock(scope: !3796, file: !3, line: 1607, column: 18)
!3801 = !DILocation(line: 1609, column: 10, scope: !3800)
!3802 = !DILocation(line: 1610, column: 10, scope: !3800)
!3803 = !DILocation(line: 1611, column: 5, scope: !3800)
!3804 = !DILocation(line: 1612, column: 9, scope: !3805)
!3805 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1612, column: 9)
!3806 = !DILocation(line: 1612, column: 12, scope: !3805)
!3807 = !DILocation(line: 1612, column: 17, scope: !3805)
!3808 = !DILocation(line: 1612, column: 20, scope: !3805)
!3809 = !DILocation(line: 1612, column: 24, scope: !3805)
!3810 = !DILocation(line: 1612, column: 28, scope: !3805)
!3811 = !DILocation(line: 1612, column: 31, scope: !3805)
!3812 = !DILocation(line: 1612, column: 34, scope: !3805)
!3813 = !DILocation(line: 1612, column: 9, scope: !59)
!3814 = !DILocation(line: 1613, column: 7, scope: !3815)
!3815 = distinct !DILexicalBlock(scope: !3805, file: !3, line: 1612, column: 39)
!3816 = !DILocation(line: 1614, column: 10, scope: !3815)
!3817 = !DILocation(line: 1615, column: 10, scope: !3815)
!3818 = !DILocation(line: 1616, column: 5, scope: !3815)
!3819 = !DILocation(line: 1617, column: 9, scope: !3820)
!3820 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1617, column: 9)
!3821 = !DILocation(line: 1617, column: 12, scope: !3820)
!3822 = !DILocation(line: 1617, column: 17, scope: !3820)
!3823 = !DILocation(line: 1617, column: 20, scope: !3820)
!3824 = !DILocation(line: 1617, column: 24, scope: !3820)
!3825 = !DILocation(line: 1617, column: 9, scope: !59)
!3826 = !DILocation(line: 1618, column: 7, scope: !3827)
!3827 = distinct !DILexicalBlock(scope: !3820, file: !3, line: 1617, column: 30)
!3828 = !DILocation(line: 1619, column: 11, scope: !3827)
!3829 = !DILocation(line: 1620, column: 5, scope: !3827)
!3830 = !DILocation(line: 1621, column: 9, scope: !3831)
!3831 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1621, column: 9)
!3832 = !DILocation(line: 1621, column: 13, scope: !3831)
!3833 = !DILocation(line: 1621, column: 9, scope: !59)
!3834 = !DILocation(line: 1622, column: 7, scope: !3835)
!3835 = distinct !DILexicalBlock(scope: !3831, file: !3, line: 1621, column: 19)
!3836 = !DILocation(line: 1623, column: 10, scope: !3835)
!3837 = !DILocation(line: 1624, column: 11, scope: !3838)
!3838 = distinct !DILexicalBlock(scope: !3835, file: !3, line: 1624, column: 11)
!3839 = !DILocation(line: 1624, column: 14, scope: !3838)
!3840 = !DILocation(line: 1624, column: 19, scope: !3838)
!3841 = !DILocation(line: 1624, column: 22, scope: !3838)
!3842 = !DILocation(line: 1624, column: 25, scope: !3838)
!3843 = !DILocation(line: 1624, column: 30, scope: !3838)
!3844 = !DILocation(line: 1624, column: 33, scope: !3838)
!3845 = !DILocation(line: 1624, column: 36, scope: !3838)
!3846 = !DILocation(line: 1624, column: 11, scope: !3835)
!3847 = !DILocation(line: 1625, column: 9, scope: !3848)
!3848 = distinct !DILexicalBlock(scope: !3838, file: !3, line: 1624, column: 41)
!3849 = !DILocation(line: 1626, column: 12, scope: !3848)
!3850 = !DILocation(line: 1627, column: 7, scope: !3848)
!3851 = !DILocation(line: 1628, column: 5, scope: !3835)
!3852 = !DILocation(line: 1629, column: 9, scope: !3853)
!3853 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1629, column: 9)
!3854 = !DILocation(line: 1629, column: 12, scope: !3853)
!3855 = !DILocation(line: 1629, column: 17, scope: !3853)
!3856 = !DILocation(line: 1629, column: 20, scope: !3853)
!3857 = !DILocation(line: 1629, column: 23, scope: !3853)
!3858 = !DILocation(line: 1629, column: 27, scope: !3853)
!3859 = !DILocation(line: 1629, column: 30, scope: !3853)
!3860 = !DILocation(line: 1629, column: 34, scope: !3853)
!3861 = !DILocation(line: 1629, column: 9, scope: !59)
!3862 = !DILocation(line: 1630, column: 7, scope: !3863)
!3863 = distinct !DILexicalBlock(scope: !3853, file: !3, line: 1629, column: 40)
!3864 = !DILocation(line: 1631, column: 10, scope: !3863)
!3865 = !DILocation(line: 1632, column: 10, scope: !3863)
!3866 = !DILocation(line: 1633, column: 11, scope: !3863)
!3867 = !DILocation(line: 1634, column: 5, scope: !3863)
!3868 = !DILocation(line: 1635, column: 9, scope: !3869)
!3869 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1635, column: 9)
!3870 = !DILocation(line: 1635, column: 13, scope: !3869)
!3871 = !DILocation(line: 1635, column: 18, scope: !3869)
!3872 = !DILocation(line: 1635, column: 21, scope: !3869)
!3873 = !DILocation(line: 1635, column: 24, scope: !3869)
!3874 = !DILocation(line: 1635, column: 29, scope: !3869)
!3875 = !DILocation(line: 1635, column: 32, scope: !3869)
!3876 = !DILocation(line: 1635, column: 35, scope: !3869)
!3877 = !DILocation(line: 1635, column: 9, scope: !59)
!3878 = !DILocation(line: 1636, column: 7, scope: !3879)
!3879 = distinct !DILexicalBlock(scope: !3869, file: !3, line: 1635, column: 40)
!3880 = !DILocation(line: 1637, column: 10, scope: !3879)
!3881 = !DILocation(line: 1638, column: 5, scope: !3879)
!3882 = !DILocation(line: 1639, column: 9, scope: !3883)
!3883 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1639, column: 9)
!3884 = !DILocation(line: 1639, column: 13, scope: !3883)
!3885 = !DILocation(line: 1639, column: 18, scope: !3883)
!3886 = !DILocation(line: 1639, column: 21, scope: !3883)
!3887 = !DILocation(line: 1639, column: 25, scope: !3883)
!3888 = !DILocation(line: 1639, column: 29, scope: !3883)
!3889 = !DILocation(line: 1639, column: 32, scope: !3883)
!3890 = !DILocation(line: 1639, column: 35, scope: !3883)
!3891 = !DILocation(line: 1639, column: 9, scope: !59)
!3892 = !DILocation(line: 1640, column: 7, scope: !3893)
!3893 = distinct !DILexicalBlock(scope: !3883, file: !3, line: 1639, column: 41)
!3894 = !DILocation(line: 1641, column: 11, scope: !3893)
!3895 = !DILocation(line: 1642, column: 10, scope: !3893)
!3896 = !DILocation(line: 1643, column: 10, scope: !3893)
!3897 = !DILocation(line: 1644, column: 5, scope: !3893)
!3898 = !DILocation(line: 1645, column: 9, scope: !3899)
!3899 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1645, column: 9)
!3900 = !DILocation(line: 1645, column: 13, scope: !3899)
!3901 = !DILocation(line: 1645, column: 17, scope: !3899)
!3902 = !DILocation(line: 1645, column: 20, scope: !3899)
!3903 = !DILocation(line: 1645, column: 23, scope: !3899)
!3904 = !DILocation(line: 1645, column: 28, scope: !3899)
!3905 = !DILocation(line: 1645, column: 31, scope: !3899)
!3906 = !DILocation(line: 1645, column: 34, scope: !3899)
!3907 = !DILocation(line: 1645, column: 9, scope: !59)
!3908 = !DILocation(line: 1646, column: 7, scope: !3909)
!3909 = distinct !DILexicalBlock(scope: !3899, file: !3, line: 1645, column: 39)
!3910 = !DILocation(line: 1647, column: 11, scope: !3909)
!3911 = !DILocation(line: 1648, column: 10, scope: !3909)
!3912 = !DILocation(line: 1649, column: 11, scope: !3909)
!3913 = !DILocation(line: 1650, column: 10, scope: !3909)
!3914 = !DILocation(line: 1651, column: 11, scope: !3915)
!3915 = distinct !DILexicalBlock(scope: !3909, file: !3, line: 1651, column: 11)
!3916 = !DILocation(line: 1651, column: 14, scope: !3915)
!3917 = !DILocation(line: 1651, column: 19, scope: !3915)
!3918 = !DILocation(line: 1651, column: 22, scope: !3915)
!3919 = !DILocation(line: 1651, column: 26, scope: !3915)
!3920 = !DILocation(line: 1651, column: 11, scope: !3909)
!3921 = !DILocation(line: 1652, column: 9, scope: !3922)
!3922 = distinct !DILexicalBlock(scope: !3915, file: !3, line: 1651, column: 32)
!3923 = !DILocation(line: 1653, column: 13, scope: !3922)
!3924 = !DILocation(line: 1654, column: 12, scope: !3922)
!3925 = !DILocation(line: 1655, column: 7, scope: !3922)
!3926 = !DILocation(line: 1656, column: 5, scope: !3909)
!3927 = !DILocation(line: 1657, column: 9, scope: !3928)
!3928 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1657, column: 9)
!3929 = !DILocation(line: 1657, column: 13, scope: !3928)
!3930 = !DILocation(line: 1657, column: 9, scope: !59)
!3931 = !DILocation(line: 1658, column: 7, scope: !3932)
!3932 = distinct !DILexicalBlock(scope: !3928, file: !3, line: 1657, column: 19)
!3933 = !DILocation(line: 1659, column: 10, scope: !3932)
!3934 = !DILocation(line: 1660, column: 11, scope: !3935)
!3935 = distinct !DILexicalBlock(scope: !3932, file: !3, line: 1660, column: 11)
!3936 = !DILocation(line: 1660, column: 14, scope: !3935)
!3937 = !DILocation(line: 1660, column: 19, scope: !3935)
!3938 = !DILocation(line: 1660, column: 22, scope: !3935)
!3939 = !DILocation(line: 1660, column: 25, scope: !3935)
!3940 = !DILocation(line: 1660, column: 11, scope: !3932)
!3941 = !DILocation(line: 1661, column: 9, scope: !3942)
!3942 = distinct !DILexicalBlock(scope: !3935, file: !3, line: 1660, column: 31)
!3943 = !DILocation(line: 1662, column: 13, scope: !3942)
!3944 = !DILocation(line: 1663, column: 12, scope: !3942)
!3945 = !DILocation(line: 1664, column: 7, scope: !3942)
!3946 = !DILocation(line: 1665, column: 5, scope: !3932)
!3947 = !DILocation(line: 1666, column: 9, scope: !3948)
!3948 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1666, column: 9)
!3949 = !DILocation(line: 1666, column: 13, scope: !3948)
!3950 = !DILocation(line: 1666, column: 18, scope: !3948)
!3951 = !DILocation(line: 1666, column: 21, scope: !3948)
!3952 = !DILocation(line: 1666, column: 24, scope: !3948)
!3953 = !DILocation(line: 1666, column: 29, scope: !3948)
!3954 = !DILocation(line: 1666, column: 32, scope: !3948)
!3955 = !DILocation(line: 1666, column: 35, scope: !3948)
!3956 = !DILocation(line: 1666, column: 9, scope: !59)
!3957 = !DILocation(line: 1667, column: 7, scope: !3958)
!3958 = distinct !DILexicalBlock(scope: !3948, file: !3, line: 1666, column: 41)
!3959 = !DILocation(line: 1668, column: 11, scope: !3958)
!3960 = !DILocation(line: 1669, column: 11, scope: !3958)
!3961 = !DILocation(line: 1670, column: 5, scope: !3958)
!3962 = !DILocation(line: 1671, column: 9, scope: !3963)
!3963 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1671, column: 9)
!3964 = !DILocation(line: 1671, column: 12, scope: !3963)
!3965 = !DILocation(line: 1671, column: 9, scope: !59)
!3966 = !DILocation(line: 1672, column: 7, scope: !3967)
!3967 = distinct !DILexicalBlock(scope: !3963, file: !3, line: 1671, column: 18)
!3968 = !DILocation(line: 1673, column: 11, scope: !3967)
!3969 = !DILocation(line: 1674, column: 5, scope: !3967)
!3970 = !DILocation(line: 1675, column: 9, scope: !3971)
!3971 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1675, column: 9)
!3972 = !DILocation(line: 1675, column: 12, scope: !3971)
!3973 = !DILocation(line: 1675, column: 16, scope: !3971)
!3974 = !DILocation(line: 1675, column: 19, scope: !3971)
!3975 = !DILocation(line: 1675, column: 22, scope: !3971)
!3976 = !DILocation(line: 1675, column: 26, scope: !3971)
!3977 = !DILocation(line: 1675, column: 29, scope: !3971)
!3978 = !DILocation(line: 1675, column: 33, scope: !3971)
!3979 = !DILocation(line: 1675, column: 9, scope: !59)
!3980 = !DILocation(line: 1676, column: 7, scope: !3981)
!3981 = distinct !DILexicalBlock(scope: !3971, file: !3, line: 1675, column: 39)
!3982 = !DILocation(line: 1677, column: 10, scope: !3981)
!3983 = !DILocation(line: 1678, column: 11, scope: !3981)
!3984 = !DILocation(line: 1679, column: 11, scope: !3981)
!3985 = !DILocation(line: 1680, column: 11, scope: !3981)
!3986 = !DILocation(line: 1681, column: 5, scope: !3981)
!3987 = !DILocation(line: 1682, column: 9, scope: !3988)
!3988 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1682, column: 9)
!3989 = !DILocation(line: 1682, column: 13, scope: !3988)
!3990 = !DILocation(line: 1682, column: 18, scope: !3988)
!3991 = !DILocation(line: 1682, column: 21, scope: !3988)
!3992 = !DILocation(line: 1682, column: 24, scope: !3988)
!3993 = !DILocation(line: 1682, column: 29, scope: !3988)
!3994 = !DILocation(line: 1682, column: 32, scope: !3988)
!3995 = !DILocation(line: 1682, column: 35, scope: !3988)
!3996 = !DILocation(line: 1682, column: 9, scope: !59)
!3997 = !DILocation(line: 1683, column: 7, scope: !3998)
!3998 = distinct !DILexicalBlock(scope: !3988, file: !3, line: 1682, column: 41)
!3999 = !DILocation(line: 1684, column: 10, scope: !3998)
!4000 = !DILocation(line: 1685, column: 11, scope: !3998)
!4001 = !DILocation(line: 1686, column: 5, scope: !3998)
!4002 = !DILocation(line: 1687, column: 9, scope: !4003)
!4003 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1687, column: 9)
!4004 = !DILocation(line: 1687, column: 13, scope: !4003)
!4005 = !DILocation(line: 1687, column: 17, scope: !4003)
!4006 = !DILocation(line: 1687, column: 20, scope: !4003)
!4007 = !DILocation(line: 1687, column: 24, scope: !4003)
!4008 = !DILocation(line: 1687, column: 29, scope: !4003)
!4009 = !DILocation(line: 1687, column: 32, scope: !4003)
!4010 = !DILocation(line: 1687, column: 36, scope: !4003)
!4011 = !DILocation(line: 1687, column: 9, scope: !59)
!4012 = !DILocation(line: 1688, column: 7, scope: !4013)
!4013 = distinct !DILexicalBlock(scope: !4003, file: !3, line: 1687, column: 42)
!4014 = !DILocation(line: 1689, column: 11, scope: !4013)
!4015 = !DILocation(line: 1690, column: 10, scope: !4013)
!4016 = !DILocation(line: 1691, column: 10, scope: !4013)
!4017 = !DILocation(line: 1692, column: 5, scope: !4013)
!4018 = !DILocation(line: 1693, column: 9, scope: !4019)
!4019 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1693, column: 9)
!4020 = !DILocation(line: 1693, column: 13, scope: !4019)
!4021 = !DILocation(line: 1693, column: 9, scope: !59)
!4022 = !DILocation(line: 1694, column: 7, scope: !4023)
!4023 = distinct !DILexicalBlock(scope: !4019, file: !3, line: 1693, column: 19)
!4024 = !DILocation(line: 1695, column: 10, scope: !4023)
!4025 = !DILocation(line: 1696, column: 5, scope: !4023)
!4026 = !DILocation(line: 1697, column: 9, scope: !4027)
!4027 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1697, column: 9)
!4028 = !DILocation(line: 1697, column: 13, scope: !4027)
!4029 = !DILocation(line: 1697, column: 9, scope: !59)
!4030 = !DILocation(line: 1698, column: 7, scope: !4031)
!4031 = distinct !DILexicalBlock(scope: !4027, file: !3, line: 1697, column: 18)
!4032 = !DILocation(line: 1699, column: 11, scope: !4031)
!4033 = !DILocation(line: 1700, column: 10, scope: !4031)
!4034 = !DILocation(line: 1701, column: 11, scope: !4031)
!4035 = !DILocation(line: 1702, column: 5, scope: !4031)
!4036 = !DILocation(line: 1703, column: 9, scope: !4037)
!4037 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1703, column: 9)
!4038 = !DILocation(line: 1703, column: 12, scope: !4037)
!4039 = !DILocation(line: 1703, column: 17, scope: !4037)
!4040 = !DILocation(line: 1703, column: 20, scope: !4037)
!4041 = !DILocation(line: 1703, column: 24, scope: !4037)
!4042 = !DILocation(line: 1703, column: 29, scope: !4037)
!4043 = !DILocation(line: 1703, column: 32, scope: !4037)
!4044 = !DILocation(line: 1703, column: 35, scope: !4037)
!4045 = !DILocation(line: 1703, column: 9, scope: !59)
!4046 = !DILocation(line: 1704, column: 7, scope: !4047)
!4047 = distinct !DILexicalBlock(scope: !4037, file: !3, line: 1703, column: 41)
!4048 = !DILocation(line: 1705, column: 10, scope: !4047)
!4049 = !DILocation(line: 1706, column: 11, scope: !4047)
!4050 = !DILocation(line: 1707, column: 10, scope: !4047)
!4051 = !DILocation(line: 1708, column: 10, scope: !4047)
!4052 = !DILocation(line: 1709, column: 10, scope: !4047)
!4053 = !DILocation(line: 1710, column: 5, scope: !4047)
!4054 = !DILocation(line: 1711, column: 9, scope: !4055)
!4055 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1711, column: 9)
!4056 = !DILocation(line: 1711, column: 12, scope: !4055)
!4057 = !DILocation(line: 1711, column: 17, scope: !4055)
!4058 = !DILocation(line: 1711, column: 20, scope: !4055)
!4059 = !DILocation(line: 1711, column: 24, scope: !4055)
!4060 = !DILocation(line: 1711, column: 9, scope: !59)
!4061 = !DILocation(line: 1712, column: 7, scope: !4062)
!4062 = distinct !DILexicalBlock(scope: !4055, file: !3, line: 1711, column: 30)
!4063 = !DILocation(line: 1713, column: 10, scope: !4062)
!4064 = !DILocation(line: 1714, column: 11, scope: !4062)
!4065 = !DILocation(line: 1715, column: 10, scope: !4062)
!4066 = !DILocation(line: 1716, column: 5, scope: !4062)
!4067 = !DILocation(line: 1717, column: 9, scope: !4068)
!4068 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1717, column: 9)
!4069 = !DILocation(line: 1717, column: 12, scope: !4068)
!4070 = !DILocation(line: 1717, column: 17, scope: !4068)
!4071 = !DILocation(line: 1717, column: 20, scope: !4068)
!4072 = !DILocation(line: 1717, column: 23, scope: !4068)
!4073 = !DILocation(line: 1717, column: 9, scope: !59)
!4074 = !DILocation(line: 1718, column: 7, scope: !4075)
!4075 = distinct !DILexicalBlock(scope: !4068, file: !3, line: 1717, column: 28)
!4076 = !DILocation(line: 1719, column: 10, scope: !4075)
!4077 = !DILocation(line: 1720, column: 5, scope: !4075)
!4078 = !DILocation(line: 1721, column: 9, scope: !4079)
!4079 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1721, column: 9)
!4080 = !DILocation(line: 1721, column: 13, scope: !4079)
!4081 = !DILocation(line: 1721, column: 18, scope: !4079)
!4082 = !DILocation(line: 1721, column: 21, scope: !4079)
!4083 = !DILocation(line: 1721, column: 24, scope: !4079)
!4084 = !DILocation(line: 1721, column: 29, scope: !4079)
!4085 = !DILocation(line: 1721, column: 32, scope: !4079)
!4086 = !DILocation(line: 1721, column: 35, scope: !4079)
!4087 = !DILocation(line: 1721, column: 9, scope: !59)
!4088 = !DILocation(line: 1722, column: 7, scope: !4089)
!4089 = distinct !DILexicalBlock(scope: !4079, file: !3, line: 1721, column: 41)
!4090 = !DILocation(line: 1723, column: 10, scope: !4089)
!4091 = !DILocation(line: 1724, column: 5, scope: !4089)
!4092 = !DILocation(line: 1725, column: 9, scope: !4093)
!4093 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1725, column: 9)
!4094 = !DILocation(line: 1725, column: 13, scope: !4093)
!4095 = !DILocation(line: 1725, column: 9, scope: !59)
!4096 = !DILocation(line: 1726, column: 7, scope: !4097)
!4097 = distinct !DILexicalBlock(scope: !4093, file: !3, line: 1725, column: 18)
!4098 = !DILocation(line: 1727, column: 11, scope: !4097)
!4099 = !DILocation(line: 1728, column: 5, scope: !4097)
!4100 = !DILocation(line: 1729, column: 9, scope: !4101)
!4101 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1729, column: 9)
!4102 = !DILocation(line: 1729, column: 13, scope: !4101)
!4103 = !DILocation(line: 1729, column: 9, scope: !59)
!4104 = !DILocation(line: 1730, column: 7, scope: !4105)
!4105 = distinct !DILexicalBlock(scope: !4101, file: !3, line: 1729, column: 18)
!4106 = !DILocation(line: 1731, column: 11, scope: !4105)
!4107 = !DILocation(line: 1732, column: 10, scope: !4105)
!4108 = !DILocation(line: 1733, column: 5, scope: !4105)
!4109 = !DILocation(line: 1734, column: 9, scope: !4110)
!4110 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1734, column: 9)
!4111 = !DILocation(line: 1734, column: 12, scope: !4110)
!4112 = !DILocation(line: 1734, column: 17, scope: !4110)
!4113 = !DILocation(line: 1734, column: 20, scope: !4110)
!4114 = !DILocation(line: 1734, column: 23, scope: !4110)
!4115 = !DILocation(line: 1734, column: 9, scope: !59)
!4116 = !DILocation(line: 1735, column: 7, scope: !4117)
!4117 = distinct !DILexicalBlock(scope: !4110, file: !3, line: 1734, column: 29)
!4118 = !DILocation(line: 1736, column: 10, scope: !4117)
!4119 = !DILocation(line: 1737, column: 5, scope: !4117)
!4120 = !DILocation(line: 1738, column: 9, scope: !4121)
!4121 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1738, column: 9)
!4122 = !DILocation(line: 1738, column: 12, scope: !4121)
!4123 = !DILocation(line: 1738, column: 16, scope: !4121)
!4124 = !DILocation(line: 1738, column: 19, scope: !4121)
!4125 = !DILocation(line: 1738, column: 22, scope: !4121)
!4126 = !DILocation(line: 1738, column: 9, scope: !59)
!4127 = !DILocation(line: 1739, column: 7, scope: !4128)
!4128 = distinct !DILexicalBlock(scope: !4121, file: !3, line: 1738, column: 27)
!4129 = !DILocation(line: 1740, column: 10, scope: !4128)
!4130 = !DILocation(line: 1741, column: 11, scope: !4128)
!4131 = !DILocation(line: 1742, column: 10, scope: !4128)
!4132 = !DILocation(line: 1743, column: 5, scope: !4128)
!4133 = !DILocation(line: 1744, column: 9, scope: !4134)
!4134 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1744, column: 9)
!4135 = !DILocation(line: 1744, column: 13, scope: !4134)
!4136 = !DILocation(line: 1744, column: 9, scope: !59)
!4137 = !DILocation(line: 1745, column: 7, scope: !4138)
!4138 = distinct !DILexicalBlock(scope: !4134, file: !3, line: 1744, column: 18)
!4139 = !DILocation(line: 1746, column: 11, scope: !4138)
!4140 = !DILocation(line: 1747, column: 10, scope: !4138)
!4141 = !DILocation(line: 1748, column: 10, scope: !4138)
!4142 = !DILocation(line: 1749, column: 5, scope: !4138)
!4143 = !DILocation(line: 1750, column: 9, scope: !4144)
!4144 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1750, column: 9)
!4145 = !DILocation(line: 1750, column: 13, scope: !4144)
!4146 = !DILocation(line: 1750, column: 17, scope: !4144)
!4147 = !DILocation(line: 1750, column: 20, scope: !4144)
!4148 = !DILocation(line: 1750, column: 23, scope: !4144)
!4149 = !DILocation(line: 1750, column: 9, scope: !59)
!4150 = !DILocation(line: 1751, column: 7, scope: !4151)
!4151 = distinct !DILexicalBlock(scope: !4144, file: !3, line: 1750, column: 29)
!4152 = !DILocation(line: 1752, column: 10, scope: !4151)
!4153 = !DILocation(line: 1753, column: 10, scope: !4151)
!4154 = !DILocation(line: 1754, column: 5, scope: !4151)
!4155 = !DILocation(line: 1755, column: 9, scope: !4156)
!4156 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1755, column: 9)
!4157 = !DILocation(line: 1755, column: 12, scope: !4156)
!4158 = !DILocation(line: 1755, column: 16, scope: !4156)
!4159 = !DILocation(line: 1755, column: 19, scope: !4156)
!4160 = !DILocation(line: 1755, column: 22, scope: !4156)
!4161 = !DILocation(line: 1755, column: 9, scope: !59)
!4162 = !DILocation(line: 1756, column: 7, scope: !4163)
!4163 = distinct !DILexicalBlock(scope: !4156, file: !3, line: 1755, column: 28)
!4164 = !DILocation(line: 1757, column: 10, scope: !4163)
!4165 = !DILocation(line: 1758, column: 11, scope: !4163)
!4166 = !DILocation(line: 1759, column: 5, scope: !4163)
!4167 = !DILocation(line: 1760, column: 9, scope: !4168)
!4168 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1760, column: 9)
!4169 = !DILocation(line: 1760, column: 13, scope: !4168)
!4170 = !DILocation(line: 1760, column: 18, scope: !4168)
!4171 = !DILocation(line: 1760, column: 21, scope: !4168)
!4172 = !DILocation(line: 1760, column: 25, scope: !4168)
!4173 = !DILocation(line: 1760, column: 9, scope: !59)
!4174 = !DILocation(line: 1761, column: 7, scope: !4175)
!4175 = distinct !DILexicalBlock(scope: !4168, file: !3, line: 1760, column: 31)
!4176 = !DILocation(line: 1762, column: 11, scope: !4175)
!4177 = !DILocation(line: 1763, column: 10, scope: !4175)
!4178 = !DILocation(line: 1764, column: 5, scope: !4175)
!4179 = !DILocation(line: 1765, column: 9, scope: !4180)
!4180 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1765, column: 9)
!4181 = !DILocation(line: 1765, column: 13, scope: !4180)
!4182 = !DILocation(line: 1765, column: 9, scope: !59)
!4183 = !DILocation(line: 1766, column: 7, scope: !4184)
!4184 = distinct !DILexicalBlock(scope: !4180, file: !3, line: 1765, column: 18)
!4185 = !DILocation(line: 1767, column: 10, scope: !4184)
!4186 = !DILocation(line: 1768, column: 10, scope: !4184)
!4187 = !DILocation(line: 1769, column: 5, scope: !4184)
!4188 = !DILocation(line: 1770, column: 9, scope: !4189)
!4189 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1770, column: 9)
!4190 = !DILocation(line: 1770, column: 12, scope: !4189)
!4191 = !DILocation(line: 1770, column: 16, scope: !4189)
!4192 = !DILocation(line: 1770, column: 19, scope: !4189)
!4193 = !DILocation(line: 1770, column: 23, scope: !4189)
!4194 = !DILocation(line: 1770, column: 27, scope: !4189)
!4195 = !DILocation(line: 1770, column: 30, scope: !4189)
!4196 = !DILocation(line: 1770, column: 33, scope: !4189)
!4197 = !DILocation(line: 1770, column: 9, scope: !59)
!4198 = !DILocation(line: 1771, column: 7, scope: !4199)
!4199 = distinct !DILexicalBlock(scope: !4189, file: !3, line: 1770, column: 39)
!4200 = !DILocation(line: 1772, column: 11, scope: !4199)
!4201 = !DILocation(line: 1773, column: 10, scope: !4199)
!4202 = !DILocation(line: 1774, column: 5, scope: !4199)
!4203 = !DILocation(line: 1775, column: 9, scope: !4204)
!4204 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1775, column: 9)
!4205 = !DILocation(line: 1775, column: 13, scope: !4204)
!4206 = !DILocation(line: 1775, column: 18, scope: !4204)
!4207 = !DILocation(line: 1775, column: 21, scope: !4204)
!4208 = !DILocation(line: 1775, column: 24, scope: !4204)
!4209 = !DILocation(line: 1775, column: 9, scope: !59)
!4210 = !DILocation(line: 1776, column: 7, scope: !4211)
!4211 = distinct !DILexicalBlock(scope: !4204, file: !3, line: 1775, column: 29)
!4212 = !DILocation(line: 1777, column: 10, scope: !4211)
!4213 = !DILocation(line: 1778, column: 5, scope: !4211)
!4214 = !DILocation(line: 1779, column: 9, scope: !4215)
!4215 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1779, column: 9)
!4216 = !DILocation(line: 1779, column: 12, scope: !4215)
!4217 = !DILocation(line: 1779, column: 17, scope: !4215)
!4218 = !DILocation(line: 1779, column: 20, scope: !4215)
!4219 = !DILocation(line: 1779, column: 23, scope: !4215)
!4220 = !DILocation(line: 1779, column: 28, scope: !4215)
!4221 = !DILocation(line: 1779, column: 31, scope: !4215)
!4222 = !DILocation(line: 1779, column: 34, scope: !4215)
!4223 = !DILocation(line: 1779, column: 9, scope: !59)
!4224 = !DILocation(line: 1780, column: 7, scope: !4225)
!4225 = distinct !DILexicalBlock(scope: !4215, file: !3, line: 1779, column: 40)
!4226 = !DILocation(line: 1781, column: 10, scope: !4225)
!4227 = !DILocation(line: 1782, column: 10, scope: !4225)
!4228 = !DILocation(line: 1783, column: 11, scope: !4225)
!4229 = !DILocation(line: 1784, column: 5, scope: !4225)
!4230 = !DILocation(line: 1785, column: 9, scope: !4231)
!4231 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1785, column: 9)
!4232 = !DILocation(line: 1785, column: 12, scope: !4231)
!4233 = !DILocation(line: 1785, column: 17, scope: !4231)
!4234 = !DILocation(line: 1785, column: 20, scope: !4231)
!4235 = !DILocation(line: 1785, column: 24, scope: !4231)
!4236 = !DILocation(line: 1785, column: 9, scope: !59)
!4237 = !DILocation(line: 1786, column: 7, scope: !4238)
!4238 = distinct !DILexicalBlock(scope: !4231, file: !3, line: 1785, column: 30)
!4239 = !DILocation(line: 1787, column: 10, scope: !4238)
!4240 = !DILocation(line: 1788, column: 5, scope: !4238)
!4241 = !DILocation(line: 1789, column: 9, scope: !4242)
!4242 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1789, column: 9)
!4243 = !DILocation(line: 1789, column: 13, scope: !4242)
!4244 = !DILocation(line: 1789, column: 9, scope: !59)
!4245 = !DILocation(line: 1790, column: 7, scope: !4246)
!4246 = distinct !DILexicalBlock(scope: !4242, file: !3, line: 1789, column: 19)
!4247 = !DILocation(line: 1791, column: 10, scope: !4246)
!4248 = !DILocation(line: 1792, column: 5, scope: !4246)
!4249 = !DILocation(line: 1793, column: 9, scope: !4250)
!4250 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1793, column: 9)
!4251 = !DILocation(line: 1793, column: 12, scope: !4250)
!4252 = !DILocation(line: 1793, column: 17, scope: !4250)
!4253 = !DILocation(line: 1793, column: 20, scope: !4250)
!4254 = !DILocation(line: 1793, column: 23, scope: !4250)
!4255 = !DILocation(line: 1793, column: 28, scope: !4250)
!4256 = !DILocation(line: 1793, column: 31, scope: !4250)
!4257 = !DILocation(line: 1793, column: 35, scope: !4250)
!4258 = !DILocation(line: 1793, column: 9, scope: !59)
!4259 = !DILocation(line: 1794, column: 7, scope: !4260)
!4260 = distinct !DILexicalBlock(scope: !4250, file: !3, line: 1793, column: 41)
!4261 = !DILocation(line: 1795, column: 10, scope: !4260)
!4262 = !DILocation(line: 1796, column: 10, scope: !4260)
!4263 = !DILocation(line: 1797, column: 11, scope: !4260)
!4264 = !DILocation(line: 1798, column: 11, scope: !4265)
!4265 = distinct !DILexicalBlock(scope: !4260, file: !3, line: 1798, column: 11)
!4266 = !DILocation(line: 1798, column: 14, scope: !4265)
!4267 = !DILocation(line: 1798, column: 19, scope: !4265)
!4268 = !DILocation(line: 1798, column: 22, scope: !4265)
!4269 = !DILocation(line: 1798, column: 25, scope: !4265)
!4270 = !DILocation(line: 1798, column: 30, scope: !4265)
!4271 = !DILocation(line: 1798, column: 33, scope: !4265)
!4272 = !DILocation(line: 1798, column: 37, scope: !4265)
!4273 = !DILocation(line: 1798, column: 11, scope: !4260)
!4274 = !DILocation(line: 1799, column: 9, scope: !4275)
!4275 = distinct !DILexicalBlock(scope: !4265, file: !3, line: 1798, column: 43)
!4276 = !DILocation(line: 1800, column: 12, scope: !4275)
!4277 = !DILocation(line: 1801, column: 13, scope: !4275)
!4278 = !DILocation(line: 1802, column: 7, scope: !4275)
!4279 = !DILocation(line: 1803, column: 5, scope: !4260)
!4280 = !DILocation(line: 1804, column: 9, scope: !4281)
!4281 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1804, column: 9)
!4282 = !DILocation(line: 1804, column: 12, scope: !4281)
!4283 = !DILocation(line: 1804, column: 17, scope: !4281)
!4284 = !DILocation(line: 1804, column: 20, scope: !4281)
!4285 = !DILocation(line: 1804, column: 23, scope: !4281)
!4286 = !DILocation(line: 1804, column: 27, scope: !4281)
!4287 = !DILocation(line: 1804, column: 30, scope: !4281)
!4288 = !DILocation(line: 1804, column: 34, scope: !4281)
!4289 = !DILocation(line: 1804, column: 9, scope: !59)
!4290 = !DILocation(line: 1805, column: 7, scope: !4291)
!4291 = distinct !DILexicalBlock(scope: !4281, file: !3, line: 1804, column: 39)
!4292 = !DILocation(line: 1806, column: 10, scope: !4291)
!4293 = !DILocation(line: 1807, column: 10, scope: !4291)
!4294 = !DILocation(line: 1808, column: 5, scope: !4291)
!4295 = !DILocation(line: 1809, column: 9, scope: !4296)
!4296 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1809, column: 9)
!4297 = !DILocation(line: 1809, column: 13, scope: !4296)
!4298 = !DILocation(line: 1809, column: 9, scope: !59)
!4299 = !DILocation(line: 1810, column: 7, scope: !4300)
!4300 = distinct !DILexicalBlock(scope: !4296, file: !3, line: 1809, column: 18)
!4301 = !DILocation(line: 1811, column: 10, scope: !4300)
!4302 = !DILocation(line: 1812, column: 11, scope: !4300)
!4303 = !DILocation(line: 1813, column: 5, scope: !4300)
!4304 = !DILocation(line: 1814, column: 9, scope: !4305)
!4305 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1814, column: 9)
!4306 = !DILocation(line: 1814, column: 12, scope: !4305)
!4307 = !DILocation(line: 1814, column: 16, scope: !4305)
!4308 = !DILocation(line: 1814, column: 19, scope: !4305)
!4309 = !DILocation(line: 1814, column: 22, scope: !4305)
!4310 = !DILocation(line: 1814, column: 9, scope: !59)
!4311 = !DILocation(line: 1815, column: 7, scope: !4312)
!4312 = distinct !DILexicalBlock(scope: !4305, file: !3, line: 1814, column: 28)
!4313 = !DILocation(line: 1816, column: 10, scope: !4312)
!4314 = !DILocation(line: 1817, column: 11, scope: !4312)
!4315 = !DILocation(line: 1818, column: 11, scope: !4312)
!4316 = !DILocation(line: 1819, column: 5, scope: !4312)
!4317 = !DILocation(line: 1820, column: 9, scope: !4318)
!4318 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1820, column: 9)
!4319 = !DILocation(line: 1820, column: 12, scope: !4318)
!4320 = !DILocation(line: 1820, column: 17, scope: !4318)
!4321 = !DILocation(line: 1820, column: 20, scope: !4318)
!4322 = !DILocation(line: 1820, column: 23, scope: !4318)
!4323 = !DILocation(line: 1820, column: 28, scope: !4318)
!4324 = !DILocation(line: 1820, column: 31, scope: !4318)
!4325 = !DILocation(line: 1820, column: 34, scope: !4318)
!4326 = !DILocation(line: 1820, column: 9, scope: !59)
!4327 = !DILocation(line: 1821, column: 7, scope: !4328)
!4328 = distinct !DILexicalBlock(scope: !4318, file: !3, line: 1820, column: 39)
!4329 = !DILocation(line: 1822, column: 11, scope: !4328)
!4330 = !DILocation(line: 1823, column: 11, scope: !4328)
!4331 = !DILocation(line: 1824, column: 5, scope: !4328)
!4332 = !DILocation(line: 1825, column: 9, scope: !4333)
!4333 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1825, column: 9)
!4334 = !DILocation(line: 1825, column: 12, scope: !4333)
!4335 = !DILocation(line: 1825, column: 16, scope: !4333)
!4336 = !DILocation(line: 1825, column: 19, scope: !4333)
!4337 = !DILocation(line: 1825, column: 23, scope: !4333)
!4338 = !DILocation(line: 1825, column: 9, scope: !59)
!4339 = !DILocation(line: 1826, column: 7, scope: !4340)
!4340 = distinct !DILexicalBlock(scope: !4333, file: !3, line: 1825, column: 29)
!4341 = !DILocation(line: 1827, column: 10, scope: !4340)
!4342 = !DILocation(line: 1828, column: 10, scope: !4340)
!4343 = !DILocation(line: 1829, column: 11, scope: !4340)
!4344 = !DILocation(line: 1830, column: 5, scope: !4340)
!4345 = !DILocation(line: 1831, column: 9, scope: !4346)
!4346 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1831, column: 9)
!4347 = !DILocation(line: 1831, column: 13, scope: !4346)
!4348 = !DILocation(line: 1831, column: 18, scope: !4346)
!4349 = !DILocation(line: 1831, column: 21, scope: !4346)
!4350 = !DILocation(line: 1831, column: 25, scope: !4346)
!4351 = !DILocation(line: 1831, column: 9, scope: !59)
!4352 = !DILocation(line: 1832, column: 7, scope: !4353)
!4353 = distinct !DILexicalBlock(scope: !4346, file: !3, line: 1831, column: 30)
!4354 = !DILocation(line: 1833, column: 11, scope: !4353)
!4355 = !DILocation(line: 1834, column: 5, scope: !4353)
!4356 = !DILocation(line: 1835, column: 9, scope: !4357)
!4357 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1835, column: 9)
!4358 = !DILocation(line: 1835, column: 12, scope: !4357)
!4359 = !DILocation(line: 1835, column: 9, scope: !59)
!4360 = !DILocation(line: 1836, column: 7, scope: !4361)
!4361 = distinct !DILexicalBlock(scope: !4357, file: !3, line: 1835, column: 18)
!4362 = !DILocation(line: 1837, column: 11, scope: !4361)
!4363 = !DILocation(line: 1838, column: 10, scope: !4361)
!4364 = !DILocation(line: 1839, column: 5, scope: !4361)
!4365 = !DILocation(line: 1840, column: 9, scope: !4366)
!4366 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1840, column: 9)
!4367 = !DILocation(line: 1840, column: 12, scope: !4366)
!4368 = !DILocation(line: 1840, column: 9, scope: !59)
!4369 = !DILocation(line: 1841, column: 7, scope: !4370)
!4370 = distinct !DILexicalBlock(scope: !4366, file: !3, line: 1840, column: 17)
!4371 = !DILocation(line: 1842, column: 10, scope: !4370)
!4372 = !DILocation(line: 1843, column: 5, scope: !4370)
!4373 = !DILocation(line: 1844, column: 9, scope: !4374)
!4374 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1844, column: 9)
!4375 = !DILocation(line: 1844, column: 12, scope: !4374)
!4376 = !DILocation(line: 1844, column: 9, scope: !59)
!4377 = !DILocation(line: 1845, column: 7, scope: !4378)
!4378 = distinct !DILexicalBlock(scope: !4374, file: !3, line: 1844, column: 18)
!4379 = !DILocation(line: 1846, column: 10, scope: !4378)
!4380 = !DILocation(line: 1847, column: 10, scope: !4378)
!4381 = !DILocation(line: 1848, column: 5, scope: !4378)
!4382 = !DILocation(line: 1849, column: 9, scope: !4383)
!4383 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1849, column: 9)
!4384 = !DILocation(line: 1849, column: 12, scope: !4383)
!4385 = !DILocation(line: 1849, column: 16, scope: !4383)
!4386 = !DILocation(line: 1849, column: 19, scope: !4383)
!4387 = !DILocation(line: 1849, column: 22, scope: !4383)
!4388 = !DILocation(line: 1849, column: 9, scope: !59)
!4389 = !DILocation(line: 1850, column: 7, scope: !4390)
!4390 = distinct !DILexicalBlock(scope: !4383, file: !3, line: 1849, column: 28)
!4391 = !DILocation(line: 1851, column: 10, scope: !4390)
!4392 = !DILocation(line: 1852, column: 10, scope: !4390)
!4393 = !DILocation(line: 1853, column: 5, scope: !4390)
!4394 = !DILocation(line: 1854, column: 9, scope: !4395)
!4395 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1854, column: 9)
!4396 = !DILocation(line: 1854, column: 13, scope: !4395)
!4397 = !DILocation(line: 1854, column: 18, scope: !4395)
!4398 = !DILocation(line: 1854, column: 21, scope: !4395)
!4399 = !DILocation(line: 1854, column: 24, scope: !4395)
!4400 = !DILocation(line: 1854, column: 28, scope: !4395)
!4401 = !DILocation(line: 1854, column: 31, scope: !4395)
!4402 = !DILocation(line: 1854, column: 34, scope: !4395)
!4403 = !DILocation(line: 1854, column: 9, scope: !59)
!4404 = !DILocation(line: 1855, column: 7, scope: !4405)
!4405 = distinct !DILexicalBlock(scope: !4395, file: !3, line: 1854, column: 40)
!4406 = !DILocation(line: 1856, column: 10, scope: !4405)
!4407 = !DILocation(line: 1857, column: 10, scope: !4405)
!4408 = !DILocation(line: 1858, column: 5, scope: !4405)
!4409 = !DILocation(line: 1859, column: 9, scope: !4410)
!4410 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1859, column: 9)
!4411 = !DILocation(line: 1859, column: 13, scope: !4410)
!4412 = !DILocation(line: 1859, column: 17, scope: !4410)
!4413 = !DILocation(line: 1859, column: 20, scope: !4410)
!4414 = !DILocation(line: 1859, column: 23, scope: !4410)
!4415 = !DILocation(line: 1859, column: 9, scope: !59)
!4416 = !DILocation(line: 1860, column: 7, scope: !4417)
!4417 = distinct !DILexicalBlock(scope: !4410, file: !3, line: 1859, column: 28)
!4418 = !DILocation(line: 1861, column: 11, scope: !4417)
!4419 = !DILocation(line: 1862, column: 10, scope: !4417)
!4420 = !DILocation(line: 1863, column: 11, scope: !4417)
!4421 = !DILocation(line: 1864, column: 10, scope: !4417)
!4422 = !DILocation(line: 1865, column: 11, scope: !4423)
!4423 = distinct !DILexicalBlock(scope: !4417, file: !3, line: 1865, column: 11)
!4424 = !DILocation(line: 1865, column: 15, scope: !4423)
!4425 = !DILocation(line: 1865, column: 20, scope: !4423)
!4426 = !DILocation(line: 1865, column: 23, scope: !4423)
!4427 = !DILocation(line: 1865, column: 26, scope: !4423)
!4428 = !DILocation(line: 1865, column: 11, scope: !4417)
!4429 = !DILocation(line: 1866, column: 9, scope: !4430)
!4430 = distinct !DILexicalBlock(scope: !4423, file: !3, line: 1865, column: 31)
!4431 = !DILocation(line: 1867, column: 12, scope: !4430)
!4432 = !DILocation(line: 1868, column: 7, scope: !4430)
!4433 = !DILocation(line: 1869, column: 5, scope: !4417)
!4434 = !DILocation(line: 1870, column: 9, scope: !4435)
!4435 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1870, column: 9)
!4436 = !DILocation(line: 1870, column: 12, scope: !4435)
!4437 = !DILocation(line: 1870, column: 9, scope: !59)
!4438 = !DILocation(line: 1871, column: 7, scope: !4439)
!4439 = distinct !DILexicalBlock(scope: !4435, file: !3, line: 1870, column: 18)
!4440 = !DILocation(line: 1872, column: 11, scope: !4439)
!4441 = !DILocation(line: 1873, column: 10, scope: !4439)
!4442 = !DILocation(line: 1874, column: 5, scope: !4439)
!4443 = !DILocation(line: 1875, column: 9, scope: !4444)
!4444 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1875, column: 9)
!4445 = !DILocation(line: 1875, column: 12, scope: !4444)
!4446 = !DILocation(line: 1875, column: 9, scope: !59)
!4447 = !DILocation(line: 1876, column: 7, scope: !4448)
!4448 = distinct !DILexicalBlock(scope: !4444, file: !3, line: 1875, column: 18)
!4449 = !DILocation(line: 1877, column: 10, scope: !4448)
!4450 = !DILocation(line: 1878, column: 11, scope: !4448)
!4451 = !DILocation(line: 1879, column: 11, scope: !4448)
!4452 = !DILocation(line: 1880, column: 5, scope: !4448)
!4453 = !DILocation(line: 1881, column: 9, scope: !4454)
!4454 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1881, column: 9)
!4455 = !DILocation(line: 1881, column: 12, scope: !4454)
!4456 = !DILocation(line: 1881, column: 17, scope: !4454)
!4457 = !DILocation(line: 1881, column: 20, scope: !4454)
!4458 = !DILocation(line: 1881, column: 23, scope: !4454)
!4459 = !DILocation(line: 1881, column: 27, scope: !4454)
!4460 = !DILocation(line: 1881, column: 30, scope: !4454)
!4461 = !DILocation(line: 1881, column: 33, scope: !4454)
!4462 = !DILocation(line: 1881, column: 9, scope: !59)
!4463 = !DILocation(line: 1882, column: 7, scope: !4464)
!4464 = distinct !DILexicalBlock(scope: !4454, file: !3, line: 1881, column: 39)
!4465 = !DILocation(line: 1883, column: 10, scope: !4464)
!4466 = !DILocation(line: 1884, column: 11, scope: !4464)
!4467 = !DILocation(line: 1885, column: 5, scope: !4464)
!4468 = !DILocation(line: 1886, column: 9, scope: !4469)
!4469 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1886, column: 9)
!4470 = !DILocation(line: 1886, column: 12, scope: !4469)
!4471 = !DILocation(line: 1886, column: 17, scope: !4469)
!4472 = !DILocation(line: 1886, column: 20, scope: !4469)
!4473 = !DILocation(line: 1886, column: 23, scope: !4469)
!4474 = !DILocation(line: 1886, column: 28, scope: !4469)
!4475 = !DILocation(line: 1886, column: 31, scope: !4469)
!4476 = !DILocation(line: 1886, column: 35, scope: !4469)
!4477 = !DILocation(line: 1886, column: 9, scope: !59)
!4478 = !DILocation(line: 1887, column: 7, scope: !4479)
!4479 = distinct !DILexicalBlock(scope: !4469, file: !3, line: 1886, column: 41)
!4480 = !DILocation(line: 1888, column: 11, scope: !4479)
!4481 = !DILocation(line: 1889, column: 10, scope: !4479)
!4482 = !DILocation(line: 1890, column: 5, scope: !4479)
!4483 = !DILocation(line: 1891, column: 9, scope: !4484)
!4484 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1891, column: 9)
!4485 = !DILocation(line: 1891, column: 13, scope: !4484)
!4486 = !DILocation(line: 1891, column: 17, scope: !4484)
!4487 = !DILocation(line: 1891, column: 20, scope: !4484)
!4488 = !DILocation(line: 1891, column: 23, scope: !4484)
!4489 = !DILocation(line: 1891, column: 9, scope: !59)
!4490 = !DILocation(line: 1892, column: 7, scope: !4491)
!4491 = distinct !DILexicalBlock(scope: !4484, file: !3, line: 1891, column: 29)
!4492 = !DILocation(line: 1893, column: 11, scope: !4491)
!4493 = !DILocation(line: 1894, column: 10, scope: !4491)
!4494 = !DILocation(line: 1895, column: 11, scope: !4491)
!4495 = !DILocation(line: 1896, column: 5, scope: !4491)
!4496 = !DILocation(line: 1897, column: 9, scope: !4497)
!4497 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1897, column: 9)
!4498 = !DILocation(line: 1897, column: 13, scope: !4497)
!4499 = !DILocation(line: 1897, column: 9, scope: !59)
!4500 = !DILocation(line: 1898, column: 7, scope: !4501)
!4501 = distinct !DILexicalBlock(scope: !4497, file: !3, line: 1897, column: 18)
!4502 = !DILocation(line: 1899, column: 11, scope: !4501)
!4503 = !DILocation(line: 1900, column: 10, scope: !4501)
!4504 = !DILocation(line: 1901, column: 5, scope: !4501)
!4505 = !DILocation(line: 1902, column: 9, scope: !4506)
!4506 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1902, column: 9)
!4507 = !DILocation(line: 1902, column: 12, scope: !4506)
!4508 = !DILocation(line: 1902, column: 16, scope: !4506)
!4509 = !DILocation(line: 1902, column: 19, scope: !4506)
!4510 = !DILocation(line: 1902, column: 23, scope: !4506)
!4511 = !DILocation(line: 1902, column: 28, scope: !4506)
!4512 = !DILocation(line: 1902, column: 31, scope: !4506)
!4513 = !DILocation(line: 1902, column: 34, scope: !4506)
!4514 = !DILocation(line: 1902, column: 9, scope: !59)
!4515 = !DILocation(line: 1903, column: 7, scope: !4516)
!4516 = distinct !DILexicalBlock(scope: !4506, file: !3, line: 1902, column: 40)
!4517 = !DILocation(line: 1904, column: 10, scope: !4516)
!4518 = !DILocation(line: 1905, column: 10, scope: !4516)
!4519 = !DILocation(line: 1906, column: 11, scope: !4520)
!4520 = distinct !DILexicalBlock(scope: !4516, file: !3, line: 1906, column: 11)
!4521 = !DILocation(line: 1906, column: 15, scope: !4520)
!4522 = !DILocation(line: 1906, column: 20, scope: !4520)
!4523 = !DILocation(line: 1906, column: 23, scope: !4520)
!4524 = !DILocation(line: 1906, column: 26, scope: !4520)
!4525 = !DILocation(line: 1906, column: 11, scope: !4516)
!4526 = !DILocation(line: 1907, column: 9, scope: !4527)
!4527 = distinct !DILexicalBlock(scope: !4520, file: !3, line: 1906, column: 31)
!4528 = !DILocation(line: 1908, column: 12, scope: !4527)
!4529 = !DILocation(line: 1909, column: 12, scope: !4527)
!4530 = !DILocation(line: 1910, column: 12, scope: !4527)
!4531 = !DILocation(line: 1911, column: 7, scope: !4527)
!4532 = !DILocation(line: 1912, column: 5, scope: !4516)
!4533 = !DILocation(line: 1913, column: 9, scope: !4534)
!4534 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1913, column: 9)
!4535 = !DILocation(line: 1913, column: 13, scope: !4534)
!4536 = !DILocation(line: 1913, column: 9, scope: !59)
!4537 = !DILocation(line: 1914, column: 7, scope: !4538)
!4538 = distinct !DILexicalBlock(scope: !4534, file: !3, line: 1913, column: 18)
!4539 = !DILocation(line: 1915, column: 11, scope: !4538)
!4540 = !DILocation(line: 1916, column: 10, scope: !4538)
!4541 = !DILocation(line: 1917, column: 5, scope: !4538)
!4542 = !DILocation(line: 1918, column: 9, scope: !4543)
!4543 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1918, column: 9)
!4544 = !DILocation(line: 1918, column: 12, scope: !4543)
!4545 = !DILocation(line: 1918, column: 9, scope: !59)
!4546 = !DILocation(line: 1919, column: 7, scope: !4547)
!4547 = distinct !DILexicalBlock(scope: !4543, file: !3, line: 1918, column: 17)
!4548 = !DILocation(line: 1920, column: 10, scope: !4547)
!4549 = !DILocation(line: 1921, column: 10, scope: !4547)
!4550 = !DILocation(line: 1922, column: 5, scope: !4547)
!4551 = !DILocation(line: 1923, column: 9, scope: !4552)
!4552 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1923, column: 9)
!4553 = !DILocation(line: 1923, column: 12, scope: !4552)
!4554 = !DILocation(line: 1923, column: 17, scope: !4552)
!4555 = !DILocation(line: 1923, column: 20, scope: !4552)
!4556 = !DILocation(line: 1923, column: 24, scope: !4552)
!4557 = !DILocation(line: 1923, column: 9, scope: !59)
!4558 = !DILocation(line: 1924, column: 7, scope: !4559)
!4559 = distinct !DILexicalBlock(scope: !4552, file: !3, line: 1923, column: 29)
!4560 = !DILocation(line: 1925, column: 11, scope: !4559)
!4561 = !DILocation(line: 1926, column: 10, scope: !4559)
!4562 = !DILocation(line: 1927, column: 11, scope: !4559)
!4563 = !DILocation(line: 1928, column: 5, scope: !4559)
!4564 = !DILocation(line: 1929, column: 9, scope: !4565)
!4565 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1929, column: 9)
!4566 = !DILocation(line: 1929, column: 12, scope: !4565)
!4567 = !DILocation(line: 1929, column: 9, scope: !59)
!4568 = !DILocation(line: 1930, column: 7, scope: !4569)
!4569 = distinct !DILexicalBlock(scope: !4565, file: !3, line: 1929, column: 18)
!4570 = !DILocation(line: 1931, column: 10, scope: !4569)
!4571 = !DILocation(line: 1932, column: 10, scope: !4569)
!4572 = !DILocation(line: 1933, column: 5, scope: !4569)
!4573 = !DILocation(line: 1934, column: 9, scope: !4574)
!4574 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1934, column: 9)
!4575 = !DILocation(line: 1934, column: 13, scope: !4574)
!4576 = !DILocation(line: 1934, column: 18, scope: !4574)
!4577 = !DILocation(line: 1934, column: 21, scope: !4574)
!4578 = !DILocation(line: 1934, column: 24, scope: !4574)
!4579 = !DILocation(line: 1934, column: 9, scope: !59)
!4580 = !DILocation(line: 1935, column: 7, scope: !4581)
!4581 = distinct !DILexicalBlock(scope: !4574, file: !3, line: 1934, column: 29)
!4582 = !DILocation(line: 1936, column: 11, scope: !4581)
!4583 = !DILocation(line: 1937, column: 10, scope: !4581)
!4584 = !DILocation(line: 1938, column: 11, scope: !4581)
!4585 = !DILocation(line: 1939, column: 11, scope: !4586)
!4586 = distinct !DILexicalBlock(scope: !4581, file: !3, line: 1939, column: 11)
!4587 = !DILocation(line: 1939, column: 14, scope: !4586)
!4588 = !DILocation(line: 1939, column: 19, scope: !4586)
!4589 = !DILocation(line: 1939, column: 22, scope: !4586)
!4590 = !DILocation(line: 1939, column: 25, scope: !4586)
!4591 = !DILocation(line: 1939, column: 11, scope: !4581)
!4592 = !DILocation(line: 1940, column: 9, scope: !4593)
!4593 = distinct !DILexicalBlock(scope: !4586, file: !3, line: 1939, column: 31)
!4594 = !DILocation(line: 1941, column: 12, scope: !4593)
!4595 = !DILocation(line: 1942, column: 7, scope: !4593)
!4596 = !DILocation(line: 1943, column: 5, scope: !4581)
!4597 = !DILocation(line: 1944, column: 9, scope: !4598)
!4598 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1944, column: 9)
!4599 = !DILocation(line: 1944, column: 12, scope: !4598)
!4600 = !DILocation(line: 1944, column: 17, scope: !4598)
!4601 = !DILocation(line: 1944, column: 20, scope: !4598)
!4602 = !DILocation(line: 1944, column: 23, scope: !4598)
!4603 = !DILocation(line: 1944, column: 9, scope: !59)
!4604 = !DILocation(line: 1945, column: 7, scope: !4605)
!4605 = distinct !DILexicalBlock(scope: !4598, file: !3, line: 1944, column: 29)
!4606 = !DILocation(line: 1946, column: 11, scope: !4605)
!4607 = !DILocation(line: 1947, column: 5, scope: !4605)
!4608 = !DILocation(line: 1948, column: 9, scope: !4609)
!4609 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1948, column: 9)
!4610 = !DILocation(line: 1948, column: 13, scope: !4609)
!4611 = !DILocation(line: 1948, column: 18, scope: !4609)
!4612 = !DILocation(line: 1948, column: 21, scope: !4609)
!4613 = !DILocation(line: 1948, column: 24, scope: !4609)
!4614 = !DILocation(line: 1948, column: 29, scope: !4609)
!4615 = !DILocation(line: 1948, column: 32, scope: !4609)
!4616 = !DILocation(line: 1948, column: 36, scope: !4609)
!4617 = !DILocation(line: 1948, column: 9, scope: !59)
!4618 = !DILocation(line: 1949, column: 7, scope: !4619)
!4619 = distinct !DILexicalBlock(scope: !4609, file: !3, line: 1948, column: 42)
!4620 = !DILocation(line: 1950, column: 10, scope: !4619)
!4621 = !DILocation(line: 1951, column: 10, scope: !4619)
!4622 = !DILocation(line: 1952, column: 10, scope: !4619)
!4623 = !DILocation(line: 1953, column: 5, scope: !4619)
!4624 = !DILocation(line: 1954, column: 9, scope: !4625)
!4625 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1954, column: 9)
!4626 = !DILocation(line: 1954, column: 12, scope: !4625)
!4627 = !DILocation(line: 1954, column: 17, scope: !4625)
!4628 = !DILocation(line: 1954, column: 20, scope: !4625)
!4629 = !DILocation(line: 1954, column: 24, scope: !4625)
!4630 = !DILocation(line: 1954, column: 9, scope: !59)
!4631 = !DILocation(line: 1955, column: 7, scope: !4632)
!4632 = distinct !DILexicalBlock(scope: !4625, file: !3, line: 1954, column: 29)
!4633 = !DILocation(line: 1956, column: 11, scope: !4632)
!4634 = !DILocation(line: 1957, column: 5, scope: !4632)
!4635 = !DILocation(line: 1958, column: 9, scope: !4636)
!4636 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1958, column: 9)
!4637 = !DILocation(line: 1958, column: 12, scope: !4636)
!4638 = !DILocation(line: 1958, column: 9, scope: !59)
!4639 = !DILocation(line: 1959, column: 7, scope: !4640)
!4640 = distinct !DILexicalBlock(scope: !4636, file: !3, line: 1958, column: 18)
!4641 = !DILocation(line: 1960, column: 10, scope: !4640)
!4642 = !DILocation(line: 1961, column: 11, scope: !4640)
!4643 = !DILocation(line: 1962, column: 5, scope: !4640)
!4644 = !DILocation(line: 1963, column: 9, scope: !4645)
!4645 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1963, column: 9)
!4646 = !DILocation(line: 1963, column: 12, scope: !4645)
!4647 = !DILocation(line: 1963, column: 17, scope: !4645)
!4648 = !DILocation(line: 1963, column: 20, scope: !4645)
!4649 = !DILocation(line: 1963, column: 24, scope: !4645)
!4650 = !DILocation(line: 1963, column: 9, scope: !59)
!4651 = !DILocation(line: 1964, column: 7, scope: !4652)
!4652 = distinct !DILexicalBlock(scope: !4645, file: !3, line: 1963, column: 30)
!4653 = !DILocation(line: 1965, column: 10, scope: !4652)
!4654 = !DILocation(line: 1966, column: 10, scope: !4652)
!4655 = !DILocation(line: 1967, column: 5, scope: !4652)
!4656 = !DILocation(line: 1968, column: 9, scope: !4657)
!4657 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1968, column: 9)
!4658 = !DILocation(line: 1968, column: 12, scope: !4657)
!4659 = !DILocation(line: 1968, column: 17, scope: !4657)
!4660 = !DILocation(line: 1968, column: 20, scope: !4657)
!4661 = !DILocation(line: 1968, column: 24, scope: !4657)
!4662 = !DILocation(line: 1968, column: 9, scope: !59)
!4663 = !DILocation(line: 1969, column: 7, scope: !4664)
!4664 = distinct !DILexicalBlock(scope: !4657, file: !3, line: 1968, column: 29)
!4665 = !DILocation(line: 1970, column: 11, scope: !4664)
!4666 = !DILocation(line: 1971, column: 11, scope: !4664)
!4667 = !DILocation(line: 1972, column: 5, scope: !4664)
!4668 = !DILocation(line: 1973, column: 9, scope: !4669)
!4669 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1973, column: 9)
!4670 = !DILocation(line: 1973, column: 12, scope: !4669)
!4671 = !DILocation(line: 1973, column: 17, scope: !4669)
!4672 = !DILocation(line: 1973, column: 20, scope: !4669)
!4673 = !DILocation(line: 1973, column: 23, scope: !4669)
!4674 = !DILocation(line: 1973, column: 9, scope: !59)
!4675 = !DILocation(line: 1974, column: 7, scope: !4676)
!4676 = distinct !DILexicalBlock(scope: !4669, file: !3, line: 1973, column: 28)
!4677 = !DILocation(line: 1975, column: 10, scope: !4676)
!4678 = !DILocation(line: 1976, column: 10, scope: !4676)
!4679 = !DILocation(line: 1977, column: 5, scope: !4676)
!4680 = !DILocation(line: 1978, column: 9, scope: !4681)
!4681 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1978, column: 9)
!4682 = !DILocation(line: 1978, column: 12, scope: !4681)
!4683 = !DILocation(line: 1978, column: 17, scope: !4681)
!4684 = !DILocation(line: 1978, column: 20, scope: !4681)
!4685 = !DILocation(line: 1978, column: 23, scope: !4681)
!4686 = !DILocation(line: 1978, column: 28, scope: !4681)
!4687 = !DILocation(line: 1978, column: 31, scope: !4681)
!4688 = !DILocation(line: 1978, column: 34, scope: !4681)
!4689 = !DILocation(line: 1978, column: 9, scope: !59)
!4690 = !DILocation(line: 1979, column: 7, scope: !4691)
!4691 = distinct !DILexicalBlock(scope: !4681, file: !3, line: 1978, column: 39)
!4692 = !DILocation(line: 1980, column: 10, scope: !4691)
!4693 = !DILocation(line: 1981, column: 10, scope: !4691)
!4694 = !DILocation(line: 1982, column: 10, scope: !4691)
!4695 = !DILocation(line: 1983, column: 5, scope: !4691)
!4696 = !DILocation(line: 1984, column: 9, scope: !4697)
!4697 = distinct !DILexicalBlock(scope: !59, file: !3, line: 1984, column: 9)
!4698 = !DILocation(line: 1984, column: 13, scope: !4697)
!4699 = !DILocation(line: 1984, column: 18, scope: !4697)
!4700 = !DILocation(line: 1984, column: 21, scope: !4697)
!4701 = !DILocation(line: 1984, column: 25, scope: !4697)
!4702 = !DILocation(line: 1984, column: 9, scope: !59)
!4703 = !DILocation(line: 1985, column: 7, scope: !4704)
!4704 = distinct !DILexicalBlock(scope: !4697, file: !3, line: 1984, column: 31)
!4705 = !DILocation(line: 1986, column: 10, scope: !4704)
!4706 = !DILocation(line: 1987, column: 5, scope: !4704)
!4707 = !DILocation(line: 1988, column: 3, scope: !59)
!4708 = !DILocation(line: 34, column: 32, scope: !55)
!4709 = !DILocation(line: 34, column: 3, scope: !55)
!4710 = distinct !{!4710, !56, !4711, !4712, !4713}
!4711 = !DILocation(line: 1988, column: 3, scope: !52)
!4712 = !{!"llvm.loop.mustprogress"}
!4713 = !{!"llvm.loop.unroll.disable"}
!4714 = !DILocation(line: 1989, column: 10, scope: !45)
!4715 = !DILocation(line: 1989, column: 13, scope: !45)
!4716 = !DILocation(line: 1989, column: 3, scope: !45)
