// MARK: - Contained strips: ends at the outer rows, rows resting clamped (P1)

extension PickerLayout {
  /// The geometry of a strip that does not wrap, in visual terms: its insets on the left
  /// and the right, the end of `offsetRange`, and the natural offset of its leftmost row.
  struct ContainedEnds {
    /// The left inset: the left edge of the leftmost row.
    var left: Double
    /// The right inset: from the rightmost row's right edge to the end of the content.
    var right: Double
    /// `offsetRange.upperBound`.
    var maximumOffset: Double
    /// The natural offset of the leftmost row (``anchorOrigin``).
    var origin: Double
  }

  /// Where the viewport's anchor lies, from its left edge: its centre, or `padding` from
  /// its leading or trailing edge (the leading edge is the right one in a right-to-left
  /// strip).
  static func viewportAnchor(
    _ alignment: PickerAlignment, _ direction: PickerLayoutDirection, viewportWidth: Double
  ) -> Double {
    switch (alignment, direction) {
    case (.center, _): viewportWidth / 2
    case (.leading(let padding), .leftToRight), (.trailing(let padding), .rightToLeft): padding
    case (.leading(let padding), .rightToLeft), (.trailing(let padding), .leftToRight):
      viewportWidth - padding
    }
  }

  /// P1's insets for a contained strip of rows `span` points long from the leftmost row's
  /// left edge to the rightmost row's right edge. When `span` plus twice the alignment's
  /// padding fits in the viewport, the rows sit as the alignment puts a block of that span
  /// (centred, or `padding` from the leading or the trailing edge) and the range is `0...0`;
  /// otherwise both insets are the padding.
  static func containedEnds(
    viewportWidth: Double, alignment: PickerAlignment, direction: PickerLayoutDirection,
    span: Double, leftmostWidth: Double, fraction: Double
  ) -> ContainedEnds {
    let padding: Double
    switch alignment {
    case .center: padding = 0
    case .leading(let value), .trailing(let value): padding = value
    }
    let anchor = viewportAnchor(alignment, direction, viewportWidth: viewportWidth)
    let left: Double
    let right: Double
    let maximumOffset: Double
    if span + 2 * padding <= viewportWidth {
      switch (alignment, direction) {
      case (.center, _): left = (viewportWidth - span) / 2
      case (.leading, .leftToRight), (.trailing, .rightToLeft): left = padding
      case (.leading, .rightToLeft), (.trailing, .leftToRight):
        left = viewportWidth - padding - span
      }
      right = viewportWidth - span - left
      maximumOffset = 0
    } else {
      left = padding
      right = padding
      maximumOffset = span + 2 * padding - viewportWidth
    }
    return ContainedEnds(
      left: left, right: right, maximumOffset: maximumOffset,
      origin: left + leftmostWidth * fraction - anchor)
  }

  /// Checks a contained layout's numbers and finds its ends: the rows that rest at each
  /// end (``leftEndRowCount``, ``rightEndFirstVisual``), and the rows whose natural offsets
  /// can be nearest an offset in the range (``firstAnchoredVisual``,
  /// ``lastAnchoredVisual``): those inside it and the nearest one outside on each side.
  ///
  /// - Throws: `contentTooWide` for a range or an origin that is not finite;
  ///   `itemCountTooLarge` (one width) or `indistinguishableRows` (the row after the gap
  ///   along the strip) when the insets' shift rounds two neighbouring natural offsets
  ///   together.
  /// - Complexity: O(n) with variable widths, O(log n) with one width.
  mutating func findContainedEnds() throws(PickerLayoutError) {
    guard maximumOffset.isFinite, anchorOrigin.isFinite, contentWidth.isFinite else {
      throw .contentTooWide
    }
    let count = itemCount
    if isUniform {
      // Two roundings to each natural offset, each at most half an ulp of the largest.
      let largest = abs(anchorOrigin) + abs(Double(count - 1) * uniformPitch)
      guard count < 2 || uniformPitch > 2 * largest.ulp else {
        throw .itemCountTooLarge(count)
      }
    } else {
      for visual in 1..<max(count, 1) where !(anchorOffset(visual) > anchorOffset(visual - 1)) {
        throw .indistinguishableRows(row: row(ofCell: cell(ofVisualIndex: visual)))
      }
    }
    let upper = maximumOffset
    leftEndRowCount = firstVisualIndex(from: 0) { clampedRest(anchorOffset($0)) != 0 }
    rightEndFirstVisual =
      upper == 0
      ? count : firstVisualIndex(from: count - 1) { clampedRest(anchorOffset($0)) == upper }
    // Placeholders for the searches, which read every row.
    firstAnchoredVisual = 0
    lastAnchoredVisual = count - 1
    firstAnchoredVisual = nearestVisual(toNatural: 0)
    lastAnchoredVisual = nearestVisual(toNatural: upper)
  }

