import PickerState

/// The cells a scroll view's content lays out, worked out by the checker's own models of
/// the rules: ``NaiveLayout`` for a strip that does not wrap, whose cells are its rows, and
/// ``NaiveWrap`` for one that does, whose `cellCount` cells repeat the rows lap after lap.
///
/// What the virtual finger finds under a point it taps, and what the end-to-end properties
/// measure laps, anchors and the strip's ends with: it never asks the layout under test
/// where a cell lies, only, as the models do, the parameters it was made with.
///
/// Built whenever the content changes. A strip that does not wrap costs four numbers a row
/// (``NaiveLayout``); a wrapping one a number a row for variable widths and none for
/// uniform ones (``NaiveWrap``), however many laps it has.
struct ScrollViewCells: Hashable, Sendable {
  /// The model the cells come from.
  private enum Model: Hashable, Sendable {
    /// A strip that does not wrap, or has no rows: cell `i` is row `i`.
    case rows(NaiveLayout)
    /// A wrapping strip with rows, and its cells whose anchors lie in its offset range.
    case laps(NaiveWrap, reachable: Range<Int>)
  }

  private let model: Model
  /// How far the model's lengths may part from a layout's by rounding (``NaiveWrap``'s own
  /// measure, and the same measure for a strip that does not wrap: a few units in the last
  /// place of the largest length, and two more for each row the model sums one by one).
  let tolerance: Double

  /// The cells of `layout`'s content, from the parameters it was made with.
  ///
  /// - Complexity: O(n) for n rows, but O(log c) for a wrapping strip of c cells whose rows
  ///   have one width.
  init(_ layout: PickerLayout) {
    if layout.wrapsAround && layout.itemCount > 0 {
      let wrap = NaiveWrap(layout)
      model = .laps(wrap, reachable: wrap.reachableCells)
      tolerance = wrap.tolerance
    } else {
      let rows = NaiveLayout(layout)
      model = .rows(rows)
      tolerance = Self.tolerance(
        ofRows: rows.itemCount, in: layout, contentWidth: rows.contentWidth,
        insets: (rows.leadingInset, rows.trailingInset))
    }
  }

  /// The rounding of the cells of a strip that does not wrap: a few units in the last place
  /// of the largest length, and two more for each row the model sums one by one.
  ///
  /// - Parameters:
  ///   - itemCount: The number of rows.
  ///   - layout: The layout, for its viewport and alignment.
  ///   - contentWidth: The model's content width.
  ///   - insets: The model's leading and trailing insets.
  private static func tolerance(
    ofRows itemCount: Int, in layout: PickerLayout, contentWidth: Double,
    insets: (leading: Double, trailing: Double)
  ) -> Double {
    let viewportAnchor = layout.alignment.naiveViewportAnchor(viewportWidth: layout.viewportWidth)
    let scale = max(
      1, contentWidth, layout.viewportWidth, abs(insets.leading), abs(insets.trailing),
      abs(viewportAnchor))
    return Double(16 + 2 * itemCount) * Double.ulpOfOne * scale
  }

  /// A cell's anchor and the cells' ``tolerance`` on a strip that does not wrap (or has no
  /// rows), exactly as `ScrollViewCells(layout)` gives them, without laying out every row:
  /// for a judge that reads one or two anchors on every change of rows.
  ///
  /// - Parameters:
  ///   - cell: A row of `layout`, which does not wrap.
  ///   - layout: The layout.
  /// - Complexity: O(n) for n rows, without allocating.
  static func anchorAndTolerance(
    ofCell cell: Int, in layout: PickerLayout
  ) -> (anchor: Double, tolerance: Double) {
    let row = NaiveLayout.anchor(ofRow: cell, in: layout)
    return (
      row.anchor,
      tolerance(
        ofRows: layout.itemCount, in: layout, contentWidth: row.contentWidth,
        insets: (row.leadingInset, row.trailingInset))
    )
  }

  // MARK: - The strip

  /// The number of rows.
  var itemCount: Int {
    switch model {
    case .rows(let rows): rows.itemCount
    case .laps(let wrap, _): wrap.itemCount
    }
  }

  /// Whether the strip has two snaps or more (P2, P7): two rows or more, resting at two
  /// offsets or more on a strip that does not wrap (the first and last rows' rests differ,
  /// snaps being monotonic), by the model's resting offsets.
  var hasTwoSnaps: Bool {
    switch model {
    case .rows(let rows):
      rows.itemCount >= 2 && rows.restingOffsets[0] != rows.restingOffsets[rows.itemCount - 1]
    case .laps(let wrap, _): wrap.itemCount >= 2
    }
  }

