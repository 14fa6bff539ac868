/// The geometry of a horizontal picker: where each row sits, where it rests, and which
/// offsets the picker may take.
///
/// All lengths are `Double` points. Coordinates follow `UIScrollView.contentOffset.x`: the
/// content starts at x = 0 and includes the insets, which are chosen so that every row,
/// the first and the last included, can reach the viewport's anchor:
/// `offset(ofRow: 0) == 0` and `offset(ofRow: itemCount - 1) == offsetRange.upperBound`
/// (the other way round in a right-to-left layout).
///
/// Internally the strip is kept in visual order (index 0 is the leftmost row), so a
/// right-to-left layout is the mirror image of a left-to-right one, computed with the same
/// arithmetic: every anchor offset is exact at both ends in both directions.
///
/// A uniform layout (`init(viewportWidth:itemWidth:itemCount:...)`) stores no per-row data
/// and answers every query in O(1); a layout with variable widths stores two arrays of
/// `itemCount` numbers and answers in O(log n), faster still near a hint.
public struct PickerLayout: Hashable, Sendable {
  /// The largest `itemCount` a layout accepts: past 2^52 rows, neighbouring anchor offsets
  /// can round to the same `Double`. A wrapping strip counts its cells against it, at least
  /// three laps of its rows, so it accepts at most a third as many rows (and rows of one
  /// width fewer still: see ``PickerLayoutError/itemCountTooLarge(_:)``).
  public static let maximumItemCount = 1 << 52

  /// The number of rows; 0 for an empty picker.
  public let itemCount: Int
  /// The width of the visible part of the strip.
  public let viewportWidth: Double
  /// The gap between neighbouring rows.
  public let spacing: Double
  /// Where the selected row rests in the viewport.
  public let alignment: PickerAlignment
  /// The order of rows along the strip.
  public let direction: PickerLayoutDirection
  // The one-byte fields follow, in the padding that `alignment` (9 bytes) and `direction`
  // leave before the next `Double`: spread among the `Double`s, each took 8 bytes, and
  // every copy of a layout (one in every state) 24 bytes more.
  /// Whether the strip repeats its rows endlessly (a carousel that wraps from the last
  /// row to the first): see ``laps``.
  public let wrapsAround: Bool
  /// Whether every row is `uniformWidth` wide (`init(viewportWidth:itemWidth:...)`).
  @usableFromInline let isUniform: Bool
  /// Whether ``nearestRow(toOffset:near:)`` finds a row by one multiplication by
  /// ``reciprocalPitch``: a uniform layout of at most ``closedFormRowLimit`` rows whose
  /// pitch has a finite reciprocal (a subnormal pitch has none, and the product would be
  /// an infinity or a NaN that no `Int` holds).
  @usableFromInline let usesClosedForm: Bool
  /// The inset before row 0, on its side of the strip (the right side in a right-to-left
  /// layout, as `NSDirectionalEdgeInsets.leading`). Negative when row 0 is wider than the
  /// room the alignment leaves for it.
  public let leadingInset: Double
  /// The inset after the last row, on its side of the strip. Both insets are 0 in a
  /// wrapping layout, whose cells run end to end.
  public let trailingInset: Double
  /// How many times a wrapping strip repeats its rows: `2m + 1`, where `m` is the smallest
  /// whole number of at least 1 with `m * lapLength >= wrapReach`, lowered (never below 1)
  /// so that ``cellCount`` stays at most ``maximumWrapCellCount``. 1 when the layout does
  /// not wrap or has no rows.
  public let laps: Int
  /// The length of one lap: every row's width plus `itemCount * spacing` (a gap after every
  /// cell, the last of a lap included, so the seam looks like any other gap); `contentWidth`
  /// when the layout does not wrap.
  public let lapLength: Double
  /// The number of cells a collection view lays out: `itemCount * laps`. Cell `c` shows
  /// row `c % itemCount`; in a layout that does not wrap, cell `i` is row `i`.
  public let cellCount: Int
  /// Whether the strip ends at its outer rows (``PickerContainment/contained``) or lets
  /// every row reach the anchor (``PickerContainment/anchored``, the default). Kept as
  /// given in a wrapping or empty layout too, where it changes nothing (P1): two layouts
  /// that differ only in it are different values. A `UIScrollView` host reads it only to
  /// decide what its pages are: on a contained strip it sizes its `UIPageControl` by
  /// ``snapCount`` rather than by rows; the insets and content size it applies say the rest.
  public let containment: PickerContainment

