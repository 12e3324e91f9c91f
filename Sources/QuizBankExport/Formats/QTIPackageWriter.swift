import Foundation
import QuizBankModel
import ZIPFoundation

/// Writes an IMS QTI 2.1 content package: a zip with `imsmanifest.xml`, an
/// `assessmentTest.xml` referring to every item (so an LMS imports one quiz),
/// one `items/<id>.xml` per question and the local images under `images/`.
///
/// Entries are written in a fixed order with a fixed timestamp
/// (1980-01-01 00:00 UTC) and fixed permissions, so the same bundle gives the
/// same bytes.
struct QTIPackageWriter {
  static let timestamp = ZipPackage.timestamp

  func write(_ context: inout ExportContext) throws -> Data {
    var entries: [(path: String, data: Data)] = []
    var resources: [String] = []
    var testItems: [(identifier: String, href: String)] = []
    var usedItemNames = Set<String>()
    for question in context.bundle.questions {
      context.loseOtherLocales(question)
      context.loseUnsupported(
        question, [.subject, .explanation, .points, .tags, .difficulty, .provenance])
      if question.id.unicodeScalars.count > QTIItemWriter.labelLimit {
        context.lose(
          question, .id,
          "the id is longer than the \(QTIItemWriter.labelLimit) characters a QTI label holds; its first \(QTIItemWriter.labelLimit) are kept"
        )
      }
      let choiceIDs = QTIItemWriter.choiceIdentifiers(question)
      let renamed = question.choices.compactMap { choice in
        choiceIDs[choice.id].flatMap { $0 == choice.id ? nil : "\(choice.id) → \($0)" }
      }
      if !renamed.isEmpty {
        context.lose(
          question, .choices,
          "choice ids a QTI identifier cannot hold are renamed: \(renamed.joined(separator: ", "))")
      }
      var name = QTIItemWriter.itemName(question.id)
      while !usedItemNames.insert(name).inserted { name += "_" }
      var files = ["items/\(name).xml"]
      var imageEntry: (path: String, data: Data)?
      if let image = question.image, !image.isRemote {
        let packaged = try context.images.load(image, for: question.id)
        imageEntry = ("images/\(name)-\(Self.safeFileName(packaged.name))", packaged.data)
      }
      let item = QTIItemWriter().item(
        question, identifier: name, imageHref: imageEntry.map { "../" + $0.path }, context)
      entries.append((files[0], Data(item.utf8)))
      testItems.append((name, files[0]))
      if let imageEntry {
        entries.append(imageEntry)
        files.append(imageEntry.path)
      }
      var resource =
        "    <resource identifier=\"ITEM-\(XMLEscaping.text(name))\" type=\"imsqti_item_xmlv2p1\" href=\"items/\(XMLEscaping.text(name)).xml\">\n"
      for file in files { resource += "      <file href=\"\(XMLEscaping.text(file))\"/>\n" }
      resource += "    </resource>\n"
      resources.append(resource)
    }
    let test = QTITestWriter().test(context.bundle, items: testItems, context)
    var testResource =
      "    <resource identifier=\"TEST-\(XMLEscaping.text(QTIItemWriter.identifier(context.bundle.id)))\" type=\"imsqti_test_xmlv2p1\" href=\"\(QTITestWriter.path)\">\n"
    testResource += "      <file href=\"\(QTITestWriter.path)\"/>\n"
    for item in testItems {
      testResource +=
        "      <dependency identifierref=\"ITEM-\(XMLEscaping.text(item.identifier))\"/>\n"
    }
    testResource += "    </resource>\n"
    let manifest = self.manifest(context.bundle, resources: [testResource] + resources)
    return try zip(
      [("imsmanifest.xml", Data(manifest.utf8)), (QTITestWriter.path, Data(test.utf8))] + entries)
  }

  /// A file name of ASCII letters, digits, `.`, `-` and `_` only, so it can be
  /// used as a URI path without escaping.
  static func safeFileName(_ name: String) -> String {
    String(
      name.unicodeScalars.map { scalar -> Character in
        let ok =
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_"
        return ok ? Character(scalar) : "_"
      })
  }

  private func manifest(_ bundle: QuizBundle, resources: [String]) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<manifest xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\""
    out += " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
    out +=
      " xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd\""
    out += " identifier=\"MANIFEST-\(XMLEscaping.text(QTIItemWriter.identifier(bundle.id)))\">\n"
    out +=
      "  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>\n"
    out += "  <organizations/>\n"
    out += "  <resources>\n" + resources.joined() + "  </resources>\n"
    out += "</manifest>\n"
    return out
  }

  private func zip(_ entries: [(path: String, data: Data)]) throws -> Data {
    try ZipPackage.zip(entries)
  }
}
