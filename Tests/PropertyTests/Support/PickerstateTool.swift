import Foundation
import Testing

/// The built `pickerstate` tool, run as a user runs it: from the repository's root, with
/// its exit code and everything it printed.
enum PickerstateTool {
  /// What one run of the tool did.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The built `pickerstate`, found beside the test bundle (`swift test` builds both into
  /// one folder), or nil.
  static let location: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<4 {
      folder.deleteLastPathComponent()
      let candidate = folder.appendingPathComponent("pickerstate")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Runs the tool with `arguments` from the repository's root.
  static func run(_ arguments: [String]) throws -> Run {
    let tool = try #require(location, "no pickerstate beside \(CommandLine.arguments[0])")
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: FailCaseFiles.repositoryFolder())
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complained = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
      errors: String(decoding: complained, as: UTF8.self))
  }

  /// Runs the tool with `arguments` from the repository's root.
  static func run(_ arguments: String...) throws -> Run { try run(arguments) }

  /// A path in a new folder of its own, for a file the tool may write.
  static func scratchPath(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickerstate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }
}
