// MARK: - Rows and their positions

extension PickerLayout {
  /// The frame of a row, in content coordinates.
  ///
  /// - Parameter row: A row in `0..<itemCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the row.
  /// - Returns: The row's left edge and width.
  /// - Complexity: O(1). Inlinable, for the reason ``offset(ofRow:)`` gives.
  @inlinable
  public func frame(ofRow row: Int) -> PickerItemFrame {
    visualFrame(visualIndex(checkedRow: row))
  }

  /// The content offset that puts `row`'s anchor on the viewport's anchor.
  ///
  /// Always inside `offsetRange`: 0 for row 0 and `offsetRange.upperBound` for the last row
  /// in a left-to-right layout, the other way round in a right-to-left one. Never `-0.0`.
  ///
  /// - Parameter row: A row in `0..<itemCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the row.
  /// - Complexity: O(1). Inlinable, like ``frame(ofRow:)``: a caller that asks for every
  ///   row in turn (the property checker's naive scans, after most events) reads the
  ///   layout in place instead of calling out once a row.
  @inlinable
  public func offset(ofRow row: Int) -> Double {
    anchorOffset(visualIndex(checkedRow: row))
  }

  /// The row whose anchor offset is closest to `offset`.
  ///
  /// Offsets outside `offsetRange` (a bounce) are clamped into it first; a tie between two
  /// rows goes to the lower row index.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The nearest row, or nil when the layout is empty or `offset` is NaN or
  ///   infinite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func nearestRow(toOffset offset: Double) -> Int? {
    nearestRow(toOffset: offset, near: nil)
  }

  /// The row whose anchor offset is closest to `offset`, searching outward from `hint`.
  ///
  /// Gives the same answer as ``nearestRow(toOffset:)``; with variable widths it costs
  /// O(log d) for an answer `d` rows from the hint, so a smoothly scrolling picker that
  /// passes its previous answer pays next to nothing.
  ///
  /// - Parameters:
  ///   - offset: A content offset; clamped into `offsetRange`.
  ///   - hint: A row near the expected answer, such as the previous one; any value is
  ///     accepted (out-of-range hints are clamped) and nil means no hint.
  /// - Returns: The nearest row, or nil when empty or `offset` is not finite.
  /// - Complexity: O(1) for uniform widths; O(log d) with variable widths.
  @inlinable
  public func nearestRow(toOffset offset: Double, near hint: Int?) -> Int? {
    guard itemCount > 0, offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    return closedFormNearestRow(to: target) ?? searchedNearestRow(to: target, near: hint)
  }

  /// ``nearestRow(toOffset:near:)`` for a layout that ``usesClosedForm`` (uniform, at most
  /// ``closedFormRowLimit`` rows, a pitch with a finite reciprocal), which reads only the
  /// layout's numbers (no per-row data); nil for any other layout. `target` is finite and
  /// inside `offsetRange`.
  @inlinable @inline(__always)
  func closedFormNearestRow(to target: Double) -> Int? {
    guard usesClosedForm else { return nil }
    // The closed form, one multiplication. Below the limit its rounding and the anchors'
    // stay far under half a pitch, so it lands on the position whose anchor is at or
    // before the target, or on a neighbour of it whose anchor the target all but touches:
    // either way the nearest anchor is this position's or the next one's.
    let position = min(Int(target * reciprocalPitch), itemCount - 1)
    return row(ofVisualIndex: nearer(position, orNextTo: target))
  }

  /// ``nearestRow(toOffset:near:)`` for variable widths, and for uniform layouts past the
  /// closed form's limit or with a subnormal pitch: `target` is finite and inside
  /// `offsetRange`.
  @usableFromInline
  func searchedNearestRow(to target: Double, near hint: Int?) -> Int {
    var below: Int
    if isUniform {
      // A division, past the limit or for a subnormal pitch. Rounding in the division and in
      // the anchors can each put it one position off the anchors' own order (below 2^52
      // rows), so it is nudged at most twice each way: fixed loops, unrolled, not vectorized.
      below = visualEstimate(nearOffset: target)
      for _ in 0..<2 where below > 0 && anchorOffset(below) > target { below -= 1 }
      for _ in 0..<2 where below + 1 < itemCount && anchorOffset(below + 1) <= target {
        below += 1
      }
    } else {
      let guess = hint.map(visualIndex(ofClampedRow:)) ?? visualEstimate(nearOffset: target)
      below = max(firstVisualIndex(from: guess) { anchorOffset($0) > target } - 1, 0)
    }
    return row(ofVisualIndex: nearer(below, orNextTo: target))
  }

  /// The most rows for which one multiplication by ``reciprocalPitch`` finds the nearest
  /// anchor of a uniform layout up to one neighbour: 2^40, where its error and the
  /// anchors' stay under 2^-11 of a pitch.
  @usableFromInline static let closedFormRowLimit = 1 << 40

  /// The nearer to `target` of the visual position `below` and the next one, by the exact
  /// distances; a tie goes to the lower row index, which sits on the left in a
  /// left-to-right strip and on the right otherwise. `below`'s anchor is at or before
  /// `target`, or (from the closed form) so close after it that its signed distance still
  /// compares right.
  ///
  /// Rounding keeps order, so distances that round apart are apart the same way. When they
  /// round to the same number (anchors far closer together than the target's `ulp`, such
  /// as a subnormal row beside a wide one), their rounding errors, computed exactly, decide.
  @inlinable @inline(__always)
  func nearer(_ below: Int, orNextTo target: Double) -> Int {
    guard below + 1 < itemCount else { return below }
    let anchorBelow = anchorOffset(below)
    let anchorAbove = anchorOffset(below + 1)
    let distanceBelow = target - anchorBelow
    let distanceAbove = anchorAbove - target
    if distanceBelow != distanceAbove { return distanceBelow < distanceAbove ? below : below + 1 }
    let errorBelow = Self.roundingError(of: distanceBelow, target, -anchorBelow)
    let errorAbove = Self.roundingError(of: distanceAbove, anchorAbove, -target)
    if errorBelow != errorAbove { return errorBelow < errorAbove ? below : below + 1 }
    return direction == .leftToRight ? below : below + 1
  }

  /// The exact error of `sum`, the rounded `a + b`: `a + b == sum + error` exactly
  /// (Knuth's TwoSum, for finite values that do not overflow).
  @inlinable
  static func roundingError(of sum: Double, _ a: Double, _ b: Double) -> Double {
    let virtualB = sum - a
    return (a - (sum - virtualB)) + (b - virtualB)
  }

  /// The rows whose frames meet a span of content.
  ///
  /// A row's frame counts as `minX ..< maxX`: a row that ends exactly where the span begins
  /// is not included, one that begins exactly where it ends is.
  ///
  /// - Parameter range: A span in content coordinates, such as
  ///   `offset...(offset + viewportWidth)` for what the viewport shows. Infinite bounds
  ///   are allowed.
  /// - Returns: The rows it meets, possibly empty (a span inside a gap, or an empty layout).
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func rows(intersecting range: ClosedRange<Double>) -> Range<Int> {
    guard itemCount > 0 else { return 0..<0 }
    // Compared with each frame exactly as `frame(ofRow:)` computes it, so that rounding
    // near a span's edge agrees with the frames a host lays out.
    let low = range.lowerBound
    let high = range.upperBound
    let first = firstVisualIndex(from: visualEstimate(nearOffset: low - leftInset)) {
      let frame = visualFrame($0)
      return frame.minX + frame.width > low
    }
    let end = firstVisualIndex(from: visualEstimate(nearOffset: high - leftInset)) {
      visualFrame($0).minX > high
    }
    let visible = first..<max(first, end)
    switch direction {
    case .leftToRight: return visible
    case .rightToLeft: return (itemCount - visible.upperBound)..<(itemCount - visible.lowerBound)
    }
  }
}

