/// Why a session file cannot be read: the line, the field and what is wrong with it.
///
/// `pickerstate replay` prints it as one line and exits 2 before it replays anything.
public struct SessionFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's line, from 1.
  public var line: Int
  /// The field, as a path such as `event.didScroll.offset` or `effects[2]`; nil when the
  /// line as a whole is wrong.
  public var field: String?
  /// What is wrong.
  public var reason: String

  /// Creates an error.
  public init(line: Int, field: String? = nil, reason: String) {
    self.line = line
    self.field = field
    self.reason = reason
  }

  /// The error for a line whose JSON is valid but whose values are not a header's or an
  /// entry's, with the field named by the error's coding path.
  init(line: Int, decoding error: DecodingError) {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      self.init(
        line: line, field: Self.field(context.codingPath), reason: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(line: line, field: Self.field(context.codingPath + [key]), reason: "missing")
    @unknown default:
      self.init(line: line, reason: "\(error)")
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

  public var description: String {
    "line \(line): " + (field.map { "\($0): " } ?? "") + reason
  }
}
