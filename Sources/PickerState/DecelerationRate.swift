/// How quickly a released scroll slows down, as the fraction of its velocity kept after
/// each millisecond (`UIScrollView.DecelerationRate`).
///
/// PickerState itself snaps the host's own proposal (`willEndDragging`'s
/// `proposedOffset`); the rate in ``PickerOptions`` is the one the host gives its scroll
/// view, and the one ``PickerState/projectedOffset(velocity:)`` projects with for hosts
/// that have no proposal of their own.
public struct DecelerationRate: Hashable, Sendable {
  /// 0.998 per millisecond, as `UIScrollView.DecelerationRate.normal`.
  public static let normal = DecelerationRate(0.998)
  /// 0.99 per millisecond, as `UIScrollView.DecelerationRate.fast`.
  public static let fast = DecelerationRate(0.99)

  /// The fraction of velocity kept per millisecond, in `0 ..< 1`.
  public let perMillisecond: Double

  /// Creates a rate.
  ///
  /// - Parameter perMillisecond: The fraction of velocity kept per millisecond. Values
  ///   below 0 or NaN become 0 (the scroll stops at once); values of 1 or more become the
  ///   largest `Double` below 1 (the scroll glides as far as a `Double` reaches). Never traps.
  public init(_ perMillisecond: Double) {
    if perMillisecond.isNaN || perMillisecond <= 0 {
      self.perMillisecond = 0
    } else {
      self.perMillisecond = min(perMillisecond, 1.0.nextDown)
    }
  }

  /// How far a scroll released at `velocity` travels before it stops:
  /// `(velocity / 1000) * r / (1 - r)`, the geometric sum of the per-millisecond steps.
  ///
  /// - Parameter velocity: Points per second, signed like the offset.
  /// - Returns: Signed points, finite for every finite velocity (clamped to the largest
  ///   finite `Double`); 0 for a NaN velocity.
  public func projectedDistance(velocity: Double) -> Double {
    guard !velocity.isNaN else { return 0 }
    let distance = (velocity / 1000) * perMillisecond / (1 - perMillisecond)
    guard !distance.isNaN else { return 0 }
    return min(max(distance, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}
