import PickerState

/// A layout's geometry worked out from the rules' definitions alone, by plain loops over
/// the rows in row order, to hold `PickerLayout`'s answers against: it never asks the
/// layout where a row is, how wide the content is or where a row rests.
///
/// Everything is measured the way a reader of the definitions would: along the reading
/// direction from the content's leading end (its left end left to right, its right end
/// right to left), then turned into content coordinates (x from the left) at the end. The
/// insets are the rules' formulas; the anchor in the viewport is `W/2`, `padding` or
/// `W - padding` from its leading edge, and a row's own anchor is its centre, leading edge
/// or trailing edge.
///
/// A contained strip (P1) has its own insets: the alignment's padding at both ends, or,
/// when the rows fit, the gaps that place their block as the alignment says. Its rows'
/// anchor offsets are then their natural offsets, and each rests at its natural offset
/// clamped into the range, with the half-point rule at the ends (``restingOffsets``). Its
/// snaps are ``snaps``. An empty contained strip is an empty anchored one.
///
/// Its rounding is its own: where lengths are not exact in `Double`, its numbers can part
/// from the layout's by a few units in the last place of the largest length involved.
public struct NaiveLayout: Hashable, Sendable {
  /// The visible width.
  public let viewportWidth: Double
  /// Each row's width, in row order.
  public let itemWidths: [Double]
  /// The gap between neighbouring rows.
  public let spacing: Double
  /// Where the selected row rests in the viewport.
  public let alignment: PickerAlignment
  /// The order of rows along the strip.
  public let direction: PickerLayoutDirection
  /// Whether the strip ends at its outer rows (P1) or lets every row reach the anchor.
  public let containment: PickerContainment
  /// The inset before row 0, on row 0's side of the strip.
  public let leadingInset: Double
  /// The inset after the last row, on its side of the strip.
  public let trailingInset: Double
  /// The insets, the rows and the spacing between them.
  public let contentWidth: Double
  /// Every row's frame in content coordinates, in row order.
  public let frames: [PickerItemFrame]
  /// Every row's anchor offset (the content offset that puts the row's anchor on the
  /// viewport's anchor), in row order: its natural offset (P1), which in a contained strip
  /// may lie outside ``offsetRange``.
  public let anchors: [Double]
  /// Every row's resting offset (`offset(ofRow:)`), in row order: its anchor offset, or in
  /// a contained strip that anchor offset clamped into ``offsetRange`` with the half-point
  /// rule at the ends (``NaiveSnaps/restingOffset(ofNaturalOffset:upperBound:)``).
  public let restingOffsets: [Double]

  /// Works out the geometry of a layout with these parameters.
  ///
  /// The arguments are those of `PickerLayout(viewportWidth:itemWidths:...)`, taken as
  /// valid.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width.
  ///   - itemWidths: Each row's width, in row order; may be empty.
  ///   - spacing: The gap between neighbouring rows.
  ///   - alignment: Where the selected row rests in the viewport, with its padding.
  ///   - direction: Whether row 0 is on the left or on the right.
  ///   - containment: Whether the strip ends at its outer rows (P1).
  /// - Complexity: O(n) for n rows.
  public init(
    viewportWidth: Double, itemWidths: [Double], spacing: Double,
    alignment: PickerAlignment, direction: PickerLayoutDirection,
    containment: PickerContainment = .anchored
  ) {
    self.viewportWidth = viewportWidth
    self.itemWidths = itemWidths
    self.spacing = spacing
    self.alignment = alignment
    self.direction = direction
    self.containment = containment
    // The rules' insets, or P1's for a contained strip with rows; rows that fit make the
    // content as wide as the viewport.
    let insets = Self.insets(
      viewportWidth: viewportWidth, count: itemWidths.count, width: { itemWidths[$0] },
      spacing: spacing, alignment: alignment, containment: containment)
    leadingInset = insets.leading
    trailingInset = insets.trailing
    let fitsWidth = insets.fitsWidth
    // Each row's leading edge, from the content's leading end.
    var leadingEdges = [Double]()
    leadingEdges.reserveCapacity(itemWidths.count)
    let lastEdge = Self.walkRows(
      count: itemWidths.count, width: { itemWidths[$0] }, leadingInset: leadingInset,
      spacing: spacing
    ) { _, edge, _ in leadingEdges.append(edge) }
    let contentWidth = fitsWidth ?? lastEdge + trailingInset
    self.contentWidth = contentWidth
    var frames = [PickerItemFrame]()
    var anchors = [Double]()
    frames.reserveCapacity(itemWidths.count)
    anchors.reserveCapacity(itemWidths.count)
    for (row, width) in itemWidths.enumerated() {
      let place = Self.place(
        leadingEdge: leadingEdges[row], width: width, contentWidth: contentWidth,
        viewportWidth: viewportWidth, alignment: alignment, direction: direction)
      frames.append(PickerItemFrame(minX: place.minX, width: width))
      anchors.append(place.anchor)
    }
    self.frames = frames
    self.anchors = anchors
    let upperBound = max(contentWidth - viewportWidth, 0)
    restingOffsets =
      containment == .contained
      ? anchors.map { NaiveSnaps.restingOffset(ofNaturalOffset: $0, upperBound: upperBound) }
      : anchors
  }

