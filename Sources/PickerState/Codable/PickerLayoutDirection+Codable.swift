/// A direction is written as its case's name: `"leftToRight"` or `"rightToLeft"`.
extension PickerLayoutDirection: Codable {
  /// Reads `"leftToRight"` or `"rightToLeft"`.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    switch name {
    case "leftToRight": self = .leftToRight
    case "rightToLeft": self = .rightToLeft
    default: throw decoder.unknownName(name, of: Self.self)
    }
  }

  /// Writes `"leftToRight"` or `"rightToLeft"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .leftToRight: try container.encode("leftToRight")
    case .rightToLeft: try container.encode("rightToLeft")
    }
  }
}