// MARK: - Visual order

extension PickerLayout {
  /// The row at a visual position (0 is the leftmost), and the other way round: the
  /// mapping is its own inverse.
  @inlinable
  func row(ofVisualIndex visual: Int) -> Int {
    // Both in `0..<itemCount`: the difference cannot overflow, so it needs no check.
    direction == .leftToRight ? visual : itemCount &- 1 &- visual
  }

  @inlinable @inline(__always)
  func visualIndex(checkedRow row: Int) -> Int {
    precondition(
      row >= 0 && row < itemCount,
      "row \(row) is outside 0..<\(itemCount); the picker checks rows before asking")
    return self.row(ofVisualIndex: row)
  }

  @inline(__always)
  func visualIndex(ofClampedRow row: Int) -> Int {
    self.row(ofVisualIndex: min(max(row, 0), itemCount - 1))
  }

  /// The frame of the row at a visual position.
  @inlinable @inline(__always)
  func visualFrame(_ visual: Int) -> PickerItemFrame {
    PickerItemFrame(minX: leftInset + start(visual), width: width(visual))
  }

  /// The width of the row at a visual position.
  @inlinable @inline(__always)
  func width(_ visual: Int) -> Double {
    isUniform ? uniformWidth : rows[visual].width
  }

  /// How far the row at a visual position starts after the leftmost row's left edge.
  @inlinable @inline(__always)
  func start(_ visual: Int) -> Double {
    isUniform ? Double(visual) * uniformPitch : rows[visual].start
  }

  /// The content offset that rests the row at a visual position on the anchor.
  @inlinable
  func anchorOffset(_ visual: Int) -> Double {
    guard !isUniform else { return Double(visual) * uniformPitch }
    return Self.anchor(
      start: rows[visual].start, width: rows[visual].width, leftmostWidth: rows[0].width,
      rowAnchorFraction)
  }

  /// A visual position near `position` points from the leftmost row's anchor: exact for
  /// uniform widths, an interpolation for variable ones.
  func visualEstimate(nearOffset position: Double) -> Int {
    guard itemCount > 1 else { return 0 }
    let pitch = isUniform ? uniformPitch : maximumOffset / Double(itemCount - 1)
    let estimate = position / pitch
    guard estimate > 0 else { return 0 }  // also NaN
    guard estimate < Double(itemCount - 1) else { return itemCount - 1 }
    return Int(estimate)
  }

  /// The first visual position in `0...itemCount` where `isPast` holds, for a predicate
  /// that is false and then true along the strip (`itemCount` when it never holds).
  ///
  /// Gallops outward from `guess` before bisecting, so the cost grows with the distance
  /// between the guess and the answer, not with the number of rows.
  ///
  /// - Complexity: O(log d) evaluations for an answer `d` positions from `guess`.
  @inline(__always)
  func firstVisualIndex(from guess: Int, where isPast: (Int) -> Bool) -> Int {
    guard itemCount > 0 else { return 0 }
    let start = min(max(guess, 0), itemCount - 1)
    // Invariant of the bisection: isPast(low) is false (or low == -1) and isPast(high)
    // is true (or high == itemCount).
    var low: Int
    var high: Int
    var step = 1
    if isPast(start) {
      high = start
      low = start - 1
      while low >= 0 && isPast(low) {
        high = low
        step = step << 1
        low = high - step
      }
      low = max(low, -1)
    } else {
      low = start
      high = start + 1
      while high < itemCount && !isPast(high) {
        low = high
        step = step << 1
        high = low + step
      }
      high = min(high, itemCount)
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
