; ModuleID = '<stdin>'
source_filename = "s1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, i8, i64 }

@tab = internal constant [3 x %struct.P] [%struct.P { i32 1, i8 97, i64 2 }, %struct.P { i32 3, i8 98, i64 4 }, %struct.P { i32 5, i8 99, i64 6 }], align 16, !dbg !0
@buf = dso_local global [16 x i8] zeroinitializer, align 16, !dbg !8

; Function Attrs: nounwind uwtable
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !31 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = bitcast i128* %6 to { i64, i64 }*
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 0
  store i64 %0, i64* %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %8, i32 0, i32 1
  store i64 %1, i64* %10, align 8
  %11 = load i128, i128* %6, align 16, !tbaa !38
  %12 = bitcast i128* %7 to { i64, i64 }*
  %13 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %12, i32 0, i32 0
  store i64 %2, i64* %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %12, i32 0, i32 1
  store i64 %3, i64* %14, align 8
  %15 = load i128, i128* %7, align 16, !tbaa !38
  call void @llvm.dbg.value(metadata i128 %11, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i128 %15, metadata !37, metadata !DIExpression()), !dbg !42
  %16 = mul nsw i128 %11, %15, !dbg !43
  %17 = or i128 %15, 1, !dbg !44
  %18 = sdiv i128 %11, %17, !dbg !45
  %19 = add nsw i128 %16, %18, !dbg !46
  store i128 %19, i128* %5, align 16, !dbg !47
  %20 = bitcast i128* %5 to { i64, i64 }*, !dbg !47
  %21 = load { i64, i64 }, { i64, i64 }* %20, align 16, !dbg !47
  ret { i64, i64 } %21, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @f(i32 noundef %0) #0 !dbg !48 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i8 -6, metadata !54, metadata !DIExpression()), !dbg !60
  br label %5, !dbg !61

5:                                                ; preds = %17, %1
  %.02 = phi i8 [ -6, %1 ], [ %18, %17 ], !dbg !60
  %.01 = phi i32 [ 0, %1 ], [ %16, %17 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %.01, metadata !53, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i8 %.02, metadata !54, metadata !DIExpression()), !dbg !60
  %6 = zext i8 %.02 to i32, !dbg !62
  %7 = icmp ne i32 %6, 4, !dbg !64
  br i1 %7, label %9, label %8, !dbg !65

8:                                                ; preds = %5
  %.01.lcssa = phi i32 [ %.01, %5 ], !dbg !59
  br label %19

9:                                                ; preds = %5
  %10 = zext i8 %.02 to i32, !dbg !66
  %11 = srem i32 %10, 3, !dbg !67
  %12 = sext i32 %11 to i64, !dbg !68
  %13 = getelementptr inbounds [3 x %struct.P], [3 x %struct.P]* @tab, i64 0, i64 %12, !dbg !68
  %14 = getelementptr inbounds %struct.P, %struct.P* %13, i32 0, i32 0, !dbg !69
  %15 = load i32, i32* %14, align 16, !dbg !69, !tbaa !70
  %16 = add nsw i32 %.01, %15, !dbg !74
  call void @llvm.dbg.value(metadata i32 %16, metadata !53, metadata !DIExpression()), !dbg !59
  br label %17, !dbg !75

17:                                               ; preds = %9
  %18 = add i8 %.02, 1, !dbg !76
  call void @llvm.dbg.value(metadata i8 %18, metadata !54, metadata !DIExpression()), !dbg !60
  br label %5, !dbg !77, !llvm.loop !78

19:                                               ; preds = %8
  switch i32 %0, label %24 [
    i32 1, label %20
    i32 7, label %22
  ], !dbg !82

20:                                               ; preds = %19
  %21 = add nsw i32 %.01.lcssa, 1, !dbg !83
  call void @llvm.dbg.value(metadata i32 %21, metadata !53, metadata !DIExpression()), !dbg !59
  br label %26, !dbg !85

22:                                               ; preds = %19
  %23 = add nsw i32 %.01.lcssa, 2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %23, metadata !53, metadata !DIExpression()), !dbg !59
  br label %26, !dbg !87

24:                                               ; preds = %19
  %25 = add nsw i32 %.01.lcssa, -1, !dbg !88
  call void @llvm.dbg.value(metadata i32 %25, metadata !53, metadata !DIExpression()), !dbg !59
  br label %26, !dbg !89

