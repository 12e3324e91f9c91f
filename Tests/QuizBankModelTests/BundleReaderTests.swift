import Foundation
import QuizBankModel
import Testing

struct BundleReaderTests {
  @Test func rejectsAnUnknownFormatVersionNamingTheReadableOnes() throws {
    let json = #"{"format":"quizbank.bundle","formatVersion":7,"id":"x"}"#
    #expect(throws: BundleReadError.unsupportedFormatVersion(7, readable: [0, 1])) {
      try BundleReader().decode(Data(json.utf8))
    }
    let message = BundleReadError.unsupportedFormatVersion(7, readable: [0, 1]).description
    #expect(message == "format version 7 is not one this build reads (it reads 0, 1)")
  }

  @Test func rejectsJSONThatIsNotABundle() {
    #expect(throws: BundleReadError.notABundle) {
      try BundleReader().decode(Data(#"{"items": []}"#.utf8))
    }
  }

  @Test func rejectsTruncatedJSON() {
    #expect(throws: BundleReadError.self) {
      try BundleReader().decode(Data(#"{"format":"quizbank.bundle","#.utf8))
    }
  }

  @Test func pointsDefaultToOneAndTagsToEmpty() throws {
    let bytes = try BundleWriter().encode(BundleSamples.bundle())
    var object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    var questions = try #require(object["questions"] as? [[String: Any]])
    questions[0].removeValue(forKey: "points")
    questions[0].removeValue(forKey: "tags")
    object["questions"] = questions
    let bundle = try BundleReader().decode(JSONSerialization.data(withJSONObject: object))
    #expect(bundle.questions[0].points == 1)
    #expect(bundle.questions[0].tags == [])
  }
}
