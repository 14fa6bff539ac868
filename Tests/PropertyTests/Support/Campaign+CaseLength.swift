import PickerCheck

extension Campaign {
  /// The most events in one case when a campaign does not say otherwise: what a report's
  /// case seed and replay token replay with.
  static let defaultMaxEventsPerCase =
    Configuration(seed: 0, eventBudget: 0).maxEventsPerCase
}
