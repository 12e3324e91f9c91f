import ArgumentParser
import Foundation
import Testing

@testable import qbank

/// Every `--help` of every command (found by walking the command tree) at 80
/// columns: its text is not broken by hard wraps, and every example in it is a
/// qbank invocation that parses (issue 14, bug 12).
struct HelpExampleTests {
  /// Every command with the path that reaches it (`["catalog", "list"]`).
  private static let commands: [(path: [String], type: any ParsableCommand.Type)] = {
    var found: [(path: [String], type: any ParsableCommand.Type)] = []
    func walk(_ type: any ParsableCommand.Type, _ path: [String]) {
      found.append((path, type))
      for sub in type.configuration.subcommands {
        walk(sub, path + [sub.configuration.commandName ?? "?"])
      }
    }
    walk(QBank.self, [])
    return found
  }()

  /// The help `qbank PATH --help` prints on an 80-column terminal.
  private static func help(_ path: [String], _ type: any ParsableCommand.Type) -> String {
    QBank.helpMessage(for: type, columns: 80)
  }

  /// The example command lines of `help`: lines starting with `qbank` (after
  /// indentation and any `NAME=value` settings), joined across `\` continuations.
  static func examples(in help: String) -> [String] {
    var result: [String] = []
    var pending: String?
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var joined = pending {
        joined += " " + trimmed
        if joined.hasSuffix("\\") {
          pending = String(joined.dropLast())
        } else {
          result.append(joined)
          pending = nil
        }
        continue
      }
      let words = trimmed.split(separator: " ")
      guard let first = words.drop(while: { $0.contains("=") }).first, first == "qbank" else {
        continue
      }
      if trimmed.hasSuffix("\\") {
        pending = String(trimmed.dropLast())
      } else {
        result.append(trimmed)
      }
    }
    return result
  }

  /// `line` split into words as a shell would (quotes, `#` comments), up to a
  /// pipe or redirection, without leading `NAME=value` settings and `qbank`.
  static func arguments(of line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if !inWord && ["#", "|", ">", "<", ";", "&"].contains(character) {
        break
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    let command = words.drop { $0.contains("=") && !$0.hasPrefix("-") }
    return Array(command.dropFirst())
  }

  @Test func theTreeHoldsEverySubcommand() {
    let paths = Set(Self.commands.map { $0.path.joined(separator: " ") })
    for expected in ["", "catalog", "catalog list", "catalog show", "curate", "fetch", "build"] {
      #expect(paths.contains(expected), "\(expected)")
    }
  }

  /// The lines of `discussion` that are part of a hard-wrapped block: a
  /// paragraph of several lines, or an indented line (an example). A paragraph
  /// written as one long line is left to the help's own wrapping.
  static func hardWrappedLines(_ discussion: String) -> [String] {
    let paragraphs = discussion.components(separatedBy: "\n\n")
    return paragraphs.flatMap { paragraph -> [String] in
      let lines = paragraph.split(separator: "\n").map(String.init)
      return lines.count > 1 ? lines : lines.filter { $0.hasPrefix(" ") }
    }
  }

  @Test func everyHardWrappedLineOfEveryDiscussionFitsEightyColumnsUnbroken() {
    for (path, type) in Self.commands {
      let shown = Set(Self.help(path, type).split(separator: "\n").map(String.init))
      for line in Self.hardWrappedLines(type.configuration.discussion) {
        #expect(
          shown.contains(line),
          "qbank \(path.joined(separator: " ")) --help breaks this line at 80 columns: \(line)")
      }
    }
  }

  @Test func aHardWrappedParagraphIsCheckedLineByLineAndAOneLineParagraphIsNot() {
    let discussion = "One long paragraph on one line.\n\nTwo lines\nof one paragraph.\n\n  qbank x"
    #expect(
      Self.hardWrappedLines(discussion) == ["Two lines", "of one paragraph.", "  qbank x"])
  }

  @Test func everyExampleInEveryHelpParsesAsAQbankInvocation() throws {
    var count = 0
    for (path, type) in Self.commands {
      for example in Self.examples(in: Self.help(path, type)) {
        count += 1
        let arguments = Self.arguments(of: example)
        #expect(throws: Never.self, "qbank \(path.joined(separator: " ")) --help: \(example)") {
          _ = try QBank.parseAsRoot(arguments)
        }
      }
    }
    #expect(count >= 40)
  }

  @Test func theExampleReaderFindsBrokenExamples() {
    // The three hard wraps the issue saw: each leaves a line that does not parse.
    let help = """
        qbank catalog list films.jsonl --sort year --asc --genre Drama --year
      1990..1999
        TMDB_API_KEY=… qbank catalog show 550   # a comment
        qbank generate films.jsonl --rules rules.yaml -o quiz.json --seed 7 \\
          --strict
      """
    let examples = Self.examples(in: help)
    #expect(
      examples == [
        "qbank catalog list films.jsonl --sort year --asc --genre Drama --year",
        "TMDB_API_KEY=… qbank catalog show 550   # a comment",
        "qbank generate films.jsonl --rules rules.yaml -o quiz.json --seed 7  --strict",
      ])
    #expect(Self.arguments(of: examples[1]) == ["catalog", "show", "550"])
    #expect(throws: (any Error).self) { _ = try QBank.parseAsRoot(Self.arguments(of: examples[0])) }
    #expect(
      Self.arguments(of: "qbank catalog list f.jsonl --search \"wall e\" | wc -l")
        == ["catalog", "list", "f.jsonl", "--search", "wall e"])
  }
}
