import PickerState

/// The bounded-exhaustive search: breadth-first over every state reachable from the small
/// starts of the exhaustive mode through its alphabet of events, to a given depth, with a
/// visited set, each transition a ``CheckedPicker`` step.
///
/// The starts are every layout of 0 to 4 rows, wrapping strips of 1 to 4 rows among them,
/// and two contained strips (rows at one end sharing a snap, and rows that fit);
/// the alphabet holds events, offsets and cells, autoplay's timer firing and autoplay
/// switched on and off, changes of rows, and the page dots and arrows.
///
/// All starts share one search and one visited set: a state that several starts reach
/// (a layout change leads from one start's layouts to another's) is stepped through its
/// alphabet once, from the least depth at which any start reaches it. A search of each
/// start on its own steps exactly the same transitions, many of them once per start
/// that reaches them: a transition's judgement depends only on the state it leaves (the
/// picker and the oracle's mirror of its host) and on its event, and a state lies within
/// the depth of some start exactly when it lies within it of the nearest.
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
  /// Each depth's states are stepped on `workers` threads, in runs counted in their order
  /// up to the first that fails: the same counts and failure for any number of threads.
  ///
  /// - Parameters:
  ///   - depth: The longest event path explored from each start.
  ///   - maxEvents: The case length a failure is replayed and shrunk with.
  ///   - workers: Threads stepping states at once.
  ///   - found: Called with the failing path's token before it is shrunk, as a campaign's
  ///     `found` is.
  public init(
    depth: Int, maxEvents: Int = Campaign.defaultMaxEventsPerCase, workers: Int = 1,
    found: (ReplayToken) -> Void = { _ in }
  ) {
    let exploration = Exploration(
      from: ExhaustiveAlphabet.starts.indices, depth: depth, workers: workers)
    statesExplored = exploration.statesExplored
    transitions = exploration.transitions
    coverage = exploration.coverage
    guard let tape = exploration.failingTape else { return }
    found(ReplayToken(mode: .exhaustive, tape: tape))
    let run = CaseRun(mode: .exhaustive, tape: tape, maxEvents: maxEvents)
    failure = FailureReport(shrinking: run, maxEvents: maxEvents)
  }

  /// Explores one start alone, on the calling thread: for a process that finds a trap
  /// again, start by start, each transition's number marked (``TrapWatch/step``) where the
  /// process watches. Every transition of the search is a transition of the search of
  /// some start alone.
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
      from: index..<index + 1, depth: depth, workers: 1, stoppingAt: transition)
    return exploration.failingTape.map { ReplayToken(mode: .exhaustive, tape: $0) }
  }

  /// The number of starts the search explores.
  public static var startCount: Int { ExhaustiveAlphabet.starts.count }
}
