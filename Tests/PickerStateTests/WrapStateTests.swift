import PickerState
import Testing

/// The picker on a wrapping strip (W2 to W7): the shortest way round, steps of
/// one cell, taps on copies, re-centring by whole laps, the target margin and one row.
///
/// The strip is `WrapLayoutTests`'s: five rows of 64 points 8 apart in 375 points; cell
/// `c` rests at `72c - 155.5`, the home lap holds cells 915 to 919.
@Suite struct WrapStateTests {
  private func fiveRows() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8, wrapsAround: true)
  }

  private func anchor(_ cell: Int) -> Double { 72 * Double(cell) - 155.5 }

  /// What a test compares after an update besides the effects.
  private func summary(_ picker: PickerState) -> (Int?, Int?, Double, PickerPhase) {
    (picker.selectedRow, picker.centeredCell, picker.offset, picker.phase)
  }

  @Test func aSelectionGoesTheShortWayRoundThenRestsInTheHomeLap() throws {
    var picker = PickerState(layout: try fiveRows())
    // Row 4 is one cell back (914) or four forward (919).
    #expect(
      Array(picker.update(.select(row: 4, animated: true))) == [
        .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .programmatic),
        .scroll(toOffset: anchor(914), animated: true),
      ])
    _ = picker.update(.didScroll(offset: anchor(914)))
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scroll(toOffset: anchor(919), animated: false), .didEndScrolling(row: 4),
      ])
    #expect(summary(picker) == (4, 919, anchor(919), .idle))
    #expect(picker.invariantViolations() == [])
  }

  @Test func aTieOnTheWayRoundGoesForward() throws {
    var picker = PickerState(
      layout: try PickerLayout(
        viewportWidth: 375, itemWidth: 64, itemCount: 4, wrapsAround: true))
    let home = picker.layout.homeCell(ofRow: 0)
    // Row 2 lies two cells either way: the forward, higher cell wins.
    let effects = picker.update(.tap(row: 2))
    #expect(
      effects.last == .scroll(toOffset: picker.layout.offset(ofCell: home + 2), animated: true))
  }

  @Test func anIncrementFromTheLastRowStepsOneCellForwardToRowZero() throws {
    var picker = PickerState(layout: try fiveRows(), selectedRow: 4)
    #expect(
      Array(picker.update(.accessibilityIncrement)) == [
        .configure(row: 4, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .accessibility),
        .scroll(toOffset: anchor(920), animated: true),
      ])
    var back = PickerState(layout: try fiveRows())
    #expect(
      back.update(.accessibilityDecrement).last == .scroll(toOffset: anchor(914), animated: true))
  }

  @Test func aStepGoesForwardEvenWhenTheOtherCopyIsNearer() throws {
    // Two rows of 40 and 200: from row 0, row 1's copy behind is nearer, but an increment
    // moves one cell forward.
    let layout = try PickerLayout(viewportWidth: 375, itemWidths: [40, 200], wrapsAround: true)
    var picker = PickerState(layout: layout)
    let home = layout.homeCell(ofRow: 0)
    #expect(
      picker.update(.accessibilityIncrement).last
        == .scroll(toOffset: layout.offset(ofCell: home + 1), animated: true))
  }

  @Test func aSelectionWithoutAnimationRestsOnTheHomeLapCell() throws {
    var picker = PickerState(layout: try fiveRows())
    #expect(
      picker.update(.select(row: 3, animated: false)).last
        == .scroll(toOffset: anchor(918), animated: false))
    #expect(summary(picker) == (3, 918, anchor(918), .idle))
  }

  @Test func aDragThatBeginsOutsideTheHomeLapMovesTheContentByWholeLaps() throws {
    var picker = PickerState(layout: try fiveRows())
    _ = picker.update(.willBeginDragging)
    // 400 points back: cell 909, row 4 of lap 181.
    _ = picker.update(.didScroll(offset: anchor(915) - 400))
    _ = picker.update(.willEndDragging(velocity: 0, proposedOffset: anchor(915) - 400))
    _ = picker.update(.didEndDragging(willDecelerate: true))
    // A touch stops the glide there: the new drag starts two laps on, on the same picture.
    #expect(
      Array(picker.update(.willBeginDragging)) == [
        .scroll(toOffset: anchor(915) - 400 + 720, animated: false)
      ])
    #expect(summary(picker) == (0, 919, anchor(915) + 320, .dragging))
  }

  @Test func aSettleOnAnotherLapAnimatesThereThenRestsInTheHomeLap() throws {
    var picker = PickerState(layout: try fiveRows())
    _ = picker.update(.willBeginDragging)
    _ = picker.update(.didScroll(offset: anchor(909) + 32))
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .scroll), .scroll(toOffset: anchor(909), animated: true),
      ])
    _ = picker.update(.didScroll(offset: anchor(909)))
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scroll(toOffset: anchor(919), animated: false), .didEndScrolling(row: 4),
      ])
    #expect(picker.invariantViolations() == [])
  }

  @Test func aTapOnACellGoesToThatCopy() throws {
    var picker = PickerState(layout: try fiveRows())
    #expect(
      Array(picker.update(.tapCell(1835))) == [
        .rejected(.cellOutOfRange(cell: 1835, cellCount: 1835))
      ])
    // Another copy of the selected row: a scroll there, no selection change.
    #expect(Array(picker.update(.tapCell(920))) == [.scroll(toOffset: anchor(920), animated: true)])
    #expect(summary(picker) == (0, 915, anchor(915), .animating(targetRow: 0)))
    _ = picker.update(.didScroll(offset: anchor(920)))
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scroll(toOffset: anchor(915), animated: false), .didEndScrolling(row: 0),
      ])
    // A cell out of reach (anchor left of 0): the copy of its row nearest it inside.
    var far = PickerState(layout: try fiveRows())
    #expect(far.update(.tapCell(1)).last == .scroll(toOffset: anchor(6), animated: true))
  }

  @Test func aTapOnACellOfAStripThatDoesNotWrapIsATapOnItsRow() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8)
    var byCell = PickerState(layout: layout)
    var byRow = PickerState(layout: layout)
    #expect(byCell.update(.tapCell(3)) == byRow.update(.tap(row: 3)))
    #expect(byCell == byRow)
    #expect(
      Array(byCell.update(.tapCell(5))) == [.rejected(.cellOutOfRange(cell: 5, cellCount: 5))])
  }

  @Test func aReleaseNearAnEndTargetsACellTheMarginInside() throws {
    var picker = PickerState(layout: try fiveRows())
    _ = picker.update(.willBeginDragging)
    _ = picker.update(.didScroll(offset: 40_000))
    // Cell 458 is the lowest whose anchor lies at least 32,768 inside.
    #expect(
      Array(picker.update(.willEndDragging(velocity: -20_000, proposedOffset: 0))) == [
        .setTargetOffset(anchor(458))
      ])
    #expect(picker.phase == .decelerating(targetRow: 3))
  }

  @Test func aReleaseWhereNoCellClearsTheMarginTargetsTheCellInReach() throws {
    // One row of 65,536 points, leading by 65,000 in twice that: only cell 1, at 536, is
    // in reach, within the margin of 16,384 of 0. The next cell, at 66,072, lay clear of
    // it but past the end of 0...65,536.
    let layout = try PickerLayout(
      viewportWidth: 131_072, itemWidths: [65_536], alignment: .leading(padding: 65_000),
      wrapsAround: true)
    var picker = PickerState(layout: layout)
    _ = picker.update(.willBeginDragging)
    _ = picker.update(.didScroll(offset: 500))
    #expect(
      Array(picker.update(.willEndDragging(velocity: 3000, proposedOffset: 5000))) == [
        .setTargetOffset(536)
      ])
    #expect((picker.phase, picker.targetCell) == (.decelerating(targetRow: 0), 1))
    #expect(picker.invariantViolations() == [])
  }

  @Test func oneRowTicksAsCellsPassAndRestsInTheHomeLap() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 80, itemCount: 1, wrapsAround: true)
    var picker = PickerState(layout: layout)
    let home = layout.homeCell(ofRow: 0)
    #expect(Array(picker.update(.select(row: 0, animated: true))) == [])
    #expect(Array(picker.update(.accessibilityIncrement)) == [])
    _ = picker.update(.willBeginDragging)
    #expect(
      Array(picker.update(.didScroll(offset: layout.offset(ofCell: home + 1)))) == [
        .selectionFeedback
      ])
    // Resting on the next copy already: no animation, but back to the home lap.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .scroll(toOffset: layout.offset(ofRow: 0), animated: false), .didEndScrolling(row: 0),
      ])
    #expect(summary(picker) == (0, home, layout.offset(ofRow: 0), .idle))
  }
}

