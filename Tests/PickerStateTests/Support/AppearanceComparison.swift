import PickerState

/// Whether two appearances agree: `zIndex` exactly, `scale` and `alpha` within `tolerance`
/// relative to their magnitude (absolute below 1).
///
/// For looks that come out of floating-point interpolation: the library blends between two
/// looks while a source system evaluates its own formula, and the two may round differently
/// in the last bits when the numbers are not dyadic (0.2, 0.3, 1.1).
func approximatelyEqual(
  _ actual: PickerItemAppearance, _ expected: PickerItemAppearance, tolerance: Double = 1e-12
) -> Bool {
  func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }
  return actual.zIndex == expected.zIndex && close(actual.scale, expected.scale)
    && close(actual.alpha, expected.alpha)
}
