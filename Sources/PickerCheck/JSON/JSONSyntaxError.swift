/// Why a line is not one JSON value: where (the 1-based column, counted in bytes) and what
/// is wrong there, in plain English.
///
/// ```
/// column 41: the line ends inside an object (is it truncated?)
/// ```
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based byte column of the problem; one past the last byte when the line ends early.
  public var column: Int
  /// What is wrong at `column`, in plain English.
  public var reason: String

  /// An error at `column` for `reason`.
  public init(column: Int, reason: String) {
    self.column = column
    self.reason = reason
  }

  /// `column N: reason`.
  public var description: String { "column \(column): \(reason)" }
}
