// MARK: - Keyed

/// An object's container, setting members of its node.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONEncodingNode
  let codingPath: [any CodingKey]

  private func path(_ key: any CodingKey) -> [any CodingKey] { codingPath.appending(key) }

  mutating func encodeNil(forKey key: Key) { node.set(key.stringValue, .value(.null)) }
  mutating func encode(_ value: Bool, forKey key: Key) {
    node.set(key.stringValue, .value(.bool(value)))
  }
  mutating func encode(_ value: String, forKey key: Key) {
    node.set(key.stringValue, .value(.string(value)))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    node.set(key.stringValue, .value(try JSONLeaf.number(value, at: path(key))))
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    node.set(key.stringValue, .value(try JSONLeaf.number(value, at: path(key))))
  }
  mutating func encode(_ value: Int, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) { integer(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) { integer(value, key) }

  private func integer(_ value: some FixedWidthInteger, _ key: Key) {
    node.set(key.stringValue, .value(JSONLeaf.number(value)))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let child = JSONEncodingNode()
    node.set(key.stringValue, .node(child))
    try value.encode(to: JSONValueEncoding(node: child, codingPath: path(key)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONEncodingNode()
    node.set(key.stringValue, .node(child))
    return JSONValueEncoding(node: child, codingPath: path(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONEncodingNode()
    node.set(key.stringValue, .node(child))
    return JSONValueEncoding(node: child, codingPath: path(key)).unkeyedContainer()
  }

  /// An encoder for the `super` key's value.
  mutating func superEncoder() -> any Encoder { superEncoder(under: JSONCodingKey.super) }

  /// An encoder for `key`'s value.
  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(under: key) }

  private func superEncoder(under key: any CodingKey) -> any Encoder {
    let child = JSONEncodingNode()
    node.set(key.stringValue, .node(child))
    return JSONValueEncoding(node: child, codingPath: path(key))
  }
}

// MARK: - Unkeyed

/// An array's container, appending elements to its node.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let node: JSONEncodingNode
  let codingPath: [any CodingKey]

  var count: Int { node.elements.count }

  /// The coding path of the next element.
  private var path: [any CodingKey] { codingPath.appending(JSONCodingKey(index: count)) }

  mutating func encodeNil() { node.elements.append(.value(.null)) }
  mutating func encode(_ value: Bool) { node.elements.append(.value(.bool(value))) }
  mutating func encode(_ value: String) { node.elements.append(.value(.string(value))) }
  mutating func encode(_ value: Double) throws {
    node.elements.append(.value(try JSONLeaf.number(value, at: path)))
  }
  mutating func encode(_ value: Float) throws {
    node.elements.append(.value(try JSONLeaf.number(value, at: path)))
  }
  mutating func encode(_ value: Int) { integer(value) }
  mutating func encode(_ value: Int8) { integer(value) }
  mutating func encode(_ value: Int16) { integer(value) }
  mutating func encode(_ value: Int32) { integer(value) }
  mutating func encode(_ value: Int64) { integer(value) }
  mutating func encode(_ value: UInt) { integer(value) }
  mutating func encode(_ value: UInt8) { integer(value) }
  mutating func encode(_ value: UInt16) { integer(value) }
  mutating func encode(_ value: UInt32) { integer(value) }
  mutating func encode(_ value: UInt64) { integer(value) }

  private func integer(_ value: some FixedWidthInteger) {
    node.elements.append(.value(JSONLeaf.number(value)))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: appendEncoder())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    appendEncoder().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    appendEncoder().unkeyedContainer()
  }

  /// An encoder for a new last element.
  mutating func superEncoder() -> any Encoder { appendEncoder() }

  /// Appends an element still to be written and returns its encoder.
  private func appendEncoder() -> JSONValueEncoding {
    let encoderPath = path
    let child = JSONEncodingNode()
    node.elements.append(.node(child))
    return JSONValueEncoding(node: child, codingPath: encoderPath)
  }
}

// MARK: - Single value

/// The container of a value written as one Swift value.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer {
  let node: JSONEncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() { node.kind = .single(.null) }
  mutating func encode(_ value: Bool) { node.kind = .single(.bool(value)) }
  mutating func encode(_ value: String) { node.kind = .single(.string(value)) }
  mutating func encode(_ value: Double) throws {
    node.kind = .single(try JSONLeaf.number(value, at: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    node.kind = .single(try JSONLeaf.number(value, at: codingPath))
  }
  mutating func encode(_ value: Int) { integer(value) }
  mutating func encode(_ value: Int8) { integer(value) }
  mutating func encode(_ value: Int16) { integer(value) }
  mutating func encode(_ value: Int32) { integer(value) }
  mutating func encode(_ value: Int64) { integer(value) }
  mutating func encode(_ value: UInt) { integer(value) }
  mutating func encode(_ value: UInt8) { integer(value) }
  mutating func encode(_ value: UInt16) { integer(value) }
  mutating func encode(_ value: UInt32) { integer(value) }
  mutating func encode(_ value: UInt64) { integer(value) }

  private func integer(_ value: some FixedWidthInteger) {
    node.kind = .single(JSONLeaf.number(value))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: JSONValueEncoding(node: node, codingPath: codingPath))
  }
}
