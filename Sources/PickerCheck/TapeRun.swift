/// What running a case from a tape gave: the choices it drew, where each step's choices
/// began, and the failure it found, if any. The shrinker's whole view of a case.
public struct TapeRun<Failure: Hashable & Sendable>: Sendable {
  /// Every choice the run drew, in order (shorter than the tape it ran from when the case
  /// stopped early).
  public var tape: [UInt64]
  /// The tape position where each step's choices begin.
  public var stepStarts: [Int]
  /// What went wrong, or nil when every check held.
  public var failure: Failure?

  /// Creates a run.
  public init(tape: [UInt64], stepStarts: [Int], failure: Failure?) {
    self.tape = tape
    self.stepStarts = stepStarts
    self.failure = failure
  }

  /// Whether this run is smaller than `other` in the shrinker's shortlex order: fewer
  /// steps, then a shorter tape, then smaller choices in order.
  public func isSmaller(than other: TapeRun) -> Bool {
    if stepStarts.count != other.stepStarts.count {
      return stepStarts.count < other.stepStarts.count
    }
    if tape.count != other.tape.count { return tape.count < other.tape.count }
    return tape.lexicographicallyPrecedes(other.tape)
  }
}
