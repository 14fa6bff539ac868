import Testing

@testable import PickerState

/// P8: changes of rows or layout on contained strips hold the picture by natural offsets
/// and head for resting offsets; rows that fit rest at 0 at once; a contained strip that
/// starts wrapping goes on only toward the new home lap.
@Suite struct ContainedChangesTests {
  /// `count` centred cards 100 wide, 8 apart, in a 375-point viewport, contained: row `r`'s
  /// natural offset is `108 * r - 137.5`, and it rests there clamped into
  /// `0...(108 * count - 8 - 375)` (rows 0 and 1 rest at 0).
  static func centredCards(_ count: Int, viewportWidth: Double = 375) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewportWidth, itemWidth: 100, itemCount: count, spacing: 8,
      containment: .contained)
  }

  /// `count` cards 100 wide, 8 apart, 16 from the leading edge of a 375-point viewport,
  /// contained: row `r`'s natural offset is `108 * r`, and the range ends at
  /// `108 * count + 24 - 375` (729 for ten rows, 837 for eleven).
  static func leadingCards(_ count: Int) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: count, spacing: 8,
      alignment: .leading(padding: 16), containment: .contained)
  }

  /// A picker built field by field: `selectedRow` selected, at `offset` with `cell` under
  /// the anchor, doing `motion`.
  static func built(
    on layout: PickerLayout, selectedRow: Int, offset: Double, cell: Int,
    motion: PickerState.Motion, options: PickerOptions = .init()
  ) -> PickerState {
    var state = PickerState(layout: layout, selectedRow: selectedRow, options: options)
    state.offset = offset
    state.centeredCell = cell
    state.motion = motion
    return state
  }

  /// Two cards arriving before row 0 of ten centred cards, selected and resting at 0 (its
  /// natural offset -137.5): as row 2 its natural offset moves 216, to 78.5, where it now
  /// rests. The picker after the change, and the change's effects.
  static func twoCardsArriveBeforeRowZero(
    options: PickerOptions = .init()
  ) throws -> (picker: PickerState, effects: [PickerEffect]) {
    var picker = PickerState(layout: try centredCards(10), selectedRow: 0, options: options)
    let arrive = try PickerRowChanges(inserted: [0, 1])
    let effects = Array(picker.update(.rowsChanged(arrive, layout: try centredCards(12))))
    return (picker, effects)
  }

  // MARK: - At rest: the picture held, then an animation to the resting offset

  @Test func cardsArrivingBeforeACardRestingClampedAnimateItBackToItsRest() throws {
    // Held at 0 + 216, the picker animates to 78.5; the card under the anchor at 216 is
    // row 3 (natural 186.5).
    var (picker, effects) = try Self.twoCardsArriveBeforeRowZero()
    let twelve = try Self.centredCards(12)
    #expect(
      effects == [
        .selectionChanged(row: 2, cause: .renumbered), .scroll(toOffset: 216, animated: false),
        .scroll(toOffset: 78.5, animated: true),
      ])
    #expect(
      picker
        == Self.built(
          on: twelve, selectedRow: 2, offset: 216, cell: 3,
          motion: .animating(toward: 2, in: twelve)))
    // The scroll view reports the jump and the animation's frames, then its end.
    #expect(
      picker.feed([
        .didScroll(offset: 216), .didScroll(offset: 150), .didScroll(offset: 78.5),
        .didEndScrollingAnimation,
      ]) == [.didEndScrolling(row: 2)])
    #expect(picker == PickerState(layout: twelve, selectedRow: 2))
  }

  @Test func aShiftNearerThanTheShortestAnimationRestsAtOnce() throws {
    // 137.5 from the held picture to the rest, under a 200-point minimum.
    var options = PickerOptions()
    options.minimumAnimatedDistance = 200
    let (picker, effects) = try Self.twoCardsArriveBeforeRowZero(options: options)
    #expect(
      effects == [
        .selectionChanged(row: 2, cause: .renumbered), .scroll(toOffset: 78.5, animated: false),
      ])
    #expect(
      picker == PickerState(layout: try Self.centredCards(12), selectedRow: 2, options: options))
  }

  @Test func aCardArrivingAfterTheLastOnesFreesTheClampedCardToMoveOn() throws {
    // Row 8 (natural 864) rests at the end, 729. A card arrives at the end: the range ends
    // at 837, where row 8 now rests. Nothing under the anchor moved, so nothing holds; the
    // animation runs from 729. Row 7 (756) stays under the anchor.
    var picker = PickerState(layout: try Self.leadingCards(10), selectedRow: 8)
    let eleven = try Self.leadingCards(11)
    #expect(
      Array(picker.update(.rowsChanged(try PickerRowChanges(inserted: [10]), layout: eleven)))
        == [.scroll(toOffset: 837, animated: true)])
    #expect(
      picker
        == Self.built(
          on: eleven, selectedRow: 8, offset: 729, cell: 7,
          motion: .animating(toward: 8, in: eleven)))
  }

  @Test func theAnimationFromRestStopsAutoplaysTimerUntilItEnds() throws {
    // With autoplay on, the timer wanted at rest is stopped while the card animates, and
    // starts again when it rests.
    var options = PickerOptions()
    options.autoAdvanceInterval = 0.5
    var (picker, effects) = try Self.twoCardsArriveBeforeRowZero(options: options)
    #expect(
      effects == [
        .selectionChanged(row: 2, cause: .renumbered), .scroll(toOffset: 216, animated: false),
        .scroll(toOffset: 78.5, animated: true), .scheduleAutoAdvance(after: nil),
      ])
    #expect(
      picker.feed([.didScroll(offset: 78.5), .didEndScrollingAnimation]) == [
        .scheduleAutoAdvance(after: 0.5), .didEndScrolling(row: 2),
      ])
    #expect(
      picker == PickerState(layout: try Self.centredCards(12), selectedRow: 2, options: options))
  }

  // MARK: - Away from rest: natural shifts

  @Test func aDragHoldsTheContentUnderTheAnchorByItsNaturalShift() throws {
    // Pulled to -20, row 1 (natural -29.5) is under the anchor. Two cards arrive before
    // it: its natural offset moves 216 (its rest only 186.5), so the finger holds it at 196.
    let layout = try Self.centredCards(10)
    let twelve = try Self.centredCards(12)
    var picker = Self.built(on: layout, selectedRow: 0, offset: -20, cell: 1, motion: .dragging)
    let arrive = try PickerRowChanges(inserted: [0, 1])
    #expect(
      Array(picker.update(.rowsChanged(arrive, layout: twelve))) == [
        .selectionChanged(row: 2, cause: .renumbered), .scroll(toOffset: 196, animated: false),
      ])
    #expect(
      picker == Self.built(on: twelve, selectedRow: 2, offset: 196, cell: 3, motion: .dragging))
  }

  @Test func theNearestSurvivorIsMeasuredByNaturalOffsetsFromTheOffsetAsItIs() throws {
    // Gliding at 10 without a target, row 1 (natural -29.5) under the anchor is removed.
    // Of its neighbours row 2 (78.5) is 68.5 away and row 0 (natural -137.5, resting at 0)
    // 147.5, so row 2, now row 1, is the reference and the destination: its natural offset
    // moves -108, the picture holds at -98, and row 1 rests at 0 (natural -29.5).
    let layout = try Self.centredCards(10)
    let nine = try Self.centredCards(9)
    var picker = Self.built(
      on: layout, selectedRow: 0, offset: 10, cell: 1,
      motion: .gliding(toward: nil, releasedAt: 1, in: layout))
    #expect(
      Array(picker.update(.rowsChanged(try PickerRowChanges(removed: [1]), layout: nine))) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .scroll), .scroll(toOffset: -98, animated: false),
        .scroll(toOffset: 0, animated: true),
      ])
    // At -98 (clamped to 0) row 1's natural offset, -29.5, is the nearest.
    #expect(
      picker
        == Self.built(
          on: nine, selectedRow: 1, offset: -98, cell: 1, motion: .animating(toward: 1, in: nine)))
  }

  @Test func aDragThroughALayoutChangeKeepsItsRowsNaturalDistanceFromTheAnchor() throws {
    // Pulled to -20, row 1 (natural -29.5) is 9.5 past its natural offset. In a 475-point
    // viewport its natural offset is -79.5, so the finger holds it at -70; there (clamped
    // to 0) row 2's natural offset, 28.5, is the nearest.
    let layout = try Self.centredCards(10)
    let wider = try Self.centredCards(10, viewportWidth: 475)
    var picker = Self.built(on: layout, selectedRow: 0, offset: -20, cell: 1, motion: .dragging)
    #expect(
      Array(picker.update(.layoutChanged(wider))) == [.scroll(toOffset: -70, animated: false)])
    #expect(
      picker == Self.built(on: wider, selectedRow: 0, offset: -70, cell: 2, motion: .dragging))
  }

  // MARK: - Rows that fit

  @Test func rowsThatComeToFitRestAtZeroAtOnceFromRest() throws {
    // Row 9 rests at 729; rows 0 to 7 go, and the two left (240 points with the padding)
    // fit: the picker rests at 0 on row 9, now row 1.
    var picker = PickerState(layout: try Self.leadingCards(10), selectedRow: 9)
    let two = try Self.leadingCards(2)
    let removal = try PickerRowChanges(removed: Array(0...7))
    #expect(
      Array(picker.update(.rowsChanged(removal, layout: two))) == [
        .selectionChanged(row: 1, cause: .renumbered), .scroll(toOffset: 0, animated: false),
      ])
    #expect(picker == PickerState(layout: two, selectedRow: 1))
  }

  @Test func rowsThatComeToFitEndAGlideAtZeroOnTheSelectionHandedOn() throws {
    // Gliding at 400 toward row 5, with row 2 selected; rows 0 to 7 go. Row 2 hands the
    // selection to row 8, now row 0, and the glide stops at 0 (rule 11), without holding.
    let layout = try Self.leadingCards(10)
    let two = try Self.leadingCards(2)
    var picker = Self.built(
      on: layout, selectedRow: 2, offset: 400, cell: 4,
      motion: .gliding(toward: 5, releasedAt: 4, in: layout))
    let removal = try PickerRowChanges(removed: Array(0...7))
    #expect(
      Array(picker.update(.rowsChanged(removal, layout: two))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
        .scroll(toOffset: 0, animated: false), .didEndScrolling(row: 0),
      ])
    #expect(picker == PickerState(layout: two, selectedRow: 0))
  }

  @Test func aLayoutChangeToRowsThatFitEndsAGlideOnTheClampedSelection() throws {
    // In a 1,200-point viewport the ten cards (1,104 with the padding) fit. The glide
    // toward row 5 stops at 0 on the selection, row 2, not on row 5.
    let layout = try Self.leadingCards(10)
    let wide = try PickerLayout(
      viewportWidth: 1200, itemWidth: 100, itemCount: 10, spacing: 8,
      alignment: .leading(padding: 16), containment: .contained)
    var picker = Self.built(
      on: layout, selectedRow: 2, offset: 400, cell: 4,
      motion: .gliding(toward: 5, releasedAt: 4, in: layout))
    #expect(
      Array(picker.update(.layoutChanged(wide))) == [
        .scroll(toOffset: 0, animated: false), .didEndScrolling(row: 2),
      ])
    #expect(picker == PickerState(layout: wide, selectedRow: 2))
  }

  // MARK: - A glide's target through a change (P4)

  @Test func aGlideWhoseTargetComesToShareTheSelectionsSnapHeadsForTheSelection() throws {
    // Two anchored cells 64 wide; row 1 selected, a drag past the start flung back toward
    // row 0. Six contained cells then rest at 0 (rows 0-2) and 9 (rows 3-5): row 0 keeps
    // its anchor at 0 and the glide goes on, now carrying the selected row 1, which rests
    // there (P4). Turned right to left, rows 0-2 rest at 9: the glide ends at once on
    // row 1, with nothing committed.
    var picker = PickerState(layout: try PickerLayout(viewportWidth: 375, itemWidths: [64, 64]))
    let gesture: [PickerEvent] = [
      .accessibilityIncrement, .willBeginDragging, .didScroll(offset: -1),
      .willEndDragging(velocity: -120, proposedOffset: 0), .didEndDragging(willDecelerate: true),
    ]
    for event in gesture { _ = picker.update(event) }
    #expect(picker.selectedRow == 1 && picker.phase == .decelerating(targetRow: 0))
    let contained = try PickerLayout(
      viewportWidth: 375, itemWidths: Array(repeating: 64, count: 6), containment: .contained)
    #expect(contained.rows(ofSnap: 0) == 0..<3 && contained.offset(ofSnap: 1) == 9)
    #expect(Array(picker.update(.layoutChanged(contained))).isEmpty)
    #expect(picker.phase == .decelerating(targetRow: 1))
    let rightToLeft = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 6, direction: .rightToLeft,
      containment: .contained)
    #expect(
      Array(picker.update(.layoutChanged(rightToLeft))) == [
        .scroll(toOffset: 9, animated: false), .didEndScrolling(row: 1),
      ])
    #expect(picker == PickerState(layout: rightToLeft, selectedRow: 1))
  }

  @Test func aLiveCommitMidGlideChangesTheRowTheGlideCarries() throws {
    // Six centred cards 120 wide with the selection following the row under the anchor:
    // in a 375-point viewport rows 0 and 1 rest at 0, and a fling back from -2 targets
    // snap 0 carrying row 1, selected live. In a 667-point viewport rows 0-2 rest at 0,
    // and the row under the anchor is row 2 (natural offset -33.5: no tick, the reload
    // moved it there); the next report commits it live, and the glide now carries it: the
    // row its settle would commit at snap 0 (P4).
    func cards(in viewportWidth: Double) throws -> PickerLayout {
      try PickerLayout(
        viewportWidth: viewportWidth, itemWidth: 120, itemCount: 6, containment: .contained)
    }
    let live = PickerOptions(commitsSelectionWhileScrolling: true)
    var picker = PickerState(layout: try cards(in: 375), selectedRow: 0, options: live)
    let fling: [PickerEvent] = [
      .willBeginDragging, .didScroll(offset: -1), .didScroll(offset: -2),
      .willEndDragging(velocity: -120, proposedOffset: 0), .didEndDragging(willDecelerate: true),
    ]
    for event in fling { _ = picker.update(event) }
    #expect(picker.selectedRow == 1 && picker.phase == .decelerating(targetRow: 1))
    #expect(Array(picker.update(.layoutChanged(try cards(in: 667)))).isEmpty)
    #expect(picker.phase == .decelerating(targetRow: 1))
    #expect(
      Array(picker.update(.didScroll(offset: -1.5))) == [
        .configure(row: 1, isSelected: false), .configure(row: 2, isSelected: true),
        .selectionChanged(row: 2, cause: .scroll),
      ])
    #expect(picker.phase == .decelerating(targetRow: 2))
  }

  @Test func aGlidesReleaseKeepsItsSnapThroughALayoutChange() throws {
    // 201 centred cards 80 wide, contained: rows 0 and 1 rest at 0 (snap 0), row 2 at
    // 12.5 (snap 1), row 3 at 92.5 (snap 2). Released at 0 with paging by one snap, the
    // glide goes on through the loss of the last card; stopped at the far end, it settles
    // one snap from the release's snap 0, on row 2: the release stays a row of snap 0,
    // not row 2, the first row that reaches the anchor.
    func cards(_ count: Int) throws -> PickerLayout {
      try PickerLayout(
        viewportWidth: 375, itemWidth: 80, itemCount: count, containment: .contained)
    }
    let paging = PickerOptions(snapping: .paging(maxItems: 1))
    var picker = PickerState(layout: try cards(201), selectedRow: 0, options: paging)
    _ = picker.update(.willEndDragging(velocity: -5000, proposedOffset: 0))
    #expect(Array(picker.update(.layoutChanged(try cards(200)))).isEmpty)
    _ = picker.update(.didScroll(offset: 15625))
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 0, isSelected: false), .configure(row: 2, isSelected: true),
        .selectionChanged(row: 2, cause: .scroll), .scroll(toOffset: 12.5, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 2))
  }

  // MARK: - Wrapping switched on

  @Test func aContainedStripThatStartsWrappingEndsAGlideHeadedOutOfTheHomeLap() throws {
    // Cards at the leading edge: row 3 rests at 324 contained, and so does cell 3 (lap 0)
    // of the wrapping strip, with the same row. Lap 0 is not the home lap: the glide stops
    // on row 3's cell there, which rests whole laps of 1,080 points further on.
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 10, spacing: 8,
      alignment: .leading(padding: 0), containment: .contained)
    let wrapping = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 10, spacing: 8,
      alignment: .leading(padding: 0), wrapsAround: true, containment: .contained)
    #expect(wrapping.offset(ofCell: 3) == 324 && wrapping.homeLap > 0)
    let home = 324 + Double(wrapping.homeLap) * 1080
    var picker = Self.built(
      on: layout, selectedRow: 1, offset: 200, cell: 2,
      motion: .gliding(toward: 3, releasedAt: 2, in: layout))
    #expect(
      Array(picker.update(.layoutChanged(wrapping))) == [
        .configure(row: 1, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .scroll(toOffset: home, animated: false),
        .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: wrapping, selectedRow: 3))
  }
}
