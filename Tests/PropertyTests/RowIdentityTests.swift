import PickerState
import Testing

@testable import PickerCheck

/// The checker's model of identity: the oracle's layout of a change of rows
/// (``NaiveRowChanges``) against values worked out by hand from L1 and L2, and against the
/// generator's edits of the ids (``RowEdit``), whichever way the changes were built.
@Suite struct RowIdentityTests {
  /// What the model says of a change, as a whole.
  struct Model: Hashable {
    var oldRows: [Int?]
    var newRows: [Int?]
  }

  static func model(
    _ changes: PickerRowChanges, _ itemCount: Int, _ newItemCount: Int
  ) -> Model? {
    NaiveRowChanges(changes, itemCount: itemCount, newItemCount: newItemCount).map {
      Model(oldRows: $0.oldRows, newRows: $0.newRows)
    }
  }

  @Test func anInsertionAndAMoveLayTheRowsOutAsTheDocumentedExampleSays() throws {
    // ["a", "b", "c"] becomes ["z", "a", "c", "b"].
    let changes = try PickerRowChanges(inserted: [0], moved: [PickerRowMove(from: 1, to: 3)])
    #expect(Self.model(changes, 3, 4) == Model(oldRows: [nil, 0, 2, 1], newRows: [1, 3, 2]))
  }

