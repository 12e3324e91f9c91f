import Foundation
import FuzzSupport
import QuizBankGenerate

/// The rule file parser (YAML, or JSON read as YAML), as `qbank generate --rules` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
  do {
    _ = try RuleSet.parse(text, file: "fuzz.yaml")
  } catch {
    _ = String(describing: error)
  }
  return 0
}

exit(runFuzzer(fuzzRules))
