/// A field is written as its case's name: `"autoAdvanceInterval"`.
extension PickerOptionField: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .autoAdvanceInterval: "autoAdvanceInterval"
    }
  }
}
