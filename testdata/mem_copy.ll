; ModuleID = '<stdin>'
source_filename = "mem_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32*, i32*, i32 }

@g1 = dso_local global i32 3, align 4, !dbg !0
@g2 = dso_local global i32 4, align 4, !dbg !9
@s0 = dso_local global %struct.S { i32* @g1, i32* @g2, i32 2 }, align 8, !dbg !12
@a = dso_local global [2 x i32] [i32 16843009, i32 33686018], align 4, !dbg !20
@b = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !25

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca %struct.S, align 8
  %2 = alloca %struct.S, align 8
  %3 = bitcast %struct.S* %1 to i8*, !dbg !40
  call void @llvm.lifetime.start.p0i8(i64 24, i8* %3) #5, !dbg !40
  call void @llvm.dbg.declare(metadata %struct.S* %1, metadata !38, metadata !DIExpression()), !dbg !41
  %4 = bitcast %struct.S* %1 to i8*, !dbg !42
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %4, i8* align 8 bitcast (%struct.S* @s0 to i8*), i64 24, i1 false), !dbg !42, !tbaa.struct !43
  %5 = bitcast %struct.S* %2 to i8*, !dbg !50
  call void @llvm.lifetime.start.p0i8(i64 24, i8* %5) #5, !dbg !50
  call void @llvm.dbg.declare(metadata %struct.S* %2, metadata !39, metadata !DIExpression()), !dbg !51
  %6 = bitcast %struct.S* %2 to i8*, !dbg !52
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %6, i8* align 8 bitcast (%struct.S* @s0 to i8*), i64 24, i1 false), !dbg !52
  %7 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 1, !dbg !53
  %8 = load i32*, i32** %7, align 8, !dbg !53, !tbaa !55
  %9 = load i32, i32* %8, align 4, !dbg !57, !tbaa !48
  %10 = icmp eq i32 %9, 4, !dbg !58
  br i1 %10, label %11, label %12, !dbg !59

11:                                               ; preds = %0
  call void @__wcet_cost(i64 noundef 50), !dbg !60
  br label %12, !dbg !60

12:                                               ; preds = %11, %0
  %13 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0, !dbg !61
  %14 = load i32*, i32** %13, align 8, !dbg !61, !tbaa !63
  %15 = load i32, i32* %14, align 4, !dbg !64, !tbaa !48
  %16 = icmp eq i32 %15, 3, !dbg !65
  br i1 %16, label %17, label %18, !dbg !66

17:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 10), !dbg !67
  br label %18, !dbg !67

18:                                               ; preds = %17, %12
  %19 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 2, !dbg !68
  %20 = load i32, i32* %19, align 8, !dbg !68, !tbaa !70
  %21 = icmp eq i32 %20, 2, !dbg !71
  br i1 %21, label %22, label %23, !dbg !72

22:                                               ; preds = %18
  call void @__wcet_cost(i64 noundef 1), !dbg !73
  br label %23, !dbg !73

23:                                               ; preds = %22, %18
  store i32 5, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @b, i64 0, i64 0), align 4, !dbg !74, !tbaa !48
  store i32 6, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @b, i64 0, i64 1), align 4, !dbg !75, !tbaa !48
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 getelementptr inbounds (i8, i8* bitcast ([2 x i32]* @b to i8*), i64 2), i8* align 1 getelementptr inbounds (i8, i8* bitcast ([2 x i32]* @a to i8*), i64 2), i64 4, i1 false), !dbg !76
  %24 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @b, i64 0, i64 0), align 4, !dbg !77, !tbaa !48
  %25 = icmp eq i32 %24, 16842757, !dbg !79
  br i1 %25, label %26, label %27, !dbg !80

26:                                               ; preds = %23
  call void @__wcet_cost(i64 noundef 20), !dbg !81
  br label %27, !dbg !81

27:                                               ; preds = %26, %23
  %28 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @b, i64 0, i64 1), align 4, !dbg !82, !tbaa !48
  %29 = icmp eq i32 %28, 393730, !dbg !84
  br i1 %29, label %30, label %31, !dbg !85

30:                                               ; preds = %27
  call void @__wcet_cost(i64 noundef 100), !dbg !86
  br label %31, !dbg !86