  /// On a contained strip, how many snaps lie between the one nearest `offset` and the one
  /// where `row` rests, by the model's snaps (P4: paging counts snaps); nil on any other
  /// strip, whose snaps are its rows.
  ///
  /// - Complexity: O(n) for n rows.
  func snapsTravelled(from offset: Double, toRow row: Int) -> Int? {
    guard case .rows(let rows) = model, rows.containment == .contained else { return nil }
    let snaps = rows.snaps
    return snaps.nearestSnap(toOffset: offset).map { abs(snaps.snapOfRow[row] - $0) }
  }

  /// The snaps of a contained strip with rows, by the model's own natural and resting
  /// offsets (P1, P2); nil on any other strip, whose snaps are its rows.
  ///
  /// - Complexity: O(n) for n rows.
  var containedSnaps: NaiveSnaps? {
    guard case .rows(let rows) = model, rows.containment == .contained, rows.itemCount > 0
    else { return nil }
    return rows.snaps
  }

  /// The number of cells: the rows, times the laps of a wrapping strip.
  var cellCount: Int {
    switch model {
    case .rows(let rows): rows.itemCount
    case .laps(let wrap, _): wrap.cellCount
    }
  }

  /// One lap of a wrapping strip with rows, the distance by which its picture repeats; nil
  /// for a strip that does not wrap.
  var lapLength: Double? {
    if case .laps(let wrap, _) = model { wrap.lapLength } else { nil }
  }

  /// The offsets that bring a cell to the anchor, by the model's own content width.
  var offsetRange: ClosedRange<Double> {
    switch model {
    case .rows(let rows): rows.offsetRange
    case .laps(let wrap, _): wrap.offsetRange
    }
  }

  /// W5's margin of a wrapping strip with rows, the distance from either end within which
  /// no target lies: the lesser of half the wrap reach and a quarter of ``offsetRange``'s
  /// length. Nil for a strip that does not wrap.
  var targetMargin: Double? {
    if case .laps(let wrap, _) = model { wrap.targetMargin } else { nil }
  }

  // MARK: - Cells

