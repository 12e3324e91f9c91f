import Foundation
import FuzzSupport
import QuizBankPlay

/// The statistics file reader: what a file that reads is written back as must
/// read again and write the same bytes (the first write may normalise: a date
/// read with a fraction of a second is written without it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStats(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard let file = try? StatisticsFile.decode(Data(buffer: bytes)) else { return 0 }
  for statistics in file.bundles.values { _ = statistics.averageAccuracy }
  guard let written = try? file.encode() else {
    preconditionFailure("statistics cannot be written")
  }
  let again = try? StatisticsFile.decode(written)
  precondition(again != nil, "written statistics cannot be read back")
  precondition((try? again?.encode()) == written, "statistics changed on a second round trip")
  return 0
}

exit(runFuzzer(fuzzStats))
