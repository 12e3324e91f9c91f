import Testing

@testable import QuizBankModel

/// How an image `source` is classified (QB116–QB121 rest on it). The
/// `https://` prefix is compared as one eight-byte word; sources shorter than
/// the prefix, cut inside it, in capitals or with multi-byte text around it
/// must still be classified as the scheme rules say.
struct ImageSourceTests {
  @Test(arguments: [
    ("https://m.media-amazon.com/images/M/tt0111161.jpg", ImageSource.remote),
    ("https://", .remote), ("HTTPS://example.com/a.jpg", .remote), ("https:x", .remote),
    ("https:/", .remote), ("http://example.com/a.jpg", .insecureRemote("http")),
    ("https//example", .localPath), ("httpsx://a", .insecureRemote("httpsx")),
    ("ftp://a/b", .insecureRemote("ftp")), ("file:///etc/passwd", .fileURL),
    ("/etc/passwd", .absolutePath), ("C:\\posters\\a.jpg", .absolutePath),
    ("../a.jpg", .escapingPath), ("assets/a.jpg", .localPath), ("", .empty), ("h", .localPath),
    ("https:/\u{E9}", .remote), ("\u{E9}https://", .localPath),
  ])
  func sourcesAreClassified(source: String, kind: ImageSource) {
    #expect(ImageSource(source) == kind)
    // Every prefix that starts with the eight bytes is remote, whatever follows.
    for end in source.indices {
      let prefix = String(source[..<end])
      if prefix.utf8.starts(with: "https://".utf8) {
        #expect(ImageSource(prefix) == .remote, "\(prefix)")
      }
    }
  }
}
