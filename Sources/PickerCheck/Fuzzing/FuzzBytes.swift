import PickerState

/// Raw numbers read from a fuzzer's bytes, each led by a selector byte that chooses
/// between a hostile constant, a small everyday value and an arbitrary bit pattern.
///
/// Past the end every read answers as if the bytes were zeros: the first constant of each
/// table. So every byte string is an input, and a short one is a simple one.
public struct FuzzBytes: Sendable {
  private let bytes: [UInt8]
  private var position = 0

  /// Bytes to read from the start.
  ///
  /// - Parameter bytes: Any bytes; none is invalid.
  public init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { position >= bytes.count }

  /// The next byte, 0 past the end.
  ///
  /// - Returns: The byte read.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// The next eight bytes, little-endian.
  ///
  /// - Returns: The word they spell, with zeros for the bytes past the end.
  public mutating func word() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// One of `options`, by the next byte modulo their number.
  ///
  /// - Parameter options: What to choose from; it must not be empty.
  /// - Returns: The chosen element, the first past the end.
  public mutating func pick<T>(_ options: [T]) -> T {
    options[Int(byte()) % options.count]
  }

  /// Whether the next byte is odd.
  ///
  /// - Returns: The byte's lowest bit, false past the end.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  // MARK: - Numbers

  /// Selectors below this pick a constant of ``hostileDoubles``.
  static let doubleConstants: UInt8 = 0x40
  /// Selectors below this (and from ``doubleConstants``) are a small whole number.
  static let doubleSmall: UInt8 = 0x80
  /// Selectors below this (and from ``doubleSmall``) are two bytes in sixteenths.
  static let doubleFraction: UInt8 = 0xC0

  /// Every value a layout, a curve or an event treats specially, and a few it does not.
  static let hostileDoubles: [Double] = [
    0, -0.0, 1, -1, 64, 375, 0.5, 1e-3, .nan, -.nan, .signalingNaN, .infinity, -.infinity,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude, .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown,
    1e-300, 1e300, -1e300, 1e6, 1e9, 1e15, 0x1p52, 0x1p53, 0x1p52 + 1, 1.0.nextUp,
    1.0.nextDown, .ulpOfOne, 0.1, 1e308, 8.98846567431158e307, 320, 1024, 16, 5000,
  ]

  /// A `Double`: a hostile constant (NaN, infinities, subnormals, -0.0, the largest
  /// finite values), a small whole number from -16 to 47, a value from 0 to 4096 in
  /// sixteenths, or any bit pattern.
  ///
  /// - Returns: The number read; 0 past the end.
  public mutating func double() -> Double {
    let selector = byte()
    switch selector {
    case ..<Self.doubleConstants:
      return Self.hostileDoubles[Int(selector) % Self.hostileDoubles.count]
    case ..<Self.doubleSmall:
      return Double(Int(selector - Self.doubleConstants) - 16)
    case ..<Self.doubleFraction:
      return Double(UInt16(byte()) << 8 | UInt16(byte())) / 16
    default:
      return Double(bitPattern: word())
    }
  }

  /// Selectors below this are a small integer.
  static let intSmall: UInt8 = 0x80
  /// Selectors below this (and from ``intSmall``) pick a constant of ``hostileInts``.
  static let intConstants: UInt8 = 0xC0

  /// Every count or row a layout or an event treats specially: the ends of `Int`, the
  /// layout's largest count and the closed form's limit, each with its neighbours.
  static let hostileInts: [Int] = [
    .min, .max, .min + 1, .max - 1, -1, PickerLayout.maximumItemCount,
    PickerLayout.maximumItemCount + 1, PickerLayout.maximumItemCount - 1, 1 << 40,
    (1 << 40) + 1, (1 << 40) - 1, 1 << 53, 1 << 62, 1000, 10_000, 1_000_000, 255, 256,
  ]

  /// An `Int`: a small number from -8 to 119, a hostile constant (`Int.min`, `Int.max`,
  /// `PickerLayout.maximumItemCount` and its neighbours, 2^40 and its neighbours), or
  /// any bit pattern.
  ///
  /// - Returns: The number read; -8 past the end.
  public mutating func int() -> Int {
    let selector = byte()
    switch selector {
    case ..<Self.intSmall: return Int(selector) - 8
    case ..<Self.intConstants:
      return Self.hostileInts[Int(selector - Self.intSmall) % Self.hostileInts.count]
    default: return Int(truncatingIfNeeded: word())
    }
  }

  /// An index in `0..<count` (0 when `count` is 0 or less) from an ``int()``, so that
  /// hostile values still land somewhere.
  ///
  /// - Parameter count: The number of indices.
  /// - Returns: An index below `count`, or 0.
  public mutating func index(below count: Int) -> Int {
    guard count > 0 else { return 0 }
    return Int(int().magnitude % UInt(count))
  }

  // MARK: - Writing

  /// The bytes ``double()`` reads back as exactly `value`, bit for bit.
  ///
  /// - Parameter value: Any `Double`, NaN payloads included.
  /// - Returns: A selector for a bit pattern, then the pattern, little-endian.
  public static func encoding(_ value: Double) -> [UInt8] {
    [0xFF] + littleEndian(value.bitPattern)
  }

  /// The bytes ``int()`` reads back as `value`.
  ///
  /// - Parameter value: Any `Int`.
  /// - Returns: One byte for a small number; otherwise a selector for a bit pattern, then
  ///   the pattern, little-endian.
  public static func encoding(_ value: Int) -> [UInt8] {
    if value >= -8 && value < Int(intSmall) - 8 { return [UInt8(value + 8)] }
    return [0xFF] + littleEndian(UInt64(bitPattern: Int64(value)))
  }

  private static func littleEndian(_ value: UInt64) -> [UInt8] {
    stride(from: 0, to: 64, by: 8).map { UInt8(truncatingIfNeeded: value >> UInt64($0)) }
  }
}
