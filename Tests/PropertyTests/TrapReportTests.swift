import Testing

/// A trap in the library is reported as a failure, through the debug build's planted slips
/// (`--plant trap` and `--plant trap-while-shrinking`, see `TrapFixture` in the tool): the
/// library traps inside `update(_:)`, and the check's child process dies of it. A trap in the
/// checker's own code (`--plant checker-trap`) is reported the same way, as the checker's bug.
@Suite struct TrapReportTests {
  /// The planted trap's case, shrunk: a `didScroll` at rest, as the default check found it
  /// before the generators drew pages (its tape still replays as that trap).
  static let token =
    "hostile:"
    + (["50", "74", "0", "0", "0", "0", "1"] + Array(repeating: "0", count: 284)
    + ["3", "0", "0"]).joined(separator: ".")

  /// Runs `pickerstate` with `arguments`, expects it to fail (exit code 1), and returns the
  /// lines it printed, blank ones left out.
  static func failingRunLines(_ arguments: String...) throws -> [String] {
    let run = try PickerstateTool.run(arguments)
    #expect(run.status == 1)
    return run.output.split(separator: "\n").map(String.init)
  }

  /// The signal a Swift trap raises: `ud2` on x86-64, `brk` on ARM.
  #if arch(x86_64)
    static let trapSignal = "SIGILL (signal 4)"
  #else
    static let trapSignal = "SIGTRAP (signal 5)"
  #endif

  @Test func aTrapInTheLibraryIsReportedWithItsSeedTokenAndShrunkLength() throws {
    let lines = try Self.failingRunLines(
      "check", "--seed", "0x5eed", "--events", "20000", "--depth", "0", "--plant", "trap")
    try #require(lines.count >= 7)
    // The second line names the threads, which depend on the machine.
    #expect(
      [lines[0]] + lines[2..<7] == [
        "seed: 0x5eed  (rerun with --seed 0x5eed)",
        "FAILURE: trap: \(TrapReportTests.trapSignal) in the library's update(_:)",
        "  case seed:  0x9f1fd9d03f0a9b4 (host mode)",
        "  original:   80 events, 523 choices",
        "  shrunk:     2 events, 51 choices",
        "  tape:       host:23.8.0.0.0.0.1" + String(repeating: ".0", count: 26)
          + ".3.b.0.0.0.0.0.0.0.4.0.1.0.1d.1.0.0.0",
      ])
    #expect(lines.contains("A test that reproduces it (Tests/PropertyTests/Regressions/):"))
  }

  @Test func aTrapInTheCheckersOwnCodeIsReportedAsItsBugWithItsSeedTokenAndTest() throws {
    let lines = try Self.failingRunLines(
      "check", "--seed", "0x5eed", "--events", "20000", "--depth", "0", "--plant",
      "checker-trap")
    try #require(lines.count >= 8)
    // The slip strikes where the library's does, outside the library's window: the same
    // case, told apart only by where it trapped.
    let tape =
      "host:23.8.0.0.0.0.1" + String(repeating: ".0", count: 26)
      + ".3.b.0.0.0.0.0.0.0.4.0.1.0.1d.1.0.0.0"
    #expect(
      [lines[0]] + lines[2..<7] == [
        "seed: 0x5eed  (rerun with --seed 0x5eed)",
        "FAILURE: checker bug: trap: \(TrapReportTests.trapSignal) in the checker's own code, "
          + "outside update(_:)",
        "  case seed:  0x9f1fd9d03f0a9b4 (host mode)",
        "  original:   80 events, 523 choices",
        "  shrunk:     2 events, 51 choices",
        "  tape:       \(tape)",
      ])
    #expect(lines[7] == "  replay:     swift run -c release pickerstate check --replay '\(tape)'")
    let test = try #require(
      lines.firstIndex(of: "A test that reproduces it (Tests/PropertyTests/Regressions/):"))
    #expect(
      Array(lines[test + 1..<test + 4]) == [
        "// checker bug: trap: \(TrapReportTests.trapSignal) in the checker's own code, outside "
          + "update(_:) (seed",
        "// 0x9f1fd9d03f0a9b4)",
        "@Test func shrunkCaseHost9f1fd9d03f0a9b4() throws {",
      ])
  }

  @Test func aFailureBeingShrunkWhenACandidateTrapsKeepsItsReport() throws {
    // The seed 0x10: since the generators drew pages, the default seed's first failing
    // case shrinks without a candidate that traps.
    let lines = try Self.failingRunLines(
      "check", "--seed", "0x10", "--events", "20000", "--depth", "0", "--plant",
      "trap-while-shrinking")
    try #require(lines.count >= 7)
    #expect(
      Array(lines[2..<7]) == [
        "(a candidate trapped while this failure shrank: a trap is not the same failure)",
        "FAILURE: state invariants (I1, I3, I7): I1: selectedRow 6 with itemCount 4",
        "  case seed:  0x145a11cac985644b (hostile mode)",
        "  original:   58 events, 257 choices",
        "  shrunk:     1 events, 28 choices",
      ])
  }

  @Test func aTrapInTheExhaustiveSearchIsReportedWithItsPath() throws {
    let run = try PickerstateTool.run(
      "check", "--seed", "0x5eed", "--events", "0", "--depth", "1", "--plant", "trap")
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let first = try #require(lines.firstIndex(of: "In the exhaustive search:"))
    try #require(lines.count >= first + 9)
    #expect(
      Array(lines[first..<first + 9]) == [
        "In the exhaustive search:",
        "FAILURE: trap: \(TrapReportTests.trapSignal) in the library's update(_:)",
        "  mode:       exhaustive, from a tape",
        "  original:   1 events, 3 choices",
        "  shrunk:     1 events, 3 choices",
        "  tape:       exhaustive:12.0.9",
        "  replay:     swift run -c release pickerstate check --replay 'exhaustive:12.0.9'",
        "  event:      .didScroll(offset: -40.0)",
        "  before:     selectedRow 0, centeredRow 0, offset 0.0, phase idle, "
          + "autoAdvanceDelay nil, 1 rows in 0.0...0.0",
      ])
  }

  @Test func aTrappingTokenReplaysAsTheSameTrap() throws {
    let lines = try Self.failingRunLines("check", "--replay", Self.token, "--plant", "trap")
    #expect(
      Array(lines.prefix(5)) == [
        "FAILURE: trap: \(TrapReportTests.trapSignal) in the library's update(_:)",
        "  mode:       hostile, from a tape",
        "  original:   1 events, 294 choices",
        "  shrunk:     1 events, 294 choices",
        "  tape:       \(Self.token)",
      ])
  }
}

/// `pickerstate replay` of a session whose event traps names that event's line.
@Suite struct ReplayTrapTests {
  @Test func aReplayThatTrapsNamesTheTrappingEventsLine() throws {
    let session = "Tests/Sessions/scrollview-plain-seed1.jsonl"
    let lines = try TrapReportTests.failingRunLines("replay", session, "--plant", "trap")
    try #require(lines.count >= 4)
    // The first line says how long reading took.
    #expect(lines[0].hasPrefix("replaying 212 events from \(session) (read in "))
    #expect(
      Array(lines[1..<4]) == [
        "FAILURE: trap: \(TrapReportTests.trapSignal) in the library's update(_:)",
        "  session:    \(session), line 28 (event 27)",
        "  event:      {\"effects\":[],\"event\":{\"didScroll\":{\"offset\":400.6666666666667}},"
          + "\"time\":0.44999999999999996}",
      ])
  }
}
