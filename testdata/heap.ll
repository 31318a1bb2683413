; ModuleID = '<stdin>'
source_filename = "heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keep = dso_local global [4 x i8*] zeroinitializer, align 16, !dbg !0
@heap_out = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !24 {
  %1 = call noalias i8* @malloc(i64 noundef 16) #5, !dbg !35
  %2 = bitcast i8* %1 to i32*, !dbg !35
  call void @llvm.dbg.value(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !36
  call void @__wcet_cost(i64 noundef 1), !dbg !37
  %3 = bitcast i32* %2 to i8*, !dbg !38
  store i8* %3, i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @keep, i64 0, i64 0), align 16, !dbg !39, !tbaa !40
  %4 = getelementptr inbounds i32, i32* %2, i64 0, !dbg !44
  store i32 1, i32* %4, align 4, !dbg !45, !tbaa !46
  %5 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 8) #5, !dbg !48
  %6 = bitcast i8* %5 to i64*, !dbg !48
  call void @llvm.dbg.value(metadata i64* %6, metadata !31, metadata !DIExpression()), !dbg !36
  call void @__wcet_cost(i64 noundef 1), !dbg !49
  %7 = bitcast i64* %6 to i8*, !dbg !50
  store i8* %7, i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @keep, i64 0, i64 1), align 8, !dbg !51, !tbaa !40
  %8 = getelementptr inbounds i64, i64* %6, i64 3, !dbg !52
  store i64 2, i64* %8, align 8, !dbg !53, !tbaa !54
  %9 = bitcast i32* %2 to i8*, !dbg !56
  %10 = call i8* @realloc(i8* noundef %9, i64 noundef 40) #5, !dbg !57
  %11 = bitcast i8* %10 to i32*, !dbg !57
  call void @llvm.dbg.value(metadata i32* %11, metadata !28, metadata !DIExpression()), !dbg !36
  call void @__wcet_cost(i64 noundef 1), !dbg !58
  %12 = bitcast i32* %11 to i8*, !dbg !59
  store i8* %12, i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @keep, i64 0, i64 0), align 16, !dbg !60, !tbaa !40
  %13 = getelementptr inbounds i32, i32* %11, i64 9, !dbg !61
  store i32 3, i32* %13, align 4, !dbg !62, !tbaa !46
  %14 = getelementptr inbounds i32, i32* %11, i64 0, !dbg !63
  %15 = load i32, i32* %14, align 4, !dbg !63, !tbaa !46
  %16 = getelementptr inbounds i64, i64* %6, i64 3, !dbg !64
  %17 = load i64, i64* %16, align 8, !dbg !64, !tbaa !54
  %18 = trunc i64 %17 to i32, !dbg !65
  %19 = add nsw i32 %15, %18, !dbg !66
  %20 = getelementptr inbounds i32, i32* %11, i64 9, !dbg !67
  %21 = load i32, i32* %20, align 4, !dbg !67, !tbaa !46
  %22 = add nsw i32 %19, %21, !dbg !68
  store i32 %22, i32* @heap_out, align 4, !dbg !69, !tbaa !46
  %23 = bitcast i64* %6 to i8*, !dbg !70
  call void @free(i8* noundef %23) #5, !dbg !71
  call void @__wcet_cost(i64 noundef 1), !dbg !72
  %24 = call i32 @__wcet_nondet_range(i32 noundef 1, i32 noundef 4), !dbg !73
  %25 = mul nsw i32 20, %24, !dbg !74
  call void @llvm.dbg.value(metadata i32 %25, metadata !34, metadata !DIExpression()), !dbg !36
  %26 = sext i32 %25 to i64, !dbg !75
  %27 = call noalias i8* @malloc(i64 noundef %26) #5, !dbg !76
  %28 = bitcast i8* %27 to i32*, !dbg !76
  call void @llvm.dbg.value(metadata i32* %28, metadata !30, metadata !DIExpression()), !dbg !36
  call void @__wcet_cost(i64 noundef 1), !dbg !77
  %29 = bitcast i32* %28 to i8*, !dbg !78
  store i8* %29, i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @keep, i64 0, i64 2), align 16, !dbg !79, !tbaa !40
  %30 = getelementptr inbounds i32, i32* %28, i64 0, !dbg !80
  store i32 %25, i32* %30, align 4, !dbg !81, !tbaa !46
  %31 = bitcast i32* %11 to i8*, !dbg !82
  %32 = call i8* @realloc(i8* noundef %31, i64 noundef 24) #5, !dbg !83
  %33 = bitcast i8* %32 to i32*, !dbg !83
  call void @llvm.dbg.value(metadata i32* %33, metadata !28, metadata !DIExpression()), !dbg !36
  call void @__wcet_cost(i64 noundef 1), !dbg !84
  %34 = bitcast i32* %33 to i8*, !dbg !85
  store i8* %34, i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @keep, i64 0, i64 0), align 16, !dbg !86, !tbaa !40
  %35 = getelementptr inbounds i32, i32* %33, i64 0, !dbg !87
  %36 = load i32, i32* %35, align 4, !dbg !87, !tbaa !46
  %37 = getelementptr inbounds i32, i32* %28, i64 0, !dbg !88
  %38 = load i32, i32* %37, align 4, !dbg !88, !tbaa !46
  %39 = add nsw i32 %36, %38, !dbg !89
  %40 = load i32, i32* @heap_out, align 4, !dbg !90, !tbaa !46
  %41 = add nsw i32 %40, %39, !dbg !90
  store i32 %41, i32* @heap_out, align 4, !dbg !90, !tbaa !46
  %42 = bitcast i32* %28 to i8*, !dbg !91
  call void @free(i8* noundef %42) #5, !dbg !92
  %43 = bitcast i32* %33 to i8*, !dbg !93
  call void @free(i8* noundef %43) #5, !dbg !94
  call void @__wcet_cost(i64 noundef 1), !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "keep", scope: !2, file: !3, line: 24, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e8a0abbfcc31b2d99ed919369914e26")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "heap_out", scope: !2, file: !3, line: 25, type: !6, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !15)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !25, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!6}
