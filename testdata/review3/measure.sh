#!/bin/sh
# measure.sh FILE.c [extra args]: ss then ipet, one line each: method bound exact states time mem status/errors
f=$1; shift
for m in ss ipet; do
  nice -n 10 /usr/bin/time -f "%e s %M KB" -o /tmp/r3_time "${WCET:-wcet}" analyze "$f" --cost insn --timeout 30s --format json --method $m "$@" > /tmp/r3_out.json 2>/tmp/r3_err
  rc=$?
  python3 - "$m" "$rc" <<'PY'
import json,sys
m,rc=sys.argv[1],sys.argv[2]
t=open('/tmp/r3_time').read().strip().splitlines()[-1]
try:
    j=json.load(open('/tmp/r3_out.json'))
    s=j.get('stats') or {}
    an=['%d:%s/%s' % (l['line'],l['max_iterations'],l['total_iterations']) for l in j.get('loops') or []]
    print(m, 'rc',rc,'bound',j.get('bound'),'exact',j.get('exact'),'states',s.get('states'),'status',j.get('status'),t, 'errors',j.get('errors'), 'loops',' '.join(an))
except Exception as e:
    print(m,'rc',rc,'no json',t, open('/tmp/r3_err').read()[:600])
PY
done
