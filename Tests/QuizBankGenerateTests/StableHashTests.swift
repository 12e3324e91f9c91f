import Testing

@testable import QuizBankGenerate

/// Question ids and every per-film choice come from `StableHash`, so its
/// values are part of what `qbank generate` writes. Each expected value here
/// is the first 8 bytes (big-endian) of SHA-256 over the parts, each followed
/// by a NUL, computed outside the project with Python's hashlib.
struct StableHashTests {
  @Test func twoThreeAndFourPartsHashAsTheFormulaSays() {
    #expect(StableHash.value("film", "tt1") == 0x5377_6a27_4e2e_ae0a)
    #expect(StableHash.value("rounds", "42") == 0x4aaa_b168_ae10_8e0d)
    #expect(StableHash.value("compare", "7", "tt9") == 0x5e48_6e74_bd0a_75f3)
    #expect(StableHash.value("threshold", "seed", "tt0111161", "rating") == 0x4512_0a11_55bb_c316)
    #expect(StableHash.value("question", "tt1", "rating", "7.5") == 0xb53f_40c0_6f5d_b8c7)
    #expect(StableHash.value("balance", "", "é", "x") == 0x1056_41f4_8a4e_20eb)
  }
}
