import PickerState

/// The bounded-exhaustive search: breadth-first over every state reachable from the small
/// starts of the exhaustive mode through its alphabet of events, to a given depth, with a
/// visited set, each transition a ``CheckedPicker`` step.
///
/// The starts are every layout of 0 to 4 rows, wrapping strips of 1 to 4 rows among them;
/// the alphabet holds events, offsets and cells, autoplay's timer firing and autoplay
/// switched on and off.
public struct ExhaustiveSearch: Sendable {
  /// Distinct states (picker and host mirror) explored.
  public private(set) var statesExplored = 0
  /// Transitions checked.
  public private(set) var transitions = 0
  /// What the transitions exercised, each counted as an event of the exhaustive mode, up to
  /// the first failure: judged against what the exhaustive mode owes, as a campaign's
  /// coverage is against its modes'.
  public private(set) var coverage = Coverage()
  /// The first failure, replayed from its path as an exhaustive-mode tape and shrunk.
  public private(set) var failure: FailureReport?

  /// Explores every start to `depth` events.
  ///
  /// The starts are explored on `workers` threads and counted in their order up to the
  /// first that fails: the same counts and failure for any number of threads.
  ///
  /// - Parameters:
  ///   - depth: The longest event path explored from each start.
  ///   - maxEvents: The case length a failure is replayed and shrunk with.
  ///   - workers: Threads exploring starts at once.
  ///   - found: Called with the failing path's token before it is shrunk, as a campaign's
  ///     `found` is.
  public init(
    depth: Int, maxEvents: Int = Campaign.defaultMaxEventsPerCase, workers: Int = 1,
    found: (ReplayToken) -> Void = { _ in }
  ) {
    let starts = ExhaustiveAlphabet.starts
    let explorations = OrderedJobs.run(
      count: starts.count, workers: workers, empty: Exploration(),
      fails: { $0.failingPath != nil }
    ) { index in
      Exploration(from: starts[index], depth: depth)
    }
    for (index, exploration) in explorations.enumerated() {
      statesExplored += exploration.statesExplored
      transitions += exploration.transitions
      coverage.merge(exploration.coverage)
      guard let path = exploration.failingPath else { continue }
      let tape = Self.tape(ofStart: index, path: path)
      found(ReplayToken(mode: .exhaustive, tape: tape))
      let run = CaseRun(mode: .exhaustive, tape: tape, maxEvents: maxEvents)
      failure = FailureReport(shrinking: run, maxEvents: maxEvents)
      return
    }
  }

  /// The tape a case of the exhaustive mode draws for a path: the start, the length, each
  /// event's index into its state's alphabet.
  private static func tape(ofStart index: Int, path: [Int]) -> [UInt64] {
    [UInt64(index), UInt64(max(path.count - 1, 0))] + path.map(UInt64.init)
  }

  /// Explores one start alone, on the calling thread, as the search does: for a process
  /// that finds a trap again, start by start, each transition's number marked
  /// (``TrapWatch/step``) where the process watches.
  ///
  /// - Parameters:
  ///   - index: The start's position among the exhaustive mode's starts.
  ///   - depth: The longest event path explored.
  ///   - transition: Where to stop: the path of that transition (counted from 0 in the
  ///     start's breadth-first order) is returned without stepping it. Nil explores all.
  /// - Returns: The token of the first failing path, or of the transition asked for; nil
  ///   when every transition held.
  public static func token(ofStart index: Int, depth: Int, stoppingAt transition: Int? = nil)
    -> ReplayToken?
  {
    let exploration = Exploration(
      from: ExhaustiveAlphabet.starts[index], depth: depth, stoppingAt: transition)
    return exploration.failingPath.map {
      ReplayToken(mode: .exhaustive, tape: tape(ofStart: index, path: $0))
    }
  }

  /// The number of starts the search explores.
  public static var startCount: Int { ExhaustiveAlphabet.starts.count }

  /// What exploring one start found.
  private struct Exploration: Sendable {
    var statesExplored = 0
    var transitions = 0
    var coverage = Coverage()
    /// The alphabet indices of the first failing path, or nil.
    var failingPath: [Int]?

    /// Nothing explored.
    init() {}

    /// Explores one start to `depth` events, up to its first failing path, or up to the
    /// transition `stop`, whose path it keeps without stepping it.
    init(from start: Scenario, depth: Int, stoppingAt stop: Int? = nil) {
      defer { coverage.record(caseOf: .exhaustive, events: transitions) }
      let root = CheckedPicker(start.initialState)
      statesExplored += 1
      if root.startFailure != nil {
        failingPath = []
        return
      }
      var visited = Visited()
      _ = visited.insert(root, parent: -1, letter: 0)
      var frontier = 0..<1
      for _ in 0..<depth {
        for parent in frontier {
          let events = ExhaustiveAlphabet.events(for: visited.states[parent].state)
          for (letter, event) in events.enumerated() {
            if transitions == stop {
              failingPath = visited.path(to: parent) + [letter]
              return
            }
            if TrapWatch.isWatching { TrapWatch.step = transitions }
            var child = visited.states[parent]
            transitions += 1
            let step = child.step(event)
            coverage.record(
              before: step.before, event: event, effects: step.effects, after: step.after)
            if step.failure != nil {
              failingPath = visited.path(to: parent) + [letter]
              return
            }
            if visited.insert(child, parent: parent, letter: letter) { statesExplored += 1 }
          }
        }
        frontier = frontier.upperBound..<visited.count
      }
    }
  }
}
