import PickerState

// MARK: - The offset as the user sees it

extension TimelineDrawing {
  /// Why the offset line breaks before a drawn point.
  enum LineBreak: Equatable {
    /// The event switched to another layout, whose offsets are another strip's.
    case layoutChange
    /// The picker moved the content of a wrapping strip without animation by about a lap
    /// or more (`laps`, the nearest whole number, negative towards smaller offsets), as it
    /// does to bring a drag or a rest back to the home lap: the user sees the same cells,
    /// or the move within a lap that came with it, not a fall of whole laps.
    case recentring(laps: Int)
  }

  /// An offset as the user sees it: on a wrapping strip, measured from its home lap, so
  /// that the home lap reads as a strip that does not wrap and a move to it from another
  /// layout is no cliff of tens of thousands of points; elsewhere the offset itself.
  ///
  /// - Parameters:
  ///   - offset: A content offset on `layout`.
  ///   - layout: The layout the offset belongs to.
  static func shownOffset(_ offset: Double, on layout: PickerLayout) -> Double {
    offset - shownOrigin(of: layout)
  }

  /// The content offset shown as 0 on a layout: the start of a wrapping strip's home lap
  /// (``PickerLayout/homeLap`` laps along), 0 for a layout that does not wrap.
  static func shownOrigin(of layout: PickerLayout) -> Double {
    layout.wrapsAround ? Double(layout.homeLap) * layout.lapLength : 0
  }

  /// The SVG y coordinate of an offset on `layout`, as shown; nil when it is not finite.
  func y(_ offset: Double, on layout: PickerLayout) -> Double? {
    plot.y(Self.shownOffset(offset, on: layout))
  }

  /// The SVG y coordinate of the offset at drawn point `index`; nil when it is not finite.
  func y(point index: Int) -> Double? {
    y(states[index].offset, on: states[index].layout)
  }

  /// Why the line breaks before drawn point `index` (from 1), or nil when it goes on.
  func lineBreak(before index: Int) -> LineBreak? {
    let before = states[index - 1]
    let after = states[index]
    guard before.layout == after.layout else { return .layoutChange }
    let lapLength = after.layout.lapLength
    guard after.layout.wrapsAround, lapLength > 0 else { return nil }
    let laps = ((after.offset - before.offset) / lapLength).rounded()
    guard laps != 0, laps.magnitude < 1e9 else { return nil }
    let movedWithoutAnimation = entries[index - 1].effects.contains {
      if case .scroll(after.offset, false) = $0 { true } else { false }
    }
    return movedWithoutAnimation ? .recentring(laps: Int(laps)) : nil
  }

  /// The picker's offset after each event, as shown, as polylines: one per run of drawn
  /// points, broken where an offset is not finite and at each ``LineBreak``.
  var offsetLine: String {
    var svg = ""
    var points: [String] = []
    func flush() {
      guard !points.isEmpty else { return }
      svg += "<polyline class=\"offset\" points=\"\(points.joined(separator: " "))\" "
      svg += "fill=\"none\" stroke=\"\(TimelineColor.offset)\" stroke-width=\"1.6\" "
      svg += "stroke-linejoin=\"round\"/>\n"
      points = []
    }
    for index in states.indices {
      if index > 0, lineBreak(before: index) != nil { flush() }
      guard let y = y(point: index) else {
        flush()
        continue
      }
      points.append("\(n(plot.x(point: index))),\(n(y))")
    }
    flush()
    return svg
  }

  /// A mark at each re-centring (``LineBreak/recentring(laps:)``): the glyph at the offset
  /// the content moved to, with the event and the laps as its tooltip.
  var recentringMarks: String {
    var svg = ""
    for index in states.indices.dropFirst() {
      guard case .recentring(let laps) = lineBreak(before: index) else { continue }
      let moved = "moved by \(laps) lap\(laps.magnitude == 1 ? "" : "s")"
      svg += "<g class=\"\(TimelineMark.recentring.className)\">"
      svg += "<title>\(SVGText.escaped(caption(point: index) + ": " + moved))</title>"
      svg += "\(TimelineMark.recentring.glyph(x: plot.x(point: index), y: markY(point: index)))"
      svg += "</g>\n"
    }
    return svg
  }

  /// Whether any drawn picker is on a wrapping strip, whose offsets the picture measures
  /// from its home lap.
  var drawsWrappingStrip: Bool { states.contains { $0.layout.wrapsAround } }
}
