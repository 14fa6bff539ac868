import PickerCheck
import PickerState

extension ReplayCommand {
  /// Reads and replays the session, draws it when asked, and returns the exit code: 0 when
  /// everything held, 1 for a broken promise, a divergence or a trap, 2 for a file that
  /// cannot be read or a `--from` past its last event (then nothing is replayed or drawn).
  ///
  /// The replay runs in a child process, which marks the library's window and the event
  /// it replays (``TrapWatch``): when the child dies of a trap, the trap is reported with
  /// the event's line of the file.
  func run() -> Int32 {
    if isWorker {
      TrapWatch.start(descriptor: 3, marksUpdates: true, tracesTapes: false)
      return replay()
    }
    let worker = CheckCommand.Worker.job.rawValue
    guard let child = ChildProcess(["replay"] + arguments + ["--worker", worker], quiet: false)
    else {
      writeToStandardError("pickerstate: cannot start the replay's process\n")
      return 2
    }
    var trap: [Int] = []
    while let message = child.nextMessage() {
      let words = message.split(separator: " ")
      if words.first == "trap" { trap = words.dropFirst().compactMap { Int($0) } }
    }
    switch child.end() {
    case .exited(let code): return code
    case .killed(let signal):
      say(trapReport(signal: signal, inUpdate: trap.count == 3 && trap[1] == 1, entry: trap.last))
      files.sayTrapNotDrawn(indent: "  ")
      return 1
    }
  }

  /// A trap's report: what trapped, and the line of the file whose event it struck, as
  /// the file spells it.
  private func trapReport(signal: Int32, inUpdate: Bool, entry: Int?) -> String {
    let headline = "FAILURE: \(Probe.trap(signal: signal, inUpdate: inUpdate))"
    guard let entry, let bytes = try? LocalFile.read(path) else { return headline }
    let line = Session.line(ofEntry: entry)
    let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
    guard line <= lines.count else { return headline }
    return headline + "\n  session:    \(path), line \(line) (event \(entry + 1))"
      + "\n  event:      " + String(decoding: lines[line - 1], as: UTF8.self)
  }

  /// The replay itself, in the child process.
  private func replay() -> Int32 {
    let clock = ContinuousClock()
    let start = clock.now
    let session: Session
    do {
      session = try Session(jsonLines: try LocalFile.read(path), workers: workers)
    } catch let error as SessionFileError {
      writeToStandardError("pickerstate: \(path): \(error)\n")
      return 2
    } catch {
      writeToStandardError("pickerstate: cannot read \(error)\n")
      return 2
    }
    let read = clock.now
    let count = session.entries.count
    let drawn: Range<Int>
    do {
      drawn = try drawnEntries(of: count)
    } catch {
      writeToStandardError("pickerstate: \(error)\n")
      return 2
    }
    say("replaying \(count) events from \(path) (read in \(seconds(read - start)) s)")
    var progressLine = ProgressLine(eventBudget: count)
    let replay = SessionReplay(session) { events in
      let text = progressLine.text(done: events, "events replayed", elapsed: clock.now - start)
      if let text { writeToStandardError(text) }
    }
    if let text = progressLine.clearingText { writeToStandardError(text) }
    guard replay.finding != nil else {
      let replaying = (clock.now - read) / .seconds(1)
      say(
        """
        events:     \(replay.eventsReplayed) (\(replay.effectsCompared) with recorded effects, \
        all matching)
        judged:     \(judged(session.header))
        throughput: \(Int(Double(replay.eventsReplayed) / max(replaying, 1e-9))) checked \
        events per second, \(seconds(clock.now - start)) s with reading
        """)
      if files.svgPath != nil {
        _ = files.write(Timeline.replaying(session, events: drawn), of: count, indent: "")
      }
      say("OK: every check held")
      return 0
    }
    say(replay.report(file: path, session: session) ?? "")
    if files.svgPath != nil {
      _ = files.write(Timeline.replaying(session, around: replay), of: count, indent: "  ")
    }
    return 1
  }

  /// What the replay judged: the picker's promises, and the scroll view's when the header
  /// gives its pixel scale.
  private func judged(_ header: PickerSessionHeader) -> String {
    guard let scale = header.pixelScale else {
      return "the picker's promises (no pixelScale in the header: the scroll view is not followed)"
    }
    return "the picker's promises and what the user saw (the scroll view followed at pixel "
      + "scale \(scale))"
  }

  /// A duration in seconds, to two decimals.
  private func seconds(_ duration: Duration) -> String {
    twoDecimals(hundredths: Int((duration / .milliseconds(10)).rounded()))
  }
}
