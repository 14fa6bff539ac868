extension ModeProfile {
  /// The host mode: the orders a `UIScrollView` really produces, with effects carried out
  /// as UIKit does (``HostSimulation``), from the full range of layouts and options
  /// (``ScenarioGeneration``).
  static let host = ModeProfile(
    identifierName: "Host", start: .scenarioGeneration, events: .hostSimulation,
    shortestCaseShare: 0)
}
