/// How a case's events are generated.
public enum CheckMode: String, CaseIterable, Hashable, Sendable {
  /// The orders a `UIScrollView` really produces, with effects carried out as UIKit does.
  case hostFaithful = "host"
  /// Any event in any order, with hostile values.
  case adversarial = "hostile"
}
