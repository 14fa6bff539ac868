extension PickerLayout {
  /// The row a released drag comes to rest on: the row of
  /// ``targetCell(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)``.
  ///
  /// - Parameters:
  ///   - releaseOffset: The offset when the finger lifted; may lie outside `offsetRange`
  ///     (a bounce).
  ///   - velocity: Points per second, signed like the offset (positive scrolls toward
  ///     larger offsets).
  ///   - proposedOffset: Where the scroll would come to rest on its own.
  ///   - snapping: How to choose the row; see ``SnapBehavior``.
  ///   - flingThreshold: The speed, in points per second, at or above which a release is a
  ///     fling for ``SnapBehavior/paging(maxItems:)``. NaN is never reached.
  /// - Returns: The row, or nil when the layout is empty or an offset is not finite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func targetRow(
    releasedAt releaseOffset: Double, velocity: Double, proposedOffset: Double,
    snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    targetCell(
      releasedAt: releaseOffset, velocity: velocity, proposedOffset: proposedOffset,
      snapping: snapping, flingThreshold: flingThreshold
    ).map(uncheckedRow(ofCell:))
  }

  /// The cell a released drag comes to rest on (the row itself when the layout does not
  /// wrap): the cell nearest the proposed offset, or with paging the rule of
  /// ``SnapBehavior/paging(maxItems:)`` counted in cells; in a wrapping strip, moved back
  /// from either end to the last cell whose anchor lies ``wrapTargetMargin`` inside it (W5).
  ///
  /// On a contained strip, the row shown by the snap of
  /// ``targetSnap(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)`` (P4).
  ///
  /// The answer is always a cell whose anchor lies in `offsetRange`. Where no such cell
  /// lies the margin inside the end a target nears (neighbouring anchors more than half
  /// the range apart, such as one row of 65,536 points in a viewport twice as wide), it is
  /// the one nearest to doing so, the farthest from that end: W5 cannot hold there, and a
  /// target the picker cannot reach would break I4.
  ///
  /// - Parameters:
  ///   - releaseOffset: The offset when the finger lifted; may lie outside `offsetRange`
  ///     (a bounce).
  ///   - velocity: Points per second, signed like the offset (positive scrolls toward
  ///     larger offsets).
  ///   - proposedOffset: Where the scroll would come to rest on its own.
  ///   - snapping: How to choose the cell; see ``SnapBehavior``. Paging counts cells.
  ///   - flingThreshold: The speed, in points per second, at or above which a release is a
  ///     fling for ``SnapBehavior/paging(maxItems:)``. NaN is never reached.
  /// - Returns: The cell, or nil when the layout is empty or an offset is not finite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func targetCell(
    releasedAt releaseOffset: Double, velocity: Double, proposedOffset: Double,
    snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    // A contained strip comes to rest on snaps (P4): the row its target snap shows.
    guard !restsClamped else {
      return targetSnap(
        releasedAt: releaseOffset, velocity: velocity, proposedOffset: proposedOffset,
        snapping: snapping, flingThreshold: flingThreshold
      ).map(row(ofSnap:))
    }
    guard releaseOffset.isFinite, let releaseCell = nearestCell(toOffset: releaseOffset),
      let proposedCell = nearestCell(toOffset: proposedOffset, near: releaseCell)
    else { return nil }
    return targetCell(
      releasedAt: releaseOffset, releaseCell: releaseCell, proposedCell: proposedCell,
      velocity: velocity, snapping: snapping, flingThreshold: flingThreshold)
  }

  /// ``targetCell(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)`` for a
  /// finite release offset whose nearest cell, and the proposed offset's, the caller knows:
  /// a picker's centred cell, and the proposed one it finds in place (a call that takes the
  /// whole layout would make it copy the layout), so that neither is searched again.
  func targetCell(
    releasedAt releaseOffset: Double, releaseCell: Int, proposedCell: Int, velocity: Double,
    snapping: SnapBehavior, flingThreshold: Double
  ) -> Int {
    // Chosen here, so that the common snapping calls nothing out of line.
    let chosen: Int
    switch snapping {
    case .nearest:
      chosen = proposedCell
    case .paging(let maxItems):
      chosen = pagedCell(
        releasedAt: releaseOffset, releaseCell: releaseCell, proposedCell: proposedCell,
        velocity: velocity, maxItems: maxItems, flingThreshold: flingThreshold)
    }
    return wrapsAround ? cellKeepingWrapMargin(chosen) : chosen
  }

  /// The cell the paging rule chooses, with ``SnapBehavior/paging(maxItems:)``.
  private func pagedCell(
    releasedAt releaseOffset: Double, releaseCell: Int, proposedCell: Int, velocity: Double,
    maxItems: Int, flingThreshold: Double
  ) -> Int {
    guard velocity != 0, abs(velocity) >= flingThreshold else {
      return cell(proposedCell, limitedBy: .paging(maxItems: maxItems), from: releaseCell)
    }
    let pageLimit = max(maxItems, 1)
    // Work along the strip, where offsets grow with the visual index in both directions,
    // among the positions whose anchors the picker can reach.
    let released = cell(ofVisualIndex: releaseCell)
    let proposed = cell(ofVisualIndex: proposedCell)
    let towardLargerOffsets = velocity > 0
    let firstAtOrPast = firstVisualIndex(from: released) { anchorOffset($0) >= releaseOffset }
    let next: Int
    if towardLargerOffsets {
      let firstPast = firstVisualIndex(from: firstAtOrPast) { anchorOffset($0) > releaseOffset }
      next = firstPast <= lastAnchoredVisual ? firstPast : released
    } else {
      next = firstAtOrPast > firstAnchoredVisual ? firstAtOrPast - 1 : released
    }
    let sign = towardLargerOffsets ? 1 : -1
    let beyondNext = min(max((proposed - next) * sign, 0), pageLimit - 1)
    return cell(ofVisualIndex: next + sign * beyondNext)
  }

  /// How far inside either end of a wrapping strip every target stays (W5): the lesser of
  /// half of ``wrapReach`` and a quarter of `offsetRange`'s length. Targets stay on cells
  /// the picker can reach, so where none lies this far inside an end, a target near it
  /// is the reachable cell farthest from it (see
  /// ``targetCell(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)``).
  public var wrapTargetMargin: Double {
    min(Self.wrapReach / 2, maximumOffset / 4)
  }

  /// `cell`, a reachable one, itself when its anchor lies at least ``wrapTargetMargin``
  /// inside both ends of `offsetRange`; otherwise the reachable cell, farthest toward that
  /// end, whose anchor does, or when none does (neighbouring anchors more than half the
  /// range apart), the reachable cell nearest to doing so: the farthest from that end,
  /// which may be `cell` itself. Never a cell whose anchor lies outside the range.
  private func cellKeepingWrapMargin(_ cell: Int) -> Int {
    let margin = wrapTargetMargin
    let visual = self.cell(ofVisualIndex: cell)
    let anchor = anchorOffset(visual)
    if anchor < margin {
      let clear = firstVisualIndex(from: visual) { anchorOffset($0) >= margin }
      return self.cell(ofVisualIndex: anchored(clear))
    }
    let far = maximumOffset - margin
    if anchor > far {
      let clear = firstVisualIndex(from: visual) { anchorOffset($0) > far } - 1
      return self.cell(ofVisualIndex: anchored(clear))
    }
    return cell
  }

  /// `cell`, moved back toward `releaseCell` until it is at most `maxItems` cells from it
  /// when `snapping` is ``SnapBehavior/paging(maxItems:)`` (a `maxItems` below 1 counts as
  /// 1); `cell` itself with ``SnapBehavior/nearest``. Cells run along the strip in the same
  /// order in both directions, so the limit counts cells either way.
  ///
  /// - Parameters:
  ///   - cell: Where the content would rest without the limit.
  ///   - snapping: The picker's snapping.
  ///   - releaseCell: The cell nearest the offset where the finger lifted.
  /// - Returns: A cell between `releaseCell` and `cell`, both included.
  func cell(_ cell: Int, limitedBy snapping: SnapBehavior, from releaseCell: Int) -> Int {
    guard case .paging(let maxItems) = snapping else { return cell }
    let pageLimit = max(maxItems, 1)
    // Both cells lie in 0..<cellCount, so neither the difference nor the sum overflows.
    return releaseCell + min(max(cell - releaseCell, -pageLimit), pageLimit)
  }
}
