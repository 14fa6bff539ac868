/// How a case's events are generated.
public enum CheckMode: String, CaseIterable, Hashable, Sendable {
  /// The orders a `UIScrollView` really produces, with effects carried out as UIKit does.
  case hostFaithful = "host"
  /// Any event in any order, with hostile values.
  case adversarial = "hostile"
  /// A model of `UIScrollView` driven frame by frame by a virtual finger and an app, which
  /// carries out every effect as UIKit does and is judged end to end (`ScrollViewModel`).
  case scrollView = "scrollview"
}
