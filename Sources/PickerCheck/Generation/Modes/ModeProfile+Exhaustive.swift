extension ModeProfile {
  /// The exhaustive mode: the bounded-exhaustive search's small starts and fixed alphabet
  /// of events (``ExhaustiveAlphabet``), so that a path the search found replays as a tape.
  static let exhaustive = ModeProfile(
    identifierName: "Exhaustive", start: .exhaustiveAlphabet, events: .exhaustiveAlphabet,
    shortestCaseShare: 0, coverage: .picker)
}
