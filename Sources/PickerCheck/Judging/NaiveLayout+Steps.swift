import PickerState

// MARK: - The steps of the naive model, shared by the whole model and by one row's anchor

extension NaiveLayout {
  /// The rules' insets: the inset before row 0 and the inset after the last row, on their
  /// own sides of the strip.
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width, `W`.
  ///   - firstWidth: Row 0's width (0 without rows).
  ///   - lastWidth: The last row's width (0 without rows).
  ///   - alignment: Where the selected row rests in the viewport, with its padding.
  static func insets(
    viewportWidth: Double, firstWidth: Double, lastWidth: Double, alignment: PickerAlignment
  ) -> (leading: Double, trailing: Double) {
    switch alignment {
    case .center: ((viewportWidth - firstWidth) / 2, (viewportWidth - lastWidth) / 2)
    case .leading(let padding): (padding, viewportWidth - padding - lastWidth)
    case .trailing(let padding): (viewportWidth - padding - firstWidth, padding)
    }
  }

  /// The insets of a strip: the rules'
  /// (``insets(viewportWidth:firstWidth:lastWidth:alignment:)``), or on a contained strip
  /// with rows P1's: the alignment's padding at both ends, or, when the rows fit, the gaps
  /// that place their block as the alignment says, with the content as wide as the
  /// viewport (`fitsWidth`, nil otherwise).
  ///
  /// - Parameters:
  ///   - viewportWidth: The visible width, `W`.
  ///   - count: The number of rows.
  ///   - width: Each row's width.
  ///   - spacing: The gap between neighbouring rows.
  ///   - alignment: Where the selected row rests in the viewport, with its padding.
  ///   - containment: Whether the strip ends at its outer rows (P1).
  /// - Complexity: O(n) for n rows on a contained strip, O(1) otherwise.
  @inline(__always)
  static func insets(
    viewportWidth: Double, count: Int, width: (Int) -> Double, spacing: Double,
    alignment: PickerAlignment, containment: PickerContainment
  ) -> (leading: Double, trailing: Double, fitsWidth: Double?) {
    guard containment == .contained && count > 0 else {
      let insets = Self.insets(
        viewportWidth: viewportWidth, firstWidth: count > 0 ? width(0) : 0,
        lastWidth: count > 0 ? width(count - 1) : 0, alignment: alignment)
      return (insets.leading, insets.trailing, nil)
    }
    let padding = alignment.naivePadding
    let span = Self.span(count: count, width: width, spacing: spacing)
    guard span + 2 * padding <= viewportWidth else { return (padding, padding, nil) }
    let leading: Double
    switch alignment {
    case .center: leading = (viewportWidth - span) / 2
    case .leading: leading = padding
    case .trailing: leading = viewportWidth - padding - span
    }
    return (leading, viewportWidth - span - leading, viewportWidth)
  }

  /// The rows' widths plus the spacing between them, `span` in P1: 0 without rows.
  ///
  /// - Complexity: O(n) for n rows.
  @inline(__always)
  static func span(count: Int, width: (Int) -> Double, spacing: Double) -> Double {
    var span = 0.0
    for row in 0..<count { span += row > 0 ? spacing + width(row) : width(row) }
    return span
  }

  /// Lays the rows out one by one from the content's leading end, in row order: hands each
  /// row's index, leading edge and width to `body`, and returns where the last row ends
  /// (the leading inset without rows), before the trailing inset.
  ///
  /// - Parameters:
  ///   - count: The number of rows.
  ///   - width: Each row's width.
  ///   - leadingInset: The inset before row 0.
  ///   - spacing: The gap between neighbouring rows.
  ///   - body: Called for each row, in row order.
  /// - Complexity: O(n) for n rows.
  @inline(__always)
  static func walkRows(
    count: Int, width: (Int) -> Double, leadingInset: Double, spacing: Double,
    _ body: (_ row: Int, _ leadingEdge: Double, _ width: Double) -> Void
  ) -> Double {
    var edge = leadingInset
    for row in 0..<count {
      if row > 0 { edge += spacing }
      let rowWidth = width(row)
      body(row, edge, rowWidth)
      edge += rowWidth
    }
    return edge
  }

