/// A key of the JSON objects the library's hand-written `Codable` conformances write: a
/// field name, or the name of an enum case.
///
/// An enum with payloads is written as an object with exactly one key, the case's name,
/// whose value is an object of the case's arguments by label (`{"tap": {"row": 3}}`, and
/// `{"didEndDecelerating": {}}` for a case without arguments): the shape Swift
/// synthesizes, which ``PickerEffect``, written by hand, keeps.
struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
  let stringValue: String

  init(stringLiteral value: String) { stringValue = value }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
  var intValue: Int? { nil }
}

extension Encoder {
  /// Writes the one key of an enum case's object and returns the container for its
  /// arguments.
  func caseContainer(_ name: JSONKey) -> KeyedEncodingContainer<JSONKey> {
    var container = self.container(keyedBy: JSONKey.self)
    return container.nestedContainer(keyedBy: JSONKey.self, forKey: name)
  }
}

extension Decoder {
  /// Reads an enum case's object: its one key, the case's name, and the container of its
  /// arguments.
  ///
  /// - Parameter type: The enum, named in the error for an object without exactly one key.
  /// - Throws: `DecodingError.dataCorrupted` for an object with no key or several.
  func caseContainer(
    of type: Any.Type
  ) throws -> (name: String, arguments: KeyedDecodingContainer<JSONKey>) {
    let container = try self.container(keyedBy: JSONKey.self)
    // Read once: a decoder's `allKeys` goes through a type-erased box and builds an array.
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "a \(type) is an object with exactly one key, the case's name"))
    }
    return (key.stringValue, try container.nestedContainer(keyedBy: JSONKey.self, forKey: key))
  }

  /// The error for an enum case's name that `type` does not have.
  func unknownCase(_ name: String, of type: Any.Type) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [JSONKey(stringValue: name)],
        debugDescription: "unknown \(type) '\(name)'"))
  }
}
