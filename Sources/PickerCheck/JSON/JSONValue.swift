/// One JSON value (RFC 8259), as a session file's line holds it: what the checker's
/// ``JSONValueDecoder`` reads and its ``JSONValueEncoder`` writes, without Foundation.
///
/// A number keeps its exact text, so that an `Int` such as `-9223372036854775808` round-trips
/// exactly and a `Double` is read by Swift's correctly rounded `Double(_:)`. An object keeps
/// its members in order; its keys are unique (parsing refuses a duplicate key).
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its exact JSON text (`"-0.25"`, `"1e300"`).
  case number(String)
  /// A string, with its escapes resolved.
  case string(String)
  /// An array of values, in order.
  case array([JSONValue])
  /// An object's members, in the order they were written; keys are unique.
  case object([Member])

  /// One key and value of an object.
  public struct Member: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member with `key` and `value`.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }
}