26:                                               ; preds = %24, %22, %20
  %.1 = phi i32 [ %25, %24 ], [ %23, %22 ], [ %21, %20 ], !dbg !90
  call void @llvm.dbg.value(metadata i32 %.1, metadata !53, metadata !DIExpression()), !dbg !59
  br label %27, !dbg !91

27:                                               ; preds = %30, %26
  %.2 = phi i32 [ %.1, %26 ], [ %28, %30 ], !dbg !59
  %.0 = phi i32 [ %0, %26 ], [ %29, %30 ]
  call void @llvm.dbg.value(metadata i32 %.0, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 %.2, metadata !53, metadata !DIExpression()), !dbg !59
  %28 = add nsw i32 %.2, %.0, !dbg !92
  call void @llvm.dbg.value(metadata i32 %28, metadata !53, metadata !DIExpression()), !dbg !59
  %29 = add nsw i32 %.0, -1, !dbg !94
  call void @llvm.dbg.value(metadata i32 %29, metadata !52, metadata !DIExpression()), !dbg !59
  br label %30, !dbg !95

30:                                               ; preds = %27
  %31 = icmp sgt i32 %29, 0, !dbg !96
  br i1 %31, label %27, label %32, !dbg !95, !llvm.loop !97

32:                                               ; preds = %30
  %.lcssa3 = phi i32 [ %28, %30 ], !dbg !92
  %.lcssa = phi i32 [ %29, %30 ], !dbg !94
  %33 = call noalias i8* @malloc(i64 noundef 16) #8, !dbg !99
  %34 = bitcast i8* %33 to i32*, !dbg !99
  call void @llvm.dbg.value(metadata i32* %34, metadata !56, metadata !DIExpression()), !dbg !59
  %35 = bitcast i32* %34 to i8*, !dbg !100
  call void @llvm.memset.p0i8.i64(i8* align 4 %35, i8 0, i64 16, i1 false), !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i8* align 16 bitcast ([3 x %struct.P]* @tab to i8*), i64 16, i1 false), !dbg !101
  %36 = bitcast i32* %34 to i8*, !dbg !102
  call void @free(i8* noundef %36) #8, !dbg !103
  %37 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !104
  %38 = icmp ne i32 %37, 0, !dbg !104
  br i1 %38, label %39, label %40, !dbg !106

39:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 3), !dbg !107
  br label %40, !dbg !107

40:                                               ; preds = %39, %32
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %.lcssa3, i32 %.lcssa), !dbg !108
  %42 = extractvalue { i32, i1 } %41, 1, !dbg !108
  %43 = extractvalue { i32, i1 } %41, 0, !dbg !108
  call void @llvm.dbg.value(metadata i32 %43, metadata !58, metadata !DIExpression()), !dbg !59
  br i1 %42, label %44, label %45, !dbg !110

44:                                               ; preds = %40
  call void @exit(i32 noundef 1) #9, !dbg !111
  unreachable, !dbg !111

45:                                               ; preds = %40
  %46 = sext i32 %.lcssa3 to i128, !dbg !112
  %47 = sext i32 %.lcssa to i128, !dbg !113
  store i128 %46, i128* %2, align 16, !dbg !114, !tbaa !38
  %48 = bitcast i128* %2 to { i64, i64 }*, !dbg !114
  %49 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %48, i32 0, i32 0, !dbg !114
  %50 = load i64, i64* %49, align 16, !dbg !114
  %51 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %48, i32 0, i32 1, !dbg !114
  %52 = load i64, i64* %51, align 8, !dbg !114
  store i128 %47, i128* %3, align 16, !dbg !114, !tbaa !38
  %53 = bitcast i128* %3 to { i64, i64 }*, !dbg !114
  %54 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %53, i32 0, i32 0, !dbg !114
  %55 = load i64, i64* %54, align 16, !dbg !114
  %56 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %53, i32 0, i32 1, !dbg !114
  %57 = load i64, i64* %56, align 8, !dbg !114
  %58 = call { i64, i64 } @big(i64 noundef %50, i64 noundef %52, i64 noundef %55, i64 noundef %57), !dbg !114
  %59 = bitcast i128* %4 to { i64, i64 }*, !dbg !114
  %60 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %59, i32 0, i32 0, !dbg !114
  %61 = extractvalue { i64, i64 } %58, 0, !dbg !114
  store i64 %61, i64* %60, align 16, !dbg !114
  %62 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %59, i32 0, i32 1, !dbg !114
  %63 = extractvalue { i64, i64 } %58, 1, !dbg !114
  store i64 %63, i64* %62, align 8, !dbg !114
  %64 = load i128, i128* %4, align 16, !dbg !114, !tbaa !38
  %65 = trunc i128 %64 to i32, !dbg !115
  %66 = add nsw i32 %43, %65, !dbg !116
  ret i32 %66, !dbg !117
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #6

