import PickerState

// MARK: - Short captions for the picture's tooltips

extension PickerEvent {
  /// A short caption of the event for a timeline's tooltip, such as `tap(row: 3)`;
  /// non-finite numbers read "non-finite", and a layout, rows or options change is
  /// summarized (a change of rows by its removals, insertions and moves).
  var timelineLabel: String {
    switch self {
    case .select(let row, let animated): "select(row: \(row), animated: \(animated))"
    case .tap(let row): "tap(row: \(row))"
    case .tapCell(let cell): "tapCell(\(cell))"
    case .willBeginDragging: "willBeginDragging"
    case .didScroll(let offset): "didScroll(offset: \(offset.timelineLabel))"
    case .willEndDragging(let velocity, let proposed):
      "willEndDragging(velocity: \(velocity.timelineLabel), proposedOffset: "
        + "\(proposed.timelineLabel))"
    case .didEndDragging(let willDecelerate): "didEndDragging(willDecelerate: \(willDecelerate))"
    case .didEndDecelerating: "didEndDecelerating"
    case .didEndScrollingAnimation: "didEndScrollingAnimation"
    case .layoutChanged(let layout):
      "layoutChanged(\(layout.itemCount) rows\(layout.wrapsAround ? ", wrapping" : ""))"
    case .rowsChanged(let changes, let layout):
      "rowsChanged(-\(changes.removed.count) +\(changes.inserted.count) "
        + "~\(changes.moved.count), \(layout.itemCount) rows"
        + "\(layout.wrapsAround ? ", wrapping" : ""))"
    case .accessibilityIncrement: "accessibilityIncrement"
    case .accessibilityDecrement: "accessibilityDecrement"
    case .autoAdvanceTimerFired: "autoAdvanceTimerFired"
    case .optionsChanged(let options):
      "optionsChanged(autoplay: "
        + (options.autoAdvanceInterval.map { "\($0.timelineLabel) s" } ?? "off") + ")"
    case .selectSnap(let snap, let animated): "selectSnap(\(snap), animated: \(animated))"
    case .selectNextSnap: "selectNextSnap"
    case .selectPreviousSnap: "selectPreviousSnap"
    }
  }
}

extension PickerEvent {
  /// What a page event's mark says beside it, as a page control and its arrows would:
  /// `dot 3`, `next`, `previous`; nil for every other event.
  var pageLabel: String? {
    switch self {
    case .selectSnap(let snap, _): "dot \(SVGNumber.grouped(snap))"
    case .selectNextSnap: "next"
    case .selectPreviousSnap: "previous"
    default: nil
    }
  }
}

extension PickerEffect {
  /// A short caption of a scroll or target effect for a timeline's tooltip.
  var timelineLabel: String {
    switch self {
    case .scroll(let offset, let animated):
      "scroll(toOffset: \(offset.timelineLabel), animated: \(animated))"
    case .setTargetOffset(let offset): "setTargetOffset(\(offset.timelineLabel))"
    default: "effect"
    }
  }
}

extension Double {
  /// The number to two decimals for a tooltip, or "non-finite".
  var timelineLabel: String { isFinite ? SVGNumber.format(self, decimals: 2) : "non-finite" }
}
