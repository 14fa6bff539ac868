// MARK: - Equality, field by field

extension PickerState {
  /// Whether two states are the same picker: every stored property equal, but for the quiet
  /// span, a cache of the others (the comparison the compiler would synthesize).
  ///
  /// Written out so that the fields most events change (the offset, the row under the
  /// anchor, the selection, the phase with its cells) are compared first, and so that the
  /// layouts are compared in place rather than copied into a call: the property checker
  /// compares two states after every event (its determinism replay). `EqualityTests` fails
  /// when a stored property is added that this comparison leaves out.
  ///
  /// - Parameters:
  ///   - lhs: A state to compare.
  ///   - rhs: Another state to compare.
  /// - Complexity: O(1), but O(n) for two layouts with variable widths that do not share
  ///   their storage.
  public static func == (lhs: PickerState, rhs: PickerState) -> Bool {
    lhs.storedOffset == rhs.storedOffset
      && lhs.storedCenteredCell == rhs.storedCenteredCell
      && lhs.selectedRow == rhs.selectedRow
      && lhs.motion == rhs.motion
      && lhs.options == rhs.options
      && lhs.layout == rhs.layout
  }
}
