import Foundation
import FuzzSupport
import QuizBankPlay

/// The statistics file reader: a file that reads must write back and read
/// again to the same statistics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStats(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  // The reader is Foundation's JSONDecoder until the fix of issue 17, item 3 lands.
  if KnownCrashes.nestsDeeper(than: 256, bytes) { return -1 }
  guard let file = try? StatisticsFile.decode(Data(buffer: bytes)) else { return 0 }
  for statistics in file.bundles.values { _ = statistics.averageAccuracy }
  let again = try? StatisticsFile.decode(file.encode())
  precondition(again == file, "statistics changed on a round trip")
  return 0
}

exit(runFuzzer(fuzzStats))
