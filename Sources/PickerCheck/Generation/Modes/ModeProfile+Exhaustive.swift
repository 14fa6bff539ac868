extension ModeProfile {
  /// The exhaustive mode: the bounded-exhaustive search's small starts and fixed alphabet
  /// of events (``ExhaustiveAlphabet``), so that a path the search found replays as a tape.
  /// Its layouts are all of 64-point rows: it owes nothing to variable widths.
  static let exhaustive = ModeProfile(
    identifierName: "Exhaustive", start: .exhaustiveAlphabet, events: .exhaustiveAlphabet,
    shortestCaseShare: 0, coverage: .picker.owing(.ofCampaign(0), for: [.variableWidths]))
}
