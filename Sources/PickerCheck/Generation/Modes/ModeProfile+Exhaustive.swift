extension ModeProfile {
  /// The exhaustive mode: the bounded-exhaustive search's small starts and fixed alphabet
  /// of events (``ExhaustiveAlphabet``), so that a path the search found replays as a tape.
  /// Its coverage is the search's transitions' (``ExhaustiveSearch/coverage``).
  ///
  /// Its layouts are all of 64-point rows: it owes nothing to variable widths. Wrapping
  /// strips take 30% of its transitions at depth 3 and more deeper (37% at depth 5). Every
  /// state it reaches leaves rest within an event, so the deeper the search, the smaller
  /// idle's share: 28% at depth 3, 8.4% at depth 5; it owes idle 0.5%.
  ///
  /// Its starts have autoplay off and its alphabet switches it on and off and fires the
  /// timer from every state, so it owes autoplay's labels about half of what it shows at
  /// depth 3 or 5, whichever is less: autoplay on 11% and 23%, a fire and an options change
  /// 3.2% and 3.1% each, a fire at rest and autoplay off while a timer runs 0.13% and
  /// 0.07%, stale fires during a drag 0.50% and 0.63%, a glide 1.0% and 1.4%, an animation
  /// 0.74% and 0.81%, an advance that wraps 0.010% and 0.0049%, back to row 0 0.016% and
  /// 0.019%.
  static let exhaustive = ModeProfile(
    identifierName: "Exhaustive", start: .exhaustiveAlphabet, events: .exhaustiveAlphabet,
    shortestCaseShare: 0,
    coverage: .pickerAndWrap
      .owing(.ofCampaign(0), for: [.variableWidths])
      .owing(.ofCampaign(0.005), for: [.phaseIdle])
      .owing(.ofCampaign(0.05), for: [.autoplayOn])
      .owing(.ofCampaign(0.015), for: [.autoAdvanceTimerFired, .optionsChanged])
      .owing(.ofCampaign(0.003), for: [.staleTimerDuringGlide, .staleTimerDuringAnimation])
      .owing(.ofCampaign(0.002), for: [.staleTimerDuringDrag])
      .owing(.ofCampaign(0.0003), for: [.timerFiredAtRest, .autoplayOffWhileTimerRuns])
      .owing(.ofCampaign(0.00007), for: [.advanceBackToFirstRow])
      .owing(.ofCampaign(0.00002), for: [.advanceAcrossSeam]))
}
