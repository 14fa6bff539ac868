import PickerState

/// Everything a developer needs to act on a failure at once: how to replay it, how much
/// shrinking removed, what failed, the picker around the failing event, and a Swift
/// Testing test that reproduces it.
///
/// Every failure the checker finds is reported this way: a campaign's (in any mode), the
/// exhaustive search's, a replayed token's and the tape fuzzer's. Each is a case run from a
/// tape, so each is shrunk and replays from its token.
public struct FailureReport: Sendable, CustomStringConvertible {
  /// The seed of the failing case, when a campaign drew it: `PICKER_SEED` replays it in
  /// the property tests. Nil for a case that came as a tape (the exhaustive search's path,
  /// a replayed token, a tape fuzzer's input).
  public var caseSeed: UInt64?
  /// The case's mode.
  public var mode: CheckMode { original.mode }
  /// The case as first found.
  public var original: CaseRun
  /// The case after shrinking.
  public var shrunk: CaseRun

  /// Shrinks a failing case.
  ///
  /// - Parameters:
  ///   - original: A case run whose `failure` is set.
  ///   - caseSeed: The seed it was drawn from, if a campaign drew it.
  ///   - maxEvents: The event limit it ran with.
  ///   - run: Runs a candidate tape for the shrinker; by default in this process. A tool
  ///     that must survive a candidate that traps runs each in a child process.
  public init(
    shrinking original: CaseRun, caseSeed: UInt64? = nil, maxEvents: Int,
    run: (([UInt64]) -> TapeRun<CheckedProperty>)? = nil
  ) {
    let mode = original.mode
    let shrinker = Shrinker(original.tapeRun.tape) {
      run?($0) ?? CaseRun(mode: mode, tape: $0, maxEvents: maxEvents).tapeRun
    }
    self.init(
      original: original,
      shrunk: CaseRun(mode: mode, tape: shrinker.best.tape, maxEvents: maxEvents),
      caseSeed: caseSeed)
  }

  /// A report of a case shrunk elsewhere: a trap's, whose runs only a child process survives.
  ///
  /// - Parameters:
  ///   - original: The case as first found, its `failure` set.
  ///   - shrunk: The case after shrinking, in the same mode.
  ///   - caseSeed: The seed it was drawn from, if a campaign drew it.
  public init(original: CaseRun, shrunk: CaseRun, caseSeed: UInt64? = nil) {
    self.caseSeed = caseSeed
    self.original = original
    self.shrunk = shrunk
  }

  /// The one-line token that replays the shrunk case: `pickerstate check --replay TOKEN`.
  public var replayToken: ReplayToken { ReplayToken(mode: mode, tape: shrunk.tapeRun.tape) }

  /// A Swift Testing test reproducing the shrunk case, to paste into
  /// `Tests/PropertyTests/Regressions/`.
  public var regressionTest: String {
    SwiftSource.test(
      named: "shrunkCase\(mode.profile.identifierName)\(String(caseSeed ?? tapeHash, radix: 16))",
      shrunk.scenario,
      comment: "\(shrunk.failure?.description ?? "no failure") (\(origin))",
      replaying: mode.profile.events.judgesEndToEnd ? replayToken : nil)
  }

  /// Where the case came from, for the test's comment.
  private var origin: String {
    caseSeed.map { "seed 0x\(String($0, radix: 16))" } ?? "\(mode.rawValue) mode, from a tape"
  }

  /// The report's line that says where the case came from.
  private var originLine: String {
    guard let caseSeed else { return "mode:       \(mode.rawValue), from a tape" }
    return "case seed:  0x\(String(caseSeed, radix: 16)) (\(mode.rawValue) mode)"
  }

  /// A name for a case that has no seed: FNV-1a over its shrunk tape.
  private var tapeHash: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for choice in shrunk.tapeRun.tape {
      hash = (hash ^ choice) &* 0x100_0000_01b3
    }
    return hash
  }

  /// The whole report as the checker prints it, the regression test included.
  public var description: String {
    let failure = shrunk.failure ?? original.failure
    let events = shrunk.scenario.events
    let failingEvent = events.last.map(SwiftSource.event) ?? "(the starting state)"
    return """
      FAILURE: \(failure?.description ?? "none")
        \(originLine)
        original:   \(original.scenario.events.count) events, \(original.tapeRun.tape.count) choices
        shrunk:     \(events.count) events, \(shrunk.tapeRun.tape.count) choices
        tape:       \(replayToken)
        replay:     swift run -c release pickerstate check --replay '\(replayToken)'
        event:      \(failingEvent)
        before:     \(shrunk.stateBefore.map(\.reportLine) ?? "-")
        effects:    \(shrunk.failingEffects.map { "\($0)" } ?? "-")
        after:      \(shrunk.stateAfter.map(\.reportLine) ?? "-")

      A test that reproduces it (Tests/PropertyTests/Regressions/):

      \(regressionTest)
      """
  }
}
