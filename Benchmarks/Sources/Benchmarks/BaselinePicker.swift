import PickerState

/// The straightforward design the source systems port to: a class holding the selection,
/// whose handler returns a fresh `[Effect]` array for every event and finds the row under
/// the anchor by scanning every row, as `layoutAttributesForElementsInRect` loops do. It
/// implements the same events and semantics as `PickerState` for the benchmark's streams
/// (nearest snapping), so that the two run the same work in the same process.
final class BaselinePicker {
  enum Effect {
    case configure(row: Int, isSelected: Bool)
    case selectionChanged(row: Int?, cause: SelectionCause)
    case scroll(toOffset: Double, animated: Bool)
    case setTargetOffset(Double)
    case selectionFeedback
    case didEndScrolling(row: Int)
    case rejected(String)
  }

  enum Phase {
    case idle, dragging, decelerating
    case animating(Int)
  }

  private var anchors: [Double]
  private var selectedRow: Int?
  private var centeredRow: Int?
  private var offset: Double
  private var phase = Phase.idle

  init(_ state: PickerState) {
    anchors = (0..<state.layout.itemCount).map(state.layout.offset(ofRow:))
    selectedRow = state.selectedRow
    centeredRow = state.centeredRow
    offset = state.offset
  }

  /// The row whose anchor is nearest `offset`, by a scan of every row.
  private func nearestRow(_ offset: Double) -> Int? {
    guard offset.isFinite, let last = anchors.last else { return nil }
    let target = min(max(offset, 0), last)
    var best: Int?
    var bestDistance = Double.infinity
    for (row, anchor) in anchors.enumerated() where abs(anchor - target) < bestDistance {
      best = row
      bestDistance = abs(anchor - target)
    }
    return best
  }

  func handle(_ event: PickerEvent) -> [Effect] {
    var effects: [Effect] = []
    switch event {
    case .select(let row, let animated): select(row, animated, .programmatic, &effects)
    case .tap(let row): select(row, true, .tap, &effects)
    case .accessibilityIncrement:
      if let row = selectedRow, row + 1 < anchors.count {
        select(row + 1, true, .accessibility, &effects)
      }
    case .accessibilityDecrement:
      if let row = selectedRow, row > 0 { select(row - 1, true, .accessibility, &effects) }
    case .willBeginDragging:
      phase = .dragging
    case .didScroll(let newOffset):
      guard newOffset.isFinite else { return [.rejected("non-finite offset \(newOffset)")] }
      switch phase {
      case .idle:
        if let row = selectedRow, anchors[row] != newOffset {
          effects.append(.scroll(toOffset: anchors[row], animated: false))
        }
      case .animating:
        offset = newOffset
        centeredRow = nearestRow(newOffset)
      case .dragging, .decelerating:
        offset = newOffset
        let centered = nearestRow(newOffset)
        if centered != centeredRow {
          centeredRow = centered
          effects.append(.selectionFeedback)
        }
      }
    case .willEndDragging(let velocity, let proposed):
      guard velocity.isFinite, proposed.isFinite else {
        return [.rejected("non-finite velocity \(velocity) or offset \(proposed)")]
      }
      if let row = nearestRow(proposed) { effects.append(.setTargetOffset(anchors[row])) }
      phase = .decelerating
    case .didEndDragging(let willDecelerate):
      switch phase {
      case .dragging: if willDecelerate { phase = .decelerating } else { settle(&effects) }
      case .decelerating: if !willDecelerate { settle(&effects) }
      default: break
      }
    case .didEndDecelerating:
      switch phase {
      case .dragging, .decelerating: settle(&effects)
      default: break
      }
    case .didEndScrollingAnimation:
      if case .animating(let row) = phase {
        offset = anchors[row]
        centeredRow = row
        phase = .idle
        effects.append(.didEndScrolling(row: row))
      }
    case .layoutChanged(let layout):
      anchors = (0..<layout.itemCount).map(layout.offset(ofRow:))
      let row = anchors.isEmpty ? nil : min(selectedRow ?? 0, anchors.count - 1)
      if row != selectedRow {
        if let row { effects.append(.configure(row: row, isSelected: true)) }
        effects.append(.selectionChanged(row: row, cause: .reload))
        selectedRow = row
      }
      offset = row.map { anchors[$0] } ?? 0
      centeredRow = row
      phase = .idle
    }
    return effects
  }

  private func select(
    _ row: Int, _ animated: Bool, _ cause: SelectionCause, _ effects: inout [Effect]
  ) {
    guard row >= 0 && row < anchors.count else {
      effects.append(.rejected("row \(row) is out of range"))
      return
    }
    commit(row, cause, &effects)
    if offset != anchors[row] {
      effects.append(.scroll(toOffset: anchors[row], animated: animated))
      phase = animated ? .animating(row) : .idle
      if !animated { offset = anchors[row] }
    }
  }

  private func commit(_ row: Int, _ cause: SelectionCause, _ effects: inout [Effect]) {
    guard row != selectedRow else { return }
    if let old = selectedRow { effects.append(.configure(row: old, isSelected: false)) }
    effects.append(.configure(row: row, isSelected: true))
    effects.append(.selectionChanged(row: row, cause: cause))
    selectedRow = row
  }

  private func settle(_ effects: inout [Effect]) {
    guard let row = nearestRow(offset) else {
      phase = .idle
      return
    }
    commit(row, .scroll, &effects)
    if offset != anchors[row] {
      let isEdge = row == 0 || row == anchors.count - 1
      effects.append(.scroll(toOffset: anchors[row], animated: !isEdge))
      if !isEdge {
        phase = .animating(row)
        return
      }
    }
    offset = anchors[row]
    centeredRow = row
    phase = .idle
    effects.append(.didEndScrolling(row: row))
  }
}
