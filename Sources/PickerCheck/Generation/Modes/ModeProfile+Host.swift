extension ModeProfile {
  /// The host mode: the orders a `UIScrollView` really produces, with effects carried out
  /// as UIKit does (``HostSimulation``), from the full range of layouts and options
  /// (``ScenarioGeneration``). It shows every label about the picker, rejections included
  /// (0.2% of its events or more reject bad input), and the wrap-around labels.
  static let host = ModeProfile(
    identifierName: "Host", start: .scenarioGeneration, events: .hostSimulation,
    shortestCaseShare: 0, coverage: .pickerWrapAndAutoplay)
}
