import PickerState

/// Draws the parts of a scenario that do not depend on events: layouts, options and the
/// first row. Every draw's 0-th choice is the simplest value, so shrinking a tape moves a
/// case toward small, round layouts and default options.
enum ScenarioGeneration {
  /// A valid layout: 0, 1, 2, a few, many or a huge number of rows; uniform or variable
  /// widths; every alignment and direction; tiny to huge viewports; seven in ten wrap
  /// around (a wrapping layout that cannot be built, such as one in a viewport wider than
  /// its laps, is drawn again without wrapping).
  ///
  /// Every mode owes a quarter of a campaign's events on wrapping strips. Seven in ten,
  /// rather than one in four, because strips that cannot wrap are drawn again without
  /// wrapping and empty layouts take few events: the host and hostile modes then put about
  /// half their events on wrapping strips, enough that the two bring a campaign of every
  /// mode more than a quarter by themselves.
  ///
  /// One layout in 26 is a contained strip of cards (``ContainedLayoutGeneration``: rows
  /// that fit, widths near the viewport's, every alignment, padding and direction), drawn
  /// by a value of the first choice that earlier tapes never hold, so that every kept tape
  /// draws what it drew.
  static func layout(_ choices: inout Choices) -> PickerLayout {
    let kind = choices.int(below: 104)
    guard kind < 100 else {
      return (try? ContainedLayoutGeneration.layout(&choices)) ?? simplestLayout
    }
    let count = itemCount(kind, &choices)
    let viewport = choices.pick([375.0, 320, 64, 1, 0, 1024, 1e6, 1e9])
    let spacing = choices.pick([0.0, 10, 8, 0.5, 100])
    let alignment = choices.pick([
      PickerAlignment.center, .leading(padding: 0), .trailing(padding: 0),
      .leading(padding: 16), .trailing(padding: 16), .leading(padding: 5000),
    ])
    let direction = choices.pick([PickerLayoutDirection.leftToRight, .rightToLeft])
    // Variable widths cost a choice per row to draw: past 200 rows, rows are uniform.
    let isUniform = count > 200 || !choices.chance(1, in: 2)
    var widths = [Double]()
    if isUniform {
      widths.append(itemWidth(&choices))
    } else {
      widths.reserveCapacity(count)
      for _ in 0..<count { widths.append(itemWidth(&choices)) }
    }
    let wraps = choices.chance(7, in: 10)
    func layout(wrapping: Bool) -> PickerLayout? {
      isUniform
        ? try? PickerLayout(
          viewportWidth: viewport, itemWidth: widths[0], itemCount: count, spacing: spacing,
          alignment: alignment, direction: direction, wrapsAround: wrapping)
        : try? PickerLayout(
          viewportWidth: viewport, itemWidths: widths, spacing: spacing,
          alignment: alignment, direction: direction, wrapsAround: wrapping)
    }
    return (wraps ? layout(wrapping: true) : nil) ?? layout(wrapping: false) ?? simplestLayout
  }

  /// Five rows of 64 points in a 375-point viewport: the layout every fallback uses.
  static let simplestLayout: PickerLayout = {
    do {
      return try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 5)
    } catch {
      preconditionFailure("the simplest layout is valid: \(error)")
    }
  }()

  /// The row count of the layout of `kind`, a choice below 100.
  private static func itemCount(_ kind: Int, _ choices: inout Choices) -> Int {
    switch kind {
    case 0..<15: return choices.int(in: 3...4)
    case 15..<17: return 0
    case 17..<22: return 1
    case 22..<35: return 2
    case 35..<80: return choices.int(in: 5...20)
    case 80..<95: return choices.int(in: 21...1000)
    default: return choices.pick([10_000, 1_000_000, 1 << 40, PickerLayout.maximumItemCount])
    }
  }

  /// A row width: round sizes, any size in between, and a few extremes.
  static func itemWidth(_ choices: inout Choices) -> Double {
    switch choices.int(below: 10) {
    case 0..<6: return choices.pick([64.0, 40, 80, 120, 343, 125, 1, 0.5])
    case 6..<8: return choices.double(in: 0.25...400)
    default: return choices.pick([1e-3, 1e4, 375, 1e6])
    }
  }

  /// Options covering every snapping, fling threshold, edge suppression, live commit,
  /// minimum animated distance, autoplay interval and autoplay's policies (P7).
  static func options(_ choices: inout Choices) -> PickerOptions {
    let autoplay = self.autoplay(&choices)
    return PickerOptions(
      snapping: choices.pick([
        SnapBehavior.nearest, .paging(maxItems: 1), .nearest, .paging(maxItems: 2), .nearest,
        .paging(maxItems: 3), .paging(maxItems: 0), .paging(maxItems: Int.max),
      ]),
      decelerationRate: choices.pick([DecelerationRate.normal, .fast, DecelerationRate(0.5)]),
      flingThreshold: choices.pick([300.0, 0, 1e9, -1, .nan]),
      suppressesEdgeAnimation: !choices.chance(1, in: 3),
      commitsSelectionWhileScrolling: choices.chance(1, in: 3),
      minimumAnimatedDistance: choices.pick([1.0, 0, 0.5, 40, .nan, -1]),
      autoAdvanceInterval: autoplay.interval,
      autoAdvanceStopsOnInteraction: autoplay.stopsOnInteraction,
      autoAdvanceStopsAtEnd: autoplay.stopsAtEnd)
  }

  /// An autoplay interval: off for most pickers, a few seconds (or half of one) for one in
  /// four, and now and then one that A1 turns off (zero, negative, not finite); with one of
  /// P7's policies or both for one in five, by values of the choice that earlier tapes
  /// never hold.
  static func autoplay(_ choices: inout Choices)
    -> (interval: Double?, stopsOnInteraction: Bool, stopsAtEnd: Bool)
  {
    let kind = choices.int(below: 15)
    switch kind {
    case 0..<8: return (nil, false, false)
    case 8..<11: return (choices.pick([0.5, 2, 5]), false, false)
    case 11: return (choices.pick([0, -1, .nan, .infinity]), false, false)
    default: return (choices.pick([0.5, 2, 5]), kind != 13, kind != 12)
    }
  }

  /// The row passed to `PickerState.init`: mostly in range, sometimes far outside it.
  static func firstRow(_ choices: inout Choices, itemCount: Int) -> Int {
    switch choices.int(below: 10) {
    case 0..<4: return 0
    case 4..<8: return choices.int(below: max(itemCount, 1))
    case 8: return max(itemCount - 1, 0)
    default: return choices.pick([-1, Int.min, Int.max, itemCount])
    }
  }
}
