/// A non-finite number is written as a string: `"nan"`, `"infinity"` or `"-infinity"`.
extension NonFiniteValue: Codable {
  /// Reads `"nan"`, `"infinity"` or `"-infinity"`.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    switch name {
    case "nan": self = .nan
    case "infinity": self = .infinity
    case "-infinity": self = .negativeInfinity
    default: throw decoder.unknownName(name, of: Self.self)
    }
  }

  /// Writes `"nan"`, `"infinity"` or `"-infinity"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .nan: try container.encode("nan")
    case .infinity: try container.encode("infinity")
    case .negativeInfinity: try container.encode("-infinity")
    }
  }

  /// The number of this kind.
  var value: Double {
    switch self {
    case .nan: .nan
    case .infinity: .infinity
    case .negativeInfinity: -.infinity
    }
  }
}
