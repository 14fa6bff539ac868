import PickerState

/// A wrapping layout's laps worked out from the definitions of W1, W2 and W5 alone, to
/// hold a wrapping `PickerLayout`'s answers against: it never asks a layout how many laps
/// it has, where a cell lies or where it rests.
///
/// Cells are measured as a reader of W1 would: along the reading direction from the
/// content's leading end (its left end left to right, its right end right to left), each
/// cell followed by `spacing`, with no insets, then turned into content coordinates (x from
/// the left) at the end. The anchor in the viewport and a cell's own anchor are a row's
/// (``NaiveLayout``). A cell's frame and anchor offset are worked out from its lap and its
/// row in O(1): the model keeps one number a row (none for uniform widths), never one a
/// cell, so a strip of four million cells, or three laps of 2^50 rows, costs what its rows
/// cost. Searches are bisections over the cells, whose anchors run one way along the strip.
///
/// Its rounding is its own: where lengths are not exact in `Double`, its numbers can part
/// from a layout's by up to ``tolerance``.
public struct NaiveWrap: Hashable, Sendable {
  /// How much content W1 keeps on each side of the home lap, at least: 65,536 points.
  public static let wrapReach: Double = 65_536
  /// The most cells W1 lets a strip's laps hold, unless three laps hold more: 4,194,304.
  public static let maximumCellCount = 4_194_304

  /// The visible width.
  public let viewportWidth: Double
  /// The number of rows.
  public let itemCount: Int
  /// The gap after every cell, the last of a lap included.
  public let spacing: Double
  /// Where the selected cell rests in the viewport.
  public let alignment: PickerAlignment
  /// The order of cells along the strip.
  public let direction: PickerLayoutDirection
  /// Every row's width when they all have the same; nil for a width per row.
  private let uniformWidth: Double?
  /// Each row's width, in row order; empty for uniform widths.
  private let itemWidths: [Double]
  /// How far each row's leading edge lies after its lap's leading end, in row order;
  /// empty for uniform widths.
  private let leadingEdges: [Double]
  /// One lap: every row's width, and a gap after each row. The viewport's width with no
  /// rows, where a wrapping layout is an ordinary empty one.
  public let lapLength: Double
  /// How many times the strip repeats its rows (W1); 1 with no rows.
  public private(set) var laps: Int

  // MARK: - Creating a model

  /// Works out the laps of a wrapping strip whose rows have their own widths.
  ///
  /// The arguments are those of `PickerLayout(viewportWidth:itemWidths:...)` with
  /// `wrapsAround: true`, taken as valid.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width.
  ///   - itemWidths: Each row's width, in row order; may be empty.
  ///   - spacing: The gap after every cell, the last of a lap included.
  ///   - alignment: Where the selected cell rests in the viewport, with its padding.
  ///   - direction: The order of cells along the strip.
  /// - Complexity: O(n) for n rows.
  public init(
    viewportWidth: Double, itemWidths: [Double], spacing: Double,
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) {
    var leadingEdges = [Double]()
    leadingEdges.reserveCapacity(itemWidths.count)
    var edge = 0.0
    for width in itemWidths {
      leadingEdges.append(edge)
      edge += width
      edge += spacing
    }
    self.init(
      viewportWidth: viewportWidth, itemCount: itemWidths.count, uniformWidth: nil,
      itemWidths: itemWidths, leadingEdges: leadingEdges, lapLength: edge, spacing: spacing,
      alignment: alignment, direction: direction)
  }

  /// Works out the laps of a wrapping strip whose rows all have the same width.
  ///
  /// The arguments are those of `PickerLayout(viewportWidth:itemWidth:itemCount:...)` with
  /// `wrapsAround: true`, taken as valid.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width.
  ///   - itemWidth: Every row's width.
  ///   - itemCount: The number of rows, any count from 0.
  ///   - spacing: The gap after every cell, the last of a lap included.
  ///   - alignment: Where the selected cell rests in the viewport, with its padding.
  ///   - direction: The order of cells along the strip.
  public init(
    viewportWidth: Double, itemWidth: Double, itemCount: Int, spacing: Double,
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) {
    let rows = Double(itemCount)
    self.init(
      viewportWidth: viewportWidth, itemCount: itemCount, uniformWidth: itemWidth,
      itemWidths: [], leadingEdges: [], lapLength: rows * itemWidth + rows * spacing,
      spacing: spacing, alignment: alignment, direction: direction)
  }

