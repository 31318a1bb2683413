#!/bin/bash
# csmith-campaign.sh: the Csmith soundness campaign (issue 15), outside
# `make test`; `make csmith N=300` installs csmith and runs it.
#
#   scripts/csmith-campaign.sh [-n N] [-s FIRST] [-o DIR] [-w WCET]
#                              [-e EXTERN_COST] [-t TIMEOUT] [-c COST]
#                              [-v VOLATILE]
#
# For every seed FIRST..FIRST+N-1 it generates `csmith --no-argc --seed S`
# (default options otherwise), analyzes it with
#   wcet analyze --cost COST --format json --timeout TIMEOUT --extern-cost E
#                --volatile VOLATILE
# (default: insn, 20s, E=100: csmith's main calls printf once for the
# checksum, whose result no one reads; VOLATILE=memory: csmith's volatile
# globals hold what the program stored, as in the lli-14 run — with
# `unknown`, the firmware's input model, every volatile read is an input
# and the program is no longer one run), runs the same
# compiled program instrumented with the same cost model, extern cost and
# --volatile (`wcet instrument` then lli-14, WCET_NONDET=0*1000: every
# external call, and under `unknown` every volatile read, gives 0, which
# is one of the values the bound covers) and classifies it:
#   sound    bounded, bound >= the run's cycles
#   BELOW    bounded, bound < the run (must never happen: printed loudly)
#   nobound  bounded, but lli-14 gave no run (failed or timed out)
#   refused  the analyzer refused the program (grouped by message)
#   timeout  the analyzer hit TIMEOUT (or the hard limit TIMEOUT+60s)
#   norun    refused or timed out, and lli-14 gave no run either
#   nogen    csmith failed
# A bound claimed exact that differs from the run is counted too (EXACT≠).
# DIR/campaign.tsv has one line per seed; DIR keeps the sources and
# reports (seed S: sS.c, sS.json, sS.err, sS.run).
set -u
N=50 FIRST=1 DIR=/tmp/wcet-csmith WCET=./wcet EXT=100 TO=20s COST=insn VOL=memory
while getopts n:s:o:w:e:t:c:v: f; do
	case $f in
	n) N=$OPTARG ;; s) FIRST=$OPTARG ;; o) DIR=$OPTARG ;; w) WCET=$OPTARG ;;
	e) EXT=$OPTARG ;; t) TO=$OPTARG ;; c) COST=$OPTARG ;; v) VOL=$OPTARG ;;
	*) sed -n '2,36s/^# \{0,1\}//p' "$0"; exit 2 ;;
	esac
done
command -v csmith >/dev/null || { echo "csmith not installed (make csmith installs it)" >&2; exit 2; }
command -v lli-14 >/dev/null || { echo "lli-14 not installed (make deps)" >&2; exit 2; }
INC=$(dirname "$(dpkg -L libcsmith-dev 2>/dev/null | grep '/csmith.h$' | head -1)" 2>/dev/null)
[ -f "$INC/csmith.h" ] || INC=/usr/include/csmith
[ -f "$INC/csmith.h" ] || { echo "csmith.h not found (apt-get install libcsmith-dev)" >&2; exit 2; }
WCET=$(cd "$(dirname "$WCET")" && pwd)/$(basename "$WCET")
[ -x "$WCET" ] || { echo "$WCET: not built (make build)" >&2; exit 2; }
hard=$(( ${TO%s} + 60 ))
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
TSV=$DIR/campaign.tsv
printf 'seed\tclass\tbound\texact\trun\tanalyze_s\tmessage\n' >"$TSV"

