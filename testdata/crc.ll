; ModuleID = '<stdin>'
source_filename = "crc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@msg = dso_local global [16 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"x <= 4\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i16 -1, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %37, %0
  %.02 = phi i32 [ 0, %0 ], [ %38, %37 ], !dbg !30
  %.01 = phi i16 [ -1, %0 ], [ %.1.lcssa, %37 ], !dbg !27
  call void @llvm.dbg.value(metadata i16 %.01, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.02, metadata !25, metadata !DIExpression()), !dbg !27
  %2 = icmp slt i32 %.02, 16, !dbg !31
  br i1 %2, label %3, label %39, !dbg !33

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 255), !dbg !34
  %5 = trunc i32 %4 to i8, !dbg !36
  %6 = sext i32 %.02 to i64, !dbg !37
  %7 = getelementptr inbounds [16 x i8], [16 x i8]* @msg, i64 0, i64 %6, !dbg !37
  store i8 %5, i8* %7, align 1, !dbg !38, !tbaa !39
  call void @__wcet_reset(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !42
  %8 = sext i32 %.02 to i64, !dbg !43
  %9 = getelementptr inbounds [16 x i8], [16 x i8]* @msg, i64 0, i64 %8, !dbg !43
  %10 = load i8, i8* %9, align 1, !dbg !43, !tbaa !39
  %11 = zext i8 %10 to i32, !dbg !43
  %12 = shl i32 %11, 8, !dbg !44
  %13 = trunc i32 %12 to i16, !dbg !45
  %14 = zext i16 %13 to i32, !dbg !45
  %15 = zext i16 %.01 to i32, !dbg !46
  %16 = xor i32 %15, %14, !dbg !46
  %17 = trunc i32 %16 to i16, !dbg !46
  call void @llvm.dbg.value(metadata i16 %17, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  br label %18, !dbg !47

18:                                               ; preds = %34, %3
  %.1 = phi i16 [ %17, %3 ], [ %.2, %34 ], !dbg !49
  %.0 = phi i32 [ 0, %3 ], [ %35, %34 ], !dbg !50
  call void @llvm.dbg.value(metadata i32 %.0, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i16 %.1, metadata !24, metadata !DIExpression()), !dbg !27
  %19 = icmp slt i32 %.0, 8, !dbg !51
  br i1 %19, label %20, label %36, !dbg !53

20:                                               ; preds = %18
  %21 = zext i16 %.1 to i32, !dbg !54
  %22 = and i32 %21, 32768, !dbg !57
  %23 = icmp ne i32 %22, 0, !dbg !57
  br i1 %23, label %24, label %29, !dbg !58

24:                                               ; preds = %20
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !59
  %25 = zext i16 %.1 to i32, !dbg !61
  %26 = shl i32 %25, 1, !dbg !62
  %27 = xor i32 %26, 4129, !dbg !63
  %28 = trunc i32 %27 to i16, !dbg !64
  call void @llvm.dbg.value(metadata i16 %28, metadata !24, metadata !DIExpression()), !dbg !27
  call void @__wcet_cost(i64 noundef 3), !dbg !65
  br label %33, !dbg !66

29:                                               ; preds = %20
  %30 = zext i16 %.1 to i32, !dbg !67
  %31 = shl i32 %30, 1, !dbg !69
  %32 = trunc i32 %31 to i16, !dbg !70
  call void @llvm.dbg.value(metadata i16 %32, metadata !24, metadata !DIExpression()), !dbg !27
  call void @__wcet_cost(i64 noundef 1), !dbg !71
  br label %33

33:                                               ; preds = %29, %24
  %.2 = phi i16 [ %28, %24 ], [ %32, %29 ], !dbg !72
  call void @llvm.dbg.value(metadata i16 %.2, metadata !24, metadata !DIExpression()), !dbg !27
  br label %34, !dbg !73

34:                                               ; preds = %33
  %35 = add nsw i32 %.0, 1, !dbg !74
  call void @llvm.dbg.value(metadata i32 %35, metadata !26, metadata !DIExpression()), !dbg !27
  br label %18, !dbg !75, !llvm.loop !76

36:                                               ; preds = %18
  %.1.lcssa = phi i16 [ %.1, %18 ], !dbg !49
  call void @__wcet_cost(i64 noundef 1), !dbg !80
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !81
  br label %37, !dbg !82

37:                                               ; preds = %36
  %38 = add nsw i32 %.02, 1, !dbg !83
  call void @llvm.dbg.value(metadata i32 %38, metadata !25, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !84, !llvm.loop !85

39:                                               ; preds = %1
  %.01.lcssa = phi i16 [ %.01, %1 ], !dbg !27
  %40 = zext i16 %.01.lcssa to i32, !dbg !87
  %41 = and i32 %40, 1, !dbg !88
  ret i32 %41, !dbg !89
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_reset(i8* noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "msg", scope: !2, file: !3, line: 34, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "crc.c", directory: ".", checksumkind: CSK_MD5, checksum: "c0bdae270dbbcb04e2515c43f31157b4")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !20, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "crc", scope: !19, file: !3, line: 37, type: !6)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 38, type: !22)
!26 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 38, type: !22)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 39, column: 8, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 39, column: 3)
!30 = !DILocation(line: 0, scope: !29)
!31 = !DILocation(line: 39, column: 17, scope: !32)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 39, column: 3)
!33 = !DILocation(line: 39, column: 3, scope: !29)
!34 = !DILocation(line: 40, column: 29, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 39, column: 27)
!36 = !DILocation(line: 40, column: 14, scope: !35)
!37 = !DILocation(line: 40, column: 5, scope: !35)
!38 = !DILocation(line: 40, column: 12, scope: !35)
!39 = !{!40, !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 41, column: 5, scope: !35)
!43 = !DILocation(line: 42, column: 29, scope: !35)
!44 = !DILocation(line: 42, column: 36, scope: !35)
!45 = !DILocation(line: 42, column: 12, scope: !35)
!46 = !DILocation(line: 42, column: 9, scope: !35)
!47 = !DILocation(line: 43, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !35, file: !3, line: 43, column: 5)
!49 = !DILocation(line: 0, scope: !35)
!50 = !DILocation(line: 0, scope: !48)
!51 = !DILocation(line: 43, column: 19, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 43, column: 5)
!53 = !DILocation(line: 43, column: 5, scope: !48)
!54 = !DILocation(line: 44, column: 11, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 44, column: 11)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 43, column: 29)
!57 = !DILocation(line: 44, column: 15, scope: !55)
!58 = !DILocation(line: 44, column: 11, scope: !56)
!59 = !DILocation(line: 45, column: 9, scope: !60)
!60 = distinct !DILexicalBlock(scope: !55, file: !3, line: 44, column: 25)
!61 = !DILocation(line: 46, column: 33, scope: !60)
!62 = !DILocation(line: 46, column: 37, scope: !60)
!63 = !DILocation(line: 46, column: 43, scope: !60)
!64 = !DILocation(line: 46, column: 15, scope: !60)
!65 = !DILocation(line: 47, column: 9, scope: !60)
!66 = !DILocation(line: 48, column: 7, scope: !60)
!67 = !DILocation(line: 49, column: 32, scope: !68)
!68 = distinct !DILexicalBlock(scope: !55, file: !3, line: 48, column: 14)
!69 = !DILocation(line: 49, column: 36, scope: !68)
!70 = !DILocation(line: 49, column: 15, scope: !68)
!71 = !DILocation(line: 50, column: 9, scope: !68)
!72 = !DILocation(line: 0, scope: !55)
!73 = !DILocation(line: 52, column: 5, scope: !56)
!74 = !DILocation(line: 43, column: 25, scope: !52)
!75 = !DILocation(line: 43, column: 5, scope: !52)
!76 = distinct !{!76, !53, !77, !78, !79}
!77 = !DILocation(line: 52, column: 5, scope: !48)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 53, column: 5, scope: !35)
!81 = !DILocation(line: 54, column: 5, scope: !35)
!82 = !DILocation(line: 55, column: 3, scope: !35)
!83 = !DILocation(line: 39, column: 23, scope: !32)
!84 = !DILocation(line: 39, column: 3, scope: !32)
!85 = distinct !{!85, !33, !86, !78, !79}
!86 = !DILocation(line: 55, column: 3, scope: !29)
!87 = !DILocation(line: 56, column: 10, scope: !19)
!88 = !DILocation(line: 56, column: 14, scope: !19)
!89 = !DILocation(line: 56, column: 3, scope: !19)
