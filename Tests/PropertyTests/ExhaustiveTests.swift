import PickerCheck
import Testing

/// The bounded-exhaustive mode: every state reachable from every small start within a few
/// events, each transition checked with every property.
@Suite struct ExhaustiveTests {
  /// Deep enough to reach every phase from every start (a drag, a release, a settle), and
  /// 3 to 7 seconds in a debug build on two cores.
  static let depth = 3

  @Test func everyStateWithinThreeEventsOfASmallStartPassesEveryCheck() {
    let search = ExhaustiveSearch(depth: Self.depth)
    let report = search.failure.map { start, failure in
      "\(failure)\nlayout: \(start.layout)\noptions: \(start.options)\n"
        + "first row: \(start.selectedRow)\nevents: \(start.events)"
    }
    #expect(search.failure == nil, "\(report ?? "")")
    // Deterministic counts: a change means the search, its alphabet or the reachable
    // states changed, which is worth a look (and then a new pin).
    #expect(search.statesExplored == 62_940)
    #expect(search.transitions == 405_390)
  }
}
