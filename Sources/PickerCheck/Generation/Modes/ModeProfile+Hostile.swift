extension ModeProfile {
  /// The hostile mode: any event in any order, with hostile values (``HostileEvents``),
  /// from the full range of layouts and options (``ScenarioGeneration``). It shows every
  /// label about the picker and the wrap-around labels, and sends bad input often: a
  /// campaign it runs in owes rejections 1% of its events. It owes live data's labels as
  /// the host mode does, and, alone of the modes, changes of rows that do not fit (one in
  /// four of its changes): 0.4% of its events (0.5% before the page events took two of
  /// its sixteen kinds of event); and the pages' labels, with page dots past either end
  /// rejected on 0.3% of its events. Its changes toggle containment one time in nine, on
  /// any strip, and it shows P8's labels two to twenty times as often as the other modes
  /// (1.21% to 1.24% changes of a contained strip, 0.35% containment toggled, 632 to 669
  /// per million motions ending on rows that fit, 168 to 191 animations from rest, 123 to
  /// 143 glides going on; seeds 0x5eed, 0x1, 0x2): it owes them about a third of what a
  /// campaign of every mode shows, which the campaign then owes.
  static let hostile = ModeProfile(
    identifierName: "Hostile", start: .scenarioGeneration, events: .hostileEvents,
    shortestCaseShare: 0,
    coverage: .pickerWrapAutoplayLiveDataAndPages
      .owing(.ofCampaign(0.01), for: [.rejection])
      .owing(.ofCampaign(0.004), for: [.mismatchRejected])
      .owing(.ofCampaign(0.003), for: [.snapOutOfRange])
      .owing(.ofCampaign(0.0002), for: [.staleTimerDuringGlide])
      .owing(.ofCampaign(0.002), for: [.containedChange])
      .owing(.ofCampaign(0.0005), for: [.containmentToggled])
      .owing(.ofCampaign(0.0001), for: [.motionEndsOnRowsThatFit])
      .owing(.ofCampaign(0.00002), for: [.containedSettleFromRest, .containedGlideGoesOn]))
}