  /// The extent of every row in visual order (index 0 is the leftmost row); empty for a
  /// uniform layout, whose rows are all `uniformWidth` wide, `uniformPitch` apart. Plain
  /// stored properties rather than an enum, so that the hot path reads them without
  /// copying (and retaining) a payload.
  @usableFromInline let rows: [RowExtent]
  /// The width of every row of a uniform layout; 0 for a variable one.
  @usableFromInline let uniformWidth: Double
  /// The distance between neighbouring rows' anchors in a uniform layout; 0 otherwise.
  @usableFromInline let uniformPitch: Double
  /// `1 / uniformPitch` in a uniform layout (0 otherwise): the hot path multiplies rather
  /// than divides.
  @usableFromInline let reciprocalPitch: Double
  /// `offsetRange.upperBound`: the anchor offset of the rightmost row, or of a wrapping
  /// strip's content width less the viewport's.
  @usableFromInline let maximumOffset: Double
  /// The anchor offset of the leftmost cell: 0 when the layout does not wrap (its insets
  /// bring every row to the anchor), and whatever the alignment gives a wrapping strip,
  /// which has no insets. Every anchor offset is this plus the distance from the leftmost
  /// cell's anchor.
  @usableFromInline let anchorOrigin: Double
  /// The left edge of the leftmost cell: the left inset, or in a wrapping strip 0 (left to
  /// right) or `spacing` (right to left, where the gap after each cell lies on its left).
  @usableFromInline let leftEdge: Double
  /// The first cell of the home lap, ``homeLap`` `* itemCount`: 0 when the layout does not
  /// wrap. A row's own answers are those of its cell there.
  @usableFromInline let homeLapFirstCell: Int
  /// The lowest visual position whose anchor offset lies in `offsetRange`: 0 when the
  /// layout does not wrap. ``nearestCell(toOffset:)`` answers only such positions. Set
  /// once, by the initializer, after the searches that find it.
  @usableFromInline var firstAnchoredVisual: Int
  /// The highest visual position whose anchor offset lies in `offsetRange`:
  /// `itemCount - 1` when the layout does not wrap. Set once, like
  /// ``firstAnchoredVisual``.
  @usableFromInline var lastAnchoredVisual: Int
  /// Where a row's anchor lies within it, as a fraction of its width from its left edge
  /// (0 for a left edge, 0.5 for a centre, 1 for a right edge), in visual terms.
  @usableFromInline let rowAnchorFraction: Double
  /// Whether a row rests at its natural offset clamped into `offsetRange` rather than at
  /// the natural offset itself: a contained layout with rows that does not wrap (P1).
  /// Every other layout's rows rest where they reach the anchor, one snap each.
  @usableFromInline let restsClamped: Bool
  /// Whether every row rests at its anchor and the anchors lie `uniformPitch` apart: a
  /// uniform layout that does not ``restsClamped``. Decided once, so that the common case
  /// of ``restingOffset(_:)`` tests one flag, as ``anchorOffset(_:)`` does.
  @usableFromInline let restsAtUniformAnchors: Bool
  /// Whether the strip has ends that every row reaches: it neither wraps nor
  /// ``restsClamped``. Decided once, so that a release tests one flag for it.
  @usableFromInline let reachesBothEnds: Bool
  /// How many visual positions, from the leftmost, rest at offset 0 in a layout that
  /// ``restsClamped`` (they share the leftmost snap); 0 in any other layout. Set once, by
  /// the initializer, after the searches that find it, as ``firstAnchoredVisual``.
  @usableFromInline var leftEndRowCount: Int
  /// The first visual position that rests at `offsetRange.upperBound` in a layout that
  /// ``restsClamped`` (from it to the rightmost, they share the rightmost snap), or
  /// `itemCount` when none does (every row rests at 0 when they fit); `cellCount` in any
  /// other layout. Set once, like ``leftEndRowCount``.
  @usableFromInline var rightEndFirstVisual: Int

  /// Where a row of a variable layout lies along the strip.
  @usableFromInline
  struct RowExtent: Hashable, Sendable {
    /// The distance from the leftmost row's left edge to this row's left edge (0 for the
    /// leftmost row).
    @usableFromInline var start: Double
    /// The row's width.
    @usableFromInline var width: Double
  }

  // MARK: - Creating a layout

