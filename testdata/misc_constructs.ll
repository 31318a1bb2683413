; ModuleID = '<stdin>'
source_filename = "misc_constructs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !20 {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 bitcast (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i8*), i8* align 16 bitcast ([8 x i32]* @buf to i8*), i64 16, i1 false), !dbg !35
  call void @llvm.dbg.value(metadata i64 sdiv exact (i64 sub (i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 6) to i64), i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i64)), i64 4), metadata !24, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 2), metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 7.900000e+00, metadata !27, metadata !DIExpression()), !dbg !36
  %1 = fptosi double 7.900000e+00 to i32, !dbg !37
  call void @llvm.dbg.value(metadata i32 %1, metadata !29, metadata !DIExpression()), !dbg !36
  %2 = call i64 @labs(i64 noundef -3) #6, !dbg !38
  call void @llvm.dbg.value(metadata i64 %2, metadata !30, metadata !DIExpression()), !dbg !36
  %3 = call i64 @llabs(i64 noundef -4) #6, !dbg !39
  call void @llvm.dbg.value(metadata i64 %3, metadata !31, metadata !DIExpression()), !dbg !36
  %4 = call i32 @__wcet_nondet(), !dbg !40
  call void @llvm.dbg.value(metadata i32 %4, metadata !32, metadata !DIExpression()), !dbg !36
  %5 = icmp sgt i32 %4, 100, !dbg !41
  br i1 %5, label %6, label %7, !dbg !43

6:                                                ; preds = %0
  call void @__wcet_cost(i64 noundef 10), !dbg !44
  br label %12, !dbg !44

7:                                                ; preds = %0
  %8 = icmp slt i32 %4, -100, !dbg !45
  br i1 %8, label %9, label %10, !dbg !47

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 6), !dbg !48
  br label %11, !dbg !48

10:                                               ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !49
  br label %11

11:                                               ; preds = %10, %9
  br label %12

12:                                               ; preds = %11, %6
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !50
  br label %13, !dbg !51

13:                                               ; preds = %17, %12
  %.0 = phi i64 [ 0, %12 ], [ %18, %17 ], !dbg !50
  call void @llvm.dbg.value(metadata i64 %.0, metadata !33, metadata !DIExpression()), !dbg !50
  %14 = icmp slt i64 %.0, sdiv exact (i64 sub (i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 6) to i64), i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i64)), i64 4), !dbg !52
  br i1 %14, label %16, label %15, !dbg !54

15:                                               ; preds = %13
  br label %19

16:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 1), !dbg !55
  br label %17, !dbg !55

17:                                               ; preds = %16
  %18 = add nsw i64 %.0, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %18, metadata !33, metadata !DIExpression()), !dbg !50
  br label %13, !dbg !57, !llvm.loop !58

19:                                               ; preds = %15
  %20 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 2), align 4, !dbg !62, !tbaa !64
  %21 = icmp eq i32 %20, 2, !dbg !68
  br i1 %21, label %22, label %23, !dbg !69

22:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 2), !dbg !70
  br label %23, !dbg !70

23:                                               ; preds = %22, %19
  %24 = sext i32 %1 to i64, !dbg !71
  call void @__wcet_cost(i64 noundef %24), !dbg !71
  %25 = add nsw i64 %2, %3, !dbg !72
  call void @__wcet_cost(i64 noundef %25), !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #4

declare i32 @__wcet_nondet() #5

declare void @__wcet_cost(i64 noundef) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 14, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc_constructs.c", directory: ".", checksumkind: CSK_MD5, checksum: "7d25f85c8704495e638222a7127f01f7")
!4 = !{!5, !7, !6, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !{!0}
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 8)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !21, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!6}
!23 = !{!24, !26, !27, !29, !30, !31, !32, !33}
!24 = !DILocalVariable(name: "d", scope: !20, file: !3, line: 18, type: !25)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "p", scope: !20, file: !3, line: 19, type: !5)
!27 = !DILocalVariable(name: "x", scope: !20, file: !3, line: 20, type: !28)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "xi", scope: !20, file: !3, line: 21, type: !6)
!30 = !DILocalVariable(name: "a", scope: !20, file: !3, line: 22, type: !25)
!31 = !DILocalVariable(name: "b", scope: !20, file: !3, line: 23, type: !8)
!32 = !DILocalVariable(name: "v", scope: !20, file: !3, line: 24, type: !6)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 31, type: !25)
!34 = distinct !DILexicalBlock(scope: !20, file: !3, line: 31, column: 3)
!35 = !DILocation(line: 17, column: 3, scope: !20)
!36 = !DILocation(line: 0, scope: !20)
!37 = !DILocation(line: 21, column: 12, scope: !20)
!38 = !DILocation(line: 22, column: 12, scope: !20)
!39 = !DILocation(line: 23, column: 17, scope: !20)
!40 = !DILocation(line: 24, column: 11, scope: !20)
!41 = !DILocation(line: 25, column: 9, scope: !42)
!42 = distinct !DILexicalBlock(scope: !20, file: !3, line: 25, column: 7)
!43 = !DILocation(line: 25, column: 7, scope: !20)
!44 = !DILocation(line: 26, column: 5, scope: !42)
!45 = !DILocation(line: 27, column: 14, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 27, column: 12)
!47 = !DILocation(line: 27, column: 12, scope: !42)
!48 = !DILocation(line: 28, column: 5, scope: !46)
!49 = !DILocation(line: 30, column: 5, scope: !46)
!50 = !DILocation(line: 0, scope: !34)
!51 = !DILocation(line: 31, column: 8, scope: !34)
!52 = !DILocation(line: 31, column: 22, scope: !53)
!53 = distinct !DILexicalBlock(scope: !34, file: !3, line: 31, column: 3)
!54 = !DILocation(line: 31, column: 3, scope: !34)
!55 = !DILocation(line: 32, column: 5, scope: !53)
!56 = !DILocation(line: 31, column: 28, scope: !53)
!57 = !DILocation(line: 31, column: 3, scope: !53)
!58 = distinct !{!58, !54, !59, !60, !61}
!59 = !DILocation(line: 32, column: 5, scope: !34)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 33, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !20, file: !3, line: 33, column: 7)
!64 = !{!65, !65, i64 0}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 33, column: 10, scope: !63)
!69 = !DILocation(line: 33, column: 7, scope: !20)
!70 = !DILocation(line: 34, column: 5, scope: !63)
!71 = !DILocation(line: 35, column: 3, scope: !20)
!72 = !DILocation(line: 36, column: 3, scope: !20)
!73 = !DILocation(line: 37, column: 3, scope: !20)
