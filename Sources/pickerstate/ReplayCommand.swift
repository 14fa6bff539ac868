import PickerCheck

/// `pickerstate replay FILE`: a recorded session replayed with every check, read from its
/// arguments.
struct ReplayCommand {
  /// The session file.
  var path: String
  /// Where to draw the replay (`--svg`).
  var files = FailureFiles()
  /// The first event a clean replay's picture draws, counting from 1 (`--from`).
  var firstDrawnEvent: Int?
  /// The last event a clean replay's picture draws (`--to`).
  var lastDrawnEvent: Int?
  /// Threads reading the file's lines; the result is the same for any number.
  var workers = activeProcessorCount()
  /// Not for users: whether this is the child process that replays, started by `replay` so
  /// that a trap in it becomes a report (the hidden flag `--worker job`).
  var isWorker = false
  /// The arguments as given, passed on to the child process.
  var arguments: [String] = []

  /// The most events a picture draws, for the usage text.
  private static let mostDrawn = Timeline.maximumEvents

  static let usage = """
    usage: pickerstate replay FILE [--svg PATH [--from N] [--to M]]
           pickerstate replay --help

      FILE        a session file (JSON Lines: a header, then one event per line)
      --svg PATH  draw the replay as a timeline (SVG), and say where: a failure with the
                  events around it; a replay that holds, its last \(mostDrawn) events, or
                  those --from and --to choose
      --from N    the first event a replay that holds draws, counting from 1
      --to M      the last event it draws: at most \(mostDrawn) from --from, by default
                  \(mostDrawn - 1) after it, or the session's last
      -h, --help  print this help

    exits 0 when every check held and every recorded effect matched, 1 at the first broken
    promise or the first event whose effects differ from the recording, 2 for a file it
    cannot read (one line naming the line and the field; nothing is replayed or written)
    or a command line it cannot read, --from past the session's last event included
    """

  /// Reads the arguments after `replay`.
  ///
  /// - Throws: A ``UsageError`` that says which argument is wrong: an unknown flag, a
  ///   missing file or value, an event number below 1, a `--to` before `--from` or more
  ///   than ``Timeline/maximumEvents`` after it, `--from` or `--to` without `--svg`.
  init(arguments: [String]) throws(UsageError) {
    self.arguments = arguments
    var remaining = arguments[...]
    var path: String?
    while let word = remaining.popFirst() {
      guard word.hasPrefix("--") else {
        guard path == nil else { throw .unexpected(word) }
        path = word
        continue
      }
      guard let value = remaining.popFirst() else { throw .missingValue(word) }
      switch word {
      case "--svg": files.svgPath = value
      case "--from": firstDrawnEvent = try Self.eventNumber(value, word)
      case "--to": lastDrawnEvent = try Self.eventNumber(value, word)
      // A hidden flag, not for users: how `pickerstate replay` starts its child process.
      case "--worker":
        guard value == CheckCommand.Worker.job.rawValue else { throw .badValue(word, value) }
        isWorker = true
      #if DEBUG
        case "--plant": guard TrapFixture.plant(value) else { throw .badValue(word, value) }
      #endif
      default: throw .unknownFlag(word)
      }
    }
    guard let path else { throw .missingFile }
    self.path = path
    if files.svgPath == nil, firstDrawnEvent != nil || lastDrawnEvent != nil {
      throw .rangeWithoutPicture
    }
    if let first = firstDrawnEvent, let last = lastDrawnEvent {
      guard first <= last else { throw .emptyRange(first, last) }
      guard last - first < Timeline.maximumEvents else { throw .longRange(first, last) }
    }
  }

  /// An event number of `--from` or `--to`: a whole number from 1.
  private static func eventNumber(_ text: String, _ flag: String) throws(UsageError) -> Int {
    guard let value = Int(text), value >= 1 else { throw .badValue(flag, text) }
    return value
  }

  /// The entries a clean replay's picture draws, as the session indexes them: those
  /// `--from` and `--to` choose, by default the last ``Timeline/maximumEvents``.
  ///
  /// - Parameter count: The session's number of events.
  /// - Throws: A ``UsageError`` when `--from` lies past the session's last event.
  func drawnEntries(of count: Int) throws(UsageError) -> Range<Int> {
    let span = Timeline.maximumEvents
    switch (firstDrawnEvent, lastDrawnEvent) {
    case (let first?, _) where first > count: throw .pastLastEvent(first, count)
    case (let first?, let last?): return (first - 1)..<min(last, count)
    case (let first?, nil): return (first - 1)..<min(first - 1 + span, count)
    case (nil, let last?):
      let end = min(last, count)
      return max(end - span, 0)..<end
    case (nil, nil): return max(count - span, 0)..<count
    }
  }
}
