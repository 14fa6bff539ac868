// MARK: - Numbers

extension JSONParser {
  /// A number, from its `-` or first digit, kept as its exact text:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw truncated(inside: .number) }
    switch bytes[index] {
    case UInt8(ascii: "0"):
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw JSONSyntaxError(column: index, reason: "a number has a leading zero")
      }
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      skipDigits()
    case let byte:
      throw error("expected a digit after '-', found \(describe(byte))")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      try requireDigit(after: "'.'")
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, isSign(bytes[index]) { index += 1 }
      try requireDigit(after: "the exponent's 'e'")
    }
    return .number(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
  }

  /// One or more digits at `index`, skipped.
  private mutating func requireDigit(after what: String) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw truncated(inside: .number) }
    guard isDigit(bytes[index]) else {
      throw error("expected a digit after \(what), found \(describe(bytes[index]))")
    }
    skipDigits()
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isSign(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
