import PickerState

extension RowEdit {
  /// The changes a `CollectionDifference` of the ids describes, moves inferred, as an app
  /// that diffs its identifiers builds them:
  /// `PickerRowChanges(newIDs.difference(from: Array(0..<oldCount)).inferringMoves())`,
  /// with the difference taken only where the ids admit more than one shortest edit.
  ///
  /// The standard library's difference is a Myers search, generic and not specialized for
  /// the ids, and `inferringMoves()` and each `CollectionDifference` it builds sort the
  /// changes through generic comparisons: together nearly half of a checked hostile event's
  /// time. An edit keeps the rows that stay in their order, but for the one it moves: so
  /// the longest common subsequence of the old and new ids is every id that stays but the
  /// moved one, and it is the only one unless the moved row went past a single neighbour
  /// (a swap, where keeping either row is as long). With one longest common subsequence
  /// there is one shortest edit, which any search finds: it removes every old id outside
  /// it, inserts every new one, and `inferringMoves()` pairs the moved id's removal and
  /// insertion. Those are the lists built here, the value the difference gives; a swap
  /// takes the difference, whose search decides which row moved.
  ///
  /// - Complexity: O(n) for n rows before and after the edit, but for a swap, the
  ///   standard library's O(n * d) for d changes.
  var changesFromDifference: PickerRowChanges {
    guard case .one(let moved) = shortestEdits else {
      return PickerRowChanges(newIDs.difference(from: Array(0..<oldCount)).inferringMoves())
    }
    return changes(moving: moved.map { [$0] } ?? [])
  }

  /// How many shortest edits turn the old ids into the new ones.
  private enum ShortestEdits {
    /// One, which moves the id given (the only one out of order, at least two places from
    /// where the order of the ids that stay puts it), or none.
    case one(moving: Int?)
    /// More than one (a swap), or an edit that is not one the checker's apps make.
    case several
  }

  /// How many shortest edits the ids admit, and the id the one moves.
  ///
  /// - Complexity: O(n) for n rows after the edit, in passes over the ids that build no
  ///   array: it is worked out for half of the edits drawn.
  private var shortestEdits: ShortestEdits {
    // The ids that stay, every old id but the moved ones, must keep their order.
    var previous = -1
    for id in newIDs where id < oldCount && !movedIDs.contains(id) {
      guard id > previous else { return .several }
      previous = id
    }
    guard let moved = movedIDs.first else { return .one(moving: nil) }
    guard movedIDs.count == 1, let place = newIDs.firstIndex(of: moved) else {
      return .several
    }
    // Where the moved id lies among the ids that stay, and where their order puts it: the
    // ids that stay below it are the old ids below it, the moved one being the only id
    // taken out of order.
    let index = newIDs[..<place].count { $0 < oldCount }
    let ordered = newIDs.count { $0 < oldCount && $0 < moved }
    switch abs(index - ordered) {
    case 0: return .one(moving: nil)
    case 1: return .several
    default: return .one(moving: moved)
    }
  }
}
