import PickerState

/// A deliberately naive model of the snapping rule, for differential checks: it
/// ranks rows by scanning every anchor offset, so it only serves layouts the checker scans
/// naively (``EventOracle/naiveScanLimit`` rows or fewer), and it never uses the library's
/// visual indices, galloping searches or `targetRow`.
enum NaiveSnapping {
  /// The row a release chooses: with `.nearest`, the row nearest the proposal; with
  /// `.paging(maxItems: k)` (k below 1 counts as 1), a fling (a non-zero speed at or above
  /// the threshold) goes to the first row whose anchor lies beyond the release offset in
  /// the fling's direction ("next"; none: the row at release), then on toward the row
  /// nearest the proposal, at most `k - 1` rows past next and never behind it; a slower
  /// release goes to the row nearest the proposal, at most `k` rows from the row at release.
  ///
  /// - Returns: The row, or nil when the layout is empty.
  static func targetRow(
    in layout: PickerLayout, releasedAt release: Double, velocity: Double,
    proposedOffset: Double, snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    target(
      among: (0..<layout.itemCount).map(layout.offset(ofRow:)), in: layout.offsetRange,
      releasedAt: release, velocity: velocity, proposedOffset: proposedOffset,
      snapping: snapping, flingThreshold: flingThreshold)
  }

  /// The resting place a release chooses among `offsets` (a strip's rows, or a contained
  /// strip's snaps, P4), by the rule of
  /// ``targetRow(in:releasedAt:velocity:proposedOffset:snapping:flingThreshold:)``: the
  /// nearest is by a scan of `offsets` once the offset is clamped into `range`, ties to the
  /// lower index, and paging counts places in order of their offsets.
  ///
  /// - Returns: The index into `offsets`, or nil when there are none.
  static func target(
    among offsets: [Double], in range: ClosedRange<Double>, releasedAt release: Double,
    velocity: Double, proposedOffset: Double, snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    func nearest(_ offset: Double) -> Int? {
      guard offset.isFinite else { return nil }
      let target = min(max(offset, range.lowerBound), range.upperBound)
      return ExactDistance.positionOfNearest(among: offsets, to: target)
    }
    guard let releaseRow = nearest(release), let proposedRow = nearest(proposedOffset) else {
      return nil
    }
    guard case .paging(let maxItems) = snapping else { return proposedRow }
    let limit = max(maxItems, 1)
    let byOffset = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    let rankOfRelease = byOffset.firstIndex(of: releaseRow) ?? 0
    let rankOfProposal = byOffset.firstIndex(of: proposedRow) ?? 0
    guard velocity != 0, abs(velocity) >= flingThreshold else {
      let rank = rankOfRelease + min(max(rankOfProposal - rankOfRelease, -limit), limit)
      return byOffset[rank]
    }
    let anchors = byOffset.map { offsets[$0] }
    let rankOfNext: Int
    if velocity > 0 {
      rankOfNext = anchors.firstIndex { $0 > release } ?? rankOfRelease
    } else {
      rankOfNext = anchors.lastIndex { $0 < release } ?? rankOfRelease
    }
    let sign = velocity > 0 ? 1 : -1
    let beyondNext = min(max((rankOfProposal - rankOfNext) * sign, 0), limit - 1)
    return byOffset[rankOfNext + sign * beyondNext]
  }

  /// The answer to `willEndDragging`: the target's anchor (a row's or a snap's), or the
  /// release offset clamped into `offsetRange` when that anchor lies against the velocity.
  static func targetOffset(
    in layout: PickerLayout, anchor: Double, releasedAt release: Double, velocity: Double
  ) -> Double {
    let here = min(max(release, 0), layout.offsetRange.upperBound)
    if velocity > 0 && anchor < here { return here }
    if velocity < 0 && anchor > here { return here }
    return anchor
  }

  /// The row a settle comes to rest on: the row nearest where the content stopped, at most
  /// `maxItems` rows from the release row when paging (rows counted along the strip).
  static func settleRow(
    nearest row: Int, releaseRow: Int?, snapping: SnapBehavior
  ) -> Int {
    guard case .paging(let maxItems) = snapping, let releaseRow else { return row }
    let limit = max(maxItems, 1)
    if row > releaseRow { return releaseRow + min(row - releaseRow, limit) }
    return releaseRow - min(releaseRow - row, limit)
  }

}
