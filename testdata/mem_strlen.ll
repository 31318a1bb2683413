; ModuleID = '<stdin>'
source_filename = "mem_strlen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local global [8 x i8] zeroinitializer, align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 7), !dbg !29
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !31
  br label %2, !dbg !32

2:                                                ; preds = %8, %0
  %.01 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.01, metadata !24, metadata !DIExpression()), !dbg !31
  %3 = icmp slt i32 %.01, %1, !dbg !33
  br i1 %3, label %5, label %4, !dbg !35

4:                                                ; preds = %2
  br label %10

5:                                                ; preds = %2
  %6 = sext i32 %.01 to i64, !dbg !36
  %7 = getelementptr inbounds [8 x i8], [8 x i8]* @buf, i64 0, i64 %6, !dbg !36
  store i8 97, i8* %7, align 1, !dbg !37, !tbaa !38
  br label %8, !dbg !36

8:                                                ; preds = %5
  %9 = add nsw i32 %.01, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %9, metadata !24, metadata !DIExpression()), !dbg !31
  br label %2, !dbg !42, !llvm.loop !43

10:                                               ; preds = %4
  %11 = call i64 @strlen(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @buf, i64 0, i64 0)) #5, !dbg !47
  %12 = trunc i64 %11 to i32, !dbg !47
  call void @llvm.dbg.value(metadata i32 %12, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !48
  br label %13, !dbg !49

13:                                               ; preds = %17, %10
  %.0 = phi i32 [ 0, %10 ], [ %18, %17 ], !dbg !48
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !48
  %14 = icmp slt i32 %.0, %12, !dbg !50
  br i1 %14, label %16, label %15, !dbg !52

15:                                               ; preds = %13
  br label %19

16:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 3), !dbg !53
  br label %17, !dbg !53

17:                                               ; preds = %16
  %18 = add nsw i32 %.0, 1, !dbg !54
  call void @llvm.dbg.value(metadata i32 %18, metadata !27, metadata !DIExpression()), !dbg !48
  br label %13, !dbg !55, !llvm.loop !56

19:                                               ; preds = %15
  ret i32 0, !dbg !58
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem_strlen.c", directory: ".", checksumkind: CSK_MD5, checksum: "e3e9ceb2e709cc9f069d5c412f5e12e2")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !19, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !24, !26, !27}
!23 = !DILocalVariable(name: "n", scope: !18, file: !3, line: 15, type: !21)
!24 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !21)
!25 = distinct !DILexicalBlock(scope: !18, file: !3, line: 16, column: 3)
!26 = !DILocalVariable(name: "len", scope: !18, file: !3, line: 17, type: !21)
!27 = !DILocalVariable(name: "j", scope: !28, file: !3, line: 18, type: !21)
!28 = distinct !DILexicalBlock(scope: !18, file: !3, line: 18, column: 3)
!29 = !DILocation(line: 15, column: 11, scope: !18)
!30 = !DILocation(line: 0, scope: !18)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 16, column: 8, scope: !25)
!33 = !DILocation(line: 16, column: 21, scope: !34)
!34 = distinct !DILexicalBlock(scope: !25, file: !3, line: 16, column: 3)
!35 = !DILocation(line: 16, column: 3, scope: !25)
!36 = !DILocation(line: 16, column: 31, scope: !34)
!37 = !DILocation(line: 16, column: 38, scope: !34)
!38 = !{!39, !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 16, column: 27, scope: !34)
!42 = !DILocation(line: 16, column: 3, scope: !34)
!43 = distinct !{!43, !35, !44, !45, !46}
!44 = !DILocation(line: 16, column: 40, scope: !25)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 17, column: 13, scope: !18)
!48 = !DILocation(line: 0, scope: !28)
!49 = !DILocation(line: 18, column: 8, scope: !28)
!50 = !DILocation(line: 18, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !28, file: !3, line: 18, column: 3)
!52 = !DILocation(line: 18, column: 3, scope: !28)
!53 = !DILocation(line: 18, column: 33, scope: !51)
!54 = !DILocation(line: 18, column: 29, scope: !51)
!55 = !DILocation(line: 18, column: 3, scope: !51)
!56 = distinct !{!56, !52, !57, !45, !46}
!57 = !DILocation(line: 18, column: 33, scope: !28)
!58 = !DILocation(line: 19, column: 3, scope: !18)
