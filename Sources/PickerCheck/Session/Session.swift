import PickerState

/// A picker's recorded history: the header and entries of a session file (JSON Lines, as
/// `PickerSessionHeader` describes it).
///
/// One format for every failing case: an app's recording, a failure the checker or a fuzzer
/// found (``init(_:)-(CaseRun)``), and the sessions kept under `Tests/` all replay through
/// ``SessionReplay``.
public struct Session: Hashable, Sendable {
  /// What the picker was created with.
  public var header: PickerSessionHeader
  /// The events, in order, with what the app saw when recorded.
  public var entries: [PickerSessionEntry]

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - header: What the picker was created with.
  ///   - entries: The events, in order.
  public init(header: PickerSessionHeader, entries: [PickerSessionEntry]) {
    self.header = header
    self.entries = entries
  }

  /// A case's events as a session, without effects.
  ///
  /// The effects are left out on purpose: a saved failure should replay clean once the bug
  /// is fixed, and the buggy effects, recorded, would then show as a divergence.
  ///
  /// - Parameter scenario: The case: its layout, options, first row and events.
  public init(_ scenario: Scenario) {
    self.init(
      header: PickerSessionHeader(
        layout: scenario.layout, options: scenario.options, initialRow: scenario.selectedRow),
      entries: scenario.events.map { PickerSessionEntry(event: $0) })
  }

  /// A checker's case as a session, without effects (as ``init(_:)-(Scenario)``), and
  /// with what the scroll-view mode knows of its scroll view: the screen's pixel scale,
  /// so that the replay follows the scroll view through the callbacks and judges the
  /// end-to-end properties, and the simulated time of every event, which autoplay's
  /// timer runs by.
  ///
  /// - Parameter run: The case as the checker ran it.
  public init(_ run: CaseRun) {
    self.init(run.scenario)
    header.pixelScale = run.pixelScale
    for (index, time) in zip(entries.indices, run.eventTimes) { entries[index].time = time }
  }

  /// A checker's case as a session recorded the way an app records one: each event with
  /// the effects the picker returned for it.
  ///
  /// - Parameter run: The case as the checker ran it.
  public init(recording run: CaseRun) {
    self.init(run)
    recordEffects(from: run.scenario.initialState)
  }

  /// A case's events as a session recorded the way an app records one, each event with the
  /// effects the picker returned for it, without a pixel scale or times.
  ///
  /// - Parameter scenario: The case: its layout, options, first row and events.
  public init(recording scenario: Scenario) {
    self.init(scenario)
    recordEffects(from: scenario.initialState)
  }

  /// Sets each entry's effects to what the picker returns for its event, from `start` on.
  private mutating func recordEffects(from start: PickerState) {
    var state = start
    for index in entries.indices {
      entries[index].effects = Array(state.update(entries[index].event))
    }
  }

  /// The file's line of an entry: the header is line 1.
  ///
  /// - Parameter index: The entry's index in ``entries``.
  /// - Returns: The line's number, counted from 1.
  public static func line(ofEntry index: Int) -> Int { index + 2 }
}
