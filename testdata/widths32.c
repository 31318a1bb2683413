// ENTRY: main
// WANT: cost=none resource=cycles bound=2511 exact=true
// WANT: cost=none resource=heap bound=72 exact=true
//
// widths32: costs that count the bytes of long, of a pointer and of a
// struct holding both, a linked list whose links live in the heap, and
// pointers in a global initializer. The WANTs are the host's (x86-64:
// long and pointers 8 bytes); internal/harness's cortex-m4 lane
// (TestThreeLegsTarget) checks the 32-bit figures below.
//
// host:      sizeof(long) 8, sizeof(void *) 8, sizeof(struct node) 24
//            8*1 + 8*10 + 24*100 + (3+2+1) + tab[1] 7 + g.k 3 + *g.p 7
//            = 8 + 80 + 2400 + 6 + 17 = 2511; heap 3*24 = 72
// cortex-m4: sizeof(long) 4, sizeof(void *) 4, sizeof(struct node) 12
//            4 + 40 + 1200 + 6 + 17 = 1267; heap 3*12 = 36
#include <stdlib.h>
#include "wcet.h"

struct node {
  struct node *next;
  long v;
  char c;
};

static int a[2] = {5, 7};
static int *tab[2] = {&a[0], &a[1]};
static struct {
  int *p;
  int k;
} g = {&a[1], 3};

int main(void) {
  struct node *n = malloc(3 * sizeof(struct node));
  if (!n)
    return 1;
  for (unsigned i = 0; i < sizeof(long); i++)
    WCET_COST(1);
  for (unsigned i = 0; i < sizeof(void *); i++)
    WCET_COST(10);
  for (unsigned i = 0; i < sizeof(struct node); i++)
    WCET_COST(100);
  for (int i = 0; i < 3; i++) {
    n[i].next = i ? &n[i - 1] : 0;
    n[i].v = i;
    n[i].c = 1;
  }
  for (struct node *p = &n[2]; p; p = p->next)
    WCET_COST(p->v + 1);
  WCET_COST(*tab[1]);
  WCET_COST(g.k + *g.p);
  free(n);
  return 0;
}
