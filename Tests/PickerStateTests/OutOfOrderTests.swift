import Testing

@testable import PickerState

/// Semantics 10, second half: host events that arrive out of order do what the handlers'
/// doc comments say, never trap, and keep every invariant.
@Suite struct OutOfOrderTests {
  /// Applies `event` and expects no effect and no change at all.
  static func expectIgnored(
    _ event: PickerEvent, by picker: PickerState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var after = picker
    #expect(Array(after.update(event)) == [], sourceLocation: sourceLocation)
    #expect(after == picker, sourceLocation: sourceLocation)
  }

  // MARK: - Stray reports

  @Test(arguments: allDirections)
  func theEndOfAGlideThatNeverStartedIsIgnored(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    Self.expectIgnored(.didEndDecelerating, by: PhaseFixture.idle.state(on: layout))
    Self.expectIgnored(.didEndDecelerating, by: PhaseFixture.animating.state(on: layout))
  }

  @Test(arguments: allDirections)
  func theEndOfADragThatNeverStartedIsIgnored(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    for willDecelerate in [true, false] {
      let event = PickerEvent.didEndDragging(willDecelerate: willDecelerate)
      Self.expectIgnored(event, by: PhaseFixture.idle.state(on: layout))
      Self.expectIgnored(event, by: PhaseFixture.animating.state(on: layout))
    }
  }

  @Test(arguments: allDirections)
  func theEndOfAnAnimationThatIsNotRunningIsIgnored(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    for phase in [PhaseFixture.idle, .dragging, .decelerating] {
      Self.expectIgnored(.didEndScrollingAnimation, by: phase.state(on: layout))
    }
  }

  @Test(arguments: allDirections)
  func aSecondDidEndDraggingWithDecelerationChangesNothing(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    Self.expectIgnored(
      .didEndDragging(willDecelerate: true), by: PhaseFixture.decelerating.state(on: layout))
  }

  // MARK: - Drags that begin out of turn

  @Test(arguments: allDirections)
  func aSecondWillBeginDraggingChangesNothing(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    Self.expectIgnored(.willBeginDragging, by: PhaseFixture.dragging.state(on: layout))
  }

  @Test(arguments: [PhaseFixture.decelerating, .animating], allDirections)
  func aDragInterruptingMotionKeepsTheSelectionAndTheOffset(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    var picker = phase.state(on: try tenRows(.center, direction))
    var expected = picker
    #expect(Array(picker.update(.willBeginDragging)) == [])
    expected.motion = .dragging
    #expect(picker == expected)
    #expect(picker.invariantViolations() == [])
  }

