// MARK: - Rows and their positions

extension PickerLayout {
  /// The frame of a row, in content coordinates: in a wrapping layout, of its cell in the
  /// home lap.
  ///
  /// - Parameter row: A row in `0..<itemCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the row.
  /// - Returns: The row's left edge and width.
  /// - Complexity: O(1). Inlinable, for the reason ``offset(ofRow:)`` gives.
  @inlinable
  public func frame(ofRow row: Int) -> PickerItemFrame {
    visualFrame(visualIndex(checkedRow: row))
  }

  /// The content offset at which `row` rests: the one that puts its anchor on the
  /// viewport's anchor, in an anchored layout.
  ///
  /// Always inside `offsetRange`: 0 for row 0 and `offsetRange.upperBound` for the last row
  /// in a left-to-right anchored layout, the other way round in a right-to-left one. Never
  /// `-0.0`. In a wrapping layout, the anchor offset of the row's cell in the home lap. In a
  /// contained layout (P1), ``naturalOffset(ofRow:)`` clamped into `offsetRange`, at an end
  /// when it lies less than half a point inside it (on a range shorter than a point, at the
  /// nearer end, a tie at 0): rows near either end share that end's offset, and rows that
  /// fit all rest at 0. A `UIScrollView` host scrolls here to show the row.
  ///
  /// - Parameter row: A row in `0..<itemCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the row.
  /// - Complexity: O(1). Inlinable, like ``frame(ofRow:)``: a caller that asks for every
  ///   row in turn (the property checker's naive scans, after most events) reads the
  ///   layout in place instead of calling out once a row.
  @inlinable
  public func offset(ofRow row: Int) -> Double {
    restingOffset(visualIndex(checkedRow: row))
  }

  /// The row whose anchor offset is closest to `offset`: the row under the viewport's anchor.
  ///
  /// Offsets outside `offsetRange` (a bounce) are clamped into it first; a tie between two
  /// rows goes to the lower row index. In a wrapping layout, the row of
  /// ``nearestCell(toOffset:)``. In a contained layout, the row whose natural offset
  /// (``naturalOffset(ofRow:)``) is nearest (P3): it need not rest there (at offset 0 the
  /// row nearest the anchor may rest at the next snap; ``nearestSnap(toOffset:)`` says where
  /// the content would rest).
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
  ///     accepted (out-of-range hints are clamped) and nil means no hint. In a wrapping
  ///     layout it stands for its cell in the home lap.
  /// - Returns: The nearest row, or nil when empty or `offset` is not finite.
  /// - Complexity: O(1) for uniform widths; O(log d) with variable widths.
  @inlinable
  public func nearestRow(toOffset offset: Double, near hint: Int?) -> Int? {
    let hintCell = hint.map { homeLapFirstCell &+ min(max($0, 0), itemCount &- 1) }
    return nearestCell(toOffset: offset, near: hintCell).map(uncheckedRow(ofCell:))
  }

  /// The cell whose anchor offset is closest to `offset`, searching outward from `hint`:
  /// ``nearestCell(toOffset:)`` at the cost ``nearestRow(toOffset:near:)`` describes.
  ///
  /// - Parameters:
  ///   - offset: A content offset; clamped into `offsetRange`.
  ///   - hint: A cell near the expected answer; any value is accepted (out-of-range hints
  ///     are clamped) and nil means no hint.
  /// - Returns: The nearest cell, or nil when empty or `offset` is not finite.
  /// - Complexity: O(1) for uniform widths; O(log d) with variable widths.
  @inlinable
  public func nearestCell(toOffset offset: Double, near hint: Int?) -> Int? {
    guard cellCount > 0, offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    return closedFormNearestCell(to: target) ?? searchedNearestCell(to: target, near: hint)
  }

