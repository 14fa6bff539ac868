import PickerState

/// A contained strip's geometry and snaps (P1-P4) as the fair baseline keeps them: arrays
/// built from the layout's inputs (its rows' widths, spacing, viewport, alignment and
/// direction) when the layout changes, searched with binary searches, as an engineer who
/// had only the rules would write them, without asking the library's contained geometry.
///
/// Arrays run along the strip, left to right ("visual" order), where offsets grow; rows
/// and snaps are numbered from row 0, the rightmost in a right-to-left strip. Rows with
/// whole-point widths, spacing and padding (the benchmark's cards) make every offset here
/// exact, so it equals the library's bit for bit; on other numbers the two may round apart,
/// and ``Equivalence`` would say so. Distances that round alike go to the lower row without
/// the library's exact tie-break, as ``UniformRows`` does.
struct ContainedStrip {
  /// How many rows: at least 1.
  let count: Int
  /// Whether row 0 is on the right.
  let isRightToLeft: Bool
  /// `offsetRange.upperBound`.
  let maximumOffset: Double
  /// Each row's natural offset (its anchor on the viewport's anchor), along the strip.
  let naturals: [Double]
  /// Each row's resting offset (its natural offset clamped into the range), along the strip.
  let rests: [Double]
  /// Each snap's offset, along the strip: the distinct resting offsets, rising.
  let snapOffsets: [Double]
  /// The snap, along the strip, of each row along the strip.
  let snapOfVisual: [Int]
  /// The first row along the strip of each snap along the strip, and `count` after them.
  let firstVisualOfSnap: [Int]

  /// The strip of a contained layout with rows that does not wrap; nil for any other.
  ///
  /// - Complexity: O(n).
  init?(_ layout: PickerLayout) {
    guard layout.containment == .contained, !layout.wrapsAround, layout.itemCount > 0 else {
      return nil
    }
    let count = layout.itemCount
    let isRightToLeft = layout.direction == .rightToLeft
    self.count = count
    self.isRightToLeft = isRightToLeft
    let width = layout.viewportWidth
    let widths = (0..<count).map { visual in
      layout.frame(ofRow: isRightToLeft ? count - 1 - visual : visual).width
    }
    let span = widths.reduce(0, +) + Double(count - 1) * layout.spacing
    // The viewport's anchor, the fraction of a row's width at which its own anchor lies,
    // and the padding, all from the left.
    let anchor: Double
    let fraction: Double
    let padding: Double
    switch (layout.alignment, layout.direction) {
    case (.center, _): (anchor, fraction, padding) = (width / 2, 0.5, 0)
    case (.leading(let p), .leftToRight), (.trailing(let p), .rightToLeft):
      (anchor, fraction, padding) = (p, 0, p)
    case (.leading(let p), .rightToLeft), (.trailing(let p), .leftToRight):
      (anchor, fraction, padding) = (width - p, 1, p)
    }
    let left: Double
    let upper: Double
    if span + 2 * padding <= width {
      // The rows fit: a block placed as the alignment places a row, the range 0...0.
      left = anchor - span * fraction
      upper = 0
    } else {
      left = padding
      upper = span + 2 * padding - width
    }
    maximumOffset = upper
    var naturals: [Double] = []
    var edge = left
    for rowWidth in widths {
      naturals.append(edge + rowWidth * fraction - anchor)
      edge += rowWidth + layout.spacing
    }
    let rests = naturals.map { natural -> Double in
      guard upper >= 1 else {
        let clamped = min(max(natural, 0), upper)
        return clamped <= upper - clamped ? 0 : upper
      }
      return natural < 0.5 ? 0 : natural > upper - 0.5 ? upper : natural
    }
    var snapOffsets: [Double] = []
    var snapOfVisual: [Int] = []
    var firstVisualOfSnap: [Int] = []
    for (visual, rest) in rests.enumerated() {
      if snapOffsets.last != rest {
        snapOffsets.append(rest)
        firstVisualOfSnap.append(visual)
      }
      snapOfVisual.append(snapOffsets.count - 1)
    }
    firstVisualOfSnap.append(count)
    self.naturals = naturals
    self.rests = rests
    self.snapOffsets = snapOffsets
    self.snapOfVisual = snapOfVisual
    self.firstVisualOfSnap = firstVisualOfSnap
  }

  /// How many snaps: a page control's pages.
  var snapCount: Int { snapOffsets.count }

