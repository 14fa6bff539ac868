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
  /// In a wrapping strip the scroll goes the shortest way round: to the copy of the row
  /// whose anchor is nearest the offset, the forward one (the higher cell) on a tie up to
  /// the anchors' rounding (W3).
  /// A selection that rests at once goes to the row's home-lap cell.
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
      switch motion {
      case .decelerating where cause == .tap:
        scroll(toCell: nearestCell(showing: row), animated: animated, host: .moving, into: &effects)
      case .idle, .dragging, .decelerating, .animating:
        break
      }
      return
    }
    select(cell: nearestCell(showing: row), animated: animated, cause: cause, into: &effects)
  }

  /// Commits the row `cell` shows, a row other than the selected one, and scrolls to that
  /// cell as ``select(row:animated:cause:into:)`` does in each phase.
  private mutating func select(
    cell: Int, animated: Bool, cause: SelectionCause, into effects: inout PickerEffects
  ) {
    commit(layout.uncheckedRow(ofCell: cell), cause: cause, into: &effects)
    switch motion {
    case .idle:
      scroll(toCell: cell, animated: animated, host: .still, into: &effects)
    case .dragging:
      break
    case .decelerating, .animating:
      scroll(toCell: cell, animated: animated, host: .moving, into: &effects)
    }
  }

  /// `tapCell(_:)`: the user tapped one copy of a row in a wrapping strip.
  ///
  /// A cell outside `0..<cellCount` is rejected with `cellOutOfRange`, the state untouched.
  /// In a layout that does not wrap it is `tap(row:)`. Otherwise the tap goes to the cell
  /// itself, or, when its anchor lies outside `offsetRange`, to the copy of its row nearest
  /// it inside the range:
  ///
  /// - another row: as `tap(row:)` for that row, but scrolling to this copy.
  /// - the selected row: dragging, nothing (the finger holds the content); idle or
  ///   animating, a scroll there when the copy is not where the picker rests or is heading,
  ///   without a selection change; decelerating, a scroll there that takes over from the
  ///   glide.
  @usableFromInline
  mutating func tap(cell tapped: Int, into effects: inout PickerEffects) {
    guard tapped >= 0 && tapped < layout.cellCount else {
      effects.append(.rejected(.cellOutOfRange(cell: tapped, cellCount: layout.cellCount)))
      return
    }
    guard layout.wrapsAround else {
      return select(row: tapped, animated: true, cause: .tap, into: &effects)
    }
    let cell = layout.reachableCopy(ofCell: tapped)
    guard layout.uncheckedRow(ofCell: cell) == selectedRow else {
      return select(cell: cell, animated: true, cause: .tap, into: &effects)
    }
    switch motion {
    case .idle where cell != storedCenteredCell:
      scroll(toCell: cell, animated: true, host: .still, into: &effects)
    case .animating where cell != targetCell:
      scroll(toCell: cell, animated: true, host: .moving, into: &effects)
    case .decelerating:
      scroll(toCell: cell, animated: true, host: .moving, into: &effects)
    case .idle, .dragging, .animating:
      break
    }
  }

  /// `accessibilityIncrement` (+1) and `accessibilityDecrement` (-1), cause
  /// `.accessibility`, and autoplay's advance (+1, cause `.autoAdvance`): select the next or
  /// the previous row, animated, as ``select(row:animated:cause:into:)`` does in each phase.
  /// At either end, or with no rows, an accessibility step does nothing; an advance from
  /// the last row goes back to row 0 (the long way). In a wrapping strip there is no end:
  /// the step moves exactly one cell from the selected row's copy nearest the offset,
  /// whatever the widths (the last row's next is row 0); with one row it changes nothing
  /// (W3, W7).
  @usableFromInline
  mutating func step(by delta: Int, cause: SelectionCause, into effects: inout PickerEffects) {
    guard let row = selectedRow else { return }
    guard layout.wrapsAround else {
      let next = cause == .autoAdvance && row + delta == layout.itemCount ? 0 : row + delta
      guard next >= 0, next < layout.itemCount else { return }
      return select(row: next, animated: true, cause: cause, into: &effects)
    }
    guard layout.itemCount > 1 else { return }
    let cell = nearestCell(showing: row) + delta
    select(cell: layout.reachableCopy(ofCell: cell), animated: true, cause: cause, into: &effects)
  }

  /// The cell showing `row` whose anchor is nearest the offset (clamped into `offsetRange`,
  /// as a search for the nearest cell clamps it), the higher one on a tie: the row itself
  /// when the layout does not wrap. Only copies the picker can reach (anchors inside
  /// `offsetRange`) count.
  ///
  /// A tie is a tie up to the anchors' rounding (W3). By the layout's own lengths (its lap
  /// length, its rows' starts and widths) two copies of a row lie exactly a lap apart, and
  /// two centred rows of unequal widths exactly half a lap apart both ways round. An anchor
  /// offset rounds at most five times on its way from those lengths (twice within its lap,
  /// then at the lap's start, their sum and the origin; twice in all for one width), each
  /// time by at most half an ulp of `|anchorOrigin| + contentWidth + lapLength`, which
  /// bounds every value formed, offsets included: 2.5 ulps. The offset, where it ties, is
  /// an anchor or one moved by whole laps (W4's re-centring: two roundings more), 3.5 ulps,
  /// and counts in both distances; each distance rounds once more. Two distances equal in
  /// exact arithmetic thus come out at most 2.5 + 2.5 + 2 × 3.5 + 1 = 13 ulps apart, and
  /// distances within 13 ulps count as equal. A lap is millions of times longer (the
  /// content holds at most 2^22 laps), so only two copies, a lap apart, can tie.
  ///
  /// Always inlined: called out of line, this non-mutating method made each caller copy
  /// the whole state to pass it.
  @inline(__always)
  func nearestCell(showing row: Int) -> Int {
    guard layout.wrapsAround, let centered = storedCenteredCell else {
      return layout.homeLapFirstCell &+ row
    }
    let count = layout.itemCount
    let lap = centered / count
    let here = min(max(offset, 0), layout.offsetRange.upperBound)
    let largest = abs(layout.anchorOrigin) + layout.contentWidth + layout.lapLength
    // A strip near the largest `Double` sums past it, and infinity's ulp is NaN, which
    // would lose every comparison: the largest finite number's ulp bounds the rounding there.
    let rounding = 13 * (largest.isFinite ? largest : .greatestFiniteMagnitude).ulp
    var best = -1
    var bestDistance = Double.infinity
    for candidateLap in (lap - 1)...(lap + 1) {
      let cell = candidateLap * count + row
      guard cell >= 0 && cell < layout.cellCount, layout.isReachable(cell: cell) else {
        continue
      }
      let distance = abs(anchorOffset(ofCell: cell) - here)
      // Cells rise with the loop, so a distance equal up to the rounding picks the higher,
      // forward cell.
      if distance - bestDistance <= rounding {
        best = cell
        bestDistance = distance
      }
    }
    return best
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
