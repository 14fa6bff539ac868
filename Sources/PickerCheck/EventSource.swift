import PickerState

/// Where a case's events come from, by mode, and what carries out the picker's effects.
enum EventSource: Sendable {
  case host(HostSimulation)
  case hostile
  case scrollView(ScrollViewHost)

  /// The source of a case in `mode`, drawing its host (if it has one) from `choices`.
  init(_ mode: CheckMode, _ choices: inout Choices, showing picker: PickerState) {
    switch mode {
    case .hostFaithful: self = .host(HostSimulation(showing: picker))
    case .adversarial: self = .hostile
    case .scrollView: self = .scrollView(ScrollViewHost(&choices, showing: picker))
    }
  }

  /// Whether events are owed that draw no choices: a replay must not stop before them.
  var owesEvents: Bool {
    switch self {
    case .host(let host): host.owesEcho
    case .hostile: false
    case .scrollView(let host): host.owesCallbacks
    }
  }

  /// The next event.
  mutating func next(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    switch self {
    case .host(var host):
      let event = host.nextEvent(&choices, picker: picker)
      self = .host(host)
      return event
    case .hostile:
      return HostileEvents.next(&choices, picker: picker)
    case .scrollView(var host):
      let event = host.nextEvent(&choices, picker: picker)
      self = .scrollView(host)
      return event
    }
  }

  /// Carries out an update's effects, and judges what the scroll-view mode sees end to end.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    _ choices: inout Choices, coverage: inout Coverage
  ) -> CheckFailure? {
    switch self {
    case .host(var host):
      host.carryOut(effects, &choices)
      self = .host(host)
      return nil
    case .hostile:
      return nil
    case .scrollView(var host):
      let scrollViewBefore = host.scrollView
      host.carryOut(effects, of: event)
      let failure = host.judge(
        event, effects, before: before, after: after, scrollViewBefore: scrollViewBefore)
      coverage.record(
        scrollViewHost: host, event: event, wasMoving: !scrollViewBefore.isAtRest)
      host.record.touchStoppedGlide = false
      self = .scrollView(host)
      return failure
    }
  }
}
