import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard output unbuffered, so that it interleaves with the progress
/// line on standard error in the order it was written.
func say(_ text: String) {
  LocalFile.write(text + "\n", toDescriptor: 1)
}

/// Writes text to standard error unbuffered: the progress line and usage errors.
func writeToStandardError(_ text: String) {
  LocalFile.write(text, toDescriptor: 2)
}

/// The number of processors online, at least 1.
func activeProcessorCount() -> Int {
  max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
}
