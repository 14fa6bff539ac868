import Foundation
import Testing

@testable import PickerState

/// The page events, the snap rejection and the autoplay policies in the session format:
/// written as documented, read back, and options without the policies written as before.
extension CodableTests {
  @Test func thePageEventsHaveTheirDocumentedShapes() throws {
    #expect(
      try json(PickerEvent.selectSnap(2, animated: true))
        == #"{"selectSnap":{"animated":true,"snap":2}}"#)
    #expect(try json(PickerEvent.selectNextSnap) == #"{"selectNextSnap":{}}"#)
    #expect(try json(PickerEvent.selectPreviousSnap) == #"{"selectPreviousSnap":{}}"#)
    #expect(
      try json(PickerEffect.rejected(.snapOutOfRange(snap: 8, snapCount: 8)))
        == #"{"rejected":{"reason":{"snapOutOfRange":{"snap":8,"snapCount":8}}}}"#)
  }

  @Test func thePageEventsRoundTrip() throws {
    let events: [PickerEvent] = [
      .selectSnap(2, animated: true), .selectSnap(.min, animated: false), .selectNextSnap,
      .selectPreviousSnap, .layoutChanged(try tenRows().contained()),
    ]
    for event in events { #expect(try decode(PickerEvent.self, json(event)) == event) }
    let rejection = PickerEffect.rejected(.snapOutOfRange(snap: -1, snapCount: 0))
    #expect(try decode(PickerEffect.self, json(rejection)) == rejection)
  }

  @Test func optionsWithoutTheAutoplayPoliciesAreWrittenAsBefore() throws {
    let written = try json(PickerOptions(autoAdvanceInterval: 3))
    #expect(!written.contains("autoAdvanceStops"))
    #expect(
      written
        == #"{"autoAdvanceInterval":3,"commitsSelectionWhileScrolling":false,"#
        + #""decelerationRate":0.998,"flingThreshold":300,"minimumAnimatedDistance":1,"#
        + #""snapping":{"nearest":{}},"suppressesEdgeAnimation":true}"#)
    #expect(try decode(PickerOptions.self, written) == PickerOptions(autoAdvanceInterval: 3))
  }

  @Test func theAutoplayPoliciesAreWrittenWhenOnAndReadBack() throws {
    let options = PickerOptions(
      autoAdvanceInterval: 3, autoAdvanceStopsOnInteraction: true, autoAdvanceStopsAtEnd: true)
    let written = try json(options)
    #expect(written.contains(#""autoAdvanceStopsAtEnd":true"#))
    #expect(written.contains(#""autoAdvanceStopsOnInteraction":true"#))
    #expect(try decode(PickerOptions.self, written) == options)
    var one = PickerOptions()
    one.autoAdvanceStopsAtEnd = true
    #expect(try decode(PickerOptions.self, json(one)) == one)
  }
}
