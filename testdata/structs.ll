; ModuleID = '<stdin>'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stats = type { i32, i32, [4 x i32] }
%struct.task = type { i32, i32, i32, [8 x i8] }

@st = dso_local global %struct.stats zeroinitializer, align 4, !dbg !0
@queue = dso_local global [4 x %struct.task] zeroinitializer, align 16, !dbg !7
@proto = internal constant [4 x %struct.task] [%struct.task { i32 0, i32 3, i32 2, [8 x i8] c"idle\00\00\00\00" }, %struct.task { i32 1, i32 5, i32 1, [8 x i8] c"io\00\00\00\00\00\00" }, %struct.task { i32 2, i32 2, i32 3, [8 x i8] c"calc\00\00\00\00" }, %struct.task { i32 3, i32 4, i32 2, [8 x i8] c"log\00\00\00\00\00" }], align 16, !dbg !23

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !40 {
  %1 = alloca %struct.task, align 4
  call void @llvm.memset.p0i8.i64(i8* align 4 bitcast (%struct.stats* @st to i8*), i8 0, i64 24, i1 false), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !52
  br label %2, !dbg !53

2:                                                ; preds = %11, %0
  %.0 = phi i32 [ 0, %0 ], [ %12, %11 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 %.0, metadata !45, metadata !DIExpression()), !dbg !52
  %3 = icmp slt i32 %.0, 4, !dbg !56
  br i1 %3, label %4, label %13, !dbg !58

4:                                                ; preds = %2
  %5 = sext i32 %.0 to i64, !dbg !59
  %6 = getelementptr inbounds [4 x %struct.task], [4 x %struct.task]* @queue, i64 0, i64 %5, !dbg !59
  %7 = sext i32 %.0 to i64, !dbg !60
  %8 = getelementptr inbounds [4 x %struct.task], [4 x %struct.task]* @proto, i64 0, i64 %7, !dbg !60
  %9 = bitcast %struct.task* %6 to i8*, !dbg !60
  %10 = bitcast %struct.task* %8 to i8*, !dbg !60
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 4 %10, i64 20, i1 false), !dbg !60, !tbaa.struct !61
  br label %11, !dbg !59

11:                                               ; preds = %4
  %12 = add nsw i32 %.0, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %12, metadata !45, metadata !DIExpression()), !dbg !52
  br label %2, !dbg !68, !llvm.loop !69

13:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !52
  br label %14, !dbg !73

14:                                               ; preds = %58, %13
  %.01 = phi i32 [ 0, %13 ], [ %59, %58 ], !dbg !74
  call void @llvm.dbg.value(metadata i32 %.01, metadata !44, metadata !DIExpression()), !dbg !52
  %15 = icmp slt i32 %.01, 3, !dbg !75
  br i1 %15, label %16, label %60, !dbg !76

16:                                               ; preds = %14
  %17 = call i32 @pick_next(%struct.task* noundef getelementptr inbounds ([4 x %struct.task], [4 x %struct.task]* @queue, i64 0, i64 0), i32 noundef 4), !dbg !77
  call void @llvm.dbg.value(metadata i32 %17, metadata !46, metadata !DIExpression()), !dbg !78
  %18 = bitcast %struct.task* %1 to i8*, !dbg !79
  call void @llvm.lifetime.start.p0i8(i64 20, i8* %18) #6, !dbg !79
  call void @llvm.dbg.declare(metadata %struct.task* %1, metadata !50, metadata !DIExpression()), !dbg !80
  %19 = sext i32 %17 to i64, !dbg !81
  %20 = getelementptr inbounds [4 x %struct.task], [4 x %struct.task]* @queue, i64 0, i64 %19, !dbg !81
  %21 = bitcast %struct.task* %1 to i8*, !dbg !81
  %22 = bitcast %struct.task* %20 to i8*, !dbg !81
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %21, i8* align 4 %22, i64 20, i1 false), !dbg !81, !tbaa.struct !61
  call void @__wcet_cost(i64 noundef 1), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !52
  br label %23, !dbg !83

