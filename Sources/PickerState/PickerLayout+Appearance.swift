extension PickerLayout {
  /// How a row looks when the picker is at `offset`.
  ///
  /// The distance `d` is between the row's anchor and the viewport's anchor:
  /// `abs(offset(ofRow: row) - offset)`. See ``AppearanceCurve`` for how it maps to a look.
  ///
  /// - Parameters:
  ///   - row: A row in `0..<itemCount`; like `Array`'s subscript, any other value traps
  ///     with a message naming the row.
  ///   - offset: The content offset, which may lie outside `offsetRange` (a bounce). A NaN
  ///     or infinite offset puts every row infinitely far from the anchor.
  ///   - curve: The effect to apply.
  /// - Returns: The row's look; every number in it is finite (an extrapolation that would
  ///   overflow is clamped to the largest finite `Double`, a NaN curve value reads as 0).
  public func appearance(
    ofRow row: Int, atOffset offset: Double, curve: AppearanceCurve
  ) -> PickerItemAppearance {
    appearance(ofVisualIndex: visualIndex(checkedRow: row), atOffset: offset, curve: curve)
  }

  /// How a cell looks when the picker is at `offset`: as
  /// ``appearance(ofRow:atOffset:curve:)``, with the distance between the cell's own anchor
  /// and the viewport's. In a wrapping strip each copy of a row looks as its distance says.
  ///
  /// - Parameters:
  ///   - cell: A cell in `0..<cellCount`; any other value traps with a message.
  ///   - offset: The content offset; see ``appearance(ofRow:atOffset:curve:)``.
  ///   - curve: The effect to apply.
  /// - Returns: The cell's look; every number in it is finite.
  public func appearance(
    ofCell cell: Int, atOffset offset: Double, curve: AppearanceCurve
  ) -> PickerItemAppearance {
    appearance(ofVisualIndex: visualIndex(checkedCell: cell), atOffset: offset, curve: curve)
  }

  /// How the cell at a visual position looks when the picker is at `offset`.
  private func appearance(
    ofVisualIndex visual: Int, atOffset offset: Double, curve: AppearanceCurve
  ) -> PickerItemAppearance {
    var distance = abs(anchorOffset(visual) - offset)
    if !distance.isFinite { distance = .infinity }
    let reach: Double
    switch curve.reach {
    case .points(let points): reach = points
    case .viewportFraction(let fraction): reach = fraction * viewportWidth
    case .itemPitch(let multiple): reach = multiple * (width(visual) + spacing)
    }
    let fraction: Double
    if distance == 0 {
      fraction = 0
    } else if reach > 0 {
      fraction = distance / reach
    } else {
      fraction = .infinity
    }
    let look: PickerItemAppearance
    if fraction < 1 {
      look = curve.atAnchor.blended(toward: curve.atReach, by: fraction, zIndex: curve.atAnchor)
    } else {
      switch curve.beyondReach {
      case .extrapolate:
        look = curve.atAnchor.blended(toward: curve.atReach, by: fraction, zIndex: curve.atReach)
      case .hold: look = curve.atReach
      case .constant(let constant): look = constant
      }
    }
    return PickerItemAppearance(
      scale: finite(look.scale), alpha: finite(look.alpha), zIndex: look.zIndex)
  }
}

extension PickerItemAppearance {
  /// This look moved linearly toward `other` by `fraction` (0 is this look, 1 is `other`).
  fileprivate func blended(
    toward other: PickerItemAppearance, by fraction: Double, zIndex source: PickerItemAppearance
  ) -> PickerItemAppearance {
    PickerItemAppearance(
      scale: blend(scale, other.scale, fraction),
      alpha: blend(alpha, other.alpha, fraction),
      zIndex: source.zIndex)
  }
}

/// `from` moved linearly toward `to` by `fraction`; `from` itself when the two are equal,
/// so that an infinite fraction never turns a constant into NaN.
private func blend(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
  from == to ? from : from + (to - from) * fraction
}

/// `value` clamped to the finite numbers; NaN becomes 0.
private func finite(_ value: Double) -> Double {
  guard !value.isNaN else { return 0 }
  return min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
}
