/// A non-finite number is written as a string: `"nan"`, `"infinity"` or `"-infinity"`.
extension NonFiniteValue: Codable, NamedCase {
  /// Reads a case's name.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeNamedCase(Self.self)
  }

  /// Writes the case's name.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeNamedCase(self)
  }

  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .nan: "nan"
    case .infinity: "infinity"
    case .negativeInfinity: "-infinity"
    }
  }
}
