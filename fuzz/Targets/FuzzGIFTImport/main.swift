import Foundation
import FuzzSupport
import QuizBankImport

/// The text quiz importers: each input is read as GIFT and as Aiken, the way
/// `qbank import --from FORMAT` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIFTImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(buffer: fuzzInput(data, size))
  for format in [ImportFormat.gift, .aiken] {
    do {
      let input = try ImportInput(name: "fuzz.gift", data: bytes, maxSize: 1 << 20, maxDepth: 64)
      _ = try Importer.readQuestions(Importer.plan([input], options: ImportOptions(format: format)))
    } catch {
      _ = String(describing: error)
    }
  }
  return 0
}

exit(runFuzzer(fuzzGIFTImport))
