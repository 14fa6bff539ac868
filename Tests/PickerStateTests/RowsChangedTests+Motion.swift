import Testing

@testable import PickerState

/// L3 and L4 of live data: what the user sees does not move, mid-drag and mid-glide
/// included, on strips of one width or many, both ways, wrapping or not.
@Suite struct RowsChangedMotionTests {
  typealias Rows = RowsChangedTests

  /// Rows of `widths`, 3 apart, in a 320-point viewport (every position exact).
  static func variableRows(
    _ widths: [Double], _ direction: PickerLayoutDirection = .leftToRight
  ) throws -> PickerLayout {
    try PickerLayout(viewportWidth: 320, itemWidths: widths, spacing: 3, direction: direction)
  }

  /// Three rows arriving at the left end of ten uniform rows, or of twelve irregular ones
  /// (with widths of their own): before row 0 left to right, after the last row right to
  /// left. `renumbering` is how far the old rows' indices move: the core cases run on all
  /// four.
  struct LeftArrival {
    var old: PickerLayout
    var new: PickerLayout
    var changes: PickerRowChanges
    var renumbering: Int

    init(variable: Bool, _ direction: PickerLayoutDirection) throws {
      let count = variable ? 12 : 10
      let leftToRight = direction == .leftToRight
      changes = try PickerRowChanges(
        inserted: leftToRight ? [0, 1, 2] : [count, count + 1, count + 2])
      renumbering = leftToRight ? 3 : 0
      guard variable else {
        old = try Rows.rows(count, direction)
        new = try Rows.rows(count + 3, direction)
        return
      }
      let widths = irregularWidths(count: count)
      let arriving: [Double] = [33, 71, 12]
      old = try variableRows(widths, direction)
      new = try variableRows(leftToRight ? arriving + widths : widths + arriving, direction)
    }
  }

  // MARK: - Dragging

  @Test(arguments: [false, true], allDirections)
  func rowsArrivingOnTheLeftMidDragKeepTheRowUnderTheFingerInPlace(
    variable: Bool, direction: PickerLayoutDirection
  ) throws {
    let arrival = try LeftArrival(variable: variable, direction)
    let (old, new, shiftBy) = (arrival.old, arrival.new, arrival.renumbering)
    var picker = PhaseFixture.dragging.state(on: old)
    let centered = try #require(picker.centeredRow)
    let held = picker.offset + new.offset(ofRow: centered + shiftBy) - old.offset(ofRow: centered)
    let effects = picker.update(.rowsChanged(arrival.changes, layout: new))
    // At most the selected item renumbered, and the finger's content moved by exactly the
    // arrived width.
    let renumbered: [PickerEffect] =
      shiftBy == 0 ? [] : [.selectionChanged(row: 2 + shiftBy, cause: .renumbered)]
    #expect(Array(effects) == renumbered + [.scroll(toOffset: held, animated: false)])
    var expected = PickerState(layout: new, selectedRow: 2 + shiftBy)
    _ = expected.feed(dragEvents(through: [held]))
    #expect(picker == expected)
    #expect(picker.centeredRow == centered + shiftBy)
  }

