#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SessionFileError {
  /// The error for a line `JSONDecoder` refused, with the field named by the error's coding
  /// path and what the line holds there: `event.tap.row: expected a number, found a
  /// string`, `event.flick: unknown PickerEvent 'flick'`.
  ///
  /// - Parameters:
  ///   - line: The file's line, from 1.
  ///   - error: What decoding the line threw.
  ///   - text: The line's bytes, read again to say what the path leads to.
  ///   - endsTheFileWithoutNewline: Whether the line is the file's last and has no newline,
  ///     as a file cut off while it was written ends.
  init(
    line: Int, decoding error: DecodingError, in text: Data, endsTheFileWithoutNewline: Bool
  ) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(line: line, field: Self.field(context.codingPath + [key]), reason: "missing")
    case .valueNotFound(let type, let context):
      let expected = JSONKind(expecting: type).map(\.rawValue) ?? "\(type)"
      self.init(
        line: line, field: Self.field(context.codingPath),
        reason: "expected \(expected), found null")
    case .typeMismatch(let type, let context):
      self.init(line: line, mismatch: type, at: context, in: text)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // JSONDecoder says no more than this of a line it cannot parse, or of a number that
      // does not fit the type its field asks for.
      self.init(
        line: line,
        reason: endsTheFileWithoutNewline
          ? "not valid JSON, and the file ends on it without a newline (is it truncated?)"
          : "not valid JSON, or a number out of range")
    case .dataCorrupted(let context):
      self.init(
        line: line, field: Self.field(context.codingPath), reason: context.debugDescription)
    @unknown default:
      self.init(line: line, reason: "\(error)")
    }
  }

  /// The error for a value of the wrong kind: a number where an object is expected, say,
  /// or an object whose one key names no case of the enum `type`.
  private init(
    line: Int, mismatch type: Any.Type, at context: DecodingError.Context, in text: Data
  ) {
    let path = context.codingPath
    let found = FoundValue(at: path, in: text)
    switch (JSONKind(expecting: type), found) {
    case (let expected?, let found?):
      self.init(
        line: line, field: Self.field(path),
        reason: "expected \(expected.rawValue), found \(found.kind.rawValue)")
    case (nil, let found?) where found.kind == .object && found.keys.count == 1:
      let name = found.keys[0]
      self.init(
        line: line, field: Self.field(path + [FoundValue.Key(name)]),
        reason: "unknown \(type) '\(name)'")
    case (nil, let found?) where found.kind == .object:
      self.init(
        line: line, field: Self.field(path),
        reason: "a \(type) is an object with exactly one key, the case's name")
    default:
      self.init(line: line, field: Self.field(path), reason: context.debugDescription)
    }
  }

  /// `event.didScroll.offset`, `effects[2].scroll`; nil for the line itself.
  private static func field(_ path: [any CodingKey]) -> String? {
    guard !path.isEmpty else { return nil }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}

/// The kinds of JSON value, as an error names them.
private enum JSONKind: String {
  case null = "null"
  case boolean = "a boolean"
  case number = "a number"
  case string = "a string"
  case array = "an array"
  case object = "an object"

  /// The kind a decoder asked for when it expected `type`; nil for a type of the library,
  /// decoded from a value of its own shape.
  init?(expecting type: Any.Type) {
    switch type {
    case is Bool.Type: self = .boolean
    case is String.Type: self = .string
    case is any Numeric.Type: self = .number
    case is [String: Any].Type: self = .object
    case is [Any].Type: self = .array
    default: return nil
    }
  }
}

/// What a line holds at a coding path, read again after a `DecodingError` that says what
/// was expected there but not what was found.
private struct FoundValue: Decodable {
  /// The value's kind.
  var kind: JSONKind
  /// An object's keys; empty for any other value.
  var keys: [String] = []

  /// What `text` holds at `path`, or nil when the path leads to no value.
  init?(at path: [any CodingKey], in text: Data) {
    guard let pathKey = Self.pathKey else { return nil }
    let decoder = JSONDecoder()
    decoder.userInfo[pathKey] = PathBox(path)
    guard let found = try? decoder.decode(FoundValue.self, from: text) else { return nil }
    self = found
  }

  /// Follows the path handed in the decoder's `userInfo`.
  init(from decoder: any Decoder) throws {
    let path = Self.pathKey.flatMap { decoder.userInfo[$0] as? PathBox }?.keys ?? []
    self = try Self.value(in: decoder, following: path[...])
  }

  private init(kind: JSONKind, keys: [String] = []) {
    self.kind = kind
    self.keys = keys
  }

  /// The value at the end of `path`, from `decoder`'s value.
  private static func value(
    in decoder: any Decoder, following path: ArraySlice<any CodingKey>
  ) throws -> FoundValue {
    guard let key = path.first else { return try value(of: decoder) }
    let inner: any Decoder
    if let index = key.intValue {
      var elements = try decoder.unkeyedContainer()
      for _ in 0..<index { _ = try elements.superDecoder() }
      inner = try elements.superDecoder()
    } else {
      inner = try decoder.container(keyedBy: Key.self).superDecoder(forKey: Key(key.stringValue))
    }
    return try value(in: inner, following: path.dropFirst())
  }

  /// The kind of `decoder`'s value, and an object's keys.
  private static func value(of decoder: any Decoder) throws -> FoundValue {
    if let object = try? decoder.container(keyedBy: Key.self) {
      return FoundValue(kind: .object, keys: object.allKeys.map(\.stringValue))
    }
    if (try? decoder.unkeyedContainer()) != nil { return FoundValue(kind: .array) }
    let value = try decoder.singleValueContainer()
    if value.decodeNil() { return FoundValue(kind: .null) }
    if (try? value.decode(Bool.self)) != nil { return FoundValue(kind: .boolean) }
    if (try? value.decode(String.self)) != nil { return FoundValue(kind: .string) }
    return FoundValue(kind: .number)
  }

  /// Any key, by its name.
  struct Key: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    var intValue: Int? { nil }
  }

  /// The path, as `userInfo` holds it.
  private struct PathBox: Sendable {
    let keys: [any CodingKey]
    init(_ keys: [any CodingKey]) { self.keys = keys }
  }

  /// Where `userInfo` holds the path.
  private static let pathKey = CodingUserInfoKey(rawValue: "PickerCheck.FoundValue.path")
}
