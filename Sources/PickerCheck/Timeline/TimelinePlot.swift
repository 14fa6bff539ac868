import PickerState

/// The picture's frame and scales: where the plot sits in the SVG, and how event numbers
/// (or times) and offsets map to it. Larger offsets are drawn higher.
struct TimelinePlot {
  /// The SVG's width, in its user units.
  static let width = 1180.0
  /// The SVG's height.
  static let height = 640.0
  /// The plot's left edge, leaving room for the anchors' labels.
  static let left = 150.0
  /// The plot's right edge, leaving room for the offset ticks and the legend.
  static let right = 880.0
  /// The plot's top edge, below the header lines.
  static let top = 76.0
  /// The plot's bottom edge, above the x axis' labels.
  static let bottom = 570.0
  /// The least span of offsets drawn, in points, when every offset is nearly equal.
  static let minimumOffsetSpan = 120.0

  /// The x value of each drawn point: the start, then each kept event.
  let xValues: [Double]
  /// Whether the x values are times in seconds (otherwise event numbers).
  let usesTime: Bool
  /// The x value at the plot's left edge, a little below the lowest drawn.
  let xLow: Double
  /// The x value at the plot's right edge, above `xLow`.
  let xHigh: Double
  /// The offset in the middle of the plot.
  let yCenter: Double
  /// Half the span of offsets drawn, above zero.
  let yHalfSpan: Double

  /// The room the plot leaves after a failing event, as a share of the x span before it,
  /// so that the failure and the arrows it asked for stand clear of the right edge.
  static let roomAfterFailure = 0.18

  /// Fits the plot to a history.
  ///
  /// - Parameters:
  ///   - firstEvent: The number of the first drawn event.
  ///   - times: Each drawn event's time, if any.
  ///   - offsets: The offsets to fit, non-finite ones ignored.
  ///   - failurePoint: The drawn point of the failing event (0: the start), if any: the x
  ///     axis reaches at least ``roomAfterFailure`` of the span before it past it.
  init(firstEvent: Int, times: [Double?], offsets: [Double], failurePoint: Int? = nil) {
    let timed = times.compactMap { $0 }.filter(\.isFinite)
    usesTime = !times.isEmpty && timed.count == times.count
    if usesTime {
      xValues = [timed[0]] + timed
    } else {
      xValues = (0...times.count).map { Double(firstEvent - 1 + $0) }
    }
    let low = xValues.min() ?? 0
    var high = xValues.max() ?? 1
    if let failurePoint, xValues.indices.contains(failurePoint) {
      let failureX = xValues[failurePoint]
      let before = failureX - low
      high = max(high, failureX + (before > 0 ? before * Self.roomAfterFailure : 1))
    }
    // A little room on both sides, so the first and last events' marks clear the frame.
    let span = high > low ? high - low : 1
    xLow = low - span * 0.02
    xHigh = low + span * 1.02
    var minimum = Double.infinity
    var maximum = -Double.infinity
    for offset in offsets where offset.isFinite {
      minimum = min(minimum, offset)
      maximum = max(maximum, offset)
    }
    if minimum > maximum { (minimum, maximum) = (0, 0) }
    // Halves first, so that offsets near the largest doubles do not overflow.
    yCenter = minimum / 2 + maximum / 2
    let half = max(maximum / 2 - minimum / 2, Self.minimumOffsetSpan / 2)
    let margined = half * 1.08
    yHalfSpan = margined.isFinite ? margined : half
  }

  /// The lowest offset drawn.
  var yLow: Double { yCenter - yHalfSpan }
  /// The highest offset drawn.
  var yHigh: Double { yCenter + yHalfSpan }

  /// The SVG x coordinate of an x value.
  func x(_ value: Double) -> Double {
    Self.left + (value - xLow) / (xHigh - xLow) * (Self.right - Self.left)
  }

  /// The SVG x coordinate of drawn point `index` (0: the start).
  func x(point index: Int) -> Double { x(xValues[index]) }

  /// The SVG y coordinate of an offset, nil when it is not finite.
  func y(_ offset: Double) -> Double? {
    guard offset.isFinite else { return nil }
    let fraction = (offset / 2 - yCenter / 2) / yHalfSpan
    let y = (Self.top + Self.bottom) / 2 - fraction * (Self.bottom - Self.top)
    return y.isFinite ? min(max(y, -1e6), 1e6) : nil
  }

  /// Whether an offset lies in the drawn span.
  func contains(_ offset: Double) -> Bool {
    offset.isFinite && offset >= yLow && offset <= yHigh
  }
}
