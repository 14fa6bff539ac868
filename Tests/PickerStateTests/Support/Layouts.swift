import PickerState

// MARK: - Parameters

/// Every kind of alignment, with and without a padding, for `@Test(arguments:)`.
let allAlignments: [PickerAlignment] = [
  .center, .leading(padding: 0), .leading(padding: 20), .trailing(padding: 0),
  .trailing(padding: 20),
]

/// Both directions, for `@Test(arguments:)`.
let allDirections: [PickerLayoutDirection] = [.leftToRight, .rightToLeft]

// MARK: - Fixtures

/// Five rows 60 wide, 10 apart, in a 300-point viewport: anchors 70 apart, offsets 0...280.
func fiveRows(
  _ alignment: PickerAlignment = .center, _ direction: PickerLayoutDirection = .leftToRight
) throws -> PickerLayout {
  try PickerLayout(
    viewportWidth: 300, itemWidth: 60, itemCount: 5, spacing: 10, alignment: alignment,
    direction: direction)
}

/// Ten rows 50 wide, without spacing, in a 300-point viewport: for every alignment row `r`
/// rests at `50 * r` left to right and at `50 * (9 - r)` right to left.
func tenRows(
  _ alignment: PickerAlignment = .center, _ direction: PickerLayoutDirection = .leftToRight
) throws -> PickerLayout {
  try PickerLayout(
    viewportWidth: 300, itemWidth: 50, itemCount: 10, alignment: alignment,
    direction: direction)
}

/// The widths of ``fourVariableRows(_:_:)``, in row order.
let fourVariableWidths: [Double] = [40, 80, 20, 60]

/// Four rows of widths 40, 80, 20 and 60, 10 apart, in a 200-point viewport.
func fourVariableRows(
  _ alignment: PickerAlignment = .center, _ direction: PickerLayoutDirection = .leftToRight
) throws -> PickerLayout {
  try PickerLayout(
    viewportWidth: 200, itemWidths: fourVariableWidths, spacing: 10, alignment: alignment,
    direction: direction)
}

/// Deterministic, irregular whole-number widths from 4 to 90 points, in row order.
func irregularWidths(count: Int) -> [Double] {
  (0..<count).map { (row: Int) -> Double in
    let scrambled: Int = (row * 37 + row / 3 * 11) % 87
    return Double(4 + scrambled)
  }
}

/// `count` rows of ``irregularWidths(count:)``, 3 apart, in a 320-point viewport: every
/// position and anchor is exact in `Double`.
func irregularRows(
  count: Int, _ alignment: PickerAlignment = .center,
  _ direction: PickerLayoutDirection = .leftToRight
) throws -> PickerLayout {
  try PickerLayout(
    viewportWidth: 320, itemWidths: irregularWidths(count: count), spacing: 3,
    alignment: alignment, direction: direction)
}

/// A variety of layouts for sweeps against the naive computations: uniform and variable,
/// with and without spacing, rows wider than the viewport, one row and no rows.
func sweepLayouts(
  _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
) throws -> [PickerLayout] {
  [
    try fiveRows(alignment, direction),
    try tenRows(alignment, direction),
    try fourVariableRows(alignment, direction),
    try irregularRows(count: 40, alignment, direction),
    try PickerLayout(
      viewportWidth: 100, itemWidth: 300, itemCount: 4, spacing: 7, alignment: alignment,
      direction: direction),
    try PickerLayout(
      viewportWidth: 120, itemWidths: [250, 5, 1, 90, 2], alignment: alignment,
      direction: direction),
    try PickerLayout(
      viewportWidth: 300, itemWidth: 44, itemCount: 1, alignment: alignment,
      direction: direction),
    try PickerLayout(
      viewportWidth: 300, itemWidths: [], spacing: 8, alignment: alignment,
      direction: direction),
  ]
}
