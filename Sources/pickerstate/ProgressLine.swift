import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live progress of a campaign on standard error.
///
/// On a terminal the line is redrawn in place after every batch and cleared at the end.
/// Anywhere else (a CI log, a pipe, a file) a carriage return does not go back, so a plain
/// line is written at most once every ``plainLineInterval`` of the campaign's time, and
/// nothing is cleared.
struct ProgressLine {
  /// The least campaign time between two plain lines.
  static let plainLineInterval: Duration = .seconds(5)

  /// Whether the line is redrawn in place.
  let redrawsInPlace: Bool
  /// The events the campaign was asked to check, for the percentage.
  let eventBudget: Int
  /// The campaign time from which the next plain line is due.
  private var nextPlainLine = plainLineInterval

  /// A progress line for a campaign of `eventBudget` events.
  ///
  /// - Parameter redrawsInPlace: Whether to redraw in place; by default, whether standard
  ///   error is a terminal.
  init(eventBudget: Int, redrawsInPlace: Bool = isatty(2) == 1) {
    self.eventBudget = eventBudget
    self.redrawsInPlace = redrawsInPlace
  }

  /// What to write after a batch: the redrawn line on a terminal; elsewhere a plain line
  /// when one is due, or nil.
  mutating func text(for progress: Campaign.Progress) -> String? {
    text(done: progress.events, "events, \(progress.cases) cases", elapsed: progress.elapsed)
  }

  /// What to write after `done` of the budget's events: the line reads "12000 events,
  /// `detail` (12%)".
  mutating func text(done: Int, _ detail: String, elapsed: Duration) -> String? {
    let share = Double(done) / Double(max(eventBudget, 1))
    let percent = Int((min(share, 1) * 100).rounded())
    let line = "  \(done) \(detail) (\(percent)%)"
    if redrawsInPlace { return "\r" + line }
    guard elapsed >= nextPlainLine else { return nil }
    while nextPlainLine <= elapsed { nextPlainLine += Self.plainLineInterval }
    return line + "\n"
  }

  /// What to write when the campaign ends: spaces over the line on a terminal, or nil.
  var clearingText: String? {
    redrawsInPlace ? "\r" + String(repeating: " ", count: 60) + "\r" : nil
  }
}
