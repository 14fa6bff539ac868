// MARK: - Strings

extension JSONParser {
  /// A string, from its opening quote to past its closing one, with escapes resolved.
  ///
  /// An unescaped string of ASCII bytes is copied once; escapes and other UTF-8 go through
  /// a buffer that is validated as UTF-8 at the end.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let contents = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
        index += 1
        if isASCII { return String(decoding: contents, as: UTF8.self) }
        return try validated(contents, from: start)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    var buffer = Array(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return try validated(buffer, from: start)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw error("a control character (\(describe(byte))) inside a string must be escaped")
      default:
        buffer.append(byte)
        index += 1
      }
    }
    throw truncated(inside: .string)
  }

  /// The string of `contents`, or an error at the string's opening quote.
  private func validated(
    _ contents: some Collection<UInt8>, from start: Int
  ) throws(JSONSyntaxError) -> String {
    guard let string = String(validating: contents, as: UTF8.self) else {
      throw JSONSyntaxError(column: start + 1, reason: "the string is not valid UTF-8")
    }
    return string
  }

  /// One escape, from its backslash, appended to `buffer` as UTF-8.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1
    guard index < bytes.count else { throw truncated(inside: .string) }
    let escaped: UInt8
    switch bytes[index] {
    case UInt8(ascii: "\""): escaped = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): escaped = UInt8(ascii: "/")
    case UInt8(ascii: "b"): escaped = 0x08
    case UInt8(ascii: "f"): escaped = 0x0C
    case UInt8(ascii: "n"): escaped = UInt8(ascii: "\n")
    case UInt8(ascii: "r"): escaped = UInt8(ascii: "\r")
    case UInt8(ascii: "t"): escaped = UInt8(ascii: "\t")
    case UInt8(ascii: "u"):
      let scalar = try parseUnicodeEscape()
      buffer.append(contentsOf: String(Character(scalar)).utf8)
      return
    case let byte:
      throw error("unknown escape \\\(describe(byte).dropFirst().dropLast()) in a string")
    }
    buffer.append(escaped)
    index += 1
  }

  /// `\uXXXX`, or a pair of them for a surrogate pair, from the `u`; past the last digit.
  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let escapeStart = index - 1
    let first = try parseHexQuad()
    switch first {
    case 0xD800...0xDBFF:
      guard index + 1 < bytes.count else {
        if index + 1 == bytes.count, bytes[index] == UInt8(ascii: "\\") {
          throw truncated(inside: .string)
        }
        if index == bytes.count { throw truncated(inside: .string) }
        throw loneSurrogate(at: escapeStart)
      }
      guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw loneSurrogate(at: escapeStart)
      }
      index += 1
      let second = try parseHexQuad()
      guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(at: escapeStart) }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(at: escapeStart) }
      return scalar
    case 0xDC00...0xDFFF:
      throw loneSurrogate(at: escapeStart)
    default:
      guard let scalar = Unicode.Scalar(first) else { throw loneSurrogate(at: escapeStart) }
      return scalar
    }
  }

  /// Four hex digits after the `u` at `index`; past them.
  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    index += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw truncated(inside: .string) }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected four hex digits after \\u, found \(describe(byte))")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// The error for a `\u` escape of half a surrogate pair.
  private func loneSurrogate(at start: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      column: start + 1, reason: "a \\u escape of half a surrogate pair, without its other half")
  }
}
