// MARK: - Cells: what a collection view lays out, in every lap of a wrapping strip

extension PickerLayout {
  /// How much content a wrapping strip keeps on each side of its home lap, at least, in
  /// points: 65,536, far more than a drag plus the glide of the fastest realistic fling
  /// (20,000 points per second) can cover (W1, W5).
  public static let wrapReach: Double = 65_536

  /// The most cells a wrapping strip lays out: its laps are capped so that `cellCount`
  /// stays at most this (4,194,304), but never below three laps.
  public static let maximumWrapCellCount = 1 << 22

  /// The middle lap, `laps / 2`, where rows live: ``offset(ofRow:)``,
  /// ``frame(ofRow:)`` and ``appearance(ofRow:atOffset:curve:)`` answer for a row's cell
  /// there, and the picker always comes to rest there. 0 when the layout does not wrap.
  public var homeLap: Int { laps / 2 }

  /// The row a cell shows: `cell % itemCount` (the cell itself when the layout does not
  /// wrap).
  ///
  /// - Parameter cell: A cell in `0..<cellCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the cell.
  @inlinable
  public func row(ofCell cell: Int) -> Int {
    precondition(
      cell >= 0 && cell < cellCount,
      "cell \(cell) is outside 0..<\(cellCount); the picker checks cells before asking")
    return uncheckedRow(ofCell: cell)
  }

  /// The cell that shows `row` in the home lap (the row itself when the layout does not
  /// wrap).
  ///
  /// - Parameter row: A row in `0..<itemCount`; any other value traps with a message.
  @inlinable
  public func homeCell(ofRow row: Int) -> Int {
    precondition(
      row >= 0 && row < itemCount,
      "row \(row) is outside 0..<\(itemCount); the picker checks rows before asking")
    return homeLapFirstCell &+ row
  }

  /// The frame of a cell, in content coordinates.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`; any other value traps with a message.
  /// - Returns: The cell's left edge and width (its row's width).
  /// - Complexity: O(1).
  @inlinable
  public func frame(ofCell cell: Int) -> PickerItemFrame {
    visualFrame(visualIndex(checkedCell: cell))
  }

  /// The content offset that puts a cell's anchor on the viewport's anchor. In a wrapping
  /// strip the leftmost and rightmost cells' anchor offsets lie outside `offsetRange`: no
  /// offset the picker takes brings them to the anchor. In a layout that does not wrap,
  /// ``offset(ofRow:)`` of the cell's row: where it rests.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`; any other value traps with a message.
  /// - Complexity: O(1).
  @inlinable
  public func offset(ofCell cell: Int) -> Double {
    restingOffset(visualIndex(checkedCell: cell))
  }

  /// The cell whose anchor offset is closest to `offset`, among the cells whose anchor
  /// offset lies in `offsetRange` (every cell, when the layout does not wrap).
  ///
  /// Offsets outside `offsetRange` are clamped into it first; a tie between two cells goes
  /// to the lower cell index.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The nearest cell, or nil when the layout is empty or `offset` is NaN or
  ///   infinite.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths, whatever the
  ///   number of laps.
  public func nearestCell(toOffset offset: Double) -> Int? {
    nearestCell(toOffset: offset, near: nil)
  }

  /// The cells whose frames meet a span of content, as ``rows(intersecting:)`` describes
  /// for rows: a frame counts as `minX ..< maxX`.
  ///
  /// - Parameter range: A span in content coordinates; infinite bounds are allowed.
  /// - Returns: The cells it meets, possibly empty.
  /// - Complexity: O(1) for uniform widths, O(log n) for variable widths.
  public func cells(intersecting range: ClosedRange<Double>) -> Range<Int> {
    guard cellCount > 0 else { return 0..<0 }
    // Compared with each frame exactly as `frame(ofCell:)` computes it, so that rounding
    // near a span's edge agrees with the frames a host lays out.
    let low = range.lowerBound
    let high = range.upperBound
    let first = firstVisualIndex(from: visualEstimate(alongStrip: low - leftEdge)) {
      let frame = visualFrame($0)
      return frame.minX + frame.width > low
    }
    let end = firstVisualIndex(from: visualEstimate(alongStrip: high - leftEdge)) {
      visualFrame($0).minX > high
    }
    let visible = first..<max(first, end)
    switch direction {
    case .leftToRight: return visible
    case .rightToLeft: return (cellCount - visible.upperBound)..<(cellCount - visible.lowerBound)
    }
  }

  /// Whether a cell's anchor offset lies in `offsetRange`, where the picker can bring it to
  /// the anchor: every cell of a layout that does not wrap, every cell of a wrapping strip
  /// but a few at either end.
  func isReachable(cell: Int) -> Bool {
    let visual = self.cell(ofVisualIndex: cell)
    return visual >= firstAnchoredVisual && visual <= lastAnchoredVisual
  }

  /// The reachable cell nearest `cell` along the strip, for a cell in `0..<cellCount`:
  /// `cell` itself when it is reachable, otherwise the reachable cell at that end.
  func nearestReachableCell(to cell: Int) -> Int {
    self.cell(ofVisualIndex: anchored(self.cell(ofVisualIndex: cell)))
  }

  /// The copy of `cell`'s row nearest it whose anchor lies in `offsetRange`: `cell` itself
  /// when it is reachable. `cell` may lie up to a lap outside `0..<cellCount` (a step
  /// from the first or the last cell); a wrapping strip's reachable cells span more than
  /// a lap, so a copy is always found.
  func reachableCopy(ofCell cell: Int) -> Int {
    var visual = direction == .leftToRight ? cell : cellCount &- 1 &- cell
    if visual < firstAnchoredVisual {
      visual += (firstAnchoredVisual - visual + itemCount - 1) / itemCount * itemCount
    } else if visual > lastAnchoredVisual {
      visual -= (visual - lastAnchoredVisual + itemCount - 1) / itemCount * itemCount
    }
    return self.cell(ofVisualIndex: visual)
  }
}
