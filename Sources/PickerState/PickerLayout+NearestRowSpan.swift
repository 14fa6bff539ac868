// MARK: - The offsets that share a nearest row

extension PickerLayout {
  /// The margin, as a fraction of the pitch, by which a uniform layout's closed-form span
  /// stays inside the exact halfway points between neighbouring anchors.
  ///
  /// Below ``closedFormRowLimit`` rows the closed form's rounding, the anchors' and the
  /// span's own bounds' each stay under 2^-12 of a pitch, so 2^-8 keeps every offset in
  /// the span clearly nearer its row than either neighbour, ties included.
  static var nearestRowSpanMargin: Double { 0x1p-8 }

  /// The smallest pitch for which the closed-form span is used: above it every product and
  /// difference involved is a normal number, with the relative rounding the margin assumes.
  static var nearestRowSpanMinimumPitch: Double { 0x1p-1000 }

  /// A span of offsets, `lower..<upper`, over which ``nearestRow(toOffset:near:)`` answers
  /// the row at a visual position, for a uniform layout of at most ``closedFormRowLimit``
  /// rows; nil for any other layout (see ``searchedNearestRowSpan(ofVisualIndex:)``).
  ///
  /// Every finite offset in the span has the row as its nearest row; the span keeps a
  /// margin of ``nearestRowSpanMargin`` of a pitch short of each halfway point. The
  /// leftmost row's span starts at `-greatestFiniteMagnitude` and the rightmost row's ends
  /// at `infinity` (offsets past the ends clamp to them), so no infinite offset is ever
  /// inside, and NaN never is. Reads only the layout's numbers (no per-row data).
  ///
  /// - Parameter visual: A visual position in `0..<itemCount`.
  @inline(__always)
  func closedFormNearestRowSpan(ofVisualIndex visual: Int) -> (lower: Double, upper: Double)? {
    guard isUniform && itemCount <= Self.closedFormRowLimit
      && uniformPitch >= Self.nearestRowSpanMinimumPitch
    else { return nil }
    // Exact up to the products: `visual` has at most 40 bits, the margin 8 more.
    let position = Double(visual)
    let halfPitchShort = 0.5 - Self.nearestRowSpanMargin
    return (
      lower: visual == 0 ? -.greatestFiniteMagnitude : (position - halfPitchShort) * uniformPitch,
      upper: visual == itemCount - 1 ? .infinity : (position + halfPitchShort) * uniformPitch
    )
  }

  /// ``closedFormNearestRowSpan(ofVisualIndex:)`` for any layout: the halfway points
  /// between anchors as computed, each checked against the search (and moved by one `ulp`
  /// inward if the search disagrees). The search's answer never moves left as the offset
  /// grows (its comparisons are monotonic), so a span whose two ends answer the row
  /// answers it throughout. Empty (`lower >= upper`) if the check still fails.
  ///
  /// - Parameter visual: A visual position in `0..<itemCount`.
  /// - Complexity: O(log n) for variable widths, O(1) with a variable layout's
  ///   neighbouring rows in cache.
  func searchedNearestRowSpan(ofVisualIndex visual: Int) -> (lower: Double, upper: Double) {
    let row = self.row(ofVisualIndex: visual)
    let empty = (lower: Double.infinity, upper: -Double.infinity)
    var lower = -Double.greatestFiniteMagnitude
    if visual > 0 {
      lower = halfway(visual - 1)
      if nearestRow(toOffset: lower, near: row) != row { lower = lower.nextUp }
      guard nearestRow(toOffset: lower, near: row) == row else { return empty }
    }
    var upper = Double.infinity
    if visual < itemCount - 1 {
      upper = halfway(visual)
      if nearestRow(toOffset: upper.nextDown, near: row) != row { upper = upper.nextDown }
      guard nearestRow(toOffset: upper.nextDown, near: row) == row else { return empty }
    }
    return (lower, upper)
  }

  /// The offset halfway between the anchors of the row at a visual position and the next.
  private func halfway(_ visual: Int) -> Double {
    let left = anchorOffset(visual)
    return left + (anchorOffset(visual + 1) - left) / 2
  }
}
