package unroll

import "testing"

// symStoreCases: a store at an offset the path does not fix (a weak
// update) read back through the same offset (mem.go, "The last store at
// an unfixed offset"). The worst cases, by hand, are checked against the
// oracle's exhaustive runs by checkOracleCases; the cases that may not
// read the stored value back (a later store that may alias, an index
// that changed, a different width) guard soundness.
var symStoreCases = []oracleCase{
	// review3/min/symidx_readback.c: v = 4 iterations of 3 (12).
	{"symidx_readback", `
static unsigned char len[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 4);
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, true},
	// Sixteen slots (too many to split on), read back through a pointer
	// made anew: 6 iterations of 2 (12).
	{"symidx_readback_wide", `
static unsigned char len[16];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 15);
  len[q] = (unsigned char)WCET_NONDET_RANGE(1, 6);
  unsigned char *p = &len[q];
  for (int i = 0; i < *p; i++) WCET_COST(2);
  return 0;
}`, true},
	// The stored variable changes after the store: the cell keeps the
	// stored value, 3 iterations (9).
	{"symidx_value_changes", `
static unsigned char len[4];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 3);
  unsigned char v = (unsigned char)WCET_NONDET_RANGE(0, 3);
  len[q] = v;
  v = 200;
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  if (v == 200) WCET_COST(1);
  return 0;
}`, true},
	// Read, add, write back at the same index: v + 1 = 5 iterations (10).
	{"symidx_increment", `
static unsigned char len[4];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 3);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 4);
  len[q] = len[q] + 1;
  for (int i = 0; i < len[q]; i++) WCET_COST(2);
  return 0;
}`, true},
	// A store and a read back at each iteration of an outer loop: 2
	// iterations of 1, three times (6).
	{"symidx_in_loop", `
static unsigned char cnt[4];
int main(void) {
  for (int k = 0; k < 3; k++) {
    int q = WCET_NONDET_RANGE(0, 3);
    cnt[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
    for (int i = 0; i < cnt[q]; i++) WCET_COST(1);
  }
  return 0;
}`, true},
	// The store in a callee, through a pointer: 3 iterations of 2 (6).
	{"symidx_callee_store", `
static unsigned char len[4];
static void set(unsigned char *p, int v) { *p = (unsigned char)v; }
int main(void) {
  int q = WCET_NONDET_RANGE(0, 3);
  set(&len[q], WCET_NONDET_RANGE(0, 3));
  for (int i = 0; i < len[q]; i++) WCET_COST(2);
  return 0;
}`, true},
	// A later store at a constant index that may be q: q = 0 reads 5
	// (15); a read of the first value would give 2 iterations.
	{"symidx_then_const_store", `
static unsigned char len[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
  len[0] = 5;
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, false},
	// A later store at another unknown index: r = q reads 7 (21).
	{"symidx_then_other_index", `
static unsigned char len[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  int r = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
  len[r] = 7;
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, false},
	// The index changes: len[1 - q] is still 6 (18).
	{"symidx_index_changes", `
static unsigned char len[2] = {6, 6};
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
  q = 1 - q;
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, false},
	// A memset over the array after the store: 9 iterations (27).
	{"symidx_then_memset", `
#include <string.h>
static unsigned char len[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
  memset(len, 9, sizeof len);
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, false},
	// The same bytes read at another width (the low byte at the stored
	// offset, the high byte past it): 7 and 1, so only the last cost (1).
	{"symidx_other_width", `
static unsigned short w[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  w[q] = 0x0107;
  unsigned char *b = (unsigned char *)w;
  if (b[2 * q] != 7) WCET_COST(50);
  if (b[2 * q + 1] != 1) WCET_COST(40);
  WCET_COST(1);
  return 0;
}`, false},
	// A store through a pointer that may alias the slot: p = &len[r]
	// with r = q writes 8 (24).
	{"symidx_then_alias_ptr", `
static unsigned char len[2];
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  unsigned char *p = &len[WCET_NONDET_RANGE(0, 1)];
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 2);
  *p = 8;
  for (int i = 0; i < len[q]; i++) WCET_COST(3);
  return 0;
}`, false},
}

func TestMemSymStore(t *testing.T) { checkOracleCases(t, symStoreCases) }
