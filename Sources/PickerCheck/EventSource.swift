import PickerState

/// Where a case's events come from, by mode, and what carries out the picker's effects.
///
/// The hosts are stored side by side, at most one of them set, rather than as an enum's
/// payloads: a mutating call through an optional changes the host in place, where
/// switching over an enum would copy it out and back on every event.
struct EventSource: Sendable {
  /// The host-faithful mode's host.
  private var host: HostSimulation?
  /// The scroll-view mode's host.
  private var scrollViewHost: ScrollViewHost?

  /// The source of a case in `mode`, drawing its host (if it has one) from `choices`.
  init(_ mode: CheckMode, _ choices: inout Choices, showing picker: PickerState) {
    switch mode {
    case .hostFaithful: host = HostSimulation(showing: picker)
    case .adversarial: break
    case .scrollView: scrollViewHost = ScrollViewHost(&choices, showing: picker)
    }
  }

  /// Whether events are owed that draw no choices: a replay must not stop before them.
  var owesEvents: Bool {
    host?.owesEcho ?? scrollViewHost?.owesCallbacks ?? false
  }

  /// The next event.
  mutating func next(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    if let event = host?.nextEvent(&choices, picker: picker) { return event }
    if let event = scrollViewHost?.nextEvent(&choices, picker: picker) { return event }
    return HostileEvents.next(&choices, picker: picker)
  }

  /// Carries out an update's effects, and judges what the scroll-view mode sees end to end.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    _ choices: inout Choices, coverage: inout Coverage
  ) -> CheckFailure? {
    host?.carryOut(effects, &choices)
    guard let scrollViewBefore = scrollViewHost?.scrollView else { return nil }
    scrollViewHost?.carryOut(effects, of: event)
    let failure = scrollViewHost?.judge(
      event, effects, before: before, after: after, scrollViewBefore: scrollViewBefore)
    scrollViewHost?.recordCoverage(
      of: event, wasMoving: !scrollViewBefore.isAtRest, into: &coverage)
    return failure
  }
}
