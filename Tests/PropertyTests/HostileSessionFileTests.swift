import Foundation
import PickerCheck
import PickerState
import Testing

/// Session files made to break a reader: nesting far deeper than any session's, numbers no
/// `Double` or `Int` holds, a layout of a million rows or of `Int.max` rows, a character
/// cut in half. Each is refused with one line naming its line, or read and replayed where
/// it is valid; none traps, in the reader or in `pickerstate replay`.
@Suite struct HostileSessionFileTests {
  static let header = SessionFileTests.header
  static let notJSON = "not valid JSON, or a number out of range"
  static let cutOff =
    "not valid JSON, and the file ends on it without a newline (is it truncated?)"

  /// The error reading `bytes` throws, or nil when it reads.
  func error(reading bytes: [UInt8], workers: Int = 1) -> SessionFileError? {
    do {
      _ = try Session(jsonLines: bytes, workers: workers)
      return nil
    } catch {
      return error
    }
  }

  /// The header's line with one of its values replaced.
  static func header(replacing target: String, with replacement: String) -> String {
    header.replacingFirst(target, with: replacement)
  }

  /// The header's line with a layout of a million rows of their own widths.
  static let millionWidths = header(
    replacing: #""itemCount":3,"itemWidth":50"#,
    with: #""itemWidths":["# + Array(repeating: "50", count: 1_000_000).joined(separator: ",")
      + "]")

  // MARK: - Nesting

  static let deepLines = [
    #"{"event":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
      + "}",
    #"{"event":"# + String(repeating: #"{"a":"#, count: 100_000) + "1"
      + String(repeating: "}", count: 100_000) + "}",
    #"{"event":"# + String(repeating: #"{"a":["#, count: 100_000),
  ]

