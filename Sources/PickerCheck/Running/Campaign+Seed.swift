extension Campaign {
  /// Reads a seed as the command line and `PICKER_SEED` take it: decimal digits, or
  /// hexadecimal digits (either case) after `0x` or `0X`, as a report prints it.
  ///
  /// - Parameter text: The seed as written, with nothing around it.
  /// - Returns: The seed, or nil when `text` is empty, has a sign, a space or any other
  ///   character, or is more than a `UInt64` holds.
  /// - Complexity: O(n) in the length of `text`.
  public static func seed(parsing text: String) -> UInt64? {
    let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
    let digits = isHex ? text.dropFirst(2) : text[...]
    let radix = isHex ? 16 : 10
    // `UInt64(_:radix:)` takes a leading `+` or `-`; a seed is digits only.
    guard digits.allSatisfy({ ($0.hexDigitValue ?? radix) < radix }) else { return nil }
    return UInt64(digits, radix: radix)
  }
}
