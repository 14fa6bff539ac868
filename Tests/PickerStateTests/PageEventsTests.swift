import Testing

@testable import PickerState

/// P5, P6 and I13: page dots (`selectSnap`), arrows (`selectNextSnap`,
/// `selectPreviousSnap`), `selectedSnap`, `progress`, and the arrows' `canSelect…` answers.
@Suite struct PageEventsTests {
  /// Ten cards of 100, 8 apart, 16 from the leading edge of a 375-point viewport: snaps at
  /// 0, 108, ..., 648 and 729, rows 7, 8 and 9 sharing the last.
  static func cards(
    _ direction: PickerLayoutDirection = .leftToRight
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 10, spacing: 8,
      alignment: .leading(padding: 16), direction: direction, containment: .contained)
  }

  /// Five rows 60 wide, 10 apart, that wrap.
  static func wrapping() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 300, itemWidth: 60, itemCount: 5, spacing: 10, wrapsAround: true)
  }

  // MARK: - P5: page dots

  @Test func aSnapOutsideTheStripIsRejectedAndChangesNothing() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidths: [], containment: .contained)
    for layout in [try Self.cards(), try tenRows(), try Self.wrapping(), empty] {
      for snap in [-1, layout.snapCount, .min, .max] {
        for phase in PhaseFixture.allCases where layout.itemCount >= 7 || phase == .idle {
          var picker =
            layout.itemCount >= 7 ? phase.state(on: layout) : PickerState(layout: layout)
          let before = picker
          let effects = Array(picker.update(.selectSnap(snap, animated: true)))
          let rejection = PickerRejection.snapOutOfRange(snap: snap, snapCount: layout.snapCount)
          #expect(effects == [.rejected(rejection)], "\(layout) \(snap) \(phase)")
          #expect(picker == before)
        }
      }
    }
  }

  @Test func selectingASnapSelectsTheRowItShows() throws {
    var picker = PickerState(layout: try Self.cards())
    #expect(
      Array(picker.update(.selectSnap(7, animated: true))) == [
        .configure(row: 0, isSelected: false), .configure(row: 7, isSelected: true),
        .selectionChanged(row: 7, cause: .programmatic), .scroll(toOffset: 729, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 7) && picker.selectedSnap == 7)
    #expect(
      Array(picker.update(.selectSnap(1, animated: false))) == [
        .configure(row: 7, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .programmatic), .scroll(toOffset: 108, animated: false),
        .didEndScrolling(row: 1),
      ])
    #expect(picker.phase == .idle && picker.offset == 108)
  }

  @Test(arguments: PhaseFixture.allCases)
  func theSnapTheSelectedRowRestsAtChangesNothing(phase: PhaseFixture) throws {
    var picker = phase.state(on: try Self.cards())
    let before = picker
    let snap = try #require(picker.selectedSnap)
    #expect(Array(picker.update(.selectSnap(snap, animated: true))) == [])
    #expect(picker == before)
    // Row 9 rests at the last snap, which row 7 shows: selecting that snap keeps row 9.
    var last = PickerState(layout: try Self.cards(), selectedRow: 9)
    let resting = last
    #expect(Array(last.update(.selectSnap(7, animated: true))) == [])
    #expect(last == resting)
  }

  @Test(arguments: PhaseFixture.allCases)
  func onAnAnchoredOrWrappingStripASnapIsItsRow(phase: PhaseFixture) throws {
    for layout in [try tenRows(), try tenRows(.trailing(padding: 20), .rightToLeft)] {
      for snap in [0, 2, 5, 9] {
        for animated in [true, false] {
          var bySnap = phase.state(on: layout)
          var byRow = bySnap
          let snapEffects = Array(bySnap.update(.selectSnap(snap, animated: animated)))
          let rowEffects = Array(byRow.update(.select(row: snap, animated: animated)))
          #expect(snapEffects == rowEffects, "\(layout) \(phase) \(snap)")
          #expect(bySnap == byRow)
        }
      }
    }
    var bySnap = PickerState(layout: try Self.wrapping(), selectedRow: 4)
    var byRow = bySnap
    #expect(
      Array(bySnap.update(.selectSnap(0, animated: true)))
        == Array(byRow.update(.select(row: 0, animated: true))))
    #expect(bySnap == byRow)
  }

  // MARK: - P5: arrows

  @Test func theArrowsStepBySnapsAndStopAtTheEnds() throws {
    var first = PickerState(layout: try Self.cards())
    let resting = first
    #expect(Array(first.update(.selectPreviousSnap)) == [])
    #expect(first == resting)
    #expect(
      Array(first.update(.selectNextSnap)) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .programmatic), .scroll(toOffset: 108, animated: true),
      ])
    // Row 8 rests at the last snap: there is no next one, and the previous one is row 6's.
    var end = PickerState(layout: try Self.cards(.rightToLeft), selectedRow: 8)
    let atEnd = end
    #expect(Array(end.update(.selectNextSnap)) == [])
    #expect(end == atEnd)
    #expect(
      Array(end.update(.selectPreviousSnap)) == [
        .configure(row: 8, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .programmatic), .scroll(toOffset: 81, animated: true),
      ])
  }

  @Test func whileTheUserDragsAnArrowCommitsWithoutScrolling() throws {
    var picker = PhaseFixture.dragging.state(on: try Self.cards())
    #expect(
      Array(picker.update(.selectNextSnap)) == [
        .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .programmatic),
      ])
    #expect(picker.phase == .dragging)
  }

  @Test func onAWrappingStripTheArrowsMoveOneCellAsTheSteps() throws {
    for (arrow, step) in [
      (PickerEvent.selectNextSnap, PickerEvent.accessibilityIncrement),
      (.selectPreviousSnap, .accessibilityDecrement),
    ] {
      for row in [0, 4] {
        var byArrow = PickerState(layout: try Self.wrapping(), selectedRow: row)
        var byStep = byArrow
        let stepEffects = Array(byStep.update(step)).map { effect in
          guard case .selectionChanged(let row, .accessibility) = effect else { return effect }
          return .selectionChanged(row: row, cause: .programmatic)
        }
        #expect(Array(byArrow.update(arrow)) == stepEffects, "\(arrow) from \(row)")
        #expect(byArrow == byStep)
      }
    }
  }

  // MARK: - I13: the arrows' answers

  @Test func theArrowsAnswersSayWhetherTheArrowsWouldChangeTheSelection() throws {
    let layouts = [
      try Self.cards(), try Self.cards(.rightToLeft), try tenRows(), try Self.wrapping(),
      try PickerLayout(viewportWidth: 300, itemWidth: 60, itemCount: 1, wrapsAround: true),
      try PickerLayout(
        viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained),
      try PickerLayout(viewportWidth: 300, itemWidths: [400, 100, 100], containment: .contained),
      try PickerLayout(viewportWidth: 300, itemWidths: [], containment: .contained),
    ]
    for layout in layouts {
      for row in 0..<max(layout.itemCount, 1) {
        let picker = PickerState(layout: layout, selectedRow: row)
        var next = picker
        _ = next.update(.selectNextSnap)
        var previous = picker
        _ = previous.update(.selectPreviousSnap)
        #expect(picker.canSelectNextSnap == (next.selectedRow != picker.selectedRow))
        #expect(picker.canSelectPreviousSnap == (previous.selectedRow != picker.selectedRow))
      }
    }
  }

  @Test func theSelectedSnapIsWhereTheSelectedRowRests() throws {
    let snaps = (0..<10).map { PickerState(layout: try! Self.cards(), selectedRow: $0) }
      .map(\.selectedSnap)
    #expect(snaps == [0, 1, 2, 3, 4, 5, 6, 7, 7, 7])
    #expect(PickerState(layout: try tenRows(), selectedRow: 4).selectedSnap == 4)
    let empty = try PickerLayout(viewportWidth: 300, itemWidths: [], containment: .contained)
    #expect(PickerState(layout: empty).selectedSnap == nil)
  }

  // MARK: - P6: progress

  /// The picker's progress while a finger holds the content at each offset.
  private func progress(on layout: PickerLayout, at offsets: [Double]) -> [Double] {
    offsets.map { offset in
      var picker = PickerState(layout: layout)
      _ = picker.feed(dragEvents(through: [offset]))
      return picker.progress
    }
  }

  @Test func progressGoesFromRowZerosRestToTheLastRowsClamped() throws {
    #expect(progress(on: try tenRows(), at: [-20, 0, 225, 450, 500]) == [0, 0, 0.5, 1, 1])
    #expect(
      progress(on: try tenRows(.center, .rightToLeft), at: [-20, 0, 225, 450, 500])
        == [1, 1, 0.5, 0, 0])
    #expect(progress(on: try Self.cards(), at: [0, 364.5, 729, 800]) == [0, 0.5, 1, 1])
  }

  @Test func progressIsZeroWhereRowZeroAndTheLastRowRestAlike() throws {
    let layouts = [
      try PickerLayout(
        viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained),
      try PickerLayout(viewportWidth: 300, itemWidth: 60, itemCount: 1),
      try PickerLayout(viewportWidth: 300, itemWidths: []),
    ]
    for layout in layouts {
      #expect(progress(on: layout, at: [-10, 0, 10]) == [0, 0, 0], "\(layout)")
    }
  }

  @Test func onAWrappingStripProgressIsHowFarThroughTheLapTheAnchorIs() throws {
    for direction in allDirections {
      let layout = try PickerLayout(
        viewportWidth: 300, itemWidth: 60, itemCount: 5, spacing: 10, direction: direction,
        wrapsAround: true)
      let rowZero = layout.offset(ofRow: 0)
      let towardRowTwo = layout.offset(ofRow: 2) - rowZero
      // Row 2 is 140 points on in a lap of 350: 0.4; half a pitch before row 0: 0.9.
      let offsets = [rowZero, rowZero + towardRowTwo, rowZero - towardRowTwo / 4]
      let expected = [0, 0.4, 0.9]
      let measured = progress(on: layout, at: offsets)
      #expect(zip(measured, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(measured)")
    }
  }
}
