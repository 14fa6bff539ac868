import PickerState

/// The offset `fraction` of the way from `row`'s anchor to `other`'s anchor.
func offset(
  _ fraction: Double, ofTheWayFrom row: Int, to other: Int, in layout: PickerLayout
) -> Double {
  let start = layout.offset(ofRow: row)
  return start + (layout.offset(ofRow: other) - start) * fraction
}

/// A phase to put a picker in, through the events a host would send.
enum PhaseFixture: String, CaseIterable, Sendable, CustomStringConvertible {
  case idle, dragging, decelerating, animating

  var description: String { rawValue }

  /// A picker on `layout` (seven rows or more) that rests on row 2, brought into this phase
  /// by events:
  /// - `idle`: at rest on row 2.
  /// - `dragging`: dragged a quarter of the way toward row 3.
  /// - `decelerating`: released toward row 5 and gliding halfway between rows 3 and 4.
  /// - `animating`: animating toward row 6 after `select(row: 6, animated: true)`, halfway
  ///   between rows 3 and 4.
  func state(on layout: PickerLayout, options: PickerOptions = .init()) -> PickerState {
    var state = Self.start(on: layout, options: options)
    _ = state.feed(events(on: layout))
    return state
  }

  /// The picker every phase is reached from: at rest on row 2.
  static func start(on layout: PickerLayout, options: PickerOptions = .init()) -> PickerState {
    PickerState(layout: layout, selectedRow: 2, options: options)
  }

  /// The events that bring ``start(on:options:)`` into this phase.
  func events(on layout: PickerLayout) -> [PickerEvent] {
    let quarterWay = offset(0.25, ofTheWayFrom: 2, to: 3, in: layout)
    let halfway = offset(0.5, ofTheWayFrom: 3, to: 4, in: layout)
    // A fling toward row 5 moves toward larger offsets left to right, smaller right to left.
    let towardRowFive = layout.offset(ofRow: 5) > quarterWay ? 900.0 : -900.0
    switch self {
    case .idle:
      return []
    case .dragging:
      return dragEvents(through: [quarterWay])
    case .decelerating:
      return dragEvents(through: [quarterWay]) + [
        .willEndDragging(velocity: towardRowFive, proposedOffset: layout.offset(ofRow: 5)),
        .didEndDragging(willDecelerate: true),
        .didScroll(offset: halfway),
      ]
    case .animating:
      return [.select(row: 6, animated: true), .didScroll(offset: halfway)]
    }
  }
}

extension PickerLayout {
  /// For rows of one width: the offset `position` rows along the rows from row 0, so 2.5
  /// lies halfway between rows 2 and 3 and -0.5 half a pitch beyond row 0.
  func offset(atRowPosition position: Double) -> Double {
    let first = offset(ofRow: 0)
    return first + (offset(ofRow: 1) - first) * position
  }
}
