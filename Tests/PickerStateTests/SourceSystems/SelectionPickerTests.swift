import PickerState
import Testing

/// The selection picker (`HorizontalPickerView`, seed 002), in its centred mode and in the
/// left-aligned mode NOSSAFLEX uses: `select(row:)` ignores rows past the end (and crashes on
/// negative ones, which PickerState rejects too), `cleanupSelection()` un-highlights the old
/// cell before the new one is highlighted, a drag selects the row under the anchor when the
/// finger lifts without deceleration or else when the deceleration ends, and the first and
/// last rows are selected without animation. PickerState keeps that last rule only where it
/// serves its purpose, not fighting a bounce: a release outside the range settles without
/// animation, while a settle on the first or last row from inside the range animates like
/// any other (rule 4).
///
/// The cells are 60 pt wide, 10 pt apart (`UICollectionViewFlowLayout`'s default spacing),
/// in a 375 pt view: in both modes row `r` rests at `70 * r`.
@Suite struct SelectionPickerTests {
  // MARK: - The original

  static let viewportWidth = 375.0
  static let cellWidth = 60.0
  static let spacing = 10.0
  static let itemCount = 10
  static let lastRow = itemCount - 1
  /// The centred mode and the left-aligned one.
  static let modes: [PickerAlignment] = [.center, .leading(padding: 0)]

