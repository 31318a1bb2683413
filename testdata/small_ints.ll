; ModuleID = '<stdin>'
source_filename = "small_ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@small_out = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @small_ints(i32 noundef %0, i32 noundef %1) #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %1, metadata !25, metadata !DIExpression()), !dbg !34
  %3 = mul nsw i32 %0, 9, !dbg !35
  %4 = trunc i32 %3 to i8, !dbg !36
  call void @llvm.dbg.value(metadata i8 %4, metadata !26, metadata !DIExpression()), !dbg !34
  %5 = trunc i32 %0 to i8, !dbg !37
  call void @llvm.dbg.value(metadata i8 %5, metadata !27, metadata !DIExpression()), !dbg !34
  %6 = mul nsw i32 %0, 1000, !dbg !38
  %7 = trunc i32 %6 to i16, !dbg !39
  call void @llvm.dbg.value(metadata i16 %7, metadata !28, metadata !DIExpression()), !dbg !34
  %8 = mul nsw i32 %0, 4000, !dbg !40
  %9 = trunc i32 %8 to i16, !dbg !41
  call void @llvm.dbg.value(metadata i16 %9, metadata !29, metadata !DIExpression()), !dbg !34
  %10 = sdiv i32 %0, %1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %10, metadata !30, metadata !DIExpression()), !dbg !34
  %11 = srem i32 %0, %1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %11, metadata !31, metadata !DIExpression()), !dbg !34
  %12 = zext i8 %5 to i32, !dbg !44
  %13 = udiv i32 %12, %1, !dbg !45
  call void @llvm.dbg.value(metadata i32 %13, metadata !32, metadata !DIExpression()), !dbg !34
  %14 = zext i8 %5 to i32, !dbg !46
  %15 = urem i32 %14, %1, !dbg !47
  call void @llvm.dbg.value(metadata i32 %15, metadata !33, metadata !DIExpression()), !dbg !34
  %16 = sext i8 %4 to i32, !dbg !48
  %17 = icmp slt i32 %16, 0, !dbg !50
  br i1 %17, label %18, label %19, !dbg !51

18:                                               ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  br label %19, !dbg !52

19:                                               ; preds = %18, %2
  %20 = zext i8 %5 to i32, !dbg !53
  %21 = icmp sgt i32 %20, 200, !dbg !55
  br i1 %21, label %22, label %23, !dbg !56

22:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 2), !dbg !57
  br label %23, !dbg !57

23:                                               ; preds = %22, %19
  %24 = sext i16 %7 to i32, !dbg !58
  %25 = ashr i32 %24, 4, !dbg !60
  %26 = icmp slt i32 %25, -500, !dbg !61
  br i1 %26, label %27, label %28, !dbg !62

27:                                               ; preds = %23
  call void @__wcet_cost(i64 noundef 3), !dbg !63
  br label %28, !dbg !63

28:                                               ; preds = %27, %23
  %29 = zext i16 %9 to i32, !dbg !64
  %30 = icmp sgt i32 %29, 40000, !dbg !66
  br i1 %30, label %31, label %32, !dbg !67

31:                                               ; preds = %28
  call void @__wcet_cost(i64 noundef 1), !dbg !68
  br label %32, !dbg !68

32:                                               ; preds = %31, %28
  %33 = icmp slt i32 %11, 0, !dbg !69
  br i1 %33, label %34, label %35, !dbg !71

34:                                               ; preds = %32
  call void @__wcet_cost(i64 noundef 2), !dbg !72
  br label %35, !dbg !72

35:                                               ; preds = %34, %32
  %36 = icmp eq i32 %15, 0, !dbg !73
  br i1 %36, label %37, label %38, !dbg !75

37:                                               ; preds = %35
  call void @__wcet_cost(i64 noundef 1), !dbg !76
  br label %38, !dbg !76

38:                                               ; preds = %37, %35
  %39 = zext i8 %5 to i32, !dbg !77
  %40 = and i32 %39, 15, !dbg !79
  %41 = icmp eq i32 %40, 12, !dbg !80
  br i1 %41, label %42, label %43, !dbg !81

