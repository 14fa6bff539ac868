import PickerState
import Testing

@testable import PickerCheck

/// The bounded-exhaustive mode: every state reachable from every small start within a few
/// events, each transition checked with every property, wrapping strips included.
@Suite struct ExhaustiveTests {
  /// Deep enough to reach every phase from every start (a drag, a release, a settle), to
  /// re-centre a wrapping strip at rest and at a drag, to fire autoplay's timer at rest
  /// after switching it on, and to judge coverage (more than `Coverage.eventsToJudge`
  /// transitions); 2 to 5 seconds in a debug build on two cores.
  static let depth = 3

  @Test func everyStateWithinThreeEventsOfASmallStartPassesEveryCheck() {
    let search = ExhaustiveSearch(depth: Self.depth)
    #expect(search.failure == nil, "\(search.failure.map(String.init(describing:)) ?? "")")
    // Deterministic counts: a change means the search, its alphabet or the reachable
    // states changed, which is worth a look (and then a new pin).
    #expect(search.statesExplored == 60_882)
    #expect(search.transitions == 356_831)
    // Every label the exhaustive mode owes, the wrap-around, autoplay and live-data labels
    // among them: 30% of its transitions on wrapping strips.
    let wrapping = search.coverage.counts[Coverage.Label.wrapAround.rawValue]
    #expect(search.coverage.events == search.transitions)
    #expect(wrapping == 111_651)
    #expect(search.coverage.shortfalls == [], "\(search.coverage.table)")
  }
}

extension ExhaustiveTests {
  /// A path the search finds is reported as an exhaustive-mode tape: the start's index,
  /// the length, and each event's index into its state's alphabet. Replaying that tape
  /// gives back the start and exactly the path's events.
  @Test func aPathReplaysFromItsExhaustiveTape() throws {
    let startIndex = 40
    let eventIndices = [0, 9, 1, 13]
    let tape = [UInt64(startIndex), UInt64(eventIndices.count - 1)] + eventIndices.map(UInt64.init)
    let run = CaseRun(
      mode: .exhaustive, tape: tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    let start = try #require(ExhaustiveAlphabet.starts.dropFirst(startIndex).first)
    var state = start.initialState
    var events: [PickerEvent] = []
    for index in eventIndices {
      let event = ExhaustiveAlphabet.events(for: state)[index]
      events.append(event)
      _ = state.update(event)
    }
    #expect(
      run.scenario
        == Scenario(
          layout: start.layout, options: start.options, selectedRow: start.selectedRow,
          events: events))
    #expect(run.tapeRun.tape == tape)
    #expect(run.failure == nil)
  }
}

extension ExhaustiveTests {
  /// Every state's alphabet fires autoplay's timer and switches autoplay on at the
  /// alphabet's interval or off, keeping the other options, so that A3 and I11 are judged
  /// on every small state.
  @Test func everyAlphabetFiresTheTimerAndTogglesAutoplay() {
    let off = PickerOptions(snapping: .paging(maxItems: 1), suppressesEdgeAnimation: false)
    var on = off
    on.autoAdvanceInterval = 2
    #expect(ExhaustiveAlphabet.autoplayToggled(off) == on)
    #expect(ExhaustiveAlphabet.autoplayToggled(on) == off)
    for start in ExhaustiveAlphabet.starts {
      let state = start.initialState
      let events = ExhaustiveAlphabet.events(for: state)
      #expect(events.contains(.autoAdvanceTimerFired))
      #expect(events.contains(.optionsChanged(ExhaustiveAlphabet.autoplayToggled(state.options))))
    }
  }
}
