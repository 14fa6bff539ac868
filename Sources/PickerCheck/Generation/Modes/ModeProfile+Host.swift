extension ModeProfile {
  /// The host mode: the orders a `UIScrollView` really produces, with effects carried out
  /// as UIKit does (``HostSimulation``), from the full range of layouts and options
  /// (``ScenarioGeneration``). It shows every label about the picker, rejections included
  /// (0.2% of its events or more reject bad input), and the wrap-around and autoplay
  /// labels.
  ///
  /// Autoplay's advances, with their animations, take events from rest: accessibility
  /// adjustments fell to 0.21% to 0.22% each (seeds 0x5eed, 0x1, 0x2 and 0x7, a million
  /// events each), against the 0.2% the other modes owe them. The mode owes them 0.15%.
  static let host = ModeProfile(
    identifierName: "Host", start: .scenarioGeneration, events: .hostSimulation,
    shortestCaseShare: 0,
    coverage: .pickerWrapAndAutoplay
      .owing(.ofCampaign(0.0015), for: [.accessibilityIncrement, .accessibilityDecrement]))
}
