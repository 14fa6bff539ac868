/// Why a ``PickerLayout`` could not be built: the field and the value that were wrong.
///
/// Two errors are equal when they name the same field and the same value; a NaN value
/// equals a NaN value here, so `#expect(throws:)` comparisons work for NaN input too.
public enum PickerLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number that must be finite was NaN or infinite.
  case notFinite(field: PickerLayoutField, value: Double)
  /// A length that must be zero or more was negative.
  case negative(field: PickerLayoutField, value: Double)
  /// `itemCount` was negative.
  case negativeItemCount(Int)
  /// `itemCount` was above ``PickerLayout/maximumItemCount``: past it, neighbouring rows
  /// would share an anchor offset at double precision.
  ///
  /// A wrapping strip throws it for fewer rows: it repeats them in at least three laps,
  /// and its cells (`itemCount * laps`) must stay within the maximum, so it takes at most
  /// a third as many rows. Rows of one width take fewer still: with no insets, the
  /// alignment shifts every anchor, a second rounding, so the pitch must exceed two units
  /// in the last place of the strip's largest offset; with three laps, that allows from
  /// half to all of a third of the maximum, depending on the pitch (1,000,799,917,193,443
  /// rows of 0.5, 0.25 apart, centred in 1 point). Rows of their own widths that close
  /// throw ``indistinguishableRows(row:)`` instead.
  case itemCountTooLarge(Int)
  /// An item width was not a finite number above zero (`row` is nil for the uniform
  /// `itemWidth`, the index into `itemWidths` otherwise).
  case invalidItemWidth(row: Int?, value: Double)
  /// The row's anchor offset rounds to its neighbour's at double precision: the widths
  /// are too small for the content's length to tell the two rows apart. In a wrapping
  /// strip, any of the row's cells, in any lap: its anchor lies within three units in the
  /// last place of the strip's largest offsets of the cell's before it along the strip
  /// (across a seam, the previous lap's last cell), where rounding may tie them or put
  /// them out of order.
  case indistinguishableRows(row: Int)
  /// The content's width is not a finite number of points.
  case contentTooWide
  /// A wrapping strip (its laps capped at ``PickerLayout/maximumWrapCellCount`` cells, or
  /// a viewport wider than ``PickerLayout/wrapReach``) too short for every row of its home
  /// lap to reach the anchor: the viewport's width.
  case viewportTooWideToWrap(viewportWidth: Double)

  /// Whether two errors name the same field and the same value, NaN equal to NaN.
  ///
  /// - Parameters:
  ///   - lhs: An error to compare.
  ///   - rhs: Another error to compare.
  public static func == (lhs: PickerLayoutError, rhs: PickerLayoutError) -> Bool {
    switch (lhs, rhs) {
    case (.notFinite(let a, let x), .notFinite(let b, let y)): a == b && sameNumber(x, y)
    case (.negative(let a, let x), .negative(let b, let y)): a == b && sameNumber(x, y)
    case (.negativeItemCount(let a), .negativeItemCount(let b)): a == b
    case (.itemCountTooLarge(let a), .itemCountTooLarge(let b)): a == b
    case (.invalidItemWidth(let a, let x), .invalidItemWidth(let b, let y)):
      a == b && sameNumber(x, y)
    case (.indistinguishableRows(let a), .indistinguishableRows(let b)): a == b
    case (.contentTooWide, .contentTooWide): true
    case (.viewportTooWideToWrap(let x), .viewportTooWideToWrap(let y)): sameNumber(x, y)
    default: false
    }
  }

  /// Hashes the case, its field and its value as equality compares them (every NaN alike,
  /// and 0 and -0.0 alike).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .notFinite(let field, let value):
      hasher.combine(0)
      hasher.combine(field)
      hashNumber(value, &hasher)
    case .negative(let field, let value):
      hasher.combine(1)
      hasher.combine(field)
      hashNumber(value, &hasher)
    case .negativeItemCount(let count):
      hasher.combine(2)
      hasher.combine(count)
    case .itemCountTooLarge(let count):
      hasher.combine(3)
      hasher.combine(count)
    case .invalidItemWidth(let row, let value):
      hasher.combine(4)
      hasher.combine(row)
      hashNumber(value, &hasher)
    case .indistinguishableRows(let row):
      hasher.combine(5)
      hasher.combine(row)
    case .contentTooWide: hasher.combine(6)
    case .viewportTooWideToWrap(let width):
      hasher.combine(7)
      hashNumber(width, &hasher)
    }
  }

  /// A sentence naming the field and the value, for logs.
  public var description: String {
    switch self {
    case .notFinite(let field, let value): "\(field) must be finite, got \(value)"
    case .negative(let field, let value): "\(field) must not be negative, got \(value)"
    case .negativeItemCount(let count): "itemCount must not be negative, got \(count)"
    case .itemCountTooLarge(let count) where count <= PickerLayout.maximumItemCount:
      // Only a wrapping strip refuses a count within the maximum.
      "itemCount must be low enough for a wrapping strip's cells, in at least 3 laps, to "
        + "rest at distinct offsets (at most \(PickerLayout.maximumItemCount) cells), "
        + "got \(count)"
    case .itemCountTooLarge(let count):
      "itemCount must be at most \(PickerLayout.maximumItemCount), got \(count)"
    case .invalidItemWidth(let row?, let value):
      "itemWidths[\(row)] must be finite and > 0, got \(value)"
    case .invalidItemWidth(nil, let value): "itemWidth must be finite and > 0, got \(value)"
    case .indistinguishableRows(let row):
      "row \(row) rests at the same offset as its neighbour at double precision"
    case .contentTooWide: "the content width is not finite"
    case .viewportTooWideToWrap(let width):
      "a wrapping strip is too short to bring every row to the anchor of a viewport "
        + "\(width) wide"
    }
  }
}

/// The input of a ``PickerLayout`` initializer that a ``PickerLayoutError`` names.
public enum PickerLayoutField: String, Hashable, Sendable, CustomStringConvertible {
  /// `viewportWidth`, in both initializers.
  case viewportWidth
  /// `itemWidth`, the uniform initializer's width of every row.
  case itemWidth
  /// `itemWidths`, the variable initializer's widths.
  case itemWidths
  /// `spacing`, the gap between rows.
  case spacing
  /// The `padding` of a ``PickerAlignment/leading(padding:)`` or
  /// ``PickerAlignment/trailing(padding:)`` alignment.
  case padding

  /// The field's name as the initializers spell it.
  public var description: String { rawValue }
}

/// Equality on numbers where NaN equals NaN, for error values that carry the bad input.
private func sameNumber(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }

private func hashNumber(_ x: Double, _ hasher: inout Hasher) {
  hasher.combine(x.isNaN ? Double.nan.bitPattern : (x == 0 ? 0 : x.bitPattern))
}
