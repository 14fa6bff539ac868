// MARK: - Reading one value as a Swift type

/// The conversions ``JSONValueDecoder``'s containers share. Each throws a standard
/// `DecodingError` at `path`, which is an autoclosure so that a successful read builds no
/// coding path.
extension JSONValue {
  /// What the value is, as an error names it: "null", "a number", "an object".
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `true` or `false`, and nothing else.
  func unboxBool(at path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = self else {
      throw mismatch(Bool.self, expected: "a boolean", at: path())
    }
    return bool
  }

  /// A string.
  func unboxString(at path: @autoclosure () -> [any CodingKey]) throws -> String {
    guard case .string(let string) = self else {
      throw mismatch(String.self, expected: "a string", at: path())
    }
    return string
  }

  /// A finite `Double` or `Float` from any number, correctly rounded by the type's own
  /// `init(_:)` from text.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a number too large for `T`.
  func unboxFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, at path: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard case .number(let text) = self else {
      throw mismatch(T.self, expected: "a number", at: path())
    }
    guard let number = T(text), number.isFinite else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path(), debugDescription: "the number \(text) does not fit in a \(T.self)"))
    }
    return number
  }

  /// An integer from a number written as an integer: `-12`, never `1.5` or `1e3`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a fraction or exponent, or a value outside
  ///   `T`'s range.
  func unboxInteger<T: FixedWidthInteger>(
    _ type: T.Type, at path: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard case .number(let text) = self else {
      throw mismatch(T.self, expected: "a number", at: path())
    }
    var utf8 = text.utf8[...]
    let isNegative = utf8.first == UInt8(ascii: "-")
    if isNegative { utf8 = utf8.dropFirst() }
    guard !utf8.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path(), debugDescription: "expected an integer, found \(text)"))
    }
    var value: T = 0
    for byte in utf8 {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: path(), debugDescription: "expected an integer, found \(text)"))
      }
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(T(digit))
        : shifted.addingReportingOverflow(T(digit))
      guard !overflowed, !overflowedAgain else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: path(), debugDescription: "the number \(text) does not fit in \(T.self)"))
      }
      value = next
    }
    return value
  }

  /// The error for this value where `expected` was: `valueNotFound` for null,
  /// `typeMismatch` otherwise.
  func mismatch(_ type: Any.Type, expected: String, at path: [any CodingKey]) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: path, debugDescription: "expected \(expected), found \(kindDescription)")
    if case .null = self { return DecodingError.valueNotFound(type, context) }
    return DecodingError.typeMismatch(type, context)
  }
}
