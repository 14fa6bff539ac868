import PickerCheck

extension CheckCommand {
  /// Not for users: the roles of the child processes `pickerstate check` starts, so that a
  /// trap kills a child and the parent reports it (the hidden flag `--worker`). Each writes
  /// its messages, one a line, to descriptor 3.
  enum Worker: String {
    /// The whole job, printed as `check` prints it: the campaign and the exhaustive search,
    /// or a `--replay`. Tells `batch FIRST` before each batch of cases after the first,
    /// `exhaustive` before the search, and `found case INDEX` or `found token TOKEN` for a
    /// failure before shrinking it.
    case job
    /// The campaign's cases one by one from `--first-case`, on one thread, the library's
    /// window marked: `case INDEX` before each, `found case INDEX` at the first failure
    /// (not shrunk), then it exits.
    case cases
    /// The exhaustive search's starts one by one, on one thread, the library's window and
    /// each transition's number marked: `start INDEX` before each, `found token TOKEN` at
    /// the first failing path (not shrunk), then it exits.
    case starts
    /// Runs the cases asked on standard input (`token TOKEN` or `seed MODE SEED` lines), the
    /// library's window marked and each tape traced (``TrapWatch``), and answers each with
    /// `result PROPERTY` (empty when every check held).
    case probe
  }

  /// Runs a child process's part and returns its exit code.
  func runWorker(_ role: Worker) -> Int32 {
    switch role {
    case .job:
      TrapWatch.start(descriptor: 3, marksUpdates: false, tracesTapes: false)
      return runJob()
    case .cases:
      TrapWatch.start(descriptor: 3, marksUpdates: true, tracesTapes: false)
      let configuration = self.configuration(seed: seed ?? 0).campaign
      for index in firstCase..<Int.max {
        TrapWatch.send("case \(index)")
        var choices = Choices(seed: configuration.caseSeed(index), recordsTape: false)
        var coverage = Coverage()
        let run = CaseRun(
          mode: configuration.mode(ofCase: index), choices: &choices,
          maxEvents: maxEventsPerCase, coverage: &coverage)
        if run.failure != nil {
          TrapWatch.send("found case \(index)")
          return 0
        }
      }
      return 0
    case .starts:
      TrapWatch.start(descriptor: 3, marksUpdates: true, tracesTapes: false)
      for index in 0..<ExhaustiveSearch.startCount {
        TrapWatch.send("start \(index)")
        if let token = ExhaustiveSearch.token(ofStart: index, depth: exhaustiveDepth) {
          TrapWatch.send("found token \(token)")
          return 0
        }
      }
      return 0
    case .probe:
      TrapWatch.start(descriptor: 3, marksUpdates: true, tracesTapes: true)
      while let request = readLine() {
        guard let run = probedRun(request) else { return 2 }
        TrapWatch.traceEnd(of: run.tapeRun.tape)
        TrapWatch.send("result " + (run.failure?.property.rawValue ?? ""))
      }
      return 0
    }
  }

  /// The case a probe's request asks for, run with its tape recorded and traced.
  private func probedRun(_ request: String) -> CaseRun? {
    let words = request.split(separator: " ").map(String.init)
    TrapWatch.beginCase()
    switch words.first {
    case "token":
      guard words.count == 2, let token = try? ReplayToken(parsing: words[1]) else { return nil }
      return CaseRun(mode: token.mode, tape: token.tape, maxEvents: maxEventsPerCase)
    case "seed":
      guard words.count == 3, let mode = CheckMode(rawValue: words[1]),
        let seed = UInt64(words[2], radix: 16)
      else { return nil }
      return Campaign.runCase(seed: seed, mode: mode, maxEvents: maxEventsPerCase)
    default: return nil
    }
  }

  /// The campaign this command runs, from `seed`, and the case a `cases` child starts from.
  func configuration(seed: UInt64) -> Configuration {
    Configuration(
      campaign: Campaign.Configuration(
        seed: seed, eventBudget: eventBudget, modes: modes, maxEventsPerCase: maxEventsPerCase,
        workers: workers),
      firstCase: firstCase)
  }
}
