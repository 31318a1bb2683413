#!/bin/sh
# tacle-single.sh [WCET] [TIMEOUT]: the single-file TACLeBench kernels of
# ../shared/tacle-kernel (entry main, --cost insn, their pragmas in force):
# program, bound, observed (the instrumented run under lli-14), ratio,
# exact, seconds and peak MB of `wcet analyze`, as a Markdown table.
WCET=${1:-./wcet}
TIMEOUT=${2:-60s}
DIR=${TACLE:-$(dirname "$0")/../../shared/tacle-kernel}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| program | bound | observed | ratio | exact | s | peak MB |"
echo "|---|---:|---:|---:|---|---:|---:|"
for d in "$DIR"/*/; do
	set -- "$d"*.c
	[ $# -eq 1 ] || continue
	c=$1
	p=$(basename "$d")
	obs=-
	if "$WCET" instrument "$c" --cost insn -o "$tmp/$p.ll" >/dev/null 2>&1; then
		obs=$(lli-14 "$tmp/$p.ll" 2>&1 | sed -n 's/.*wcet: cycles=\([0-9]*\).*/\1/p' | tail -1)
		[ -n "$obs" ] || obs=-
	fi
	/usr/bin/time -f "%e %M" -o "$tmp/time" "$WCET" analyze "$c" --cost insn --timeout "$TIMEOUT" --format json >"$tmp/out.json" 2>"$tmp/err"
	read -r secs kb <<EOT
$(tail -1 "$tmp/time")
EOT
	bound=$(sed -n 's/^  "bound": \([0-9]*\),*$/\1/p' "$tmp/out.json" | head -1)
	exact=$(sed -n 's/^  "exact": \([a-z]*\),*$/\1/p' "$tmp/out.json" | head -1)
	if [ -z "$bound" ]; then
		bound="error: $(grep -o '"kind": "[a-z-]*"' "$tmp/out.json" | head -1 | cut -d'"' -f4)"
		exact=-
	fi
	ratio=-
	case "$bound$obs" in
	*[!0-9]*) ;;
	*) ratio=$(awk -v b="$bound" -v o="$obs" 'BEGIN { if (o > 0) printf "%.3f", b / o }') ;;
	esac
	echo "| $p | $bound | $obs | $ratio | $exact | $secs | $((kb / 1024)) |"
done