  /// Where a row lies in content coordinates (its frame's `minX`) and the offset that puts
  /// its anchor on the viewport's anchor, from its leading edge measured from the content's
  /// leading end.
  ///
  /// - Parameters:
  ///   - leadingEdge: The row's leading edge, from the content's leading end.
  ///   - width: The row's width.
  ///   - contentWidth: The insets, the rows and the spacing between them.
  ///   - viewportWidth: The visible width.
  ///   - alignment: Where the selected row rests in the viewport, with its padding.
  ///   - direction: Whether row 0 is on the left or on the right.
  @inline(__always)
  static func place(
    leadingEdge: Double, width: Double, contentWidth: Double, viewportWidth: Double,
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) -> (minX: Double, anchor: Double) {
    // How far the content must scroll, from its leading end, to put the row's anchor on the
    // viewport's anchor.
    let scrolled =
      leadingEdge + width * alignment.naiveAnchorFraction
      - alignment.naiveViewportAnchor(viewportWidth: viewportWidth)
    switch direction {
    case .leftToRight: return (leadingEdge, scrolled)
    case .rightToLeft:
      return (contentWidth - leadingEdge - width, contentWidth - viewportWidth - scrolled)
    }
  }
}

// MARK: - One row

extension NaiveLayout {
  /// A row's width as the model reads it off a layout: the layout's `uniformItemWidth`, or
  /// `frame(ofRow:).width`, the width it was given (``init(_:)``).
  ///
  /// - Parameters:
  ///   - row: A row in `0..<layout.itemCount`.
  ///   - layout: The layout to model.
  @inline(__always)
  static func width(ofRow row: Int, in layout: PickerLayout) -> Double {
    layout.uniformItemWidth ?? layout.frame(ofRow: row).width
  }

  /// One row's anchor exactly as ``anchors`` gives it, with the lengths the model's rounding
  /// is measured by (``ScrollViewCells``), worked out from `layout`'s parameters by the same
  /// steps as ``init(_:)`` but without an array of frames or anchors: for a judge that reads
  /// one anchor of a layout on every change of rows. On a contained strip it is the row's
  /// natural offset (P1), with P1's insets.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<layout.itemCount`.
  ///   - layout: The layout to model.
  /// - Returns: The row's anchor, the content's width and the two insets.
  /// - Complexity: O(n) for n rows, without allocating.
  static func anchor(ofRow row: Int, in layout: PickerLayout) -> (
    anchor: Double, contentWidth: Double, leadingInset: Double, trailingInset: Double
  ) {
    let count = layout.itemCount
    // A wrapping strip is one anchored lap, as in ``init(_:)``.
    let insets = Self.insets(
      viewportWidth: layout.viewportWidth, count: count, width: { width(ofRow: $0, in: layout) },
      spacing: layout.spacing, alignment: layout.alignment,
      containment: layout.wrapsAround ? .anchored : layout.containment)
    var rowEdge = 0.0
    var rowWidth = 0.0
    let walked =
      walkRows(
        count: count, width: { width(ofRow: $0, in: layout) }, leadingInset: insets.leading,
        spacing: layout.spacing
      ) { index, edge, width in
        if index == row { (rowEdge, rowWidth) = (edge, width) }
      } + insets.trailing
    let contentWidth = insets.fitsWidth ?? walked
    let place = Self.place(
      leadingEdge: rowEdge, width: rowWidth, contentWidth: contentWidth,
      viewportWidth: layout.viewportWidth, alignment: layout.alignment,
      direction: layout.direction)
    return (place.anchor, contentWidth, insets.leading, insets.trailing)
  }
}
