import PickerCheck
import Testing

@testable import PickerState

/// `PickerRowChanges`: the lists it keeps, the errors it throws, and `newRow(ofOldRow:)`
/// against a model that carries out the changes on an array of rows, as `UICollectionView`
/// carries out a batch update.
@Suite struct RowChangesTests {
  // MARK: - The contract's example

  /// `["a", "b", "c"]` becomes `["z", "a", "c", "b"]`: the difference with moves inserts
  /// "z" and moves "b" behind "c".
  @Test func theDifferenceWithMovesInsertsOneRowAndMovesAnother() throws {
    let old = ["a", "b", "c"]
    let new = ["z", "a", "c", "b"]
    let changes = PickerRowChanges(new.difference(from: old).inferringMoves())
    #expect(changes == (try PickerRowChanges(inserted: [0], moved: [move(1, 3)])))
    #expect(changes.removed == [])
    #expect(changes.inserted == [0])
    #expect(changes.moved == [move(1, 3)])
    #expect(!changes.isEmpty)
    #expect((0..<3).map { changes.newRow(ofOldRow: $0) } == [1, 3, 2])
  }

  /// Without moves inferred, "b" is removed and inserted again: it does not survive.
  @Test func theDifferenceWithoutMovesRemovesAndInsertsAMovedRow() throws {
    let changes = PickerRowChanges(["z", "a", "c", "b"].difference(from: ["a", "b", "c"]))
    #expect(changes == (try PickerRowChanges(removed: [1], inserted: [0, 3])))
    #expect((0..<3).map { changes.newRow(ofOldRow: $0) } == [1, nil, 2])
  }

  @Test func explicitListsFollowEveryRow() throws {
    let changes = try PickerRowChanges(removed: [2], inserted: [0, 3], moved: [move(1, 2)])
    #expect(changes.removed == [2])
    #expect(changes.inserted == [0, 3])
    #expect(changes.moved == [move(1, 2)])
    // Old rows [a, b, c] become [new, a, b, new]: c is gone, b moved to 2, a is the first
    // row neither inserted nor moved there.
    #expect((0..<3).map { changes.newRow(ofOldRow: $0) } == [1, 2, nil])
  }

  // MARK: - Order

  @Test func listsInAnyOrderAreKeptSortedAndCompareEqual() throws {
    let shuffled = try PickerRowChanges(
      removed: [7, 1, 4], inserted: [9, 0, 5], moved: [move(6, 2), move(3, 8), move(5, 1)])
    let sorted = try PickerRowChanges(
      removed: [1, 4, 7], inserted: [0, 5, 9], moved: [move(3, 8), move(5, 1), move(6, 2)])
    #expect(shuffled.removed == [1, 4, 7])
    #expect(shuffled.inserted == [0, 5, 9])
    #expect(shuffled.moved == [move(3, 8), move(5, 1), move(6, 2)])
    #expect(shuffled == sorted)
    #expect(shuffled.hashValue == sorted.hashValue)
    #expect(Set([shuffled, sorted]).count == 1)
  }

