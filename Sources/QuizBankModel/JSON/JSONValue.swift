/// A JSON document in memory, as the canonical writers see it.
///
/// Objects keep no order of their own: the writers always sort keys.
package enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}
