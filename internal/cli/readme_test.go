package cli

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// readmeExample is one command the README shows, with the output lines it
// shows under it.
type readmeExample struct {
	line int    // README line of the command
	cmd  string // without the leading "$ "
	want []string
}

// readmeExamples returns every command in a README code block that starts
// with "./wcet " or "cat ", each with the lines shown under it up to the
// next command or the end of the block.
func readmeExamples(text string) []readmeExample {
	var out []readmeExample
	inBlock := false
	cur := -1 // index in out of the example collecting output, or -1
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inBlock = !inBlock
			cur = -1
			continue
		}
		if !inBlock {
			continue
		}
		if strings.HasPrefix(l, "$ ") {
			cur = -1
			c := strings.TrimPrefix(l, "$ ")
			if strings.HasPrefix(c, "./wcet ") || strings.HasPrefix(c, "cat ") {
				out = append(out, readmeExample{line: n, cmd: c})
				cur = len(out) - 1
			}
			continue
		}
		if cur >= 0 {
			out[cur].want = append(out[cur].want, l)
		}
	}
	return out
}

var (
	spaceRun = regexp.MustCompile(`\s+`)
	// a row showing a time: "2957 ms", "1.5s", "0.2 s"
	timeRow = regexp.MustCompile(`\b\d+(\.\d+)? ?(ms|s)\b`)
)

func squeeze(s string) string { return strings.TrimSpace(spaceRun.ReplaceAllString(s, " ")) }

// shownLine reports whether a shown output line is checked: table rules,
// elisions ("…", "...") and rows with a time are not.
func shownLine(l string) bool {
	s := squeeze(l)
	switch {
	case s == "", s == "…", s == "...":
		return false
	case strings.HasPrefix(s, "+---"), strings.HasPrefix(s, "|---"),
		strings.Contains(s, "───"), strings.Contains(s, "═"):
		return false
	case timeRow.MatchString(s):
		return false
	}
	return true
}

// lineMatches reports whether the real line got (squeezed) is the shown
// line want (squeezed). A "…" inside want stands for any text: the pieces
// around it must appear in order, the first at the start, the last at the
// end.
func lineMatches(want, got string) bool {
	if !strings.Contains(want, "…") {
		return want == got
	}
	parts := strings.Split(want, "…")
	for i, p := range parts {
		p = strings.TrimSpace(p)
		switch {
		case i == 0:
			if !strings.HasPrefix(got, p) {
				return false
			}
			got = got[len(p):]
		case i == len(parts)-1:
			return strings.HasSuffix(got, p)
		default:
			k := strings.Index(got, p)
			if k < 0 {
				return false
			}
			got = got[k+len(p):]
		}
	}
	return true
}

// missingLine returns the first shown line of want that does not appear
// in got, in order, and "" when all do.
func missingLine(want []string, got string) string {
	var real []string
	for _, l := range strings.Split(got, "\n") {
		real = append(real, squeeze(l))
	}
	k := 0
	for _, w := range want {
		if !shownLine(w) {
			continue
		}
		sw := squeeze(w)
		for k < len(real) && !lineMatches(sw, real[k]) {
			k++
		}
		if k == len(real) {
			return w
		}
		k++
	}
	return ""
}

func TestReadmeLineMatching(t *testing.T) {
	got := "┌───┐\n│ bound   │ 312   │\n│ time │ 5 ms │\n│ arg buf │ [1,2,3,4] │\n│ exact │ yes │\n"
	cases := []struct {
		want    []string
		missing string
	}{
		{[]string{"│ bound │ 312 │", "│ exact │ yes │"}, ""},
		{[]string{"│ bound │ 313 │"}, "│ bound │ 313 │"},
		{[]string{"│ exact │ yes │", "│ bound │ 312 │"}, "│ bound │ 312 │"}, // order
		{[]string{"│ time │ 9 ms │", "…", "┌────┐", "│ arg buf │ [1,…,4] │"}, ""},
		{[]string{"│ arg buf │ [1,…,5] │"}, "│ arg buf │ [1,…,5] │"},
	}
	for _, c := range cases {
		if m := missingLine(c.want, got); m != c.missing {
			t.Errorf("missingLine(%q) = %q, want %q", c.want, m, c.missing)
		}
	}
}

// checksSomething reports whether output shown under a command, if any,
// has a line that is checked.
func checksSomething(want []string) bool {
	shown := false
	for _, w := range want {
		if shownLine(w) {
			return true
		}
		shown = shown || strings.TrimSpace(w) != ""
	}
	return !shown
}

// buildWcet builds ./cmd/wcet into a temporary directory.
func buildWcet(t *testing.T, root string) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(t.TempDir(), "wcet")
	cmd := exec.Command(goBin, "build", "-o", bin, "./cmd/wcet")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// outputFiles returns the files the command writes with -o that do not
// exist yet, to remove after the test.
func outputFiles(root, cmd string) []string {
	var fs []string
	f := strings.Fields(cmd)
	for i := 0; i+1 < len(f); i++ {
		if f[i] != "-o" {
			continue
		}
		p := filepath.Join(root, f[i+1])
		if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
			fs = append(fs, p)
		}
	}
	return fs
}

// TestReadmeExamples runs every "$ ./wcet …" and "$ cat …" line of
// README.md from the repository root and checks that each output line the
// README shows under it appears in the real output (stdout and stderr), in
// order, with whitespace runs squeezed.
func TestReadmeExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs the README's examples")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	exs := readmeExamples(string(text))
	if len(exs) < 5 {
		t.Fatalf("found %d examples in README.md, expected more", len(exs))
	}
	bin := buildWcet(t, root)
	for _, ex := range exs {
		if !checksSomething(ex.want) {
			t.Errorf("README.md:%d: %s: shows output but none of it is checked (a time, a rule or an elision only)", ex.line, ex.cmd)
		}
		for _, f := range outputFiles(root, ex.cmd) {
			t.Cleanup(func() { os.Remove(f) })
		}
		shell := ex.cmd
		if strings.HasPrefix(shell, "./wcet ") {
			shell = bin + strings.TrimPrefix(shell, "./wcet")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, "bash", "-c", shell)
		cmd.Dir = root
		out, _ := cmd.CombinedOutput() // some examples show a failure
		late := errors.Is(ctx.Err(), context.DeadlineExceeded)
		cancel()
		if late {
			t.Errorf("README.md:%d: %s: still running after 5 min", ex.line, ex.cmd)
			continue
		}
		if m := missingLine(ex.want, string(out)); m != "" {
			t.Errorf("README.md:%d: %s\nshown line not in the output (in order):\n%s\noutput:\n%s",
				ex.line, ex.cmd, m, out)
		}
	}
}