  @Test(arguments: allDirections)
  func theEndOfAGlideReportedDuringADragIsIgnoredAndTheReleaseSettles(
    direction: PickerLayoutDirection
  ) throws {
    // The host reports didEndDecelerating without didEndDragging first (a touch that
    // stopped a glide, reported after the drag began): the finger holds the content.
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 2)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: 4)]))
    Self.expectIgnored(.didEndDecelerating, by: picker)
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 2, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .scroll), .didEndScrolling(row: 4),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
  }

  // MARK: - Releases out of turn

  @Test(arguments: allDirections)
  func aReleaseWithoutADragIsStillAnswered(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 2)
    var expected = picker
    let release = PickerEvent.willEndDragging(
      velocity: 0, proposedOffset: layout.offset(atRowPosition: 2.2))
    #expect(Array(picker.update(release)) == [.setTargetOffset(layout.offset(ofRow: 2))])
    expected.motion = .gliding(toward: 2, releasedAt: 2, in: expected.layout)
    #expect(picker == expected)
    #expect(picker.invariantViolations() == [])
    // Its glide ends where it started: the picker rests on row 2 again.
    #expect(Array(picker.update(.didEndDecelerating)) == [.didEndScrolling(row: 2)])
    #expect(picker == PickerState(layout: layout, selectedRow: 2))
  }

  @Test(arguments: allDirections)
  func aReleaseDuringAnAnimationTakesOverWithAGlide(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.animating.state(on: layout)
    var expected = picker
    let release = PickerEvent.willEndDragging(
      velocity: 0, proposedOffset: layout.offset(atRowPosition: 8.1))
    #expect(Array(picker.update(release)) == [.setTargetOffset(layout.offset(ofRow: 8))])
    // Released halfway between rows 3 and 4: the tie goes to row 3.
    expected.motion = .gliding(toward: 8, releasedAt: 3, in: expected.layout)
    #expect(picker == expected)
    #expect(picker.invariantViolations() == [])
  }

  @Test func aReleaseOfAnEmptyPickerHasNoTarget() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    var picker = PickerState(layout: empty)
    _ = picker.update(.willBeginDragging)
    #expect(Array(picker.update(.willEndDragging(velocity: 900, proposedOffset: 80))) == [])
    var expected = PickerState(layout: empty)
    expected.motion = .gliding(toward: nil, releasedAt: nil, in: expected.layout)
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndDecelerating)) == [])
    #expect(picker == PickerState(layout: empty))
  }

  @Test(arguments: allDirections)
  func aDragEndedWithoutDecelerationAfterItsReleaseSettles(
    direction: PickerLayoutDirection
  ) throws {
    // willEndDragging answered a glide, but the host then says there is none.
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 2)
    let towardRowSeven = direction == .leftToRight ? 900.0 : -900.0
    _ = picker.feed(
      dragEvents(through: [layout.offset(atRowPosition: 3.3)]) + [
        .willEndDragging(velocity: towardRowSeven, proposedOffset: layout.offset(ofRow: 7))
      ])
    var expected = picker
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 3), animated: true),
      ])
    expected.selectedRow = 3
    expected.motion = .animating(toward: 3, in: expected.layout)
    #expect(picker == expected)
  }

  // MARK: - User requests during motion

  @Test(arguments: [PhaseFixture.decelerating, .animating], allDirections)
  func aTapDuringAGlideOrAnAnimationTakesOverWithAnAnimationToTheRow(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = phase.state(on: layout)
    let old = try #require(picker.selectedRow)
    var expected = picker
    #expect(
      Array(picker.update(.tap(row: 8))) == [
        .configure(row: old, isSelected: false), .configure(row: 8, isSelected: true),
        .selectionChanged(row: 8, cause: .tap),
        .scroll(toOffset: layout.offset(ofRow: 8), animated: true),
      ])
    expected.selectedRow = 8
    expected.motion = .animating(toward: 8, in: expected.layout)
    #expect(picker == expected)
    #expect(picker.invariantViolations() == [])
    // A late end of the drag: a stray report while the tap's animation runs.
    Self.expectIgnored(.didEndDragging(willDecelerate: false), by: picker)
  }

  @Test(arguments: allDirections)
  func aTapDuringADragCommitsTheRowWithoutAScrollAndTheReleaseSettles(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.dragging.state(on: layout)
    var expected = picker
    // The finger holds the content: the row is committed, nothing scrolls.
    #expect(
      Array(picker.update(.tap(row: 8))) == [
        .configure(row: 2, isSelected: false), .configure(row: 8, isSelected: true),
        .selectionChanged(row: 8, cause: .tap),
      ])
    expected.selectedRow = 8
    #expect(picker == expected)
    #expect(picker.invariantViolations() == [])
    // The finger lifts a quarter of the way from row 2 to row 3: the settle decides.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 8, isSelected: false), .configure(row: 2, isSelected: true),
        .selectionChanged(row: 2, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 2), animated: true),
      ])
    expected.selectedRow = 2
    expected.motion = .animating(toward: 2, in: expected.layout)
    #expect(picker == expected)
  }

  @Test(arguments: [PhaseFixture.decelerating, .animating], allDirections)
  func aSelectionWithoutAnimationDuringAGlideOrAnAnimationStopsItAndRestsOnTheRow(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = phase.state(on: layout)
    let old = try #require(picker.selectedRow)
    #expect(
      Array(picker.update(.select(row: 0, animated: false))) == [
        .configure(row: old, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .programmatic),
        .scroll(toOffset: layout.offset(ofRow: 0), animated: false), .didEndScrolling(row: 0),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  @Test(arguments: [PhaseFixture.decelerating, .animating], allDirections)
  func aSelectionOfTheRowUnderTheAnchorDuringMotionStillStopsTheHost(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    // Both fixtures are halfway between rows 3 and 4; move onto row 3's anchor first. The
    // scroll without animation is emitted even there: it stops the host's glide or animation.
    let layout = try tenRows(.center, direction)
    var picker = phase.state(on: layout)
    let anchor = layout.offset(ofRow: 3)
    _ = picker.update(.didScroll(offset: anchor))
    let old = try #require(picker.selectedRow)
    #expect(
      Array(picker.update(.select(row: 3, animated: true))) == [
        .configure(row: old, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .programmatic),
        .scroll(toOffset: anchor, animated: false), .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func aSelectionWithoutAnimationDuringADragCommitsTheRowWithoutAScroll(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PhaseFixture.dragging.state(on: layout)
    var expected = picker
    #expect(
      Array(picker.update(.select(row: 0, animated: false))) == [
        .configure(row: 2, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .programmatic),
      ])
    expected.selectedRow = 0
    #expect(picker == expected)
  }

  @Test(arguments: [PhaseFixture.dragging, .decelerating], allDirections)
  func aVoiceOverStepDuringADragOrGlideMovesFromTheSelection(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = phase.state(on: layout)
    var expected = picker
    let commit: [PickerEffect] = [
      .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
      .selectionChanged(row: 3, cause: .accessibility),
    ]
    let effects = Array(picker.update(.accessibilityIncrement))
    expected.selectedRow = 3
    switch phase {
    case .dragging:
      // The finger holds the content: committed, no scroll.
      #expect(effects == commit)
    default:
      // The step takes over from the glide.
      #expect(effects == commit + [.scroll(toOffset: layout.offset(ofRow: 3), animated: true)])
      expected.motion = .animating(toward: 3, in: expected.layout)
    }
    #expect(picker == expected)
  }

  // MARK: - Every event in every phase

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func everyEventInEveryPhaseKeepsTheInvariants(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    let events: [PickerEvent] = [
      .select(row: 4, animated: true), .select(row: 4, animated: false),
      .select(
        row: 2,
        animated: true), .tap(row: 9), .tap(row: 0), .willBeginDragging,
      .didScroll(offset: -80), .didScroll(offset: 610), .didScroll(offset: 123),
      .willEndDragging(velocity: 3000, proposedOffset: 999),
      .willEndDragging(velocity: -3000, proposedOffset: -999),
      .didEndDragging(willDecelerate: true), .didEndDragging(willDecelerate: false),
      .didEndDecelerating, .didEndScrollingAnimation, .layoutChanged(layout),
      .layoutChanged(try tenRows(.trailing(padding: 5), direction)),
      .accessibilityIncrement, .accessibilityDecrement,
    ]
    for first in events {
      for second in events {
        var picker = phase.state(on: layout)
        _ = picker.feed([first, second])
        #expect(picker.invariantViolations() == [], "\(first), then \(second)")
      }
    }
  }
}
