import PickerCheck
import PickerState
import Testing

extension CheckerFoundCases {
  // P3: a contained strip of one row of 100 in 320 whose padding is 1e21, 1e19 pitches: its
  // range runs a padding past the row's anchor, and the closed form's quotient, converted to
  // an `Int` before it was clamped, overflowed and `nearestRow` trapped. The model's answer
  // is row 0, the only row, and snap 0. Found by the layout fuzzer's contained pass on the
  // kept input `layout-naive-anchors-overflowed` built contained.
  @Test func theNearestRowOfAContainedRowFarNarrowerThanItsPaddingIsItsOnlyRow() throws {
    let layout = try PickerLayout(
      viewportWidth: 320, itemWidth: 100, itemCount: 1, alignment: .leading(padding: 1e21),
      containment: .contained)
    #expect(layout.offsetRange == 0...(2e21 + 100 - 320))
    #expect(layout.nearestRow(toOffset: 1e21) == 0)
    #expect(layout.nearestSnap(toOffset: 1e21) == 0)
    #expect(ContainmentCheck.fault(of: layout, scanLimit: 64) == nil)
  }
}