  /// Creates a layout whose rows all have the same width.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width, zero or more.
  ///   - itemWidth: Every row's width, above zero.
  ///   - itemCount: The number of rows, from 0 to ``maximumItemCount``; fewer when the
  ///     strip wraps, from a half to all of a third of it, depending on the pitch.
  ///   - spacing: The gap between rows, zero or more.
  ///   - alignment: Where the selected row rests; a padding must be zero or more.
  ///   - direction: Whether row 0 is at the left or the right end.
  ///   - wrapsAround: Whether the strip repeats its rows endlessly (W1 in <doc:Rules>).
  ///   - containment: Whether the strip ends at its outer rows (``PickerContainment``): a
  ///     host gives the resulting insets and content width to its scroll view either way.
  /// - Throws: ``PickerLayoutError`` naming the first field, in parameter order, that is
  ///   non-finite, negative or out of range, with its value; for a wrapping strip, also
  ///   one too short to bring its home lap to the anchor, or `itemCountTooLarge` for more
  ///   rows than its cells can hold apart: at least three laps of them must make at most
  ///   ``maximumItemCount`` cells, whose anchors, shifted by the alignment with no insets
  ///   to absorb it, round twice and must stay apart in every lap (the pitch more than two
  ///   units in the last place of the strip's largest offset). Never traps.
  public init(
    viewportWidth: Double, itemWidth: Double, itemCount: Int, spacing: Double = 0,
    alignment: PickerAlignment = .center, direction: PickerLayoutDirection = .leftToRight,
    wrapsAround: Bool = false, containment: PickerContainment = .anchored
  ) throws(PickerLayoutError) {
    try Self.requireLength(viewportWidth, .viewportWidth)
    guard itemWidth.isFinite, itemWidth > 0 else {
      throw .invalidItemWidth(row: nil, value: itemWidth)
    }
    guard itemCount >= 0 else { throw .negativeItemCount(itemCount) }
    guard itemCount <= Self.maximumItemCount else { throw .itemCountTooLarge(itemCount) }
    try Self.validate(spacing: spacing, alignment: alignment)
    let pitch = itemWidth + spacing
    let width = itemCount > 0 ? itemWidth : 0
    // With fewer than two rows there is no pitch to travel (and 0 * infinity is NaN).
    let maximumOffset = itemCount > 1 ? Double(itemCount - 1) * pitch : 0
    try self.init(
      viewportWidth: viewportWidth, spacing: spacing, alignment: alignment,
      direction: direction, itemCount: itemCount,
      rows: [], uniformWidth: itemWidth, uniformPitch: pitch,
      leftmostWidth: width, rightmostWidth: width, lastAnchor: maximumOffset,
      span: maximumOffset + width, lapLength: Double(itemCount) * pitch,
      wrapsAround: wrapsAround, containment: containment)
  }

