/// An invariant that a ``PickerState`` breaks, found by
/// ``PickerState/invariantViolations()``. The numbers are the invariants' names in <doc:Rules>.
public enum PickerInvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// I1: the selection is nil exactly when there are no rows, and in range otherwise.
  case selectionInconsistentWithItemCount(selectedRow: Int?, itemCount: Int)
  /// I3: an idle picker rests exactly on the selected row's anchor (0 when empty).
  case idleAwayFromSelectedAnchor(offset: Double, anchor: Double)
  /// I7: every number in the state is finite.
  case nonFiniteOffset(NonFiniteValue)
  /// `centeredRow` is the row nearest the offset.
  case staleCenteredRow(centeredRow: Int?, nearestRow: Int?)
  /// An animation runs toward the selected row.
  case animationTargetNotSelected(targetRow: Int, selectedRow: Int?)
  /// A glide's target is a row of the layout.
  case decelerationTargetOutOfRange(targetRow: Int, itemCount: Int)
  /// In a wrapping strip, `centeredCell` is the cell nearest the offset.
  case staleCenteredCell(centeredCell: Int?, nearestCell: Int?)
  /// A glide's or an animation's target cell is a cell of the layout.
  case targetCellOutOfRange(targetCell: Int, cellCount: Int)

  /// The invariant broken and the values that break it, in one line, for logs and test
  /// failures.
  public var description: String {
    switch self {
    case .selectionInconsistentWithItemCount(let row, let count):
      "I1: selectedRow \(row.map(String.init) ?? "nil") with itemCount \(count)"
    case .idleAwayFromSelectedAnchor(let offset, let anchor):
      "I3: idle at offset \(offset), but the selected row rests at \(anchor)"
    case .nonFiniteOffset(let value):
      "I7: the offset is \(value)"
    case .staleCenteredRow(let centered, let nearest):
      "centeredRow \(centered.map(String.init) ?? "nil") but the nearest row is "
        + (nearest.map(String.init) ?? "nil")
    case .animationTargetNotSelected(let target, let selected):
      "animating toward row \(target) while row \(selected.map(String.init) ?? "nil") is selected"
    case .decelerationTargetOutOfRange(let target, let count):
      "decelerating toward row \(target) of \(count)"
    case .staleCenteredCell(let centered, let nearest):
      "centeredCell \(centered.map(String.init) ?? "nil") but the nearest cell is "
        + (nearest.map(String.init) ?? "nil")
    case .targetCellOutOfRange(let target, let count):
      "moving toward cell \(target) of \(count)"
    }
  }
}
