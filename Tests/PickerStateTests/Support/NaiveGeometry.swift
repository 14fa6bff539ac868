import PickerCheck
import PickerState

/// A layout's rows worked out once by brute force, from DESIGN.md's words, to hold the
/// library's fast queries against: every answer is a loop over every row.
struct NaiveLayout {
  let layout: PickerLayout
  /// Every row's anchor offset, in row order.
  let anchors: [Double]
  /// Every row's frame, in row order.
  let frames: [PickerItemFrame]
  /// The rows in the order of their anchors along the strip (growing offsets).
  let rowsAlongStrip: [Int]
  /// `positionsAlongStrip[row]` is the row's index in ``rowsAlongStrip``.
  let positionsAlongStrip: [Int]

  init(_ layout: PickerLayout) {
    self.layout = layout
    let anchors = (0..<layout.itemCount).map { layout.offset(ofRow: $0) }
    self.anchors = anchors
    frames = (0..<layout.itemCount).map { layout.frame(ofRow: $0) }
    let strip = anchors.indices.sorted { anchors[$0] < anchors[$1] }
    rowsAlongStrip = strip
    var positions = [Int](repeating: 0, count: strip.count)
    for (position, row) in strip.enumerated() { positions[row] = position }
    positionsAlongStrip = positions
  }

  /// The row whose anchor offset is closest to `offset` once clamped into `offsetRange`,
  /// the lower row index on a tie; nil when empty or `offset` is not finite.
  func nearestRow(toOffset offset: Double) -> Int? {
    NaiveGeometry.nearestRow(in: layout, toOffset: offset)
  }

  /// The rows whose frames, taken as `minX ..< maxX`, meet `range`.
  func rows(intersecting range: ClosedRange<Double>) -> [Int] {
    NaiveGeometry.rows(in: layout, intersecting: range)
  }
}

extension PickerLayout {
  /// Every row's anchor offset, in row order.
  var naiveAnchors: [Double] { NaiveLayout(self).anchors }

  /// Offsets worth asking about: every anchor, its neighbourhood, the midpoints between
  /// neighbouring anchors (exact ties), a regular sweep, and offsets beyond both ends.
  var probeOffsets: [Double] {
    let anchors = naiveAnchors.sorted()
    var probes: [Double] = [-1e9, -100, -1, -0.0, 0, 0.25, 1e9, .greatestFiniteMagnitude]
    probes.append(-.greatestFiniteMagnitude)
    for anchor in anchors {
      probes += [anchor - 0.5, anchor, anchor + 0.5, anchor.nextDown, anchor.nextUp]
    }
    for (low, high) in zip(anchors, anchors.dropFirst()) {
      let middle = (low + high) / 2
      probes += [middle, middle.nextDown, middle.nextUp]
    }
    let upper = offsetRange.upperBound
    for step in 0...64 {
      probes.append(-20 + (upper + 40) * Double(step) / 64)
    }
    return probes
  }
}
