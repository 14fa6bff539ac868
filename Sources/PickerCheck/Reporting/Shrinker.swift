/// Shrinks a failing tape to a minimal one that fails the same way.
///
/// It works on the tape alone, through a function that runs a case from a tape, so it
/// shrinks any system a generator draws through ``Choices``. A run's tape ends with the
/// failing step, so everything after the failure is cut at once. Passes, repeated until
/// none improves:
///
/// - delete the steps between the start and a later step, and between a step and the
///   failing one, for every step: a failure often needs only the start and its last few
///   steps, and a gesture's steps stand or fall together;
/// - delete runs of steps at every position, from half of them down to single steps (every
///   length while the case is short), so that a step goes with its neighbours wherever
///   they lie;
/// - set all of a step's choices to 0 at once, the simplest event of its kind;
/// - lower each choice to 0 or to the smallest value that still fails (each smaller value
///   in turn for a small choice, such as a pick among a few options; bisection for a large
///   one). The generators read lower choices as simpler values: smaller layouts, rounder
///   numbers, default options;
/// - only where the others are stuck, in a case of up to 150 steps: delete a step together
///   with one less of an earlier choice, since a count drawn before the steps it counts (a
///   drag's moves) must shrink with them, or every later choice is read as something else;
/// - only where all of those are stuck, in a case of more than 20 steps: set one choice to
///   another value, raised or lowered, alone, then together with deleting a step after it
///   or every step from its own up to a later one. An animation's or a glide's frames are
///   owed by the scroll view, however few choices they draw, so no deletion of frames
///   shortens it; a touch that stops it, or another start (an option on from the first
///   event, another row selected at the start), often needs no motion at all.
///
/// A candidate is kept only when it fails with the same failure and is smaller: fewer
/// steps, then a shorter tape, then smaller choices in order. Deterministic, bounded by its
/// budget of runs, and shrinking a shrunk tape changes nothing.
public struct Shrinker<Failure: Hashable & Sendable> {
  /// The smallest failing run so far.
  public private(set) var best: TapeRun<Failure>
  /// Runs spent.
  public private(set) var runs = 1
  private let failure: Failure?
  private let budget: Int
  private let run: ([UInt64]) -> TapeRun<Failure>

