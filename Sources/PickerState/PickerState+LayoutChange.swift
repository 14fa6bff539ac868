// MARK: - Layout changes: reloads, resizes, rotations, alignment and direction changes

extension PickerState {
  /// `layoutChanged(_:)`: never loses the selection.
  ///
  /// - The selected row stays while it is still in range; otherwise it is clamped to the
  ///   last row (nil when there are no rows, row 0 when rows return), with the highlight
  ///   `configure` of the new row and `selectionChanged(cause: .reload)`. A row that no
  ///   longer exists gets no cleanup `configure`: its cell is gone.
  /// - The picker re-anchors on the selected row without animation, emitting a scroll
  ///   when its offset must change or when a glide or an animation must be stopped.
  /// - A drag in progress goes on from the new anchor; a glide or an animation ends, and
  ///   the picker is idle.
  /// - The same layout again (a reload that changed nothing) changes nothing in any phase:
  ///   no jump under the finger, no animation cut short.
  ///
  /// - Complexity: O(n) to compare variable widths with the current ones.
  mutating func layoutChanged(to newLayout: PickerLayout, into effects: inout PickerEffects) {
    guard newLayout != layout else { return }
    let count = newLayout.itemCount
    let row: Int? = count == 0 ? nil : min(selectedRow ?? 0, count - 1)
    layout = newLayout
    if row != selectedRow {
      if let row { effects.append(.configure(row: row, isSelected: true)) }
      effects.append(.selectionChanged(row: row, cause: .reload))
      selectedRow = row
    }
    guard let row else {
      offset = 0
      centeredRow = nil
      if phase != .dragging { phase = .idle }
      return
    }
    let anchor = newLayout.offset(ofRow: row)
    let isDragging = phase == .dragging
    if offset != anchor || !(isDragging || phase == .idle) {
      effects.append(.scroll(toOffset: anchor, animated: false))
    }
    if isDragging {
      offset = anchor
      centeredRow = row
    } else {
      rest(on: row)
    }
  }
}
