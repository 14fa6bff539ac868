/// A cause is written as its case's name: `"programmatic"`, `"tap"`, `"scroll"`,
/// `"reload"`, `"accessibility"` or `"autoAdvance"`.
extension SelectionCause: Codable, NamedCase {
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
    case .programmatic: "programmatic"
    case .tap: "tap"
    case .scroll: "scroll"
    case .reload: "reload"
    case .accessibility: "accessibility"
    case .autoAdvance: "autoAdvance"
    }
  }
}
