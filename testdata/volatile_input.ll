; ModuleID = '<stdin>'
source_filename = "volatile_input.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seed = dso_local global i32 0, align 4, !dbg !0
@flags = dso_local global i8 0, align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !20 {
  %1 = load volatile i32, i32* @seed, align 4, !dbg !26, !tbaa !28
  %2 = icmp sgt i32 %1, 100, !dbg !32
  br i1 %2, label %3, label %4, !dbg !33

3:                                                ; preds = %0
  call void @__wcet_cost(i64 noundef 10), !dbg !34
  br label %4, !dbg !34

4:                                                ; preds = %3, %0
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !35
  br label %5, !dbg !36

5:                                                ; preds = %13, %4
  %.0 = phi i32 [ 0, %4 ], [ %14, %13 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %.0, metadata !24, metadata !DIExpression()), !dbg !35
  %6 = icmp slt i32 %.0, 3, !dbg !37
  br i1 %6, label %8, label %7, !dbg !39

7:                                                ; preds = %5
  br label %15

8:                                                ; preds = %5
  %9 = load volatile i32, i32* @seed, align 4, !dbg !40, !tbaa !28
  %10 = icmp eq i32 %9, %.0, !dbg !42
  br i1 %10, label %11, label %12, !dbg !43

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 4), !dbg !44
  br label %12, !dbg !44

12:                                               ; preds = %11, %8
  br label %13, !dbg !45

13:                                               ; preds = %12
  %14 = add nsw i32 %.0, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %14, metadata !24, metadata !DIExpression()), !dbg !35
  br label %5, !dbg !47, !llvm.loop !48

15:                                               ; preds = %7
  %16 = load volatile i8, i8* @flags, align 1, !dbg !52, !tbaa !54
  %17 = zext i8 %16 to i32, !dbg !52
  %18 = and i32 %17, 128, !dbg !55
  %19 = icmp ne i32 %18, 0, !dbg !55
  br i1 %19, label %20, label %21, !dbg !56

20:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 7), !dbg !57
  br label %21, !dbg !57

21:                                               ; preds = %20, %15
  call void @__wcet_cost(i64 noundef 1), !dbg !58
  ret i32 0, !dbg !59
}

declare void @__wcet_cost(i64 noundef) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed", scope: !2, file: !3, line: 19, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "volatile_input.c", directory: ".", checksumkind: CSK_MD5, checksum: "dec2c389f173ae517bc08be1b43aba55")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "flags", scope: !2, file: !3, line: 20, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !21, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!12}
!23 = !{!24}
!24 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 25, type: !12)
!25 = distinct !DILexicalBlock(scope: !20, file: !3, line: 25, column: 3)
!26 = !DILocation(line: 23, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !20, file: !3, line: 23, column: 7)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 23, column: 12, scope: !27)
!33 = !DILocation(line: 23, column: 7, scope: !20)
!34 = !DILocation(line: 24, column: 5, scope: !27)
!35 = !DILocation(line: 0, scope: !25)
!36 = !DILocation(line: 25, column: 8, scope: !25)
!37 = !DILocation(line: 25, column: 21, scope: !38)
!38 = distinct !DILexicalBlock(scope: !25, file: !3, line: 25, column: 3)
!39 = !DILocation(line: 25, column: 3, scope: !25)
!40 = !DILocation(line: 26, column: 9, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 26, column: 9)
!42 = !DILocation(line: 26, column: 14, scope: !41)
!43 = !DILocation(line: 26, column: 9, scope: !38)
!44 = !DILocation(line: 27, column: 7, scope: !41)
!45 = !DILocation(line: 26, column: 17, scope: !41)
!46 = !DILocation(line: 25, column: 27, scope: !38)
!47 = !DILocation(line: 25, column: 3, scope: !38)
!48 = distinct !{!48, !39, !49, !50, !51}
!49 = !DILocation(line: 27, column: 7, scope: !25)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 28, column: 7, scope: !53)
!53 = distinct !DILexicalBlock(scope: !20, file: !3, line: 28, column: 7)
!54 = !{!30, !30, i64 0}
!55 = !DILocation(line: 28, column: 13, scope: !53)
!56 = !DILocation(line: 28, column: 7, scope: !20)
!57 = !DILocation(line: 29, column: 5, scope: !53)
!58 = !DILocation(line: 30, column: 3, scope: !20)
!59 = !DILocation(line: 31, column: 3, scope: !20)