  /// Creates a layout whose rows have their own widths.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width, zero or more.
  ///   - itemWidths: Each row's width, above zero, in row order; empty for no rows.
  ///   - spacing: The gap between rows, zero or more.
  ///   - alignment: Where the selected row rests; a padding must be zero or more.
  ///   - direction: Whether row 0 is at the left or the right end.
  ///   - wrapsAround: Whether the strip repeats its rows endlessly (W1 in <doc:Rules>).
  ///   - containment: Whether the strip ends at its outer rows (``PickerContainment``).
  /// - Throws: ``PickerLayoutError`` naming the first field, in parameter order, that is
  ///   non-finite, negative or out of range, with its value (and the lowest row with a bad
  ///   width); for a wrapping strip, also one too short to bring its home lap to the
  ///   anchor. Never traps. Rows whose anchors a `Double` cannot tell apart are measured
  ///   from the leftmost row, so such extreme widths can be valid in one direction and not
  ///   in the other. A wrapping strip must tell its cells apart in every lap and across
  ///   every seam, where offsets are far larger: it throws `indistinguishableRows` for
  ///   neighbouring anchors within three units in the last place of its largest offsets,
  ///   naming the row after the gap along the strip.
  /// - Complexity: O(n) time and memory for n rows, whatever the number of laps.
  public init(
    viewportWidth: Double, itemWidths: [Double], spacing: Double = 0,
    alignment: PickerAlignment = .center, direction: PickerLayoutDirection = .leftToRight,
    wrapsAround: Bool = false, containment: PickerContainment = .anchored
  ) throws(PickerLayoutError) {
    try Self.requireLength(viewportWidth, .viewportWidth)
    let count = itemWidths.count
    guard count <= Self.maximumItemCount else { throw .itemCountTooLarge(count) }
    for (row, width) in itemWidths.enumerated() where !(width.isFinite && width > 0) {
      throw .invalidItemWidth(row: row, value: width)
    }
    try Self.validate(spacing: spacing, alignment: alignment)
    var rows = [RowExtent]()
    rows.reserveCapacity(count)
    let fraction = Self.rowAnchorFraction(alignment, direction)
    let isRightToLeft = direction == .rightToLeft
    var start = 0.0
    var previousAnchor = -Double.infinity
    for visual in 0..<count {
      let row = isRightToLeft ? count - 1 - visual : visual
      let width = itemWidths[row]
      if visual > 0 { start += rows[visual - 1].width + spacing }
      rows.append(RowExtent(start: start, width: width))
      let anchor = Self.anchor(start: start, width: width, leftmostWidth: rows[0].width, fraction)
      guard anchor.isFinite else { throw .contentTooWide }
      guard anchor > previousAnchor else { throw .indistinguishableRows(row: row) }
      previousAnchor = anchor
    }
    // In row order whatever the direction, so that both directions get the same laps.
    let lapLength = wrapsAround ? itemWidths.reduce(0) { $0 + ($1 + spacing) } : 0
    try self.init(
      viewportWidth: viewportWidth, spacing: spacing, alignment: alignment,
      direction: direction, itemCount: count,
      rows: rows, uniformWidth: nil, uniformPitch: 0,
      leftmostWidth: rows.first?.width ?? 0, rightmostWidth: rows.last?.width ?? 0,
      lastAnchor: count > 0 ? previousAnchor : 0,
      span: rows.last.map { $0.start + $0.width } ?? 0, lapLength: lapLength,
      wrapsAround: wrapsAround, containment: containment)
  }

