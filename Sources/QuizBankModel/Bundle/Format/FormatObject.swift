import QuizBankJSON

/// One member of an object of the bundle format: its key, whether it is
/// required, how it is read and how it is written. A table of them
/// (``FormatObject``) drives both the reader and the writer, so a new member
/// is one entry.
package struct FormatMember<Model>: Sendable {
  /// The key, for the writer.
  let key: StaticString
  /// The key, for the reader.
  let name: String
  /// Whether the object must have it.
  let required: Bool
  /// Reads the member's value into the model (a problem becomes a finding).
  let read: @Sendable (inout StructureDecoder, JSONReader, inout Model) throws -> Void
  /// Writes the member, key and value, or nothing when the model lacks it.
  let write: @Sendable (inout CanonicalBytes, Model) throws -> Void

  /// A member every object has.
  package static func required<Value>(
    _ key: StaticString,
    read: @escaping @Sendable (inout StructureDecoder, JSONReader) throws -> Value?,
    get: @escaping @Sendable (Model) -> Value,
    set: @escaping @Sendable (inout Model, Value) -> Void,
    write: @escaping @Sendable (inout CanonicalBytes, Value) throws -> Void
  ) -> Self {
    member(key, required: true, read: read, get: { get($0) }, set: set, write: write)
  }

  /// A member that may be absent: the model keeps its default when it is.
  package static func optional<Value>(
    _ key: StaticString,
    read: @escaping @Sendable (inout StructureDecoder, JSONReader) throws -> Value?,
    get: @escaping @Sendable (Model) -> Value?,
    set: @escaping @Sendable (inout Model, Value) -> Void,
    write: @escaping @Sendable (inout CanonicalBytes, Value) throws -> Void
  ) -> Self {
    member(key, required: false, read: read, get: get, set: set, write: write)
  }

  /// A member whose value `get` gives when the model has one; the writer leaves it out otherwise.
  private static func member<Value>(
    _ key: StaticString, required: Bool,
    read: @escaping @Sendable (inout StructureDecoder, JSONReader) throws -> Value?,
    get: @escaping @Sendable (Model) -> Value?,
    set: @escaping @Sendable (inout Model, Value) -> Void,
    write: @escaping @Sendable (inout CanonicalBytes, Value) throws -> Void
  ) -> Self {
    Self(
      key: key, name: key.description, required: required,
      read: { decoder, reader, model in
        if let value = try read(&decoder, reader) { set(&model, value) }
      },
      write: { bytes, model in
        guard let value = get(model) else { return }
        bytes.key(key)
        try write(&bytes, value)
      })
  }
}

/// An object of the bundle format as a table of its members: the reader
/// takes them in any order (in the table's order for messages), the writer
/// writes them in canonical key order.
package struct FormatObject<Model>: Sendable {
  /// How messages name the object: `the question`.
  let what: String
  let members: [FormatMember<Model>]
  let names: MemberNames
  let required: [String]
  /// The indices of ``members`` in canonical key order.
  let writingOrder: [Int]

  /// The object called `what` in messages, with `members`.
  package init(_ what: String, _ members: [FormatMember<Model>]) {
    self.what = what
    self.members = members
    names = MemberNames(members.map(\.name))
    required = members.filter(\.required).map(\.name)
    writingOrder = members.indices.sorted {
      CanonicalBytes.keyPrecedes(members[$0].name, members[$1].name)
    }
  }
}

extension StructureDecoder {
  /// Reads the members of an object whose `{` was just read at `start` into `model`.
  mutating func read<Model>(
    _ format: FormatObject<Model>, into model: inout Model, reader: JSONReader,
    start: JSONPosition
  ) throws {
    try readMembers(
      reader, start: start, format.what, keys: format.names, required: format.required
    ) { decoder, index in
      try format.members[index].read(&decoder, reader, &model)
    }
  }
}

extension CanonicalBytes {
  /// Writes `model` as an object, its members in key order.
  package mutating func write<Model>(_ model: Model, as format: FormatObject<Model>) throws {
    beginObject()
    for index in format.writingOrder { try format.members[index].write(&self, model) }
    endObject()
  }
}
