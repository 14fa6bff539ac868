import PickerState
import Testing

/// Autoplay (A1-A4, I11) and `optionsChanged` mid-gesture, on ``tenRows(_:_:)`` left to
/// right (row `r` rests at `50 * r`) unless a test says otherwise.
@Suite struct AutoplayTests {
  static let autoplay = PickerOptions(autoAdvanceInterval: 3)

  // MARK: - A1: the interval

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -0.0, -1])
  func initStoresNilInPlaceOfAnIntervalThatIsNotFiniteAndPositive(interval: Double) throws {
    let picker = PickerState(
      layout: try tenRows(), options: PickerOptions(autoAdvanceInterval: interval))
    #expect(picker.options.autoAdvanceInterval == nil)
    #expect(picker.autoAdvanceDelay == nil)
    #expect(picker == PickerState(layout: try tenRows()))
  }

  @Test func initKeepsAFinitePositiveInterval() throws {
    let picker = PickerState(layout: try tenRows(), options: Self.autoplay)
    #expect(picker.options.autoAdvanceInterval == 3)
    #expect(picker.autoAdvanceDelay == 3)
  }

  @Test(arguments: PhaseFixture.allCases)
  func anInvalidIntervalIsRejectedAndChangesNothing(phase: PhaseFixture) throws {
    let cases: [(Double, InvalidOptionValue)] = [
      (.nan, .nonFinite(.nan)), (.infinity, .nonFinite(.infinity)),
      (-.infinity, .nonFinite(.negativeInfinity)), (0, .notPositive(0)),
      (-0.0, .notPositive(0)), (-1, .notPositive(-1)),
    ]
    for (interval, value) in cases {
      var picker = phase.state(on: try tenRows(), options: Self.autoplay)
      let before = picker
      let effects = picker.update(.optionsChanged(PickerOptions(autoAdvanceInterval: interval)))
      #expect(
        Array(effects) == [.rejected(.invalidOption(field: .autoAdvanceInterval, value: value))])
      #expect(picker == before)
    }
  }

  @Test(arguments: PhaseFixture.allCases)
  func equalOptionsChangeNothing(phase: PhaseFixture) throws {
    var picker = phase.state(on: try tenRows(), options: Self.autoplay)
    let before = picker
    #expect(Array(picker.update(.optionsChanged(Self.autoplay))) == [])
    #expect(picker == before)
  }

  // MARK: - A2: the timer

  @Test(arguments: PhaseFixture.allCases)
  func aTimerIsWantedOnlyAtRest(phase: PhaseFixture) throws {
    let picker = phase.state(on: try tenRows(), options: Self.autoplay)
    #expect(picker.autoAdvanceDelay == (phase == .idle ? 3 : nil))
  }

  @Test func aTimerIsWantedOnlyWithTwoRowsOrMore() throws {
    let oneRow = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 1)
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    #expect(PickerState(layout: oneRow, options: Self.autoplay).autoAdvanceDelay == nil)
    #expect(PickerState(layout: empty, options: Self.autoplay).autoAdvanceDelay == nil)
    #expect(PickerState(layout: try tenRows()).autoAdvanceDelay == nil)
  }

  @Test func aDragCancelsTheTimer() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(Array(picker.update(.willBeginDragging)) == [.scheduleAutoAdvance(after: nil)])
    #expect(Array(picker.update(.didScroll(offset: 130))) == [.selectionFeedback])
  }

  @Test func aReleaseWithoutADragCancelsTheTimer() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(
      Array(picker.update(.willEndDragging(velocity: 900, proposedOffset: 250))) == [
        .setTargetOffset(250), .scheduleAutoAdvance(after: nil),
      ])
  }

  @Test func theRestAfterAGlideRestartsTheTimerBeforeDidEndScrolling() throws {
    var picker = PhaseFixture.decelerating.state(on: try tenRows(), options: Self.autoplay)
    _ = picker.update(.didScroll(offset: 250))
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 2, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .scroll), .scheduleAutoAdvance(after: 3),
        .didEndScrolling(row: 5),
      ])
  }

  @Test func anAnimatedSelectionCancelsTheTimerUntilItsAnimationEnds() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(
      Array(picker.update(.select(row: 6, animated: true))) == [
        .configure(row: 2, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .programmatic), .scroll(toOffset: 300, animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
    #expect(Array(picker.update(.didScroll(offset: 300))) == [])
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 6),
      ])
  }

  @Test func aSelectionThatRestsAtOnceRestartsTheTimer() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(
      Array(picker.update(.select(row: 4, animated: false))) == [
        .configure(row: 2, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .programmatic), .scroll(toOffset: 200, animated: false),
        .scheduleAutoAdvance(after: 3),
      ])
  }

  @Test func rowsDroppingBelowTwoCancelTheTimerAndReturningRestartIt() throws {
    let oneRow = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 1)
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(
      Array(picker.update(.layoutChanged(oneRow))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: 0, animated: false), .scheduleAutoAdvance(after: nil),
      ])
    #expect(Array(picker.update(.layoutChanged(try tenRows()))) == [.scheduleAutoAdvance(after: 3)])
    #expect(Array(picker.update(.layoutChanged(try tenRows()))) == [])
  }

  @Test func switchingAutoplayOnOffAndItsIntervalAtRest() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2)
    #expect(
      Array(picker.update(.optionsChanged(Self.autoplay))) == [.scheduleAutoAdvance(after: 3)])
    let slower = PickerOptions(autoAdvanceInterval: 5)
    #expect(Array(picker.update(.optionsChanged(slower))) == [.scheduleAutoAdvance(after: 5)])
    var faster = slower
    faster.flingThreshold = 900
    #expect(Array(picker.update(.optionsChanged(faster))) == [.scheduleAutoAdvance(after: 5)])
    #expect(Array(picker.update(.optionsChanged(.init()))) == [.scheduleAutoAdvance(after: nil)])
    #expect(picker == PickerState(layout: try tenRows(), selectedRow: 2))
  }

  @Test func autoplaySwitchedOnMidDragStartsAtTheRest() throws {
    var picker = PhaseFixture.dragging.state(on: try tenRows())
    #expect(Array(picker.update(.optionsChanged(Self.autoplay))) == [])
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .scroll(toOffset: 100, animated: true)
      ])
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 2),
      ])
  }

  @Test func aRejectedEventEmitsOnlyTheRejection() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    let before = picker
    #expect(
      Array(picker.update(.select(row: 10, animated: true))) == [
        .rejected(.rowOutOfRange(row: 10, itemCount: 10))
      ])
    #expect(picker == before)
  }

  @Test func aSelectionThatStopsAnAnimationFillsTheEffectsInOrder() throws {
    var picker = PhaseFixture.animating.state(on: try tenRows(), options: Self.autoplay)
    let effects = picker.update(.select(row: 1, animated: false))
    #expect(effects.count == PickerEffects.capacity)
    #expect(
      Array(effects) == [
        .configure(row: 6, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .programmatic), .scroll(toOffset: 50, animated: false),
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 1),
      ])
  }

  // MARK: - A3: the advance

  @Test func aFireAtRestSelectsTheNextRowAnimated() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: Self.autoplay)
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .autoAdvance), .scroll(toOffset: 150, animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 3),
      ])
  }

  @Test func aFireOnTheLastRowOfAStripThatDoesNotWrapGoesBackToRowZero() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 9, options: Self.autoplay)
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 9, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .autoAdvance), .scroll(toOffset: 0, animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
  }

  @Test func aFireOnTheLastRowOfAWrappingStripGoesOneCellForward() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8, wrapsAround: true)
    var picker = PickerState(layout: layout, selectedRow: 4, options: Self.autoplay)
    let nextCell = layout.homeLap * 5 + 5
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 4, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .autoAdvance),
        .scroll(toOffset: layout.offset(ofCell: nextCell), animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
    #expect(picker.targetCell == nextCell)
    // The animation ends a lap ahead: the picker re-centres on the home lap (W4).
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scroll(toOffset: layout.offset(ofRow: 0), animated: false),
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 0),
      ])
  }

  @Test func anAdvanceShorterThanTheMinimumAnimatedDistanceRestsAndRestarts() throws {
    var options = Self.autoplay
    options.minimumAnimatedDistance = 100
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: options)
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .autoAdvance), .scroll(toOffset: 150, animated: false),
        .scheduleAutoAdvance(after: 3),
      ])
  }

  @Test(arguments: [0, 1])
  func aFireWithFewerThanTwoRowsChangesNothing(count: Int) throws {
    let layout = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: count)
    var picker = PickerState(layout: layout, options: Self.autoplay)
    let before = picker
    #expect(Array(picker.update(.autoAdvanceTimerFired)) == [])
    #expect(picker == before)
  }

  @Test(arguments: PhaseFixture.allCases)
  func aStaleFireChangesNothing(phase: PhaseFixture) throws {
    // Idle, autoplay is off; in every other phase no timer is wanted.
    let options = phase == .idle ? PickerOptions() : Self.autoplay
    var picker = phase.state(on: try tenRows(), options: options)
    let before = picker
    #expect(Array(picker.update(.autoAdvanceTimerFired)) == [])
    #expect(picker == before)
  }

  // MARK: - Options changed mid-gesture (A1)

  @Test func snappingChangedMidGlideLimitsTheSettleThatEndsIt() throws {
    var picker = PhaseFixture.decelerating.state(on: try tenRows())
    let paging = PickerOptions(snapping: .paging(maxItems: 1))
    #expect(Array(picker.update(.optionsChanged(paging))) == [])
    #expect(picker.phase == .decelerating(targetRow: 5))
    _ = picker.update(.didScroll(offset: 250))
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .scroll(toOffset: 150, animated: true),
      ])
  }

  @Test func decelerationRateChangedMidGlideOnlyChangesTheProjection() throws {
    var picker = PhaseFixture.decelerating.state(on: try tenRows())
    let before = picker
    #expect(Array(picker.update(.optionsChanged(PickerOptions(decelerationRate: .fast)))) == [])
    #expect(picker.phase == before.phase && picker.offset == before.offset)
    let projected = picker.offset + DecelerationRate.fast.projectedDistance(velocity: 900)
    #expect(picker.projectedOffset(velocity: 900) == projected)
  }

  @Test func flingThresholdChangedMidDragAppliesAtTheRelease() throws {
    let paging = PickerOptions(snapping: .paging(maxItems: 1))
    let release = PickerEvent.willEndDragging(velocity: 500, proposedOffset: 120)
    // At the default threshold, 500 points per second is a fling: one page forward.
    var flung = PickerState(layout: try tenRows(), selectedRow: 2, options: paging)
    _ = flung.feed(dragEvents(through: [110]))
    #expect(Array(flung.update(release)) == [.setTargetOffset(150)])
    var picker = PickerState(layout: try tenRows(), selectedRow: 2, options: paging)
    _ = picker.feed(dragEvents(through: [110]))
    var slow = paging
    slow.flingThreshold = 1000
    #expect(Array(picker.update(.optionsChanged(slow))) == [])
    // No longer a fling: the release stays on row 2, behind the velocity, so the target is
    // where the content is.
    #expect(Array(picker.update(release)) == [.setTargetOffset(110)])
    #expect(picker.phase == .decelerating(targetRow: 2))
  }

  @Test func edgeSuppressionChangedMidDragAppliesAtTheRelease() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 4)
    _ = picker.feed(dragEvents(through: [-30]))
    let animatesAtEdges = PickerOptions(suppressesEdgeAnimation: false)
    #expect(Array(picker.update(.optionsChanged(animatesAtEdges))) == [])
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 4, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .scroll), .scroll(toOffset: 0, animated: true),
      ])
  }

  @Test func liveCommitsSwitchedOnMidDragCommitTheRowUnderTheAnchorAtTheNextReport() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2)
    #expect(picker.feed(dragEvents(through: [160])) == [.selectionFeedback])
    let live = PickerOptions(commitsSelectionWhileScrolling: true)
    #expect(Array(picker.update(.optionsChanged(live))) == [])
    #expect(picker.selectedRow == 2)
    #expect(
      Array(picker.update(.didScroll(offset: 161))) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll),
      ])
  }

  @Test func liveCommitsSwitchedOnMidAnimationCommitNothing() throws {
    var picker = PhaseFixture.animating.state(on: try tenRows())
    let live = PickerOptions(commitsSelectionWhileScrolling: true)
    #expect(Array(picker.update(.optionsChanged(live))) == [])
    #expect(Array(picker.update(.didScroll(offset: 260))) == [])
    #expect(picker.selectedRow == 6)
  }

  @Test func minimumAnimatedDistanceChangedMidAnimationAppliesToTheNextScroll() throws {
    var picker = PhaseFixture.animating.state(on: try tenRows())
    let longMinimum = PickerOptions(minimumAnimatedDistance: 1000)
    #expect(Array(picker.update(.optionsChanged(longMinimum))) == [])
    #expect(picker.phase == .animating(targetRow: 6))
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 6)])
    #expect(
      Array(picker.update(.select(row: 2, animated: true))) == [
        .configure(row: 6, isSelected: false), .configure(row: 2, isSelected: true),
        .selectionChanged(row: 2, cause: .programmatic), .scroll(toOffset: 100, animated: false),
      ])
  }
}
