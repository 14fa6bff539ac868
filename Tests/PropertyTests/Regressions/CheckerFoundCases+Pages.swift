import PickerCheck
import PickerState
import Testing

extension CheckerFoundCases {
  // snapping against the naive model: target cell 2 is more than 1 from cell 0 (seed
  // 0x2f957488e4fd469e, host mode). An oracle bug: a drag on three rows that fit a
  // contained strip (all resting at snap 0, row 2 selected) released with paging; the
  // target is row 2, which rests at snap 0, and the oracle counted the paging limit from
  // the snap at release to the target's row instead of its snap (P4 counts snaps).
  @Test func aContainedTargetsPagingLimitCountsSnapsNotRows() throws {
    try Self.expectCleanReplay(
      "host:0.0.0.0.0.0.0.0.0.0.b.0.1.0.0.0.0.0.8.3.0.0.0.0.0.27.0.8.0.0.0.0.0",
      replaying: [
        .willBeginDragging,
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0, alignment: .center,
            direction: .leftToRight, containment: .contained)),
        .didScroll(offset: 64.0),
        .willEndDragging(velocity: 0.0, proposedOffset: 0.0),
      ])
    // The same in the hostile mode (seed 0x5eb7f92b95387cca): a fling of -5000 points per
    // second from rest on the same strip.
    try Self.expectCleanReplay(
      "hostile:0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.3.b.0.4.0.1.0.0.0.0.0.9.0.0.8.1.0.0.2.5.0.0"
        + ".0.0",
      replaying: [
        .optionsChanged(
          PickerOptions(
            snapping: .paging(maxItems: 1), decelerationRate: DecelerationRate(0.998),
            flingThreshold: 300.0, suppressesEdgeAnimation: true,
            commitsSelectionWhileScrolling: false, minimumAnimatedDistance: 1.0)),
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0, alignment: .center,
            direction: .leftToRight, containment: .contained)),
        .tap(row: 2),
        .willEndDragging(velocity: -5000.0, proposedOffset: 0.0),
      ])
  }

  // pages: ... I13: progress 0.0 at 1.7976931348623157e+308, P6 says Optional(-nan) (seed
  // 0x4e7c1cc8a58e7375, hostile mode). An oracle bug: a drag to the largest offset on a
  // wrapping strip of two rows, where the offset's laps overflow; the library answers 0,
  // in range, and the oracle's share of the lap was NaN. Past 2^40 laps it now judges
  // only I13's range.
  @Test func progressFarPastAWrappingStripIsJudgedByItsRangeAlone() throws {
    try Self.expectCleanReplay(
      "hostile:16.0.0.0.0.0.6.0.3.8.0.0.0.0.0.0.0.4.0.1.2.3.4.2",
      replaying: [
        .willBeginDragging,
        .didScroll(offset: 1.7976931348623157e+308),
      ])
  }

  // scroll view: the shortest way round: selectSnap(1, animated: false) at 62.0 heads for
  // nothing, not the anchor of cell 1 (seed 0x54db06f4444eba66, scroll-view mode). A
  // checker bug: the scroll view's judge of requests read a page dot as asking for
  // animation whatever its flag, as it reads `select(row:animated: false)` since; the
  // picker rested on row 1 at once, as asked.
  @Test func aPageDotWithoutAnimationMayRestAtOnce() throws {
    try Self.expectCleanReplay(
      "scrollview:0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.4.1.0.0.0.0.0.0.7.0.0.0.0.0.0.3b.6.1.0",
      replaying: [
        .accessibilityDecrement,
        .didScroll(offset: 63.5),
        .didScroll(offset: 62.0),
        .selectSnap(1, animated: false),
        .didScroll(offset: 64.0),
      ])
  }
}
