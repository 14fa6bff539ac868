/// A distance between two offsets, kept exactly, for the naive models' scans.
///
/// `abs(anchor - target)` rounds: two anchors 1e-116 apart, half a point from the target,
/// are at the same rounded distance, though one is nearer. The library breaks such ties by
/// the exact distances (`PickerLayout`'s row search), so the models compare exactly too:
/// a difference of two `Double`s is exactly the rounded difference plus its rounding error
/// (Knuth's TwoSum), and since rounding keeps order, comparing the rounded parts, then the
/// errors, compares the exact values. The error decides only between equal rounded parts,
/// so it is worked out only then: a scan compares distances that differ almost always.
struct ExactDistance {
  /// The two offsets, for the rounding error of their difference.
  private var a, b: Double
  /// `|a - b|` rounded to a `Double`.
  private var rounded: Double

  /// The distance between `a` and `b`, both finite.
  init(between a: Double, and b: Double) {
    (self.a, self.b) = (a, b)
    rounded = abs(a - b)
  }

  /// The exact error of the rounding: `|a - b| - rounded`.
  private var error: Double {
    let difference = a - b
    let virtualB = difference - a
    let error = (a - (difference - virtualB)) + (-b - virtualB)
    let isNegative = difference < 0 || (difference == 0 && error < 0)
    return isNegative ? -error : error
  }

  /// Whether this distance is strictly shorter than `other`.
  func isShorter(than other: ExactDistance) -> Bool {
    rounded != other.rounded ? rounded < other.rounded : error < other.error
  }

  /// The position of the anchor nearest `target` among `anchors`, by a scan, the first on
  /// a tie; nil when there are none. `target` and every anchor are finite.
  static func positionOfNearest(
    among anchors: some Collection<Double>, to target: Double
  ) -> Int? {
    var best: (position: Int, distance: ExactDistance)?
    for (position, anchor) in anchors.enumerated() {
      let distance = ExactDistance(between: anchor, and: target)
      if best.map({ distance.isShorter(than: $0.distance) }) ?? true {
        best = (position, distance)
      }
    }
    return best?.position
  }

  /// Whether `anchor` is strictly nearer `target` than `other` is.
  static func isNearer(_ anchor: Double, than other: Double, to target: Double) -> Bool {
    ExactDistance(between: anchor, and: target).isShorter(
      than: ExactDistance(between: other, and: target))
  }
}
