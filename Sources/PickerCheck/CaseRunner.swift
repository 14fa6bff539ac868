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
  /// then each event's choices. Replaying a tape stops when the tape runs out.
  ///
  /// - Parameters:
  ///   - mode: How events are generated.
  ///   - choices: Where every decision comes from: a seed or a tape.
  ///   - maxEvents: The most events the case may have.
  ///   - coverage: Counts what each event exercised.
  public init(
    mode: CheckMode, choices: inout Choices, maxEvents: Int, coverage: inout Coverage
  ) {
    if mode == .adversarial { coverage.includesAdversarialMode = true }
    let layout = ScenarioGeneration.layout(&choices)
    let options = ScenarioGeneration.options(&choices)
    let firstRow = ScenarioGeneration.firstRow(&choices, itemCount: layout.itemCount)
    let length = choices.int(in: 1...max(maxEvents, 1))
    scenario = Scenario(layout: layout, options: options, selectedRow: firstRow, events: [])
    var state = scenario.initialState
    var oracle = EventOracle(showing: state)
    var host = HostSimulation(showing: state)
    var starts: [Int] = []
    failure = oracle.checkInitial(state)
    while failure == nil && scenario.events.count < length
      && (!choices.isExhausted || host.owesEcho)
    {
      starts.append(choices.count)
      let event: PickerEvent
      switch mode {
      case .hostFaithful: event = host.nextEvent(&choices, picker: state)
      case .adversarial: event = HostileEvents.next(&choices, picker: state)
      }
      scenario.events.append(event)
      let before = state
      let effects = state.update(event)
      coverage.record(before: before, event: event, effects: effects, after: state)
      if let found = oracle.check(before: before, event: event, effects: effects, after: state) {
        failure = found
        stateBefore = before
        stateAfter = state
        failingEffects = effects
      } else if mode == .hostFaithful {
        host.carryOut(effects, &choices)
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
