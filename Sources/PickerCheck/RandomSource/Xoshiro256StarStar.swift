/// The checker's random number generator: xoshiro256** (Blackman and Vigna), seeded through
/// SplitMix64, so a seed gives the same stream on every platform and Swift version.
///
/// Never the standard library's `random(in:)`, whose algorithm may change between Swift
/// versions and differs across platforms.
public struct Xoshiro256StarStar: Hashable, Sendable {
  private var s0, s1, s2, s3: UInt64

  /// A generator whose state is four SplitMix64 outputs from `seed` (never all zero).
  ///
  /// - Parameter seed: Any 64 bits; equal seeds give equal streams.
  public init(seed: UInt64) {
    var splitMix = SplitMix64(seed: seed)
    s0 = splitMix.next()
    s1 = splitMix.next()
    s2 = splitMix.next()
    s3 = splitMix.next()
  }

  /// The next 64 random bits.
  ///
  /// Inlined into ``Choices/draw(below:)``, through which every decision of a case goes:
  /// out of line, the call cost as much as the generator's arithmetic.
  ///
  /// - Returns: The generator's next output.
  @inline(__always)
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = rotateLeft(s3, 45)
    return result
  }

  /// A number in `0..<bound` (0 when `bound` is 0): the high word of the 128-bit product
  /// of 64 random bits and `bound` (Lemire's multiply-shift). Its bias, at most
  /// `bound / 2^64`, is far below anything a campaign can see.
  ///
  /// - Parameter bound: The number of possible answers.
  /// - Returns: A number below `bound`.
  @inline(__always)
  public mutating func next(below bound: UInt64) -> UInt64 {
    next().multipliedFullWidth(by: bound).high
  }
}

/// SplitMix64 (Steele, Lea and Flood): seeds xoshiro and turns one seed into many.
public struct SplitMix64: Hashable, Sendable {
  /// The golden-ratio step added to the state before each output.
  public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  private var state: UInt64

  /// A generator starting from `seed`.
  ///
  /// - Parameter seed: Any 64 bits; equal seeds give equal streams.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// - Returns: The generator's next output.
  public mutating func next() -> UInt64 {
    state &+= Self.increment
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@inline(__always)
private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
