@testable import PickerState

// MARK: - Expected phases with their data

extension PickerState.Motion {
  /// A glide toward `target` (a cell of `layout`, nil for none) from the release at
  /// `release`: the motion an expected state holds.
  static func gliding(toward target: Int?, releasedAt release: Int?, in layout: PickerLayout)
    -> Self
  {
    .decelerating(target: target.map { PickerState.Target($0, in: layout) }, release: release)
  }

  /// An animation toward `target`, a cell of `layout`.
  static func animating(toward target: Int, in layout: PickerLayout) -> Self {
    .animating(target: PickerState.Target(target, in: layout))
  }
}
