import PickerState
import Testing

@testable import PickerCheck

/// The scroll-view mode's end-to-end properties of autoplay, each held against the
/// picker's own answers, which it accepts, and a wrong picker's, which it rejects: an
/// advance starts at rest, a drag cancels the timer, each rest restarts the full interval,
/// a wanted timer runs at rest, and an advance moves one row forward.
///
/// The strip is ``ScrollViewWrapPropertyTests``'s (ten rows, row 0 at rest on cell 890 at
/// 65,704.5, cells 74 points apart) with autoplay every 2 seconds. The host reads the
/// timer's 2 seconds at the start; an empty tape's user pauses a tenth of a second at rest,
/// then drags.
@Suite struct ScrollViewAutoplayPropertyTests {
  typealias JudgedHost = ScrollViewWrapPropertyTests.JudgedHost

  static let options = PickerOptions(autoAdvanceInterval: 2)
  /// Where row 0 rests, and cells 891 and 892.
  static let home = ScrollViewWrapPropertyTests.home
  static let anchorOf891 = home + 74
  static let anchorOf892 = home + 148

  /// A host whose finger has just started to drag: `willBeginDragging` is owed.
  static func dragging() throws -> JudgedHost {
    var judged = try JudgedHost(options: options)
    #expect(judged.host.timer.remaining == 2)
    #expect(judged.nextEvent() == .willBeginDragging)
    return judged
  }

  // MARK: - An advance starts at rest

  /// A stale fire under the finger: the picker ignores it; a wrong picker selects.
  @Test(arguments: [false, true])
  func anAdvanceUnderTheFingerIsRejected(advances: Bool) throws {
    var judged = try Self.dragging()
    #expect(judged.send(.willBeginDragging) == nil)
    let wrong: PickerEffects = [.selectionChanged(row: 1, cause: .autoAdvance)]
    let failure = judged.send(.autoAdvanceTimerFired, answering: advances ? wrong : nil)
    let advanced = CheckFailure(
      .advanceAtRest,
      "the timer fired while the scroll view dragged at 65704.5, and the picker answered "
        + "selectionChanged(row: Optional(1), cause: PickerState.SelectionCause.autoAdvance)")
    #expect(failure == (advances ? advanced : nil))
  }

  // MARK: - A drag cancels the timer

  @Test(arguments: [false, true])
  func aDragThatLeavesTheTimerRunningIsRejected(keepsTimer: Bool) throws {
    var judged = try Self.dragging()
    let failure = judged.send(.willBeginDragging, answering: keepsTimer ? [] : nil)
    let running = CheckFailure(
      .dragCancelsTimer, "after willBeginDragging the finger drags and the timer has 1.9 s left")
    #expect(failure == (keepsTimer ? running : nil))
  }

  // MARK: - Each rest restarts the full interval

  /// A selection animates to row 1; the update that rests restarts the timer, or a wrong
  /// picker leaves it stopped or restarts it with another delay.
  @Test(arguments: [
    (nil, nil), ([.didEndScrolling(row: 1)] as PickerEffects, "stopped"),
    ([.scheduleAutoAdvance(after: 1), .didEndScrolling(row: 1)] as PickerEffects, "1.0 s"),
  ])
  func aRestThatDoesNotRestartTheFullIntervalIsRejected(
    effects: PickerEffects?, left: String?
  ) throws {
    var judged = try JudgedHost(options: Self.options)
    #expect(judged.send(.select(row: 1, animated: true)) == nil)
    var event = judged.nextEvent()
    while event != .didEndScrollingAnimation {
      #expect(judged.send(event) == nil)
      event = judged.nextEvent()
    }
    var rested = judged.picker
    #expect(
      Array(rested.update(event)) == [.scheduleAutoAdvance(after: 2), .didEndScrolling(row: 1)])
    let failure = judged.send(event, answering: effects)
    let notRestarted = left.map {
      CheckFailure(
        .restRestartsInterval,
        "the update that rested at \(Self.anchorOf891) left the timer \($0), not 2.0 s")
    }
    #expect(failure == notRestarted)
  }

  // MARK: - A wanted timer runs at rest

  @Test(arguments: [false, true])
  func aRestWithoutATimerIsRejected(cancels: Bool) throws {
    var judged = try JudgedHost(options: Self.options)
    let failure = judged.send(
      .select(row: 0, animated: false),
      answering: cancels ? [.scheduleAutoAdvance(after: nil)] : nil)
    let stalled = CheckFailure(
      .timerRunsAtRest,
      "the scroll view rests at 65704.5 with autoplay on every 2.0 s and no timer runs")
    #expect(failure == (cancels ? stalled : nil))
  }

  // MARK: - An advance moves one row forward

  @Test func anAdvanceMovesOneCellForwardAndRestsOnTheNextRow() throws {
    var judged = try JudgedHost(options: Self.options)
    #expect(judged.send(.autoAdvanceTimerFired) == nil)
    #expect(judged.host.scrollView.motion == .animating(from: Self.home, to: 65_778.5, elapsed: 0))
    #expect(judged.runToRest() == nil)
    #expect(judged.picker.selectedRow == 1)
    #expect(judged.host.timer.remaining == 2)
  }

  /// Past the last row of a strip that does not wrap: back to row 0.
  @Test func anAdvanceFromTheLastRowOfAStripThatDoesNotWrapGoesBackToRowZero() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 3)
    var judged = try JudgedHost(layout, row: 2, options: Self.options)
    #expect(judged.send(.autoAdvanceTimerFired) == nil)
    #expect(judged.runToRest() == nil)
    #expect(judged.picker.selectedRow == 0)
  }

  /// A wrong picker advances two cells, to row 2.
  @Test func anAdvanceOfTwoRowsIsRejected() throws {
    var judged = try JudgedHost(options: Self.options)
    var stepped = judged.picker
    _ = stepped.update(.select(row: 2, animated: true))
    let effects: PickerEffects = [
      .configure(row: 0, isSelected: false), .configure(row: 2, isSelected: true),
      .selectionChanged(row: 2, cause: .autoAdvance),
      .scroll(toOffset: Self.anchorOf892, animated: true),
    ]
    let failure = judged.send(.autoAdvanceTimerFired, answering: effects, becoming: stepped)
    #expect(
      failure
        == CheckFailure(
          .advanceOneForward,
          "autoAdvanceTimerFired at 65704.5 heads for 65852.5, not the anchor of cell 891"))
  }
}
