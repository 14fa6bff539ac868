import PickerState

/// Many cases from one seed, until an event budget is spent or a check fails.
public struct Campaign: Sendable {
  /// What a campaign runs.
  public struct Configuration: Hashable, Sendable {
    /// The campaign's seed: every case seed is drawn from it with SplitMix64.
    public var seed: UInt64
    /// How many events to check in all.
    public var eventBudget: Int
    /// The modes, taken in turn case by case.
    public var modes: [CheckMode]
    /// The most events in one case.
    public var maxEventsPerCase: Int

    /// Creates a configuration.
    public init(
      seed: UInt64, eventBudget: Int, modes: [CheckMode] = CheckMode.allCases,
      maxEventsPerCase: Int = 300
    ) {
      self.seed = seed
      self.eventBudget = eventBudget
      self.modes = modes.isEmpty ? CheckMode.allCases : modes
      self.maxEventsPerCase = maxEventsPerCase
    }
  }

  /// How far a campaign has come.
  public struct Progress: Hashable, Sendable {
    public var events: Int
    public var cases: Int
    public var elapsed: Duration
  }

  /// The configuration it ran.
  public var configuration: Configuration
  /// Events checked.
  public private(set) var events = 0
  /// Cases run.
  public private(set) var cases = 0
  /// What the events exercised.
  public private(set) var coverage = Coverage()
  /// The first failure, shrunk, or nil.
  public private(set) var failure: FailureReport?
  /// Wall-clock time spent checking (shrinking excluded).
  public private(set) var duration: Duration = .zero

  /// Runs a campaign.
  ///
  /// - Parameters:
  ///   - configuration: Seed, budget, modes and case length.
  ///   - progress: Called about every 100,000 events.
  public init(_ configuration: Configuration, progress: (Progress) -> Void = { _ in }) {
    self.configuration = configuration
    var seeds = SplitMix64(seed: configuration.seed)
    let clock = ContinuousClock()
    let start = clock.now
    var nextReport = 100_000
    while events < configuration.eventBudget {
      let caseSeed = seeds.next()
      let mode = configuration.modes[cases % configuration.modes.count]
      var choices = Choices(seed: caseSeed)
      let run = CaseRun(
        mode: mode, choices: &choices, maxEvents: configuration.maxEventsPerCase,
        coverage: &coverage)
      events += run.scenario.events.count
      cases += 1
      if run.failure != nil {
        duration = clock.now - start
        failure = FailureReport(
          shrinking: run, caseSeed: caseSeed, mode: mode,
          maxEvents: configuration.maxEventsPerCase)
        return
      }
      if events >= nextReport {
        nextReport += 100_000
        progress(Progress(events: events, cases: cases, elapsed: clock.now - start))
      }
    }
    duration = clock.now - start
  }

  /// Runs the one case a seed gives, as a campaign would in `mode`.
  public static func runCase(seed: UInt64, mode: CheckMode, maxEvents: Int = 300) -> CaseRun {
    var choices = Choices(seed: seed)
    var coverage = Coverage()
    return CaseRun(mode: mode, choices: &choices, maxEvents: maxEvents, coverage: &coverage)
  }

  /// Events checked per second.
  public var eventsPerSecond: Double {
    let seconds =
      Double(duration.components.seconds)
      + Double(duration.components.attoseconds) / 1e18
    return seconds > 0 ? Double(events) / seconds : 0
  }
}
