/// How a row looks at one offset: the transform and opacity a host applies to its cell.
public struct PickerItemAppearance: Hashable, Sendable {
  /// The scale factor for the cell's transform; 1 is the cell's own size.
  public var scale: Double
  /// The cell's opacity.
  public var alpha: Double
  /// The cell's stacking order; higher draws on top.
  public var zIndex: Int

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - scale: The scale factor for the cell's transform.
  ///   - alpha: The cell's opacity.
  ///   - zIndex: The cell's stacking order.
  public init(scale: Double, alpha: Double, zIndex: Int) {
    self.scale = scale
    self.alpha = alpha
    self.zIndex = zIndex
  }
}
