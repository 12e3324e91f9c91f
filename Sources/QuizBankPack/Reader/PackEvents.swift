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
  static let unknownElement: UInt8 = 0xFF

  /// A batch is handed over once it holds this many bytes.
  static let batchSize = 1 << 18

  /// Batches on their way to the builder.
  static let queueLimit = 4

  /// Whether the builder may keep the text directly inside `element` (a
  /// ``PackNames/Element`` raw value or ``unknownElement``).
  static func keepsText(_ element: UInt8) -> Bool {
    switch PackNames.Element(rawValue: element) {
    case .text, .subject, .tag, .string, .number, .boolean: true
    default: false
    }
  }
}

/// Appends records to the batch being filled (on the libxml2 thread).
struct PackEventWriter {
  private(set) var batch: [UInt8] = []

  init() { batch.reserveCapacity(PackEvents.batchSize + 4096) }

  var isFull: Bool { batch.count >= PackEvents.batchSize }

  /// Takes the filled batch and starts a new one.
  mutating func take() -> [UInt8] {
    var next: [UInt8] = []
    next.reserveCapacity(PackEvents.batchSize + 4096)
    swap(&next, &batch)
    return next
  }

  /// Starts a start-tag record with no attributes yet.
  /// - Returns: where it starts, for ``setAttributeCount(_:of:)``.
  mutating func start(_ element: UInt8) -> Int {
    let record = batch.count
    batch.append(PackEvents.Kind.start.rawValue)
    batch.append(element)
    length(0)
    return record
  }

  /// Sets how many attributes follow the start-tag record at `record`.
  mutating func setAttributeCount(_ count: Int, of record: Int) {
    let value = UInt32(truncatingIfNeeded: count)
    for index in 0..<4 {
      batch[record + 2 + index] = UInt8(truncatingIfNeeded: value >> (8 * index))
    }
  }

  mutating func attribute(_ attribute: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) {
    batch.append(attribute)
    length(bytes.count)
    batch.append(contentsOf: bytes)
  }

  mutating func end(_ element: UInt8) {
    batch.append(PackEvents.Kind.end.rawValue)
    batch.append(element)
  }

  mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
    batch.append(PackEvents.Kind.text.rawValue)
    length(bytes.count)
    batch.append(contentsOf: bytes)
  }

  private mutating func length(_ count: Int) {
    let value = UInt32(truncatingIfNeeded: count)
    batch.append(UInt8(truncatingIfNeeded: value))
    batch.append(UInt8(truncatingIfNeeded: value >> 8))
    batch.append(UInt8(truncatingIfNeeded: value >> 16))
    batch.append(UInt8(truncatingIfNeeded: value >> 24))
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
    defer { offset += 4 }
    return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
      | Int(bytes[offset + 3]) << 24
  }

  /// A length and the bytes it counts.
  mutating func value() -> UnsafeBufferPointer<UInt8> {
    let count = count()
    let start = offset
    offset = start + count
    return UnsafeBufferPointer(rebasing: bytes[start..<start + count])
  }
}
