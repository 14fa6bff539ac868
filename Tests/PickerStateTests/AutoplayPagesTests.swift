import Testing

@testable import PickerState

/// P7: autoplay by snaps, with its two policies: stopping for good once the user takes over,
/// and waiting at the last snap. Whole effects, update by update.
@Suite struct AutoplayPagesTests {
  static let autoplay = PickerOptions(autoAdvanceInterval: 3)

  static func options(stopsOnInteraction: Bool = false, stopsAtEnd: Bool = false)
    -> PickerOptions
  {
    PickerOptions(
      autoAdvanceInterval: 3, autoAdvanceStopsOnInteraction: stopsOnInteraction,
      autoAdvanceStopsAtEnd: stopsAtEnd)
  }

  // MARK: - Advancing by snaps

  @Test func rowsThatFitNeverAdvance() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained)
    var picker = PickerState(layout: layout, options: Self.autoplay)
    #expect(picker.autoAdvanceDelay == nil)
    let resting = picker
    #expect(Array(picker.update(.autoAdvanceTimerFired)) == [])
    #expect(picker == resting)
  }

  @Test func anAdvanceGoesToTheNextSnapsRowAndFromTheLastBackToSnapZero() throws {
    var picker = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 6, options: Self.autoplay)
    #expect(picker.autoAdvanceDelay == 3)
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 6, isSelected: false), .configure(row: 7, isSelected: true),
        .selectionChanged(row: 7, cause: .autoAdvance), .scroll(toOffset: 729, animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 7),
      ])
    // Rows 7, 8 and 9 share the last snap: the next advance goes back to row 0.
    #expect(
      Array(picker.update(.autoAdvanceTimerFired)) == [
        .configure(row: 7, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .autoAdvance), .scroll(toOffset: 0, animated: true),
        .scheduleAutoAdvance(after: nil),
      ])
  }

  // MARK: - autoAdvanceStopsAtEnd

  @Test func withStopsAtEndAutoplayWaitsAtTheLastSnapUntilADragLeavesIt() throws {
    var picker = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 6,
      options: Self.options(stopsAtEnd: true))
    _ = picker.update(.autoAdvanceTimerFired)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 7)])
    #expect(picker.autoAdvanceDelay == nil)
    let waiting = picker
    #expect(Array(picker.update(.autoAdvanceTimerFired)) == [])
    #expect(picker == waiting)
    // A drag back to row 6's snap wants a timer again.
    #expect(
      picker.feed(dragEvents(through: [648]) + [.didEndDragging(willDecelerate: false)]) == [
        .selectionFeedback, .configure(row: 7, isSelected: false),
        .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .scroll), .scheduleAutoAdvance(after: 3),
        .didEndScrolling(row: 6),
      ])
    #expect(picker.autoAdvanceDelay == 3)
  }

  @Test func withStopsAtEndAWrappingStripAdvancesOn() throws {
    var picker = PickerState(
      layout: try PageEventsTests.wrapping(), selectedRow: 4,
      options: Self.options(stopsAtEnd: true))
    #expect(picker.autoAdvanceDelay == 3)
    let effects = Array(picker.update(.autoAdvanceTimerFired))
    #expect(effects.contains(.selectionChanged(row: 0, cause: .autoAdvance)))
  }

  @Test func withStopsAtEndAPickerStartedAtTheLastSnapWantsNoTimer() throws {
    let picker = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 8,
      options: Self.options(stopsAtEnd: true))
    #expect(picker.autoAdvanceDelay == nil)
    let anchored = PickerState(
      layout: try tenRows(), selectedRow: 9, options: Self.options(stopsAtEnd: true))
    #expect(anchored.autoAdvanceDelay == nil)
  }

  // MARK: - autoAdvanceStopsOnInteraction

  @Test func withStopsOnInteractionADragSwitchesAutoplayOffForGood() throws {
    var picker = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 2,
      options: Self.options(stopsOnInteraction: true))
    #expect(Array(picker.update(.willBeginDragging)) == [.scheduleAutoAdvance(after: nil)])
    #expect(picker.options == PickerOptions(autoAdvanceStopsOnInteraction: true))
    // The finger lifts: no timer restarts (a stopped autoplay stays stopped).
    #expect(
      picker.feed([.didScroll(offset: 216), .didEndDragging(willDecelerate: false)])
        == [.didEndScrolling(row: 2)])
    #expect(picker.autoAdvanceDelay == nil)
    // Only the app turns it on again.
    #expect(
      Array(picker.update(.optionsChanged(Self.options(stopsOnInteraction: true))))
        == [.scheduleAutoAdvance(after: 3)])
  }

  @Test func withStopsOnInteractionAnyTakeOverStopsItWhateverItThenDoes() throws {
    let cases: [(PickerEvent, Int, [PickerEffect])] = [
      (.tap(row: 2), 2, [.scheduleAutoAdvance(after: nil)]),
      (.tapCell(2), 2, [.scheduleAutoAdvance(after: nil)]),
      (.accessibilityDecrement, 0, [.scheduleAutoAdvance(after: nil)]),
      (
        .accessibilityIncrement, 0,
        [
          .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
          .selectionChanged(row: 1, cause: .accessibility),
          .scroll(toOffset: 108, animated: true), .scheduleAutoAdvance(after: nil),
        ]
      ),
    ]
    for (event, row, expected) in cases {
      var picker = PickerState(
        layout: try PageEventsTests.cards(), selectedRow: row,
        options: Self.options(stopsOnInteraction: true))
      #expect(Array(picker.update(event)) == expected, "\(event)")
      #expect(picker.options.autoAdvanceInterval == nil, "\(event)")
    }
    // A strip with one snap wants no timer, but a drag still switches autoplay off.
    let fit = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained)
    var still = PickerState(layout: fit, options: Self.options(stopsOnInteraction: true))
    #expect(Array(still.update(.willBeginDragging)) == [])
    #expect(still.options.autoAdvanceInterval == nil)
  }

  @Test func withStopsOnInteractionTheAppsOwnSelectionsNeverStopIt() throws {
    let events: [PickerEvent] = [
      .select(row: 4, animated: true), .selectSnap(4, animated: true), .selectNextSnap,
      .selectPreviousSnap, .autoAdvanceTimerFired,
    ]
    for event in events {
      var picker = PickerState(
        layout: try PageEventsTests.cards(), selectedRow: 2,
        options: Self.options(stopsOnInteraction: true))
      let effects = Array(picker.update(event))
      #expect(effects.last == .scheduleAutoAdvance(after: nil), "\(event)")
      #expect(picker.options.autoAdvanceInterval == 3, "\(event)")
    }
  }

  @Test func aRejectedTapLeavesAutoplayOn() throws {
    var picker = PickerState(
      layout: try PageEventsTests.cards(), options: Self.options(stopsOnInteraction: true))
    let before = picker
    #expect(
      Array(picker.update(.tap(row: 10)))
        == [.rejected(.rowOutOfRange(row: 10, itemCount: 10))])
    #expect(picker == before)
  }

  @Test func withoutThePolicyADragOnlyPausesTheTimer() throws {
    var picker = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 2, options: Self.autoplay)
    #expect(Array(picker.update(.willBeginDragging)) == [.scheduleAutoAdvance(after: nil)])
    #expect(
      picker.feed([.didScroll(offset: 216), .didEndDragging(willDecelerate: false)])
        == [.scheduleAutoAdvance(after: 3), .didEndScrolling(row: 2)])
  }
}