  /// ``nearestCell(toOffset:near:)`` for a layout that ``usesClosedForm`` (uniform, at most
  /// ``closedFormRowLimit`` cells, a pitch with a finite reciprocal), which reads only the
  /// layout's numbers (no per-row data); nil for any other layout. `target` is finite and
  /// inside `offsetRange`.
  @inlinable @inline(__always)
  func closedFormNearestCell(to target: Double) -> Int? {
    guard usesClosedForm else { return nil }
    // The closed form, one multiplication. Below the limit its rounding and the anchors'
    // stay far under half a pitch, so it lands on the position whose anchor is at or
    // before the target, or on a neighbour of it whose anchor the target all but touches:
    // either way the nearest anchor is this position's or the next one's. (A wrapping
    // strip's leftmost anchors may lie left of 0: the product may then be negative; a
    // contained strip's range may run a padding past its anchors: the product may then be
    // far past the last position, even past `Int.max`, so it is clamped before converting.)
    let product = (target - anchorOrigin) * reciprocalPitch
    let position = Int(min(max(product, 0), Double(cellCount - 1)))
    return cell(ofVisualIndex: anchored(nearer(position, orNextTo: target)))
  }

  /// ``nearestCell(toOffset:near:)`` for variable widths, and for uniform layouts past the
  /// closed form's limit or with a subnormal pitch: `target` is finite and inside
  /// `offsetRange`, and `hint` a cell.
  @usableFromInline
  func searchedNearestCell(to target: Double, near hint: Int?) -> Int {
    var below: Int
    if isUniform {
      // A division, past the limit or for a subnormal pitch. Rounding in the division and in
      // the anchors can each put it one position off the anchors' own order (below 2^52
      // cells), so it is nudged at most twice each way: fixed loops, unrolled, not
      // vectorized.
      below = visualEstimate(alongStrip: target - anchorOrigin)
      for _ in 0..<2 where below > 0 && anchorOffset(below) > target { below -= 1 }
      for _ in 0..<2 where below + 1 < cellCount && anchorOffset(below + 1) <= target {
        below += 1
      }
    } else {
      let guess =
        hint.map(visualIndex(ofClampedCell:)) ?? visualEstimate(alongStrip: target - anchorOrigin)
      below = max(firstVisualIndex(from: guess) { anchorOffset($0) > target } - 1, 0)
    }
    return cell(ofVisualIndex: anchored(nearer(below, orNextTo: target)))
  }

  /// `visual` moved into the positions whose anchor offsets lie in `offsetRange`: for the
  /// nearest position to a target inside the range, the nearest such position (the
  /// positions outside lie beyond every one inside). Every position, in a layout that
  /// does not wrap.
  @inlinable @inline(__always)
  func anchored(_ visual: Int) -> Int {
    min(max(visual, firstAnchoredVisual), lastAnchoredVisual)
  }

  /// The most cells for which one multiplication by ``reciprocalPitch`` finds the nearest
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
    guard below + 1 < cellCount else { return below }
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
  /// - Returns: The rows it meets, possibly empty (a span inside a gap, or an empty
  ///   layout); in a wrapping layout, the cells it meets (``cells(intersecting:)``).
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func rows(intersecting range: ClosedRange<Double>) -> Range<Int> {
    cells(intersecting: range)
  }
}

// MARK: - Visual order

extension PickerLayout {
  /// The cell at a visual position (0 is the leftmost), and the other way round: the
  /// mapping is its own inverse. In a layout that does not wrap, cells are rows.
  @inlinable
  func cell(ofVisualIndex visual: Int) -> Int {
    // Both in `0..<cellCount`: the difference cannot overflow, so it needs no check.
    direction == .leftToRight ? visual : cellCount &- 1 &- visual
  }

  /// The visual position of a row's cell in the home lap (the row's own position when the
  /// layout does not wrap); traps, with a message, for a row outside `0..<itemCount`.
  @inlinable @inline(__always)
  func visualIndex(checkedRow row: Int) -> Int {
    precondition(
      row >= 0 && row < itemCount,
      "row \(row) is outside 0..<\(itemCount); the picker checks rows before asking")
    return cell(ofVisualIndex: homeLapFirstCell &+ row)
  }

  /// The visual position of a cell; traps, with a message, outside `0..<cellCount`.
  @inlinable @inline(__always)
  func visualIndex(checkedCell cell: Int) -> Int {
    precondition(
      cell >= 0 && cell < cellCount,
      "cell \(cell) is outside 0..<\(cellCount); the picker checks cells before asking")
    return self.cell(ofVisualIndex: cell)
  }

