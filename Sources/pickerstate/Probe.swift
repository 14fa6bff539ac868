import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cases run in a child process (``CheckCommand/Worker/probe``), one request at a time, so
/// that a case that traps kills the child and not the check: the next request starts a new
/// child. The shrinker's runs when any candidate may trap.
final class Probe {
  /// What a probed case did: its run as the shrinker sees it, and the trap, if it died of
  /// one.
  struct Outcome {
    /// The choices drawn (up to the trapping event, for a trap), where each event's began,
    /// and the failure: a property, ``CheckedProperty/trap`` or
    /// ``CheckedProperty/checkerTrap``.
    var run: TapeRun<CheckedProperty>
    /// The trap, with its signal and where it struck, or nil.
    var trap: CheckFailure?
  }

  private let arguments: [String]
  private var child: ChildProcess?

  /// Probes that run `pickerstate check` with `arguments`, the flags after `check` (and a
  /// hidden worker flag).
  init(arguments: [String]) {
    self.arguments = ["check"] + arguments + ["--worker", CheckCommand.Worker.probe.rawValue]
  }

  /// Runs one case: `token TOKEN`, or `seed MODE SEED` (the seed in hexadecimal).
  func outcome(_ request: String) -> Outcome {
    if child == nil { child = ChildProcess(arguments, quiet: true) }
    var tape: [UInt64] = []
    var starts: [Int] = []
    var trapLine: [Substring] = []
    if let child, child.send(request) {
      while let message = child.nextMessage() {
        let words = message.split(separator: " ", omittingEmptySubsequences: false)
        switch words.first {
        case "event":
          starts.append(Int(words[1]) ?? tape.count)
          tape += words.dropFirst(2).compactMap { UInt64($0, radix: 16) }
        case "end": tape += words.dropFirst().compactMap { UInt64($0, radix: 16) }
        case "result":
          let property = CheckedProperty(rawValue: String(message.dropFirst("result ".count)))
          return Outcome(
            run: TapeRun(tape: tape, stepStarts: starts, failure: property), trap: nil)
        case "trap": trapLine = words
        default: break
        }
      }
    }
    let ending = child?.end()
    child = nil
    // A probe that exits rather than dying (it could not read the request) found nothing.
    guard case .killed(let signal) = ending else {
      return Outcome(run: TapeRun(tape: tape, stepStarts: starts, failure: nil), trap: nil)
    }
    let trap = Self.trap(signal: signal, inUpdate: trapLine.at(2) == 1)
    return Outcome(
      run: TapeRun(tape: tape, stepStarts: starts, failure: trap.property), trap: trap)
  }

  /// Runs one case, as the shrinker sees it.
  func run(_ request: String) -> TapeRun<CheckedProperty> { outcome(request).run }

  /// The failure a trap is: in the library's `update(_:)`, or in the checker's own code.
  static func trap(signal: Int32, inUpdate: Bool) -> CheckFailure {
    inUpdate
      ? CheckFailure(.trap, "\(signalName(signal)) in the library's update(_:)")
      : CheckFailure(
        .checkerTrap, "\(signalName(signal)) in the checker's own code, outside update(_:)")
  }
}

/// A signal's name and number: `SIGILL (signal 4)`.
func signalName(_ signal: Int32) -> String {
  let names: [(Int32, String)] = [
    (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"),
    (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"),
  ]
  let name = names.first { $0.0 == signal }?.1 ?? "signal"
  return "\(name) (signal \(signal))"
}

extension Array where Element == Substring {
  /// The word at `index` read as a whole number, or nil.
  fileprivate func at(_ index: Int) -> Int? { index < count ? Int(self[index]) : nil }
}