declare void @__wcet_cost(i64 noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #7

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !118 {
  %1 = alloca { float, float }, align 4
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !122, metadata !DIExpression()), !dbg !128
  %2 = bitcast { float, float }* %1 to i8*, !dbg !129
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %2) #8, !dbg !129
  call void @llvm.dbg.declare(metadata { float, float }* %1, metadata !124, metadata !DIExpression()), !dbg !130
  %3 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0, !dbg !130
  %4 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1, !dbg !130
  store float 1.000000e+00, float* %3, align 4, !dbg !130
  store float 0.000000e+00, float* %4, align 4, !dbg !130
  call void @llvm.dbg.value(metadata x86_fp80 0xK40008000000000000000, metadata !126, metadata !DIExpression()), !dbg !128
  %5 = fmul double 1.500000e+00, 3.000000e+00, !dbg !131
  call void @llvm.dbg.value(metadata double %5, metadata !122, metadata !DIExpression()), !dbg !128
  %6 = call i32 @f(i32 noundef 3), !dbg !132
  %7 = fptosi double %5 to i32, !dbg !133
  %8 = add nsw i32 %6, %7, !dbg !134
  %9 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0, !dbg !135
  %10 = load float, float* %9, align 4, !dbg !135, !tbaa !136
  %11 = fptosi float %10 to i32, !dbg !138
  %12 = add nsw i32 %8, %11, !dbg !139
  %13 = fptosi x86_fp80 0xK40008000000000000000 to i32, !dbg !140
  %14 = add nsw i32 %12, %13, !dbg !141
  %15 = bitcast { float, float }* %1 to i8*, !dbg !142
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %15) #8, !dbg !142
  ret i32 %14, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 5, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "s1.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a406263d476ffb06869d77161285869")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !12)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !{!13}
