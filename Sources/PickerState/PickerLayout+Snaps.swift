// MARK: - Snaps: the distinct offsets where rows rest (P2)

extension PickerLayout {
  /// The number of distinct offsets at which rows rest: a page control's number of pages.
  ///
  /// A `UIScrollView` host gives it to its `UIPageControl`'s `numberOfPages` (and hides the
  /// control below two). In an anchored or a wrapping layout every row is its own snap,
  /// `itemCount`; in a contained one, rows near either end share that end's snap, and rows
  /// that fit share one. 0 when empty.
  public var snapCount: Int {
    guard restsClamped else { return itemCount }
    return leftEndSnaps + (rightEndFirstVisual - leftEndRowCount)
      + (rightEndFirstVisual < itemCount ? 1 : 0)
  }

  /// The offset at which the rows of a snap rest: `offset(ofRow:)` of each of them.
  ///
  /// Snaps are numbered in row order (snap 0 holds row 0: the rightmost snap of a
  /// right-to-left strip), and their offsets are strictly monotonic in that order. A host
  /// scrolls here to show a page, or marks the page's position on a scrubber.
  ///
  /// - Parameter snap: A snap in `0..<snapCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the snap (the picker rejects
  ///   such a snap with ``PickerRejection/snapOutOfRange(snap:snapCount:)``).
  /// - Complexity: O(1).
  public func offset(ofSnap snap: Int) -> Double {
    let visualSnap = visualSnap(checkedSnap: snap)
    guard restsClamped else { return offset(ofRow: snap) }
    return offset(ofVisualSnap: visualSnap)
  }

  /// The snap at which a row rests: the page a page control shows as current while the row
  /// is selected (``PickerState/selectedSnap``). The row itself in an anchored or a
  /// wrapping layout.
  ///
  /// - Parameter row: A row in `0..<itemCount`; any other value traps with a message.
  /// - Complexity: O(1).
  public func snap(ofRow row: Int) -> Int {
    let visual = visualIndex(checkedRow: row)
    guard restsClamped else { return row }
    return snap(ofVisualSnap: visualSnap(ofVisualIndex: visual))
  }

  /// The rows that rest at a snap, contiguous and in row order: together, the snaps'
  /// rows partition the rows. One row in an anchored or a wrapping layout; in a contained
  /// one, the rows near an end that rest there, or every row when they fit. A
  /// `UIScrollView` host that labels its page dots ("cards 1-3") or shows a page's cards
  /// as one reads them here; selecting a snap selects ``row(ofSnap:)`` among them.
  ///
  /// - Parameter snap: A snap in `0..<snapCount`; any other value traps with a message.
  /// - Complexity: O(1).
  public func rows(ofSnap snap: Int) -> Range<Int> {
    let visualSnap = visualSnap(checkedSnap: snap)
    guard restsClamped else { return snap..<(snap + 1) }
    let visuals = visualRows(ofVisualSnap: visualSnap)
    guard direction == .rightToLeft else { return visuals }
    return (itemCount - visuals.upperBound)..<(itemCount - visuals.lowerBound)
  }

