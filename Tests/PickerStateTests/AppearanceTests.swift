import PickerState
import Testing

/// Appearance curves at their edges: no effect, no reach, non-finite offsets, runaway
/// extrapolation, and reaches measured in each row's own pitch. The source systems' own
/// curves are tested with their numbers in SourceSystems/.
@Suite struct AppearanceTests {
  static let plain = PickerItemAppearance(scale: 1, alpha: 1, zIndex: 0)

  @Test func theIdentityCurveLeavesEveryRowAsItIs() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8)
    for row in 0..<5 {
      for offset in [-100.0, 0, 36, 144, 1e9] {
        #expect(
          layout.appearance(ofRow: row, atOffset: offset, curve: .identity) == Self.plain)
      }
    }
  }

  @Test func aCurveWithoutReachAffectsOnlyTheRowExactlyOnTheAnchor() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 3)
    let onAnchor = PickerItemAppearance(scale: 2, alpha: 1, zIndex: 3)
    let dimmed = PickerItemAppearance(scale: 1, alpha: 0.25, zIndex: 0)
    for reach in [0.0, -10, .nan] {
      let curve = AppearanceCurve(
        reach: .points(reach), atAnchor: onAnchor, atReach: Self.plain,
        beyondReach: .constant(dimmed))
      #expect(layout.appearance(ofRow: 1, atOffset: 64, curve: curve) == onAnchor)
      #expect(layout.appearance(ofRow: 1, atOffset: 64.5, curve: curve) == dimmed)
      #expect(layout.appearance(ofRow: 0, atOffset: 64, curve: curve) == dimmed)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteOffsetPutsEveryRowBeyondTheReach(offset: Double) throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 3)
    let zoom = AppearanceCurve.focusZoom()
    let dimmed = PickerItemAppearance(scale: 1, alpha: 0.5, zIndex: 0)
    #expect(layout.appearance(ofRow: 0, atOffset: offset, curve: zoom) == dimmed)
    // An unclamped falloff infinitely far away stays finite: clamped to the largest Double.
    let falloff = layout.appearance(ofRow: 0, atOffset: offset, curve: .halfViewportFalloff())
    #expect(falloff == PickerItemAppearance(scale: -.greatestFiniteMagnitude, alpha: 1, zIndex: 0))
  }

  @Test func anItemPitchReachFollowsEachRowsOwnWidth() throws {
    // Rows 40 and 120 wide, 10 apart: one pitch is 50 for row 0 and 130 for row 1.
    let layout = try PickerLayout(viewportWidth: 375, itemWidths: [40, 120], spacing: 10)
    let curve = AppearanceCurve.sideItems(sideScale: 0.5, sideAlpha: 0, reach: .itemPitch(1))
    // Resting on row 1 (offset 90), row 0 is 90 away: beyond its 50-point pitch.
    #expect(
      layout.appearance(ofRow: 0, atOffset: 90, curve: curve)
        == PickerItemAppearance(scale: 0.5, alpha: 0, zIndex: 0))
    // Resting on row 0, row 1 is 90 away: 90/130 of its pitch, blended that far.
    let fraction = 90.0 / 130.0
    #expect(
      layout.appearance(ofRow: 1, atOffset: 0, curve: curve)
        == PickerItemAppearance(
          scale: 1 + (0.5 - 1) * fraction, alpha: 1 + (0 - 1) * fraction, zIndex: 1))
  }
}
