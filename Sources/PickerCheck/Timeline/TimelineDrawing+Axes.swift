import PickerState

// MARK: - Axes

extension TimelineDrawing {
  /// Tick values between `low` and `high`: about `count` of them, at 1, 2 or 5 times a
  /// power of ten (at least 1 apart when `integral`), with the decimals they need.
  static func ticks(
    from low: Double, to high: Double, count: Int, integral: Bool
  ) -> (values: [Double], decimals: Int) {
    let span = high - low
    guard span.isFinite, span > 0 else { return ([], 0) }
    let raw = span / Double(count)
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw, magnitude > 1e-6 { magnitude /= 10 }
    var step = magnitude
    for factor in [1.0, 2, 5, 10] where magnitude * factor >= raw {
      step = magnitude * factor
      break
    }
    if integral { step = max(step.rounded(), 1) }
    var decimals = 0
    var scaled = step
    while scaled.rounded() != scaled, decimals < 6 {
      scaled *= 10
      decimals += 1
    }
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high, values.count < 4 * count {
      values.append(value)
      value += step
    }
    return (values, decimals)
  }

  /// The plot's frame, the x axis' ticks and labels (event numbers or seconds), and the
  /// offset ticks on the right.
  var axes: String {
    let left = n(TimelinePlot.left)
    let top = n(TimelinePlot.top)
    let bottom = TimelinePlot.bottom
    var svg = "<rect class=\"frame\" x=\"\(left)\" y=\"\(top)\" "
    svg += "width=\"\(n(TimelinePlot.right - TimelinePlot.left))\" "
    svg += "height=\"\(n(bottom - TimelinePlot.top))\" fill=\"none\" stroke=\"#999999\"/>\n"
    let xTicks = Self.ticks(from: plot.xLow, to: plot.xHigh, count: 8, integral: !plot.usesTime)
    for value in xTicks.values {
      let x = n(plot.x(value))
      let label =
        plot.usesTime
        ? SVGNumber.format(value, decimals: xTicks.decimals)
        : SVGNumber.grouped(Int(value))
      svg += "<g class=\"x-tick\"><line x1=\"\(x)\" y1=\"\(n(bottom))\" x2=\"\(x)\" "
      svg += "y2=\"\(n(bottom + 5))\" stroke=\"#999999\"/><text x=\"\(x)\" "
      svg += "y=\"\(n(bottom + 18))\" text-anchor=\"middle\" fill=\"#444444\">"
      svg += "\(label)</text></g>\n"
    }
    let axisTitle = plot.usesTime ? "time (s)" : "event number"
    svg += "<text class=\"axis-title\" x=\"\(n((TimelinePlot.left + TimelinePlot.right) / 2))\" "
    svg += "y=\"\(n(bottom + 38))\" text-anchor=\"middle\" fill=\"#444444\">\(axisTitle)</text>\n"
    let yTicks = Self.ticks(from: plot.yLow, to: plot.yHigh, count: 8, integral: false)
    let right = TimelinePlot.right
    for value in yTicks.values {
      guard let y = plot.y(value) else { continue }
      svg += "<g class=\"y-tick\"><line x1=\"\(n(right))\" y1=\"\(n(y))\" x2=\"\(n(right + 5))\" "
      svg += "y2=\"\(n(y))\" stroke=\"#999999\"/><text x=\"\(n(right + 8))\" y=\"\(n(y + 3.5))\" "
      svg += "fill=\"#444444\">\(SVGNumber.format(value, decimals: yTicks.decimals))</text></g>\n"
    }
    svg += "<text class=\"axis-title\" x=\"\(n(right + 8))\" y=\"\(n(TimelinePlot.top - 8))\" "
    svg += "fill=\"#444444\">offset (pt)</text>\n"
    return svg
  }
}
