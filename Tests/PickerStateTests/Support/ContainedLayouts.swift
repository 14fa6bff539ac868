import PickerState

// MARK: - Contained strips

/// The layouts of ``sweepLayouts(_:_:)``, contained, with strips whose rows fit, a card
/// wider than the viewport, and rows a fraction of a point from either end.
func containedSweepLayouts(
  _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
) throws -> [PickerLayout] {
  let anchored = try sweepLayouts(alignment, direction)
  var layouts = try anchored.map { try $0.contained() }
  layouts += [
    try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, alignment: alignment,
      direction: direction, containment: .contained),
    try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 10, spacing: 8, alignment: alignment,
      direction: direction, containment: .contained),
    try PickerLayout(
      viewportWidth: 300, itemWidths: [400, 100, 100], alignment: alignment,
      direction: direction, containment: .contained),
    try PickerLayout(
      viewportWidth: 100, itemWidths: [0.3, 100, 100, 0.3], alignment: alignment,
      direction: direction, containment: .contained),
    try PickerLayout(
      viewportWidth: 100, itemWidths: [0.3, 100.3], alignment: alignment,
      direction: direction, containment: .contained),
    try PickerLayout(
      viewportWidth: 320, itemWidths: irregularWidths(count: 30), spacing: 3,
      alignment: alignment, direction: direction, containment: .contained),
  ]
  return layouts
}

extension PickerLayout {
  /// The same rows, alignment and direction, contained.
  func contained() throws -> PickerLayout {
    let widths = (0..<itemCount).map { frame(ofRow: $0).width }
    if let uniformItemWidth {
      return try PickerLayout(
        viewportWidth: viewportWidth, itemWidth: uniformItemWidth, itemCount: itemCount,
        spacing: spacing, alignment: alignment, direction: direction, wrapsAround: wrapsAround,
        containment: .contained)
    }
    return try PickerLayout(
      viewportWidth: viewportWidth, itemWidths: widths, spacing: spacing,
      alignment: alignment, direction: direction, wrapsAround: wrapsAround,
      containment: .contained)
  }

  /// Every snap's offset, in snap order.
  var snapOffsets: [Double] { (0..<snapCount).map { offset(ofSnap: $0) } }

  /// Offsets worth asking about: every row's natural and resting offset and their
  /// neighbourhoods, the midpoints between snaps, both ends and beyond.
  var containedProbeOffsets: [Double] {
    var probes: [Double] = [-1e9, -1, -0.0, 0, 0.25, 0.5, 1e9, offsetRange.upperBound]
    let offsets = (0..<itemCount).flatMap { [naturalOffset(ofRow: $0), offset(ofRow: $0)] }
    for offset in offsets { probes += [offset - 0.5, offset, offset + 0.5, offset.nextUp] }
    let snaps = snapOffsets.sorted()
    for (low, high) in zip(snaps, snaps.dropFirst()) {
      let middle = (low + high) / 2
      probes += [middle, middle.nextDown, middle.nextUp]
    }
    return probes
  }
}
