/// The one-shot timer an app keeps for autoplay, in simulated time, as a `Timer` would
/// (A2): `scheduleAutoAdvance` (re)starts or cancels it, and it fires once it expires.
/// The host and scroll-view modes' apps both keep one.
struct AutoplayTimer: Sendable {
  /// Simulated seconds since the picker started.
  private(set) var clock = 0.0
  /// When the running timer was (re)started, and its delay; nil when none runs.
  private var start: (at: Double, delay: Double)?

  /// The timer of an app that has just shown a picker and read its `autoAdvanceDelay`
  /// once (A2): running with that delay, or not at all.
  init(delay: Double?) {
    restart(after: delay)
  }

  /// Whether a timer runs.
  var isRunning: Bool { start != nil }

  /// The seconds left before the timer fires, or nil when none runs: right after a
  /// restart, exactly its delay.
  var remaining: Double? {
    start.map { $0.delay - (clock - $0.at) }
  }

  /// `scheduleAutoAdvance(after:)`: restarts the timer with `delay`, or cancels it.
  mutating func restart(after delay: Double?) {
    start = delay.map { (at: clock, delay: $0) }
  }

  /// Lets time pass until `time` (seconds since the picker started), as a recording's
  /// times say, the timer running on past its expiry until it is restarted or cancelled;
  /// a time earlier than the clock's changes nothing.
  mutating func wait(until time: Double) {
    clock = max(clock, time)
  }

  /// Lets `seconds` pass, or less when the timer expires first: whether it fired (and so
  /// no longer runs).
  mutating func expires(within seconds: Double) -> Bool {
    guard let remaining, remaining <= seconds else {
      clock += seconds
      return false
    }
    clock += max(remaining, 0)
    start = nil
    return true
  }
}
