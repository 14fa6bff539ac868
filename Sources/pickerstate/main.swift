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
let commandArguments = Array(arguments.dropFirst())

/// Whether a command's arguments ask for its help: `--help` or `-h` anywhere among them,
/// whatever else they hold, so that help is one flag away from any command line.
func asksForHelp(_ arguments: [String]) -> Bool {
  arguments.contains { $0 == "--help" || $0 == "-h" }
}

switch command {
case "check" where asksForHelp(commandArguments):
  say(CheckCommand.usage)
case "replay" where asksForHelp(commandArguments):
  say(ReplayCommand.usage)
case "check":
  do {
    let check = try CheckCommand(arguments: commandArguments)
    exit(check.run())
  } catch {
    writeToStandardError("pickerstate: \(error) (pickerstate check --help lists the flags)\n")
    exit(2)
  }
case "replay":
  do {
    let replay = try ReplayCommand(arguments: commandArguments)
    exit(replay.run())
  } catch {
    writeToStandardError("pickerstate: \(error) (pickerstate replay --help lists the flags)\n")
    exit(2)
  }
case "help", "--help", "-h":
  say(CheckCommand.usage + "\n\n" + ReplayCommand.usage)
default:
  writeToStandardError(
    "pickerstate: \(UsageError.unknownCommand(command)): the commands are check and replay "
      + "(pickerstate --help lists their flags)\n")
  exit(2)
}
