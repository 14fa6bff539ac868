// MARK: - The labels one event showed

extension Coverage {
  /// The labels one event showed, a bit per label indexed by `Label.rawValue`, in two
  /// machine words: room for 128 labels, copied and compared as two integers, without an
  /// allocation on the path of every checked event.
  struct LabelSet: Hashable, Sendable {
    /// The labels 0 to 63.
    private var low: UInt64 = 0
    /// The labels 64 to 127.
    private var high: UInt64 = 0

    /// How many labels the set has room for: a label past it would have no bit.
    static let capacity = 2 * UInt64.bitWidth

    /// No labels.
    init() {}

    /// Adds `label`.
    @inline(__always)
    mutating func insert(_ label: Label) {
      let index = label.rawValue
      if index < UInt64.bitWidth {
        low |= 1 << UInt64(index)
      } else {
        high |= 1 << UInt64(index - UInt64.bitWidth)
      }
    }

    /// Adds `events` to the count of every label in the set.
    ///
    /// - Parameter counts: Counts indexed by `Label.rawValue`, one for every label.
    func add(_ events: Int, to counts: inout [Int]) {
      counts.withUnsafeMutableBufferPointer { buffer in
        Self.add(events, toLabelsOf: low, from: 0, in: buffer)
        Self.add(events, toLabelsOf: high, from: UInt64.bitWidth, in: buffer)
      }
    }

    /// Adds `events` to the count of each label whose bit `word` sets, the word's first
    /// bit being the label `first`.
    private static func add(
      _ events: Int, toLabelsOf word: UInt64, from first: Int,
      in counts: UnsafeMutableBufferPointer<Int>
    ) {
      var bits = word
      while bits != 0 {
        counts[first + bits.trailingZeroBitCount] += events
        bits &= bits - 1
      }
    }
  }
}