  /// On the calling thread (one worker), and on a worker thread: the deep line comes after
  /// the first job's lines.
  @Test(arguments: [1, 2])
  func nestingAHundredThousandDeepIsRefusedAtItsLine(workers: Int) {
    let valid = #"{"event":{"tap":{"row":1}}}"# + "\n"
    for deep in Self.deepLines {
      let text = Self.header + String(repeating: valid, count: 5_000) + deep + "\n" + valid
      #expect(
        error(reading: Array(text.utf8), workers: workers)
          == SessionFileError(line: 5_002, reason: Self.notJSON))
    }
  }

  @Test func aHeaderNestedAHundredThousandDeepIsRefused() {
    let header = Self.header(
      replacing: #""initialRow":0"#,
      with: #""initialRow":0,"x":"# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000))
    #expect(
      error(reading: Array(header.utf8)) == SessionFileError(line: 1, reason: Self.notJSON))
  }

  // MARK: - Numbers

  @Test(arguments: [
    #"{"event":{"didScroll":{"offset":1e400}}}"#,
    #"{"event":{"didScroll":{"offset":-1e400}}}"#,
    #"{"event":{"didScroll":{"offset":"# + String(repeating: "9", count: 400) + "}}}",
    #"{"event":{"tap":{"row":"# + String(repeating: "9", count: 400) + "}}}",
    #"{"event":{"tap":{"row":-9223372036854775809}}}"#,
    #"{"event":{"tap":{"row":1}},"time":1e400}"#,
  ])
  func aNumberPastItsTypeIsRefusedAtItsLine(line: String) {
    #expect(
      error(reading: Array((Self.header + line + "\n").utf8))
        == SessionFileError(line: 2, reason: Self.notJSON))
  }

  @Test func aHeaderNumberPastDoubleIsRefused() {
    let header = Self.header(replacing: #""viewportWidth":300"#, with: #""viewportWidth":1e400"#)
    #expect(
      error(reading: Array(header.utf8)) == SessionFileError(line: 1, reason: Self.notJSON))
  }

  // MARK: - Huge layouts

  @Test func aLayoutOfAMillionWidthsReadsAndReplays() throws {
    let text = Self.millionWidths + #"{"event":{"tap":{"row":999999}}}"# + "\n"
    let session = try Session(jsonLines: Array(text.utf8))
    #expect(session.header.layout.itemCount == 1_000_000)
    #expect(session.entries == [PickerSessionEntry(event: .tap(row: 999_999))])
    let replay = SessionReplay(session)
    #expect(replay.finding == nil)
    #expect(replay.eventsReplayed == 1)
  }

  @Test(arguments: [false, true])
  func aLayoutOfIntMaxRowsIsRefusedAtItsCount(wrapsAround: Bool) {
    let header = Self.header(
      replacing: #""itemCount":3,"#, with: #""itemCount":9223372036854775807,"#
    ).replacingFirst(#""wrapsAround":false"#, with: #""wrapsAround":\#(wrapsAround)"#)
    #expect(
      error(reading: Array(header.utf8))
        == SessionFileError(
          line: 1, field: "layout.itemCount",
          reason: "\(PickerLayoutError.itemCountTooLarge(.max))"))
  }

  // MARK: - A character cut in half

  @Test func aCharacterCutInHalfAtTheEndOfTheFileIsRefusedAsTruncated() {
    let bytes = Array((Self.header + #"{"event":{"tap":{"row":1}},"note":"caf"#).utf8) + [0xC3]
    #expect(error(reading: bytes) == SessionFileError(line: 2, reason: Self.cutOff))
  }

  @Test func aCharacterCutInHalfInANameIsRefusedAtItsLine() {
    let event = Array(#"{"event":{"tap"#.utf8) + [0xE2, 0x82] + Array(#"":{}}}"#.utf8)
    let bytes =
      Array(Self.header.utf8) + event + Array(("\n" + #"{"event":{"tap":{"row":1}}}"#).utf8)
    #expect(error(reading: bytes) == SessionFileError(line: 2, reason: Self.notJSON))
    let halves = Self.header.split(separator: "ToRight", maxSplits: 1)
    #expect(
      error(reading: Array(halves[0].utf8) + [0xE2, 0x82] + Array(halves[1].utf8))
        == SessionFileError(line: 1, reason: Self.notJSON))
  }

  // MARK: - Through the tool

  /// What `pickerstate replay FILE --svg PICTURE` printed and returned for `bytes`, and
  /// whether it drew the picture.
  func replayed(_ bytes: [UInt8]) throws -> (run: PickerstateTool.Run, drew: Bool) {
    let file = try PickerstateTool.scratchPath("session.jsonl")
    let picture = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("picture.svg").path
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let run = try PickerstateTool.run(["replay", file, "--svg", picture])
    return (run, FileManager.default.fileExists(atPath: picture))
  }

  @Test func theToolRefusesEachHostileFileWithOneLineAndExit2() throws {
    let valid = Array(#"{"event":{"tap":{"row":1}}}"#.utf8)
    let files: [(bytes: [UInt8], expected: String)] = [
      (Array((Self.header + Self.deepLines[0] + "\n").utf8), "line 2: " + Self.notJSON),
      (
        Array((Self.header + #"{"event":{"didScroll":{"offset":1e400}}}"#).utf8),
        "line 2: " + Self.cutOff
      ),
      (
        Array(
          Self.header(replacing: #""itemCount":3,"#, with: #""itemCount":\#(Int.max),"#).utf8),
        "line 1: layout.itemCount: \(PickerLayoutError.itemCountTooLarge(.max))"
      ),
      (
        Array(Self.header.utf8) + Array(#"{"event":{"tap"#.utf8) + [0xE2, 0x82, 0x0A] + valid,
        "line 2: " + Self.notJSON
      ),
    ]
    for file in files {
      let (run, drew) = try replayed(file.bytes)
      #expect(run.status == 2)
      #expect(run.output == "")
      #expect(run.errors.hasPrefix("pickerstate: "))
      #expect(run.errors.hasSuffix(": " + file.expected + "\n"))
      #expect(run.errors.filter { $0 == "\n" }.count == 1)
      #expect(!drew)
    }
  }

  @Test func theToolReplaysALayoutOfAMillionWidths() throws {
    let (run, _) = try replayed(
      Array((Self.millionWidths + #"{"event":{"tap":{"row":3}}}"#).utf8))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("OK: every check held"))
  }
}
