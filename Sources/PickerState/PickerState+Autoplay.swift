// MARK: - Autoplay (A1-A4)

extension PickerState {
  /// The host's autoplay timer as it should be now: the interval while a timer is wanted
  /// (autoplay on, two rows or more, the picker idle), nil otherwise (A2).
  public var autoAdvanceDelay: Double? {
    guard case .idle = phase, layout.itemCount >= 2 else { return nil }
    return options.autoAdvanceInterval
  }

  /// `autoAdvanceTimerFired` (A3). Not yet implemented: changes nothing.
  @usableFromInline
  mutating func autoAdvanceTimerFired(into effects: inout PickerEffects) {}

  /// `optionsChanged(_:)` (A1). Not yet implemented: changes nothing.
  @usableFromInline
  mutating func optionsChanged(to newOptions: PickerOptions, into effects: inout PickerEffects) {}
}