42:                                               ; preds = %38
  call void @__wcet_cost(i64 noundef 4), !dbg !82
  br label %43, !dbg !82

43:                                               ; preds = %42, %38
  %44 = zext i8 %5 to i32, !dbg !83
  %45 = xor i32 %44, 255, !dbg !85
  %46 = icmp slt i32 %45, 16, !dbg !86
  br i1 %46, label %47, label %48, !dbg !87

47:                                               ; preds = %43
  call void @__wcet_cost(i64 noundef 3), !dbg !88
  br label %48, !dbg !88

48:                                               ; preds = %47, %43
  %49 = zext i8 %5 to i32, !dbg !89
  %50 = shl i32 %49, 2, !dbg !91
  %51 = trunc i32 %50 to i8, !dbg !92
  %52 = zext i8 %51 to i32, !dbg !92
  %53 = zext i8 %5 to i32, !dbg !93
  %54 = ashr i32 %53, 1, !dbg !94
  %55 = trunc i32 %54 to i8, !dbg !95
  %56 = zext i8 %55 to i32, !dbg !95
  %57 = icmp slt i32 %52, %56, !dbg !96
  br i1 %57, label %58, label %59, !dbg !97

58:                                               ; preds = %48
  call void @__wcet_cost(i64 noundef 2), !dbg !98
  br label %59, !dbg !98

59:                                               ; preds = %58, %48
  %60 = add nsw i32 %10, %13, !dbg !99
  %61 = sext i8 %4 to i32, !dbg !100
  %62 = add nsw i32 %60, %61, !dbg !101
  %63 = sext i16 %7 to i32, !dbg !102
  %64 = add nsw i32 %62, %63, !dbg !103
  %65 = zext i16 %9 to i32, !dbg !104
  %66 = add nsw i32 %64, %65, !dbg !105
  store i32 %66, i32* @small_out, align 4, !dbg !106, !tbaa !107
  ret i32 %11, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "small_out", scope: !2, file: !3, line: 34, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "small_ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "b3433b312581e6bf1bae34f745760f4e")
