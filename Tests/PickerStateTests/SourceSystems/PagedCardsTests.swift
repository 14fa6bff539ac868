import PickerState
import Testing

/// The paged card carousel (seed 003): in a 375 pt container, cards `375 - 2 * 16 = 343` pt
/// wide and 8 pt apart, three of them visible, one card per swipe however hard the fling.
/// The original's first attempt failed because `isPagingEnabled` pages by the view's width
/// (375) and because the first card, pulled past its inset, did not come back; the page
/// must be `cell.width + interval = 351`.
@Suite struct PagedCardsTests {
  // MARK: - The original

  static let containerWidth = 375.0
  static let padding = 16.0
  static let interval = 8.0
  /// `cell.width = container.width - leftPadding - rightPadding`.
  static let cardWidth = containerWidth - 2 * padding
  /// What one swipe must move: `cell.width + interval`.
  static let page = cardWidth + interval
  static let cardCount = 8
  static let options = PickerOptions(snapping: .paging(maxItems: 1))
  /// From the slowest fling (the threshold itself) to an absurd one.
  static let flingSpeeds: [Double] = [300, 5000, 1e6]

  static func layout(_ direction: PickerLayoutDirection) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 343, itemCount: cardCount, spacing: 8,
      alignment: .leading(padding: 16), direction: direction)
  }

  /// Where card `row` rests: whole pages from the first card's end of the strip.
  static func restingOffset(ofCard row: Int, _ direction: PickerLayoutDirection) -> Double {
    let pages = direction == .leftToRight ? row : cardCount - 1 - row
    return page * Double(pages)
  }

  /// The sign of the offset's change toward the next card: right to left, the next card
  /// lies toward smaller offsets.
  static func towardNextCard(_ direction: PickerLayoutDirection) -> Double {
    direction == .leftToRight ? 1 : -1
  }

  // MARK: - Geometry

  @Test func theCardsAreTheContainerLessTwoPaddingsAndAPageIsACardAndAnInterval() {
    #expect(Self.cardWidth == 343)
    #expect(Self.page == 351)
  }

  @Test(arguments: allDirections)
  func cardsRestWholePagesApartNotWholeViewWidths(direction: PickerLayoutDirection) throws {
    let layout = try Self.layout(direction)
    #expect(layout.leadingInset == Self.padding)
    #expect(layout.trailingInset == Self.padding)
    #expect(layout.offsetRange == 0...(351 * 7))
    for row in 0..<Self.cardCount {
      let offset = layout.offset(ofRow: row)
      #expect(offset == Self.restingOffset(ofCard: row, direction))
      // A resting card keeps the padding from both edges of the container.
      let frame = layout.frame(ofRow: row)
      #expect(frame.minX - offset == Self.padding)
      #expect(offset + Self.containerWidth - frame.maxX == Self.padding)
    }
  }

  @Test(arguments: allDirections)
  func threeCardsAreVisibleAroundAMiddleCard(direction: PickerLayoutDirection) throws {
    let layout = try Self.layout(direction)
    let last = Self.cardCount - 1
    for row in 0...last {
      let offset = layout.offset(ofRow: row)
      let visible = layout.rows(intersecting: offset...(offset + Self.containerWidth))
      #expect(visible == max(row - 1, 0)..<min(row + 2, Self.cardCount), "card \(row)")
      // Each neighbour shows its edge: the padding less the interval, 8 points.
      for neighbour in [row - 1, row + 1] where (0...last).contains(neighbour) {
        let frame = layout.frame(ofRow: neighbour)
        let shown = min(frame.maxX, offset + 375) - max(frame.minX, offset)
        #expect(shown == Self.padding - Self.interval, "card \(neighbour) beside \(row)")
      }
    }
  }

  // MARK: - Swiping

  @Test(arguments: allDirections, flingSpeeds)
  func eachFlingMovesExactlyOneCard(direction: PickerLayoutDirection, speed: Double) throws {
    let layout = try Self.layout(direction)
    for row in 0..<Self.cardCount {
      for step in [1, -1] {
        let sign = Self.towardNextCard(direction) * Double(step)
        let start = Self.restingOffset(ofCard: row, direction)
        let release = start + sign * 40
        let expected = min(max(row + step, 0), Self.cardCount - 1)
        var picker = PickerState(layout: layout, selectedRow: row, options: Self.options)
        _ = picker.feed(dragEvents(through: [release]))
        // Where the scroll view would glide, far past it, the far end, and back at the start.
        let farEnd = sign > 0 ? layout.offsetRange.upperBound : 0
        let proposals = [
          picker.projectedOffset(velocity: sign * speed), release + sign * 1e9, farEnd, start,
        ]
        for proposal in proposals {
          var released = picker
          let effects = released.update(
            .willEndDragging(velocity: sign * speed, proposedOffset: proposal))
          #expect(
            Array(effects) == [.setTargetOffset(Self.restingOffset(ofCard: expected, direction))],
            "card \(row), step \(step), proposed \(proposal)")
          #expect(released.phase == .decelerating(targetRow: expected))
        }
      }
    }
  }

  @Test(arguments: allDirections)
  func aSwipeComesToRestOnTheNextCard(direction: PickerLayoutDirection) throws {
    let layout = try Self.layout(direction)
    let sign = Self.towardNextCard(direction)
    let start = Self.restingOffset(ofCard: 2, direction)
    let next = Self.restingOffset(ofCard: 3, direction)
    var picker = PickerState(layout: layout, selectedRow: 2, options: Self.options)
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: start + sign * 40),
      .willEndDragging(velocity: sign * 5000, proposedOffset: start + sign * 2000),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: start + sign * 200),
      .didScroll(offset: next),
      .didEndDecelerating,
    ])
    #expect(
      effects == [
        [],
        [],
        [.setTargetOffset(next)],
        [],
        [.selectionFeedback],
        [],
        [
          .configure(row: 2, isSelected: false), .configure(row: 3, isSelected: true),
          .selectionChanged(row: 3, cause: .scroll), .didEndScrolling(row: 3),
        ],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 3, options: Self.options))
  }

  @Test(arguments: allDirections)
  func aSlowReleaseSettlesOnTheNearestCard(direction: PickerLayoutDirection) throws {
    let layout = try Self.layout(direction)
    let sign = Self.towardNextCard(direction)
    let start = Self.restingOffset(ofCard: 3, direction)
    // (points dragged toward the next card, speed toward it, proposed glide, card reached,
    // whether that card lies behind the release against the speed). Half a page is 175.5
    // points.
    let cases: [(dragged: Double, speed: Double, proposed: Double, card: Int, isBehind: Bool)] =
      [
        (40, 100, 60, 3, true), (200, 100, 220, 4, false), (175, 0, 175, 3, false),
        (176, 0, 176, 4, false), (-40, -100, -60, 3, true), (-200, -100, -220, 2, false),
        (-175, 0, -175, 3, false), (-176, 0, -176, 2, false),
        (40, 299.99, 60, 3, true), (40, 300, 60, 4, false),  // the threshold itself is a fling
        (-40, -299.99, -60, 3, true), (-40, -300, -60, 2, false),
      ]
    for (dragged, speed, proposed, card, isBehind) in cases {
      var picker = PickerState(layout: layout, selectedRow: 3, options: Self.options)
      let release = start + sign * dragged
      _ = picker.feed(dragEvents(through: [release]))
      let effects = picker.update(
        .willEndDragging(velocity: sign * speed, proposedOffset: start + sign * proposed))
      let resting = Self.restingOffset(ofCard: card, direction)
      // A card behind the release: the scroll view stops where it is rather than jump back.
      #expect(
        Array(effects) == [.setTargetOffset(isBehind ? release : resting)],
        "dragged \(dragged) at \(speed)")
      #expect(picker.phase == .decelerating(targetRow: card), "dragged \(dragged) at \(speed)")
      guard isBehind else { continue }
      // The content stops at the release, and the settle animates back onto the card.
      let settle = picker.feedEach([.didEndDragging(willDecelerate: true), .didEndDecelerating])
      #expect(
        settle == [[], [.scroll(toOffset: resting, animated: true)]],
        "dragged \(dragged) at \(speed)")
    }
  }

  // MARK: - The ends

  @Test(arguments: allDirections)
  func theFirstCardRestsBackAtItsInitialPosition(direction: PickerLayoutDirection) throws {
    let layout = try Self.layout(direction)
    let initial = PickerState(layout: layout, options: Self.options)
    let home = Self.restingOffset(ofCard: 0, direction)
    let back = -Self.towardNextCard(direction)
    // Pulled past its place and flung back hard: a bounce that returns home.
    var pulled = initial
    let bounce = pulled.feedEach([
      .willBeginDragging,
      .didScroll(offset: home + back * 60),
      .willEndDragging(velocity: back * 2000, proposedOffset: home + back * 200),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: home + back * 20),
      .didScroll(offset: home),
      .didEndDecelerating,
    ])
    #expect(bounce == [[], [], [.setTargetOffset(home)], [], [], [], [.didEndScrolling(row: 0)]])
    #expect(pulled == initial)
    // Nudged toward the second card and let go slowly: the scroll view stops where it is
    // (home lies behind, against the velocity), and the settle animates back home.
    var nudged = initial
    let nudgedTo = home - back * 100
    let nudge = nudged.feedEach([
      .willBeginDragging,
      .didScroll(offset: nudgedTo),
      .willEndDragging(velocity: -back * 50, proposedOffset: home - back * 110),
      .didEndDragging(willDecelerate: true),
      .didEndDecelerating,
      .didScroll(offset: home),
      .didEndScrollingAnimation,
    ])
    #expect(
      nudge == [
        [], [], [.setTargetOffset(nudgedTo)], [], [.scroll(toOffset: home, animated: true)], [],
        [.didEndScrolling(row: 0)],
      ])
    #expect(nudged == initial)
    let frame = layout.frame(ofRow: 0)
    #expect(frame.minX - nudged.offset == Self.padding)
    #expect(nudged.offset + Self.containerWidth - frame.maxX == Self.padding)
  }

  @Test(arguments: allDirections, flingSpeeds)
  func noFlingGoesPastTheLastCard(direction: PickerLayoutDirection, speed: Double) throws {
    let layout = try Self.layout(direction)
    let last = Self.cardCount - 1
    let end = Self.restingOffset(ofCard: last, direction)
    let sign = Self.towardNextCard(direction)
    var picker = PickerState(layout: layout, selectedRow: last, options: Self.options)
    let effects = picker.feed(
      dragEvents(through: [end + sign * 40]) + [
        .willEndDragging(velocity: sign * speed, proposedOffset: end + sign * 1e6)
      ])
    #expect(effects == [.setTargetOffset(end)])
    #expect(picker.phase == .decelerating(targetRow: last))
  }

  // MARK: - Appearance

  @Test(arguments: allDirections)
  func neighbouringCardsTakeTheSideLookOnePageAway(direction: PickerLayoutDirection) throws {
    // The seed draws no effect; `sideItems` is the preset for a paged carousel, and its
    // reach of one item pitch is the seed's page: a card and an interval.
    let layout = try Self.layout(direction)
    let curve = AppearanceCurve.sideItems()
    let centred = PickerItemAppearance(scale: 1, alpha: 1, zIndex: 1)
    let side = PickerItemAppearance(scale: 0.9, alpha: 0.6, zIndex: 0)
    let offset = Self.restingOffset(ofCard: 3, direction)
    let looks = (0..<Self.cardCount).map {
      layout.appearance(ofRow: $0, atOffset: offset, curve: curve)
    }
    #expect(looks == [side, side, side, centred, side, side, side, side])
    // Half a swipe: both cards half way between the two looks (0.9 and 0.6 are not dyadic,
    // so within a tolerance), the centred card's zIndex while inside the reach.
    let halfway = offset + Self.towardNextCard(direction) * Self.page / 2
    for row in [3, 4] {
      let look = layout.appearance(ofRow: row, atOffset: halfway, curve: curve)
      #expect(approximatelyEqual(look, PickerItemAppearance(scale: 0.95, alpha: 0.8, zIndex: 1)))
    }
  }
}
