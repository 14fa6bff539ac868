import PickerState
import Testing

@testable import PickerCheck

/// The release cell from which the oracle counts a glide's paging limit, followed through a
/// change of rows by the oracle's own models (L3's last sentence, L2's hand-on, L4's laps),
/// never read from the picker.
@Suite struct OracleReleaseTests {
  /// `count` rows of 64 points, right to left, in 375 points: row 0 rests at the far end.
  static func strip(_ count: Int, wraps: Bool = false) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: count, direction: .rightToLeft,
      wrapsAround: wraps)
  }

  /// Paging one row at a time.
  static let paging = PickerOptions(snapping: .paging(maxItems: 1))

  /// Row 0 of 26 flung toward the higher rows: the release row is row 0.
  static func flungFromRowZero() throws -> OracleLapTests.Judged {
    var judged = OracleLapTests.Judged(PickerState(layout: try strip(26), options: paging))
    judged.apply(.willEndDragging(velocity: -5000, proposedOffset: 0))
    #expect(judged.oracle.releaseCell == 0)
    return judged
  }

  @Test func rowsPrependedMidGlideCarryTheReleaseRowToItsItem() throws {
    var judged = try Self.flungFromRowZero()
    let prepend = try PickerRowChanges(inserted: Array(0..<30))
    // Row 0's anchor stays where it was (the rows arrive past the far end), so the glide
    // goes on, and its settle counts from row 0's item, now row 30.
    judged.apply(.rowsChanged(prepend, layout: try Self.strip(56)))
    #expect(judged.state.phase == .decelerating(targetRow: 31))
    #expect(judged.oracle.releaseCell == 30)
    judged.apply(.didEndDragging(willDecelerate: false))
    #expect(judged.state.selectedRow == 30)
  }

  @Test func aRemovedReleaseRowIsHandedOnToTheNextSurvivor() throws {
    var judged = try Self.flungFromRowZero()
    let removal = try PickerRowChanges(removed: [0])
    judged.apply(.rowsChanged(removal, layout: try Self.strip(25)))
    #expect(judged.state.phase.isDecelerating)
    // Row 1 took row 0's part (L2), and is row 0 now.
    #expect(judged.oracle.releaseCell == 0)
  }

  @Test func aSettleThatPagesFromTheReleaseRowKeptByIndexFailsTheSnappingCheck() throws {
    var judged = try Self.flungFromRowZero()
    let prepend = try PickerRowChanges(inserted: Array(0..<30))
    judged.apply(.rowsChanged(prepend, layout: try Self.strip(56)))
    // A picker that kept the release row by index: in the same picture, row 30 selected and
    // under the anchor, but released at row 0. Paging one row from there takes it to row 1.
    var slipped = PickerState(layout: try Self.strip(56), selectedRow: 30, options: Self.paging)
    _ = slipped.update(.willBeginDragging)
    _ = slipped.update(.didScroll(offset: slipped.layout.offset(ofRow: 0)))
    _ = slipped.update(.willEndDragging(velocity: -5000, proposedOffset: 0))
    _ = slipped.update(.didScroll(offset: judged.state.offset))
    let before = slipped
    let event = PickerEvent.didEndDragging(willDecelerate: false)
    let effects = slipped.update(event)
    #expect(slipped.selectedRow == 1)
    let failure = judged.oracle.check(
      before: before, event: event, effects: effects, after: slipped
    ).failure
    #expect(failure?.property == .snapping)
  }

  @Test func onAWrappingStripTheReleaseCellKeepsItsLapFromHome() throws {
    // Four rows of 64 points wrap in 513 laps (home lap 256), five in 411 (home lap 205).
    let old = try Self.strip(4, wraps: true)
    let new = try Self.strip(5, wraps: true)
    let model = try #require(
      NaiveRowChanges(try PickerRowChanges(inserted: [0]), itemCount: 4, newItemCount: 5))
    let oracle = EventOracle(showing: PickerState(layout: new))
    // Row 2 a lap past home becomes row 3 a lap past the new home, far inside both ends.
    let cell = oracle.followedCell(
      257 * 4 + 2, model, from: old, lapsBefore: EventOracle.lapModel(of: old), to: new)
    #expect(cell == 206 * 5 + 3)
  }
}
