/// The horizontal extent of one row in content coordinates.
public struct PickerItemFrame: Hashable, Sendable {
  /// The row's left edge, in content coordinates (the content starts at 0 and includes
  /// the insets).
  public var minX: Double
  /// The row's width in points.
  public var width: Double

  /// Creates a frame from its left edge and width.
  ///
  /// - Parameters:
  ///   - minX: The left edge, in content coordinates.
  ///   - width: The width in points.
  public init(minX: Double, width: Double) {
    self.minX = minX
    self.width = width
  }

  /// The row's right edge.
  @inlinable
  public var maxX: Double { minX + width }
  /// The row's horizontal centre.
  public var midX: Double { minX + width / 2 }
}
