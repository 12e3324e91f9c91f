import Foundation
import FuzzSupport
import QuizBankValidate

/// Bundle validation: the streaming structure check, the semantic rules and,
/// when there are findings, the second pass that locates them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  let checked = BundleJSONCheck(bytes: Array(bytes), file: "fuzz.json").run()
  _ = checked.report.diagnostics.count
  return 0
}

exit(runFuzzer(fuzzBundle))
