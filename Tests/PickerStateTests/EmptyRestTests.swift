import Testing

@testable import PickerState

/// An empty picker's offset stays in step with the host's: it rests at 0 (I3) and, as every
/// rest does, tells the host with a scroll without animation there when the content is
/// elsewhere, and always when the host may still be moving it (rule 11); dragging or
/// gliding, it records what the host reports.
@Suite struct EmptyRestTests {
  static let empty = try! PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)

  /// An empty picker brought into a drag or a glide over content at `offset`, as a host
  /// reports it: a finger down, the content moved, and, for a glide, a release.
  static func emptyPicker(gliding: Bool, at offset: Double) -> PickerState {
    var picker = PickerState(layout: empty)
    var events = dragEvents(through: [offset])
    if gliding {
      events += [
        .willEndDragging(velocity: -900, proposedOffset: 0),
        .didEndDragging(willDecelerate: true),
      ]
    }
    #expect(picker.feedEach(events) == Array(repeating: [], count: events.count))
    var expected = PickerState(layout: empty)
    expected.offset = offset
    expected.motion = gliding ? .decelerating(target: nil, release: nil) : .dragging
    #expect(picker == expected)
    return picker
  }

  // MARK: - The case

  /// The desync the scroll-view model found: ten rows removed under a dragging finger,
  /// the release glides the content back toward 0, and a touch stops it 354.5 points in.
  /// The picker rests at 0 and tells the scroll view; when rows arrive during the next
  /// drag the scroll view is where the picker believes, and the drag goes on from row 0's
  /// anchor without a jump. (Before, the rest sent nothing, the picker believed it was at
  /// row 0's anchor, and the next change of rows held the picture 354.5 points off.)
  @Test func aTouchThatStopsTheGlideOfAnEmptiedStripRestsThePickerAtZeroInStep() throws {
    let layout = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 10)
    var picker = PickerState(layout: layout, selectedRow: 8)
    let all = try PickerRowChanges(removed: Array(0..<10))
    #expect(
      picker.feedEach([
        .willBeginDragging, .didScroll(offset: 410),
        .rowsChanged(all, layout: Self.empty),
        .didScroll(offset: 420),
        .willEndDragging(velocity: -600, proposedOffset: 0),
        .didEndDragging(willDecelerate: true), .didScroll(offset: 354.5),
      ]) == [
        [], [], [.selectionChanged(row: nil, cause: .reload)], [], [], [], [],
      ])
    var gliding = PickerState(layout: Self.empty)
    gliding.offset = 354.5
    gliding.motion = .gliding(toward: nil, releasedAt: nil, in: gliding.layout)
    #expect(picker == gliding)
    // The touch stops the glide, and iOS reports its end at once.
    #expect(Array(picker.update(.didEndDecelerating)) == [.scroll(toOffset: 0, animated: false)])
    #expect(picker == PickerState(layout: Self.empty))
    // The scroll view reports the move, and the finger drags on.
    #expect(picker.feedEach([.didScroll(offset: 0), .willBeginDragging]) == [[], []])
    let five = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 5)
    let arrivals = try PickerRowChanges(inserted: Array(0..<5))
    #expect(
      Array(picker.update(.rowsChanged(arrivals, layout: five))) == [
        .configure(row: 0, isSelected: true), .selectionChanged(row: 0, cause: .reload),
      ])
    var dragging = PickerState(layout: five, selectedRow: 0)
    dragging.motion = .dragging
    #expect(picker == dragging)
  }

  // MARK: - Every way an empty picker comes to rest

  /// A glide's end, natural at 0 or under a touch elsewhere (`didEndDecelerating`), and a
  /// release without a glide, past an end or at 0 (`didEndDragging(willDecelerate:
  /// false)`, from a drag or after the host's `willEndDragging`).
  @Test(arguments: [
    (false, 0.0, PickerEvent.didEndDragging(willDecelerate: false)),
    (false, -40, .didEndDragging(willDecelerate: false)),
    (true, 0, .didEndDragging(willDecelerate: false)),
    (true, 354.5, .didEndDragging(willDecelerate: false)),
    (true, 0, .didEndDecelerating),
    (true, 354.5, .didEndDecelerating),
    (true, -0.5, .didEndDecelerating),
  ])
  func anEmptySettleRestsAtZeroAndTellsTheHostWhenTheContentIsElsewhere(
    gliding: Bool, offset: Double, end: PickerEvent
  ) {
    var picker = Self.emptyPicker(gliding: gliding, at: offset)
    let expected: [PickerEffect] = offset == 0 ? [] : [.scroll(toOffset: 0, animated: false)]
    #expect(Array(picker.update(end)) == expected)
    #expect(picker == PickerState(layout: Self.empty))
  }

  /// A drag or a glide carries on over content without rows: each report is recorded, the
  /// host's offset and the picker's in step, with nothing to tick or commit.
  @Test(arguments: [false, true])
  func anEmptyPickerRecordsEveryReportWhileDraggingOrGliding(gliding: Bool) {
    var picker = Self.emptyPicker(gliding: gliding, at: 120)
    #expect(
      picker.feedEach([.didScroll(offset: -35.5), .didScroll(offset: 7)]) == [[], []])
    var expected = PickerState(layout: Self.empty)
    expected.offset = 7
    expected.motion = gliding ? .decelerating(target: nil, release: nil) : .dragging
    #expect(picker == expected)
  }

  /// At rest a report less than a point from 0 is 0 on the host's pixel grid; any other is
  /// content that moved, put back, as a selected row's anchor is.
  @Test(arguments: [(0.5, false), (-0.99, false), (1, true), (-1, true), (480, true)])
  func anEmptyPickerAtRestPutsBackContentMovedAPointOrMore(offset: Double, putsBack: Bool) {
    var picker = PickerState(layout: Self.empty)
    let expected: [PickerEffect] = putsBack ? [.scroll(toOffset: 0, animated: false)] : []
    #expect(Array(picker.update(.didScroll(offset: offset))) == expected)
    #expect(picker == PickerState(layout: Self.empty))
  }

  /// Stray ends at rest change nothing: an empty picker has no animation to end.
  @Test func strayEndsOfMotionChangeNothingInAnEmptyPicker() {
    var picker = PickerState(layout: Self.empty)
    #expect(
      picker.feedEach([
        .didEndScrollingAnimation, .didEndDecelerating, .didEndDragging(willDecelerate: false),
      ]) == [[], [], []])
    #expect(picker == PickerState(layout: Self.empty))
  }

  // MARK: - Rows that vanish

  /// Rows removed, or a reload without rows, mid-glide or mid-animation: the motion ends at
  /// 0, and the scroll without animation there stops the host's (rule 11), whatever the
  /// offset; at rest only when the content was elsewhere.
  @Test(arguments: PhaseFixture.allCases, [false, true])
  func rowsThatVanishRestThePickerAtZeroAndStopTheHost(
    phase: PhaseFixture, byRowChanges: Bool
  ) throws {
    let layout = try tenRows()
    var picker = phase.state(on: layout)
    let offsetBefore = picker.offset
    let event: PickerEvent =
      byRowChanges
      ? .rowsChanged(try PickerRowChanges(removed: Array(0..<10)), layout: Self.empty)
      : .layoutChanged(Self.empty)
    var expected: [PickerEffect] = [.selectionChanged(row: nil, cause: .reload)]
    switch phase {
    case .idle, .decelerating, .animating:
      expected.append(.scroll(toOffset: 0, animated: false))
    case .dragging:
      break
    }
    #expect(Array(picker.update(event)) == expected)
    if phase == .dragging {
      // The finger keeps the content where it is: the picker records it, and settles at
      // release.
      var dragging = PickerState(layout: Self.empty)
      dragging.offset = offsetBefore
      dragging.motion = .dragging
      #expect(picker == dragging)
    } else {
      #expect(picker == PickerState(layout: Self.empty))
    }
  }

  /// A reload without rows at rest on row 0, at 0 already: nothing to tell the host.
  @Test func anEmptiedPickerAlreadyAtZeroSendsNoScroll() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 0)
    #expect(picker.offset == 0)
    #expect(
      Array(picker.update(.layoutChanged(Self.empty))) == [
        .selectionChanged(row: nil, cause: .reload)
      ])
    #expect(picker == PickerState(layout: Self.empty))
  }
}
