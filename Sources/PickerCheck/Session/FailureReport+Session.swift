import PickerState

extension FailureReport {
  /// The shrunk case as a session file, without effects: `--save-session` writes it, and
  /// `pickerstate replay` replays it to the same failure when the oracle judges the
  /// property. A scroll-view property is judged against the model's scroll view, which a
  /// session of events does not hold: its session replays the picker's side of the case.
  public var session: Session { Session(shrunk.scenario) }

  /// The picture of the shrunk case: its events replayed, the failing one in red with the
  /// failed property's name.
  public var timeline: Timeline {
    Timeline.replaying(session, failure: shrunk.failure ?? original.failure)
  }

  /// Whether the failed property is one a session's replay judges: the oracle's, not the
  /// scroll-view model's.
  public var replaysFromSession: Bool {
    SessionReplay(session).finding != nil
  }
}
