// MARK: - Equality, field by field

extension PickerLayout {
  /// Whether two layouts are the same geometry: every stored property equal (the
  /// comparison the compiler would synthesize).
  ///
  /// Written out, and always inlined into the library's callers, so that
  /// ``PickerState``'s comparison reads both layouts where they lie instead of copying them
  /// into a call; the per-row extents, the only part that is not a plain number, last.
  /// `EqualityTests` fails when a stored property is added that this comparison leaves out.
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
      && lhs.leadingInset == rhs.leadingInset
      && lhs.trailingInset == rhs.trailingInset
      && lhs.isUniform == rhs.isUniform
      && lhs.uniformWidth == rhs.uniformWidth
      && lhs.uniformPitch == rhs.uniformPitch
      && lhs.reciprocalPitch == rhs.reciprocalPitch
      && lhs.usesClosedForm == rhs.usesClosedForm
      && lhs.maximumOffset == rhs.maximumOffset
      && lhs.rowAnchorFraction == rhs.rowAnchorFraction
      && lhs.wrapsAround == rhs.wrapsAround
      && lhs.laps == rhs.laps
      && lhs.lapLength == rhs.lapLength
      && lhs.cellCount == rhs.cellCount
      && lhs.anchorOrigin == rhs.anchorOrigin
      && lhs.leftEdge == rhs.leftEdge
      && lhs.homeLapFirstCell == rhs.homeLapFirstCell
      && lhs.firstAnchoredVisual == rhs.firstAnchoredVisual
      && lhs.lastAnchoredVisual == rhs.lastAnchoredVisual
      && lhs.containment == rhs.containment
      && lhs.restsClamped == rhs.restsClamped
      && lhs.restsAtUniformAnchors == rhs.restsAtUniformAnchors
      && lhs.reachesBothEnds == rhs.reachesBothEnds
      && lhs.leftEndRowCount == rhs.leftEndRowCount
      && lhs.rightEndFirstVisual == rhs.rightEndFirstVisual
      && lhs.rows == rhs.rows
  }
}
