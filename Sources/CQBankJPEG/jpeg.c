#include "qbank_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg's error manager, with where to jump back to and the message.
struct qbank_error_manager {
  struct jpeg_error_mgr base;
  jmp_buf back;
  char message[JMSG_LENGTH_MAX];
};

/// Replaces `error_exit` (which calls exit()): keeps the message and jumps back.
static void qbank_error_exit(j_common_ptr info) {
  struct qbank_error_manager *manager = (struct qbank_error_manager *)info->err;
  (*info->err->format_message)(info, manager->message);
  longjmp(manager->back, 1);
}

/// Replaces `emit_message`: a warning (level -1: a cut file, corrupt data) is an
/// error here, so a damaged picture is refused rather than drawn half grey; trace
/// messages (levels 0 and up) are dropped, never printed.
static void qbank_emit_message(j_common_ptr info, int level) {
  if (level < 0) qbank_error_exit(info);
}

qbank_jpeg_status qbank_jpeg_decode(
    const unsigned char *data, size_t size, long max_pixels, qbank_jpeg_image *out) {
  struct jpeg_decompress_struct info;
  struct qbank_error_manager manager;
  /* volatile: read after longjmp. */
  unsigned char *volatile pixels = NULL;
  unsigned char *volatile cmyk_row = NULL;
  memset(out, 0, sizeof *out);
  info.err = jpeg_std_error(&manager.base);
  manager.base.error_exit = qbank_error_exit;
  manager.base.emit_message = qbank_emit_message;
  manager.message[0] = 0;
  if (setjmp(manager.back)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(cmyk_row);
    snprintf(out->message, sizeof out->message, "%s", manager.message);
    return QBANK_JPEG_CORRUPT;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  /* CMYK and YCCK (Adobe) pictures come out as CMYK and are made RGB below:
     libjpeg converts neither to RGB itself. */
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
  /* A large picture (a 2000x3000 poster) is decoded at 1/2, 1/4 or 1/8 of its
     size, the first that fits the limit, rather than refused. */
  long width = 0, height = 0;
  for (unsigned int denom = 1; denom <= 8; denom *= 2) {
    info.scale_num = 1;
    info.scale_denom = denom;
    jpeg_calc_output_dimensions(&info);
    width = (long)info.output_width;
    height = (long)info.output_height;
    if (width > 0 && height > 0 && width <= max_pixels && height <= max_pixels / width) break;
  }
  if (width <= 0 || height <= 0 || width > max_pixels || height > max_pixels / width) {
    info.scale_denom = 1;
    jpeg_calc_output_dimensions(&info);
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    return QBANK_JPEG_TOO_LARGE;
  }
  jpeg_start_decompress(&info);
  size_t stride = (size_t)width * 3;
  pixels = malloc(stride * (size_t)height);
  /* One CMYK row (4 bytes a pixel) at a time, made RGB into `pixels`. */
  if (cmyk) cmyk_row = malloc((size_t)width * 4);
  if (pixels == NULL || (cmyk && cmyk_row == NULL)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(cmyk_row);
    return QBANK_JPEG_NO_MEMORY;
  }
  /* Adobe's CMYK JPEGs (Photoshop, Pillow) store the inks inverted. */
  int inverted = info.saw_Adobe_marker;
  while (info.output_scanline < info.output_height) {
    unsigned char *target = pixels + stride * info.output_scanline;
    if (!cmyk) {
      JSAMPROW row = target;
      jpeg_read_scanlines(&info, &row, 1);
      continue;
    }
    JSAMPROW row = cmyk_row;
    jpeg_read_scanlines(&info, &row, 1);
    for (long x = 0; x < width; x++) {
      const unsigned char *ink = cmyk_row + x * 4;
      unsigned int k = inverted ? ink[3] : 255u - ink[3];
      for (int channel = 0; channel < 3; channel++) {
        unsigned int c = inverted ? ink[channel] : 255u - ink[channel];
        target[x * 3 + channel] = (unsigned char)((c * k + 127u) / 255u);
      }
    }
  }
  free(cmyk_row);
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  out->width = (int)width;
  out->height = (int)height;
  out->pixels = pixels;
  return QBANK_JPEG_OK;
}

void qbank_jpeg_free(qbank_jpeg_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}
