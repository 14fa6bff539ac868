// MARK: - Compact text

extension JSONValue {
  /// The value's compact JSON text: no spaces, members in order, strings escaped, numbers
  /// as their kept text.
  ///
  /// - Complexity: O(n) in the size of the value.
  public var text: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the value's compact JSON text as UTF-8, as ``text`` spells it, without a line
  /// break: for writing a session file line by line into one buffer.
  ///
  /// - Parameter bytes: The buffer to append to.
  /// - Complexity: O(n) in the size of the value.
  public func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    case .number(let text): bytes.append(contentsOf: text.utf8)
    case .string(let string): Self.writeString(string, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (offset, member) in members.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// `string` in double quotes, with `"`, `\` and control characters escaped.
  private static func writeString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

extension JSONValue: CustomStringConvertible {
  /// The value's compact JSON ``text``.
  public var description: String { text }
}
