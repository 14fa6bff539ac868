import PickerState
import Testing

@testable import PickerCheck

/// The scroll-view model follows each UIKit rule its documentation lists: the pixel grid,
/// the drag and its rubber band, the release, the glide and its jump, `setContentOffset`
/// with and without animation, a touch that stops a motion, and content changes.
///
/// The content is ten rows 64 points wide and 10 apart in a 375-point viewport: rows every
/// 74 points, offsets from 0 to 666.
@Suite struct ScrollViewModelTests {
  /// Seconds per frame at 60 Hz.
  static let frame60 = 1.0 / 60
  /// Seconds per frame at 120 Hz.
  static let frame120 = 1.0 / 120

  /// A layout of `count` rows 64 points wide, 10 apart, in a 375-point viewport.
  static func layout(rows count: Int) throws -> PickerLayout {
    try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: count, spacing: 10)
  }

  /// A resting scroll view over ten rows.
  static func scrollView(
    at offset: Double, pixelScale: Double = 2, frameDuration: Double = frame60,
    decelerationRate: DecelerationRate = .normal, reportsGlideStoppedByTouch: Bool = true
  ) throws -> ScrollViewModel {
    ScrollViewModel(
      layout: try layout(rows: 10), offset: offset, pixelScale: pixelScale,
      frameDuration: frameDuration, decelerationRate: decelerationRate,
      reportsGlideStoppedByTouch: reportsGlideStoppedByTouch)
  }

  /// Every callback the scroll view owes, oldest first, taken until none is left.
  static func callbacks(_ scrollView: inout ScrollViewModel) -> [PickerEvent] {
    var taken = [PickerEvent]()
    while let callback = scrollView.takeCallback() { taken.append(callback) }
    return taken
  }

  /// The offsets of the `didScroll` callbacks among `events`.
  static func scrolledOffsets(_ events: [PickerEvent]) -> [Double] {
    events.compactMap { event in
      if case .didScroll(let offset) = event { offset } else { nil }
    }
  }

  /// Steps a glide or an animation until it rests (at most 5,000 frames): the number of
  /// frames, and every callback they queued.
  static func stepToRest(_ scrollView: inout ScrollViewModel) -> (frames: Int, [PickerEvent]) {
    var frames = 0
    var events = [PickerEvent]()
    while scrollView.motion != .resting && frames < 5_000 {
      scrollView.step()
      frames += 1
      events += callbacks(&scrollView)
    }
    return (frames, events)
  }

  /// Whether `offsets` strictly increase (or, with `ascending` false, strictly decrease).
  static func isStrictlyMonotonic(_ offsets: [Double], ascending: Bool = true) -> Bool {
    zip(offsets, offsets.dropFirst()).allSatisfy { ascending ? $0 < $1 : $0 > $1 }
  }

  /// A scroll view at scale 2 and 60 Hz that the finger dragged from 300 to 305 and then
  /// to 315 (its last frame at 600 points per second) and lifted; `willEndDragging` is out.
  static func released(
    decelerationRate: DecelerationRate = .normal
  ) throws -> ScrollViewModel {
    var scrollView = try scrollView(at: 300, decelerationRate: decelerationRate)
    scrollView.touchDown()
    scrollView.beginDragging()
    scrollView.moveFinger(by: 5)
    scrollView.moveFinger(by: 10)
    _ = scrollView.lift()
    _ = callbacks(&scrollView)
    return scrollView
  }

  // MARK: - The pixel grid

  @Test(arguments: [
    (1.0, 100.0, 201.0), (2.0, 100.5, 200.5), (3.0, 301.0 / 3, 602.0 / 3),
  ])
  func offsetsAreRoundedToThePixelGrid(
    pixelScale: Double, initialOffset: Double, setOffset: Double
  ) throws {
    var scrollView = try Self.scrollView(at: 100.3, pixelScale: pixelScale)
    #expect(scrollView.offset == initialOffset)
    #expect(Self.callbacks(&scrollView) == [])

    scrollView.setContentOffset(200.7, animated: false)
    #expect(scrollView.offset == setOffset)
    #expect(scrollView.motion == .resting)
    #expect(Self.callbacks(&scrollView) == [.didScroll(offset: setOffset)])
  }

  // MARK: - Dragging

  @Test func draggingReportsItsStartAndEveryFrameThatMovesTheContent() throws {
    var scrollView = try Self.scrollView(at: 100)
    scrollView.touchDown()
    scrollView.beginDragging()
    #expect(scrollView.isTouching)
    #expect(scrollView.motion == .dragging(fingerOffset: 100, velocity: 0))
    #expect(Self.callbacks(&scrollView) == [.willBeginDragging])

    scrollView.moveFinger(by: 10)
    #expect(scrollView.motion == .dragging(fingerOffset: 110, velocity: 600))
    #expect(Self.callbacks(&scrollView) == [.didScroll(offset: 110)])

    scrollView.moveFinger(by: -25)
    #expect(scrollView.motion == .dragging(fingerOffset: 85, velocity: -1_500))
    #expect(Self.callbacks(&scrollView) == [.didScroll(offset: 85)])

    // A fifth of a point is less than half a pixel at scale 2: the content stays put.
    scrollView.moveFinger(by: 0.2)
    #expect(scrollView.offset == 85)
    #expect(scrollView.motion == .dragging(fingerOffset: 85.2, velocity: 12))
    #expect(Self.callbacks(&scrollView) == [])

    // The finger keeps its own position: another fifth reaches the next pixel.
    scrollView.moveFinger(by: 0.2)
    #expect(Self.callbacks(&scrollView) == [.didScroll(offset: 85.5)])
  }

  // MARK: - The rubber band

  /// How far the content moves for a pull of `pull` points past an end of a 375-point
  /// viewport: `(1 - 1 / (x * 0.55 / d + 1)) * d`.
  static func rubberBand(_ pull: Double) -> Double {
    let dimension = 375.0
    return (1 - 1 / (pull * 0.55 / dimension + 1)) * dimension
  }

  /// A value on the grid of a screen with `pixelScale` pixels per point.
  static func onPixelGrid(_ value: Double, pixelScale: Double) -> Double {
    (value * pixelScale).rounded(.toNearestOrAwayFromZero) / pixelScale
  }

  @Test(arguments: [(0.0, -1.0), (666.0, 1.0)])
  func draggingPastAnEndRubberBands(end: Double, outward: Double) throws {
    var scrollView = try Self.scrollView(at: end, pixelScale: 3)
    #expect(scrollView.rubberBanded(end + outward * 100) == end + outward * Self.rubberBand(100))
    #expect(scrollView.rubberBanded(end + outward * 375) == end + outward * Self.rubberBand(375))

    scrollView.touchDown()
    scrollView.beginDragging()
    scrollView.moveFinger(by: outward * 100)
    let first = Self.onPixelGrid(end + outward * Self.rubberBand(100), pixelScale: 3)
    #expect(scrollView.offset == first)
    scrollView.moveFinger(by: outward * 275)
    let second = Self.onPixelGrid(end + outward * Self.rubberBand(375), pixelScale: 3)
    #expect(scrollView.offset == second)
    let finger = end + outward * 375
    #expect(scrollView.motion == .dragging(fingerOffset: finger, velocity: outward * 16_500))
    #expect(
      Self.callbacks(&scrollView) == [
        .willBeginDragging, .didScroll(offset: first), .didScroll(offset: second),
      ])
  }

  // MARK: - The release

  /// The last move, the velocity it gives at 60 Hz, and the end a fast fling is clamped to.
  @Test(arguments: [(10.0, 600.0, nil), (40.0, 2_400.0, 666.0), (-40.0, -2_400.0, 0.0)])
  func liftingReportsTheLastFramesVelocityAndTheProposalInsideTheContent(
    lastMove: Double, velocity: Double, clampedEnd: Double?
  ) throws {
    var scrollView = try Self.scrollView(at: 300)
    scrollView.touchDown()
    scrollView.beginDragging()
    scrollView.moveFinger(by: 5)
    scrollView.moveFinger(by: lastMove)
    let released = scrollView.offset
    let projected = released + DecelerationRate.normal.projectedDistance(velocity: velocity)
    let proposal = clampedEnd ?? projected

    let lifted = scrollView.lift()
    #expect(lifted.velocity == velocity)
    #expect(lifted.proposedOffset == proposal)
    #expect(!scrollView.isTouching)
    #expect(scrollView.motion == .releasing(velocity: velocity, target: proposal))
    #expect(
      Self.callbacks(&scrollView) == [
        .willBeginDragging, .didScroll(offset: 305), .didScroll(offset: 305 + lastMove),
      ])
    #expect(clampedEnd == nil ? (0...666).contains(projected) : !(0...666).contains(projected))
  }

  @Test func finishingTheReleaseReportsWhetherTheContentWillDecelerate() throws {
    var gliding = try Self.released()
    let proposal = 315 + DecelerationRate.normal.projectedDistance(velocity: 600)
    #expect(gliding.motion == .releasing(velocity: 600, target: proposal))
    // The proposal, 315 + 299.4, goes onto the pixel grid of scale 2.
    gliding.finishRelease()
    #expect(
      gliding.motion == .decelerating(position: 315, target: 614.5, isJump: false, frames: 0))
    #expect(Self.callbacks(&gliding) == [.didEndDragging(willDecelerate: true)])

    // A target a fifth of a point away lands on the same pixel: nothing will move.
    var stopped = try Self.released()
    stopped.setTarget(315.2)
    stopped.finishRelease()
    #expect(stopped.offset == 315)
    #expect(stopped.motion == .resting)
    #expect(Self.callbacks(&stopped) == [.didEndDragging(willDecelerate: false)])

    // A finger that stopped before lifting releases at no velocity, where it is.
    var still = try Self.scrollView(at: 300)
    still.touchDown()
    still.beginDragging()
    still.moveFinger(by: 5)
    still.moveFinger(by: 0)
    #expect(still.lift() == (velocity: 0, proposedOffset: 305))
    still.finishRelease()
    #expect(still.motion == .resting)
    #expect(
      Self.callbacks(&still) == [
        .willBeginDragging, .didScroll(offset: 305), .didEndDragging(willDecelerate: false),
      ])
  }

  // MARK: - The glide

  @Test(arguments: [(DecelerationRate.normal, 614.5), (.fast, 374.5)])
  func aGlideDeceleratesFrameByFrameOntoItsTarget(
    rate: DecelerationRate, target: Double
  ) throws {
    var scrollView = try Self.released(decelerationRate: rate)
    scrollView.finishRelease()
    #expect(
      scrollView.motion
        == .decelerating(position: 315, target: target, isJump: false, frames: 0))
    #expect(Self.callbacks(&scrollView) == [.didEndDragging(willDecelerate: true)])

    let (frames, events) = Self.stepToRest(&scrollView)
    let offsets = Self.scrolledOffsets(events)
    #expect(events == offsets.map { .didScroll(offset: $0) } + [.didEndDecelerating])
    #expect(Self.isStrictlyMonotonic(offsets))
    #expect(offsets.last == target)
    #expect(offsets == offsets.map { Self.onPixelGrid($0, pixelScale: 2) })
    #expect(offsets.count > 10)
    #expect(frames >= offsets.count)
    #expect(scrollView.offset == target)
    #expect(scrollView.motion == .resting)
    // The glide starts at the release velocity: at most 10 points (600 points per second).
    let first = try #require(offsets.first)
    #expect(first > 315 && first <= 325)
  }

  // MARK: - The jump

  @Test func aTargetAgainstTheVelocityJumpsInsideTheContentAndBouncesBackPastAnEnd() throws {
    // Released inside the content moving forward, with a target behind the release.
    var inside = try Self.released()
    inside.setTarget(296)
    inside.finishRelease()
    #expect(inside.motion == .decelerating(position: 315, target: 296, isJump: true, frames: 0))
    #expect(Self.callbacks(&inside) == [.didEndDragging(willDecelerate: true)])
    inside.step()
    #expect(inside.offset == 296)
    #expect(inside.motion == .resting)
    #expect(Self.callbacks(&inside) == [.didScroll(offset: 296), .didEndDecelerating])

    // Released past the start while pulling further out: the target lies against the
    // velocity, and the content bounces back frame by frame.
    var bouncing = try Self.scrollView(at: 0, pixelScale: 1)
    bouncing.touchDown()
    bouncing.beginDragging()
    bouncing.moveFinger(by: -100)
    #expect(bouncing.offset == -48)
    #expect(bouncing.lift() == (velocity: -6_000, proposedOffset: 0))
    bouncing.setTarget(0)
    bouncing.finishRelease()
    #expect(
      bouncing.motion == .decelerating(position: -48, target: 0, isJump: false, frames: 0))
    #expect(
      Self.callbacks(&bouncing) == [
        .willBeginDragging, .didScroll(offset: -48), .didEndDragging(willDecelerate: true),
      ])
    let (_, events) = Self.stepToRest(&bouncing)
    let offsets = Self.scrolledOffsets(events)
    #expect(events == offsets.map { .didScroll(offset: $0) } + [.didEndDecelerating])
    #expect(Self.isStrictlyMonotonic(offsets))
    #expect(offsets.count > 1)
    #expect(offsets.last == 0)
    #expect(bouncing.offset == 0)
  }

  // MARK: - setContentOffset(_:animated: true)

  @Test(arguments: [(1.0 / 60, 18), (1.0 / 120, 36)])
  func anAnimatedScrollEndsOnceAfterItsDuration(frameDuration: Double, frames: Int) throws {
    #expect(Double(frames) * frameDuration == ScrollViewModel.animationDuration)
    var scrollView = try Self.scrollView(at: 100, frameDuration: frameDuration)
    scrollView.setContentOffset(300, animated: true)
    #expect(scrollView.motion == .animating(from: 100, to: 300, elapsed: 0))
    #expect(Self.callbacks(&scrollView) == [])

    var perFrame = [[PickerEvent]]()
    while scrollView.motion != .resting && perFrame.count < 1_000 {
      scrollView.step()
      perFrame.append(Self.callbacks(&scrollView))
    }
    #expect(perFrame.count == frames)
    let events = perFrame.flatMap { $0 }
    let offsets = Self.scrolledOffsets(events)
    #expect(events == offsets.map { .didScroll(offset: $0) } + [.didEndScrollingAnimation])
    #expect(perFrame.last?.last == .didEndScrollingAnimation)
    #expect(Self.isStrictlyMonotonic(offsets))
    #expect(offsets.last == 300)
    #expect(scrollView.offset == 300)
    #expect(scrollView.motion == .resting)
  }

  @Test(arguments: [1.0, 2.0])
  func anAnimatedScrollToTheSamePixelSendsNoCallback(pixelScale: Double) throws {
    var scrollView = try Self.scrollView(at: 100, pixelScale: pixelScale)
    scrollView.setContentOffset(100.2, animated: true)
    #expect(scrollView.offset == 100)
    #expect(scrollView.motion == .resting)
    scrollView.step()
    #expect(Self.callbacks(&scrollView) == [])
  }

  // MARK: - setContentOffset(_:animated: false)

  @Test func aScrollWithoutAnimationMovesAtOnceAndStopsAnyMotionSilently() throws {
    var resting = try Self.scrollView(at: 100)
    resting.setContentOffset(250, animated: false)
    #expect(resting.offset == 250)
    #expect(Self.callbacks(&resting) == [.didScroll(offset: 250)])
    resting.setContentOffset(250.2, animated: false)
    #expect(resting.offset == 250)
    #expect(Self.callbacks(&resting) == [])

    var gliding = try Self.released()
    gliding.finishRelease()
    gliding.step()
    _ = Self.callbacks(&gliding)
    gliding.setContentOffset(400, animated: false)
    #expect(gliding.offset == 400)
    #expect(gliding.motion == .resting)
    gliding.step()
    #expect(Self.callbacks(&gliding) == [.didScroll(offset: 400)])

    var animating = try Self.scrollView(at: 100)
    animating.setContentOffset(300, animated: true)
    animating.step()
    animating.step()
    _ = Self.callbacks(&animating)
    animating.setContentOffset(50, animated: false)
    #expect(animating.offset == 50)
    #expect(animating.motion == .resting)
    animating.step()
    #expect(Self.callbacks(&animating) == [.didScroll(offset: 50)])

    var dragging = try Self.scrollView(at: 100)
    dragging.touchDown()
    dragging.beginDragging()
    dragging.moveFinger(by: 10)
    dragging.setContentOffset(200.2, animated: false)
    #expect(dragging.motion == .dragging(fingerOffset: 200, velocity: 600))
    dragging.moveFinger(by: 5)
    #expect(dragging.motion == .dragging(fingerOffset: 205, velocity: 300))
    #expect(
      Self.callbacks(&dragging) == [
        .willBeginDragging, .didScroll(offset: 110), .didScroll(offset: 200),
        .didScroll(offset: 205),
      ])
  }

  // MARK: - A touch

  @Test(arguments: [(true, [PickerEvent.didEndDecelerating]), (false, [])])
  func aTouchStopsAGlideAndReportsItSinceIOS13(
    reportsGlideStoppedByTouch: Bool, reported: [PickerEvent]
  ) throws {
    var scrollView = try Self.scrollView(
      at: 300, reportsGlideStoppedByTouch: reportsGlideStoppedByTouch)
    scrollView.touchDown()
    scrollView.beginDragging()
    scrollView.moveFinger(by: 5)
    scrollView.moveFinger(by: 10)
    _ = scrollView.lift()
    scrollView.finishRelease()
    for _ in 0..<5 { scrollView.step() }
    _ = Self.callbacks(&scrollView)
    let stoppedAt = scrollView.offset

    scrollView.touchDown()
    #expect(scrollView.motion == .resting)
    #expect(scrollView.isTouching)
    #expect(scrollView.offset == stoppedAt)
    #expect(Self.callbacks(&scrollView) == reported)
    scrollView.step()
    #expect(Self.callbacks(&scrollView) == [])
  }

  @Test func aTouchStopsAnAnimationWithoutACallback() throws {
    var scrollView = try Self.scrollView(at: 100)
    scrollView.setContentOffset(300, animated: true)
    for _ in 0..<5 { scrollView.step() }
    _ = Self.callbacks(&scrollView)
    let stoppedAt = scrollView.offset

    scrollView.touchDown()
    #expect(scrollView.motion == .resting)
    #expect(scrollView.isTouching)
    #expect(scrollView.offset == stoppedAt)
    scrollView.step()
    #expect(Self.callbacks(&scrollView) == [])
  }

  // MARK: - Content changes

  @Test func changingTheContentKeepsTheOffsetOrClampsIt() throws {
    let grown = try Self.layout(rows: 20)
    let shrunk = try Self.layout(rows: 5)
    #expect(grown.offsetRange == 0...1_406)
    #expect(shrunk.offsetRange == 0...296)

    var growing = try Self.scrollView(at: 500)
    growing.changeContent(to: grown)
    #expect(growing.offset == 500)
    #expect(growing.layout == grown)
    #expect(Self.callbacks(&growing) == [])

    var resting = try Self.scrollView(at: 500)
    resting.changeContent(to: shrunk)
    #expect(resting.offset == 296)
    #expect(resting.motion == .resting)
    #expect(Self.callbacks(&resting) == [.didScroll(offset: 296)])

    // A glide from 110 toward 409.5 heads for the new end instead.
    var gliding = try Self.scrollView(at: 100)
    gliding.touchDown()
    gliding.beginDragging()
    gliding.moveFinger(by: 10)
    _ = gliding.lift()
    gliding.finishRelease()
    #expect(
      gliding.motion == .decelerating(position: 110, target: 409.5, isJump: false, frames: 0))
    _ = Self.callbacks(&gliding)
    gliding.changeContent(to: shrunk)
    #expect(gliding.offset == 110)
    #expect(
      gliding.motion == .decelerating(position: 110, target: 296, isJump: false, frames: 0))
    #expect(Self.callbacks(&gliding) == [])
    let (_, events) = Self.stepToRest(&gliding)
    #expect(Self.scrolledOffsets(events).last == 296)
    #expect(events.last == .didEndDecelerating)

    // Under a dragging finger the offset stays, past the new end.
    var dragging = try Self.scrollView(at: 500)
    dragging.touchDown()
    dragging.beginDragging()
    dragging.moveFinger(by: 100)
    _ = Self.callbacks(&dragging)
    dragging.changeContent(to: shrunk)
    #expect(dragging.offset == 600)
    #expect(dragging.motion == .dragging(fingerOffset: 600, velocity: 6_000))
    #expect(Self.callbacks(&dragging) == [])
  }

  // MARK: - The cells

  /// Ten rows 64 points wide and 10 apart, centred in 375 points, wrapping: laps of 740
  /// points, 179 of them, cells every 74 points from 0, 132,460 points of content.
  static func wrappingLayout(direction: PickerLayoutDirection = .leftToRight) throws
    -> PickerLayout
  {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 10, spacing: 10, direction: direction,
      wrapsAround: true)
  }

  @Test func theContentIsTheLayoutsWidthLaidOutInCells() throws {
    let layout = try Self.wrappingLayout()
    let scrollView = ScrollViewModel(
      layout: layout, offset: 65_704.5, pixelScale: 2, frameDuration: Self.frame60,
      decelerationRate: .normal, reportsGlideStoppedByTouch: true)
    #expect(scrollView.offsetRange == 0...(layout.contentWidth - 375))
    #expect(scrollView.offsetRange == 0...132_085)
    #expect(scrollView.cells.cellCount == 1_790)
    #expect(scrollView.cells.lapLength == 740)
    #expect(scrollView.cells.targetMargin == 32_768)
    // Row 0's home-lap cell, 890, spans 65,860 to 65,924: 155.5 to 219.5 in the viewport,
    // its neighbours 81.5 to 145.5 and 229.5 to 293.5, with gaps of 10 between.
    #expect(scrollView.cells.homeCell(ofRow: 0) == 890)
    #expect(scrollView.cells.anchor(ofCell: 890) == 65_704.5)
    let touched = [0, 10, 155.4, 155.5, 219.4, 219.5, 229.5, 360].map(
      scrollView.cell(atViewportX:))
    #expect(touched == [nil, 888, nil, 890, 890, nil, 891, 892])
  }

  /// Right to left, cell 0 ends at the right end and cells count leftward: cell 891 lies
  /// left of cell 890, at 81.5 to 145.5 in the viewport, and 889 right of it.
  @Test func aRightToLeftStripCountsItsCellsLeftward() throws {
    let layout = try Self.wrappingLayout(direction: .rightToLeft)
    let scrollView = ScrollViewModel(
      layout: layout, offset: layout.offset(ofRow: 0), pixelScale: 2,
      frameDuration: Self.frame60, decelerationRate: .normal, reportsGlideStoppedByTouch: true)
    #expect(scrollView.offset == 66_380.5)
    #expect(scrollView.cells.anchor(ofCell: 890) == 66_380.5)
    #expect([100, 187.5, 250].map(scrollView.cell(atViewportX:)) == [891, 890, 889])
  }

  @Test func aStripThatDoesNotWrapLaysOutItsRowsBetweenItsInsets() throws {
    let scrollView = try Self.scrollView(at: 0)
    #expect(scrollView.offsetRange == 0...666)
    #expect(scrollView.cells.cellCount == 10)
    #expect(scrollView.cells.lapLength == nil)
    #expect(scrollView.cells.targetMargin == nil)
    // Row 0 spans 155.5 to 219.5, row 1 229.5 to 293.5, row 2 303.5 to 367.5; nothing lies
    // in the inset before row 0.
    #expect([0, 155.5, 225, 230, 350].map(scrollView.cell(atViewportX:)) == [nil, 0, nil, 1, 2])
  }

  /// The content changes with the layout, cells and all.
  @Test func changingTheContentLaysOutTheNewCells() throws {
    var scrollView = try Self.scrollView(at: 300)
    let layout = try Self.wrappingLayout()
    scrollView.changeContent(to: layout)
    #expect(scrollView.cells == ScrollViewCells(layout))
    #expect(scrollView.offsetRange == 0...132_085)
    #expect(scrollView.offset == 300)
  }

  // MARK: - What the user sees, and where requests go

  @Test func theUserSeesTheOffsetModuloALap() throws {
    let wrapping = ScrollViewCells(try Self.wrappingLayout())
    let distances = [(0.0, 1_480.0), (100, -640), (100, 468.5), (100, 472.5)].map {
      wrapping.visibleDistance(from: $0, to: $1)
    }
    #expect(distances == [0, 0, 368.5, 367.5])
    let rows = ScrollViewCells(try Self.layout(rows: 10))
    #expect(rows.visibleDistance(from: 0, to: 1_480) == 1_480)
  }

  /// From row 0's home cell (890, at 65,704.5): row 9 is nearest one cell back (889), row 1
  /// one on (891), row 5 half a lap either way (885 and 895, a tie: forward).
  @Test func aRowsNearestCopyLiesTheShortestWayRound() throws {
    let cells = ScrollViewCells(try Self.wrappingLayout())
    let copies = [9, 1, 5, 0].map { cells.nearestCopy(ofRow: $0, to: 65_704.5) }
    #expect(copies == [889, 891, 895, 890])
    #expect(cells.nearestCopy(ofRow: 0, to: .nan) == nil)
    let rows = ScrollViewCells(try Self.layout(rows: 10))
    #expect(rows.nearestCopy(ofRow: 7, to: 0) == 7)
  }

  /// The strip's first reachable cell is 3 (anchor 66.5), its last 1,786; a cell outside
  /// them goes to its copy in reach; steps go one cell, except at the ends of a strip that
  /// does not wrap and on a wrapping strip of one row.
  @Test func tapsAndStepsGoToACellInReach() throws {
    let cells = ScrollViewCells(try Self.wrappingLayout())
    #expect(cells.anchor(ofCell: 3) == 66.5)
    #expect(
      [0, 3, 1_786, 1_789, -1, 1_790].map(cells.reachableCopy(ofCell:)) == [
        10, 3, 1_786, 1_779, 9, 1_780,
      ])
    #expect(
      [cells.cell(steppedFrom: 899, by: 1), cells.cell(steppedFrom: 890, by: -1)] == [
        900, 889,
      ])
    let rows = ScrollViewCells(try Self.layout(rows: 10))
    #expect([rows.cell(steppedFrom: 9, by: 1), rows.cell(steppedFrom: 0, by: -1)] == [nil, nil])
    #expect(rows.cell(steppedFrom: 4, by: 1) == 5)
    let oneRow = ScrollViewCells(
      try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 1, wrapsAround: true))
    #expect(oneRow.cell(steppedFrom: 1_024, by: 1) == nil)
    #expect(oneRow.reachableCopy(ofCell: 1_025) == 1_025)
  }
}
