/// Decodes any `Decodable` from a ``JSONValue``, without Foundation: the reader of the
/// checker's session files.
///
/// Errors are the standard `DecodingError`s with the coding path of the value at fault and
/// a plain description ("expected a number, found a string"). An integer type reads only a
/// number written as an integer and refuses one out of its range; `Double` and `Float` read
/// any number; `Bool` only `true` and `false`.
public struct JSONValueDecoder: Sendable {
  /// A decoder.
  public init() {}

  /// The `T` that `value` describes.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - value: A parsed JSON value.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` naming the coding path of the value at fault.
  /// - Complexity: O(n) in the size of `value`, with keys looked up by a linear search of
  ///   their object (session files have small objects).
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try T(from: JSONValueDecoding(value: value, codingPath: []))
  }
}

/// The `Decoder` over one value: a struct, so reading a value allocates only what the
/// standard library's container boxes need.
struct JSONValueDecoding: Decoder {
  /// The value being decoded.
  let value: JSONValue
  /// The keys from the top-level value to this one.
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(
    keyedBy type: Key.Type
  ) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw value.mismatch(
        [String: JSONValue].self, expected: "an object", at: codingPath)
    }
    return KeyedDecodingContainer(
      JSONKeyedDecodingContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw value.mismatch([JSONValue].self, expected: "an array", at: codingPath)
    }
    return JSONUnkeyedDecodingContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueDecodingContainer(value: value, codingPath: codingPath)
  }
}
