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
    /// How many threads run cases at once. The result does not depend on it: cases run in
    /// fixed batches, each case from its own seed, and a batch's failure is the one with
    /// the lowest case index.
    public var workers: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - seed: The campaign's seed.
    ///   - eventBudget: How many events to check in all.
    ///   - modes: The modes to take in turn; an empty list means every campaign mode.
    ///   - maxEventsPerCase: The most events in one case.
    ///   - workers: How many threads run cases at once, kept between 1 and 64.
    public init(
      seed: UInt64, eventBudget: Int, modes: [CheckMode] = CheckMode.campaignModes,
      maxEventsPerCase: Int = Campaign.defaultMaxEventsPerCase, workers: Int = 1
    ) {
      self.seed = seed
      self.eventBudget = eventBudget
      self.modes = modes.isEmpty ? CheckMode.campaignModes : modes
      self.maxEventsPerCase = maxEventsPerCase
      self.workers = min(max(workers, 1), 64)
    }

    /// The seed of case `index`: the index-th output of SplitMix64 from the campaign's
    /// seed, computed directly so that any thread can draw any case.
    ///
    /// - Parameter index: The case's position in the campaign, from 0.
    /// - Returns: The seed the case draws its choices from.
    public func caseSeed(_ index: Int) -> UInt64 {
      var generator = SplitMix64(seed: seed &+ UInt64(index) &* SplitMix64.increment)
      return generator.next()
    }

    /// The mode of case `index`: the modes in turn.
    ///
    /// - Parameter index: The case's position in the campaign, from 0.
    /// - Returns: The mode the case runs in.
    public func mode(ofCase index: Int) -> CheckMode { modes[index % modes.count] }
  }

  /// The most events in one case when a campaign, a command or a test does not say
  /// otherwise: what a report's case seed and replay token replay with.
  public static let defaultMaxEventsPerCase = 300

  /// Cases in the first batch. The budget is checked between batches, so a small budget
  /// runs few cases past it; each batch then has twice the cases of the one before, up to
  /// ``mostCasesInABatch``. The sizes do not depend on the number of threads, so neither
  /// do the cases a campaign runs.
  static let casesInFirstBatch = 64
  /// Cases in a batch once batches have grown. Every batch waits for its slowest case,
  /// while the other threads have nothing left to take, and its results are merged on one
  /// thread: batches of 64 cases cost the default check's campaign 6% of its speed on two
  /// threads (PickerState's Performance article, under "The checker's speed").
  static let mostCasesInABatch = 512

  /// How far a campaign has come.
  public struct Progress: Hashable, Sendable {
    /// Events checked so far.
    public var events: Int
    /// Cases run so far.
    public var cases: Int
    /// Wall-clock time since the campaign started.
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
  ///   - configuration: Seed, budget, modes, case length and threads.
  ///   - progress: Called after each batch of cases, on the calling thread.
  ///   - found: Called with the failing case's index, on the calling thread, before the
  ///     case is shrunk: a candidate that traps while it shrinks kills the process, and the
  ///     process that started it still knows the case.
  public init(
    _ configuration: Configuration, progress: (Progress) -> Void = { _ in },
    found: (Int) -> Void = { _ in }
  ) {
    self.configuration = configuration
    let clock = ContinuousClock()
    let start = clock.now
    var batchSize = Self.casesInFirstBatch
    while events < configuration.eventBudget {
      let batch = Self.runBatch(from: cases, count: batchSize, configuration)
      events += batch.events
      cases += batchSize
      batchSize = min(2 * batchSize, Self.mostCasesInABatch)
      coverage.merge(batch.coverage)
      if let failing = batch.failure {
        duration = clock.now - start
        found(failing.index)
        failure = FailureReport(
          shrinking: failing.run, caseSeed: configuration.caseSeed(failing.index),
          maxEvents: configuration.maxEventsPerCase)
        return
      }
      progress(Progress(events: events, cases: cases, elapsed: clock.now - start))
    }
    duration = clock.now - start
  }

  /// What a batch's cases found: in full up to its first failure.
  private struct BatchResult: Sendable {
    var events = 0
    var coverage = Coverage()
    var failure: (index: Int, run: CaseRun)?
  }

  /// What one case found.
  private struct CaseResult: Sendable {
    var events = 0
    var coverage = Coverage()
    var failure: CaseRun?
  }

  /// Runs cases `first ..< first + count` on the workers (``OrderedJobs``), and merges
  /// them in case order up to the first failure.
  private static func runBatch(
    from first: Int, count: Int, _ configuration: Configuration
  ) -> BatchResult {
    let results = OrderedJobs.run(
      count: count, workers: configuration.workers, empty: CaseResult(),
      fails: { $0.failure != nil }
    ) { position in
      let index = first + position
      var result = CaseResult()
      let seed = configuration.caseSeed(index)
      let mode = configuration.mode(ofCase: index)
      var choices = Choices(seed: seed, recordsTape: false)
      let run = CaseRun(
        mode: mode, choices: &choices, maxEvents: configuration.maxEventsPerCase,
        coverage: &result.coverage)
      result.events = run.eventCount
      if run.failure != nil {
        // Again with the tape that shrinking and the replay token need.
        result.failure = runCase(seed: seed, mode: mode, maxEvents: configuration.maxEventsPerCase)
      }
      return result
    }
    var merged = BatchResult()
    for (position, result) in results.enumerated() {
      merged.events += result.events
      merged.coverage.merge(result.coverage)
      if let run = result.failure {
        merged.failure = (first + position, run)
        break
      }
    }
    return merged
  }

  /// Runs the one case a seed gives, as a campaign would in `mode`, with its tape recorded.
  ///
  /// - Parameters:
  ///   - seed: The case's seed, as a report prints it.
  ///   - mode: The mode the case ran in.
  ///   - maxEvents: The campaign's most events in one case.
  /// - Returns: The case, with its tape, events and failure, if any.
  public static func runCase(
    seed: UInt64, mode: CheckMode, maxEvents: Int = defaultMaxEventsPerCase
  ) -> CaseRun {
    var choices = Choices(seed: seed)
    var coverage = Coverage()
    return CaseRun(mode: mode, choices: &choices, maxEvents: maxEvents, coverage: &coverage)
  }

  /// Reads a seed as the command line and `PICKER_SEED` take it: decimal digits, or
  /// hexadecimal digits (either case) after `0x` or `0X`, as a report prints it.
  ///
  /// - Parameter text: The seed as written, with nothing around it.
  /// - Returns: The seed, or nil when `text` is empty, has a sign, a space or any other
  ///   character, or is more than a `UInt64` holds.
  /// - Complexity: O(n) in the length of `text`.
  public static func seed(parsing text: String) -> UInt64? {
    let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
    let digits = isHex ? text.dropFirst(2) : text[...]
    let radix = isHex ? 16 : 10
    // `UInt64(_:radix:)` takes a leading `+` or `-`; a seed is digits only.
    guard digits.allSatisfy({ ($0.hexDigitValue ?? radix) < radix }) else { return nil }
    return UInt64(digits, radix: radix)
  }

  /// Events checked per second.
  public var eventsPerSecond: Double {
    let seconds =
      Double(duration.components.seconds)
      + Double(duration.components.attoseconds) / 1e18
    return seconds > 0 ? Double(events) / seconds : 0
  }
}
