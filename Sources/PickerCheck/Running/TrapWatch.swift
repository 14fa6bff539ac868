import PickerState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a checker process tells the process that started it, so that a trap (a failed
/// precondition, an index out of range) that kills it still becomes a report.
///
/// A trap cannot be caught in the process that traps: `pickerstate check` runs its cases in
/// a child process of its own and learns of a trap from the child's death. A watched child
/// (one thread) marks the window in which the library's `update(_:)` runs, and the step it
/// is at; on a trap, a signal handler writes one line, `trap SIGNAL INUPDATE STEP`, to the
/// descriptor it was given (INUPDATE is 1 inside the window, 0 outside it, 2 in a process
/// that does not mark it), and the process dies of the signal. A stack overflow dies
/// without the line (the handler has no stack of its own to run on). A child that traces tapes
/// also writes, before each event it steps, the event's first choice's position and the
/// choices drawn since its last line (`event START C1 C2 …`, in hexadecimal), so that its
/// parent holds the case's tape up to the trapping event.
///
/// Nothing here runs unless a child turns it on: a campaign's loop reads two flags per event.
/// The two flags are set once, before any case runs, and read on every event without the
/// runtime's exclusivity check (`@exclusivity(unchecked)`), which cost each checked event
/// about 150 instructions, 2% of it.
public enum TrapWatch {
  /// Whether this process marks the library's window and its step: a watched child, which
  /// runs its cases on one thread.
  @exclusivity(unchecked)
  public nonisolated(unsafe) private(set) static var isWatching = false
  /// Whether each recorded case writes its tape before every event it steps.
  @exclusivity(unchecked)
  public nonisolated(unsafe) private(set) static var tracesTapes = false
  /// Whether the library's `update(_:)` is running now.
  nonisolated(unsafe) static var isInUpdate = false
  /// Where the watched process is, as its runner counts: a session's event, an exhaustive
  /// search's transition.
  public nonisolated(unsafe) static var step = 0
  /// The descriptor the trap's line and the traces go to.
  nonisolated(unsafe) fileprivate static var descriptor: Int32 = 2
  /// How many choices of the current case's tape are traced already.
  nonisolated(unsafe) private static var traced = 0

  /// The signals a trap raises: `ud2` and `brk` (SIGILL, SIGTRAP), `abort`, and bad memory.
  static let trapSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Turns the watch on, for the rest of the process.
  ///
  /// - Parameters:
  ///   - descriptor: Where the trap's line (and the traces) go: a pipe to the parent.
  ///   - marksUpdates: Whether to mark the library's window and the step; only a process
  ///     that runs its cases on one thread may.
  ///   - tracesTapes: Whether recorded cases trace their tapes before every event.
  public static func start(descriptor: Int32, marksUpdates: Bool, tracesTapes: Bool) {
    Self.descriptor = descriptor
    isWatching = marksUpdates
    Self.tracesTapes = tracesTapes
    isInUpdate = false
    step = 0
    traced = 0
    for number in trapSignals { _ = signal(number, reportTrap) }
  }

  /// Starts a new case's trace: its first traced line holds its tape from the start.
  public static func beginCase() { traced = 0 }

  /// Writes the trace of an event about to be stepped: where its choices start, and the
  /// choices drawn since the last line.
  ///
  /// - Parameters:
  ///   - start: The position of the event's first choice on the tape.
  ///   - tape: The case's tape so far, the event's choices included.
  static func trace(eventStartingAt start: Int, tape: [UInt64]) {
    send("event \(start)" + hexadecimal(tape[min(traced, tape.count)...]))
    traced = tape.count
  }

  /// Writes the choices a finished case drew after its last traced event, on a line of
  /// their own (`end C1 C2 …`).
  ///
  /// - Parameter tape: The case's whole tape.
  public static func traceEnd(of tape: [UInt64]) {
    send("end" + hexadecimal(tape[min(traced, tape.count)...]))
    traced = tape.count
  }

  /// Writes one line to the parent.
  ///
  /// - Parameter line: The line, without its newline.
  public static func send(_ line: String) {
    LocalFile.write(line + "\n", toDescriptor: descriptor)
  }

  /// Choices as a trace writes them: each after a space, in hexadecimal.
  private static func hexadecimal(_ choices: ArraySlice<UInt64>) -> String {
    choices.reduce(into: "") { $0 += " " + String($1, radix: 16) }
  }

  /// Runs the library's `update(_:)` inside the marked window.
  ///
  /// - Parameter update: The call to mark.
  /// - Returns: What it returned.
  @inline(__always)
  static func markingUpdate(_ update: () -> PickerEffects) -> PickerEffects {
    markUpdate(true)
    defer { markUpdate(false) }
    return update()
  }

  /// Sets the window's flag out of line, so that the optimizer, which sees no read of the
  /// flag inside the inlined update, can neither drop the store before it nor move it.
  @inline(never)
  private static func markUpdate(_ isRunning: Bool) { isInUpdate = isRunning }

  // MARK: - Planted slip

  #if DEBUG
    /// Debug builds only, for the tests: a slip run on the picker just before each
    /// `update(_:)`, inside its window; nil unless a test plants one. Release builds have no
    /// such hook.
    public nonisolated(unsafe) static var plantedSlip:
      (@Sendable (inout PickerState, PickerEvent) -> Void)?
    /// Debug builds only, for the tests: a slip of the checker's own, run on the picker just
    /// before each `update(_:)`, outside its window; nil unless a test plants one.
    public nonisolated(unsafe) static var plantedCheckerSlip:
      (@Sendable (PickerState, PickerEvent) -> Void)?
  #endif
}

/// The signal handler: writes `trap SIGNAL INUPDATE STEP` with `write(2)` alone (no
/// allocation, nothing that takes a lock), then dies of the signal with its default action.
private func reportTrap(_ number: Int32) {
  var line: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
  withUnsafeMutableBytes(of: &line) { buffer in
    var length = 0
    func putByte(_ byte: UInt8) {
      if length < buffer.count { buffer[length] = byte }
      length += 1
    }
    func putNumber(_ number: Int) {
      var value = number < 0 ? 0 : number
      var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { reversed in
        repeat {
          reversed[count] = UInt8(truncatingIfNeeded: 48 + value % 10)
          value /= 10
          count += 1
        } while value > 0 && count < reversed.count
        while count > 0 {
          count -= 1
          putByte(reversed[count])
        }
      }
    }
    for byte in "trap ".utf8 { putByte(byte) }
    putNumber(Int(number))
    putByte(32)
    putNumber(TrapWatch.isWatching ? (TrapWatch.isInUpdate ? 1 : 0) : 2)
    putByte(32)
    putNumber(TrapWatch.step)
    putByte(10)
    _ = write(TrapWatch.descriptor, buffer.baseAddress, min(length, buffer.count))
  }
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
