import PickerState

extension PickerEffects {
  /// How many haptic ticks (`selectionFeedback`) the update asked for, counted by matching
  /// the case rather than by the effects' `==`, which compares every payload: both the
  /// oracle and the scroll-view mode count them after every event.
  var tickCount: Int {
    var ticks = 0
    for case .selectionFeedback in self { ticks += 1 }
    return ticks
  }
}
