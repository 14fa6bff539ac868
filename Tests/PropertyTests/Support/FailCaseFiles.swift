import PickerCheck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The crash inputs the fuzzers found, kept in `Fuzz/FailCases/` and read without
/// Foundation. Each file's name starts with its fuzzer's name: `tape-` or `layout-`.
enum FailCaseFiles {
  /// One kept input.
  struct File: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
  }

  /// `Fuzz/FailCases/`, found from this file's path.
  static let folder = repositoryFolder("Fuzz", "FailCases")

  /// A folder of the repository, found from this file's path.
  static func repositoryFolder(_ names: String...) -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tests/PropertyTests/Support/FailCaseFiles.swift
    return (parts + names.map { Substring($0) }).joined(separator: "/")
  }

  /// The names in `folder` (by default ``folder``) that do not start with a dot, sorted;
  /// nil when the folder cannot be opened.
  static func names(in folder: String = folder) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// Every file in `folder` (by default ``folder``, the kept inputs), or none when the
  /// folder is missing (which a test checks apart).
  static func all(in folder: String = folder) -> [File] {
    (names(in: folder) ?? []).map { File(name: $0, bytes: contents(of: folder + "/" + $0)) }
  }

  /// A file's bytes; empty when it cannot be read.
  static func contents(of path: String) -> [UInt8] {
    (try? LocalFile.read(path)) ?? []
  }
}
