import Foundation

/// A command of the machine protocol: one JSON object per line on standard input.
///
/// `{"answer":"yes"}` (a key, a choice id, a 1-based number or a choice's text;
/// `{"answer":2}` works too), `{"next":true}` (play again / new game), `{"quit":true}`.
public enum PlayerCommand: Sendable, Equatable {
  /// Answer the question on screen.
  case answer(String)
  /// Answer with several choices (multiple-response questions): `{"answer":["a","c"]}`.
  case answerAll([String])
  /// Play again after a summary, or start a game from the menu.
  case next
  /// Stop playing.
  case quit

  /// Reads one line of the protocol; throws ``PlayerCommandError`` for anything else.
  public static func parse(line: String) throws(PlayerCommandError) -> PlayerCommand {
    let data = Data(line.utf8)
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw .notAnObject
    }
    if object["answer"] != nil {
      if let text = try? JSONDecoder().decode(Members<String>.self, from: data).answer {
        return .answer(text)
      }
      if let number = try? JSONDecoder().decode(Members<Int>.self, from: data).answer {
        return .answer(String(number))
      }
      if let list = try? JSONDecoder().decode(Members<[String]>.self, from: data).answer,
        !list.isEmpty
      {
        return .answerAll(list)
      }
      throw .badValue("answer")
    }
    let flags = try? JSONDecoder().decode(Flags.self, from: data)
    if object["next"] != nil {
      guard flags?.next == true else { throw .badValue("next") }
      return .next
    }
    if object["quit"] != nil {
      guard flags?.quit == true else { throw .badValue("quit") }
      return .quit
    }
    throw .unknownCommand(object.keys.sorted())
  }

  private struct Flags: Decodable {
    var next: Bool?
    var quit: Bool?
  }

  private struct Members<Answer: Decodable>: Decodable {
    var answer: Answer
  }

  /// Whether `answer` can stand in a `--answers` list: `y`, `n`, `yes`, `no` (any
  /// case) or a choice number `1`–`9`, the keys the player itself takes.
  public static func isScriptAnswer(_ answer: String) -> Bool {
    ["y", "n", "yes", "no", "1", "2", "3", "4", "5", "6", "7", "8", "9"].contains(
      answer.lowercased())
  }

  /// The commands of a `--answers y,n,…` list, in order.
  public static func answers(from list: String) -> [String] {
    list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }
}

/// A protocol line that is not a command.
public enum PlayerCommandError: Error, Equatable, CustomStringConvertible {
  /// The line is not a JSON object.
  case notAnObject
  /// A member has the wrong kind of value.
  case badValue(String)
  /// The object has none of `answer`, `next`, `quit`.
  case unknownCommand([String])

  /// What is wrong and what to send instead.
  public var description: String {
    switch self {
    case .notAnObject: "a command is one JSON object per line, such as {\"answer\":\"yes\"}"
    case .badValue(let member):
      member == "answer"
        ? "\"answer\" takes a string, a number or a list of strings"
        : "\"\(member)\" takes the value true"
    case .unknownCommand(let keys):
      "unknown command \(keys.isEmpty ? "{}" : keys.joined(separator: ", ")): use answer, next or quit"
    }
  }
}