23:                                               ; preds = %31, %16
  %.1 = phi i32 [ 0, %16 ], [ %32, %31 ], !dbg !85
  call void @llvm.dbg.value(metadata i32 %.1, metadata !45, metadata !DIExpression()), !dbg !52
  %24 = getelementptr inbounds %struct.task, %struct.task* %1, i32 0, i32 1, !dbg !86
  %25 = load i32, i32* %24, align 4, !dbg !86, !tbaa !88
  %26 = icmp slt i32 %.1, %25, !dbg !90
  br i1 %26, label %27, label %33, !dbg !91

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.task, %struct.task* %1, i32 0, i32 2, !dbg !92
  %29 = load i32, i32* %28, align 4, !dbg !92, !tbaa !93
  %30 = sext i32 %29 to i64, !dbg !92
  call void @__wcet_cost(i64 noundef %30), !dbg !92
  br label %31, !dbg !92

31:                                               ; preds = %27
  %32 = add nsw i32 %.1, 1, !dbg !94
  call void @llvm.dbg.value(metadata i32 %32, metadata !45, metadata !DIExpression()), !dbg !52
  br label %23, !dbg !95, !llvm.loop !96

33:                                               ; preds = %23
  %34 = getelementptr inbounds %struct.task, %struct.task* %1, i32 0, i32 1, !dbg !98
  %35 = load i32, i32* %34, align 4, !dbg !98, !tbaa !88
  %36 = icmp sgt i32 %35, 1, !dbg !99
  br i1 %36, label %37, label %41, !dbg !100

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.task, %struct.task* %1, i32 0, i32 1, !dbg !101
  %39 = load i32, i32* %38, align 4, !dbg !101, !tbaa !88
  %40 = sub nsw i32 %39, 1, !dbg !102
  br label %42, !dbg !100

41:                                               ; preds = %33
  br label %42, !dbg !100

42:                                               ; preds = %41, %37
  %43 = phi i32 [ %40, %37 ], [ 1, %41 ], !dbg !100
  %44 = sext i32 %17 to i64, !dbg !103
  %45 = getelementptr inbounds [4 x %struct.task], [4 x %struct.task]* @queue, i64 0, i64 %44, !dbg !103
  %46 = getelementptr inbounds %struct.task, %struct.task* %45, i32 0, i32 1, !dbg !104
  store i32 %43, i32* %46, align 4, !dbg !105, !tbaa !88
  %47 = load i32, i32* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 0), align 4, !dbg !106, !tbaa !107
  %48 = add nsw i32 %47, 1, !dbg !106
  store i32 %48, i32* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 0), align 4, !dbg !106, !tbaa !107
  %49 = getelementptr inbounds %struct.task, %struct.task* %1, i32 0, i32 1, !dbg !109
  %50 = load i32, i32* %49, align 4, !dbg !109, !tbaa !88
  %51 = load i32, i32* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 1), align 4, !dbg !110, !tbaa !111
  %52 = add nsw i32 %51, %50, !dbg !110
  store i32 %52, i32* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 1), align 4, !dbg !110, !tbaa !111
  %53 = sext i32 %17 to i64, !dbg !112
  %54 = getelementptr inbounds [4 x i32], [4 x i32]* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 2), i64 0, i64 %53, !dbg !112
  %55 = load i32, i32* %54, align 4, !dbg !113, !tbaa !62
  %56 = add nsw i32 %55, 1, !dbg !113
  store i32 %56, i32* %54, align 4, !dbg !113, !tbaa !62
  %57 = bitcast %struct.task* %1 to i8*, !dbg !114
  call void @llvm.lifetime.end.p0i8(i64 20, i8* %57) #6, !dbg !114
  br label %58, !dbg !115

58:                                               ; preds = %42
  %59 = add nsw i32 %.01, 1, !dbg !116
  call void @llvm.dbg.value(metadata i32 %59, metadata !44, metadata !DIExpression()), !dbg !52
  br label %14, !dbg !117, !llvm.loop !118