!27 = !{!28, !30, !31, !34}
!28 = !DILocalVariable(name: "a", scope: !24, file: !3, line: 28, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!30 = !DILocalVariable(name: "c", scope: !24, file: !3, line: 28, type: !29)
!31 = !DILocalVariable(name: "b", scope: !24, file: !3, line: 29, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "d", scope: !24, file: !3, line: 30, type: !6)
!35 = !DILocation(line: 31, column: 7, scope: !24)
!36 = !DILocation(line: 0, scope: !24)
!37 = !DILocation(line: 32, column: 3, scope: !24)
!38 = !DILocation(line: 33, column: 13, scope: !24)
!39 = !DILocation(line: 33, column: 11, scope: !24)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 34, column: 3, scope: !24)
!45 = !DILocation(line: 34, column: 8, scope: !24)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !42, i64 0}
!48 = !DILocation(line: 35, column: 7, scope: !24)
!49 = !DILocation(line: 36, column: 3, scope: !24)
!50 = !DILocation(line: 37, column: 13, scope: !24)
!51 = !DILocation(line: 37, column: 11, scope: !24)
!52 = !DILocation(line: 38, column: 3, scope: !24)
!53 = !DILocation(line: 38, column: 8, scope: !24)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !42, i64 0}
!56 = !DILocation(line: 39, column: 15, scope: !24)
!57 = !DILocation(line: 39, column: 7, scope: !24)
!58 = !DILocation(line: 40, column: 3, scope: !24)
!59 = !DILocation(line: 41, column: 13, scope: !24)
!60 = !DILocation(line: 41, column: 11, scope: !24)
!61 = !DILocation(line: 42, column: 3, scope: !24)
!62 = !DILocation(line: 42, column: 8, scope: !24)
!63 = !DILocation(line: 43, column: 14, scope: !24)
!64 = !DILocation(line: 43, column: 26, scope: !24)
!65 = !DILocation(line: 43, column: 21, scope: !24)
!66 = !DILocation(line: 43, column: 19, scope: !24)
!67 = !DILocation(line: 43, column: 33, scope: !24)
!68 = !DILocation(line: 43, column: 31, scope: !24)
!69 = !DILocation(line: 43, column: 12, scope: !24)
!70 = !DILocation(line: 44, column: 8, scope: !24)
!71 = !DILocation(line: 44, column: 3, scope: !24)
!72 = !DILocation(line: 45, column: 3, scope: !24)
!73 = !DILocation(line: 46, column: 12, scope: !24)
!74 = !DILocation(line: 46, column: 10, scope: !24)
!75 = !DILocation(line: 47, column: 14, scope: !24)
!76 = !DILocation(line: 47, column: 7, scope: !24)
!77 = !DILocation(line: 48, column: 3, scope: !24)
!78 = !DILocation(line: 49, column: 13, scope: !24)
!79 = !DILocation(line: 49, column: 11, scope: !24)
!80 = !DILocation(line: 50, column: 3, scope: !24)
!81 = !DILocation(line: 50, column: 8, scope: !24)
!82 = !DILocation(line: 51, column: 15, scope: !24)
!83 = !DILocation(line: 51, column: 7, scope: !24)
!84 = !DILocation(line: 52, column: 3, scope: !24)
!85 = !DILocation(line: 53, column: 13, scope: !24)
!86 = !DILocation(line: 53, column: 11, scope: !24)
!87 = !DILocation(line: 54, column: 15, scope: !24)
!88 = !DILocation(line: 54, column: 22, scope: !24)
!89 = !DILocation(line: 54, column: 20, scope: !24)
!90 = !DILocation(line: 54, column: 12, scope: !24)
!91 = !DILocation(line: 55, column: 8, scope: !24)
!92 = !DILocation(line: 55, column: 3, scope: !24)
!93 = !DILocation(line: 56, column: 8, scope: !24)
!94 = !DILocation(line: 56, column: 3, scope: !24)
!95 = !DILocation(line: 57, column: 3, scope: !24)
!96 = !DILocation(line: 58, column: 3, scope: !24)
