import PickerState

// MARK: - Effects: what a delegate does with the picker's answers

extension ScrollViewModel {
  /// Carries out the picker's effects the way the README's host loop does:
  /// `setContentOffset(_:animated:)` for a scroll, the target for `setTargetOffset` (when
  /// the delegate applies it); the other effects do not move the content.
  ///
  /// - Parameters:
  ///   - effects: What one update answered.
  ///   - appliesTarget: Whether the delegate writes `setTargetOffset`'s offset to
  ///     `targetContentOffset` (SwiftUI-like hosts do not).
  public mutating func carryOut(_ effects: PickerEffects, appliesTarget: Bool) {
    for effect in effects {
      switch effect {
      case .scroll(let offset, let animated):
        setContentOffset(offset, animated: animated)
      case .setTargetOffset(let target):
        if appliesTarget { setTarget(target) }
      case .configure, .selectionChanged, .selectionFeedback, .scheduleAutoAdvance,
        .didEndScrolling, .rejected:
        break
      }
    }
  }
}
