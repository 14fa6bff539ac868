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
  ///
  /// - Parameters:
  ///   - line: The file's line, counted from 1.
  ///   - field: The field's path within the line, nil when the line as a whole is wrong.
  ///   - reason: What is wrong.
  public init(line: Int, field: String? = nil, reason: String) {
    self.line = line
    self.field = field
    self.reason = reason
  }

  /// The error as one line: `line 4: event.flick: unknown PickerEvent 'flick'`.
  public var description: String {
    "line \(line): " + (field.map { "\($0): " } ?? "") + reason
  }
}
