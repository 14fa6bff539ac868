/// An enum without payloads, written as a string that names its case: its `Codable`
/// conformance reads and writes through ``Swift/Decoder/decodeNamedCase(_:)`` and
/// ``Swift/Encoder/encodeNamedCase(_:)``, so that each enum spells its names once.
protocol NamedCase: CaseIterable {
  /// The string the case is written as.
  var codingName: String { get }
}

extension Decoder {
  /// Reads a string and the case of `type` it names.
  ///
  /// - Throws: `DecodingError` for a value that is not a string, and
  ///   `DecodingError.dataCorrupted` ("unknown T 'name'") for a string no case has.
  func decodeNamedCase<Value: NamedCase>(_ type: Value.Type) throws -> Value {
    let name = try singleValueContainer().decode(String.self)
    guard let value = Value.allCases.first(where: { $0.codingName == name }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "unknown \(type) '\(name)'"))
    }
    return value
  }
}

extension Encoder {
  /// Writes the string that names `value`'s case.
  func encodeNamedCase(_ value: some NamedCase) throws {
    var container = singleValueContainer()
    try container.encode(value.codingName)
  }
}
