extension ExhaustiveSearch {
  /// The states a search has reached, each kept once, in the order reached, with the
  /// event that first reached it: the visited set, the frontiers and the paths at once.
  ///
  /// A `Set<CheckedPicker>` with a frontier of (picker, path) pairs beside it copied each
  /// new state into the set, into the frontier, and again as the set grew, built an array
  /// for each path, and hashed every state in full: a third of the search's time. Here a
  /// state is stored once; an open-addressing table of indices finds it by a hash of a few
  /// fields (``hash(of:)``) and compares it in place where the hashes match, growing moves
  /// only indices and hashes, and a path is its states' parents.
  struct Visited: Sendable {
    /// The states, in the order reached: a frontier is a range of them.
    private var states: [CheckedPicker] = []
    /// The index of each state's parent in ``states``, -1 for a start.
    private var parents: [Int] = []
    /// The index into its parent's alphabet of the event that reached each state; for a
    /// start, its index among the exhaustive mode's starts.
    private var letters: [Int] = []
    /// Each state's hash value, kept so that growing the table hashes nothing again.
    private var hashes: [Int] = []
    /// Open addressing with linear probing: an index into ``states``, or -1 for none. Its
    /// count is a power of two at least twice the states'.
    private var table = [Int](repeating: -1, count: 1 << 10)

    /// How many states have been reached.
    var count: Int { states.count }

    /// The state at `index`, in the order reached.
    subscript(index: Int) -> CheckedPicker { states[index] }

    /// Adds `state`, reached from `parent` by the event at `letter` of its alphabet, unless
    /// an equal state was reached before.
    ///
    /// - Parameters:
    ///   - state: The state reached.
    ///   - hash: ``hash(of:)`` of the state, when the caller has it.
    ///   - parent: The index of the state it was reached from, -1 for a start.
    ///   - letter: The index of the event into the parent's alphabet; for a start, the
    ///     start's index among the exhaustive mode's starts.
    /// - Returns: Whether the state was new.
    /// - Complexity: O(1) on average.
    mutating func insert(
      _ state: CheckedPicker, hash: Int? = nil, parent: Int, letter: Int
    ) -> Bool {
      let hash = hash ?? Self.hash(of: state)
      guard case .vacant(let bucket) = slot(of: state, hash: hash) else { return false }
      table[bucket] = states.count
      states.append(state)
      parents.append(parent)
      letters.append(letter)
      hashes.append(hash)
      if 2 * states.count > table.count { grow() }
      return true
    }

    /// Whether a state equal to `state` was reached.
    ///
    /// - Parameters:
    ///   - state: The state to look for.
    ///   - hash: ``hash(of:)`` of the state.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func contains(_ state: CheckedPicker, hash: Int) -> Bool {
      if case .taken = slot(of: state, hash: hash) { return true }
      return false
    }

    /// Makes room for `count` states in all, so that adding that many moves none of them.
    ///
    /// The search adds a depth's states at once: growing the arrays geometrically copied
    /// every state again each time they doubled, and left up to half their room unused.
    ///
    /// - Parameter count: The states the set will hold.
    /// - Complexity: O(n) for n states in the set, when it has less room.
    mutating func reserveCapacity(_ count: Int) {
      states.reserveCapacity(count)
      parents.reserveCapacity(count)
      letters.reserveCapacity(count)
      hashes.reserveCapacity(count)
      if 2 * count > table.count {
        var size = table.count
        while 2 * count > size { size *= 2 }
        rehash(size: size)
      }
    }

    /// Adds the states of `other` that were not reached here, in `other`'s order, each
    /// with its parent and letter.
    ///
    /// - Parameter other: States reached from states of this set.
    /// - Returns: How many states were new.
    /// - Complexity: O(m) on average for m states in `other`.
    mutating func formUnion(_ other: Visited) -> Int {
      var added = 0
      for index in other.states.indices {
        let isNew = other.states.withUnsafeBufferPointer {
          insert(
            $0[index], hash: other.hashes[index], parent: other.parents[index],
            letter: other.letters[index])
        }
        if isNew { added += 1 }
      }
      return added
    }

    /// How many distinct states `sets` hold together: each set's states are distinct, but
    /// a state may lie in several sets.
    ///
    /// - Parameter sets: States reached from states of one set, in runs.
    /// - Returns: The number of distinct states among them.
    /// - Complexity: O(m) on average for m states in all.
    static func distinctCount(of sets: [Visited]) -> Int {
      var size = 1 << 10
      while size < 2 * sets.reduce(0, { $0 + $1.count }) { size *= 2 }
      // Open addressing as in ``insert(_:hash:parent:letter:)``: an entry names a set and a
      // state of it (`set << 32 + index`), or is -1 for none.
      var table = [Int](repeating: -1, count: size)
      var count = 0
      for (set, states) in sets.enumerated() {
        for index in states.states.indices {
          let hash = states.hashes[index]
          var bucket = hash & (size - 1)
          var isNew = true
          while table[bucket] >= 0 {
            let (other, otherIndex) = table[bucket].quotientAndRemainder(dividingBy: 1 << 32)
            if sets[other].hashes[otherIndex] == hash
              && sets[other].states.withUnsafeBufferPointer({ stored in
                states.states.withUnsafeBufferPointer { stored[otherIndex] == $0[index] }
              })
            {
              isNew = false
              break
            }
            bucket = (bucket + 1) & (size - 1)
          }
          guard isNew else { continue }
          table[bucket] = set << 32 + index
          count += 1
        }
      }
      return count
    }

