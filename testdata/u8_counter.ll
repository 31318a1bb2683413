; ModuleID = '<stdin>'
source_filename = "u8_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
  call void @up(), !dbg !21
  call void @down(), !dbg !22
  ret i32 0, !dbg !23
}

; Function Attrs: nounwind uwtable
define internal void @up() #0 !dbg !24 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 127), !dbg !29
  %2 = trunc i32 %1 to i8, !dbg !30
  call void @llvm.dbg.value(metadata i8 %2, metadata !28, metadata !DIExpression()), !dbg !31
  br label %3, !dbg !32

3:                                                ; preds = %6, %0
  %.0 = phi i8 [ %2, %0 ], [ %9, %6 ], !dbg !31
  call void @llvm.dbg.value(metadata i8 %.0, metadata !28, metadata !DIExpression()), !dbg !31
  %4 = zext i8 %.0 to i32, !dbg !33
  %5 = icmp slt i32 %4, 200, !dbg !34
  br i1 %5, label %6, label %10, !dbg !32

6:                                                ; preds = %3
  %7 = zext i8 %.0 to i32, !dbg !35
  %8 = add nsw i32 %7, 3, !dbg !37
  %9 = trunc i32 %8 to i8, !dbg !38
  call void @llvm.dbg.value(metadata i8 %9, metadata !28, metadata !DIExpression()), !dbg !31
  call void @__wcet_cost(i64 noundef 1), !dbg !39
  br label %3, !dbg !32, !llvm.loop !40

10:                                               ; preds = %3
  ret void, !dbg !44
}

; Function Attrs: nounwind uwtable
define internal void @down() #0 !dbg !45 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 255), !dbg !48
  %2 = trunc i32 %1 to i8, !dbg !49
  call void @llvm.dbg.value(metadata i8 %2, metadata !47, metadata !DIExpression()), !dbg !50
  br label %3, !dbg !51

3:                                                ; preds = %4, %0
  %.0 = phi i8 [ %2, %0 ], [ %5, %4 ], !dbg !50
  call void @llvm.dbg.value(metadata i8 %.0, metadata !47, metadata !DIExpression()), !dbg !50
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  br label %4, !dbg !54

4:                                                ; preds = %3
  %5 = add i8 %.0, -1, !dbg !55
  call void @llvm.dbg.value(metadata i8 %5, metadata !47, metadata !DIExpression()), !dbg !50
  %6 = icmp ne i8 %5, 0, !dbg !54
  br i1 %6, label %3, label %7, !dbg !54, !llvm.loop !56

7:                                                ; preds = %4
  ret void, !dbg !58
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "u8_counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "48ac851a4e153176b1f3d917b668b830")
!2 = !{!3, !8}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !4, line: 24, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !6, line: 38, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !17, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocation(line: 38, column: 3, scope: !16)
!22 = !DILocation(line: 39, column: 3, scope: !16)
!23 = !DILocation(line: 40, column: 3, scope: !16)
!24 = distinct !DISubprogram(name: "up", scope: !1, file: !1, line: 21, type: !25, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null}
!27 = !{!28}
!28 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 22, type: !3)
!29 = !DILocation(line: 22, column: 24, scope: !24)
!30 = !DILocation(line: 22, column: 15, scope: !24)
!31 = !DILocation(line: 0, scope: !24)
!32 = !DILocation(line: 23, column: 3, scope: !24)
!33 = !DILocation(line: 23, column: 10, scope: !24)
!34 = !DILocation(line: 23, column: 12, scope: !24)
!35 = !DILocation(line: 24, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !24, file: !1, line: 23, column: 19)
!37 = !DILocation(line: 24, column: 21, scope: !36)
!38 = !DILocation(line: 24, column: 9, scope: !36)
!39 = !DILocation(line: 25, column: 5, scope: !36)
!40 = distinct !{!40, !32, !41, !42, !43}
!41 = !DILocation(line: 26, column: 3, scope: !24)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = !DILocation(line: 27, column: 1, scope: !24)
!45 = distinct !DISubprogram(name: "down", scope: !1, file: !1, line: 29, type: !25, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!46 = !{!47}
!47 = !DILocalVariable(name: "n", scope: !45, file: !1, line: 30, type: !3)
!48 = !DILocation(line: 30, column: 24, scope: !45)
!49 = !DILocation(line: 30, column: 15, scope: !45)
!50 = !DILocation(line: 0, scope: !45)
!51 = !DILocation(line: 32, column: 3, scope: !45)
!52 = !DILocation(line: 33, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !45, file: !1, line: 32, column: 6)
!54 = !DILocation(line: 34, column: 3, scope: !53)
!55 = !DILocation(line: 34, column: 12, scope: !45)
!56 = distinct !{!56, !51, !57, !42, !43}
!57 = !DILocation(line: 34, column: 15, scope: !45)
!58 = !DILocation(line: 35, column: 1, scope: !45)
