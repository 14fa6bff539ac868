/// One line of a recorded session after its header: an event the app passed to
/// ``PickerState/update(_:)``, and optionally what it returned and when.
///
/// ```json
/// {"effects":[{"selectionFeedback":{}}],"event":{"didScroll":{"offset":412.5}},"time":3.25}
/// ```
///
/// `effects` (the ``PickerEffect`` objects, in order) and `time` (seconds since the
/// session began, for the timeline a replay draws and the autoplay timer of a replay that
/// follows the scroll view) may be left out; a replay compares the
/// effects it gets with recorded ones, so a recording made with one version of the library
/// shows where another differs.
public struct PickerSessionEntry: Hashable, Sendable {
  /// The event.
  public var event: PickerEvent
  /// What `update(_:)` returned for it, when recorded.
  public var effects: [PickerEffect]?
  /// When the event happened, in seconds since the session began, when recorded.
  public var time: Double?

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - event: The event the app passed to ``PickerState/update(_:)``.
  ///   - effects: What it returned, or nil to leave them out.
  ///   - time: Seconds since the session began, or nil to leave it out.
  public init(event: PickerEvent, effects: [PickerEffect]? = nil, time: Double? = nil) {
    self.event = event
    self.effects = effects
    self.time = time
  }
}

/// The entry's object, as ``PickerSessionEntry`` shows it, the shape Swift synthesizes:
/// `effects` and `time` are left out when nil, and read as nil when `null` or absent.
extension PickerSessionEntry: Codable {}
