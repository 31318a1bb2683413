package ts_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"wcet/frontend"
	"wcet/ts"
)

func TestInterpE2E(t *testing.T) {
	dir := os.Getenv("IE2E")
	if dir == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.c"))
	for _, f := range files {
		p, err := frontend.Load(f, frontend.Options{})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		res, err := ts.Run(p, ts.RunConfig{})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		var got int64
		if len(res.Return) > 0 {
			got = res.Return[0].Int64()
		}
		out, _ := exec.Command("sh", "-c", "clang-14 -O0 -w -o /tmp/e2e/a.out "+f+" -lm && /tmp/e2e/a.out; echo $?").Output()
		t.Logf("%s: interp %d (ended %s, %d steps) native %s", filepath.Base(f), got&255, res.Ended, res.Steps, out)
	}
}
