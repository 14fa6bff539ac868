/// A value is written as an object with one key, its case:
/// `{"nonFinite": {"value": "nan"}}` or `{"notPositive": {"value": -1}}`.
extension InvalidOptionValue: Codable {
  /// Reads one of the two shapes.
  ///
  /// - Throws: `DecodingError` for an unknown case or a missing value.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "nonFinite":
      self = .nonFinite(try arguments.decode(NonFiniteValue.self, forKey: "value"))
    case "notPositive": self = .notPositive(try arguments.decodeNumber(forKey: "value"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .nonFinite(let value):
      var arguments = encoder.caseContainer("nonFinite")
      try arguments.encode(value, forKey: "value")
    case .notPositive(let value):
      var arguments = encoder.caseContainer("notPositive")
      try arguments.encodeNumber(value, forKey: "value")
    }
  }
}
