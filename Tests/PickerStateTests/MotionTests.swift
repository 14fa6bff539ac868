import Testing

@testable import PickerState

/// The phase carries its own data: a glide holds its target and release cells, an animation
/// its target cell, and no other phase holds any. Whole states are compared, so that a cell
/// left behind by a phase that ended would show.
@Suite struct MotionTests {
  /// Ten rows 50 wide in a 300-point viewport, wrapping or not, in both directions.
  static let layouts: [PickerLayout] = allDirections.flatMap { direction in
    [false, true].map { wraps in
      // Fixed, valid values: the initializer cannot throw.
      try! PickerLayout(
        viewportWidth: 300, itemWidth: 50, itemCount: 10, direction: direction,
        wrapsAround: wraps)
    }
  }

  /// A picker built field by field: `selectedRow` selected, at `offset` with the cell under
  /// the anchor there, doing `motion`.
  private func built(
    on layout: PickerLayout, selectedRow: Int, offset: Double, motion: PickerState.Motion
  ) -> PickerState {
    var state = PickerState(layout: layout, selectedRow: selectedRow)
    state.offset = offset
    state.centeredCell = layout.nearestCell(toOffset: offset)
    state.motion = motion
    return state
  }

  @Test(arguments: layouts)
  func thePhaseNamesTheRowsOfTheCellsItsMotionHolds(layout: PickerLayout) {
    let home = layout.homeCell(ofRow: 3)
    // Another copy of row 3 when the strip wraps; row 3 itself when it does not.
    let copy = layout.wrapsAround ? home + layout.itemCount : home
    let motions: [PickerState.Motion] = [
      .idle, .dragging, .gliding(toward: nil, releasedAt: nil, in: layout),
      .gliding(toward: nil, releasedAt: copy, in: layout),
      .gliding(toward: copy, releasedAt: home, in: layout), .animating(toward: copy, in: layout),
    ]
    let faces = motions.map { motion in
      var state = PickerState(layout: layout, selectedRow: 3)
      state.motion = motion
      return Face(phase: state.phase, targetCell: state.targetCell)
    }
    #expect(
      faces == [
        Face(phase: .idle, targetCell: nil),
        Face(phase: .dragging, targetCell: nil),
        Face(phase: .decelerating(targetRow: nil), targetCell: nil),
        Face(phase: .decelerating(targetRow: nil), targetCell: nil),
        Face(phase: .decelerating(targetRow: 3), targetCell: copy),
        Face(phase: .animating(targetRow: 3), targetCell: copy),
      ])
  }

  /// What a host reads of a phase.
  private struct Face: Equatable {
    var phase: PickerPhase
    var targetCell: Int?
  }

  @Test(arguments: layouts)
  func eachPhaseReachedByEventsHoldsOnlyItsOwnCells(layout: PickerLayout) {
    let quarterWay = offset(0.25, ofTheWayFrom: 2, to: 3, in: layout)
    let halfway = offset(0.5, ofTheWayFrom: 3, to: 4, in: layout)
    let expected: [PhaseFixture: PickerState] = [
      .idle: PickerState(layout: layout, selectedRow: 2),
      .dragging: built(on: layout, selectedRow: 2, offset: quarterWay, motion: .dragging),
      .decelerating: built(
        on: layout, selectedRow: 2, offset: halfway,
        motion: .gliding(
          toward: layout.homeCell(ofRow: 5), releasedAt: layout.homeCell(ofRow: 2), in: layout)),
      .animating: built(
        on: layout, selectedRow: 6, offset: halfway,
        motion: .animating(toward: layout.homeCell(ofRow: 6), in: layout)),
    ]
    for phase in PhaseFixture.allCases {
      #expect(phase.state(on: layout) == expected[phase], "\(phase)")
    }
  }

  @Test(arguments: layouts)
  func aPhaseThatEndsLeavesNoCellBehind(layout: PickerLayout) {
    let halfway = offset(0.5, ofTheWayFrom: 3, to: 4, in: layout)
    var stoppedGlide = PhaseFixture.decelerating.state(on: layout)
    #expect(Array(stoppedGlide.update(.willBeginDragging)) == [])
    #expect(stoppedGlide == built(on: layout, selectedRow: 2, offset: halfway, motion: .dragging))
    var stoppedAnimation = PhaseFixture.animating.state(on: layout)
    #expect(Array(stoppedAnimation.update(.willBeginDragging)) == [])
    #expect(
      stoppedAnimation == built(on: layout, selectedRow: 6, offset: halfway, motion: .dragging))
    var replacedGlide = PhaseFixture.decelerating.state(on: layout)
    _ = replacedGlide.update(.select(row: 8, animated: true))
    #expect(
      replacedGlide
        == built(
          on: layout, selectedRow: 8, offset: halfway,
          motion: .animating(toward: layout.homeCell(ofRow: 8), in: layout)))
    var endedAnimation = PhaseFixture.animating.state(on: layout)
    _ = endedAnimation.feed([
      .didScroll(offset: layout.offset(ofRow: 6)), .didEndScrollingAnimation,
    ])
    #expect(endedAnimation == PickerState(layout: layout, selectedRow: 6))
  }

  @Test func aGlideGoingOnThroughAShorterStripKeepsItsReleaseCellInIt() throws {
    let ten = try tenRows()
    let six = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 6)
    var picker = PickerState(layout: ten, selectedRow: 8)
    _ = picker.feed([
      .willBeginDragging, .willEndDragging(velocity: -900, proposedOffset: 100),
      .didEndDragging(willDecelerate: true),
    ])
    #expect(
      picker
        == built(
          on: ten, selectedRow: 8, offset: 400,
          motion: .gliding(toward: 2, releasedAt: 8, in: ten)))
    // Row 2 keeps its anchor, so the glide goes on, and the selection is clamped; the
    // release cell, past the new rows, is clamped to the last one.
    #expect(
      Array(picker.update(.layoutChanged(six))) == [
        .configure(row: 5, isSelected: true), .selectionChanged(row: 5, cause: .reload),
      ])
    #expect(
      picker
        == built(
          on: six, selectedRow: 5, offset: 400,
          motion: .gliding(toward: 2, releasedAt: 5, in: six)))
  }

  @Test func aGlideGoingOnThroughARowAppendedToAWrappingStripKeepsItsCells() throws {
    let ten = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 10, wrapsAround: true)
    let eleven = try PickerLayout(
      viewportWidth: 300, itemWidth: 50, itemCount: 11, wrapsAround: true)
    var picker = PhaseFixture.decelerating.state(on: ten)
    let target = ten.homeCell(ofRow: 5)
    let release = ten.homeCell(ofRow: 2)
    // The same cells show the same rows and keep their anchors in laps of eleven rows, but
    // lie in other laps: the glide goes on, its cells re-counted in the new laps.
    #expect(eleven.row(ofCell: target) == 5 && eleven.row(ofCell: release) == 2)
    #expect(eleven.offset(ofCell: target) == ten.offset(ofCell: target))
    #expect(target / eleven.itemCount != target / ten.itemCount)
    #expect(Array(picker.update(.layoutChanged(eleven))) == [])
    let halfway = offset(0.5, ofTheWayFrom: 3, to: 4, in: ten)
    #expect(
      picker
        == built(
          on: eleven, selectedRow: 2, offset: halfway,
          motion: .gliding(toward: target, releasedAt: release, in: eleven)))
    #expect(picker.phase == .decelerating(targetRow: 5))
    #expect(picker.targetCell == target)
  }
}
