import PickerCheck

/// `pickerstate check`: what it was asked to do, read from its flags.
struct CheckCommand {
  /// The campaign's seed; a new one each run unless given.
  var seed: UInt64?
  /// How many events to check.
  var eventBudget = 10_000_000
  /// The modes to run.
  var modes = CheckMode.campaignModes
  /// A single case to replay instead of a campaign.
  var replay: ReplayToken?
  /// The bounded-exhaustive search's depth (0 skips it).
  var exhaustiveDepth = 5
  /// The most events in one case.
  var maxEventsPerCase = Campaign.defaultMaxEventsPerCase
  /// Threads running cases; the result is the same for any number.
  var workers = activeProcessorCount()
  /// Where to write a failure's session and picture.
  var files = FailureFiles()
  /// Not for users: the role of a child process that `pickerstate check` started to survive
  /// a trap (``CheckCommand/Worker``), from the hidden flag `--worker`.
  var worker: Worker?
  /// Not for users: the case a `cases` worker starts from (`--first-case`).
  var firstCase = 0
  /// The arguments as given, passed on to the child processes.
  var arguments: [String] = []

  static let usage = """
    usage: pickerstate check [--seed N] [--events N] [--mode host|hostile|scrollview|all]
                             [--depth N] [--case-events N] [--workers N] [--replay TOKEN]
                             [--save-session PATH] [--svg PATH]
           pickerstate check --help

      --seed N         the campaign's seed (decimal or 0x-hex); a new one each run by default
      --events N       events to check (default 10000000; 1_000_000 and 2e6 also read)
      --mode M         host, hostile, scrollview or all (default all)
      --depth N        depth of the bounded-exhaustive search (default 5; 0 skips it)
      --case-events N  the most events in one case (default \(Campaign.defaultMaxEventsPerCase))
      --workers N      threads running cases (default: every core; same result for any N)
      --replay TOKEN   replay one case from its token (printed with every failure)
      --save-session PATH  on a failure, write the shrunk case as a session file, which
                       `pickerstate replay PATH` replays
      --svg PATH       on a failure, draw the shrunk case's events around the failing one
                       as a timeline (SVG); when every check holds there is no case to
                       draw: nothing is written, and the output says so
      -h, --help       print this help

    exits 0 when every check held and coverage reached its minimums, 1 otherwise, 2 for
    a command line it cannot read
    """

  /// Reads the flags after `check`.
  ///
  /// - Throws: A ``UsageError`` that says which flag or value is wrong.
  init(arguments: [String]) throws(UsageError) {
    self.arguments = arguments
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      guard flag.hasPrefix("--") else { throw .unexpected(flag) }
      guard let value = remaining.popFirst() else { throw .missingValue(flag) }
      switch flag {
      case "--seed":
        guard let parsed = Campaign.seed(parsing: value) else { throw .badValue(flag, value) }
        seed = parsed
      case "--events": eventBudget = try Self.count(value, flag)
      case "--depth": exhaustiveDepth = try Self.count(value, flag)
      case "--case-events": maxEventsPerCase = max(try Self.count(value, flag), 1)
      case "--workers": workers = max(try Self.count(value, flag), 1)
      case "--mode":
        switch value {
        case "all": modes = CheckMode.campaignModes
        default:
          guard let mode = CheckMode(rawValue: value), CheckMode.campaignModes.contains(mode)
          else { throw .badValue(flag, value) }
          modes = [mode]
        }
      case "--replay":
        do {
          replay = try ReplayToken(parsing: value)
        } catch {
          throw .badToken(error)
        }
      case "--save-session": files.sessionPath = value
      case "--svg": files.svgPath = value
      // Hidden flags, not for users: how `pickerstate check` starts its own child processes.
      case "--worker":
        guard let role = Worker(rawValue: value) else { throw .badValue(flag, value) }
        worker = role
      case "--first-case": firstCase = try Self.count(value, flag)
      #if DEBUG
        case "--plant": guard TrapFixture.plant(value) else { throw .badValue(flag, value) }
      #endif
      default: throw .unknownFlag(flag)
      }
    }
  }

  /// A count, written plainly, with underscores, or as `2e6`.
  private static func count(_ text: String, _ flag: String) throws(UsageError) -> Int {
    let plain = text.replacingOccurrences(of: "_", with: "")
    if let value = Int(plain), value >= 0 { return value }
    if let value = Double(plain), value >= 0, value < 1e15, value == value.rounded() {
      return Int(value)
    }
    throw .badValue(flag, text)
  }
}

/// A command line that `pickerstate` cannot read, or a picture's range past the session.
enum UsageError: Error, CustomStringConvertible {
  case unexpected(String)
  case missingValue(String)
  case unknownFlag(String)
  case badValue(String, String)
  case badToken(ReplayTokenError)
  case unknownCommand(String)
  case missingFile
  case rangeWithoutPicture
  case emptyRange(Int, Int)
  case longRange(Int, Int)
  case pastLastEvent(Int, Int)

  var description: String {
    switch self {
    case .unexpected(let word): "unexpected argument '\(word)'"
    case .missingValue(let flag): "\(flag) needs a value"
    case .unknownFlag(let flag): "unknown flag \(flag)"
    case .badValue(let flag, let value): "\(flag): '\(value)' is not a valid value"
    case .badToken(let error): "--replay: \(error)"
    case .unknownCommand(let command): "unknown command '\(command)'"
    case .missingFile: "which session file?"
    case .rangeWithoutPicture: "--from and --to choose the picture's events: give --svg PATH too"
    case .emptyRange(let first, let last): "--to \(last) is before --from \(first)"
    case .longRange(let first, let last):
      "--from \(first) --to \(last): a picture draws at most \(Timeline.maximumEvents) events"
    case .pastLastEvent(let first, let count):
      "--from \(first): the session has \(count) event\(count == 1 ? "" : "s")"
    }
  }
}

extension String {
  /// The string with every `target` replaced, without Foundation.
  fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
    String(flatMap { $0 == target ? Array(replacement) : [$0] })
  }
}