  @inline(__always)
  func visualIndex(ofClampedCell cell: Int) -> Int {
    self.cell(ofVisualIndex: min(max(cell, 0), cellCount - 1))
  }

  /// The row a cell shows, for a cell in `0..<cellCount`: without the range check of
  /// ``row(ofCell:)``, and without a division when the layout does not wrap.
  @inlinable @inline(__always)
  func uncheckedRow(ofCell cell: Int) -> Int {
    wrapsAround ? cell % itemCount : cell
  }

  /// The frame of the cell at a visual position.
  @inlinable @inline(__always)
  func visualFrame(_ visual: Int) -> PickerItemFrame {
    PickerItemFrame(minX: leftEdge + start(visual), width: width(visual))
  }

  /// The width of the cell at a visual position.
  @inlinable @inline(__always)
  func width(_ visual: Int) -> Double {
    isUniform ? uniformWidth : rows[wrapsAround ? visual % itemCount : visual].width
  }

  /// How far the cell at a visual position starts after the leftmost cell's left edge.
  @inlinable @inline(__always)
  func start(_ visual: Int) -> Double {
    if isUniform { return Double(visual) * uniformPitch }
    guard wrapsAround else { return rows[visual].start }
    let lap = visual / itemCount
    return Double(lap) * lapLength + rows[visual &- lap &* itemCount].start
  }

  /// The content offset that puts the cell at a visual position on the anchor: its
  /// natural offset, where it rests but in a contained layout (``restingOffset(_:)``).
  ///
  /// Always inlined: a call out of line made every handler that asked for an anchor copy
  /// the whole layout to pass it.
  @inlinable @inline(__always)
  func anchorOffset(_ visual: Int) -> Double {
    guard !isUniform else { return uniformAnchorOffset(visual) }
    // A contained strip's leftmost natural offset is its origin; 0 in an anchored one.
    guard wrapsAround else { return anchorOrigin + anchorInLap(visual) }
    let lap = visual / itemCount
    return anchorOrigin + (Double(lap) * lapLength + anchorInLap(visual &- lap &* itemCount))
  }

  /// ``anchorOffset(_:)`` of a uniform layout.
  @inlinable @inline(__always)
  func uniformAnchorOffset(_ visual: Int) -> Double {
    Double(visual) * uniformPitch + anchorOrigin
  }

  /// How far the anchor of the row at a visual position within a lap lies right of the
  /// lap's leftmost anchor, for variable widths.
  @inlinable @inline(__always)
  func anchorInLap(_ position: Int) -> Double {
    Self.anchor(
      start: rows[position].start, width: rows[position].width, leftmostWidth: rows[0].width,
      rowAnchorFraction)
  }

  /// A visual position near `distance` points along the strip from the leftmost cell's
  /// anchor (or left edge): exact for uniform widths, an interpolation for variable ones.
  func visualEstimate(alongStrip distance: Double) -> Int {
    guard cellCount > 1 else { return 0 }
    let pitch: Double
    if isUniform {
      pitch = uniformPitch
    } else if wrapsAround {
      pitch = lapLength / Double(itemCount)
    } else {
      pitch = maximumOffset / Double(itemCount - 1)
    }
    let estimate = distance / pitch
    guard estimate > 0 else { return 0 }  // also NaN
    guard estimate < Double(cellCount - 1) else { return cellCount - 1 }
    return Int(estimate)
  }

  /// The first visual position in `0...cellCount` where `isPast` holds, for a predicate
  /// that is false and then true along the strip (`cellCount` when it never holds).
  ///
  /// Gallops outward from `guess` before bisecting, so the cost grows with the distance
  /// between the guess and the answer, not with the number of rows.
  ///
  /// - Complexity: O(log d) evaluations for an answer `d` positions from `guess`.
  @inline(__always)
  func firstVisualIndex(from guess: Int, where isPast: (Int) -> Bool) -> Int {
    guard cellCount > 0 else { return 0 }
    let start = min(max(guess, 0), cellCount - 1)
    // Invariant of the bisection: isPast(low) is false (or low == -1) and isPast(high)
    // is true (or high == cellCount).
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
      while high < cellCount && !isPast(high) {
        low = high
        step = step << 1
        high = low + step
      }
      high = min(high, cellCount)
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
