import PickerState

// MARK: - Reading

extension Session {
  /// Reads a session file: a header line, then one entry per line. A last line may end
  /// with or without a newline, and a line with a carriage return before its newline.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes, UTF-8.
  ///   - workers: Threads decoding lines; the result, and the error, are the same for any
  ///     number.
  /// - Throws: ``SessionFileError`` for the first line that is not valid JSON (a truncated
  ///   line among them), a file without a header, a header of a newer format, a layout its
  ///   initializer refuses, or an event or effect that does not exist. An event the picker
  ///   would reject (a row out of range) is valid: its rejection is for the replay.
  /// - Complexity: O(n) in the file's length.
  public init(jsonLines bytes: [UInt8], workers: Int = 1) throws(SessionFileError) {
    let lines = Self.lines(in: bytes)
    guard let first = lines.first else {
      throw SessionFileError(line: 1, reason: "the file is empty: \(Self.headerShape)")
    }
    let header = try Self.header(bytes[first], lineNumber: 1)
    let chunkCount = (lines.count - 1 + Self.linesPerChunk - 1) / Self.linesPerChunk
    let chunks = OrderedJobs.run(
      count: chunkCount, workers: workers, empty: .success([]),
      fails: { if case .failure = $0 { true } else { false } }
    ) { chunk -> Result<[PickerSessionEntry], SessionFileError> in
      let firstLine = 1 + chunk * Self.linesPerChunk
      let endLine = min(firstLine + Self.linesPerChunk, lines.count)
      var entries: [PickerSessionEntry] = []
      entries.reserveCapacity(endLine - firstLine)
      do throws(SessionFileError) {
        for index in firstLine..<endLine {
          entries.append(
            try Self.decode(PickerSessionEntry.self, bytes[lines[index]], lineNumber: index + 1))
        }
      } catch {
        return .failure(error)
      }
      return .success(entries)
    }
    var entries: [PickerSessionEntry] = []
    entries.reserveCapacity(lines.count - 1)
    for chunk in chunks {
      switch chunk {
      case .success(let decoded): entries += decoded
      case .failure(let error): throw error
      }
    }
    self.init(header: header, entries: entries)
  }

  /// How many lines one job decodes.
  private static let linesPerChunk = 4096

  /// Each line's bytes, without its newline or a carriage return before it; no line after
  /// a last newline.
  private static func lines(in bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var lineStart = 0
    while lineStart < bytes.count {
      let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var lineEnd = newline
      if lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      lines.append(lineStart..<lineEnd)
      lineStart = newline + 1
    }
    return lines
  }

  /// What a header looks like, for the errors that find none.
  private static let headerShape =
    #"a session starts with a header, {"pickerSession": 1, "layout": …}"#

  /// The first line, which must be a header.
  private static func header(
    _ line: ArraySlice<UInt8>, lineNumber: Int
  ) throws(SessionFileError) -> PickerSessionHeader {
    do {
      return try decode(PickerSessionHeader.self, line, lineNumber: lineNumber)
    } catch let error where error.field == "pickerSession" && error.reason == "missing" {
      throw SessionFileError(line: lineNumber, reason: "no header: \(headerShape)")
    }
  }

  /// One line's value.
  private static func decode<Value: Decodable>(
    _ type: Value.Type, _ line: ArraySlice<UInt8>, lineNumber: Int
  ) throws(SessionFileError) -> Value {
    guard !line.isEmpty else {
      throw SessionFileError(line: lineNumber, reason: "an empty line")
    }
    let json: JSONValue
    do {
      json = try JSONValue(parsing: line)
    } catch {
      throw SessionFileError(line: lineNumber, reason: "\(error)")
    }
    do {
      return try JSONValueDecoder().decode(type, from: json)
    } catch let error as DecodingError {
      throw SessionFileError(line: lineNumber, decoding: error)
    } catch {
      throw SessionFileError(line: lineNumber, reason: "\(error)")
    }
  }
}

// MARK: - Writing

extension Session {
  /// The session file's text: the header's line, then one line per entry, each ending
  /// with a newline.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var jsonLines: String {
    var text = Self.line(header)
    for entry in entries { text += Self.line(entry) }
    return text
  }

  /// One value's line. Every value a session holds encodes: numbers that are not finite
  /// are written as strings.
  private static func line(_ value: some Encodable) -> String {
    do {
      return try JSONValueEncoder().encode(value).text + "\n"
    } catch {
      preconditionFailure("a session's values always encode: \(error)")
    }
  }
}
