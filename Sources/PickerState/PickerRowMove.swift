/// A row that changed places in a ``PickerRowChanges``: the item at `from` before the change
/// is the item at `to` after it.
public struct PickerRowMove: Hashable, Sendable {
  /// The row's index before the change.
  public var from: Int
  /// The row's index after the change.
  public var to: Int

  /// A move of the row at `from` to `to`.
  ///
  /// Any two numbers make a move; ``PickerRowChanges/init(removed:inserted:moved:)`` refuses
  /// a negative one.
  ///
  /// - Parameters:
  ///   - from: The row's index before the change.
  ///   - to: The row's index after the change.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// A move is written as an object of its two indices, the shape Swift synthesizes:
/// `{"from": 1, "to": 3}`.
extension PickerRowMove: Codable {}
