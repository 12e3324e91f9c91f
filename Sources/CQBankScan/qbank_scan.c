// The functions are inline, in the header; a C target needs a source file.
#include "qbank_scan.h"
