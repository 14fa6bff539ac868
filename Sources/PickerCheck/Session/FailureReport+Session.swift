import PickerState

extension FailureReport {
  /// The shrunk case as a session file, without effects: `--save-session` writes it, and
  /// `pickerstate replay` replays it to the same failure. A scroll-view mode's session
  /// gives its screen's pixel scale, so that the replay follows the scroll view through
  /// the callbacks and judges the end-to-end properties too.
  public var session: Session { Session(shrunk.scenario, pixelScale: shrunk.pixelScale) }

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
