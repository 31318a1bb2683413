#!/usr/bin/env python3
"""oracle_run.py FILE.c PYEXPR: like sweep.py, but every input through `wcet run --cost insn` only
(for programs the native instrumented binary cannot run: stores to fixed register addresses)."""
import sys, subprocess, json, itertools, os
WCET = os.environ.get("WCET", "wcet")  # the wcet binary
f = sys.argv[1]
b = "/tmp/or_" + os.path.basename(f)[:-2]
subprocess.run([WCET, "compile", f, "-o", b + ".ll"], check=True)
gen = eval(sys.argv[2], {"itertools": itertools, "product": itertools.product})
best, arg, n = -1, [], 0
for v in gen:
    out = subprocess.run(["nice", "-n", "10", WCET, "run", "--cost", "insn", "--format", "json",
                          "--nondet", ",".join(map(str, v)), b + ".ll"], capture_output=True, text=True)
    j = json.loads(out.stdout)
    if j.get("blocked"): continue
    c = j["costs"]["cycles"]; n += 1
    if c > best: best, arg = c, [v]
    elif c == best: arg.append(v)
print("runs", n, "max", best, "at", len(arg), "inputs, e.g.", [",".join(map(str, a)) for a in arg[:6]])
