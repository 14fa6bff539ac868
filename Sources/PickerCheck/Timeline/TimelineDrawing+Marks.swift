import PickerState

// MARK: - Event glyphs, arrows and the failure

extension TimelineDrawing {
  /// The caption of drawn point `index`'s event, for a glyph's tooltip.
  func caption(point index: Int) -> String {
    "event \(SVGNumber.grouped(eventNumber(point: index))): "
      + entries[index - 1].event.timelineLabel
  }

  /// A glyph for each event that has one (``TimelineMark/init(_:)``), on the offset line
  /// (layout, data and options changes across the plot), with the event as its tooltip; a
  /// page dot or arrow also says which above its glyph (``PickerEvent/pageLabel``).
  var marks: String {
    var svg = ""
    for (position, entry) in entries.enumerated() {
      guard let mark = TimelineMark(entry.event) else { continue }
      let index = position + 1
      let x = plot.x(point: index)
      let y = mark.changeDash != nil ? TimelinePlot.top : markY(point: index)
      svg += "<g class=\"\(mark.className)\"><title>\(SVGText.escaped(caption(point: index)))"
      svg += "</title>\(mark.glyph(x: x, y: y))"
      if let label = entry.event.pageLabel {
        svg += "<text x=\"\(n(x))\" y=\"\(n(y - 8))\" text-anchor=\"middle\" "
        svg += "fill=\"\(TimelineColor.page)\" font-size=\"10\">\(SVGText.escaped(label))</text>"
      }
      svg += "</g>\n"
    }
    return svg
  }

  /// An arrow for each `scroll` and `setTargetOffset` effect, from the offset at its event
  /// to the offset asked for, both as shown; dashed for a scroll without animation.
  /// Skipped when either offset is not finite.
  var arrows: String {
    var svg = ""
    for (position, entry) in entries.enumerated() {
      let index = position + 1
      let from = y(point: index) ?? y(point: index - 1)
      for effect in entry.effects {
        let mark: TimelineMark
        let offset: Double
        var isDashed = false
        switch effect {
        case .scroll(let target, let animated):
          (mark, offset, isDashed) = (.scroll, target, !animated)
        case .setTargetOffset(let target): (mark, offset) = (.target, target)
        default: continue
        }
        guard let y1 = from, let y2 = y(offset, on: states[index].layout) else { continue }
        let x1 = plot.x(point: index)
        let x2 = min(x1 + 14, TimelinePlot.right + 12)
        let color = mark == .scroll ? TimelineColor.scroll : TimelineColor.target
        svg += "<line class=\"\(mark.className)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" "
        svg += "x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" stroke-width=\"1.5\" "
        if isDashed { svg += "stroke-dasharray=\"4 3\" " }
        svg += "marker-end=\"url(#arrow-\(mark.className))\">"
        svg += "<title>\(SVGText.escaped(caption(point: index) + " → " + effect.timelineLabel))"
        svg += "</title></line>\n"
      }
    }
    return svg
  }

  /// The longest failure detail drawn, in characters: the line ends before the offset
  /// axis' title, above the plot's right edge.
  static let maximumDetailLength = 135

  /// The failure: a red band and line at the failing event when it is drawn, and the
  /// property's name and detail in red below the header.
  var failureMark: String {
    guard let failure = timeline.failure else { return "" }
    var svg = "<g class=\"failure\">"
    let index = failure.eventNumber - timeline.firstDrawnEvent + 1
    if index >= 0, index < states.count {
      let x = plot.x(point: index)
      let top = n(TimelinePlot.top)
      let height = n(TimelinePlot.bottom - TimelinePlot.top)
      svg += "<rect x=\"\(n(x - 5))\" y=\"\(top)\" width=\"10\" height=\"\(height)\" "
      svg += "fill=\"\(TimelineColor.failure)\" fill-opacity=\"0.12\"/>"
      svg += "<line x1=\"\(n(x))\" y1=\"\(top)\" x2=\"\(n(x))\" "
      svg += "y2=\"\(n(TimelinePlot.bottom))\" stroke=\"\(TimelineColor.failure)\" "
      svg += "stroke-width=\"1.5\"/>"
    }
    let detail = SVGText.truncated(failure.detail, to: Self.maximumDetailLength)
    svg += "<text x=\"16\" y=\"46\" fill=\"\(TimelineColor.failure)\" font-size=\"13\" "
    svg += "font-weight=\"bold\">\(SVGText.escaped("✗ \(failure.property)"))"
    svg += " at event \(SVGNumber.grouped(failure.eventNumber))</text>"
    svg += "<text x=\"16\" y=\"63\" fill=\"\(TimelineColor.failure)\">"
    svg += "\(SVGText.escaped(detail))</text></g>\n"
    return svg
  }
}
