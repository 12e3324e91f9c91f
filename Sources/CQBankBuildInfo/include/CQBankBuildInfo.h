#ifndef CQBANK_BUILD_INFO_H
#define CQBANK_BUILD_INFO_H

/// The git commit qbank was built from, as `make` recorded it in the untracked
/// `commit.h` beside this target's source ("unknown" when built without `make`).
const char *qbank_build_commit(void);

#endif
