extension ExhaustiveSearch {
  /// The states one start's search has reached, each kept once, in the order reached, with
  /// the event that first reached it: the visited set, the frontiers and the paths at once.
  ///
  /// A `Set<CheckedPicker>` with a frontier of (picker, path) pairs beside it copied each
  /// new state into the set, into the frontier, and again as the set grew, built an array
  /// for each path, and hashed every state in full: a third of the search's time. Here a
  /// state is stored once; an open-addressing table of indices finds it by a hash of a few
  /// fields (``hash(of:)``) and compares it in place where the hashes match, growing moves
  /// only indices and hashes, and a path is its states' parents.
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
      let hash = Self.hash(of: state)
      var bucket = hash & (table.count - 1)
      while table[bucket] >= 0 {
        let index = table[bucket]
        // Compared where it is stored: `states[index]` would copy it out first.
        if hashes[index] == hash && states.withUnsafeBufferPointer({ $0[index] == state }) {
          return false
        }
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

    /// A hash of what tells the states of one search apart: the picker's offset, rows,
    /// phase, layout shape and autoplay interval, each mixed in by a multiplication. States
    /// equal in these fields collide, and equality tells them apart. `Hasher` over the
    /// whole state, its layout's every field and row, took a tenth of the search's time.
    static func hash(of picker: CheckedPicker) -> Int {
      var hash: UInt64 = 0
      func mix(_ value: Int) {
        hash = (hash ^ UInt64(bitPattern: Int64(value))) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
      }
      mix(Int(bitPattern: UInt(picker.state.offset.bitPattern)))
      mix(picker.state.selectedRow ?? -1)
      mix(picker.state.centeredCell ?? -1)
      switch picker.state.phase {
      case .idle: mix(-1)
      case .dragging: mix(-2)
      case .decelerating(let row): mix(-3 - 4 * (row ?? -1))
      case .animating(let row): mix(-4 - 4 * row)
      }
      mix(picker.state.layout.itemCount)
      mix(picker.state.layout.wrapsAround ? 1 : 0)
      mix(picker.state.layout.direction == .leftToRight ? 1 : 0)
      mix(Int(bitPattern: UInt(picker.state.layout.viewportWidth.bitPattern)))
      mix(Int(bitPattern: UInt(picker.state.options.autoAdvanceInterval?.bitPattern ?? 0)))
      return Int(bitPattern: UInt(hash))
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
