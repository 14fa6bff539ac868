import PickerCheck
import PickerState
import Testing

/// A session whose header gives the screen's pixel scale is a scroll view's callbacks as
/// delivered: its replay follows the scroll view through them and judges the end-to-end
/// properties, as the scroll-view mode judges its own.
@Suite struct ScrollViewFollowingTests {
  /// Every scroll-view case the mode judged clean replays clean from its session, every
  /// event followed and judged: the recording holds all the judgement needs.
  @Test func aCleanScrollViewCaseReplaysCleanFromItsSession() {
    var findings: [String] = []
    var events = 0
    for seed in UInt64(1)...600 {
      var choices = Choices(seed: seed)
      var coverage = Coverage()
      let run = CaseRun(
        mode: .scrollView, choices: &choices, maxEvents: 400, coverage: &coverage)
      guard run.failure == nil else { continue }
      let replay = SessionReplay(Session(run.scenario, pixelScale: run.pixelScale))
      #expect(replay.judgesScrollView)
      events += replay.eventsReplayed
      if let finding = replay.finding {
        findings.append("seed \(seed), entry \(replay.entryIndex ?? -1): \(finding)")
      }
    }
    #expect(findings == [])
    #expect(events > 100_000)
  }
}
