// MARK: - The offsets that share a nearest row

extension PickerLayout {
  /// The margin, as a fraction of the pitch, by which a uniform layout's closed-form span
  /// stays inside the exact halfway points between neighbouring anchors.
  ///
  /// Below ``closedFormRowLimit`` rows the anchors' rounding and the span's own bounds'
  /// each stay under 2^-12 of a pitch (half an `ulp` of 2^40 pitches is 2^-13 of one), so
  /// the exact halfway point lies within 2^-11 of a pitch of where the span expects it, and
  /// 2^-10 keeps every offset in the span clearly nearer its row than either neighbour, ties
  /// included. The margin is as narrow as that allows: a report inside it takes the full
  /// path, and a drag's report lands there about once in `1 / (2 * margin)` reports.
  @inlinable static var nearestRowSpanMargin: Double { 0x1p-10 }

  /// The smallest pitch for which the closed-form span is used: above it every product and
  /// difference involved is a normal number, with the relative rounding the margin assumes.
  static var nearestRowSpanMinimumPitch: Double { 0x1p-1000 }

  /// A span of offsets, `lower..<upper`, over which ``nearestRow(toOffset:near:)`` answers
  /// the row at a visual position, for a uniform layout of at most ``closedFormRowLimit``
  /// rows; nil for any other layout (see ``anchoredNearestRowSpan(ofVisualIndex:)``).
  ///
  /// Every finite offset in the span has the row as its nearest row; the span keeps a
  /// margin of ``nearestRowSpanMargin`` of a pitch short of each halfway point. The
  /// leftmost row's span starts at `-greatestFiniteMagnitude` and the rightmost row's ends
  /// at `infinity` (offsets past the ends clamp to them), so no infinite offset is ever
  /// inside, and NaN never is. Reads only the layout's numbers (no per-row data).
  ///
  /// - Parameter visual: A visual position in `0..<cellCount`.
  @inline(__always)
  func closedFormNearestRowSpan(ofVisualIndex visual: Int) -> (lower: Double, upper: Double)? {
    guard usesClosedForm && uniformPitch >= Self.nearestRowSpanMinimumPitch else { return nil }
    let inner = innerClosedFormNearestRowSpan(atPosition: Double(visual))
    return (
      lower: visual == firstAnchoredVisual ? -.greatestFiniteMagnitude : inner.lower,
      upper: visual == lastAnchoredVisual ? .infinity : inner.upper
    )
  }

  /// ``closedFormNearestRowSpan(ofVisualIndex:)`` for a visual position, given as a whole
  /// number, that is neither the first nor the last: its span ends short of both halfway
  /// points.
  @inlinable @inline(__always)
  func innerClosedFormNearestRowSpan(atPosition position: Double) -> (
    lower: Double, upper: Double
  ) {
    // Exact up to the products: the position has at most 40 bits, the margin 10 more. A
    // wrapping strip's origin adds one more rounding, of the size of an anchor's.
    let halfPitchShort = 0.5 - Self.nearestRowSpanMargin
    return (
      (position - halfPitchShort) * uniformPitch + anchorOrigin,
      (position + halfPitchShort) * uniformPitch + anchorOrigin
    )
  }

  /// The visual position whose anchor is nearest `offset` by the closed form's one
  /// multiplication, both as a whole number and as an `Int`, when it is neither the first
  /// nor the last position; nil otherwise, and for a non-finite offset. The right position
  /// except within a rounding of a halfway point, which
  /// ``innerClosedFormNearestRowSpan(atPosition:)`` tells apart. For a layout that
  /// ``usesClosedForm``.
  @inlinable @inline(__always)
  func innerClosedFormPosition(nearOffset offset: Double) -> (position: Double, visual: Int)? {
    let estimate = (offset - anchorOrigin) * reciprocalPitch
    // Adding 1.5 * 2^52 puts a number of magnitude below 2^51 where the spacing of doubles
    // is 1, so the sum rounds it to a whole number, which its low bits then hold: rounding
    // and converting without the library call `rounded()` is on processors without SSE4.1,
    // and without `Int(_:)`'s range checks.
    let wholeNumbers = 0x1.8p52
    let shifted = estimate + wholeNumbers
    let visual = Int(truncatingIfNeeded: shifted.bitPattern &- wholeNumbers.bitPattern)
    // Any other estimate (an infinity and NaN included) leaves the sum outside 2^52..<2^53,
    // and `visual` is then at least 2^51 or negative, a position no closed form has: the
    // sum's bits differ from the constant's by at least 2^51, or carry the sign. So the
    // integer comparison alone, cheaper than comparing the estimate with converted bounds,
    // keeps the position strictly between the first and the last anchored ones, and exact.
    guard visual > firstAnchoredVisual && visual < lastAnchoredVisual else { return nil }
    return (shifted - wholeNumbers, visual)
  }

  /// ``closedFormNearestRowSpan(ofVisualIndex:)`` for any layout, from the anchors alone:
  /// each end stops ``nearestRowSpanMargin`` of the gap to the neighbouring anchor short of
  /// the halfway point. The search compares `offset - anchor` with `nextAnchor - offset`,
  /// each off by at most half an `ulp` of the largest anchor involved, so a margin of a
  /// few such `ulp`s keeps every offset in the span strictly nearer the row, and the
  /// search's answer is the row throughout. Empty (`lower >= upper`) where the gaps are too
  /// small for that margin next to the anchors' magnitude: every report then takes the
  /// full path, which is always right.
  ///
  /// - Parameter visual: A visual position in `0..<cellCount`.
  /// - Complexity: O(1): two or three anchors, no search.
  func anchoredNearestRowSpan(ofVisualIndex visual: Int) -> (lower: Double, upper: Double) {
    let empty = (lower: Double.infinity, upper: -Double.infinity)
    let anchor = anchorOffset(visual)
    var lower = -Double.greatestFiniteMagnitude
    if visual > firstAnchoredVisual {
      guard let end = spanEnd(from: anchor, toward: anchorOffset(visual - 1)) else {
        return empty
      }
      lower = end
    }
    var upper = Double.infinity
    if visual < lastAnchoredVisual {
      guard let end = spanEnd(from: anchor, toward: anchorOffset(visual + 1)) else {
        return empty
      }
      upper = end
    }
    return (lower, upper)
  }

  /// The end of a row's span toward a neighbouring anchor: the halfway point, moved
  /// ``nearestRowSpanMargin`` of the gap back toward the row's anchor; nil when that margin
  /// is not clearly larger than the rounding of the numbers involved.
  private func spanEnd(from anchor: Double, toward neighbour: Double) -> Double? {
    let gap = neighbour - anchor
    let margin = abs(gap) * Self.nearestRowSpanMargin
    // 2^-49 of the largest magnitude is at least 8 of its `ulp`s, without `ulp`'s cases.
    let rounding = max(abs(anchor), abs(neighbour), 1) * 0x1p-49
    guard margin.isFinite, margin > rounding else { return nil }
    return anchor + gap / 2 - (gap > 0 ? margin : -margin)
  }
}
