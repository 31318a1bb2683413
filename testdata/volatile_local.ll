; ModuleID = '<stdin>'
source_filename = "volatile_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !19
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %3) #4, !dbg !19
  call void @llvm.dbg.declare(metadata i32* %1, metadata !16, metadata !DIExpression()), !dbg !20
  %4 = bitcast i32* %2 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %4) #4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %2, metadata !18, metadata !DIExpression()), !dbg !22
  store volatile i32 0, i32* %2, align 4, !dbg !22, !tbaa !23
  store volatile i32 0, i32* %1, align 4, !dbg !27, !tbaa !23
  br label %5, !dbg !29

5:                                                ; preds = %12, %0
  %6 = load volatile i32, i32* %1, align 4, !dbg !30, !tbaa !23
  %7 = icmp slt i32 %6, 10, !dbg !32
  br i1 %7, label %8, label %15, !dbg !33

8:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 3), !dbg !34
  %9 = load volatile i32, i32* %1, align 4, !dbg !36, !tbaa !23
  %10 = load volatile i32, i32* %2, align 4, !dbg !37, !tbaa !23
  %11 = add nsw i32 %10, %9, !dbg !37
  store volatile i32 %11, i32* %2, align 4, !dbg !37, !tbaa !23
  br label %12, !dbg !38

12:                                               ; preds = %8
  %13 = load volatile i32, i32* %1, align 4, !dbg !39, !tbaa !23
  %14 = add nsw i32 %13, 1, !dbg !39
  store volatile i32 %14, i32* %1, align 4, !dbg !39, !tbaa !23
  br label %5, !dbg !40, !llvm.loop !41

15:                                               ; preds = %5
  %16 = load volatile i32, i32* %2, align 4, !dbg !45, !tbaa !23
  %17 = icmp eq i32 %16, 45, !dbg !47
  br i1 %17, label %18, label %19, !dbg !48

18:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 7), !dbg !49
  br label %20, !dbg !49

19:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 100), !dbg !50
  br label %20

20:                                               ; preds = %19, %18
  %21 = bitcast i32* %2 to i8*, !dbg !51
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %21) #4, !dbg !51
  %22 = bitcast i32* %1 to i8*, !dbg !51
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %22) #4, !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "volatile_local.c", directory: ".", checksumkind: CSK_MD5, checksum: "4687c7181cc45e48c812ac305068e0f2")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !18}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 16, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!18 = !DILocalVariable(name: "acc", scope: !11, file: !1, line: 17, type: !17)
!19 = !DILocation(line: 16, column: 3, scope: !11)
!20 = !DILocation(line: 16, column: 16, scope: !11)
!21 = !DILocation(line: 17, column: 3, scope: !11)
!22 = !DILocation(line: 17, column: 25, scope: !11)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = !DILocation(line: 18, column: 10, scope: !28)
!28 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 3)
!29 = !DILocation(line: 18, column: 8, scope: !28)
!30 = !DILocation(line: 18, column: 15, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 18, column: 3)
!32 = !DILocation(line: 18, column: 17, scope: !31)
!33 = !DILocation(line: 18, column: 3, scope: !28)
!34 = !DILocation(line: 19, column: 5, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 18, column: 28)
!36 = !DILocation(line: 20, column: 12, scope: !35)
!37 = !DILocation(line: 20, column: 9, scope: !35)
!38 = !DILocation(line: 21, column: 3, scope: !35)
!39 = !DILocation(line: 18, column: 24, scope: !31)
!40 = !DILocation(line: 18, column: 3, scope: !31)
!41 = distinct !{!41, !33, !42, !43, !44}
!42 = !DILocation(line: 21, column: 3, scope: !28)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 22, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 7)
!47 = !DILocation(line: 22, column: 11, scope: !46)
!48 = !DILocation(line: 22, column: 7, scope: !11)
!49 = !DILocation(line: 23, column: 5, scope: !46)
!50 = !DILocation(line: 25, column: 5, scope: !46)
!51 = !DILocation(line: 27, column: 1, scope: !11)
!52 = !DILocation(line: 26, column: 3, scope: !11)
