/// A cause is written as its case's name: `"programmatic"`, `"tap"`, `"scroll"`,
/// `"reload"`, `"accessibility"`, `"autoAdvance"` or `"renumbered"`.
extension SelectionCause: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .programmatic: "programmatic"
    case .tap: "tap"
    case .scroll: "scroll"
    case .reload: "reload"
    case .accessibility: "accessibility"
    case .autoAdvance: "autoAdvance"
    case .renumbered: "renumbered"
    }
  }
}
