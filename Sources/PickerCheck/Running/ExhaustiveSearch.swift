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
  public init(
    depth: Int, maxEvents: Int = Campaign.defaultMaxEventsPerCase, workers: Int = 1
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
      // The tape a case of the exhaustive mode draws: the start, the length, each event's
      // index into its state's alphabet.
      let tape = [UInt64(index), UInt64(max(path.count - 1, 0))] + path.map(UInt64.init)
      let run = CaseRun(mode: .exhaustive, tape: tape, maxEvents: maxEvents)
      failure = FailureReport(shrinking: run, maxEvents: maxEvents)
      return
    }
  }

  /// What exploring one start found.
  private struct Exploration: Sendable {
    var statesExplored = 0
    var transitions = 0
    var coverage = Coverage()
    /// The alphabet indices of the first failing path, or nil.
    var failingPath: [Int]?

    /// Nothing explored.
    init() {}

    /// Explores one start to `depth` events, up to its first failing path.
    init(from start: Scenario, depth: Int) {
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
