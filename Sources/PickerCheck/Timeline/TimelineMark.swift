import PickerState

/// A kind of mark on the picture, with its `class` name, its legend text and its glyph.
enum TimelineMark: CaseIterable {
  case fingerDown, fingerUp, tap, select, page, layoutChange, dataChange, optionsChange
  case timerFire, scroll, target
  /// Content moved by whole laps of a wrapping strip, where the offset line breaks: a
  /// mark of the drawing (``TimelineDrawing/LineBreak``), not of one kind of event.
  case recentring

  /// The mark an event gets, nil for events drawn only through the offset line (a
  /// re-centring is found from the pickers before and after it, not from its event).
  init?(_ event: PickerEvent) {
    switch event {
    case .willBeginDragging: self = .fingerDown
    case .didEndDragging: self = .fingerUp
    case .tap, .tapCell: self = .tap
    case .select: self = .select
    case .selectSnap, .selectNextSnap, .selectPreviousSnap: self = .page
    case .layoutChanged: self = .layoutChange
    case .rowsChanged: self = .dataChange
    case .optionsChanged: self = .optionsChange
    case .autoAdvanceTimerFired: self = .timerFire
    case .didScroll, .willEndDragging, .didEndDecelerating, .didEndScrollingAnimation,
      .accessibilityIncrement, .accessibilityDecrement:
      return nil
    }
  }

  /// The `class` attribute of the mark's elements.
  var className: String {
    switch self {
    case .fingerDown: "finger-down"
    case .fingerUp: "finger-up"
    case .tap: "tap"
    case .select: "select"
    case .page: "page"
    case .layoutChange: "layout-change"
    case .dataChange: "data-change"
    case .optionsChange: "options-change"
    case .timerFire: "timer-fire"
    case .scroll: "scroll"
    case .target: "target"
    case .recentring: "recentring"
    }
  }

  /// What the legend says about the mark.
  var legendText: String {
    switch self {
    case .fingerDown: "finger down (willBeginDragging)"
    case .fingerUp: "finger up (didEndDragging)"
    case .tap: "tap (tap, tapCell)"
    case .select: "select(row:animated:)"
    case .page: "page dot or arrow (selectSnap, …)"
    case .layoutChange: "layout changed"
    case .dataChange: "rows changed (rowsChanged)"
    case .optionsChange: "options changed"
    case .timerFire: "autoplay timer fired"
    case .scroll: "scroll(toOffset:) asked"
    case .target: "setTargetOffset asked"
    case .recentring: "moved by whole laps"
    }
  }

  /// The word a layout, data or options change prints at the top of its line; nil for the
  /// other marks.
  var changeWord: String? {
    switch self {
    case .layoutChange: "layout"
    case .dataChange: "rows"
    case .optionsChange: "options"
    default: nil
    }
  }

  /// The dashes of a layout, data or options change's line across the plot; nil for the
  /// other marks, which sit on the offset line.
  var changeDash: String? {
    switch self {
    case .layoutChange: "6 3"
    case .dataChange: "1 2"
    case .optionsChange: "2 3"
    default: nil
    }
  }

  /// The mark's glyph centred at (x, y), as SVG elements without a `class`.
  ///
  /// Layout, data and options changes draw a vertical line across the plot with a word at
  /// its top; scrolls and targets draw a short arrow ending at (x, y).
  func glyph(x: Double, y: Double) -> String {
    let f = { (value: Double) in SVGNumber.format(value) }
    switch self {
    case .fingerDown:
      return "<path d=\"M\(f(x - 5)),\(f(y - 9)) L\(f(x + 5)),\(f(y - 9)) "
        + "L\(f(x)),\(f(y - 1)) z\" fill=\"\(TimelineColor.finger)\"/>"
    case .fingerUp:
      return "<path d=\"M\(f(x - 5)),\(f(y + 9)) L\(f(x + 5)),\(f(y + 9)) "
        + "L\(f(x)),\(f(y + 1)) z\" fill=\"#ffffff\" stroke=\"\(TimelineColor.finger)\" "
        + "stroke-width=\"1.5\"/>"
    case .tap:
      return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"4.5\" fill=\"none\" "
        + "stroke=\"\(TimelineColor.tap)\" stroke-width=\"2\"/>"
    case .select:
      return "<path d=\"M\(f(x)),\(f(y - 6)) L\(f(x + 5)),\(f(y)) L\(f(x)),\(f(y + 6)) "
        + "L\(f(x - 5)),\(f(y)) z\" fill=\"\(TimelineColor.select)\"/>"
    case .page:
      // A page dot, ringed as a page control draws the current one.
      return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"4\" fill=\"\(TimelineColor.page)\" "
        + "stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
    case .timerFire:
      return "<rect x=\"\(f(x - 4))\" y=\"\(f(y - 4))\" width=\"8\" height=\"8\" "
        + "fill=\"\(TimelineColor.timer)\"/>"
    case .layoutChange, .dataChange, .optionsChange:
      let dash = changeDash ?? ""
      let word = changeWord ?? ""
      return "<line x1=\"\(f(x))\" y1=\"\(f(y))\" x2=\"\(f(x))\" "
        + "y2=\"\(f(TimelinePlot.bottom))\" stroke=\"\(TimelineColor.change)\" "
        + "stroke-dasharray=\"\(dash)\"/><text x=\"\(f(x + 3))\" y=\"\(f(y + 10))\" "
        + "fill=\"\(TimelineColor.change)\" font-size=\"10\">\(word)</text>"
    case .scroll, .target:
      let color = self == .scroll ? TimelineColor.scroll : TimelineColor.target
      return "<line x1=\"\(f(x - 14))\" y1=\"\(f(y + 8))\" x2=\"\(f(x))\" y2=\"\(f(y))\" "
        + "stroke=\"\(color)\" stroke-width=\"1.5\" marker-end=\"url(#arrow-\(className))\"/>"
    case .recentring:
      // Three quarters of a circle, and the head of the arrow that closes it.
      return "<path d=\"M\(f(x + 6)),\(f(y)) A6,6 0 1,1 \(f(x)),\(f(y - 6))\" fill=\"none\" "
        + "stroke=\"\(TimelineColor.change)\" stroke-width=\"1.5\"/><path d=\"M\(f(x + 3)),"
        + "\(f(y + 1)) L\(f(x + 6)),\(f(y - 3)) L\(f(x + 9)),\(f(y + 1)) z\" "
        + "fill=\"\(TimelineColor.change)\"/>"
    }
  }
}
