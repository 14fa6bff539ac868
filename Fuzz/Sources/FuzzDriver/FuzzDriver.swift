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

/// What a fuzzer found wrong with an input: the report to print, and, when the failure has
/// a history, the case as a session and its picture.
public typealias FuzzFailure = (report: String, session: Session?, timeline: Timeline?)

/// Runs libFuzzer judging each input: a failure's report is printed, and its session and
/// picture written where `--save-session PATH` and `--svg PATH` ask (flags of this driver,
/// taken out before libFuzzer reads the rest), the process then traps so libFuzzer keeps
/// the input as a crash file. Exits with libFuzzer's status.
///
/// A failure without a session (a geometry query's, which has no history) writes neither
/// file, and says so when either flag was given.
///
/// - Parameter judgeInput: Returns nil when every check held, or the first failure.
public func fuzz(judging judgeInput: @escaping (UnsafeBufferPointer<UInt8>) -> FuzzFailure?)
  -> Never
{
  var arguments = Array(CommandLine.arguments)
  let sessionPath = takeValue(of: "--save-session", from: &arguments)
  let svgPath = takeValue(of: "--svg", from: &arguments)
  fuzz(arguments: arguments) { bytes in
    guard let failure = judgeInput(bytes) else { return nil }
    var text = failure.report
    if sessionPath != nil || svgPath != nil, failure.session == nil {
      text += "\nno session or picture written: a geometry failure has no history"
    }
    if let sessionPath, let session = failure.session {
      text += "\n" + save(session.jsonLines, to: sessionPath, "session")
    }
    if let svgPath, let timeline = failure.timeline {
      text += "\n" + save(timeline.svg, to: svgPath, "picture")
    }
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
