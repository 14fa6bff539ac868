import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: parses the flags, then calls `body` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The judge of the running fuzzer. libFuzzer's callback is a C function, which captures
/// nothing, so the judge waits here; it is set once, before libFuzzer starts, and libFuzzer
/// calls back on that one thread.
nonisolated(unsafe) private var judge: ((UnsafeBufferPointer<UInt8>) -> String?)?

/// Runs libFuzzer judging each input as a checker's case: a failure's shrunk report is
/// printed, and its session and picture written where `--save-session PATH` and
/// `--svg PATH` ask (flags of this driver, taken out before libFuzzer reads the rest), the
/// process then traps so libFuzzer keeps the input. Exits with libFuzzer's status.
///
/// - Parameter judgeCase: Returns nil when every check held, or the failure's report.
public func fuzz(judgingCases judgeCase: @escaping (UnsafeBufferPointer<UInt8>) -> FailureReport?)
  -> Never
{
  var arguments = Array(CommandLine.arguments)
  let sessionPath = takeValue(of: "--save-session", from: &arguments)
  let svgPath = takeValue(of: "--svg", from: &arguments)
  fuzz(arguments: arguments) { bytes in
    guard let report = judgeCase(bytes) else { return nil }
    var text = "\(report)"
    if let sessionPath { text += "\n" + save(report.session.jsonLines, to: sessionPath, "session") }
    if let svgPath { text += "\n" + save(report.timeline.svg, to: svgPath, "picture") }
    return text
  }
}

/// Takes `flag VALUE` out of the arguments and returns the value, or nil without the flag.
private func takeValue(of flag: String, from arguments: inout [String]) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
    return nil
  }
  defer { arguments.removeSubrange(index...(index + 1)) }
  return arguments[index + 1]
}

/// Writes a failure's file and says where, or why not.
private func save(_ text: String, to path: String, _ what: String) -> String {
  do {
    try LocalFile.write(text, to: path)
    return "\(what) written to \(path)"
  } catch {
    return "cannot write the \(what): \(error)"
  }
}

/// Runs libFuzzer with the process's flags, judging each input: when `judgeInput` returns
/// a report, it is printed and the process traps, so libFuzzer keeps the input as a crash
/// file. Exits with libFuzzer's status.
///
/// - Parameter judgeInput: Returns nil when every check held, or the report of the first
///   that failed.
public func fuzz(judging judgeInput: @escaping (UnsafeBufferPointer<UInt8>) -> String?) -> Never {
  fuzz(arguments: CommandLine.arguments, judging: judgeInput)
}

/// Runs libFuzzer with `arguments` as its flags.
private func fuzz(
  arguments: [String], judging judgeInput: @escaping (UnsafeBufferPointer<UInt8>) -> String?
) -> Never {
  judge = judgeInput
  // C strings that live until the process exits, as libFuzzer keeps pointers to them.
  var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  var argc = Int32(arguments.count)
  let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    var argv = buffer.baseAddress
    return runDriver(&argc, &argv) { data, size in
      if let report = judge?(UnsafeBufferPointer(start: data, count: size)) {
        print(report)
        fflush(nil)
        fatalError("a check failed; the input is kept as a crash file")
      }
      return 0
    }
  }
  exit(status)
}
