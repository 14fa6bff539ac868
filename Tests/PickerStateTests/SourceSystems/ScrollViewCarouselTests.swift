import PickerState
import Testing

/// The scroll-view carousel (`MBACarScrollerView`, seed 004): items a third of the screen
/// wide, the current index derived live from the offset while scrolling, a release target
/// rewritten to an item boundary, the current item scaled from 1.5 down to 0.5 with alpha
/// following, the callbacks `didSelectItemAtIndex` and `didEndScrollingAtIndex`, and index
/// 0 selected by default.
///
/// The original's scroll view has a left content inset `kScrollViewContentOffset` (`c`) of
/// one item, so that item 0 can sit in the middle: its `contentOffset.x` is PickerState's
/// offset minus `c`. The `seed...` functions below transcribe its Objective-C in its own
/// coordinates.
@Suite struct ScrollViewCarouselTests {
  // MARK: - The original

  static let viewportWidth = 375.0
  /// `kScreenW / 3`.
  static let itemWidth = viewportWidth / 3
  /// `kScrollViewContentOffset`: one item of inset before the first.
  static let contentInset = itemWidth
  static let itemCount = 9
  static let lastRow = itemCount - 1
  /// The original moves its current index as the content moves.
  static let options = PickerOptions(commitsSelectionWhileScrolling: true)

  static func layout() throws -> PickerLayout {
    try PickerLayout(viewportWidth: viewportWidth, itemWidth: itemWidth, itemCount: itemCount)
  }

  /// The original's `contentOffset.x` for PickerState's offset.
  static func seedContentOffset(_ offset: Double) -> Double { offset - contentInset }

  /// `scrollViewDidScroll:`: `(contentOffset.x + c + kItemW/2) / (int)kItemW`, truncated to
  /// an `NSInteger`, then clamped to the items.
  static func seedIndex(atOffset offset: Double) -> Int {
    let itemW = Double(Int(itemWidth))
    let index = Int((seedContentOffset(offset) + contentInset + itemWidth / 2) / itemW)
    return min(itemCount - 1, max(0, index))
  }

