; ModuleID = '<stdin>'
source_filename = "s1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, i8, i64 }

@tab = internal unnamed_addr constant [3 x %struct.P] [%struct.P { i32 1, i8 97, i64 2 }, %struct.P { i32 3, i8 98, i64 4 }, %struct.P { i32 5, i8 99, i64 6 }], align 16, !dbg !0
@buf = dso_local local_unnamed_addr global [16 x i8] zeroinitializer, align 16, !dbg !8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !31 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  call void @llvm.dbg.value(metadata i128 %8, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i128 %12, metadata !37, metadata !DIExpression()), !dbg !38
  %13 = mul nsw i128 %12, %8, !dbg !39
  %14 = or i128 %12, 1, !dbg !40
  %15 = sdiv i128 %8, %14, !dbg !41
  %16 = add nsw i128 %15, %13, !dbg !42
  %17 = trunc i128 %16 to i64, !dbg !43
  %18 = lshr i128 %16, 64, !dbg !43
  %19 = trunc i128 %18 to i64, !dbg !43
  %20 = insertvalue { i64, i64 } poison, i64 %17, 0, !dbg !43
  %21 = insertvalue { i64, i64 } %20, i64 %19, 1, !dbg !43
  ret { i64, i64 } %21, !dbg !43
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @f(i32 noundef %0) local_unnamed_addr #2 !dbg !44 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !48, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !55
  %2 = icmp eq i32 %0, 7, !dbg !56
  %3 = select i1 %2, i32 30, i32 27, !dbg !56
  %4 = icmp eq i32 %0, 1, !dbg !56
  %5 = select i1 %4, i32 29, i32 %3, !dbg !56
  call void @llvm.dbg.value(metadata i32 %5, metadata !49, metadata !DIExpression()), !dbg !55
  %6 = add i32 %5, %0, !dbg !57
  %7 = call i32 @llvm.smin.i32(i32 %0, i32 1), !dbg !57
  %8 = sub i32 %0, %7, !dbg !57
  %9 = add i32 %0, -1, !dbg !57
  %10 = mul i32 %8, %9, !dbg !57
  %11 = add i32 %6, %10, !dbg !57
  %12 = sub i32 %9, %7, !dbg !57
  %13 = zext i32 %12 to i33, !dbg !57
  %14 = zext i32 %8 to i33, !dbg !57
  %15 = mul i33 %13, %14, !dbg !57
  %16 = lshr i33 %15, 1, !dbg !57
  %17 = trunc i33 %16 to i32, !dbg !57
  %18 = sub i32 %11, %17, !dbg !57
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !55
  %19 = add i32 %7, -1, !dbg !57
  call void @llvm.dbg.value(metadata i8* undef, metadata !52, metadata !DIExpression()), !dbg !55
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i8* noundef nonnull align 16 dereferenceable(16) bitcast ([3 x %struct.P]* @tab to i8*), i64 16, i1 false), !dbg !58
  %20 = tail call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1) #6, !dbg !59
  %21 = icmp eq i32 %20, 0, !dbg !59
  br i1 %21, label %23, label %22, !dbg !61

22:                                               ; preds = %1
  tail call void @__wcet_cost(i64 noundef 3) #6, !dbg !62
  br label %23, !dbg !62

23:                                               ; preds = %22, %1
  %24 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 %19), !dbg !63
  %25 = extractvalue { i32, i1 } %24, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 undef, metadata !54, metadata !DIExpression()), !dbg !55
  br i1 %25, label %26, label %27, !dbg !65

26:                                               ; preds = %23
  tail call void @exit(i32 noundef 1) #7, !dbg !66
  unreachable, !dbg !66

27:                                               ; preds = %23
  %28 = extractvalue { i32, i1 } %24, 0, !dbg !63
  call void @llvm.dbg.value(metadata i32 %28, metadata !54, metadata !DIExpression()), !dbg !55
  %29 = sext i32 %18 to i64, !dbg !67
  %30 = ashr i32 %18, 31, !dbg !67
  %31 = sext i32 %30 to i64, !dbg !67
  %32 = sext i32 %19 to i64, !dbg !67
  %33 = ashr i32 %19, 31, !dbg !67
  %34 = sext i32 %33 to i64, !dbg !67
  %35 = zext i64 %31 to i128
  %36 = shl nuw i128 %35, 64
  %37 = zext i64 %29 to i128
  %38 = or i128 %36, %37
  %39 = zext i64 %34 to i128
  %40 = shl nuw i128 %39, 64
  %41 = zext i64 %32 to i128
  %42 = or i128 %40, %41
  call void @llvm.dbg.value(metadata i128 %38, metadata !36, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i128 %42, metadata !37, metadata !DIExpression()), !dbg !68
  %43 = mul nsw i128 %42, %38, !dbg !70
  %44 = or i128 %42, 1, !dbg !71
  %45 = sdiv i128 %38, %44, !dbg !72
  %46 = add nsw i128 %45, %43, !dbg !73
  %47 = trunc i128 %46 to i32, !dbg !74
  %48 = add nsw i32 %28, %47, !dbg !75
  ret i32 %48, !dbg !76
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) local_unnamed_addr #4

