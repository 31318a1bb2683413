// The stack frames of the per-function breakdown (--breakdown), by hand.
// main calls leaf and vla; memset is a C library routine the interpreter
// runs in place (not an activation: no row). vla allocates a
// variable-length array: its frame is the static part, marked dynamic.
//
// How the figures were found: the analysed IR (clang-14 -g -O1 -Xclang
// -disable-llvm-passes -D__WCET__ -S -emit-llvm, then opt-14
// -passes=verify,mem2reg,loop-simplify,lcssa; for a target with its
// --target, CPU flags and -nostdlibinc -isystem /usr/include/newlib)
// compiled by clang-14 -x ir -O2 -Xclang -disable-llvm-passes
// -fstack-usage -c (--target and CPU flags for a target; on the host
// every attribute group given noredzone first), then the .su file read:
//
//   .su (bytes, qualifier)   leaf        vla          main
//   host (x86-64)            40 static    8 dynamic   40 static
//   cortex-m4                40 static   16 dynamic   40 static
//   cortex-m0plus            56 static   16 dynamic   40 static
//   rv32imac                 48 static   16 dynamic   32 static
//
// The breakdown's frame bytes add the call's own bytes (the host's 8-byte
// return address; 0 on the targets): host leaf 48, vla 16+dyn, main 48;
// cortex-m4 40, 16+dyn, 40; cortex-m0plus 56, 16+dyn, 40; rv32imac 48,
// 16+dyn, 32.
#include <string.h>

int leaf(int x) { volatile int a[10]; a[x % 10] = x; return a[0]; }
int vla(int n) {
  if (n < 1 || n > 8)
    return 0;
  volatile char buf[n];
  buf[0] = 1;
  return buf[0];
}
int main(void) {
  char z[24];
  memset(z, 0, sizeof z);
  return leaf(3) + vla(5) + z[1];
}
