import PickerState

extension ExhaustiveSearch {
  /// One breadth-first search from a set of starts, depth by depth: each depth's states
  /// are stepped through their alphabets in runs (``Expansion``) on several threads, and
  /// what each run reached is then added to the visited set in the runs' order.
  ///
  /// States and transitions are numbered in the order a single thread would reach them:
  /// a state by the first transition that reaches it, a transition by its state's number
  /// and its event's place in the alphabet. So the counts, the paths and the first failure
  /// are the same for any number of threads.
  struct Exploration {
    /// Distinct states reached, the starts among them.
    private(set) var statesExplored = 0
    /// Transitions checked, up to the first failure.
    private(set) var transitions = 0
    /// What the transitions exercised, up to the first failure.
    private(set) var coverage = Coverage()
    /// The exhaustive-mode tape of the first failing path (the start, the length, each
    /// event's index into its state's alphabet), or of the transition asked to stop at.
    private(set) var failingTape: [UInt64]?

    /// Explores `starts` (indices into the exhaustive mode's starts) to `depth` events, up
    /// to the first failing path, or up to the transition `stop`, whose path it keeps
    /// without stepping it.
    ///
    /// - Parameters:
    ///   - starts: The starts, by their indices.
    ///   - depth: The longest event path explored from each start.
    ///   - workers: Threads stepping states at once.
    ///   - stop: The number of the transition to stop at, or nil.
    init(from starts: Range<Int>, depth: Int, workers: Int, stoppingAt stop: Int? = nil) {
      defer { coverage.record(caseOf: .exhaustive, events: transitions) }
      var visited = Visited()
      for index in starts {
        let root = CheckedPicker(ExhaustiveAlphabet.starts[index].initialState)
        if root.startFailure != nil {
          failingTape = Self.tape(ofStart: index, path: [])
          return
        }
        if visited.insert(root, parent: -1, letter: index) { statesExplored += 1 }
      }
      var alphabets = ExhaustiveAlphabet.Cache()
      var frontier = 0..<visited.count
      for step in 0..<depth {
        let level = Level(frontier, of: visited, alphabets: &alphabets, workers: workers)
        let expansions = level.expand(
          visited, firstTransition: transitions, workers: workers, stoppingAt: stop)
        for expansion in expansions {
          transitions += expansion.transitions
          coverage.merge(expansion.coverage)
          if let (parent, letter) = expansion.failing {
            let path = visited.path(to: parent)
            failingTape = Self.tape(ofStart: path.start, path: path.letters + [letter])
            return
          }
        }
        let reached = expansions.map(\.reached)
        guard step < depth - 1 else {
          // The last depth's states are stepped no further: counted where the runs keep
          // them, rather than copied into the visited set, they cost a third less memory.
          statesExplored += Visited.distinctCount(of: reached)
          return
        }
        visited.reserveCapacity(visited.count + reached.reduce(0) { $0 + $1.count })
        for states in reached { statesExplored += visited.formUnion(states) }
        frontier = frontier.upperBound..<visited.count
      }
    }

    /// The tape a case of the exhaustive mode draws for a path: the start, the length, each
    /// event's index into its state's alphabet.
    private static func tape(ofStart index: Int, path: [Int]) -> [UInt64] {
      [UInt64(index), UInt64(max(path.count - 1, 0))] + path.map(UInt64.init)
    }
  }

  /// One depth's states, cut into runs for the threads, with each state's alphabet.
  private struct Level: Sendable {
    /// The depth's states, by their numbers in the visited set.
    let states: Range<Int>
    /// The runs of states, in order.
    let runs: [Range<Int>]
    /// The number of each run's first transition, counted from the depth's first.
    let firstTransitions: [Int]
    /// Each state's alphabet, in the states' order.
    let alphabets: [[PickerEvent]]

    /// About this many runs per thread, so that the threads finish a depth close together
    /// however long their runs take; one run on one thread.
    static let runsPerWorker = 16

