// MARK: - Invariants a state can show on its own

extension PickerState {
  /// The invariants this state breaks: empty when all hold.
  ///
  /// Checks I1 (the selection matches the rows), I3 (idle means exactly on the selected
  /// row's anchor, its home-lap cell's in a wrapping strip), I7 (every number finite), and
  /// four of the state's own: `centeredCell` is the cell nearest the offset, an animation
  /// runs toward the selected row, a glide's target is a row, and a motion's target cell
  /// is a cell. The invariants about effects (I2, I4, I5, I6, I8) need a
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
    if case .idle = motion {
      var anchor = 0.0
      if let row = selectedRow { anchor = layout.offset(ofRow: row) }
      if offset != anchor {
        violations.append(.idleAwayFromSelectedAnchor(offset: offset, anchor: anchor))
      }
    }
    let nearest = layout.nearestCell(toOffset: offset, near: centeredCell)
    if offset.isFinite && centeredCell != nearest {
      if layout.wrapsAround {
        violations.append(.staleCenteredCell(centeredCell: centeredCell, nearestCell: nearest))
      } else {
        violations.append(.staleCenteredRow(centeredRow: centeredCell, nearestRow: nearest))
      }
    }
    // Only a wrapping strip has target cells apart from target rows.
    if layout.wrapsAround, let target = targetCell, target < 0 || target >= layout.cellCount {
      violations.append(.targetCellOutOfRange(targetCell: target, cellCount: layout.cellCount))
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
