import PickerState

extension PickerLayout {
  /// Whether P2 makes the layout's snaps its rows: an anchored or a wrapping strip (which has
  /// no ends for containment to trim). A contained strip's snaps are not modelled by the
  /// oracle yet, which then leaves the page events' targets unjudged.
  var snapsAreRows: Bool {
    containment == .anchored || wrapsAround
  }
}
