#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Session {
  /// The strings a session file holds in place of the numbers JSON cannot: a recorded
  /// `didScroll` of NaN is `{"didScroll": {"offset": "nan"}}`.
  private static let nonFinite = (
    positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan"
  )

  /// An encoder of session lines: compact, keys sorted so that a session is written the
  /// same on every run, numbers that are not finite as ``nonFinite``'s strings.
  static func lineEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity,
      nan: nonFinite.nan)
    return encoder
  }

  /// A decoder of session lines, reading ``nonFinite``'s strings in any number field.
  static func lineDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity,
      nan: nonFinite.nan)
    return decoder
  }
}
