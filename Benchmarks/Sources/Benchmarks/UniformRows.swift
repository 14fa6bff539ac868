import PickerState

/// The closed form for the row nearest an offset over uniform rows, as the fair baseline
/// keeps it: the few numbers it needs, taken from the layout's public values when the
/// layout changes, so that a `didScroll` reads stored numbers instead of querying the
/// layout.
///
/// Querying the layout from a class is what made the first fair baseline slow: a class's
/// stored struct is copied (with a retain and a release of its rows) for each method
/// called on it, since the call might change it. Its nearest row is
/// `PickerLayout.nearestRow(toOffset:)`'s: the anchors are `visual * pitch`, the nearer of
/// the two around the offset wins, and a tie goes to the lower row index. (The library also
/// breaks ties between distances that round alike by their exact values; the streams never
/// reach such rows, and the equivalence check would say so if they did.)
struct UniformRows {
  /// The distance between neighbouring anchors: the row width plus the spacing.
  let pitch: Double
  /// `1 / pitch`.
  let reciprocalPitch: Double
  /// How many rows there are: at least 1.
  let count: Int
  /// The largest offset: the anchor of the rightmost row.
  let maximumOffset: Double
  /// Whether row 0 is on the right.
  let isRightToLeft: Bool

  /// The closed form for `layout`; nil for variable widths, no rows, or more rows or a
  /// smaller pitch than one multiplication finds the nearest anchor for (2^40 rows, a
  /// pitch whose reciprocal is infinite), where the baseline asks the layout instead.
  init?(_ layout: PickerLayout) {
    guard let width = layout.uniformItemWidth, layout.itemCount > 0,
      layout.itemCount <= 1 << 40
    else { return nil }
    pitch = width + layout.spacing
    reciprocalPitch = 1 / pitch
    guard reciprocalPitch.isFinite else { return nil }
    count = layout.itemCount
    maximumOffset = layout.offsetRange.upperBound
    isRightToLeft = layout.direction == .rightToLeft
  }

  /// The row whose anchor is nearest `offset`, clamped into `0...maximumOffset`; nil when
  /// `offset` is not finite.
  func nearestRow(toOffset offset: Double) -> Int? {
    guard offset.isFinite else { return nil }
    let target = min(max(offset, 0), maximumOffset)
    let below = min(Int(target * reciprocalPitch), count - 1)
    var visual = below
    if below + 1 < count {
      let distanceBelow = target - Double(below) * pitch
      let distanceAbove = Double(below + 1) * pitch - target
      // A tie goes to the lower row index: the left one, unless row 0 is on the right.
      if distanceAbove < distanceBelow || (distanceAbove == distanceBelow && isRightToLeft) {
        visual = below + 1
      }
    }
    return isRightToLeft ? count - 1 - visual : visual
  }
}
