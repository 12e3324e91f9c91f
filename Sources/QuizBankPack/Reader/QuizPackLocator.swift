import Foundation
import QuizBankModel

/// Points findings about a bundle read from a pack back into the pack's XML.
///
/// A JSON pointer into the bundle (`/questions/3/choices/1/text/en`) maps to an
/// element of the pack (`/pack/question[4]/choice[2]/text[@xml:lang='en']`),
/// whose line and column are found by one scan of the file for all findings
/// at once. A pointer whose element is absent from the pack (a member left to
/// its default) points at the nearest element that is there.
public struct QuizPackLocator: Sendable {
  /// The pack.
  public let source: XMLSource

  /// Creates a locator for a pack.
  public init(source: XMLSource) { self.source = source }

  typealias Step = XMLPath.Step

  /// The path of the question at `index` (0-based) of the bundle.
  static func questionPath(_ index: Int) -> XMLPath {
    XMLPath([Step("pack"), Step("question", .ordinal(index + 1))])
  }

  /// The pack element (and attribute) a JSON pointer into the bundle maps to.
  package static func path(forPointer pointer: String) -> XMLPath {
    let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    let pack = XMLPath([Step("pack")])
    guard let first = tokens.first else { return pack }
    let rest = Array(tokens.dropFirst())
    switch first {
    case "id", "version", "locales", "digest": return pack.attribute(first)
    case "defaultLocale": return pack.attribute("default-locale")
    case "createdAt": return pack.attribute("created-at")
    case "title", "description": return localized(pack.appending(Step(first)), rest)
    case "settings":
      let settings = pack.appending(Step("settings"))
      guard let member = rest.first else { return settings }
      return settings.attribute(kebab(member))
    case "questions":
      guard let index = rest.first.flatMap({ Int($0) }) else { return pack }
      return question(questionPath(index), Array(rest.dropFirst()))
    case "rounds":
      let rounds = pack.appending(Step("rounds"))
      guard let index = rest.first.flatMap({ Int($0) }) else { return rounds }
      let round = rounds.appending(Step("round", .ordinal(index + 1)))
      guard rest.count >= 3, let item = Int(rest[2]) else { return round }
      return round.appending(Step("ref", .ordinal(item + 1))).attribute("question")
    default: return pack
    }
  }

  private static func question(_ base: XMLPath, _ tokens: [String]) -> XMLPath {
    guard let member = tokens.first else { return base }
    let rest = Array(tokens.dropFirst())
    switch member {
    case "id", "kind", "points", "difficulty", "correct": return base.attribute(member)
    case "prompt", "explanation": return localized(base.appending(Step(member)), rest)
    case "subject":
      let subject = base.appending(Step("subject"))
      return rest.first == "year" ? subject.attribute("year") : subject
    case "image":
      let image = base.appending(Step("image"))
      guard let field = rest.first else { return image }
      if field == "alt" { return localized(image.appending(Step("alt")), Array(rest.dropFirst())) }
      return image.attribute(field)
    case "choices":
      guard let index = rest.first.flatMap({ Int($0) }) else {
        return base.appending(Step("choice"))
      }
      let choice = base.appending(Step("choice", .ordinal(index + 1)))
      if rest.count >= 2, rest[1] == "id" { return choice.attribute("id") }
      if rest.count >= 3, rest[1] == "text" {
        return choice.appending(Step("text", .lang(rest[2])))
      }
      return choice
    case "tags":
      guard let index = rest.first.flatMap({ Int($0) }) else { return base }
      return base.appending(Step("tag", .ordinal(index + 1)))
    case "provenance":
      let provenance = base.appending(Step("provenance"))
      guard let field = rest.first else { return provenance }
      if field == "values" {
        let values = provenance.appending(Step("values"))
        guard rest.count >= 2 else { return values }
        return values.appending(Step("*", .named(rest[1])))
      }
      return provenance.attribute(kebab(field))
    default: return base
    }
  }

  private static func localized(_ base: XMLPath, _ tokens: [String]) -> XMLPath {
    guard let lang = tokens.first else { return base }
    return base.appending(Step("text", .lang(lang)))
  }

  /// `feedbackDelayMs` → `feedback-delay-ms`.
  private static func kebab(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase {
        out += "-" + character.lowercased()
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// Fills in line and column for every diagnostic about this pack that lacks them:
  /// those whose `path` is a JSON pointer or an XML path from the pack reader, and
  /// libxml2's schema errors, which know only their line. One scan of the file.
  public func locate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var scanner = XMLPositionScanner()
    var pathRequests: [Int: Int] = [:]
    var lineRequests: [Int: Int] = [:]
    var doctypeRequests: [Int] = []
    for (i, diagnostic) in diagnostics.enumerated()
    where diagnostic.location.file == source.displayName && diagnostic.location.column == nil {
      if diagnostic.location.path == XMLPositionScanner.doctypePath {
        scanner.wantsDoctype = true
        doctypeRequests.append(i)
      } else if let line = diagnostic.location.line {
        lineRequests[i] = scanner.request(
          line: line, element: Self.elementName(in: diagnostic.message))
      } else if let path = diagnostic.location.path {
        pathRequests[i] = scanner.request(
          Self.isXMLPath(path) ? Self.parse(xmlPath: path) : Self.path(forPointer: path))
      }
    }
    let malformed = diagnostics.indices.filter {
      diagnostics[$0].code == XMLDiagnosticCode.malformed
        && diagnostics[$0].location.file == source.displayName
    }
    scanner.wantsEnd = !malformed.isEmpty
    guard !scanner.isEmpty else { return diagnostics }
    let answers: XMLPositionScanner.Answers
    switch source {
    case .file(let url): answers = scanner.resolve(fileAt: url)
    case .bytes(let data, _): answers = data.withUnsafeBytes { scanner.resolve($0) }
    }
    var located = diagnostics
    for (i, request) in pathRequests {
      guard let position = answers.paths[request] else { continue }
      located[i].location.line = position.line
      located[i].location.column = position.column
    }
    for i in malformed {
      guard let end = answers.end, let line = located[i].location.line,
        let column = located[i].location.column,
        line > end.line || (line == end.line && column >= end.column)
      else { continue }
      located[i].message = XMLErrorCollector.truncatedMessage
      located[i].hint = XMLErrorCollector.truncatedHint
    }
    for i in doctypeRequests {
      located[i].location.path = nil
      guard let position = answers.doctype else { continue }
      located[i].location.line = position.line
      located[i].location.column = position.column
    }
    for (i, request) in lineRequests {
      guard let position = answers.lines[request] else { continue }
      located[i].location.column = position.column
    }
    // Several libxml2 errors at a truncated end read the same once rewritten.
    return located.enumerated().filter { i, d in i == 0 || d != located[i - 1] }.map(\.element)
  }

  /// The element a libxml2 schema message is about (`Element 'choice': …`).
  static func elementName(in message: String) -> String? {
    guard let start = message.range(of: "Element '") else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    let name = String(rest[..<end])
    return name.split(separator: "}").last.map(String.init) ?? name
  }
}
