import PickerCheck

/// Where a failure's session and picture go, and a replayed session's picture:
/// `--save-session PATH` and `--svg PATH`.
struct FailureFiles {
  /// The session file to write, from `--save-session`.
  var sessionPath: String?
  /// The picture to write, from `--svg`.
  var svgPath: String?

  /// Writes a checker's or a fuzzer's failure: its shrunk case as a session, its timeline
  /// as a picture, each when asked for, and says where. A trap's case is written as a
  /// session but not drawn: both the picture and the check that the session replays to the
  /// failure would run the trapping event in this process.
  ///
  /// - Returns: False when a file could not be written (said on standard error).
  func write(_ report: FailureReport) -> Bool {
    var wrote = true
    let property = report.shrunk.failure?.property
    let traps = property == .trap || property == .checkerTrap
    if let sessionPath {
      wrote = save(report.session.jsonLines, to: sessionPath, what: "session") && wrote
      if !traps && !report.replaysFromSession {
        say(
          """
                      (the session's replay does not reach this failure: it hangs on what \
          the scroll-view model holds and a recording does not, such as its simulated time; \
          the token replays the whole case)
          """)
      }
    }
    if svgPath != nil, traps {
      sayTrapNotDrawn(indent: "  ")
    } else if let svgPath {
      wrote = save(report.timeline.svg, to: svgPath, what: "picture") && wrote
    }
    return wrote
  }

  /// Writes a replayed session's picture, when asked for, and says where and which events
  /// it draws.
  ///
  /// - Parameters:
  ///   - timeline: The picture's history.
  ///   - count: The session's number of events.
  ///   - indent: What the line starts with: a failure's lines are indented.
  /// - Returns: False when the file could not be written (said on standard error).
  func write(_ timeline: Timeline, of count: Int, indent: String) -> Bool {
    guard let svgPath else { return true }
    let first = timeline.firstDrawnEvent
    let last = first + timeline.drawnEventCount - 1
    let events =
      switch timeline.drawnEventCount {
      case 0: "no event of \(count)"
      case 1: "event \(first) of \(count)"
      default: "events \(first)–\(last) of \(count)"
      }
    return save(timeline.svg, to: svgPath, what: "picture", indent: indent, saying: events)
  }

  /// Says, when a picture was asked for, that a trap's case is not drawn: drawing it would
  /// run the trapping event in this process.
  ///
  /// - Parameter indent: What the line starts with.
  func sayTrapNotDrawn(indent: String) {
    guard svgPath != nil else { return }
    say(label("picture", indent: indent) + "not drawn: a trap's case would trap again here")
  }

  /// Says, for each file asked for, that no case failed and so nothing was written to it:
  /// a check that holds has no case to save or draw.
  func sayNothingFailed() {
    for (path, what) in [(sessionPath, "session"), (svgPath, "picture")] {
      guard let path else { continue }
      say("\(label(what, indent: ""))no failing case, nothing written to \(path)")
    }
  }

  /// Writes one file and says where, or why not.
  ///
  /// - Parameters:
  ///   - indent: What the line starts with.
  ///   - saying: What the file holds, said after its path when given.
  private func save(
    _ text: String, to path: String, what: String, indent: String = "  ",
    saying detail: String? = nil
  ) -> Bool {
    do {
      try LocalFile.write(text, to: path)
      say(label(what, indent: indent) + "written to \(path)" + (detail.map { " (\($0))" } ?? ""))
      return true
    } catch {
      writeToStandardError("pickerstate: cannot write the \(what): \(error)\n")
      return false
    }
  }

  /// The start of a line about a file: `what:` and spaces to the report's value column.
  private func label(_ what: String, indent: String) -> String {
    indent + what + ":" + String(repeating: " ", count: max(11 - what.count, 1))
  }
}
