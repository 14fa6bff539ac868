extension PickerLayout {
  /// The row a released drag comes to rest on.
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
    guard releaseOffset.isFinite, let releaseRow = nearestRow(toOffset: releaseOffset) else {
      return nil
    }
    return targetRow(
      releasedAt: releaseOffset, nearestRow: releaseRow, velocity: velocity,
      proposedOffset: proposedOffset, snapping: snapping, flingThreshold: flingThreshold)
  }

  /// ``targetRow(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)`` for a
  /// finite release offset whose nearest row the caller knows (a picker's `centeredRow`),
  /// so that it is not searched again.
  func targetRow(
    releasedAt releaseOffset: Double, nearestRow releaseRow: Int, velocity: Double,
    proposedOffset: Double, snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    guard let proposedRow = nearestRow(toOffset: proposedOffset, near: releaseRow) else {
      return nil
    }
    guard case .paging(let maxItems) = snapping else { return proposedRow }
    guard velocity != 0, abs(velocity) >= flingThreshold else {
      return row(proposedRow, limitedBy: snapping, from: releaseRow)
    }
    let pageLimit = max(maxItems, 1)
    // Work along the strip, where offsets grow with the visual index in both directions.
    let released = row(ofVisualIndex: releaseRow)
    let proposed = row(ofVisualIndex: proposedRow)
    let towardLargerOffsets = velocity > 0
    let firstAtOrPast = firstVisualIndex(from: released) { anchorOffset($0) >= releaseOffset }
    let next: Int
    if towardLargerOffsets {
      let firstPast = firstVisualIndex(from: firstAtOrPast) { anchorOffset($0) > releaseOffset }
      next = firstPast < itemCount ? firstPast : released
    } else {
      next = firstAtOrPast > 0 ? firstAtOrPast - 1 : released
    }
    let sign = towardLargerOffsets ? 1 : -1
    let beyondNext = min(max((proposed - next) * sign, 0), pageLimit - 1)
    return row(ofVisualIndex: next + sign * beyondNext)
  }

  /// `row`, moved back toward `releaseRow` until it is at most `maxItems` rows from it when
  /// `snapping` is ``SnapBehavior/paging(maxItems:)`` (a `maxItems` below 1 counts as 1);
  /// `row` itself with ``SnapBehavior/nearest``. Rows run along the strip in the same
  /// order in both directions, so the limit counts rows either way.
  ///
  /// - Parameters:
  ///   - row: Where the content would rest without the limit.
  ///   - snapping: The picker's snapping.
  ///   - releaseRow: The row nearest the offset where the finger lifted.
  /// - Returns: A row between `releaseRow` and `row`, both included.
  func row(_ row: Int, limitedBy snapping: SnapBehavior, from releaseRow: Int) -> Int {
    guard case .paging(let maxItems) = snapping else { return row }
    let pageLimit = max(maxItems, 1)
    // Both rows lie in 0..<itemCount, so neither the difference nor the sum overflows.
    return releaseRow + min(max(row - releaseRow, -pageLimit), pageLimit)
  }
}
