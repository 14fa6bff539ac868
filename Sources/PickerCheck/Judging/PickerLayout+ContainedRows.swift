import PickerState

extension PickerLayout {
  /// Whether P2 makes the layout's snaps its rows: an anchored or a wrapping strip (which has
  /// no ends for containment to trim).
  var snapsAreRows: Bool {
    containment == .anchored || wrapsAround
  }

  /// Whether the layout is a contained strip with rows that does not wrap: the one strip
  /// whose rows rest clamped into the range, on snaps that are not its rows (P1, P2), which
  /// the oracle models with ``NaiveSnaps``, the timeline marks and coverage counts.
  var hasContainedRows: Bool {
    !snapsAreRows && itemCount > 0
  }
}