  /// The visual position whose natural offset is nearest `target` among all rows, a tie
  /// to the lower row: only the positions from the one nearest 0 to the one nearest the
  /// range's end can be nearest an offset inside the range.
  private func nearestVisual(toNatural target: Double) -> Int {
    let below = max(firstVisualIndex(from: 0) { anchorOffset($0) > target } - 1, 0)
    return nearer(below, orNextTo: target)
  }

  /// Where a row with natural offset `natural` rests in a layout that ``restsClamped``:
  /// the natural offset clamped into `offsetRange`, at an end when it lies less than half a
  /// point inside it (no snap lies a rounding error from an end), and on a range shorter
  /// than a point at the nearer end, a tie at 0. Never -0.0.
  @inlinable @inline(__always)
  func clampedRest(_ natural: Double) -> Double {
    let upper = maximumOffset
    guard upper >= 1 else {
      let clamped = min(max(natural, 0), upper)
      return clamped <= upper - clamped ? 0 : upper
    }
    if natural < 0.5 { return 0 }
    if natural > upper - 0.5 { return upper }
    return natural
  }

  /// The offset at which the cell at a visual position rests: its natural offset
  /// (``anchorOffset(_:)``), clamped as ``clampedRest(_:)`` says in a layout that
  /// ``restsClamped``. An anchored strip of one width tests one flag, as before
  /// containment: this is on every rest, settle and release.
  @inlinable @inline(__always)
  func restingOffset(_ visual: Int) -> Double {
    guard !restsAtUniformAnchors else { return uniformAnchorOffset(visual) }
    return restsClamped ? clampedRest(anchorOffset(visual)) : anchorOffset(visual)
  }

  /// The offset that would put `row`'s anchor on the viewport's anchor, whether or not the
  /// content can scroll there (P1): a host that draws a page's position, or measures how far
  /// a card is from the anchor, reads it; to scroll, it uses ``offset(ofRow:)``, where the
  /// row rests.
  ///
  /// In an anchored or a wrapping layout it is ``offset(ofRow:)`` itself. In a contained
  /// one it may lie outside `offsetRange`: a row near either end rests at that end's
  /// offset, and rows that fit rest at 0.
  ///
  /// - Parameter row: A row in `0..<itemCount`; like `Array`'s subscript, any other value
  ///   is a programming error and traps with a message naming the row.
  public func naturalOffset(ofRow row: Int) -> Double {
    anchorOffset(visualIndex(checkedRow: row))
  }
}

// MARK: - Changes of layout or rows on contained strips (P8)

extension PickerLayout {
  /// ``naturalOffset(ofRow:)`` of a cell in `0..<cellCount`: what a change of layout or
  /// rows holds in place (P8). A cell's ``offset(ofCell:)`` except on a contained strip.
  func naturalOffset(ofCell cell: Int) -> Double {
    anchorOffset(visualIndex(checkedCell: cell))
  }

  /// Whether the rows of a contained strip fit in the viewport, so that every row rests at
  /// 0 (P1): a change of layout or rows that leaves them so brings a picker that is not
  /// dragging to rest at 0 at once, with nothing to hold (P8).
  var rowsFitContained: Bool {
    restsClamped && maximumOffset == 0
  }

  /// Whether `cell` lies in the home lap (every cell, when the layout does not wrap).
  func isInHomeLap(_ cell: Int) -> Bool {
    cell >= homeLapFirstCell && cell - homeLapFirstCell < itemCount
  }
}