  static func layout(_ mode: PickerAlignment, spacing: Double = spacing) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewportWidth, itemWidth: cellWidth, itemCount: itemCount,
      spacing: spacing, alignment: mode)
  }

  /// `insetForSectionAt`: `view.frame.width/2 - (cellWidth/2)` on both sides when centred,
  /// `(left: 0, right: view.frame.width - cellWidth)` when left-aligned.
  static func seedInsets(_ mode: PickerAlignment) -> (left: Double, right: Double) {
    switch mode {
    case .center: (viewportWidth / 2 - cellWidth / 2, viewportWidth / 2 - cellWidth / 2)
    default: (0, viewportWidth - cellWidth)
    }
  }

  /// A cell's frame in content coordinates, as the flow layout places it.
  static func seedCellMinX(_ row: Int, _ mode: PickerAlignment, spacing: Double) -> Double {
    seedInsets(mode).left + Double(row) * (cellWidth + spacing)
  }

  /// The row under the anchor at `offset`, by brute force over the original's geometry:
  /// centred, the cell whose centre is nearest the view's centre; left-aligned, the cell
  /// whose left edge is nearest the view's left edge. The lower row wins a tie.
  static func rowUnderAnchor(
    atOffset offset: Double, _ mode: PickerAlignment, spacing: Double = spacing
  ) -> Int {
    func distance(_ row: Int) -> Double {
      let minX = seedCellMinX(row, mode, spacing: spacing) - offset
      switch mode {
      case .center: return abs(minX + cellWidth / 2 - viewportWidth / 2)
      default: return abs(minX)
      }
    }
    var best = 0
    for row in 1..<itemCount where distance(row) < distance(best) { best = row }
    return best
  }

  /// The cells of `visibleCells` at `offset`, in row order, with their frames in the view's
  /// coordinates (`collectionView.convert(cell.frame, to: collectionView.superview)`).
  static func seedVisibleCells(
    atOffset offset: Double, _ mode: PickerAlignment, spacing: Double
  ) -> [(row: Int, minX: Double)] {
    (0..<itemCount).compactMap { row in
      let minX = seedCellMinX(row, mode, spacing: spacing) - offset
      return minX < viewportWidth && minX + cellWidth > 0 ? (row, minX) : nil
    }
  }

  /// `scrollToCell()` of the centred mode: the visible cell whose centre lies strictly within
  /// half a cell of the view's centre; nil where the original finds none (it would read the
  /// row of an empty `IndexPath` and crash).
  static func seedCentredRow(atOffset offset: Double, spacing: Double) -> Int? {
    let viewMidX = viewportWidth / 2
    return seedVisibleCells(atOffset: offset, .center, spacing: spacing).last { cell in
      let cellMidX = cell.minX + cellWidth / 2
      return viewMidX + cellWidth / 2 > cellMidX && cellMidX > viewMidX - cellWidth / 2
    }?.row
  }

  /// `scrollToCell()` of the left-aligned mode: the first visible cell, in row order, whose
  /// `minX > -(cellWidth / 2)`, "at least 50% visible".
  static func seedLeftAlignedRow(atOffset offset: Double, spacing: Double) -> Int? {
    seedVisibleCells(atOffset: offset, .leading(padding: 0), spacing: spacing)
      .first { $0.minX > -(cellWidth / 2) }?.row
  }

  // MARK: - Geometry

  @Test(arguments: modes)
  func insetsFollowTheMode(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    #expect(layout.leadingInset == Self.seedInsets(mode).left)
    #expect(layout.trailingInset == Self.seedInsets(mode).right)
    for row in 0..<Self.itemCount {
      #expect(layout.offset(ofRow: row) == 70 * Double(row))
      #expect(layout.frame(ofRow: row).minX == Self.seedCellMinX(row, mode, spacing: 10))
    }
  }

  // MARK: - Programmatic selection

  @Test(arguments: modes, [10, 11, 1000, Int.max, -1, -2, Int.min])
  func rowsPastTheEndAndNegativeRowsAreRejected(mode: PickerAlignment, row: Int) throws {
    let layout = try Self.layout(mode)
    for phase in PhaseFixture.allCases {
      let events: [PickerEvent] = [
        .select(row: row, animated: true), .select(row: row, animated: false), .tap(row: row),
      ]
      for event in events {
        var picker = phase.state(on: layout)
        let before = picker
        #expect(
          Array(picker.update(event)) == [
            .rejected(.rowOutOfRange(row: row, itemCount: Self.itemCount))
          ], "\(event) while \(phase)")
        #expect(picker == before, "\(event) while \(phase)")
      }
    }
  }

  @Test(arguments: modes)
  func selectingANewRowCleansUpTheOldHighlightFirst(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout, selectedRow: 1)
    #expect(
      Array(picker.update(.select(row: 4, animated: true))) == [
        .configure(row: 1, isSelected: false), .configure(row: 4, isSelected: true),
        .selectionChanged(row: 4, cause: .programmatic), .scroll(toOffset: 280, animated: true),
      ])
    // A second selection during the animation cleans up row 4, not row 1, and ends the
    // animation on row 6.
    #expect(
      Array(picker.update(.select(row: 6, animated: false))) == [
        .configure(row: 4, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .programmatic), .scroll(toOffset: 420, animated: false),
        .didEndScrolling(row: 6),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 6))
  }

  @Test(arguments: modes)
  func selectingTheSelectedRowAgainChangesNothing(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout, selectedRow: 2)
    let before = picker
    // The original cleans up and re-highlights the same cell; PickerState does nothing.
    #expect(picker.feed([.select(row: 2, animated: true), .tap(row: 2)]) == [])
    #expect(picker == before)
  }

  // MARK: - Selecting by scrolling

  @Test(arguments: modes)
  func aDragThatStopsWithoutDeceleratingCommitsWhenTheFingerLifts(
    mode: PickerAlignment
  ) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout)
    // 100 is nearest row 1 (70), 150 nearest row 2 (140).
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: 100),
      .didScroll(offset: 150),
      .didEndDragging(willDecelerate: false),
      .didEndScrollingAnimation,
    ])
    #expect(
      effects == [
        [],
        [.selectionFeedback],
        [.selectionFeedback],
        [
          .configure(row: 0, isSelected: false), .configure(row: 2, isSelected: true),
          .selectionChanged(row: 2, cause: .scroll), .scroll(toOffset: 140, animated: true),
        ],
        [.didEndScrolling(row: 2)],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 2))
  }

  @Test(arguments: modes)
  func aDeceleratingDragCommitsOnlyWhenTheScrollStops(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout)
    // The original's host: no willEndDragging, the glide stops wherever it stops.
    let motion = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: 30),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: 120),
      .didScroll(offset: 200),
      .didScroll(offset: 290),
    ])
    // Ticks as rows 2, 3 and 4 pass under the anchor, and no selection yet.
    #expect(
      motion == [
        [], [], [], [.selectionFeedback], [.selectionFeedback], [.selectionFeedback],
      ])
    #expect(picker.selectedRow == 0)
    let rest = picker.feedEach([.didEndDecelerating, .didEndScrollingAnimation])
    #expect(
      rest == [
        [
          .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .scroll), .scroll(toOffset: 280, animated: true),
        ],
        [.didEndScrolling(row: 4)],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
  }

  @Test(arguments: modes)
  func aHostThatAnswersWillEndDraggingCommitsAtTheTarget(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout)
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: 30),
      .willEndDragging(velocity: 900, proposedOffset: 300),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: 200),
      .didScroll(offset: 280),
      .didEndDecelerating,
    ])
    #expect(
      effects == [
        [],
        [],
        [.setTargetOffset(280)],
        [],
        [.selectionFeedback],
        [.selectionFeedback],
        [
          .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .scroll), .didEndScrolling(row: 4),
        ],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
  }

  @Test(arguments: modes)
  func settlingSelectsTheRowUnderTheAnchor(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    // Every 2.5 pt from a bounce before the first row to one after the last; 35 pt past a
    // row is an exact tie, which goes to the lower row.
    for offset in stride(from: -50.0, through: 680, by: 2.5) {
      var picker = PickerState(layout: layout, selectedRow: 5)
      _ = picker.feed(
        dragEvents(through: [offset]) + [
          .didEndDragging(willDecelerate: false), .didEndScrollingAnimation,
        ])
      let row = Self.rowUnderAnchor(atOffset: offset, mode)
      #expect(picker == PickerState(layout: layout, selectedRow: row), "offset \(offset)")
    }
  }

  @Test func theCentredModeSelectsTheCellWithinHalfACellOfTheCentre() throws {
    // The original's rule and "nearest centre" agree wherever the original finds a cell;
    // it finds none when the centre lies in a gap or exactly between two cells.
    for spacing in [0.0, 10] {
      let layout = try Self.layout(.center, spacing: spacing)
      var compared = 0
      for offset in stride(from: -25.0, through: layout.offsetRange.upperBound + 25, by: 2.5) {
        guard let original = Self.seedCentredRow(atOffset: offset, spacing: spacing)
        else { continue }
        var picker = PickerState(layout: layout, selectedRow: 5)
        _ = picker.feed(dragEvents(through: [offset]) + [.didEndDragging(willDecelerate: false)])
        #expect(picker.selectedRow == original, "offset \(offset), spacing \(spacing)")
        compared += 1
      }
      #expect(compared > 200)
    }
  }

  @Test func theLeftAlignedModeSelectsTheFirstRowAtLeastHalfVisible() throws {
    // Without spacing, "the first row at least half visible" is the row whose left edge is
    // nearest the view's left edge, except when a row is exactly half visible: the original
    // (`minX > -cellWidth/2`) passes on to the next row, PickerState keeps the lower one of
    // the tie. With spacing the two differ over half a gap before each midpoint: see
    // aRowMoreThanHalfHiddenStaysSelectedWhileItsEdgeIsNearest.
    let layout = try Self.layout(.leading(padding: 0), spacing: 0)
    for offset in stride(from: -25.0, through: layout.offsetRange.upperBound + 25, by: 2.5) {
      let original = try #require(Self.seedLeftAlignedRow(atOffset: offset, spacing: 0))
      let isExactlyHalfVisible = (offset - 30).truncatingRemainder(dividingBy: 60) == 0
      var picker = PickerState(layout: layout, selectedRow: 5)
      _ = picker.feed(dragEvents(through: [offset]) + [.didEndDragging(willDecelerate: false)])
      if isExactlyHalfVisible {
        #expect(picker.selectedRow == original - 1, "offset \(offset)")
      } else {
        #expect(picker.selectedRow == original, "offset \(offset)")
      }
    }
  }

  @Test func aRowMoreThanHalfHiddenStaysSelectedWhileItsEdgeIsNearest() throws {
    // With the 10 pt gap, at offset 102 row 1 (left edge at 70) shows 28 of its 60 points:
    // the original moves on to row 2, whose left edge is 38 points from the view's; PickerState
    // keeps row 1, whose edge is 32 points away (the row under the anchor). They differ
    // wherever a row shows between 25 and 30 points (half the cell minus half the gap).
    let layout = try Self.layout(.leading(padding: 0))
    #expect(Self.seedLeftAlignedRow(atOffset: 102, spacing: Self.spacing) == 2)
    var picker = PickerState(layout: layout, selectedRow: 5)
    _ = picker.feed(dragEvents(through: [102]) + [.didEndDragging(willDecelerate: false)])
    #expect(picker.selectedRow == 1)
  }

  // MARK: - The first and last rows

  enum Edge: String, CaseIterable, Sendable, CustomStringConvertible {
    case first, last

    var description: String { rawValue }
    var row: Int { self == .first ? 0 : SelectionPickerTests.lastRow }

    /// Offsets near the edge's row: inside the range, and in the bounce past it.
    func nearbyOffsets(in layout: PickerLayout) -> [Double] {
      let upper = layout.offsetRange.upperBound
      return self == .first ? [12, -25] : [upper - 12, upper + 25]
    }
  }

  /// The ways a drag ends near an edge: the finger lifts without deceleration, or a glide
  /// stops (the host sends no `willEndDragging`, as the original).
  static func endings(at offset: Double) -> [[PickerEvent]] {
    [
      dragEvents(through: [offset]) + [.didEndDragging(willDecelerate: false)],
      dragEvents(through: [300]) + [
        .didEndDragging(willDecelerate: true), .didScroll(offset: offset), .didEndDecelerating,
      ],
    ]
  }

  @Test(arguments: modes, Edge.allCases)
  func settlingOnTheFirstOrLastRowFromInsideTheRangeAnimates(
    mode: PickerAlignment, edge: Edge
  ) throws {
    let layout = try Self.layout(mode)
    let anchor = layout.offset(ofRow: edge.row)
    let inside = edge.nearbyOffsets(in: layout)[0]
    #expect(layout.offsetRange.contains(inside))
    for events in Self.endings(at: inside) {
      var picker = PickerState(layout: layout, selectedRow: 4)
      let settle = picker.feed(events).filter { $0 != .selectionFeedback }
      #expect(
        settle == [
          .configure(row: 4, isSelected: false), .configure(row: edge.row, isSelected: true),
          .selectionChanged(row: edge.row, cause: .scroll),
          .scroll(toOffset: anchor, animated: true),
        ], "\(events)")
      #expect(
        Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: edge.row)])
      #expect(picker == PickerState(layout: layout, selectedRow: edge.row))
    }
  }

  @Test(arguments: modes, Edge.allCases)
  func aReleaseDuringABounceSettlesOnTheEdgeRowWithoutAnimation(
    mode: PickerAlignment, edge: Edge
  ) throws {
    let layout = try Self.layout(mode)
    let anchor = layout.offset(ofRow: edge.row)
    let bounce = edge.nearbyOffsets(in: layout)[1]
    #expect(!layout.offsetRange.contains(bounce))
    var picker = PickerState(layout: layout, selectedRow: 4)
    let settle = picker.feed(Self.endings(at: bounce)[0]).filter { $0 != .selectionFeedback }
    #expect(
      settle == [
        .configure(row: 4, isSelected: false), .configure(row: edge.row, isSelected: true),
        .selectionChanged(row: edge.row, cause: .scroll),
        .scroll(toOffset: anchor, animated: false), .didEndScrolling(row: edge.row),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: edge.row))
  }

  @Test(arguments: modes, Edge.allCases)
  func aGlideStoppedOutsideTheRangeAnimatesOntoTheEdgeRow(
    mode: PickerAlignment, edge: Edge
  ) throws {
    // A glide that ends outside the range was stopped by a touch: no bounce runs, so edge
    // suppression does not apply.
    let layout = try Self.layout(mode)
    let anchor = layout.offset(ofRow: edge.row)
    let bounce = edge.nearbyOffsets(in: layout)[1]
    var picker = PickerState(layout: layout, selectedRow: 4)
    let settle = picker.feed(Self.endings(at: bounce)[1]).filter { $0 != .selectionFeedback }
    #expect(
      settle == [
        .configure(row: 4, isSelected: false), .configure(row: edge.row, isSelected: true),
        .selectionChanged(row: edge.row, cause: .scroll),
        .scroll(toOffset: anchor, animated: true),
      ])
    #expect(
      Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: edge.row)])
    #expect(picker == PickerState(layout: layout, selectedRow: edge.row))
  }

  @Test(arguments: modes, Edge.allCases)
  func withoutEdgeSuppressionTheFirstAndLastRowsAnimateToo(
    mode: PickerAlignment, edge: Edge
  ) throws {
    let layout = try Self.layout(mode)
    let options = PickerOptions(suppressesEdgeAnimation: false)
    let anchor = layout.offset(ofRow: edge.row)
    for offset in edge.nearbyOffsets(in: layout) {
      for events in Self.endings(at: offset) {
        var picker = PickerState(layout: layout, selectedRow: 4, options: options)
        let settle = picker.feed(events).filter { $0 != .selectionFeedback }
        #expect(
          settle == [
            .configure(row: 4, isSelected: false), .configure(row: edge.row, isSelected: true),
            .selectionChanged(row: edge.row, cause: .scroll),
            .scroll(toOffset: anchor, animated: true),
          ], "\(events)")
        #expect(
          Array(picker.update(.didEndScrollingAnimation)) == [
            .didEndScrolling(row: edge.row)
          ])
        #expect(picker == PickerState(layout: layout, selectedRow: edge.row, options: options))
      }
    }
  }

  // MARK: - Callbacks

  @Test(arguments: modes)
  func selectionCallbacksFireExactlyOncePerChange(mode: PickerAlignment) throws {
    let layout = try Self.layout(mode)
    var picker = PickerState(layout: layout)
    var events: [PickerEvent] = [.tap(row: 3), .didEndScrollingAnimation]
    // A drag that settles back on row 3, then row 3 again: no new selection.
    events += dragEvents(through: [225])
    events += [
      .didEndDragging(willDecelerate: false), .didEndScrollingAnimation,
      .select(row: 3, animated: true),
    ]
    // A glide that stops near row 5.
    events += dragEvents(through: [260])
    events += [
      .didEndDragging(willDecelerate: true), .didScroll(offset: 345), .didEndDecelerating,
      .didEndScrollingAnimation,
    ]
    events += [
      .accessibilityIncrement, .didEndScrollingAnimation, .select(row: 6, animated: false),
    ]
    let effects = picker.feed(events)
    #expect(
      effects.filter { if case .selectionChanged = $0 { true } else { false } } == [
        .selectionChanged(row: 3, cause: .tap), .selectionChanged(row: 5, cause: .scroll),
        .selectionChanged(row: 6, cause: .accessibility),
      ])
    #expect(
      effects.filter { if case .configure = $0 { true } else { false } } == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .configure(row: 3, isSelected: false), .configure(row: 5, isSelected: true),
        .configure(row: 5, isSelected: false), .configure(row: 6, isSelected: true),
      ])
    #expect(
      effects.filter { if case .didEndScrolling = $0 { true } else { false } } == [
        .didEndScrolling(row: 3), .didEndScrolling(row: 3), .didEndScrolling(row: 5),
        .didEndScrolling(row: 6),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 6))
  }
}
