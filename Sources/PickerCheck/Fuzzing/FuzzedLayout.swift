import PickerState

/// The arguments of one `PickerLayout` initializer, read raw from a fuzzer's bytes, with
/// the error its doc comment promises for them.
struct FuzzedLayout: CustomStringConvertible {
  /// The rows: one width and a count, or a width per row.
  enum Rows {
    case uniform(width: Double, count: Int)
    case variable([Double])
  }

  var viewportWidth: Double
  var rows: Rows
  var spacing: Double
  var alignment: PickerAlignment
  var direction: PickerLayoutDirection
  var wrapsAround: Bool
  /// Whether the strip ends at its outer rows (P1): never read from the bytes, so that every
  /// kept input reads as before; the fuzzer builds each layout it reads contained as well.
  var containment = PickerContainment.anchored

  /// The longest `itemWidths` a fuzzer builds: long enough to gallop and bisect far, short
  /// enough to build thousands of times a second.
  static let longestWidths = 1 << 14

  /// Reads the arguments: NaN, infinities, subnormals, -0.0 and huge values are as likely
  /// as everyday ones, any `Int` is a count, and `itemWidths` holds up to
  /// ``longestWidths`` rows, its few read widths repeated in turn to fill it.
  ///
  /// The last byte holds the direction (bit 0: right to left) and whether the strip wraps
  /// (bit 1), so that an input written before strips wrapped, whose byte there is 0 or 1,
  /// reads as the same layout, and every byte after it as the same query or event.
  init(_ bytes: inout FuzzBytes) {
    viewportWidth = bytes.double()
    if bytes.bool() {
      let selector = bytes.byte()
      let count = selector < 0xC0 ? Int(selector % 33) : Self.longCount(&bytes)
      let distinct = (0..<(1 + Int(bytes.byte() % 8))).map { _ in bytes.double() }
      rows = .variable((0..<count).map { distinct[$0 % distinct.count] })
    } else {
      rows = .uniform(width: bytes.double(), count: bytes.int())
    }
    spacing = bytes.double()
    switch bytes.byte() % 3 {
    case 0: alignment = .center
    case 1: alignment = .leading(padding: bytes.double())
    default: alignment = .trailing(padding: bytes.double())
    }
    let flags = bytes.byte()
    direction = flags & 1 == 1 ? .rightToLeft : .leftToRight
    wrapsAround = flags & 2 == 2
  }

  private static func longCount(_ bytes: inout FuzzBytes) -> Int {
    (Int(bytes.byte()) << 8 | Int(bytes.byte())) % (longestWidths + 1)
  }

  /// The number of rows asked for.
  var itemCount: Int {
    switch rows {
    case .uniform(_, let count): count
    case .variable(let widths): widths.count
    }
  }

  /// The width asked for `row`, which is in `0..<itemCount`.
  func width(ofRow row: Int) -> Double {
    switch rows {
    case .uniform(let width, _): width
    case .variable(let widths): widths[row]
    }
  }

  /// Calls the initializer.
  func build() -> Result<PickerLayout, PickerLayoutError> {
    Result { () throws(PickerLayoutError) in
      switch rows {
      case .uniform(let width, let count):
        try PickerLayout(
          viewportWidth: viewportWidth, itemWidth: width, itemCount: count, spacing: spacing,
          alignment: alignment, direction: direction, wrapsAround: wrapsAround,
          containment: containment)
      case .variable(let widths):
        try PickerLayout(
          viewportWidth: viewportWidth, itemWidths: widths, spacing: spacing,
          alignment: alignment, direction: direction, wrapsAround: wrapsAround,
          containment: containment)
      }
    }
  }

  /// The same arguments in the other direction: the mirror image of the strip.
  var mirrored: FuzzedLayout {
    var mirror = self
    mirror.direction = direction == .leftToRight ? .rightToLeft : .leftToRight
    return mirror
  }

  /// The laps these arguments make when the strip wraps, worked out from the definitions;
  /// only for arguments whose every field is good (``expectedFieldError`` is nil).
  var lapModel: NaiveWrap {
    switch rows {
    case .uniform(let width, let count):
      NaiveWrap(
        viewportWidth: viewportWidth, itemWidth: width, itemCount: count, spacing: spacing,
        alignment: alignment, direction: direction)
    case .variable(let widths):
      NaiveWrap(
        viewportWidth: viewportWidth, itemWidths: widths, spacing: spacing,
        alignment: alignment, direction: direction)
    }
  }

  /// The error the initializers' doc comments promise for a bad field: the first, in
  /// parameter order, that is non-finite, negative or out of range (the lowest bad row of
  /// `itemWidths`); nil when every field is good on its own. Written from the doc comments,
  /// independently of the initializers.
  var expectedFieldError: PickerLayoutError? {
    if let error = Self.lengthError(viewportWidth, .viewportWidth) { return error }
    switch rows {
    case .uniform(let width, let count):
      if !(width.isFinite && width > 0) { return .invalidItemWidth(row: nil, value: width) }
      if count < 0 { return .negativeItemCount(count) }
      if count > PickerLayout.maximumItemCount { return .itemCountTooLarge(count) }
    case .variable(let widths):
      if let row = widths.firstIndex(where: { !($0.isFinite && $0 > 0) }) {
        return .invalidItemWidth(row: row, value: widths[row])
      }
    }
    if let error = Self.lengthError(spacing, .spacing) { return error }
    switch alignment {
    case .center: return nil
    case .leading(let padding), .trailing(let padding): return Self.lengthError(padding, .padding)
    }
  }

  private static func lengthError(_ value: Double, _ field: PickerLayoutField)
    -> PickerLayoutError?
  {
    if !value.isFinite { return .notFinite(field: field, value: value) }
    return value < 0 ? .negative(field: field, value: value) : nil
  }

  /// The initializer call, with a long `itemWidths` cut to its first rows.
  var description: String {
    let rowsPart: String
    switch rows {
    case .uniform(let width, let count): rowsPart = "itemWidth: \(width), itemCount: \(count)"
    case .variable(let widths):
      let shown = widths.prefix(8).map { "\($0)" }.joined(separator: ", ")
      rowsPart = "itemWidths: [\(shown)\(widths.count > 8 ? ", ... (\(widths.count) rows)" : "")]"
    }
    return "PickerLayout(viewportWidth: \(viewportWidth), \(rowsPart), spacing: \(spacing), "
      + "alignment: \(alignment), direction: \(direction), wrapsAround: \(wrapsAround)"
      + (containment == .contained ? ", containment: .contained)" : ")")
  }
}
