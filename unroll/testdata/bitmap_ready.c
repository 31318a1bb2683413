// bitmap_ready: the setup loop of a uC/OS-style two-level ready bitmap
// (testdata/review2/ready_bitmap.c): NT task priorities (default 16) in
// groups of 4, each made ready when its bit of an unknown mask is set.
//
// Cost by hand (cost none, WCET_COST only): 1 per task made ready (at
// most NT), 100 when all 4 groups have a ready task (grp == 15), 10 per
// group whose 4 tasks are all ready. Every term is largest when every
// bit of the mask is set (all NT tasks ready), so that is the worst case:
//   NT = 16: 16 + 100 + 4*10 = 156 (set = 65535);
//   NT = 10: 10 + 0 + 2*10 = 30 (groups 0 and 1 full, group 2 holds 2
//            tasks, group 3 none: grp <= 7);
//   NT = 8:  8 + 0 + 2*10 = 28 (grp <= 3).
//
// grp and tbl[] are updated by or-ing a bit into their own value
// (unroll.bitmapGlobals): held as constants, each subset of the mask's
// bits gave the loop's header a shape of its own (2^NT) and SS did not
// finish at NT = 16 (TestBitmapSetup).
#include "wcet.h"
#ifndef NT
#define NT 16
#endif
static unsigned char grp;
static unsigned char tbl[4];
static void make_ready(int p) {
  WCET_COST(1);
  grp |= (unsigned char)(1u << (p >> 2));
  tbl[p >> 2] |= (unsigned char)(1u << (p & 3));
}
int main(void) {
  unsigned set = (unsigned)WCET_NONDET_RANGE(0, (1u << NT) - 1);
  for (int p = 0; p < NT; p++)
    if (set & (1u << p)) make_ready(p);
  if (grp == 15) WCET_COST(100);
  for (int g = 0; g < 4; g++)
    if (tbl[g] == 15) WCET_COST(10);
  return grp;
}
