/// How a picker snaps, flings and reports.
///
/// Every value is accepted: a NaN or negative ``flingThreshold`` and a `maxItems` below 1
/// have the meanings their doc comments give, and never trap.
public struct PickerOptions: Hashable, Sendable {
  /// Where a released drag comes to rest. Default: ``SnapBehavior/nearest``.
  public var snapping: SnapBehavior
  /// The rate the host gives its scroll view, and the one
  /// ``PickerState/projectedOffset(velocity:)`` uses. Default: ``DecelerationRate/normal``.
  public var decelerationRate: DecelerationRate
  /// The speed, in points per second, at or above which a release is a fling for
  /// ``SnapBehavior/paging(maxItems:)``. A value of zero or less makes every moving
  /// release a fling; NaN is stored as `.infinity`, a speed never reached (so options
  /// always equal themselves). Default: 300.
  public var flingThreshold: Double {
    get { storedFlingThreshold }
    set { storedFlingThreshold = newValue.isNaN ? .infinity : newValue }
  }
  private var storedFlingThreshold: Double
  /// Whether settling on the first or the last row scrolls there without animation (the
  /// bounce and the scroll would fight at the ends). Default: true.
  public var suppressesEdgeAnimation: Bool
  /// Whether the selection follows the row under the anchor live while the user drags or
  /// the scroll decelerates (cause ``SelectionCause/scroll``), rather than once it comes to
  /// rest. Default: false.
  public var commitsSelectionWhileScrolling: Bool

  /// Creates options; every parameter has the default its property describes.
  public init(
    snapping: SnapBehavior = .nearest,
    decelerationRate: DecelerationRate = .normal,
    flingThreshold: Double = 300,
    suppressesEdgeAnimation: Bool = true,
    commitsSelectionWhileScrolling: Bool = false
  ) {
    self.snapping = snapping
    self.decelerationRate = decelerationRate
    self.storedFlingThreshold = flingThreshold.isNaN ? .infinity : flingThreshold
    self.suppressesEdgeAnimation = suppressesEdgeAnimation
    self.commitsSelectionWhileScrolling = commitsSelectionWhileScrolling
  }
}
