import ArgumentParser
import Foundation

/// The check every command with `-o` makes in `validate()` (issue 17, Low 11):
/// the output may not be one of the inputs, which writing would destroy.
enum OutputPath {
  /// Throws a usage error (exit 64) when `output` names the same file as one of `inputs`.
  static func refuseOverwriting(_ output: String?, inputs: [String]) throws {
    guard let output, output != "-" else { return }
    for input in inputs where input != "-" && sameFile(output, input) {
      throw ValidationError(
        "-o names the input file '\(input)'; writing there would destroy it. Choose another output file."
      )
    }
  }

  /// Whether `a` and `b` are the same file: the same device and inode when
  /// both exist (hard links, symbolic links), else the same resolved path.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    if stat(a, &first) == 0, stat(b, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    let resolve = { (path: String) in
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    return resolve(a) == resolve(b)
  }
}
