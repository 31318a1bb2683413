#!/usr/bin/env python3
"""sweep.py FILE.c PYEXPR (the wcet binary from $WCET, default `wcet`): PYEXPR yields nondet lists. Bulk sweep with the
instrumented native binary (wcet instrument + clang-14), then every argmax and
20 random inputs replayed with `wcet run --cost insn` (the oracle) to confirm."""
import sys, subprocess, json, itertools, os, random, re
WCET = os.environ.get("WCET", "wcet")  # the wcet binary
f = sys.argv[1]
b = "/tmp/sw_" + os.path.basename(f)[:-2]
subprocess.run([WCET, "compile", f, "-o", b + ".ll"], check=True)
subprocess.run([WCET, "instrument", "--cost", "insn", f, "-o", b + "_i.ll"], check=True)
subprocess.run(["clang-14", "-O1", "-w", b + "_i.ll", "-o", b + "_i"], check=True)
gen = eval(sys.argv[2], {"itertools": itertools, "product": itertools.product, "random": random})
def native(v):
    o = subprocess.run(["nice", "-n", "10", b + "_i"], env={"WCET_NONDET": ",".join(map(str, v))}, capture_output=True, text=True).stdout
    m = re.search(r"cycles=(\d+)", o)
    if not m or "blocked" in o: return None
    return int(m.group(1))
def oracle(v):
    out = subprocess.run(["nice", "-n", "10", WCET, "run", "--cost", "insn", "--format", "json",
                          "--nondet", ",".join(map(str, v)), b + ".ll"], capture_output=True, text=True)
    j = json.loads(out.stdout)
    return None if j.get("blocked") else j["costs"]["cycles"]
best, arg, n, allv = -1, [], 0, []
for v in gen:
    v = list(v); c = native(v)
    if c is None: continue
    n += 1; allv.append((v, c))
    if c > best: best, arg = c, [v]
    elif c == best: arg.append(v)
random.seed(1)
chk = arg[:5] + [x[0] for x in random.sample(allv, min(20, len(allv)))]
bad = [(v, native(v), oracle(v)) for v in chk if native(v) != oracle(v)]
print("runs", n, "max", best, "at", len(arg), "inputs, e.g.", [",".join(map(str, a)) for a in arg[:6]])
print("oracle replay of", len(chk), "inputs:", "agree" if not bad else "DISAGREE %s" % bad[:3], "; oracle at argmax:", oracle(arg[0]))
