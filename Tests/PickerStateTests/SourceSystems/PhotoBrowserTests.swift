import PickerState
import Testing

/// The photo browser's flow layout (seed 001): photos shrink continuously with their
/// distance from the centre, `1 - d / (W/2) * 0.3`, without a floor; a release snaps to the
/// photo whose centre is nearest the proposed offset, never to a negative offset, and never
/// to the `-0` that made the original stutter.
///
/// The expected values come from the original's Objective-C, transcribed below as `seed...`
/// functions over the original's own geometry (photo centres from the widths), not
/// PickerLayout's.
@Suite struct PhotoBrowserTests {
  // MARK: - The original

  static let viewportWidth = 375.0
  static let spacing = 20.0
  /// How much a photo half a viewport away loses: `* 0.3` in `layoutAttributesForElementsInRect:`.
  static let scaleLoss = 0.3

  /// Photos of one size, and photos of mixed sizes (portrait and landscape).
  enum Photos: String, CaseIterable, Sendable, CustomStringConvertible {
    case uniform, mixed

    var description: String { rawValue }

    var widths: [Double] {
      switch self {
      case .uniform: Array(repeating: 200, count: 8)
      case .mixed: [180, 240, 120, 300, 200, 160]
      }
    }

    func layout() throws -> PickerLayout {
      switch self {
      case .uniform:
        try PickerLayout(
          viewportWidth: viewportWidth, itemWidth: 200, itemCount: 8, spacing: spacing)
      case .mixed:
        try PickerLayout(viewportWidth: viewportWidth, itemWidths: widths, spacing: spacing)
      }
    }

    /// A photo's centre in content coordinates: the left inset that lets the first photo
    /// reach the centre, the photos and gaps before it, half its width. Whole and half
    /// numbers only, so every sum is exact.
    func centre(ofRow row: Int) -> Double {
      let before = widths[..<row].reduce(0) { $0 + $1 + spacing }
      return (viewportWidth - widths[0]) / 2 + before + widths[row] / 2
    }

    /// The original's scale for a photo at `offset`:
    /// `1 - fabs(center.x - contentOffset.x - width * 0.5) / (width * 0.5) * 0.3`,
    /// alpha and zIndex untouched.
    func seedAppearance(ofRow row: Int, atOffset offset: Double) -> PickerItemAppearance {
      let cellOffset = abs(centre(ofRow: row) - offset - viewportWidth * 0.5)
      let perCent = 1 - cellOffset / (viewportWidth * 0.5) * scaleLoss
      return PickerItemAppearance(scale: perCent, alpha: 1, zIndex: 0)
    }

