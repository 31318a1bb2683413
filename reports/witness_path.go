package reports

import (
	"iter"
	"strconv"
	"strings"
)

// The witness's path, compressed when it is long. A concrete run records
// every block it enters: md5's only run is 4.3 million blocks, a 600 MB
// JSON report. A path of more than PathCompressMin blocks is written in a
// lossless compressed form: an entry of witness.path is either a block
// (function, block, file, line, col) or a repetition {"repeat": k,
// "path": [...]}, which stands for its own path (blocks and
// repetitions, recursively) k times over. Repetitions come from loops:
// consecutive iterations that visit the same blocks (an inner loop's
// repetition with the same count included) are one entry. A path of at
// most PathCompressMin blocks is written one block an entry, as before.
// ExpandPath gives the recorded path back; PathLen, PathFirst, PathLast
// and PathBlocks read a path in either form.

// PathCompressMin is the longest path written one block an entry.
const PathCompressMin = 10_000

// pathMaxPeriod caps the length of a repeated sub-path looked for at one
// pass (a longer loop body is found once its inner loops are compressed).
const pathMaxPeriod = 2048

// pathWorkPerSymbol caps a pass's comparisons per symbol of its input.
const pathWorkPerSymbol = 64

// PathOf is the witness path whose i-th block is table[ids[i]]:
// compressed when it has more than PathCompressMin blocks.
func PathOf(table []Block, ids []int32) []Block {
	if len(ids) <= PathCompressMin {
		out := make([]Block, len(ids))
		for i, id := range ids {
			out[i] = table[id]
		}
		return out
	}
	c := &pathCompressor{base: int32(len(table)), index: map[string]int32{}}
	seq := c.compress(ids)
	memo := map[int32][]Block{}
	return c.blocks(table, seq, memo)
}

// CompressPath is PathOf for a path given block by block (blocks equal
// field by field are one symbol).
func CompressPath(p []Block) []Block {
	var table []Block
	index := map[plainBlock]int32{}
	ids := make([]int32, len(p))
	for i, b := range p {
		key := plainBlock{b.Function, b.Block, b.File, b.Line, b.Col}
		id, ok := index[key]
		if !ok {
			id = int32(len(table))
			index[key] = id
			table = append(table, Block{Function: b.Function, Block: b.Block, File: b.File, Line: b.Line, Col: b.Col})
		}
		ids[i] = id
	}
	return PathOf(table, ids)
}

// blockKey is b as a comparable key (b without its repetition fields).
func blockKey(b Block) Block {
	return Block{Function: b.Function, Block: b.Block, File: b.File, Line: b.Line, Col: b.Col}
}

// ExpandPath is p with every repetition written out: the recorded path.
func ExpandPath(p []Block) []Block {
	out := make([]Block, 0, PathLen(p))
	for b := range PathBlocks(p) {
		out = append(out, b)
	}
	return out
}

// PathLen is the number of blocks p stands for.
func PathLen(p []Block) int {
	n := 0
	for i := range p {
		if p[i].Repeat > 0 {
			n += p[i].Repeat * PathLen(p[i].Path)
		} else {
			n++
		}
	}
	return n
}

// PathBlocks yields the blocks p stands for, in order.
func PathBlocks(p []Block) iter.Seq[Block] {
	return func(yield func(Block) bool) { pathEach(p, yield) }
}

func pathEach(p []Block, yield func(Block) bool) bool {
	for i := range p {
		if p[i].Repeat <= 0 {
			if !yield(p[i]) {
				return false
			}
			continue
		}
		for range p[i].Repeat {
			if !pathEach(p[i].Path, yield) {
				return false
			}
		}
	}
	return true
}

// PathFirst is the first block of p (p stands for at least one).
func PathFirst(p []Block) Block {
	for b := range PathBlocks(p) {
		return b
	}
	return Block{}
}

