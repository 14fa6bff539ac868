import PickerState
import Testing

/// The zoomed-centre picker (`HorizontalFlowLayout`, seed 000): 64 pt cells in a
/// `UICollectionViewFlowLayout` with its default 10 pt spacing, section insets that let the
/// first and last cells reach the centre, a zoom inside 80 pt of the centre with dimmed
/// cells outside, a snap to the nearest centre on release, and a tap that scrolls the
/// tapped cell to the centre.
///
/// The expected values come from the original's Objective-C, transcribed below as
/// `seed...` functions that use the original's own geometry, not PickerLayout's.
@Suite struct ZoomedFocusPickerTests {
  // MARK: - The original

  static let cellWidth = 64.0
  /// `UICollectionViewFlowLayout`'s default `minimumLineSpacing`, which the original keeps.
  static let spacing = 10.0
  /// `ActiveDistance` and `ScaleFactor` in `layoutAttributesForElementsInRect:`.
  static let activeDistance = 80.0
  static let scaleFactor = 0.2
  static let itemCount = 20
  /// An iPhone in portrait, and a narrower one.
  static let viewportWidths: [Double] = [375, 320]

  static func layout(viewportWidth: Double) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewportWidth, itemWidth: cellWidth, itemCount: itemCount,
      spacing: spacing)
  }

  /// `insetForSectionAtIndex:`: `(width - firstSize.width) / 2` on the left.
  static func seedLeftInset(viewportWidth: Double) -> Double {
    (viewportWidth - cellWidth) / 2
  }

  /// `attributes.center.x` of a cell as the flow layout places it: the section inset, then
  /// `row` cells and gaps, then half a cell.
  static func seedCentre(ofRow row: Int, viewportWidth: Double) -> Double {
    seedLeftInset(viewportWidth: viewportWidth) + Double(row) * (cellWidth + spacing)
      + cellWidth / 2
  }

  /// `layoutAttributesForElementsInRect:` for one cell, line by line: alpha 0.5 (and the
  /// default scale 1, zIndex 0), then zoom, zIndex 1 and alpha 1 inside the active distance.
  static func seedAppearance(
    ofRow row: Int, atOffset offset: Double, viewportWidth: Double
  ) -> PickerItemAppearance {
    var look = PickerItemAppearance(scale: 1, alpha: 0.5, zIndex: 0)
    let visibleMidX = offset + viewportWidth / 2
    let distance = visibleMidX - seedCentre(ofRow: row, viewportWidth: viewportWidth)
    let normalizedDistance = distance / activeDistance
    if abs(distance) < activeDistance {
      let zoom = 1 + scaleFactor * (1 - abs(normalizedDistance))
      look = PickerItemAppearance(scale: zoom, alpha: 1, zIndex: 1)
    }
    return look
  }

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`: among the cells
  /// that meet the viewport at the proposed offset, the one whose centre is nearest the
  /// viewport's centre (the first one in row order wins a tie, the comparison being `<`),
  /// and the proposed offset moved by that distance.
  static func seedTarget(proposedOffset: Double, viewportWidth: Double) -> Double {
    var offsetAdjustment = Double.greatestFiniteMagnitude
    let centerX = proposedOffset + viewportWidth / 2
    for row in 0..<itemCount {
      let itemCenterX = seedCentre(ofRow: row, viewportWidth: viewportWidth)
      let minX = itemCenterX - cellWidth / 2
      let meetsRect = minX < proposedOffset + viewportWidth && minX + cellWidth > proposedOffset
      if meetsRect && abs(itemCenterX - centerX) < abs(offsetAdjustment) {
        offsetAdjustment = itemCenterX - centerX
      }
    }
    return proposedOffset + offsetAdjustment
  }

  // MARK: - Insets

  @Test(arguments: viewportWidths)
  func sectionInsetsLetTheFirstAndLastCellsReachTheCentre(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    let last = Self.itemCount - 1
    #expect(layout.leadingInset == (viewportWidth - Self.cellWidth) / 2)
    #expect(layout.trailingInset == (viewportWidth - Self.cellWidth) / 2)
    #expect(
      layout.frame(ofRow: 0)
        == PickerItemFrame(
          minX: Self.seedLeftInset(viewportWidth: viewportWidth), width: Self.cellWidth))
    // 20 cells and 19 gaps between the two insets.
    #expect(layout.contentWidth == viewportWidth - Self.cellWidth + 20 * 64 + 19 * 10)
    #expect(layout.offsetRange == 0...(19 * 74))
    // At each end of the range, that end's cell sits in the middle of the viewport.
    #expect(layout.frame(ofRow: 0).midX - layout.offsetRange.lowerBound == viewportWidth / 2)
    #expect(layout.frame(ofRow: last).midX - layout.offsetRange.upperBound == viewportWidth / 2)
    for row in 0..<Self.itemCount {
      #expect(
        layout.frame(ofRow: row).midX
          == Self.seedCentre(
            ofRow: row, viewportWidth: viewportWidth))
    }
  }

  @Test(arguments: viewportWidths)
  func cellsOfOtherSizesGetInsetsFromTheFirstAndLastCell(viewportWidth: Double) throws {
    // The original asks its delegate for the first and the last size separately.
    let layout = try PickerLayout(
      viewportWidth: viewportWidth, itemWidths: [48, 64, 64, 100], spacing: Self.spacing)
    #expect(layout.leadingInset == (viewportWidth - 48) / 2)
    #expect(layout.trailingInset == (viewportWidth - 100) / 2)
    #expect(layout.frame(ofRow: 3).midX - layout.offsetRange.upperBound == viewportWidth / 2)
  }

  // MARK: - Zoom

  @Test(arguments: viewportWidths)
  func theCellOnTheCentreIsZoomedByTheScaleFactorAndOnTop(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    let zoomed = PickerItemAppearance(scale: 1 + 0.2, alpha: 1, zIndex: 1)
    for row in [0, 5, 19] {
      let offset = layout.offset(ofRow: row)
      // d = 0: 1 + 0.2 * (1 - 0) is exactly 1 + 0.2, no rounding to tolerate.
      #expect(layout.appearance(ofRow: row, atOffset: offset, curve: .focusZoom()) == zoomed)
      #expect(
        Self.seedAppearance(ofRow: row, atOffset: offset, viewportWidth: viewportWidth)
          == zoomed)
    }
  }

  @Test(arguments: viewportWidths)
  func cellsInsideTheActiveDistanceZoomLinearly(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    // (row, offset, by hand: 1 + 0.2 * (1 - d / 80)). Row 5 rests at 370, row 19 at 1406.
    let cases: [(row: Int, offset: Double, scale: Double)] = [
      (0, 40, 1.1),  // d = 40, the viewport past row 0
      (5, 330, 1.1),  // d = 40 on either side
      (5, 410, 1.1),
      (5, 290.5, 1.00125),  // d = 79.5: still inside
      (5, 449.5, 1.00125),
      (19, 1366, 1.1),
      (19, 1446, 1.1),  // a bounce 40 pt past the end
      (0, 20, 1.15),  // d = 20
    ]
    for (row, offset, scale) in cases {
      let actual = layout.appearance(ofRow: row, atOffset: offset, curve: .focusZoom())
      let original = Self.seedAppearance(
        ofRow: row, atOffset: offset, viewportWidth: viewportWidth)
      // 0.2 is not dyadic: the library's blend and the original's formula may differ in
      // the last bit, so these compare within a tolerance.
      let byHand = PickerItemAppearance(scale: scale, alpha: 1, zIndex: 1)
      #expect(approximatelyEqual(actual, byHand), "row \(row) at \(offset)")
      #expect(approximatelyEqual(original, byHand), "row \(row) at \(offset)")
    }
  }

  @Test(arguments: viewportWidths)
  func cellsAtOrBeyondTheActiveDistanceAreDimmedAndFlat(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    let dimmed = PickerItemAppearance(scale: 1, alpha: 0.5, zIndex: 0)
    // d = exactly 80 (the original's test is `<`), 200, and far away.
    let cases: [(row: Int, offset: Double)] = [
      (0, 80), (0, 200), (5, 290), (5, 450), (5, 170), (5, 570), (19, 1326), (19, 1206),
      (19, 0), (0, 1406),
    ]
    for (row, offset) in cases {
      #expect(layout.appearance(ofRow: row, atOffset: offset, curve: .focusZoom()) == dimmed)
      #expect(
        Self.seedAppearance(ofRow: row, atOffset: offset, viewportWidth: viewportWidth)
          == dimmed)
    }
  }

  @Test(arguments: viewportWidths)
  func everyCellLooksAsTheOriginalDrawsItWhileScrolling(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    // Every 2.5 pt from a bounce before the start to one after the end; the steps land on
    // d = 80 exactly for every fifth row. Tolerance: see cellsInsideTheActiveDistance...
    for offset in stride(from: -100.0, through: 1506, by: 2.5) {
      for row in 0..<Self.itemCount {
        let actual = layout.appearance(ofRow: row, atOffset: offset, curve: .focusZoom())
        let original = Self.seedAppearance(
          ofRow: row, atOffset: offset, viewportWidth: viewportWidth)
        #expect(approximatelyEqual(actual, original), "row \(row) at offset \(offset)")
      }
    }
  }

  // MARK: - Snapping

  @Test(arguments: viewportWidths)
  func releaseSnapsToTheCellWhoseCentreIsNearestTheProposalUnlessItIsAgainstTheVelocity(
    viewportWidth: Double
  ) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    // Every 6.25 pt across the range: dyadic steps keep the original's arithmetic exact,
    // and 925 falls exactly between rows 12 and 13 (the lower row wins in both).
    var stopsAtRelease: [Double] = []
    for proposed in stride(from: 0.0, through: layout.offsetRange.upperBound, by: 6.25) {
      var picker = PickerState(layout: layout)
      _ = picker.feed(dragEvents(through: [100]))
      let velocity = proposed >= 100 ? 800.0 : -800.0
      let effects = picker.update(.willEndDragging(velocity: velocity, proposedOffset: proposed))
      // The original's target, unless it lies behind the release at 100 against the
      // velocity: there the original makes the content jump, and PickerState answers the
      // release offset so that the scroll view stops and the settle animates (rule 5).
      let original = Self.seedTarget(proposedOffset: proposed, viewportWidth: viewportWidth)
      let isAgainst = velocity > 0 ? original < 100 : original > 100
      if isAgainst { stopsAtRelease.append(proposed) }
      #expect(
        Array(effects) == [.setTargetOffset(isAgainst ? 100 : original)], "proposed \(proposed)")
    }
    // A slow push on whose proposal stays short of 111, the midpoint to row 2, snaps back to
    // row 1 at 74.
    #expect(stopsAtRelease == [100, 106.25])
    #expect(Self.seedTarget(proposedOffset: 925, viewportWidth: viewportWidth) == 12 * 74)
  }

  @Test(arguments: viewportWidths)
  func aReleasedDragComesToRestOnTheSnappedCell(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    var picker = PickerState(layout: layout)
    // Row n rests at 74 n: 100 is nearest row 1, 200 row 3, 280 and 296 row 4.
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: 100),
      .willEndDragging(velocity: 800, proposedOffset: 300),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: 200),
      .didScroll(offset: 280),
      .didScroll(offset: 296),
      .didEndDecelerating,
    ])
    #expect(
      effects == [
        [],
        [.selectionFeedback],
        [.setTargetOffset(Self.seedTarget(proposedOffset: 300, viewportWidth: viewportWidth))],
        [],
        [.selectionFeedback],
        [.selectionFeedback],
        [],
        [
          .configure(row: 0, isSelected: false), .configure(row: 4, isSelected: true),
          .selectionChanged(row: 4, cause: .scroll), .didEndScrolling(row: 4),
        ],
      ])
    #expect(Self.seedTarget(proposedOffset: 300, viewportWidth: viewportWidth) == 296)
    #expect(picker == PickerState(layout: layout, selectedRow: 4))
  }

  // MARK: - Tapping

  @Test(arguments: viewportWidths)
  func tappingACellScrollsItToTheCentre(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    var picker = PickerState(layout: layout)
    // `scrollToItemAtIndexPath:atScrollPosition:CenteredHorizontally animated:YES` puts the
    // cell's centre on the viewport's centre: 3 * 74 = 222.
    let centred = Self.seedCentre(ofRow: 3, viewportWidth: viewportWidth) - viewportWidth / 2
    #expect(centred == 222)
    #expect(
      Array(picker.update(.tap(row: 3))) == [
        .configure(row: 0, isSelected: false), .configure(row: 3, isSelected: true),
        .selectionChanged(row: 3, cause: .tap), .scroll(toOffset: centred, animated: true),
      ])
    #expect(picker.phase == .animating(targetRow: 3))
    // The animation passes rows 1 and 2 without a haptic tick, then rests on row 3.
    let effects = picker.feedEach([
      .didScroll(offset: 80), .didScroll(offset: 150), .didScroll(offset: 222),
      .didEndScrollingAnimation,
    ])
    #expect(effects == [[], [], [], [.didEndScrolling(row: 3)]])
    #expect(picker == PickerState(layout: layout, selectedRow: 3))
  }

  @Test(arguments: viewportWidths)
  func tappingTheLastCellScrollsItToTheCentreWithAnimation(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    var picker = PickerState(layout: layout, selectedRow: 10)
    let centred = Self.seedCentre(ofRow: 19, viewportWidth: viewportWidth) - viewportWidth / 2
    // The original always animates a tap; edge suppression is for settles after a bounce.
    #expect(
      Array(picker.update(.tap(row: 19))) == [
        .configure(row: 10, isSelected: false), .configure(row: 19, isSelected: true),
        .selectionChanged(row: 19, cause: .tap), .scroll(toOffset: centred, animated: true),
      ])
    #expect(Array(picker.update(.didEndScrollingAnimation)) == [.didEndScrolling(row: 19)])
    #expect(picker == PickerState(layout: layout, selectedRow: 19))
  }

  @Test(arguments: viewportWidths)
  func tappingTheCentredCellChangesNothing(viewportWidth: Double) throws {
    let layout = try Self.layout(viewportWidth: viewportWidth)
    var picker = PickerState(layout: layout, selectedRow: 7)
    let before = picker
    #expect(Array(picker.update(.tap(row: 7))) == [])
    #expect(picker == before)
  }
}
