/// A field is written as its case's name: `"offset"`, `"velocity"` or `"proposedOffset"`.
extension PickerEventField: Codable {
  /// Reads a case's name.
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    switch name {
    case "offset": self = .offset
    case "velocity": self = .velocity
    case "proposedOffset": self = .proposedOffset
    default: throw decoder.unknownName(name, of: Self.self)
    }
  }

  /// Writes the case's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .offset: try container.encode("offset")
    case .velocity: try container.encode("velocity")
    case .proposedOffset: try container.encode("proposedOffset")
    }
  }
}
