import PickerState

/// The bounded-exhaustive mode: breadth-first over every state reachable from small
/// layouts (up to 4 rows) through a fixed alphabet of events and offsets, to a given depth,
/// with a visited set, checking every property on every transition.
public struct ExhaustiveSearch: Sendable {
  /// Distinct states (picker and host mirror) explored.
  public private(set) var statesExplored = 0
  /// Transitions checked.
  public private(set) var transitions = 0
  /// The first failure: the path of events from the start, and what failed.
  public private(set) var failure: (start: Scenario, failure: CheckFailure)?

  /// A picker and the checker's mirror of its host: together, one node of the search.
  private struct Node: Hashable {
    var state: PickerState
    var oracle: EventOracle
  }

  /// Explores every start to `depth` events.
  ///
  /// - Parameter depth: The longest event path explored from each start.
  public init(depth: Int) {
    for start in Self.starts() {
      explore(from: start, depth: depth)
      if failure != nil { return }
    }
  }

  /// Every starting picker: 0 to 4 rows, each alignment and direction, with and without
  /// edge suppression and live commits, nearest and single-row paging.
  static func starts() -> [PickerState] {
    var starts: [PickerState] = []
    for count in 0...4 {
      for alignment in [PickerAlignment.center, .leading(padding: 16), .trailing(padding: 0)] {
        for direction in [PickerLayoutDirection.leftToRight, .rightToLeft] {
          guard let layout = Self.layout(count, alignment, direction) else { continue }
          for options in Self.optionSets {
            for row in Set([0, count / 2, max(count - 1, 0)]) {
              starts.append(PickerState(layout: layout, selectedRow: row, options: options))
            }
          }
        }
      }
    }
    return starts
  }

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

  /// The fixed alphabet of events for a state: rows just inside and outside the range,
  /// every anchor, midpoints, bounces and non-finite offsets, flings both ways, reloads.
  static func alphabet(for state: PickerState) -> [PickerEvent] {
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
    for newCount in Set([max(count - 1, 0), min(count + 1, 4), 0]) {
      if let changed = Self.layout(newCount, layout.alignment, layout.direction) {
        events.append(.layoutChanged(changed))
      }
    }
    let flipped: PickerLayoutDirection =
      layout.direction == .leftToRight ? .rightToLeft : .leftToRight
    if let rotated = Self.layout(count, .center, flipped) { events.append(.layoutChanged(rotated)) }
    return events
  }

  private mutating func explore(from start: PickerState, depth: Int) {
    let root = Node(state: start, oracle: EventOracle(showing: start))
    if let found = root.oracle.checkInitial(start) {
      failure = (
        Scenario(
          layout: start.layout, options: start.options, selectedRow: start.selectedRow ?? 0,
          events: []), found
      )
      return
    }
    var visited: Set<Node> = [root]
    var frontier: [(node: Node, path: [PickerEvent])] = [(root, [])]
    statesExplored += 1
    for _ in 0..<depth {
      var next: [(node: Node, path: [PickerEvent])] = []
      for (node, path) in frontier {
        for event in Self.alphabet(for: node.state) {
          var child = node
          let effects = child.state.update(event)
          transitions += 1
          if let found = child.oracle.check(
            before: node.state, event: event, effects: effects, after: child.state)
          {
            failure = (
              Scenario(
                layout: start.layout, options: start.options, selectedRow: start.selectedRow ?? 0,
                events: path + [event]), found
            )
            return
          }
          if visited.insert(child).inserted {
            statesExplored += 1
            next.append((child, path + [event]))
          }
        }
      }
      frontier = next
    }
  }
}
