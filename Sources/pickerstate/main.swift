import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `pickerstate`: the command-line tool. Its main job is `check`, the property checker; its
/// second, `replay`, replays a recorded session with the same checks.
let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "help"
switch command {
case "check":
  do {
    let check = try CheckCommand(arguments: Array(arguments.dropFirst()))
    exit(check.run())
  } catch {
    writeToStandardError("pickerstate: \(error)\n\n\(CheckCommand.usage)\n")
    exit(2)
  }
case "replay":
  do {
    let replay = try ReplayCommand(arguments: Array(arguments.dropFirst()))
    exit(replay.run())
  } catch {
    writeToStandardError("pickerstate: \(error)\n\n\(ReplayCommand.usage)\n")
    exit(2)
  }
case "help", "--help", "-h":
  say(CheckCommand.usage + "\n\n" + ReplayCommand.usage)
default:
  writeToStandardError(
    "pickerstate: \(UsageError.unknownCommand(command))\n\n\(CheckCommand.usage)\n\n"
      + "\(ReplayCommand.usage)\n")
  exit(2)
}
