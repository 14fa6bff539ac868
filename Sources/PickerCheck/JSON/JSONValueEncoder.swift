/// Encodes any `Encodable` as a ``JSONValue``, without Foundation: the writer of the
/// checker's session files.
///
/// Keys stay in the order they were first encoded. Integers are written exactly; a finite
/// `Double` or `Float` as the shortest text that reads back as the same value (`12.5`, `136`,
/// `1e-07`).
public struct JSONValueEncoder: Sendable {
  /// An encoder.
  public init() {}

  /// The JSON value of `value`.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: Its JSON value; ``JSONValue/text`` gives its compact text.
  /// - Throws: `EncodingError.invalidValue` for a non-finite `Double` or `Float` (JSON has
  ///   no such numbers; the library writes them as strings itself), or for a top-level value
  ///   that encodes nothing.
  /// - Complexity: O(n) in the size of the result.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let node = JSONEncodingNode()
    try value.encode(to: JSONValueEncoding(node: node, codingPath: []))
    if case .unset = node.kind {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: [], debugDescription: "\(T.self) encoded no value"))
    }
    return node.value
  }
}

/// The `Encoder` writing into one node.
struct JSONValueEncoding: Encoder {
  /// The node this encoder writes.
  let node: JSONEncodingNode
  /// The keys from the top-level value to this one.
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Makes the node an object (keeping members encoded before) and returns its container.
  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.kind {} else { node.kind = .object }
    return KeyedEncodingContainer(
      JSONKeyedEncodingContainer<Key>(node: node, codingPath: codingPath))
  }

  /// Makes the node an array (keeping elements encoded before) and returns its container.
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.kind {} else { node.kind = .array }
    return JSONUnkeyedEncodingContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueEncodingContainer(node: node, codingPath: codingPath)
  }
}

// MARK: - Leaves

/// The JSON values of Swift's primitive values, shared by the three containers.
enum JSONLeaf {
  /// A finite floating-point number as the shortest text that reads back the same, without
  /// a trailing `.0`.
  ///
  /// - Throws: `EncodingError.invalidValue` for NaN and infinities.
  static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: F, at path: @autoclosure () -> [any CodingKey]
  ) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: path(),
          debugDescription: "\(value) is not a JSON number; write it as a string"))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return .number(text)
  }

  /// An integer's exact text.
  static func number(_ value: some FixedWidthInteger) -> JSONValue {
    .number(String(value))
  }
}
