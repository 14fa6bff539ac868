/// A non-finite number is written as a string: `"nan"`, `"infinity"` or `"-infinity"`.
extension NonFiniteValue: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .nan: "nan"
    case .infinity: "infinity"
    case .negativeInfinity: "-infinity"
    }
  }
}
