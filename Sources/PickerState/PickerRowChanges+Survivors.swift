// MARK: - Survivors: the rows a change keeps, near a given row

extension PickerRowChanges {
  /// The first row at or after `row`, below `itemCount`, that the change keeps (a moved row
  /// is kept), or nil when every such row is removed. For L2's hand-on and L3's reference
  /// row, which look past a run of removed rows.
  ///
  /// Removals are distinct and ascending, so `removed[t] - t` is the same along a run of
  /// consecutive removed rows and grows after it: one binary search finds the run's end.
  ///
  /// - Parameters:
  ///   - row: A row before the change, zero or more.
  ///   - itemCount: The number of rows before the change.
  /// - Complexity: O(log k) for k removals. Allocates nothing.
  func firstSurvivingRow(atOrAfter row: Int, below itemCount: Int) -> Int? {
    let position = Self.count(of: removed, below: row)
    guard position < removed.count && removed[position] == row else {
      return row < itemCount ? row : nil
    }
    let run = row - position
    let end = firstPosition(upTo: removed.count) { $0 > position && removed[$0] - $0 != run }
    let survivor = row + (end - position)
    return survivor < itemCount ? survivor : nil
  }

  /// The last row at or before `row`, zero or more, that the change keeps, or nil when
  /// every such row is removed: the mirror of ``firstSurvivingRow(atOrAfter:below:)``.
  ///
  /// - Parameter row: A row before the change, below the number of rows before it.
  /// - Complexity: O(log k) for k removals. Allocates nothing.
  func lastSurvivingRow(atOrBefore row: Int) -> Int? {
    guard row >= 0 else { return nil }
    let position = Self.count(of: removed, below: row)
    guard position < removed.count && removed[position] == row else { return row }
    let run = row - position
    let start = firstPosition(upTo: position) { removed[$0] - $0 >= run }
    let survivor = row - (position - start) - 1
    return survivor >= 0 ? survivor : nil
  }
}