  /// Works out the laps `layout` would have if it wrapped, from its parameters.
  ///
  /// The only thing read from the layout beyond the parameters it was made with is each
  /// row's width (`uniformItemWidth`, or `frame(ofRow:).width`), as ``NaiveLayout`` reads
  /// them; whether the layout wraps is not read.
  ///
  /// - Parameter layout: The layout whose parameters the model takes.
  /// - Complexity: O(1) for uniform widths, O(n) for n rows of variable widths.
  public init(_ layout: PickerLayout) {
    if let width = layout.uniformItemWidth {
      self.init(
        viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: layout.itemCount,
        spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction)
    } else {
      self.init(
        viewportWidth: layout.viewportWidth,
        itemWidths: (0..<layout.itemCount).map { layout.frame(ofRow: $0).width },
        spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction)
    }
  }

  /// Stores the rows and works out the laps.
  private init(
    viewportWidth: Double, itemCount: Int, uniformWidth: Double?, itemWidths: [Double],
    leadingEdges: [Double], lapLength: Double, spacing: Double, alignment: PickerAlignment,
    direction: PickerLayoutDirection
  ) {
    self.viewportWidth = viewportWidth
    self.itemCount = itemCount
    self.uniformWidth = uniformWidth
    self.itemWidths = itemWidths
    self.leadingEdges = leadingEdges
    self.lapLength = itemCount > 0 ? lapLength : viewportWidth
    self.laps = Self.laps(lapLength: lapLength, itemCount: itemCount)
    self.spacing = spacing
    self.alignment = alignment
    self.direction = direction
  }

  /// W1's number of laps for laps this long: `2m + 1`, where `m` is the smallest whole
  /// number of at least 1 with `m * lapLength >= wrapReach`, but no larger than keeps
  /// `itemCount * laps` at most ``maximumCellCount`` (and still at least 1); 1 with no
  /// rows.
  ///
  /// - Parameters:
  ///   - lapLength: The length of one lap.
  ///   - itemCount: The number of rows in a lap.
  /// - Returns: The number of laps, odd and at least 1.
  /// - Complexity: O(log k) for the k laps the cap allows: a bisection on `m`.
  public static func laps(lapLength: Double, itemCount: Int) -> Int {
    guard itemCount > 0 else { return 1 }
    let lapsThatFit = maximumCellCount / itemCount
    let mostOnEachSide = lapsThatFit >= 3 ? (lapsThatFit - 1) / 2 : 1
    // Every m below `low` falls short of the reach; `high` reaches, or is the cap.
    var low = 1
    var high = mostOnEachSide
    while low < high {
      let middle = low + (high - low) / 2
      if Double(middle) * lapLength >= wrapReach { high = middle } else { low = middle + 1 }
    }
    return 2 * low + 1
  }

  /// The same strip with W1's laps for `lapLength`, a layout's own length of a lap, when it
  /// lies within ``tolerance`` of the model's; otherwise the model as it is.
  ///
  /// W1 counts laps by comparing whole laps with ``wrapReach``, and a lap that reaches it
  /// exactly in exact arithmetic (32 rows of 0.1 with a spacing of 0.1: 6.4, 10,240 times
  /// 65,536) may fall short of it in the model's rounding and reach it in a layout's, so
  /// that each counts laps rightly for its own length and the two counts differ by two. A
  /// judge of the layout's cells must count them as the layout does, which W1 then fixes
  /// exactly: the layout's laps are W1's for its own length, and that length is the
  /// model's up to its rounding.
  ///
  /// - Parameter lapLength: A layout's own length of a lap.
  /// - Returns: The strip with W1's laps for that length, or this model unchanged.
  /// - Complexity: O(log k) for the k laps the cap allows.
  public func countingLaps(ofLapLength lapLength: Double) -> NaiveWrap {
    guard itemCount > 0, abs(lapLength - self.lapLength) <= tolerance else { return self }
    var strip = self
    strip.laps = Self.laps(lapLength: lapLength, itemCount: itemCount)
    return strip
  }

  // MARK: - The strip

  /// The number of cells: `itemCount * laps`.
  public var cellCount: Int { itemCount * laps }

  /// The middle lap, where rows live (W2).
  public var homeLap: Int { laps / 2 }

  /// The whole strip: `laps * lapLength`, no insets.
  public var contentWidth: Double { Double(laps) * lapLength }

  /// The offsets the picker rests within: 0 to `contentWidth - viewportWidth`; `0...0`
  /// when the viewport is wider than the strip.
  public var offsetRange: ClosedRange<Double> { 0...max(contentWidth - viewportWidth, 0) }

