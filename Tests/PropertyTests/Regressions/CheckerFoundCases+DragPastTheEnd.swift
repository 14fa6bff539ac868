import PickerCheck
import PickerState
import Testing

// A drag that begins past the end of a wrapping strip's content (W4, W5).
extension CheckerFoundCases {
  // scroll view: no end in reach: willBeginDragging left the content at 574464.0, outside
  // 16383.749999999533...114761.25000000047, half W5's margin inside the ends (run seed
  // 0x550d475f0178cd52, case 0x49610b9cb98eb18c, scroll-view mode). A library bug: autoplay
  // from the last of 10,000 anchored rows animated back to row 0, and went on (W6) through
  // a reload to three wrapping rows, leaving the scroll view's offset far past the new
  // content's end. The drag's re-centring moved the last cell (the nearest) into the home
  // lap, 341 laps, which left the finger past the end still; it now counts the laps from
  // the offset itself.
  @Test func aDragThatBeginsPastAShrunkStripsEndStartsInTheHomeLap() throws {
    try Self.expectCleanReplay(
      "scrollview:12.1.0.0.0.0.0.0.0.2.0.0.0.0.0.0.0.8.0.0.0.0.0.0.2.0.3b.2.0.5.0.0.0.0.1.0"
        + ".0.0.0.3.27.0.0",
      replaying: [
        .autoAdvanceTimerFired,
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 3, spacing: 0.0,
            alignment: .leading(padding: 0.0), direction: .leftToRight, wrapsAround: true)),
        .willBeginDragging,
        .didScroll(offset: 65664.0),
      ])
  }

  // state invariants (I1, I3, I7): I7: the offset is negativeInfinity (seed 0x5eed, case
  // 0xc520e3030df8bb7b, hostile mode). Found as the above was fixed: a drag that begins at
  // the largest finite offset counted more laps than their length times a lap holds, and
  // scrolled to -infinity. A finger past the largest lap count a `Double` holds keeps its
  // offset, as a reload under such a finger does.
  @Test func aDragThatBeginsAtTheLargestOffsetKeepsItsOffset() throws {
    try Self.expectCleanReplay(
      "hostile:f.0.2.0.0.0.0.0.0.8.0.0.0.0.0.0.0.0.3.9.0.0.7.0.0.d.0.3.4.2.2",
      replaying: [
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 2, spacing: 8.0, alignment: .center,
            direction: .leftToRight, wrapsAround: true)),
        .accessibilityDecrement,
        .didScroll(offset: 1.7976931348623157e+308),
        .willBeginDragging,
      ])
  }

  // motion rules (no jump, no stuck host): willBeginDragging gave [scroll(toOffset:
  // 1909.652, animated: false)], phase dragging (run seed 0x1809f99d91ba4cff, case
  // 0x32b06c72fb038896, host mode; and run seed 0x52709639ca3caf03, case
  // 0xb65fb6ec35fc3cb9, hostile mode). An oracle bug, found by random runs after the fix
  // above: on laps of a thousandth of a point, a drag beginning a point past either end
  // counted its laps from the model's home anchor, whose rounding made one lap more than
  // the layout's; the oracle now counts them from the layout's anchor, held against the
  // model's.
  @Test func aDragPastTheEndOfTinyLapsCountsLapsFromTheLayoutsAnchor() throws {
    try Self.expectCleanReplay(
      "host:16.0.0.0.1.0.8.0.3.0.0.0.0.0.0.0.0.5.0.0.0.0.1.0.1d.0.0.1.0.0.0.0.0.0.9.0.0.0.0.0.0"
        + ".0.0.0.0.0.0.0.b.0",
      replaying: 6,
      endingWith: [
        .didScroll(offset: -40), .willEndDragging(velocity: 0, proposedOffset: 0),
        .didEndDragging(willDecelerate: true), .willBeginDragging,
      ])
    try Self.expectCleanReplay(
      "hostile:16.0.0.2.0.0.8.0.3.0.0.0.0.0.0.1.0.2.d.0.3.3.4.2",
      replaying: [
        .accessibilityDecrement, .didScroll(offset: 3820.3019999999997), .willBeginDragging,
      ])
  }
}
