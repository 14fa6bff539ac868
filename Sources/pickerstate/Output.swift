#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard output unbuffered, so that it interleaves with the progress
/// line on standard error in the order it was written.
func say(_ text: String) {
  writeAll(text + "\n", to: 1)
}

/// Writes text to standard error unbuffered: the progress line and usage errors.
func writeToStandardError(_ text: String) {
  writeAll(text, to: 2)
}

/// Writes every byte of `text` to a file descriptor, without C's global streams.
private func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)
  var written = 0
  while written < bytes.count {
    let result = bytes.withUnsafeMutableBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return -1 }
      return write(descriptor, base + written, buffer.count - written)
    }
    guard result > 0 else { return }
    written += result
  }
}

/// The number of processors online, at least 1.
func activeProcessorCount() -> Int {
  max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
}
