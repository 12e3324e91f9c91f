/// What the libxml2 thread of a pack read hands the thread that builds the
/// questions: the SAX events the builder needs, as byte records in batches,
/// so the libxml2 thread makes no Swift `String` and takes no lock per event.
///
/// A batch is a run of records, each starting with its ``Kind`` byte:
/// - `start`: the element (a ``PackNames/Element`` raw value, or
///   ``unknownElement``), the number of attributes that follow (4 bytes,
///   little-endian), then each
///   known attribute as its ``PackNames/Attribute`` raw value, its length
///   (4 bytes, little-endian) and its value's bytes as SAX2 gave them;
/// - `end`: the element, as in `start`;
/// - `text`: the length (4 bytes) and the bytes of character data met
///   directly inside an element whose text the builder may keep.
enum PackEvents {
  enum Kind: UInt8 {
    case start = 1, end, text
  }

  /// The element byte of an element the schema does not know (kept for the depth).
  static var unknownElement: UInt8 { PackNames.unknown }

  /// A batch is handed over once it holds this many bytes.
  static let batchSize = 1 << 18

  /// Batches on their way to the builder.
  static let queueLimit = 4

  /// Whether the builder may keep the text directly inside `element` (a
  /// ``PackNames/Element`` raw value or ``unknownElement``).
  static func keepsText(_ element: UInt8) -> Bool {
    element < 64 && textElements & (1 << UInt64(element)) != 0
  }

  /// The elements whose text the builder may keep, one bit per raw value.
  private static var textElements: UInt64 {
    typealias E = PackNames.Element
    return bit(E.text) | bit(E.subject) | bit(E.tag) | bit(E.string) | bit(E.number)
      | bit(E.boolean)
  }

  private static func bit(_ element: PackNames.Element) -> UInt64 { 1 << UInt64(element.rawValue) }
}

/// One batch of records, handed from the libxml2 thread to the builder's
/// thread (which then owns it alone).
final class PackEventBatch: @unchecked Sendable {
  private let base: UnsafeMutablePointer<UInt8>
  private let count: Int

  fileprivate init(base: UnsafeMutablePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  deinit { base.deallocate() }

  func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    body(UnsafeBufferPointer(start: base, count: count))
  }
}

/// Appends records to the batch being filled (on the libxml2 thread), with
/// plain pointer writes: no array, no reference counting per record. Its
/// owner calls ``deallocate()`` once done.
struct PackEventWriter {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init() {
    capacity = PackEvents.batchSize + 4096
    base = .allocate(capacity: capacity)
  }

  var isEmpty: Bool { count == 0 }
  var isFull: Bool { count >= PackEvents.batchSize }

  /// Takes the filled batch and starts a new one.
  mutating func take() -> PackEventBatch {
    let batch = PackEventBatch(base: base, count: count)
    capacity = PackEvents.batchSize + 4096
    base = .allocate(capacity: capacity)
    count = 0
    return batch
  }

  /// Frees the batch being filled.
  func deallocate() { base.deallocate() }

  /// Starts a start-tag record with no attributes yet.
  /// - Returns: where it starts, for ``setAttributeCount(_:of:)``.
  mutating func start(_ element: UInt8) -> Int {
    reserve(6)
    let record = count
    base[count] = PackEvents.Kind.start.rawValue
    base[count + 1] = element
    count += 2
    store(0)
    return record
  }

  /// Sets how many attributes follow the start-tag record at `record`.
  mutating func setAttributeCount(_ attributes: Int, of record: Int) {
    let end = count
    count = record + 2
    store(attributes)
    count = end
  }

  mutating func attribute(_ attribute: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(5 + bytes.count)
    base[count] = attribute
    count += 1
    store(bytes.count)
    append(bytes)
  }

  mutating func end(_ element: UInt8) {
    reserve(2)
    base[count] = PackEvents.Kind.end.rawValue
    base[count + 1] = element
    count += 2
  }

  mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(5 + bytes.count)
    base[count] = PackEvents.Kind.text.rawValue
    count += 1
    store(bytes.count)
    append(bytes)
  }

  /// Makes room for `more` bytes (a record may be larger than a batch).
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let grown = max(capacity * 2, count + more)
    let next = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    next.update(from: base, count: count)
    base.deallocate()
    base = next
    capacity = grown
  }

  /// A 4-byte little-endian count (room reserved by the caller).
  private mutating func store(_ value: Int) {
    UnsafeMutableRawPointer(base + count).storeBytes(
      of: UInt32(truncatingIfNeeded: value).littleEndian, as: UInt32.self)
    count += 4
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }
}

/// Reads records back (on the builder's thread).
struct PackEventCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var atEnd: Bool { offset >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A 4-byte count.
  mutating func count() -> Int {
    precondition(offset + 4 <= bytes.count)
    defer { offset += 4 }
    let raw = UnsafeRawPointer(bytes.baseAddress! + offset)
    return Int(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
  }

  /// A length and the bytes it counts.
  mutating func value() -> UnsafeBufferPointer<UInt8> {
    let count = count()
    let start = offset
    offset = start + count
    return UnsafeBufferPointer(rebasing: bytes[start..<start + count])
  }
}
