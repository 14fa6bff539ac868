/// A containment is written as its case's name: `"anchored"` or `"contained"`. A layout
/// writes it only when it is `"contained"` (see ``PickerLayout``'s `Codable` conformance).
extension PickerContainment: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .anchored: "anchored"
    case .contained: "contained"
    }
  }
}
