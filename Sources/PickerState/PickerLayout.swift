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
  /// can round to the same `Double`.
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
  /// The inset before row 0, on its side of the strip (the right side in a right-to-left
  /// layout, as `NSDirectionalEdgeInsets.leading`). Negative when row 0 is wider than the
  /// room the alignment leaves for it.
  public let leadingInset: Double
  /// The inset after the last row, on its side of the strip.
  public let trailingInset: Double

  /// The extent of every row in visual order (index 0 is the leftmost row); empty for a
  /// uniform layout, whose rows are all `uniformWidth` wide, `uniformPitch` apart. Plain
  /// stored properties rather than an enum, so that the hot path reads them without
  /// copying (and retaining) a payload.
  @usableFromInline let rows: [RowExtent]
  /// Whether every row is `uniformWidth` wide (`init(viewportWidth:itemWidth:...)`).
  @usableFromInline let isUniform: Bool
  /// The width of every row of a uniform layout; 0 for a variable one.
  @usableFromInline let uniformWidth: Double
  /// The distance between neighbouring rows' anchors in a uniform layout; 0 otherwise.
  @usableFromInline let uniformPitch: Double
  /// `1 / uniformPitch` in a uniform layout (0 otherwise): the hot path multiplies rather
  /// than divides.
  @usableFromInline let reciprocalPitch: Double
  /// Whether ``nearestRow(toOffset:near:)`` finds a row by one multiplication by
  /// ``reciprocalPitch``: a uniform layout of at most ``closedFormRowLimit`` rows whose
  /// pitch has a finite reciprocal (a subnormal pitch has none, and the product would be
  /// an infinity or a NaN that no `Int` holds).
  @usableFromInline let usesClosedForm: Bool
  /// `offsetRange.upperBound`: the anchor offset of the rightmost row.
  @usableFromInline let maximumOffset: Double
  /// Where a row's anchor lies within it, as a fraction of its width from its left edge
  /// (0 for a left edge, 0.5 for a centre, 1 for a right edge), in visual terms.
  @usableFromInline let rowAnchorFraction: Double

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
  ///   - itemCount: The number of rows, from 0 to ``maximumItemCount``.
  ///   - spacing: The gap between rows, zero or more.
  ///   - alignment: Where the selected row rests; a padding must be zero or more.
  ///   - direction: Whether row 0 is at the left or the right end.
  /// - Throws: ``PickerLayoutError`` naming the first field, in parameter order, that is
  ///   non-finite, negative or out of range, with its value. Never traps.
  public init(
    viewportWidth: Double, itemWidth: Double, itemCount: Int, spacing: Double = 0,
    alignment: PickerAlignment = .center, direction: PickerLayoutDirection = .leftToRight
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
      leftmostWidth: width, rightmostWidth: width, maximumOffset: maximumOffset)
  }

  /// Creates a layout whose rows have their own widths.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width, zero or more.
  ///   - itemWidths: Each row's width, above zero, in row order; empty for no rows.
  ///   - spacing: The gap between rows, zero or more.
  ///   - alignment: Where the selected row rests; a padding must be zero or more.
  ///   - direction: Whether row 0 is at the left or the right end.
  /// - Throws: ``PickerLayoutError`` naming the first field, in parameter order, that is
  ///   non-finite, negative or out of range, with its value (and the lowest row with a bad
  ///   width). Never traps. Rows whose anchors a `Double` cannot tell apart are measured
  ///   from the leftmost row, so such extreme widths can be valid in one direction and not
  ///   in the other.
  /// - Complexity: O(n) time and memory for n rows.
  public init(
    viewportWidth: Double, itemWidths: [Double], spacing: Double = 0,
    alignment: PickerAlignment = .center, direction: PickerLayoutDirection = .leftToRight
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
    try self.init(
      viewportWidth: viewportWidth, spacing: spacing, alignment: alignment,
      direction: direction, itemCount: count,
      rows: rows, uniformWidth: nil, uniformPitch: 0,
      leftmostWidth: rows.first?.width ?? 0, rightmostWidth: rows.last?.width ?? 0,
      maximumOffset: count > 0 ? previousAnchor : 0)
  }

  /// Stores the validated parts and derives the insets, which must be finite.
  private init(
    viewportWidth: Double, spacing: Double, alignment: PickerAlignment,
    direction: PickerLayoutDirection, itemCount: Int, rows: [RowExtent],
    uniformWidth: Double?, uniformPitch: Double,
    leftmostWidth: Double, rightmostWidth: Double, maximumOffset: Double
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
    guard left.isFinite, right.isFinite, (maximumOffset + viewportWidth).isFinite else {
      throw .contentTooWide
    }
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
    self.usesClosedForm =
      uniformWidth != nil && itemCount <= Self.closedFormRowLimit && reciprocalPitch.isFinite
    self.leadingInset = isLeftToRight ? left : right
    self.trailingInset = isLeftToRight ? right : left
    self.maximumOffset = maximumOffset
    self.rowAnchorFraction = Self.rowAnchorFraction(alignment, direction)
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

  /// The inset at the left end of the content.
  @inlinable
  var leftInset: Double { direction == .leftToRight ? leadingInset : trailingInset }

  /// The whole scrollable width: insets, rows and spacing.
  ///
  /// Defined as `offsetRange.upperBound + viewportWidth`, which equals
  /// `leadingInset + widths + spacing + trailingInset` up to rounding, so that the last
  /// row's anchor is exactly the end of the range. `viewportWidth` when empty.
  public var contentWidth: Double { maximumOffset + viewportWidth }

  /// The offsets the picker rests within: from 0 to `contentWidth - viewportWidth`;
  /// `0...0` when empty or with a single row.
  public var offsetRange: ClosedRange<Double> { 0...maximumOffset }
}
