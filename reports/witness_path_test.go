package reports

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// loopyPath is a path shaped as a run records it: nested loops (in
// nested functions), each iteration a header, a body, an inner loop and
// a latch. With vary, the body takes a rare branch and the trip counts
// are random (some iterations differ from the last); without, every
// loop runs 12 times the same way (md5's shape).
func loopyPath(rng *rand.Rand, vary bool, depth int, out []Block) []Block {
	blk := func(fn string, n int) Block {
		return Block{Function: fn, Block: fmt.Sprintf("%%%d", n), File: "p.c", Line: 10*depth + n, Col: n % 7}
	}
	fn := fmt.Sprintf("f%d", depth)
	out = append(out, blk(fn, 0))
	iters := 12
	if vary {
		iters = 1 + rng.IntN(12)
	}
	for range iters {
		out = append(out, blk(fn, 1))
		if vary && rng.IntN(16) == 0 {
			out = append(out, blk(fn, 2)) // a rare branch
		} else {
			out = append(out, blk(fn, 3))
		}
		if depth < 2 {
			out = loopyPath(rng, vary, depth+1, out)
		}
		out = append(out, blk(fn, 4))
	}
	return append(out, blk(fn, 5))
}

// TestCompressedPathRoundTrip: a long path (above PathCompressMin) is
// written compressed, and the compressed form stands for exactly the
// recorded path (ExpandPath, PathLen, PathFirst, PathLast, PathBlocks),
// in far fewer entries; it survives WriteJSON and ReadJSON (as
// encoding/json writes it too), and the text formats count the recorded
// blocks. A path up to PathCompressMin is written one block an entry
// (the goldens' reports unchanged).
func TestCompressedPathRoundTrip(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 7))
		var path []Block
		for len(path) <= PathCompressMin {
			path = loopyPath(rng, seed%2 == 1, 0, path)
		}
		c := CompressPath(path)
		if got := ExpandPath(c); !slices.EqualFunc(got, path, sameBlock) {
			t.Fatalf("seed %d: the compressed path (%d entries) expands to %d blocks, not the %d recorded (first difference at %d)", seed, len(c), len(got), len(path), firstDiff(got, path))
		}
		if PathLen(c) != len(path) || !sameBlock(PathFirst(c), path[0]) || !sameBlock(PathLast(c), path[len(path)-1]) {
			t.Fatalf("seed %d: PathLen %d, first %v, last %v; want %d, %v, %v", seed, PathLen(c), PathFirst(c), PathLast(c), len(path), path[0], path[len(path)-1])
		}
		if entries := countEntries(c); entries*2 > len(path) || seed%2 == 0 && entries*100 > len(path) {
			t.Errorf("seed %d: %d entries for %d blocks: hardly compressed", seed, entries, len(path))
		}
		r := okReport()
		r.Witness.Path = c
		var got bytes.Buffer
		if err := WriteJSON(&got, r); err != nil {
			t.Fatal(err)
		}
		want, err := referenceJSON(r)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("seed %d: WriteJSON differs from encoding/json:\n%s", seed, diff(string(want), got.String()))
		}
		back, err := ReadJSON(bytes.NewReader(got.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if exp := ExpandPath(back.Witness.Path); !slices.EqualFunc(exp, path, sameBlock) {
			t.Fatalf("seed %d: the path read back expands differently (at %d)", seed, firstDiff(exp, path))
		}
		if seed == 0 {
			if !strings.Contains(got.String(), `"repeat": `) {
				t.Errorf("no repetition in the JSON")
			}
			txt := string(renderAs(t, "txt", r))
			if want := fmt.Sprintf("%d blocks: %s ... %s", len(path), blockText(path[0]), blockText(path[len(path)-1])); !strings.Contains(txt, want) {
				t.Errorf("text report: no %q", want)
			}
		}
	}
	// Short: one block an entry, whatever repeats.
	var short []Block
	for i := range PathCompressMin {
		short = append(short, Block{Function: "f", Block: fmt.Sprint(i % 3), File: "f.c", Line: i % 3})
	}
	if c := CompressPath(short); !slices.EqualFunc(c, short, sameBlock) || countEntries(c) != len(short) {
		t.Errorf("a path of %d blocks was compressed", len(short))
	}
}

func sameBlock(a, b Block) bool {
	return a.Function == b.Function && a.Block == b.Block && a.File == b.File && a.Line == b.Line && a.Col == b.Col && a.Repeat == 0 && b.Repeat == 0
}

func firstDiff(a, b []Block) int {
	for i := range min(len(a), len(b)) {
		if !sameBlock(a[i], b[i]) {
			return i
		}
	}
	return min(len(a), len(b))
}

// countEntries counts the entries of p, those inside repetitions
// included (each written once).
func countEntries(p []Block) int {
	n := len(p)
	for _, b := range p {
		n += countEntries(b.Path)
	}
	return n
}
