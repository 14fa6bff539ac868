import PickerCheck
import PickerState

/// Deliberately wrong properties of the real picker, judged without the oracle.
///
/// The library passes every real check, so the checker's shrinking and reporting are
/// tested on the real generator through these properties instead: each fails in the first
/// cases or so, and its minimal failures are easy to reason about.
enum WrongProperty: Hashable, Sendable {
  /// "No event moves the selection onto the last row of a layout with three or more
  /// rows."
  case selectedTheLastOfThreeOrMoreRows
  /// "No timer fire reaches a picker that is not idle." A host's fire queued before its
  /// timer was cancelled arrives stale, a few events into the drag that cancelled it, and
  /// draws no choices of its own.
  case staleTimerFired

  /// Case seeds are drawn from this seed with SplitMix64, as a campaign draws them.
  static let searchSeed: UInt64 = 0x3ac7

  /// Whether `event`, taking the picker from `before` to `after`, breaks the property.
  func isBroken(by event: PickerEvent, from before: PickerState, to after: PickerState) -> Bool {
    switch self {
    case .selectedTheLastOfThreeOrMoreRows:
      let count = after.layout.itemCount
      return after.selectedRow != before.selectedRow && count >= 3
        && after.selectedRow == count - 1
    case .staleTimerFired:
      return event == .autoAdvanceTimerFired && before.phase != .idle
    }
  }

  /// Judges a case by the property. The run ends with the first event that breaks it: its
  /// tape ends after that event's choices, as a failing `CaseRun`'s does.
  func judge(_ caseRun: CaseRun) -> TapeRun<WrongProperty> {
    let tape = caseRun.tapeRun.tape
    let starts = caseRun.tapeRun.stepStarts
    var picker = CheckedPicker(caseRun.scenario.initialState)
    for (index, event) in caseRun.scenario.events.enumerated() {
      let before = picker.step(event).before
      if isBroken(by: event, from: before, to: picker.state) {
        let end = index + 1 < starts.count ? starts[index + 1] : tape.count
        return TapeRun(
          tape: Array(tape[..<end]), stepStarts: Array(starts[...index]), failure: self)
      }
    }
    return TapeRun(tape: tape, stepStarts: starts, failure: nil)
  }

  /// Judges the case a tape replays in `mode`.
  func run(_ mode: CheckMode, tape: [UInt64]) -> TapeRun<WrongProperty> {
    judge(CaseRun(mode: mode, tape: tape, maxEvents: Campaign.defaultMaxEventsPerCase))
  }

  /// The first case from ``searchSeed``'s case seeds that breaks the property, within
  /// `budget` cases.
  func firstFailingCase(
    _ mode: CheckMode, budget: Int = 100
  ) -> (caseSeed: UInt64, run: CaseRun, judged: TapeRun<WrongProperty>)? {
    var seeds = SplitMix64(seed: Self.searchSeed)
    for _ in 0..<budget {
      let caseSeed = seeds.next()
      let run = Campaign.runCase(
        seed: caseSeed, mode: mode, maxEvents: Campaign.defaultMaxEventsPerCase)
      let judged = judge(run)
      if judged.failure != nil { return (caseSeed, run, judged) }
    }
    return nil
  }

  /// Shrinks a tape of `mode` by the property.
  func shrink(_ tape: [UInt64], _ mode: CheckMode) -> Shrinker<WrongProperty> {
    Shrinker(tape) { run(mode, tape: $0) }
  }
}
