import Foundation
import FuzzSupport
import QuizBankJSON

/// The JSON reader: every event of a document, then the same document as a
/// tree, read in tiny chunks so that every refill boundary is crossed. Both
/// must agree on whether the document is well formed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  var eventsFailed = false
  let reader = JSONReader(bytes: bytes, options: .init(maxDepth: 64))
  do {
    while let event = try reader.next() {
      if case .number(let number) = event {
        _ = number.intValue
        _ = number.doubleValue
      }
    }
  } catch {
    eventsFailed = true
  }
  var treeFailed = false
  do {
    let node = try JSONNode.parse(bytes, options: .init(maxDepth: 64, chunkSize: 7))
    _ = node
  } catch {
    treeFailed = true
  }
  precondition(eventsFailed == treeFailed, "events and tree disagree on the document")
  return 0
}

exit(runFuzzer(fuzzJSON))
