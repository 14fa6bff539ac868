import PickerState

/// A picker's recent history, kept to draw it as a standalone SVG picture of a failure
/// (``svg``): the offset over time, the rows' anchors, the selection, the host's gestures,
/// the picker's scrolls and targets, and the failing event in red.
///
/// A replay appends every event it runs; the timeline keeps only the last
/// ``maximumEvents`` of them in a ring, with the state before the oldest kept event as its
/// start, so appending costs O(1) and builds no strings: all the drawing happens in
/// ``svg``.
public struct Timeline: Hashable, Sendable {
  /// The most events a timeline keeps and draws: 300, the history leading to a failure.
  public static let maximumEvents = 300

  /// One appended event, with what the picker answered and became.
  struct Entry: Hashable, Sendable {
    /// The event the picker received.
    var event: PickerEvent
    /// The effects it answered with.
    var effects: PickerEffects
    /// The picker after the event.
    var after: PickerState
    /// When the event happened, in seconds, if the host said.
    var time: Double?
  }

  /// The failure marked on the last appended event.
  struct Failure: Hashable, Sendable {
    /// The broken property's name, `CheckedProperty.rawValue`.
    var property: String
    /// What was wrong.
    var detail: String
    /// The failing event's number, counting from 1 (0: before any event).
    var eventNumber: Int
  }

  /// The picker before the oldest kept event.
  private(set) var start: PickerState
  /// The kept events, in a ring of at most ``maximumEvents``: in order from
  /// `storage[oldest]` around to `storage[oldest - 1]`.
  private var storage: [Entry] = []
  /// Where the oldest kept event sits in `storage` (0 until the ring is full).
  private var oldest = 0
  /// The failure, once marked.
  private(set) var failure: Failure?

  /// How many events were appended in all, kept or not.
  public private(set) var eventCount = 0

  /// Creates an empty timeline.
  ///
  /// - Parameter start: The picker before the first event that will be appended.
  public init(start: PickerState) {
    self.start = start
  }

  /// How many events the picture draws: the last `min(eventCount, maximumEvents)`.
  public var drawnEventCount: Int { storage.count }

  /// The number of the first event drawn, counting appended events from 1: 1 until more
  /// than ``maximumEvents`` were appended (also 1 when none was).
  public var firstDrawnEvent: Int { eventCount - storage.count + 1 }

  /// Records one event the picker received.
  ///
  /// When the ring is full, the oldest kept event is dropped and the picker after it
  /// becomes the timeline's start.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - effects: What `update(event)` returned.
  ///   - after: The picker after the event.
  ///   - time: When it happened, in seconds; the picture's x axis shows time only when
  ///     every drawn event has a finite one, and event numbers otherwise.
  /// - Complexity: O(1), amortized; no strings are built.
  public mutating func append(
    _ event: PickerEvent, effects: PickerEffects, after: PickerState, time: Double? = nil
  ) {
    let entry = Entry(event: event, effects: effects, after: after, time: time)
    eventCount += 1
    if storage.count < Self.maximumEvents {
      storage.append(entry)
    } else {
      start = storage[oldest].after
      storage[oldest] = entry
      oldest = oldest + 1 == storage.count ? 0 : oldest + 1
    }
  }

  /// Marks the last appended event as the failing one (the start, when none was
  /// appended); a later call replaces the mark.
  ///
  /// - Parameters:
  ///   - property: The broken property's name, such as `"I4 scroll targets"`.
  ///   - detail: What was wrong; the picture truncates a long one.
  public mutating func markFailure(property: String, detail: String) {
    failure = Failure(property: property, detail: detail, eventNumber: eventCount)
  }

  /// The kept events, oldest first.
  ///
  /// - Complexity: O(``maximumEvents``).
  var entries: [Entry] {
    Array(storage[oldest...] + storage[..<oldest])
  }
}
