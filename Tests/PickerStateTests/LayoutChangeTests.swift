import Testing

@testable import PickerState

/// Semantics 8: reloads, resizes, rotations, alignment and direction switches.
@Suite struct LayoutChangeTests {
  /// `count` rows 50 wide in a 300-point viewport, like ``tenRows(_:_:)``.
  static func rows(
    _ count: Int, width: Double = 50, viewportWidth: Double = 300,
    _ direction: PickerLayoutDirection = .leftToRight
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewportWidth, itemWidth: width, itemCount: count, direction: direction)
  }

  // MARK: - Keeping the selection

  @Test(arguments: allDirections)
  func aReloadKeepsTheSelectedRowAndReanchorsWithoutAnimation(
    direction: PickerLayoutDirection
  ) throws {
    var picker = PickerState(layout: try tenRows(.center, direction), selectedRow: 3)
    // Rows 60 wide instead of 50: row 3 rests 3 * 60 from its end of the strip.
    let wider = try Self.rows(10, width: 60, direction)
    #expect(
      Array(picker.update(.layoutChanged(wider))) == [
        .scroll(toOffset: wider.offset(ofRow: 3), animated: false)
      ])
    #expect(picker == PickerState(layout: wider, selectedRow: 3))
  }

  @Test func aRotationThatLeavesTheAnchorInPlaceOnlyReplacesTheLayout() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    // Centred rows of one width rest one pitch apart whatever the viewport's width.
    let landscape = try Self.rows(10, viewportWidth: 700)
    #expect(Array(picker.update(.layoutChanged(landscape))) == [])
    #expect(picker == PickerState(layout: landscape, selectedRow: 3))
  }

  @Test(arguments: allAlignments, allDirections)
  func anAlignmentOrDirectionSwitchKeepsTheSelection(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let before = try fourVariableRows()
    var picker = PickerState(layout: before, selectedRow: 2)
    let after = try fourVariableRows(alignment, direction)
    let anchor = after.offset(ofRow: 2)
    let expected: [PickerEffect] =
      anchor == before.offset(ofRow: 2) ? [] : [.scroll(toOffset: anchor, animated: false)]
    #expect(Array(picker.update(.layoutChanged(after))) == expected)
    #expect(picker == PickerState(layout: after, selectedRow: 2))
  }

  @Test func aDirectionSwitchMovesTheSelectedRowToItsMirroredOffset() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    let mirrored = try tenRows(.center, .rightToLeft)
    // Row 3 rests at 150 left to right and at 450 - 150 right to left.
    #expect(
      Array(picker.update(.layoutChanged(mirrored))) == [
        .scroll(toOffset: 300, animated: false)
      ])
    #expect(picker == PickerState(layout: mirrored, selectedRow: 3))
  }

  @Test func anAlignmentSwitchOnVariableRowsMovesToTheNewAnchor() throws {
    var picker = PickerState(layout: try fourVariableRows(), selectedRow: 2)
    #expect(picker.offset == 130)
    let leading = try fourVariableRows(.leading(padding: 10))
    // Left edges rest at 0, 50, 140 and 170.
    #expect(
      Array(picker.update(.layoutChanged(leading))) == [
        .scroll(toOffset: 140, animated: false)
      ])
    #expect(picker == PickerState(layout: leading, selectedRow: 2))
  }

  @Test func rowsThatStayInRangeKeepTheSelectionWhenTheCountChanges() throws {
    var shrinking = PickerState(layout: try tenRows(), selectedRow: 2)
    let five = try Self.rows(5)
    #expect(Array(shrinking.update(.layoutChanged(five))) == [])
    #expect(shrinking == PickerState(layout: five, selectedRow: 2))
    var growing = PickerState(layout: try tenRows(), selectedRow: 9)
    let twenty = try Self.rows(20)
    #expect(Array(growing.update(.layoutChanged(twenty))) == [])
    #expect(growing == PickerState(layout: twenty, selectedRow: 9))
  }

  @Test func theSameLayoutAgainChangesNothing() throws {
    let layout = try fourVariableRows(.trailing(padding: 10), .rightToLeft)
    var picker = PickerState(layout: layout, selectedRow: 1)
    let before = picker
    #expect(Array(picker.update(.layoutChanged(layout))) == [])
    #expect(picker == before)
  }

  @Test(arguments: PhaseFixture.allCases)
  func theSameLayoutAgainMidGestureNeitherJumpsNorStops(phase: PhaseFixture) throws {
    // A reload that changed nothing must not pull the content from under the finger, cut
    // a glide short or end an animation.
    let layout = try tenRows(.center, .leftToRight)
    var picker = phase.state(on: layout)
    let before = picker
    #expect(Array(picker.update(.layoutChanged(layout))) == [])
    #expect(picker == before)
  }

  // MARK: - Clamping

  @Test(arguments: allDirections)
  func aSelectionPastTheNewEndIsClampedToTheLastRow(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 7)
    let five = try Self.rows(5, direction)
    // Row 7's cell is gone: no cleanup for it, only the highlight of row 4.
    let anchor = five.offset(ofRow: 4)
    var expected: [PickerEffect] = [
      .configure(row: 4, isSelected: true), .selectionChanged(row: 4, cause: .reload),
    ]
    if anchor != layout.offset(ofRow: 7) {
      expected.append(.scroll(toOffset: anchor, animated: false))
    }
    #expect(Array(picker.update(.layoutChanged(five))) == expected)
    #expect(picker == PickerState(layout: five, selectedRow: 4))
  }

  /// With no rows the picker rests at 0 (I3), and tells the host, which showed row 7.
  @Test(arguments: allDirections)
  func anEmptiedPickerSelectsNothingAndRestsAtZero(direction: PickerLayoutDirection) throws {
    var picker = PickerState(layout: try tenRows(.center, direction), selectedRow: 7)
    let empty = try Self.rows(0, direction)
    #expect(
      Array(picker.update(.layoutChanged(empty))) == [
        .selectionChanged(row: nil, cause: .reload), .scroll(toOffset: 0, animated: false),
      ])
    #expect(picker == PickerState(layout: empty))
    #expect(picker.selectedRow == nil && picker.offset == 0)
  }

  @Test func returningRowsSelectRowZero() throws {
    let empty = try Self.rows(0)
    var picker = PickerState(layout: empty)
    let layout = try tenRows()
    // Row 0 rests at 0 left to right, where the empty picker already is.
    #expect(
      Array(picker.update(.layoutChanged(layout))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  @Test func returningRowsRightToLeftScrollToRowZerosEnd() throws {
    var picker = PickerState(layout: try Self.rows(0, .rightToLeft))
    let layout = try tenRows(.center, .rightToLeft)
    #expect(
      Array(picker.update(.layoutChanged(layout))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: 450, animated: false),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  /// Found by the scroll-view mode: the rows vanish mid-animation, and the animation ran on
  /// over the empty content, to where the picker did not believe it was. The picker now
  /// stops the scroll view at 0 as it rests there (rule 11), so when rows return it is
  /// where the picker believes, and nothing scrolls.
  @Test(arguments: [PhaseFixture.decelerating, .animating])
  func aMotionEndedByRowsThatVanishStopsTheScrollViewAtZero(phase: PhaseFixture) throws {
    let layout = try tenRows()
    var picker = phase.state(on: layout)
    let empty = try Self.rows(0)
    #expect(
      Array(picker.update(.layoutChanged(empty))) == [
        .selectionChanged(row: nil, cause: .reload), .scroll(toOffset: 0, animated: false),
      ])
    #expect(picker == PickerState(layout: empty))
    // Stray ends of the stopped motion change nothing; content moved away is put back.
    #expect(Array(picker.update(.didEndDecelerating)) == [])
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [])
    #expect(
      Array(picker.update(.didScroll(offset: 200))) == [.scroll(toOffset: 0, animated: false)])
    #expect(picker == PickerState(layout: empty))
    #expect(
      Array(picker.update(.layoutChanged(layout))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  // MARK: - Changes in motion

  @Test(arguments: allDirections)
  func aReloadMidDragKeepsTheRowUnderTheFingerInPlaceAndTheDragGoesOn(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 7)
    let dragged = layout.offset(atRowPosition: 6.4)
    _ = picker.feed(dragEvents(through: [dragged]))
    let five = try Self.rows(5, direction)
    // Row 6 was under the anchor, 0.4 of a pitch past it; row 6 is gone, so its clamp, row
    // 4, takes its place at the same distance from the anchor (a bounce past the end).
    let kept = five.offset(ofRow: 4) + (dragged - layout.offset(ofRow: 6))
    #expect(!five.offsetRange.contains(kept))
    #expect(
      Array(picker.update(.layoutChanged(five))) == [
        .configure(row: 4, isSelected: true), .selectionChanged(row: 4, cause: .reload),
        .scroll(toOffset: kept, animated: false),
      ])
    var expected = PickerState(layout: five, selectedRow: 4)
    expected.motion = .dragging
    expected.offset = kept
    #expect(picker == expected)
    // The finger keeps moving over the new rows and lets go near row 3.
    let rest = picker.feedEach([
      .didScroll(offset: five.offset(atRowPosition: 2.6)),
      .didEndDragging(willDecelerate: false),
    ])
    #expect(
      rest == [
        [.selectionFeedback],
        [
          .configure(row: 4, isSelected: false), .configure(row: 3, isSelected: true),
          .selectionChanged(row: 3, cause: .scroll),
          .scroll(toOffset: five.offset(ofRow: 3), animated: true),
        ],
      ])
  }

  @Test(arguments: allDirections)
  func emptyingThePickerMidDragLeavesTheDragToEnd(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.dragging.state(on: layout)
    let empty = try Self.rows(0, direction)
    #expect(
      Array(picker.update(.layoutChanged(empty))) == [
        .selectionChanged(row: nil, cause: .reload)
      ])
    // No row is left to keep in place: the content stays under the finger.
    var expected = PickerState(layout: empty)
    expected.motion = .dragging
    expected.offset = offset(0.25, ofTheWayFrom: 2, to: 3, in: layout)
    #expect(picker == expected)
    // The release rests the empty picker at 0, and tells the host, which the finger left
    // elsewhere.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .scroll(toOffset: 0, animated: false)
      ])
    #expect(picker == PickerState(layout: empty))
  }

  @Test(arguments: allDirections)
  func aReloadThatMovesTheAnimationsTargetStopsItOnTheTarget(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.animating.state(on: layout)
    #expect(picker.phase == .animating(targetRow: 6))
    let wider = try Self.rows(10, width: 60, direction)
    #expect(wider.offset(ofRow: 6) != layout.offset(ofRow: 6))
    #expect(
      Array(picker.update(.layoutChanged(wider))) == [
        .scroll(toOffset: wider.offset(ofRow: 6), animated: false), .didEndScrolling(row: 6),
      ])
    #expect(picker == PickerState(layout: wider, selectedRow: 6))
    // The end of the stopped animation, reported late, is a stray report.
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [])
    #expect(picker == PickerState(layout: wider, selectedRow: 6))
  }

  @Test(arguments: allDirections)
  func aReloadThatMovesTheGlidesTargetStopsItOnTheTargetNotTheOldSelection(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.decelerating.state(on: layout)
    #expect(picker.phase == .decelerating(targetRow: 5))
    #expect(picker.selectedRow == 2)
    let wider = try Self.rows(10, width: 60, direction)
    #expect(wider.offset(ofRow: 5) != layout.offset(ofRow: 5))
    #expect(
      Array(picker.update(.layoutChanged(wider))) == [
        .configure(row: 2, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .scroll),
        .scroll(toOffset: wider.offset(ofRow: 5), animated: false), .didEndScrolling(row: 5),
      ])
    #expect(picker == PickerState(layout: wider, selectedRow: 5))
    // The end of the stopped glide, reported late, is a stray report.
    #expect(Array(picker.update(.didEndDecelerating)) == [])
    #expect(picker == PickerState(layout: wider, selectedRow: 5))
  }

  @Test(arguments: allDirections)
  func appendingRowsMidDragKeepsTheRowUnderTheFingerInPlace(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.dragging.state(on: layout)
    let dragged = offset(0.25, ofTheWayFrom: 2, to: 3, in: layout)
    let twelve = try Self.rows(12, direction)
    let effects = Array(picker.update(.layoutChanged(twelve)))
    let kept: Double
    switch direction {
    case .leftToRight:
      // The two rows go after the end: row 2's anchor does not move, nothing scrolls.
      kept = dragged
      #expect(effects == [])
    case .rightToLeft:
      // The two rows go on the left: row 2's anchor moves 100 points, and so does the
      // content under the finger.
      kept = dragged + 100
      #expect(effects == [.scroll(toOffset: kept, animated: false)])
    }
    var expected = PickerState(layout: twelve, selectedRow: 2)
    expected.motion = .dragging
    expected.offset = kept
    #expect(picker == expected)
  }

  @Test(arguments: [PhaseFixture.decelerating, .animating])
  func appendingRowsMidGlideOrAnimationLetsItGoOn(phase: PhaseFixture) throws {
    // Left to right, rows appended after the end leave every anchor where it was.
    let layout = try tenRows()
    var picker = phase.state(on: layout)
    var expected = picker
    let twelve = try Self.rows(12)
    #expect(Array(picker.update(.layoutChanged(twelve))) == [])
    expected.layout = twelve
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func aReloadThatRemovesTheAnimationsTargetStopsOnTheClampWithCauseReload(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.animating.state(on: layout)
    let five = try Self.rows(5, direction)
    // Row 6, selected and the target, is gone: row 4 is only where the clamp puts it.
    #expect(
      Array(picker.update(.layoutChanged(five))) == [
        .configure(row: 4, isSelected: true), .selectionChanged(row: 4, cause: .reload),
        .scroll(toOffset: five.offset(ofRow: 4), animated: false), .didEndScrolling(row: 4),
      ])
    #expect(picker == PickerState(layout: five, selectedRow: 4))
  }

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func aLayoutChangeInAnyPhaseKeepsEveryInvariant(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let layouts = [
      try Self.rows(0, direction), try Self.rows(1, direction), try Self.rows(3, direction),
      try tenRows(.leading(padding: 20), direction), try irregularRows(count: 40),
      try fourVariableRows(.trailing(padding: 10), direction),
    ]
    for layout in layouts {
      var picker = phase.state(on: try tenRows(.center, direction))
      _ = picker.update(.layoutChanged(layout))
      #expect(picker.invariantViolations() == [])
      #expect(picker.layout == layout)
    }
  }
}
