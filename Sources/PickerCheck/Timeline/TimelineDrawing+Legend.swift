import PickerState

// MARK: - The legend

extension TimelineDrawing {
  /// The legend, right of the plot: the offset line, the selected band, an anchor, each
  /// glyph and arrow, and the failure, each with what it means; a snap's tick when a
  /// contained strip is drawn; and, when a wrapping strip is drawn, that its offsets count
  /// from its home lap.
  var legend: String {
    let x = TimelinePlot.right + 62
    var y = TimelinePlot.top + 30
    var svg = "<g class=\"legend\">"
    svg += "<text x=\"\(n(x))\" y=\"\(n(y - 18))\" font-weight=\"bold\">Legend</text>"
    func entry(_ glyph: String, _ text: String) {
      svg += glyph
      svg += "<text x=\"\(n(x + 24))\" y=\"\(n(y + 4))\" fill=\"#333333\">\(text)</text>"
      y += 22
    }
    entry(
      "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 16))\" y2=\"\(n(y))\" "
        + "stroke=\"\(TimelineColor.offset)\" stroke-width=\"1.6\"/>", "offset after event")
    entry(
      "<rect x=\"\(n(x))\" y=\"\(n(y - 7))\" width=\"16\" height=\"14\" "
        + "fill=\"\(TimelineColor.band)\" fill-opacity=\"0.3\"/>", "selected row")
    entry(
      "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 16))\" y2=\"\(n(y))\" "
        + "stroke=\"\(TimelineColor.anchor)\"/>", "row anchor")
    if drawsContainedStrip {
      entry(
        "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 10))\" y2=\"\(n(y))\" "
          + "stroke=\"\(TimelineColor.page)\" stroke-width=\"2\"/>", "snap (contained strip)")
    }
    for mark in TimelineMark.allCases {
      let glyph: String
      switch mark {
      case .layoutChange, .dataChange, .optionsChange:
        let dash = mark.changeDash ?? ""
        glyph =
          "<line x1=\"\(n(x + 8))\" y1=\"\(n(y - 8))\" x2=\"\(n(x + 8))\" y2=\"\(n(y + 8))\" "
          + "stroke=\"\(TimelineColor.change)\" stroke-dasharray=\"\(dash)\"/>"
      case .scroll, .target: glyph = mark.glyph(x: x + 16, y: y - 4)
      default: glyph = mark.glyph(x: x + 8, y: y)
      }
      entry(glyph, SVGText.escaped(mark.legendText))
    }
    entry(
      "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 16))\" y2=\"\(n(y))\" "
        + "stroke=\"\(TimelineColor.scroll)\" stroke-dasharray=\"4 3\"/>", "dashed: not animated")
    entry(
      "<rect x=\"\(n(x + 3))\" y=\"\(n(y - 8))\" width=\"10\" height=\"16\" "
        + "fill=\"\(TimelineColor.failure)\" fill-opacity=\"0.3\"/>", "failing event")
    if drawsWrappingStrip {
      for line in ["On a wrapping strip, the offset", "counts from its home lap."] {
        svg += "<text x=\"\(n(x))\" y=\"\(n(y + 4))\" fill=\"#333333\">\(line)</text>"
        y += 16
      }
    }
    svg += "</g>\n"
    return svg
  }
}
