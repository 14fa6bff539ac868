// MARK: - Selection: select, tap, accessibility

extension PickerState {
  /// `select(row:animated:)` and `tap(row:)`.
  ///
  /// - A row outside `0..<itemCount` is rejected, the state untouched.
  /// - A new row is committed (cleanup `configure`, highlight `configure`,
  ///   `selectionChanged`), then the picker scrolls to its anchor if it is not there.
  /// - The selected row changes nothing and emits no `configure` or `selectionChanged`;
  ///   it scrolls back to the row only if the picker is not resting there (nor already
  ///   animating there).
  /// - In any phase the request takes over: a drag, a glide or another animation gives way
  ///   to the scroll toward the row. Edge suppression does not apply here: it is for
  ///   settles only, where a bounce is under way.
  mutating func select(
    row: Int, animated: Bool, cause: SelectionCause, into effects: inout PickerEffects
  ) {
    guard row >= 0 && row < layout.itemCount else {
      effects.append(.rejected(.rowOutOfRange(row: row, itemCount: layout.itemCount)))
      return
    }
    commit(row, cause: cause, into: &effects)
    move(to: row, animated: animated, into: &effects)
  }

  /// `accessibilityIncrement` (+1) and `accessibilityDecrement` (-1): select the next or the
  /// previous row, animated, cause `.accessibility`. At either end, or with no rows, they
  /// do nothing.
  mutating func step(by delta: Int, into effects: inout PickerEffects) {
    guard let row = selectedRow, row + delta >= 0, row + delta < layout.itemCount else {
      return
    }
    select(row: row + delta, animated: true, cause: .accessibility, into: &effects)
  }

  /// Makes `row` the selection, if it is not already: the cleanup of the old row, the
  /// highlight of the new one, and `selectionChanged` once.
  mutating func commit(_ row: Int, cause: SelectionCause, into effects: inout PickerEffects) {
    guard row != selectedRow else { return }
    if let old = selectedRow { effects.append(.configure(row: old, isSelected: false)) }
    effects.append(.configure(row: row, isSelected: true))
    effects.append(.selectionChanged(row: row, cause: cause))
    selectedRow = row
  }

  /// Brings the picker to rest on `row`: nothing when it rests or is animating there,
  /// otherwise a scroll to the row's anchor (animated or not) when it is not already there.
  mutating func move(to row: Int, animated: Bool, into effects: inout PickerEffects) {
    let anchor = layout.offset(ofRow: row)
    if phase == .idle && offset == anchor { return }
    if animated && phase == .animating(targetRow: row) { return }
    guard offset != anchor else {
      rest(on: row)
      return
    }
    effects.append(.scroll(toOffset: anchor, animated: animated))
    if animated {
      phase = .animating(targetRow: row)
    } else {
      rest(on: row)
    }
  }

  /// The picker is idle, exactly on `row`'s anchor.
  mutating func rest(on row: Int) {
    offset = layout.offset(ofRow: row)
    centeredRow = row
    phase = .idle
  }
}
