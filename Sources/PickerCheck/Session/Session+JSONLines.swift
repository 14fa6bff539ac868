import PickerState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// MARK: - Reading

extension Session {
  /// Reads a session file: a header line, then one entry per line. A last line may end
  /// with or without a newline, and a line with a carriage return before its newline.
  ///
  /// Numbers that are not finite are read from the strings `"nan"`, `"infinity"` and
  /// `"-infinity"` in any number field.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes, UTF-8.
  ///   - workers: Threads decoding lines, each with its own decoder; the result, and the
  ///     error, are the same for any number.
  /// - Throws: ``SessionFileError`` for the first line that is not valid JSON (a truncated
  ///   line among them), a file without a header, a header of a newer format, a layout its
  ///   initializer refuses, or an event or effect that does not exist. An event the picker
  ///   would reject (a row out of range) is valid: its rejection is for the replay.
  /// - Complexity: O(n) in the file's length.
  public init(jsonLines bytes: [UInt8], workers: Int = 1) throws(SessionFileError) {
    let lines = Self.lines(in: bytes)
    guard !lines.isEmpty else {
      throw SessionFileError(line: 1, reason: "the file is empty: \(Self.headerShape)")
    }
    let reader = LineReader(
      bytes: bytes, lines: lines, endsWithNewline: bytes.last == UInt8(ascii: "\n"))
    let header = try Self.header(reader: reader, decoder: Self.lineDecoder())
    let chunkCount = (lines.count - 1 + Self.linesPerChunk - 1) / Self.linesPerChunk
    let chunks = OrderedJobs.run(
      count: chunkCount, workers: workers, empty: .success([]),
      fails: { if case .failure = $0 { true } else { false } }
    ) { chunk -> Result<[PickerSessionEntry], SessionFileError> in
      let firstLine = 1 + chunk * Self.linesPerChunk
      let endLine = min(firstLine + Self.linesPerChunk, lines.count)
      let decoder = Self.lineDecoder()
      var entries: [PickerSessionEntry] = []
      entries.reserveCapacity(endLine - firstLine)
      do throws(SessionFileError) {
        for index in firstLine..<endLine {
          entries.append(try reader.decode(PickerSessionEntry.self, line: index, with: decoder))
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
    reader: LineReader, decoder: JSONDecoder
  ) throws(SessionFileError) -> PickerSessionHeader {
    do {
      return try reader.decode(PickerSessionHeader.self, line: 0, with: decoder)
    } catch let error where error.field == "pickerSession" && error.reason == "missing" {
      throw SessionFileError(line: 1, reason: "no header: \(headerShape)")
    }
  }

  /// A file's lines, decoded one at a time.
  private struct LineReader: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Each line's bytes, from ``Session/lines(in:)``.
    let lines: [Range<Int>]
    /// Whether the file's last line ends with a newline.
    let endsWithNewline: Bool

    /// Line `index`'s value (the header is line 0).
    func decode<Value: Decodable>(
      _ type: Value.Type, line index: Int, with decoder: JSONDecoder
    ) throws(SessionFileError) -> Value {
      let range = lines[index]
      guard !range.isEmpty else {
        throw SessionFileError(line: index + 1, reason: "an empty line")
      }
      let text = Data(bytes[range])
      do {
        return try decoder.decode(type, from: text)
      } catch let error as DecodingError {
        throw SessionFileError(
          line: index + 1, decoding: error, in: text,
          endsTheFileWithoutNewline: index == lines.count - 1 && !endsWithNewline)
      } catch {
        throw SessionFileError(line: index + 1, reason: "\(error)")
      }
    }
  }
}

// MARK: - Writing

extension Session {
  /// The session file's text: the header's line, then one line per entry, each ending
  /// with a newline, keys in sorted order, and numbers that are not finite as the strings
  /// `"nan"`, `"infinity"` and `"-infinity"`.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var jsonLines: String {
    let encoder = Self.lineEncoder()
    var text: [UInt8] = []
    Self.append(header, to: &text, with: encoder)
    for entry in entries { Self.append(entry, to: &text, with: encoder) }
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends one value's line. Every value a session holds encodes: numbers that are not
  /// finite are written as strings.
  private static func append(
    _ value: some Encodable, to text: inout [UInt8], with encoder: JSONEncoder
  ) {
    do {
      text += try encoder.encode(value)
      text.append(UInt8(ascii: "\n"))
    } catch {
      preconditionFailure("a session's values always encode: \(error)")
    }
  }
}
