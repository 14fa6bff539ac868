/// An alignment is written as an object with one key, its case:
/// `{"center": {}}`, `{"leading": {"padding": 16}}` or `{"trailing": {"padding": 0}}`.
extension PickerAlignment: Codable {
  /// Reads one of the three shapes. A bad padding is read as it is and refused by the
  /// layout that holds it.
  ///
  /// - Throws: `DecodingError` for an unknown case or a missing padding.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "center": self = .center
    case "leading": self = .leading(padding: try arguments.decodeNumber(forKey: "padding"))
    case "trailing": self = .trailing(padding: try arguments.decodeNumber(forKey: "padding"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .center:
      _ = encoder.caseContainer("center")
    case .leading(let padding):
      var arguments = encoder.caseContainer("leading")
      try arguments.encodeNumber(padding, forKey: "padding")
    case .trailing(let padding):
      var arguments = encoder.caseContainer("trailing")
      try arguments.encodeNumber(padding, forKey: "padding")
    }
  }
}
