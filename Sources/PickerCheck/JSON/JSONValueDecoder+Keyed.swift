/// An object's container: its members in order, each key found by a linear search, which
/// beats hashing for the few keys a session file's objects have.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The object's members.
  let members: [JSONValue.Member]
  /// The keys from the top-level value to the object.
  let codingPath: [any CodingKey]

  var allKeys: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(members.count)
    for member in members {
      if let key = Key(stringValue: member.key) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

  // MARK: - Lookup

  /// The value under `key`.
  ///
  /// - Throws: `DecodingError.keyNotFound` when the object has no such key.
  private func value(for key: Key) throws -> JSONValue {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    throw DecodingError.keyNotFound(
      key,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "no value for the key \"\(name)\""))
  }

  /// The coding path of the value under `key`.
  private func path(_ key: any CodingKey) -> [any CodingKey] { codingPath.appending(key) }

  // MARK: - Values

  func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try value(for: key).unboxBool(at: path(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try value(for: key).unboxString(at: path(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try value(for: key).unboxFloatingPoint(type, at: path(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try value(for: key).unboxFloatingPoint(type, at: path(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(forKey: key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(forKey: key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(forKey: key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(forKey: key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(forKey: key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(forKey: key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(forKey: key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try integer(forKey: key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try integer(forKey: key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try integer(forKey: key)
  }

  private func integer<T: FixedWidthInteger>(forKey key: Key) throws -> T {
    try value(for: key).unboxInteger(T.self, at: path(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: JSONValueDecoding(value: value(for: key), codingPath: path(key)))
  }

  // MARK: - Nesting

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try JSONValueDecoding(value: value(for: key), codingPath: path(key))
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoding(value: value(for: key), codingPath: path(key)).unkeyedContainer()
  }

  /// A decoder for the `super` key's value, or for null when there is none.
  func superDecoder() throws -> any Decoder {
    let value = members.first { $0.key == JSONCodingKey.super.stringValue }?.value ?? .null
    return JSONValueDecoding(value: value, codingPath: path(JSONCodingKey.super))
  }

  /// A decoder for `key`'s value, or for null when there is none.
  func superDecoder(forKey key: Key) throws -> any Decoder {
    let value = members.first { $0.key == key.stringValue }?.value ?? .null
    return JSONValueDecoding(value: value, codingPath: path(key))
  }
}
