import PickerState

// MARK: - The picture

extension Timeline {
  /// The timeline as a standalone SVG 1.1 document, legible in any browser.
  ///
  /// The x axis is time when every drawn event has a finite time, else the event number;
  /// the y axis is the picker's offset, larger offsets higher. It draws the rows' anchors
  /// (the cells', labelled with their rows, in a wrapping strip) as labelled lines, per
  /// span between layout changes; the selected row as a band; the offset after each event
  /// as a line; gestures, taps, selects, layout and options changes and timer fires as
  /// glyphs; the picker's scrolls and targets as arrows; the failing event in red; a
  /// legend and a header. Elements carry `class` attributes naming what they show:
  /// `anchor`, `selected-band`, `offset`, `finger-down`, `finger-up`, `tap`, `select`,
  /// `layout-change`, `options-change`, `timer-fire`, `scroll`, `target`, `failure`.
  ///
  /// Non-finite offsets are left out; an empty timeline, zero rows or equal offsets still
  /// draw a well-formed picture.
  ///
  /// - Complexity: O(``maximumEvents``) plus a few dozen anchors per layout span.
  public var svg: String {
    let drawing = TimelineDrawing(self)
    var svg = drawing.prologue
    svg += drawing.anchors
    svg += drawing.selectedBands
    svg += drawing.axes
    svg += drawing.offsetLine
    svg += drawing.arrows
    svg += drawing.marks
    svg += drawing.failureMark
    svg += drawing.legend
    svg += "</svg>\n"
    return svg
  }
}
