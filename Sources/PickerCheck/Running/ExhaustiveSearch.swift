import PickerState

/// The bounded-exhaustive search: breadth-first over every state reachable from the small
/// starts of ``ExhaustiveAlphabet`` through its alphabet of events, to a given depth, with
/// a visited set, each transition a ``CheckedPicker`` step.
public struct ExhaustiveSearch: Sendable {
  /// Distinct states (picker and host mirror) explored.
  public private(set) var statesExplored = 0
  /// Transitions checked.
  public private(set) var transitions = 0
  /// The first failure, replayed from its path as an exhaustive-mode tape and shrunk.
  public private(set) var failure: FailureReport?

  /// Explores every start to `depth` events.
  ///
  /// - Parameters:
  ///   - depth: The longest event path explored from each start.
  ///   - maxEvents: The case length a failure is replayed and shrunk with.
  public init(depth: Int, maxEvents: Int = Campaign.defaultMaxEventsPerCase) {
    for (index, start) in ExhaustiveAlphabet.starts.enumerated() {
      guard let path = explore(from: start, depth: depth) else { continue }
      // The tape a case of the exhaustive mode draws: the start, the length, each event's
      // index into its state's alphabet.
      let tape = [UInt64(index), UInt64(max(path.count - 1, 0))] + path.map(UInt64.init)
      let run = CaseRun(mode: .exhaustive, tape: tape, maxEvents: maxEvents)
      failure = FailureReport(shrinking: run, maxEvents: maxEvents)
      return
    }
  }

  /// Explores one start; returns the alphabet indices of the first failing path, or nil.
  private mutating func explore(from start: Scenario, depth: Int) -> [Int]? {
    let root = CheckedPicker(start.initialState)
    statesExplored += 1
    if root.startFailure != nil { return [] }
    var visited: Set<CheckedPicker> = [root]
    var frontier: [(picker: CheckedPicker, path: [Int])] = [(root, [])]
    for _ in 0..<depth {
      var next: [(picker: CheckedPicker, path: [Int])] = []
      for (picker, path) in frontier {
        for (index, event) in ExhaustiveAlphabet.events(for: picker.state).enumerated() {
          var child = picker
          transitions += 1
          if child.step(event).failure != nil { return path + [index] }
          if visited.insert(child).inserted {
            statesExplored += 1
            next.append((child, path + [index]))
          }
        }
      }
      frontier = next
    }
    return nil
  }
}