  /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`: the same index (not
  /// clamped), and `kItemW * index - c`, back in PickerState's coordinates.
  static func seedTarget(proposedOffset: Double) -> Double {
    let itemW = Double(Int(itemWidth))
    let index = Int((seedContentOffset(proposedOffset) + contentInset + itemWidth / 2) / itemW)
    return (itemWidth * Double(index) - contentInset) + contentInset
  }

  /// `adjustScrollView` and the cell's `setScale:`: the current item's scale
  /// `1 - min(1, |x|) + 0.5`, with `x` its distance from the middle in items, and its alpha
  /// `scale - 0.5`. The original sets no zIndex.
  static func seedAppearance(
    ofCurrentRow current: Int, atOffset offset: Double
  ) -> PickerItemAppearance {
    let itemW = Double(Int(itemWidth))
    var scale = (seedContentOffset(offset) + contentInset - itemW * Double(current)) / itemW
    scale = 1 - min(1.0, abs(scale))
    scale = scale + 0.5
    return PickerItemAppearance(scale: scale, alpha: scale - 0.5, zIndex: 0)
  }

  // MARK: - Geometry and defaults

  @Test func itemsAreAThirdOfTheScreenWithOneItemOfInset() throws {
    let layout = try Self.layout()
    #expect(Self.itemWidth == 125)
    #expect(layout.leadingInset == Self.itemWidth)
    #expect(layout.trailingInset == Self.itemWidth)
    for row in 0..<Self.itemCount {
      #expect(layout.offset(ofRow: row) == 125 * Double(row))
      // The original puts cell i at `itemW * i` after its inset.
      #expect(layout.frame(ofRow: row).minX == Self.contentInset + Self.itemWidth * Double(row))
    }
  }

  @Test func indexZeroIsSelectedByDefault() throws {
    let picker = PickerState(layout: try Self.layout(), options: Self.options)
    #expect(picker.selectedRow == 0)
    #expect(picker.centeredRow == 0)
    #expect(picker.offset == 0)
    #expect(picker.phase == .idle)
    #expect(Self.seedIndex(atOffset: picker.offset) == 0)
  }

  // MARK: - The live index

  @Test func draggingMovesTheSelectionWithTheOffsetAsTheOriginalsIndex() throws {
    let layout = try Self.layout()
    var picker = PickerState(layout: layout, options: Self.options)
    var current = 0
    _ = picker.update(.willBeginDragging)
    // Out to a bounce past the end and back to one before the start, every 5 points: the
    // steps never land on a midpoint between two items (125 k + 62.5), the one place where
    // the two disagree (see aMidpointBetweenTwoItemsGoesToTheLowerRow).
    let out = Array(stride(from: 0.0, through: 1040, by: 5))
    let back = Array(stride(from: 1035.0, through: -40, by: -5))
    for offset in out + back {
      let index = Self.seedIndex(atOffset: offset)
      let expected: [PickerEffect] =
        index == current
        ? []
        : [
          .configure(row: current, isSelected: false), .configure(row: index, isSelected: true),
          .selectionChanged(row: index, cause: .scroll), .selectionFeedback,
        ]
      #expect(Array(picker.update(.didScroll(offset: offset))) == expected, "offset \(offset)")
      #expect(picker.selectedRow == index, "offset \(offset)")
      current = index
    }
  }

  @Test func aFastFrameJumpsStraightToTheRowUnderTheCentre() throws {
    let layout = try Self.layout()
    var picker = PickerState(layout: layout, options: Self.options)
    // (400 + 62.5) / 125 = 3.7: index 3, without passing through rows 1 and 2.
    #expect(Self.seedIndex(atOffset: 400) == 3)
    #expect(
      picker.feed(dragEvents(through: [400])) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .scroll), .selectionFeedback,
      ])
  }

  @Test func aMidpointBetweenTwoItemsGoesToTheLowerRow() throws {
    // The original truncates `(offset + c + itemW/2) / itemW`, which rounds half up: exactly
    // half way between items 0 and 1 its index is 1. PickerState gives a tie between two
    // rows to the lower one (`nearestRow`), so it stays on row 0 until the offset is past the
    // midpoint. The two agree everywhere else (draggingMovesTheSelection...).
    let layout = try Self.layout()
    for lower in 0..<(Self.itemCount - 1) {
      let midpoint = 125 * Double(lower) + 62.5
      #expect(Self.seedIndex(atOffset: midpoint) == lower + 1)
      var picker = PickerState(layout: layout, options: Self.options)
      _ = picker.feed(dragEvents(through: [midpoint]))
      #expect(picker.selectedRow == lower)
      _ = picker.update(.didScroll(offset: midpoint.nextUp))
      #expect(picker.selectedRow == lower + 1)
      #expect(Self.seedIndex(atOffset: midpoint.nextUp) == lower + 1)
    }
  }

  // MARK: - Release

  @Test func releaseRewritesTheTargetToAnItemBoundaryUnlessItLiesAgainstTheVelocity() throws {
    let layout = try Self.layout()
    // Every 2.5 points across the range, skipping the midpoints (125 k + 62.5), where the
    // original rounds up and PickerState down (see aMidpointBetweenTwoItems...).
    var stopsAtRelease: [Double] = []
    for proposed in stride(from: 0, through: layout.offsetRange.upperBound, by: 2.5) {
      guard (proposed - 62.5).truncatingRemainder(dividingBy: 125) != 0 else { continue }
      var picker = PickerState(layout: layout, options: Self.options)
      _ = picker.feed(dragEvents(through: [100]))
      let velocity = proposed < 100 ? -600.0 : 600.0
      let effects = picker.update(.willEndDragging(velocity: velocity, proposedOffset: proposed))
      // The original's boundary, unless it lies behind the release at 100 against the
      // velocity: there the original makes the content jump, and PickerState answers the
      // release offset so that the scroll view stops and the settle animates (rule 5).
      let original = Self.seedTarget(proposedOffset: proposed)
      let isAgainst = velocity > 0 ? original < 100 : original > 100
      if isAgainst { stopsAtRelease.append(proposed) }
      #expect(
        Array(effects) == [.setTargetOffset(isAgainst ? 100 : original)], "proposed \(proposed)")
    }
    // A slow pull back that would still round up to item 1 at 125.
    #expect(stopsAtRelease == Array(stride(from: 65, through: 97.5, by: 2.5)))
  }

  @Test func aFlingReportsEachIndexOnceAndEndsScrollingOnceAtRest() throws {
    let layout = try Self.layout()
    var picker = PickerState(layout: layout, options: Self.options)
    // (610 + 62.5) / 125 = 5.38: the target is item 5, at 625.
    #expect(Self.seedTarget(proposedOffset: 610) == 625)
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: 20),
      .didScroll(offset: 70),
      .willEndDragging(velocity: 1500, proposedOffset: 610),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: 200),
      .didScroll(offset: 330),
      .didScroll(offset: 460),
      .didScroll(offset: 590),
      .didScroll(offset: 625),
      .didEndDecelerating,
    ])
    func moved(_ old: Int, _ new: Int) -> [PickerEffect] {
      [
        .configure(row: old, isSelected: false), .configure(row: new, isSelected: true),
        .selectionChanged(row: new, cause: .scroll), .selectionFeedback,
      ]
    }
    #expect(
      effects == [
        [], [], moved(0, 1), [.setTargetOffset(625)], [], moved(1, 2), moved(2, 3), moved(3, 4),
        moved(4, 5), [], [.didEndScrolling(row: 5)],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 5, options: Self.options))
  }

  // MARK: - Programmatic index and taps

  @Test func settingTheCurrentIndexReportsItOnce() throws {
    let layout = try Self.layout()
    var picker = PickerState(layout: layout, options: Self.options)
    // `setCurrentItemIndex:`, then the scroll view's echo of the new offset.
    let effects = picker.feedEach([
      .select(row: 4, animated: false), .didScroll(offset: 500), .select(row: 4, animated: false),
    ])
    #expect(
      effects == [
        [
          .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .programmatic), .scroll(toOffset: 500, animated: false),
        ],
        [],
        [],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4, options: Self.options))
  }

  @Test func aTappedItemAnimatesThereWithoutReportingTheItemsItPasses() throws {
    let layout = try Self.layout()
    var picker = PickerState(layout: layout, options: Self.options)
    let effects = picker.feedEach([
      .tap(row: 4), .didScroll(offset: 130), .didScroll(offset: 260), .didScroll(offset: 390),
      .didScroll(offset: 500), .didEndScrollingAnimation,
    ])
    #expect(
      effects == [
        [
          .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .tap), .scroll(toOffset: 500, animated: true),
        ],
        [], [], [], [],
        [.didEndScrolling(row: 4)],
      ])
    #expect(picker == PickerState(layout: layout, selectedRow: 4, options: Self.options))
  }

  // MARK: - Scale and alpha

  @Test func theCurrentItemScalesFromOneAndAHalfDownToAHalf() throws {
    let layout = try Self.layout()
    // Distances that are exact quarters of an item (31.25 = 125 / 4), so both the library's
    // blend and the original's formula are exact: scale 1.5 - x, alpha 1 - x.
    let cases: [(distance: Double, scale: Double)] = [
      (0, 1.5), (31.25, 1.25), (62.5, 1), (93.75, 0.75), (125, 0.5), (250, 0.5), (1000, 0.5),
    ]
    for row in [0, 4, Self.lastRow] {
      for (distance, scale) in cases {
        for offset in [125 * Double(row) - distance, 125 * Double(row) + distance] {
          let look = layout.appearance(ofRow: row, atOffset: offset, curve: .pitchFalloff())
          let byHand = PickerItemAppearance(scale: scale, alpha: scale - 0.5, zIndex: 0)
          #expect(look == byHand, "row \(row) at offset \(offset)")
          #expect(Self.seedAppearance(ofCurrentRow: row, atOffset: offset) == byHand)
        }
      }
    }
  }

  @Test func theCurrentItemLooksAsTheOriginalDrawsItWhileScrolling() throws {
    let layout = try Self.layout()
    // The original styles only the current item (the others keep a stale scale); PickerState
    // styles every row by its own distance, which for the current row is the original's.
    // Non-dyadic distances: within a tolerance.
    for offset in stride(from: -60.0, through: 1060, by: 3.7) {
      let current = Self.seedIndex(atOffset: offset)
      let look = layout.appearance(ofRow: current, atOffset: offset, curve: .pitchFalloff())
      #expect(
        approximatelyEqual(look, Self.seedAppearance(ofCurrentRow: current, atOffset: offset)),
        "offset \(offset)")
    }
  }
}
