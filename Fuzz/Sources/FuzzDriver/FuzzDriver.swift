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

/// Runs libFuzzer with the process's flags, judging each input: when `judgeInput` returns
/// a report, it is printed and the process traps, so libFuzzer keeps the input as a crash
/// file. Exits with libFuzzer's status.
///
/// - Parameter judgeInput: Returns nil when every check held, or the report of the first
///   that failed.
public func fuzz(judging judgeInput: @escaping (UnsafeBufferPointer<UInt8>) -> String?) -> Never {
  judge = judgeInput
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  exit(
    runDriver(&argc, &argv) { data, size in
      if let report = judge?(UnsafeBufferPointer(start: data, count: size)) {
        print(report)
        fflush(nil)
        fatalError("a check failed; the input is kept as a crash file")
      }
      return 0
    })
}