/// Found by the checker: a right-to-left strip's cells count leftward, so re-centring a drag
/// moves the offset the other way from a left-to-right strip's.
@Suite struct WrapRightToLeftTests {
  @Test func aDragThatBeginsOutsideTheHomeLapOfARightToLeftStripMovesTheOtherWay() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8, direction: .rightToLeft,
      wrapsAround: true)
    var picker = PickerState(layout: layout)
    _ = picker.update(.willBeginDragging)
    // Cell 910 (row 0 of lap 182) lies 360 points right of the home lap's cell 915.
    let lapAway = layout.offset(ofCell: 910)
    #expect(lapAway == layout.offset(ofRow: 0) + 360)
    _ = picker.update(.didScroll(offset: lapAway))
    _ = picker.update(.didEndDragging(willDecelerate: true))
    #expect(
      Array(picker.update(.willBeginDragging)) == [
        .scroll(toOffset: layout.offset(ofRow: 0), animated: false)
      ])
    #expect(picker.centeredCell == 915)
  }
}

/// Found by the checker: W3's tie up to the anchors' rounding. Two centred rows lie half a
/// lap from each other both ways round, but the anchors round the two distances apart, by
/// ulps of the offsets (around 1e-11) in these strips, nearer behind in both directions; the
/// rounding the anchors can carry is 13 ulps of the largest offset, about 3.8e-10 here.
@Suite struct WrapTieTests {
  /// Rows of 64 and 120.7 points, 10 apart, half a lap of 102.35 points; row 0's cell in
  /// the home lap is 642.
  private func tapped(_ direction: PickerLayoutDirection) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidths: [64, 120.7], spacing: 10, direction: direction,
      wrapsAround: true)
  }

  /// Rows of 64 and 200.3 points, 8 apart, half a lap of 140.15 points; row 0's cell in
  /// the home lap is 468.
  private func stepped(_ direction: PickerLayoutDirection) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidths: [64, 200.3], spacing: 8, direction: direction,
      wrapsAround: true)
  }

  /// A picker on row 0 whose glide has carried the content to `offset`.
  private func gliding(_ layout: PickerLayout, at offset: Double) -> PickerState {
    var picker = PickerState(layout: layout)
    _ = picker.update(.willBeginDragging)
    _ = picker.update(.willEndDragging(velocity: 0, proposedOffset: picker.offset))
    _ = picker.update(.didEndDragging(willDecelerate: true))
    _ = picker.update(.didScroll(offset: offset))
    return picker
  }

  @Test(arguments: [PickerLayoutDirection.leftToRight, .rightToLeft])
  func aTieUpToTheAnchorsRoundingGoesForward(direction: PickerLayoutDirection) throws {
    let layout = try tapped(direction)
    #expect(layout.homeCell(ofRow: 0) == 642)
    var picker = PickerState(layout: layout)
    let forward = abs(layout.offset(ofCell: 643) - picker.offset)
    let back = abs(layout.offset(ofCell: 641) - picker.offset)
    #expect(back < forward && forward - back < 1e-10)
    #expect(
      Array(picker.update(.tap(row: 1))) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .tap),
        .scroll(toOffset: layout.offset(ofCell: 643), animated: true),
      ])
    var selecting = PickerState(layout: layout)
    #expect(
      selecting.update(.select(row: 1, animated: true)).last
        == .scroll(toOffset: layout.offset(ofCell: 643), animated: true))
  }

  @Test(arguments: [PickerLayoutDirection.leftToRight, .rightToLeft])
  func aStepFromATieBetweenTheSelectedRowsCopiesStartsFromTheForwardOne(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try stepped(direction)
    #expect(layout.homeCell(ofRow: 0) == 468)
    // Gliding over row 1's cell 469, row 0 still selected: its copies 468 and 470 tie.
    let offset = layout.offset(ofCell: 469)
    let forward = abs(layout.offset(ofCell: 470) - offset)
    let back = abs(layout.offset(ofCell: 468) - offset)
    #expect(back < forward && forward - back < 1e-10)
    var increment = gliding(layout, at: offset)
    var decrement = increment
    #expect((increment.selectedRow, increment.centeredCell) == (0, 469))
    #expect(
      increment.update(.accessibilityIncrement).last
        == .scroll(toOffset: layout.offset(ofCell: 471), animated: true))
    // One cell back from 470 is 469, under the anchor already: the glide stops there.
    #expect(
      Array(decrement.update(.accessibilityDecrement)) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .accessibility),
        .scroll(toOffset: offset, animated: false), .didEndScrolling(row: 1),
      ])
  }

  @Test(arguments: [PickerLayoutDirection.leftToRight, .rightToLeft])
  func aNearTieBeyondTheAnchorsRoundingGoesToTheNearerCopy(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tapped(direction)
    let resting = layout.offset(ofCell: 642)
    // Toward cell 641, the copy of row 1 behind: an ulp is within the rounding, a
    // billionth of a point (2e-9 between the distances) beyond it.
    let towardBack = layout.offset(ofCell: 641) < resting ? -1.0 : 1
    var byAnUlp = gliding(layout, at: resting + towardBack * resting.ulp)
    #expect(
      byAnUlp.update(.tap(row: 1)).last
        == .scroll(toOffset: layout.offset(ofCell: 643), animated: true))
    var byABillionth = gliding(layout, at: resting + towardBack * 1e-9)
    #expect(
      byABillionth.update(.tap(row: 1)).last
        == .scroll(toOffset: layout.offset(ofCell: 641), animated: true))
  }

  /// Three laps that sum past the largest `Double` with the anchor's origin and a lap more:
  /// the tie rule's rounding must stay finite, or no copy would ever be nearest.
  @Test func aStripNearTheLargestDoubleStillFindsTheNearestCopy() throws {
    let layout = try PickerLayout(
      viewportWidth: 1.4408936098587582e-105, itemWidth: 64, itemCount: 34,
      spacing: 1.3824172084981303e+306, wrapsAround: true)
    #expect(layout.laps == 3 && layout.homeCell(ofRow: 0) == 34)
    var state = PickerState(layout: layout)
    #expect(
      Array(state.update(.select(row: 3, animated: true))) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .programmatic),
        .scroll(toOffset: layout.offset(ofCell: 37), animated: true),
      ])
  }

  /// An animation from row 9,999 of a long anchored strip back to row 0 goes on (W6)
  /// through a reload to three wrapping rows, whose cell 0 keeps its anchor at 0: the
  /// scroll view's offset, 639,936, now lies far past the new content's end (131,145).
  /// A drag that begins there re-centres from the offset itself: the last cell's row, row
  /// 0, has its home-lap anchor at cell 1,026's 65,664, exactly 2,991 laps of 192 back,
  /// rather than the last cell's 341 laps, which would leave the finger past the end (W5).
  @Test func aDragThatBeginsPastTheEndOfAShrunkStripStartsInTheHomeLap() throws {
    let long = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 10_000)
    var picker = PickerState(
      layout: long, selectedRow: 9_999, options: PickerOptions(autoAdvanceInterval: 2))
    _ = picker.update(.autoAdvanceTimerFired)
    #expect(picker.phase == .animating(targetRow: 0) && picker.offset == 639_936)
    let wrapping = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 3, alignment: .leading(padding: 0),
      wrapsAround: true)
    #expect(wrapping.offsetRange == 0...131_145 && wrapping.homeCell(ofRow: 0) == 1_026)
    _ = picker.update(.layoutChanged(wrapping))
    #expect(picker.phase == .animating(targetRow: 0) && picker.offset == 639_936)
    #expect(
      Array(picker.update(.willBeginDragging)) == [.scroll(toOffset: 65_664, animated: false)])
    #expect(picker.offset == 65_664 && picker.centeredRow == 0 && picker.phase == .dragging)
  }
}
