#include <malloc.h>

#include "cli/app.h"

int main(int argc, char** argv) {
#ifdef __GLIBC__
  // glibc raises its trim threshold each time a large block is freed, and
  // then keeps freed memory: the 1 MiB read blocks and the cross-hand
  // snapshots, freed on another thread than the one that made them, stayed
  // resident and peak memory grew with the input (74 MiB auditing 2 GB with
  // -j2). A fixed threshold gives the memory back (bench/RESULTS.md).
  mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
  return cli::run(argc, argv);
}
