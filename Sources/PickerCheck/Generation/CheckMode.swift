import PickerState

/// How a case's events are generated: one name per mode, used by the type, the `--mode`
/// flag, replay tokens and reports alike.
public enum CheckMode: String, CaseIterable, Hashable, Sendable {
  /// The orders a `UIScrollView` really produces, with effects carried out as UIKit does
  /// (`HostSimulation`).
  case host = "host"
  /// Any event in any order, with hostile values (`HostileEvents`).
  case hostile = "hostile"
  /// A model of `UIScrollView` driven frame by frame by a virtual finger and an app, which
  /// carries out every effect as UIKit does and is judged end to end (`ScrollViewHost`).
  case scrollView = "scrollview"
  /// The bounded-exhaustive search's small starts and fixed alphabet of events
  /// (`ExhaustiveAlphabet`): a path the search found, replayed as a tape of choices.
  /// `pickerstate check --depth` runs the search; campaigns do not run this mode.
  case exhaustive = "exhaustive"

  /// The modes campaigns run, in turn: `--mode all`.
  public static let campaignModes: [CheckMode] = [.host, .hostile, .scrollView]

  /// The mode's name in a Swift identifier, as in a regression test's name.
  var identifierName: String {
    switch self {
    case .host: "Host"
    case .hostile: "Hostile"
    case .scrollView: "ScrollView"
    case .exhaustive: "Exhaustive"
    }
  }

  /// Whether the mode's cases are judged end to end against a host, so that a regression
  /// test must replay the tape and not only the events.
  var isJudgedEndToEnd: Bool { self == .scrollView }

  /// Where a case of this mode starts: its layout, options and first row, drawn first
  /// from the tape.
  func start(_ choices: inout Choices) -> Scenario {
    let layout: PickerLayout
    let options: PickerOptions
    switch self {
    case .host, .hostile:
      layout = ScenarioGeneration.layout(&choices)
      options = ScenarioGeneration.options(&choices)
    case .scrollView:
      layout = ScrollViewGeneration.layout(&choices)
      options = ScrollViewGeneration.options(&choices)
    case .exhaustive:
      return ExhaustiveAlphabet.start(&choices)
    }
    let firstRow = ScenarioGeneration.firstRow(&choices, itemCount: layout.itemCount)
    return Scenario(layout: layout, options: options, selectedRow: firstRow, events: [])
  }

  /// The fewest events a case of this mode may be drawn with, of at most `maxEvents`.
  ///
  /// A scroll-view case runs at least half the longest case: its gestures take many
  /// frames, and the mode is meant to check a third of a campaign's events or more.
  func shortestCase(maxEvents: Int) -> Int {
    self == .scrollView ? max(maxEvents / 2, 1) : 1
  }

  /// Notes in `coverage` that a case of this mode ran.
  func markRun(in coverage: inout Coverage) {
    switch self {
    case .hostile: coverage.includesHostileMode = true
    case .scrollView: coverage.includesScrollViewMode = true
    case .host, .exhaustive: break
    }
  }
}

/// Where a case's events come from, by mode, and what carries out the picker's effects.
///
/// The hosts are stored side by side, at most one of them set, rather than as an enum's
/// payloads: a mutating call through an optional changes the host in place, where
/// switching over an enum would copy it out and back on every event.
struct EventSource: Sendable {
  private let mode: CheckMode
  /// The host mode's host.
  private var host: HostSimulation?
  /// The scroll-view mode's host.
  private var scrollViewHost: ScrollViewHost?

  /// The source of a case in `mode`, drawing its host (if it has one) from `choices`.
  init(_ mode: CheckMode, _ choices: inout Choices, showing picker: PickerState) {
    self.mode = mode
    switch mode {
    case .host: host = HostSimulation(showing: picker)
    case .hostile, .exhaustive: break
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
    if mode == .exhaustive { return ExhaustiveAlphabet.event(&choices, for: picker) }
    return HostileEvents.next(&choices, picker: picker)
  }

  /// Carries out an update's effects, and judges what the scroll-view mode sees end to end.
  ///
  /// - Parameter rowNearestScroll: The step's ``CheckedPicker/Step/rowNearestScroll``.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, _ choices: inout Choices, coverage: inout Coverage
  ) -> CheckFailure? {
    host?.carryOut(effects, &choices)
    guard let scrollViewBefore = scrollViewHost?.viewBefore(event, before: before, after: after)
    else { return nil }
    scrollViewHost?.carryOut(effects, of: event)
    let failure = scrollViewHost?.judge(
      event, effects, before: before, after: after, rowNearestScroll: rowNearestScroll,
      scrollViewBefore: scrollViewBefore)
    scrollViewHost?.recordCoverage(
      of: event, wasMoving: !scrollViewBefore.isAtRest, into: &coverage)
    return failure
  }
}
