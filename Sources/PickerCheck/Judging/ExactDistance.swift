/// Distances between offsets compared exactly, for the naive models' scans.
///
/// `abs(anchor - target)` rounds: two anchors 1e-116 apart, half a point from the target,
/// are at the same rounded distance, though one is nearer. The library breaks such ties by
/// the exact distances (`PickerLayout`'s row search), so the models compare exactly too:
/// a difference of two `Double`s is exactly the rounded difference plus its rounding error
/// (Knuth's TwoSum), and since rounding keeps order, comparing the rounded parts, then the
/// errors, compares the exact values.
enum ExactDistance {
  /// Whether `anchor` is strictly nearer `target` than `other` is.
  static func isNearer(_ anchor: Double, than other: Double, to target: Double) -> Bool {
    let distance = absoluteDifference(anchor, target)
    let otherDistance = absoluteDifference(other, target)
    if distance.rounded != otherDistance.rounded {
      return distance.rounded < otherDistance.rounded
    }
    return distance.error < otherDistance.error
  }

  /// `|a - b|` as its rounded value and the exact error of that rounding.
  private static func absoluteDifference(_ a: Double, _ b: Double) -> (
    rounded: Double, error: Double
  ) {
    let rounded = a - b
    let virtualB = rounded - a
    let error = (a - (rounded - virtualB)) + (-b - virtualB)
    let isNegative = rounded < 0 || (rounded == 0 && error < 0)
    return isNegative ? (-rounded, -error) : (rounded, error)
  }
}
