import PickerCheck

/// `pickerstate replay FILE`: a recorded session replayed with every check, read from its
/// arguments.
struct ReplayCommand {
  /// The session file.
  var path: String
  /// Where to draw the history when a check fails (`--svg`).
  var files = FailureFiles()
  /// Threads reading the file's lines; the result is the same for any number.
  var workers = activeProcessorCount()

  static let usage = """
    usage: pickerstate replay FILE [--svg PATH]

      FILE        a session file (JSON Lines: a header, then one event per line)
      --svg PATH  when a check fails, draw the events up to it as a timeline

    exits 0 when every check held and every recorded effect matched, 1 at the first broken
    promise or the first event whose effects differ from the recording, 2 for a file it
    cannot read (one line naming the line and the field; nothing is replayed or written)
    """

  /// Reads the arguments after `replay`.
  ///
  /// - Throws: A ``UsageError`` that says which argument is wrong.
  init(arguments: [String]) throws(UsageError) {
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
      default: throw .unknownFlag(word)
      }
    }
    guard let path else { throw .missingFile }
    self.path = path
  }
}
