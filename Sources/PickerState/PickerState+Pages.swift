// MARK: - Pages: the state's snaps, progress, and the arrows' answers (P5, P6)

extension PickerState {
  /// The cell under the anchor at the current offset of a contained strip, where the row
  /// that rests there need not be the nearest (P3). Out of line: anchored strips never
  /// call it.
  @inline(never)
  mutating func containedCellUnderAnchor() -> Int? {
    layout.nearestCell(toOffset: offset, near: storedCenteredCell)
  }
}
