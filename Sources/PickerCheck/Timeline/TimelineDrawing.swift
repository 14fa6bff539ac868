import PickerState

/// What the drawing of a ``Timeline`` needs at hand: its drawn events, the picker at each
/// drawn point, and the plot's scales. Each part of the picture is drawn in its own file.
struct TimelineDrawing {
  /// The timeline drawn.
  let timeline: Timeline
  /// The drawn events, oldest first: the kept ones, or a failure's window of them.
  let entries: [Timeline.Entry]
  /// The picker at each drawn point: before the first drawn event, then after each.
  let states: [PickerState]
  /// The plot's frame and scales.
  let plot: TimelinePlot
  /// The system font stack, a sans-serif on every platform.
  static let font = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"

  /// Prepares to draw a timeline.
  init(_ timeline: Timeline) {
    self.timeline = timeline
    let kept = timeline.entries
    let drawn = timeline.drawnPositions
    entries = Array(kept[drawn])
    let start = drawn.lowerBound == 0 ? timeline.start : kept[drawn.lowerBound - 1].after
    states = [start] + entries.map(\.after)
    var offsets = states.map { Self.shownOffset($0.offset, on: $0.layout) }
    for (position, entry) in entries.enumerated() {
      let layout = states[position + 1].layout
      for effect in entry.effects {
        switch effect {
        case .scroll(let offset, _), .setTargetOffset(let offset):
          offsets.append(Self.shownOffset(offset, on: layout))
        default: break
        }
      }
    }
    let failurePoint = timeline.failure.map { $0.eventNumber - timeline.firstDrawnEvent + 1 }
    plot = TimelinePlot(
      firstEvent: timeline.firstDrawnEvent, times: entries.map(\.time), offsets: offsets,
      failurePoint: failurePoint)
  }

  /// The number of the event drawn at point `index` (the start is point 0).
  func eventNumber(point index: Int) -> Int { timeline.firstDrawnEvent - 1 + index }

  /// The SVG y coordinate at drawn point `index`: the offset after it, else before it,
  /// else the plot's top.
  func markY(point index: Int) -> Double {
    y(point: index) ?? (index > 0 ? y(point: index - 1) : nil) ?? TimelinePlot.top
  }

  /// A coordinate, rounded to 0.1.
  func n(_ value: Double) -> String { SVGNumber.format(value) }

  /// The document's opening: XML declaration, root element, title, arrowheads, background
  /// and header.
  var prologue: String {
    let width = n(TimelinePlot.width)
    let height = n(TimelinePlot.height)
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
    svg += "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
    svg += "font-family=\"\(Self.font)\" font-size=\"11\">\n"
    svg += "<title>\(SVGText.escaped(title))</title>\n"
    svg += "<defs>\n"
    for (id, color) in [
      ("arrow-scroll", TimelineColor.scroll), ("arrow-target", TimelineColor.target),
    ] {
      svg += "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
      svg += "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
      svg += "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n"
    }
    svg += "</defs>\n"
    svg += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    svg += "<text class=\"header\" x=\"16\" y=\"24\" font-size=\"14\" font-weight=\"bold\">"
    svg += "\(SVGText.escaped(header))</text>\n"
    return svg
  }

  /// The document's title: what the picture shows, and the failure.
  var title: String {
    guard let failure = timeline.failure else { return "PickerState timeline" }
    return "PickerState timeline: \(failure.property) at event "
      + SVGNumber.grouped(failure.eventNumber)
  }

  /// The header line: rows, wrapping, the events drawn and the x axis' unit.
  var header: String {
    let layout = states[states.count - 1].layout
    let rows = layout.itemCount == 1 ? "1 row" : "\(SVGNumber.grouped(layout.itemCount)) rows"
    var text = "PickerState timeline · \(rows)"
    text += layout.wrapsAround ? ", wrapping" : ", not wrapping"
    if entries.isEmpty {
      text += " · no events"
    } else {
      let first = SVGNumber.grouped(timeline.firstDrawnEvent)
      let last = SVGNumber.grouped(timeline.firstDrawnEvent + entries.count - 1)
      text += entries.count == 1 ? " · event \(first)" : " · events \(first)–\(last)"
      text += " of \(SVGNumber.grouped(historyEventCount))"
    }
    text += plot.usesTime ? " · x: time (s)" : " · x: event number"
    return text
  }

  /// The number of events the header says the history holds.
  var historyEventCount: Int { timeline.historyEventCount ?? timeline.eventCount }
}

/// The colours of the picture's marks.
enum TimelineColor {
  /// The picker's offset line.
  static let offset = "#1f4fbf"
  /// Scroll arrows.
  static let scroll = "#7b3fbf"
  /// Target arrows.
  static let target = "#e07b00"
  /// The failure.
  static let failure = "#d00000"
  /// Finger glyphs.
  static let finger = "#2a8f3a"
  /// Tap glyphs.
  static let tap = "#0a7d8c"
  /// Select glyphs.
  static let select = "#b0308a"
  /// Page dots and arrows, and a contained strip's snaps, which they select.
  static let page = "#8d5524"
  /// Timer-fire glyphs.
  static let timer = "#8a6d00"
  /// Layout and options changes.
  static let change = "#555555"
  /// The selected row's band.
  static let band = "#f2b600"
  /// Anchor lines.
  static let anchor = "#c8c8c8"
}
