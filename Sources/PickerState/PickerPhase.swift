/// What the picker is doing: ``PickerState/phase``.
///
/// A value a host reads, computed from the state, which keeps each phase's own data with
/// it: the copy of a target row in a wrapping strip (``PickerState/targetCell``), and, for
/// a glide, the cell where the finger lifted, from which paging limits the settle. A phase
/// that ends drops its data; no other phase holds any.
public enum PickerPhase: Hashable, Sendable {
  /// At rest, exactly on the selected row's anchor.
  case idle
  /// Under the user's finger.
  case dragging
  /// Released and gliding; `targetRow` is the row ``PickerState`` chose in answer to
  /// `willEndDragging`, nil when the host ended the drag without asking.
  case decelerating(targetRow: Int?)
  /// Running a scroll animation that PickerState asked for (a selection, a tap, an
  /// accessibility step or a settle) toward `targetRow`, which is the selected row.
  case animating(targetRow: Int)
}
