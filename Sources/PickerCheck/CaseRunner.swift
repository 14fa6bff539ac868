import PickerState

/// One case: a scenario drawn from choices, fed event by event to a `PickerState`, with
/// every check after every event.
public struct CaseRun: Sendable {
  /// The scenario as far as it ran (through the failing event, when one failed).
  public var scenario: Scenario
  /// The choices drawn, where each event's began, and the failure.
  public var tapeRun: TapeRun<CheckedProperty>
  /// The failure in full, with its detail.
  public var failure: CheckFailure?
  /// The picker before and after the failing event.
  public var stateBefore: PickerState?
  public var stateAfter: PickerState?
  /// What the failing event returned.
  public var failingEffects: PickerEffects?

  /// Runs one case.
  ///
  /// The tape holds, in order: the layout, the options, the first row, the case's length,
  /// the host (scroll-view mode), then each event's choices. Replaying a tape stops when
  /// the tape runs out, once the events it owes without choices are delivered.
  ///
  /// - Parameters:
  ///   - mode: How events are generated.
  ///   - choices: Where every decision comes from: a seed or a tape.
  ///   - maxEvents: The most events the case may have.
  ///   - coverage: Counts what each event exercised.
  public init(
    mode: CheckMode, choices: inout Choices, maxEvents: Int, coverage: inout Coverage
  ) {
    switch mode {
    case .adversarial: coverage.includesAdversarialMode = true
    case .scrollView: coverage.includesScrollViewMode = true
    case .hostFaithful: break
    }
    let isScrollView = mode == .scrollView
    let layout =
      isScrollView ? ScrollViewGeneration.layout(&choices) : ScenarioGeneration.layout(&choices)
    let options =
      isScrollView ? ScrollViewGeneration.options(&choices) : ScenarioGeneration.options(&choices)
    let firstRow = ScenarioGeneration.firstRow(&choices, itemCount: layout.itemCount)
    // A scroll-view case runs at least half the longest case: its gestures take many
    // frames, and the mode is meant to check a third of a campaign's events or more.
    let shortest = isScrollView ? max(maxEvents / 2, 1) : 1
    let length = choices.int(in: shortest...max(maxEvents, 1))
    scenario = Scenario(layout: layout, options: options, selectedRow: firstRow, events: [])
    var state = scenario.initialState
    var oracle = EventOracle(showing: state)
    var source = EventSource(mode, &choices, showing: state)
    var starts: [Int] = []
    failure = oracle.checkInitial(state)
    while failure == nil && scenario.events.count < length
      && (!choices.isExhausted || source.owesEvents)
    {
      starts.append(choices.count)
      let event = source.next(&choices, picker: state)
      scenario.events.append(event)
      let before = state
      let effects = state.update(event)
      coverage.record(before: before, event: event, effects: effects, after: state)
      failure =
        oracle.check(before: before, event: event, effects: effects, after: state)
        ?? source.carryOut(
          effects, of: event, before: before, after: state, &choices, coverage: &coverage)
      if failure != nil {
        stateBefore = before
        stateAfter = state
        failingEffects = effects
      }
    }
    tapeRun = TapeRun(tape: choices.tape, stepStarts: starts, failure: failure?.property)
  }

  /// Replays a tape.
  public init(mode: CheckMode, tape: [UInt64], maxEvents: Int) {
    var choices = Choices(replaying: tape)
    var coverage = Coverage()
    self.init(mode: mode, choices: &choices, maxEvents: maxEvents, coverage: &coverage)
  }
}
