import PickerState

/// Draws strips for the geometry layer's judgement of containment (``ContainmentCheck``):
/// contained strips whose rows fit, whose span lies just above or just below the viewport
/// (with and without padding, so that ranges shorter than a point and rows half a point
/// from an end come up), variable and uniform widths, widths near the viewport's, one row
/// and many, every alignment, padding and direction; and now and then the same strip
/// wrapping or anchored, which must answer as it did before containment (P1).
///
/// Every length is a multiple of a quarter point below a few thousand points, so every
/// sum, difference and half the layout and the model work out is exact in `Double`: the
/// model (``NaiveLayout``) then owes the layout's very numbers, and every tie, end and
/// half-point rule is decided alike. Every draw's 0-th choice is the simplest value.
public enum ContainedLayoutGeneration {
  /// A valid strip, contained but for one in eight (wrapping or anchored).
  ///
  /// - Parameter choices: The source of every decision.
  /// - Returns: The layout.
  /// - Throws: What the layout's initializer throws, which for these valid arguments is a
  ///   bug of the layout's.
  public static func layout(_ choices: inout Choices) throws(PickerLayoutError)
    -> PickerLayout
  {
    let count = itemCount(&choices)
    let alignment = choices.pick([
      PickerAlignment.center, .leading(padding: 16), .trailing(padding: 16),
      .leading(padding: 0), .trailing(padding: 0), .leading(padding: quarterPoints(&choices)),
      .trailing(padding: 0.25), .leading(padding: 0.5),
    ])
    let direction = choices.pick([PickerLayoutDirection.leftToRight, .rightToLeft])
    let spacing = choices.pick([0.0, 8, 10, 0.25, 0.5, quarterPoints(&choices)])
    var viewport = choices.pick([375.0, 320, 100, 64, 1, 0.5, 0, quarterPoints(&choices)])
    let isUniform = choices.chance(1, in: 2)
    var widths = [itemWidth(&choices, viewport: viewport)]
    if !isUniform {
      for _ in 1..<count { widths.append(itemWidth(&choices, viewport: viewport)) }
    }
    // Half the strips get a viewport just around their span and padding.
    if choices.chance(1, in: 2) {
      var span = 0.0
      for row in 0..<count { span += (row > 0 ? spacing : 0) + widths[isUniform ? 0 : row] }
      let padding = alignment.naivePadding
      let excess = choices.pick([0.0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75, -1, 1, 1.5, -1.5])
      viewport = max(span + 2 * padding + excess, 0)
    }
    let kind = choices.int(below: 8)
    let containment: PickerContainment = kind == 7 ? .anchored : .contained
    let wraps = kind == 6
    do throws(PickerLayoutError) {
      return try build(
        viewport, widths, count, isUniform, spacing, alignment, direction, wraps, containment)
    } catch {
      // A wrapping strip too short for its viewport is drawn again without wrapping.
      guard wraps, case .viewportTooWideToWrap = error else { throw error }
      return try build(
        viewport, widths, count, isUniform, spacing, alignment, direction, false, containment)
    }
  }

  private static func build(
    _ viewport: Double, _ widths: [Double], _ count: Int, _ isUniform: Bool, _ spacing: Double,
    _ alignment: PickerAlignment, _ direction: PickerLayoutDirection, _ wraps: Bool,
    _ containment: PickerContainment
  ) throws(PickerLayoutError) -> PickerLayout {
    isUniform
      ? try PickerLayout(
        viewportWidth: viewport, itemWidth: widths[0], itemCount: count, spacing: spacing,
        alignment: alignment, direction: direction, wrapsAround: wraps, containment: containment)
      : try PickerLayout(
        viewportWidth: viewport, itemWidths: widths, spacing: spacing, alignment: alignment,
        direction: direction, wrapsAround: wraps, containment: containment)
  }

  /// One row, two, a few, a dozen or so, or many.
  private static func itemCount(_ choices: inout Choices) -> Int {
    switch choices.int(below: 10) {
    case 0..<2: return 1
    case 2..<4: return 2
    case 4..<7: return choices.int(in: 3...6)
    case 7..<9: return choices.int(in: 7...40)
    default: return choices.int(in: 41...150)
    }
  }

  /// A row width: round sizes, the viewport's and a quarter either side, a quarter, and
  /// any quarter-point size up to twice the viewport.
  private static func itemWidth(_ choices: inout Choices, viewport: Double) -> Double {
    switch choices.int(below: 10) {
    case 0..<4: return choices.pick([100.0, 64, 40, 120, 0.25, 0.5, 1])
    case 4..<6:
      return max(viewport + choices.pick([0.0, -0.25, 0.25, -0.5, 0.5]), 0.25)
    default:
      return max(Double(choices.int(below: Int(max(viewport, 1)) * 8 + 1)) / 4, 0.25)
    }
  }

  /// A multiple of a quarter point from 0 to 200.
  private static func quarterPoints(_ choices: inout Choices) -> Double {
    Double(choices.int(below: 801)) / 4
  }
}
