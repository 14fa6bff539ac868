import PickerState
import Testing

/// Every `PickerLayoutError`: thrown with the field and the value, never a trap.
@Suite struct LayoutErrorTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  // MARK: - Lengths

  @Test(arguments: nonFinite)
  func aNonFiniteViewportWidthIsNamedWithItsValue(value: Double) {
    #expect(throws: PickerLayoutError.notFinite(field: .viewportWidth, value: value)) {
      try PickerLayout(viewportWidth: value, itemWidth: 50, itemCount: 3)
    }
    #expect(throws: PickerLayoutError.notFinite(field: .viewportWidth, value: value)) {
      try PickerLayout(viewportWidth: value, itemWidths: [50, 60])
    }
  }

  @Test func aNegativeViewportWidthIsNamedWithItsValue() {
    #expect(throws: PickerLayoutError.negative(field: .viewportWidth, value: -1)) {
      try PickerLayout(viewportWidth: -1, itemWidth: 50, itemCount: 3)
    }
    #expect(throws: PickerLayoutError.negative(field: .viewportWidth, value: -0.5)) {
      try PickerLayout(viewportWidth: -0.5, itemWidths: [])
    }
  }

  @Test(arguments: nonFinite)
  func aNonFiniteSpacingIsNamedWithItsValue(value: Double) {
    #expect(throws: PickerLayoutError.notFinite(field: .spacing, value: value)) {
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 3, spacing: value)
    }
    #expect(throws: PickerLayoutError.notFinite(field: .spacing, value: value)) {
      try PickerLayout(viewportWidth: 300, itemWidths: [50], spacing: value)
    }
  }

  @Test func aNegativeSpacingIsNamedWithItsValue() {
    #expect(throws: PickerLayoutError.negative(field: .spacing, value: -10)) {
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 3, spacing: -10)
    }
    #expect(throws: PickerLayoutError.negative(field: .spacing, value: -.leastNonzeroMagnitude)) {
      try PickerLayout(viewportWidth: 300, itemWidths: [50], spacing: -.leastNonzeroMagnitude)
    }
  }

  @Test(arguments: allDirections)
  func aBadPaddingIsNamedWithItsValueForEitherAlignment(direction: PickerLayoutDirection) {
    let bad: [(Double, PickerLayoutError)] = [
      (.nan, .notFinite(field: .padding, value: .nan)),
      (.infinity, .notFinite(field: .padding, value: .infinity)),
      (-.infinity, .notFinite(field: .padding, value: -.infinity)),
      (-3, .negative(field: .padding, value: -3)),
    ]
    for (padding, error) in bad {
      for alignment in [PickerAlignment.leading(padding: padding), .trailing(padding: padding)] {
        #expect(throws: error) {
          try PickerLayout(
            viewportWidth: 300, itemWidth: 50, itemCount: 3, alignment: alignment,
            direction: direction)
        }
        #expect(throws: error) {
          try PickerLayout(
            viewportWidth: 300, itemWidths: [50], alignment: alignment, direction: direction)
        }
      }
    }
  }

  @Test func theViewportWidthIsNamedBeforeTheSpacing() {
    #expect(throws: PickerLayoutError.notFinite(field: .viewportWidth, value: .nan)) {
      try PickerLayout(viewportWidth: .nan, itemWidth: 50, itemCount: 3, spacing: -1)
    }
  }

  @Test(arguments: allDirections)
  func fieldsAreNamedInParameterOrder(direction: PickerLayoutDirection) {
    #expect(throws: PickerLayoutError.invalidItemWidth(row: nil, value: 0)) {
      try PickerLayout(
        viewportWidth: 300, itemWidth: 0, itemCount: 3, spacing: -1, direction: direction)
    }
    #expect(throws: PickerLayoutError.negativeItemCount(-2)) {
      try PickerLayout(
        viewportWidth: 300, itemWidth: 10, itemCount: -2, spacing: -1, direction: direction)
    }
    // The lowest bad row, in both directions, before the spacing.
    #expect(throws: PickerLayoutError.invalidItemWidth(row: 0, value: 0)) {
      try PickerLayout(
        viewportWidth: 300, itemWidths: [0, -1], spacing: .nan, direction: direction)
    }
  }

  @Test(arguments: [0, 1])
  func aHugePitchIsValidWithFewerThanTwoRows(count: Int) throws {
    // No pitch is ever travelled: the range is 0...0 and the content the viewport.
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidth: 1e308, itemCount: count, spacing: 1e308)
    #expect(layout.offsetRange == 0...0)
    #expect(layout.contentWidth == 300)
    #expect(throws: PickerLayoutError.contentTooWide) {
      try PickerLayout(viewportWidth: 300, itemWidth: 1e308, itemCount: 2, spacing: 1e308)
    }
  }

  @Test func zeroLengthsAreAccepted() throws {
    let layout = try PickerLayout(
      viewportWidth: 0, itemWidth: 50, itemCount: 3, spacing: 0,
      alignment: .leading(padding: 0))
    #expect(layout.offsetRange == 0...100)
  }

  // MARK: - Item widths and counts

  @Test func aBadUniformItemWidthIsNamedWithoutARow() {
    for width in [0, -0.0, -5, .nan, .infinity, -.infinity] {
      #expect(throws: PickerLayoutError.invalidItemWidth(row: nil, value: width)) {
        try PickerLayout(viewportWidth: 300, itemWidth: width, itemCount: 3)
      }
    }
  }

  @Test func aBadUniformItemWidthIsNamedEvenWithNoRows() {
    #expect(throws: PickerLayoutError.invalidItemWidth(row: nil, value: 0)) {
      try PickerLayout(viewportWidth: 300, itemWidth: 0, itemCount: 0)
    }
  }

  @Test(arguments: allDirections)
  func aBadItemWidthIsNamedWithItsRow(direction: PickerLayoutDirection) {
    let bad: [([Double], PickerLayoutError)] = [
      ([0], .invalidItemWidth(row: 0, value: 0)),
      ([10, 0, 10], .invalidItemWidth(row: 1, value: 0)),
      ([10, -3], .invalidItemWidth(row: 1, value: -3)),
      ([.nan, 10], .invalidItemWidth(row: 0, value: .nan)),
      ([10, 10, .infinity], .invalidItemWidth(row: 2, value: .infinity)),
      ([10, -.infinity, 10, 10], .invalidItemWidth(row: 1, value: -.infinity)),
    ]
    for (widths, error) in bad {
      #expect(throws: error, "\(widths)") {
        try PickerLayout(viewportWidth: 300, itemWidths: widths, direction: direction)
      }
    }
  }

  @Test func aNegativeCountIsNamedWithItsValue() {
    for count in [-1, Int.min] {
      #expect(throws: PickerLayoutError.negativeItemCount(count)) {
        try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: count)
      }
    }
  }

  @Test func aCountAboveTheMaximumIsNamedWithItsValue() throws {
    let maximum = PickerLayout.maximumItemCount
    #expect(maximum == 1 << 52)
    for count in [maximum + 1, Int.max] {
      #expect(throws: PickerLayoutError.itemCountTooLarge(count)) {
        try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: count)
      }
    }
    let largest = try PickerLayout(viewportWidth: 300, itemWidth: 1, itemCount: maximum)
    #expect(largest.offsetRange == 0...Double(maximum - 1))
  }

  @Test func aWrappingStripCountsItsCellsAgainstTheMaximum() throws {
    // A third of the maximum, and one row more: three laps would make 2^52 + 2 cells.
    let count = PickerLayout.maximumItemCount / 3 + 1
    let unwrapped = try PickerLayout(viewportWidth: 300, itemWidth: 4, itemCount: count)
    #expect(unwrapped.cellCount == count)
    #expect(throws: PickerLayoutError.itemCountTooLarge(count)) {
      try PickerLayout(viewportWidth: 300, itemWidth: 4, itemCount: count, wrapsAround: true)
    }
    // A count within the maximum is only refused by a wrapping strip, which says so.
    #expect(
      PickerLayoutError.itemCountTooLarge(count).description
        == "itemCount must be low enough for a wrapping strip's cells, in at least 3 laps, "
        + "to rest at distinct offsets (at most 4503599627370496 cells), got 1501199875790166")
  }

  @Test func rowsTooSmallToTellApartAreNamed() {
    // Centred on a row 1e300 wide, the next two rows' centres both round to 5e299.
    #expect(throws: PickerLayoutError.indistinguishableRows(row: 2)) {
      try PickerLayout(viewportWidth: 300, itemWidths: [1e300, 1e-300, 1e-300])
    }
    // Right to left the huge row comes first along the strip, so row 0 is the one lost.
    #expect(throws: PickerLayoutError.indistinguishableRows(row: 0)) {
      try PickerLayout(
        viewportWidth: 300, itemWidths: [1e-300, 1e-300, 1e300], direction: .rightToLeft)
    }
    // Leading edges 1e300 and 1e300 + 1e-300 are the same Double.
    #expect(throws: PickerLayoutError.indistinguishableRows(row: 2)) {
      try PickerLayout(
        viewportWidth: 300, itemWidths: [1e300, 1e-300, 1e-300],
        alignment: .leading(padding: 0))
    }
    // The same at everyday sizes: 1 + 1e-20 == 1.
    #expect(throws: PickerLayoutError.indistinguishableRows(row: 2)) {
      try PickerLayout(viewportWidth: 300, itemWidths: [1, 1e-20, 1e-20])
    }
  }

  @Test(arguments: zip(allDirections, [0, 1]))
  func wrappingCellsTooCloseToTellApartInAnyLapAreNamed(
    direction: PickerLayoutDirection, row: Int
  ) throws {
    // A row 5e-324 wide and gaps of 1e-300 put the anchors on either side of each seam
    // 1e-300 apart: one lap is valid, but offsets of 65,000 points cannot tell them apart.
    // Right to left, the last lap's seam rounded apart where a middle lap's tied: cells
    // 39,719 and 39,720 rested at 65,441.600000000006.
    let widths = [3.3, .leastNonzeroMagnitude]
    let alignment = PickerAlignment.leading(padding: 0.3)
    _ = try PickerLayout(
      viewportWidth: 100, itemWidths: widths, spacing: 1e-300, alignment: alignment,
      direction: direction)
    #expect(throws: PickerLayoutError.indistinguishableRows(row: row)) {
      try PickerLayout(
        viewportWidth: 100, itemWidths: widths, spacing: 1e-300, alignment: alignment,
        direction: direction, wrapsAround: true)
    }
  }

  @Test func rowsOfOneWidthTooManyToTellApartInEveryLapAreTooMany() throws {
    // Three laps of these rows make 2^52 - 1 cells, within maximumItemCount. But the
    // centre shifts every anchor of a strip without insets by -0.25, a second rounding:
    // above 2^51 anchors 0.75 apart round to steps of 0.5, then again, and the last two
    // cells rested at 3,377,699,720,527,870.
    #expect(throws: PickerLayoutError.itemCountTooLarge(1_501_199_875_790_165)) {
      try PickerLayout(
        viewportWidth: 1, itemWidth: 0.5, itemCount: 1_501_199_875_790_165, spacing: 0.25,
        wrapsAround: true)
    }
    // The most rows whose offsets, shift included, stay below 2^51, where doubles step by
    // 0.25: the anchors stay 0.75 apart.
    let most = try PickerLayout(
      viewportWidth: 1, itemWidth: 0.5, itemCount: 1_000_799_917_193_443, spacing: 0.25,
      wrapsAround: true)
    let last = most.cellCount - 1
    #expect(
      [last - 2, last - 1, last].map(most.offset(ofCell:)) == [
        2_251_799_813_685_244.25, 2_251_799_813_685_245, 2_251_799_813_685_245.75,
      ])
    #expect(throws: PickerLayoutError.itemCountTooLarge(1_000_799_917_193_444)) {
      try PickerLayout(
        viewportWidth: 1, itemWidth: 0.5, itemCount: 1_000_799_917_193_444, spacing: 0.25,
        wrapsAround: true)
    }
  }

  @Test(arguments: allDirections)
  func contentWiderThanADoubleIsNamed(direction: PickerLayoutDirection) {
    #expect(throws: PickerLayoutError.contentTooWide) {
      try PickerLayout(
        viewportWidth: 300, itemWidth: 1e308, itemCount: 3, direction: direction)
    }
    #expect(throws: PickerLayoutError.contentTooWide) {
      try PickerLayout(
        viewportWidth: 300, itemWidths: [1e308, 1e308, 1e308], direction: direction)
    }
    // Two rows fit, but not with a viewport of 1.7e308 beside them.
    #expect(throws: PickerLayoutError.contentTooWide) {
      try PickerLayout(
        viewportWidth: 1.7e308, itemWidth: 1e308, itemCount: 2, direction: direction)
    }
    // A padding and a row that leave an inset of -3.4e308.
    #expect(throws: PickerLayoutError.contentTooWide) {
      try PickerLayout(
        viewportWidth: 0, itemWidth: 1.7e308, itemCount: 1,
        alignment: .trailing(padding: 1.7e308), direction: direction)
    }
  }

  // MARK: - The error as a value

  @Test func errorsCarryingNaNEqualEachOtherAndHashAlike() {
    let errors: [PickerLayoutError] = [
      .notFinite(field: .spacing, value: .nan),
      .negative(field: .padding, value: .nan),
      .invalidItemWidth(row: 3, value: .nan),
      .invalidItemWidth(row: nil, value: -.nan),
    ]
    for error in errors {
      let copy = error
      #expect(error == copy)
      #expect(error.hashValue == copy.hashValue)
    }
    #expect(Set(errors + errors).count == errors.count)
    #expect(errors[2] != errors[3])
  }

  @Test func errorsDifferByFieldValueAndRow() {
    let error = PickerLayoutError.notFinite(field: .spacing, value: .nan)
    #expect(error != .notFinite(field: .viewportWidth, value: .nan))
    #expect(error != .notFinite(field: .spacing, value: .infinity))
    #expect(error != .negative(field: .spacing, value: .nan))
    #expect(
      PickerLayoutError.invalidItemWidth(row: 1, value: 0) != .invalidItemWidth(row: 2, value: 0))
    #expect(
      PickerLayoutError.invalidItemWidth(row: 1, value: 0)
        != .invalidItemWidth(row: nil, value: 0))
    #expect(PickerLayoutError.negativeItemCount(-1) != .negativeItemCount(-2))
    #expect(PickerLayoutError.itemCountTooLarge(-1) != .negativeItemCount(-1))
  }

  @Test func zeroAndNegativeZeroAreTheSameValue() {
    let positive = PickerLayoutError.invalidItemWidth(row: nil, value: 0)
    let negative = PickerLayoutError.invalidItemWidth(row: nil, value: -0.0)
    #expect(positive == negative)
    #expect(positive.hashValue == negative.hashValue)
  }

  @Test func descriptionsNameTheFieldAndTheValue() {
    let descriptions: [(PickerLayoutError, String)] = [
      (.notFinite(field: .viewportWidth, value: .nan), "viewportWidth must be finite, got nan"),
      (.notFinite(field: .padding, value: -.infinity), "padding must be finite, got -inf"),
      (.negative(field: .spacing, value: -1), "spacing must not be negative, got -1.0"),
      (.negativeItemCount(-4), "itemCount must not be negative, got -4"),
      (
        .itemCountTooLarge(Int.max),
        "itemCount must be at most 4503599627370496, got 9223372036854775807"
      ),
      (.invalidItemWidth(row: nil, value: 0), "itemWidth must be finite and > 0, got 0.0"),
      (.invalidItemWidth(row: 2, value: -3), "itemWidths[2] must be finite and > 0, got -3.0"),
      (
        .indistinguishableRows(row: 7),
        "row 7 rests at the same offset as its neighbour at double precision"
      ),
      (.contentTooWide, "the content width is not finite"),
    ]
    for (error, description) in descriptions {
      #expect(error.description == description)
      #expect("\(error)" == description)
    }
  }
}
