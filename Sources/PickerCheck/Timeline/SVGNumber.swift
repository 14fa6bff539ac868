// MARK: - Numbers for SVG text, without Foundation

/// Formats numbers for an SVG document: fixed decimals without a trailing zero, and
/// thousands separators for event numbers. Never writes "nan" or "inf".
enum SVGNumber {
  /// `value` rounded to `decimals` places, trailing zeros and point dropped: `12.5`,
  /// `-3`, `0.25`.
  ///
  /// - Parameters:
  ///   - value: The number; a non-finite one is written as `0` (callers skip those first).
  ///   - decimals: Places after the point, 0 to 6.
  /// - Returns: Plain decimal digits, or exponent form beyond 9e15 units of the last place.
  static func format(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<min(max(decimals, 0), 6) { scale *= 10 }
    let scaled = (value.magnitude * Double(scale)).rounded()
    guard scaled < 9.0e15 else { return value.rounded().description }
    let units = Int(scaled)
    guard units != 0 else { return "0" }
    var text = value < 0 ? "-" : ""
    text += String(units / scale)
    let fraction = units % scale
    if fraction != 0 {
      var digits = String(fraction)
      var width = 0
      var rest = scale / 10
      while rest > 0 {
        width += 1
        rest /= 10
      }
      digits = String(repeating: "0", count: width - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return text
  }

  /// An integer with thousands separators: `1,503`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var text = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }
}
