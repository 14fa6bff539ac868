import Testing

@testable import PickerState

/// The numbers and the host of the Pages article, worked out by hand there and held here: a
/// contained strip (P1), its snaps (P2, P3), settling on them (P4), page dots and arrows
/// (P5), progress (P6) and autoplay's policies (P7).
@Suite struct PagesArticleTests {
  /// Five cards 100, 200, 120, 60 and 80 wide, 10 apart, centred in a 300-point viewport.
  static func cards(_ containment: PickerContainment = .contained) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 300, itemWidths: [100, 200, 120, 60, 80], spacing: 10,
      containment: containment)
  }

  /// What the article's host shows in its controls, with the same names as UIKit's; by
  /// default, the cards' four pages with both arrows enabled.
  struct Controls: Equatable {
    var numberOfPages = 4
    var currentPage = 0
    var isPreviousEnabled = true
    var isNextEnabled = true
    var progress: Float = 0

    /// The article's `refreshControls()`, on plain values.
    mutating func refresh(from picker: PickerState) {
      numberOfPages = picker.layout.snapCount
      currentPage = picker.selectedSnap ?? 0
      isPreviousEnabled = picker.canSelectPreviousSnap
      isNextEnabled = picker.canSelectNextSnap
      progress = Float(picker.progress)
    }
  }

  // MARK: - P1-P3: the strip and its snaps

  @Test func aContainedStripEndsAtItsOuterCards() throws {
    let cards = try Self.cards()
    #expect(cards.contentWidth == 600 && cards.offsetRange == 0...300)
    #expect(cards.leadingInset == 0 && cards.trailingInset == 0)
    #expect((0..<5).map(cards.naturalOffset(ofRow:)) == [-100, 60, 230, 330, 410])
    #expect((0..<5).map(cards.offset(ofRow:)) == [0, 60, 230, 300, 300])
    let anchored = try Self.cards(.anchored)
    #expect(anchored.leadingInset == 100 && anchored.trailingInset == 110)
    #expect(anchored.contentWidth == 810 && anchored.offsetRange == 0...510)
  }

  @Test func cardsThatFitSitStillWhereTheAlignmentPutsThem() throws {
    let fitting = try PickerLayout(
      viewportWidth: 300, itemWidths: [80, 80, 80], spacing: 10, containment: .contained)
    #expect(fitting.contentWidth == 300 && fitting.offsetRange == 0...0)
    #expect(fitting.leadingInset == 20 && fitting.trailingInset == 20)
    #expect(fitting.snapCount == 1 && fitting.rows(ofSnap: 0) == 0..<3)
    #expect(PickerState(layout: fitting).progress == 0)
  }

  @Test func theLastTwoCardsShareTheLastSnapWhichTheNearerShows() throws {
    let cards = try Self.cards()
    #expect(cards.snapCount == 4)
    #expect((0..<4).map(cards.offset(ofSnap:)) == [0, 60, 230, 300])
    #expect((0..<4).map(cards.rows(ofSnap:)) == [0..<1, 1..<2, 2..<3, 3..<5])
    #expect((0..<4).map(cards.row(ofSnap:)) == [0, 1, 2, 3])
    #expect((0..<5).map(cards.snap(ofRow:)) == [0, 1, 2, 3, 3])
    #expect(cards.nearestSnap(toOffset: 280) == 3 && cards.nearestSnap(toOffset: 265) == 2)
  }

  @Test func atOffsetZeroTheCardUnderTheAnchorIsTheSecond() throws {
    let picker = PickerState(layout: try Self.cards())
    #expect(picker.selectedRow == 0 && picker.offset == 0 && picker.centeredRow == 1)
    #expect(picker.selectedSnap == 0)
  }

  // MARK: - P4: settling on snaps

  @Test func aFlingTowardTheEndTargetsTheLastSnapAndItsRow() throws {
    var picker = PickerState(layout: try Self.cards(), selectedRow: 1)
    let release: [PickerEvent] = [
      .willBeginDragging, .didScroll(offset: 200),
      .willEndDragging(velocity: 500, proposedOffset: 280),
    ]
    #expect(picker.feed(release) == [.selectionFeedback, .setTargetOffset(300)])
    #expect(picker.phase == .decelerating(targetRow: 3))
    #expect(
      picker.feed([.didEndDragging(willDecelerate: true), .didScroll(offset: 300)]) == [
        .selectionFeedback
      ])
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 1, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .didEndScrolling(row: 3),
      ])
  }

  // MARK: - P5, P6: dots, arrows and progress, as the host shows them

  @Test func theHostsControlsFollowDotsArrowsAndTaps() throws {
    var picker = PickerState(layout: try Self.cards())
    var controls = Controls()
    controls.refresh(from: picker)
    #expect(controls == Controls(currentPage: 0, isPreviousEnabled: false, progress: 0))
    // Each step: what the host sends, what the picker answers, what the controls then show.
    let steps: [(events: [PickerEvent], effects: [PickerEffect], shown: Controls)] = [
      (
        [.selectNextSnap],
        [
          .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
          .selectionChanged(row: 1, cause: .programmatic), .scroll(toOffset: 60, animated: true),
        ],
        Controls(currentPage: 1, progress: 0)
      ),
      (
        [.didScroll(offset: 60), .didEndScrollingAnimation], [.didEndScrolling(row: 1)],
        Controls(currentPage: 1, progress: 0.2)
      ),
      (
        [.selectSnap(3, animated: true), .didScroll(offset: 150)],
        [
          .configure(row: 1, isSelected: false), .configure(row: 3, isSelected: true),
          .selectionChanged(row: 3, cause: .programmatic),
          .scroll(toOffset: 300, animated: true),
        ],
        Controls(currentPage: 3, isNextEnabled: false, progress: 0.5)
      ),
      (
        [.didScroll(offset: 300), .didEndScrollingAnimation], [.didEndScrolling(row: 3)],
        Controls(currentPage: 3, isNextEnabled: false, progress: 1)
      ),
      // Card 4 rests where the content is: selected without a scroll (rule 3), on page 3.
      (
        [.tap(row: 4)],
        [
          .configure(row: 3, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .tap),
        ],
        Controls(currentPage: 3, isNextEnabled: false, progress: 1)
      ),
      // At the last page the next arrow and the page shown change nothing.
      (
        [.selectNextSnap, .selectSnap(3, animated: true)], [],
        Controls(currentPage: 3, isNextEnabled: false, progress: 1)
      ),
      (
        [.selectSnap(4, animated: true)], [.rejected(.snapOutOfRange(snap: 4, snapCount: 4))],
        Controls(currentPage: 3, isNextEnabled: false, progress: 1)
      ),
    ]
    for step in steps {
      #expect(picker.feed(step.events) == step.effects, "\(step.events)")
      controls.refresh(from: picker)
      #expect(controls == step.shown, "\(step.events)")
    }
    #expect(picker.selectedRow == 4 && picker.offset == 300 && picker.phase == .idle)
  }

  @Test func progressClampsABounce() throws {
    var picker = PickerState(layout: try Self.cards())
    #expect(picker.feed([.willBeginDragging, .didScroll(offset: -20)]) == [])
    #expect(picker.progress == 0)
    #expect(picker.feed([.didScroll(offset: 330)]) == [.selectionFeedback])
    #expect(picker.progress == 1)
  }

  // MARK: - P7: autoplay's policies

  @Test func autoplayWaitsAtTheLastSnapAndStopsForGoodWhenTheUserTakesOver() throws {
    let options = PickerOptions(
      autoAdvanceInterval: 4, autoAdvanceStopsOnInteraction: true, autoAdvanceStopsAtEnd: true)
    let atEnd = PickerState(layout: try Self.cards(), selectedRow: 4, options: options)
    #expect(atEnd.autoAdvanceDelay == nil)
    var banner = PickerState(layout: try Self.cards(), options: options)
    #expect(banner.autoAdvanceDelay == 4)
    #expect(Array(banner.update(.willBeginDragging)) == [.scheduleAutoAdvance(after: nil)])
    #expect(banner.options.autoAdvanceInterval == nil)
    #expect(banner.feed([.didEndDragging(willDecelerate: false)]) == [.didEndScrolling(row: 0)])
    #expect(banner.autoAdvanceDelay == nil)
  }
}
