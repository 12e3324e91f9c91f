#ifndef QBANK_JPEG_H
#define QBANK_JPEG_H

#include <stddef.h>

/// What `qbank_jpeg_decode` says of a picture.
typedef enum {
  QBANK_JPEG_OK = 0,
  /// libjpeg refused it (damaged, cut short, not a JPEG): `message` says why.
  QBANK_JPEG_CORRUPT = 1,
  /// Wider or taller than the limit allows: `width` and `height` say its size.
  QBANK_JPEG_TOO_LARGE = 2,
  /// No memory for the pixels.
  QBANK_JPEG_NO_MEMORY = 3,
} qbank_jpeg_status;

/// A decoded picture: `width * height * 3` bytes of RGB in `pixels` (malloc'd,
/// freed with `qbank_jpeg_free`), or why it could not be decoded.
typedef struct {
  int width;
  int height;
  unsigned char *pixels;
  char message[200];
} qbank_jpeg_image;

/// Decodes the JPEG in `data` to 8-bit RGB. libjpeg's errors, and its warnings
/// (a cut file, corrupt entropy data), return QBANK_JPEG_CORRUPT with libjpeg's
/// message instead of ending the process or drawing grey: the error manager jumps
/// back here (setjmp/longjmp, which Swift cannot do). At most `max_pixels` pixels.
qbank_jpeg_status qbank_jpeg_decode(
    const unsigned char *data, size_t size, long max_pixels, qbank_jpeg_image *out);

/// Frees the pixels of a decoded picture.
void qbank_jpeg_free(qbank_jpeg_image *image);

#endif
