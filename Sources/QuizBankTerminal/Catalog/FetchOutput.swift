import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// What `qbank fetch` does with what it fetched: the catalogue written (merged into
/// the one there unless replacing) or printed, the posters downloaded into the cache.
package struct FetchOutput {
  let services: CatalogServices
  let text: Localizer
  let console: any TerminalOutput

  package init(services: CatalogServices, text: Localizer, console: any TerminalOutput) {
    self.services = services
    self.text = text
    self.console = console
  }

  /// Writes the films to the catalogue `output`, or to standard output when nil. A
  /// catalogue that cannot be read or written is a ``DiagnosticFailure``.
  package func write(_ outcome: FetchOutcome, to output: String?, replace: Bool) throws {
    var films = outcome.films
    if let output {
      let url = URL(fileURLWithPath: output)
      if !replace, FileManager.default.fileExists(atPath: url.path) {
        do {
          films = CatalogueMerge.merge(try CatalogueFile.read(from: url), with: films)
        } catch {
          throw DiagnosticFailure(error, fallback: .malformed)
        }
      }
      do {
        try CatalogueFile.write(films, to: url)
      } catch {
        throw DiagnosticFailure(
          .io, file: output, message: "cannot write: \(error.localizedDescription)")
      }
      console.err(
        text.text(
          "fetch.wrote",
          [
            "count": String(films.count), "path": output, "fetched": String(outcome.fetched),
            "cached": String(outcome.cached),
          ])
          + "\n")
    } else {
      for film in films { console.out(CatalogueFile.line(for: film) + "\n") }
    }

  }

  /// Downloads the posters of `films` into the cache, with progress on a terminal,
  /// then says what failed and how many were downloaded.
  package func downloadImages(of films: [Film]) async {
    let progress = services.progress
    let result = await services.images.downloadAll(films.compactMap(\.image)) {
      done, total in
      progress.show(
        text.text("fetch.imagesProgress", ["done": String(done), "total": String(total)]))
    }
    progress.clear()
    for failure in result.failures {
      console.err(
        text.text(
          "fetch.imageFailed",
          ["address": failure.address, "reason": CatalogMessages.describe(failure.error, text)])
          + "\n")
    }
    console.err(
      text.text(
        "fetch.images",
        [
          "downloaded": String(result.downloaded), "cached": String(result.cached),
          "failed": String(result.failures.count),
        ])
        + "\n")
  }
}
