import PickerState

/// A session replayed through a ``CheckedPicker``: every check the checker makes after
/// each event, and the effects of each recorded entry compared with the replayed ones.
///
/// A session whose header gives the screen's pixel scale records a scroll view's callbacks
/// as it delivered them: the replay also follows that scroll view through them, carries
/// out the picker's effects on it as the README's delegate does, and judges what the user
/// saw with the scroll-view mode's end-to-end properties (`scroll view: …`), so that a
/// session saved from a failure of one replays to it.
///
/// It stops at the first finding: a broken promise, or, where effects were recorded, the
/// first event whose effects differ from the recording (a change between the version of
/// the library that recorded and this one). A broken promise comes first when one event has
/// both.
public struct SessionReplay: Sendable {
  /// What the replay found wrong.
  public enum Finding: Hashable, Sendable {
    /// A check failed: a promise the picker broke.
    case brokenPromise(CheckFailure)
    /// The picker returned other effects than the recording holds.
    case divergence(recorded: [PickerEffect])
  }

  /// The first finding, or nil when every check held and every recording matched.
  public private(set) var finding: Finding?
  /// The entry of the finding, from 0; -1 when the starting state breaks a check.
  public private(set) var entryIndex: Int?
  /// How many events were replayed, through the finding's.
  public private(set) var eventsReplayed = 0
  /// How many of them had recorded effects, which were compared.
  public private(set) var effectsCompared = 0
  /// The picker before the finding's event.
  public private(set) var stateBefore: PickerState?
  /// The picker after the finding's event.
  public private(set) var stateAfter: PickerState?
  /// What the finding's event returned.
  public private(set) var effects: PickerEffects?
  /// Whether the replay followed the session's scroll view and judged what the user saw
  /// (the header gives a pixel scale).
  public let judgesScrollView: Bool

  /// How many events pass between two calls of the progress closure.
  public static let progressInterval = 1 << 16

  /// Replays a session.
  ///
  /// Its picture is drawn apart, from the session and the finished replay
  /// (``Timeline/replaying(_:around:)``), so that the replay keeps no history.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - progress: Called with the number of events replayed, every ``progressInterval``.
  /// - Complexity: O(n) in the number of entries, as the checker's per-event cost.
  public init(_ session: Session, progress: (Int) -> Void = { _ in }) {
    var picker = CheckedPicker(session.header.initialState)
    var scrollView = session.header.pixelScale.map {
      ScrollViewHost(following: picker.state, pixelScale: $0)
    }
    judgesScrollView = scrollView != nil
    if let failure = picker.startFailure {
      finding = .brokenPromise(failure)
      entryIndex = -1
      return
    }
    for (index, entry) in session.entries.enumerated() {
      if TrapWatch.isWatching { TrapWatch.step = index }
      scrollView?.follow(entry.event, at: entry.time)
      let step = picker.step(entry.event)
      eventsReplayed += 1
      let failure =
        step.failure
        ?? scrollView?.carryOut(
          step.effects, of: entry.event, before: step.before, after: step.after,
          rowNearestScroll: step.rowNearestScroll, rowChanges: step.rowChanges
        ).failure
      if let failure {
        finding = .brokenPromise(failure)
      } else if let recorded = entry.effects {
        effectsCompared += 1
        if !step.effects.elementsEqual(recorded) { finding = .divergence(recorded: recorded) }
      }
      if finding != nil {
        entryIndex = index
        stateBefore = step.before
        stateAfter = step.after
        effects = step.effects
        return
      }
      if eventsReplayed % Self.progressInterval == 0 { progress(eventsReplayed) }
    }
  }
}

extension SessionReplay.Finding {
  /// What the finding is, for its picture: the property's name, or the divergence.
  public var name: String {
    switch self {
    case .brokenPromise(let failure): failure.property.rawValue
    case .divergence: Self.divergenceName
    }
  }

  /// The name of a divergence.
  public static let divergenceName = "effects differ from the recording"

  /// The detail, for a picture and a report: the failure's, or both lists of effects.
  ///
  /// - Parameter replayed: What the finding's event returned on replay.
  /// - Returns: One line of text.
  public func detail(_ replayed: PickerEffects) -> String {
    switch self {
    case .brokenPromise(let failure): failure.detail
    case .divergence(let recorded): "recorded \(recorded), replayed \(Array(replayed))"
    }
  }
}
