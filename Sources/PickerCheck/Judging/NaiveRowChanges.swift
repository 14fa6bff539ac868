import PickerState

/// The oracle's own model of identity across a change of rows (L1), worked out from the
/// change's lists the way L1 states the rule, by building the new rows one by one.
///
/// Each row before the change is its own identity: its index. The model lays the new rows
/// out as the change describes them (a moved row at its `to`, the rows that stay filling the
/// indices nothing arrives at, in order) and records, for each old row, the new row that
/// shows it, or none for a removed row. Where an old row went is read from that record,
/// never by asking `PickerRowChanges.newRow(ofOldRow:)`, so the picker's binary searches
/// are held against a count, not against themselves.
struct NaiveRowChanges: Hashable, Sendable {
  /// For each row before the change, its index after it, or -1 when it was removed.
  ///
  /// Plain integers in one array: the model is built for every change of rows, several
  /// times per event, and optional rows in two arrays, with two more of marks, were a tenth
  /// of a checked hostile event.
  private let newIndices: [Int]
  /// The number of rows after the change.
  private let newItemCount: Int

  /// For each row after the change, the row before the change it shows, or nil when it was
  /// inserted: the inverse of ``newRows``.
  ///
  /// - Complexity: O(n + m) for n rows before and m after the change.
  var oldRows: [Int?] {
    var oldRows = [Int?](repeating: nil, count: newItemCount)
    for (oldRow, newRow) in newIndices.enumerated() where newRow >= 0 { oldRows[newRow] = oldRow }
    return oldRows
  }

  /// For each row before the change, its index after it, or nil when it was removed.
  ///
  /// - Complexity: O(n) for n rows before the change.
  var newRows: [Int?] { newIndices.map { $0 >= 0 ? $0 : nil } }

  /// The most rows, before or after a change, the model lays out: past it the oracle
  /// judges a change of rows by its fit (L1's rejection) and the checks of every update.
  static let rowLimit = 100_000

  /// Whether `changes` fit rows going from `itemCount` to `newItemCount` (L1): the counts
  /// differ by the rows that arrive less the rows that leave, and every index lies below
  /// its count. Counted from the lists, one by one.
  ///
  /// - Complexity: O(k) for k indices in the lists.
  static func fits(
    _ changes: PickerRowChanges, itemCount: Int, newItemCount: Int
  ) -> Bool {
    var leaving = 0
    var arriving = 0
    for row in changes.removed {
      guard row < itemCount else { return false }
      leaving += 1
    }
    for row in changes.inserted {
      guard row < newItemCount else { return false }
      arriving += 1
    }
    for move in changes.moved {
      guard move.from < itemCount, move.to < newItemCount else { return false }
      leaving += 1
      arriving += 1
    }
    return itemCount - leaving == newItemCount - arriving
  }

  /// The model of `changes` from `itemCount` rows to `newItemCount`, or nil when they do
  /// not fit (``fits(_:itemCount:newItemCount:)``) or either count passes ``rowLimit``.
  ///
  /// - Complexity: O(n + k log k) for n rows before the change and k indices in the lists.
  init?(_ changes: PickerRowChanges, itemCount: Int, newItemCount: Int) {
    guard itemCount <= Self.rowLimit, newItemCount <= Self.rowLimit,
      Self.fits(changes, itemCount: itemCount, newItemCount: newItemCount)
    else { return nil }
    // -1: the row stays, its index not yet known; -2: it leaves.
    var newIndices = [Int](repeating: -1, count: itemCount)
    for row in changes.removed { newIndices[row] = -2 }
    // The new indices something arrives at, in order: a few, where a mark for each of the
    // new rows cost an array as long as the strip for every change.
    var taken = changes.inserted
    taken.reserveCapacity(taken.count + changes.moved.count)
    for move in changes.moved {
      newIndices[move.from] = move.to
      taken.append(move.to)
    }
    taken.sort()
    // The rows that stay, in order, into the free indices, in order.
    var free = 0
    var next = 0
    for row in 0..<itemCount where newIndices[row] == -1 {
      while next < taken.count, taken[next] <= free {
        if taken[next] == free { free += 1 }
        next += 1
      }
      newIndices[row] = free
      free += 1
    }
    for row in changes.removed { newIndices[row] = -1 }
    self.newIndices = newIndices
    self.newItemCount = newItemCount
  }

  /// The row after the change that shows `row`, or nil when it was removed.
  func newRow(ofOldRow row: Int) -> Int? { newIndices[row] >= 0 ? newIndices[row] : nil }

  /// Where L2 hands the selection of a removed row: the first row after it in the old order
  /// that survived, else the last one before it, else row 0 of the new rows (nil when
  /// there are none). On a wrapping strip "after" goes round, past the last row to row 0,
  /// so only a change that removed every old row falls back to row 0.
  ///
  /// - Parameters:
  ///   - row: The removed row, before the change.
  ///   - wraps: Whether the strip wraps, so that the search goes round.
  /// - Returns: The row after the change that takes the selection.
  /// - Complexity: O(n) for n rows before the change.
  func handOn(ofRemoved row: Int, wraps: Bool) -> Int? {
    guard let survivor = survivor(after: row, wraps: wraps) else {
      return newItemCount == 0 ? nil : 0
    }
    return newRow(ofOldRow: survivor)
  }

  /// The row before the change that L2 hands a removed row's part to: the first survivor
  /// after it in the old order (going round on a wrapping strip), else the last before
  /// it; nil when no row survived.
  ///
  /// - Complexity: O(n) for n rows before the change.
  func survivor(after row: Int, wraps: Bool) -> Int? {
    let count = newIndices.count
    let after = wraps ? Array(row + 1..<count) + Array(0..<row) : Array(row + 1..<count)
    for candidate in after where newIndices[candidate] >= 0 { return candidate }
    for candidate in stride(from: row - 1, through: 0, by: -1) where newIndices[candidate] >= 0 {
      return candidate
    }
    return nil
  }

  /// Whether some row before the change survived it.
  var anyRowSurvives: Bool { newIndices.contains { $0 >= 0 } }
}