  /// The most steps for which every length of run is deleted, rather than halving lengths.
  static var everyLengthUpTo: Int { 40 }
  /// The most steps for which deletions paired with a lowered count are tried.
  static var pairedDeletionUpTo: Int { 150 }
  /// The largest choice that is lowered one smaller value at a time, rather than bisected,
  /// and the largest value a choice is set to where a deletion needs another value.
  static var smallChoice: UInt64 { 16 }
  /// The most steps left once every other pass is stuck for which a choice set to another
  /// value, with or without a deletion, is not tried.
  static var changedChoiceAbove: Int { 20 }
  /// The largest value a choice is set to alone: above every bound of a pick or a chance
  /// the generators draw (a chance of 1 in 60 is true at 59).
  static var largestChangedChoice: UInt64 { 63 }

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
      improved = deleteAroundEnds()
      improved = deleteRuns() || improved
      improved = zeroSteps() || improved
      improved = lowerChoices() || improved
      // The costliest pass, only where the others are stuck.
      if !improved { improved = deleteWithLoweredCount() }
      if !improved { improved = deleteWithChangedChoice() }
    }
  }

  /// Runs a candidate and keeps it when it fails the same way and is smaller.
  private mutating func attempt(_ candidate: [UInt64]) -> Bool {
    attemptRecording(candidate)?.kept ?? false
  }

  /// Where the choices of the steps `steps` begin and end on the best tape.
  private func span(of steps: Range<Int>) -> Range<Int> {
    let starts = best.stepStarts
    let end = steps.upperBound < starts.count ? starts[steps.upperBound] : best.tape.count
    return starts[steps.lowerBound]..<end
  }

  /// Tries the best tape without the choices of `steps`.
  private mutating func attemptDeleting(_ steps: Range<Int>) -> Bool {
    var candidate = best.tape
    candidate.removeSubrange(span(of: steps))
    return attempt(candidate)
  }

  /// Deletes every step before a step, and every step between a step and the failing one,
  /// the longest runs first.
  private mutating func deleteAroundEnds() -> Bool {
    var improved = false
    var step = best.stepStarts.count - 1
    while step >= 1 {
      if attemptDeleting(0..<step) { improved = true }
      step = min(step - 1, best.stepStarts.count - 1)
    }
    step = 0
    while step + 1 < best.stepStarts.count {
      if attemptDeleting(step..<(best.stepStarts.count - 1)) {
        improved = true
      } else {
        step += 1
      }
    }
    return improved
  }

  /// Deletes runs of steps at every position: of every length while the case is short, of
  /// halving lengths down to single steps otherwise.
  private mutating func deleteRuns() -> Bool {
    var improved = false
    var length = max(best.stepStarts.count / 2, 1)
    while length >= 1 {
      var first = 0
      while first + length <= best.stepStarts.count {
        if attemptDeleting(first..<(first + length)) { improved = true } else { first += 1 }
      }
      length = best.stepStarts.count <= Self.everyLengthUpTo ? length - 1 : length / 2
    }
    return improved
  }

  /// Deletes each step together with one less of a choice drawn before it (a count of the
  /// steps that follow), for short cases.
  private mutating func deleteWithLoweredCount() -> Bool {
    guard best.stepStarts.count <= Self.pairedDeletionUpTo else { return false }
    var improved = false
    var step = 0
    while step < best.stepStarts.count {
      let deleted = span(of: step..<(step + 1))
      var deletedHere = false
      var position = deleted.lowerBound - 1
      while position >= best.stepStarts[0] && !deletedHere {
        if best.tape[position] > 0 {
          var candidate = best.tape
          candidate[position] -= 1
          candidate.removeSubrange(deleted)
          deletedHere = attempt(candidate)
        }
        position -= 1
      }
      if deletedHere { improved = true } else { step += 1 }
    }
    return improved
  }

  /// Sets one choice to another value, first alone (every value up to
  /// ``largestChangedChoice``), then together with deleting each step after it and each
  /// run of steps from the first after it to a later one (every value up to
  /// ``smallChoice``), for cases longer than ``changedChoiceAbove`` steps. A value that
  /// brings the failure about sooner (a touch that stops a glide, an option on from the
  /// start, another row selected at the start) shortens a case that no deletion and no
  /// lower value alone shortens, or makes the steps that led there deletable. A choice's
  /// values stop at the first that its draw reduces (the run records it below its bound):
  /// every larger one would repeat a smaller one.
  private mutating func deleteWithChangedChoice() -> Bool {
    guard best.stepStarts.count > Self.changedChoiceAbove else { return false }
    // The values each choice takes: below its bound, as far as the runs alone found it.
    var bounds = [UInt64](repeating: Self.largestChangedChoice + 1, count: best.tape.count)
    for index in best.tape.indices {
      for value in 0...Self.largestChangedChoice where value != best.tape[index] {
        guard let outcome = attemptRecording(replacing(index, with: value)) else { return false }
        if outcome.kept { return true }
        if index >= outcome.tape.count || outcome.tape[index] != value {
          bounds[index] = max(value, 1)
          break
        }
      }
    }
    for index in best.tape.indices {
      // The steps whose choices all lie after the choice: the first of them and later.
      let first = best.stepStarts.firstIndex { $0 > index } ?? best.stepStarts.count
      for value in 0...min(Self.smallChoice, bounds[index] - 1) where value != best.tape[index] {
        if deleteAfterChanging(index, to: value, from: first) { return true }
      }
    }
    return false
  }

  /// Tries the best tape with the choice at `index` set to `value`, together with deleting
  /// each step from `first` on, and each run of steps from `first` up to a later one.
  private mutating func deleteAfterChanging(
    _ index: Int, to value: UInt64, from first: Int
  ) -> Bool {
    let count = best.stepStarts.count
    var candidates: [Range<Int>] = []
    for step in first..<count { candidates.append(step..<(step + 1)) }
    if first + 2 <= count { for end in (first + 2)...count { candidates.append(first..<end) } }
    for steps in candidates {
      var candidate = best.tape
      candidate.removeSubrange(span(of: steps))
      candidate[index] = value
      if attempt(candidate) { return true }
    }
    return false
  }

  /// Runs a candidate as ``attempt(_:)`` does, and returns whether it was kept with the
  /// choices it drew; nil when the budget is spent.
  private mutating func attemptRecording(_ candidate: [UInt64]) -> (kept: Bool, tape: [UInt64])? {
    guard runs < budget else { return nil }
    runs += 1
    let result = run(candidate)
    guard result.failure == failure, result.isSmaller(than: best) else {
      return (false, result.tape)
    }
    best = result
    return (true, result.tape)
  }

  /// Sets all of each step's choices to 0 at once.
  private mutating func zeroSteps() -> Bool {
    var improved = false
    var step = 0
    while step < best.stepStarts.count {
      let choices = span(of: step..<(step + 1))
      if best.tape[choices].contains(where: { $0 != 0 }) {
        var candidate = best.tape
        candidate.replaceSubrange(choices, with: repeatElement(0, count: choices.count))
        if attempt(candidate) { improved = true }
      }
      step += 1
    }
    return improved
  }

  /// Lowers each choice to 0, or to the smallest value that keeps the failure: each
  /// smaller value in turn for a small choice, by bisection for a large one.
  private mutating func lowerChoices() -> Bool {
    var improved = false
    var index = 0
    while index < best.tape.count {
      let value = best.tape[index]
      if value > 0 {
        if value <= Self.smallChoice {
          var lower: UInt64 = 0
          while lower < value && !attempt(replacing(index, with: lower)) { lower += 1 }
          improved = improved || lower < value
        } else {
          improved = bisect(index) || improved
        }
      }
      index += 1
    }
    return improved
  }

  /// Bisects the choice at `index` toward the smallest value that keeps the failure.
  private mutating func bisect(_ index: Int) -> Bool {
    var improved = false
    var low: UInt64 = 0
    var high = best.tape[index]
    if attempt(replacing(index, with: 0)) { return true }
    // Invariant: `low` passes, `high` fails.
    while high - low > 1 && index < best.tape.count {
      let middle = low + (high - low) / 2
      if attempt(replacing(index, with: middle)) {
        high = middle
        improved = true
      } else {
        low = middle
      }
    }
    return improved
  }

  /// The best tape with the choice at `index` set to `value`.
  private func replacing(_ index: Int, with value: UInt64) -> [UInt64] {
    var candidate = best.tape
    candidate[index] = value
    return candidate
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