  /// Works out the geometry of `layout` from its parameters.
  ///
  /// The only thing read from the layout beyond the parameters it was made with is each
  /// row's width (`uniformItemWidth`, or `frame(ofRow:).width`, the width it was given),
  /// since a layout made with `itemWidths` keeps no other copy of them. Its containment is
  /// one of those parameters, except on a wrapping strip, which has no ends for it to trim
  /// (P1): there the rows are modelled as one anchored lap (``NaiveWrap`` models the laps).
  ///
  /// - Parameter layout: The layout to model.
  /// - Complexity: O(n) for n rows: only for layouts small enough to scan.
  public init(_ layout: PickerLayout) {
    let widths = (0..<layout.itemCount).map { Self.width(ofRow: $0, in: layout) }
    self.init(
      viewportWidth: layout.viewportWidth, itemWidths: widths, spacing: layout.spacing,
      alignment: layout.alignment, direction: layout.direction,
      containment: layout.wrapsAround ? .anchored : layout.containment)
  }

  /// The number of rows.
  public var itemCount: Int { itemWidths.count }

  /// The rows' widths plus the spacing between them, `span` in P1: 0 when empty.
  public var span: Double {
    Self.span(count: itemWidths.count, width: { itemWidths[$0] }, spacing: spacing)
  }

  /// How far the model's lengths may part from a layout's by rounding: a few units in the
  /// last place of the largest length involved, and two more for each row the model sums
  /// one by one.
  public var tolerance: Double {
    let viewportAnchor = alignment.naiveViewportAnchor(viewportWidth: viewportWidth)
    var scale = max(
      1, contentWidth, viewportWidth, abs(leadingInset), abs(trailingInset), abs(viewportAnchor))
    for anchor in anchors where anchor.isFinite { scale = max(scale, abs(anchor)) }
    return Double(16 + 2 * itemCount) * Double.ulpOfOne * scale
  }

  /// The rows in the order of their anchors along the strip (growing offsets).
  ///
  /// Sorted when asked rather than stored: the checker builds a model on every layout
  /// change and reads only its anchors.
  ///
  /// - Complexity: O(n log n).
  public var rowsAlongStrip: [Int] {
    anchors.indices.sorted { anchors[$0] < anchors[$1] }
  }

  /// `positionsAlongStrip[row]` is the row's index in ``rowsAlongStrip``.
  ///
  /// - Complexity: O(n log n).
  public var positionsAlongStrip: [Int] {
    let strip = rowsAlongStrip
    var positions = [Int](repeating: 0, count: strip.count)
    for (position, row) in strip.enumerated() { positions[row] = position }
    return positions
  }

  /// The offsets the picker rests within: 0 to `contentWidth - viewportWidth`; `0...0`
  /// when empty, when contained rows fit, and when rounding leaves a single row's range a
  /// hair below zero.
  public var offsetRange: ClosedRange<Double> {
    0...max(contentWidth - viewportWidth, 0)
  }

  /// The row whose anchor (natural) offset is closest to `offset` once clamped into
  /// ``offsetRange``, the lower row index on a tie (P3).
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The row, or nil when empty or `offset` is NaN or infinite.
  /// - Complexity: O(n).
  public func nearestRow(toOffset offset: Double) -> Int? {
    guard !anchors.isEmpty, offset.isFinite else { return nil }
    let target = min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    return ExactDistance.positionOfNearest(among: anchors, to: target)
  }

  /// The rows whose frames, taken as `minX ..< maxX`, meet `range`, in row order.
  ///
  /// - Parameter range: A span of content offsets.
  /// - Returns: The rows that meet it; none when empty.
  /// - Complexity: O(n).
  public func rows(intersecting range: ClosedRange<Double>) -> [Int] {
    frames.indices.filter { frames[$0].meets(range) }
  }
}
