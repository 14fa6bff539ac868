import PickerState

/// The geometry's searches done the naive way, for differential checks: straight loops over
/// the rows in row order, with none of the optimized code's visual indices, galloping
/// searches or closed forms.
///
/// They scan the layout's own per-row answers (`naturalOffset(ofRow:)`, which is
/// `offset(ofRow:)` but in a contained strip, and `frame(ofRow:)`), so they check
/// `nearestRow` and `rows(intersecting:)` against those, exactly; the per-row
/// answers are checked in turn against ``NaiveLayout``, which works them out from the
/// definitions, on every layout change. Scanning the model itself instead would make a
/// tie between two rows depend on the model's rounding, not the layout's.
public enum NaiveGeometry {
  /// The row nearest `offset` by a scan of every row's natural offset (P3): clamped first,
  /// distances compared exactly, ties to the lower row.
  ///
  /// - Parameters:
  ///   - layout: The layout whose own `naturalOffset(ofRow:)` answers are scanned.
  ///   - offset: A content offset.
  /// - Returns: The row, or nil when the layout is empty or `offset` is not finite.
  /// - Complexity: O(n) for n rows.
  public static func nearestRow(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.itemCount > 0, offset.isFinite else { return nil }
    let target = min(max(offset, layout.offsetRange.lowerBound), layout.offsetRange.upperBound)
    return ExactDistance.positionOfNearest(
      among: (0..<layout.itemCount).lazy.map(layout.naturalOffset(ofRow:)), to: target)
  }

  /// The cell nearest `offset` among `cells` whose anchor offsets lie in `offsetRange`, by
  /// a scan of the layout's own `offset(ofCell:)`: clamped first, distances compared
  /// exactly, ties to the lower cell. A wrapping layout's answer is checked by a scan of
  /// the cells around it, where a scan of every cell would cost millions of anchors.
  ///
  /// - Parameters:
  ///   - layout: The layout whose own `offset(ofCell:)` answers are scanned.
  ///   - offset: A content offset.
  ///   - cells: The cells to scan.
  /// - Returns: The cell, or nil when `offset` is not finite or none of `cells` (which lie
  ///   in `0..<cellCount`) is reachable.
  public static func nearestCell(
    in layout: PickerLayout, toOffset offset: Double, among cells: Range<Int>
  ) -> Int? {
    guard offset.isFinite else { return nil }
    let range = layout.offsetRange
    let target = min(max(offset, range.lowerBound), range.upperBound)
    let reachable = cells.filter { range.contains(layout.offset(ofCell: $0)) }
    return ExactDistance.positionOfNearest(
      among: reachable.lazy.map(layout.offset(ofCell:)), to: target
    ).map { reachable[$0] }
  }

  /// The rows whose frames, taken as `minX ..< maxX`, meet `range`, by a scan of every row.
  ///
  /// - Parameters:
  ///   - layout: The layout whose own `frame(ofRow:)` answers are scanned.
  ///   - range: A span of content offsets.
  /// - Returns: The rows that meet it, in row order.
  /// - Complexity: O(n) for n rows.
  public static func rows(in layout: PickerLayout, intersecting range: ClosedRange<Double>)
    -> [Int]
  {
    (0..<layout.itemCount).filter { frame(ofRow: $0, in: layout, meets: range) }
  }

  /// Whether a row's frame, taken as `minX ..< maxX`, meets `range`.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<layout.itemCount`.
  ///   - layout: The layout whose `frame(ofRow:)` is asked.
  ///   - range: A span of content offsets.
  /// - Returns: Whether the frame and the span share a point.
  public static func frame(
    ofRow row: Int, in layout: PickerLayout, meets range: ClosedRange<Double>
  ) -> Bool {
    layout.frame(ofRow: row).meets(range)
  }

  /// What is wrong with `found`, the answer of `layout.nearestRow(toOffset: offset)` for a
  /// finite offset, or nil: the answer with `hint` must be the same, and the row the
  /// nearest, by a full scan on layouts of up to `scanLimit` rows and by its neighbours
  /// beyond.
  static func nearestRowFault(
    _ found: Int, in layout: PickerLayout, toOffset offset: Double, hint: Int?, scanLimit: Int
  ) -> String? {
    // The messages are built only on failure: this runs after most events.
    let hinted = layout.nearestRow(toOffset: offset, near: hint)
    guard hinted == found else {
      return "nearestRow(toOffset: \(offset)) is \(found), "
        + "near \(hint.map(String.init) ?? "nil") \(hinted ?? -1)"
    }
    if layout.itemCount <= scanLimit {
      let naive = nearestRow(in: layout, toOffset: offset)
      return naive == found
        ? nil : "nearestRow(toOffset: \(offset)) is \(found), a scan finds \(naive ?? -1)"
    }
    return isLocallyNearest(found, in: layout, toOffset: offset)
      ? nil : "nearestRow(toOffset: \(offset)) is \(found), which has a nearer neighbour"
  }

  /// Whether `row`'s natural offset is at least as near `offset` as its neighbours' (ties
  /// to the lower row), the O(1) check used on layouts too large to scan.
  static func isLocallyNearest(_ row: Int, in layout: PickerLayout, toOffset offset: Double)
    -> Bool
  {
    let target = min(max(offset, layout.offsetRange.lowerBound), layout.offsetRange.upperBound)
    let anchor = layout.naturalOffset(ofRow: row)
    if row > 0
      && !ExactDistance.isNearer(anchor, than: layout.naturalOffset(ofRow: row - 1), to: target)
    {
      return false
    }
    if row + 1 < layout.itemCount
      && ExactDistance.isNearer(layout.naturalOffset(ofRow: row + 1), than: anchor, to: target)
    {
      return false
    }
    return true
  }
}
