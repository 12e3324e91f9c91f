// zlib, used directly: the PNG decoder inflates picture data with `inflate`
// (which checks the stream's Adler-32) and checks each chunk with `crc32`.
// libxml2 already links it, so it adds no library to the binary.
#include <zlib.h>