  /// W5's margin: the lesser of half of ``wrapReach`` and a quarter of ``offsetRange``'s
  /// length.
  public var targetMargin: Double { min(Self.wrapReach / 2, offsetRange.upperBound / 4) }

  /// How far this model's lengths and a layout's may part by rounding: a few units in the
  /// last place of the largest length involved (the content, the viewport or the
  /// viewport's anchor), and as many more as rows are summed into a lap when the rows have
  /// their own widths.
  public var tolerance: Double {
    let viewportAnchor = alignment.naiveViewportAnchor(viewportWidth: viewportWidth)
    let scale = max(1, contentWidth, viewportWidth, abs(viewportAnchor))
    return relativeRounding * scale
  }

  /// How far this model's lengths and a layout's may part by rounding, as a share of the
  /// largest length involved: a few units in the last place, and as many more as rows are
  /// summed into a lap when the rows have their own widths. The lap length parts by as
  /// much of itself, so a position `n` laps from home by `n` times as much.
  public var relativeRounding: Double {
    let summedRows = uniformWidth == nil ? itemCount : 0
    return Double(16 + 2 * summedRows) * Double.ulpOfOne
  }

  // MARK: - Cells

  /// The row a cell shows: `cell % itemCount`.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  /// - Returns: The row, in `0..<itemCount`.
  public func row(ofCell cell: Int) -> Int { cell % itemCount }

  /// The cell that shows `row` in the home lap.
  ///
  /// - Parameter row: A row in `0..<itemCount`.
  /// - Returns: The cell, in the home lap.
  public func homeCell(ofRow row: Int) -> Int { homeLap * itemCount + row }

  /// A cell's frame in content coordinates: right to left, the strip's mirror image, so
  /// that cell 0 ends at the right end and each cell's gap lies on its left.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  /// - Returns: The cell's frame, without its gap.
  public func frame(ofCell cell: Int) -> PickerItemFrame {
    let (width, leadingEdge) = readingExtent(ofCell: cell)
    switch direction {
    case .leftToRight: return PickerItemFrame(minX: leadingEdge, width: width)
    case .rightToLeft:
      return PickerItemFrame(minX: contentWidth - leadingEdge - width, width: width)
    }
  }

  /// The content offset that puts a cell's anchor on the viewport's anchor: the cell's
  /// anchor's x less the viewport anchor's x, which may lie outside ``offsetRange`` for the
  /// cells of the first and last laps.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  /// - Returns: The content offset that brings the cell to the anchor.
  public func offset(ofCell cell: Int) -> Double {
    let (width, leadingEdge) = readingExtent(ofCell: cell)
    // How far the content must scroll, from its leading end, to put the cell's anchor on
    // the viewport's anchor.
    let scrolled =
      leadingEdge + width * alignment.naiveAnchorFraction
      - alignment.naiveViewportAnchor(viewportWidth: viewportWidth)
    switch direction {
    case .leftToRight: return scrolled
    case .rightToLeft: return contentWidth - viewportWidth - scrolled
    }
  }

  /// A cell's width, and how far its leading edge lies from the content's leading end:
  /// the laps before its own, then its row's edge within the lap.
  private func readingExtent(ofCell cell: Int) -> (width: Double, leadingEdge: Double) {
    let (lap, row) = cell.quotientAndRemainder(dividingBy: itemCount)
    let lapStart = Double(lap) * lapLength
    guard let uniformWidth else { return (itemWidths[row], lapStart + leadingEdges[row]) }
    let rows = Double(row)
    return (uniformWidth, lapStart + (rows * uniformWidth + rows * spacing))
  }

  // MARK: - Searches

  /// The cells whose anchor offsets lie in `0...(contentWidth - viewportWidth)`, where a
  /// picker can bring them to the anchor: all but a few at either end of the strip; `0..<0`
  /// when the viewport is wider than the strip or there are no rows.
  ///
  /// - Complexity: O(log c) for c cells.
  public var reachableCells: Range<Int> {
    let run = cells(anchoredFrom: 0, through: contentWidth - viewportWidth, among: 0..<cellCount)
    return run.isEmpty ? 0..<0 : run
  }

