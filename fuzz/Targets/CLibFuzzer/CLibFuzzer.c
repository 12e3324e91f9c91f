// Declarations only (include/CLibFuzzer.h); SwiftPM needs one source file.
#include "CLibFuzzer.h"
