import PickerState

/// The bounded-exhaustive mode's world: small starting pickers (up to 4 rows) and, for
/// each state, a fixed alphabet of events. The search walks all of it; a path it found
/// is a tape of indices into these lists, so it shrinks and replays like any other case.
enum ExhaustiveAlphabet {
  /// Every starting picker: 0 to 4 rows, each alignment and direction, with and without
  /// edge suppression and live commits, nearest and single-row paging.
  static let starts: [Scenario] = {
    var starts: [Scenario] = []
    for count in 0...4 {
      for alignment in [PickerAlignment.center, .leading(padding: 16), .trailing(padding: 0)] {
        for direction in [PickerLayoutDirection.leftToRight, .rightToLeft] {
          guard let layout = layout(count, alignment, direction) else { continue }
          for options in optionSets {
            // In a fixed order, so that a start's index means the same start every run.
            var rows: [Int] = []
            for row in [0, count / 2, max(count - 1, 0)] where !rows.contains(row) {
              rows.append(row)
            }
            for row in rows {
              starts.append(
                Scenario(layout: layout, options: options, selectedRow: row, events: []))
            }
          }
        }
      }
    }
    return starts
  }()

  private static let optionSets: [PickerOptions] = [
    PickerOptions(),
    PickerOptions(snapping: .paging(maxItems: 1), suppressesEdgeAnimation: false),
    PickerOptions(commitsSelectionWhileScrolling: true),
  ]

  private static func layout(
    _ count: Int, _ alignment: PickerAlignment, _ direction: PickerLayoutDirection
  ) -> PickerLayout? {
    try? PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: count, spacing: 8, alignment: alignment,
      direction: direction)
  }

  /// A start drawn from a tape: its index into ``starts``.
  static func start(_ choices: inout Choices) -> Scenario {
    starts[choices.int(below: starts.count)]
  }

  /// An event drawn from a tape: its index into ``events(for:)``.
  static func event(_ choices: inout Choices, for state: PickerState) -> PickerEvent {
    choices.pick(events(for: state))
  }

  /// The fixed alphabet of events for a state: rows just inside and outside the range,
  /// every anchor, midpoints, bounces and non-finite offsets, flings both ways, reloads.
  static func events(for state: PickerState) -> [PickerEvent] {
    let layout = state.layout
    let count = layout.itemCount
    let upper = layout.offsetRange.upperBound
    var events: [PickerEvent] = [
      .willBeginDragging, .didEndDragging(willDecelerate: true),
      .didEndDragging(willDecelerate: false), .didEndDecelerating, .didEndScrollingAnimation,
      .accessibilityIncrement, .accessibilityDecrement,
      .select(row: -1, animated: true), .tap(row: count),
      .didScroll(offset: -40), .didScroll(offset: upper + 40), .didScroll(offset: upper / 2 + 1),
      .didScroll(offset: .nan),
      .willEndDragging(velocity: 500, proposedOffset: upper),
      .willEndDragging(velocity: -500, proposedOffset: 0),
      .willEndDragging(velocity: 0, proposedOffset: upper / 3),
    ]
    for row in 0..<count {
      events.append(.select(row: row, animated: row % 2 == 0))
      events.append(.tap(row: row))
      events.append(.didScroll(offset: layout.offset(ofRow: row)))
    }
    // In a fixed order, for the same reason as the starts.
    var newCounts: [Int] = []
    for newCount in [max(count - 1, 0), min(count + 1, 4), 0] where !newCounts.contains(newCount) {
      newCounts.append(newCount)
    }
    for newCount in newCounts {
      if let changed = Self.layout(newCount, layout.alignment, layout.direction) {
        events.append(.layoutChanged(changed))
      }
    }
    let flipped: PickerLayoutDirection =
      layout.direction == .leftToRight ? .rightToLeft : .leftToRight
    if let rotated = Self.layout(count, .center, flipped) { events.append(.layoutChanged(rotated)) }
    return events
  }
}
