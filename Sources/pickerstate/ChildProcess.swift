import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `pickerstate` run again as a child process, with a hidden worker flag: the process whose
/// trap the parent survives. The child writes its messages to descriptor 3, a pipe the
/// parent reads by lines; a child that takes requests reads them on its standard input.
final class ChildProcess {
  /// How a child ended.
  enum Ending: Hashable {
    /// It exited with this code.
    case exited(Int32)
    /// It died of this signal: a trap.
    case killed(Int32)
  }

  private let pid: pid_t
  private let messages: Int32
  private let requests: Int32
  private var buffered: [UInt8] = []
  private var ended: Ending?

  /// Starts `pickerstate` with `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - quiet: Whether to send the child's standard output and error to /dev/null rather
  ///     than to the parent's.
  /// - Returns: Nil when the child could not be started.
  init?(_ arguments: [String], quiet: Bool) {
    _ = signal(SIGPIPE, SIG_IGN)
    var messagePipe: [Int32] = [0, 0]
    var requestPipe: [Int32] = [0, 0]
    guard pipe(&messagePipe) == 0 else { return nil }
    guard pipe(&requestPipe) == 0 else {
      close(messagePipe[0])
      close(messagePipe[1])
      return nil
    }
    for descriptor in [messagePipe[0], requestPipe[1]] {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, requestPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, messagePipe[1], 3)
    if quiet {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let tool = Self.toolPath
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let status = posix_spawnp(&child, tool, &actions, nil, argv, environment)
    close(messagePipe[1])
    close(requestPipe[0])
    guard status == 0 else {
      close(messagePipe[0])
      close(requestPipe[1])
      return nil
    }
    pid = child
    messages = messagePipe[0]
    requests = requestPipe[1]
  }

  deinit {
    close(messages)
    close(requests)
    _ = end()
  }

  /// This executable: `/proc/self/exe` where there is one, else the name it was run by.
  private static var toolPath: String {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return CommandLine.arguments[0]
    #endif
  }

  /// The child's next message, without its newline, or nil once the child closed the pipe
  /// (it ended).
  func nextMessage() -> String? {
    while true {
      if let newline = buffered.firstIndex(of: 10) {
        let line = String(decoding: buffered[..<newline], as: UTF8.self)
        buffered.removeSubrange(...newline)
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(messages, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        guard !buffered.isEmpty else { return nil }
        defer { buffered = [] }
        return String(decoding: buffered, as: UTF8.self)
      }
      buffered.append(contentsOf: chunk[..<count])
    }
  }

  /// Sends a request line to the child's standard input.
  ///
  /// - Returns: False when the child is gone.
  func send(_ line: String) -> Bool {
    LocalFile.write(line + "\n", toDescriptor: requests)
  }

  /// Waits for the child to end, once: later calls answer the same.
  func end() -> Ending {
    if let ended { return ended }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // The wait status as <sys/wait.h>'s macros read it: a signal in the low 7 bits.
    let signal = status & 0x7f
    let ending: Ending = signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal)
    ended = ending
    return ending
  }
}
