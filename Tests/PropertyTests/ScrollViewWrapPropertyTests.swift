import PickerState
import Testing

@testable import PickerCheck

/// The scroll-view mode's end-to-end properties of a wrapping strip, each held against a
/// history it must accept and one it must reject: no visible jump modulo a lap, no end in
/// reach, a tap that brings the cell under the finger, and the shortest way round.
///
/// The strip has ten rows 64 points wide and 10 apart, centred in 375 points: laps of 740
/// points, 179 of them (89 on each side of the home lap), cells every 74 points, offsets
/// from 0 to 132,085. Row 0 rests on its home-lap cell, 890, at 65,704.5; W5's margin is
/// 32,768. The host draws scale 2 and 60 Hz, forwards `willEndDragging` and applies the
/// answer.
@Suite struct ScrollViewWrapPropertyTests {
  static func layout() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 10, spacing: 10, wrapsAround: true)
  }

  /// One lap, in points.
  static let lap = 740.0
  /// Where row 0 rests: the anchor of cell 890.
  static let home = 65_704.5

  /// A picker and the host that shows it, judged update by update as the scroll-view mode
  /// judges them, with the picker's answers or a wrong picker's.
  struct JudgedHost {
    var picker: PickerState
    var host: ScrollViewHost
    /// What the finger and the app do at rest, for ``nextEvent()``.
    var choices: Choices

    /// A picker resting on `row` of `layout` (the suite's strip when nil) with `options`,
    /// and a host drawn from an empty tape; the finger and the app then follow `tape`.
    init(
      _ layout: PickerLayout? = nil, row: Int = 0, options: PickerOptions = PickerOptions(),
      tape: [UInt64] = []
    ) throws {
      picker = PickerState(
        layout: try layout ?? ScrollViewWrapPropertyTests.layout(), selectedRow: row,
        options: options)
      var hostChoices = Choices(replaying: [])
      host = ScrollViewHost(&hostChoices, showing: picker)
      choices = Choices(replaying: tape)
    }

    /// The next event from the host: a callback owed, a frame, or what the tape's finger
    /// or app does.
    mutating func nextEvent() -> PickerEvent {
      host.nextEvent(&choices, picker: picker)
    }

    /// Sends `event` and judges the update; `effects` and `state` stand for a wrong
    /// picker's answer and the state it leaves.
    mutating func send(
      _ event: PickerEvent, answering effects: PickerEffects? = nil,
      becoming state: PickerState? = nil
    ) -> CheckFailure? {
      let before = picker
      let answer = picker.update(event)
      if let state { picker = state }
      let effects = effects ?? answer
      return host.carryOut(
        effects, of: event, before: before, after: picker, rowNearestScroll: nil
      ).failure
    }

    /// Delivers the callbacks and frames the scroll view owes, answered by the picker, until
    /// it rests: the first failure, or nil.
    mutating func runToRest() -> CheckFailure? {
      var events = 0
      while !(host.scrollView.isAtRest && !host.owesCallbacks) && events < 1_000 {
        if let failure = send(nextEvent()) { return failure }
        events += 1
      }
      return nil
    }
  }

  // MARK: - No visible jump modulo a lap

  /// A stray `didEndScrollingAnimation` at rest answered by a scroll without animation from
  /// 65,704.5: whole laps show the same picture, a remainder under the limit (a point at
  /// scale 2) is no jump, anything else is.
  @Test(arguments: [
    (2, 0.0, false), (-3, 0.75, false), (-3, -0.75, false), (2, 370, true), (1, 1.5, true),
    (0, 74, true),
  ])
  func wholeLapsAreNoJumpAndAnyOtherMoveIsJudgedAsBefore(
    laps: Int, remainder: Double, jumps: Bool
  ) throws {
    var judged = try JudgedHost()
    let offset = Self.home + Double(laps) * Self.lap + remainder
    let failure = judged.send(
      .didEndScrollingAnimation, answering: [.scroll(toOffset: offset, animated: false)])
    let jump = CheckFailure(
      .noJump,
      "didEndScrollingAnimation moved the content from 65704.5 to \(offset) without animation")
    #expect(failure == (jumps ? jump : nil))
  }

  /// A drag that begins re-centres by whole laps under the finger (W4); a scroll by any
  /// other distance moves the content under it.
  @Test(arguments: [(-1_480.0, false), (2_220, false), (-1_470, true)])
  func aDragsRecentringByWholeLapsLeavesThePictureUnderTheFinger(
    distance: Double, movesTheContent: Bool
  ) throws {
    var judged = try JudgedHost()
    // The tape's finger touches the resting content and starts to drag.
    #expect(judged.nextEvent() == .willBeginDragging)
    let offset = Self.home + distance
    let failure = judged.send(
      .willBeginDragging, answering: [.scroll(toOffset: offset, animated: false)])
    let moved = CheckFailure(
      .underTheFinger,
      "willBeginDragging scrolled to \(offset) (animated: false) under the finger")
    #expect(failure == (movesTheContent ? moved : nil))
  }

  // MARK: - No end in reach

  /// Scrolls by whole laps (no jump), answering a stray `didEndDecelerating`, that leave
  /// the content less than half W5's margin (16,384) from either end are rejected; W5's
  /// margin itself binds only targets. After a second request that moved the content before
  /// it rested, nothing is judged.
  @Test(arguments: [
    (-44, 0, false), (-67, 0, true), (67, 0, false), (68, 0, true), (-67, 1, true),
    (-67, 2, false),
  ])
  func theContentStaysHalfW5sMarginInsideBothEnds(
    laps: Int, requestsBefore: Int, reachesAnEnd: Bool
  ) throws {
    var judged = try JudgedHost()
    for request in 0..<requestsBefore {
      #expect(judged.send(.select(row: 1 + request, animated: true)) == nil)
    }
    let offset = Self.home + Double(laps) * Self.lap
    let failure = judged.send(
      .didEndDecelerating, answering: [.scroll(toOffset: offset, animated: false)])
    let cells = ScrollViewCells(try Self.layout())
    let slack = 0.25 + cells.tolerance
    let lowest = 16_384 - slack
    let highest = 132_085 - 16_384 + slack
    let reached = CheckFailure(
      .noEndInReach,
      "didEndDecelerating left the content at \(offset), outside \(lowest)...\(highest), "
        + "half W5's margin inside the ends")
    #expect(failure == (reachesAnEnd ? reached : nil))
  }

  /// A wrapping strip of one lap a side, laps of 65,600 points (1,000 rows of 65.6, centred
  /// in 1,024): row 0 rests at 65,120.8 and row 501, just over half a lap on, is nearest a
  /// lap back, at 32,386.4, inside W5's margin (32,768) but not half of it. The picker
  /// animates there from rest, a target W5 does not bind, and the property accepts it.
  @Test func aSelectionFromRestMayComeWithinW5sMarginButNotHalfOfIt() throws {
    let layout = try PickerLayout(
      viewportWidth: 1_024, itemWidth: 65.6, itemCount: 1_000, wrapsAround: true)
    #expect(layout.laps == 3)
    var judged = try JudgedHost(layout)
    #expect(judged.send(.select(row: 501, animated: true)) == nil)
    let target = layout.offset(ofCell: 501)
    #expect(abs(target - 32_386.4) < 1e-6)
    #expect(judged.host.scrollView.motion == .animating(from: 65_121, to: 32_386.5, elapsed: 0))
    #expect(judged.runToRest() == nil)
    #expect(
      judged.host.scrollView.offset == judged.host.scrollView.rounded(layout.offset(ofRow: 501)))
  }

  // MARK: - A tap brings the cell under the finger

  /// The finger taps the viewport at 330.25 points (pixel 660 at scale 2): content at
  /// 66,034.75, inside cell 892 (66,008 to 66,072), two cells on from the anchor.
  static let tapOnCell892: [UInt64] = [5, 660, 0]
  /// Cell 892's anchor.
  static let anchorOf892 = home + 148

  @Test func aTapBringsTheCellUnderTheFingerToTheAnchorAndRestsOnItsHomeLap() throws {
    var judged = try JudgedHost(tape: Self.tapOnCell892)
    #expect(judged.nextEvent() == .tapCell(892))
    #expect(judged.send(.tapCell(892)) == nil)
    #expect(judged.host.scrollView.motion == .animating(from: Self.home, to: 65_852.5, elapsed: 0))
    #expect(judged.runToRest() == nil)
    #expect(judged.host.scrollView.offset == Self.anchorOf892)
    #expect(judged.picker.selectedRow == 2)
  }

  /// Wrong answers to the tap: the right row's copy a lap back, and no scroll at all.
  @Test(arguments: [
    (
      [.scroll(toOffset: 65_112.5, animated: true)] as PickerEffects,
      "tapCell(892) at 65704.5 heads for 65112.5, not the anchor of cell 892"
    ),
    ([] as PickerEffects, "tapCell(892) at 65704.5 heads for nothing, not the anchor of cell 892"),
  ])
  func aTapThatHeadsElsewhereIsRejected(effects: PickerEffects, detail: String) throws {
    var judged = try JudgedHost(tape: Self.tapOnCell892)
    let event = judged.nextEvent()
    let failure = judged.send(event, answering: effects)
    #expect(failure == CheckFailure(.tapUnderFinger, detail))
  }

  /// A picker that turns the tap's animation to another copy on its way is caught where the
  /// animation ends.
  @Test func aTapWhoseAnimationEndsElsewhereIsRejected() throws {
    var judged = try JudgedHost(tape: Self.tapOnCell892)
    #expect(judged.send(judged.nextEvent()) == nil)
    let frame = judged.nextEvent()
    #expect(judged.send(frame, answering: [.scroll(toOffset: 65_112.5, animated: true)]) == nil)
    var failure: CheckFailure?
    while failure == nil, judged.host.owesCallbacks || !judged.host.scrollView.isAtRest {
      failure = judged.send(judged.nextEvent())
    }
    #expect(
      failure
        == CheckFailure(
          .tapUnderFinger,
          "tapCell(892)'s animation ended at 65112.5, not at the anchor of cell 892"))
  }

  /// A tap on the cell at the anchor asks for nothing; a picker that moves to row 1 at once
  /// instead rests on a row the tap did not name.
  @Test func aTapAnsweredWithAnotherRowIsRejectedAtRest() throws {
    var judged = try JudgedHost()
    let layout = try Self.layout()
    let rowOne = PickerState(layout: layout, selectedRow: 1)
    let failure = judged.send(
      .tapCell(890),
      answering: [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .tap), .scroll(toOffset: rowOne.offset, animated: false),
      ], becoming: rowOne)
    #expect(failure == nil)
    #expect(
      judged.runToRest()
        == CheckFailure(
          .tapUnderFinger,
          "tapCell(890) went to cell 890, and the picker rests on row Optional(1)"))
  }

  // MARK: - The shortest way round

  /// From row 0, row 9 is one cell back (cell 889) and nine on (cell 899); row 5 is half a
  /// lap either way, a tie, which goes forward (cell 895), not back (cell 885).
  @Test(arguments: [
    (9, 65_630.5, nil),
    (
      9, 66_370.5,
      "select(row: 9, animated: true) at 65704.5 heads for 66370.5, not the anchor of cell 889"
    ),
    (5, 66_074.5, nil),
    (
      5, 65_334.5,
      "select(row: 5, animated: true) at 65704.5 heads for 65334.5, not the anchor of cell 895"
    ),
    (
      1, 65_038.5,
      "select(row: 1, animated: true) at 65704.5 heads for 65038.5, not the anchor of cell 891"
    ),
  ])
  func aSelectionGoesTheShortestWayRound(row: Int, target: Double, detail: String?) throws {
    var judged = try JudgedHost()
    let event = PickerEvent.select(row: row, animated: true)
    let failure = judged.send(
      event,
      answering: [
        .configure(row: 0, isSelected: false), .configure(row: row, isSelected: true),
        .selectionChanged(row: row, cause: .programmatic),
        .scroll(toOffset: target, animated: true),
      ])
    #expect(failure == detail.map { CheckFailure(.wayRound, $0) })
  }

  /// From row 9 (cell 899), an increment goes one cell on, to row 0 in the next lap (cell
  /// 900), not back nine cells to row 0's home cell; a decrement to cell 898.
  @Test(arguments: [
    (PickerEvent.accessibilityIncrement, 66_444.5, nil),
    (
      .accessibilityIncrement, 65_704.5,
      "accessibilityIncrement at 66370.5 heads for 65704.5, not the anchor of cell 900"
    ),
    (.accessibilityDecrement, 66_296.5, nil),
  ])
  func aStepMovesExactlyOneCell(event: PickerEvent, target: Double, detail: String?) throws {
    var judged = try JudgedHost(row: 9)
    let failure = judged.send(event, answering: [.scroll(toOffset: target, animated: true)])
    #expect(failure == detail.map { CheckFailure(.wayRound, $0) })
  }
}
