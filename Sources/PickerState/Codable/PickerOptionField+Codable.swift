/// A field is written as its case's name: `"autoAdvanceInterval"`.
extension PickerOptionField: Codable {
  /// Reads a case's name.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    switch name {
    case "autoAdvanceInterval": self = .autoAdvanceInterval
    default: throw decoder.unknownName(name, of: Self.self)
    }
  }

  /// Writes the case's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .autoAdvanceInterval: try container.encode("autoAdvanceInterval")
    }
  }
}
