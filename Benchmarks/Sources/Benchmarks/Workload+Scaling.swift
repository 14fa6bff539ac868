import PickerCheck
import PickerState

extension Workload {
  /// `count` rows of deterministic widths between 40 and 120 points, 8 apart, in a
  /// 375-point viewport; repeated endlessly when `wrapsAround`.
  static func variableRows(_ count: Int, seed: UInt64, wrapsAround: Bool = false) throws
    -> PickerLayout
  {
    var choices = Choices(seed: seed)
    let widths = (0..<count).map { _ in Double(choices.int(in: 40...120)) }
    return try PickerLayout(
      viewportWidth: 375, itemWidths: widths, spacing: 8, wrapsAround: wrapsAround)
  }

  /// `count` rows of 80 points, 8 apart: the uniform twin of ``variableRows(_:seed:)``.
  static func uniformRows(_ count: Int) throws -> PickerLayout {
    try PickerLayout(viewportWidth: 375, itemWidth: 80, itemCount: count, spacing: 8)
  }

  /// A long drag from the middle of the strip, a few points per `didScroll`: the hot path
  /// a smoothly scrolling picker takes, where the previous answer is the best hint.
  static func smoothScroll(on layout: PickerLayout, events count: Int, seed: UInt64)
    -> [PickerEvent]
  {
    var choices = Choices(seed: seed)
    var offset = layout.offsetRange.upperBound / 2
    var events: [PickerEvent] = [.willBeginDragging]
    events.reserveCapacity(count)
    while events.count < count {
      offset += choices.double(in: -2...6)
      events.append(.didScroll(offset: offset))
    }
    return events
  }

  /// A drag whose `didScroll` offsets land anywhere in the content: no hint helps, so each
  /// costs a search over the whole strip.
  static func randomJumps(on layout: PickerLayout, events count: Int, seed: UInt64)
    -> [PickerEvent]
  {
    var choices = Choices(seed: seed)
    let range = layout.offsetRange
    var events: [PickerEvent] = [.willBeginDragging]
    events.reserveCapacity(count)
    while events.count < count {
      events.append(.didScroll(offset: choices.double(in: range)))
    }
    return events
  }
}
