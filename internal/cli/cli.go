package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strconv"
	"strings"

	"wcet/internal/driver"
)

// Exit codes (DESIGN, CLI contract).
const (
	ExitOK       = 0
	ExitFailed   = 1
	ExitUsage    = 2
	ExitExceeded = 3
)

// Version is the tool version, reported by `wcet version` and in reports.
var Version = "0.1.0-dev"

// usageError is a command-line mistake (exit 2).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// usageOf is err, a usage error (exit 2) when the driver says the user
// asked for something wrong (driver.UsageError).
func usageOf(err error) error {
	var ue *driver.UsageError
	if errors.As(err, &ue) {
		return &usageError{ue.Msg}
	}
	return err
}

const usage = `usage: wcet <command> [flags] FILE

commands:
  analyze FILE.{c,ll}     bound a resource over every feasible execution (--dump ts prints the transition system)
  run FILE.{c,ll}         run the program concretely and print its cost (the oracle)
  instrument FILE.{ll,c}  write cost-counting LLVM IR for lli-14 (-o OUT.ll)
  compile FILE.c          print the LLVM IR wcet analyzes (-o OUT.ll)
  bench [DIR]             ss vs ia vs the oracle's worst case on DIR/*.c (default testdata)
  check --budget FILE     CI gate: analyze every task of a budget file, exit 3 if one exceeds its budget
  version                 print the version

Run 'wcet <command> -h' for the flags of a command.
`

// Main runs the command line args (without the program name) and returns
// the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return ExitUsage
	}
	var err error
	switch args[0] {
	case "analyze":
		err = analyzeCmd(args[1:], stdout, stderr)
	case "run":
		err = runCmd(args[1:], stdout, stderr)
	case "instrument":
		err = instrumentCmd(args[1:], stdout, stderr)
	case "compile":
		err = compileCmd(args[1:], stdout, stderr)
	case "bench":
		err = benchCmd(args[1:], stdout, stderr)
	case "check":
		err = checkCmd(args[1:], stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintf(stdout, "wcet %s\n", Version)
		return ExitOK
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return ExitOK
	default:
		fmt.Fprintf(stderr, "wcet: unknown command %q (commands: analyze, run, instrument, compile, bench, check, version)\n", args[0])
		return ExitUsage
	}
	return report(err, stderr)
}

// report prints err as one line and maps it to an exit code.
func report(err error, stderr io.Writer) int {
	if err == nil {
		return ExitOK
	}
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "wcet: %s\n", ue.msg)
		return ExitUsage
	}
	if errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	var ce *codeError
	if errors.As(err, &ce) {
		if ce.err != nil {
			fmt.Fprintf(stderr, "wcet: %s\n", ce.err)
		}
		return ce.code
	}
	fmt.Fprintf(stderr, "wcet: %s\n", err)
	return ExitFailed
}

// codeError carries an explicit exit code.
type codeError struct {
	code int
	err  error
}

func (e *codeError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

// parse parses flags that may stand before or after positional arguments.
func parse(fs *flag.FlagSet, args []string, stderr io.Writer) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(stderr)
				operand := "FILE"
				switch fs.Name() {
				case "bench":
					operand = "[DIR]"
				case "check":
					operand = "--budget FILE"
				}
				fmt.Fprintf(stderr, "usage: wcet %s [flags] %s\n", fs.Name(), operand)
				fs.PrintDefaults()
				return nil, flag.ErrHelp
			}
			return nil, usagef("%s: %v (see 'wcet %s -h')", fs.Name(), err, fs.Name())
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// multi is a repeatable string flag.
type multi []string

func (m *multi) String() string     { return strings.Join(*m, " ") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

// splitCFlags splits --cflags on white space, honouring simple quotes.
func splitCFlags(s string) []string {
	var out []string
	var cur strings.Builder
	quote := rune(0)
	has := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '\'' || r == '"'):
			quote = r
			has = true
		case quote == 0 && (r == ' ' || r == '\t' || r == '\n'):
			if cur.Len() > 0 || has {
				out = append(out, cur.String())
				cur.Reset()
				has = false
			}
		default:
			cur.WriteRune(r)
		}
	}
	if cur.Len() > 0 || has {
		out = append(out, cur.String())
	}
	return out
}

// ParseNondet parses a nondet sequence: comma-separated integers, where
// `v*k` stands for k copies of v.
func ParseNondet(s string) ([]*big.Int, error) {
	var out []*big.Int
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		v, rep := item, "1"
		if i := strings.IndexByte(item, '*'); i >= 0 {
			v, rep = item[:i], item[i+1:]
		}
		n, ok := new(big.Int).SetString(strings.TrimSpace(v), 10)
		if !ok {
			return nil, fmt.Errorf("bad nondet value %q (want integers, or v*count)", item)
		}
		k, err := strconv.Atoi(strings.TrimSpace(rep))
		if err != nil || k < 0 || k > 100_000_000 {
			return nil, fmt.Errorf("bad repetition count in %q", item)
		}
		for i := 0; i < k; i++ {
			out = append(out, n)
		}
	}
	return out, nil
}

// ArgValue is a parsed --arg value: an integer or a bracketed list.
type ArgValue struct {
	Scalar *big.Int
	List   []*big.Int
	IsList bool
}

// ParseArg parses `name=value` where value is an integer or `[1,2,3]`.
func ParseArg(s string) (string, ArgValue, error) {
	name, val, ok := strings.Cut(s, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return "", ArgValue{}, fmt.Errorf("bad --arg %q: want name=value or name=[1,2,3]", s)
	}
	val = strings.TrimSpace(val)
	if strings.HasPrefix(val, "[") {
		if !strings.HasSuffix(val, "]") {
			return "", ArgValue{}, fmt.Errorf("bad --arg %q: missing ']'", s)
		}
		inner := strings.TrimSpace(val[1 : len(val)-1])
		av := ArgValue{IsList: true}
		if inner != "" {
			for _, e := range strings.Split(inner, ",") {
				n, ok := new(big.Int).SetString(strings.TrimSpace(e), 0)
				if !ok {
					return "", ArgValue{}, fmt.Errorf("bad --arg %q: %q is not an integer", s, strings.TrimSpace(e))
				}
				av.List = append(av.List, n)
			}
		}
		return name, av, nil
	}
	n, ok := new(big.Int).SetString(val, 0)
	if !ok {
		return "", ArgValue{}, fmt.Errorf("bad --arg %q: %q is not an integer", s, val)
	}
	return name, ArgValue{Scalar: n}, nil
}

// streamOut lets write write to path, or to stdout when path is "" or
// "-", without holding the output in memory. The file is created (or
// truncated) at write's first byte, so a write that fails before writing
// anything leaves no file, as writeOut does.
func streamOut(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		return write(stdout)
	}
	lf := &lazyFile{path: path}
	err := write(lf)
	if lf.f != nil {
		if cerr := lf.f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil && lf.used {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return err
}

// lazyFile creates its file at the first Write.
type lazyFile struct {
	path string
	f    *os.File
	used bool // Write was called: an error is the file's
}

func (l *lazyFile) Write(p []byte) (int, error) {
	l.used = true
	if l.f == nil {
		f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return 0, err
		}
		l.f = f
	}
	return l.f.Write(p)
}

// writeOut writes data to path, or to stdout when path is "" or "-".
func writeOut(path string, stdout io.Writer, data []byte) error {
	if path == "" || path == "-" {
		_, err := stdout.Write(data)
		return err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}
