import PickerState
import Testing

@testable import PickerCheck

/// P8 as the oracle judges it, worked out by hand on a contained strip of 32 rows of 64
/// points centred in 375 with no padding: the rows span 2048 points, so the range is
/// `0...1673` and row `r`'s natural offset is `64r - 155.5`. Rows 0 to 2 rest at 0, rows 29
/// to 31 at 1673.
@Suite struct OracleContainedChangesTests {
  static func strip(_ count: Int = 32) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: count, containment: .contained)
  }

  /// Row 30, resting at the right end, moved to the front.
  static func moveToFront() throws -> PickerEvent {
    .rowsChanged(
      try PickerRowChanges(moved: [PickerRowMove(from: 30, to: 0)]), layout: try strip())
  }

  /// The oracle's judgement of the motion rules when `event` from `before` is answered with
  /// `effects`, leaving `after`: a planted answer, which every check of the whole update
  /// would first fail as not the picker's own (I8).
  static func motionFailure(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    EventOracle(showing: before).checkMotion(
      before, event, effects, after, EventOracle.rowChanges(of: event, from: before),
      lapsBefore: nil)
  }

  /// The oracle's judgement of the whole update: `effects` and `after` as the picker's
  /// answer to `event` from `before`.
  static func judgement(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    var oracle = EventOracle(showing: before)
    return oracle.check(before: before, event: event, effects: effects, after: after).failure
  }

  @Test func theNaiveOneRowAnchorOfAContainedStripIsItsNaturalOffset() throws {
    let long = try Self.strip()
    let anchor = NaiveLayout.anchor(ofRow: 30, in: long)
    #expect(anchor.anchor == 64 * 30 - 155.5)
    #expect(anchor.contentWidth == 2048)
    #expect(anchor.leadingInset == 0)
    #expect(anchor.trailingInset == 0)
    // Three rows fit: their block of 192 points is centred, 91.5 in from either edge, and
    // row 0's centre (123.5) meets the anchor (187.5) 64 points before the content's start.
    let fitting = NaiveLayout.anchor(ofRow: 0, in: try Self.strip(3))
    #expect(fitting.anchor == -64)
    #expect(fitting.contentWidth == 375)
    #expect(fitting.leadingInset == 91.5)
    #expect(fitting.trailingInset == 91.5)
    #expect(fitting.anchor == NaiveLayout(try Self.strip(3)).anchors[0])
  }

  @Test func aRowMovedFromAnEndIsHeldByItsNaturalShiftAndAnimatesToItsRest() throws {
    let before = PickerState(layout: try Self.strip(), selectedRow: 30)
    #expect(before.offset == 1673)
    let event = try Self.moveToFront()
    var after = before
    let effects = after.update(event)
    // At rest the reference is the selected row: its natural offset goes from 1764.5 to
    // -155.5, so the picture holds at 1673 - 1920 = -247; it rests at 0.
    #expect(
      Array(effects) == [
        .selectionChanged(row: 0, cause: .renumbered),
        .scroll(toOffset: -247, animated: false),
        .scroll(toOffset: 0, animated: true),
      ])
    #expect(after.phase == .animating(targetRow: 0))
    #expect(after.offset == -247)
    #expect(after.selectedRow == 0)
    let model = try #require(
      NaiveRowChanges(
        try PickerRowChanges(moved: [PickerRowMove(from: 30, to: 0)]), itemCount: 32,
        newItemCount: 32))
    let following = EventOracle(showing: before).following(
      model, from: before, lapsBefore: nil, to: try Self.strip())
    #expect(following.reference?.old == 30)
    #expect(following.reference?.new == 0)
    #expect(following.heldOffset == -247)
    #expect(Self.judgement(before, event, effects, after) == nil)
  }

  // A planted P8 bug: the picker rests on the moved row at once, as an anchored strip
  // would, though its rest lies 247 points from the held picture.
  @Test func anIdleChangeThatRestsAtOnceWhereItMustAnimateFails() throws {
    let before = PickerState(layout: try Self.strip(), selectedRow: 30)
    let resting = PickerState(layout: try Self.strip(), selectedRow: 0)
    let effects: PickerEffects = [
      .selectionChanged(row: 0, cause: .renumbered), .scroll(toOffset: 0, animated: false),
    ]
    #expect(
      Self.motionFailure(before, try Self.moveToFront(), effects, resting)
        == CheckFailure(
          .liveData,
          "P8: rested at once at 0.0, far from the held -247.0; idle -> idle, selection "
            + "Optional(30) -> Optional(0), gave [selectionChanged(row: Optional(0), cause: "
            + "PickerState.SelectionCause.renumbered), scroll(toOffset: 0.0, animated: false)]"
        ))
  }

  @Test func aDragHoldsThePictureByTheNaturalShiftNotTheRestingOne() throws {
    var before = PickerState(layout: try Self.strip(), selectedRow: 29)
    _ = before.update(.willBeginDragging)
    _ = before.update(.didScroll(offset: 1680))
    // P3: 1680 clamps to 1673, nearest row 29's natural offset 1700.5.
    #expect(before.centeredRow == 29)
    let event = PickerEvent.rowsChanged(
      try PickerRowChanges(inserted: [0]), layout: try Self.strip(33))
    var after = before
    let effects = after.update(event)
    // Row 29 becomes row 30: its natural offset grows by 64, its rest stays at the end.
    #expect(
      Array(effects) == [
        .selectionChanged(row: 30, cause: .renumbered),
        .scroll(toOffset: 1744, animated: false),
      ])
    #expect(Self.judgement(before, event, effects, after) == nil)
    // Planted: the picture held by the resting shift, 0, so no scroll at all.
    var planted = after
    _ = planted.update(.didScroll(offset: 1680))
    #expect(
      Self.motionFailure(
        before, event, [.selectionChanged(row: 30, cause: .renumbered)], planted)
        == CheckFailure(
          .liveData,
          "L3: the picture moved: content at 1680.0, held at 1744.0; dragging -> dragging, "
            + "selection Optional(29) -> Optional(30), gave "
            + "[selectionChanged(row: Optional(30), cause: "
            + "PickerState.SelectionCause.renumbered)]"))
  }
}

extension OracleContainedChangesTests {
  // P8's third ruling: the animation toward row 10 (cell 10) may go on only toward a cell
  // of the new home lap, lap 32 of the wrapping strip, where cell 10 is not: it ends on
  // row 10, resting at its home-lap anchor 32 * 2048 + 64 * 10 - 155.5.
  @Test func aContainedStripThatComesToWrapEndsAnAnimationOutsideItsHomeLap() throws {
    let wrapping = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 32, wrapsAround: true,
      containment: .contained)
    var before = PickerState(layout: try Self.strip(), selectedRow: 5)
    _ = before.update(.select(row: 10, animated: true))
    #expect(before.phase == .animating(targetRow: 10))
    let event = PickerEvent.layoutChanged(wrapping)
    var after = before
    let effects = after.update(event)
    #expect(
      Array(effects) == [.scroll(toOffset: 66_020.5, animated: false), .didEndScrolling(row: 10)])
    #expect(after.phase == .idle)
    #expect(after.offset == 66_020.5)
    #expect(Self.judgement(before, event, effects, after) == nil)
  }
}
