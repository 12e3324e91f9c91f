import Foundation
import FuzzSupport
import QuizBankImport

/// The XML importers: each input is read as a QuizBank XML pack, as Moodle
/// XML, as IMS QTI 2.1 (an item, a manifest, or a zip package when it starts
/// with `PK`) and as Canvas QTI 1.2, the way `qbank import --from FORMAT` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(buffer: fuzzInput(data, size))
  for format in [ImportFormat.xmlPack, .moodleXML, .qti, .canvasQTI] {
    do {
      let input = try ImportInput(name: "fuzz.xml", data: bytes, maxSize: 1 << 20, maxDepth: 64)
      _ = try Importer.readQuestions(Importer.plan([input], options: ImportOptions(format: format)))
    } catch {
      _ = String(describing: error)
    }
  }
  return 0
}

exit(runFuzzer(fuzzXMLImport))
