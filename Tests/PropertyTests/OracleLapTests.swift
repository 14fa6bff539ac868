import PickerState
import Testing

@testable import PickerCheck

/// The oracle's wrap-around checks fail on a wrong answer, each with its own failure: the
/// cell W3 names (I10), a drag's re-centring and a rest's (W4), W5's margin (waived only
/// where no cell in reach can clear it), a scroll to something that is not the model's
/// anchor (I4), a rest off the model's home lap (I3), a cell counted against the model's
/// cells (I7), and a layout whose laps, anchors or nearest cells are not the model's.
///
/// A wrong answer is handed to the oracle in one of two ways: effects, or a real update's
/// effects and state taken from another event that does the wrong thing, judged by the
/// check they break (not by the whole step, whose determinism check would only say that
/// the answer is not the picker's); or a real picker on a layout whose geometry is not the
/// one the oracle's laps were built for, judged by the whole step.
///
/// The strip: four rows of 64 points, 8 apart, centred in 200 points. A lap is 288 points
/// and W1 gives 457 laps: cells 0 to 1827, the home lap 228 (cells 912 to 915), cell `c`
/// anchored at `72c - 68`, cells 1 to 1826 in reach, a margin of 32,768.
@Suite struct OracleLapTests {
  static func fourRows(rows: Int = 4) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: rows, spacing: 8, wrapsAround: true)
  }

  /// The same strip with every anchor half a point further left: its cells rest 0.5
  /// below the model's, in the same range.
  static func shifted() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: 4, spacing: 8,
      alignment: .leading(padding: 68.5), wrapsAround: true)
  }

  /// Where cell `cell` of ``fourRows(rows:)`` rests.
  static func anchor(_ cell: Int) -> Double { 72 * Double(cell) - 68 }

  /// A picker and the oracle's mirror of it, advanced by real updates that pass every
  /// check.
  struct Judged {
    var state: PickerState
    var oracle: EventOracle

    init(_ state: PickerState) {
      self.state = state
      oracle = EventOracle(showing: state)
    }

    /// Applies `events`, each judged by every check.
    mutating func apply(_ events: PickerEvent...) {
      for event in events {
        let before = state
        let effects = state.update(event)
        let judgement = oracle.check(
          before: before, event: event, effects: effects, after: state)
        #expect(judgement.failure == nil, "\(event)")
      }
    }

    /// What the picker answers to `event`, and the state it leaves.
    func answer(_ event: PickerEvent) -> (effects: PickerEffects, after: PickerState) {
      var after = state
      let effects = after.update(event)
      return (effects, after)
    }

    /// The first failure of the checks of each effect on its own when `event` is answered
    /// with `effects`, the picker left as its own answer leaves it.
    func effectFailure(_ event: PickerEvent, _ effects: PickerEffects) -> CheckFailure? {
      let after = answer(event).after
      for effect in effects {
        if let failure = oracle.checkEffect(effect, state, event, after) { return failure }
      }
      return nil
    }

    /// The failure of the checks of the update's motion when `event` is answered with
    /// `effects`, leaving `after` (by default, as the picker's own answer leaves it).
    func motionFailure(
      _ event: PickerEvent, _ effects: PickerEffects, leaving after: PickerState? = nil
    ) -> CheckFailure? {
      var oracle = oracle
      let left = after ?? answer(event).after
      let rowChanges = EventOracle.rowChanges(of: event, from: state)
      oracle.followRelease(state, event, left, rowChanges, lapsBefore: oracle.laps)
      return oracle.checkMotion(state, event, effects, left, rowChanges, lapsBefore: oracle.laps)
    }

    /// The failure of the checks of the update's motion when `event` is answered as
    /// `answer` answers: its effects and the state it leaves.
    func motionFailure(_ event: PickerEvent, answeredAs other: PickerEvent) -> CheckFailure? {
      let (effects, after) = answer(other)
      return motionFailure(event, effects, leaving: after)
    }
  }

  // MARK: - I10: the cell W3 names

  @Test func aTapThatGoesTheLongWayRoundBreaksI10() throws {
    let picker = Judged(PickerState(layout: try Self.fourRows()))
    // Row 1 is one cell forward (913) or three back (909).
    #expect(picker.motionFailure(.tap(row: 1), answeredAs: .tap(row: 1)) == nil)
    #expect(
      picker.motionFailure(.tap(row: 1), answeredAs: .tapCell(909))
        == CheckFailure(
          .scrollTargets,
          "I10: tap(row: 1) scrolled to \(Self.anchor(909)), not to cell 913 of W3"))
  }

  @Test func aTieOnTheWayRoundThatGoesBackBreaksI10() throws {
    let picker = Judged(PickerState(layout: try Self.fourRows()))
    // Row 2 is two cells either way: the forward one, 914, wins.
    #expect(picker.motionFailure(.tap(row: 2), answeredAs: .tap(row: 2)) == nil)
    #expect(
      picker.motionFailure(.tap(row: 2), answeredAs: .tapCell(910))
        == CheckFailure(
          .scrollTargets,
          "I10: tap(row: 2) scrolled to \(Self.anchor(910)), not to cell 914 of W3"))
  }

  @Test func aTapOnACellOutOfReachThatGoesToAnotherCopyBreaksI10() throws {
    let picker = Judged(PickerState(layout: try Self.fourRows()))
    // Cell 0 rests at -68, outside the range: its copy a lap in, cell 4, is the one.
    #expect(picker.motionFailure(.tapCell(0), answeredAs: .tapCell(0)) == nil)
    #expect(
      picker.motionFailure(.tapCell(0), answeredAs: .tapCell(8))
        == CheckFailure(
          .scrollTargets, "I10: tapCell(0) scrolled to \(Self.anchor(8)), not to cell 4 of W3"))
  }

  @Test func anIncrementThatGoesBackToRowZerosHomeCellBreaksI10() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows(), selectedRow: 2))
    picker.apply(.select(row: 3, animated: false))
    // From row 3 (cell 915) the next cell is row 0's copy in the next lap, 916.
    #expect(
      picker.motionFailure(.accessibilityIncrement, answeredAs: .accessibilityIncrement) == nil)
    #expect(
      picker.motionFailure(.accessibilityIncrement, answeredAs: .tapCell(912))
        == CheckFailure(
          .scrollTargets,
          "I10: accessibilityIncrement scrolled to \(Self.anchor(912)), not to cell 916 of W3"))
  }

  @Test func aScrollWithoutAnimationThatLeavesTheHostAnimatingBreaksI10() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows()))
    picker.apply(.tap(row: 1))
    let frame = PickerEvent.didScroll(offset: Self.anchor(913))
    #expect(picker.effectFailure(frame, []) == nil)
    #expect(
      picker.effectFailure(frame, [.scroll(toOffset: Self.anchor(913), animated: false)])
        == CheckFailure(
          .motion,
          "I10: a scroll without animation to 65668.0 on didScroll(offset: 65668.0) in "
            + "animating(targetRow: 1) left the picker animating(targetRow: 1)"))
  }

  // MARK: - W4: re-centring by whole laps

  @Test func aDragThatRecentresByOneLapTooFewBreaksW4() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows()))
    // An animation toward cell 4, caught there by a touch: 227 laps from home.
    picker.apply(.tapCell(4), .didScroll(offset: Self.anchor(4)))
    let recentred = Self.anchor(912)
    #expect(
      picker.motionFailure(.willBeginDragging, [.scroll(toOffset: recentred, animated: false)])
        == nil)
    let short: PickerEffects = [.scroll(toOffset: recentred - 288, animated: false)]
    #expect(
      picker.motionFailure(.willBeginDragging, short)
        == CheckFailure(.motion, "willBeginDragging gave \(short), phase dragging"))
  }

  @Test func aRestOnAnotherCopyThanTheHomeLapsBreaksW4() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows()))
    // A drag that lets go still on cell 4's anchor: row 0, resting at once at home.
    picker.apply(.willBeginDragging, .didScroll(offset: Self.anchor(4)))
    let release = PickerEvent.didEndDragging(willDecelerate: false)
    #expect(
      picker.motionFailure(
        release, [.scroll(toOffset: Self.anchor(912), animated: false), .didEndScrolling(row: 0)])
        == nil)
    let stays: PickerEffects = [
      .scroll(toOffset: Self.anchor(4), animated: false), .didEndScrolling(row: 0),
    ]
    #expect(
      picker.motionFailure(release, stays)
        == CheckFailure(
          .animatedScrolls,
          "settle on row 0 gave \(stays), phase idle; expected "
            + "Optional(PickerState.PickerEffect.scroll(toOffset: \(Self.anchor(912)), "
            + "animated: false))"))
  }

  // MARK: - W5 and I4: targets and scroll values

  @Test func aTargetWithinTheMarginOfAnEndBreaksW5() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows()))
    picker.apply(.willBeginDragging)
    let fling = PickerEvent.willEndDragging(velocity: -9_000, proposedOffset: 0)
    #expect(picker.effectFailure(fling, picker.answer(fling).effects) == nil)
    // Cell 2, anchored at 76, lies within 32,768 of the range's start.
    #expect(
      picker.effectFailure(fling, [.setTargetOffset(Self.anchor(2))])
        == CheckFailure(
          .scrollTargets, "target 76.0 lies within 32768.0 of an end of 0.0...131416.0"))
  }

  @Test func whereNoCellClearsTheMarginATargetInReachHoldsW5() throws {
    // One row as long as the reach, under a viewport two laps wide: three laps, and only
    // the home cell, anchored at 536, in reach of a range of 65,536: within the margin.
    let strip = try PickerLayout(
      viewportWidth: 131_072, itemWidth: 65_536, itemCount: 1,
      alignment: .leading(padding: 65_000), wrapsAround: true)
    var picker = Judged(PickerState(layout: strip))
    picker.apply(.willBeginDragging, .didScroll(offset: 1_000))
    let fling = PickerEvent.willEndDragging(velocity: -500, proposedOffset: 0)
    #expect(picker.oracle.laps?.clearsMargin == false)
    #expect(picker.effectFailure(fling, [.setTargetOffset(536)]) == nil)
  }

  @Test func aScrollOffEveryAnchorOfTheModelBreaksI4() throws {
    var picker = Judged(PickerState(layout: try Self.fourRows()))
    picker.apply(.willBeginDragging, .didScroll(offset: Self.anchor(913) + 10))
    let release = PickerEvent.didEndDragging(willDecelerate: false)
    #expect(picker.effectFailure(release, picker.answer(release).effects) == nil)
    for wrong in [Self.anchor(913) + 1, Self.anchor(0)] {
      #expect(
        picker.effectFailure(release, [.scroll(toOffset: wrong, animated: true)])
          == CheckFailure(
            .scrollTargets, "target \(wrong) is not a cell's anchor in 0.0...131416.0"))
    }
    // An anchor of the shifted strip is the layout's own, and 0.5 off the model's.
    let shifted = try Self.shifted()
    #expect(
      picker.oracle.checkAnchor(shifted.offset(ofCell: 913), in: shifted)
        == CheckFailure(.scrollTargets, "target 65667.5 is not a cell's anchor in 0.0...131416.0"))
  }

  /// Rows of 3,838.9375, 2^52 and 300 points, 65,600 apart, 3,629 in three laps of 5.4e18
  /// points: the model sums a lap its own way and anchors the cells 3e5 from the layout,
  /// well within its rounding, where the small rows' anchors lie 66,000 apart. A selection
  /// in a glide goes to row 108's copy nearest the offset 0, cell 7,366; the model puts
  /// cell 7,364 nearest that anchor, and only the layout's own anchors tell which cell it is.
  @Test func aScrollToACellNearerItsNeighboursThanTheModelsRoundingHoldsI4() throws {
    let widths: [Double] = [3838.9375, 4_503_599_627_370_496, 300]
    let layout = try PickerLayout(
      viewportWidth: 1, itemWidths: (0..<3629).map { widths[$0 % 3] }, spacing: 65_600,
      alignment: .trailing(padding: 65_600), direction: .rightToLeft, wrapsAround: true)
    var picker = Judged(PickerState(layout: layout))
    picker.apply(
      .willBeginDragging, .didScroll(offset: 0), .willEndDragging(velocity: 0, proposedOffset: 0),
      .didEndDragging(willDecelerate: true))
    let anchor = layout.offset(ofCell: 7366)
    let laps = try #require(picker.oracle.laps)
    #expect(laps.model.nearestCell(toOffset: anchor) == 7364)
    #expect(laps.nearestCell(toOffset: anchor, in: layout) == 7366)
    let select = PickerEvent.select(row: 108, animated: true)
    #expect(picker.answer(select).effects.last == .scroll(toOffset: anchor, animated: true))
    picker.apply(select)
  }

  // MARK: - The layout against the model

  @Test func aPickerRestingOnAnotherLayoutsHomeCellBreaksI3() throws {
    let oracle = EventOracle(showing: PickerState(layout: try Self.fourRows()))
    // Where the shifted strip rests on row 1: half a point off the model's.
    let shifted = PickerState(layout: try Self.shifted(), selectedRow: 1)
    #expect(oracle.checkResting(PickerState(layout: try Self.fourRows(), selectedRow: 1)) == nil)
    #expect(
      oracle.checkResting(shifted)
        == CheckFailure(
          .stateInvariants,
          "I3: idle at 65667.5 on row 1, whose home-lap cell the layout anchors at 65667.5, "
            + "the model at 65668.0"))
  }

  @Test func aCellCountedByAnotherLayoutBreaksI7() throws {
    var oracle = EventOracle(showing: PickerState(layout: try Self.fourRows()))
    // Five rows lay out 1,835 cells (367 laps of 360), where the model has 1,828.
    let before = PickerState(layout: try Self.fourRows(rows: 5))
    var after = before
    let effects = after.update(.tapCell(1830))
    #expect(
      oracle.check(before: before, event: .tapCell(1830), effects: effects, after: after).failure
        == CheckFailure(
          .rejection,
          "expected [.rejected(cellOutOfRange(cell: 1830, cellCount: 1828))], got \(effects)"))
  }

  @Test func aLayoutWhoseLapsOrAnchorsAreNotTheModelsBreaksTheGeometry() throws {
    let oracle = EventOracle(showing: PickerState(layout: try Self.fourRows()))
    #expect(oracle.checkInitial(PickerState(layout: try Self.fourRows())) == nil)
    let wrongs = [
      try Self.fourRows(rows: 5),
      try PickerLayout(
        viewportWidth: 200, itemWidth: 64, itemCount: 4, spacing: 8 + 1e-9, wrapsAround: true),
      try Self.shifted(),
    ]
    #expect(
      wrongs.map { oracle.checkInitial(PickerState(layout: $0)) } == [
        CheckFailure(.geometry, "367 laps, 1835 cells, home lap 183; the model's 457, 1828, 228"),
        CheckFailure(
          .geometry,
          "lapLength \(wrongs[1].lapLength), offsetRange \(wrongs[1].offsetRange), "
            + "wrapTargetMargin 32768.0; the model's 288.0, 0.0...131416.0, 32768.0"),
        CheckFailure(.geometry, "offset(ofCell: 0) is -68.5, the model's -68.0"),
      ])
  }

  @Test func aNearestCellAnchoredOffTheModelBreaksTheGeometry() throws {
    // The oracle of the strip judges a picker on the shifted strip.
    var oracle = EventOracle(showing: PickerState(layout: try Self.fourRows()))
    var before = PickerState(layout: try Self.shifted())
    _ = before.update(.willBeginDragging)
    var after = before
    let effects = after.update(.didScroll(offset: 65_700))
    #expect(
      oracle.check(
        before: before, event: .didScroll(offset: 65_700), effects: effects, after: after
      )
      .failure
        == CheckFailure(
          .geometry,
          "nearestCell(toOffset: 65700.0) is 913, anchored at 65667.5; the model's 65668.0"))
  }
}
