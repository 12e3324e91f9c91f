import Foundation
import FuzzSupport
import QuizBankImport

/// A catalogue kept in memory and thrown away.
final class DiscardingCatalogue: CatalogueSink {
  func write(_ bytes: [UInt8]) throws {}
  func commit() throws {}
  func discard() {}
}

/// The JSON importers: each input is read as an IMDb list, as a TMDB page and as
/// an Open Trivia DB response, the way `qbank import --from FORMAT` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(buffer: fuzzInput(data, size))
  for format in [ImportFormat.imdb, .tmdb, .opentdb] {
    do {
      let input = try ImportInput(name: "fuzz.json", data: bytes, maxSize: 1 << 20, maxDepth: 64)
      let plan = try Importer.plan([input], options: ImportOptions(format: format))
      if plan.producesQuestions {
        _ = try Importer.readQuestions(plan)
      } else {
        _ = try Importer.writeCatalogue(plan, to: DiscardingCatalogue())
      }
    } catch {
      _ = String(describing: error)
    }
  }
  return 0
}

exit(runFuzzer(fuzzJSONImport))
