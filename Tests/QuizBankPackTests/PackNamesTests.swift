import CLibXML2
import Foundation
import Testing

@testable import QuizBankPack

/// The SAX callbacks recognise a pack's names by the address libxml2 interned
/// them at, and by their bytes otherwise.
struct PackNamesTests {
  @Test func findsEveryNameByItsInternedAddressAndByItsBytes() throws {
    let dict = try #require(xmlDictCreate())
    defer { xmlDictFree(dict) }
    let names = PackNames(dict: dict)
    defer { names.deallocate() }
    let elements: [(String, PackNames.Element)] = [
      ("pack", .pack), ("title", .title), ("description", .description), ("settings", .settings),
      ("question", .question), ("prompt", .prompt), ("subject", .subject), ("image", .image),
      ("alt", .alt), ("choice", .choice), ("explanation", .explanation), ("tag", .tag),
      ("provenance", .provenance), ("values", .values), ("string", .string),
      ("number", .number), ("boolean", .boolean), ("rounds", .rounds), ("round", .round),
      ("ref", .ref), ("text", .text),
    ]
    let attributes: [(String, PackNames.Attribute)] = [
      ("id", .id), ("version", .version), ("default-locale", .defaultLocale),
      ("locales", .locales), ("created-at", .createdAt), ("digest", .digest),
      ("round-size", .roundSize), ("feedback-delay-ms", .feedbackDelayMs),
      ("shuffle-questions", .shuffleQuestions), ("shuffle-choices", .shuffleChoices),
      ("mode", .mode), ("kind", .kind), ("correct", .correct), ("points", .points),
      ("difficulty", .difficulty), ("year", .year), ("source", .source), ("sha256", .sha256),
      ("source-id", .sourceId), ("rule", .rule), ("name", .name), ("question", .question),
      ("lang", .lang),
    ]
    #expect(elements.count == PackNames.Element.allCases.count)
    #expect(attributes.count == PackNames.Attribute.allCases.count)
    for (spelling, element) in elements {
      let interned = try #require(xmlDictLookup(dict, spelling, -1))
      #expect(names.element(interned) == element.rawValue, "\(spelling)")
      try Self.withCopy(of: spelling) { #expect(names.element($0) == element.rawValue) }
    }
    for (spelling, attribute) in attributes {
      let interned = try #require(xmlDictLookup(dict, spelling, -1))
      #expect(names.attribute(interned) == attribute.rawValue, "\(spelling)")
      try Self.withCopy(of: spelling) { #expect(names.attribute($0) == attribute.rawValue) }
    }
    // Names of the other kind, and names a pack does not have.
    for spelling in ["colour", "lang", "x", ""] {
      let interned = try #require(xmlDictLookup(dict, spelling, -1))
      #expect(names.element(interned) == PackNames.unknown, "\(spelling)")
    }
    for spelling in ["colour", "text", "pack", ""] {
      let interned = try #require(xmlDictLookup(dict, spelling, -1))
      #expect(names.attribute(interned) == PackNames.unknown, "\(spelling)")
    }
  }

  /// Calls `body` with the bytes of `text` at an address of their own (not interned).
  static func withCopy(of text: String, _ body: (UnsafePointer<xmlChar>) -> Void) throws {
    let copy = try #require(strdup(text))
    defer { free(copy) }
    body(UnsafeRawPointer(copy).assumingMemoryBound(to: xmlChar.self))
  }
}
