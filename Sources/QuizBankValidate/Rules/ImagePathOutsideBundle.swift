import Foundation
import QuizBankModel

/// QB117: an image path leaves the bundle's folder (`..`, an absolute path,
/// a `file:` URL) or is empty.
package enum ImagePathOutsideBundle: QuestionRule {
  package static let code = "QB117"
  package static let name = "image-path-outside-bundle"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "an image path stays inside the bundle's folder (no .., /, file:)"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let image = question.image else { return }
    let problem: String? =
      switch ImageSource(image.source) {
      case .empty: empty(question.id)
      case .fileURL: fileURL(image.source, question.id)
      case .absolutePath: absolute(image.source, question.id)
      case .escapingPath: escaping(image.source, question.id)
      case .remote, .insecureRemote: nil
      case .localPath: linked(image.source, question.id, in: context.imageDirectory)
      }
    if let problem {
      context.report(
        Self.self, at: BundlePointer.question(q) + "/image/source", problem,
        hint: "use an https URL, or a relative path such as assets/poster.jpg")
    }
  }
}

extension ImagePathOutsideBundle {
  /// A relative path that still leaves the folder, through a symbolic link
  /// (checked by the shared gate, ``ConfinedFolder``, when the folder is known).
  private static func linked(_ source: String, _ id: String, in folder: URL?) -> String? {
    guard let folder else { return nil }
    do {
      _ = try ConfinedFolder(folder).resolve(source)
      return nil
    } catch ConfinedFolder.Refusal.linksOutside(let target) {
      return
        "the image path of question \"\(id)\" leaves the bundle's folder (\(source) is a symbolic link to \(target))"
    } catch {
      return nil  // missing or not a regular file: QB121
    }
  }

  static func empty(_ id: String) -> String {
    "the image source of question \"\(id)\" is empty"
  }

  static func fileURL(_ source: String, _ id: String) -> String {
    "the image of question \"\(id)\" is a file: URL (\(source)), which points outside the bundle"
  }

  static func absolute(_ source: String, _ id: String) -> String {
    "the image path of question \"\(id)\" is absolute (\(source)); it must be relative to the bundle"
  }

  static func escaping(_ source: String, _ id: String) -> String {
    "the image path of question \"\(id)\" leaves the bundle's folder (\(source))"
  }
}
