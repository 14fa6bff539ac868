extension ModeProfile {
  /// The hostile mode: any event in any order, with hostile values (``HostileEvents``),
  /// from the full range of layouts and options (``ScenarioGeneration``). It shows every
  /// label about the picker and the wrap-around labels, and sends bad input often: a
  /// campaign it runs in owes rejections 1% of its events. It owes live data's labels as
  /// the host mode does, and, alone of the modes, changes of rows that do not fit (one in
  /// four of its changes): 0.5% of its events.
  static let hostile = ModeProfile(
    identifierName: "Hostile", start: .scenarioGeneration, events: .hostileEvents,
    shortestCaseShare: 0,
    coverage: .pickerWrapAutoplayAndLiveData
      .owing(.ofCampaign(0.01), for: [.rejection])
      .owing(.ofCampaign(0.005), for: [.mismatchRejected])
      .owing(.ofCampaign(0.0002), for: [.staleTimerDuringGlide]))
}
