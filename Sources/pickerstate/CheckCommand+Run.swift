import PickerCheck

extension CheckCommand {
  /// Runs the check and returns the exit code: 0 when everything held, 1 on a failure or
  /// a coverage shortfall. Writes a failure's files when asked for, and says that it wrote
  /// none when no case failed.
  ///
  /// The job runs in a child process (``Worker/job``), so that a trap in it becomes a
  /// report rather than the end of the check (``runSurvivingTraps(seed:)``).
  func run() -> Int32 {
    if let worker { return runWorker(worker) }
    if replay != nil { return runSurvivingTraps(seed: nil) }
    var generator = SystemRandomNumberGenerator()
    let seed = self.seed ?? generator.next()
    say("seed: 0x\(String(seed, radix: 16))  (rerun with --seed 0x\(String(seed, radix: 16)))")
    let modeNames = modes.map(\.rawValue).joined(separator: " + ")
    say(
      "checking \(eventBudget) events, \(modeNames) mode\(modes.count == 1 ? "" : "s"), "
        + "up to \(maxEventsPerCase) per case, on \(workers) thread\(workers == 1 ? "" : "s")")
    return runSurvivingTraps(seed: seed)
  }

  /// The job itself, in the child process: the campaign and the exhaustive search, or the
  /// replay, printed, each failure told to the parent before it is shrunk.
  func runJob() -> Int32 {
    if let replay { return runReplay(replay) }
    let configuration = self.configuration(seed: seed ?? 0).campaign
    var progressLine = ProgressLine(eventBudget: eventBudget)
    let campaign = Campaign(
      configuration,
      progress: { progress in
        TrapWatch.send("batch \(progress.cases)")
        if let text = progressLine.text(for: progress) { writeToStandardError(text) }
      },
      found: { TrapWatch.send("found case \($0)") })
    if let text = progressLine.clearingText { writeToStandardError(text) }
    if let failure = campaign.failure {
      say("\(failure)")
      _ = files.write(failure)
      return 1
    }
    say(
      """
      events:     \(campaign.events)
      cases:      \(campaign.cases)
      throughput: \(Int(campaign.eventsPerSecond)) checked events per second
      """)
    say("\ncoverage:\n" + campaign.coverage.table)
    if campaign.events < Coverage.eventsToJudge {
      say("(coverage is judged from \(Coverage.eventsToJudge) events on)")
    }
    var code: Int32 = 0
    let shortfalls = campaign.coverage.shortfalls
    if !shortfalls.isEmpty {
      say("\nFAILURE: coverage below minimum for " + shortfalls.map(\.name).joined(separator: ", "))
      code = 1
    }
    if exhaustiveDepth > 0 {
      TrapWatch.send("exhaustive")
      let search = ExhaustiveSearch(
        depth: exhaustiveDepth, maxEvents: maxEventsPerCase, workers: workers
      ) { TrapWatch.send("found token \($0)") }
      if let failure = search.failure {
        say("\nIn the exhaustive search:\n\(failure)")
        _ = files.write(failure)
        return 1
      }
      let wrapping = search.coverage.counts[Coverage.Label.wrapAround.rawValue]
      let wrapShare = Int((100 * Double(wrapping) / Double(max(search.transitions, 1))).rounded())
      say(
        """

        exhaustive: \(search.statesExplored) states explored, \(search.transitions) transitions \
        checked (\(wrapShare)% on wrapping strips), to depth \(exhaustiveDepth) from every layout \
        of up to 4 rows, wrapping or not
        """)
      let exhaustiveShortfalls = search.coverage.shortfalls
      if !exhaustiveShortfalls.isEmpty {
        say("\nexhaustive coverage:\n" + search.coverage.table)
        say(
          "\nFAILURE: exhaustive coverage below minimum for "
            + exhaustiveShortfalls.map(\.name).joined(separator: ", "))
        code = 1
      }
    }
    say("")
    files.sayNothingFailed()
    say(code == 0 ? "OK" : "FAILED")
    return code
  }

  /// Replays a token's case, and reports a failure as a campaign would: shrunk, with its
  /// token and a regression test.
  private func runReplay(_ token: ReplayToken) -> Int32 {
    let run = CaseRun(mode: token.mode, tape: token.tape, maxEvents: maxEventsPerCase)
    say("replaying \(run.scenario.events.count) events (\(token.mode.rawValue) mode)")
    for (index, event) in run.scenario.events.enumerated() {
      say("  \(index): \(event)")
    }
    guard run.failure != nil else {
      files.sayNothingFailed()
      say("OK: every check held")
      return 0
    }
    TrapWatch.send("found token \(token)")
    let report = FailureReport(shrinking: run, maxEvents: maxEventsPerCase)
    say("\(report)")
    _ = files.write(report)
    return 1
  }
}
