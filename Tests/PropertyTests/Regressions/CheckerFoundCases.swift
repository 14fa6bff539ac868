import PickerCheck
import PickerState
import Testing

/// Cases the checker found and shrank, kept for good: each failed once, in the library or
/// in the checker's own model of it, and must pass forever.
@Suite struct CheckerFoundCases {
  // I5 selectionChanged exactly once: a live commit left the selection off the anchor
  // (seed 0x14d7973c5c2a449c). The oracle judged a rejected didScroll as if it had moved
  // the picker; a rejected event is now judged by I7 alone.
  @Test func rejectedScrollDuringAStrayGlideIsJudgedOnlyAsARejection() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidths: [64.0, 64.0, 64.0, 64.0], spacing: 0.0,
        alignment: .center, direction: .leftToRight),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: true),
      selectedRow: 0,
      events: [
        .tap(row: 1),
        .willEndDragging(velocity: -5000.0, proposedOffset: 0.0),
        .didScroll(offset: .nan),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // geometry against the naive model: offset(ofRow: 5) is 0.005, naive
  // 0.005000000001018634 (seed 0x4c567f81955b6d8b). The naive model subtracts a 5000-point
  // padding from itself; its tolerance now scales with the largest length involved.
  @Test func aPaddingFarLargerThanTheRowsKeepsTheNaiveModelInAgreement() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0, alignment: .center,
        direction: .leftToRight),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false),
      selectedRow: 0,
      events: [
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 1.0, itemWidth: 0.001, itemCount: 6, spacing: 0.0,
            alignment: .leading(padding: 5000.0), direction: .leftToRight))
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // geometry against the naive model: rows(intersecting: 0.0...375.0) is 0..<1, naive
  // [0, 1] (seed 0x1f870927e07ae300). A library bug: rows(intersecting:) subtracted the
  // inset from the span instead of adding it to each row, and rounding put row 1, which
  // starts exactly where the viewport ends, outside the span its own frame meets.
  @Test func aRowStartingExactlyAtTheViewportsEndCountsAsVisible() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 0, spacing: 0.0, alignment: .center,
        direction: .leftToRight),
      options: PickerOptions(),
      selectedRow: 0,
      events: [
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 0.2500000000001331, itemCount: 2, spacing: 0.0,
            alignment: .trailing(padding: 0.0), direction: .leftToRight)),
        .didScroll(offset: 0.0),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 0.2500000000001331, itemCount: 2,
      alignment: .trailing(padding: 0))
    #expect(layout.frame(ofRow: 1).minX == 375)
    #expect(layout.rows(intersecting: 0...375) == 0..<2)
  }

  // snapping against the naive model: settled on row Optional(12); the naive model says 11
  // (seed 0x9f1fd9d03f0a9b4). The oracle's first settle model judged a second
  // didEndDragging(willDecelerate: true) after willEndDragging as a settle; only a release
  // without deceleration settles.
  @Test func aGlidingReleaseReportedAfterItsTargetIsNotASettle() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidths: [Double](repeating: 64, count: 13), spacing: 0.0,
        alignment: .center, direction: .leftToRight),
      options: PickerOptions(),
      selectedRow: 12,
      events: [
        .willBeginDragging,
        .didScroll(offset: 738.0),
        .didScroll(offset: 708.0),
        .willEndDragging(velocity: 0.0, proposedOffset: 708.0),
        .didEndDragging(willDecelerate: true),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // motion rules (no jump, no stuck host): an idle layout change gave [configure(row: 0,
  // isSelected: true), selectionChanged(row: Optional(0), cause: .reload)], idle (seed
  // 0xe53dc6e1988622e5, scroll-view mode). A library bug: the rows vanished mid-animation,
  // the picker went idle with no anchor to stop the scroll view on, the animation ran on to
  // 64, and when rows returned the picker believed it rested on row 0's anchor (0) and
  // scrolled nowhere. It then owed the stopping scroll until rows returned; it now stops the
  // scroll view at 0 as the rows vanish, as every rest tells the host (rule 11). Its
  // scroll-view token draws another case since the generators changed, and no tape of
  // theirs draws this one: the scenario alone is kept, which the oracle's motion rules judge.
  @Test func rowsReturningAfterAnAnimationRanOnWithoutRowsStopItOnTheAnchor() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0, alignment: .center,
        direction: .leftToRight),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
        minimumAnimatedDistance: 1.0),
      selectedRow: 0,
      events: [
        .select(row: 1, animated: true),
        .didScroll(offset: 0.5),
        .didScroll(offset: 2.0),
        .didScroll(offset: 4.5),
        .didScroll(offset: 8.0),
        .didScroll(offset: 12.0),
        .didScroll(offset: 16.5),
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 0, spacing: 0.0, alignment: .center,
            direction: .leftToRight)),
        .didScroll(offset: 21.5),
        .didScroll(offset: 26.5),
        .didScroll(offset: 32.0),
        .didScroll(offset: 37.5),
        .didScroll(offset: 42.5),
        .didScroll(offset: 47.5),
        .didScroll(offset: 52.0),
        .didScroll(offset: 56.0),
        .didScroll(offset: 59.5),
        .didScroll(offset: 62.0),
        .didScroll(offset: 63.5),
        .didScroll(offset: 64.0),
        .didEndScrollingAnimation,
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 50, spacing: 0.0, alignment: .center,
            direction: .leftToRight)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // I4 scroll targets: target 131212.0 is not a cell's anchor in 0.0...131053.0 (seed
  // 0x31f2fdbf992d5509). A glide on a wrapping strip settled within the paging limit of a
  // release cell that a layout change had left out of reach; that cell is now clamped into
  // the reachable cells.
  @Test func aReleaseCellLeftOutOfReachByALayoutChangeIsBroughtBackInReach() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidths: [64.0, 64.0, 64.0, 64.0], spacing: 10.0,
        alignment: .center, direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(
        snapping: .paging(maxItems: 1), decelerationRate: DecelerationRate(0.998),
        flingThreshold: 300.0, suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
        minimumAnimatedDistance: 1.0),
      selectedRow: 0,
      events: [
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 4, spacing: 10.0,
            alignment: .trailing(padding: 0.0), direction: .rightToLeft, wrapsAround: true)),
        .didScroll(offset: 65944.0),
        .willBeginDragging,
        .didScroll(offset: 65914.0),
        .didScroll(offset: 65884.0),
        .didScroll(offset: 65854.0),
        .didScroll(offset: 65824.0),
        .didScroll(offset: 65794.0),
        .didScroll(offset: 65764.0),
        .didScroll(offset: 65734.0),
        .didScroll(offset: 65704.0),
        .didScroll(offset: 65674.0),
        .didScroll(offset: 65644.0),
        .didScroll(offset: 65614.0),
        .didScroll(offset: 65584.0),
        .didScroll(offset: 65554.0),
        .didScroll(offset: 65524.0),
        .didScroll(offset: 65494.0),
        .didScroll(offset: 65464.0),
        .didScroll(offset: 65434.0),
        .didScroll(offset: 65404.0),
        .willEndDragging(velocity: 0.0, proposedOffset: 65404.0),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: 65426.0),
        .didEndDecelerating,
        .didScroll(offset: 65722.0),
        .willBeginDragging,
        .didScroll(offset: 65692.0),
        .didScroll(offset: 65662.0),
        .didScroll(offset: 65632.0),
        .didScroll(offset: 65602.0),
        .didScroll(offset: 131385.0),
        .didScroll(offset: 131369.74479780145),
        .didScroll(offset: 131393.8206386136),
        .didScroll(offset: 131388.9594599905),
        .didScroll(offset: 131362.51220785794),
        .didScroll(offset: 131373.47722482387),
        .didScroll(offset: 131345.00000000003),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: 131345.0),
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 667.0, itemWidth: 64.0, itemCount: 4, spacing: 10.0,
            alignment: .trailing(padding: 0.0), direction: .rightToLeft, wrapsAround: true)),
        .didEndDecelerating,
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // scroll view: no end in reach: layoutChanged(...) left the content at 0.0, outside
  // 32768.0...98377.0, W5's margin inside the ends (seed 0xaf2f263602f32032, scroll-view
  // mode; and seed 0x31695fb0efde75d0, where the finger held the empty content at 163,904,
  // past the new strip's end). A library bug: rows that appeared under a finger that had
  // dragged an empty picker kept the offset, at an end of a wrapping strip, so the drag
  // could pull the strip's end into view. They now come to the home lap by whole laps.
  // The first is the shrunk case of seed 0xaf2f263602f32032 (a finger drags three rows,
  // they vanish, and three rows that wrap return under it), whose scroll-view token draws
  // another case since the generators changed.
  @Test(arguments: [(0.0, 65_472.0), (163_904, 65_600)])
  func rowsThatAppearUnderADraggingFingerComeToTheHomeLap(
    fingerAt offset: Double, recentred: Double
  ) throws {
    let rows = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 10_000)
    let empty = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 0)
    let wrapping = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 3, wrapsAround: true)
    let scenario = Scenario(
      layout: rows, options: PickerOptions(), selectedRow: 2_560,
      events: [
        .willBeginDragging, .didScroll(offset: offset), .layoutChanged(empty),
        .layoutChanged(wrapping),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    var picker = scenario.initialState
    for event in scenario.events.dropLast() { _ = picker.update(event) }
    let effects = picker.update(.layoutChanged(wrapping))
    // Row 0 rests at 65,508.5 in the home lap; whole laps of 192 bring the finger's offset
    // within half a lap of it.
    #expect(wrapping.offset(ofRow: 0) == 65_508.5)
    #expect(
      Array(effects) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: recentred, animated: false),
      ])
    #expect(picker.phase == .dragging)
  }

  // scroll view: the shortest way round: tap(row: 1) at 65419.399999999994 heads for
  // 65352.5, not cell 979's anchor 65486.45 (seed 0xd2c7a4d8ae9e9fbd, scroll-view mode). A
  // library bug: two centred rows of unequal widths lie half a lap from each other both ways
  // round, an exact tie that W3 sends forward, but the picker compared the two distances as
  // it rounds them (67.04999999999563 back, 67.05000000000291 on) and went back. A tie is
  // now a tie up to the anchors' rounding, in the picker and in both judges.
  @Test func aTieOnTheWayRoundOfTwoUnequalRowsGoesForward() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidths: [64, 70.1], alignment: .center, wrapsAround: true)
    var picker = PickerState(layout: layout)
    #expect(picker.centeredCell == 978)
    let forward = layout.offset(ofCell: 979) - picker.offset
    let back = picker.offset - layout.offset(ofCell: 977)
    #expect(abs(forward - back) < 1e-9)
    _ = picker.update(.tap(row: 1))
    #expect(picker.targetCell == 979)
  }

  /// The tape fuzzer: a hostile report of offset 0 moved by 20,156 laps of quarter-point
  /// rows sits 4e-10 of a point nearer the copy behind than the one ahead, less than the
  /// oracle's model can tell from a tie, more than the anchors' rounding: the picker rightly
  /// went back, and the oracle demanded the forward copy of a tie.
  @Test func shrunkCaseHostileNearTieOfAnOffsetMovedByLaps() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 64.0, itemWidth: 0.25000000000150896, itemCount: 13, spacing: 0.0,
        alignment: .center, direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(),
      selectedRow: 0,
      events: [
        .willEndDragging(velocity: -5000.0, proposedOffset: 0.0),
        .didScroll(offset: 0.0),
        .willBeginDragging,
        .didEndDragging(willDecelerate: true),
        .tap(row: 4),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // live data: L3: the picture moved: content at 12760.0, held at -104.0 (seed
  // 0xad0e83a710231b07). A drag bounced 40 points before the range; the row under the
  // anchor was removed, and the surviving anchor nearest the offset is row 2's cell, out of
  // reach. The oracle chose among reachable cells only (row 4's); L3 asks for the nearest
  // anchor, and L4 puts row 2 a whole lap on, which shows the same picture.
  @Test func aRemovedRowUnderABouncedDragHoldsTheNearestRowOutOfReach() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 201, spacing: 0.0, alignment: .center,
        direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(autoAdvanceInterval: 0.5),
      selectedRow: 0,
      events: [
        .willBeginDragging,
        .didScroll(offset: -40.0),
        .rowsChanged(
          try PickerRowChanges(removed: [3]),
          layout: try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 200, spacing: 0.0,
            alignment: .center, direction: .leftToRight, wrapsAround: true)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // live data: L3: the picture moved: content at 5376.0, held at 5312.0 (seed
  // 0x9f1fd9d03f0a9b4). The same choice with a live commit: at offset 0 the selection is
  // row 3, the nearest reachable cell, and row 2's cell before it is nearer still.
  @Test func aRemovedLiveCommittedRowHoldsTheNearestRowOutOfReach() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidths: Array(repeating: 64.0, count: 13), spacing: 0.0,
        alignment: .center, direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(commitsSelectionWhileScrolling: true),
      selectedRow: 0,
      events: [
        .willBeginDragging,
        .didScroll(offset: 0.0),
        .rowsChanged(
          try PickerRowChanges(removed: [3]),
          layout: try PickerLayout(
            viewportWidth: 375.0, itemWidths: Array(repeating: 64.0, count: 12), spacing: 0.0,
            alignment: .center, direction: .leftToRight, wrapsAround: true)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }

  // scroll view: a batch update keeps what the user sees: the batch update moved row(s) [0]
  // on screen by [64.0] (content 65408.0 -> 65792.0, picker dragging) (seed
  // 0xad47dae4283a2a5c, scroll-view mode). A false alarm of the judge: a finger halfway
  // between two copies of a one-row wrapping strip's row, when a second row arrived; the
  // picker kept the lower copy in place (W2), and the judge had followed the higher one.
  // Its token draws another case since the generators changed: the case is kept as the
  // session its failure saved, which the judge of then fails and today's passes.
  @Test func aBatchUpdateUnderAFingerHalfwayBetweenTwoCopiesKeepsTheLower() throws {
    try Self.expectCleanSession(
      "batch-update-halfway-between-copies", replaying: 57,
      endingWith: [
        .rowsChanged(
          try PickerRowChanges(inserted: [0]),
          layout: try PickerLayout(
            viewportWidth: 1024.0, itemWidth: 64.0, itemCount: 2, spacing: 0.0, alignment: .center,
            direction: .leftToRight, wrapsAround: true))
      ])
  }

  // scroll view: a batch update keeps what the user sees: the batch update moved row(s) [55]
  // on screen by [3584.0] (content -1.0 -> -65.0, picker animating(targetRow: 0)) (seed
  // 0x28d1a1012c16d2d6, scroll-view mode). A false alarm of the judge: past the first cell
  // of a wrapping strip, it counted a copy of the last row in a lap before the first, which
  // the strip does not have, as the surviving row nearest the anchor.
  @Test func aBatchUpdatePastAWrappingStripsFirstCellFollowsOnlyCopiesItHas() throws {
    try Self.expectCleanReplay(
      "scrollview:0.3.0.0.1.0.1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0"
        + ".2.0.0.0.0.0.0.0.0.0.1d.0.1.1.0.0.0.0.0.0.0.3b.2.7.0.0.0.0.0.0.0.0.0.0.0"
        + ".0.0.0.0.3b.4.7.3.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0"
        + ".0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0",
      replaying: [
        .willBeginDragging,
        .didScroll(offset: 2.0),
        .didEndDragging(willDecelerate: true),
        .didEndDecelerating,
        .willBeginDragging,
        .didScroll(offset: 0.0),
        .didScroll(offset: -1.0),
        .didEndDragging(willDecelerate: true),
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 56, spacing: 0.0,
            alignment: .leading(padding: 0.0), direction: .leftToRight, wrapsAround: true)),
        .rowsChanged(
          try PickerRowChanges(removed: [0]),
          layout: try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 55, spacing: 0.0,
            alignment: .leading(padding: 0.0), direction: .leftToRight, wrapsAround: true)),
        .didScroll(offset: 35135.0),
      ])
  }

  // scroll view: a batch update keeps what the user sees: the batch update moved row(s) [1]
  // on screen by [-64.0] (content 66404.5 -> 68388.5, picker dragging) (seed
  // 0x9ff4ecf2548f26bf, scroll-view mode, against a judge that followed one survivor only).
  // A false alarm of the kind the batch-update judge had while it was written: a finger
  // holding row 0 of a wrapping strip, which is removed; rows 51 and 1 tie for nearest, a row
  // apart on either side, the picker keeps the lower (L3, W2), and a judge that follows only
  // one of them may pick the other. The judge follows every survivor within its rounding.
  // Its token draws another case since the generators changed: the case is kept as a
  // session of the scroll view's callbacks, saved from that token's replay of the time.
  @Test func aRemovedRowUnderAFingerBetweenTwoTiedSurvivorsKeepsEither() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidths: [64.0, 64.0], spacing: 0.0, alignment: .center,
        direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
        minimumAnimatedDistance: 1.0, autoAdvanceInterval: 2.0),
      selectedRow: 0,
      events: [
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 52, spacing: 0.0,
            alignment: .center, direction: .leftToRight, wrapsAround: true)),
        .didScroll(offset: 66404.5),
        .autoAdvanceTimerFired,
        .willBeginDragging,
        .didEndDragging(willDecelerate: true),
        .didEndDecelerating,
        .willBeginDragging,
        .rowsChanged(
          try PickerRowChanges(removed: [0]),
          layout: try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 51, spacing: 0.0,
            alignment: .center, direction: .leftToRight, wrapsAround: true)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    // The same case through the scroll view, with its report of the held offset.
    try Self.expectCleanSession(
      "removed-row-between-tied-survivors",
      replaying: scenario.events + [.didScroll(offset: 68388.5)])
  }

  // scroll view: the picker's offset is the scroll view's: after didEndDecelerating the picker
  // believes the offset is 0.0, the scroll view shows 371.0 (picker idle) (seed
  // 0x974041d15ad75c38, scroll-view mode, the old rest planted back). A library bug that no
  // mode found: the rows of a wrapping strip vanish under a dragging finger, the release
  // glides the empty content back toward 0, and a touch stops it 371 points in; the empty
  // picker rested at 0 without telling the scroll view, and rows that arrived during the
  // next drag were held from the wrong offset, a jump of 371 points. The scroll-view model
  // never let a touch stop a glide without rows, and nothing compared the two offsets. An
  // empty rest now tells the host, as every rest does (rule 11, I3).
  @Test func aTouchThatStopsTheGlideOfAnEmptiedStripLeavesBothOffsetsAtZero() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0, alignment: .center,
        direction: .leftToRight, wrapsAround: true),
      options: PickerOptions(),
      selectedRow: 0,
      events: [
        .willBeginDragging,
        .didScroll(offset: 65510.5),
        .didScroll(offset: 65512.5),
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 0, spacing: 0.0,
            alignment: .center, direction: .leftToRight, wrapsAround: true)),
        .didScroll(offset: 371.0),
        .didEndDragging(willDecelerate: true),
        .didEndDecelerating,
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    // The same case, and then the scroll view's report of the rest the picker told it.
    try Self.expectCleanReplay(
      "scrollview:0.0.0.0.0.0.0.0.0.3.0.0.0.0.0.0.0.0.0.0.0.2.0.0.0.1b.0.0.0.0.0.27.2.0"
        + ".0.4.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0"
        + ".0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1d",
      of: scenario, then: [.didScroll(offset: 0)])
  }
}
