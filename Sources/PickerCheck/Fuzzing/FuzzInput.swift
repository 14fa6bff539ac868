/// A fuzzer's input read as a checker case: a mode and a choice tape, replayed by the same
/// generators and the same checked run as a campaign's cases.
///
/// The first byte picks the mode (its value modulo 4, in `CheckMode.allCases` order:
/// host, hostile, scroll view, exhaustive);
/// the rest is the tape, one choice after another:
///
/// - a byte below `0xF8` is a choice of that value (0 to 247), so most of a tape is one
///   byte per choice, and a mutated byte changes one choice without shifting the others;
/// - a byte `0xF8 + k` (`k` from 0 to 7) is followed by `k + 1` bytes, big-endian, for a
///   larger choice: a `Double` drawn from 53 bits, a row of a huge layout.
///
/// Every byte string decodes (an empty one is a host-mode case with an empty tape; a
/// long choice cut short by the end takes the bytes that are there), and the generators
/// reduce each choice modulo its draw's bound and read 0 as the simplest choice, so
/// every input is a valid case. ``bytes`` encodes the other way, the shortest form of
/// each choice; decoding it gives back the same mode and tape.
public struct FuzzInput: Hashable, Sendable {
  /// How the case generates its events.
  public var mode: CheckMode
  /// Every choice of the case.
  public var tape: [UInt64]

  /// The first byte that starts a long choice.
  static let longChoice: UInt8 = 0xF8

  /// The most events in a case: a campaign's default, so that a crash file, a replay token
  /// and a campaign's case replay alike.
  public static let maxEvents = Campaign.defaultMaxEventsPerCase

  /// Creates an input from a case.
  ///
  /// - Parameters:
  ///   - mode: How the case generates its events.
  ///   - tape: Every choice of the case.
  public init(mode: CheckMode, tape: [UInt64]) {
    self.mode = mode
    self.tape = tape
  }

  /// Reads a fuzzer's bytes.
  ///
  /// - Parameter bytes: Any bytes; none is invalid.
  /// - Complexity: O(n) for n bytes.
  public init(decoding bytes: some Collection<UInt8>) {
    var rest = bytes[...]
    let modes = CheckMode.allCases
    mode = rest.popFirst().map { modes[Int($0) % modes.count] } ?? .host
    tape = []
    while let first = rest.popFirst() {
      guard first >= Self.longChoice else {
        tape.append(UInt64(first))
        continue
      }
      var value: UInt64 = 0
      for byte in rest.prefix(Int(first - Self.longChoice) + 1) {
        value = value << 8 | UInt64(byte)
        rest = rest.dropFirst()
      }
      tape.append(value)
    }
  }

  /// The input as bytes, each choice in its shortest form.
  public var bytes: [UInt8] {
    var bytes: [UInt8] = [UInt8(CheckMode.allCases.firstIndex(of: mode) ?? 0)]
    for value in tape {
      guard value >= UInt64(Self.longChoice) else {
        bytes.append(UInt8(value))
        continue
      }
      let length = (UInt64.bitWidth - value.leadingZeroBitCount + 7) / 8
      bytes.append(Self.longChoice + UInt8(length - 1))
      for index in (0..<length).reversed() {
        bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index)))
      }
    }
    return bytes
  }

  /// The token that replays this case with `pickerstate check --replay`.
  public var replayToken: ReplayToken { ReplayToken(mode: mode, tape: tape) }

  /// Runs the case with every check after every event.
  ///
  /// - Returns: The case as it ran, with its failure, if any.
  public func run() -> CaseRun {
    CaseRun(mode: mode, tape: tape, maxEvents: Self.maxEvents)
  }

  /// Runs the case and, when a check fails, shrinks it into a full report.
  ///
  /// - Returns: The report, or nil when every check held.
  public func failureReport() -> FailureReport? {
    let run = run()
    guard run.failure != nil else { return nil }
    return FailureReport(shrinking: run, maxEvents: Self.maxEvents)
  }
}
