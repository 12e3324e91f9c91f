// The commit `qbank --version` prints. `make` (scripts/build-info.sh) writes the
// untracked commit.h beside this file with the commit it builds; a plain
// `swift build` has none and says "unknown".
#include "CQBankBuildInfo.h"

#if __has_include("commit.h")
#include "commit.h"
#endif

#ifndef QBANK_COMMIT
#define QBANK_COMMIT "unknown"
#endif

const char *qbank_build_commit(void) { return QBANK_COMMIT; }
