import PickerState

// MARK: - The picture

extension Timeline {
  /// The timeline as a standalone SVG 1.1 document, legible in any browser.
  ///
  /// It draws the kept events, or, with a failure marked, those around it
  /// (``drawnEventCount`` from ``firstDrawnEvent``), with room after the failing event so
  /// that it stands clear of the right edge. The x axis is time when every drawn event has
  /// a finite time, else the event number; the y axis is the picker's offset as the user
  /// sees it, larger offsets higher: on a wrapping strip, counted from its home lap, so that
  /// a move to the strip from another layout is no cliff.
  ///
  /// It draws the rows' anchors (a wrapping strip's cells, with the cell in a tooltip) as
  /// lines per span between layout changes, labelled with their rows only where the labels
  /// fit without printing over each other; a contained strip's snaps as ticks at both ends
  /// of each span, labelled where they fit; the selected row as a band; the offset after
  /// each event as a line, broken at each layout change and where the picker moved a
  /// wrapping strip's content by whole laps without animation (a re-centring, marked);
  /// gestures, taps, selects, page dots and arrows (labelled `dot 3`, `next`, `previous`),
  /// layout and options changes and timer fires as glyphs; the
  /// picker's scrolls and targets as arrows; the failing event in red; a legend and a
  /// header. Elements carry `class` attributes naming what they show: `anchor`, `snap`,
  /// `selected-band`, `offset`, `finger-down`, `finger-up`, `tap`, `select`, `page`,
  /// `layout-change`, `options-change`, `timer-fire`, `scroll`, `target`, `recentring`,
  /// `failure`.
  ///
  /// Non-finite offsets are left out; an empty timeline, zero rows or equal offsets still
  /// draw a well-formed picture.
  ///
  /// - Complexity: O(``maximumEvents``) plus a few dozen anchors per layout span.
  public var svg: String {
    let drawing = TimelineDrawing(self)
    var svg = drawing.prologue
    svg += drawing.anchors
    svg += drawing.snaps
    svg += drawing.selectedBands
    svg += drawing.axes
    svg += drawing.offsetLine
    svg += drawing.arrows
    svg += drawing.marks
    svg += drawing.recentringMarks
    svg += drawing.failureMark
    svg += drawing.legend
    svg += "</svg>\n"
    return svg
  }
}
