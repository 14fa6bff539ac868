import PickerState

// MARK: - Selection: select, tap, accessibility

extension BaselinePicker {
  /// `select` (cause `.programmatic`), `tap` (animated, cause `.tap`) and the accessibility
  /// steps (animated, cause `.accessibility`).
  ///
  /// A row outside `0..<itemCount` is rejected. A new row is committed in any phase; then
  /// idle, it scrolls there (animated when asked and far enough); dragging, nothing
  /// scrolls under the finger; decelerating or animating, the scroll takes over from the
  /// motion. The selected row again: `select` changes nothing; `tap` brings the picker
  /// back to it while a glide carries it away, and changes nothing otherwise.
  func select(
    row: Int, animated: Bool, cause: SelectionCause, into effects: inout [PickerEffect]
  ) {
    guard row >= 0 && row < layout.itemCount else {
      effects.append(.rejected(.rowOutOfRange(row: row, itemCount: layout.itemCount)))
      return
    }
    guard row != selectedRow else {
      switch phase {
      case .decelerating where cause == .tap:
        scroll(to: row, animated: animated, host: .moving, into: &effects)
      case .idle, .dragging, .decelerating, .animating:
        break
      }
      return
    }
    commit(row, cause: cause, into: &effects)
    switch phase {
    case .idle: scroll(to: row, animated: animated, host: .still, into: &effects)
    case .dragging: break
    case .decelerating, .animating:
      scroll(to: row, animated: animated, host: .moving, into: &effects)
    }
  }

  /// `accessibilityIncrement` (+1) and `accessibilityDecrement` (-1): the next or previous
  /// row, as an animated selection with cause `.accessibility`; nothing at either end.
  func step(by delta: Int, into effects: inout [PickerEffect]) {
    guard let row = selectedRow, row + delta >= 0, row + delta < layout.itemCount else {
      return
    }
    select(row: row + delta, animated: true, cause: .accessibility, into: &effects)
  }

  /// Makes `row` the selection if it is not already: the cleanup `configure` of the old row
  /// (unless a layout change removed it), the highlight of the new one, `selectionChanged`.
  func commit(_ row: Int?, cause: SelectionCause, into effects: inout [PickerEffect]) {
    guard row != selectedRow else { return }
    if let old = selectedRow, old < layout.itemCount {
      effects.append(.configure(row: old, isSelected: false))
    }
    if let row { effects.append(.configure(row: row, isSelected: true)) }
    effects.append(.selectionChanged(row: row, cause: cause))
    selectedRow = row
  }
}