  /// The row a cell shows.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  func row(ofCell cell: Int) -> Int {
    switch model {
    case .rows: cell
    case .laps(let wrap, _): wrap.row(ofCell: cell)
    }
  }

  /// The cell that shows `row` in the home lap, where the picker rests (W2, W4).
  ///
  /// - Parameter row: A row in `0..<itemCount`.
  func homeCell(ofRow row: Int) -> Int {
    switch model {
    case .rows: row
    case .laps(let wrap, _): wrap.homeCell(ofRow: row)
    }
  }

  /// The offset that puts a cell's anchor on the viewport's anchor.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  func anchor(ofCell cell: Int) -> Double {
    switch model {
    case .rows(let rows): rows.anchors[cell]
    case .laps(let wrap, _): wrap.offset(ofCell: cell)
    }
  }

  /// Where the content rests on a cell: its anchor, but on a contained strip the row's
  /// resting offset, clamped into the range (P1, P4).
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  func restingOffset(ofCell cell: Int) -> Double {
    switch model {
    case .rows(let rows): rows.restingOffsets[cell]
    case .laps(let wrap, _): wrap.offset(ofCell: cell)
    }
  }

  /// The cell under a point of the content, its frame taken as `minX ..< maxX`; nil in
  /// the gap between two cells, or past either end of the rows.
  ///
  /// - Parameter x: A point in content coordinates (from the content's left end).
  /// - Complexity: O(log c) for a wrapping strip of c cells; O(n) for n rows otherwise.
  func cell(atContentX x: Double) -> Int? {
    switch model {
    case .rows(let rows):
      return rows.frames.firstIndex { $0.meets(x...x) }
    case .laps(let wrap, _):
      let hit = wrap.cells(intersecting: x...x)
      return hit.isEmpty ? nil : hit.lowerBound
    }
  }

  // MARK: - What the user sees

  /// How far the picture moves when the content moves from `start` to `end`: the
  /// distance itself, or, in a wrapping strip, whose picture repeats every lap, the
  /// distance less the nearest whole number of laps.
  func visibleDistance(from start: Double, to end: Double) -> Double {
    let distance = end - start
    guard let lapLength else { return abs(distance) }
    return abs(distance - (distance / lapLength).rounded() * lapLength)
  }

  /// Where the user sees a row with the content at `offset`: how far the anchor of its
  /// cell lies from the viewport's anchor (the offset that anchors the cell, less
  /// `offset`), which keeps the row's place on screen whatever its width or the viewport's.
  /// In a wrapping strip, the copy of the row whose place lies nearest `place` (its anchor
  /// nearest `offset + place`, clamped into the range), among the cells that exist: past
  /// either end no lap repeats the picture.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<itemCount`.
  ///   - offset: The content offset.
  ///   - place: Where to look for a copy: 0, the viewport's anchor, unless given.
  /// - Complexity: O(1); O(log c) for a wrapping strip of c cells.
  func visiblePlace(ofRow row: Int, atOffset offset: Double, near place: Double = 0) -> Double {
    guard case .laps(let wrap, _) = model else { return anchor(ofCell: row) - offset }
    let cell =
      wrap.nearestCopy(of: row, toOffset: offset + place, among: 0..<wrap.cellCount)
      ?? wrap.homeCell(ofRow: row)
    return wrap.offset(ofCell: cell) - offset
  }

  /// Where the user sees the copies of `row` that may lie nearest the anchor at `offset`:
  /// its place, or, on a wrapping strip, the places of its copy nearest the anchor and of
  /// the copies a lap either side that the strip has (the anchor may lie halfway between
  /// two of them, when a strip has one row), each handed to `body` in cell order. Which
  /// of them tie for nearest, up to the cells' rounding, is ``nearestTheAnchor(_:place:)``'s
  /// to say among all the places a judge collects: the picker keeps the lower (W2) and a
  /// judge must not choose for it.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<itemCount`.
  ///   - offset: The content offset.
  ///   - body: Called with each place, without building an array for each row.
  func forEachPlaceNearTheAnchor(
    ofRow row: Int, atOffset offset: Double, _ body: (Double) -> Void
  ) {
    guard case .laps(let wrap, _) = model,
      let cell = wrap.nearestCopy(of: row, toOffset: offset, among: 0..<wrap.cellCount)
    else { return body(visiblePlace(ofRow: row, atOffset: offset)) }
    // Only copies the strip has: at its ends the neighbouring lap holds none.
    let lap = wrap.itemCount
    for copy in stride(from: cell - lap, through: cell + lap, by: lap)
    where copy >= 0 && copy < wrap.cellCount {
      body(wrap.offset(ofCell: copy) - offset)
    }
  }

  /// The elements whose places lie as near the anchor as the nearest, up to the cells'
  /// rounding (twice ``tolerance``): ties a judge must not break for the picker.
  ///
  /// - Parameters:
  ///   - elements: Anything with a place on screen.
  ///   - place: An element's signed distance from the anchor.
  func nearestTheAnchor<Element>(
    _ elements: [Element], place: (Element) -> Double
  ) -> [Element] {
    guard let least = elements.map({ abs(place($0)) }).min() else { return [] }
    return elements.filter { abs(place($0)) <= least + 2 * tolerance }
  }

  // MARK: - W3: the cell a request goes to

  /// The copy of `row` whose anchor lies nearest `offset` (clamped into ``offsetRange``),
  /// among the copies in reach: the shortest way round, forward (the higher cell) on a tie
  /// up to the model's rounding (W3, ``NaiveWrap/nearestCopy(of:toOffset:among:)``). The
  /// row itself in a strip that does not wrap.
  ///
  /// - Parameter row: A row in `0..<itemCount`.
  /// - Returns: The cell, or nil in a wrapping strip when `offset` is not finite or no copy
  ///   of the row is in reach.
  func nearestCopy(ofRow row: Int, to offset: Double) -> Int? {
    guard case .laps(let wrap, let reachable) = model else { return row }
    return wrap.nearestCopy(of: row, toOffset: offset, among: reachable)
  }

  /// The cell a tap on `cell` goes to (W3): `cell` itself, or, when its anchor lies outside
  /// ``offsetRange``, the copy of its row nearest it whose anchor lies inside.
  ///
  /// - Parameter cell: Any cell number: one a lap outside `0..<cellCount` (a step from
  ///   either end of the strip) has a copy in reach too.
  /// - Returns: The cell, or nil in a strip that does not wrap when `cell` is not a row.
  func reachableCopy(ofCell cell: Int) -> Int? {
    guard case .laps(let wrap, let reachable) = model else {
      return cell >= 0 && cell < itemCount ? cell : nil
    }
    let count = wrap.itemCount
    if cell < reachable.lowerBound {
      return cell + (reachable.lowerBound - cell + count - 1) / count * count
    }
    if cell >= reachable.upperBound {
      return cell - (cell - reachable.upperBound + count) / count * count
    }
    return cell
  }

  /// The cell one step from `cell` goes to: the next (`delta` 1) or the previous (-1)
  /// cell, in reach (W3); nil past either end of a strip that does not wrap, and in a
  /// wrapping strip of one row, where steps change nothing (W7).
  func cell(steppedFrom cell: Int, by delta: Int) -> Int? {
    if case .laps = model, itemCount < 2 { return nil }
    return reachableCopy(ofCell: cell + delta)
  }
}
