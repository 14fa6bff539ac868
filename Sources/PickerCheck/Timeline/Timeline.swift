import PickerState

/// A picker's recent history, kept to draw it as a standalone SVG picture (``svg``): the
/// offset over time, the rows' anchors, the selection, the host's gestures, the picker's
/// scrolls and targets, and the failing event in red when there is one.
///
/// A replay appends every event it draws; the timeline keeps only the last
/// ``maximumEvents`` of them in a ring, with the state before the oldest kept event as its
/// start, so appending costs O(1) and builds no strings: all the drawing happens in
/// ``svg``. With a failure marked, the picture draws the events around it: at most
/// ``eventsBeforeFailure`` before it and ``eventsAfterFailure`` after it.
public struct Timeline: Hashable, Sendable {
  /// The most events a timeline keeps and draws: 300.
  public static let maximumEvents = 300
  /// The most events a failure's picture draws before the failing event: enough to show
  /// the gesture that led to it, few enough that each event gets room.
  public static let eventsBeforeFailure = 80
  /// The most events a failure's picture draws after the failing event, when the history
  /// goes on: what the host and the picker did next.
  public static let eventsAfterFailure = 20

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

  /// The number of the last appended event, counting the history's events from 1: how
  /// many events were appended in all, kept or not, for a timeline that starts at the
  /// history's beginning (`firstEvent - 1` while none was appended).
  public private(set) var eventCount: Int
  /// How many events the whole history holds, when known, for the picture's header
  /// ("events 10–60 of 223"); nil when unknown, and the header then counts to
  /// ``eventCount``.
  var historyEventCount: Int?

  /// Creates an empty timeline.
  ///
  /// - Parameters:
  ///   - start: The picker before the first event that will be appended.
  ///   - firstEvent: The number of the first event that will be appended, counting the
  ///     history's events from 1: 1 (the default) for a timeline that starts at the
  ///     history's beginning, `n` for one that starts after its first `n - 1` events.
  public init(start: PickerState, firstEvent: Int = 1) {
    self.start = start
    eventCount = firstEvent - 1
  }

  /// How many events the picture draws: the kept ones, at most ``maximumEvents``; with a
  /// failure marked, only those around it (``eventsBeforeFailure`` before it and
  /// ``eventsAfterFailure`` after it, at most).
  public var drawnEventCount: Int { drawnPositions.count }

  /// The number of the first event drawn, counting the history's events from 1: that of
  /// the oldest kept event, or, with a failure marked, of the first event of its window.
  /// One after ``eventCount`` when no event is drawn.
  public var firstDrawnEvent: Int { eventCount - storage.count + 1 + drawnPositions.lowerBound }

  /// The kept events drawn, as positions in ``entries`` (0: the oldest kept): all of them,
  /// or, with a failure marked, those from ``eventsBeforeFailure`` before the failing
  /// event to ``eventsAfterFailure`` after it.
  var drawnPositions: Range<Int> {
    guard let failure else { return 0..<storage.count }
    // The failing event's position among the kept ones (-1: the start, before them all).
    let position = failure.eventNumber - (eventCount - storage.count + 1)
    let low = min(max(position - Self.eventsBeforeFailure, 0), storage.count)
    let high = min(max(position + 1 + Self.eventsAfterFailure, low), storage.count)
    return low..<high
  }

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
  /// appended); a later call replaces the mark. Events appended after it are drawn after
  /// the failure, up to ``eventsAfterFailure`` of them.
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
