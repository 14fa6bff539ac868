import PickerState
import Testing

@testable import PickerCheck

/// Where the live-data oracle expects a change of rows to hold the picture on a strip that
/// does not wrap: worked out from its own anchors (``NaiveLayout``), here checked against
/// widths and spacings summed by hand.
@Suite struct OracleHeldPictureTests {
  /// Rows of 40, 80 and 120 points in turn, 10 apart, centred in 375 points.
  static func strip(_ count: Int) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidths: (0..<count).map { [40.0, 80, 120][$0 % 3] }, spacing: 10)
  }

  /// A picker dragged 7 points past row `row`'s anchor.
  static func dragging(on layout: PickerLayout, at row: Int) -> PickerState {
    var picker = PickerState(layout: layout, selectedRow: row)
    _ = picker.update(.willBeginDragging)
    _ = picker.update(.didScroll(offset: layout.offset(ofRow: row) + 7))
    return picker
  }

  @Test func aPrependUnderAFingerHoldsThePictureByTheWidthThatArrived() throws {
    let before = Self.dragging(on: try Self.strip(20), at: 5)
    let changes = try PickerRowChanges(inserted: [0, 1, 2])
    let model = try #require(NaiveRowChanges(changes, itemCount: 20, newItemCount: 23))
    let following = EventOracle(showing: before).following(
      model, from: before, lapsBefore: nil, to: try Self.strip(23))
    // Rows of 40, 80 and 120 arrived before row 5, with a gap of 10 after each; the first
    // row is 40 wide before and after, so the content's leading inset is the same.
    #expect(following.reference?.old == 5)
    #expect(following.reference?.new == 8)
    #expect(following.heldOffset == before.offset + 40 + 80 + 120 + 3 * 10)
    // The naive model's anchors, with their rounding.
    #expect(following.anchorRounding > 0)
  }

  @Test func pastTheNaiveModelsReachTheLayoutsOwnAnchorsAreRead() throws {
    let rows = EventOracle.naiveAnchorRowLimit + 1
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: rows)
    let grown = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: rows + 3)
    let before = Self.dragging(on: layout, at: 500)
    let changes = try PickerRowChanges(inserted: [0, 1, 2])
    let model = try #require(NaiveRowChanges(changes, itemCount: rows, newItemCount: rows + 3))
    let following = EventOracle(showing: before).following(
      model, from: before, lapsBefore: nil, to: grown)
    #expect(following.heldOffset == before.offset + 3 * 64)
    #expect(following.anchorRounding == 0)
  }

  // Found by the layout fuzzer (Fuzz/FailCases/layout-live-data-from-huge-wrapping-rows-
  // within-their-laps-rounding): a strip whose rows are 1e300 wide stops wrapping under a
  // finger as rows arrive. The laps put the old reference cell 4.8e285 from where the
  // layout does, a rounding of numbers near 1e301, and the oracle held the picture to the
  // new layout's rounding alone.
  @Test func aWrappingStripOfHugeRowsHoldsThePictureWithinItsLapsRounding() throws {
    let huge = try PickerLayout(
      viewportWidth: 1e300, itemWidth: 1e300, itemCount: 12, spacing: 34,
      alignment: .leading(padding: 1216), direction: .rightToLeft, wrapsAround: true)
    let scenario = Scenario(
      layout: huge, options: PickerOptions(), selectedRow: 2,
      events: [
        .willBeginDragging,
        .didScroll(offset: -16),
        .rowsChanged(
          try PickerRowChanges(inserted: [0, 1, 2]),
          layout: try PickerLayout(
            viewportWidth: 375, itemWidth: 64, itemCount: 15, spacing: 8)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
  }
}
