import PickerState

extension FailureReport {
  /// The shrunk case as a session file, without effects (``Session/init(_:)-(CaseRun)``):
  /// `--save-session` writes it, and `pickerstate replay` replays it to the same failure.
  public var session: Session { Session(shrunk) }

  /// The picture of the shrunk case: its events replayed, the failing one in red with the
  /// failed property's name.
  public var timeline: Timeline {
    Timeline.replaying(session, failure: shrunk.failure ?? original.failure)
  }

  /// Whether the session's replay finds a failure, as it does for every property the
  /// oracle judges and for the scroll-view properties it judges from the recorded
  /// callbacks. Not for one that hangs on what a recording does not hold: the model's
  /// simulated time (how much of autoplay's interval ran during a motion) or its finger
  /// resting on still content.
  public var replaysFromSession: Bool {
    SessionReplay(session).finding != nil
  }
}
