import PickerCheck
import PickerState
import Testing

extension CheckerFoundCases {
  // P2: ten rows of 300, 150 apart, in a viewport of 1.2e-302 led by a padding of 1.03e99:
  // the range ends near 2.05e99, and there the distances to the last two snaps, 3,600 and
  // 4,050, both round to 2.05e99. `nearestSnap` took the rounded tie for a tie and gave the
  // lower snap, 8; the snaps' scan, by exact distances, and `nearestRow` find the last, 9
  // (a library bug: the snaps' distances now compare exactly, as the anchors' do). Found by
  // the layout fuzzer's contained pass, kept as
  // `layout-contained-far-end-snaps-rounded-to-a-tie`.
  @Test func theFarEndOfAHugelyPaddedContainedStripIsNearestItsLastSnap() throws {
    let layout = try PickerLayout(
      viewportWidth: 1.2102265719375009e-302, itemWidth: 300, itemCount: 10, spacing: 150,
      alignment: .leading(padding: 1.0252737772420368e+99), containment: .contained)
    let end = layout.offsetRange.upperBound
    #expect(end == 2.0505475544840737e+99)
    let snapOffsets = (0..<layout.snapCount).map(layout.offset(ofSnap:))
    #expect(snapOffsets == (0..<10).map { 450.0 * Double($0) })
    #expect(layout.nearestRow(toOffset: end) == 9)
    #expect(layout.nearestSnap(toOffset: end) == 9)
    #expect(ContainmentCheck.fault(of: layout, scanLimit: 64) == nil)
  }
}
