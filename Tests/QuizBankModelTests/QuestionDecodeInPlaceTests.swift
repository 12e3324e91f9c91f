import Foundation
import QuizBankJSON
import Testing

@testable import QuizBankModel

/// A question is decoded into the decoder's pending question and moved out
/// (``StructureDecoder/question(_:first:at:)``): one decoder reads question
/// after question, so nothing of one may leak into the next, and a member
/// given twice counts as its last spelling, as before.
struct QuestionDecodeInPlaceTests {
  static let choices =
    #""choices": [{"id": "yes", "text": {"en": "Yes"}}, {"id": "no", "text": {"en": "No"}}], "correct": ["yes"]"#

  static func decode(_ json: String, with decoder: inout QuestionBytesDecoder, at index: Int)
    -> Question?
  {
    Array(json.utf8).withUnsafeBufferPointer {
      decoder.decode($0, compactingWith: nil, at: index) { question, _ in copy question }
    }
  }

  @Test func questionAfterQuestionNothingLeaks() {
    var decoder = QuestionBytesDecoder(file: "q.json")
    let full =
      #"{"#
      + Self.choices
      + #", "difficulty": "hard", "explanation": {"en": "Because."}, "id": "q1", "image": {"source": "a.png"}, "kind": "yes-no", "points": 3, "prompt": {"en": "One?"}, "provenance": {"source": "imdb", "sourceId": "tt1", "values": {"rating": 7.5}}, "subject": {"title": "T", "year": 1999}, "tags": ["x"]}"#
    let first = Self.decode(full, with: &decoder, at: 0)
    #expect(
      first
        == Question(
          id: "q1", kind: .yesNo, prompt: LocalizedText(["en": "One?"]),
          subject: Subject(title: "T", year: 1999), image: ImageReference(source: "a.png"),
          choices: [
            Choice(id: "yes", text: LocalizedText(["en": "Yes"])),
            Choice(id: "no", text: LocalizedText(["en": "No"])),
          ],
          correct: ["yes"], points: 3, explanation: LocalizedText(["en": "Because."]),
          tags: ["x"], difficulty: .hard,
          provenance: Provenance(source: "imdb", sourceId: "tt1", values: ["rating": .number(7.5)]))
    )
    // The least a question can be: every optional member at its default.
    let bare = #"{"# + Self.choices + #", "id": "q2", "kind": "yes-no", "prompt": {"en": "Two?"}}"#
    let expectedBare = Question(
      id: "q2", kind: .yesNo, prompt: LocalizedText(["en": "Two?"]),
      choices: first?.choices ?? [], correct: ["yes"])
    #expect(Self.decode(bare, with: &decoder, at: 1) == expectedBare)
    #expect(Self.decode(full, with: &decoder, at: 2) == first)
    #expect(Self.decode(bare, with: &decoder, at: 3) == expectedBare)
    // A question that fails after most of its members were read leaves none of them behind.
    let failing = full.replacingOccurrences(of: #""kind": "yes-no""#, with: #""kind": "maybe""#)
    #expect(failing != full)
    #expect(Self.decode(failing, with: &decoder, at: 4) == nil)
    // The ordinary reader goes on with the same decoder after a question that failed.
    var read: [Question] = []
    _ = try? BundleDocumentReader(file: "b.json").read(
      JSONReader(
        bytes: Array(#"{"questions": ["#.utf8) + Array(failing.utf8) + Array(", ".utf8)
          + Array(bare.utf8) + Array("]}".utf8))
    ) { question, _ in read.append(question) }
    #expect(read == [expectedBare])
  }

  @Test(arguments: [
    #""id": "a", "id": 7"#, #""kind": "yes-no", "kind": "maybe""#,
    #""prompt": {"en": "P"}, "prompt": "P""#, #""id": "a""#,
  ])
  func aRequiredMemberWhoseLastSpellingIsBadMakesNoQuestion(members: String) {
    // Each has id, kind and prompt once well spelled, unless the members say otherwise.
    var parts = [#""id": "q""#, #""kind": "yes-no""#, #""prompt": {"en": "P"}"#]
    if members.hasPrefix(#""id""#) { parts[0] = members }
    if members.hasPrefix(#""kind""#) { parts[1] = members }
    if members.hasPrefix(#""prompt""#) { parts[2] = members }
    let json =
      members == #""id": "a""#
      ? #"{"id": "a", "kind": "yes-no", "prompt": {"en": "P"}, "choices": []}"#  // no `correct`
      : "{" + Self.choices + ", " + parts.joined(separator: ", ") + "}"
    var decoder = QuestionBytesDecoder(file: "q.json")
    #expect(Self.decode(json, with: &decoder, at: 0) == nil, "\(json)")
    // The ordinary reader gives no question either, but does give the good one after it.
    let good = #"{"# + Self.choices + #", "id": "g", "kind": "yes-no", "prompt": {"en": "G"}}"#
    #expect(Self.ordinary(#"{"questions": ["# + json + ", " + good + "]}") == ["g@1"])
  }

  /// The questions the ordinary reader decodes from `text`, as `id@index`.
  static func ordinary(_ text: String) -> [String] {
    var read: [String] = []
    _ = try? BundleDocumentReader(file: "b.json").read(JSONReader(bytes: Array(text.utf8))) {
      question, index in read.append("\(question.id)@\(index)")
    }
    return read
  }
}