  /// Stores the validated parts and derives the insets, which must be finite, or a
  /// wrapping strip's laps.
  ///
  /// - Parameters:
  ///   - lastAnchor: How far the rightmost row's anchor lies right of the leftmost row's,
  ///     in one lap.
  ///   - span: From the leftmost row's left edge to the rightmost row's right edge.
  ///   - lapLength: One lap of a wrapping strip: every row's width and the gap after it,
  ///     summed in row order in both directions, so that a strip and its mirror image have
  ///     the same laps. Read only when the strip wraps and has rows.
  private init(
    viewportWidth: Double, spacing: Double, alignment: PickerAlignment,
    direction: PickerLayoutDirection, itemCount: Int, rows: [RowExtent],
    uniformWidth: Double?, uniformPitch: Double,
    leftmostWidth: Double, rightmostWidth: Double, lastAnchor: Double, span: Double,
    lapLength: Double, wrapsAround: Bool, containment: PickerContainment
  ) throws(PickerLayoutError) {
    let isLeftToRight = direction == .leftToRight
    let left: Double
    let right: Double
    switch (alignment, isLeftToRight) {
    case (.center, _):
      left = (viewportWidth - leftmostWidth) / 2
      right = (viewportWidth - rightmostWidth) / 2
    case (.leading(let padding), true), (.trailing(let padding), false):
      left = padding
      right = viewportWidth - padding - rightmostWidth
    case (.trailing(let padding), true), (.leading(let padding), false):
      left = viewportWidth - padding - leftmostWidth
      right = padding
    }
    guard left.isFinite, right.isFinite, (lastAnchor + viewportWidth).isFinite else {
      throw .contentTooWide
    }
    let fraction = Self.rowAnchorFraction(alignment, direction)
    self.itemCount = itemCount
    self.viewportWidth = viewportWidth
    self.spacing = spacing
    self.alignment = alignment
    self.direction = direction
    self.rows = rows
    self.isUniform = uniformWidth != nil
    self.uniformWidth = uniformWidth ?? 0
    self.uniformPitch = uniformPitch
    self.reciprocalPitch = uniformWidth != nil ? 1 / uniformPitch : 0
    self.rowAnchorFraction = fraction
    self.wrapsAround = wrapsAround
    self.containment = containment
    self.restsClamped = containment == .contained && !wrapsAround && itemCount > 0
    self.restsAtUniformAnchors = uniformWidth != nil && !restsClamped
    self.reachesBothEnds = !wrapsAround && !restsClamped
    self.leftEndRowCount = 0
    guard wrapsAround && itemCount > 0 else {
      var ends = ContainedEnds(left: left, right: right, maximumOffset: lastAnchor, origin: 0)
      if restsClamped {
        ends = Self.containedEnds(
          viewportWidth: viewportWidth, alignment: alignment, direction: direction,
          span: span, leftmostWidth: leftmostWidth, fraction: fraction)
      }
      self.leadingInset = isLeftToRight ? ends.left : ends.right
      self.trailingInset = isLeftToRight ? ends.right : ends.left
      self.laps = 1
      self.lapLength = ends.maximumOffset + viewportWidth
      self.cellCount = itemCount
      self.maximumOffset = ends.maximumOffset
      self.anchorOrigin = ends.origin
      self.leftEdge = ends.left
      self.homeLapFirstCell = 0
      self.firstAnchoredVisual = 0
      self.lastAnchoredVisual = itemCount - 1
      self.rightEndFirstVisual = itemCount
      self.usesClosedForm =
        uniformWidth != nil && itemCount <= Self.closedFormRowLimit && reciprocalPitch.isFinite
      if restsClamped { try findContainedEnds() }
      return
    }
    // A wrapping strip: cells end to end from x = 0, no insets.
    let laps = Self.laps(lapLength: lapLength, itemCount: itemCount)
    let contentWidth = Double(laps) * lapLength
    guard contentWidth.isFinite else { throw .contentTooWide }
    let cellCount = itemCount * laps
    // Too many cells: the error names the rows, the number the caller gave.
    guard cellCount <= Self.maximumItemCount else { throw .itemCountTooLarge(itemCount) }
    let leftEdge = isLeftToRight ? 0 : spacing
    // The viewport's anchor, from its left edge, is where the insets would put the
    // leftmost row's anchor.
    let viewportAnchor = Self.viewportAnchor(alignment, direction, viewportWidth: viewportWidth)
    self.leadingInset = 0
    self.trailingInset = 0
    self.laps = laps
    self.lapLength = lapLength
    self.cellCount = cellCount
    self.maximumOffset = contentWidth - viewportWidth
    self.anchorOrigin = (leftEdge + leftmostWidth * fraction) - viewportAnchor
    self.leftEdge = leftEdge
    self.homeLapFirstCell = laps / 2 * itemCount
    self.rightEndFirstVisual = cellCount
    self.usesClosedForm =
      uniformWidth != nil && cellCount <= Self.closedFormRowLimit && reciprocalPitch.isFinite
    // Placeholders for the searches below, which read the anchors.
    self.firstAnchoredVisual = 0
    self.lastAnchoredVisual = cellCount - 1
    let lowest = firstVisualIndex(from: 0) { self.anchorOffset($0) >= 0 }
    let maximumOffset = self.maximumOffset
    let highest =
      firstVisualIndex(from: cellCount - 1) { self.anchorOffset($0) > maximumOffset } - 1
    let homeFirstVisual = laps / 2 * itemCount  // the home lap is the middle one either way
    guard lowest <= homeFirstVisual && highest >= homeFirstVisual + itemCount - 1 else {
      throw .viewportTooWideToWrap(viewportWidth: viewportWidth)
    }
    self.firstAnchoredVisual = lowest
    self.lastAnchoredVisual = highest
    try checkDistinctAnchors()
  }

  /// The number of laps of a wrapping strip (W1): `2m + 1` for the smallest `m >= 1` with
  /// `m * lapLength >= wrapReach`, lowered to keep at most ``maximumWrapCellCount`` cells
  /// (but `m` never below 1).
  private static func laps(lapLength: Double, itemCount: Int) -> Int {
    let mostLapsEachSide = max((maximumWrapCellCount / itemCount - 1) / 2, 1)
    let estimate = (wrapReach / lapLength).rounded(.up)
    var lapsEachSide =
      estimate < Double(mostLapsEachSide) ? max(Int(estimate), 1) : mostLapsEachSide
    // The products decide, not the division's rounding.
    while lapsEachSide < mostLapsEachSide && Double(lapsEachSide) * lapLength < wrapReach {
      lapsEachSide += 1
    }
    while lapsEachSide > 1 && Double(lapsEachSide - 1) * lapLength >= wrapReach {
      lapsEachSide -= 1
    }
    return 2 * lapsEachSide + 1
  }