60:                                               ; preds = %14
  %61 = load i32, i32* getelementptr inbounds (%struct.stats, %struct.stats* @st, i32 0, i32 2, i64 0), align 4, !dbg !120, !tbaa !62
  %62 = and i32 %61, 1, !dbg !121
  ret i32 %62, !dbg !122
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal i32 @pick_next(%struct.task* noundef %0, i32 noundef %1) #0 !dbg !123 {
  call void @llvm.dbg.value(metadata %struct.task* %0, metadata !128, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 %1, metadata !129, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !132
  br label %3, !dbg !133

3:                                                ; preds = %27, %2
  %.01 = phi i32 [ 0, %2 ], [ %28, %27 ], !dbg !135
  %.0 = phi i32 [ 0, %2 ], [ %.1, %27 ], !dbg !132
  call void @llvm.dbg.value(metadata i32 %.0, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 %.01, metadata !130, metadata !DIExpression()), !dbg !132
  %4 = icmp slt i32 %.01, %1, !dbg !136
  br i1 %4, label %5, label %29, !dbg !138

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !139
  %6 = sext i32 %.01 to i64, !dbg !141
  %7 = getelementptr inbounds %struct.task, %struct.task* %0, i64 %6, !dbg !141
  %8 = getelementptr inbounds %struct.task, %struct.task* %7, i32 0, i32 1, !dbg !143
  %9 = load i32, i32* %8, align 4, !dbg !143, !tbaa !88
  %10 = sext i32 %.01 to i64, !dbg !144
  %11 = getelementptr inbounds %struct.task, %struct.task* %0, i64 %10, !dbg !144
  %12 = getelementptr inbounds %struct.task, %struct.task* %11, i32 0, i32 2, !dbg !145
  %13 = load i32, i32* %12, align 4, !dbg !145, !tbaa !93
  %14 = mul nsw i32 %9, %13, !dbg !146
  %15 = sext i32 %.0 to i64, !dbg !147
  %16 = getelementptr inbounds %struct.task, %struct.task* %0, i64 %15, !dbg !147
  %17 = getelementptr inbounds %struct.task, %struct.task* %16, i32 0, i32 1, !dbg !148
  %18 = load i32, i32* %17, align 4, !dbg !148, !tbaa !88
  %19 = sext i32 %.0 to i64, !dbg !149
  %20 = getelementptr inbounds %struct.task, %struct.task* %0, i64 %19, !dbg !149
  %21 = getelementptr inbounds %struct.task, %struct.task* %20, i32 0, i32 2, !dbg !150
  %22 = load i32, i32* %21, align 4, !dbg !150, !tbaa !93
  %23 = mul nsw i32 %18, %22, !dbg !151
  %24 = icmp sgt i32 %14, %23, !dbg !152
  br i1 %24, label %25, label %26, !dbg !153

25:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 %.01, metadata !131, metadata !DIExpression()), !dbg !132
  br label %26, !dbg !154

26:                                               ; preds = %25, %5
  %.1 = phi i32 [ %.01, %25 ], [ %.0, %5 ], !dbg !132
  call void @llvm.dbg.value(metadata i32 %.1, metadata !131, metadata !DIExpression()), !dbg !132
  br label %27, !dbg !155

27:                                               ; preds = %26
  %28 = add nsw i32 %.01, 1, !dbg !156
  call void @llvm.dbg.value(metadata i32 %28, metadata !130, metadata !DIExpression()), !dbg !132
  br label %3, !dbg !157, !llvm.loop !158

29:                                               ; preds = %3
  %.0.lcssa = phi i32 [ %.0, %3 ], !dbg !132
  ret i32 %.0.lcssa, !dbg !160
}

