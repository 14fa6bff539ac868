/// A field is written as its case's name: `"offset"`, `"velocity"` or `"proposedOffset"`.
extension PickerEventField: Codable, NamedCase {
  /// The string the case is written as.
  var codingName: String {
    switch self {
    case .offset: "offset"
    case .velocity: "velocity"
    case .proposedOffset: "proposedOffset"
    }
  }
}
