import PickerState

/// One case: a scenario drawn from choices, fed event by event through a
/// ``CheckedPicker``, with the host of its mode carrying out the effects.
public struct CaseRun: Sendable {
  /// How the case's events were generated.
  public var mode: CheckMode
  /// The scenario as far as it ran (through the failing event, when one failed); without
  /// its events when the choices record no tape, like the tape and the events' starts.
  public var scenario: Scenario
  /// The pixel scale of the scroll view that delivered the events, in the scroll-view
  /// mode; nil in the others, whose events no scroll view delivers.
  public var pixelScale: Double?
  /// The simulated time of each event of ``scenario``, in seconds since the picker
  /// started, where the mode keeps a clock (the scroll-view mode); empty otherwise.
  public var eventTimes: [Double] = []
  /// How many events the case checked.
  public var eventCount = 0
  /// The choices drawn, where each event's began, and the failure.
  public var tapeRun: TapeRun<CheckedProperty>
  /// The failure in full, with its detail.
  public var failure: CheckFailure?
  /// The picker before the failing event.
  public var stateBefore: PickerState?
  /// The picker after the failing event.
  public var stateAfter: PickerState?
  /// What the failing event returned.
  public var failingEffects: PickerEffects?

  /// Runs one case.
  ///
  /// The tape holds, in order: the start (its layout, options and first row), the case's
  /// length, the host (scroll-view mode), then each event's choices. Replaying a tape
  /// stops when the tape runs out, once the events it owes without choices are delivered.
  ///
  /// - Parameters:
  ///   - mode: How events are generated.
  ///   - choices: Where every decision comes from: a seed or a tape.
  ///   - maxEvents: The most events the case may have.
  ///   - coverage: Counts what each event exercised.
  ///   - trap: Where the case trapped in another process, and how: the case stops at that
  ///     event, drawn but not stepped, with that failure and the picker before it. Nil runs
  ///     every event.
  public init(
    mode: CheckMode, choices: inout Choices, maxEvents: Int, coverage: inout Coverage,
    trap: (event: Int, failure: CheckFailure)? = nil
  ) {
    self.mode = mode
    let profile = mode.profile
    scenario = profile.start.draw(&choices)
    let length = choices.int(in: profile.shortestCase(maxEvents: maxEvents)...max(maxEvents, 1))
    var picker = CheckedPicker(scenario.initialState)
    var source = EventSource(profile.events, &choices, showing: picker.state)
    pixelScale = source.pixelScale
    var starts: [Int] = []
    // A case drawn without a tape is not kept: a failing one is drawn again with a tape.
    let recordsEvents = choices.recordsTape
    if recordsEvents {
      // Room for the events of a case of the usual length up front, rather than growing
      // the arrays on the path of every checked event; longer cases grow them past it.
      let expectedEvents = min(length, Campaign.defaultMaxEventsPerCase)
      starts.reserveCapacity(expectedEvents)
      scenario.events.reserveCapacity(expectedEvents)
    }
    failure = picker.startFailure
    while failure == nil && eventCount < length && (!choices.isExhausted || source.owesEvents) {
      if recordsEvents { starts.append(choices.count) }
      let event = source.next(&choices, picker: picker.state)
      if recordsEvents {
        scenario.events.append(event)
        if let clock = source.clock { eventTimes.append(clock) }
      }
      if recordsEvents && TrapWatch.tracesTapes {
        TrapWatch.trace(eventStartingAt: starts[eventCount], tape: choices.tape)
      }
      eventCount += 1
      if let trap, trap.event == eventCount - 1 {
        failure = trap.failure
        stateBefore = picker.state
        break
      }
      let step = picker.step(event)
      coverage.record(
        before: step.before, event: event, effects: step.effects, after: step.after)
      failure =
        step.failure
        ?? source.carryOut(
          step.effects, of: event, before: step.before, after: step.after,
          rowNearestScroll: step.rowNearestScroll, rowChanges: step.rowChanges, &choices,
          coverage: &coverage)
      if failure != nil {
        stateBefore = step.before
        // The picker holds the step's after state until the next step; reading it there
        // spares the loop a copy of the whole state on every event.
        stateAfter = picker.state
        failingEffects = step.effects
      }
    }
    coverage.record(caseOf: mode, events: eventCount)
    tapeRun = TapeRun(tape: choices.tape, stepStarts: starts, failure: failure?.property)
  }

  /// Replays a tape.
  ///
  /// - Parameters:
  ///   - mode: How the case's events were generated.
  ///   - tape: The choices to replay, as a report's token holds them.
  ///   - maxEvents: The most events the case may have.
  ///   - trap: Where the case trapped in another process, and how, as in
  ///     ``init(mode:choices:maxEvents:coverage:trap:)``.
  public init(
    mode: CheckMode, tape: [UInt64], maxEvents: Int,
    trap: (event: Int, failure: CheckFailure)? = nil
  ) {
    var choices = Choices(replaying: tape)
    var coverage = Coverage()
    self.init(
      mode: mode, choices: &choices, maxEvents: maxEvents, coverage: &coverage, trap: trap)
  }
}
