extension ModeProfile {
  /// The exhaustive mode: the bounded-exhaustive search's small starts and fixed alphabet
  /// of events (``ExhaustiveAlphabet``), so that a path the search found replays as a tape.
  /// Its coverage is the search's transitions' (``ExhaustiveSearch/coverage``).
  ///
  /// Its layouts are all of 64-point rows: it owes nothing to variable widths. Wrapping
  /// strips take more of its transitions the deeper it searches, over the quarter every
  /// mode owes from depth 3. Every state it reaches leaves rest within an event, so the
  /// deeper the search, the smaller idle's share: it owes idle far less than the other
  /// modes.
  ///
  /// Its starts have autoplay off and its alphabet switches it on and off and fires the
  /// timer from every state, so it owes autoplay's labels about half of what it shows at
  /// depth 3 or 5, whichever is less, so that both depths pass. The shares count each
  /// transition once, however many starts reach it (``ExhaustiveSearch``): a timer fired
  /// at rest, autoplay switched off while a timer runs and an advance back to row 0 show
  /// 0.026%, 0.026% and 0.0058% at depth 5.
  ///
  /// Its alphabet changes rows from every state (a prepend, the selected row removed, the
  /// selected row moved), so it owes live data's labels about a third of what it shows at
  /// depth 3 or 5, whichever is less, as the other modes owe about a third of a run's
  /// share; never a mismatch, which its alphabet does not send.
  ///
  /// Every alphabet ends in the page events and two starts are contained strips, so it owes
  /// the pages' labels about half of what it shows at depth 3 or 5, whichever is less
  /// (contained strips 3.15% and 4.68%, page dots 7.19% and 7.12%, each arrow and a dot
  /// past the end 2.55% and 2.47%, an arrow at an end 1.39% and 1.00%), and P8's about a
  /// third (changes of a contained strip 0.54% and 0.81%, the animation from rest the
  /// rarest: 0.016% and 0.0047%).
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
      .owing(.ofCampaign(0.00015), for: [.timerFiredAtRest, .autoplayOffWhileTimerRuns])
      .owing(.ofCampaign(0.00003), for: [.advanceBackToFirstRow])
      .owing(.ofCampaign(0.00002), for: [.advanceAcrossSeam])
      .owing(.ofCampaign(0.02), for: [.rowsChanged])
      .owing(.ofCampaign(0.008), for: [.selectedRowRemoved, .selectedRowMoved])
      .owing(.ofCampaign(0.006), for: [.changeMidAnimation, .changeOnWrappingStrip])
      .owing(.ofCampaign(0.0015), for: [.prependMidGlide])
      .owing(.ofCampaign(0.0007), for: [.prependMidDrag, .rowUnderFingerRemoved])
      .owing(.ofCampaign(0.00035), for: [.prependAtRest])
      .owing(.ofCampaign(0.035), for: [.selectSnap])
      .owing(.ofCampaign(0.015), for: [.containedStrip])
      .owing(.ofCampaign(0.012), for: [.selectNextSnap, .selectPreviousSnap, .snapOutOfRange])
      .owing(.ofCampaign(0.005), for: [.arrowAtEnd])
      .owing(.ofCampaign(0.002), for: [.rowsFit])
      .owing(.ofCampaign(0.0003), for: [.autoplayStoppedByUser])
      .owing(.ofCampaign(0.00018), for: [.autoplayWaitsAtEnd])
      .owing(.ofCampaign(0.00006), for: [.settleOffNearestRow])
      .owing(.ofCampaign(0.0018), for: [.containedChange])
      .owing(.ofCampaign(0.00025), for: [.containmentToggled])
      .owing(.ofCampaign(0.00012), for: [.motionEndsOnRowsThatFit])
      .owing(.ofCampaign(0.000045), for: [.containedGlideGoesOn])
      .owing(.ofCampaign(0.000015), for: [.containedSettleFromRest]))
}
