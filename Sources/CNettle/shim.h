// Nettle's SHA-256, used directly by QuizBankGenerate's StableHash: a context on
// the stack, no allocation, for the millions of short messages a large catalogue
// hashes (swift-crypto allocates and frees a context per message).
#include <nettle/sha2.h>
