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

  // scroll view: no end in reach: didScroll(offset: 514498.0) left the content at
  // 514498.0, outside 16383.749999998172...497741.2500000018, half W5's margin inside the
  // ends (run seed 0x81bba801faa86242, case 0x1614cc5533137540, scroll-view mode, shrunk
  // from 220 events to 6). A false alarm of the scroll-view judge of W5. A drag began at
  // 639,936 on 10,000 rows that did not wrap; the rows went, then 1,000 came, whose end is
  // 342,657, and the rubber band showed the finger's place 374 points past it. Three
  // wrapping laps then arrived, 514,125 long: W6 keeps the offset, where the row under
  // the anchor stays, and the picker sends nothing. The scroll view still holds the
  // finger far past the end, and its next frame shows it by the rubber band past the new
  // end. The picker sees only the offset; the judge now leaves such a drag alone until it
  // rests or another drag begins, as it does a glide a change let go on.
  @Test func aFingerLeftPastTheEndOfAStripThatDidNotWrapPullsPastTheWrappingStrip() throws {
    let options = PickerOptions(
      snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
      suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
      minimumAnimatedDistance: 1.0, autoAdvanceInterval: 2.0)
    let strip = { (count: Int, wraps: Bool) in
      try PickerLayout(
        viewportWidth: 375.0, itemWidth: 343.0, itemCount: count, spacing: 0.0,
        alignment: .leading(padding: 0.0), direction: .leftToRight, wrapsAround: wraps)
    }
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 64.0, itemCount: 10000, spacing: 0.0,
        alignment: .center, direction: .rightToLeft),
      options: options, selectedRow: 0,
      events: [
        .willBeginDragging,
        .layoutChanged(
          try PickerLayout(
            viewportWidth: 375.0, itemWidth: 64.0, itemCount: 0, spacing: 0.0,
            alignment: .center, direction: .rightToLeft)),
        .layoutChanged(try strip(1000, false)),
        .didScroll(offset: 343031.0),
        .layoutChanged(try strip(500, true)),
        .didScroll(offset: 514498.0),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    try Self.expectCleanReplay(
      "scrollview:12.1.0.0.0.1.0.0.0.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.2.0.27.2.0.0.4.27.2"
        + ".0.5.12.0.0.0.1.0.0.4.0.0.0.27.2.7.0.3.0.0",
      of: scenario)

    // The wrapping strip's arrival, whole: the row under the anchor, 999 clamped to 499,
    // keeps its distance at its home-lap cell, 999, where the offset already is.
    var picker = scenario.initialState
    for event in scenario.events.prefix(4) { _ = picker.update(event) }
    #expect(picker.offset == 343031.0)
    let effects = picker.update(.layoutChanged(try strip(500, true)))
    #expect(Array(effects) == [])
    #expect(picker.offset == 343031.0)
    #expect(picker.phase == .dragging)
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
