import PickerState

extension PickerEffects {
  /// Whether the update asked for a scroll, animated or not, matched by its case: the
  /// oracle's motion rules and the scroll-view mode's judge of W5 each ask it.
  var containsScroll: Bool {
    for case .scroll in self { return true }
    return false
  }
}
