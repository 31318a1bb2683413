#!/bin/bash
# tacle.sh: the TACLeBench kernel table (issue 17), outside `make test`.
#
#   scripts/tacle.sh [-d DIR] [-t TIMEOUT] [-s MAXSTATES] [-w WCET] [-m METHOD] [-o OUTDIR] [PROGRAM...]
#
# For every program folder of DIR (default ../shared/tacle-kernel; or only
# the PROGRAMs named) it analyzes all the folder's .c files as one program
#   wcet analyze DIR/P/*.c --entry main --cost insn --timeout TIMEOUT [--method METHOD]
# (default 60s; -s adds --max-states MAXSTATES; the benchmarks' own
# loopbound pragmas are in force), runs
# the same files instrumented (`wcet instrument`, then lli-14: the
# observed cost of main, which is deterministic in almost every kernel)
# and prints one Markdown table row per program:
#   program, bound, observed, ratio (bound/observed), exact, seconds (wall
#   time of the analysis), peak MB (its maximum resident set), note
# The note is the error kind and message when the analysis gave no bound,
# and BELOW (loudly) when a bound is under the observed run: that must
# never happen. OUTDIR (default a temporary directory) keeps each
# program's report (P.json), stderr (P.err) and lli-14 output (P.run).
set -u
DIR=$(dirname "$0")/../../shared/tacle-kernel TO=60s WCET=./wcet METHOD= OUT= MS=
while getopts d:t:s:w:m:o: f; do
	case $f in
	d) DIR=$OPTARG ;; t) TO=$OPTARG ;; s) MS=$OPTARG ;; w) WCET=$OPTARG ;; m) METHOD=$OPTARG ;; o) OUT=$OPTARG ;;
	*) sed -n '2,20p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ -d "$DIR" ] || { echo "tacle.sh: no directory $DIR (use -d DIR)" >&2; exit 2; }
[ -x "$WCET" ] || { echo "tacle.sh: no wcet binary $WCET (make build, or -w WCET)" >&2; exit 2; }
[ -n "$OUT" ] || OUT=$(mktemp -d /tmp/wcet-tacle-XXXXXX)
mkdir -p "$OUT"
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then
	for d in "$DIR"/*/; do progs+=("$(basename "$d")"); done
fi
hard=$(( ${TO%s} + 60 ))
extra=()
[ -n "$METHOD" ] && extra=(--method "$METHOD")
[ -n "$MS" ] && extra+=(--max-states "$MS")
echo "| program | bound | observed | ratio | exact | seconds | peak MB | note |"
echo "|---|---:|---:|---:|---|---:|---:|---|"
for p in "${progs[@]}"; do
	files=("$DIR/$p"/*.c)
	# The oracle: the instrumented program under lli-14.
	obs=
	if "$WCET" instrument "${files[@]}" --cost insn -o "$OUT/$p.inst.ll" 2>"$OUT/$p.run"; then
		timeout 300 lli-14 "$OUT/$p.inst.ll" >>"$OUT/$p.run" 2>&1
		obs=$(sed -n 's/^wcet: cycles=\([0-9]*\).*/\1/p' "$OUT/$p.run" | tail -1)
	fi
	/usr/bin/time -f '%e %M' -o "$OUT/$p.time" timeout "$hard" \
		"$WCET" analyze "${files[@]}" --entry main --cost insn --timeout "$TO" "${extra[@]}" \
		--format json --quiet -o "$OUT/$p.json" 2>"$OUT/$p.err"
	python3 - "$p" "$OUT/$p.json" "$OUT/$p.err" "$OUT/$p.time" "$obs" <<'PY'
import json, sys
p, js, errf, timef, obs = sys.argv[1:]
t = open(timef).read().split()
secs, mb = (t[-2], "%.0f" % (int(t[-1]) / 1024)) if len(t) >= 2 else ("?", "?")
bound = exact = ratio = note = ""
try:
    d = json.load(open(js))
except Exception:
    d = None
if d and d.get("status") == "ok":
    bound, exact = str(d["bound"]), "yes" if d["exact"] else "no"
elif d and d.get("errors"):
    e = d["errors"][0]
    note = "%s: %s" % (e.get("kind", ""), e.get("message", "").splitlines()[0][:90])
else:
    err = open(errf).read().strip().splitlines()
    note = (err[-1] if err else "no report (killed after the hard limit?)")[:100]
if bound and obs:
    ratio = "%.3f" % (int(bound) / int(obs))
    if int(bound) < int(obs):
        note = "BELOW the observed run: unsound " + note
print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (p, bound or "—", obs or "—", ratio or "—", exact or "—", secs, mb, note.replace("|", "\\|")))
PY
done
