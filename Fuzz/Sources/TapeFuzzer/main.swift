import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: parses the flags, then calls `body` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Reads the input as a mode and a choice tape (`FuzzInput`), runs the case with every
/// check, and on a failure prints the shrunk report and traps, so libFuzzer keeps the input.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
exit(
  runFuzzer(&argc, &argv) { data, size in
    let input = FuzzInput(decoding: UnsafeBufferPointer(start: data, count: size))
    if let report = input.failureReport() {
      print(report)
      fflush(nil)
      fatalError("a check failed; the input is kept as a crash file")
    }
    return 0
  })