  /// The run of `cells` whose anchor offsets lie from `low` through `high`: the anchors run
  /// one way along the strip, so those cells are consecutive.
  ///
  /// - Parameters:
  ///   - low: The least anchor offset in the run.
  ///   - high: The greatest anchor offset in the run.
  ///   - cells: The cells to choose among.
  ///   - hint: A cell at or near the run, where the searches start; nil searches all of
  ///     `cells`. It changes how many anchors are computed, never the run.
  /// - Returns: The run, empty when no cell's anchor lies there.
  /// - Complexity: O(log c) for c cells: two searches; O(log d) from a hint d cells from
  ///   the run's ends.
  func cells(
    anchoredFrom low: Double, through high: Double, among cells: Range<Int>, near hint: Int? = nil
  ) -> Range<Int> {
    func firstCell(where isPast: (Int) -> Bool) -> Int {
      hint.map { Self.firstCell(among: cells, near: $0, where: isPast) }
        ?? Self.firstCell(among: cells, where: isPast)
    }
    let first: Int
    let end: Int
    switch direction {
    case .leftToRight:
      first = firstCell { offset(ofCell: $0) >= low }
      end = firstCell { offset(ofCell: $0) > high }
    case .rightToLeft:
      first = firstCell { offset(ofCell: $0) <= high }
      end = firstCell { offset(ofCell: $0) < low }
    }
    return first..<max(end, first)
  }

  /// How far the home lap's anchors reach outside `0...(contentWidth - viewportWidth)`:
  /// the most by which one lies outside, or, when all lie inside, minus the least by which
  /// one does. Positive exactly when a layout with these parameters cannot bring every row
  /// to the anchor, and throws `viewportTooWideToWrap`; -infinity with no rows.
  public var homeLapOverhang: Double {
    guard itemCount > 0 else { return -.infinity }
    let first = offset(ofCell: homeCell(ofRow: 0))
    let last = offset(ofCell: homeCell(ofRow: itemCount - 1))
    return max(-min(first, last), max(first, last) - (contentWidth - viewportWidth))
  }

  /// The cell whose anchor offset is nearest `offset` among the ``reachableCells`` (W2):
  /// the offset is clamped into ``offsetRange`` first, distances are compared exactly,
  /// and a tie goes to the lower cell.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The cell, or nil when no cell is reachable or `offset` is NaN or infinite.
  /// - Complexity: O(log c) for c cells: a bisection for the first cell whose anchor lies
  ///   past the offset along the strip, then a scan of the four cells around it.
  public func nearestCell(toOffset offset: Double) -> Int? {
    nearestCell(toOffset: offset, among: reachableCells)
  }

  /// ``nearestCell(toOffset:)`` among `cells` instead of the ``reachableCells``: a run of
  /// cells whose anchors a judge takes to lie in the range, which may part from the
  /// model's at an end where an anchor lies within ``tolerance`` of it.
  ///
  /// - Parameters:
  ///   - offset: A content offset.
  ///   - cells: The cells to choose among.
  /// - Returns: The cell, or nil when `cells` is empty or `offset` is NaN or infinite.
  /// - Complexity: O(log c) for c cells.
  public func nearestCell(toOffset offset: Double, among cells: Range<Int>) -> Int? {
    guard !cells.isEmpty, offset.isFinite else { return nil }
    let target = min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    let past = firstCell { cell in
      let anchor = self.offset(ofCell: cell)
      return direction == .leftToRight ? anchor > target : anchor < target
    }
    // The nearest anchor is the last one before the target or the first past it, or the
    // run's cell nearest those; one cell more on each side absorbs the model's rounding.
    let middle = min(max(past, cells.lowerBound), cells.upperBound - 1)
    let window = max(middle - 2, cells.lowerBound)..<min(middle + 2, cells.upperBound)
    return ExactDistance.positionOfNearest(
      among: window.lazy.map(self.offset(ofCell:)), to: target
    ).map { window.lowerBound + $0 }
  }

