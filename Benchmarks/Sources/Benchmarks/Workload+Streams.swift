import PickerCheck
import PickerState

extension Workload {
  /// 1,000 rows of 64 points, 10 apart, in a 375-point viewport: the picker of the
  /// gesture, selection and hostile workloads.
  static func thousandRows() throws -> PickerLayout {
    try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 1000, spacing: 10)
  }

  /// What a real picker sees: drags of about 30 `didScroll` events, flings with their
  /// deceleration streams, slow releases that settle with an animation, taps with their
  /// animation streams, and occasional selections, some out of range.
  static func gestureStream(on layout: PickerLayout, events count: Int, seed: UInt64)
    -> [PickerEvent]
  {
    var choices = Choices(seed: seed)
    var events: [PickerEvent] = []
    events.reserveCapacity(count + 64)
    var offset = layout.offset(ofRow: layout.itemCount / 2)
    let range = layout.offsetRange
    /// A scroll toward `target` in `steps` reports, ending exactly on it.
    func glide(to target: Double, steps: Int) {
      let start = offset
      for step in 1...steps {
        events.append(.didScroll(offset: start + (target - start) * Double(step) / Double(steps)))
      }
      offset = target
    }
    func anchor(near position: Double) -> Double {
      layout.nearestRow(toOffset: position).map(layout.offset(ofRow:)) ?? 0
    }
    while events.count < count {
      switch choices.int(in: 0...99) {
      case 0..<65:
        events.append(.willBeginDragging)
        for _ in 0..<30 {
          offset += choices.double(in: -12...12)
          events.append(.didScroll(offset: offset))
        }
        if !choices.chance(1, in: 3) {
          let velocity = choices.double(in: 400...4000) * (choices.chance(1, in: 2) ? -1 : 1)
          let projected = offset + DecelerationRate.normal.projectedDistance(velocity: velocity)
          let proposed = min(max(projected, range.lowerBound), range.upperBound)
          events.append(.willEndDragging(velocity: velocity, proposedOffset: proposed))
          events.append(.didEndDragging(willDecelerate: true))
          glide(to: anchor(near: proposed), steps: 20)
          events.append(.didEndDecelerating)
        } else {
          events.append(.didEndDragging(willDecelerate: false))
          glide(to: anchor(near: offset), steps: 8)
          events.append(.didEndScrollingAnimation)
        }
      case 65..<90:
        let current = layout.nearestRow(toOffset: offset) ?? 0
        let row = min(max(current + choices.int(in: -3...3), 0), layout.itemCount - 1)
        events.append(.tap(row: row))
        glide(to: layout.offset(ofRow: row), steps: 10)
        events.append(.didEndScrollingAnimation)
      default:
        let row = choices.int(in: -10...(layout.itemCount + 9))
        events.append(.select(row: row, animated: true))
        guard row >= 0 && row < layout.itemCount else { continue }
        glide(to: layout.offset(ofRow: row), steps: 10)
        events.append(.didEndScrollingAnimation)
      }
    }
    return events
  }

  /// Every event kind at random, with hostile values: rows past either end and at the
  /// extremes, NaN and infinite numbers, -0.0, offsets far outside the content, and layout
  /// changes between a few prepared layouts (one of them empty).
  static func hostileMix(
    on layout: PickerLayout, layouts: [PickerLayout], events count: Int, seed: UInt64
  ) -> [PickerEvent] {
    var choices = Choices(seed: seed)
    let rows = [0, 1, layout.itemCount - 1, layout.itemCount, -1, Int.min, Int.max, 500]
    let offsets = [0.0, -0.0, .nan, .infinity, -.infinity, -1e300, 1e300, 37, 36_999, 1e9]
    var events: [PickerEvent] = []
    events.reserveCapacity(count)
    for _ in 0..<count {
      let row = choices.pick(rows)
      let value = choices.pick(offsets)
      let event: PickerEvent
      switch choices.int(in: 0...10) {
      case 0: event = .select(row: row, animated: !choices.chance(1, in: 2))
      case 1: event = .tap(row: row)
      case 2: event = .willBeginDragging
      case 3: event = .didScroll(offset: value)
      case 4: event = .willEndDragging(velocity: value * 10, proposedOffset: value)
      case 5: event = .didEndDragging(willDecelerate: !choices.chance(1, in: 2))
      case 6: event = .didEndDecelerating
      case 7: event = .didEndScrollingAnimation
      case 8: event = .layoutChanged(choices.pick(layouts))
      case 9: event = .accessibilityIncrement
      default: event = .accessibilityDecrement
      }
      events.append(event)
    }
    return events
  }

  /// `select` and `tap` only: rows all over the range, a few outside it.
  static func selections(on layout: PickerLayout, events count: Int, seed: UInt64)
    -> [PickerEvent]
  {
    var choices = Choices(seed: seed)
    return (0..<count).map { _ in
      let row = choices.int(in: -20...(layout.itemCount + 19))
      return choices.chance(1, in: 2)
        ? .select(row: row, animated: !choices.chance(1, in: 2)) : .tap(row: row)
    }
  }

  /// `layoutChanged` only: counts shrinking and growing, rotations between portrait and
  /// landscape, alignment and direction switches, each layout built before timing.
  static func reloads(events count: Int, seed: UInt64) throws -> [PickerEvent] {
    var choices = Choices(seed: seed)
    var layouts: [PickerLayout] = []
    for rowCount in [1000, 600, 20, 0, 1, 1500] {
      for viewport in [375.0, 812] {
        layouts.append(
          try PickerLayout(viewportWidth: viewport, itemWidth: 64, itemCount: rowCount, spacing: 10)
        )
      }
    }
    layouts.append(
      try PickerLayout(
        viewportWidth: 375, itemWidth: 64, itemCount: 1000, spacing: 10,
        alignment: .leading(padding: 16), direction: .rightToLeft))
    return (0..<count).map { _ in .layoutChanged(choices.pick(layouts)) }
  }
}
