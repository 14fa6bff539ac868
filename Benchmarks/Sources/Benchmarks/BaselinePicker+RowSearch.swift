import PickerState

// MARK: - Finding the row under the anchor

/// How a ``BaselinePicker`` finds the row whose anchor is nearest an offset: the one thing
/// that tells the fair baseline from the naive one.
enum RowSearch: Hashable, Sendable, CaseIterable {
  /// The library's closed form for uniform widths, from numbers the class keeps
  /// (``UniformRows``), and `PickerLayout.nearestRow(toOffset:near:)`, hinted with the
  /// previous answer, for variable ones: the library's own geometry, O(1) or O(log d), so
  /// the baseline differs from `PickerState` only in being a class that returns arrays.
  case closedForm
  /// A scan of every row's anchor offset, listed once per layout, as a
  /// `layoutAttributesForElements(in:)` loop does: O(n) per search.
  case scan

  /// The baseline's name in reports.
  var name: String {
    switch self {
    case .closedForm: "fair baseline"
    case .scan: "naive scan baseline"
    }
  }

  /// The anchor offsets this search needs for `layout`: every row's, in row order, for
  /// ``scan``; none for ``closedForm``.
  ///
  /// - Complexity: O(n) for ``scan``.
  func anchors(of layout: PickerLayout) -> [Double] {
    switch self {
    case .closedForm: []
    case .scan: (0..<layout.itemCount).map(layout.offset(ofRow:))
    }
  }
}

extension BaselinePicker {
  /// The row whose anchor offset is nearest `offset`, as `PickerLayout.nearestRow(toOffset:)`
  /// defines it: offsets are clamped into `offsetRange` first, a tie goes to the lower row.
  /// On a contained strip, the row whose natural offset is nearest (P3), from the strip's
  /// own arrays, whatever the search.
  ///
  /// - Parameters:
  ///   - offset: A content offset.
  ///   - hint: A row near the answer (the previous one), for ``RowSearch/closedForm``.
  /// - Returns: The row, or nil when there are no rows or `offset` is not finite.
  /// - Complexity: O(n) for ``RowSearch/scan``; O(log n) on a contained strip.
  func nearestRow(toOffset offset: Double, near hint: Int?) -> Int? {
    switch rowSearch {
    case .closedForm:
      if let uniformRows { return uniformRows.nearestRow(toOffset: offset) }
      if let strip { return strip.nearestRow(toOffset: offset) }
      return layout.nearestRow(toOffset: offset, near: hint)
    case .scan:
      if let strip { return strip.nearestRow(toOffset: offset) }
      guard offset.isFinite else { return nil }
      let target = min(max(offset, 0), layout.offsetRange.upperBound)
      var nearest: Int?
      var nearestDistance = Double.infinity
      // In row order with a strict comparison, so that a tie keeps the lower row.
      for (row, anchor) in anchors.enumerated() where abs(anchor - target) < nearestDistance {
        nearest = row
        nearestDistance = abs(anchor - target)
      }
      return nearest
    }
  }
}
