extension ModeProfile {
  /// The exhaustive mode: the bounded-exhaustive search's small starts and fixed alphabet
  /// of events (``ExhaustiveAlphabet``), so that a path the search found replays as a tape.
  /// Its coverage is the search's transitions' (``ExhaustiveSearch/coverage``).
  ///
  /// Its layouts are all of 64-point rows: it owes nothing to variable widths. Wrapping
  /// strips take 31% of its transitions at depth 3 and more deeper (39% at depth 5). Every
  /// state it reaches leaves rest within an event, so the deeper the search, the smaller
  /// idle's share: 25% at depth 3, 7.2% at depth 5, 2.8% at depth 7; it owes idle 0.5%.
  static let exhaustive = ModeProfile(
    identifierName: "Exhaustive", start: .exhaustiveAlphabet, events: .exhaustiveAlphabet,
    shortestCaseShare: 0,
    coverage: .pickerAndWrap
      .owing(.ofCampaign(0), for: [.variableWidths])
      .owing(.ofCampaign(0.005), for: [.phaseIdle]))
}