    /// The states of `frontier` in runs, and their alphabets from the search's `cache`.
    init(
      _ frontier: Range<Int>, of visited: Visited, alphabets cache: inout ExhaustiveAlphabet.Cache,
      workers: Int
    ) {
      let alphabets = frontier.map { cache.events(for: visited[$0].state) }
      let runCount = workers > 1 ? min(frontier.count, workers * Self.runsPerWorker) : 1
      var runs: [Range<Int>] = []
      var firstTransitions: [Int] = []
      var transitions = 0
      for run in 0..<runCount {
        let lower = frontier.lowerBound + frontier.count * run / runCount
        let upper = frontier.lowerBound + frontier.count * (run + 1) / runCount
        runs.append(lower..<upper)
        firstTransitions.append(transitions)
        for state in lower..<upper { transitions += alphabets[state - frontier.lowerBound].count }
      }
      states = frontier
      self.runs = runs
      self.firstTransitions = firstTransitions
      self.alphabets = alphabets
    }

    /// The alphabet of `state`, one of the depth's states.
    func alphabet(of state: Int) -> [PickerEvent] { alphabets[state - states.lowerBound] }

    /// Steps every run on `workers` threads.
    ///
    /// - Parameters:
    ///   - visited: The states the search reached before this depth, these among them.
    ///   - firstTransition: The number of the depth's first transition in the search.
    ///   - workers: Threads stepping runs at once.
    ///   - stop: The number of the transition to stop at, or nil.
    /// - Returns: Each run's expansion, in order, up to the first that failed or stopped.
    func expand(
      _ visited: Visited, firstTransition: Int, workers: Int, stoppingAt stop: Int?
    ) -> [Expansion] {
      OrderedJobs.run(
        count: runs.count, workers: workers, empty: Expansion(), fails: { $0.failing != nil }
      ) { run in
        Expansion(
          runs[run], of: visited, in: self,
          firstTransition: firstTransition + firstTransitions[run], stoppingAt: stop)
      }
    }
  }

  /// A run of one depth's states, each stepped through its alphabet: the transitions'
  /// coverage and first failure, and the states reached that the search had not reached
  /// before the depth.
  private struct Expansion: Sendable {
    /// Transitions checked, up to the first failure.
    var transitions = 0
    /// What the transitions exercised, up to the first failure.
    var coverage = Coverage()
    /// The state and the letter of the first failing transition, or of the transition
    /// asked to stop at.
    var failing: (parent: Int, letter: Int)?
    /// The states reached that the search had not reached before, each once, with the
    /// first transition that reached it, in the order reached.
    var reached = Visited()

    /// Nothing stepped.
    init() {}

    /// Steps the states `parents` of `visited` through their alphabets.
    ///
    /// - Parameters:
    ///   - parents: The states, by their numbers in `visited`.
    ///   - visited: The states the search reached before this depth.
    ///   - level: The depth the states lie at, with their alphabets.
    ///   - firstTransition: The number of the run's first transition in the search.
    ///   - stop: The number of the transition to stop at, or nil.
    init(
      _ parents: Range<Int>, of visited: Visited, in level: Level, firstTransition: Int,
      stoppingAt stop: Int?
    ) {
      // Read once: each read of the flag is an access of a global, checked for exclusivity.
      let watching = TrapWatch.isWatching
      // The alphabets offer the same few layouts in every state.
      let judgedLayouts = EventOracle.JudgedLayouts()
      for parent in parents {
        let picker = visited[parent]
        for (letter, event) in level.alphabet(of: parent).enumerated() {
          let number = firstTransition + transitions
          if number == stop {
            failing = (parent, letter)
            return
          }
          if watching { TrapWatch.step = number }
          var child = picker
          transitions += 1
          let step = child.step(event, judgedLayouts: judgedLayouts)
          coverage.record(
            before: step.before, event: event, effects: step.effects, after: step.after)
          if step.failure != nil {
            failing = (parent, letter)
            return
          }
          let hash = Visited.hash(of: child)
          if !visited.contains(child, hash: hash) {
            _ = reached.insert(child, hash: hash, parent: parent, letter: letter)
          }
        }
      }
    }
  }
}
