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

/// Feeds the input's raw numbers to `PickerLayout` and a picker on it (`LayoutFuzzing`),
/// and on a broken promise prints it and traps, so libFuzzer keeps the input. A trap
/// inside the library is a crash of its own.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
exit(
  runFuzzer(&argc, &argv) { data, size in
    let input = UnsafeBufferPointer(start: data, count: size)
    if let failure = LayoutFuzzing.firstFailure(in: input) {
      print("FAILURE: \(failure)")
      fflush(nil)
      fatalError("a promise broke; the input is kept as a crash file")
    }
    return 0
  })
