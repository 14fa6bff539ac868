import PickerState

/// Feeds a fixed scenario, such as a committed regression case, with every check the
/// checker makes after every event.
public enum ScenarioCheck {
  /// A failure and the index of the event that caused it (-1 for the starting state).
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    public var failure: CheckFailure
    public var eventIndex: Int
    public var description: String { "event \(eventIndex): \(failure)" }
  }

  /// The first check that fails while feeding `scenario`, or nil when all hold.
  public static func firstFailure(in scenario: Scenario) -> Failure? {
    var state = scenario.initialState
    var oracle = EventOracle(showing: state)
    if let failure = oracle.checkInitial(state) {
      return Failure(failure: failure, eventIndex: -1)
    }
    for (index, event) in scenario.events.enumerated() {
      let before = state
      let effects = state.update(event)
      if let failure = oracle.check(before: before, event: event, effects: effects, after: state) {
        return Failure(failure: failure, eventIndex: index)
      }
    }
    return nil
  }
}
