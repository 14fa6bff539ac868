import PickerState

extension Workload {
  /// 5 rows of 64 points, 8 apart, in a 375-point viewport, wrapping: laps of 360 points,
  /// so a drag crosses a seam every five rows.
  static func fiveWrappingRows() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8, wrapsAround: true)
  }

  /// A wrapping layout's cells laid out once, as the rows of a layout that does not wrap:
  /// the same widths in the same order, the same spacing, alignment and direction, so the
  /// same gestures travel the same content with none of the wrapping's work.
  ///
  /// - Parameter layout: A wrapping layout with rows.
  /// - Returns: A layout with `layout.cellCount` rows, uniform when `layout` is.
  /// - Complexity: O(`cellCount`).
  static func unwrapped(_ layout: PickerLayout) throws -> PickerLayout {
    if let width = layout.uniformItemWidth {
      return try PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: layout.cellCount,
        spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction)
    }
    return try PickerLayout(
      viewportWidth: layout.viewportWidth,
      itemWidths: (0..<layout.cellCount).map { layout.frame(ofCell: $0).width },
      spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction)
  }

  /// Scroll-view gestures that cross lap seams on a wrapping layout, and the same gestures
  /// on its unwrapped twin (``unwrapped(_:)``), both from the cell of row 0 in the home
  /// lap: the pair whose times say what wrapping costs the quiet `didScroll` path.
  ///
  /// - Parameters:
  ///   - layout: A wrapping layout with rows.
  ///   - label: What the rows are, for the names ("5 uniform rows").
  ///   - count: How many events each stream has at least.
  ///   - seed: The seed of the gestures, the same for both.
  /// - Returns: The wrapping workload, then its twin.
  static func seamCrossing(
    on layout: PickerLayout, label: String, events count: Int, seed: UInt64
  ) throws -> [Workload] {
    let wrapping = PickerState(layout: layout, selectedRow: 0)
    let twin = PickerState(layout: try unwrapped(layout), selectedRow: layout.homeCell(ofRow: 0))
    let twinName = "seam crossing, \(label), unwrapped"
    return [
      Workload(
        name: "seam crossing, \(label), wrapping", initialState: wrapping,
        events: scrollViewGestures(from: wrapping, events: count, seed: seed),
        unwrappedTwin: twinName),
      Workload(
        name: twinName, initialState: twin,
        events: scrollViewGestures(from: twin, events: count, seed: seed),
        runsScanBaseline: false),
    ]
  }
}
