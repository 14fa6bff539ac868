/// Which rows came, went and moved when a picker's data changed, in `UICollectionView`'s
/// batch-update convention: removals are indices before the change, insertions indices
/// after it, and a move carries a row's identity from its `from` to its `to`.
///
/// ```swift
/// // ["a", "b", "c"] becomes ["z", "a", "c", "b"]: "z" arrives at 0, "b" moves to 3.
/// let changes = try PickerRowChanges(inserted: [0], moved: [PickerRowMove(from: 1, to: 3)])
/// changes.newRow(ofOldRow: 0)  // 1, "a"
/// changes.newRow(ofOldRow: 2)  // 2, "c"
/// ```
///
/// Build one from the lists a data source reports, with
/// ``init(removed:inserted:moved:)``, or from a `CollectionDifference` of the item
/// identifiers, with ``init(_:)``. The lists are kept sorted, so two values describing the
/// same change in another order are equal; ``newRow(ofOldRow:)`` follows a row across the
/// change. Nothing here knows the row counts: a change fits rows going from `n` to
/// `n - r + i` for `r` indices before the change (the removals and the moves' `from`) and `i`
/// after it (the insertions and the moves' `to`), each within its count.
public struct PickerRowChanges: Hashable, Sendable {
  /// The rows removed, as indices before the change, ascending; moved rows are not
  /// included.
  public let removed: [Int]
  /// The rows inserted, as indices after the change, ascending; moved rows are not
  /// included.
  public let inserted: [Int]
  /// The rows that changed places, ascending by ``PickerRowMove/from``.
  public let moved: [PickerRowMove]

  /// Every index before the change whose row leaves its place, ascending: the removals and
  /// the moves' `from`. Distinct and never negative once validated.
  let leavingRows: [Int]
  /// Every index after the change whose row was not there in order, ascending: the
  /// insertions and the moves' `to`. Distinct and never negative once validated.
  let arrivingRows: [Int]

  /// Changes from the lists a data source reports, in any order.
  ///
  /// ```swift
  /// // Row 2 removed, rows arriving at 0 and 3, row 1 moved to 2.
  /// try PickerRowChanges(removed: [2], inserted: [0, 3], moved: [PickerRowMove(from: 1, to: 2)])
  /// ```
  ///
  /// The problems are looked for in this order: a negative index in `removed`, in
  /// `inserted`, then in `moved` (each move's `from` before its `to`), each list in the
  /// order given; then the lowest index before the change listed twice, then the lowest
  /// index after it listed twice.
  ///
  /// - Parameters:
  ///   - removed: The rows removed, as indices before the change.
  ///   - inserted: The rows inserted, as indices after the change.
  ///   - moved: The rows that changed places.
  /// - Throws: ``PickerRowChangesError`` for a negative index, or for an index listed
  ///   twice among `removed` and the moves' `from`, or among `inserted` and the moves' `to`.
  /// - Complexity: O(k log k) for k indices in all.
  public init(
    removed: [Int] = [], inserted: [Int] = [], moved: [PickerRowMove] = []
  ) throws(PickerRowChangesError) {
    if let row = removed.first(where: { $0 < 0 }) { throw .negativeRemoval(row) }
    if let row = inserted.first(where: { $0 < 0 }) { throw .negativeInsertion(row) }
    for move in moved {
      if move.from < 0 { throw .negativeMoveSource(move.from) }
      if move.to < 0 { throw .negativeMoveDestination(move.to) }
    }
    self.init(sorting: removed, inserted: inserted, moved: moved)
    if let row = Self.firstRepeat(in: leavingRows) { throw .oldRowListedTwice(row) }
    if let row = Self.firstRepeat(in: arrivingRows) { throw .newRowListedTwice(row) }
  }

  /// The changes, with their lists sorted and the indices that leave and arrive gathered,
  /// without validation: the caller checks them, or holds lists that are valid already.
  ///
  /// Lists that ascend already (a difference's, an app's that lists them in order) or
  /// descend are kept or reversed rather than sorted, and without moves the rows that leave
  /// and arrive are the removals and insertions themselves.
  ///
  /// - Complexity: O(k log k) for k indices in all; O(k) for lists in either order.
  init(sorting removed: [Int], inserted: [Int], moved: [PickerRowMove]) {
    self.removed = Self.ascending(removed)
    self.inserted = Self.ascending(inserted)
    self.moved = moved.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    leavingRows =
      moved.isEmpty ? self.removed : Self.ascending(self.removed + self.moved.map(\.from))
    arrivingRows =
      moved.isEmpty ? self.inserted : Self.ascending(self.inserted + self.moved.map(\.to))
  }

  /// `values` in ascending order: as they are when they ascend, reversed when they
  /// descend, sorted otherwise.
  ///
  /// - Complexity: O(k) for k values in either order, O(k log k) otherwise.
  private static func ascending(_ values: [Int]) -> [Int] {
    var ascends = true
    var descends = true
    for (value, next) in zip(values, values.dropFirst()) {
      if value > next { ascends = false }
      if value < next { descends = false }
    }
    if ascends { return values }
    if descends { return values.reversed() }
    return values.sorted()
  }

  /// The lowest value that appears twice in an ascending array.
  private static func firstRepeat(in sorted: [Int]) -> Int? {
    zip(sorted, sorted.dropFirst()).first { $0 == $1 }?.0
  }

  /// Whether nothing changed: no removal, no insertion, no move.
  public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moved.isEmpty }

  // MARK: - Equality

  /// Whether two values list the same removals, insertions and moves.
  ///
  /// - Parameters:
  ///   - lhs: A change to compare.
  ///   - rhs: Another change to compare.
  /// - Complexity: O(k) for k indices in all.
  public static func == (lhs: PickerRowChanges, rhs: PickerRowChanges) -> Bool {
    lhs.removed == rhs.removed && lhs.inserted == rhs.inserted && lhs.moved == rhs.moved
  }

  /// Hashes the removals, insertions and moves, as equality compares them.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(k) for k indices in all.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(removed)
    hasher.combine(inserted)
    hasher.combine(moved)
  }
}
