import PickerCheck

extension CheckCommand {
  /// Runs the job in a child process and, when the child dies of a trap, reports the trap,
  /// or the failure the child was shrinking, as a campaign reports any failure.
  ///
  /// The child tells which batch of cases it runs, when the exhaustive search begins, and
  /// which case failed before it shrinks it. After its death the failure it was shrinking is
  /// shrunk again, each candidate in a probe (``Worker/probe``), where one that traps is not
  /// the same failure. Otherwise the batch's cases (``Worker/cases``) or the search's starts
  /// (``Worker/starts``) run again one by one in a child that marks the library's window,
  /// whose first failure or trap is the one the job would have reported, whatever the
  /// number of threads; the trapping case is traced in a probe up to the trapping event,
  /// and shrunk through probes like any failure.
  ///
  /// - Parameter seed: The campaign's seed; nil for a `--replay`.
  /// - Returns: The exit code.
  func runSurvivingTraps(seed: UInt64?) -> Int32 {
    let configuration = self.configuration(seed: seed ?? 0)
    guard let job = start(.job, configuration) else {
      writeToStandardError("pickerstate: cannot start the check's process\n")
      return 2
    }
    var lastMessage: [Substring] = []
    var inSearch = false
    while let message = job.nextMessage() {
      let words = message.split(separator: " ")
      if words.first != "trap" { lastMessage = words }
      if words.first == "exhaustive" { inSearch = true }
    }
    guard case .killed(let signal) = job.end() else {
      if case .exited(let code) = job.end() { return code }
      return 1
    }
    let probe = Probe(arguments: arguments)
    let report: FailureReport?
    switch lastMessage.first {
    case "found":
      say("(a candidate trapped while this failure shrank: a trap is not the same failure)")
      report = failingCase(lastMessage, configuration).map { shrunk($0.run, $0.seed, probe) }
    case "exhaustive":
      report = firstFailure(in: .starts, configuration, probe)
    case _ where replay != nil:
      report = replay.flatMap { trapReport(probing: "token \($0)", $0.mode, nil, probe) }
    default:
      let batch = lastMessage.first == "batch" ? lastMessage.dropFirst().first : nil
      let first = batch.flatMap { Int($0) }
      report = firstFailure(in: .cases, configuration.with(firstCase: first ?? 0), probe)
    }
    guard let report else {
      say("\nFAILURE: trap: \(signalName(signal)), and its case could not be found again")
      return 1
    }
    say((inSearch ? "\nIn the exhaustive search:\n" : "") + "\(report)")
    _ = files.write(report)
    return 1
  }

  /// Starts a child process in `role` for this command's campaign.
  private func start(_ role: Worker, _ configuration: Configuration) -> ChildProcess? {
    let arguments =
      ["check"] + self.arguments + [
        "--worker", role.rawValue, "--seed", String(configuration.campaign.seed),
        "--first-case", String(configuration.firstCase),
      ]
    return ChildProcess(arguments, quiet: role != .job)
  }

  /// The case a `found case INDEX` or `found token TOKEN` message names, run here: it
  /// failed without trapping in the child, so it does here too.
  private func failingCase(
    _ message: [Substring], _ configuration: Configuration
  ) -> (run: CaseRun, seed: UInt64?)? {
    guard message.count == 3 else { return nil }
    if message[1] == "case", let index = Int(message[2]) {
      let seed = configuration.campaign.caseSeed(index)
      let mode = configuration.campaign.mode(ofCase: index)
      return (Campaign.runCase(seed: seed, mode: mode, maxEvents: maxEventsPerCase), seed)
    }
    guard let token = try? ReplayToken(parsing: String(message[2])) else { return nil }
    return (CaseRun(mode: token.mode, tape: token.tape, maxEvents: maxEventsPerCase), nil)
  }

  /// A failing case's report, shrunk through probes.
  private func shrunk(_ run: CaseRun, _ caseSeed: UInt64?, _ probe: Probe) -> FailureReport {
    FailureReport(
      shrinking: run, caseSeed: caseSeed, maxEvents: maxEventsPerCase,
      run: { probe.run("token \(ReplayToken(mode: run.mode, tape: $0))") })
  }

  /// The first failure or trap of the campaign's cases from the configuration's first case
  /// on, or of the search's starts, run one by one in a child (`role`).
  private func firstFailure(
    in role: Worker, _ configuration: Configuration, _ probe: Probe
  ) -> FailureReport? {
    guard let child = start(role, configuration) else { return nil }
    var index: Int?
    var found: [Substring]?
    var transition = 0
    while let message = child.nextMessage() {
      let words = message.split(separator: " ")
      switch words.first {
      case "case", "start": index = words.count == 2 ? Int(words[1]) : nil
      case "found": found = words
      case "trap": transition = words.count == 4 ? Int(words[3]) ?? 0 : 0
      default: break
      }
    }
    if let found {
      return failingCase(found, configuration).map { shrunk($0.run, $0.seed, probe) }
    }
    guard let index else { return nil }
    guard role == .cases else {
      let token = ExhaustiveSearch.token(
        ofStart: index, depth: exhaustiveDepth, stoppingAt: transition)
      return token.flatMap { trapReport(probing: "token \($0)", .exhaustive, nil, probe) }
    }
    let caseSeed = configuration.campaign.caseSeed(index)
    let mode = configuration.campaign.mode(ofCase: index)
    let request = "seed \(mode.rawValue) \(String(caseSeed, radix: 16))"
    return trapReport(probing: request, mode, caseSeed, probe)
  }

  /// The report of a case that traps: traced in a probe up to the trapping event, shrunk
  /// through probes, and rebuilt here up to that event without stepping it (the events
  /// before it did not trap in the probe, so they do not here).
  private func trapReport(
    probing request: String, _ mode: CheckMode, _ caseSeed: UInt64?, _ probe: Probe
  ) -> FailureReport? {
    let traced = probe.outcome(request)
    guard let trap = traced.trap, !traced.run.stepStarts.isEmpty else { return nil }
    let shrunk = Shrinker(traced.run.tape) {
      probe.run("token \(ReplayToken(mode: mode, tape: $0))")
    }.best
    // A trap before the first event, in the checker's start, cannot be rebuilt here.
    let best = shrunk.stepStarts.isEmpty ? traced.run : shrunk
    return FailureReport(
      original: CaseRun(
        mode: mode, tape: traced.run.tape, maxEvents: maxEventsPerCase,
        trap: (traced.run.stepStarts.count - 1, trap)),
      shrunk: CaseRun(
        mode: mode, tape: best.tape, maxEvents: maxEventsPerCase,
        trap: (best.stepStarts.count - 1, trap)),
      caseSeed: caseSeed)
  }

  /// The campaign a child runs, and the case a `cases` child starts from.
  struct Configuration {
    /// The campaign, its seed included.
    var campaign: Campaign.Configuration
    /// The first case a `cases` child runs.
    var firstCase = 0

    /// The same campaign, from case `first`.
    func with(firstCase first: Int) -> Configuration {
      Configuration(campaign: campaign, firstCase: first)
    }
  }
}
