import PickerState

/// Everything a developer needs to act on a failure at once: how to replay it, how much
/// shrinking removed, what failed, the picker around the failing event, and a Swift
/// Testing test that reproduces it.
public struct FailureReport: Sendable, CustomStringConvertible {
  /// The seed of the failing case: `PICKER_SEED` replays it in the property tests, and
  /// ``replayToken`` replays the shrunk case with `pickerstate check --replay`.
  public var caseSeed: UInt64
  /// The case's mode.
  public var mode: CheckMode
  /// The case as first found.
  public var original: CaseRun
  /// The case after shrinking.
  public var shrunk: CaseRun

  /// Shrinks a failing case.
  ///
  /// - Parameters:
  ///   - original: A case run whose `failure` is set.
  ///   - caseSeed: The seed it was drawn from.
  ///   - mode: Its mode.
  ///   - maxEvents: The event limit it ran with.
  public init(shrinking original: CaseRun, caseSeed: UInt64, mode: CheckMode, maxEvents: Int) {
    self.caseSeed = caseSeed
    self.mode = mode
    self.original = original
    let shrinker = Shrinker(original.tapeRun.tape) {
      CaseRun(mode: mode, tape: $0, maxEvents: maxEvents).tapeRun
    }
    shrunk = CaseRun(mode: mode, tape: shrinker.best.tape, maxEvents: maxEvents)
  }

  /// The one-line token that replays the shrunk case: `pickerstate check --replay TOKEN`.
  public var replayToken: ReplayToken { ReplayToken(mode: mode, tape: shrunk.tapeRun.tape) }

  /// A Swift Testing test reproducing the shrunk case, to paste into
  /// `Tests/PropertyTests/Regressions/`.
  public var regressionTest: String {
    let modeName =
      switch mode {
      case .hostFaithful: "Host"
      case .adversarial: "Hostile"
      case .scrollView: "ScrollView"
      }
    return SwiftSource.test(
      named: "shrunkCase\(modeName)\(String(caseSeed, radix: 16))",
      shrunk.scenario,
      comment:
        "\(shrunk.failure?.description ?? "no failure") (seed 0x\(String(caseSeed, radix: 16)))",
      replaying: mode == .scrollView ? replayToken : nil)
  }

  public var description: String {
    let failure = shrunk.failure ?? original.failure
    let events = shrunk.scenario.events
    let failingEvent = events.last.map(SwiftSource.event) ?? "(the starting state)"
    return """
      FAILURE: \(failure?.description ?? "none")
        case seed:  0x\(String(caseSeed, radix: 16)) (\(mode.rawValue) mode)
        original:   \(original.scenario.events.count) events, \(original.tapeRun.tape.count) choices
        shrunk:     \(events.count) events, \(shrunk.tapeRun.tape.count) choices
        tape:       \(replayToken)
        replay:     swift run -c release pickerstate check --replay '\(replayToken)'
        event:      \(failingEvent)
        before:     \(shrunk.stateBefore.map(describe) ?? "-")
        effects:    \(shrunk.failingEffects.map { "\($0)" } ?? "-")
        after:      \(shrunk.stateAfter.map(describe) ?? "-")

      A test that reproduces it (Tests/PropertyTests/Regressions/):

      \(regressionTest)
      """
  }

  private func describe(_ state: PickerState) -> String {
    "selectedRow \(state.selectedRow.map(String.init) ?? "nil"), centeredRow "
      + "\(state.centeredRow.map(String.init) ?? "nil"), offset \(state.offset), "
      + "phase \(state.phase), \(state.layout.itemCount) rows in \(state.layout.offsetRange)"
  }
}
