/// A direction is written as its case's name: `"leftToRight"` or `"rightToLeft"`.
extension PickerLayoutDirection: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
