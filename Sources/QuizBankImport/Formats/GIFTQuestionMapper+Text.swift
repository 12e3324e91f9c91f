import Foundation
import QuizBankModel

/// The text rules of Moodle's GIFT reader that the mapper applies: format
/// markers, answer weights, the `[id:…]`/`[tag:…]` comment and escapes.
extension GIFTQuestionMapper {
  /// Moodle's `parse_text_with_format`: a leading `[moodle]`, `[html]`,
  /// `[plain]` or `[markdown]` sets the format and is removed.
  static func withFormat(_ units: Units, default format: TextFormat) -> (TextFormat, Units) {
    guard units.first?.scalar == "[", let end = units.firstIndex(where: { $0.scalar == "]" }),
      let named = TextFormat(rawValue: units[(units.startIndex + 1)..<end].text)
    else { return (format, units) }
    return (named, units[(end + 1)...])
  }

  /// Moodle's answer weight: `%50%`, `%-100%`, `%33.33333%` at the start
  /// (`^%-*[0-9]{1,2}\.?[0-9]*%`), as a percentage, and where the text starts.
  static func weight(_ units: Units) -> (Double, Int)? {
    guard units.first?.scalar == "%" else { return nil }
    var index = units.startIndex + 1
    var digits = ""
    while index < units.endIndex, units[index].scalar == "-" {
      digits.unicodeScalars.append("-")
      index += 1
    }
    let intStart = index
    while index < units.endIndex, index - intStart < 2, ("0"..."9").contains(units[index].scalar) {
      digits.unicodeScalars.append(units[index].scalar)
      index += 1
    }
    guard index > intStart else { return nil }
    if index < units.endIndex, units[index].scalar == "." {
      digits += "."
      index += 1
    }
    while index < units.endIndex, ("0"..."9").contains(units[index].scalar) {
      digits.unicodeScalars.append(units[index].scalar)
      index += 1
    }
    guard index < units.endIndex, units[index].scalar == "%" else { return nil }
    // Moodle divides the text between the two % by 100 (PHP: "--5" is 0).
    let value =
      Double(digits.hasPrefix("--") ? "0" : digits.hasSuffix(".") ? digits + "0" : digits) ?? 0
    return (value, index + 1)
  }

  /// Moodle's positive grades, the list the exporters choose from.
  static let moodleGrades = MoodleGrades.positiveValues

  /// Whether unequal right-answer weights are the nearest Moodle grades to an
  /// even share (as when 100 % cannot be split evenly), which loses nothing.
  static func isMoodleSplit(_ weights: [Double]) -> Bool {
    guard !weights.isEmpty else { return true }
    let share = 100 / Double(weights.count)
    let lower = moodleGrades.filter { $0 <= share + 0.0001 }.max() ?? 0
    let upper = moodleGrades.filter { $0 >= share - 0.0001 }.min() ?? 100
    return weights.allSatisfy { abs($0 - lower) < 0.0001 || abs($0 - upper) < 0.0001 }
  }

  static func percent(_ value: Double) -> String {
    abs(value) <= 100 && value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `[id:…]` and `[tag:…]` in the comments, `\]` standing for `]`.
  static func idAndTags(_ comments: String) -> (String?, [String]) {
    var id: String?
    var tags: [String] = []
    var rest = Substring(comments)
    while let open = rest.range(of: "[") {
      let after = rest[open.upperBound...]
      let kind: String
      if after.hasPrefix("id:") {
        kind = "id"
      } else if after.hasPrefix("tag:") {
        kind = "tag"
      } else {
        rest = after
        continue
      }
      var value = ""
      var index = after.index(after.startIndex, offsetBy: kind.count + 1)
      var closed = false
      while index < after.endIndex {
        let character = after[index]
        if character == "\\", after[after.index(after: index)...].hasPrefix("]") {
          value.append("]")
          index = after.index(index, offsetBy: 2)
          continue
        }
        if character == "]" {
          closed = true
          break
        }
        let stops: Set<Character> = kind == "tag" ? ["<", ">", "`", "\n"] : ["\n"]
        if stops.contains(character) { break }
        value.append(character)
        index = after.index(after: index)
      }
      rest = after[index...]
      guard closed else { continue }
      let trimmed = value.trimmingCharacters(in: .whitespaces)
      if kind == "id" {
        if id == nil, !trimmed.isEmpty { id = trimmed }
      } else if !trimmed.isEmpty {
        tags.append(trimmed)
      }
    }
    return (id, tags)
  }

  /// The scalars of a trimmed line with GIFT's escapes resolved: `\\` `\~` `\=`
  /// `\#` `\{` `\}` `\:` become plain characters, `\n` a line break; any other
  /// backslash stays as it is (Moodle keeps it).
  static func unescaped(_ scalars: ArraySlice<Unicode.Scalar>, line: Int, firstColumn: Int)
    -> [Unit]
  {
    var units: [Unit] = []
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let column = firstColumn + index - scalars.startIndex
      let scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.endIndex {
        let next = scalars[index + 1]
        if "\\~=#{}:".unicodeScalars.contains(next) || next == "n" {
          units.append(
            Unit(scalar: next == "n" ? "\n" : next, escaped: true, line: line, column: column))
          index += 2
          continue
        }
      }
      units.append(Unit(scalar: scalar, escaped: false, line: line, column: column))
      index += 1
    }
    return units
  }
}
