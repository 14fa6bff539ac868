import PickerState

// MARK: - Layout changes

extension BaselinePicker {
  /// `layoutChanged(_:)`: the same layout changes nothing. Otherwise a selection past the
  /// new rows is clamped (cause `.reload`); then idle, the picker re-anchors on the
  /// selection; dragging, the row under the finger keeps its distance from the anchor;
  /// decelerating or animating, the motion goes on when its destination keeps its anchor
  /// offset, and otherwise ends at once on it.
  ///
  /// - Complexity: O(n) for ``RowSearch/scan``, which lists the new anchors.
  func layoutChanged(to newLayout: PickerLayout, into effects: inout [PickerEffect]) {
    guard newLayout != layout else { return }
    let oldLayout = layout
    let count = newLayout.itemCount
    let clampedSelection = count == 0 ? nil : min(selectedRow ?? 0, count - 1)
    adopt(newLayout)
    releaseRow = count == 0 ? nil : releaseRow.map { min($0, count - 1) }
    switch phase {
    case .idle:
      commit(clampedSelection, cause: .reload, into: &effects)
      comeToRest(on: clampedSelection, host: .still, into: &effects)
    case .dragging:
      commit(clampedSelection, cause: .reload, into: &effects)
      keepRowUnderFinger(from: oldLayout, into: &effects)
    case .decelerating(let target):
      endMotion(toward: target ?? centeredRow, from: oldLayout, into: &effects)
    case .animating(let target):
      endMotion(toward: target, from: oldLayout, into: &effects)
    }
  }

  /// Dragging: the row that was under the anchor keeps its distance from the anchor, with
  /// a scroll without animation when the offset changes.
  private func keepRowUnderFinger(
    from oldLayout: PickerLayout, into effects: inout [PickerEffect]
  ) {
    guard let oldRow = centeredRow, layout.itemCount > 0 else {
      centeredRow = nearestRow(toOffset: offset, near: nil)
      return
    }
    let row = min(oldRow, layout.itemCount - 1)
    let kept = layout.offset(ofRow: row) + (offset - oldLayout.offset(ofRow: oldRow))
    let newOffset = min(max(kept, -.greatestFiniteMagnitude), .greatestFiniteMagnitude) + 0
    if newOffset != offset { effects.append(.scroll(toOffset: newOffset, animated: false)) }
    offset = newOffset
    centeredRow = nearestRow(toOffset: newOffset, near: row)
  }

  /// Decelerating or animating toward `destination`, a row of `oldLayout`: the motion goes
  /// on when the row keeps its anchor offset; otherwise the picker rests on it (clamped),
  /// committed with cause `.scroll`, or `.reload` when it is only the clamped selection.
  private func endMotion(
    toward destination: Int?, from oldLayout: PickerLayout, into effects: inout [PickerEffect]
  ) {
    let count = layout.itemCount
    let clampedSelection = count == 0 ? nil : min(selectedRow ?? 0, count - 1)
    let selectionVanished = selectedRow.map { $0 >= count } ?? true
    if let destination, destination < count,
      layout.offset(ofRow: destination) == oldLayout.offset(ofRow: destination)
    {
      commit(clampedSelection, cause: .reload, into: &effects)
      centeredRow = nearestRow(toOffset: offset, near: destination)
      return
    }
    guard count > 0 else {
      commit(nil, cause: .reload, into: &effects)
      return comeToRest(on: nil, host: .moving, into: &effects)
    }
    let row = destination.map { min($0, count - 1) } ?? clampedSelection ?? 0
    let isOnlyTheClamp = selectionVanished && row == clampedSelection
    commit(row, cause: isOnlyTheClamp ? .reload : .scroll, into: &effects)
    comeToRest(on: row, host: .moving, into: &effects)
  }
}
