import PickerState

// MARK: - Anchors and the selected band

extension TimelineDrawing {
  /// The most anchor lines drawn in one layout span; denser anchors are thinned.
  static let maximumAnchorLines = 100
  /// The size of an anchor's label.
  static let labelFontSize = 10.0
  /// The least vertical distance between two labelled anchors of a span, so that their
  /// labels never print over each other.
  static let labelSpacing = 16.0

  /// The spans of drawn points between layout changes: each span's first point, and the
  /// layout it draws. A span ends where the next begins.
  var layoutSpans: [(start: Int, layout: PickerLayout)] {
    var spans = [(start: 0, layout: states[0].layout)]
    for (index, entry) in entries.enumerated() {
      switch entry.event {
      case .layoutChanged, .rowsChanged: break
      default: continue
      }
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
    func nearest(_ shown: Double) -> Int? {
      let offset = shown + Self.shownOrigin(of: layout)
      return layout.wrapsAround
        ? layout.nearestCell(toOffset: offset) : layout.nearestRow(toOffset: offset)
    }
    guard let a = nearest(plot.yLow), let b = nearest(plot.yHigh) else { return nil }
    let low = max(min(a, b), 1) - 1
    let high = min(max(a, b), count - 2) + 1
    return low <= high ? low...high : nil
  }

  /// A row's or a cell's anchor offset, as shown.
  func anchorOffset(_ index: Int, _ layout: PickerLayout) -> Double {
    let offset = layout.wrapsAround ? layout.offset(ofCell: index) : layout.offset(ofRow: index)
    return Self.shownOffset(offset, on: layout)
  }

  /// A row's or a cell's label: "row 3", also for a cell in a wrapping strip.
  func anchorLabel(_ index: Int, _ layout: PickerLayout) -> String {
    "row \(SVGNumber.grouped(layout.wrapsAround ? layout.row(ofCell: index) : index))"
  }

  /// A cell's tooltip in a wrapping strip, "cell 17 · row 2"; nil for a row elsewhere.
  func anchorTooltip(_ index: Int, _ layout: PickerLayout) -> String? {
    guard layout.wrapsAround else { return nil }
    return "cell \(SVGNumber.grouped(index)) · \(anchorLabel(index, layout))"
  }

  /// The words at the top of the layout and options changes' lines: the x range each
  /// covers, and the anchor y below which a label clears it.
  var changeWords: [(ClosedRange<Double>, Double)] {
    entries.indices.compactMap { position in
      guard let word = TimelineMark(entries[position].event)?.changeWord else { return nil }
      let x = plot.x(point: position + 1) + 3
      return (x...(x + Self.labelWidth(word)), TimelinePlot.top + 22)
    }
  }

  /// How wide a label is drawn, about: 0.6 em a character, wider than the average of a
  /// sans-serif's digits and lowercase letters.
  static func labelWidth(_ text: String) -> Double { Double(text.count) * 0.6 * labelFontSize }

  /// The anchors as horizontal lines, per layout span, only those in the drawn offsets,
  /// thinned to ``maximumAnchorLines`` lines per span and to lines about ``labelSpacing``
  /// apart, labelled with their rows where the labels fit: the first span's in the left
  /// margin, a later span's inside its end when it is wide enough and clear of the words
  /// that name changes, each at least ``labelSpacing`` from the span's previous label.
  var anchors: String {
    var svg = ""
    let spans = layoutSpans
    let words = changeWords
    for (spanIndex, span) in spans.enumerated() {
      guard let indices = anchorIndices(span.layout) else { continue }
      let (x1, x2) = xRange(ofSpan: spanIndex, spans)
      // The range is exact but for a neighbour at either end: stride over it, never list
      // it, for a strip of millions of rows.
      let count = indices.count
      // Lines no closer than labels, so that where they are dense each line drawn can be
      // labelled, rather than a label on every other line that names one row of two.
      let spacing = (TimelinePlot.bottom - TimelinePlot.top) / Double(count)
      let lineStride = max(
        (count + Self.maximumAnchorLines - 1) / Self.maximumAnchorLines,
        Int((Self.labelSpacing / spacing).rounded(.up)), 1)
      var lastLabelY: Double?
      for index in stride(from: indices.lowerBound, through: indices.upperBound, by: lineStride) {
        let offset = anchorOffset(index, span.layout)
        guard plot.contains(offset), let y = plot.y(offset) else { continue }
        svg += "<g class=\"anchor\">"
        if let tooltip = anchorTooltip(index, span.layout) {
          svg += "<title>\(SVGText.escaped(tooltip))</title>"
        }
        svg += "<line x1=\"\(n(x1))\" y1=\"\(n(y))\" x2=\"\(n(x2))\" "
        svg += "y2=\"\(n(y))\" stroke=\"\(TimelineColor.anchor)\" stroke-width=\"1\"/>"
        let label = anchorLabel(index, span.layout)
        // Right-aligned either way: in the left margin, or at a later span's end, clear of
        // the marks and arrows of the event that changed the layout.
        let labelX = spanIndex == 0 ? x1 - 4 : x2 - 4
        let left = labelX - Self.labelWidth(label)
        let fits =
          spanIndex == 0
          || (left >= x1 + 4 && !words.contains { $0.overlaps(left...labelX) && y < $1 })
        if fits, lastLabelY.map({ (y - $0).magnitude >= Self.labelSpacing }) ?? true {
          lastLabelY = y
          svg += "<text x=\"\(n(labelX))\" y=\"\(n(y + 3.5))\" text-anchor=\"end\" "
          svg += "fill=\"#666666\" font-size=\"\(n(Self.labelFontSize))\">"
          svg += "\(SVGText.escaped(label))</text>"
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

  /// The selected row as translucent bands around its anchor (as shown), one per run of
  /// drawn points with the same selected anchor; the last point's state reaches the
  /// plot's right.
  var selectedBands: String {
    var svg = ""
    var runStart = 0
    let anchors = states.map { state in
      selectedAnchor(state).map { Self.shownOffset($0, on: state.layout) }
    }
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