  /// Throws unless every two neighbouring cells of a wrapping strip, in every lap and
  /// across every seam, have anchor offsets in order along the strip:
  /// `indistinguishableRows` naming the row after the gap along the strip, or for rows of
  /// one width, whose gaps are all alike, `itemCountTooLarge`, as a layout that does not
  /// wrap past ``maximumItemCount``.
  ///
  /// Each rounding on the way to an anchor errs by at most half an ulp of the largest value
  /// formed. With one width, an anchor is `Double(visual) * uniformPitch + anchorOrigin`:
  /// two roundings, of values no larger than `|anchorOrigin| + contentWidth`. With variable
  /// widths it is `anchorOrigin + (lap * lapLength + anchorInLap(position))`: three, of
  /// values up to a lap larger (a lap's start plus an anchor in the lap may round a little
  /// past the content). Two neighbours more than an ulp per rounding apart before rounding
  /// (each may move half that) stay in order after it, in every lap. Nearer ones may or
  /// may not: whether a lap rounds a pair together depends on where that lap's numbers fall
  /// between representable ones, not only on how large they are, so a middle lap can tie a
  /// pair that the last lap keeps apart. Rather than compute every cell, the check asks the
  /// pitch, or every gap of one lap and the seam's, to exceed that bound: O(n), nothing
  /// stored, whatever the number of laps. A pair that close is refused even where every lap
  /// would happen to round it apart: under a ten-billionth of a point apart, where a strip
  /// reaches 65,536 points each way, no user could tell the two rows apart.
  private func checkDistinctAnchors() throws(PickerLayoutError) {
    let extent = abs(anchorOrigin) + contentWidth
    guard !isUniform else {
      guard uniformPitch > 2 * extent.ulp else { throw .itemCountTooLarge(itemCount) }
      return
    }
    let closable = 3 * (extent + lapLength).ulp
    var previous = anchorInLap(0)
    for position in 1...itemCount {
      // Past the last position, the next lap's first, across the seam: a lap length on.
      let anchor = position < itemCount ? anchorInLap(position) : lapLength + anchorInLap(0)
      guard anchor - previous > closable else {
        throw .indistinguishableRows(row: row(ofCell: cell(ofVisualIndex: position)))
      }
      previous = anchor
    }
  }

  /// Checks the spacing, then the alignment's padding.
  private static func validate(
    spacing: Double, alignment: PickerAlignment
  ) throws(PickerLayoutError) {
    try requireLength(spacing, .spacing)
    switch alignment {
    case .center: break
    case .leading(let padding), .trailing(let padding): try requireLength(padding, .padding)
    }
  }

  private static func requireLength(
    _ value: Double, _ field: PickerLayoutField
  ) throws(PickerLayoutError) {
    guard value.isFinite else { throw .notFinite(field: field, value: value) }
    guard value >= 0 else { throw .negative(field: field, value: value) }
  }

  /// Where a row's anchor lies within it, from its left edge, as a fraction of its width.
  private static func rowAnchorFraction(
    _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
  ) -> Double {
    switch (alignment, direction) {
    case (.center, _): 0.5
    case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
    case (.trailing, .leftToRight), (.leading, .rightToLeft): 1
    }
  }

  /// The anchor offset of a row that starts `start` points after the leftmost row: the
  /// distance its anchor lies to the right of the leftmost row's anchor.
  @inlinable
  static func anchor(
    start: Double, width: Double, leftmostWidth: Double, _ fraction: Double
  ) -> Double {
    start + (width * fraction - leftmostWidth * fraction)
  }

  // MARK: - Extent

  /// Every row's width when the layout was made with `init(viewportWidth:itemWidth:...)`;
  /// nil for a layout made with `itemWidths`.
  public var uniformItemWidth: Double? {
    isUniform ? uniformWidth : nil
  }

  /// The whole scrollable width: insets, rows and spacing.
  ///
  /// Defined as `offsetRange.upperBound + viewportWidth`, which equals
  /// `leadingInset + widths + spacing + trailingInset` up to rounding, so that the last
  /// row's anchor is exactly the end of the range. `viewportWidth` when empty. In a
  /// wrapping strip, exactly `laps * lapLength`.
  public var contentWidth: Double {
    wrapsAround && itemCount > 0 ? Double(laps) * lapLength : maximumOffset + viewportWidth
  }

  /// The offsets the picker rests within: from 0 to `contentWidth - viewportWidth`;
  /// `0...0` when empty or with a single row.
  public var offsetRange: ClosedRange<Double> { 0...maximumOffset }
}
