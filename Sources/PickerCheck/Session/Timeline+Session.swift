import PickerState

extension Timeline {
  /// The picture of a failing case's session: the events around the failure, the failing
  /// one in red with the failed property's name.
  ///
  /// A checked replay finds the failure (``Timeline/replaying(_:around:)``). When it finds
  /// none, `failure` is marked on the last event: a property the replay does not judge (the
  /// scroll-view model's, or a fuzzer's own check), or a broken start, which the replay
  /// finds before any event.
  ///
  /// - Parameters:
  ///   - session: The failing case's events, as ``Session/init(_:)-(CaseRun)`` keeps them.
  ///   - failure: What the case broke when it was run, or nil when nothing did.
  /// - Returns: The events up to the failure and the few after it (``eventsAfterFailure``);
  ///   all the session's last events, unmarked, when neither the replay nor `failure`
  ///   names one.
  /// - Complexity: O(n) in the number of entries, as the checker's per-event cost.
  public static func replaying(_ session: Session, failure: CheckFailure?) -> Timeline {
    let replay = SessionReplay(session)
    if replay.finding != nil { return replaying(session, around: replay) }
    let count = session.entries.count
    let marked = failure.map { (event: count, property: $0.property.rawValue, detail: $0.detail) }
    return replaying(session, through: count, marking: marked)
  }

  /// The picture of a replay's finding: the events around it, the finding's event in red
  /// with what was found, and up to ``eventsAfterFailure`` events of the session after it,
  /// as the picker answered them (unchecked: the replay stopped at its finding).
  ///
  /// - Parameters:
  ///   - session: The session replayed.
  ///   - replay: Its replay; when it found nothing, the picture of the session's last
  ///     events, unmarked.
  /// - Complexity: O(n) in the number of entries up to the last drawn, as a plain
  ///   picker's per-event cost: the events are replayed again, unchecked, rather than kept.
  public static func replaying(_ session: Session, around replay: SessionReplay) -> Timeline {
    let count = session.entries.count
    guard let finding = replay.finding, let index = replay.entryIndex else {
      return replaying(session, through: count, marking: nil)
    }
    let detail = finding.detail(replay.effects ?? PickerEffects())
    let event = index + 1
    return replaying(
      session, through: min(event + eventsAfterFailure, count),
      marking: (event, finding.name, detail))
  }

  /// The picture of a session's events in a range, as the picker answered them: the
  /// replay that draws a session whose checks all held.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - events: The entries to draw, as `session.entries` indexes them (the picture
  ///     numbers them from 1), clamped to the session's; the last ``maximumEvents`` of
  ///     them are kept. Empty: the picker before the range's first event, alone.
  /// - Complexity: O(n) in the number of entries up to the range's end, as a plain
  ///   picker's per-event cost.
  public static func replaying(_ session: Session, events: Range<Int>) -> Timeline {
    let range = events.clamped(to: session.entries.indices)
    let first = max(range.upperBound - maximumEvents, range.lowerBound)
    return replaying(session, from: first + 1, through: range.upperBound, marking: nil)
  }

  /// Replays the session's events through a plain picker, keeping events `first` through
  /// `last` (numbered from 1) and marking a failure on its event when it comes.
  ///
  /// - Parameters:
  ///   - first: The first event kept; by default, the one that keeps the last
  ///     ``maximumEvents`` up to `last`.
  ///   - last: The last event kept, at most the session's count.
  ///   - marking: The failing event's number (0: the start), its property and detail;
  ///     an event from `first - 1` to `last`.
  private static func replaying(
    _ session: Session, from first: Int? = nil, through last: Int,
    marking: (event: Int, property: String, detail: String)?
  ) -> Timeline {
    let first = first ?? max(last - maximumEvents + 1, 1)
    var state = session.header.initialState
    for entry in session.entries[..<(first - 1)] { _ = state.update(entry.event) }
    var timeline = Timeline(start: state, firstEvent: first)
    timeline.historyEventCount = session.entries.count
    func markIfDue() {
      guard let marking, marking.event == timeline.eventCount else { return }
      timeline.markFailure(property: marking.property, detail: marking.detail)
    }
    markIfDue()
    for entry in session.entries[(first - 1)..<last] {
      let effects = state.update(entry.event)
      timeline.append(entry.event, effects: effects, after: state, time: entry.time)
      markIfDue()
    }
    return timeline
  }
}
