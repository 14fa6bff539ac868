import PickerState

/// A property the checker verifies after every event.
public enum CheckedProperty: String, Hashable, Sendable, CaseIterable {
  /// `invariantViolations()` is empty: I1, I3, I7's finiteness and the state's own.
  case stateInvariants = "state invariants (I1, I3, I7)"
  /// I2: folding `configure` effects over a mirror of the cells highlights exactly the
  /// selected row, and never touches a row that does not exist.
  case highlightMirror = "I2 highlighted cells"
  /// I4: every `scroll` and `setTargetOffset` is finite, inside `offsetRange`, a row's
  /// anchor offset, and never -0.0.
  case scrollTargets = "I4 scroll targets"
  /// I5: `selectionChanged` exactly when the selection changed, once, with the new row and
  /// the event's cause; live commits keep the selection under the anchor.
  case selectionChanged = "I5 selectionChanged exactly once"
  /// I6: with `suppressesEdgeAnimation`, no settle scroll to the first or last row animates.
  case edgeAnimation = "I6 edge suppression"
  /// I7: bad input, and only bad input, yields exactly one `.rejected` and leaves the
  /// state equal to before.
  case rejection = "I7 rejection"
  /// I8: the same event from the same state gives the same effects and state.
  case determinism = "I8 determinism"
  /// Effects come in the documented order, each kind at most once.
  case effectOrder = "effect order"
  /// `selectionFeedback` exactly when the row under the anchor changes under the finger.
  case hapticFeedback = "haptic ticks"
  /// `didEndScrolling` names the selected row and leaves the picker idle.
  case didEndScrolling = "didEndScrolling"
  /// The optimized geometry agrees with a naive O(n) model.
  case geometry = "geometry against the naive model"
}

/// A property that failed, and how.
public struct CheckFailure: Hashable, Sendable, CustomStringConvertible {
  /// Which property failed: shrinking keeps a case only while this stays the same.
  public var property: CheckedProperty
  /// What exactly was wrong.
  public var detail: String

  /// Creates a failure.
  public init(_ property: CheckedProperty, _ detail: String) {
    self.property = property
    self.detail = detail
  }

  public var description: String { "\(property.rawValue): \(detail)" }
}
