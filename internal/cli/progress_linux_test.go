//go:build linux

package cli

import (
	"fmt"
	"os"
	"testing"

	"golang.org/x/sys/unix"
)

// TestIsTerminalPty: the slave side of a pseudo-terminal is a terminal, so
// newProgress writes on it.
func TestIsTerminalPty(t *testing.T) {
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	defer ptmx.Close()
	fd := int(ptmx.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("cannot unlock the pty: %v", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Skipf("no pty number: %v", err)
	}
	tty, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("cannot open the pty: %v", err)
	}
	defer tty.Close()
	if !isTerminal(tty) {
		t.Fatalf("a pty is not a terminal")
	}
	if newProgress(tty, false, "analyze", 0) == nil {
		t.Errorf("newProgress on a terminal is nil")
	}
	if newProgress(tty, true, "analyze", 0) != nil {
		t.Errorf("--quiet: newProgress on a terminal is not nil")
	}
}
