import Foundation
import FuzzSupport
import QuizBankValidate

/// Bundle validation: the streaming structure check, the semantic rules and,
/// when there are findings, the second pass that locates them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  // Bundles of an older format version are migrated through Foundation's JSON.
  if KnownCrashes.nestsDeeper(than: 256, bytes) { return -1 }
  let checked = BundleJSONCheck(bytes: Array(bytes), file: "fuzz.json").run()
  _ = checked.report.diagnostics.count
  return 0
}

exit(runFuzzer(fuzzBundle))
