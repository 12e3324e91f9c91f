import Foundation
import QuizBankModel

/// Streams a bundle to disk one question at a time, like the model's
/// `BundleStreamWriter` and byte for byte the same, but encoding each question
/// straight into bytes (``CanonicalBytes``) instead of through a value tree:
/// generating a million questions is bound by this step.
final class FastBundleWriter {
  private var digest: BundleDigest
  private let members: [String: JSONValue]
  private var spool: AtomicFileWriter
  private let spoolURL: URL
  private let destination: URL
  private var pretty = CanonicalBytes(pretty: true, level: 2)
  private var compact = CanonicalBytes(pretty: false)
  private var buffer: [UInt8] = []
  private(set) var questionCount = 0

  init(header: QuizBundle, destination: URL) throws {
    self.destination = destination
    digest = try BundleDigest(header: header)
    guard case .object(var members) = try JSONValueEncoder().encode(header) else {
      throw CocoaError(.coderInvalidValue)
    }
    members.removeValue(forKey: "digest")
    members.removeValue(forKey: "questions")
    self.members = members
    spoolURL = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).questions")
    spool = try AtomicFileWriter(destination: spoolURL)
    buffer.reserveCapacity(1 << 22)
  }

  func append(_ question: Question) throws {
    compact.reset(level: 0)
    try compact.question(question)
    digest.add(canonical: String(decoding: compact.bytes, as: UTF8.self))
    pretty.reset(level: 2)
    try pretty.question(question)
    if questionCount > 0 { buffer.append(contentsOf: [0x2C, 0x0A]) }
    buffer.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
    buffer.append(contentsOf: pretty.bytes)
    questionCount += 1
    if buffer.count >= 1 << 22 { try flush() }
  }

  private func flush() throws {
    try spool.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  /// Assembles the bundle at its destination and returns its digest.
  func finish() throws -> String {
    try flush()
    try spool.commit()
    defer { try? FileManager.default.removeItem(at: spoolURL) }
    let value = digest.finalize()
    var out = try AtomicFileWriter(destination: destination)
    do {
      let (head, tail) = try layout(digest: value)
      try out.write(head + (questionCount == 0 ? "]" : "\n"))
      let input = try FileHandle(forReadingFrom: spoolURL)
      defer { try? input.close() }
      while let chunk = try input.read(upToCount: 1 << 22), !chunk.isEmpty {
        try out.write(chunk)
      }
      try out.write((questionCount == 0 ? "" : "\n  ]") + tail)
      try out.commit()
    } catch {
      out.discard()
      throw error
    }
    return value
  }

  func cancel() {
    spool.discard()
  }

  /// The text before and after the questions, as the model's writer lays it out.
  private func layout(digest: String) throws -> (String, String) {
    var all = members
    all["digest"] = .string(digest)
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
}
