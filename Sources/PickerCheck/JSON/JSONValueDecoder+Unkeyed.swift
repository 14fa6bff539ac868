/// An array's container: its elements, read in order from `currentIndex`.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  /// The array's elements.
  let elements: [JSONValue]
  /// The keys from the top-level value to the array.
  let codingPath: [any CodingKey]
  /// The index of the next element to read.
  private(set) var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  // MARK: - Reading

  /// The coding path of the next element.
  private var path: [any CodingKey] { codingPath.appending(JSONCodingKey(index: currentIndex)) }

  /// The next element, and moves past it.
  ///
  /// - Throws: `DecodingError.valueNotFound` at the end of the array.
  private mutating func next(_ type: Any.Type) throws -> JSONValue {
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: path,
          debugDescription: "the array has only \(elements.count) elements"))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  /// Reads the next element with `read`, moving past it only if `read` succeeds.
  private mutating func read<T>(
    _ type: T.Type, _ read: (JSONValue, [any CodingKey]) throws -> T
  ) throws -> T {
    let element = try next(type)
    do {
      return try read(element, codingPath.appending(JSONCodingKey(index: currentIndex - 1)))
    } catch {
      currentIndex -= 1
      throw error
    }
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self) == .null else {
      currentIndex -= 1
      return false
    }
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try read(type) { value, path in try value.unboxBool(at: path) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try read(type) { value, path in try value.unboxString(at: path) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try read(type) { value, path in try value.unboxFloatingPoint(type, at: path) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try read(type) { value, path in try value.unboxFloatingPoint(type, at: path) }
  }

  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private mutating func integer<T: FixedWidthInteger>() throws -> T {
    try read(T.self) { value, path in try value.unboxInteger(T.self, at: path) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try read(type) { value, path in
      try T(from: JSONValueDecoding(value: value, codingPath: path))
    }
  }

  // MARK: - Nesting

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try read(KeyedDecodingContainer<NestedKey>.self) { value, path in
      try JSONValueDecoding(value: value, codingPath: path).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try read((any UnkeyedDecodingContainer).self) { value, path in
      try JSONValueDecoding(value: value, codingPath: path).unkeyedContainer()
    }
  }

  /// A decoder for the next element.
  mutating func superDecoder() throws -> any Decoder {
    try read((any Decoder).self) { value, path in
      JSONValueDecoding(value: value, codingPath: path)
    }
  }
}
