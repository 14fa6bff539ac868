/// How a change of rows carries what the picker holds (its selection, the row under the
/// anchor, a motion's target, the release row) from one layout's cells to the next
/// layout's (L1, L2 and L4).
///
/// Old cells are taken as copies, a row and its lap, so that a row handed on across a
/// wrapping strip's seam may lie a lap outside the old layout's laps: L4 places it in the
/// new layout's nearest lap anyway.
struct RowFollowing {
  /// The layout before the change.
  let old: PickerLayout
  /// The layout after the change.
  let new: PickerLayout
  /// The change.
  let changes: PickerRowChanges

  /// A copy of a row before the change: the row and its lap (0 when the layout does not
  /// wrap).
  struct Copy: Hashable {
    var row: Int
    var lap: Int
  }

  /// The copy an old cell shows.
  func copy(ofOldCell cell: Int) -> Copy {
    guard old.wrapsAround else { return Copy(row: cell, lap: 0) }
    return Copy(row: cell % old.itemCount, lap: cell / old.itemCount)
  }

  // MARK: - Following a copy

  /// L4: the new cell showing `row` (an index after the change) in the lap as far from the
  /// new home lap as `lap` is from the old one, or, where that cell does not exist or is
  /// anchored outside `offsetRange`, its copy in the nearest lap where it is; and never
  /// within W5's margin of either end (``clearCopy(ofVisualIndex:)``).
  func newCell(showing row: Int, oldLap lap: Int) -> Int {
    guard new.wrapsAround else { return row }
    let newLap = min(max(lap - old.homeLap + new.homeLap, 0), new.laps - 1)
    let reachable = new.reachableCopy(ofCell: newLap * new.itemCount + row)
    return new.cell(ofVisualIndex: clearCopy(ofVisualIndex: new.cell(ofVisualIndex: reachable)))
  }

  /// L4's margin: `visual`, a reachable position of the new strip, itself when its anchor
  /// lies at least ``PickerLayout/wrapTargetMargin`` inside both ends of `offsetRange`;
  /// otherwise the copy of its row in the nearest lap that does. When laps shrink (rows
  /// arriving in a strip of few rows), a drag far from home would otherwise be carried to
  /// an end of the content, where the user's next movement meets it.
  ///
  /// Where no copy lies that far inside (neighbouring copies more than half the range
  /// apart: a lap longer than the range's clear middle), `visual` itself: the margin cannot
  /// hold, and the copy L4's lap names is as good as any.
  ///
  /// - Complexity: O(1): the laps to move are counted from the lap length, and rounding
  ///   is settled among the copies a lap either side of that count.
  private func clearCopy(ofVisualIndex visual: Int) -> Int {
    let margin = new.wrapTargetMargin
    let anchor = new.anchorOffset(visual)
    guard !isClearOfTheEnds(visual, margin: margin), new.lapLength > 0 else { return visual }
    // Toward larger offsets from the near end, toward smaller ones from the far end; the
    // quotient is capped at the strip's laps, so the conversion cannot trap.
    let gap = anchor < margin ? margin - anchor : anchor - (new.maximumOffset - margin)
    let laps = Int(min((gap / new.lapLength).rounded(.up), Double(new.laps)))
    let step = anchor < margin ? new.itemCount : -new.itemCount
    for count in max(laps - 1, 1)...max(laps + 1, 1) {
      let moved = visual + count * step
      if isClearOfTheEnds(moved, margin: margin) { return moved }
    }
    return visual
  }

  /// Whether a visual position of the new strip is reachable and anchored at least
  /// `margin` inside both ends of its `offsetRange`.
  private func isClearOfTheEnds(_ visual: Int, margin: Double) -> Bool {
    guard visual >= new.firstAnchoredVisual && visual <= new.lastAnchoredVisual else {
      return false
    }
    let anchor = new.anchorOffset(visual)
    return anchor >= margin && anchor <= new.maximumOffset - margin
  }

  /// The new cell of a copy whose row the change keeps, nil when it was removed.
  func followedCell(_ copy: Copy) -> Int? {
    changes.newRow(ofOldRow: copy.row).map { newCell(showing: $0, oldLap: copy.lap) }
  }

  /// L2's hand-on for a removed copy: the first surviving row after it in the old order,
  /// else the last one before it; on a wrapping strip "after" goes round the seam (after
  /// the last row comes row 0 of the next lap), the neighbour on screen. Nil when no row
  /// survives.
  func handedOn(from copy: Copy) -> Copy? {
    survivor(after: copy) ?? survivor(before: copy)
  }

  /// The first surviving copy after `copy` in the old order; on a wrapping strip round the
  /// seam (after the last row comes row 0 of the next lap). Nil when there is none.
  func survivor(after copy: Copy) -> Copy? {
    let count = old.itemCount
    if let row = changes.firstSurvivingRow(atOrAfter: copy.row + 1, below: count) {
      return Copy(row: row, lap: copy.lap)
    }
    guard old.wrapsAround else { return nil }
    return changes.firstSurvivingRow(atOrAfter: 0, below: count).map {
      Copy(row: $0, lap: copy.lap + 1)
    }
  }

  /// The last surviving copy before `copy` in the old order; on a wrapping strip round the
  /// seam (before row 0 comes the last row of the lap before). Nil when there is none.
  func survivor(before copy: Copy) -> Copy? {
    if let row = changes.lastSurvivingRow(atOrBefore: copy.row - 1) {
      return Copy(row: row, lap: copy.lap)
    }
    guard old.wrapsAround else { return nil }
    return changes.lastSurvivingRow(atOrBefore: old.itemCount - 1).map {
      Copy(row: $0, lap: copy.lap - 1)
    }
  }

