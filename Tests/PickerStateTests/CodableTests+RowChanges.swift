import Foundation
import PickerState
import Testing

/// The JSON shapes of row changes: their three lists, sorted, and a bad list refused
/// through the initializer that validates it.
extension CodableTests {
  static let rowChanges: [PickerRowChanges] = [
    try! PickerRowChanges(),
    try! PickerRowChanges(removed: [2], inserted: [0, 3], moved: [PickerRowMove(from: 1, to: 2)]),
    try! PickerRowChanges(removed: [9, 0], moved: [PickerRowMove(from: 4, to: 0)]),
    PickerRowChanges(["z", "a", "c", "b"].difference(from: ["a", "b", "c"]).inferringMoves()),
  ]

  /// The `PickerRowChangesError` decoding `text` failed with, and the path to the list it
  /// names.
  func rowChangesError(_ text: String) -> RowChangesDecodingError? {
    do {
      _ = try decode([String: PickerRowChanges].self, text)
    } catch DecodingError.dataCorrupted(let context) {
      guard let error = context.underlyingError as? PickerRowChangesError else { return nil }
      return RowChangesDecodingError(error: error, path: context.codingPath.map(\.stringValue))
    } catch {}
    return nil
  }

  struct RowChangesDecodingError: Equatable {
    var error: PickerRowChangesError
    var path: [String]
  }

  @Test(arguments: rowChanges)
  func rowChangesRoundTrip(changes: PickerRowChanges) throws {
    #expect(try decode(PickerRowChanges.self, json(changes)) == changes)
  }

  @Test func rowChangesHaveTheirDocumentedShape() throws {
    #expect(
      try json(Self.rowChanges[1])
        == #"{"inserted":[0,3],"moved":[{"from":1,"to":2}],"removed":[2]}"#)
    #expect(try json(PickerRowChanges()) == #"{"inserted":[],"moved":[],"removed":[]}"#)
    #expect(try json(PickerRowMove(from: 1, to: 2)) == #"{"from":1,"to":2}"#)
  }

  @Test func decodedRowChangesAreSorted() throws {
    #expect(
      try decode(
        PickerRowChanges.self,
        #"{"removed":[7,1],"inserted":[5,0],"moved":[{"from":6,"to":2},{"from":3,"to":8}]}"#)
        == PickerRowChanges(
          removed: [1, 7], inserted: [0, 5],
          moved: [PickerRowMove(from: 3, to: 8), PickerRowMove(from: 6, to: 2)]))
  }

  /// Inside an object, so the path shows that it extends the decoder's own.
  @Test func aBadListIsADecodingErrorAtItsKey() {
    #expect(
      rowChangesError(#"{"changes":{"removed":[-1],"inserted":[],"moved":[]}}"#)
        == RowChangesDecodingError(error: .negativeRemoval(-1), path: ["changes", "removed"]))
    #expect(
      rowChangesError(#"{"changes":{"removed":[],"inserted":[2,-3],"moved":[]}}"#)
        == RowChangesDecodingError(error: .negativeInsertion(-3), path: ["changes", "inserted"]))
    #expect(
      rowChangesError(
        #"{"changes":{"removed":[],"inserted":[],"moved":[{"from":1,"to":-2}]}}"#)
        == RowChangesDecodingError(
          error: .negativeMoveDestination(-2), path: ["changes", "moved"]))
    #expect(
      rowChangesError(#"{"changes":{"removed":[4,4],"inserted":[],"moved":[]}}"#)
        == RowChangesDecodingError(error: .oldRowListedTwice(4), path: ["changes", "removed"]))
    #expect(
      rowChangesError(#"{"changes":{"removed":[4],"inserted":[],"moved":[{"from":4,"to":0}]}}"#)
        == RowChangesDecodingError(error: .oldRowListedTwice(4), path: ["changes", "moved"]))
    #expect(
      rowChangesError(#"{"changes":{"removed":[],"inserted":[1,1],"moved":[]}}"#)
        == RowChangesDecodingError(error: .newRowListedTwice(1), path: ["changes", "inserted"]))
    #expect(
      rowChangesError(#"{"changes":{"removed":[],"inserted":[0],"moved":[{"from":4,"to":0}]}}"#)
        == RowChangesDecodingError(error: .newRowListedTwice(0), path: ["changes", "moved"]))
  }

  @Test func rowChangesWithoutAListAreADecodingError() {
    #expect(throws: DecodingError.self) {
      try decode(PickerRowChanges.self, #"{"removed":[],"inserted":[]}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PickerRowChanges.self, #"{"removed":[],"inserted":[],"moved":[{"from":1}]}"#)
    }
  }
}
