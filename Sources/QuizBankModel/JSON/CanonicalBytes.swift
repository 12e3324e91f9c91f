/// Canonical JSON written straight into bytes: RFC 8785's text (sorted keys,
/// minimal escapes, ECMAScript numbers), pretty or compact, without building a
/// value tree first. Callers write members in canonical key order. It is the
/// one writer of the bundle format (header, questions and digest alike); the
/// property tests hold its output to the independent `Tests/Tools/jcs.py`.
///
/// A pretty writer can also keep the compact form of the same value in
/// ``compact`` as it goes (`keepsCompact`): the two differ only in layout white
/// space, so strings are escaped and numbers formatted once for both. That is
/// what a bundle writer needs: pretty text for the file, compact text for the
/// digest.
///
/// This is the hot path of every bundle writer and of ``BundleDigest``.
///
/// A writer is used in place (it is not copyable): ``reset(level:)`` empties it
/// for the next value, keeping its memory.
package struct CanonicalBytes: ~Copyable {
  /// The value as written (pretty or compact, as asked); the scalar writers append here.
  var out: Buffer
  /// The compact form of the same value, when the writer keeps it.
  private var twin: Buffer
  /// Two-space indentation when pretty; no white space when compact.
  package let pretty: Bool
  /// Whether ``compact`` is kept beside pretty ``bytes``.
  private let keepsCompact: Bool
  private var level: Int
  /// Per open container, innermost last: 1 once it holds an item, else 0.
  private var open: Buffer
  private var afterKey = false

  /// A writer of one form; `level` is the indentation the value starts at.
  package init(pretty: Bool, level: Int = 0) {
    self.init(pretty: pretty, level: level, keepsCompact: false)
  }

  /// A writer of pretty text (from `level`) that also keeps the compact form in ``compact``.
  package init(prettyKeepingCompactAt level: Int) {
    self.init(pretty: true, level: level, keepsCompact: true)
  }

  private init(pretty: Bool, level: Int, keepsCompact: Bool) {
    self.pretty = pretty
    self.level = level
    self.keepsCompact = keepsCompact
    out = Buffer(capacity: 2048)
    twin = Buffer(capacity: keepsCompact ? 2048 : 0)
    open = Buffer(capacity: 16)
  }

  /// The value as written: pretty or compact, as asked.
  package var bytes: [UInt8] { out.array }

  /// The compact form of the same value, when the writer keeps it; else empty.
  package var compact: [UInt8] { twin.array }

  /// How many bytes of the value are written so far.
  package var count: Int { out.count }

  /// How many bytes of the compact form are written so far.
  package var compactCount: Int { twin.count }

  /// The value as written, valid only during `body`: ``bytes`` without a copy.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
    rethrows -> Result
  {
    try out.withBytes(body)
  }

  /// The compact form, valid only during `body`: ``compact`` without a copy.
  package func withCompact<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
    rethrows -> Result
  {
    try twin.withBytes(body)
  }

  /// Empties the buffers for the next value, which starts at indentation `level`.
  package mutating func reset(level: Int) {
    out.removeAll()
    twin.removeAll()
    self.level = level
    open.removeAll()
    afterKey = false
  }

  package mutating func beginObject() { open(0x7B) }
  package mutating func endObject() { close(0x7D) }
  package mutating func beginArray() { open(0x5B) }
  package mutating func endArray() { close(0x5D) }

  /// The next member's key, a name known not to need escapes (ASCII letters,
  /// digits and punctuation other than `"` and `\`); its value must follow.
  package mutating func key(_ name: StaticString) {
    beginMember()
    let text = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    assert(!text.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x80 })
    let start = out.count
    out.append(0x22)
    out.append(text)
    out.append(0x22)
    endKey(from: start)
  }

  /// The next member's key, any text (a locale, a value's name); its value must follow.
  package mutating func key(text name: String) {
    beginMember()
    let start = out.count
    writeString(name)
    endKey(from: start)
  }

  package mutating func string(_ value: String) {
    item()
    let start = out.count
    writeString(value)
    mirror(from: start)
  }

  /// A string given as its UTF-8 bytes (valid UTF-8, escapes already decoded).
  package mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
    item()
    let start = out.count
    writeString(utf8: utf8)
    mirror(from: start)
  }

  package mutating func int(_ value: Int) {
    item()
    let start = out.count
    writeInt(value)
    mirror(from: start)
  }

  package mutating func double(_ value: Double) throws {
    item()
    let start = out.count
    try writeDouble(value)
    mirror(from: start)
  }

  package mutating func bool(_ value: Bool) {
    item()
    let start = out.count
    let text: StaticString = value ? "true" : "false"
    out.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    mirror(from: start)
  }

  /// A member holding text per locale, keys sorted.
  package mutating func localized(_ name: StaticString, _ text: LocalizedText) {
    key(name)
    localized(text)
  }

  /// Text per locale, keys sorted.
  package mutating func localized(_ text: LocalizedText) {
    beginObject()
    for entry in text.entries {  // in key order already
      key(text: entry.locale)
      string(entry.text)
    }
    endObject()
  }

  // MARK: - Layout

  /// Copies what was written to ``bytes`` since `start` (no layout white space
  /// in it) to ``compact``.
  @inline(__always)
  private mutating func mirror(from start: Int) {
    guard keepsCompact else { return }
    let written = UnsafeBufferPointer(start: out.base + start, count: out.count - start)
    twin.append(written)
  }

  /// The colon after a key written from `start`, and the space after it when pretty.
  @inline(__always)
  private mutating func endKey(from start: Int) {
    out.append(0x3A)
    mirror(from: start)
    if pretty { out.append(0x20) }
    afterKey = true
  }

  /// Whatever comes before a member's key: a comma after the first, and a new line.
  @inline(__always)
  private mutating func beginMember() {
    if open.last != 0 { separator() }
    open.last = 1
    newline()
  }

  /// Whatever comes before a value: nothing after a key or at the top, else a
  /// comma and a new line inside an array.
  @inline(__always)
  private mutating func item() {
    if afterKey {
      afterKey = false
    } else if open.count > 0 {
      if open.last != 0 { separator() }
      open.last = 1
      newline()
    }
  }

  @inline(__always)
  private mutating func separator() {
    out.append(0x2C)
    if keepsCompact { twin.append(0x2C) }
  }

  private mutating func open(_ byte: UInt8) {
    item()
    out.append(byte)
    if keepsCompact { twin.append(byte) }
    open.append(0)
    level += 1
  }

  private mutating func close(_ byte: UInt8) {
    let hasItems = open.removeLast() != 0
    level -= 1
    if hasItems { newline() }
    out.append(byte)
    if keepsCompact { twin.append(byte) }
  }

  /// A new line and the current indentation, when pretty.
  @inline(__always)
  private mutating func newline() {
    guard pretty else { return }
    let width = 1 + 2 * level
    if width <= Self.indentation.utf8CodeUnitCount {
      out.append(UnsafeBufferPointer(start: Self.indentation.utf8Start, count: width))
    } else {
      out.append(0x0A)
      for _ in 0..<level {
        out.append(0x20)
        out.append(0x20)
      }
    }
  }

  /// A new line and 32 levels of indentation, cut to size by ``newline()``.
  private static let indentation: StaticString =
    "\n                                                                "
}
