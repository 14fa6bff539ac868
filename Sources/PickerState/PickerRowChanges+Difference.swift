extension PickerRowChanges {
  /// The changes a `CollectionDifference` of the rows' items describes: its removals, its
  /// insertions, and a move for each removal associated with an insertion.
  ///
  /// Diff the item identifiers, and infer moves so that a row that changed places keeps its
  /// identity (the selection follows it) rather than being removed and inserted:
  ///
  /// ```swift
  /// let old = ["a", "b", "c"], new = ["z", "a", "c", "b"]
  /// let changes = PickerRowChanges(new.difference(from: old).inferringMoves())
  /// // inserted [0], moved [1 → 3]
  /// ```
  ///
  /// A removal and the insertion it is associated with (`associatedWith`, set on both by
  /// `inferringMoves()`) become one move and appear in neither ``removed`` nor
  /// ``inserted``.
  ///
  /// It cannot fail: a `CollectionDifference` is valid by construction (its initializer
  /// and its decoding refuse anything else), with offsets that are never negative, no two
  /// removals or insertions at one offset, and associations that pair one removal with
  /// one insertion, which is all ``init(removed:inserted:moved:)`` checks.
  ///
  /// - Parameter difference: The difference from the old items to the new ones.
  /// - Complexity: O(k log k) for k changes.
  public init<Element>(_ difference: CollectionDifference<Element>) {
    var removed: [Int] = []
    var inserted: [Int] = []
    var moved: [PickerRowMove] = []
    for change in difference {
      switch change {
      case .remove(let offset, _, nil): removed.append(offset)
      case .remove(let offset, _, let destination?):
        moved.append(PickerRowMove(from: offset, to: destination))
      case .insert(let offset, _, nil): inserted.append(offset)
      case .insert(_, _, .some): break  // the arriving half of a move, recorded above
      }
    }
    self.init(sorting: removed, inserted: inserted, moved: moved)
  }
}
