import Foundation

/// Writes bundles canonically: sorted keys, two-space indentation, a trailing
/// newline, and a freshly computed ``QuizBundle/digest``. Writing the same
/// content twice gives identical bytes.
public struct BundleWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The canonical bytes of `bundle`, with its digest recomputed.
  public func encode(_ bundle: QuizBundle) throws -> Data {
    var layout = try BundleLayout(header: bundle)
    var body = ""
    for question in bundle.questions {
      let value = try JSONValueEncoder().encode(question)
      layout.digest.add(canonical: try CanonicalJSON.compact(value))
      body += (body.isEmpty ? "" : ",\n") + "    " + (try CanonicalJSON.pretty(value, level: 2))
    }
    return Data(try layout.render(body: body).utf8)
  }

  /// Writes `bundle` to `url` atomically (temporary file, then rename).
  public func write(_ bundle: QuizBundle, to url: URL) throws {
    try AtomicFileWriter.write(encode(bundle), to: url)
  }

  /// `bundle` with its digest recomputed.
  public func sealed(_ bundle: QuizBundle) throws -> QuizBundle {
    var copy = bundle
    copy.digest = try BundleDigest.compute(for: bundle)
    return copy
  }
}

/// Writes a bundle of any size one question at a time, holding none of them:
/// questions are spooled to a temporary file while the digest is computed, and
/// ``finish()`` assembles the file and renames it into place. The bytes are
/// the same as ``BundleWriter`` gives for the same content.
public final class BundleStreamWriter {
  private var layout: BundleLayout
  private var spool: AtomicFileWriter
  private let spoolURL: URL
  private let destination: URL
  private var count = 0

  /// Starts a bundle at `destination` with the members of `header` (its questions are ignored).
  public init(header: QuizBundle, destination: URL) throws {
    self.destination = destination
    layout = try BundleLayout(header: header)
    spoolURL = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).questions")
    spool = try AtomicFileWriter(destination: spoolURL)
  }

  /// The number of questions appended so far.
  public var questionCount: Int { count }

  /// Appends the next question.
  public func append(_ question: Question) throws {
    let value = try JSONValueEncoder().encode(question)
    layout.digest.add(canonical: try CanonicalJSON.compact(value))
    try spool.write((count == 0 ? "" : ",\n") + "    " + (try CanonicalJSON.pretty(value, level: 2)))
    count += 1
  }

  /// Writes the bundle and returns its digest. Nothing is at `destination` before this.
  @discardableResult
  public func finish() throws -> String {
    try spool.commit()
    defer { try? FileManager.default.removeItem(at: spoolURL) }
    var out = try AtomicFileWriter(destination: destination)
    do {
      let (head, tail) = try layout.split()
      try out.write(head + (count == 0 ? "]" : "\n"))
      let input = try FileHandle(forReadingFrom: spoolURL)
      defer { try? input.close() }
      while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
        try out.write(chunk)
      }
      try out.write((count == 0 ? "" : "\n  ]") + tail)
      try out.commit()
    } catch {
      out.discard()
      throw error
    }
    return layout.digest.finalize()
  }

  /// Abandons the bundle; nothing is written.
  public func cancel() {
    spool.discard()
  }
}

/// The pretty layout of a bundle around its questions.
private struct BundleLayout {
  var digest: BundleDigest
  let members: [String: JSONValue]

  init(header: QuizBundle) throws {
    digest = try BundleDigest(header: header)
    var members = try BundleDigest.members(of: header)
    members.removeValue(forKey: "questions")
    self.members = members
  }

  /// The text before and after the questions, with the digest filled in.
  func split() throws -> (String, String) {
    var all = members
    all["digest"] = .string(digest.finalize())
    var head = "{"
    var tail = ""
    var placed = false
    for (key, value) in CanonicalJSON.sortedMembers(all) {
      if !placed, CanonicalJSON.keyPrecedes("questions", key) {
        head += (head == "{" ? "" : ",") + "\n  \"questions\": ["
        placed = true
      }
      var member = ""
      CanonicalJSON.writeString(key, into: &member)
      member = "\n  " + member + ": " + (try CanonicalJSON.pretty(value, level: 1))
      if placed {
        tail += "," + member
      } else {
        head += (head == "{" ? "" : ",") + member
      }
    }
    if !placed { head += ",\n  \"questions\": [" }
    return (head, tail + "\n}\n")
  }

  func render(body: String) throws -> String {
    let (head, tail) = try split()
    return body.isEmpty ? head + "]" + tail : head + "\n" + body + "\n  ]" + tail
  }
}
