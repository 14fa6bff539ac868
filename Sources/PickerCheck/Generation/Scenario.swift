import PickerState

/// One case as the checker ran it: where the picker started and every event it was fed.
public struct Scenario: Hashable, Sendable {
  /// The layout the picker starts with.
  public var layout: PickerLayout
  /// The picker's options.
  public var options: PickerOptions
  /// The row passed to `PickerState.init` (which clamps it).
  public var selectedRow: Int
  /// The events, in the order they were fed.
  public var events: [PickerEvent]

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - layout: The layout the picker starts with.
  ///   - options: The picker's options.
  ///   - selectedRow: The row passed to `PickerState.init`, which clamps it.
  ///   - events: The events, in the order they are fed.
  public init(
    layout: PickerLayout, options: PickerOptions, selectedRow: Int, events: [PickerEvent]
  ) {
    self.layout = layout
    self.options = options
    self.selectedRow = selectedRow
    self.events = events
  }

  /// The picker at the start of the scenario.
  public var initialState: PickerState {
    PickerState(layout: layout, selectedRow: selectedRow, options: options)
  }
}
