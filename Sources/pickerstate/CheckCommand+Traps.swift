import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CheckCommand {
  /// Runs the job in a child process and, when the child dies of a trap, reports the trap,
  /// or the failure the child was shrinking, as a campaign reports any failure.
  ///
  /// The child tells which batch of cases it runs, and which case failed before it shrinks
  /// it. After its death the failure it was shrinking is shrunk again, each candidate in a
  /// probe (``Worker/probe``), where one that traps is not the same failure; otherwise the
  /// batch's cases run again one by one in a child that marks the library's window
  /// (``Worker/cases``), whose first failure or trap is the campaign's, whatever the number
  /// of threads; the trapping case is traced in a probe up to the trapping event, and
  /// shrunk through probes like any failure.
  ///
  /// - Parameter seed: The campaign's seed; nil for a `--replay`.
  /// - Returns: The exit code.
  func runSurvivingTraps(seed: UInt64?) -> Int32 {
    var childArguments = ["check"] + arguments + ["--worker", Worker.job.rawValue]
    if let seed { childArguments += ["--seed", String(seed)] }
    guard let job = ChildProcess(childArguments, quiet: false) else {
      writeToStandardError("pickerstate: cannot start the check's process\n")
      return 2
    }
    var lastMessage: String?
    var trapLine: String?
    while let message = job.nextMessage() {
      if message.hasPrefix("trap ") { trapLine = message } else { lastMessage = message }
    }
    guard case .killed(let signal) = job.end() else {
      if case .exited(let code) = job.end() { return code }
      return 1
    }
    _ = trapLine
    let probe = Probe(arguments: arguments)
    let report: FailureReport?
    let words = (lastMessage ?? "").split(separator: " ").map(String.init)
    switch (words.first, words.dropFirst().first) {
    case ("found", "case"):
      let index = Int(words.last ?? "") ?? 0
      report = keptReport(ofCase: index, seed: seed ?? 0, probe: probe)
    case ("found", "token"):
      report = (try? ReplayToken(parsing: words.last ?? "")).map {
        keptReport(of: CaseRun(mode: $0.mode, tape: $0.tape, maxEvents: maxEventsPerCase), probe)
      }
    case ("exhaustive", _):
      say("\nFAILURE: trap: \(signalName(signal)) in the exhaustive search")
      return 1
    default:
      if let replay {
        report = trapReport(
          probing: "token \(replay)", mode: replay.mode, caseSeed: nil, probe: probe)
      } else {
        let first = words.first == "batch" ? Int(words.last ?? "") ?? 0 : 0
        report = firstFailure(from: first, seed: seed ?? 0, probe: probe)
      }
    }
    guard let report else {
      say("\nFAILURE: trap: \(signalName(signal)), and its case could not be found again")
      return 1
    }
    say("\(report)")
    _ = files.write(report)
    return 1
  }

  /// The report of a failure the job was shrinking when it died: shrunk again through
  /// probes, where a candidate that traps is not the same failure.
  private func keptReport(ofCase index: Int, seed: UInt64, probe: Probe) -> FailureReport {
    let configuration = self.configuration(seed: seed)
    let caseSeed = configuration.caseSeed(index)
    let run = Campaign.runCase(
      seed: caseSeed, mode: configuration.mode(ofCase: index), maxEvents: maxEventsPerCase)
    return keptReport(of: run, probe, caseSeed: caseSeed)
  }

  /// The report of a failing case, shrunk through probes.
  private func keptReport(
    of run: CaseRun, _ probe: Probe, caseSeed: UInt64? = nil
  ) -> FailureReport {
    say("(a candidate trapped while this failure shrank: a trap is not the same failure)")
    return FailureReport(
      shrinking: run, caseSeed: caseSeed, maxEvents: maxEventsPerCase,
      run: { probe.run("token \(ReplayToken(mode: run.mode, tape: $0))") })
  }

  /// The campaign's first failure or trap from case `first` on, the cases run one by one.
  private func firstFailure(from first: Int, seed: UInt64, probe: Probe) -> FailureReport? {
    let configuration = self.configuration(seed: seed)
    let arguments = ["check"] + self.arguments + [
      "--worker", Worker.cases.rawValue, "--seed", String(seed), "--first-case", String(first),
    ]
    guard let cases = ChildProcess(arguments, quiet: true) else { return nil }
    var index: Int?
    var found = false
    while let message = cases.nextMessage() {
      let words = message.split(separator: " ")
      if words.first == "case" { index = Int(words[1]) }
      if words.first == "found" { found = true }
    }
    guard let index else { return nil }
    let caseSeed = configuration.caseSeed(index)
    let mode = configuration.mode(ofCase: index)
    guard !found else {
      let run = Campaign.runCase(seed: caseSeed, mode: mode, maxEvents: maxEventsPerCase)
      return FailureReport(
        shrinking: run, caseSeed: caseSeed, maxEvents: maxEventsPerCase,
        run: { probe.run("token \(ReplayToken(mode: mode, tape: $0))") })
    }
    return trapReport(
      probing: "seed \(mode.rawValue) \(String(caseSeed, radix: 16))", mode: mode,
      caseSeed: caseSeed, probe: probe)
  }

  /// The report of a case that traps: traced in a probe up to the trapping event, shrunk
  /// through probes, each run rebuilt here up to that event without stepping it.
  private func trapReport(
    probing request: String, mode: CheckMode, caseSeed: UInt64?, probe: Probe
  ) -> FailureReport? {
    let traced = probe.outcome(request)
    guard let trap = traced.trap, !traced.run.stepStarts.isEmpty else { return nil }
    let original = CaseRun(
      mode: mode, tape: traced.run.tape, maxEvents: maxEventsPerCase,
      trap: (traced.run.stepStarts.count - 1, trap))
    let shrinker = Shrinker(traced.run.tape) {
      probe.run("token \(ReplayToken(mode: mode, tape: $0))")
    }
    let best = shrinker.best
    let shrunk = CaseRun(
      mode: mode, tape: best.tape, maxEvents: maxEventsPerCase,
      trap: (best.stepStarts.count - 1, trap))
    return FailureReport(original: original, shrunk: shrunk, caseSeed: caseSeed)
  }
}
