import Testing

@testable import PickerState

/// L4's margin: a cell that L4 maps never lies within W5's margin of either end of the new
/// strip. Rows arriving in a one-row strip shrink its laps from 2,049 to 69, and a drag 36
/// laps from home would otherwise be carried to the content's end.
@Suite struct RowsChangedWrapMarginTests {
  /// One row of 64 points in a 375-point viewport: 2,049 laps of 64 points.
  static func oneRow(_ direction: PickerLayoutDirection) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 1, direction: direction, wrapsAround: true)
  }

  /// Thirty-one rows of 64 points: 69 laps of 1,984 points.
  static func thirtyOneRows(_ direction: PickerLayoutDirection) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 31, direction: direction, wrapsAround: true)
  }

  /// Thirty rows arriving before the one row, which becomes row 30.
  static let thirtyArrive = try! PickerRowChanges(inserted: Array(0..<30))

  /// The copy of `row` the margin allows nearest `lap`, found lap by lap: the first lap,
  /// going from `lap` (or the strip's last lap on that side) toward the home lap, whose
  /// copy's anchor lies at least `wrapTargetMargin` inside both ends of the range.
  static func clearCell(ofRow row: Int, nearLap lap: Int, in layout: PickerLayout) -> Int {
    let margin = layout.wrapTargetMargin
    let range = layout.offsetRange
    let step = lap > layout.homeLap ? -1 : 1
    let first = min(max(lap, 0), layout.laps - 1)
    for candidate in stride(from: first, through: layout.homeLap, by: step) {
      let cell = candidate * layout.itemCount + row
      let anchor = layout.offset(ofCell: cell)
      if anchor >= margin && anchor <= range.upperBound - margin { return cell }
    }
    return layout.homeCell(ofRow: row)
  }

  /// A drag `laps` laps (one row each) and 10 points from home, and the cell under it.
  static func drag(
    _ laps: Int, on layout: PickerLayout
  ) -> (picker: PickerState, cell: Int) {
    var picker = PickerState(layout: layout, selectedRow: 0)
    let home = picker.offset
    let along = layout.offset(ofCell: layout.homeLap + laps) - home
    _ = picker.feed(dragEvents(through: [home + along / 2, home + along + 10]))
    return (picker, layout.homeLap + laps)
  }

  @Test(arguments: [36, -36], allDirections)
  func rowsArrivingMidDragFarFromHomeHoldTheCopyTheMarginInside(
    laps: Int, direction: PickerLayoutDirection
  ) throws {
    let old = try Self.oneRow(direction)
    let new = try Self.thirtyOneRows(direction)
    #expect(old.laps == 2_049 && new.laps == 69 && new.wrapTargetMargin == 32_768)
    var (picker, cell) = Self.drag(laps, on: old)
    #expect(picker.centeredCell == cell)
    // The drag's lap, 36 from home, lies past the new strip's 34 a side: L4 would take the
    // last lap, at the content's end; the margin takes the nearest lap clear of it.
    let newCell = Self.clearCell(ofRow: 30, nearLap: new.homeLap + laps, in: new)
    #expect(abs(newCell / 31 - new.homeLap) < 34)
    let held = picker.offset + new.offset(ofCell: newCell) - old.offset(ofCell: cell)
    let effects = picker.update(.rowsChanged(Self.thirtyArrive, layout: new))
    #expect(
      Array(effects) == [
        .selectionChanged(row: 30, cause: .renumbered), .scroll(toOffset: held, animated: false),
      ])
    var expected = PickerState(layout: new, selectedRow: 30)
    _ = expected.feed(dragEvents(through: [held]))
    #expect(picker == expected)
    #expect(picker.centeredCell == newCell)
    #expect(picker.invariantViolations() == [])
  }

  @Test(arguments: allDirections)
  func rowsArrivingMidGlideFarFromHomeSettleOnTheCopyTheMarginInside(
    direction: PickerLayoutDirection
  ) throws {
    let old = try Self.oneRow(direction)
    let new = try Self.thirtyOneRows(direction)
    var (picker, cell) = Self.drag(36, on: old)
    // Released 10 points past the cell's anchor, toward it: the glide targets that cell.
    let anchor = old.offset(ofCell: cell)
    let toward = (anchor - picker.offset).sign == .minus ? -100.0 : 100.0
    let release = picker.feed([
      .willEndDragging(velocity: toward, proposedOffset: anchor),
      .didEndDragging(willDecelerate: true),
    ])
    #expect(release == [.setTargetOffset(anchor)])
    #expect(picker.phase == .decelerating(targetRow: 0) && picker.targetCell == cell)
    let newCell = Self.clearCell(ofRow: 30, nearLap: new.homeLap + 36, in: new)
    let newAnchor = new.offset(ofCell: newCell)
    let held = picker.offset + newAnchor - anchor
    let effects = picker.update(.rowsChanged(Self.thirtyArrive, layout: new))
    // The picture holds, then the settle animates the 10 points to the mapped cell.
    #expect(
      Array(effects) == [
        .selectionChanged(row: 30, cause: .renumbered), .scroll(toOffset: held, animated: false),
        .scroll(toOffset: newAnchor, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 30) && picker.targetCell == newCell)
    #expect(picker.offset == held && picker.selectedRow == 30)
    #expect(picker.invariantViolations() == [])
  }

  @Test func aDragNearHomeKeepsItsLapWhenTheMarginAllowsIt() throws {
    let old = try Self.oneRow(.leftToRight)
    let new = try Self.thirtyOneRows(.leftToRight)
    var (picker, cell) = Self.drag(10, on: old)
    // Ten laps from home, well inside the 34 a side and the margin: the same lap.
    let newCell = (new.homeLap + 10) * 31 + 30
    #expect(Self.clearCell(ofRow: 30, nearLap: new.homeLap + 10, in: new) == newCell)
    let held = picker.offset + new.offset(ofCell: newCell) - old.offset(ofCell: cell)
    let effects = picker.update(.rowsChanged(Self.thirtyArrive, layout: new))
    #expect(
      Array(effects) == [
        .selectionChanged(row: 30, cause: .renumbered), .scroll(toOffset: held, animated: false),
      ])
    #expect(picker.centeredCell == newCell)
  }
}
