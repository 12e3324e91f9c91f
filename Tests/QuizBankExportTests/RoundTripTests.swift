import Foundation
import QuizBankImport
import QuizBankModel
import QuizBankPack
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Export, then import with the importers, and compare what the format carries.
struct RoundTripTests {
  static func importQuestions(_ data: Data, name: String, format: ImportFormat) throws -> [Question]
  {
    let file = try ToolRunner.temporaryFile(data, name: name)
    let plan = try Importer.plan([file.path], options: ImportOptions(format: format))
    return try Importer.readQuestions(plan).0
  }

  /// Text, choices, answers and difficulty come back; ids (the format has
  /// none), choice order and ids (the importer sorts choices), provenance and
  /// tags (the importer adds `category:`) do not.
  @Test func openTriviaDBCarriesTextAnswersAndDifficulty() throws {
    var accents = ExportSamples.plainChoice(id: "accents")
    accents.prompt = ["en": "Which film's title has \"Café\" & <brackets> — or ’quotes’?"]
    accents.choices[0].text = ["en": "Amélie"]
    accents.choices.append(Choice(id: "d", text: ["en": "Zelig"]))
    accents.difficulty = .hard
    var plain = ExportSamples.plainChoice()  // Open Trivia DB's multiple has 3 wrong answers
    plain.choices.append(Choice(id: "d", text: ["en": "Heat"]))
    var falseOne = ExportSamples.plainYesNo(id: "no-one", correct: "no")
    falseOne.prompt = ["en": "Is this film's rating greater than 9?"]
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(), falseOne, plain, accents, ExportSamples.plainResponse(),
    ])
    let exported = bundle.questions.filter { $0.kind != .multipleResponse }
    let back = try Self.importQuestions(
      try ExportSamples.export(bundle, .opentdb).data, name: "otdb.json", format: .opentdb)
    try #require(back.count == exported.count)
    for (imported, original) in zip(back, exported) {
      #expect(imported.kind == original.kind, "\(original.id)")
      #expect(imported.prompt == original.prompt, "\(original.id)")
      #expect(imported.difficulty == (original.difficulty ?? .medium), "\(original.id)")
      #expect(imported.tags == ["category:movie-night", "category-name:Movie night"])
      func rightText(_ question: Question) -> Set<String> {
        Set(
          question.choices.filter { question.correct.contains($0.id) }.compactMap { $0.text["en"] })
      }
      if original.kind == .yesNo {
        #expect(imported.correct == original.correct, "\(original.id)")
      } else {
        #expect(
          Set(imported.choices.compactMap { $0.text["en"] })
            == Set(original.choices.compactMap { $0.text["en"] }))
        #expect(rightText(imported) == rightText(original), "\(original.id)")
      }
    }
  }

  /// The shipped sample bundle, read from `samples/bundles/movie-night.json`.
  static func sample() throws -> (QuizBundle, BundleExporter) {
    let url = TestPaths.sample("bundles/movie-night.json")
    let bundle = try BundleReader().read(from: url)
    return (
      bundle, BundleExporter(images: FolderExportAssets(folder: url.deletingLastPathComponent()))
    )
  }

  @Test func xmlPackGivesBackTheSameQuestionsAndDigest() throws {
    var rich = XMLPackWriterTests.bundle
    var odd = ExportSamples.plainChoice(id: "odd")
    odd.prompt = ["en": "Tabs\tand\r\nbreaks & <marks> \"quoted\"  ", "it": " spazi "]
    rich.questions.append(odd)
    let (sample, exporter) = try Self.sample()
    for bundle in [rich, sample] {
      let data = try exporter.export(bundle, options: ExportOptions(format: .xmlPack)).data
      let result = try QuizPackReader().read(.bytes(data, name: "pack.xml"))
      #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
      let back = try #require(result.bundle)
      #expect(back.questions == bundle.questions)
      #expect(back.settings == bundle.settings && back.rounds == bundle.rounds)
      #expect(back.title == bundle.title && back.description == bundle.description)
      #expect(try BundleDigest.compute(for: back) == BundleDigest.compute(for: bundle))
    }
  }

  /// Ids, text, answers, points, explanations, tags and images come back; the
  /// yes/no labels become Moodle's True/False, the category becomes a
  /// `category:` tag, and an embedded image comes back as an asset with the
  /// same bytes under a content-named path.
  @Test func moodleXMLGivesBackIdsTextAnswersAndImages() throws {
    let (sample, exporter) = try Self.sample()
    let data = try exporter.export(sample, options: ExportOptions(format: .moodleXML)).data
    let result = try MoodleReader(options: .init(id: sample.id, locale: "en"))
      .read(.bytes(data, name: "moodle.xml"))
    let back = try #require(result.bundle)
    try #require(back.questions.count == sample.questions.count, "\(result.diagnostics)")
    let folder = TestPaths.sample("bundles")
    for (imported, original) in zip(back.questions, sample.questions) {
      #expect(imported.id == original.id)
      #expect(imported.kind == original.kind, "\(original.id)")
      #expect(imported.prompt["en"] == original.prompt["en"], "\(original.id)")
      #expect(imported.correct == original.correct, "\(original.id)")
      #expect(imported.choices.map(\.id) == original.choices.map(\.id), "\(original.id)")
      if original.kind != .yesNo {
        #expect(imported.choices.map { $0.text["en"] } == original.choices.map { $0.text["en"] })
      }
      #expect(imported.points == original.points, "\(original.id)")
      #expect(imported.explanation?["en"] == original.explanation?["en"], "\(original.id)")
      #expect(imported.tags == ["category:\(sample.id)"] + original.tags, "\(original.id)")
      #expect(imported.image?.alt?["en"] == original.image?.alt?["en"], "\(original.id)")
      guard let image = original.image else {
        #expect(imported.image == nil)
        continue
      }
      if image.isRemote {
        #expect(imported.image?.source == image.source)
      } else {
        let asset = try #require(result.assets.first { $0.path == imported.image?.source })
        #expect(asset.data == (try Data(contentsOf: folder.appendingPathComponent(image.source))))
      }
    }
  }

  @Test func moodleXMLCarriesTheChosenLocaleAndMultipleResponse() throws {
    var special = ExportSamples.plainChoice(id: "special")
    special.prompt = ["en": "Which?", "it": "Quale {film} ha 2:1 & \"virgolette\" <tag>?"]
    special.choices = [
      Choice(id: "a", text: ["en": "A", "it": "Café ~ Society"]),
      Choice(id: "b", text: ["en": "B", "it": "C:\\Film"]),
    ]
    var response = ExportSamples.plainResponse()
    response.prompt["it"] = "Quali film ha diretto Kubrick?"
    for index in response.choices.indices { response.choices[index].text["it"] = "Film \(index)" }
    var rich = ExportSamples.rich()
    rich.explanation = ["en": "Line one\nline two", "it": "Riga uno\nriga due"]
    let bundle = ExportSamples.bundle([rich, special, response], locales: ["en", "it"])
    let data = try ExportSamples.export(bundle, .moodleXML, locale: "it").data
    let result = try MoodleReader(options: .init(locale: "it")).read(.bytes(data, name: "it.xml"))
    let back = try #require(result.bundle)
    try #require(back.questions.count == 3, "\(result.diagnostics)")
    for (imported, original) in zip(back.questions, bundle.questions) {
      #expect(imported.id == original.id)
      #expect(imported.kind == original.kind)
      #expect(imported.prompt == ["it": original.prompt["it"]!])
      #expect(imported.correct == original.correct)
      #expect(imported.explanation?["it"] == original.explanation?["it"])
      if original.kind != .yesNo {
        #expect(imported.choices.map { $0.text["it"] } == original.choices.map { $0.text["it"] })
      }
    }
    #expect(result.assets.first?.data == ExportSamples.imageBytes)
  }
}
