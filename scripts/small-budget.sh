#!/bin/sh
# small-budget.sh: issue 18's done-when check, outside `make test`.
#
#   scripts/small-budget.sh [OUTDIR]
#
# Every testdata program (internal/driver TestSmallBudget without -short:
# its contract's entry and INPUTS, --timeout 5s --max-states 2000; fails
# on a bound below the contract's exact worst case, kind unbounded-loop
# for a loop with a bound, any other error, or a run over 20 s), then the
# TACLeBench kernels under the same budget (scripts/tacle.sh -t 5s
# -s 2000: bound, observed lli-14 run, seconds, peak MB). The per-program
# lines of the first part are the test's -v log.
set -eu
cd "$(dirname "$0")/.."
OUT=${1:-$(mktemp -d /tmp/wcet-small-XXXXXX)}
mkdir -p "$OUT"
make -s build
go test ./internal/driver -run 'TestSmallBudget$' -count=1 -v -timeout 60m | tee "$OUT/testdata.log" | grep -E '^(=== RUN|--- |\s+budget_test)' || true
grep -q '^--- PASS: TestSmallBudget' "$OUT/testdata.log" || { echo "small-budget.sh: TestSmallBudget failed (see $OUT/testdata.log)" >&2; exit 1; }
scripts/tacle.sh -t 5s -s 2000 -o "$OUT/tacle" | tee "$OUT/tacle.md"
