import Foundation
import PickerCheck
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The `pickerstate` tool as a user runs it: the built executable, beside this test bundle,
/// its exit codes, what it prints and the files it writes.
@Suite struct CommandLineTests {
  static let cleanSession = "Tests/Sessions/scrollview-wrapping-seed3.jsonl"

  // MARK: - Help

  @Test(arguments: [
    (["check", "--help"], "usage: pickerstate check"),
    (["check", "-h"], "usage: pickerstate check"),
    (["check", "--seed", "5", "--help"], "usage: pickerstate check"),
    (["replay", "--help"], "usage: pickerstate replay"),
    (["replay", "-h"], "usage: pickerstate replay"),
    (["replay", "picker.jsonl", "--svg", "--help"], "usage: pickerstate replay"),
    (["--help"], "usage: pickerstate check"),
    (["-h"], "usage: pickerstate check"),
  ])
  func helpPrintsTheCommandsUsageAndExitsZero(arguments: [String], usage: String) throws {
    let run = try PickerstateTool.run(arguments)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(usage), "\(run.output)")
    #expect(run.output.contains("--svg PATH"))
    #expect(run.errors == "")
  }

  // MARK: - Pictures

  /// Whether `path` holds a well-formed SVG document.
  static func holdsSVG(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let parser = XMLParser(data: data)
    return String(decoding: data, as: UTF8.self).hasPrefix("<?xml") && parser.parse()
  }

  @Test func aCleanReplayDrawsItsLastEventsAndSaysWhere() throws {
    let path = try PickerstateTool.scratchPath("clean.svg")
    let run = try PickerstateTool.run("replay", Self.cleanSession, "--svg", path)
    #expect(run.status == 0)
    #expect(run.output.contains("\npicture:    written to \(path) (events 1–223 of 223)\n"))
    #expect(run.output.hasSuffix("OK: every check held\n"))
    #expect(Self.holdsSVG(path))
  }

  @Test func fromAndToChooseTheEventsOfACleanReplaysPicture() throws {
    let path = try PickerstateTool.scratchPath("range.svg")
    let run = try PickerstateTool.run(
      "replay", Self.cleanSession, "--svg", path, "--from", "10", "--to", "60")
    #expect(run.status == 0)
    #expect(run.output.contains("picture:    written to \(path) (events 10–60 of 223)"))
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("events 10–60 of 223"))
    let alone = try PickerstateTool.run("replay", Self.cleanSession, "--svg", path, "--from", "200")
    #expect(alone.output.contains("(events 200–223 of 223)"))
  }

  @Test(arguments: [
    (["--from", "0"], "pickerstate: --from: '0' is not a valid value"),
    (["--to", "x"], "pickerstate: --to: 'x' is not a valid value"),
    (["--from", "9", "--to", "5"], "pickerstate: --to 5 is before --from 9"),
    (["--from", "1", "--to", "301"], "pickerstate: --from 1 --to 301: a picture draws at most"),
    (["--from", "224"], "pickerstate: --from 224: the session has 223 events"),
  ])
  func aBadRangeIsOneLineAndExitTwoWithNothingWritten(flags: [String], error: String) throws {
    let path = try PickerstateTool.scratchPath("never.svg")
    let run = try PickerstateTool.run(["replay", Self.cleanSession, "--svg", path] + flags)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix(error), "\(run.errors)")
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.output == "")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aRangeWithoutAPictureIsAnError() throws {
    let run = try PickerstateTool.run("replay", Self.cleanSession, "--to", "5")
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("pickerstate: --from and --to choose the picture's events"))
  }

  @Test func aMalformedSessionDrawsNothing() throws {
    let session = try PickerstateTool.scratchPath("malformed.jsonl")
    try "{\"pickerSession\":1}\n".write(toFile: session, atomically: true, encoding: .utf8)
    let path = session + ".svg"
    let run = try PickerstateTool.run("replay", session, "--svg", path)
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aCheckThatHoldsSaysItDrewNothing() throws {
    let path = try PickerstateTool.scratchPath("check.svg")
    let run = try PickerstateTool.run(
      "check", "--seed", "1", "--events", "2000", "--depth", "0", "--workers", "1", "--svg", path)
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("picture:    no failing case, nothing written to \(path)\nOK\n"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