  /// Lists that descend, ascend or neither give one value, which follows rows the same
  /// way; a row listed twice is found in each order. Worked by hand: on ten rows, removing
  /// 2, 6 and 9 and inserting at 0, 3 and 8 sends old rows 0, 1, 3, 4, 5, 7 and 8 to the
  /// new indices left free, 1, 2, 4, 5, 6, 7 and 9.
  @Test func descendingAscendingAndMixedListsGiveOneValueAndRepeatsAreFoundInEach() throws {
    let descending = try PickerRowChanges(removed: [9, 6, 2], inserted: [8, 3, 0])
    let ascending = try PickerRowChanges(removed: [2, 6, 9], inserted: [0, 3, 8])
    let mixed = try PickerRowChanges(removed: [6, 9, 2], inserted: [3, 0, 8])
    #expect([descending.removed, descending.inserted] == [[2, 6, 9], [0, 3, 8]])
    #expect(Set([descending, ascending, mixed]).count == 1)
    #expect(
      (0..<10).map { descending.newRow(ofOldRow: $0) } == [1, 2, nil, 4, 5, 6, nil, 7, 9, nil])
    for removed in [[5, 5, 1], [1, 5, 5], [5, 1, 5]] {
      #expect(throws: PickerRowChangesError.oldRowListedTwice(5)) {
        try PickerRowChanges(removed: removed)
      }
    }
  }

  @Test func changesThatDifferAreNotEqual() throws {
    let removal = try PickerRowChanges(removed: [1])
    #expect(removal != (try PickerRowChanges(inserted: [1])))
    #expect(removal != (try PickerRowChanges(moved: [move(1, 1)])))
    #expect(removal != (try PickerRowChanges(removed: [2])))
  }

  // MARK: - Errors

  @Test func aNegativeIndexIsNamedWithItsList() {
    #expect(throws: PickerRowChangesError.negativeRemoval(-1)) {
      try PickerRowChanges(removed: [0, -1, -2])
    }
    #expect(throws: PickerRowChangesError.negativeInsertion(-3)) {
      try PickerRowChanges(inserted: [2, -3])
    }
    #expect(throws: PickerRowChangesError.negativeMoveSource(-4)) {
      try PickerRowChanges(moved: [move(1, 2), move(-4, 0)])
    }
    #expect(throws: PickerRowChangesError.negativeMoveDestination(.min)) {
      try PickerRowChanges(moved: [move(1, .min)])
    }
  }

  @Test func anOldRowListedTwiceIsNamed() {
    #expect(throws: PickerRowChangesError.oldRowListedTwice(3)) {
      try PickerRowChanges(removed: [3, 5, 3])
    }
    #expect(throws: PickerRowChangesError.oldRowListedTwice(2)) {
      try PickerRowChanges(removed: [2], moved: [move(2, 0)])
    }
    #expect(throws: PickerRowChangesError.oldRowListedTwice(4)) {
      try PickerRowChanges(moved: [move(4, 0), move(4, 1)])
    }
  }

  @Test func aNewRowListedTwiceIsNamed() {
    #expect(throws: PickerRowChangesError.newRowListedTwice(3)) {
      try PickerRowChanges(inserted: [3, 5, 3])
    }
    #expect(throws: PickerRowChangesError.newRowListedTwice(0)) {
      try PickerRowChanges(inserted: [0], moved: [move(2, 0)])
    }
    #expect(throws: PickerRowChangesError.newRowListedTwice(1)) {
      try PickerRowChanges(moved: [move(4, 1), move(5, 1)])
    }
  }

  /// Negative indices before repeats, the lists in the order of the initializer's
  /// parameters, each in the order given; then the lowest old row, then the lowest new row.
  @Test func theFirstProblemInTheDocumentedOrderIsTheOneNamed() {
    #expect(throws: PickerRowChangesError.negativeRemoval(-5)) {
      try PickerRowChanges(removed: [1, 1, -5, -1], inserted: [-2], moved: [move(-3, -4)])
    }
    #expect(throws: PickerRowChangesError.negativeInsertion(-2)) {
      try PickerRowChanges(inserted: [-2], moved: [move(-3, -4)])
    }
    #expect(throws: PickerRowChangesError.negativeMoveSource(-3)) {
      try PickerRowChanges(removed: [1, 1], moved: [move(0, 0), move(-3, -4)])
    }
    #expect(throws: PickerRowChangesError.oldRowListedTwice(2)) {
      try PickerRowChanges(removed: [6, 6, 2, 2], inserted: [0, 0])
    }
  }

  @Test func errorsDescribeTheIndexAndTheList() {
    #expect(
      PickerRowChangesError.negativeRemoval(-1).description
        == "removed must not hold a negative index, got -1")
    #expect(
      PickerRowChangesError.negativeMoveDestination(-2).description
        == "a move's to must not be negative, got -2")
    #expect(
      PickerRowChangesError.newRowListedTwice(4).description
        == "row 4 after the change is listed twice among inserted and the moves' to")
  }

  // MARK: - Following rows

  @Test func emptyChangesMapEveryRowToItself() throws {
    for changes in [try PickerRowChanges(), PickerRowChanges([0, 1].difference(from: [0, 1]))] {
      #expect(changes.isEmpty)
      #expect(changes == (try PickerRowChanges(removed: [], inserted: [], moved: [])))
      #expect((0..<50).map { changes.newRow(ofOldRow: $0) } == (0..<50).map { $0 })
      #expect(changes.newRow(ofOldRow: .max) == .max)
    }
  }

  @Test func aRowMovedOntoItsOwnIndexIsAChangeThatKeepsIt() throws {
    let changes = try PickerRowChanges(moved: [move(2, 2)])
    #expect(!changes.isEmpty)
    #expect((0..<5).map { changes.newRow(ofOldRow: $0) } == [0, 1, 2, 3, 4])
  }

  @Test func aNegativeRowHasNoNewRow() throws {
    let changes = try PickerRowChanges(removed: [0], inserted: [1])
    #expect(changes.newRow(ofOldRow: -1) == nil)
    #expect(changes.newRow(ofOldRow: .min) == nil)
    #expect((try PickerRowChanges()).newRow(ofOldRow: -1) == nil)
  }

  /// Past the old rows the same rule applies: three old rows with one removed and two
  /// inserted become four, and old row `3 + d` would be new row `4 + d`.
  @Test func aRowPastTheOldRowsFollowsTheSameRule() throws {
    let changes = try PickerRowChanges(removed: [1], inserted: [0, 2])
    #expect((0..<6).map { changes.newRow(ofOldRow: $0) } == [1, nil, 3, 4, 5, 6])
    #expect(changes.newRow(ofOldRow: .max - 1) == .max)
  }

  @Test func aNewRowPastIntMaxIsNil() throws {
    let changes = try PickerRowChanges(inserted: [0])
    #expect(changes.newRow(ofOldRow: .max - 1) == .max)
    #expect(changes.newRow(ofOldRow: .max) == nil)
  }

  /// The model carries out each of thousands of valid changes on rows `0..<itemCount`, in
  /// lists shuffled before they reach the initializer.
  @Test func newRowFollowsEveryRowAsTheBatchUpdateModelDoes() throws {
    for seed: UInt64 in 1...4_000 {
      var random = Xoshiro256StarStar(seed: seed)
      let change = randomChange(&random)
      let changes = try PickerRowChanges(
        removed: shuffled(change.removed, &random), inserted: shuffled(change.inserted, &random),
        moved: shuffled(change.moved, &random))
      #expect(changes.removed == change.removed.sorted(), "seed \(seed)")
      #expect(changes.inserted == change.inserted.sorted(), "seed \(seed)")
      #expect(
        changes.moved == change.moved.sorted { $0.from < $1.from }, "seed \(seed)")
      let followed = (0..<change.itemCount).map { changes.newRow(ofOldRow: $0) }
      #expect(followed == modelNewRows(change), "seed \(seed)")
      #expect(
        changes.fits(itemCount: change.itemCount, newItemCount: change.newItemCount),
        "seed \(seed)")
    }
  }

  /// Item identifiers edited at random, diffed with moves inferred: every item that stays
  /// is found at its new index, and every item that left answers nil.
  @Test func aDifferenceFollowsEveryItemToItsNewIndex() {
    for seed: UInt64 in 1...4_000 {
      var random = Xoshiro256StarStar(seed: seed)
      let old = Array(0..<Int(random.next(below: 16)))
      let new = randomEdit(of: old, &random)
      let changes = PickerRowChanges(new.difference(from: old).inferringMoves())
      let followed = old.indices.map { changes.newRow(ofOldRow: $0) }
      #expect(followed == old.map { new.firstIndex(of: $0) }, "seed \(seed)")
      #expect(changes.fits(itemCount: old.count, newItemCount: new.count), "seed \(seed)")
      // Without moves inferred, a moved item is removed and inserted again: it is gone.
      let plain = PickerRowChanges(new.difference(from: old))
      let sources = changes.moved.map(\.from)
      #expect(plain.moved == [], "seed \(seed)")
      #expect(
        old.indices.map { plain.newRow(ofOldRow: $0) }
          == old.indices.map { sources.contains($0) ? nil : followed[$0] }, "seed \(seed)")
    }
  }

  // MARK: - Counts

  @Test func changesFitOnlyCountsThatDifferByTheRowsThatArriveLessThoseThatLeave() throws {
    // Two old rows leave (2 and 4), three new rows arrive (0, 1 and 5).
    let changes = try PickerRowChanges(removed: [4], inserted: [0, 5], moved: [move(2, 1)])
    #expect(changes.fits(itemCount: 5, newItemCount: 6))
    #expect(changes.fits(itemCount: 9, newItemCount: 10))
    #expect(!changes.fits(itemCount: 5, newItemCount: 5))
    #expect(!changes.fits(itemCount: 5, newItemCount: 7))
    // Row 4 is not below 4; new row 5 is not below 5.
    #expect(!changes.fits(itemCount: 4, newItemCount: 5))
    #expect((try PickerRowChanges()).fits(itemCount: 0, newItemCount: 0))
    #expect(!(try PickerRowChanges()).fits(itemCount: 3, newItemCount: 4))
    #expect(!(try PickerRowChanges(inserted: [0])).fits(itemCount: 0, newItemCount: 0))
  }

  /// The rank-th index not in a set, against counting them one by one.
  @Test func theIndexOfARankSkipsTheListedIndices() {
    for seed: UInt64 in 1...500 {
      var random = Xoshiro256StarStar(seed: seed)
      let listed = (0..<40).filter { _ in random.next(below: 3) == 0 }
      let notListed = (0..<80).filter { !listed.contains($0) }
      let ranks = 0..<40
      #expect(
        ranks.map { PickerRowChanges.index($0, amongIndicesNotIn: listed) }
          == ranks.map { notListed[$0] }, "seed \(seed)")
    }
  }
}

