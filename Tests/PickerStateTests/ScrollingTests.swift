import Testing

@testable import PickerState

/// Semantics 4 to 7: drags, releases, glides, settles and the end of animations.
@Suite struct ScrollingTests {
  // MARK: - Settling after a drag (rule 4)

  @Test(arguments: allAlignments, allDirections)
  func aDragEndingWithoutDecelerationSettlesOnTheNearestRowWithAnimation(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(alignment, direction)
    var picker = PickerState(layout: layout)
    let release = layout.offset(atRowPosition: 2.8)
    let drag = picker.feedEach(dragEvents(through: [layout.offset(atRowPosition: 0.6), release]))
    #expect(drag == [[], [.selectionFeedback], [.selectionFeedback]])
    var expected = picker
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 3), animated: true),
      ])
    expected.selectedRow = 3
    expected.motion = .animating(toward: 3, in: expected.layout)
    #expect(picker == expected)
    let end = picker.feedEach([
      .didScroll(offset: layout.offset(ofRow: 3)), .didEndScrollingAnimation,
    ])
    #expect(end == [[], [.didEndScrolling(row: 3)]])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func aDragReleasedOnAnAnchorSettlesWithoutAScroll(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    _ = picker.feed(dragEvents(through: [layout.offset(ofRow: 3)]))
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func aSettleLessThanAPointFromTheAnchorRestsWithoutAnimation(
    direction: PickerLayoutDirection
  ) throws {
    // A scroll view that rounds offsets to its pixel grid might never report the end of so
    // short an animation: the picker rests at once instead.
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    let anchor = layout.offset(ofRow: 3)
    _ = picker.feed(dragEvents(through: [anchor + 0.5]))
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .scroll(toOffset: anchor, animated: false),
        .didEndScrolling(row: 3),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: allDirections)
  func aDragThatNeverMovedSettlesWhereItWas(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 4)
    let effects = picker.feedEach([.willBeginDragging, .didEndDragging(willDecelerate: false)])
    #expect(effects == [[], [.didEndScrolling(row: 4)]])
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
    // Nor does a drag that wanders and comes back.
    let wander = picker.feedEach(
      dragEvents(through: [layout.offset(atRowPosition: 4.3), layout.offset(ofRow: 4)])
        + [.didEndDragging(willDecelerate: false)])
    #expect(wander == [[], [], [], [.didEndScrolling(row: 4)]])
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
  }

  @Test(arguments: allAlignments, allDirections)
  func aGlideSettlesOnTheRowItStopsAt(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(alignment, direction)
    var picker = PickerState(layout: layout)
    // A fling toward higher rows: toward larger offsets left to right, smaller right to left.
    let velocity = direction == .leftToRight ? 800.0 : -800.0
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: layout.offset(atRowPosition: 2.4)),
      .willEndDragging(velocity: velocity, proposedOffset: layout.offset(atRowPosition: 5.2)),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: layout.offset(atRowPosition: 3.5)),  // a tie: the lower row, 3
      .didScroll(offset: layout.offset(atRowPosition: 4.6)),
      .didScroll(offset: layout.offset(ofRow: 5)),
      .didEndDecelerating,
    ])
    #expect(
      effects == [
        [],
        [.selectionFeedback],
        [.setTargetOffset(layout.offset(ofRow: 5))],
        [],
        [.selectionFeedback],
        [.selectionFeedback],
        [],
        [
          .configure(row: 0, isSelected: false), .configure(row: 5, isSelected: true),
          .selectionChanged(row: 5, cause: .scroll), .didEndScrolling(row: 5),
        ],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 5))
  }

  @Test(arguments: allDirections)
  func aGlideStoppingOffAnAnchorAnimatesOntoIt(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    let stop = layout.offset(atRowPosition: 5.1)
    _ = picker.feed(
      dragEvents(through: [layout.offset(atRowPosition: 1.2)]) + [
        .didEndDragging(willDecelerate: true), .didScroll(offset: stop),
      ])
    var expected = picker
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 0, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 5), animated: true),
      ])
    expected.selectedRow = 5
    expected.motion = .animating(toward: 5, in: expected.layout)
    #expect(picker == expected)
  }

  // MARK: - Settling at the ends

  @Test(arguments: allDirections)
  func settlingOnTheFirstRowAfterABounceDoesNotAnimate(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 3)
    let bounce = layout.offset(atRowPosition: -0.8)
    #expect(picker.feedEach(dragEvents(through: [bounce])) == [[], [.selectionFeedback]])
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 3, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 0), animated: false), .didEndScrolling(row: 0),
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 0))
  }

  @Test(arguments: allDirections)
  func aGlideEndingNearTheLastRowAnimatesOntoItInsideTheRangeOrPastIt(
    direction: PickerLayoutDirection
  ) throws {
    // Edge suppression is on (the default), but it never applies at the end of a glide: a
    // glide that stops past the end was stopped by a touch, and no bounce runs.
    let layout = try tenRows(.center, direction)
    for position in [9.3, 8.7] {
      var picker = PickerState(layout: layout, selectedRow: 3)
      let stop = layout.offset(atRowPosition: position)
      _ = picker.feed(dragEvents(through: [stop]) + [.didEndDragging(willDecelerate: true)])
      #expect(
        Array(picker.update(.didEndDecelerating)) == [
          .configure(row: 3, isSelected: false), .configure(row: 9, isSelected: true),
          .selectionChanged(row: 9, cause: .scroll),
          .scroll(toOffset: layout.offset(ofRow: 9), animated: true),
        ])
      var expected = PickerState(layout: layout, selectedRow: 9)
      expected.motion = .animating(toward: 9, in: expected.layout)
      expected.offset = stop
      #expect(picker == expected, "position \(position)")
      #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 9)])
      #expect(picker == PickerState(layout: layout, selectedRow: 9))
    }
  }

  @Test(arguments: allDirections)
  func withoutEdgeSuppressionSettlingOnAnEndAnimates(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    let options = PickerOptions(suppressesEdgeAnimation: false)
    var picker = PickerState(layout: layout, selectedRow: 3, options: options)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: -0.8)]))
    var expected = picker
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 3, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 0), animated: true),
      ])
    expected.selectedRow = 0
    expected.motion = .animating(toward: 0, in: expected.layout)
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 0)])
    #expect(picker == PickerState(layout: layout, selectedRow: 0, options: options))
  }

  @Test(arguments: allDirections)
  func edgeSuppressionLeavesSettlesOnInnerRowsAnimated(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    for (position, row) in [(1.2, 1), (7.9, 8)] {
      var picker = PickerState(layout: layout, selectedRow: 4)
      _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: position)]))
      #expect(
        Array(picker.update(.didEndDragging(willDecelerate: false))) == [
          .configure(row: 4, isSelected: false), .configure(row: row, isSelected: true),
          .selectionChanged(row: row, cause: .scroll),
          .scroll(toOffset: layout.offset(ofRow: row), animated: true),
        ])
    }
  }

  // MARK: - The answer to the release (rule 5)

  @Test(arguments: allDirections)
  func theReleaseIsAnsweredWithTheSnappedRowsAnchorAndTheGlideRemembersIt(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    _ = picker.feed(dragEvents(through: [layout.offset(atRowPosition: 1.3)]))
    var expected = picker
    // Toward higher rows: toward larger offsets left to right, smaller right to left.
    let release = PickerEvent.willEndDragging(
      velocity: direction == .leftToRight ? 200 : -200,
      proposedOffset: layout.offset(atRowPosition: 6.6))
    #expect(Array(picker.update(release)) == [.setTargetOffset(layout.offset(ofRow: 7))])
    expected.motion = .gliding(toward: 7, releasedAt: 1, in: expected.layout)
    #expect(picker == expected)
    // The host's didEndDragging with deceleration changes nothing more.
    #expect(Array(picker.update(.didEndDragging(willDecelerate: true))) == [])
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func aTargetAgainstTheVelocityIsAnsweredWithTheReleaseOffsetAndTheSettleAnimates(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    let here = layout.offset(atRowPosition: 1.3)
    _ = picker.feed(dragEvents(through: [here]))
    var expected = picker
    // Slowly toward higher rows, but the glide would stop nearest row 1, which lies behind
    // the release: the scroll view is told to stop where it is rather than jump back.
    let release = PickerEvent.willEndDragging(
      velocity: direction == .leftToRight ? 100 : -100,
      proposedOffset: layout.offset(atRowPosition: 1.4))
    #expect(Array(picker.update(release)) == [.setTargetOffset(here)])
    expected.motion = .gliding(toward: 1, releasedAt: 1, in: expected.layout)
    #expect(picker == expected)
    // The content stays where it is; the settle animates back onto row 1.
    let settle = picker.feedEach([.didEndDragging(willDecelerate: true), .didEndDecelerating])
    #expect(
      settle == [
        [],
        [
          .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
          .selectionChanged(row: 1, cause: .scroll),
          .scroll(toOffset: layout.offset(ofRow: 1), animated: true),
        ],
      ])
    expected.selectedRow = 1
    expected.motion = .animating(toward: 1, in: expected.layout)
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 1)])
    #expect(picker == PickerState(layout: layout, selectedRow: 1))
  }

  @Test(arguments: allDirections)
  func aReleaseWithoutAGlideSettlesRightAway(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    let here = layout.offset(atRowPosition: 2.2)
    _ = picker.feed(dragEvents(through: [here]))
    let effects = picker.feedEach([
      .willEndDragging(velocity: 0, proposedOffset: here),
      .didEndDragging(willDecelerate: false),
    ])
    #expect(
      effects == [
        [.setTargetOffset(layout.offset(ofRow: 2))],
        [
          .configure(row: 0, isSelected: false), .configure(row: 2, isSelected: true),
          .selectionChanged(row: 2, cause: .scroll),
          .scroll(toOffset: layout.offset(ofRow: 2), animated: true),
        ],
      ])
    #expect(picker.phase == .animating(targetRow: 2))
  }

  // MARK: - Offset reports (rule 6)

  @Test(arguments: allDirections)
  func aDragTicksEachTimeANewRowComesUnderTheAnchor(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    // Rows under the anchor: 0, 0, 1, 1, 1, 2, 0, 0, 9 (a bounce past the last row).
    let positions = [0.2, 0.4, 0.6, 0.9, 1.4, 1.6, 0.4, -0.5, 12]
    let effects = picker.feedEach(dragEvents(through: positions.map(layout.offset)))
    #expect(
      effects == [
        [], [], [], [.selectionFeedback], [], [], [.selectionFeedback], [.selectionFeedback], [],
        [.selectionFeedback],
      ])
    var expected = PickerState(layout: layout)
    expected.motion = .dragging
    expected.offset = layout.offset(atRowPosition: 12)
    expected.centeredRow = 9
    #expect(picker == expected)
  }

  @Test func aNegativeZeroOffsetIsRecordedAsZero() throws {
    let layout = try tenRows()
    var dragging = PickerState(layout: layout, selectedRow: 3)
    _ = dragging.feed(dragEvents(through: [-0.0]))
    var expected = PickerState(layout: layout, selectedRow: 3)
    expected.motion = .dragging
    expected.offset = 0
    expected.centeredRow = 0
    #expect(dragging == expected)
    #expect(dragging.offset.sign == .plus)
    var animating = PickerState(layout: layout, selectedRow: 3)
    _ = animating.feed([.tap(row: 1), .didScroll(offset: -0.0)])
    #expect(animating.offset.sign == .plus)
  }

  @Test(arguments: allDirections)
  func aJumpAcrossSeveralRowsTicksOnce(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    let jump = picker.feedEach(dragEvents(through: [layout.offset(atRowPosition: 5)]))
    #expect(jump == [[], [.selectionFeedback]])
  }

  @Test(arguments: allDirections)
  func aGlideTicksLikeADrag(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    _ = picker.feed([.willBeginDragging, .didEndDragging(willDecelerate: true)])
    #expect(picker.phase == .decelerating(targetRow: nil))
    let positions = [0.3, 0.7, 1.2, 2.6]
    let effects = picker.feedEach(
      positions.map {
        .didScroll(offset: layout.offset(atRowPosition: $0))
      })
    #expect(effects == [[], [.selectionFeedback], [], [.selectionFeedback]])
    var expected = PickerState(layout: layout)
    // Release: the cell under the anchor when the finger lifted.
    expected.motion = .gliding(toward: nil, releasedAt: 0, in: expected.layout)
    expected.offset = layout.offset(atRowPosition: 2.6)
    expected.centeredRow = 3
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func anAnimationFollowsTheRowUnderTheAnchorWithoutTicks(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout)
    _ = picker.update(.tap(row: 7))
    let effects = picker.feedEach(
      [1, 2, 3.6, 7].map {
        .didScroll(offset: layout.offset(atRowPosition: $0))
      })
    #expect(effects == [[], [], [], []])
    var expected = PickerState(layout: layout, selectedRow: 7)
    expected.motion = .animating(toward: 7, in: expected.layout)
    #expect(picker == expected)
    _ = picker.update(.didScroll(offset: layout.offset(atRowPosition: 3.6)))
    expected.offset = layout.offset(atRowPosition: 3.6)
    expected.centeredRow = 4
    #expect(picker == expected)
  }

  @Test(arguments: allDirections)
  func liveCommitsMoveTheSelectionWithTheRowUnderTheAnchor(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    let options = PickerOptions(commitsSelectionWhileScrolling: true)
    var picker = PickerState(layout: layout, options: options)
    let positions = [0.2, 0.6, 1.6, 1.7]
    let effects = picker.feedEach(dragEvents(through: positions.map(layout.offset)))
    #expect(
      effects == [
        [],
        [],
        [
          .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
          .selectionChanged(row: 1, cause: .scroll), .selectionFeedback,
        ],
        [
          .configure(row: 1, isSelected: false), .configure(row: 2, isSelected: true),
          .selectionChanged(row: 2, cause: .scroll), .selectionFeedback,
        ],
        [],
      ])
    var expected = PickerState(layout: layout, selectedRow: 2, options: options)
    expected.motion = .dragging
    expected.offset = layout.offset(atRowPosition: 1.7)
    #expect(picker == expected)
    // The settle has nothing left to commit: it only brings the row onto its anchor.
    let settle = picker.feedEach([
      .didEndDragging(willDecelerate: false), .didEndScrollingAnimation,
    ])
    #expect(
      settle == [
        [.scroll(toOffset: layout.offset(ofRow: 2), animated: true)], [.didEndScrolling(row: 2)],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 2, options: options))
  }

  @Test(arguments: allDirections)
  func liveCommitsFollowAGlideButNotAnAnimation(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    let options = PickerOptions(commitsSelectionWhileScrolling: true)
    var picker = PickerState(layout: layout, options: options)
    _ = picker.feed([.willBeginDragging, .didEndDragging(willDecelerate: true)])
    #expect(
      Array(picker.update(.didScroll(offset: layout.offset(atRowPosition: 0.8)))) == [
        .configure(row: 0, isSelected: false), .configure(row: 1, isSelected: true),
        .selectionChanged(row: 1, cause: .scroll), .selectionFeedback,
      ])
    _ = picker.update(.tap(row: 6))
    #expect(Array(picker.update(.didScroll(offset: layout.offset(atRowPosition: 3)))) == [])
    #expect(picker.selectedRow == 6)
    #expect(picker.centeredRow == 3)
  }

  @Test(arguments: allDirections)
  func anIdlePickerPutsBackContentThatMovedWithoutADrag(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 4)
    let before = picker
    let anchor = layout.offset(ofRow: 4)
    #expect(Array(picker.update(.didScroll(offset: anchor))) == [])
    #expect(picker == before)
    let moved = layout.offset(atRowPosition: 6.2)
    #expect(
      Array(picker.update(.didScroll(offset: moved))) == [
        .scroll(toOffset: anchor, animated: false)
      ])
    #expect(picker == before)
  }

  @Test(arguments: allDirections)
  func anIdlePickerTakesAReportLessThanAPointFromItsAnchorForTheAnchor(
    direction: PickerLayoutDirection
  ) throws {
    // The host rounds the anchor to its pixel grid: putting it back would ping-pong.
    let layout = try tenRows(.center, direction)
    var picker = PickerState(layout: layout, selectedRow: 4)
    let before = picker
    let anchor = layout.offset(ofRow: 4)
    let rounded: [PickerEvent] = [
      .didScroll(offset: anchor + 0.5), .didScroll(offset: anchor - 0.99),
      .didScroll(offset: anchor + 0.999),
    ]
    #expect(picker.feedEach(rounded) == [[], [], []])
    #expect(picker == before)
    // A point away or more is content that moved: put back.
    #expect(
      picker.feedEach([.didScroll(offset: anchor + 1), .didScroll(offset: anchor - 1)]) == [
        [.scroll(toOffset: anchor, animated: false)], [.scroll(toOffset: anchor, animated: false)],
      ])
    #expect(picker == before)
  }

  /// An empty picker rests at 0 (I3): content moved away from it is put back, as a
  /// selected row's anchor is, and a glide that carries the content back there ends in
  /// step, with nothing to tick or to scroll.
  @Test func anEmptyPickerPutsBackContentMovedAtRestAndNeverTicks() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    var picker = PickerState(layout: empty)
    #expect(
      picker.feedEach([.didScroll(offset: 37), .didScroll(offset: 0.5), .didScroll(offset: -1)])
        == [
          [.scroll(toOffset: 0, animated: false)], [], [.scroll(toOffset: 0, animated: false)],
        ])
    #expect(picker == PickerState(layout: empty))
    let effects = picker.feedEach(
      dragEvents(through: [12, -40]) + [
        .willEndDragging(velocity: 500, proposedOffset: 0),
        .didEndDragging(willDecelerate: true), .didScroll(offset: -10), .didScroll(offset: 0),
        .didEndDecelerating,
      ])
    #expect(effects == [[], [], [], [], [], [], [], []])
    #expect(picker == PickerState(layout: empty))
  }

  // MARK: - The end of an animation (rule 7)

  @Test(arguments: allAlignments, allDirections)
  func theEndOfAnAnimationRestsExactlyOnItsTarget(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 1)
    _ = picker.feed([
      .select(row: 6, animated: true), .didScroll(offset: layout.offset(atRowPosition: 5.99)),
    ])
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 6)])
    #expect(picker == PickerState(layout: layout, selectedRow: 6))
    #expect(picker.offset == layout.offset(ofRow: 6))
  }
}
