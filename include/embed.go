// Package include ships the annotation header wcet.h inside the wcet
// binary, so that `wcet analyze prog.c` works from any directory.
package include

import _ "embed"

// WcetH is the content of include/wcet.h.
//
//go:embed wcet.h
var WcetH []byte