  /// The row a snap shows (P2): of the rows that rest there, the one whose natural offset
  /// is nearest the snap's offset (a tie: the lower row), that is, the one nearest the
  /// viewport's anchor when the content rests there. A row of the next snap may be nearer
  /// still (P3), yet a page is shown by a row of its own.
  ///
  /// ``PickerEvent/selectSnap(_:animated:)`` selects it: a host whose page control changes
  /// page sends that event rather than selecting a row itself.
  ///
  /// - Parameter snap: A snap in `0..<snapCount`; any other value traps with a message.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func row(ofSnap snap: Int) -> Int {
    let visualSnap = visualSnap(checkedSnap: snap)
    guard restsClamped else { return snap }
    let visuals = visualRows(ofVisualSnap: visualSnap)
    guard visuals.count > 1 else { return cell(ofVisualIndex: visuals.lowerBound) }
    let target = restingOffset(visuals.lowerBound)
    let guess = visualEstimate(alongStrip: target - anchorOrigin)
    let past = firstVisualIndex(from: guess) { anchorOffset($0) > target }
    let below = min(max(past - 1, visuals.lowerBound), visuals.upperBound - 1)
    let nearest = below + 1 < visuals.upperBound ? nearer(below, orNextTo: target) : below
    return cell(ofVisualIndex: nearest)
  }

  /// The snap nearest an offset: where content released there would rest, the page a page
  /// control shows while the user scrolls.
  ///
  /// The offset is clamped into `offsetRange` first (a bounce); a tie goes to the lower
  /// snap. On an anchored or a wrapping strip it is ``nearestRow(toOffset:)``.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The nearest snap, or nil when the layout is empty or `offset` is NaN or
  ///   infinite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func nearestSnap(toOffset offset: Double) -> Int? {
    guard restsClamped else { return nearestRow(toOffset: offset) }
    guard offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    // The snap nearest the target is the nearest row's snap or a neighbour of it: the
    // snaps' offsets around the target are the natural offsets around it, or an end.
    guard let row = nearestCell(toOffset: target) else { return nil }
    let middle = visualSnap(ofVisualIndex: cell(ofVisualIndex: row))
    var best = middle
    var bestDistance = Self.exactDistance(from: self.offset(ofVisualSnap: middle), to: target)
    let count = snapCount
    for step in stride(from: -1, through: 1, by: 2) {
      let candidate = middle + step
      guard candidate >= 0 && candidate < count else { continue }
      let distance = Self.exactDistance(from: self.offset(ofVisualSnap: candidate), to: target)
      // A tie goes to the lower snap: the left one left to right, the right one otherwise.
      let isLower = (candidate < best) == (direction == .leftToRight)
      if distance < bestDistance || (distance == bestDistance && isLower) {
        best = candidate
        bestDistance = distance
      }
    }
    return snap(ofVisualSnap: best)
  }

  /// The distance from `offset` to `target`, rounded, with its rounding error: compared as
  /// a pair, two distances compare as the exact ones do, also where they round alike (two
  /// snaps a few hundred points apart, far from a target near 10^99), as
  /// ``nearer(_:orNextTo:)`` decides between two anchors. Both are finite and their
  /// difference does not overflow.
  private static func exactDistance(from offset: Double, to target: Double)
    -> (rounded: Double, error: Double)
  {
    let difference = offset - target
    let error = roundingError(of: difference, offset, -target)
    return difference < 0 ? (-difference, -error) : (difference, error)
  }

  // MARK: Visual snaps

  /// 1 when some rows rest at offset 0 in a layout that ``restsClamped``, 0 otherwise.
  private var leftEndSnaps: Int { leftEndRowCount > 0 ? 1 : 0 }

  /// A snap numbered from the left end (its visual position among the snaps), for a snap
  /// in `0..<snapCount`; traps, with a message, for any other.
  private func visualSnap(checkedSnap snap: Int) -> Int {
    let count = snapCount
    precondition(
      snap >= 0 && snap < count,
      "snap \(snap) is outside 0..<\(count); the picker checks snaps before asking")
    return self.snap(ofVisualSnap: snap)
  }

  /// A snap in row order from its visual position among the snaps, and the other way
  /// round: the mapping is its own inverse.
  private func snap(ofVisualSnap visualSnap: Int) -> Int {
    restsClamped && direction == .rightToLeft ? snapCount - 1 - visualSnap : visualSnap
  }

  /// The visual position, among the snaps, of the snap where the row at a visual position
  /// rests, in a layout that ``restsClamped``.
  private func visualSnap(ofVisualIndex visual: Int) -> Int {
    visual < leftEndRowCount ? 0 : leftEndSnaps + min(visual, rightEndFirstVisual) - leftEndRowCount
  }

  /// The offset of the snap at a visual position among the snaps, in a layout that
  /// ``restsClamped``.
  private func offset(ofVisualSnap visualSnap: Int) -> Double {
    restingOffset(visualRows(ofVisualSnap: visualSnap).lowerBound)
  }

  /// The visual positions of the rows resting at the snap at a visual position among the
  /// snaps, in a layout that ``restsClamped``.
  private func visualRows(ofVisualSnap visualSnap: Int) -> Range<Int> {
    if visualSnap == 0 && leftEndRowCount > 0 { return 0..<leftEndRowCount }
    let visual = leftEndRowCount + visualSnap - leftEndSnaps
    return visual < rightEndFirstVisual ? visual..<(visual + 1) : rightEndFirstVisual..<itemCount
  }
}

// MARK: - Where a release comes to rest on a contained strip (P4)

extension PickerLayout {
  /// The snap a released drag comes to rest on (P4): the snap nearest the proposed offset,
  /// or with ``SnapBehavior/paging(maxItems:)`` the paging rule counted in snaps (a fling
  /// goes to the first snap whose offset lies beyond the release offset in its direction,
  /// and on toward the proposed one, never more than `maxItems - 1` snaps past it; a slower
  /// release stays within `maxItems` snaps of the snap nearest the release offset). On an
  /// anchored or a wrapping strip, snaps are rows: the row of
  /// ``targetCell(releasedAt:velocity:proposedOffset:snapping:flingThreshold:)``.
  ///
  /// A `UIScrollView` host that answers `scrollViewWillEndDragging` itself sets
  /// `targetContentOffset` to ``offset(ofSnap:)`` of it; a picker does this for its host.
  ///
  /// - Parameters:
  ///   - releaseOffset: The offset when the finger lifted; may lie outside `offsetRange`.
  ///   - velocity: Points per second, signed like the offset.
  ///   - proposedOffset: Where the scroll would come to rest on its own.
  ///   - snapping: How to choose the snap; paging counts snaps.
  ///   - flingThreshold: The speed at or above which a release is a fling.
  /// - Returns: The snap, or nil when the layout is empty or an offset is not finite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func targetSnap(
    releasedAt releaseOffset: Double, velocity: Double, proposedOffset: Double,
    snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    guard restsClamped else {
      return targetRow(
        releasedAt: releaseOffset, velocity: velocity, proposedOffset: proposedOffset,
        snapping: snapping, flingThreshold: flingThreshold)
    }
    guard let release = nearestSnap(toOffset: releaseOffset),
      let proposed = nearestSnap(toOffset: proposedOffset)
    else { return nil }
    guard case .paging(let maxItems) = snapping else { return proposed }
    guard velocity != 0, abs(velocity) >= flingThreshold else {
      return cell(proposed, limitedBy: snapping, from: release)  // snaps counted as cells are
    }
    let towardLargerOffsets = velocity > 0
    // Snaps count along the rows: toward larger offsets left to right, smaller otherwise.
    let sign = towardLargerOffsets == (direction == .leftToRight) ? 1 : -1
    // The nearest snap is the first beyond the release, unless it lies at or behind it.
    let releaseSnapOffset = offset(ofSnap: release)
    let isBeyond =
      towardLargerOffsets ? releaseSnapOffset > releaseOffset : releaseSnapOffset < releaseOffset
    var next = isBeyond ? release : release + sign
    if next < 0 || next >= snapCount { next = release }
    let beyondNext = min(max((proposed - next) * sign, 0), max(maxItems, 1) - 1)
    return next + sign * beyondNext
  }
}
