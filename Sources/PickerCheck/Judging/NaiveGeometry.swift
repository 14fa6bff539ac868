import PickerState

/// A deliberately naive O(n) model of the geometry, for differential checks: straight
/// loops over the rows in row order, with none of the optimized code's visual indices,
/// galloping searches or closed forms.
public enum NaiveGeometry {
  /// The row nearest `offset` by a scan of every row's anchor offset: clamped first, ties
  /// to the lower row; nil when empty or `offset` is not finite.
  public static func nearestRow(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.itemCount > 0, offset.isFinite else { return nil }
    let target = min(max(offset, layout.offsetRange.lowerBound), layout.offsetRange.upperBound)
    var best = 0
    var bestDistance = Double.infinity
    for row in 0..<layout.itemCount {
      let distance = abs(layout.offset(ofRow: row) - target)
      if distance < bestDistance {
        best = row
        bestDistance = distance
      }
    }
    return best
  }

  /// The rows whose frames, taken as `minX ..< maxX`, meet `range`, by a scan of every row.
  public static func rows(in layout: PickerLayout, intersecting range: ClosedRange<Double>)
    -> [Int]
  {
    (0..<layout.itemCount).filter { frame(ofRow: $0, in: layout, meets: range) }
  }

  /// Whether a row's frame, taken as `minX ..< maxX`, meets `range`.
  public static func frame(
    ofRow row: Int, in layout: PickerLayout, meets range: ClosedRange<Double>
  ) -> Bool {
    let frame = layout.frame(ofRow: row)
    return frame.minX <= range.upperBound && frame.maxX > range.lowerBound
  }

  /// Each row's anchor offset, summed from the insets and widths in row order.
  public static func anchorOffsets(of layout: PickerLayout) -> [Double] {
    let count = layout.itemCount
    let widths = (0..<count).map { layout.frame(ofRow: $0).width }
    let viewport = layout.viewportWidth
    let isLeftToRight = layout.direction == .leftToRight
    // The anchor's distance from the row's leading edge, and the viewport's anchor from
    // the viewport's leading edge, in the reading direction.
    let rowAnchor: (Double) -> Double
    let viewportAnchor: Double
    switch layout.alignment {
    case .center:
      rowAnchor = { $0 / 2 }
      viewportAnchor = viewport / 2
    case .leading(let padding):
      rowAnchor = { _ in 0 }
      viewportAnchor = padding
    case .trailing(let padding):
      rowAnchor = { $0 }
      viewportAnchor = viewport - padding
    }
    var offsets = [Double]()
    var leadingEdge = layout.leadingInset
    for row in 0..<count {
      // Distance from the content's leading end to the row's anchor.
      let anchorFromLeadingEnd = leadingEdge + rowAnchor(widths[row])
      let offsetFromLeadingEnd = anchorFromLeadingEnd - viewportAnchor
      offsets.append(
        isLeftToRight
          ? offsetFromLeadingEnd : layout.contentWidth - viewport - offsetFromLeadingEnd)
      leadingEdge += widths[row] + layout.spacing
    }
    return offsets
  }

  /// Whether `row` is at least as near `offset` as its neighbours (ties to the lower row),
  /// the O(1) check used on layouts too large to scan.
  static func isLocallyNearest(_ row: Int, in layout: PickerLayout, toOffset offset: Double)
    -> Bool
  {
    let target = min(max(offset, layout.offsetRange.lowerBound), layout.offsetRange.upperBound)
    let distance = abs(layout.offset(ofRow: row) - target)
    if row > 0 && abs(layout.offset(ofRow: row - 1) - target) <= distance { return false }
    if row + 1 < layout.itemCount && abs(layout.offset(ofRow: row + 1) - target) < distance {
      return false
    }
    return true
  }
}
