import PickerCheck
import PickerState
import Testing

// A token replays whatever its mode's generators draw from its tape today: once a generator
// changes, an old tape draws another case, which passes whatever the library does. So every
// kept token is pinned to the case it was kept for, and a token that drifts fails its test;
// a case no tape draws any more is kept as its scenario, or, where the scroll view's judge
// found it, as the session its failure saved (`Tests/Sessions/regression-…`).
extension CheckerFoundCases {
  /// Replays `token` through its mode's checked run, and expects it to draw the case it was
  /// kept for, `events` in full (the last of them a scroll view's report that the host owes
  /// after the failing event, where it owes one), and every check to hold.
  static func expectCleanReplay(_ token: String, replaying events: [PickerEvent]) throws {
    try expectCleanReplay(token, replaying: events.count, endingWith: events)
  }

  /// Replays `token` through its mode's checked run, and expects it to draw a case of
  /// `count` events that ends with `last` (the event that failed, and what the host owed
  /// after it), and every check to hold.
  static func expectCleanReplay(
    _ token: String, replaying count: Int, endingWith last: [PickerEvent]
  ) throws {
    let run = try replay(token)
    #expect(run.scenario.events.count == count)
    #expect(Array(run.scenario.events.suffix(last.count)) == last)
    #expect(run.failure == nil, "\(run.failure.map(String.init(describing:)) ?? "")")
  }

  /// Replays `token` through its mode's checked run, and expects it to draw `scenario`, its
  /// start and its events, then `owed`, the events the host owes after the last, and every
  /// check to hold.
  static func expectCleanReplay(
    _ token: String, of scenario: Scenario, then owed: [PickerEvent] = []
  ) throws {
    let run = try replay(token)
    #expect(run.scenario.events == scenario.events + owed)
    var start = run.scenario
    start.events = scenario.events
    #expect(start == scenario, "the token starts elsewhere")
    #expect(run.failure == nil, "\(run.failure.map(String.init(describing:)) ?? "")")
  }

  /// Replays the kept session `Tests/Sessions/regression-NAME.jsonl` with every check, the
  /// scroll view's included, and expects it to hold `events` in full, and every check to
  /// hold.
  static func expectCleanSession(_ name: String, replaying events: [PickerEvent]) throws {
    try expectCleanSession(name, replaying: events.count, endingWith: events)
  }

  /// Replays the kept session `Tests/Sessions/regression-NAME.jsonl` with every check, the
  /// scroll view's included, and expects it to hold `count` events that end with `last`,
  /// and every check to hold.
  static func expectCleanSession(
    _ name: String, replaying count: Int, endingWith last: [PickerEvent]
  ) throws {
    let path = FailCaseFiles.repositoryFolder("Tests", "Sessions", "regression-\(name).jsonl")
    let session = try Session(jsonLines: LocalFile.read(path))
    let events = session.entries.map(\.event)
    #expect(events.count == count)
    #expect(Array(events.suffix(last.count)) == last)
    let replay = SessionReplay(session)
    #expect(replay.judgesScrollView)
    #expect(replay.finding == nil, "\(replay.report(file: path, session: session) ?? "")")
    #expect(replay.eventsReplayed == count)
  }

  /// The checked run of `token`'s case.
  private static func replay(_ token: String) throws -> CaseRun {
    let token = try ReplayToken(parsing: token)
    return CaseRun(mode: token.mode, tape: token.tape, maxEvents: 300)
  }
}
