import Testing

@testable import PickerState

/// L1, L2 and L5 of live data: the changes are checked, the selection follows its item, and
/// one update makes one selection change.
@Suite struct RowsChangedTests {
  /// `count` rows 50 wide in a 300-point viewport: row `r` rests at `50 * r` left to right
  /// and at `50 * (count - 1 - r)` right to left.
  static func rows(
    _ count: Int, _ direction: PickerLayoutDirection = .leftToRight, wrapping: Bool = false
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 300, itemWidth: 50, itemCount: count, direction: direction,
      wrapsAround: wrapping)
  }

  /// Three rows arriving before the first.
  static let prependThree = try! PickerRowChanges(inserted: [0, 1, 2])

  /// The scroll without animation to `offset`, or none when the picker is there already.
  static func scroll(from start: Double, to offset: Double) -> [PickerEffect] {
    offset == start ? [] : [.scroll(toOffset: offset, animated: false)]
  }

  // MARK: - L1: changes that do not fit, and changes of nothing

  @Test(arguments: PhaseFixture.allCases)
  func changesThatDoNotFitTheCountsAreRejectedWithTheStateUntouched(
    phase: PhaseFixture
  ) throws {
    var picker = phase.state(on: try Self.rows(10))
    let before = picker
    // One row arrives, but the layout keeps ten.
    let effects = picker.update(.rowsChanged(Self.prependThree, layout: try Self.rows(10)))
    #expect(Array(effects) == [.rejected(.rowChangesMismatch(itemCount: 10, newItemCount: 10))])
    #expect(picker == before)
    // A removal past the old rows, with counts that add up.
    let pastTheEnd = try PickerRowChanges(removed: [10], inserted: [0])
    #expect(
      Array(picker.update(.rowsChanged(pastTheEnd, layout: try Self.rows(10)))) == [
        .rejected(.rowChangesMismatch(itemCount: 10, newItemCount: 10))
      ])
    #expect(picker == before)
  }

  @Test(arguments: PhaseFixture.allCases)
  func emptyChangesWithTheSameLayoutChangeNothing(phase: PhaseFixture) throws {
    let layout = try Self.rows(10)
    var picker = phase.state(on: layout)
    let before = picker
    #expect(Array(picker.update(.rowsChanged(try PickerRowChanges(), layout: layout))) == [])
    #expect(picker == before)
  }

  @Test func emptyChangesWithAnotherLayoutCarryAGlideOnWhereItsDestinationStays() throws {
    // Centred rows of one width rest one pitch apart whatever the viewport: a rotation.
    let layout = try Self.rows(10)
    let landscape = try PickerLayout(viewportWidth: 700, itemWidth: 50, itemCount: 10)
    var picker = PhaseFixture.decelerating.state(on: layout)
    #expect(Array(picker.update(.rowsChanged(try PickerRowChanges(), layout: landscape))) == [])
    #expect(picker == PhaseFixture.decelerating.state(on: landscape))
  }

  // MARK: - L2 at rest: the selection follows its item

  @Test(arguments: allDirections)
  func aPrependAtRestRenumbersTheSelectionAndTheContentMovesByTheInsertedWidth(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.rows(10, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let thirteen = try Self.rows(13, direction)
    let effects = picker.update(.rowsChanged(Self.prependThree, layout: thirteen))
    // The same item, three rows on; the content moves by exactly its shift.
    let anchor = thirteen.offset(ofRow: 6)
    #expect(
      Array(effects)
        == [.selectionChanged(row: 6, cause: .renumbered)]
        + Self.scroll(from: layout.offset(ofRow: 3), to: anchor))
    #expect(picker == PickerState(layout: thirteen, selectedRow: 6))
  }

  @Test(arguments: allDirections)
  func removingTheSelectedRowHandsTheSelectionToTheRowAfterIt(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.rows(10, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let nine = try Self.rows(9, direction)
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [3]), layout: nine))
    // Old row 4, now row 3: its cell is new to the selection, the old one is gone.
    #expect(
      Array(effects)
        == [.configure(row: 3, isSelected: true), .selectionChanged(row: 3, cause: .reload)]
        + Self.scroll(from: layout.offset(ofRow: 3), to: nine.offset(ofRow: 3)))
    #expect(picker == PickerState(layout: nine, selectedRow: 3))
  }

  @Test func removingTheLastRowWhenSelectedHandsTheSelectionToTheRowBeforeIt() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 9)
    let eight = try Self.rows(8)
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [8, 9]), layout: eight))
    #expect(
      Array(effects) == [
        .configure(row: 7, isSelected: true), .selectionChanged(row: 7, cause: .reload),
        .scroll(toOffset: 350, animated: false),
      ])
    #expect(picker == PickerState(layout: eight, selectedRow: 7))
  }

  @Test func onAWrappingStripTheHandOnGoesRoundToRowZero() throws {
    var picker = PickerState(layout: try Self.rows(10, wrapping: true), selectedRow: 9)
    let nine = try Self.rows(9, wrapping: true)
    let effects = picker.update(.rowsChanged(try PickerRowChanges(removed: [9]), layout: nine))
    // After the last row comes row 0, its neighbour on screen.
    #expect(
      Array(effects) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: nine.offset(ofRow: 0), animated: false),
      ])
    #expect(picker == PickerState(layout: nine, selectedRow: 0))
  }

  @Test func aMoveOfTheSelectedRowRenumbersItWithoutAConfigure() throws {
    let layout = try Self.rows(10)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let move = try PickerRowChanges(moved: [PickerRowMove(from: 3, to: 7)])
    #expect(
      Array(picker.update(.rowsChanged(move, layout: layout))) == [
        .selectionChanged(row: 7, cause: .renumbered), .scroll(toOffset: 350, animated: false),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 7))
  }

  /// At rest on row 3, 150 points in: the empty picker rests at 0 (I3) and tells the host.
  @Test func removingEveryRowLeavesNoSelectionAndRestsAtZero() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 3)
    let empty = try Self.rows(0)
    let all = try PickerRowChanges(removed: Array(0..<10))
    #expect(
      Array(picker.update(.rowsChanged(all, layout: empty))) == [
        .selectionChanged(row: nil, cause: .reload), .scroll(toOffset: 0, animated: false),
      ])
    #expect(picker == PickerState(layout: empty))
  }

  @Test(arguments: allDirections)
  func rowsArrivingInAnEmptyPickerSelectRowZero(direction: PickerLayoutDirection) throws {
    var picker = PickerState(layout: try Self.rows(0, direction))
    let five = try Self.rows(5, direction)
    let arriving = try PickerRowChanges(inserted: Array(0..<5))
    #expect(
      Array(picker.update(.rowsChanged(arriving, layout: five)))
        == [.configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload)]
        + Self.scroll(from: 0, to: five.offset(ofRow: 0)))
    #expect(picker == PickerState(layout: five, selectedRow: 0))
  }

  // MARK: - L5: autoplay keeps its rhythm

  static let autoplay = PickerOptions(autoAdvanceInterval: 3)

  @Test func anAppendAtRestLeavesARunningTimerAlone() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 3, options: Self.autoplay)
    let eleven = try Self.rows(11)
    let append = try PickerRowChanges(inserted: [10])
    #expect(Array(picker.update(.rowsChanged(append, layout: eleven))) == [])
    #expect(picker == PickerState(layout: eleven, selectedRow: 3, options: Self.autoplay))
  }

  @Test func aRenumberingAtRestLeavesARunningTimerAlone() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 3, options: Self.autoplay)
    let thirteen = try Self.rows(13)
    #expect(
      Array(picker.update(.rowsChanged(Self.prependThree, layout: thirteen))) == [
        .selectionChanged(row: 6, cause: .renumbered), .scroll(toOffset: 300, animated: false),
      ])
    #expect(picker == PickerState(layout: thirteen, selectedRow: 6, options: Self.autoplay))
  }

  @Test func aSelectionHandedToAnotherItemRestartsTheTimer() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 3, options: Self.autoplay)
    let nine = try Self.rows(9)
    #expect(
      Array(picker.update(.rowsChanged(try PickerRowChanges(removed: [3]), layout: nine))) == [
        .configure(row: 3, isSelected: true), .selectionChanged(row: 3, cause: .reload),
        .scheduleAutoAdvance(after: 3),
      ])
    #expect(picker == PickerState(layout: nine, selectedRow: 3, options: Self.autoplay))
  }

  @Test func rowsThatDropBelowTwoCancelTheTimer() throws {
    var picker = PickerState(layout: try Self.rows(3), selectedRow: 1, options: Self.autoplay)
    let one = try Self.rows(1)
    #expect(
      Array(picker.update(.rowsChanged(try PickerRowChanges(removed: [0, 2]), layout: one))) == [
        .selectionChanged(row: 0, cause: .renumbered), .scroll(toOffset: 0, animated: false),
        .scheduleAutoAdvance(after: nil),
      ])
    #expect(picker == PickerState(layout: one, selectedRow: 0, options: Self.autoplay))
  }

  @Test func aRejectedChangeLeavesTheTimerAlone() throws {
    var picker = PickerState(layout: try Self.rows(10), selectedRow: 3, options: Self.autoplay)
    let before = picker
    let removal = try PickerRowChanges(removed: [3])
    #expect(
      Array(picker.update(.rowsChanged(removal, layout: try Self.rows(10)))) == [
        .rejected(.rowChangesMismatch(itemCount: 10, newItemCount: 10))
      ])
    #expect(picker == before)
  }
}
