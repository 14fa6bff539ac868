import PickerState

/// Where a row is after a batch update, as the fair baseline works it out: by shifting its
/// index past the rows that left before it and the rows that arrived at or before its new
/// place, walking the update's sorted lists.
///
/// This is what a competent engineer writes for a `UICollectionView` batch update, and it
/// keeps the user's item by identity as the library does; it costs O(k) per row for k
/// changes, where `PickerRowChanges.newRow(ofOldRow:)` searches in O(log k), and it
/// allocates its merged list of arrivals when there are moves.
struct ShiftedRows {
  /// The update.
  let changes: PickerRowChanges
  /// The number of rows before it.
  let itemCount: Int
  /// Every index after the update whose row arrived (the insertions and the moves' `to`),
  /// ascending.
  let arrivals: [Int]

  /// The update's indices, ready to follow rows across it from `itemCount` rows.
  ///
  /// - Complexity: O(k log k) when there are moves, O(1) otherwise.
  init(_ changes: PickerRowChanges, itemCount: Int) {
    self.changes = changes
    self.itemCount = itemCount
    let moved = changes.moved
    arrivals = moved.isEmpty ? changes.inserted : (changes.inserted + moved.map(\.to)).sorted()
  }

  /// The index after the update of the row at `row` before it: a moved row's `to`, a
  /// surviving row's index shifted, nil for a removed row.
  ///
  /// - Complexity: O(k).
  func newRow(ofOldRow row: Int) -> Int? {
    guard row >= 0 else { return nil }
    var leavingBefore = 0
    for removed in changes.removed {
      if removed == row { return nil }
      if removed > row { break }
      leavingBefore += 1
    }
    for move in changes.moved {
      if move.from == row { return move.to }
      if move.from < row { leavingBefore += 1 }
    }
    // The surviving rows keep their order in the slots the arrivals leave free.
    var index = row - leavingBefore
    for arrival in arrivals {
      if arrival > index { break }
      index += 1
    }
    return index
  }

  /// The first row at or after `row`, below ``itemCount``, that the update does not remove
  /// (a moved row survives), or nil.
  ///
  /// - Complexity: O(k).
  func firstSurvivingRow(atOrAfter row: Int) -> Int? {
    var candidate = row
    for removed in changes.removed where removed >= candidate {
      guard removed == candidate else { break }
      candidate += 1
    }
    return candidate < itemCount ? candidate : nil
  }

  /// The last row at or before `row`, zero or more, that the update does not remove, or
  /// nil.
  ///
  /// - Complexity: O(k).
  func lastSurvivingRow(atOrBefore row: Int) -> Int? {
    var candidate = row
    for removed in changes.removed.reversed() where removed <= candidate {
      guard removed == candidate else { break }
      candidate -= 1
    }
    return candidate >= 0 ? candidate : nil
  }

  /// Whether the update fits rows going from ``itemCount`` to `newItemCount`: the counts
  /// agree, and every index lies below its count.
  func fits(newItemCount: Int) -> Bool {
    let leaving = changes.removed.count + changes.moved.count
    guard itemCount - leaving == newItemCount - arrivals.count else { return false }
    let lastLeaving = max(changes.removed.last ?? -1, changes.moved.last?.from ?? -1)
    return lastLeaving < itemCount && (arrivals.last ?? -1) < newItemCount
  }
}
