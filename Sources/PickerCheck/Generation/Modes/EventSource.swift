import PickerState

/// Where a case's events come from, and what carries out the picker's effects: a running
/// ``EventGenerator``.
///
/// The hosts are stored side by side, at most one of them set, rather than as an enum's
/// payloads: a mutating call through an optional changes the host in place, where
/// switching over an enum would copy it out and back on every event.
struct EventSource: Sendable {
  private let generator: EventGenerator
  /// The host simulation's host.
  private var host: HostSimulation?
  /// The scroll-view host.
  private var scrollViewHost: ScrollViewHost?

  /// The source of a case's events from `generator`, drawing its host (if it has one) from
  /// `choices`.
  init(_ generator: EventGenerator, _ choices: inout Choices, showing picker: PickerState) {
    self.generator = generator
    switch generator {
    case .hostSimulation: host = HostSimulation(showing: picker)
    case .hostileEvents, .exhaustiveAlphabet: break
    case .scrollViewHost: scrollViewHost = ScrollViewHost(&choices, showing: picker)
    }
  }

  /// The pixel scale of the scroll-view host's screen; nil for the other sources.
  var pixelScale: Double? { scrollViewHost?.scrollView.pixelScale }

  /// The scroll-view host's simulated time, in seconds since the picker started; nil for
  /// the other sources.
  var clock: Double? { scrollViewHost?.timer.clock }

  /// Whether events are owed that draw no choices: a replay must not stop before them.
  var owesEvents: Bool {
    host?.owesEvent ?? scrollViewHost.map { $0.owesCallbacks || $0.owesTimerFire } ?? false
  }

  /// The next event.
  mutating func next(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    if let event = host?.nextEvent(&choices, picker: picker) { return event }
    if let event = scrollViewHost?.nextEvent(&choices, picker: picker) { return event }
    if generator == .exhaustiveAlphabet {
      return ExhaustiveAlphabet.event(&choices, for: picker)
    }
    return HostileEvents.next(&choices, picker: picker)
  }

  /// Carries out an update's effects, and judges what the scroll-view host sees end to end.
  ///
  /// - Parameters:
  ///   - rowNearestScroll: The step's ``CheckedPicker/Step/rowNearestScroll``.
  ///   - rowChanges: The step's ``CheckedPicker/Step/rowChanges``.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, rowChanges: NaiveRowChanges?, _ choices: inout Choices,
    coverage: inout Coverage
  ) -> CheckFailure? {
    host?.carryOut(effects, &choices)
    // The failure alone comes back through the optional host: a tuple would be copied out
    // through the runtime's generic witnesses on every event.
    return scrollViewHost?.carryOut(
      effects, of: event, before: before, after: after, rowNearestScroll: rowNearestScroll,
      rowChanges: rowChanges, coverage: &coverage) ?? nil
  }
}
