#ifndef QBANK_SCAN_H
#define QBANK_SCAN_H

// Byte masks for the bundle splitter and the canonical compaction: one bit per
// byte, from SSE2's compare and movemask on x86-64 (two instructions per
// sixteen bytes, where Swift's SIMD types gather a comparison's lanes with two
// multiplies), a byte at a time elsewhere. Inline, so Swift's calls are
// compiled in place.

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// One bit per byte of the sixteen bytes at `p`, lowest first: set where the
/// byte is `a` or `b`.
static inline uint32_t qbank_mask16_either(const uint8_t *p, uint8_t a, uint8_t b) {
#if defined(__SSE2__)
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  __m128i m = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8((char)a)),
                           _mm_cmpeq_epi8(v, _mm_set1_epi8((char)b)));
  return (uint32_t)_mm_movemask_epi8(m);
#else
  uint32_t mask = 0;
  for (int i = 0; i < 16; i++) {
    if (p[i] == a || p[i] == b) mask |= 1u << i;
  }
  return mask;
#endif
}

/// What the splitter needs of 64 bytes: where the quotes are, where the bytes
/// that look like brackets with bits 0x26 cleared are (`[ ] { }`, and `Y _ y`
/// and DEL, which the splitter refuses outside strings), one bit per byte,
/// lowest first; and whether there is a backslash.
typedef struct {
  uint64_t quotes;
  uint64_t brackets;
  int backslash;
} qbank_block64;

/// ``qbank_block64`` of the 64 bytes at `p`.
static inline qbank_block64 qbank_scan64(const uint8_t *p) {
  qbank_block64 block = {0, 0, 0};
#if defined(__SSE2__)
  const __m128i quote = _mm_set1_epi8(0x22);
  const __m128i backslash = _mm_set1_epi8(0x5C);
  const __m128i fold = _mm_set1_epi8((char)0xD9);
  const __m128i bracket = _mm_set1_epi8(0x59);
  __m128i any = _mm_setzero_si128();
  for (int k = 0; k < 4; k++) {
    __m128i v = _mm_loadu_si128((const __m128i *)(p + 16 * k));
    any = _mm_or_si128(any, _mm_cmpeq_epi8(v, backslash));
    block.quotes |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(v, quote)) << (16 * k);
    block.brackets |= (uint64_t)(uint32_t)_mm_movemask_epi8(
                          _mm_cmpeq_epi8(_mm_and_si128(v, fold), bracket))
                      << (16 * k);
  }
  block.backslash = _mm_movemask_epi8(any) != 0;
#else
  for (int i = 0; i < 64; i++) {
    uint8_t byte = p[i];
    if (byte == 0x22) block.quotes |= (uint64_t)1 << i;
    if ((byte & 0xD9) == 0x59) block.brackets |= (uint64_t)1 << i;
    if (byte == 0x5C) block.backslash = 1;
  }
#endif
  return block;
}

/// Asks for the cache line at `p` ahead of its use (nothing where the
/// compiler has no prefetch builtin).
static inline void qbank_prefetch(const void *p) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(p, 0, 3);
#else
  (void)p;
#endif
}

#endif
