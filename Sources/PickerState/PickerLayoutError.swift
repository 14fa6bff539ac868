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
  case itemCountTooLarge(Int)
  /// An item width was not a finite number above zero (`row` is nil for the uniform
  /// `itemWidth`, the index into `itemWidths` otherwise).
  case invalidItemWidth(row: Int?, value: Double)
  /// The row's anchor offset rounds to its neighbour's at double precision: the widths
  /// are too small for the content's length to tell the two rows apart.
  case indistinguishableRows(row: Int)
  /// The content's width is not a finite number of points.
  case contentTooWide

  public static func == (lhs: PickerLayoutError, rhs: PickerLayoutError) -> Bool {
    switch (lhs, rhs) {
    case let (.notFinite(a, x), .notFinite(b, y)): a == b && sameNumber(x, y)
    case let (.negative(a, x), .negative(b, y)): a == b && sameNumber(x, y)
    case let (.negativeItemCount(a), .negativeItemCount(b)): a == b
    case let (.itemCountTooLarge(a), .itemCountTooLarge(b)): a == b
    case let (.invalidItemWidth(a, x), .invalidItemWidth(b, y)): a == b && sameNumber(x, y)
    case let (.indistinguishableRows(a), .indistinguishableRows(b)): a == b
    case (.contentTooWide, .contentTooWide): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .notFinite(field, value): hasher.combine(0); hasher.combine(field); hashNumber(value, &hasher)
    case let .negative(field, value): hasher.combine(1); hasher.combine(field); hashNumber(value, &hasher)
    case let .negativeItemCount(count): hasher.combine(2); hasher.combine(count)
    case let .itemCountTooLarge(count): hasher.combine(3); hasher.combine(count)
    case let .invalidItemWidth(row, value): hasher.combine(4); hasher.combine(row); hashNumber(value, &hasher)
    case let .indistinguishableRows(row): hasher.combine(5); hasher.combine(row)
    case .contentTooWide: hasher.combine(6)
    }
  }

  /// A sentence naming the field and the value, for logs.
  public var description: String {
    switch self {
    case let .notFinite(field, value): "\(field) must be finite, got \(value)"
    case let .negative(field, value): "\(field) must not be negative, got \(value)"
    case let .negativeItemCount(count): "itemCount must not be negative, got \(count)"
    case let .itemCountTooLarge(count):
      "itemCount must be at most \(PickerLayout.maximumItemCount), got \(count)"
    case let .invalidItemWidth(row?, value): "itemWidths[\(row)] must be finite and > 0, got \(value)"
    case let .invalidItemWidth(nil, value): "itemWidth must be finite and > 0, got \(value)"
    case let .indistinguishableRows(row):
      "row \(row) rests at the same offset as its neighbour at double precision"
    case .contentTooWide: "the content width is not finite"
    }
  }
}

/// The input of a ``PickerLayout`` initializer that a ``PickerLayoutError`` names.
public enum PickerLayoutField: String, Hashable, Sendable, CustomStringConvertible {
  case viewportWidth, itemWidth, itemWidths, spacing, padding
  public var description: String { rawValue }
}

/// Equality on numbers where NaN equals NaN, for error values that carry the bad input.
private func sameNumber(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }

private func hashNumber(_ x: Double, _ hasher: inout Hasher) {
  hasher.combine(x.isNaN ? Double.nan.bitPattern : (x == 0 ? 0 : x.bitPattern))
}
