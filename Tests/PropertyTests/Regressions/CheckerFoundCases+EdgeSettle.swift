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
