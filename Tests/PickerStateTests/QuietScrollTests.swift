import Testing

@testable import PickerState

/// The quiet span: `update` answers a `didScroll` inside it without the phase switch and the
/// row search, and must give exactly what the full path gives.
@Suite struct QuietScrollTests {
  /// Layouts whose spans come from the closed form and from the checked search, in both
  /// directions, with a tie-prone pitch and widths that vary.
  static func layouts(
    _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
  ) throws -> [PickerLayout] {
    [
      try PickerLayout(
        viewportWidth: 375, itemWidth: 64, itemCount: 12, spacing: 10, alignment: alignment,
        direction: direction),
      try PickerLayout(
        viewportWidth: 300, itemWidth: 0.1, itemCount: 7, alignment: alignment,
        direction: direction),
      try PickerLayout(
        viewportWidth: 320, itemWidths: [40, 90, 13, 60, 60, 0.5, 200, 33], spacing: 3,
        alignment: alignment, direction: direction),
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 1, alignment: alignment),
    ]
  }

  /// The offsets a report may carry: every anchor, every halfway point and their
  /// neighbouring `Double`s, the ends of each span, bounces, and non-finite values.
  static func offsets(in layout: PickerLayout, spans: [(Double, Double)]) -> [Double] {
    var offsets: [Double] = [-1e300, -50, -0.0, 0, .nan, .infinity, -.infinity, 1e300]
    offsets.append(layout.offsetRange.upperBound + 40)
    for row in 0..<layout.itemCount {
      let anchor = layout.offset(ofRow: row)
      offsets += [anchor, anchor.nextUp, anchor.nextDown]
      if row + 1 < layout.itemCount {
        let halfway = (anchor + layout.offset(ofRow: row + 1)) / 2
        offsets += [halfway, halfway.nextUp, halfway.nextDown]
      }
    }
    for (lower, upper) in spans {
      offsets += [lower, lower.nextUp, lower.nextDown, upper, upper.nextUp, upper.nextDown]
    }
    return offsets.filter { !$0.isFinite || abs($0) < 1e301 }
  }

  @Test(arguments: allAlignments, allDirections)
  func aReportInsideTheSpanGivesWhatTheFullPathGives(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try Self.layouts(alignment, direction) {
      for commits in [false, true] {
        let options = PickerOptions(commitsSelectionWhileScrolling: commits)
        var starts: [PickerState] = []
        for row in 0..<layout.itemCount {
          var dragging = PickerState(layout: layout, selectedRow: row, options: options)
          _ = dragging.update(.willBeginDragging)
          _ = dragging.update(.didScroll(offset: layout.offset(ofRow: row)))
          var elsewhere = dragging  // the selection left behind by a select during the drag
          _ = elsewhere.update(.select(row: (row + 1) % layout.itemCount, animated: false))
          var gliding = dragging
          _ = gliding.update(.didEndDragging(willDecelerate: true))
          var animating = PickerState(layout: layout, options: options)
          _ = animating.update(.select(row: row, animated: true))
          _ = animating.update(.didScroll(offset: layout.offset(ofRow: row)))
          starts += [
            PickerState(layout: layout, selectedRow: row, options: options), dragging,
            elsewhere, gliding, animating,
          ]
        }
        let spans = starts.map { ($0.quietScrollSpan.lower, $0.quietScrollSpan.upper) }
        for start in starts {
          for offset in Self.offsets(in: layout, spans: spans) {
            var quick = start
            var full = start
            full.quietScrollSpan = .empty
            let quickEffects = quick.update(.didScroll(offset: offset))
            let fullEffects = full.update(.didScroll(offset: offset))
            #expect(
              Array(quickEffects) == Array(fullEffects),
              "\(layout) \(start.phase) row \(String(describing: start.centeredRow)) at \(offset)")
            #expect(quick == full)
            #expect(quick.offset.bitPattern == full.offset.bitPattern)
          }
        }
      }
    }
  }

  /// The in-line row tracking at the closed form's far end, where positions need 40 bits:
  /// a drag and an animation that jump between the first rows, the middle and the last,
  /// landing on anchors, halfway points and their neighbouring `Double`s, give what the full
  /// path gives.
  @Test(arguments: allDirections)
  func rowTrackingAgreesWithTheFullPathAcrossTwoToTheFortyRows(
    direction: PickerLayoutDirection
  ) throws {
    let count = PickerLayout.closedFormRowLimit
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 0.75, itemCount: count, spacing: 0.5, direction: direction)
    let rows = [0, 1, 2, count / 3, count / 2, count - 3, count - 2, count - 1]
    var offsets: [Double] = [-1e300, -3, 1e300, .nan, .infinity]
    for row in rows {
      let anchor = layout.offset(ofRow: row)
      offsets += [anchor, anchor.nextUp, anchor.nextDown]
      if row + 1 < count {
        let halfway = (anchor + layout.offset(ofRow: row + 1)) / 2
        offsets += [halfway, halfway.nextUp, halfway.nextDown]
      }
    }
    for row in rows {
      var dragging = PickerState(layout: layout, selectedRow: row)
      _ = dragging.update(.willBeginDragging)
      var animating = PickerState(layout: layout)
      _ = animating.update(.select(row: row, animated: true))
      for start in [dragging, animating] {
        var quick = start
        var full = start
        for offset in offsets {
          full.quietScrollSpan = .empty
          let quickEffects = quick.update(.didScroll(offset: offset))
          let fullEffects = full.update(.didScroll(offset: offset))
          #expect(Array(quickEffects) == Array(fullEffects), "row \(row) at \(offset)")
          #expect(quick == full)
        }
      }
    }
  }

  /// At rest only a report of the resting offset itself changes nothing (the full path
  /// neither records a report nor answers one within the pixel tolerance), with rows or
  /// without; a drag without rows takes the full path throughout.
  @Test func whileIdleTheSpanHoldsTheRestingOffsetAlone() throws {
    let resting = PickerState(layout: try tenRows(), selectedRow: 4)
    var empty = PickerState(
      layout: try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0))
    let anchor = resting.offset
    #expect(
      [anchor.nextDown, anchor, anchor.nextUp].map(resting.quietScrollSpan.contains)
        == [false, true, false])
    #expect(
      [-0.0.nextDown, -0.0, 0, 0.0.nextUp].map(empty.quietScrollSpan.contains)
        == [false, true, true, false])
    for start in [resting, empty] {
      for offset in [anchor.nextDown, anchor, anchor.nextUp, anchor + 1, -0.0, 0, .nan] {
        var quick = start
        var full = start
        full.quietScrollSpan = .empty
        #expect(
          Array(quick.update(.didScroll(offset: offset)))
            == Array(full.update(.didScroll(offset: offset))))
        #expect(quick == full)
      }
    }
    _ = empty.update(.willBeginDragging)
    #expect(!empty.quietScrollSpan.contains(0))
  }

  @Test func theSpanTakesNoPartInEquality() throws {
    var dragging = PickerState(layout: try tenRows(), selectedRow: 3)
    _ = dragging.update(.willBeginDragging)
    var stale = dragging
    stale.quietScrollSpan = .empty
    #expect(dragging == stale)
    #expect(dragging.hashValue == stale.hashValue)
  }
}
