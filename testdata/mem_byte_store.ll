; ModuleID = '<stdin>'
source_filename = "mem_byte_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !21
  %2 = icmp ne i32 %1, 0, !dbg !21
  br i1 %2, label %3, label %4, !dbg !23

3:                                                ; preds = %0
  store i8 1, i8* bitcast (i32* @x to i8*), align 4, !dbg !24, !tbaa !25
  br label %4, !dbg !28

4:                                                ; preds = %3, %0
  call void @__wcet_cost(i64 noundef 5), !dbg !29
  %5 = load i32, i32* @x, align 4, !dbg !30, !tbaa !32
  %6 = icmp eq i32 %5, 1, !dbg !34
  br i1 %6, label %7, label %8, !dbg !35

7:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 50), !dbg !36
  br label %8, !dbg !36

8:                                                ; preds = %7, %4
  ret i32 0, !dbg !37
}

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #1

declare void @__wcet_cost(i64 noundef) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mem_byte_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "84c8d2c57b2709b07f7f5a8434e77625")
!4 = !{!5, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !{!0}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !18, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!9}
!20 = !{}
!21 = !DILocation(line: 15, column: 7, scope: !22)
!22 = distinct !DILexicalBlock(scope: !17, file: !3, line: 15, column: 7)
!23 = !DILocation(line: 15, column: 7, scope: !17)
!24 = !DILocation(line: 15, column: 53, scope: !22)
!25 = !{!26, !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 15, column: 32, scope: !22)
!29 = !DILocation(line: 16, column: 3, scope: !17)
!30 = !DILocation(line: 17, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !17, file: !3, line: 17, column: 7)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !26, i64 0}
!34 = !DILocation(line: 17, column: 9, scope: !31)
!35 = !DILocation(line: 17, column: 7, scope: !17)
!36 = !DILocation(line: 17, column: 15, scope: !31)
!37 = !DILocation(line: 18, column: 3, scope: !17)