31:                                               ; preds = %30, %27
  %32 = bitcast %struct.S* %2 to i8*, !dbg !87
  call void @llvm.lifetime.end.p0i8(i64 24, i8* %32) #5, !dbg !87
  %33 = bitcast %struct.S* %1 to i8*, !dbg !87
  call void @llvm.lifetime.end.p0i8(i64 24, i8* %33) #5, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g1", scope: !2, file: !3, line: 17, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "edebe16cb64a77d29c7cbd0e5e9f94bb")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !{!0, !9, !12, !20, !25}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "g2", scope: !2, file: !3, line: 17, type: !11, isLocal: false, isDefinition: true)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "s0", scope: !2, file: !3, line: 23, type: !14, isLocal: false, isDefinition: true)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 18, size: 192, elements: !15)
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !14, file: !3, line: 19, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !14, file: !3, line: 20, baseType: !17, size: 64, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !14, file: !3, line: 21, baseType: !11, size: 32, offset: 128)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 24, type: !22, isLocal: false, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 25, type: !22, isLocal: false, isDefinition: true)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{!"Debian clang version 14.0.6"}
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !35, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!11}
!37 = !{!38, !39}
!38 = !DILocalVariable(name: "s", scope: !34, file: !3, line: 28, type: !14)
!39 = !DILocalVariable(name: "t", scope: !34, file: !3, line: 29, type: !14)
!40 = !DILocation(line: 28, column: 3, scope: !34)
!41 = !DILocation(line: 28, column: 12, scope: !34)
!42 = !DILocation(line: 28, column: 16, scope: !34)
!43 = !{i64 0, i64 8, !44, i64 8, i64 8, !44, i64 16, i64 4, !48}
!44 = !{!45, !45, i64 0}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !46, i64 0}
!50 = !DILocation(line: 29, column: 3, scope: !34)
!51 = !DILocation(line: 29, column: 12, scope: !34)
!52 = !DILocation(line: 30, column: 3, scope: !34)
!53 = !DILocation(line: 31, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !34, file: !3, line: 31, column: 7)
!55 = !{!56, !45, i64 8}
!56 = !{!"S", !45, i64 0, !45, i64 8, !49, i64 16}
!57 = !DILocation(line: 31, column: 7, scope: !54)
!58 = !DILocation(line: 31, column: 12, scope: !54)
!59 = !DILocation(line: 31, column: 7, scope: !34)
!60 = !DILocation(line: 31, column: 18, scope: !54)
!61 = !DILocation(line: 32, column: 10, scope: !62)
!62 = distinct !DILexicalBlock(scope: !34, file: !3, line: 32, column: 7)
!63 = !{!56, !45, i64 0}
!64 = !DILocation(line: 32, column: 7, scope: !62)
!65 = !DILocation(line: 32, column: 12, scope: !62)
!66 = !DILocation(line: 32, column: 7, scope: !34)
!67 = !DILocation(line: 32, column: 18, scope: !62)
!68 = !DILocation(line: 33, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !34, file: !3, line: 33, column: 7)
!70 = !{!56, !49, i64 16}
!71 = !DILocation(line: 33, column: 11, scope: !69)
!72 = !DILocation(line: 33, column: 7, scope: !34)
!73 = !DILocation(line: 33, column: 17, scope: !69)
!74 = !DILocation(line: 34, column: 8, scope: !34)
!75 = !DILocation(line: 35, column: 8, scope: !34)
!76 = !DILocation(line: 36, column: 3, scope: !34)
!77 = !DILocation(line: 37, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !34, file: !3, line: 37, column: 7)
!79 = !DILocation(line: 37, column: 12, scope: !78)
!80 = !DILocation(line: 37, column: 7, scope: !34)
!81 = !DILocation(line: 37, column: 27, scope: !78)
!82 = !DILocation(line: 38, column: 7, scope: !83)
!83 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 7)
!84 = !DILocation(line: 38, column: 12, scope: !83)
!85 = !DILocation(line: 38, column: 7, scope: !34)
!86 = !DILocation(line: 38, column: 27, scope: !83)
!87 = !DILocation(line: 40, column: 1, scope: !34)
!88 = !DILocation(line: 39, column: 3, scope: !34)
