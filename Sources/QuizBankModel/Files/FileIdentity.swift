import Foundation

/// Whether two paths name one file, for refusing to write over an input.
package enum FileIdentity {
  /// Whether `a` and `b` are the same file: the same device and inode when
  /// both exist (hard links, symbolic links), else the same resolved path.
  package static func same(_ a: String, _ b: String) -> Bool {
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
