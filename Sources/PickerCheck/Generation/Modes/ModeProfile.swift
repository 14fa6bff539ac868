/// Everything one mode is, in one place: what draws its cases' starts, what makes their
/// events, how long they run, what reports call it and the coverage it owes. Each mode's
/// profile has its own file (`ModeProfile+Host.swift` and the others);
/// ``CheckMode/profile`` finds it.
struct ModeProfile: Hashable, Sendable {
  /// The mode's name in a Swift identifier, as in a regression test's name.
  let identifierName: String
  /// What draws a case's start: its layout, options and first row.
  let start: StartGenerator
  /// What makes a case's events and carries out the picker's effects.
  let events: EventGenerator
  /// The fewest events a case may be drawn with, as a share of the most (0 for any length
  /// from one event on).
  let shortestCaseShare: Double
  /// What the mode owes each coverage label it shows, whenever it runs in a campaign.
  let coverage: Coverage.Minimums

  /// The fewest events a case of this mode may be drawn with, of at most `maxEvents`: at
  /// least one.
  func shortestCase(maxEvents: Int) -> Int {
    max(Int(Double(maxEvents) * shortestCaseShare), 1)
  }
}
