import Testing

@testable import QuizBankValidate

/// `isBlank` (QB106, empty text) decides white space from a short list of
/// scalars instead of the standard library's property table; the table is the
/// independent answer it is held to.
struct BlankTextTests {
  @Test func theWhiteSpaceListIsTheStandardLibrarysWhiteSpaceProperty() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      if scalar.isUnicodeWhiteSpace != scalar.properties.isWhitespace {
        disagreements.append(value)
      }
    }
    #expect(disagreements == [])
  }

  /// Every scalar alone, before a letter and before a space, against the property table.
  @Test func everyScalarAloneAndFirstAgreesWithTheProperty() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      let white = scalar.properties.isWhitespace
      let alone = String(scalar)
      if alone.isBlank != white || (alone + "x").isBlank || (alone + " ").isBlank != white {
        disagreements.append(value)
      }
    }
    #expect(disagreements == [])
  }

  @Test(arguments: [
    ("", true), (" ", true), ("\t\n\u{0B}\u{0C}\r ", true), ("\u{3000}\u{A0}\u{2003}\u{85}", true),
    ("\u{2028}\u{2029}\u{202F}\u{205F}\u{1680}", true), ("a", false), ("  a  ", false),
    ("\u{200B}", false), ("\u{1C}", false), ("\u{FEFF}", false), ("Так", false),
    (" \u{3000}x", false), ("e\u{301}", false),
  ])
  func blankTextIsOnlyWhiteSpace(text: String, blank: Bool) {
    #expect(text.isBlank == blank)
  }
}
