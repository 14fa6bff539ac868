import Testing

@testable import PickerState

/// Semantics 1, 2, 3 and 9: programmatic selection, taps and VoiceOver's steps.
@Suite struct SelectionTests {
  // MARK: - Rows outside the picker (rule 1)

  @Test(arguments: [-1, Int.min, Int.max, 10, 11])
  func selectingARowOutsideThePickerIsRejectedAndChangesNothing(row: Int) throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    let before = picker
    for animated in [true, false] {
      let effects = picker.update(.select(row: row, animated: animated))
      #expect(Array(effects) == [.rejected(.rowOutOfRange(row: row, itemCount: 10))])
      #expect(picker == before)
    }
  }

  // MARK: - The selected row (rule 2)

  @Test(arguments: allAlignments, allDirections)
  func selectingTheRestingSelectedRowChangesNothing(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    var picker = PickerState(layout: try tenRows(alignment, direction), selectedRow: 3)
    let before = picker
    let events: [PickerEvent] = [
      .select(row: 3, animated: true), .select(row: 3, animated: false), .tap(row: 3),
    ]
    #expect(picker.feedEach(events) == [[], [], []])
    #expect(picker == before)
  }

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func selectingTheSelectedRowChangesNothingInAnyPhase(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    // A binding that echoes the value back interrupts no drag, glide or animation.
    var picker = phase.state(on: try tenRows(.center, direction))
    let before = picker
    let row = try #require(picker.selectedRow)
    let echoes: [PickerEvent] = [
      .select(row: row, animated: true), .select(row: row, animated: false),
    ]
    #expect(picker.feedEach(echoes) == [[], []])
    #expect(picker == before)
  }

  @Test(arguments: allDirections)
  func selectingOrTappingTheSelectedRowMidDragChangesNothingAndTheReleaseSettles(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: 3.3)]))
    var expected = picker
    let events: [PickerEvent] = [.select(row: 3, animated: true), .tap(row: 3)]
    #expect(picker.feedEach(events) == [[], []])
    #expect(picker == expected)
    // The finger lifts: the settle brings row 3 back onto its anchor.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .scroll(toOffset: layout.offset(ofRow: 3), animated: true)
      ])
    expected.motion = .animating(toward: 3, in: expected.layout)
    #expect(picker == expected)
    // Asking again while the animation runs there changes nothing.
    #expect(picker.feedEach(events) == [[], []])
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 3)])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func selectingTheSelectedRowWithoutAnimationMidDragLeavesTheContentUnderTheFinger(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: 2.9)]))
    let before = picker
    #expect(Array(picker.update(.select(row: 3, animated: false))) == [])
    #expect(picker == before)
  }

  @Test(arguments: allDirections)
  func aDragBackOntoTheSelectedAnchorSettlesWithoutAScroll(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let anchor = layout.offset(ofRow: 3)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: 3.3), anchor]))
    let before = picker
    #expect(Array(picker.update(.select(row: 3, animated: true))) == [])
    #expect(picker == before)
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [.didEndScrolling(row: 3)])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func selectingTheAnimationsTargetWithoutAnimationLetsTheAnimationFinish(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    _ = picker.feed([.tap(row: 5), .didScroll(offset: layout.offset(atRowPosition: 4))])
    let before = picker
    #expect(Array(picker.update(.select(row: 5, animated: false))) == [])
    #expect(picker == before)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 5)])
    #expect(picker == PickerState(layout: layout, selectedRow: 5))
  }

  @Test(arguments: allDirections)
  func tappingTheSelectedRowDuringAGlideBringsThePickerBack(
    direction: PickerLayoutDirection
  ) throws {
    // The glide fixture has row 2 selected and is halfway between rows 3 and 4.
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.decelerating.state(on: layout)
    var expected = picker
    #expect(
      Array(picker.update(.tap(row: 2))) == [
        .scroll(toOffset: layout.offset(ofRow: 2), animated: true)
      ])
    expected.motion = .animating(toward: 2, in: expected.layout)
    #expect(picker == expected)
    // Already animating toward it, a second tap changes nothing.
    #expect(Array(picker.update(.tap(row: 2))) == [])
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 2)])
    #expect(picker == PickerState(layout: layout, selectedRow: 2))
  }

  @Test(arguments: allDirections)
  func tappingTheSelectedRowDuringAGlideLessThanTheMinimumAwayRestsAtOnce(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let anchor = layout.offset(ofRow: 3)
    let nearby = layout.offset(atRowPosition: 3.01)  // half a point from the anchor
    _ = picker.feed(
      dragEvents(through: [layout.offset(atRowPosition: 3.3)]) + [
        .didEndDragging(willDecelerate: true), .didScroll(offset: nearby),
      ])
    #expect(
      Array(picker.update(.tap(row: 3))) == [
        .scroll(toOffset: anchor, animated: false), .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: [PhaseFixture.idle, .dragging, .animating], allDirections)
  func tappingTheSelectedRowOutsideAGlideChangesNothing(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    var picker = phase.state(on: try tenRows(.center, direction))
    let before = picker
    let row = try #require(picker.selectedRow)
    #expect(Array(picker.update(.tap(row: row))) == [])
    #expect(picker == before)
  }

  // MARK: - A new row (rule 3)

  @Test(arguments: allAlignments, allDirections)
  func selectingANewRowCleansUpThePreviousOneThenAnimatesToIt(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    var expected = picker
    #expect(
      Array(picker.update(.select(row: 7, animated: true))) == [
        .configure(row: 3, isSelected: false), .configure(row: 7, isSelected: true),
        .selectionChanged(row: 7, cause: .programmatic),
        .scroll(toOffset: layout.offset(ofRow: 7), animated: true),
      ])
    expected.selectedRow = 7
    expected.motion = .animating(toward: 7, in: expected.layout)
    #expect(picker == expected)
    // The animation reports its way past rows 4 to 6 without ticks, then ends on row 7.
    let halfway = layout.offset(atRowPosition: 5)
    #expect(Array(picker.update(.didScroll(offset: halfway))) == [])
    expected.offset = halfway
    expected.centeredRow = 5
    #expect(picker == expected)
    let effects = picker.feedEach([
      .didScroll(offset: layout.offset(ofRow: 7)), .didEndScrollingAnimation,
    ])
    #expect(effects == [[], [.didEndScrolling(row: 7)]])
    #expect(picker == PickerState(layout: layout, selectedRow: 7))
  }

  @Test(arguments: allAlignments, allDirections)
  func selectingANewRowWithoutAnimationJumpsThereAndRests(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let anchor = layout.offset(ofRow: 0)
    #expect(
      Array(picker.update(.select(row: 0, animated: false))) == [
        .configure(row: 3, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .programmatic), .scroll(toOffset: anchor, animated: false),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
    // UIKit echoes a scroll without animation with one report of the new offset.
    #expect(Array(picker.update(.didScroll(offset: anchor))) == [])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  @Test(arguments: allDirections)
  func aScrollShorterThanTheMinimumAnimatedDistanceIsNotAnimated(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    let options = PickerOptions(minimumAnimatedDistance: 60)
    var picker = PickerState(layout: layout, selectedRow: 3, options: options)
    // Row 4 is 50 points away: the picker rests there at once (idle to idle: no
    // didEndScrolling).
    #expect(
      Array(picker.update(.select(row: 4, animated: true))) == [
        .configure(row: 3, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .programmatic),
        .scroll(toOffset: layout.offset(ofRow: 4), animated: false),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4, options: options))
    // Row 6 is 100 points away: animated.
    var expected = picker
    #expect(
      Array(picker.update(.tap(row: 6))) == [
        .configure(row: 4, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .tap),
        .scroll(toOffset: layout.offset(ofRow: 6), animated: true),
      ])
    expected.selectedRow = 6
    expected.motion = .animating(toward: 6, in: expected.layout)
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func tappingANewRowSelectsItWithCauseTapAndAnimates(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    var expected = picker
    #expect(
      Array(picker.update(.tap(row: 9))) == [
        .configure(row: 3, isSelected: false), .configure(row: 9, isSelected: true),
        .selectionChanged(row: 9, cause: .tap),
        .scroll(toOffset: layout.offset(ofRow: 9), animated: true),
      ])
    expected.selectedRow = 9
    expected.motion = .animating(toward: 9, in: expected.layout)
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func selectingAnotherRowDuringAnAnimationRedirectsIt(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    _ = picker.feed([.tap(row: 7), .didScroll(offset: layout.offset(atRowPosition: 4.2))])
    var expected = picker
    #expect(
      Array(picker.update(.select(row: 1, animated: true))) == [
        .configure(row: 7, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .programmatic),
        .scroll(toOffset: layout.offset(ofRow: 1), animated: true),
      ])
    expected.selectedRow = 1
    expected.motion = .animating(toward: 1, in: expected.layout)
    #expect(picker == expected)
  }

  // MARK: - VoiceOver (rule 9)

  @Test(arguments: allDirections)
  func incrementSelectsTheNextRowAnimated(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    var expected = picker
    #expect(
      Array(picker.update(.accessibilityIncrement)) == [
        .configure(row: 3, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .accessibility),
        .scroll(toOffset: layout.offset(ofRow: 4), animated: true),
      ])
    expected.selectedRow = 4
    expected.motion = .animating(toward: 4, in: expected.layout)
    #expect(picker == expected)
    // A second step during the animation moves on from the new selection.
    #expect(
      Array(picker.update(.accessibilityIncrement)) == [
        .configure(row: 4, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .accessibility),
        .scroll(toOffset: layout.offset(ofRow: 5), animated: true),
      ])
    expected.selectedRow = 5
    expected.motion = .animating(toward: 5, in: expected.layout)
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func decrementSelectsThePreviousRowAnimated(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    var expected = picker
    #expect(
      Array(picker.update(.accessibilityDecrement)) == [
        .configure(row: 3, isSelected: false), .configure(row: 2, isSelected: true),
        .selectionChanged(row: 2, cause: .accessibility),
        .scroll(toOffset: layout.offset(ofRow: 2), animated: true),
      ])
    expected.selectedRow = 2
    expected.motion = .animating(toward: 2, in: expected.layout)
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 2)])
    #expect(picker == PickerState(layout: layout, selectedRow: 2))
  }

  @Test(arguments: allDirections)
  func stepsPastEitherEndDoNothing(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var last = PickerState(layout: layout, selectedRow: 9)
    #expect(Array(last.update(.accessibilityIncrement)) == [])
    #expect(last == PickerState(layout: layout, selectedRow: 9))
    var first = PickerState(layout: layout, selectedRow: 0)
    #expect(Array(first.update(.accessibilityDecrement)) == [])
    #expect(first == PickerState(layout: layout, selectedRow: 0))
  }

  @Test func stepsWithNoRowsDoNothing() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    var picker = PickerState(layout: empty)
    #expect(picker.feedEach([.accessibilityIncrement, .accessibilityDecrement]) == [[], []])
    #expect(picker == PickerState(layout: empty))
    #expect(picker.selectedRow == nil)
  }
}
