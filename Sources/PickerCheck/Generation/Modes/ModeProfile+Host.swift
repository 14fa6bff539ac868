extension ModeProfile {
  /// The host mode: the orders a `UIScrollView` really produces, with effects carried out
  /// as UIKit does (``HostSimulation``), from the full range of layouts and options
  /// (``ScenarioGeneration``). It shows every label about the picker, rejections included
  /// (0.2% of its events or more reject bad input), and the wrap-around, autoplay, live
  /// data and pages labels; its app's changes of rows always fit, so it owes no mismatch.
  ///
  /// Autoplay's advances, with their animations, take events from rest: accessibility
  /// adjustments came down to just above the 0.2% the other modes owe them, close enough
  /// that a seed's noise could fail a campaign. The mode owes them 0.15%.
  static let host = ModeProfile(
    identifierName: "Host", start: .scenarioGeneration, events: .hostSimulation,
    shortestCaseShare: 0,
    coverage: .pickerWrapAutoplayLiveDataAndPages
      .owing(.ofCampaign(0.0015), for: [.accessibilityIncrement, .accessibilityDecrement]))
}
