import Foundation
import PickerCheck
import PickerState
import Testing

/// Reading session files: a well-formed file reads back as written, and every kind of
/// malformed file is refused with its line and field, before anything is replayed.
@Suite struct SessionFileTests {
  static let layout = try! PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 3)
  static let header = Session(
    header: PickerSessionHeader(layout: layout), entries: []
  ).jsonLines

  /// The error reading `text` throws, or nil when it reads.
  func error(reading text: String) -> SessionFileError? {
    do {
      _ = try Session(jsonLines: Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func aWrittenSessionReadsBackEqual() throws {
    let session = Session(
      header: PickerSessionHeader(layout: Self.layout, initialRow: 1),
      entries: [
        PickerSessionEntry(event: .willBeginDragging, time: 0),
        PickerSessionEntry(
          event: .didScroll(offset: .infinity),
          effects: [.rejected(.nonFiniteNumber(field: .offset, value: .infinity))]),
        PickerSessionEntry(event: .layoutChanged(Self.layout), effects: []),
        PickerSessionEntry(event: .select(row: .max, animated: true)),
      ])
    #expect(try Session(jsonLines: Array(session.jsonLines.utf8)) == session)
  }

  @Test func numbersAtTheEdgesOfDoubleReadBackExactly() throws {
    let offsets: [Double] = [
      0.1, 1e-7, -0.25, .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, 123_456_789.123_456_78,
    ]
    let session = Session(
      header: PickerSessionHeader(layout: Self.layout),
      entries: offsets.map { PickerSessionEntry(event: .didScroll(offset: $0), time: $0) })
    #expect(try Session(jsonLines: Array(session.jsonLines.utf8)) == session)
  }

  /// NaN never equals itself, so the text is compared: read and written again, the same.
  @Test func numbersThatAreNotFiniteReadInEveryNumberField() throws {
    let text =
      Self.header
      + #"{"effects":[{"scroll":{"animated":false,"toOffset":"infinity"}},"#
      + #"{"scheduleAutoAdvance":{"after":"nan"}}],"#
      + #""event":{"willEndDragging":{"proposedOffset":"nan","velocity":"-infinity"}},"#
      + #""time":"infinity"}"# + "\n"
      + #"{"event":{"optionsChanged":{"options":{"autoAdvanceInterval":"-infinity","#
      + #""commitsSelectionWhileScrolling":false,"decelerationRate":0.998,"#
      + #""flingThreshold":"infinity","minimumAnimatedDistance":"-infinity","#
      + #""snapping":{"nearest":{}},"suppressesEdgeAnimation":true}}}}"# + "\n"
    let session = try Session(jsonLines: Array(text.utf8))
    #expect(session.jsonLines == text)
    #expect(session.entries[0].time == .infinity)
    #expect(
      session.entries[1].event
        == .optionsChanged(
          PickerOptions(
            flingThreshold: .infinity, minimumAnimatedDistance: -.infinity,
            autoAdvanceInterval: -.infinity)))
  }

  @Test func lineEndingsOfEitherKindAndNoLastNewlineRead() throws {
    let text =
      Self.header.replacingNewlines(with: "\r\n")
      + #"{"event":{"didEndDecelerating":{}}}"# + "\r\n" + #"{"event":{"tap":{"row":2}}}"#
    let session = try Session(jsonLines: Array(text.utf8))
    #expect(
      session.entries == [
        PickerSessionEntry(event: .didEndDecelerating), PickerSessionEntry(event: .tap(row: 2)),
      ])
  }

  // MARK: - Malformed files

  @Test func aFileWithoutAHeaderIsRefusedAtLine1() {
    let hint = #"a session starts with a header, {"pickerSession": 1, "layout": …}"#
    #expect(
      error(reading: #"{"event":{"didEndDecelerating":{}}}"# + "\n")
        == SessionFileError(line: 1, reason: "no header: " + hint))
    #expect(error(reading: "") == SessionFileError(line: 1, reason: "the file is empty: " + hint))
  }

  @Test func aTruncatedLineIsRefusedAtItsLine() {
    let text =
      Self.header + #"{"event":{"tap":{"row":2}}}"# + "\n" + #"{"event":{"didScroll":{"offs"#
    #expect(
      error(reading: text)
        == SessionFileError(
          line: 3,
          reason:
            "not valid JSON, and the file ends on it without a newline (is it truncated?)"))
  }

  @Test func anUnknownEventIsRefusedAtItsName() {
    let text = Self.header + #"{"event":{"flick":{"speed":3}}}"# + "\n"
    #expect(
      error(reading: text)
        == SessionFileError(line: 2, field: "event.flick", reason: "unknown PickerEvent 'flick'"))
  }

  @Test func aLayoutWithANegativeWidthIsRefusedAtItsField() {
    let header = Self.header.replacingFirst(#""viewportWidth":300"#, with: #""viewportWidth":-300"#)
    #expect(
      error(reading: header)
        == SessionFileError(
          line: 1, field: "layout.viewportWidth",
          reason: "viewportWidth must not be negative, got -300.0"))
    let change =
      #"{"event":{"layoutChanged":{"layout":"#
      + #"{"alignment":{"center":{}},"direction":"leftToRight","itemCount":3,"itemWidth":-50,"#
      + #""spacing":0,"viewportWidth":300,"wrapsAround":false}}}}"#
    #expect(
      error(reading: Self.header + change)
        == SessionFileError(
          line: 2, field: "event.layoutChanged.layout.itemWidth",
          reason: "itemWidth must be finite and > 0, got -50.0"))
  }

  @Test func aNewerFormatVersionIsRefusedAtLine1() {
    let header = Self.header.replacingFirst(#""pickerSession":1"#, with: #""pickerSession":2"#)
    #expect(
      error(reading: header)
        == SessionFileError(
          line: 1, field: "pickerSession",
          reason:
            "format version 2 is newer than this library reads (1): replay it with a later version")
    )
  }

  @Test func anEmptyLineAndAWrongTypeAreRefusedAtTheirLines() {
    #expect(
      error(reading: Self.header + "\n" + #"{"event":{"tap":{"row":2}}}"#)
        == SessionFileError(line: 2, reason: "an empty line"))
    #expect(
      error(reading: Self.header + #"{"event":{"tap":{"row":"two"}}}"#)
        == SessionFileError(
          line: 2, field: "event.tap.row", reason: "expected a number, found a string"))
    #expect(
      error(reading: Self.header + #"{"event":{"tap":{}}}"#)
        == SessionFileError(line: 2, field: "event.tap.row", reason: "missing"))
  }

  /// Each error names the field and what it found there, from the decoder's coding path
  /// and the line read again at it.
  @Test(arguments: [
    (
      #"{"event":{"didEndDragging":{"willDecelerate":1}}}"#,
      SessionFileError(
        line: 2, field: "event.didEndDragging.willDecelerate",
        reason: "expected a boolean, found a number")
    ),
    (
      #"{"event":{"tap":{"row":null}}}"#,
      SessionFileError(line: 2, field: "event.tap.row", reason: "expected a number, found null")
    ),
    (
      #"{"event":{"didScroll":{"offset":"Infinity"}}}"#,
      SessionFileError(
        line: 2, field: "event.didScroll.offset", reason: "expected a number, found a string")
    ),
    (
      #"{"event":["tap"]}"#,
      SessionFileError(line: 2, field: "event", reason: "expected an object, found an array")
    ),
    (
      #"{"event":{}}"#,
      SessionFileError(
        line: 2, field: "event",
        reason: "a PickerEvent is an object with exactly one key, the case's name")
    ),
    (
      #"{"event":{"tap":{"row":1}},"effects":[{"selectionFeedback":{}},{"flash":{}}]}"#,
      SessionFileError(line: 2, field: "effects[1].flash", reason: "unknown PickerEffect 'flash'")
    ),
    (
      #"{"event":{"tap":{"row":1}},"effects":[{"selectionChanged":{"row":1,"cause":"swipe"}}]}"#,
      SessionFileError(
        line: 2, field: "effects[0].selectionChanged.cause",
        reason: "unknown SelectionCause 'swipe'")
    ),
    (
      #"{"event":{"tap":{"row":9}},"effects":[{"rejected":{"reason":{"tooFar":{}}}}]}"#,
      SessionFileError(
        line: 2, field: "effects[0].rejected.reason.tooFar",
        reason: "unknown PickerRejection 'tooFar'")
    ),
    (
      #"{"event":{"tap":{"row":1}},"time":"soon"}"#,
      SessionFileError(line: 2, field: "time", reason: "expected a number, found a string")
    ),
    (
      #"{"event":{"tap":{"row":1.5}}}"#,
      SessionFileError(line: 2, reason: "not valid JSON, or a number out of range")
    ),
  ])
  func aBadValueIsRefusedAtItsField(line: String, expected: SessionFileError) {
    #expect(error(reading: Self.header + line + "\n") == expected)
  }

  /// A rejected event is the picker's answer, not a malformed line: it reads, replays
  /// without a finding, and its rejection matches a recording of it.
  @Test func anEventThePickerRejectsReplays() throws {
    let text =
      Self.header
      + #"{"event":{"select":{"row":99,"animated":true}},"effects":"#
      + #"[{"rejected":{"reason":{"rowOutOfRange":{"row":99,"itemCount":3}}}}]}"# + "\n"
    let replay = SessionReplay(try Session(jsonLines: Array(text.utf8)))
    #expect(replay.finding == nil)
    #expect(replay.eventsReplayed == 1)
    #expect(replay.effectsCompared == 1)
  }

  /// Random damage to a session file is refused or read, never a trap.
  @Test func damagedFilesNeverTrap() {
    var random = Xoshiro256StarStar(seed: 0x5e55_10)
    let text = Array(
      (Self.header + #"{"event":{"willEndDragging":{"velocity":-850,"proposedOffset":140}},"#
        + #""effects":[{"setTargetOffset":{"offset":100}}],"time":1.5}"# + "\n").utf8)
    var refused = 0
    for _ in 0..<20_000 {
      var bytes = text
      for _ in 0...Int(random.next() % 4) {
        let index = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.remove(at: index)
        default: bytes.removeSubrange(index...)
        }
        if bytes.isEmpty { break }
      }
      do {
        _ = SessionReplay(try Session(jsonLines: bytes))
      } catch {
        refused += 1
        #expect(error.line >= 1 && error.line <= 2)
      }
    }
    #expect(refused > 10_000)
  }
}

extension String {
  func replacingNewlines(with separator: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
  }

  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
