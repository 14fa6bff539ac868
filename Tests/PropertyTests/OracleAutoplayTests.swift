import PickerState
import Testing

@testable import PickerCheck

/// The oracle's autoplay checks fail on a wrong answer, each with its own failure: a timer
/// not restarted by a rest, not cancelled by a drag, or restarted by an update that changed
/// nothing (I11); a wanted fire that does not advance, and a stale one that does (A3); an
/// interval A1 rejects taken as good input, and a good one rejected (I7).
///
/// Wrong answers are hand-built effects and states handed to the check they break. The
/// strip: three rows of 64 points, 8 apart, centred in 200 points, autoplay every 2 seconds.
@Suite struct OracleAutoplayTests {
  static let options = PickerOptions(autoAdvanceInterval: 2)

  static func resting(on row: Int = 0) throws -> PickerState {
    let layout = try PickerLayout(viewportWidth: 200, itemWidth: 64, itemCount: 3, spacing: 8)
    return PickerState(layout: layout, selectedRow: row, options: options)
  }

  static func after(_ event: PickerEvent, from state: PickerState) -> PickerState {
    var state = state
    _ = state.update(event)
    return state
  }

  @Test func aRestThatDoesNotRestartTheTimerBreaksI11() throws {
    let resting = try Self.resting()
    let animating = Self.after(.select(row: 2, animated: true), from: resting)
    let rested = try Self.resting(on: 2)
    let failure = EventOracle(showing: animating).checkAutoplay(
      animating, .didEndScrollingAnimation, [.didEndScrolling(row: 2)], rested, nil)
    #expect(failure?.property == .autoplay)
  }

  @Test func aDragThatLeavesTheTimerRunningBreaksI11() throws {
    let resting = try Self.resting()
    let dragging = Self.after(.willBeginDragging, from: resting)
    let failure = EventOracle(showing: resting).checkAutoplay(
      resting, .willBeginDragging, [], dragging, nil)
    #expect(failure?.property == .autoplay)
  }

  @Test func aRestartByAnUpdateThatChangedNothingBreaksI11() throws {
    let resting = try Self.resting()
    let failure = EventOracle(showing: resting).checkAutoplay(
      resting, .didEndDecelerating, [.scheduleAutoAdvance(after: 2)], resting, nil)
    #expect(failure?.property == .autoplay)
  }

  @Test func theSameOptionsAgainThatRestartTheTimerBreakA1() throws {
    let resting = try Self.resting()
    let failure = EventOracle(showing: resting).checkAutoplay(
      resting, .optionsChanged(Self.options), [.scheduleAutoAdvance(after: 2)], resting, nil)
    #expect(failure?.property == .autoplay)
  }

  @Test func aWantedFireThatDoesNotAdvanceBreaksA3() throws {
    let resting = try Self.resting()
    let failure = EventOracle(showing: resting).checkAutoplay(
      resting, .autoAdvanceTimerFired, [], resting, nil)
    #expect(failure?.property == .autoAdvance)
  }

  @Test func aStaleFireDuringADragThatSelectsBreaksA3() throws {
    let dragging = Self.after(.willBeginDragging, from: try Self.resting())
    let failure = EventOracle(showing: dragging).checkAutoplay(
      dragging, .autoAdvanceTimerFired, [.selectionChanged(row: 1, cause: .autoAdvance)],
      dragging, nil)
    #expect(failure?.property == .autoAdvance)
  }

  @Test(arguments: [0, -1, Double.nan, .infinity])
  func anIntervalAutoplayDoesNotTakeThatIsNotRejectedBreaksI7(interval: Double) throws {
    let resting = try Self.resting()
    var oracle = EventOracle(showing: resting)
    var options = Self.options
    options.autoAdvanceInterval = interval
    let judgement = oracle.check(
      before: resting, event: .optionsChanged(options), effects: [], after: resting)
    #expect(judgement.failure?.property == .rejection)
  }

  @Test func aGoodIntervalRejectedBreaksI7() throws {
    let resting = try Self.resting()
    var oracle = EventOracle(showing: resting)
    var options = Self.options
    options.autoAdvanceInterval = 5
    let judgement = oracle.check(
      before: resting, event: .optionsChanged(options),
      effects: [.rejected(.invalidOption(field: .autoAdvanceInterval, value: .notPositive(5)))],
      after: resting)
    #expect(judgement.failure?.property == .rejection)
  }
}
