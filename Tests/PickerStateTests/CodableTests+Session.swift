import Foundation
import PickerState
import Testing

/// The JSON shapes of a session file's lines: the header and the entries, as their doc
/// comments give them.
extension CodableTests {
  static let sessionLayout = try! PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 3)

  /// The description of the `DecodingError.dataCorrupted` decoding `text` throws, and the
  /// path it names.
  func corruption<Value: Decodable>(_ type: Value.Type, _ text: String) -> [String]? {
    do {
      _ = try decode(type, text)
    } catch DecodingError.dataCorrupted(let context) {
      return context.codingPath.map(\.stringValue) + [context.debugDescription]
    } catch {}
    return nil
  }

  @Test func aHeaderHasItsDocumentedShape() throws {
    let header = PickerSessionHeader(layout: Self.sessionLayout, initialRow: 2)
    #expect(
      try json(header)
        == #"{"initialRow":2,"layout":{"alignment":{"center":{}},"direction":"leftToRight","#
        + #""itemCount":3,"itemWidth":50,"spacing":0,"viewportWidth":300,"wrapsAround":false},"#
        + #""options":{"autoAdvanceInterval":null,"commitsSelectionWhileScrolling":false,"#
        + #""decelerationRate":0.998,"flingThreshold":300,"minimumAnimatedDistance":1,"#
        + #""snapping":{"nearest":{}},"suppressesEdgeAnimation":true},"pickerSession":1}"#)
    #expect(try decode(PickerSessionHeader.self, json(header)) == header)
    #expect(header.formatVersion == PickerSessionHeader.currentFormatVersion)
    #expect(header.initialState == PickerState(layout: Self.sessionLayout, selectedRow: 2))
  }

  @Test func aScrollViewsHeaderCarriesItsPixelScale() throws {
    let header = PickerSessionHeader(layout: Self.sessionLayout, initialRow: 2, pixelScale: 3)
    let text = try json(header)
    #expect(text.hasSuffix(#""pickerSession":1,"pixelScale":3}"#))
    #expect(try decode(PickerSessionHeader.self, text) == header)
    for (written, read) in [("0", "0.0"), ("-2", "-2.0")] {
      let bad = text.replacingOccurrences(of: #""pixelScale":3"#, with: #""pixelScale":"# + written)
      #expect(
        corruption(PickerSessionHeader.self, bad) == [
          "pixelScale", "pixelScale must be a finite number above zero, got \(read)",
        ])
    }
    #expect(throws: DecodingError.self) {
      try decode(
        PickerSessionHeader.self,
        text.replacingOccurrences(of: #""pixelScale":3"#, with: #""pixelScale":"nan""#))
    }
  }

  @Test func entriesHaveTheirDocumentedShapes() throws {
    let bare = PickerSessionEntry(event: .didScroll(offset: 412.5))
    let full = PickerSessionEntry(
      event: .tap(row: 1), effects: [.selectionFeedback, .didEndScrolling(row: 1)], time: 3.25)
    #expect(try json(bare) == #"{"event":{"didScroll":{"offset":412.5}}}"#)
    #expect(
      try json(full)
        == #"{"effects":[{"selectionFeedback":{}},{"didEndScrolling":{"row":1}}],"#
        + #""event":{"tap":{"row":1}},"time":3.25}"#)
    #expect(try decode(PickerSessionEntry.self, json(bare)) == bare)
    #expect(try decode(PickerSessionEntry.self, json(full)) == full)
  }

  @Test func aHeaderOfANewerFormatIsRefusedAtItsVersion() throws {
    var text = try json(PickerSessionHeader(layout: Self.sessionLayout))
    text = text.replacingOccurrences(of: #""pickerSession":1"#, with: #""pickerSession":2"#)
    #expect(
      corruption(PickerSessionHeader.self, text) == [
        "pickerSession",
        "format version 2 is newer than this library reads (1): replay it with a later version",
      ])
  }

  @Test func anEntryIsNotAHeader() {
    #expect(throws: DecodingError.self) {
      try decode(PickerSessionHeader.self, #"{"event":{"didEndDecelerating":{}}}"#)
    }
  }
}