  /// A row's position along the strip, or a position's row: the mapping is its own inverse.
  func visual(_ row: Int) -> Int { isRightToLeft ? count - 1 - row : row }

  /// A snap's position along the strip, or a position's snap: its own inverse too.
  func visualSnap(_ snap: Int) -> Int { isRightToLeft ? snapCount - 1 - snap : snap }

  /// Where a row rests.
  func restingOffset(ofRow row: Int) -> Double { rests[visual(row)] }

  /// The snap where a row rests.
  func snap(ofRow row: Int) -> Int { visualSnap(snapOfVisual[visual(row)]) }

  /// The lowest row resting at a snap.
  func firstRow(ofSnap snap: Int) -> Int {
    let along = visualSnap(snap)
    return isRightToLeft ? count - firstVisualOfSnap[along + 1] : firstVisualOfSnap[along]
  }

  /// The row a snap shows: of its rows, the one whose natural offset is nearest the snap's
  /// offset, the lower row on a tie.
  ///
  /// - Complexity: O(rows at the snap).
  func row(ofSnap snap: Int) -> Int {
    let along = visualSnap(snap)
    let target = snapOffsets[along]
    var best = firstVisualOfSnap[along]
    for candidate in (best + 1)..<firstVisualOfSnap[along + 1] {
      let distance = abs(naturals[candidate] - target)
      let bestDistance = abs(naturals[best] - target)
      // Along the strip, a tie keeps the left row left to right, takes the right one otherwise.
      if distance < bestDistance || (distance == bestDistance && isRightToLeft) {
        best = candidate
      }
    }
    return visual(best)
  }

  /// The row whose natural offset is nearest `offset` clamped into the range (P3), the lower
  /// row on a tie; nil when `offset` is not finite.
  ///
  /// - Complexity: O(log n).
  func nearestRow(toOffset offset: Double) -> Int? {
    guard offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    return visual(Self.nearest(to: target, in: naturals, isRightToLeft))
  }

  /// The snap whose offset is nearest `offset` clamped into the range, the lower snap on a
  /// tie; nil when `offset` is not finite.
  ///
  /// - Complexity: O(log snaps).
  func nearestSnap(toOffset offset: Double) -> Int? {
    guard offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    return visualSnap(Self.nearest(to: target, in: snapOffsets, isRightToLeft))
  }

  /// The snap a release comes to rest on (P4): the snap nearest the proposed offset; with
  /// paging, a fling goes to the first snap beyond the release offset in its direction and
  /// on toward the proposed one, at most `maxItems - 1` snaps past it, and a slower release
  /// stays within `maxItems` snaps of the snap nearest the release offset. Nil when an
  /// offset is not finite.
  func targetSnap(
    releasedAt releaseOffset: Double, velocity: Double, proposedOffset: Double,
    snapping: SnapBehavior, flingThreshold: Double
  ) -> Int? {
    guard let release = nearestSnap(toOffset: releaseOffset),
      let proposed = nearestSnap(toOffset: proposedOffset)
    else { return nil }
    guard case .paging(let maxItems) = snapping else { return proposed }
    guard velocity != 0, abs(velocity) >= flingThreshold else {
      return BaselinePicker.limited(proposed, from: release, by: snapping)
    }
    let rightward = velocity > 0
    // Snaps are numbered along the rows: rightward is up the numbers left to right.
    let sign = rightward != isRightToLeft ? 1 : -1
    let releaseSnapOffset = snapOffsets[visualSnap(release)]
    let isBeyond =
      rightward ? releaseSnapOffset > releaseOffset : releaseSnapOffset < releaseOffset
    var next = isBeyond ? release : release + sign
    if next < 0 || next >= snapCount { next = release }
    return next + sign * min(max((proposed - next) * sign, 0), max(maxItems, 1) - 1)
  }

  /// The index of the value in `rising` nearest `target`; on a tie the left one, or the
  /// right one when `prefersRight`.
  private static func nearest(
    to target: Double, in rising: [Double], _ prefersRight: Bool
  ) -> Int {
    var low = 0
    var high = rising.count  // the first index whose value exceeds the target
    while low < high {
      let middle = (low + high) / 2
      if rising[middle] > target { high = middle } else { low = middle + 1 }
    }
    guard low > 0 else { return 0 }
    guard low < rising.count else { return rising.count - 1 }
    let below = target - rising[low - 1]
    let above = rising[low] - target
    return above < below || (above == below && prefersRight) ? low : low - 1
  }
}
