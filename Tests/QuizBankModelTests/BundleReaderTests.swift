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

  @Test func namesTheLineAndColumnOfASyntaxError() throws {
    let json = "{\n  \"format\": \"quizbank.bundle\",\n  \"formatVersion\": 1 \"id\": \"x\"\n}\n"
    let error = try #require(throws: BundleReadError.self) {
      try BundleReader().decode(Data(json.utf8))
    }
    #expect(error.position?.line == 3)
    #expect(error.position?.column == 22)
    #expect(error.message.hasPrefix("not valid JSON: "))
    #expect(!error.message.contains("DecodingError"))
    #expect(error.description == error.message + " (line 3, column 22)")
  }

  @Test func namesWhereATruncatedFileEnds() throws {
    let error = try #require(throws: BundleReadError.self) {
      try BundleReader().decode(Data("{\"format\":\"quizbank.bundle\",".utf8))
    }
    #expect(error.position?.line == 1)
    #expect(error.position?.column == 29)
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
