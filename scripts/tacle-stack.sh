#!/bin/bash
# tacle-stack.sh: the stack table of the TACLeBench kernels (issue 19), outside `make test`.
#
#   scripts/tacle-stack.sh [-d DIR] [-t TIMEOUT] [-w WCET] [-T TARGET] [-o OUTDIR] [PROGRAM...]
#
# For every program folder of DIR (default ../shared/tacle-kernel; or only
# the PROGRAMs named) it analyzes all the folder's .c files as one program
#   wcet analyze DIR/P/*.c --entry main --resource stack --timeout TIMEOUT [--target TARGET]
# (default 20s, the host) and prints one Markdown table row per program:
#   program, bound (bytes, path-sensitive), exact, call-graph bound (bytes:
#   the deepest chain of frames over the call graph), bound ÷ call-graph,
#   seconds (wall), peak MB, note (the error, or why there is no
#   call-graph bound, or the anytime reason).
# OUTDIR (default a temporary directory) keeps each report (P.json) and
# stderr (P.err).
set -u
DIR=$(dirname "$0")/../../shared/tacle-kernel TO=20s WCET=./wcet TARGET= OUT=
while getopts d:t:w:T:o: f; do
	case $f in
	d) DIR=$OPTARG ;; t) TO=$OPTARG ;; w) WCET=$OPTARG ;; T) TARGET=$OPTARG ;; o) OUT=$OPTARG ;;
	*) sed -n '2,16p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ -d "$DIR" ] || { echo "tacle-stack.sh: no directory $DIR (use -d DIR)" >&2; exit 2; }
[ -x "$WCET" ] || { echo "tacle-stack.sh: no wcet binary $WCET (make build, or -w WCET)" >&2; exit 2; }
[ -n "$OUT" ] || OUT=$(mktemp -d /tmp/wcet-stack-XXXXXX)
mkdir -p "$OUT"
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then
	for d in "$DIR"/*/; do progs+=("$(basename "$d")"); done
fi
extra=()
[ -n "$TARGET" ] && extra=(--target "$TARGET")
hard=$(( ${TO%s} + 60 ))
echo "| program | bound | exact | call-graph | ratio | seconds | peak MB | note |"
echo "|---|---:|---|---:|---:|---:|---:|---|"
for p in "${progs[@]}"; do
	files=("$DIR/$p"/*.c)
	/usr/bin/time -f '%e %M' -o "$OUT/$p.time" timeout "$hard" \
		"$WCET" analyze "${files[@]}" --entry main --resource stack --timeout "$TO" "${extra[@]}" \
		--format json --quiet -o "$OUT/$p.json" 2>"$OUT/$p.err"
	python3 - "$p" "$OUT/$p.json" "$OUT/$p.err" "$OUT/$p.time" <<'PY'
import json, sys
p, js, errf, timef = sys.argv[1:]
t = open(timef).read().split()
secs, mb = (t[-2], "%.0f" % (int(t[-1]) / 1024)) if len(t) >= 2 else ("?", "?")
bound = exact = cg = ratio = note = ""
try:
    r = json.load(open(js))
except Exception:
    r = None
    note = open(errf).read().strip().splitlines()[-1:] or ["no report"]
    note = note[0][:160]
if r is not None:
    if r.get("errors"):
        e = r["errors"][0]
        note = "%s: %s" % (e.get("kind"), e.get("message", "")[:140])
    if r.get("bound") is not None:
        bound = str(r["bound"])
        exact = "yes" if r.get("exact") else "no"
    c = r.get("call_graph") or {}
    if c.get("bound") is not None:
        cg = str(c["bound"])
        if bound:
            ratio = "%.3f" % (int(bound) / int(cg)) if int(cg) else ""
    elif c.get("why"):
        note = (note + "; " if note else "") + "no call-graph bound: " + c["why"][:100]
    if r.get("anytime"):
        note = (note + "; " if note else "") + "anytime: " + r["anytime"].get("reason", "")[:100]
print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (p, bound, exact, cg, ratio, secs, mb, note.replace("|", "/")))
PY
done
