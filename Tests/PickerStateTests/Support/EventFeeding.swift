import PickerState

// MARK: - Feeding events

extension PickerState {
  /// Applies `events` in order and returns every effect they produced, in order.
  mutating func feed(_ events: [PickerEvent]) -> [PickerEffect] {
    feedEach(events).flatMap { $0 }
  }

  /// Applies `events` in order and returns the effects of each one, event by event.
  mutating func feedEach(_ events: [PickerEvent]) -> [[PickerEffect]] {
    events.map { Array(update($0)) }
  }
}

/// A drag as the host reports it: the finger goes down, then the content moves through
/// `offsets`.
func dragEvents(through offsets: [Double]) -> [PickerEvent] {
  [.willBeginDragging] + offsets.map { .didScroll(offset: $0) }
}
