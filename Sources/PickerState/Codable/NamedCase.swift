/// An enum without payloads, written as a string that names its case, so that each enum
/// spells its names once, in ``codingName``, and shares this one conformance.
///
/// Swift would synthesize an object per case for such an enum (`{"tap": {}}`), not the
/// string the session format writes (`"tap"`).
protocol NamedCase: CaseIterable, Codable {
  /// The string the case is written as.
  var codingName: String { get }
}

extension NamedCase {
  /// Reads a string and the case it names.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a value that is not a string, and
  ///   `DecodingError.dataCorrupted` ("unknown T 'name'") for a string no case has.
  /// - Complexity: O(n) in the number of cases.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self.allCases.first(where: { $0.codingName == name }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "unknown \(Self.self) '\(name)'"))
    }
    self = value
  }

  /// Writes the string that names the case.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(codingName)
  }
}