declare void @__wcet_cost(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !77 {
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !85, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !87
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !81, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !88
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !88
  call void @llvm.dbg.value(metadata x86_fp80 0xK40008000000000000000, metadata !85, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double 4.500000e+00, metadata !81, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 3, metadata !48, metadata !DIExpression()) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 27, metadata !49, metadata !DIExpression()) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #6, !dbg !89
  call void @llvm.dbg.value(metadata i8* undef, metadata !52, metadata !DIExpression()) #6, !dbg !89
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i8* noundef nonnull align 16 dereferenceable(16) bitcast ([3 x %struct.P]* @tab to i8*), i64 16, i1 false) #6, !dbg !91
  %1 = tail call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1) #6, !dbg !92
  %2 = icmp eq i32 %1, 0, !dbg !92
  br i1 %2, label %4, label %3, !dbg !93

3:                                                ; preds = %0
  tail call void @__wcet_cost(i64 noundef 3) #6, !dbg !94
  br label %4, !dbg !94

4:                                                ; preds = %3, %0
  call void @llvm.dbg.value(metadata i32 undef, metadata !54, metadata !DIExpression()) #6, !dbg !89
  call void @llvm.dbg.value(metadata i32 33, metadata !54, metadata !DIExpression()) #6, !dbg !89
  ret i32 73, !dbg !95
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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
!38 = !DILocation(line: 0, scope: !31)
!39 = !DILocation(line: 7, column: 49, scope: !31)
!40 = !DILocation(line: 7, column: 63, scope: !31)
!41 = !DILocation(line: 7, column: 58, scope: !31)
!42 = !DILocation(line: 7, column: 53, scope: !31)
!43 = !DILocation(line: 7, column: 40, scope: !31)
!44 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 8, type: !45, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!6, !6}
!47 = !{!48, !49, !50, !52, !54}
!48 = !DILocalVariable(name: "n", arg: 1, scope: !44, file: !3, line: 8, type: !6)
!49 = !DILocalVariable(name: "s", scope: !44, file: !3, line: 9, type: !6)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 10, type: !11)
!51 = distinct !DILexicalBlock(scope: !44, file: !3, line: 10, column: 3)
!52 = !DILocalVariable(name: "p", scope: !44, file: !3, line: 13, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!54 = !DILocalVariable(name: "r", scope: !44, file: !3, line: 18, type: !6)
!55 = !DILocation(line: 0, scope: !44)
!56 = !DILocation(line: 11, column: 3, scope: !44)
!57 = !DILocation(line: 12, column: 3, scope: !44)
!58 = !DILocation(line: 15, column: 3, scope: !44)
!59 = !DILocation(line: 17, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 7)
!61 = !DILocation(line: 17, column: 7, scope: !44)
!62 = !DILocation(line: 17, column: 32, scope: !60)
!63 = !DILocation(line: 19, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !44, file: !3, line: 19, column: 7)
!65 = !DILocation(line: 19, column: 7, scope: !44)
!66 = !DILocation(line: 19, column: 41, scope: !64)
!67 = !DILocation(line: 20, column: 19, scope: !44)
!68 = !DILocation(line: 0, scope: !31, inlinedAt: !69)
!69 = distinct !DILocation(line: 20, column: 19, scope: !44)
!70 = !DILocation(line: 7, column: 49, scope: !31, inlinedAt: !69)
!71 = !DILocation(line: 7, column: 63, scope: !31, inlinedAt: !69)
!72 = !DILocation(line: 7, column: 58, scope: !31, inlinedAt: !69)
!73 = !DILocation(line: 7, column: 53, scope: !31, inlinedAt: !69)
!74 = !DILocation(line: 20, column: 14, scope: !44)
!75 = !DILocation(line: 20, column: 12, scope: !44)
!76 = !DILocation(line: 20, column: 3, scope: !44)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !78, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!6}
!80 = !{!81, !83, !85}
!81 = !DILocalVariable(name: "d", scope: !77, file: !3, line: 22, type: !82)
!82 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!83 = !DILocalVariable(name: "z", scope: !77, file: !3, line: 22, type: !84)
!84 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!85 = !DILocalVariable(name: "ld", scope: !77, file: !3, line: 22, type: !86)
!86 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!87 = !DILocation(line: 22, column: 71, scope: !77)
!88 = !DILocation(line: 0, scope: !77)
!89 = !DILocation(line: 0, scope: !44, inlinedAt: !90)
!90 = distinct !DILocation(line: 22, column: 100, scope: !77)
!91 = !DILocation(line: 15, column: 3, scope: !44, inlinedAt: !90)
!92 = !DILocation(line: 17, column: 7, scope: !60, inlinedAt: !90)
!93 = !DILocation(line: 17, column: 7, scope: !44, inlinedAt: !90)
!94 = !DILocation(line: 17, column: 32, scope: !60, inlinedAt: !90)
!95 = !DILocation(line: 22, column: 93, scope: !77)
