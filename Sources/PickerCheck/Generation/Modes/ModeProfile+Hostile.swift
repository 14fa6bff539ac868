extension ModeProfile {
  /// The hostile mode: any event in any order, with hostile values (``HostileEvents``),
  /// from the full range of layouts and options (``ScenarioGeneration``).
  static let hostile = ModeProfile(
    identifierName: "Hostile", start: .scenarioGeneration, events: .hostileEvents,
    shortestCaseShare: 0)
}
