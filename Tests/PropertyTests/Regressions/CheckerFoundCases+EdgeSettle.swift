import PickerCheck
import PickerState
import Testing

// Rule 4's edge suppression where the row does not rest at the end (I6).
extension CheckerFoundCases {
  // scroll view: no jump: didEndDragging(willDecelerate: false) moved the content from
  // 759.5 to 719.5 without animation (run seed 0xde22cca478b4e415, case
  // 0x916426e590ecdcd5, scroll-view mode). A library bug: a contained strip's end card,
  // wider than the viewport, rests 40 points inside the range's end; a drag released past
  // that end without a glide settled without animation, as rule 4 suppresses the settle
  // during a bounce, and the content jumped. The suppression now holds only where the row
  // rests at the end the bounce returns to.
  @Test func aReleasePastAnEndWhoseCardRestsInsideItAnimates() throws {
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 320.0, itemWidth: 359.75, itemCount: 3, spacing: 0.0,
        alignment: .trailing(padding: 0.0), direction: .rightToLeft, containment: .contained),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
        minimumAnimatedDistance: 1.0),
      selectedRow: 0,
      events: [
        .willBeginDragging,
        .didScroll(offset: 722.0), .didScroll(offset: 724.5), .didScroll(offset: 727.0),
        .didScroll(offset: 729.5), .didScroll(offset: 732.0), .didScroll(offset: 734.5),
        .didScroll(offset: 737.0), .didScroll(offset: 739.5), .didScroll(offset: 741.5),
        .didScroll(offset: 743.5), .didScroll(offset: 746.0), .didScroll(offset: 748.5),
        .didScroll(offset: 753.0), .didScroll(offset: 755.5), .didScroll(offset: 758.0),
        .didScroll(offset: 759.5),
        .willEndDragging(velocity: 239.0, proposedOffset: 759.25),
        .didEndDragging(willDecelerate: false),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    try Self.expectCleanReplay(
      "scrollview:14.0.1.0.2.1.0.8.0.0.0.0.0.0.0.0.0.0.0.1.0.0.0.0.f.2.0.0.0.0.0.0.0.0.0.0.0.0"
        + ".0.0.0.0.0.2.0.2.0.0.0.0.0.3.0.0.0.0.0.2.0.0",
      of: scenario)
  }
}

// A glide bouncing back past such an end, through rows appended beyond it (P4, L3).
extension CheckerFoundCases {
  // scroll view: a batch update keeps what the user sees: a motion toward row 1 (row 1
  // after the batch update, committing row 1) heads for row 2 (run seed
  // 0x95d931f5b3eca137, case 0x7c5c45d6c8c3e811, scroll-view mode). A library bug: the
  // last card, wider than the viewport, rests at 343 inside the range's end at 586; a
  // release at 593 glides back to the end (the target against the velocity is the end),
  // and the settle there animates to the card. A row appended during that bounce left Δ
  // at 0 and the card's rest where it was, so the glide went on carrying row 1; but the
  // old end, where the bounce stops, now lies nearest the new row 2, and the settle
  // committed row 2. The glide now becomes the settle on row 1 when the change moves the
  // end it bounces to.
  @Test func aBounceToAnEndThatRowsMovedBecomesTheSettleOnItsRow() throws {
    let narrow = { (count: Int) in
      try PickerLayout(
        viewportWidth: 100.0, itemWidth: 343.0, itemCount: count, spacing: 0.0,
        alignment: .leading(padding: 0.0), direction: .leftToRight, containment: .contained)
    }
    let scenario = Scenario(
      layout: try PickerLayout(
        viewportWidth: 375.0, itemWidth: 343.0, itemCount: 3, spacing: 0.0,
        alignment: .leading(padding: 0.0), direction: .leftToRight, containment: .contained),
      options: PickerOptions(
        snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,
        suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false,
        minimumAnimatedDistance: 1.0),
      selectedRow: 0,
      events: [
        .rowsChanged(try PickerRowChanges(removed: [0]), layout: try narrow(2)),
        .willBeginDragging,
        .didScroll(offset: 66.5),
        .willEndDragging(velocity: 4000.0000000000005, proposedOffset: 586.0),
        .didEndDragging(willDecelerate: true),
        .willBeginDragging,
        .didScroll(offset: 133.0), .didScroll(offset: 200.0), .didScroll(offset: 266.5),
        .didScroll(offset: 333.0), .didScroll(offset: 400.0), .didScroll(offset: 466.5),
        .didScroll(offset: 533.0), .didScroll(offset: 593.0),
        .willEndDragging(velocity: 4000.0000000000005, proposedOffset: 586.0),
        .didEndDragging(willDecelerate: true),
        .rowsChanged(try PickerRowChanges(inserted: [2]), layout: try narrow(3)),
      ])
    #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
    try Self.expectCleanReplay(
      "scrollview:14.0.0.0.1.0.0.4.0.0.0.0.0.0.0.0.0.0.0.0.0.0.2.8.4.1.0.0.3.2.0.0.c.0."
        + "0.0.0.1d.7.c.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.3b.4.2.0.0.0",
      of: scenario)

    // The change itself, whole: the picture held (no move), row 1 committed, and the
    // animation to its rest at 343 that stops the bounce.
    var picker = PickerState(
      layout: try narrow(2), selectedRow: 0, options: scenario.initialState.options)
    for event: PickerEvent in [
      .willBeginDragging, .didScroll(offset: 593.0),
      .willEndDragging(velocity: 4000, proposedOffset: 586.0),
      .didEndDragging(willDecelerate: true),
    ] {
      _ = picker.update(event)
    }
    #expect(picker.phase == .decelerating(targetRow: 1))
    let effects = picker.update(
      .rowsChanged(try PickerRowChanges(inserted: [2]), layout: try narrow(3)))
    #expect(
      Array(effects) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .scroll), .scroll(toOffset: 593.0, animated: false),
        .scroll(toOffset: 343.0, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 1))
    #expect(picker.offset == 593.0)
  }
}
