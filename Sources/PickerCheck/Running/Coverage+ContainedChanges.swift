import PickerState

// MARK: - P8: changes of a contained strip

extension Coverage {
  /// The labels of a `rowsChanged` or `layoutChanged` that P8 rules: one on a contained
  /// strip, or into or out of one, that changes something (a rejected change and the same
  /// layout again change nothing).
  static func containedChangeLabels(
    _ before: PickerState, _ event: PickerEvent, _ after: PickerState
  ) -> [Label] {
    guard EventOracle.isContainedChange(before, event), !EventOracle.changesNothing(event, before),
      after != before
    else { return [] }
    var labels: [Label] = [.containedChange]
    if case .layoutChanged(let new) = event, new.containment != before.layout.containment {
      labels.append(.containmentToggled)
    }
    let new = after.layout
    switch (before.phase, after.phase) {
    case (.idle, .animating):
      if case .rowsChanged = event, new.hasContainedRows { labels.append(.containedSettleFromRest) }
    case (.decelerating, .idle), (.animating, .idle):
      if new.hasContainedRows && new.offsetRange.upperBound == 0 {
        labels.append(.motionEndsOnRowsThatFit)
      }
    case (.decelerating(let target), .decelerating) where target != nil:
      if new.hasContainedRows { labels.append(.containedGlideGoesOn) }
    default:
      break
    }
    return labels
  }
}
