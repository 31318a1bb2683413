#!/bin/sh
# baseline-diff.sh OLD.tsv NEW.tsv: the runs (program, method, cost, flags)
# whose result differs between two TestBaseline files (internal/cli), and
# the runs only one of them has. Exit 1 when any differs. Runs recorded as
# "timeout" in either file are listed apart: where a run stops depends on
# the machine's load; so are runs that differ only in the number of sampled
# runs (the self-check stops sampling at a time cap).
set -eu
[ $# -eq 2 ] || { echo "usage: $0 OLD.tsv NEW.tsv" >&2; exit 2; }
awk -F'\t' '
  { key = $1 "\t" $2 "\t" $3 "\t" $4; val = $0; sub(/^[^\t]*\t[^\t]*\t[^\t]*\t[^\t]*\t?/, "", val) }
  FNR == NR { old[key] = val; next }
  { new[key] = val }
  END {
    bad = 0; to = 0
    for (k in old) {
      if (!(k in new)) { continue }
      if (old[k] == new[k]) continue
      if (old[k] == "timeout" || new[k] == "timeout") { printf "timeout\t%s\n\t- %s\n\t+ %s\n", k, old[k], new[k]; to++; continue }
      o = old[k]; n2 = new[k]; sub(/\tsampled=[0-9]+/, "", o); sub(/\tsampled=[0-9]+/, "", n2)
      if (o == n2) { printf "sampled\t%s\n\t- %s\n\t+ %s\n", k, old[k], new[k]; sm++; continue }
      printf "DIFF\t%s\n\t- %s\n\t+ %s\n", k, old[k], new[k]; bad++
    }
    n = 0; for (k in new) if (k in old) n++
    printf "%d runs compared, %d differ, %d differ by a timeout, %d only in sampled runs\n", n, bad, to, sm
    exit bad > 0
  }' "$1" "$2"
