package machine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	regionRE = regexp.MustCompile(`(?m)^\[[0-9]+\] Code Region - (\S+)`)
	totalRE  = regexp.MustCompile(`(?m)^Total Cycles:\s+([0-9]+)`)
)

// regionCycles reads llvm-mca's "Total Cycles" of each named code region.
func regionCycles(out []byte) (map[string]int64, error) {
	s := string(out)
	locs := regionRE.FindAllStringSubmatchIndex(s, -1)
	res := map[string]int64{}
	for i, l := range locs {
		end := len(s)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		name := s[l[2]:l[3]]
		m := totalRE.FindStringSubmatch(s[l[1]:end])
		if m == nil {
			return nil, fmt.Errorf("--cost machine: llvm-mca-14 printed no Total Cycles for region %s", name)
		}
		n, _ := strconv.ParseInt(m[1], 10, 64)
		res[name] = n
	}
	return res, nil
}

// latencies reads the latency column of llvm-mca's instruction info for
// each instruction of insns (given in that order).
func latencies(out []byte, insns []string) (map[string]int64, error) {
	s := string(out)
	i := strings.Index(s, "Instruction Info:")
	if i < 0 {
		return nil, fmt.Errorf("--cost machine: llvm-mca-14 printed no instruction info")
	}
	var rows []int64
	for _, l := range strings.Split(s[i:], "\n") {
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		if _, err := strconv.Atoi(f[0]); err != nil {
			continue
		}
		lat, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			continue
		}
		rows = append(rows, lat)
	}
	if len(rows) != len(insns) {
		return nil, fmt.Errorf("--cost machine: llvm-mca-14 gave %d instruction rows for %d calls", len(rows), len(insns))
	}
	res := map[string]int64{}
	for k, in := range insns {
		res[in] = rows[k]
	}
	return res, nil
}