// MARK: - Model

/// Valid changes and the counts they fit.
private struct RandomChange {
  var itemCount: Int
  var removed: [Int]
  var inserted: [Int]
  var moved: [PickerRowMove]

  /// The old rows that leave their place: the removals and the moves' `from`.
  var leaving: [Int] { removed + moved.map(\.from) }
  /// The new rows that arrive: the insertions and the moves' `to`.
  var arriving: [Int] { inserted + moved.map(\.to) }
  var newItemCount: Int { itemCount - leaving.count + arriving.count }
}

/// The new index of every old row when `UICollectionView` carries out the change on rows
/// `0..<itemCount`: it deletes the removals and the moves' sources from the old rows, then
/// inserts, in ascending order of their new index, the new rows and the moved ones.
private func modelNewRows(_ change: RandomChange) -> [Int?] {
  var rows: [Int?] = Array(0..<change.itemCount)
  for row in change.leaving.sorted(by: >) { rows.remove(at: row) }
  for index in change.arriving.sorted() {
    rows.insert(change.moved.first { $0.to == index }?.from, at: index)
  }
  return (0..<change.itemCount).map { rows.firstIndex(of: $0) }
}

/// Random valid changes on up to 30 rows: a random subset of the rows leaves, some of
/// them moving, and new rows arrive at a random subset of the new indices, the moved ones
/// at random among them.
private func randomChange(_ random: inout Xoshiro256StarStar) -> RandomChange {
  let itemCount = Int(random.next(below: 31))
  let leaving = (0..<itemCount).filter { _ in random.next(below: 4) == 0 }
  let movedCount = Int(random.next(below: UInt64(leaving.count + 1)))
  let sources = shuffled(leaving, &random)
  let insertedCount = Int(random.next(below: 8))
  let newItemCount = itemCount - leaving.count + movedCount + insertedCount
  let arriving = shuffled(Array(0..<newItemCount), &random).prefix(movedCount + insertedCount)
  return RandomChange(
    itemCount: itemCount, removed: Array(sources.dropFirst(movedCount)),
    inserted: Array(arriving.dropFirst(movedCount)),
    moved: zip(sources, arriving).prefix(movedCount).map { move($0, $1) })
}

/// `items` with a few removed, a few new ones (numbered from 100) inserted, and a few moved,
/// each at random places.
private func randomEdit(of items: [Int], _ random: inout Xoshiro256StarStar) -> [Int] {
  var edited = items
  for step in 0..<Int(random.next(below: 8)) {
    let kind = random.next(below: 3)
    if kind == 0 && !edited.isEmpty {
      edited.remove(at: Int(random.next(below: UInt64(edited.count))))
    } else if kind == 1 {
      edited.insert(100 + step, at: Int(random.next(below: UInt64(edited.count + 1))))
    } else if !edited.isEmpty {
      let item = edited.remove(at: Int(random.next(below: UInt64(edited.count))))
      edited.insert(item, at: Int(random.next(below: UInt64(edited.count + 1))))
    }
  }
  return edited
}

/// `values` in a random order (Fisher–Yates).
private func shuffled<Value>(_ values: [Value], _ random: inout Xoshiro256StarStar) -> [Value] {
  var values = values
  for index in values.indices.reversed() {
    values.swapAt(index, Int(random.next(below: UInt64(index + 1))))
  }
  return values
}

private func move(_ from: Int, _ to: Int) -> PickerRowMove { PickerRowMove(from: from, to: to) }
