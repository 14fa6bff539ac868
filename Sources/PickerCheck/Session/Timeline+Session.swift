import PickerState

extension Timeline {
  /// The picture of a failing case's session: its events replayed, the failing one in red
  /// with the failed property's name.
  ///
  /// The replay marks the failure it finds. When it marks none, `failure` is marked on the
  /// last event: a property the replay does not judge (the scroll-view model's, or a
  /// fuzzer's own check), or a broken start, which the replay finds before any event.
  ///
  /// - Parameters:
  ///   - session: The failing case's events, as ``Session/init(_:)`` keeps them.
  ///   - failure: What the case broke when it was run, or nil when nothing did.
  /// - Returns: The last ``maximumEvents`` events up to the replay's failure, or all of them.
  /// - Complexity: O(n) in the number of entries, as the checker's per-event cost.
  public static func replaying(_ session: Session, failure: CheckFailure?) -> Timeline {
    let replay = SessionReplay(session, drawsTimeline: true)
    var timeline = replay.timeline ?? Timeline(start: session.header.initialState)
    if timeline.failure == nil, let failure {
      timeline.markFailure(property: failure.property.rawValue, detail: failure.detail)
    }
    return timeline
  }
}
