import PickerState

/// A picker's recorded history: the header and entries of a session file (JSON Lines, as
/// ``PickerSessionHeader`` describes it).
///
/// One format for every failing case: an app's recording, a failure the checker or a fuzzer
/// found (``init(_:)``), and the sessions kept under `Tests/` all replay through
/// ``SessionReplay``.
public struct Session: Hashable, Sendable {
  /// What the picker was created with.
  public var header: PickerSessionHeader
  /// The events, in order, with what the app saw when recorded.
  public var entries: [PickerSessionEntry]

  /// Creates a session.
  public init(header: PickerSessionHeader, entries: [PickerSessionEntry]) {
    self.header = header
    self.entries = entries
  }

  /// A case's events as a session, without effects.
  ///
  /// The effects are left out on purpose: a saved failure should replay clean once the bug
  /// is fixed, and the buggy effects, recorded, would then show as a divergence.
  ///
  /// - Parameter pixelScale: The screen's scale, when a scroll view delivered the events
  ///   (``CaseRun/pixelScale``): the replay then follows it and judges what the user saw.
  public init(_ scenario: Scenario, pixelScale: Double? = nil) {
    self.init(
      header: PickerSessionHeader(
        layout: scenario.layout, options: scenario.options, initialRow: scenario.selectedRow,
        pixelScale: pixelScale),
      entries: scenario.events.map { PickerSessionEntry(event: $0) })
  }

  /// A case's events as a session recorded the way an app records one: each event with the
  /// effects the picker returned for it.
  ///
  /// - Parameter pixelScale: As for ``init(_:pixelScale:)``.
  public init(recording scenario: Scenario, pixelScale: Double? = nil) {
    self.init(scenario, pixelScale: pixelScale)
    var state = scenario.initialState
    for index in entries.indices {
      entries[index].effects = Array(state.update(entries[index].event))
    }
  }

  /// The file's line of an entry: the header is line 1.
  public static func line(ofEntry index: Int) -> Int { index + 2 }
}
