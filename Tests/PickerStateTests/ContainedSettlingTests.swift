import Testing

@testable import PickerState

/// P4: on a contained strip the target, the settle and paging choose snaps, and commit the
/// selected row when it rests at the snap, else the snap's row; I12 at every rest.
@Suite struct ContainedSettlingTests {
  static func cards(_ snapping: SnapBehavior = .nearest) throws -> PickerState {
    PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 2,
      options: PickerOptions(snapping: snapping))
  }

  /// I12 at rest: the selected snap is the one nearest the offset.
  static func restsOnItsSnap(_ picker: PickerState) -> Bool {
    picker.phase == .idle
      && picker.selectedSnap == picker.layout.nearestSnap(toOffset: picker.offset)
  }

  @Test func aReleaseTargetsTheNearestSnapAndTheSettleCommitsItsRow() throws {
    var picker = try Self.cards()
    _ = picker.feed(dragEvents(through: [700]))
    // Row 6 (648) is nearest the anchor at 700, but the content rests nearer row 7's snap.
    #expect(picker.centeredRow == 6)
    #expect(
      Array(picker.update(.willEndDragging(velocity: 100, proposedOffset: 700)))
        == [.setTargetOffset(729)])
    #expect(picker.phase == .decelerating(targetRow: 7))
    #expect(
      picker.feed([
        .didEndDragging(willDecelerate: true), .didScroll(offset: 729), .didEndDecelerating,
      ]) == [
        .selectionFeedback, .configure(row: 2, isSelected: false),
        .configure(row: 7, isSelected: true), .selectionChanged(row: 7, cause: .scroll),
        .didEndScrolling(row: 7),
      ])
    #expect(Self.restsOnItsSnap(picker) && picker.offset == 729)
  }

  @Test func aGlideHoldsTheRowOfTheSnapNearestTheReleaseNotTheRowUnderTheAnchor() throws {
    // At 700 row 6 (648) is under the anchor, but the snap nearest is row 7's (729, rows
    // 7 to 9): paging counts from snap 7, with or without `willEndDragging`.
    for asked in [true, false] {
      var picker = try Self.cards()
      _ = picker.feed(dragEvents(through: [700]))
      var expected = picker
      let release: [PickerEvent] =
        asked ? [.willEndDragging(velocity: 100, proposedOffset: 700)] : []
      #expect(
        picker.feed(release + [.didEndDragging(willDecelerate: true)])
          == (asked ? [.setTargetOffset(729)] : []))
      expected.motion = .gliding(toward: asked ? 7 : nil, releasedAt: 7, in: picker.layout)
      #expect(picker.centeredRow == 6)
      #expect(picker == expected)
    }
  }

  @Test func aSettleNeverCommitsTheRowNearestTheAnchorWhenItRestsAtAnotherSnap() throws {
    var picker = try Self.cards()
    #expect(
      picker.feed(dragEvents(through: [700]) + [.didEndDragging(willDecelerate: false)]) == [
        .selectionFeedback, .configure(row: 2, isSelected: false),
        .configure(row: 7, isSelected: true), .selectionChanged(row: 7, cause: .scroll),
        .scroll(toOffset: 729, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 7))
  }

  @Test func theSelectedRowRestingAtTheSnapStaysSelected() throws {
    var picker = PickerState(layout: try PageEventsTests.cards(), selectedRow: 9)
    _ = picker.feed(dragEvents(through: [700]))
    #expect(
      Array(picker.update(.willEndDragging(velocity: 0, proposedOffset: 720)))
        == [.setTargetOffset(729)])
    #expect(picker.phase == .decelerating(targetRow: 9))
    let effects = picker.feed([
      .didEndDragging(willDecelerate: true), .didScroll(offset: 729), .didEndDecelerating,
    ])
    #expect(effects.filter { $0 != .selectionFeedback } == [.didEndScrolling(row: 9)])
    #expect(picker.selectedRow == 9 && Self.restsOnItsSnap(picker))
  }

  @Test func aFlingPagesOneSnapAtATime() throws {
    var forward = try Self.cards(.paging(maxItems: 1))
    _ = forward.feed(dragEvents(through: [660]))
    #expect(
      Array(forward.update(.willEndDragging(velocity: 2000, proposedOffset: 2000)))
        == [.setTargetOffset(729)])
    #expect(forward.phase == .decelerating(targetRow: 7))
    // From row 9 at the last snap, a fling back goes to row 6's snap, not row 8's.
    var back = PickerState(
      layout: try PageEventsTests.cards(), selectedRow: 9,
      options: PickerOptions(snapping: .paging(maxItems: 1)))
    _ = back.feed(dragEvents(through: [700]))
    #expect(
      Array(back.update(.willEndDragging(velocity: -2000, proposedOffset: -500)))
        == [.setTargetOffset(648)])
    #expect(back.phase == .decelerating(targetRow: 6))
  }

  @Test func theSettlesPagingLimitCountsSnapsFromTheRelease() throws {
    // No willEndDragging (a SwiftUI-like host): the glide runs to the end, and the settle
    // stays one snap from the snap nearest the release (324, row 3's).
    var picker = try Self.cards(.paging(maxItems: 1))
    _ = picker.feed(dragEvents(through: [300]) + [.didEndDragging(willDecelerate: true)])
    let effects = picker.feed([.didScroll(offset: 729), .didEndDecelerating])
    #expect(
      effects.filter { $0 != .selectionFeedback } == [
        .configure(row: 2, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .scroll), .scroll(toOffset: 432, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 4))
    _ = picker.update(.didEndScrollingAnimation)
    #expect(Self.restsOnItsSnap(picker) && picker.offset == 432)
  }

  @Test func theLayoutsTargetIsTheSnapsRow() throws {
    let layout = try PageEventsTests.cards()
    #expect(
      layout.targetSnap(
        releasedAt: 690, velocity: 0, proposedOffset: 700, snapping: .nearest,
        flingThreshold: 300) == 7)
    #expect(
      layout.targetRow(
        releasedAt: 690, velocity: 0, proposedOffset: 700, snapping: .nearest,
        flingThreshold: 300) == 7)
    #expect(
      layout.targetSnap(
        releasedAt: .nan, velocity: 0, proposedOffset: 700, snapping: .nearest,
        flingThreshold: 300) == nil)
    let anchored = try tenRows()
    #expect(
      anchored.targetSnap(
        releasedAt: 100, velocity: 2000, proposedOffset: 400, snapping: .paging(maxItems: 2),
        flingThreshold: 300)
        == anchored.targetRow(
          releasedAt: 100, velocity: 2000, proposedOffset: 400, snapping: .paging(maxItems: 2),
          flingThreshold: 300))
  }

  @Test func aReleasePastTheEndAnimatesToAnEndCardThatRestsInsideIt() throws {
    // Three cards 359.75 wide in a 320-point viewport, right to left, trailing: row 0's
    // trailing edge at the viewport's puts it at 719.5, inside the range's end, 759.25. A
    // drag past that end, released without a glide, would bounce back to 759.25, where no
    // row rests: rule 4's suppression does not hold, and the settle animates to 719.5
    // rather than jump 40 points.
    let layout = try PickerLayout(
      viewportWidth: 320, itemWidth: 359.75, itemCount: 3, alignment: .trailing(padding: 0),
      direction: .rightToLeft, containment: .contained)
    #expect(layout.offsetRange == 0...759.25 && layout.offset(ofRow: 0) == 719.5)
    var picker = PickerState(layout: layout, selectedRow: 0)
    for event: PickerEvent in [
      .willBeginDragging, .didScroll(offset: 759.5),
      .willEndDragging(velocity: 239, proposedOffset: 759.25),
    ] {
      _ = picker.update(event)
    }
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .scroll(toOffset: 719.5, animated: true)
      ])
    #expect(picker.phase == .animating(targetRow: 0))
  }
}
