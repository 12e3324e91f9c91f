import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport
@testable import QuizBankImport

struct GIFTRoundTripTests {
  @Test func writesAnExplicitMarkerBeforeTextMoodleWouldTakeForAMarkerOrAWeight() throws {
    var question = ExportSamples.plainChoice(id: "markers")
    question.prompt = ["en": "[html]<b> is shown as written"]
    question.choices[0].text = ["en": "%50%half credit?"]
    question.choices[1].text = ["en": "[moodle]right"]
    question.choices[2].text = ["en": " [markdown]*x*"]
    question.explanation = ["en": "[plain]because"]
    var auto = ExportSamples.plainResponse(id: "auto")
    auto.prompt = ["en": "[markdown] title"]
    auto.choices[1].text = ["en": "%-100%not a weight"]
    let text = try ExportSamples.text(ExportSamples.bundle([question, auto]), .gift)
    #expect(
      text.contains(
        """
        ::markers::[plain][html]<b> is shown as written {
        ~[plain]%50%half credit?
        =[plain][moodle]right
        ~[plain] [markdown]*x*
        ####[plain][plain]because
        }
        """))
    #expect(
      text.contains(
        """
        ::auto::[moodle][markdown] title {
        ~%50%The Shining
        ~%-100%[moodle]%-100%not a weight
        ~%50%Barry Lyndon
        }
        """))
  }

  @Test func carriesIdsAndTagsInTheCommentUnlessMoodleCannotReadThem() throws {
    var question = ExportSamples.plainYesNo(id: "a]b\\")
    question.tags = ["ok]tag", "<bad>", "line\nbreak"]
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .gift)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("\n// [tag:ok\\]tag]\n::a]b\\\\::"))
    #expect(ExportSamples.kinds(result, "a]b\\") == [.id, .tags, .tags])
  }

  /// bundle → gift → bundle: the same prompts, choices, right answers,
  /// explanations, ids and tags (plus the reader's category tag), except what
  /// the loss report names.
  @Test func roundTripsTheSampleBundleLosingOnlyWhatTheReportNames() throws {
    let url = TestPaths.sample("bundles/movie-night.json")
    let bundle = try BundleReader().read(from: url)
    let exporter = BundleExporter(
      images: FolderExportAssets(folder: url.deletingLastPathComponent()))
    let result = try exporter.export(bundle, options: ExportOptions(format: .gift))
    let input = try ImportInput(name: "quiz.gift", data: result.data, maxSize: 1 << 24)
    let plan = try Importer.plan([input], options: ImportOptions())
    #expect(plan.inputs.first?.format == .gift)
    let (questions, summary) = try Importer.readQuestions(plan)
    #expect(summary.skipped == 0)
    try #require(questions.count == bundle.questions.count)
    let locale = bundle.defaultLocale
    for (original, back) in zip(bundle.questions, questions) {
      let kinds = Set(result.report.losses.filter { $0.questionId == original.id }.map(\.kind))
      #expect(back.id == original.id)
      #expect(back.kind == original.kind || original.correct.count == 1, "\(original.id)")
      #expect(back.prompt["en"] == original.prompt[locale], "\(original.id)")
      #expect(back.explanation?["en"] == original.explanation?[locale], "\(original.id)")
      #expect(back.tags == ["category:\(bundle.id)"] + original.tags, "\(original.id)")
      if original.kind == .yesNo {
        #expect(back.correct == original.correct, "\(original.id)")
      } else {
        #expect(
          back.choices.map { $0.text["en"] } == original.choices.map { $0.text[locale] },
          "\(original.id)")
        #expect(
          back.correct
            == original.choices.indices.filter {
              original.correct.contains(original.choices[$0].id)
            }
            .map { back.choices[$0].id }, "\(original.id)")
      }
      if original.image?.isRemote == true {
        #expect(back.image?.source == original.image?.source, "\(original.id)")
      } else if original.image != nil {
        #expect(kinds.contains(.image), "\(original.id)")
      }
      if original.points != 1 { #expect(kinds.contains(.points)) }
      if original.subject != nil { #expect(kinds.contains(.subject)) }
      if original.difficulty != nil { #expect(kinds.contains(.difficulty)) }
    }
  }
}