    /// Where the table holds a state equal to `state`, or the bucket where it would go.
    private enum Slot {
      case taken
      case vacant(Int)
    }

    /// The table's slot for `state`: taken by an equal state, or the vacant bucket where
    /// the probe for it ends.
    ///
    /// Inlined, as ``contains(_:hash:)`` and ``hash(of:)`` are, into the search's loop: out
    /// of line, each call copied the whole checked picker into its argument.
    @inline(__always)
    private func slot(of state: CheckedPicker, hash: Int) -> Slot {
      // Compared where they are stored: `states[index]` would copy each out first.
      states.withUnsafeBufferPointer { stored in
        var bucket = hash & (table.count - 1)
        while table[bucket] >= 0 {
          let index = table[bucket]
          if hashes[index] == hash && stored[index] == state { return .taken }
          bucket = (bucket + 1) & (table.count - 1)
        }
        return .vacant(bucket)
      }
    }

    /// A hash of what tells the states of a search apart: the picker's offset, rows,
    /// phase and target cell, layout shape and options, each mixed in by a multiplication.
    /// States equal in these fields collide, and equality tells them apart. `Hasher` over
    /// the whole state, its layout's every field and row, took a tenth of the search's
    /// time; without the options and the alignment, which one start's states share, the
    /// states of all starts collided in threes and nines, and equality took a fifth;
    /// without the target cell, the spacing, the rows' width and the containment, a search
    /// to depth 4 compared states 3.5 million times rather than 2.1 million.
    @inline(__always)
    static func hash(of picker: CheckedPicker) -> Int {
      var hash: UInt64 = 0
      func mix(_ value: Int) {
        hash = (hash ^ UInt64(bitPattern: Int64(value))) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
      }
      // -0.0 equals 0.0, so it must hash alike: `+ 0` turns it into 0.0.
      func mix(_ value: Double) { mix(Int(bitPattern: UInt((value + 0).bitPattern))) }
      mix(picker.state.offset)
      mix(picker.state.selectedRow ?? -1)
      mix(picker.state.centeredCell ?? -1)
      switch picker.state.phase {
      case .idle: mix(-1)
      case .dragging: mix(-2)
      case .decelerating(let row): mix(-3 - 4 * (row ?? -1))
      case .animating(let row): mix(-4 - 4 * row)
      }
      mix(picker.state.layout.itemCount)
      mix(
        (picker.state.layout.wrapsAround ? 2 : 0)
          + (picker.state.layout.direction == .leftToRight ? 1 : 0))
      mix(picker.state.layout.viewportWidth)
      switch picker.state.layout.alignment {
      case .center: mix(-1)
      case .leading(let padding): mix(padding)
      case .trailing(let padding): mix(-padding - 1)
      }
      mix(picker.state.targetCell ?? -1)
      mix(picker.state.layout.spacing)
      mix(picker.state.layout.uniformItemWidth ?? -1)
      mix(picker.state.layout.containment == .contained ? 1 : 0)
      mix(picker.state.options.autoAdvanceInterval ?? 0)
      switch picker.state.options.snapping {
      case .nearest: mix(-1)
      case .paging(let maxItems): mix(maxItems)
      }
      mix(
        (picker.state.options.suppressesEdgeAnimation ? 2 : 0)
          + (picker.state.options.commitsSelectionWhileScrolling ? 1 : 0))
      return Int(bitPattern: UInt(hash))
    }

    /// Doubles the table.
    private mutating func grow() { rehash(size: 2 * table.count) }

    /// Makes the table `size` buckets long, and places every state again by its kept hash.
    private mutating func rehash(size: Int) {
      table = [Int](repeating: -1, count: size)
      for (index, hash) in hashes.enumerated() {
        var bucket = hash & (table.count - 1)
        while table[bucket] >= 0 { bucket = (bucket + 1) & (table.count - 1) }
        table[bucket] = index
      }
    }

    /// The start a state was first reached from, and the alphabet indices of the events
    /// from the start to the state at `index`.
    ///
    /// - Complexity: O(d) for a state d events from its start.
    func path(to index: Int) -> (start: Int, letters: [Int]) {
      var path: [Int] = []
      var index = index
      while parents[index] >= 0 {
        path.append(letters[index])
        index = parents[index]
      }
      return (letters[index], path.reversed())
    }
  }
}
