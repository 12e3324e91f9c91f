// libjpeg-turbo (the libjpeg 6.2 interface), used directly through CQBankJPEG,
// whose C decode loop installs an error manager that returns instead of exiting.
// jpeglib.h needs size_t and FILE declared before it.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
