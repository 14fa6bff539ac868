import PickerCheck
import PickerState

extension PickerLayout {
  /// Every row's anchor offset as the layout answers it (`offset(ofRow:)`), in row order.
  var rowOffsets: [Double] { (0..<itemCount).map { offset(ofRow: $0) } }

  /// Offsets worth asking about, around the anchors of the layout's ``NaiveLayout``: every
  /// anchor, its neighbourhood, the midpoints between neighbouring anchors (exact ties), a
  /// regular sweep, and offsets beyond both ends.
  var probeOffsets: [Double] {
    let naive = NaiveLayout(self)
    let anchors = naive.anchors.sorted()
    var probes: [Double] = [-1e9, -100, -1, -0.0, 0, 0.25, 1e9, .greatestFiniteMagnitude]
    probes.append(-.greatestFiniteMagnitude)
    for anchor in anchors {
      probes += [anchor - 0.5, anchor, anchor + 0.5, anchor.nextDown, anchor.nextUp]
    }
    for (low, high) in zip(anchors, anchors.dropFirst()) {
      let middle = (low + high) / 2
      probes += [middle, middle.nextDown, middle.nextUp]
    }
    let upper = naive.offsetRange.upperBound
    for step in 0...64 {
      probes.append(-20 + (upper + 40) * Double(step) / 64)
    }
    return probes
  }
}
