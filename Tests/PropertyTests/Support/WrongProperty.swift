import PickerCheck
import PickerState

/// A deliberately wrong property of the real picker, judged without the oracle: "no event
/// moves the selection onto the last row of a layout with three or more rows".
///
/// The library passes every real check, so the checker's shrinking and reporting are
/// tested on the real generator through this property instead: it fails in the first case
/// or so, in many ways, and its minimal failures are easy to reason about.
enum WrongProperty: Hashable, Sendable {
  /// An event moved the selection onto the last of three or more rows.
  case selectedTheLastOfThreeOrMoreRows

  /// Case seeds are drawn from this seed with SplitMix64, as a campaign draws them.
  static let searchSeed: UInt64 = 0x3ac7

  /// Judges a case by the wrong property. The run ends with the first event that breaks
  /// it: its tape ends after that event's choices, as a failing `CaseRun`'s does.
  static func judge(_ caseRun: CaseRun) -> TapeRun<WrongProperty> {
    let tape = caseRun.tapeRun.tape
    let starts = caseRun.tapeRun.stepStarts
    var picker = CheckedPicker(caseRun.scenario.initialState)
    for (index, event) in caseRun.scenario.events.enumerated() {
      let before = picker.step(event).before.selectedRow
      let state = picker.state
      let count = state.layout.itemCount
      if state.selectedRow != before, count >= 3, state.selectedRow == count - 1 {
        let end = index + 1 < starts.count ? starts[index + 1] : tape.count
        return TapeRun(
          tape: Array(tape[..<end]), stepStarts: Array(starts[...index]),
          failure: .selectedTheLastOfThreeOrMoreRows)
      }
    }
    return TapeRun(tape: tape, stepStarts: starts, failure: nil)
  }

  /// Judges the case a tape replays in `mode`.
  static func run(_ mode: CheckMode, tape: [UInt64]) -> TapeRun<WrongProperty> {
    judge(CaseRun(mode: mode, tape: tape, maxEvents: Campaign.defaultMaxEventsPerCase))
  }

  /// The first case from ``searchSeed``'s case seeds that breaks the property, within
  /// `budget` cases.
  static func firstFailingCase(
    _ mode: CheckMode, budget: Int = 100
  ) -> (caseSeed: UInt64, run: CaseRun, judged: TapeRun<WrongProperty>)? {
    var seeds = SplitMix64(seed: searchSeed)
    for _ in 0..<budget {
      let caseSeed = seeds.next()
      let run = Campaign.runCase(
        seed: caseSeed, mode: mode, maxEvents: Campaign.defaultMaxEventsPerCase)
      let judged = judge(run)
      if judged.failure != nil { return (caseSeed, run, judged) }
    }
    return nil
  }

  /// Shrinks a tape of `mode` by the wrong property.
  static func shrink(_ tape: [UInt64], _ mode: CheckMode) -> Shrinker<WrongProperty> {
    Shrinker(tape) { run(mode, tape: $0) }
  }
}
