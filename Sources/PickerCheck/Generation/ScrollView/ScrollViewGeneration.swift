import PickerState

/// Draws the layouts and options of the scroll-view mode: what an app on a phone or a
/// tablet shows, rather than the extremes the other modes throw at the picker. Rows are at
/// least a point wide and there are at most 10,000 of them, so that the pixel grid can
/// tell every anchor apart; `minimumAnimatedDistance` is a pixel or more at every scale,
/// as its documentation asks of a host that rounds. Every draw's 0-th choice is the
/// simplest value, as in ``ScenarioGeneration``.
enum ScrollViewGeneration {
  /// A layout an app shows: two in five wrap around, a carousel's endless strip, so that
  /// the mode checks wrapping strips for well over the quarter of its events it owes (every
  /// row count and width wraps here: no lap is shorter than a point, nor capped). One in 11,
  /// by values of the first choice that earlier tapes never hold, is a contained strip of
  /// 3 to 20 cards (P1): rows that fit, widths near the viewport's, every alignment.
  static func layout(_ choices: inout Choices) -> PickerLayout {
    let count: Int
    let kind = choices.int(below: 22)
    switch kind {
    case 0..<9, 20, 21: count = choices.int(in: 3...20)
    case 9: count = 0
    case 10, 11: count = 1
    case 12, 13: count = 2
    case 14..<18: count = choices.int(in: 21...200)
    default: count = choices.pick([1_000, 10_000])
    }
    let viewport = choices.pick([375.0, 320, 414, 667, 1024])
    let spacing = choices.pick([0.0, 10, 8, 16, 0.5])
    let alignment = choices.pick([
      PickerAlignment.center, .leading(padding: 0), .trailing(padding: 0),
      .leading(padding: 16), .trailing(padding: 16),
    ])
    let direction = choices.pick([PickerLayoutDirection.leftToRight, .rightToLeft])
    let isUniform = count > 200 || !choices.chance(1, in: 2)
    var widths = [Double]()
    let isContained = kind >= 20
    if isUniform {
      widths.append(isContained ? cardWidth(&choices) : itemWidth(&choices))
    } else {
      widths.reserveCapacity(count)
      for _ in 0..<count { widths.append(isContained ? cardWidth(&choices) : itemWidth(&choices)) }
    }
    let wraps = choices.chance(2, in: 5) && !isContained
    let containment: PickerContainment = isContained ? .contained : .anchored
    let layout =
      isUniform
      ? try? PickerLayout(
        viewportWidth: viewport, itemWidth: widths[0], itemCount: count, spacing: spacing,
        alignment: alignment, direction: direction, wrapsAround: wraps, containment: containment)
      : try? PickerLayout(
        viewportWidth: viewport, itemWidths: widths, spacing: spacing, alignment: alignment,
        direction: direction, wrapsAround: wraps, containment: containment)
    return layout ?? ScenarioGeneration.simplestLayout
  }

  /// Cell widths of real pickers and carousels, and fractional ones whose anchors fall
  /// between pixels.
  private static func itemWidth(_ choices: inout Choices) -> Double {
    choices.chance(1, in: 4)
      ? choices.double(in: 20...300)
      : choices.pick([64.0, 40, 80, 120, 343, 125, 44.5, 70.1, 33.3])
  }

  /// A card's width on a contained strip: round sizes, and sizes near a phone's viewport,
  /// all whole quarter points, where the library's `nearestSnap` decides every tie exactly
  /// (see the pages findings).
  private static func cardWidth(_ choices: inout Choices) -> Double {
    choices.pick([64.0, 40, 80, 120, 343, 125, 44.5, 300, 359.75, 187.5])
  }

  /// Options an app sets: one picker in three plays automatically, every 2 seconds, half
  /// a second or 5, and, by a value of the choice that earlier tapes never hold, one in four
  /// stops autoplay for good when the user takes over (P7).
  static func options(_ choices: inout Choices) -> PickerOptions {
    let autoplay = choices.int(below: 4)
    return PickerOptions(
      snapping: choices.pick([
        SnapBehavior.nearest, .paging(maxItems: 1), .nearest, .paging(maxItems: 2),
        .paging(maxItems: 3),
      ]),
      decelerationRate: choices.pick([DecelerationRate.normal, .fast]),
      flingThreshold: choices.pick([300.0, 0, 1_000]),
      suppressesEdgeAnimation: !choices.chance(1, in: 3),
      commitsSelectionWhileScrolling: choices.chance(1, in: 3),
      minimumAnimatedDistance: choices.pick([1.0, 2, 40]),
      autoAdvanceInterval: autoplay >= 2 ? choices.pick([2.0, 0.5, 5]) : nil,
      autoAdvanceStopsOnInteraction: autoplay == 3)
  }

  /// What an app does to a picker's rows at any time: appends (one row, or a page of 50),
  /// removals (one row, half, all), a rotation, or an alignment or direction switch, each
  /// keeping the strip's containment; one change in eight also turns wrapping on or off, as
  /// an app that makes its carousel endless once it has rows enough.
  static func changedLayout(_ choices: inout Choices, from layout: PickerLayout) -> PickerLayout {
    let count = layout.itemCount
    let width = layout.uniformItemWidth ?? 64
    let wraps = choices.chance(1, in: 8) ? !layout.wrapsAround : layout.wrapsAround
    let changed: PickerLayout?
    switch choices.int(below: 6) {
    case 0, 1:
      changed = try? PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidth: width,
        itemCount: choices.pick([count + 50, count + 1, max(count - 1, 0), count / 2, 0, 3]),
        spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction,
        wrapsAround: wraps, containment: layout.containment)
    case 2, 3:
      changed = try? PickerLayout(
        viewportWidth: choices.pick([667.0, 375, 1024, 320]), itemWidth: width,
        itemCount: count, spacing: layout.spacing, alignment: layout.alignment,
        direction: layout.direction, wrapsAround: wraps, containment: layout.containment)
    case 4:
      changed = try? PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: count,
        spacing: layout.spacing,
        alignment: choices.pick([.center, .leading(padding: 16), .trailing(padding: 0)]),
        direction: layout.direction == .leftToRight ? .rightToLeft : .leftToRight,
        wrapsAround: wraps, containment: layout.containment)
    default:
      changed = Self.layout(&choices)
    }
    return changed ?? ScenarioGeneration.simplestLayout
  }
}
