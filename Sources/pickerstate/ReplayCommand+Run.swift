import PickerCheck
import PickerState

extension ReplayCommand {
  /// Reads and replays the session, and returns the exit code: 0 when everything held, 1
  /// for a broken promise or a divergence, 2 for a file that cannot be read.
  func run() -> Int32 {
    let session: Session
    do {
      session = try Session(jsonLines: try LocalFile.read(path))
    } catch let error as SessionFileError {
      writeToStandardError("pickerstate: \(path): \(error)\n")
      return 2
    } catch {
      writeToStandardError("pickerstate: cannot read \(error)\n")
      return 2
    }
    let count = session.entries.count
    say("replaying \(count) events from \(path)")
    let clock = ContinuousClock()
    let start = clock.now
    var progressLine = ProgressLine(eventBudget: count)
    let replay = SessionReplay(session, drawsTimeline: files.svgPath != nil) { events in
      let text = progressLine.text(done: events, "events replayed", elapsed: clock.now - start)
      if let text { writeToStandardError(text) }
    }
    if let text = progressLine.clearingText { writeToStandardError(text) }
    guard replay.finding != nil else {
      let seconds = (clock.now - start) / .seconds(1)
      say(
        """
        events:     \(replay.eventsReplayed) (\(replay.effectsCompared) with recorded effects, \
        all matching)
        throughput: \(Int(Double(replay.eventsReplayed) / max(seconds, 1e-9))) replayed \
        events per second
        OK: every check held
        """)
      return 0
    }
    say(replay.report(file: path, session: session) ?? "")
    _ = files.write(replay.timeline)
    return 1
  }
}