    /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`: among the
    /// photos meeting the viewport at the proposed offset, the centre nearest the viewport's
    /// centre (the first in row order on a tie), the offset moved by that distance, and
    /// then not below zero.
    func seedTarget(proposedOffset: Double) -> Double {
      var minOffSetX = Double.greatestFiniteMagnitude
      for row in widths.indices {
        let minX = centre(ofRow: row) - widths[row] / 2
        guard minX < proposedOffset + viewportWidth, minX + widths[row] > proposedOffset
        else { continue }
        let cellOffset = centre(ofRow: row) - proposedOffset - viewportWidth * 0.5
        if abs(cellOffset) < abs(minOffSetX) { minOffSetX = cellOffset }
      }
      var target = proposedOffset + minOffSetX
      if target < 0 { target = 0 }
      return target
    }
  }

  /// The `setTargetOffset` answer to a release at `proposedOffset` after a drag to
  /// `releaseOffset`; a test failure unless it is the only effect.
  static func target(
    on layout: PickerLayout, releasedAt releaseOffset: Double, proposedOffset: Double
  ) throws -> Double {
    var picker = PickerState(layout: layout)
    _ = picker.feed(dragEvents(through: [releaseOffset]))
    let velocity = proposedOffset < releaseOffset ? -500.0 : 500.0
    let effects = picker.update(
      .willEndDragging(velocity: velocity, proposedOffset: proposedOffset))
    let target: Double? =
      if effects.count == 1, case .setTargetOffset(let target) = effects[0] { target } else { nil }
    return try #require(target, "expected one setTargetOffset, got \(effects)")
  }

  // MARK: - Scale

  @Test(arguments: Photos.allCases)
  func theCentredPhotoIsFullSize(photos: Photos) throws {
    let layout = try photos.layout()
    for row in photos.widths.indices {
      let look = layout.appearance(
        ofRow: row, atOffset: layout.offset(ofRow: row), curve: .halfViewportFalloff())
      // d = 0: the original's 1 - 0 / 187.5 * 0.3 is exactly 1.
      #expect(look == PickerItemAppearance(scale: 1, alpha: 1, zIndex: 0))
      #expect(look == photos.seedAppearance(ofRow: row, atOffset: layout.offset(ofRow: row)))
    }
  }

  @Test func photosShrinkLinearlyOverHalfTheViewport() throws {
    let photos = Photos.uniform
    let layout = try photos.layout()
    // Row 2 rests at 440. By hand: d = W/8 -> 0.925, W/4 -> 0.85, W/2 -> 0.7.
    let cases: [(offset: Double, scale: Double)] = [
      (440 + 46.875, 0.925), (440 - 46.875, 0.925),
      (440 + 93.75, 0.85), (440 - 93.75, 0.85),
      (440 + 187.5, 0.7), (440 - 187.5, 0.7),
    ]
    for (offset, scale) in cases {
      let look = layout.appearance(ofRow: 2, atOffset: offset, curve: .halfViewportFalloff())
      // 0.3 is not dyadic: the library's blend and the formula may round differently.
      let byHand = PickerItemAppearance(scale: scale, alpha: 1, zIndex: 0)
      #expect(approximatelyEqual(look, byHand), "offset \(offset)")
      #expect(approximatelyEqual(photos.seedAppearance(ofRow: 2, atOffset: offset), byHand))
    }
  }

  @Test func photosFartherThanHalfTheViewportKeepShrinkingBelowSevenTenths() throws {
    let photos = Photos.uniform
    let layout = try photos.layout()
    // Row 0 rests at 0. By hand: d = W -> 1 - 2 * 0.3 = 0.4, d = 2W -> 1 - 4 * 0.3 = -0.2,
    // d = 1540 (the far end) -> 1 - 1540 / 187.5 * 0.3 = -1.464. The original has no floor.
    let cases: [(offset: Double, scale: Double)] = [(375, 0.4), (750, -0.2), (1540, -1.464)]
    var previous = 0.7
    for (offset, scale) in cases {
      let look = layout.appearance(ofRow: 0, atOffset: offset, curve: .halfViewportFalloff())
      let byHand = PickerItemAppearance(scale: scale, alpha: 1, zIndex: 0)
      #expect(approximatelyEqual(look, byHand), "offset \(offset)")
      #expect(approximatelyEqual(photos.seedAppearance(ofRow: 0, atOffset: offset), byHand))
      #expect(look.scale < previous)
      previous = look.scale
    }
  }

  @Test(arguments: Photos.allCases)
  func everyPhotoLooksAsTheOriginalDrawsItWhileScrolling(photos: Photos) throws {
    let layout = try photos.layout()
    let upper = layout.offsetRange.upperBound
    // Bounces included: the original recomputes on every bounds change, wherever they are.
    for offset in stride(from: -200, through: upper + 200, by: 5) {
      for row in photos.widths.indices {
        let look = layout.appearance(ofRow: row, atOffset: offset, curve: .halfViewportFalloff())
        // Tolerance: see photosShrinkLinearlyOverHalfTheViewport.
        #expect(
          approximatelyEqual(look, photos.seedAppearance(ofRow: row, atOffset: offset)),
          "row \(row) at offset \(offset)")
      }
    }
  }

  // MARK: - Snapping

  @Test(arguments: Photos.allCases)
  func releaseSnapsToThePhotoWhoseCentreIsNearestTheProposalUnlessItIsAgainstTheVelocity(
    photos: Photos
  ) throws {
    let layout = try photos.layout()
    // Dyadic steps over the whole range keep the original's arithmetic exact; they also
    // land on midpoints between two centres, where both take the lower row.
    var stopsAtRelease: [Double] = []
    for proposed in stride(from: 0, through: layout.offsetRange.upperBound, by: 6.25) {
      let target = try Self.target(on: layout, releasedAt: 100, proposedOffset: proposed)
      // The original's target, unless it lies behind the release at 100 against the
      // velocity (whose sign follows the proposal): there the original makes the content
      // jump, and PickerState answers the release offset so that the scroll view stops and
      // the settle animates (rule 5).
      let original = photos.seedTarget(proposedOffset: proposed)
      let isAgainst = proposed < 100 ? original > 100 : original < 100
      if isAgainst { stopsAtRelease.append(proposed) }
      #expect(target == (isAgainst ? 100 : original), "proposed \(proposed)")
    }
    // A slow push on that still snaps back to the first photo: a proposal up to the midpoint
    // between the first two anchors, 110 uniform (220 apart) and 115 mixed (230 apart).
    switch photos {
    case .uniform: #expect(stopsAtRelease == [100, 106.25])
    case .mixed: #expect(stopsAtRelease == [100, 106.25, 112.5])
    }
  }

  @Test(
    arguments: [0, -0.0, -12.5, -80],
    [
      -0.0, -1e-300, -Double.leastNonzeroMagnitude, 1e-300, -1, -37.5, -500, -1e300,
    ])
  func theSnapTargetIsNeverNegativeNorNegativeZero(
    releaseOffset: Double, proposedOffset: Double
  ) throws {
    for photos in Photos.allCases {
      let layout = try photos.layout()
      let target = try Self.target(
        on: layout, releasedAt: releaseOffset, proposedOffset: proposedOffset)
      #expect(target == 0)
      #expect(target.sign == .plus)
      #expect(target.bitPattern == (0.0).bitPattern)
    }
  }

  @Test(arguments: Photos.allCases)
  func proposalsPastTheLastPhotoSnapToTheLastPhoto(photos: Photos) throws {
    let layout = try photos.layout()
    let upper = layout.offsetRange.upperBound
    // The original finds no photo in a rect past the end and would return MAXFLOAT.
    for proposed in [upper + 0.5, upper + 300, 1e300] {
      let target = try Self.target(on: layout, releasedAt: upper + 40, proposedOffset: proposed)
      #expect(target == layout.offset(ofRow: photos.widths.count - 1))
      #expect(target == photos.seedTarget(proposedOffset: upper))
    }
  }

  @Test(arguments: Photos.allCases)
  func aBouncedReleaseRestsOnTheFirstPhotoAtPositiveZero(photos: Photos) throws {
    let layout = try photos.layout()
    var picker = PickerState(layout: layout, selectedRow: 2)
    let effects = picker.feedEach([
      .willBeginDragging,
      .didScroll(offset: -30),
      .willEndDragging(velocity: -500, proposedOffset: -0.0),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: -10),
      .didScroll(offset: -0.0),
      .didEndDecelerating,
    ])
    #expect(
      effects == [
        [],
        [.selectionFeedback],
        [.setTargetOffset(0)],
        [],
        [],
        [],
        [
          .configure(row: 2, isSelected: false), .configure(row: 0, isSelected: true),
          .selectionChanged(row: 0, cause: .scroll), .didEndScrolling(row: 0),
        ],
      ])
    #expect(picker == PickerState(layout: layout))
    // `==` cannot tell -0.0 from 0: the resting offset itself must be +0.
    #expect(picker.offset.bitPattern == (0.0).bitPattern)
  }

  @Test(arguments: Photos.allCases)
  func aSettleStillInTheBounceScrollsToPositiveZero(photos: Photos) throws {
    let layout = try photos.layout()
    var picker = PickerState(layout: layout, selectedRow: 2)
    let effects = picker.feed(
      dragEvents(through: [-3]) + [.didEndDragging(willDecelerate: false)])
    #expect(
      effects == [
        .selectionFeedback,
        .configure(row: 2, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .scroll), .scroll(toOffset: 0, animated: false),
        .didEndScrolling(row: 0),
      ])
    for case .scroll(let offset, _) in effects {
      #expect(offset.bitPattern == (0.0).bitPattern)
    }
    #expect(picker == PickerState(layout: layout))
    #expect(picker.offset.bitPattern == (0.0).bitPattern)
  }
}
