import Foundation
import QuizBankModel
import Yams

/// A YAML (or JSON) value with its position, read strictly: every mapping's keys
/// are checked against what the reader expects, and every error names the line
/// and column it is about.
package struct ConfigNode {
  /// The Yams node.
  package let node: Node
  /// The key path from the document root (`rules[0].thresholds`), for messages.
  package let path: String
  /// The document the node belongs to.
  package let document: ConfigDocument

  /// The node's 1-based line and column.
  package var mark: Mark? { node.mark }

  /// An error located at this node.
  package func error(_ message: String) -> ConfigError {
    document.error(message, at: mark)
  }

  /// The mapping's members, after checking that every key is in `allowed`.
  package func members(allowed: Set<String>) throws -> [String: ConfigNode] {
    guard let mapping = node.mapping else {
      throw error("\(label) must be a mapping")
    }
    var result: [String: ConfigNode] = [:]
    for (key, value) in mapping {
      guard let name = key.scalar?.string else {
        throw document.error("\(label) has a key that is not a string", at: key.mark)
      }
      guard allowed.contains(name) else {
        let known = allowed.sorted().joined(separator: ", ")
        throw document.error(
          "unknown key '\(name)' in \(label) (expected one of: \(known))", at: key.mark)
      }
      let childPath = path.isEmpty ? name : "\(path).\(name)"
      result[name] = ConfigNode(node: value, path: childPath, document: document)
    }
    return result
  }

  /// The sequence's items.
  package func items() throws -> [ConfigNode] {
    guard let sequence = node.sequence else { throw error("\(label) must be a list") }
    return sequence.enumerated().map { index, item in
      ConfigNode(node: item, path: "\(path)[\(index)]", document: document)
    }
  }

  /// Whether the node is a sequence.
  package var isSequence: Bool { node.sequence != nil }
  /// Whether the node is a mapping.
  package var isMapping: Bool { node.mapping != nil }

  /// The node as a string scalar.
  package func string() throws -> String {
    guard let scalar = node.scalar else { throw error("\(label) must be a text value") }
    return scalar.string
  }

  /// The node as a finite number (YAML's `.inf` and `.nan` are refused).
  package func double() throws -> Double {
    guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init) else {
      throw error("\(label) must be a number")
    }
    guard value.isFinite else {
      throw error("\(label) must be a finite number, not \(node.scalar?.string ?? "\(value)")")
    }
    return value
  }

  /// The node as a whole number.
  package func int() throws -> Int {
    guard node.scalar != nil, let value = node.int else {
      throw error("\(label) must be a whole number")
    }
    return value
  }

  /// The node as a boolean.
  package func bool() throws -> Bool {
    guard node.scalar != nil, let value = node.bool else {
      throw error("\(label) must be true or false")
    }
    return value
  }

  /// The node as a list of strings (a single string counts as a list of one).
  package func strings() throws -> [String] {
    if node.scalar != nil { return [try string()] }
    return try items().map { try $0.string() }
  }

  /// The node as a mapping of strings to strings (text per locale).
  package func stringMap() throws -> [String: String] {
    guard let mapping = node.mapping else { throw error("\(label) must be a mapping") }
    var result: [String: String] = [:]
    for (key, value) in mapping {
      guard let name = key.scalar?.string else {
        throw document.error("\(label) has a key that is not a string", at: key.mark)
      }
      result[name] = try ConfigNode(node: value, path: "\(path).\(name)", document: document)
        .string()
    }
    return result
  }

  /// How messages name this node.
  package var label: String { path.isEmpty ? "the document" : "'\(path)'" }
}

/// A parsed rule or project file: its name, its text (for snippets) and its root.
package struct ConfigDocument {
  /// The file as the user named it.
  package let file: String
  /// The whole text.
  package let text: String

  /// Parses `text` (YAML 1.1; JSON is accepted too) and returns its root.
  package static func parse(_ text: String, file: String) throws -> ConfigNode {
    let document = ConfigDocument(file: file, text: text)
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw document.convert(error)
    }
    guard let root else { throw ConfigError(file: file, message: "the file is empty") }
    return ConfigNode(node: root, path: "", document: document)
  }

  /// Reads and parses the file at `url`, naming it `name` in messages.
  package static func load(_ url: URL, name: String? = nil) throws -> ConfigNode {
    let file = name ?? url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ConfigFileMissing(file: file)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigError(file: file, message: "the file is not UTF-8 text")
    }
    return try parse(text, file: file)
  }

  /// An error at `mark`, with the source line and a caret.
  package func error(_ message: String, at mark: Mark?) -> ConfigError {
    guard let mark else { return ConfigError(file: file, message: message) }
    return ConfigError(
      file: file, line: mark.line, column: mark.column, message: message,
      sourceLine: sourceLine(mark.line))
  }

  /// Line `line` (1-based) of the text, without its line break.
  private func sourceLine(_ line: Int) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    return String(lines[line - 1]).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
  }

  private func convert(_ error: YamlError) -> ConfigError {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "invalid YAML: \(problem)"
      if let context { message += " (\(context.text))" }
      return self.error(message, at: mark)
    case .reader(let problem, _, _, _):
      return ConfigError(file: file, message: "unreadable YAML: \(problem)")
    default:
      return ConfigError(file: file, message: "invalid YAML: \(error)")
    }
  }
}

/// A rule or project file that does not exist or cannot be opened.
public struct ConfigFileMissing: Error, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String

  /// `file: error: cannot open the file`, then the hint.
  public var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}
