import Foundation
import QuizBankJSON
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

/// The validator builds the model from the positioned reader; it must build
/// the same bundle the model's own `BundleReader` (JSONDecoder) reads.
struct ModelAgreementTests {
  @Test func theStreamingDecoderBuildsWhatBundleReaderReads() throws {
    let url = TestPaths.sample("bundles/movie-night.json")
    var questions: [Question] = []
    let outcome = try BundleDocumentReader(file: "movie-night.json").read(
      JSONReader(file: url.path), question: { question, _ in questions.append(question) })
    guard case .bundle(var decoded?, let structure) = outcome else {
      Issue.record("not decoded: \(outcome)")
      return
    }
    #expect(structure.isEmpty)
    decoded.questions = questions
    #expect(decoded == (try BundleReader().read(from: url)))
  }

  @Test func defaultsAreFilledInAsTheModelDoes() throws {
    let text = Fixture.bundle()  // no points, no tags
    var questions: [Question] = []
    let outcome = try BundleDocumentReader(file: "f.json").read(
      JSONReader(bytes: Array(text.utf8)), question: { question, _ in questions.append(question) })
    guard case .bundle(var decoded?, _) = outcome else {
      Issue.record("not decoded")
      return
    }
    decoded.questions = questions
    let model = try BundleReader().decode(Data(text.utf8))
    #expect(decoded == model)
    #expect(decoded.questions.first?.points == 1)
    #expect(decoded.questions.first?.tags == [])
  }
}
