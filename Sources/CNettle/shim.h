// Nettle's SHA-256, used directly by QuizBankGenerate's StableHash: a context on
// the stack, no allocation, for the millions of short messages a large catalogue
// hashes (swift-crypto allocates and frees a context per message).
#include <stddef.h>
#include <stdint.h>
#include <nettle/version.h>
#include <nettle/sha2.h>

/// SHA-256 of the `length` bytes at `data`, written to `digest` (32 bytes).
/// Nettle 4 dropped the length argument of its `*_digest` functions; both
/// versions are served here.
static inline void quizbank_sha256(const uint8_t *data, size_t length, uint8_t *digest) {
  struct sha256_ctx context;
  nettle_sha256_init(&context);
  nettle_sha256_update(&context, length, data);
#if NETTLE_VERSION_MAJOR >= 4
  nettle_sha256_digest(&context, digest);
#else
  nettle_sha256_digest(&context, SHA256_DIGEST_SIZE, digest);
#endif
}
