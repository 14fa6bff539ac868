/// Why a ``PickerRowChanges`` could not be built: the index that was wrong, and where it was
/// listed.
///
/// Indices before the change are the removals and the moves' `from`; each old row may leave
/// its place once. Indices after the change are the insertions and the moves' `to`; each new
/// row may arrive once.
public enum PickerRowChangesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A removal was negative.
  case negativeRemoval(Int)
  /// An insertion was negative.
  case negativeInsertion(Int)
  /// A move's `from` was negative.
  case negativeMoveSource(Int)
  /// A move's `to` was negative.
  case negativeMoveDestination(Int)
  /// An index before the change was listed twice among the removals and the moves' `from`:
  /// twice in one list, or once in each (a row both removed and moved).
  case oldRowListedTwice(Int)
  /// An index after the change was listed twice among the insertions and the moves' `to`:
  /// twice in one list, or once in each (a row both inserted and moved there).
  case newRowListedTwice(Int)

  /// A sentence naming the index and the list, for logs.
  public var description: String {
    switch self {
    case .negativeRemoval(let row): "removed must not hold a negative index, got \(row)"
    case .negativeInsertion(let row): "inserted must not hold a negative index, got \(row)"
    case .negativeMoveSource(let row): "a move's from must not be negative, got \(row)"
    case .negativeMoveDestination(let row): "a move's to must not be negative, got \(row)"
    case .oldRowListedTwice(let row):
      "row \(row) before the change is listed twice among removed and the moves' from"
    case .newRowListedTwice(let row):
      "row \(row) after the change is listed twice among inserted and the moves' to"
    }
  }
}