// PathLast is the last block of p (p stands for at least one).
func PathLast(p []Block) Block {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i].Repeat <= 0 {
			return p[i]
		}
		if PathLen(p[i].Path) > 0 {
			return PathLast(p[i].Path)
		}
	}
	return Block{}
}

// pathCompressor finds repetitions in a sequence of symbols: a symbol
// below base is a block of the table; one at base+i is the repetition
// reps[i].
type pathCompressor struct {
	base  int32
	reps  []pathRep
	index map[string]int32 // a repetition's key: its count and body
}

type pathRep struct {
	k    int
	body []int32
}

// compress rewrites seq by passes (each finds the repetitions of
// consecutive equal sub-paths; a pass over a path whose inner loops were
// compressed finds the outer loops) until a pass shortens it no more.
func (c *pathCompressor) compress(seq []int32) []int32 {
	for {
		out := c.pass(seq)
		if len(out) == len(seq) {
			return out
		}
		seq = out
	}
}

// pass is one scan of seq: at each position, the sub-path up to the next
// occurrence of the same symbol (a loop's iteration, when the position
// is its header) is taken as many times as it repeats consecutively.
func (c *pathCompressor) pass(seq []int32) []int32 {
	n := len(seq)
	next := make([]int32, n) // the next position of the same symbol, or -1
	last := map[int32]int32{}
	for i := n - 1; i >= 0; i-- {
		if j, ok := last[seq[i]]; ok {
			next[i] = j
		} else {
			next[i] = -1
		}
		last[seq[i]] = int32(i)
	}
	out := make([]int32, 0, n)
	// work caps the symbols compared over the pass (iterations that
	// differ only near their end cost a period's comparisons at every
	// position): past it, the rest of the pass is written as it is.
	work := pathWorkPerSymbol*n + 1_000_000
	for i := 0; i < n; {
		p := int(next[i]) - i
		if next[i] < 0 || p > pathMaxPeriod || work < 0 {
			out = append(out, seq[i])
			i++
			continue
		}
		k := 1
		for i+(k+1)*p <= n {
			same, spent := equalSyms(seq[i:i+p], seq[i+k*p:i+(k+1)*p])
			work -= spent
			if !same {
				break
			}
			k++
		}
		// A repetition costs an entry and its body once: worth it when it
		// spares more than that.
		if k < 2 || (k-1)*p <= 1 {
			out = append(out, seq[i])
			i++
			continue
		}
		body := c.compress(append([]int32(nil), seq[i:i+p]...))
		out = append(out, c.rep(k, body))
		i += k * p
	}
	return out
}

// equalSyms says whether a and b are equal, and how many symbols it
// compared.
func equalSyms(a, b []int32) (bool, int) {
	for i := range a {
		if a[i] != b[i] {
			return false, i + 1
		}
	}
	return true, len(a)
}

// rep is the symbol of body repeated k times.
func (c *pathCompressor) rep(k int, body []int32) int32 {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(k))
	for _, s := range body {
		sb.WriteByte(',')
		sb.WriteString(strconv.Itoa(int(s)))
	}
	key := sb.String()
	if s, ok := c.index[key]; ok {
		return s
	}
	s := c.base + int32(len(c.reps))
	c.reps = append(c.reps, pathRep{k: k, body: body})
	c.index[key] = s
	return s
}

// blocks renders seq as path entries (a repetition's entries are shared
// by its every occurrence: memo).
func (c *pathCompressor) blocks(table []Block, seq []int32, memo map[int32][]Block) []Block {
	out := make([]Block, 0, len(seq))
	for _, s := range seq {
		if s < c.base {
			out = append(out, table[s])
			continue
		}
		r := c.reps[s-c.base]
		body, ok := memo[s]
		if !ok {
			body = c.blocks(table, r.body, memo)
			memo[s] = body
		}
		out = append(out, Block{Repeat: r.k, Path: body})
	}
	return out
}