  /// The copy of `row` whose anchor offset is nearest `offset` among `cells`, the shortest
  /// way round (W3): the offset is clamped into ``offsetRange`` first, and a tie goes to
  /// the forward copy, the higher cell.
  ///
  /// A tie is a tie up to rounding: two distances that differ by at most four times
  /// ``tolerance`` are one. Where two copies lie exactly as far in exact arithmetic, each
  /// copy's anchor here may part from the exact one by the tolerance, and the offset, which
  /// is then a layout's anchor (the picker resting on a row), by as much in both distances.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<itemCount`.
  ///   - offset: A content offset.
  ///   - cells: A run of cells whose anchors a judge takes to lie in the range, as for
  ///     ``nearestCell(toOffset:among:)``.
  /// - Returns: The cell, or nil when no copy of the row is among `cells` or `offset` is
  ///   NaN or infinite.
  /// - Complexity: O(1): copies lie a lap apart, so the nearest is the lap the offset
  ///   falls in, counted from the row's first copy, or one either side.
  public func nearestCopy(of row: Int, toOffset offset: Double, among cells: Range<Int>) -> Int? {
    guard offset.isFinite, let laps = laps(holdingCopiesOf: row, among: cells) else {
      return nil
    }
    let target = min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    let first = self.offset(ofCell: row)
    let alongLaps = (target - first) / (self.offset(ofCell: row + itemCount) - first)
    // Only where to look: kept within the laps, whatever rounding does to a lap that is
    // nearly nothing beside the offsets.
    let lap =
      alongLaps.isFinite
      ? Int(min(max(alongLaps.rounded(), -1), Double(self.laps))) : laps.lowerBound
    let lowest = min(max(lap - 1, laps.lowerBound), laps.upperBound)
    let highest = max(min(lap + 1, laps.upperBound), laps.lowerBound)
    let tie = 4 * tolerance
    var nearest = lowest * itemCount + row
    var nearestDistance = abs(self.offset(ofCell: nearest) - target)
    // Upward, so that a tie goes to the higher cell.
    for candidate in stride(
      from: nearest + itemCount, through: highest * itemCount + row, by: itemCount)
    {
      let distance = abs(self.offset(ofCell: candidate) - target)
      if distance - nearestDistance <= tie {
        nearest = candidate
        nearestDistance = distance
      }
    }
    return nearest
  }

  /// The laps in which `row`'s copy is among `cells`, or nil when none is.
  ///
  /// - Parameter row: A row in `0..<itemCount`.
  func laps(holdingCopiesOf row: Int, among cells: Range<Int>) -> ClosedRange<Int>? {
    // The first lap whose copy of the row lies at or past the first cell, and the last
    // whose copy lies before the end.
    let first = cells.lowerBound
    let firstLap = first <= row ? 0 : (first - row + itemCount - 1) / itemCount
    guard cells.upperBound > row else { return nil }
    let lastLap = (cells.upperBound - 1 - row) / itemCount
    return firstLap <= lastLap ? firstLap...lastLap : nil
  }

  /// The cells whose frames, taken as `minX ..< maxX`, meet a span of content.
  ///
  /// - Parameter range: A span in content coordinates; infinite bounds are allowed.
  /// - Returns: The cells, possibly none.
  /// - Complexity: O(log c) for c cells.
  public func cells(intersecting range: ClosedRange<Double>) -> Range<Int> {
    let low = range.lowerBound
    let high = range.upperBound
    let first: Int
    let end: Int
    switch direction {
    case .leftToRight:
      first = firstCell { frame(ofCell: $0).maxX > low }
      end = firstCell { frame(ofCell: $0).minX > high }
    case .rightToLeft:
      first = firstCell { frame(ofCell: $0).minX <= high }
      end = firstCell { frame(ofCell: $0).maxX <= low }
    }
    return first..<max(first, end)
  }

  /// The first cell where `isPast` holds, for a predicate that is false and then true as
  /// cells grow; ``cellCount`` when it never holds. A bisection.
  private func firstCell(where isPast: (Int) -> Bool) -> Int {
    Self.firstCell(among: 0..<cellCount, where: isPast)
  }

  /// The first of `cells` where `isPast` holds, for a predicate that is false and then true
  /// as cells grow; `cells.upperBound` when it never holds. A bisection, which a judge also
  /// runs over a layout's own anchors, which run one way along the strip as the model's do.
  ///
  /// - Complexity: O(log c) for c cells.
  static func firstCell(among cells: Range<Int>, where isPast: (Int) -> Bool) -> Int {
    var low = cells.lowerBound
    var high = cells.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// ``firstCell(among:where:)``, searched from `hint` outward: steps that double from it
  /// until one lands on the other side, then a bisection between the last two.
  ///
  /// - Complexity: O(log d) for an answer d cells from `hint`.
  static func firstCell(among cells: Range<Int>, near hint: Int, where isPast: (Int) -> Bool)
    -> Int
  {
    guard !cells.isEmpty else { return cells.upperBound }
    let start = min(max(hint, cells.lowerBound), cells.upperBound - 1)
    var low = cells.lowerBound
    var high = cells.upperBound
    var step = 1
    if isPast(start) {
      high = start
      while high - step >= low && isPast(high - step) {
        high -= step
        step *= 2
      }
      low = max(high - step + 1, low)
    } else {
      low = min(start + 1, high)
      while low - 1 + step < high && !isPast(low - 1 + step) {
        low += step
        step *= 2
      }
      high = min(low - 1 + step, high)
    }
    return firstCell(among: low..<high, where: isPast)
  }
}