# ge A B: A >= B for non-negative decimal integers of any length.
ge() {
	if [ ${#1} -ne ${#2} ]; then [ ${#1} -gt ${#2} ]; else [[ ! "$1" < "$2" ]]; fi
}

for ((s = FIRST; s < FIRST + N; s++)); do
	c=$DIR/s$s.c
	# (csmith writes platform.info into its working directory)
	if ! (cd "$DIR" && csmith --no-argc --seed "$s" -o "$c" >/dev/null 2>&1); then
		printf '%s\tnogen\t\t\t\t\tcsmith failed\n' "$s" >>"$TSV"
		continue
	fi
	t0=$(date +%s.%N)
	timeout "$hard" "$WCET" analyze "$c" --cost "$COST" --extern-cost "$EXT" --format json \
		--volatile "$VOL" --timeout "$TO" --quiet --cflags "-I$INC" -o "$DIR/s$s.json" 2>"$DIR/s$s.err"
	arc=$?
	secs=$(echo "$(date +%s.%N) - $t0" | bc | xargs printf '%.1f')
	bound="" exact="" msg=""
	if [ -s "$DIR/s$s.json" ]; then
		bound=$(grep -m1 -o '"bound": [0-9]*' "$DIR/s$s.json" | sed 's/.*: //')
		exact=$(grep -m1 -o '"exact": [a-z]*' "$DIR/s$s.json" | sed 's/.*: //')
		msg=$(jq -r '[.errors[]? | select(.kind == "error") | .message] | first // ""' "$DIR/s$s.json" 2>/dev/null)
	fi
	[ -z "$msg" ] && [ -z "$bound" ] && msg=$(grep -v '^$' "$DIR/s$s.err" | tail -1)
	[ $arc -eq 124 ] && msg="timeout after ${hard}s (hard limit)"
	run=""
	if "$WCET" instrument "$c" --cost "$COST" --extern-cost "$EXT" --volatile "$VOL" --cflags "-I$INC" \
		-o "$DIR/s$s.inst.ll" 2>"$DIR/s$s.run"; then
		WCET_NONDET='0*1000' timeout 120 lli-14 "$DIR/s$s.inst.ll" >"$DIR/s$s.run" 2>&1
		run=$(grep -o 'wcet: cycles=[0-9]*' "$DIR/s$s.run" | tail -1 | sed 's/.*=//')
	fi
	rm -f "$DIR/s$s.inst.ll"
	if [ -n "$bound" ]; then
		if [ -z "$run" ]; then
			class=nobound
		elif ge "$bound" "$run"; then
			class=sound
		else
			class=BELOW
			echo "!!!!!!!! seed $s: bound $bound BELOW the lli-14 run $run ($c) !!!!!!!!" >&2
		fi
	elif [[ "$msg" == *timeout* ]]; then
		class=timeout
	else
		class=refused
	fi
	[ -z "$bound" ] && [ -z "$run" ] && class=norun/$class
	if [ "$exact" = true ] && [ -n "$run" ] && [ -n "$bound" ] && [ "$bound" != "$run" ]; then
		echo "!!!!!!!! seed $s: exact bound $bound differs from the run $run !!!!!!!!" >&2
		msg="EXACT≠run $msg"
	fi
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$s" "$class" "$bound" "$exact" "$run" "$secs" "$msg" >>"$TSV"
	echo "seed $s: $class bound=${bound:--} run=${run:--} ${secs}s ${msg}"
done

echo
echo "== refusals and timeouts by message (positions and names elided)"
awk -F'\t' 'NR > 1 && $7 != "" && $3 == "" { print $7 }' "$TSV" |
	sed -E 's/^[^ ]*\.c:[0-9]+:[0-9]+: //; s/'"'"'[^'"'"']*'"'"'/‹…›/g; s/"[^"]*"/‹…›/g; s/[0-9]+/N/g' |
	sort | uniq -c | sort -rn
below=$(awk -F'\t' '$2 == "BELOW"' "$TSV" | wc -l)
awk -F'\t' -v below="$below" 'NR > 1 {
	n++; k = $2; sub(/^norun\//, "", k); c[k]++; if ($2 ~ /^norun/) nr++
	if ($7 ~ /^EXACT/) ex++
}
END {
	printf "csmith campaign: %d programs: %d bounded and sound, %d BELOW the run, %d bounded without a run, %d refused, %d timed out, %d no run (lli-14 failed; counted in refused/timeout), %d csmith failures, %d exact claims differing from the run\n",
		n, c["sound"], c["BELOW"], c["nobound"], c["refused"], c["timeout"], nr, c["nogen"], ex
}' "$TSV"
echo "per-seed table: $TSV"
[ "$below" -eq 0 ]