!13 = !DISubrange(count: 16)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 384, elements: !22)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 4, size: 128, elements: !17)
!17 = !{!18, !19, !21}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !16, file: !3, line: 4, baseType: !6, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !16, file: !3, line: 4, baseType: !20, size: 8, offset: 32)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !16, file: !3, line: 4, baseType: !5, size: 64, offset: 64)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "big", scope: !3, file: !3, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !34}
!34 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !31, file: !3, line: 7, type: !34)
!37 = !DILocalVariable(name: "b", arg: 2, scope: !31, file: !3, line: 7, type: !34)
!38 = !{!39, !39, i64 0}
!39 = !{!"__int128", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 0, scope: !31)
!43 = !DILocation(line: 7, column: 49, scope: !31)
!44 = !DILocation(line: 7, column: 63, scope: !31)
!45 = !DILocation(line: 7, column: 58, scope: !31)
!46 = !DILocation(line: 7, column: 53, scope: !31)
!47 = !DILocation(line: 7, column: 40, scope: !31)
!48 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 8, type: !49, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!6, !6}
!51 = !{!52, !53, !54, !56, !58}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 8, type: !6)
!53 = !DILocalVariable(name: "s", scope: !48, file: !3, line: 9, type: !6)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 10, type: !11)
!55 = distinct !DILexicalBlock(scope: !48, file: !3, line: 10, column: 3)
!56 = !DILocalVariable(name: "p", scope: !48, file: !3, line: 13, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!58 = !DILocalVariable(name: "r", scope: !48, file: !3, line: 18, type: !6)
!59 = !DILocation(line: 0, scope: !48)
!60 = !DILocation(line: 0, scope: !55)
!61 = !DILocation(line: 10, column: 8, scope: !55)
!62 = !DILocation(line: 10, column: 31, scope: !63)
!63 = distinct !DILexicalBlock(scope: !55, file: !3, line: 10, column: 3)
!64 = !DILocation(line: 10, column: 33, scope: !63)
!65 = !DILocation(line: 10, column: 3, scope: !55)
!66 = !DILocation(line: 10, column: 53, scope: !63)
!67 = !DILocation(line: 10, column: 55, scope: !63)
!68 = !DILocation(line: 10, column: 49, scope: !63)
!69 = !DILocation(line: 10, column: 60, scope: !63)
!70 = !{!71, !72, i64 0}
!71 = !{!"P", !72, i64 0, !40, i64 4, !73, i64 8}
!72 = !{!"int", !40, i64 0}
!73 = !{!"long long", !40, i64 0}
!74 = !DILocation(line: 10, column: 46, scope: !63)
!75 = !DILocation(line: 10, column: 44, scope: !63)
!76 = !DILocation(line: 10, column: 40, scope: !63)
!77 = !DILocation(line: 10, column: 3, scope: !63)
!78 = distinct !{!78, !65, !79, !80, !81}
!79 = !DILocation(line: 10, column: 60, scope: !55)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.unroll.disable"}
!82 = !DILocation(line: 11, column: 3, scope: !48)
!83 = !DILocation(line: 11, column: 25, scope: !84)
!84 = distinct !DILexicalBlock(scope: !48, file: !3, line: 11, column: 14)
!85 = !DILocation(line: 11, column: 29, scope: !84)
!86 = !DILocation(line: 11, column: 46, scope: !84)
!87 = !DILocation(line: 11, column: 52, scope: !84)
!88 = !DILocation(line: 11, column: 69, scope: !84)
!89 = !DILocation(line: 11, column: 73, scope: !84)
!90 = !DILocation(line: 0, scope: !84)
!91 = !DILocation(line: 12, column: 3, scope: !48)
!92 = !DILocation(line: 12, column: 10, scope: !93)
!93 = distinct !DILexicalBlock(scope: !48, file: !3, line: 12, column: 6)
!94 = !DILocation(line: 12, column: 17, scope: !93)
!95 = !DILocation(line: 12, column: 21, scope: !93)
!96 = !DILocation(line: 12, column: 32, scope: !48)
!97 = distinct !{!97, !91, !98, !80, !81}
!98 = !DILocation(line: 12, column: 35, scope: !48)
!99 = !DILocation(line: 13, column: 12, scope: !48)
!100 = !DILocation(line: 14, column: 3, scope: !48)
!101 = !DILocation(line: 15, column: 3, scope: !48)
!102 = !DILocation(line: 16, column: 8, scope: !48)
!103 = !DILocation(line: 16, column: 3, scope: !48)
!104 = !DILocation(line: 17, column: 7, scope: !105)
!105 = distinct !DILexicalBlock(scope: !48, file: !3, line: 17, column: 7)
!106 = !DILocation(line: 17, column: 7, scope: !48)
!107 = !DILocation(line: 17, column: 32, scope: !105)
!108 = !DILocation(line: 19, column: 7, scope: !109)
!109 = distinct !DILexicalBlock(scope: !48, file: !3, line: 19, column: 7)
!110 = !DILocation(line: 19, column: 7, scope: !48)
!111 = !DILocation(line: 19, column: 41, scope: !109)
!112 = !DILocation(line: 20, column: 23, scope: !48)
!113 = !DILocation(line: 20, column: 26, scope: !48)
!114 = !DILocation(line: 20, column: 19, scope: !48)
!115 = !DILocation(line: 20, column: 14, scope: !48)
!116 = !DILocation(line: 20, column: 12, scope: !48)
!117 = !DILocation(line: 20, column: 3, scope: !48)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !119, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!6}
!121 = !{!122, !124, !126}
!122 = !DILocalVariable(name: "d", scope: !118, file: !3, line: 22, type: !123)
!123 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!124 = !DILocalVariable(name: "z", scope: !118, file: !3, line: 22, type: !125)
!125 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!126 = !DILocalVariable(name: "ld", scope: !118, file: !3, line: 22, type: !127)
!127 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!128 = !DILocation(line: 0, scope: !118)
!129 = !DILocation(line: 22, column: 34, scope: !118)
!130 = !DILocation(line: 22, column: 49, scope: !118)
!131 = !DILocation(line: 22, column: 88, scope: !118)
!132 = !DILocation(line: 22, column: 100, scope: !118)
!133 = !DILocation(line: 22, column: 107, scope: !118)
!134 = !DILocation(line: 22, column: 105, scope: !118)
!135 = !DILocation(line: 22, column: 121, scope: !118)
!136 = !{!137, !137, i64 0}
!137 = !{!"float", !40, i64 0}
!138 = !DILocation(line: 22, column: 116, scope: !118)
!139 = !DILocation(line: 22, column: 114, scope: !118)
!140 = !DILocation(line: 22, column: 134, scope: !118)
!141 = !DILocation(line: 22, column: 132, scope: !118)
!142 = !DILocation(line: 22, column: 143, scope: !118)
!143 = !DILocation(line: 22, column: 93, scope: !118)
