import PickerCheck
import PickerState
import Testing

/// The sessions kept in `Tests/Sessions/`, replayed with every check.
///
/// `scrollview-…` files are recordings of the scroll-view model's cases as an app records
/// them, each event with the effects the picker returned: they pin the library's answers,
/// so a change that alters them shows as a divergence. `pages-…` files are recordings of
/// fixed cases of the pages, with effects, written by their own tests. `planted-…` files are
/// sessions a planted bug's failure saved, without effects: they replay clean since the bug
/// was removed. `regression-…` files are cases the checker found whose tokens no longer draw
/// them, kept as sessions of the scroll view's callbacks without effects, which
/// `CheckerFoundCases` replays by name. Rewrite the recordings with
/// `PICKERSTATE_RECORD_SESSIONS=1 swift test --filter RecordedSessionTests` when a change of
/// answers is intended.
@Suite struct RecordedSessionTests {
  static let folder = FailCaseFiles.repositoryFolder("Tests", "Sessions")

  /// A kind of recording, and the first scroll-view case from seed 1 on that is one.
  struct Recording: CustomTestStringConvertible {
    var kind: String
    var matches: @Sendable (Scenario) -> Bool
    var testDescription: String { kind }

    /// The first seed whose case is of this kind, and the case.
    func firstCase() -> (seed: UInt64, run: CaseRun) {
      for seed in UInt64(1)... {
        var choices = Choices(seed: seed)
        var coverage = Coverage()
        let run = CaseRun(
          mode: .scrollView, choices: &choices, maxEvents: 400, coverage: &coverage)
        if run.failure == nil, run.scenario.events.count >= 150, matches(run.scenario) {
          return (seed, run)
        }
      }
      preconditionFailure("the seeds ran out")
    }
  }

  static let recordings = [
    Recording(kind: "plain") { !$0.layout.wrapsAround && $0.options.autoAdvanceInterval == nil },
    Recording(kind: "wrapping") { $0.layout.wrapsAround },
    Recording(kind: "autoplay") {
      $0.options.autoAdvanceInterval != nil && $0.events.contains(.autoAdvanceTimerFired)
    },
  ]

  @Test func theFolderHoldsARecordingOfEachKindAndAPlantedBugsSession() throws {
    let names = try #require(FailCaseFiles.names(in: Self.folder), "no \(Self.folder)")
    for recording in Self.recordings {
      #expect(names.contains { $0.hasPrefix("scrollview-\(recording.kind)-") }, "\(names)")
    }
    #expect(names.contains { $0.hasPrefix("planted-") }, "\(names)")
  }

  @Test(arguments: FailCaseFiles.all(in: folder))
  func aKeptSessionReplaysClean(file: FailCaseFiles.File) throws {
    let session = try Session(jsonLines: file.bytes)
    let replay = SessionReplay(session)
    #expect(replay.finding == nil, "\(replay.report(file: file.name, session: session) ?? "")")
    #expect(replay.eventsReplayed == session.entries.count)
    let isScrollView = file.name.hasPrefix("scrollview-")
    let recordsEffects = isScrollView || file.name.hasPrefix("pages-")
    #expect(replay.effectsCompared == (recordsEffects ? session.entries.count : 0))
    // A scroll view's recording is its callbacks, followed and judged end to end.
    #expect(!isScrollView || replay.judgesScrollView)
  }

  /// Writes the recordings when `PICKERSTATE_RECORD_SESSIONS` is set; otherwise checks that
  /// the folder's recordings are still sessions of the cases they were recorded from.
  @Test(arguments: recordings)
  func aRecordingIsItsCaseAsAnAppRecordsIt(recording: Recording) throws {
    let (seed, run) = recording.firstCase()
    let name = "scrollview-\(recording.kind)-seed\(seed).jsonl"
    let session = Session(recording: run)
    if TestEnvironment.contains("PICKERSTATE_RECORD_SESSIONS") {
      try LocalFile.write(session.jsonLines, to: Self.folder + "/" + name)
    }
    let kept = try Session(jsonLines: LocalFile.read(Self.folder + "/" + name))
    #expect(kept.header == session.header)
    #expect(kept.entries.map(\.event) == session.entries.map(\.event))
  }

  /// Writes a recording of a million events or more, from the first scroll-view case that
  /// long, where `PICKERSTATE_LONG_SESSION` names: the file the README times `pickerstate
  /// replay` with. Without the variable it records nothing and checks a short one instead.
  @Test func aLongRecordingReplaysClean() throws {
    let path = TestEnvironment.string("PICKERSTATE_LONG_SESSION")
    let length = path == nil ? 2_000 : 1_000_000
    for seed in UInt64(1)... {
      var choices = Choices(seed: seed)
      var coverage = Coverage()
      let run = CaseRun(
        mode: .scrollView, choices: &choices, maxEvents: 2 * length, coverage: &coverage)
      guard run.scenario.events.count >= length else { continue }
      let session = Session(recording: run)
      if let path { try LocalFile.write(session.jsonLines, to: path) }
      let replay = SessionReplay(try Session(jsonLines: Array(session.jsonLines.utf8)))
      #expect(replay.finding == nil)
      #expect(replay.effectsCompared == run.scenario.events.count)
      return
    }
  }
}