  @Test(arguments: allDirections)
  func removingTheRowUnderTheFingerHoldsItsNearestSurvivor(
    direction: PickerLayoutDirection
  ) throws {
    let old = try Rows.rows(10, direction)
    // A quarter of the way from row 2 to row 3: row 3's anchor is nearer than row 1's.
    var picker = PhaseFixture.dragging.state(on: old)
    #expect(picker.centeredRow == 2)
    let nine = try Rows.rows(9, direction)
    let shift = nine.offset(ofRow: 2) - old.offset(ofRow: 3)
    let held = picker.offset + shift
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [2]), layout: nine))
    // The selection (row 2) is handed to old row 3, now row 2, which the finger holds.
    #expect(
      Array(effects) == [
        .configure(row: 2, isSelected: true), .selectionChanged(row: 2, cause: .reload),
      ] + Rows.scroll(from: picker.offset - shift, to: held))
    var expected = PickerState(layout: nine, selectedRow: 2)
    _ = expected.feed(dragEvents(through: [held]))
    #expect(picker == expected)
  }

  @Test func aWrappingStripKeepsTheDragsLap() throws {
    let old = try Rows.rows(10, wrapping: true)
    var picker = PickerState(layout: old, selectedRow: 2)
    // A drag a lap and a bit along: the cell under the anchor is in the lap after home.
    let start = picker.offset
    _ = picker.feed(dragEvents(through: [start + 260, start + 520]))
    let cell = try #require(picker.centeredCell)
    #expect(cell / 10 == old.homeLap + 1)
    let new = try Rows.rows(13, wrapping: true)
    let newCell = (new.homeLap + 1) * 13 + cell % 10 + 3
    let held = picker.offset + new.offset(ofCell: newCell) - old.offset(ofCell: cell)
    let effects = picker.update(.rowsChanged(Rows.prependThree, layout: new))
    #expect(
      Array(effects) == [
        .selectionChanged(row: 5, cause: .renumbered), .scroll(toOffset: held, animated: false),
      ])
    #expect(picker.phase == .dragging && picker.offset == held)
    #expect(picker.centeredCell == newCell)
    #expect(picker.invariantViolations() == [])
  }

  /// A drag pulled 150 points before a wrapping strip's reach: the cell under the anchor is
  /// the first in reach, row 3's, 186.5 points on, and row 0's cell 0, out of reach, lies
  /// 5.5 points behind the anchor. Rows 1 and 3 go: row 0's copy is the surviving anchor
  /// nearest the offset, so it keeps its 5.5 points, in the first lap of the new strip
  /// that lies W5's margin (32,768 points) inside its ends (L4), the fourth.
  @Test func aRemovedRowUnderADragPastAWrappingStripsReachHoldsTheNearestAnchor() throws {
    func strip(_ count: Int) throws -> PickerLayout {
      try PickerLayout(
        viewportWidth: 375, itemWidth: 64, itemCount: count, alignment: .center,
        wrapsAround: true)
    }
    let old = try strip(201)
    var picker = PickerState(layout: old, selectedRow: 0)
    _ = picker.feed([.willBeginDragging, .didScroll(offset: -150)])
    #expect(picker.centeredCell == 3 && old.offset(ofCell: 0) == -155.5)
    let new = try strip(199)
    // Row 0's copy three laps on: the lap before lies within the margin of the start.
    #expect(new.wrapTargetMargin == 32_768)
    #expect(new.offset(ofCell: 3 * 199) == 3 * 199 * 64 - 155.5)
    #expect(new.offset(ofCell: 2 * 199) < 32_768)
    let effects = picker.update(
      .rowsChanged(try PickerRowChanges(removed: [1, 3]), layout: new))
    #expect(Array(effects) == [.scroll(toOffset: 3 * 199 * 64 - 150, animated: false)])
    #expect(picker.phase == .dragging && picker.offset == 3 * 199 * 64 - 150)
    #expect(picker.invariantViolations() == [])
  }

  /// A glide without a target at 1e300, far past a wrapping strip of five rows: every
  /// anchor lies as far from it once rounded, but the last cell's (row 4's) is nearest
  /// exactly. With rows 0 and 1 gone (row 1's cell is the nearest in reach), row 4, now
  /// row 2, is the reference the glide settles on, not row 3.
  @Test func aGlideFarPastAWrappingStripSettlesOnTheExactlyNearestSurvivor() throws {
    func strip(_ count: Int) throws -> PickerLayout {
      try PickerLayout(
        viewportWidth: 375, itemWidth: 64, itemCount: count, alignment: .center,
        wrapsAround: true)
    }
    var picker = PickerState(layout: try strip(5))
    _ = picker.feed([
      .willBeginDragging, .didScroll(offset: 1e300), .didEndDragging(willDecelerate: true),
    ])
    #expect(picker.phase == .decelerating(targetRow: nil) && picker.centeredRow == 1)
    let new = try strip(3)
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [0, 1]), layout: new))
    let target = try #require(picker.targetCell)
    #expect(
      Array(effects) == [
        .configure(row: 2, isSelected: true), .selectionChanged(row: 2, cause: .scroll),
        .scroll(toOffset: 1e300, animated: false),
        .scroll(toOffset: new.offset(ofCell: target), animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 2))
    #expect(picker.invariantViolations() == [])
  }

  @Test func aWrappingStripPrependAtRestRestsOnTheHomeLap() throws {
    var picker = PickerState(layout: try Rows.rows(10, wrapping: true), selectedRow: 3)
    let new = try Rows.rows(13, wrapping: true)
    #expect(
      Array(picker.update(.rowsChanged(Rows.prependThree, layout: new))) == [
        .selectionChanged(row: 6, cause: .renumbered),
        .scroll(toOffset: new.offset(ofRow: 6), animated: false),
      ])
    #expect(picker == PickerState(layout: new, selectedRow: 6))
  }

  // MARK: - Gliding and animating

  @Test(arguments: [false, true], allDirections)
  func rowsArrivingOnTheLeftMidGlideHoldThePictureThenAnimateToTheTargetsNewAnchor(
    variable: Bool, direction: PickerLayoutDirection
  ) throws {
    let arrival = try LeftArrival(variable: variable, direction)
    let (old, new, shiftBy) = (arrival.old, arrival.new, arrival.renumbering)
    // Gliding toward row 5, halfway between rows 3 and 4, with row 2 selected.
    var picker = PhaseFixture.decelerating.state(on: old)
    #expect(picker.phase == .decelerating(targetRow: 5))
    let centered = try #require(picker.centeredRow)
    let held = picker.offset + new.offset(ofRow: centered + shiftBy) - old.offset(ofRow: centered)
    let effects = picker.update(.rowsChanged(arrival.changes, layout: new))
    // The glide's target, row 5, is committed at its new index, and reached from the held
    // picture; the selected item is cleaned up at its own new index.
    let target = 5 + shiftBy
    #expect(
      Array(effects) == [
        .configure(row: 2 + shiftBy, isSelected: false), .configure(row: target, isSelected: true),
        .selectionChanged(row: target, cause: .scroll), .scroll(toOffset: held, animated: false),
        .scroll(toOffset: new.offset(ofRow: target), animated: true),
      ])
    var expected = PickerState(layout: new, selectedRow: 2 + shiftBy)
    _ = expected.feed([.select(row: target, animated: true), .didScroll(offset: held)])
    #expect(picker == expected)
  }

  @Test func rowsArrivingOnTheRightMidGlideLetTheGlideGoOn() throws {
    var picker = PhaseFixture.decelerating.state(on: try Rows.rows(10))
    let twelve = try Rows.rows(12)
    let effects = picker.update(
      .rowsChanged(try PickerRowChanges(inserted: [10, 11]), layout: twelve))
    #expect(Array(effects) == [])
    #expect(picker == PhaseFixture.decelerating.state(on: twelve))
  }

  @Test func rowsArrivingOnTheRightOfAMirroredStripRenumberTheGlidesTarget() throws {
    let old = try Rows.rows(10, .rightToLeft)
    var picker = PhaseFixture.decelerating.state(on: old)
    let before = picker
    // Right to left, rows 0 and 1 arrive at the right end: nothing the user sees moves.
    let twelve = try Rows.rows(12, .rightToLeft)
    let effects = picker.update(
      .rowsChanged(try PickerRowChanges(inserted: [0, 1]), layout: twelve))
    #expect(Array(effects) == [.selectionChanged(row: 4, cause: .renumbered)])
    #expect(picker.phase == .decelerating(targetRow: 7))
    #expect(picker.offset == before.offset)
    #expect(picker.centeredRow == before.centeredRow.map { $0 + 2 })
    #expect(picker.invariantViolations() == [])
    // It settles on the same item: old row 5.
    _ = picker.feed([.didScroll(offset: twelve.offset(ofRow: 7)), .didEndDecelerating])
    #expect(picker == PickerState(layout: twelve, selectedRow: 7))
  }

  @Test func aPrependMidAnimationContinuesToTheSameItem() throws {
    let old = try Rows.rows(10)
    // Animating toward row 6 (selected), halfway between rows 3 and 4.
    var picker = PhaseFixture.animating.state(on: old)
    let new = try Rows.rows(13)
    let held = picker.offset + 150
    let effects = picker.update(.rowsChanged(Rows.prependThree, layout: new))
    #expect(
      Array(effects) == [
        .selectionChanged(row: 9, cause: .renumbered), .scroll(toOffset: held, animated: false),
        .scroll(toOffset: 450, animated: true),
      ])
    var expected = PickerState(layout: new, selectedRow: 5)
    _ = expected.feed([.select(row: 9, animated: true), .didScroll(offset: held)])
    #expect(picker == expected)
  }

  @Test func aChangeThatLeavesTheDestinationNearerThanAnAnimationRestsAtOnce() throws {
    let old = try Rows.rows(10)
    var picker = PhaseFixture.decelerating.state(on: old)
    // Two rows removed before the row under the anchor (row 5, the glide's target): it
    // becomes row 3, whose anchor lies half a point from the held picture.
    _ = picker.update(.didScroll(offset: 250.5))
    let eight = try Rows.rows(8)
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [0, 1]), layout: eight))
    // The selected item, row 2, is now row 0 and is cleaned up there; the target, now row
    // 3, is committed, and the picker rests on it with the one scroll that stops the glide.
    #expect(
      Array(effects) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll),
        .scroll(toOffset: 150, animated: false), .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: eight, selectedRow: 3))
  }

  @Test func everythingReplacedMidGlideEndsAtOnceOnTheNewFirstRow() throws {
    var picker = PhaseFixture.decelerating.state(on: try Rows.rows(10))
    let five = try Rows.rows(5)
    let replaced = try PickerRowChanges(removed: Array(0..<10), inserted: Array(0..<5))
    #expect(
      Array(picker.update(.rowsChanged(replaced, layout: five))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: 0, animated: false), .didEndScrolling(row: 0),
      ])
    #expect(picker == PickerState(layout: five, selectedRow: 0))
  }

  @Test func everyRowRemovedMidGlideRestsAtZeroAndStopsTheHost() throws {
    var picker = PhaseFixture.decelerating.state(on: try Rows.rows(10))
    let empty = try Rows.rows(0)
    #expect(
      Array(
        picker.update(.rowsChanged(try PickerRowChanges(removed: Array(0..<10)), layout: empty)))
        == [.selectionChanged(row: nil, cause: .reload), .scroll(toOffset: 0, animated: false)])
    #expect(picker == PickerState(layout: empty))
  }

  // MARK: - Paging

  @Test func pagingCountsFromTheReleaseRowFollowedToItsItem() throws {
    let options = PickerOptions(snapping: .paging(maxItems: 1))
    let old = try Rows.rows(10)
    var picker = PickerState(layout: old, selectedRow: 2, options: options)
    // Released from row 2 into a glide the host runs without a target.
    _ = picker.feed(dragEvents(through: [110]) + [.didEndDragging(willDecelerate: true)])
    _ = picker.feed([.didScroll(offset: 150)])
    // Row 2 (the release row) leaves, a row arrives before it: old row 1 is now row 2, and
    // the release row is handed on to old row 3, which keeps its index and anchor.
    let changes = try PickerRowChanges(removed: [2], inserted: [1])
    // The selection (row 2) is handed on to old row 3 too, which keeps its index.
    #expect(
      Array(picker.update(.rowsChanged(changes, layout: old))) == [
        .configure(row: 3, isSelected: true), .selectionChanged(row: 3, cause: .reload),
      ])
    #expect(picker.phase == .decelerating(targetRow: nil))
    // The glide runs on to row 5: paging allows one row from row 3, not from row 2.
    let effects = picker.feed([.didScroll(offset: 250), .didEndDecelerating])
    #expect(picker.selectedRow == 4)
    #expect(effects.contains(.scroll(toOffset: 200, animated: true)))
  }

  // MARK: - Never a tick

  @Test(arguments: PhaseFixture.allCases)
  func aDataChangeNeverTicks(phase: PhaseFixture) throws {
    var picker = phase.state(on: try Rows.rows(10))
    let effects = picker.update(.rowsChanged(Rows.prependThree, layout: try Rows.rows(13)))
    #expect(!effects.contains(.selectionFeedback))
    #expect(picker.invariantViolations() == [])
  }
}