!4 = !{!5, !6, !7, !8, !9, !10, !11}
!5 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "small_ints", scope: !3, file: !3, line: 36, type: !21, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!11, !11, !11}
!23 = !{!24, !25, !26, !27, !28, !29, !30, !31, !32, !33}
!24 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !3, line: 36, type: !11)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !20, file: !3, line: 36, type: !11)
!26 = !DILocalVariable(name: "c", scope: !20, file: !3, line: 37, type: !5)
!27 = !DILocalVariable(name: "u", scope: !20, file: !3, line: 38, type: !6)
!28 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 39, type: !7)
!29 = !DILocalVariable(name: "us", scope: !20, file: !3, line: 40, type: !8)
!30 = !DILocalVariable(name: "q", scope: !20, file: !3, line: 41, type: !11)
!31 = !DILocalVariable(name: "r", scope: !20, file: !3, line: 41, type: !11)
!32 = !DILocalVariable(name: "uq", scope: !20, file: !3, line: 42, type: !9)
!33 = !DILocalVariable(name: "ur", scope: !20, file: !3, line: 42, type: !9)
!34 = !DILocation(line: 0, scope: !20)
!35 = !DILocation(line: 37, column: 35, scope: !20)
!36 = !DILocation(line: 37, column: 19, scope: !20)
!37 = !DILocation(line: 38, column: 21, scope: !20)
!38 = !DILocation(line: 39, column: 23, scope: !20)
!39 = !DILocation(line: 39, column: 13, scope: !20)
!40 = !DILocation(line: 40, column: 42, scope: !20)
!41 = !DILocation(line: 40, column: 23, scope: !20)
!42 = !DILocation(line: 41, column: 13, scope: !20)
!43 = !DILocation(line: 41, column: 24, scope: !20)
!44 = !DILocation(line: 42, column: 17, scope: !20)
!45 = !DILocation(line: 42, column: 29, scope: !20)
!46 = !DILocation(line: 42, column: 49, scope: !20)
!47 = !DILocation(line: 42, column: 61, scope: !20)
!48 = !DILocation(line: 43, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !20, file: !3, line: 43, column: 7)
!50 = !DILocation(line: 43, column: 9, scope: !49)
!51 = !DILocation(line: 43, column: 7, scope: !20)
!52 = !DILocation(line: 44, column: 5, scope: !49)
!53 = !DILocation(line: 45, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !20, file: !3, line: 45, column: 7)
!55 = !DILocation(line: 45, column: 9, scope: !54)
!56 = !DILocation(line: 45, column: 7, scope: !20)
!57 = !DILocation(line: 46, column: 5, scope: !54)
!58 = !DILocation(line: 47, column: 8, scope: !59)
!59 = distinct !DILexicalBlock(scope: !20, file: !3, line: 47, column: 7)
!60 = !DILocation(line: 47, column: 10, scope: !59)
!61 = !DILocation(line: 47, column: 16, scope: !59)
!62 = !DILocation(line: 47, column: 7, scope: !20)
!63 = !DILocation(line: 48, column: 5, scope: !59)
!64 = !DILocation(line: 49, column: 7, scope: !65)
!65 = distinct !DILexicalBlock(scope: !20, file: !3, line: 49, column: 7)
!66 = !DILocation(line: 49, column: 10, scope: !65)
!67 = !DILocation(line: 49, column: 7, scope: !20)
!68 = !DILocation(line: 50, column: 5, scope: !65)
!69 = !DILocation(line: 51, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !20, file: !3, line: 51, column: 7)
!71 = !DILocation(line: 51, column: 7, scope: !20)
!72 = !DILocation(line: 52, column: 5, scope: !70)
!73 = !DILocation(line: 53, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !20, file: !3, line: 53, column: 7)
!75 = !DILocation(line: 53, column: 7, scope: !20)
!76 = !DILocation(line: 54, column: 5, scope: !74)
!77 = !DILocation(line: 55, column: 8, scope: !78)
!78 = distinct !DILexicalBlock(scope: !20, file: !3, line: 55, column: 7)
!79 = !DILocation(line: 55, column: 10, scope: !78)
!80 = !DILocation(line: 55, column: 18, scope: !78)
!81 = !DILocation(line: 55, column: 7, scope: !20)
!82 = !DILocation(line: 56, column: 5, scope: !78)
!83 = !DILocation(line: 57, column: 8, scope: !84)
!84 = distinct !DILexicalBlock(scope: !20, file: !3, line: 57, column: 7)
!85 = !DILocation(line: 57, column: 10, scope: !84)
!86 = !DILocation(line: 57, column: 18, scope: !84)
!87 = !DILocation(line: 57, column: 7, scope: !20)
!88 = !DILocation(line: 58, column: 5, scope: !84)
!89 = !DILocation(line: 59, column: 23, scope: !90)
!90 = distinct !DILexicalBlock(scope: !20, file: !3, line: 59, column: 7)
!91 = !DILocation(line: 59, column: 25, scope: !90)
!92 = !DILocation(line: 59, column: 7, scope: !90)
!93 = !DILocation(line: 59, column: 49, scope: !90)
!94 = !DILocation(line: 59, column: 51, scope: !90)
!95 = !DILocation(line: 59, column: 33, scope: !90)
!96 = !DILocation(line: 59, column: 31, scope: !90)
!97 = !DILocation(line: 59, column: 7, scope: !20)
!98 = !DILocation(line: 60, column: 5, scope: !90)
!99 = !DILocation(line: 61, column: 17, scope: !20)
!100 = !DILocation(line: 61, column: 29, scope: !20)
!101 = !DILocation(line: 61, column: 27, scope: !20)
!102 = !DILocation(line: 61, column: 33, scope: !20)
!103 = !DILocation(line: 61, column: 31, scope: !20)
!104 = !DILocation(line: 61, column: 37, scope: !20)
!105 = !DILocation(line: 61, column: 35, scope: !20)
!106 = !DILocation(line: 61, column: 13, scope: !20)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !DILocation(line: 62, column: 3, scope: !20)
