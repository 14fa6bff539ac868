/// The one recorder every random decision of a case goes through.
///
/// Drawing from a seed records each choice on a tape; drawing from a tape replays it. A
/// tape that runs out answers 0 to every further draw and says so (``isExhausted``), and
/// the generators read 0 as the simplest choice, so a shrunk tape still generates a case.
///
/// A campaign draws its cases from their seeds without a tape, and draws a failing case
/// again from its seed, with one: the same seed draws the same choices.
public struct Choices: Sendable {
  private var generator: Xoshiro256StarStar
  /// Whether choices come from ``replayed`` rather than the generator.
  private let isReplaying: Bool
  private let replayed: [UInt64]
  private var position = 0
  /// Whether draws are recorded on ``tape``.
  public let recordsTape: Bool
  /// Every choice drawn so far, each in `0..<bound` of its draw; empty when drawing without
  /// a tape.
  public private(set) var tape: [UInt64] = []
  /// The number of choices drawn so far: where the next one lands on the tape.
  public private(set) var count = 0

  /// Choices drawn from a seed.
  ///
  /// - Parameters:
  ///   - seed: The seed of the generator every choice comes from.
  ///   - recordsTape: Whether to record the choices on ``tape``; without, a draw only
  ///     counts them, and appends nothing.
  public init(seed: UInt64, recordsTape: Bool = true) {
    generator = Xoshiro256StarStar(seed: seed)
    isReplaying = false
    replayed = []
    self.recordsTape = recordsTape
  }

  /// Choices replayed from a tape.
  ///
  /// - Parameter tape: The choices to answer with, in order; once they run out, every
  ///   draw answers 0.
  public init(replaying tape: [UInt64]) {
    generator = Xoshiro256StarStar(seed: 0)
    isReplaying = true
    replayed = tape
    recordsTape = true
  }

  /// Whether a replay has used up its tape (never, when drawing from a seed).
  public var isExhausted: Bool { isReplaying && position >= replayed.count }

  /// A choice in `0..<bound`. A draw with a bound of 0 or 1 has one answer, 0, and is not
  /// recorded. A replayed value at or above the bound (a tape edited by shrinking) is
  /// reduced modulo the bound.
  ///
  /// - Parameter bound: The number of possible answers.
  /// - Returns: The next choice, below `bound` (0 when `bound` is 0 or 1).
  public mutating func draw(below bound: UInt64) -> UInt64 {
    guard bound > 1 else { return 0 }
    let value: UInt64
    if !isReplaying {
      value = generator.next(below: bound)
    } else if position < replayed.count {
      value = replayed[position] % bound
      position += 1
    } else {
      value = 0
    }
    if recordsTape { tape.append(value) }
    count += 1
    return value
  }

  /// A choice in `0..<bound` as an `Int`.
  ///
  /// - Parameter bound: The number of possible answers; 0 or less has one answer, 0.
  /// - Returns: The next choice, below `bound`.
  public mutating func int(below bound: Int) -> Int {
    Int(draw(below: UInt64(max(bound, 0))))
  }

  /// An integer in `range`, 0-th choice the lower bound.
  ///
  /// - Parameter range: The integers to choose from.
  /// - Returns: The next choice, inside `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    return range.lowerBound &+ Int(truncatingIfNeeded: draw(below: span == 0 ? .max : span))
  }

  /// True with probability `numerator / denominator`; the 0-th choice is false.
  ///
  /// - Parameters:
  ///   - numerator: How many of the `denominator` answers are true.
  ///   - denominator: How many answers there are.
  /// - Returns: Whether the choice fell among the `numerator` true answers.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(below: denominator) >= denominator - numerator
  }

  /// One of `options`, the first for the 0-th choice.
  ///
  /// - Parameter options: What to choose from; it must not be empty.
  /// - Returns: The chosen element.
  public mutating func pick<T>(_ options: [T]) -> T {
    options[int(below: options.count)]
  }

  /// A uniform `Double` in `range`, built from 53 random bits; the 0-th choice is the lower
  /// bound, so shrinking moves values toward it.
  ///
  /// - Parameter range: The finite interval to draw from.
  /// - Returns: The next choice, inside `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(draw(below: 1 << 53)) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }
}
