/// The container of a value read as one Swift value.
struct JSONSingleValueDecodingContainer: SingleValueDecodingContainer {
  /// The value.
  let value: JSONValue
  /// The keys from the top-level value to this one.
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try value.unboxBool(at: codingPath) }
  func decode(_ type: String.Type) throws -> String { try value.unboxString(at: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try value.unboxFloatingPoint(type, at: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try value.unboxFloatingPoint(type, at: codingPath) }

  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private func integer<T: FixedWidthInteger>() throws -> T {
    try value.unboxInteger(T.self, at: codingPath)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: JSONValueDecoding(value: value, codingPath: codingPath))
  }
}
