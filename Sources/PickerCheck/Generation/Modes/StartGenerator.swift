import PickerState

/// What draws a case's start, first from the tape: its layout, options and first row.
enum StartGenerator: Hashable, Sendable {
  /// The full range of layouts and options, extremes included (``ScenarioGeneration``).
  case scenarioGeneration
  /// The layouts and options an app on a phone or a tablet shows (``ScrollViewGeneration``).
  case scrollViewGeneration
  /// The exhaustive search's small starts, one drawn by index (``ExhaustiveAlphabet``).
  case exhaustiveAlphabet

  /// A start drawn from `choices`, with no events yet.
  func draw(_ choices: inout Choices) -> Scenario {
    let layout: PickerLayout
    let options: PickerOptions
    switch self {
    case .scenarioGeneration:
      layout = ScenarioGeneration.layout(&choices)
      options = ScenarioGeneration.options(&choices)
    case .scrollViewGeneration:
      layout = ScrollViewGeneration.layout(&choices)
      options = ScrollViewGeneration.options(&choices)
    case .exhaustiveAlphabet:
      return ExhaustiveAlphabet.start(&choices)
    }
    let firstRow = ScenarioGeneration.firstRow(&choices, itemCount: layout.itemCount)
    return Scenario(layout: layout, options: options, selectedRow: firstRow, events: [])
  }
}
