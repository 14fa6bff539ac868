// MARK: - Selection: select, tap, accessibility

extension PickerState {
  /// `select(row:animated:)` (cause `.programmatic`), `tap(row:)` (animated, cause `.tap`)
  /// and the accessibility steps (animated, cause `.accessibility`).
  ///
  /// A row outside `0..<itemCount` is rejected, the state untouched. A new row is
  /// committed in any phase (cleanup `configure`, highlight `configure`,
  /// `selectionChanged` once); then, by phase:
  ///
  /// - idle: a scroll to the row's anchor, animated when asked and at least
  ///   `options.minimumAnimatedDistance` long; otherwise the picker rests there at once.
  /// - dragging: nothing scrolls: the finger holds the content, and the settle at release
  ///   decides where it rests.
  /// - decelerating or animating: the scroll takes over from the glide or the animation;
  ///   a scroll without animation stops it, and the motion ends with `didEndScrolling`.
  ///
  /// The selected row again: `select` changes nothing in any phase (a binding that echoes
  /// the value back never interrupts anything). `tap` brings the picker back to it while a
  /// glide may carry it away (decelerating, whatever the glide's target: a host need not
  /// apply it); idle, dragging, or already animating toward it, it changes nothing.
  @usableFromInline
  mutating func select(
    row: Int, animated: Bool, cause: SelectionCause, into effects: inout PickerEffects
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
    case .idle:
      scroll(to: row, animated: animated, host: .still, into: &effects)
    case .dragging:
      break
    case .decelerating, .animating:
      scroll(to: row, animated: animated, host: .moving, into: &effects)
    }
  }

  /// `accessibilityIncrement` (+1) and `accessibilityDecrement` (-1): select the next or the
  /// previous row, animated, cause `.accessibility`, as ``select(row:animated:cause:into:)``
  /// does in each phase. At either end, or with no rows, they do nothing.
  @usableFromInline
  mutating func step(by delta: Int, into effects: inout PickerEffects) {
    guard let row = selectedRow, row + delta >= 0, row + delta < layout.itemCount else {
      return
    }
    select(row: row + delta, animated: true, cause: .accessibility, into: &effects)
  }

  /// Makes `row` the selection, if it is not already: the cleanup of the old row (unless a
  /// layout change removed it: its cell is gone), the highlight of the new one, and
  /// `selectionChanged` once.
  @usableFromInline
  mutating func commit(_ row: Int?, cause: SelectionCause, into effects: inout PickerEffects) {
    guard row != selectedRow else { return }
    if let old = selectedRow, old < layout.itemCount {
      effects.append(.configure(row: old, isSelected: false))
    }
    if let row { effects.append(.configure(row: row, isSelected: true)) }
    effects.append(.selectionChanged(row: row, cause: cause))
    selectedRow = row
  }
}