  /// The new cell of a copy, followed when it survives and handed on (L2) when it was
  /// removed; nil when no row survives.
  func destinationCell(of copy: Copy) -> Int? {
    if let cell = followedCell(copy) { return cell }
    return handedOn(from: copy).flatMap { followedCell($0) }
  }

  /// L2: the selection after the change. A surviving row stays selected at its new index; a
  /// removed one hands the selection on; with no row surviving (or rows arriving in an
  /// empty picker) row 0 of the new rows, nil when there are none.
  func newSelection(from row: Int?) -> Int? {
    if let row {
      if let followed = changes.newRow(ofOldRow: row) { return followed }
      if let copy = handedOn(from: Copy(row: row, lap: 0)) {
        return changes.newRow(ofOldRow: copy.row)
      }
    }
    return new.itemCount > 0 ? 0 : nil
  }

  // MARK: - The reference row

  /// L3's reference row away from rest, in both layouts.
  struct Reference {
    /// Its cell before the change.
    var oldCell: Int
    /// Its cell after the change (L4).
    var newCell: Int
    /// `Δ`: its new anchor offset less its old one, natural offsets on a contained strip
    /// (P8): the content under the anchor, wherever its row rests.
    var shift: Double
  }

  /// L3's reference row away from rest: the copy under the anchor when its row survives,
  /// otherwise the surviving copy whose anchor is nearest `offset` (the lower cell on a
  /// tie), which is the nearest survivor before or after the cell nearest `offset`,
  /// anchors being ordered along the strip. Nil when no row survives.
  ///
  /// - Parameters:
  ///   - cell: The old cell under the anchor.
  ///   - offset: The content offset.
  func reference(underAnchor cell: Int, offset: Double) -> Reference? {
    guard let oldCell = survivingCell(nearest: cell, offset: offset),
      let newCell = followedCell(copy(ofOldCell: oldCell))
    else { return nil }
    let shift = new.naturalOffset(ofCell: newCell) - old.naturalOffset(ofCell: oldCell)
    return Reference(oldCell: oldCell, newCell: newCell, shift: shift)
  }

  /// The old cell under the anchor when its row survives, else the surviving cell whose
  /// anchor is nearest `offset`, among all the cells: a drag pulled past a wrapping strip's
  /// reach shows cells nearer the anchor than the one under it, which is the nearest in
  /// reach.
  private func survivingCell(nearest cell: Int, offset: Double) -> Int? {
    if changes.newRow(ofOldRow: copy(ofOldCell: cell).row) != nil { return cell }
    let nearest = nearestOldCell(toOffset: offset)
    let centered = copy(ofOldCell: nearest)
    if changes.newRow(ofOldRow: centered.row) != nil { return nearest }
    // Only the old layout's cells have an anchor to measure from: a neighbour past either
    // end of the strip is left out.
    let before = survivor(before: centered).flatMap(oldCell)
    let after = survivor(after: centered).flatMap(oldCell)
    switch (before, after) {
    case (let low?, let high?):
      return isNearer(high, than: low, to: offset) ? high : low
    case (let low?, nil): return low
    case (nil, let high?): return high
    case (nil, nil): return nil
    }
  }

  /// The old cell whose anchor is nearest `offset` among all of them, in reach or not, by
  /// the exact distances; on a tie the lower row's.
  ///
  /// - Complexity: O(log c) for c cells: anchors grow with the visual position, so the
  ///   layout's own search finds the last at or before the offset, and the nearest is it or
  ///   the next.
  private func nearestOldCell(toOffset offset: Double) -> Int {
    let guess = old.visualEstimate(alongStrip: offset - old.anchorOrigin)
    let past = old.firstVisualIndex(from: guess) { old.anchorOffset($0) > offset }
    return old.cell(ofVisualIndex: old.nearer(max(past - 1, 0), orNextTo: offset))
  }

  /// Whether `cell`'s anchor lies strictly nearer `offset` than `other`'s, by the exact
  /// distances (as ``PickerLayout/nearer(_:orNextTo:)`` compares neighbours: far from the
  /// strip, distances that differ by less than the offset's rounding still differ). On a
  /// contained strip the anchors are the natural offsets, and `offset` is not clamped: the
  /// picture the user sees, a bounce included (P8).
  private func isNearer(_ cell: Int, than other: Int, to offset: Double) -> Bool {
    let anchor = old.naturalOffset(ofCell: cell)
    let otherAnchor = old.naturalOffset(ofCell: other)
    // Signed distances from the lower anchor up to the offset and from the offset up to
    // the higher one, so that their rounding errors compare.
    let (low, high) = anchor <= otherAnchor ? (anchor, otherAnchor) : (otherAnchor, anchor)
    let distanceLow = offset - low
    let distanceHigh = high - offset
    var highIsNearer = distanceHigh < distanceLow
    if distanceLow == distanceHigh {
      let errorLow = PickerLayout.roundingError(of: distanceLow, offset, -low)
      let errorHigh = PickerLayout.roundingError(of: distanceHigh, high, -offset)
      guard errorLow != errorHigh else { return false }
      highIsNearer = errorHigh < errorLow
    }
    return highIsNearer == (anchor > otherAnchor)
  }

  /// The old cell of a copy, nil when it lies outside the old layout's cells.
  func oldCell(_ copy: Copy) -> Int? {
    let cell = copy.lap * old.itemCount + copy.row
    return cell >= 0 && cell < old.cellCount ? cell : nil
  }
}
