/// A snap behaviour is written as an object with one key, its case:
/// `{"nearest": {}}` or `{"paging": {"maxItems": 1}}`.
extension SnapBehavior: Codable {
  /// Reads one of the two shapes.
  ///
  /// - Throws: `DecodingError` for an unknown case or a missing `maxItems`.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "nearest": self = .nearest
    case "paging": self = .paging(maxItems: try arguments.decode(Int.self, forKey: "maxItems"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .nearest:
      _ = encoder.caseContainer("nearest")
    case .paging(let maxItems):
      var arguments = encoder.caseContainer("paging")
      try arguments.encode(maxItems, forKey: "maxItems")
    }
  }
}
