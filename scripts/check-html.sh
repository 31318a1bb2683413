#!/bin/sh
# check-html.sh WCET OUTDIR PROGRAM:ENTRY...
#
# Renders the HTML report (wcet analyze --format html --deterministic) of
# each PROGRAM in headless Chromium and fails when Chromium logs a console
# message (a JavaScript error, or a resource the page's
# Content-Security-Policy refused: the page has no script and loads
# nothing, so any console message is an error), or when the rendered DOM
# lacks the report's bound table or source view. It first checks that the
# detector works: a page whose script throws, and one loading what its
# Content-Security-Policy forbids, must be caught. Then a hostile program
# (markup and template syntax in its comments) must render as text.
# Screenshots
# (1200x1600) and the reports are left in OUTDIR. `make check-html` runs it.
set -u
wcet=$1 out=$2
shift 2
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# chrome PAGE PNG: render PAGE headless; the DOM goes to $tmp/dom, the log
# to $tmp/log; a screenshot to PNG.
chrome() {
	rm -rf "$tmp/profile"
	# --virtual-time-budget lets the page's own work (none) finish before
	# the DOM is dumped.
	timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 \
		--virtual-time-budget=2000 --dump-dom "file://$1" >"$tmp/dom" 2>"$tmp/log" || {
		echo "check-html: chromium failed on $1:" >&2
		cat "$tmp/log" >&2
		return 1
	}
	rm -rf "$tmp/profile"
	timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$tmp/profile" --hide-scrollbars \
		--screenshot="$2" --window-size=1200,1600 "file://$1" >/dev/null 2>>"$tmp/log.shot" || {
		echo "check-html: chromium could not take a screenshot of $1" >&2
		return 1
	}
}

# console: the console messages in the log (Chromium logs them as
# CONSOLE lines, and CSP violations as such too).
console() {
	grep -E 'CONSOLE|Uncaught|Refused to|Content.Security.Policy' "$tmp/log"
}

# The detector must see a script error, and a resource the report's
# Content-Security-Policy refuses.
cat >"$tmp/bad.html" <<'EOF'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>bad</title></head>
<body><p>bad</p><script>undefinedFunction();</script></body></html>
EOF
cat >"$tmp/csp.html" <<'EOF'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>csp</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"></head>
<body><img src="https://example.invalid/x.png" alt=""></body></html>
EOF
for bad in bad csp; do
	chrome "$tmp/$bad.html" "$tmp/$bad.png" || exit 1
	if ! console >/dev/null; then
		echo "check-html: the console-error detector did not see the error of $bad.html; chromium's log:" >&2
		cat "$tmp/log" >&2
		exit 1
	fi
done

# A hostile program: its source text must reach the page as text (a tag
# that slipped through would be refused by the page's policy and logged).
cat >"$out/hostile.c" <<'EOF'
/* </script><script>alert(1)</script> </td></tr></table> */
int main(void) {
  int s = 0; /* <img src=x onerror=alert(1)> {{.Title}} &amp; */
  for (int i = 0; i < 3; i++)
    s += i; // <style>body{display:none}</style>
  return s;
}
EOF

status=0
for spec in "$@" "$out/hostile.c:main"; do
	prog=${spec%%:*} entry=${spec#*:}
	name=$(basename "$prog" .c)
	page=$(cd "$out" && pwd)/$name.html
	if ! "$wcet" analyze "$prog" --entry "$entry" --format html --deterministic -o "$page"; then
		echo "check-html: wcet analyze $prog failed" >&2
		status=1
		continue
	fi
	chrome "$page" "$out/$name.png" || { status=1; continue; }
	if console >"$tmp/errors"; then
		echo "check-html: $prog: console errors:" >&2
		cat "$tmp/errors" >&2
		status=1
		continue
	fi
	for want in 'id="bound"' 'id="source"' 'class="hot"'; do
		if ! grep -q "$want" "$tmp/dom"; then
			echo "check-html: $prog: the rendered page lacks $want" >&2
			status=1
		fi
	done
	if [ "$name" = hostile ]; then
		if grep -q '<img\|<script\|<b>' "$tmp/dom" || ! grep -q '&lt;img src=x onerror=alert(1)&gt; {{.Title}} &amp;amp;' "$tmp/dom"; then
			echo "check-html: the hostile source is not rendered as text" >&2
			status=1
		fi
	fi
	echo "check-html: $prog ok ($(grep -c '<tr id="L' "$tmp/dom") source lines, $(grep -c 'class="hot"' "$tmp/dom") on the worst path; screenshot $out/$name.png)"
done
exit $status
