/// A field is written as its case's name: `"offset"`, `"velocity"` or `"proposedOffset"`.
extension PickerEventField: Codable, NamedCase {
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
    case .offset: "offset"
    case .velocity: "velocity"
    case .proposedOffset: "proposedOffset"
    }
  }
}
