#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole files without Foundation: the session files and pictures the
/// command-line tool and the fuzzers read and write.
public enum LocalFile {
  /// Why a file could not be read or written: its path and the system's reason.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The system's reason, as `strerror` says it.
    public var reason: String

    /// The path and the reason, as one line.
    public var description: String { "\(path): \(reason)" }
  }

  /// The whole file's bytes.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Every byte the file holds.
  /// - Throws: ``Failure`` for a file that cannot be opened or read.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, $0.count) }
      guard count >= 0 else { throw failure(path) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Replaces the file's contents with `text`, creating it when it does not exist.
  ///
  /// - Parameters:
  ///   - text: What the file will hold, written as UTF-8.
  ///   - path: The file's path.
  /// - Throws: ``Failure`` for a file that cannot be created or written.
  public static func write(_ text: String, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    guard write(text, toDescriptor: descriptor) else { throw failure(path) }
  }

  /// Writes every byte of `text` to an open file descriptor (1 is standard output),
  /// unbuffered.
  ///
  /// - Parameters:
  ///   - text: What to write, as UTF-8.
  ///   - descriptor: An open file descriptor.
  /// - Returns: False when the system refused a write.
  @discardableResult
  public static func write(_ text: String, toDescriptor descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return writeSome(descriptor, base + written, buffer.count - written)
      }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// The failure `errno` describes.
  private static func failure(_ path: String) -> Failure {
    Failure(path: path, reason: String(cString: strerror(errno)))
  }
}

/// The C library's `read`, out of reach of ``LocalFile``'s own names.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

/// The C library's `write`, out of reach of ``LocalFile``'s own names.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
