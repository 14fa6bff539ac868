/// A rejection is written as an object with one key, its case, whose arguments are keyed
/// by their labels:
///
/// ```json
/// {"rowOutOfRange": {"row": 7, "itemCount": 5}}
/// {"cellOutOfRange": {"cell": -1, "cellCount": 15}}
/// {"nonFiniteNumber": {"field": "offset", "value": "nan"}}
/// {"invalidOption": {"field": "autoAdvanceInterval", "value": {"notPositive": {"value": 0}}}}
/// ```
extension PickerRejection: Codable {
  /// Reads one of the four shapes.
  ///
  /// - Throws: `DecodingError` for an unknown case or a missing argument.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "rowOutOfRange":
      self = .rowOutOfRange(
        row: try arguments.decode(Int.self, forKey: "row"),
        itemCount: try arguments.decode(Int.self, forKey: "itemCount"))
    case "cellOutOfRange":
      self = .cellOutOfRange(
        cell: try arguments.decode(Int.self, forKey: "cell"),
        cellCount: try arguments.decode(Int.self, forKey: "cellCount"))
    case "nonFiniteNumber":
      self = .nonFiniteNumber(
        field: try arguments.decode(PickerEventField.self, forKey: "field"),
        value: try arguments.decode(NonFiniteValue.self, forKey: "value"))
    case "invalidOption":
      self = .invalidOption(
        field: try arguments.decode(PickerOptionField.self, forKey: "field"),
        value: try arguments.decode(InvalidOptionValue.self, forKey: "value"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .rowOutOfRange(let row, let itemCount):
      var arguments = encoder.caseContainer("rowOutOfRange")
      try arguments.encode(row, forKey: "row")
      try arguments.encode(itemCount, forKey: "itemCount")
    case .cellOutOfRange(let cell, let cellCount):
      var arguments = encoder.caseContainer("cellOutOfRange")
      try arguments.encode(cell, forKey: "cell")
      try arguments.encode(cellCount, forKey: "cellCount")
    case .nonFiniteNumber(let field, let value):
      var arguments = encoder.caseContainer("nonFiniteNumber")
      try arguments.encode(field, forKey: "field")
      try arguments.encode(value, forKey: "value")
    case .invalidOption(let field, let value):
      var arguments = encoder.caseContainer("invalidOption")
      try arguments.encode(field, forKey: "field")
      try arguments.encode(value, forKey: "value")
    }
  }
}
