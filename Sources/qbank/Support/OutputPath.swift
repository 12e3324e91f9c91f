import ArgumentParser
import Foundation
import QuizBankModel

/// The check every command with `-o` makes in `validate()` (issue 17, Low 11):
/// the output may not be one of the inputs, which writing would destroy.
enum OutputPath {
  /// Throws a usage error (exit 64) when `output` names the same file as one of `inputs`.
  static func refuseOverwriting(_ output: String?, inputs: [String]) throws {
    guard let output, output != "-" else { return }
    for input in inputs where input != "-" && FileIdentity.same(output, input) {
      throw ValidationError(
        "-o names the input file '\(input)'; writing there would destroy it. Choose another output file."
      )
    }
  }
}
