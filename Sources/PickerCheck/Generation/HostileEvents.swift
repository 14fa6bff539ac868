import PickerState

/// The hostile mode's events: any event in any order, with hostile values (rows past
/// either end and at `Int.min`/`Int.max`, NaN, ±infinity, -0.0, offsets far outside the
/// content, row counts dropping to zero mid-gesture), stale timer fires in any phase,
/// options changes whose autoplay interval A1 rejects, and changes of rows at any moment,
/// some of which do not fit their layout.
enum HostileEvents {
  static func next(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    let count = picker.layout.itemCount
    // The page dots (a snap past either end among them) and arrows by choices that earlier
    // tapes never hold.
    switch choices.int(below: 16) {
    case 0: return .select(row: row(&choices, count: count), animated: choices.chance(1, in: 2))
    case 1:
      guard choices.chance(1, in: 2) else { return .tap(row: row(&choices, count: count)) }
      return .tapCell(row(&choices, count: picker.layout.cellCount))
    case 2: return .willBeginDragging
    case 3, 4: return .didScroll(offset: offset(&choices, picker: picker))
    case 5:
      return .willEndDragging(
        velocity: velocity(&choices), proposedOffset: offset(&choices, picker: picker))
    case 6: return .didEndDragging(willDecelerate: choices.chance(1, in: 2))
    case 7: return .didEndDecelerating
    case 8: return .didEndScrollingAnimation
    case 9:
      let layout =
        choices.chance(1, in: 32)
        ? picker.layout.withoutRows : HostSimulation.changedLayout(&choices, from: picker.layout)
      return .layoutChanged(layout)
    case 10: return .autoAdvanceTimerFired
    case 11: return .optionsChanged(options(&choices, from: picker.options))
    case 12:
      // A change of rows at any moment; one in four does not fit the layout sent with it.
      let fits = !choices.chance(1, in: 4)
      return (fits ? RowChangeEvents.event(&choices, picker: picker) : nil)
        ?? RowChangeEvents.mismatch(&choices, picker: picker)
    case 14:
      return .selectSnap(
        row(&choices, count: picker.layout.snapCount), animated: choices.chance(1, in: 2))
    case 15: return choices.chance(1, in: 2) ? .selectNextSnap : .selectPreviousSnap
    default: return choices.chance(1, in: 2) ? .accessibilityIncrement : .accessibilityDecrement
    }
  }

  /// Options as a host changes them, or with an interval autoplay does not take.
  private static func options(
    _ choices: inout Choices, from options: PickerOptions
  ) -> PickerOptions {
    guard choices.chance(1, in: 3) else {
      return HostSimulation.changedOptions(&choices, from: options)
    }
    var changed = options
    changed.autoAdvanceInterval = choices.pick([
      0, -0.0, -1, .nan, .infinity, -.infinity, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude,
    ])
    return changed
  }

  private static func row(_ choices: inout Choices, count: Int) -> Int {
    switch choices.int(below: 4) {
    case 0, 1: return choices.int(below: max(count, 1))
    case 2: return choices.pick([count - 1, count, -1, 0])
    default: return choices.pick([Int.min, Int.max, count + 1, -2, Int.min + 1])
    }
  }

  private static func offset(_ choices: inout Choices, picker: PickerState) -> Double {
    let range = picker.layout.offsetRange
    switch choices.int(below: 6) {
    case 0, 1: return choices.double(in: range)
    case 2:
      let row = choices.int(below: max(picker.layout.itemCount, 1))
      return picker.layout.itemCount > 0 ? picker.layout.offset(ofRow: row) : 0
    case 3: return choices.pick([0.0, -0.0, range.upperBound, -1, range.upperBound + 1])
    case 4: return choices.pick([-1e300, 1e300, .greatestFiniteMagnitude, -1e9, 1e9])
    default: return choices.pick([Double.nan, .infinity, -.infinity, -Double.nan])
    }
  }

  private static func velocity(_ choices: inout Choices) -> Double {
    switch choices.int(below: 4) {
    case 0, 1: return choices.double(in: -5000...5000)
    case 2: return choices.pick([0.0, -0.0, 300, -300, 1e308, -1e308])
    default: return choices.pick([Double.nan, .infinity, -.infinity])
    }
  }
}

extension PickerLayout {
  /// The same strip with its containment toggled (P1), its rows' widths read off their
  /// frames; itself when it has more than 1,000 rows, past what the oracle's snaps model.
  ///
  /// Only a strip whose lengths are whole quarter points is toggled, as
  /// ``ContainedLayoutGeneration`` draws them: on others the library's `nearestSnap`
  /// decides near-ties by rounded distances (see the pages findings), which
  /// ``ContainmentCheck`` rightly fails.
  var withContainmentToggled: PickerLayout {
    guard itemCount <= 1_000, hasQuarterPointLengths else { return self }
    let toggled: PickerContainment = containment == .contained ? .anchored : .contained
    if let width = uniformItemWidth {
      let layout = try? PickerLayout(
        viewportWidth: viewportWidth, itemWidth: width, itemCount: itemCount, spacing: spacing,
        alignment: alignment, direction: direction, wrapsAround: wrapsAround,
        containment: toggled)
      return layout ?? self
    }
    let widths = (0..<itemCount).map { frame(ofRow: $0).width }
    let layout = try? PickerLayout(
      viewportWidth: viewportWidth, itemWidths: widths, spacing: spacing, alignment: alignment,
      direction: direction, wrapsAround: wrapsAround, containment: toggled)
    return layout ?? self
  }

  /// Whether the viewport, spacing, padding and every row's width are whole quarter points
  /// below a million, so that every offset of the strip is exact.
  private var hasQuarterPointLengths: Bool {
    func isQuarter(_ length: Double) -> Bool {
      length < 1e6 && (length * 4).rounded() == length * 4
    }
    let padding: Double
    switch alignment {
    case .center: padding = 0
    case .leading(let value), .trailing(let value): padding = value
    }
    guard isQuarter(viewportWidth), isQuarter(spacing), isQuarter(padding) else { return false }
    if let width = uniformItemWidth { return isQuarter(width) }
    return (0..<itemCount).allSatisfy { isQuarter(frame(ofRow: $0).width) }
  }

  /// The same geometry with no rows: the count dropping to zero.
  var withoutRows: PickerLayout {
    (try? PickerLayout(
      viewportWidth: viewportWidth, itemWidths: [], spacing: spacing, alignment: alignment,
      direction: direction)) ?? ScenarioGeneration.simplestLayout
  }
}
