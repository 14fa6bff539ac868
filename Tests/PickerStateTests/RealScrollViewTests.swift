import Testing

@testable import PickerState

/// Nine defects a real scroll view exposed (it rounds to its pixel grid, never reports the end
/// of an animation that did not move, jumps at a target against the velocity, and keeps
/// gliding until told otherwise), each reproduced with the issue's own numbers.
@Suite struct RealScrollViewTests {
  // MARK: - Fixtures

  /// The wheel: `count` rows 64 wide, 10 apart, in a 375-point viewport.
  static func wheel(
    _ count: Int, _ alignment: PickerAlignment, _ direction: PickerLayoutDirection,
    viewportWidth: Double = 375, itemWidth: Double = 64
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewportWidth, itemWidth: itemWidth, itemCount: count, spacing: 10,
      alignment: alignment, direction: direction)
  }

  /// Rows of widths that put every anchor off the pixel grid, 10 apart, in 375 points.
  static func fractionalRows(
    _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidths: [64.3, 70.1, 55.7, 81.9, 60.2, 73.4, 66.45, 58.7],
      spacing: 10, alignment: alignment, direction: direction)
  }

  /// +1 when higher rows lie at larger offsets (left to right), -1 when at smaller ones: the
  /// sign of a velocity toward higher rows.
  static func towardHigherRows(_ layout: PickerLayout) -> Double {
    layout.offset(ofRow: 1) > layout.offset(ofRow: 0) ? 1 : -1
  }

  // MARK: - 1. Load more mid-drag jumps

  /// Defect 1: appending rows mid-drag jumped the content to the selected row's anchor.
  @Test(arguments: allAlignments, allDirections)
  func loadingMoreRowsMidDragKeepsTheRowUnderTheFingerInPlace(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let loaded = try Self.wheel(70, alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 10)
    let finger = offset(0.2, ofTheWayFrom: 12, to: 13, in: layout)
    #expect(picker.feedEach(dragEvents(through: [finger])) == [[], [.selectionFeedback]])
    var expected = picker
    let effects = Array(picker.update(.layoutChanged(loaded)))
    expected.layout = loaded
    switch direction {
    case .leftToRight:
      // Row 12's anchor did not move: nothing scrolls under the finger.
      #expect(effects == [])
    case .rightToLeft:
      // Appending shifts every anchor: row 12 keeps its distance from the anchor.
      let kept = loaded.offset(ofRow: 12) + (finger - layout.offset(ofRow: 12))
      #expect(effects == [.scroll(toOffset: kept, animated: false)])
      expected.offset = kept
    }
    #expect(picker == expected)
    // The drag goes on from there and settles on the row under the finger.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 10, isSelected: false), .configure(row: 12, isSelected: true),
        .selectionChanged(row: 12, cause: .scroll),
        .scroll(toOffset: loaded.offset(ofRow: 12), animated: true),
      ])
  }

  /// Defect 1: appending rows mid-glide stopped the glide on the row selected before it.
  @Test(arguments: allAlignments, allDirections)
  func loadingMoreRowsMidGlideLetsAGlideWhoseTargetStaysGoOn(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let loaded = try Self.wheel(70, alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 10)
    let velocity = 900 * Self.towardHigherRows(layout)
    let fling = picker.feedEach(
      dragEvents(through: [layout.offset(atRowPosition: 10.3)]) + [
        .willEndDragging(velocity: velocity, proposedOffset: layout.offset(ofRow: 14)),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: layout.offset(atRowPosition: 12.4)),
      ])
    #expect(
      fling == [[], [], [.setTargetOffset(layout.offset(ofRow: 14))], [], [.selectionFeedback]])
    var expected = picker
    let effects = Array(picker.update(.layoutChanged(loaded)))
    switch direction {
    case .leftToRight:
      // Row 14 keeps its anchor: the glide goes on untouched.
      #expect(effects == [])
      expected.layout = loaded
      #expect(picker.phase == .decelerating(targetRow: 14))
    case .rightToLeft:
      // Row 14's anchor moved: the glide ends at once on it, not on row 10.
      #expect(
        effects == [
          .configure(row: 10, isSelected: false), .configure(row: 14, isSelected: true),
          .selectionChanged(row: 14, cause: .scroll),
          .scroll(toOffset: loaded.offset(ofRow: 14), animated: false),
          .didEndScrolling(row: 14),
        ])
      expected = PickerState(layout: loaded, selectedRow: 14)
    }
    #expect(picker == expected)
  }

  /// Defect 1: appending rows mid-animation cut the animation short without a report.
  @Test(arguments: allAlignments, allDirections)
  func loadingMoreRowsMidAnimationLetsAnAnimationWhoseTargetStaysGoOn(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let loaded = try Self.wheel(70, alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 10)
    let start = picker.feedEach([
      .select(row: 14, animated: true), .didScroll(offset: layout.offset(atRowPosition: 12.4)),
    ])
    #expect(
      start == [
        [
          .configure(row: 10, isSelected: false), .configure(row: 14, isSelected: true),
          .selectionChanged(row: 14, cause: .programmatic),
          .scroll(toOffset: layout.offset(ofRow: 14), animated: true),
        ],
        [],
      ])
    var expected = picker
    let effects = Array(picker.update(.layoutChanged(loaded)))
    switch direction {
    case .leftToRight:
      // Row 14 keeps its anchor: the animation goes on untouched, and ends as usual.
      #expect(effects == [])
      expected.layout = loaded
      #expect(picker == expected)
      #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 14)])
    case .rightToLeft:
      // Row 14's anchor moved: the animation ends at once on it, and says so.
      #expect(
        effects == [
          .scroll(toOffset: loaded.offset(ofRow: 14), animated: false),
          .didEndScrolling(row: 14),
        ])
    }
    #expect(picker == PickerState(layout: loaded, selectedRow: 14))
  }

  /// Defect 1: a rotation mid-fling ended the glide on the row selected before the fling.
  @Test(arguments: allAlignments, allDirections)
  func aRotationMidFlingEndsTheGlideOnTheFlingsTarget(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    // Landscape, with cards sized to the wider viewport: every anchor but row 0's moves.
    let rotated = try Self.wheel(
      20, alignment, direction, viewportWidth: 812, itemWidth: 128)
    #expect(rotated.offset(ofRow: 14) != layout.offset(ofRow: 14))
    var picker = PickerState(layout: layout, selectedRow: 10)
    let velocity = 900 * Self.towardHigherRows(layout)
    _ = picker.feed(
      dragEvents(through: [layout.offset(atRowPosition: 10.3)]) + [
        .willEndDragging(velocity: velocity, proposedOffset: layout.offset(ofRow: 14)),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: layout.offset(atRowPosition: 12.4)),
      ])
    #expect(picker.phase == .decelerating(targetRow: 14))
    #expect(
      Array(picker.update(.layoutChanged(rotated))) == [
        .configure(row: 10, isSelected: false), .configure(row: 14, isSelected: true),
        .selectionChanged(row: 14, cause: .scroll),
        .scroll(toOffset: rotated.offset(ofRow: 14), animated: false),
        .didEndScrolling(row: 14),
      ])
    #expect(picker == PickerState(layout: rotated, selectedRow: 14))
  }

  // MARK: - 2. Edges jump

  /// Defect 2: an end row dragged into the range snapped back without animation.
  @Test(arguments: allAlignments, allDirections)
  func anEndRowDraggedIntoTheRangeAnimatesBackAndOnlyABounceSettlesAtOnce(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for count in [20, 2] {
      let layout = try Self.wheel(count, alignment, direction)
      for (end, neighbour) in [(0, 1), (count - 1, count - 2)] {
        let anchor = layout.offset(ofRow: end)
        let inward: Double = layout.offset(ofRow: neighbour) > anchor ? 1 : -1
        var picker = PickerState(layout: layout, selectedRow: end)
        // 25 points toward the neighbour: inside the range, still nearest the end row.
        #expect(picker.feedEach(dragEvents(through: [anchor + 25 * inward])) == [[], []])
        var expected = picker
        #expect(
          Array(picker.update(.didEndDragging(willDecelerate: false))) == [
            .scroll(toOffset: anchor, animated: true)
          ], "\(count) rows, row \(end)")
        expected.motion = .animating(toward: end, in: expected.layout)
        #expect(picker == expected, "\(count) rows, row \(end)")
        #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: end)])
        #expect(picker == PickerState(layout: layout, selectedRow: end))
        // 25 points beyond the end (a bounce): the host's bounce runs, no animation.
        _ = picker.feed(dragEvents(through: [anchor - 25 * inward]))
        #expect(
          Array(picker.update(.didEndDragging(willDecelerate: false))) == [
            .scroll(toOffset: anchor, animated: false), .didEndScrolling(row: end),
          ], "\(count) rows, row \(end)")
        #expect(picker == PickerState(layout: layout, selectedRow: end))
      }
    }
  }

  // MARK: - 3. Targets against the velocity

  /// Defect 3: a slow release whose nearest row lay behind it was answered with that row's
  /// anchor, against the velocity, and the scroll view jumped there.
  @Test(arguments: allAlignments, allDirections)
  func aSlowReleasePastARowStopsWhereItIsThenAnimatesBack(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let towardRowSeven = Self.towardHigherRows(layout)
    let release = layout.offset(ofRow: 6) + 15 * towardRowSeven
    var picker = PickerState(layout: layout, selectedRow: 4)
    #expect(picker.feedEach(dragEvents(through: [release])) == [[], [.selectionFeedback]])
    let velocity = 40 * towardRowSeven
    let proposed = picker.projectedOffset(velocity: velocity)
    #expect(layout.nearestRow(toOffset: proposed) == 6)
    #expect(
      Array(picker.update(.willEndDragging(velocity: velocity, proposedOffset: proposed))) == [
        .setTargetOffset(release)
      ])
    #expect(picker.phase == .decelerating(targetRow: 6))
    // The scroll view stays where it is and ends the drag without a glide.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 4, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 6), animated: true),
      ])
    var expected = PickerState(layout: layout, selectedRow: 6)
    expected.motion = .animating(toward: 6, in: expected.layout)
    expected.offset = release
    #expect(picker == expected)
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 6)])
    #expect(picker == PickerState(layout: layout, selectedRow: 6))
  }

  // MARK: - 4. A binding echo hijacks the drag

  /// Defect 4: a binding echoing a live commit back as `select` took the drag over with an
  /// animation, and the drag stopped ticking and committing.
  @Test(arguments: allAlignments, allDirections)
  func aBindingEchoOfALiveCommitLeavesTheDragAlone(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let options = PickerOptions(commitsSelectionWhileScrolling: true)
    var picker = PickerState(layout: layout, selectedRow: 2, options: options)
    let positions = [3.6, 5.2]
    let drag = picker.feedEach(dragEvents(through: positions.map(layout.offset)))
    #expect(
      drag == [
        [],
        [
          .configure(row: 2, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .scroll), .selectionFeedback,
        ],
        [
          .configure(row: 4, isSelected: false), .configure(row: 5, isSelected: true),
          .selectionChanged(row: 5, cause: .scroll), .selectionFeedback,
        ],
      ])
    let before = picker
    #expect(Array(picker.update(.select(row: 5, animated: true))) == [])
    #expect(picker == before)
    // The drag goes on: it still ticks and commits.
    let next = layout.offset(atRowPosition: 6.1)
    #expect(
      Array(picker.update(.didScroll(offset: next))) == [
        .configure(row: 5, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .scroll), .selectionFeedback,
      ])
    var expected = before
    expected.selectedRow = 6
    expected.centeredRow = 6
    expected.offset = next
    #expect(picker == expected)
  }

  // MARK: - 5. Paging ignored without willEndDragging

  /// Defect 5: a host that forwards no `willEndDragging` (SwiftUI-like) glided six cards
  /// with `paging(maxItems: 1)`, and the picker settled where the glide stopped.
  @Test(arguments: allAlignments, allDirections)
  func pagingLimitsTheSettleEvenWithoutWillEndDragging(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let options = PickerOptions(snapping: .paging(maxItems: 1))
    // (start row, where the finger lifts, the glide's reports, the row one card on)
    let flings: [(Int, Double, [Double], Int)] = [
      (5, 5.3, [6.4, 8.6, 11.2], 6),
      (12, 11.7, [10.6, 8.4, 5.8], 11),
    ]
    for (start, lift, glide, settled) in flings {
      var picker = PickerState(layout: layout, selectedRow: start, options: options)
      let gesture = picker.feedEach(
        dragEvents(through: [layout.offset(atRowPosition: lift)])
          + [.didEndDragging(willDecelerate: true)]
          + glide.map { .didScroll(offset: layout.offset(atRowPosition: $0)) })
      #expect(
        gesture == [[], [], [], [.selectionFeedback], [.selectionFeedback], [.selectionFeedback]])
      let stop = try #require(glide.last)
      #expect(
        Array(picker.update(.didEndDecelerating)) == [
          .configure(row: start, isSelected: false), .configure(row: settled, isSelected: true),
          .selectionChanged(row: settled, cause: .scroll),
          .scroll(toOffset: layout.offset(ofRow: settled), animated: true),
        ], "from row \(start)")
      var expected = PickerState(layout: layout, selectedRow: settled, options: options)
      expected.motion = .animating(toward: settled, in: expected.layout)
      expected.offset = layout.offset(atRowPosition: stop)
      expected.centeredRow = layout.nearestRow(toOffset: expected.offset)
      #expect(picker == expected, "from row \(start)")
    }
  }

  // MARK: - 6. Sub-pixel animations that never end

  /// Defect 6: a glide the host rounded to 0.1 point off a fractional anchor was settled
  /// with an animated scroll that the host never ran nor reported, and an idle report of the
  /// anchor rounded to a pixel was scrolled back, over and over.
  @Test(arguments: allAlignments, allDirections)
  func aSubPixelSettleRestsAtOnceAndARoundedReportChangesNothing(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.fractionalRows(alignment, direction)
    let forward = Self.towardHigherRows(layout)
    let anchor = layout.offset(ofRow: 5)
    #expect(anchor != anchor.rounded())
    var picker = PickerState(layout: layout, selectedRow: 1)
    let release = offset(0.4, ofTheWayFrom: 2, to: 3, in: layout)
    let gesture = picker.feedEach(
      dragEvents(through: [release]) + [
        .willEndDragging(velocity: 700 * forward, proposedOffset: anchor + 3 * forward),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: offset(0.6, ofTheWayFrom: 3, to: 4, in: layout)),
        .didScroll(offset: anchor - 0.1 * forward),
      ])
    #expect(
      gesture == [
        [], [.selectionFeedback], [.setTargetOffset(anchor)], [], [.selectionFeedback],
        [.selectionFeedback],
      ])
    #expect(
      Array(picker.update(.didEndDecelerating)) == [
        .configure(row: 1, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .scroll), .scroll(toOffset: anchor, animated: false),
        .didEndScrolling(row: 5),
      ])
    let resting = PickerState(layout: layout, selectedRow: 5)
    #expect(picker == resting)
    // At rest, the host reports the anchor on its pixel grid (3x), or 0.33 point off: the
    // anchor as the host rounds it, so nothing scrolls back.
    var idle = resting
    let rounded = (anchor * 3).rounded() / 3
    #expect(rounded != anchor)
    let reports = idle.feedEach([
      .didScroll(offset: rounded), .didScroll(offset: anchor + 0.33),
      .didScroll(offset: anchor - 0.33),
    ])
    #expect(reports == [[], [], []])
    #expect(idle == resting)
  }

  // MARK: - 7. Motions ended by a layout change are reported

  /// Defect 7: a reload that ended an animation or a glide never reported `didEndScrolling`.
  @Test(arguments: allAlignments, allDirections)
  func aReloadThatEndsAMotionReportsItsEnd(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let halfway = layout.offset(atRowPosition: 3.5)
    // Cards 80 wide: row 6's anchor moves.
    let resized = try Self.wheel(20, alignment, direction, itemWidth: 80)
    #expect(resized.offset(ofRow: 6) != layout.offset(ofRow: 6))
    var animating = PickerState(layout: layout, selectedRow: 2)
    _ = animating.feed([.select(row: 6, animated: true), .didScroll(offset: halfway)])
    #expect(
      Array(animating.update(.layoutChanged(resized))) == [
        .scroll(toOffset: resized.offset(ofRow: 6), animated: false), .didEndScrolling(row: 6),
      ])
    #expect(animating == PickerState(layout: resized, selectedRow: 6))
    // A reload that removes the animation's target: it ends on the clamp, reported too.
    let fewer = try Self.wheel(4, alignment, direction)
    animating = PickerState(layout: layout, selectedRow: 2)
    _ = animating.feed([.select(row: 6, animated: true), .didScroll(offset: halfway)])
    #expect(
      Array(animating.update(.layoutChanged(fewer))) == [
        .configure(row: 3, isSelected: true), .selectionChanged(row: 3, cause: .reload),
        .scroll(toOffset: fewer.offset(ofRow: 3), animated: false), .didEndScrolling(row: 3),
      ])
    #expect(animating == PickerState(layout: fewer, selectedRow: 3))
    // A glide toward row 6 whose anchor moves.
    var gliding = PickerState(layout: layout, selectedRow: 2)
    let velocity = 900 * Self.towardHigherRows(layout)
    _ = gliding.feed(
      dragEvents(through: [layout.offset(atRowPosition: 2.2)]) + [
        .willEndDragging(velocity: velocity, proposedOffset: layout.offset(ofRow: 6)),
        .didEndDragging(willDecelerate: true), .didScroll(offset: halfway),
      ])
    #expect(gliding.phase == .decelerating(targetRow: 6))
    #expect(
      Array(gliding.update(.layoutChanged(resized))) == [
        .configure(row: 2, isSelected: false), .configure(row: 6, isSelected: true),
        .selectionChanged(row: 6, cause: .scroll),
        .scroll(toOffset: resized.offset(ofRow: 6), animated: false), .didEndScrolling(row: 6),
      ])
    #expect(gliding == PickerState(layout: resized, selectedRow: 6))
  }

  // MARK: - 8. Idle while the host still glides

  /// Defect 8: a tap on the selected row while the glide passed exactly over its anchor made
  /// the picker idle without a word, and the host glided on away from the selection.
  @Test(arguments: allAlignments, allDirections)
  func aTapOnTheSelectedRowAsTheGlidePassesItsAnchorStopsTheGlide(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    let anchor = layout.offset(ofRow: 4)
    var picker = PickerState(layout: layout, selectedRow: 4)
    let velocity = 1500 * Self.towardHigherRows(layout)
    let gesture = picker.feedEach(
      dragEvents(through: [3.4, 2.6].map(layout.offset)) + [
        .willEndDragging(velocity: velocity, proposedOffset: layout.offset(atRowPosition: 9.1)),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: layout.offset(atRowPosition: 3.3)),
        .didScroll(offset: anchor),
      ])
    #expect(
      gesture == [
        [], [.selectionFeedback], [], [.setTargetOffset(layout.offset(ofRow: 9))], [], [],
        [.selectionFeedback],
      ])
    #expect(
      Array(picker.update(.tap(row: 4))) == [
        .scroll(toOffset: anchor, animated: false), .didEndScrolling(row: 4),
      ])
    let resting = PickerState(layout: layout, selectedRow: 4)
    #expect(picker == resting)
    // The stopped glide's late report and the host's echo change nothing.
    #expect(picker.feedEach([.didEndDecelerating, .didScroll(offset: anchor)]) == [[], []])
    #expect(picker == resting)
  }

  // MARK: - 9. A programmatic select mid-drag scrolls under the finger

  /// Defect 9: `select(row:animated:)` during a drag animated the content away under the
  /// finger; now it commits the row and the release decides where the content rests.
  @Test(arguments: allAlignments, allDirections)
  func aProgrammaticSelectMidDragCommitsWithoutScrolling(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layout = try Self.wheel(20, alignment, direction)
    var picker = PickerState(layout: layout, selectedRow: 2)
    let finger = layout.offset(atRowPosition: 3.3)
    #expect(picker.feedEach(dragEvents(through: [finger])) == [[], [.selectionFeedback]])
    var expected = picker
    #expect(
      Array(picker.update(.select(row: 5, animated: true))) == [
        .configure(row: 2, isSelected: false), .configure(row: 5, isSelected: true),
        .selectionChanged(row: 5, cause: .programmatic),
      ])
    expected.selectedRow = 5
    #expect(picker == expected)
    #expect(picker.phase == .dragging)
    // The release settles on the row under the finger.
    #expect(
      Array(picker.update(.didEndDragging(willDecelerate: false))) == [
        .configure(row: 5, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll),
        .scroll(toOffset: layout.offset(ofRow: 3), animated: true),
      ])
    expected.selectedRow = 3
    expected.motion = .animating(toward: 3, in: expected.layout)
    #expect(picker == expected)
  }
}
