/// A recursive-descent parser over one line's bytes, for ``JSONValue/init(parsing:)``.
///
/// Every read checks `index < bytes.count` first, so no input can trap; nesting is limited
/// to ``JSONValue/maximumDepth``.
struct JSONParser {
  /// The line's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0
  /// How many arrays and objects enclose `index`.
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// What the parser is inside, named when the line ends there.
  enum Context: String {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case literal = "a literal"
  }

  // MARK: - The line

  /// The one value of the line, with only whitespace around it.
  mutating func parseLine() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else {
      throw error(bytes.isEmpty ? "the line is empty" : "the line has only whitespace")
    }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else {
      throw error("unexpected \(describe(bytes[index])) after the value")
    }
    return value
  }

  // MARK: - Values

  /// The value starting at `index` (which is in bounds).
  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case let byte: throw error("expected a value, found \(describe(byte))")
    }
  }

  /// `true`, `false` or `null`, spelled exactly.
  mutating func parseLiteral(
    _ spelling: StaticString, _ value: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let expectedBytes = UnsafeBufferPointer(
      start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
    for expected in expectedBytes {
      guard index < bytes.count else { throw truncated(inside: .literal) }
      guard bytes[index] == expected else {
        throw error("expected \(spelling), found \(describe(bytes[index]))")
      }
      index += 1
    }
    return value
  }

  /// An object, from its `{`.
  mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    index += 1
    skipWhitespace()
    var members: [JSONValue.Member] = []
    var keys: Set<String> = []
    guard index < bytes.count else { throw truncated(inside: .object) }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      guard index < bytes.count else { throw truncated(inside: .object) }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") { throw error("a trailing comma before '}'") }
        throw error("expected a key in double quotes, found \(describe(bytes[index]))")
      }
      let keyStart = index
      let key = try parseString()
      try checkUnique(key, at: keyStart, in: members, keys: &keys)
      skipWhitespace()
      guard index < bytes.count else { throw truncated(inside: .object) }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key, found \(describe(bytes[index]))")
      }
      index += 1
      skipWhitespace()
      guard index < bytes.count else { throw truncated(inside: .object) }
      members.append(JSONValue.Member(key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw truncated(inside: .object) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      case let byte: throw error("expected ',' or '}' in an object, found \(describe(byte))")
      }
    }
  }

  /// Throws for `key` when the object already has it: linear search in a small object, a
  /// set once it grows, so a huge object stays O(n).
  private func checkUnique(
    _ key: String, at start: Int, in members: [JSONValue.Member], keys: inout Set<String>
  ) throws(JSONSyntaxError) {
    let isDuplicate: Bool
    if members.count < 16 {
      isDuplicate = members.contains { $0.key == key }
    } else {
      if keys.isEmpty { keys = Set(members.map(\.key)) }
      isDuplicate = !keys.insert(key).inserted
    }
    guard !isDuplicate else {
      throw JSONSyntaxError(column: start + 1, reason: "the key \"\(key)\" appears twice")
    }
  }

  /// An array, from its `[`.
  mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    index += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    guard index < bytes.count else { throw truncated(inside: .array) }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      guard index < bytes.count else { throw truncated(inside: .array) }
      if bytes[index] == UInt8(ascii: "]") { throw error("a trailing comma before ']'") }
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw truncated(inside: .array) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      case let byte: throw error("expected ',' or ']' in an array, found \(describe(byte))")
      }
    }
  }

  /// Counts one more level of nesting, refusing one past ``JSONValue/maximumDepth``.
  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONValue.maximumDepth else {
      throw error("arrays and objects nest deeper than \(JSONValue.maximumDepth) levels")
    }
  }

  // MARK: - Bytes and errors

  /// Moves past spaces, tabs, line feeds and carriage returns.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default: return
      }
    }
  }

  /// The error at `index`.
  func error(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(column: index + 1, reason: reason)
  }

  /// The error for a line that ends inside `context`.
  func truncated(inside context: Context) -> JSONSyntaxError {
    JSONSyntaxError(
      column: bytes.count + 1,
      reason: "the line ends inside \(context.rawValue) (is it truncated?)")
  }

  /// A byte as an error names it: `'x'` when printable ASCII, `byte 0x07` otherwise.
  func describe(_ byte: UInt8) -> String {
    if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
  }
}