  @Test func removalsAndInsertionsKeepTheSurvivorsInOrder() throws {
    // [0 1 2 3 4] loses 1 and 3, and rows arrive at 0 and 2: [new 0 new 2 4].
    let changes = try PickerRowChanges(removed: [3, 1], inserted: [2, 0])
    #expect(
      Self.model(changes, 5, 5)
        == Model(oldRows: [nil, 0, nil, 2, 4], newRows: [1, nil, 3, nil, 4]))
  }

  @Test func noChangesMapEveryRowToItself() {
    #expect(
      Self.model(PickerRowChanges(CollectionDifference<Int>([])!), 3, 3)
        == Model(oldRows: [0, 1, 2], newRows: [0, 1, 2]))
  }

  @Test(arguments: [
    // counts that disagree
    (3, 3, [0], [Int]()), (3, 5, [], [0]), (0, 1, [], []),
    // an index past its count, the counts agreeing
    (2, 1, [2], []), (2, 3, [], [3]),
  ])
  func changesThatDoNotFitTheCountsHaveNoModel(
    itemCount: Int, newItemCount: Int, removed: [Int], inserted: [Int]
  ) throws {
    let changes = try PickerRowChanges(removed: removed, inserted: inserted)
    #expect(!NaiveRowChanges.fits(changes, itemCount: itemCount, newItemCount: newItemCount))
    #expect(Self.model(changes, itemCount, newItemCount) == nil)
  }

  @Test func aRemovedSelectionGoesToTheFirstSurvivorAfterItThenTheLastBefore() throws {
    // [0 1 2 3 4 5] loses 1, 2 and 5: [0 3 4].
    let changes = try PickerRowChanges(removed: [1, 2, 5])
    let model = try #require(NaiveRowChanges(changes, itemCount: 6, newItemCount: 3))
    let handedOn = [1, 2, 5].map { model.handOn(ofRemoved: $0, wraps: false) }
    let handedOnRound = [1, 2, 5].map { model.handOn(ofRemoved: $0, wraps: true) }
    #expect(handedOn == [1, 1, 2])
    // Past the last row comes row 0.
    #expect(handedOnRound == [1, 1, 0])
  }

  @Test func aSelectionWithNoSurvivorGoesToRowZeroOrNowhere() throws {
    let replaced = try PickerRowChanges(removed: [0, 1], inserted: [0, 1, 2])
    let emptied = try PickerRowChanges(removed: [0, 1])
    let toNew = try #require(NaiveRowChanges(replaced, itemCount: 2, newItemCount: 3))
    let toNone = try #require(NaiveRowChanges(emptied, itemCount: 2, newItemCount: 0))
    #expect(
      [toNew.handOn(ofRemoved: 1, wraps: true), toNone.handOn(ofRemoved: 1, wraps: false)]
        == [0, nil])
  }

  /// Every kind of edit, on pickers of 0 to 40 rows of variable widths, from many seeds.
  static let edits: [(RowEdit, PickerState, UInt64)] = (0..<400).compactMap { seed in
    var choices = Choices(seed: UInt64(seed))
    let count = choices.int(in: 0...40)
    let widths = (0..<count).map { _ in choices.double(in: 1...100) }
    guard let layout = try? PickerLayout(viewportWidth: 320, itemWidths: widths) else {
      return nil
    }
    let picker = PickerState(layout: layout, selectedRow: choices.int(below: max(count, 1)))
    let kind = RowEdit.Kind.allCases[seed % RowEdit.Kind.allCases.count]
    return RowEdit.draw(kind, &choices, picker: picker).map { ($0, picker, UInt64(seed)) }
  }

  @Test func theModelOfAnEditsChangesFollowsItsIdsWhicheverWayTheyWereBuilt() throws {
    for (edit, _, seed) in Self.edits {
      var choices = Choices(seed: seed)
      let expected = edit.newIDs.map { $0 < edit.oldCount ? $0 : nil }
      for changes in [edit.changesFromDifference, edit.explicitChanges(&choices)] {
        let model = Self.model(changes, edit.oldCount, edit.newIDs.count)
        #expect(model?.oldRows == expected, "\(edit.kind) \(edit.newIDs) as \(changes)")
      }
    }
  }

  @Test func theChangesFromAnEditsDifferenceAreTheStandardLibrarysWithMovesInferred() {
    // Every edit drawn, and every move of one row on strips of up to 8 rows: swaps (two
    // shortest edits, the standard library's search decides) and longer moves (one).
    let moves = (1...8).flatMap { count in
      (0..<count).flatMap { row in
        (0..<count).filter { $0 != row }.map { place in
          var ids = Array(0..<count)
          ids.insert(ids.remove(at: row), at: place)
          return RowEdit(kind: .moveSelected, oldCount: count, newIDs: ids, movedIDs: [row])
        }
      }
    }
    for edit in Self.edits.map(\.0) + moves {
      let difference = edit.newIDs.difference(from: Array(0..<edit.oldCount)).inferringMoves()
      #expect(
        edit.changesFromDifference == PickerRowChanges(difference),
        "\(edit.kind) \(edit.newIDs)")
    }
  }

  @Test func theLibraryAgreesWithTheModelOnEveryEdit() throws {
    for (edit, _, _) in Self.edits {
      let changes = edit.changesFromDifference
      let model = try #require(Self.model(changes, edit.oldCount, edit.newIDs.count))
      let library = (0..<edit.oldCount).map { changes.newRow(ofOldRow: $0) }
      #expect(library == model.newRows, "\(edit.kind) \(edit.newIDs)")
    }
  }

  @Test func aNewLayoutKeepsEachRowsWidthWithItsId() throws {
    for (edit, picker, seed) in Self.edits {
      var choices = Choices(seed: seed)
      let layout = edit.layout(from: picker.layout, &choices)
      let kept = edit.newIDs.indices.filter { edit.newIDs[$0] < edit.oldCount }
      #expect(layout.itemCount == edit.newIDs.count)
      #expect(
        kept.map { layout.frame(ofRow: $0).width }
          == kept.map { picker.layout.frame(ofRow: edit.newIDs[$0]).width })
    }
  }

  @Test func eachKindOfEditDoesWhatItsNameSays() throws {
    let layout = try PickerLayout(viewportWidth: 320, itemWidth: 50, itemCount: 6)
    let picker = PickerState(layout: layout, selectedRow: 2)
    func edit(_ kind: RowEdit.Kind) -> RowEdit? {
      var choices = Choices(replaying: [])
      return RowEdit.draw(kind, &choices, picker: picker)
    }
    // The 0-th choice of every draw: one row, at the front, no neighbour.
    #expect(edit(.prepend)?.newIDs == [6, 0, 1, 2, 3, 4, 5])
    #expect(edit(.append)?.newIDs == [0, 1, 2, 3, 4, 5, 6])
    #expect(edit(.inserts)?.newIDs == [6, 0, 1, 2, 3, 4, 5])
    #expect(edit(.removeSelected)?.newIDs == [0, 1, 3, 4, 5])
    #expect(edit(.removeCentered)?.newIDs == [0, 1, 3, 4, 5])
    #expect(edit(.replaceAll)?.newIDs == [6, 7, 8])
    #expect(
      edit(.moveSelected)
        == RowEdit(
          kind: .moveSelected, oldCount: 6, newIDs: [2, 0, 1, 3, 4, 5], movedIDs: [2]))
    #expect(edit(.none)?.newIDs == [0, 1, 2, 3, 4, 5])
  }
}
