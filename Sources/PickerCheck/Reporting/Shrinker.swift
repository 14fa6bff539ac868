/// Shrinks a failing tape to a minimal one that fails the same way.
///
/// It works on the tape alone, through a function that runs a case from a tape, so it
/// shrinks any system a generator draws through ``Choices``. Passes, repeated until none
/// improves: cut after the failing step (a run's tape ends there); delete chunks of steps,
/// halving the chunk size down to single steps; lower each choice to 0 or to the smallest
/// value that still fails (the generators read lower choices as simpler values: smaller
/// layouts, rounder numbers, default options). A candidate is kept only when it fails with
/// the same failure and is smaller: fewer steps, then a shorter tape, then smaller choices
/// in order. Deterministic, and shrinking a shrunk tape changes nothing.
public struct Shrinker<Failure: Hashable & Sendable> {
  /// The smallest failing run so far.
  public private(set) var best: TapeRun<Failure>
  /// Runs spent.
  public private(set) var runs = 1
  private let failure: Failure?
  private let budget: Int
  private let run: ([UInt64]) -> TapeRun<Failure>

  /// Shrinks the run of `tape`.
  ///
  /// - Parameters:
  ///   - tape: A tape whose run fails (one that passes is left as it is).
  ///   - budget: The most runs to spend.
  ///   - run: Runs a case from a tape.
  public init(
    _ tape: [UInt64], budget: Int = 20_000, run: @escaping ([UInt64]) -> TapeRun<Failure>
  ) {
    self.run = run
    self.budget = budget
    best = run(tape)
    failure = best.failure
    guard failure != nil else { return }
    var improved = true
    while improved && runs < budget {
      improved = deleteSteps()
      improved = lowerChoices() || improved
    }
  }

  /// Runs a candidate and keeps it when it fails the same way and is smaller.
  private mutating func attempt(_ candidate: [UInt64]) -> Bool {
    guard runs < budget else { return false }
    runs += 1
    let result = run(candidate)
    guard result.failure == failure, result.isSmaller(than: best) else { return false }
    best = result
    return true
  }

  /// Deletes chunks of steps, from half of them down to one at a time.
  private mutating func deleteSteps() -> Bool {
    var improved = false
    var size = max(best.stepStarts.count / 2, 1)
    while size >= 1 {
      var first = 0
      while first < best.stepStarts.count {
        let last = min(first + size, best.stepStarts.count)
        let from = best.stepStarts[first]
        let to = last < best.stepStarts.count ? best.stepStarts[last] : best.tape.count
        var candidate = best.tape
        candidate.removeSubrange(from..<to)
        if attempt(candidate) {
          improved = true
        } else {
          first += size
        }
      }
      size /= 2
    }
    return improved
  }

  /// Lowers each choice to 0, or bisects toward the smallest value that keeps the failure.
  private mutating func lowerChoices() -> Bool {
    var improved = false
    var index = 0
    while index < best.tape.count {
      var low: UInt64 = 0
      var high = best.tape[index]
      var candidate = best.tape
      candidate[index] = 0
      if high > 0 && attempt(candidate) {
        improved = true
        high = 0
      }
      // Invariant: `low` passes (or is untried 0 that passed), `high` fails.
      while high - low > 1 && index < best.tape.count {
        let middle = low + (high - low) / 2
        candidate = best.tape
        candidate[index] = middle
        if attempt(candidate) {
          high = middle
          improved = true
        } else {
          low = middle
        }
      }
      index += 1
    }
    return improved
  }
}

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
  ///
  /// - Parameters:
  ///   - tape: Every choice the run drew, in order.
  ///   - stepStarts: The tape position where each step's choices begin.
  ///   - failure: What went wrong, or nil when every check held.
  public init(tape: [UInt64], stepStarts: [Int], failure: Failure?) {
    self.tape = tape
    self.stepStarts = stepStarts
    self.failure = failure
  }

  /// Whether this run is smaller than `other` in the shrinker's shortlex order: fewer
  /// steps, then a shorter tape, then smaller choices in order.
  ///
  /// - Parameter other: The run to compare with.
  /// - Returns: Whether this run comes first in that order.
  public func isSmaller(than other: TapeRun) -> Bool {
    if stepStarts.count != other.stepStarts.count {
      return stepStarts.count < other.stepStarts.count
    }
    if tape.count != other.tape.count { return tape.count < other.tape.count }
    return tape.lexicographicallyPrecedes(other.tape)
  }
}
