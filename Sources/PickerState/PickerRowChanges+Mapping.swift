extension PickerRowChanges {
  /// The index after the change of the row at `row` before it (L1), or nil when the row
  /// was removed.
  ///
  /// A moved row is at its ``PickerRowMove/to``. Any other row keeps its order among the
  /// rows that stay: with `R` the removals and the moves' `from`, and `I` the insertions and
  /// the moves' `to`, row `r` lands on the `(r - |{x in R : x < r}|)`-th index, counting
  /// from 0, that is not in `I`. With no changes, every row maps to itself.
  ///
  /// The changes do not know the row counts, so whether `row` lies in `0..<itemCount` is the
  /// caller's business. A negative row answers nil. A row past the old rows answers by the
  /// same rule (past the new rows, for changes that fit the counts), or nil when that
  /// index would pass `Int.max`.
  ///
  /// Allocates nothing.
  ///
  /// - Parameter row: A row's index before the change.
  /// - Returns: The row's index after the change, or nil when it was removed (or is
  ///   negative).
  /// - Complexity: O(log k) for k changes: two binary searches.
  public func newRow(ofOldRow row: Int) -> Int? {
    guard row >= 0 else { return nil }
    let leavingBefore = Self.count(of: leavingRows, below: row)
    if leavingBefore < leavingRows.count && leavingRows[leavingBefore] == row {
      // The row leaves its place: moved, or else removed.
      let move = firstPosition(upTo: moved.count) { moved[$0].from >= row }
      return move < moved.count && moved[move].from == row ? moved[move].to : nil
    }
    return Self.index(row - leavingBefore, amongIndicesNotIn: arrivingRows)
  }

  /// The `rank`-th index, counting from 0, of `0, 1, 2, …` that is not in `sorted`.
  ///
  /// With `sorted` ascending, distinct and never negative (`s_0 < s_1 < …`), the
  /// answer is `rank + c`, where `c` is the number of positions `t` with `s_t - t <= rank`.
  ///
  /// Why: `s_t - t` counts the indices not in `sorted` below `s_t` (exactly `t` members of
  /// `sorted` lie below it), so it never decreases as `t` grows (`s_(t+1) >= s_t + 1`), and
  /// the positions where it is at most `rank` are `0..<c`, found by a binary search. For
  /// `t < c`, `s_t <= rank + t < rank + c`; for `t >= c`, `s_t > rank + t >= rank + c`.
  /// So `n = rank + c` is not in `sorted`, exactly `c` members lie below it, and `n - c =
  /// rank` indices below it are not in `sorted`: `n` is the `rank`-th such index.
  ///
  /// Allocates nothing.
  ///
  /// - Parameters:
  ///   - rank: How many indices not in `sorted` come before the answer; zero or more.
  ///   - sorted: Distinct indices, never negative, ascending.
  /// - Returns: The index, or nil when it would pass `Int.max`.
  /// - Complexity: O(log k) for k indices in `sorted`.
  static func index(_ rank: Int, amongIndicesNotIn sorted: [Int]) -> Int? {
    let below = firstPosition(upTo: sorted.count) { sorted[$0] - $0 > rank }
    let (index, overflow) = rank.addingReportingOverflow(below)
    return overflow ? nil : index
  }

  /// How many members of `sorted` are below `value`: where `value` is, or would be, in it.
  ///
  /// Allocates nothing.
  ///
  /// - Parameters:
  ///   - sorted: Indices, ascending.
  ///   - value: The index to place.
  /// - Returns: A position in `0...sorted.count`.
  /// - Complexity: O(log k) for k indices in `sorted`.
  static func count(of sorted: [Int], below value: Int) -> Int {
    firstPosition(upTo: sorted.count) { sorted[$0] >= value }
  }

  /// Whether the changes fit rows going from `itemCount` to `newItemCount` (L1): the counts
  /// differ by the rows that arrive less the rows that leave, and every index before the
  /// change is below `itemCount`, every index after it below `newItemCount`.
  ///
  /// - Parameters:
  ///   - itemCount: The number of rows before the change, zero or more.
  ///   - newItemCount: The number of rows after the change, zero or more.
  /// - Returns: Whether ``newRow(ofOldRow:)`` maps the rows of `0..<itemCount` that are
  ///   not removed one to one onto the rows of `0..<newItemCount` that are not inserted.
  func fits(itemCount: Int, newItemCount: Int) -> Bool {
    itemCount - leavingRows.count == newItemCount - arrivingRows.count
      && (leavingRows.last ?? -1) < itemCount && (arrivingRows.last ?? -1) < newItemCount
  }
}

/// The first position in `0..<count` where `isPast` holds, for a predicate that is false
/// and then true (`count` when it never holds).
///
/// - Complexity: O(log count) evaluations.
@inline(__always)
func firstPosition(upTo count: Int, where isPast: (Int) -> Bool) -> Int {
  // Invariant: isPast is false below `low` and true from `high` on.
  var low = 0
  var high = count
  while low < high {
    let middle = low + (high - low) / 2
    if isPast(middle) { high = middle } else { low = middle + 1 }
  }
  return high
}
