extension ExhaustiveSearch {
  /// The states one start's search has reached, each kept once, in the order reached, with
  /// the event that first reached it: the visited set, the frontiers and the paths at once.
  ///
  /// A `Set<CheckedPicker>` with a frontier of (picker, path) pairs beside it copied each
  /// new state of some 500 bytes into the set, into the frontier, and again as the set
  /// grew, built an array for each path, and hashed every state in full: a third of the
  /// search's time. Here a state is stored once; an open-addressing table of indices finds
  /// it by ``CheckedPicker/hash(into:)`` (a few fields, where a state differs from its
  /// neighbours) and growing moves only indices and hashes; a path is its states' parents.
  struct Visited {
    /// The states, in the order reached: a frontier is a range of them.
    private(set) var states: [CheckedPicker] = []
    /// The index of each state's parent in ``states``, -1 for the start.
    private var parents: [Int] = []
    /// The index into its parent's alphabet of the event that reached each state.
    private var letters: [Int] = []
    /// Each state's hash value, kept so that growing the table hashes nothing again.
    private var hashes: [Int] = []
    /// Open addressing with linear probing: an index into ``states``, or -1 for none. Its
    /// count is a power of two at least twice the states'.
    private var table = [Int](repeating: -1, count: 1 << 10)

    /// How many states have been reached.
    var count: Int { states.count }

    /// Adds `state`, reached from `parent` by the event at `letter` of its alphabet, unless
    /// an equal state was reached before.
    ///
    /// - Parameters:
    ///   - state: The state reached.
    ///   - parent: The index of the state it was reached from, -1 for the start.
    ///   - letter: The index of the event into the parent's alphabet (ignored for a start).
    /// - Returns: Whether the state was new.
    /// - Complexity: O(1) on average.
    mutating func insert(_ state: CheckedPicker, parent: Int, letter: Int) -> Bool {
      let hash = state.hashValue
      var bucket = hash & (table.count - 1)
      while table[bucket] >= 0 {
        let index = table[bucket]
        if hashes[index] == hash && states[index] == state { return false }
        bucket = (bucket + 1) & (table.count - 1)
      }
      table[bucket] = states.count
      states.append(state)
      parents.append(parent)
      letters.append(letter)
      hashes.append(hash)
      if 2 * states.count > table.count { grow() }
      return true
    }

    /// Doubles the table and places every state again by its kept hash.
    private mutating func grow() {
      table = [Int](repeating: -1, count: 2 * table.count)
      for (index, hash) in hashes.enumerated() {
        var bucket = hash & (table.count - 1)
        while table[bucket] >= 0 { bucket = (bucket + 1) & (table.count - 1) }
        table[bucket] = index
      }
    }

    /// The alphabet indices of the events from the start to the state at `index`.
    ///
    /// - Complexity: O(d) for a state d events from the start.
    func path(to index: Int) -> [Int] {
      var path: [Int] = []
      var index = index
      while parents[index] >= 0 {
        path.append(letters[index])
        index = parents[index]
      }
      return path.reversed()
    }
  }
}
