import PickerState

// MARK: - Anchors and the selected band

extension TimelineDrawing {
  /// The most anchor lines drawn in one layout span; denser anchors are thinned.
  static let maximumAnchorLines = 100
  /// The most anchor labels in one layout span.
  static let maximumAnchorLabels = 30

  /// The spans of drawn points between layout changes: each span's first point, and the
  /// layout it draws. A span ends where the next begins.
  var layoutSpans: [(start: Int, layout: PickerLayout)] {
    var spans = [(start: 0, layout: states[0].layout)]
    for (index, entry) in entries.enumerated() {
      guard case .layoutChanged = entry.event else { continue }
      let layout = states[index + 1].layout
      if layout != spans[spans.count - 1].layout { spans.append((index + 1, layout)) }
    }
    return spans
  }

  /// The SVG x range of layout span `index` of `spans`: the first from the plot's left,
  /// the last to its right.
  func xRange(ofSpan index: Int, _ spans: [(start: Int, layout: PickerLayout)]) -> (
    Double, Double
  ) {
    let low = index == 0 ? TimelinePlot.left : plot.x(point: spans[index].start)
    let high = index + 1 < spans.count ? plot.x(point: spans[index + 1].start) : TimelinePlot.right
    return (low, high)
  }

  /// The anchors in the drawn offset span, as a range of rows (of cells, when the layout
  /// wraps), nil when there are none.
  func anchorIndices(_ layout: PickerLayout) -> ClosedRange<Int>? {
    let count = layout.wrapsAround ? layout.cellCount : layout.itemCount
    guard count > 0 else { return nil }
    func nearest(_ offset: Double) -> Int? {
      layout.wrapsAround
        ? layout.nearestCell(toOffset: offset) : layout.nearestRow(toOffset: offset)
    }
    guard let a = nearest(plot.yLow), let b = nearest(plot.yHigh) else { return nil }
    let low = max(min(a, b), 1) - 1
    let high = min(max(a, b), count - 2) + 1
    return low <= high ? low...high : nil
  }

  /// A row's or a cell's anchor offset.
  func anchorOffset(_ index: Int, _ layout: PickerLayout) -> Double {
    layout.wrapsAround ? layout.offset(ofCell: index) : layout.offset(ofRow: index)
  }

  /// A row's or a cell's label: "row 3", or "cell 17 · row 2" in a wrapping strip.
  func anchorLabel(_ index: Int, _ layout: PickerLayout) -> String {
    guard layout.wrapsAround else { return "row \(SVGNumber.grouped(index))" }
    let row = layout.row(ofCell: index)
    return "cell \(SVGNumber.grouped(index)) · row \(SVGNumber.grouped(row))"
  }

  /// The anchors as labelled horizontal lines, per layout span (labelled in the left
  /// margin for the first, inside a later one at least 48 wide), only those in the drawn
  /// offsets, thinned to ``maximumAnchorLines`` lines and ``maximumAnchorLabels`` labels
  /// per span.
  var anchors: String {
    var svg = ""
    let spans = layoutSpans
    for (spanIndex, span) in spans.enumerated() {
      guard let indices = anchorIndices(span.layout) else { continue }
      let (x1, x2) = xRange(ofSpan: spanIndex, spans)
      // The range is exact but for a neighbour at either end: stride over it, never list
      // it, for a strip of millions of rows.
      let count = indices.count
      let lineStride = max(1, (count + Self.maximumAnchorLines - 1) / Self.maximumAnchorLines)
      let lines = (count + lineStride - 1) / lineStride
      let labelStride = max(1, (lines + Self.maximumAnchorLabels - 1) / Self.maximumAnchorLabels)
      let drawn = stride(from: indices.lowerBound, through: indices.upperBound, by: lineStride)
      for (line, index) in drawn.enumerated() {
        guard plot.contains(anchorOffset(index, span.layout)) else { continue }
        guard let y = plot.y(anchorOffset(index, span.layout)) else { continue }
        svg += "<g class=\"anchor\"><line x1=\"\(n(x1))\" y1=\"\(n(y))\" x2=\"\(n(x2))\" "
        svg += "y2=\"\(n(y))\" stroke=\"\(TimelineColor.anchor)\" stroke-width=\"1\"/>"
        // A later span's labels sit inside it, when it is wide enough to hold them.
        if line % labelStride == 0, spanIndex == 0 || x2 - x1 >= 48 {
          let labelX = spanIndex == 0 ? x1 - 4 : x1 + 4
          let anchor = spanIndex == 0 ? "end" : "start"
          svg += "<text x=\"\(n(labelX))\" y=\"\(n(y + 3.5))\" text-anchor=\"\(anchor)\" "
          svg += "fill=\"#666666\" font-size=\"10\">"
          svg += "\(SVGText.escaped(anchorLabel(index, span.layout)))</text>"
        }
        svg += "</g>\n"
      }
    }
    return svg
  }

  /// The selected row's anchor offset for a picker: in a wrapping strip, that of the
  /// selected row's cell nearest the offset. Nil when nothing is selected.
  func selectedAnchor(_ state: PickerState) -> Double? {
    let layout = state.layout
    guard let row = state.selectedRow, row >= 0, row < layout.itemCount else { return nil }
    guard layout.wrapsAround else { return layout.offset(ofRow: row) }
    let home = layout.homeCell(ofRow: row)
    guard let near = layout.nearestCell(toOffset: state.offset) else {
      return layout.offset(ofCell: home)
    }
    let base = near - layout.row(ofCell: near) + row
    var best = home
    var bestDistance = Double.infinity
    for cell in [base - layout.itemCount, base, base + layout.itemCount]
    where cell >= 0 && cell < layout.cellCount {
      let distance = (layout.offset(ofCell: cell) - state.offset).magnitude
      if distance < bestDistance { (best, bestDistance) = (cell, distance) }
    }
    return layout.offset(ofCell: best)
  }

  /// The selected row as translucent bands around its anchor, one per run of drawn points
  /// with the same selected anchor; the last point's state reaches the plot's right.
  var selectedBands: String {
    var svg = ""
    var runStart = 0
    let anchors = states.map(selectedAnchor)
    for index in 1...states.count {
      guard index == states.count || anchors[index] != anchors[runStart] else { continue }
      if let offset = anchors[runStart], plot.contains(offset), let y = plot.y(offset) {
        let x1 = plot.x(point: runStart)
        let x2 = index == states.count ? TimelinePlot.right : plot.x(point: index)
        svg += "<rect class=\"selected-band\" x=\"\(n(x1))\" y=\"\(n(y - 7))\" "
        svg += "width=\"\(n(max(x2 - x1, 1)))\" height=\"14\" fill=\"\(TimelineColor.band)\" "
        svg += "fill-opacity=\"0.3\"/>\n"
      }
      runStart = index
    }
    return svg
  }
}
