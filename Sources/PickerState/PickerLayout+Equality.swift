// MARK: - Equality, on what the layout was built from

extension PickerLayout {
  /// Whether two layouts are the same geometry: the same rows, widths, viewport, spacing,
  /// alignment, direction, wrapping and containment.
  ///
  /// Every other stored property (the insets, the laps, the pitch and its reciprocal, the
  /// range, the anchors' origin and the anchored cells, the ends' rows, the resting rules)
  /// is derived from these alone: a layout has no mutating API, and every initializer,
  /// decoding's too, ends in the one that computes them from these by arithmetic that
  /// divides by none of them that could be zero, so two layouts equal in these are equal in
  /// every field (a zero's sign aside, which equality ignores in both). Comparing only
  /// these is the comparison the compiler would synthesize, in a third of the work: the
  /// property checker compares two states after every event (its determinism replay) and
  /// every state its exhaustive search reaches again.
  ///
  /// Written out, and always inlined into the library's callers, so that
  /// ``PickerState``'s comparison reads both layouts where they lie instead of copying them
  /// into a call; the per-row extents, the only part that is not a plain number, last.
  /// `EqualityTests` fails when a stored property is added that is neither compared here
  /// nor listed there as derived.
  ///
  /// - Parameters:
  ///   - lhs: A layout to compare.
  ///   - rhs: Another layout to compare.
  /// - Complexity: O(1), but O(n) for two layouts with variable widths that do not share
  ///   their storage.
  @inline(__always)
  public static func == (lhs: PickerLayout, rhs: PickerLayout) -> Bool {
    lhs.itemCount == rhs.itemCount
      && lhs.viewportWidth == rhs.viewportWidth
      && lhs.spacing == rhs.spacing
      && lhs.alignment == rhs.alignment
      && lhs.direction == rhs.direction
      && lhs.isUniform == rhs.isUniform
      && lhs.uniformWidth == rhs.uniformWidth
      && lhs.wrapsAround == rhs.wrapsAround
      && lhs.containment == rhs.containment
      && lhs.rows == rhs.rows
  }
}
