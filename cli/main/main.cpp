#include <malloc.h>

#include "cli/app.h"

int main(int argc, char** argv) {
#ifdef __GLIBC__
  // glibc raises its trim threshold each time a large block is freed, and
  // then keeps freed memory: cross-hand snapshots freed on another thread
  // than the one that made them stayed resident, and peak memory grew with
  // the input (74 MiB auditing 2 GB with -j2). A fixed threshold bounds what
  // each arena keeps. Not lower: at 128 KiB the workers' arenas were given
  // back and faulted in again all the time (madvise and page faults, a tenth
  // of the time with -j2). The read blocks, the largest memory, do not pass
  // through malloc once warm (input/text_block.h). bench/RESULTS.md has the
  // figures.
  mallopt(M_TRIM_THRESHOLD, 16 * 1024 * 1024);
  // Fixing the trim threshold also fixes glibc's mmap threshold at 128 KiB:
  // every larger allocation (a read block's list of hands, its decoded
  // text) was then fresh memory from the kernel, faulted in page by page
  // and unmapped when freed, a tenth of the time of a GGPoker log. Up to
  // 4 MiB they come from the arenas and are reused.
  mallopt(M_MMAP_THRESHOLD, 4 * 1024 * 1024);
#endif
  return cli::run(argc, argv);
}
