// MARK: - Invariants a state can show on its own

extension PickerState {
  /// The invariants this state breaks: empty when all hold.
  ///
  /// Checks I1 (the selection matches the rows), I3 (idle means exactly on the selected
  /// row's anchor), I7 (every number finite), and three of the state's own: `centeredRow`
  /// is the row nearest the offset, an animation runs toward the selected row, and a
  /// glide's target is a row. The invariants about effects (I2, I4, I5, I6, I8) need a
  /// history and are checked by the property checker after every event.
  ///
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func invariantViolations() -> [PickerInvariantViolation] {
    var violations: [PickerInvariantViolation] = []
    let count = layout.itemCount
    let selectionHolds: Bool
    if let row = selectedRow {
      selectionHolds = row >= 0 && row < count
    } else {
      selectionHolds = count == 0
    }
    if !selectionHolds {
      violations.append(
        .selectionInconsistentWithItemCount(selectedRow: selectedRow, itemCount: count))
    }
    if let bad = NonFiniteValue(offset) {
      violations.append(.nonFiniteOffset(bad))
    }
    guard selectionHolds else { return violations }
    if phase == .idle {
      var anchor = 0.0
      if let row = selectedRow { anchor = layout.offset(ofRow: row) }
      if offset != anchor {
        violations.append(.idleAwayFromSelectedAnchor(offset: offset, anchor: anchor))
      }
    }
    let nearest = layout.nearestRow(toOffset: offset, near: centeredRow)
    if offset.isFinite && centeredRow != nearest {
      violations.append(.staleCenteredRow(centeredRow: centeredRow, nearestRow: nearest))
    }
    switch phase {
    case .animating(let target) where target != selectedRow:
      violations.append(.animationTargetNotSelected(targetRow: target, selectedRow: selectedRow))
    case .decelerating(let target?) where target < 0 || target >= count:
      violations.append(.decelerationTargetOutOfRange(targetRow: target, itemCount: count))
    default:
      break
    }
    return violations
  }
}
