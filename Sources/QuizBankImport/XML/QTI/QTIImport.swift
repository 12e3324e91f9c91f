import Foundation
import QuizBankModel
import QuizBankPack

/// `qbank import` for IMS QTI 2.1 (items, folders of items, content packages)
/// and QTI 1.2 (`questestinterop`, as Canvas exports it): recognising them,
/// and reading them into the importer's terms.
enum QTIImport {
  /// The IMS QTI 2.1 namespace.
  static let namespace = "http://www.imsglobal.org/xsd/imsqti_v2p1"
  /// The manifest's resource type for a QTI 2.1 item.
  static let itemResourceType = "imsqti_item_xmlv2p1"

  /// The manifest's resource type for a QTI 1.2 file (Canvas's QTI export).
  static let canvasResourceType = "imsqti_xmlv1p2"

  /// Recognises a QTI 1.2 file (`<questestinterop`), a QTI 2.1 item
  /// (`<assessmentItem` in the QTI 2.1 namespace) or a content package's
  /// manifest listing QTI 2.1 items or a QTI 1.2 file, from the first bytes of an input.
  static func detect(prefix: [UInt8]) -> ImportFormat? {
    if XMLPrefix.contains(prefix, "<questestinterop") { return .canvasQTI }
    if XMLPrefix.contains(prefix, "<assessmentItem"), XMLPrefix.contains(prefix, namespace) {
      return .qti
    }
    if XMLPrefix.contains(prefix, "<manifest"),
      XMLPrefix.contains(prefix, itemResourceType)
        || XMLPrefix.contains(prefix, canvasResourceType)
    {
      return .qti
    }
    return nil
  }

  /// Whether `folder` looks like QTI: it has an `imsmanifest.xml`, or an XML
  /// file among its first hundred that holds a QTI 2.1 `assessmentItem`.
  static func isQTIFolder(_ folder: URL) -> Bool {
    let manifest = folder.appendingPathComponent("imsmanifest.xml").path
    if FileManager.default.fileExists(atPath: manifest) { return true }
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return false }
    var looked = 0
    for case let url as URL in walker where url.pathExtension.lowercased() == "xml" {
      guard looked < 100 else { return false }
      looked += 1
      guard let handle = try? FileHandle(forReadingFrom: url) else { continue }
      defer { try? handle.close() }
      let head = (try? handle.read(upToCount: ImportInput.prefixSize)) ?? Data()
      if detect(prefix: [UInt8](head)) == .qti { return true }
    }
    return false
  }

  /// Reads a QTI 2.1 item, folder or content package; pictures go to `summary.assets`.
  static func readQTI(_ input: ImportInput, into summary: inout ImportSummary) throws
    -> [Question]
  {
    let files = try QTIFiles.open(input)
    var reader = QTIItemReader(files: files)
    if files.hasManifest, files.looseFiles.count != 1 || input.folder != nil {
      try readManifest("imsmanifest.xml", files: files, into: &reader)
    } else {
      let single = input.folder == nil
      for path in files.looseFiles {
        guard let data = try files.read(path) else { continue }
        let document = try QTIDocument(data, name: files.displayName(path))
        let root = document.root
        switch root.name {
        case "assessmentItem":
          try reader.read(document, path: path)
        case "manifest" where single:
          try readManifest(path, files: files, document: document, into: &reader)
        default:
          let message =
            "the root element is <\(root.name)>, not a QTI 2.1 <assessmentItem>"
          if single {
            throw document.error(
              message, at: root,
              hint:
                "name an assessmentItem file, a folder of them or a content package (zip with imsmanifest.xml)"
            )
          }
          summary.issues.append(document.issue(message + "; the file is skipped", at: root))
        }
      }
    }
    summary.skipped += reader.skipped
    summary.issues += reader.issues
    for asset in reader.assets where !summary.assets.contains(where: { $0.path == asset.path }) {
      summary.assets.append(asset)
    }
    return reader.questions
  }

  /// Reads the QTI 2.1 items a content package's manifest lists, in its order.
  private static func readManifest(
    _ path: String, files: QTIFiles, document given: QTIDocument? = nil,
    into reader: inout QTIItemReader
  ) throws {
    let manifest: QTIDocument
    if let given {
      manifest = given
    } else {
      guard let data = try files.read(path) else {
        throw ImportError(.malformed, file: files.displayName(path), message: "no such file")
      }
      manifest = try QTIDocument(data, name: files.displayName(path))
    }
    guard manifest.root.name == "manifest" else {
      throw manifest.error(
        "the root element is <\(manifest.root.name)>, not an IMS content package <manifest>",
        at: manifest.root)
    }
    var items = 0
    for resource in manifest.root.child("resources")?.all("resource") ?? [] {
      let type = resource.attribute("type") ?? ""
      let identifier = resource.attribute("identifier") ?? "(no identifier)"
      let canvas = type == canvasResourceType
      guard type.hasPrefix(itemResourceType) || canvas else {
        if type.hasPrefix("imsqti_item") {
          reader.note(
            manifest.issue(
              "resource \(identifier) is a \(type) item; QuizBank reads \(itemResourceType) items, so it is skipped",
              at: resource), skipped: true)
        }
        continue
      }
      // Canvas names its QTI 1.2 file in a <file>, not in the resource's href.
      let named = resource.attribute("href") ?? resource.child("file")?.attribute("href")
      guard let href = named, !href.isEmpty else {
        throw manifest.error(
          "resource \(identifier) has no href naming its item file", at: resource)
      }
      guard let itemPath = QTIFiles.resolve(href, from: path) else {
        throw manifest.error(
          "resource \(identifier) names '\(href)', which points outside the package", at: resource,
          hint: "a content package may only name files inside it")
      }
      guard let data = try files.read(itemPath) else {
        throw manifest.error(
          "resource \(identifier) names '\(href)', which is not in the package", at: resource,
          hint: "add the file to the package, or remove the resource from imsmanifest.xml")
      }
      let item = try QTIDocument(data, name: files.displayName(itemPath))
      if canvas {
        var quiz = CanvasQTIReader()
        try quiz.read(item)
        reader.adopt(quiz)
        items += 1
        continue
      }
      guard item.root.name == "assessmentItem" else {
        throw item.error(
          "the root element is <\(item.root.name)>, not the <assessmentItem> the manifest announces",
          at: item.root)
      }
      items += 1
      try reader.read(item, path: itemPath)
    }
    if items == 0 {
      reader.note(
        manifest.issue(
          "the manifest lists no QTI item (no resource of type \(itemResourceType) or \(canvasResourceType))",
          at: manifest.root), skipped: false)
    }
  }

  /// Reads a QTI 1.2 `questestinterop` file (Canvas classic quizzes).
  static func readCanvas(_ input: ImportInput, into summary: inout ImportSummary) throws
    -> [Question]
  {
    let document = try QTIDocument(Data(try input.readAll()), name: input.name)
    var reader = CanvasQTIReader()
    try reader.read(document)
    summary.skipped += reader.skipped
    summary.issues += reader.issues
    return reader.questions
  }
}
