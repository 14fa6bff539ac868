import PickerState

// MARK: - A contained strip's snaps

extension TimelineDrawing {
  /// The length of a snap's tick, inward from each end of its layout span.
  static let snapTickLength = 10.0

  /// Whether the picture draws a contained strip with rows that does not wrap, whose snaps
  /// (P2) it marks.
  var drawsContainedStrip: Bool { states.contains { Self.marksSnaps(of: $0.layout) } }

  /// Whether a layout's snaps are drawn: a contained strip with rows that does not wrap
  /// (an anchored or a wrapping strip's snaps are its rows, drawn as anchors).
  static func marksSnaps(of layout: PickerLayout) -> Bool {
    layout.hasContainedRows
  }

  /// A snap's label: "snap 2".
  static func snapLabel(_ snap: Int) -> String { "snap \(SVGNumber.grouped(snap))" }

  /// A snap's tooltip: its rows and its offset, "snap 2 · rows 2–3 · offset 112".
  static func snapTooltip(_ snap: Int, _ layout: PickerLayout) -> String {
    let rows = layout.rows(ofSnap: snap)
    let first = SVGNumber.grouped(rows.lowerBound)
    let last = SVGNumber.grouped(rows.upperBound - 1)
    let rowsText = rows.count == 1 ? "row \(first)" : "rows \(first)–\(last)"
    return "\(snapLabel(snap)) · \(rowsText) · offset "
      + SVGNumber.format(layout.offset(ofSnap: snap), decimals: 2)
  }

  /// A contained strip's snaps, per layout span, as ticks at their offsets inward from both
  /// ends of the span, as the offset axis marks its values, each with its rows in a
  /// tooltip; labelled inside the span's start where a label clears the previous one by
  /// ``labelSpacing``. Only the snaps in the drawn offsets, at most
  /// ``maximumAnchorLines`` per span, thinned as the anchors are.
  var snaps: String {
    var svg = ""
    let spans = layoutSpans
    for (spanIndex, span) in spans.enumerated() where Self.marksSnaps(of: span.layout) {
      let layout = span.layout
      let origin = Self.shownOrigin(of: layout)
      guard let a = layout.nearestSnap(toOffset: plot.yLow + origin),
        let b = layout.nearestSnap(toOffset: plot.yHigh + origin)
      else { continue }
      let low = max(min(a, b) - 1, 0)
      let high = min(max(a, b) + 1, layout.snapCount - 1)
      let (x1, x2) = xRange(ofSpan: spanIndex, spans)
      let tick = min(Self.snapTickLength, (x2 - x1) / 2)
      let lineStride = max((high - low + Self.maximumAnchorLines) / Self.maximumAnchorLines, 1)
      var lastLabelY: Double?
      for snap in stride(from: low, through: high, by: lineStride) {
        let offset = Self.shownOffset(layout.offset(ofSnap: snap), on: layout)
        guard plot.contains(offset), let y = plot.y(offset) else { continue }
        svg += "<g class=\"snap\"><title>\(SVGText.escaped(Self.snapTooltip(snap, layout)))"
        svg += "</title>"
        for (from, to) in [(x1, x1 + tick), (x2, x2 - tick)] {
          svg += "<line x1=\"\(n(from))\" y1=\"\(n(y))\" x2=\"\(n(to))\" y2=\"\(n(y))\" "
          svg += "stroke=\"\(TimelineColor.page)\" stroke-width=\"2\"/>"
        }
        if lastLabelY.map({ (y - $0).magnitude >= Self.labelSpacing }) ?? true {
          lastLabelY = y
          svg += "<text x=\"\(n(x1 + tick + 3))\" y=\"\(n(y + 3.5))\" "
          svg += "fill=\"\(TimelineColor.page)\" font-size=\"\(n(Self.labelFontSize))\">"
          svg += "\(SVGText.escaped(Self.snapLabel(snap)))</text>"
        }
        svg += "</g>\n"
      }
    }
    return svg
  }
}
