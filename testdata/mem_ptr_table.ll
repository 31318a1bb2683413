; ModuleID = '<stdin>'
source_filename = "mem_ptr_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32*, i32 }

@a = dso_local global i32 1, align 4, !dbg !0
@b = dso_local global i32 2, align 4, !dbg !7
@c = dso_local global i32 3, align 4, !dbg !10
@d = dso_local global i32 4, align 4, !dbg !12
@x = dso_local global i32 9, align 4, !dbg !14
@tab = dso_local global [4 x i32*] [i32* @a, i32* @b, i32* @c, i32* @d], align 16, !dbg !16
@gs = dso_local global [3 x %struct.S] [%struct.S { i32* @a, i32 1 }, %struct.S { i32* @b, i32 2 }, %struct.S { i32* @x, i32 3 }], align 16, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca %struct.S, align 8
  %2 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !46
  call void @llvm.dbg.value(metadata i32 %2, metadata !42, metadata !DIExpression()), !dbg !47
  %3 = sext i32 %2 to i64, !dbg !48
  %4 = getelementptr inbounds [4 x i32*], [4 x i32*]* @tab, i64 0, i64 %3, !dbg !48
  store i32* @x, i32** %4, align 8, !dbg !49, !tbaa !50
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !54
  %6 = sext i32 %5 to i64, !dbg !55
  %7 = getelementptr inbounds [4 x i32*], [4 x i32*]* @tab, i64 0, i64 %6, !dbg !55
  call void @llvm.dbg.value(metadata i32** %7, metadata !43, metadata !DIExpression()), !dbg !47
  %8 = load i32*, i32** %7, align 8, !dbg !56, !tbaa !50
  %9 = load i32, i32* %8, align 4, !dbg !57, !tbaa !58
  %10 = add nsw i32 %9, 10, !dbg !57
  store i32 %10, i32* %8, align 4, !dbg !57, !tbaa !58
  %11 = bitcast %struct.S* %1 to i8*, !dbg !60
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %11) #5, !dbg !60
  call void @llvm.dbg.declare(metadata %struct.S* %1, metadata !45, metadata !DIExpression()), !dbg !61
  %12 = bitcast %struct.S* %1 to i8*, !dbg !62
  %13 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 2), !dbg !63
  %14 = sext i32 %13 to i64, !dbg !64
  %15 = getelementptr inbounds [3 x %struct.S], [3 x %struct.S]* @gs, i64 0, i64 %14, !dbg !64
  %16 = bitcast %struct.S* %15 to i8*, !dbg !62
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %12, i8* align 16 %16, i64 16, i1 false), !dbg !62
  %17 = load i32, i32* @x, align 4, !dbg !65, !tbaa !58
  %18 = icmp sgt i32 %17, 9, !dbg !67
  br i1 %18, label %19, label %20, !dbg !68

19:                                               ; preds = %0
  call void @__wcet_cost(i64 noundef 20), !dbg !69
  br label %20, !dbg !69

20:                                               ; preds = %19, %0
  %21 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 0, !dbg !70
  %22 = load i32*, i32** %21, align 8, !dbg !70, !tbaa !72
  %23 = load i32, i32* %22, align 4, !dbg !74, !tbaa !58
  %24 = icmp sgt i32 %23, 9, !dbg !75
  br i1 %24, label %25, label %26, !dbg !76

25:                                               ; preds = %20
  call void @__wcet_cost(i64 noundef 5), !dbg !77
  br label %26, !dbg !77

26:                                               ; preds = %25, %20
  %27 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 0, !dbg !78
  %28 = load i32*, i32** %27, align 8, !dbg !78, !tbaa !72
  %29 = load i32*, i32** getelementptr inbounds ([4 x i32*], [4 x i32*]* @tab, i64 0, i64 1), align 8, !dbg !80, !tbaa !50
  %30 = icmp eq i32* %28, %29, !dbg !81
  br i1 %30, label %31, label %32, !dbg !82

31:                                               ; preds = %26
  call void @__wcet_cost(i64 noundef 3), !dbg !83
  br label %32, !dbg !83

32:                                               ; preds = %31, %26
  %33 = bitcast %struct.S* %1 to i8*, !dbg !84
  call void @llvm.lifetime.end.p0i8(i64 16, i8* %33) #5, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem_ptr_table.c", directory: ".", checksumkind: CSK_MD5, checksum: "b7f8ac2f737bdc677d624b62100184fd")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !10, !12, !14, !16, !22}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 22, type: !18, isLocal: false, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "gs", scope: !2, file: !3, line: 27, type: !24, isLocal: false, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 384, elements: !29)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 23, size: 128, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !25, file: !3, line: 24, baseType: !19, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !25, file: !3, line: 25, baseType: !9, size: 32, offset: 64)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 7, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 1}
!37 = !{!"Debian clang version 14.0.6"}
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !39, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!9}
!41 = !{!42, !43, !45}
!42 = !DILocalVariable(name: "k", scope: !38, file: !3, line: 30, type: !9)
!43 = !DILocalVariable(name: "pp", scope: !38, file: !3, line: 32, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!45 = !DILocalVariable(name: "s", scope: !38, file: !3, line: 34, type: !25)
!46 = !DILocation(line: 30, column: 11, scope: !38)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocation(line: 31, column: 3, scope: !38)
!49 = !DILocation(line: 31, column: 10, scope: !38)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 32, column: 19, scope: !38)
!55 = !DILocation(line: 32, column: 15, scope: !38)
!56 = !DILocation(line: 33, column: 4, scope: !38)
!57 = !DILocation(line: 33, column: 8, scope: !38)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !52, i64 0}
!60 = !DILocation(line: 34, column: 3, scope: !38)
!61 = !DILocation(line: 34, column: 12, scope: !38)
!62 = !DILocation(line: 35, column: 3, scope: !38)
!63 = !DILocation(line: 35, column: 18, scope: !38)
!64 = !DILocation(line: 35, column: 15, scope: !38)
!65 = !DILocation(line: 36, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !38, file: !3, line: 36, column: 7)
!67 = !DILocation(line: 36, column: 9, scope: !66)
!68 = !DILocation(line: 36, column: 7, scope: !38)
!69 = !DILocation(line: 36, column: 14, scope: !66)
!70 = !DILocation(line: 37, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !38, file: !3, line: 37, column: 7)
!72 = !{!73, !51, i64 0}
!73 = !{!"S", !51, i64 0, !59, i64 8}
!74 = !DILocation(line: 37, column: 7, scope: !71)
!75 = !DILocation(line: 37, column: 12, scope: !71)
!76 = !DILocation(line: 37, column: 7, scope: !38)
!77 = !DILocation(line: 37, column: 17, scope: !71)
!78 = !DILocation(line: 38, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !38, file: !3, line: 38, column: 7)
!80 = !DILocation(line: 38, column: 14, scope: !79)
!81 = !DILocation(line: 38, column: 11, scope: !79)
!82 = !DILocation(line: 38, column: 7, scope: !38)
!83 = !DILocation(line: 38, column: 22, scope: !79)
!84 = !DILocation(line: 40, column: 1, scope: !38)
!85 = !DILocation(line: 39, column: 3, scope: !38)
