import PickerCheck

/// Where a failure's session and picture go: `--save-session PATH` and `--svg PATH`.
struct FailureFiles {
  /// The session file to write, from `--save-session`.
  var sessionPath: String?
  /// The picture to write, from `--svg`.
  var svgPath: String?

  /// Writes a checker's or a fuzzer's failure: its shrunk case as a session, its timeline
  /// as a picture, each when asked for, and says where.
  ///
  /// - Returns: False when a file could not be written (said on standard error).
  func write(_ report: FailureReport) -> Bool {
    var wrote = true
    if let sessionPath {
      wrote = save(report.session.jsonLines, to: sessionPath, what: "session") && wrote
      if !report.replaysFromSession {
        say(
          """
                      (the session's replay does not reach this failure: it hangs on what \
          the scroll-view model holds and a recording does not, such as its simulated time; \
          the token replays the whole case)
          """)
      }
    }
    if let svgPath { wrote = save(report.timeline.svg, to: svgPath, what: "picture") && wrote }
    return wrote
  }

  /// Writes a replayed session's picture, when asked for.
  func write(_ timeline: Timeline?) -> Bool {
    guard let svgPath, let timeline else { return true }
    return save(timeline.svg, to: svgPath, what: "picture")
  }

  /// Writes one file and says where, or why not.
  private func save(_ text: String, to path: String, what: String) -> Bool {
    do {
      try LocalFile.write(text, to: path)
      say("  \(what):\(String(repeating: " ", count: max(11 - what.count, 1)))written to \(path)")
      return true
    } catch {
      writeToStandardError("pickerstate: cannot write the \(what): \(error)\n")
      return false
    }
  }
}
