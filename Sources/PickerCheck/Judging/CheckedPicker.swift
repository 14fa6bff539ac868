import PickerState

/// A picker under check: its state and the oracle's mirror of its host, advanced one
/// event at a time, with every check the checker makes after each event.
///
/// Every runner advances its pickers through ``step(_:)``: campaign cases in each mode,
/// fixed scenarios (``ScenarioCheck``), the exhaustive search, both fuzzers and the tests.
/// Two checked pickers are equal when the picker and the mirror are: one node of the
/// exhaustive search.
public struct CheckedPicker: Hashable, Sendable {
  /// The picker.
  public private(set) var state: PickerState
  /// The checker's mirror of the picker's host, and the checks made after each event.
  private var oracle: EventOracle

  /// A picker that starts as `state`, shown by a host with only its selected row
  /// highlighted.
  ///
  /// - Parameter state: The picker to check from; ``startFailure`` says what it breaks.
  public init(_ state: PickerState) {
    self.state = state
    oracle = EventOracle(showing: state)
  }

  /// What the starting state breaks: its invariants, or its geometry against the naive
  /// model. Nil when it holds.
  public var startFailure: CheckFailure? { oracle.checkInitial(state) }

  /// One event, applied and judged.
  public struct Step: Sendable {
    /// The picker before the event.
    public var before: PickerState
    /// The picker after the event.
    public var after: PickerState
    /// What `update(_:)` returned.
    public var effects: PickerEffects
    /// The first check that failed, or nil when every check held.
    public var failure: CheckFailure?
    /// For a `didScroll` that passed every check, the row nearest its offset after it, as
    /// `EventOracle.nearestRow(in:toOffset:)` gives it (the naive scan's answer on layouts
    /// small enough to scan, the neighbour-checked search on larger ones); nil for other
    /// events and without rows. The scroll-view mode's tick check needs this row too, and
    /// a scan costs a few percent of a checked event.
    var rowNearestScroll: Int?
    /// For a `rowsChanged` that fits, the oracle's model of the change
    /// (``NaiveRowChanges``), which the scroll-view mode's judge reads too; nil otherwise.
    var rowChanges: NaiveRowChanges?
  }

  /// Applies `event` to the picker and judges the update with every check.
  ///
  /// Inlined into its callers, which then build the step where they keep it: out of line,
  /// the states went through several temporary copies on every event. The step holds the
  /// state after the event as well, and callers judge with that one copy: each read of
  /// ``state`` passed to a function copies the whole state again.
  ///
  /// - Parameter event: What the host saw or was asked, as it would pass it to `update(_:)`.
  /// - Returns: The picker before and after, the effects, and the first check that failed.
  @inline(__always)
  public mutating func step(_ event: PickerEvent) -> Step {
    step(event, judgedLayouts: nil)
  }

  /// ``step(_:)``, judging each layout the picker changes to once in `judgedLayouts`, for
  /// a run that meets the same layouts again and again (``EventOracle/JudgedLayouts``).
  @inline(__always)
  mutating func step(
    _ event: PickerEvent, judgedLayouts: EventOracle.JudgedLayouts?
  ) -> Step {
    let before = state
    let effects = state.updateOutOfLine(event)
    let after = state
    let judgement = oracle.check(
      before: before, event: event, effects: effects, after: after,
      judgedLayouts: judgedLayouts)
    return Step(
      before: before, after: after, effects: effects, failure: judgement.failure,
      rowNearestScroll: judgement.rowNearestScroll, rowChanges: judgement.rowChanges)
  }
}

/// Feeds a fixed scenario, such as a committed regression case, through a
/// ``CheckedPicker``.
public enum ScenarioCheck {
  /// A failure and the index of the event that caused it (-1 for the starting state).
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The check that failed, and how.
    public var failure: CheckFailure
    /// The index of the failing event in the scenario's events, or -1 for its start.
    public var eventIndex: Int
    /// The event's index and the failure, in one line.
    public var description: String { "event \(eventIndex): \(failure)" }
  }

  /// The first check that fails while feeding `scenario`, or nil when all hold.
  ///
  /// - Parameter scenario: The start and the events to feed, in order.
  /// - Returns: The first failure and where it happened, or nil.
  /// - Complexity: O(n) checked steps for n events.
  public static func firstFailure(in scenario: Scenario) -> Failure? {
    var picker = CheckedPicker(scenario.initialState)
    if let failure = picker.startFailure {
      return Failure(failure: failure, eventIndex: -1)
    }
    for (index, event) in scenario.events.enumerated() {
      if let failure = picker.step(event).failure {
        return Failure(failure: failure, eventIndex: index)
      }
    }
    return nil
  }
}

extension PickerState {
  /// `update(event)`, out of line, for the checker: `update` inlines its shortcuts into its
  /// caller, which would make ``CheckedPicker/step(_:)`` and the oracle's checks too large
  /// for the compiler to inline in turn, and the states would be copied around the calls.
  /// In a watched process (``TrapWatch``) the call is marked as the library's window, so
  /// that a trap inside it is told from one in the checker.
  @inline(never)
  mutating func updateOutOfLine(_ event: PickerEvent) -> PickerEffects {
    #if DEBUG
      TrapWatch.plantedCheckerSlip?(self, event)
      if let slip = TrapWatch.plantedSlip {
        return TrapWatch.markingUpdate {
          slip(&self, event)
          return update(event)
        }
      }
    #endif
    guard TrapWatch.isWatching else { return update(event) }
    return TrapWatch.markingUpdate { update(event) }
  }
}