declare void @__wcet_cost(i64 noundef) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "st", scope: !2, file: !3, line: 36, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "905c8e12fc7e56125cd5255a02670038")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!7, !0, !23}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "queue", scope: !2, file: !3, line: 35, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 640, elements: !21)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "task", file: !3, line: 19, size: 160, elements: !11)
!11 = !{!12, !14, !15, !16}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !10, file: !3, line: 20, baseType: !13, size: 32)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !10, file: !3, line: 21, baseType: !13, size: 32, offset: 32)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !10, file: !3, line: 22, baseType: !13, size: 32, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !10, file: !3, line: 23, baseType: !17, size: 64, offset: 96)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 64, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "proto", scope: !2, file: !3, line: 32, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 640, elements: !21)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !3, line: 26, size: 192, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "runs", scope: !27, file: !3, line: 27, baseType: !13, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "work", scope: !27, file: !3, line: 28, baseType: !13, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "hist", scope: !27, file: !3, line: 29, baseType: !32, size: 128, offset: 64)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !21)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 7, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 1}
!39 = !{!"Debian clang version 14.0.6"}
!40 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !41, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!13}
!43 = !{!44, !45, !46, !50}
!44 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 49, type: !13)
!45 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 49, type: !13)
!46 = !DILocalVariable(name: "pick", scope: !47, file: !3, line: 54, type: !13)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 53, column: 27)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 53, column: 3)
!49 = distinct !DILexicalBlock(scope: !40, file: !3, line: 53, column: 3)
!50 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 55, type: !10)
!51 = !DILocation(line: 50, column: 3, scope: !40)
!52 = !DILocation(line: 0, scope: !40)
!53 = !DILocation(line: 51, column: 8, scope: !54)
!54 = distinct !DILexicalBlock(scope: !40, file: !3, line: 51, column: 3)
!55 = !DILocation(line: 0, scope: !54)
!56 = !DILocation(line: 51, column: 17, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 51, column: 3)
!58 = !DILocation(line: 51, column: 3, scope: !54)
!59 = !DILocation(line: 52, column: 5, scope: !57)
!60 = !DILocation(line: 52, column: 16, scope: !57)
!61 = !{i64 0, i64 4, !62, i64 4, i64 4, !62, i64 8, i64 4, !62, i64 12, i64 8, !66}
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !{!64, !64, i64 0}
!67 = !DILocation(line: 51, column: 23, scope: !57)
!68 = !DILocation(line: 51, column: 3, scope: !57)
!69 = distinct !{!69, !58, !70, !71, !72}
!70 = !DILocation(line: 52, column: 23, scope: !54)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !DILocation(line: 53, column: 8, scope: !49)
!74 = !DILocation(line: 0, scope: !49)
!75 = !DILocation(line: 53, column: 17, scope: !48)
!76 = !DILocation(line: 53, column: 3, scope: !49)
!77 = !DILocation(line: 54, column: 16, scope: !47)
!78 = !DILocation(line: 0, scope: !47)
!79 = !DILocation(line: 55, column: 5, scope: !47)
!80 = !DILocation(line: 55, column: 17, scope: !47)
!81 = !DILocation(line: 55, column: 21, scope: !47)
!82 = !DILocation(line: 56, column: 5, scope: !47)
!83 = !DILocation(line: 57, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !47, file: !3, line: 57, column: 5)
!85 = !DILocation(line: 0, scope: !84)
!86 = !DILocation(line: 57, column: 23, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 57, column: 5)
!88 = !{!89, !63, i64 4}
!89 = !{!"task", !63, i64 0, !63, i64 4, !63, i64 8, !64, i64 12}
!90 = !DILocation(line: 57, column: 19, scope: !87)
!91 = !DILocation(line: 57, column: 5, scope: !84)
!92 = !DILocation(line: 58, column: 7, scope: !87)
!93 = !{!89, !63, i64 8}
!94 = !DILocation(line: 57, column: 29, scope: !87)
!95 = !DILocation(line: 57, column: 5, scope: !87)
!96 = distinct !{!96, !91, !97, !71, !72}
!97 = !DILocation(line: 58, column: 7, scope: !84)
!98 = !DILocation(line: 59, column: 25, scope: !47)
!99 = !DILocation(line: 59, column: 29, scope: !47)
!100 = !DILocation(line: 59, column: 23, scope: !47)
!101 = !DILocation(line: 59, column: 37, scope: !47)
!102 = !DILocation(line: 59, column: 41, scope: !47)
!103 = !DILocation(line: 59, column: 5, scope: !47)
!104 = !DILocation(line: 59, column: 17, scope: !47)
!105 = !DILocation(line: 59, column: 21, scope: !47)
!106 = !DILocation(line: 60, column: 12, scope: !47)
!107 = !{!108, !63, i64 0}
!108 = !{!"stats", !63, i64 0, !63, i64 4, !64, i64 8}
!109 = !DILocation(line: 61, column: 18, scope: !47)
!110 = !DILocation(line: 61, column: 13, scope: !47)
!111 = !{!108, !63, i64 4}
!112 = !DILocation(line: 62, column: 5, scope: !47)
!113 = !DILocation(line: 62, column: 18, scope: !47)
!114 = !DILocation(line: 63, column: 3, scope: !48)
!115 = !DILocation(line: 63, column: 3, scope: !47)
!116 = !DILocation(line: 53, column: 23, scope: !48)
!117 = !DILocation(line: 53, column: 3, scope: !48)
!118 = distinct !{!118, !76, !119, !71, !72}
!119 = !DILocation(line: 63, column: 3, scope: !49)
!120 = !DILocation(line: 64, column: 10, scope: !40)
!121 = !DILocation(line: 64, column: 21, scope: !40)
!122 = !DILocation(line: 64, column: 3, scope: !40)
!123 = distinct !DISubprogram(name: "pick_next", scope: !3, file: !3, line: 38, type: !124, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!13, !126, !13}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!127 = !{!128, !129, !130, !131}
!128 = !DILocalVariable(name: "q", arg: 1, scope: !123, file: !3, line: 38, type: !126)
!129 = !DILocalVariable(name: "n", arg: 2, scope: !123, file: !3, line: 38, type: !13)
!130 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 39, type: !13)
!131 = !DILocalVariable(name: "best", scope: !123, file: !3, line: 39, type: !13)
!132 = !DILocation(line: 0, scope: !123)
!133 = !DILocation(line: 40, column: 8, scope: !134)
!134 = distinct !DILexicalBlock(scope: !123, file: !3, line: 40, column: 3)
!135 = !DILocation(line: 0, scope: !134)
!136 = !DILocation(line: 40, column: 17, scope: !137)
!137 = distinct !DILexicalBlock(scope: !134, file: !3, line: 40, column: 3)
!138 = !DILocation(line: 40, column: 3, scope: !134)
!139 = !DILocation(line: 41, column: 5, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 40, column: 27)
!141 = !DILocation(line: 42, column: 9, scope: !142)
!142 = distinct !DILexicalBlock(scope: !140, file: !3, line: 42, column: 9)
!143 = !DILocation(line: 42, column: 14, scope: !142)
!144 = !DILocation(line: 42, column: 20, scope: !142)
!145 = !DILocation(line: 42, column: 25, scope: !142)
!146 = !DILocation(line: 42, column: 18, scope: !142)
!147 = !DILocation(line: 42, column: 32, scope: !142)
!148 = !DILocation(line: 42, column: 40, scope: !142)
!149 = !DILocation(line: 42, column: 46, scope: !142)
!150 = !DILocation(line: 42, column: 54, scope: !142)
!151 = !DILocation(line: 42, column: 44, scope: !142)
!152 = !DILocation(line: 42, column: 30, scope: !142)
!153 = !DILocation(line: 42, column: 9, scope: !140)
!154 = !DILocation(line: 43, column: 7, scope: !142)
!155 = !DILocation(line: 44, column: 3, scope: !140)
!156 = !DILocation(line: 40, column: 23, scope: !137)
!157 = !DILocation(line: 40, column: 3, scope: !137)
!158 = distinct !{!158, !138, !159, !71, !72}
!159 = !DILocation(line: 44, column: 3, scope: !134)
!160 = !DILocation(line: 45, column: 3, scope: !123)
