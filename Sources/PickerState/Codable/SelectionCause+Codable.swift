/// A cause is written as its case's name: `"programmatic"`, `"tap"`, `"scroll"`,
/// `"reload"`, `"accessibility"` or `"autoAdvance"`.
extension SelectionCause: Codable {
  /// Reads a case's name.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    switch name {
    case "programmatic": self = .programmatic
    case "tap": self = .tap
    case "scroll": self = .scroll
    case "reload": self = .reload
    case "accessibility": self = .accessibility
    case "autoAdvance": self = .autoAdvance
    default: throw decoder.unknownName(name, of: Self.self)
    }
  }

  /// Writes the case's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .programmatic: try container.encode("programmatic")
    case .tap: try container.encode("tap")
    case .scroll: try container.encode("scroll")
    case .reload: try container.encode("reload")
    case .accessibility: try container.encode("accessibility")
    case .autoAdvance: try container.encode("autoAdvance")
    }
  }
}
