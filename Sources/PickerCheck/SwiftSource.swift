import PickerState

/// Swift source text for the values of a case, so that a report can print a test to paste.
enum SwiftSource {
  static func number(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    return "\(value)"
  }

  static func integer(_ value: Int) -> String {
    switch value {
    case .min: "Int.min"
    case .max: "Int.max"
    default: "\(value)"
    }
  }

  static func layout(_ layout: PickerLayout) -> String {
    let alignment: String
    switch layout.alignment {
    case .center: alignment = ".center"
    case let .leading(padding): alignment = ".leading(padding: \(number(padding)))"
    case let .trailing(padding): alignment = ".trailing(padding: \(number(padding)))"
    }
    let direction = layout.direction == .leftToRight ? ".leftToRight" : ".rightToLeft"
    let widths: String
    if let width = layout.uniformItemWidth {
      widths = "itemWidth: \(number(width)), itemCount: \(integer(layout.itemCount))"
    } else {
      let list = (0..<layout.itemCount).map { number(layout.frame(ofRow: $0).width) }
      widths = "itemWidths: [\(list.joined(separator: ", "))]"
    }
    return "try PickerLayout(viewportWidth: \(number(layout.viewportWidth)), \(widths), "
      + "spacing: \(number(layout.spacing)), alignment: \(alignment), direction: \(direction))"
  }

  static func options(_ options: PickerOptions) -> String {
    let snapping: String
    switch options.snapping {
    case .nearest: snapping = ".nearest"
    case let .paging(maxItems): snapping = ".paging(maxItems: \(integer(maxItems)))"
    }
    return "PickerOptions(snapping: \(snapping), "
      + "decelerationRate: DecelerationRate(\(number(options.decelerationRate.perMillisecond))), "
      + "flingThreshold: \(number(options.flingThreshold)), "
      + "suppressesEdgeAnimation: \(options.suppressesEdgeAnimation), "
      + "commitsSelectionWhileScrolling: \(options.commitsSelectionWhileScrolling))"
  }

  static func event(_ event: PickerEvent) -> String {
    switch event {
    case let .select(row, animated): ".select(row: \(integer(row)), animated: \(animated))"
    case let .tap(row): ".tap(row: \(integer(row)))"
    case .willBeginDragging: ".willBeginDragging"
    case let .didScroll(offset): ".didScroll(offset: \(number(offset)))"
    case let .willEndDragging(velocity, proposed):
      ".willEndDragging(velocity: \(number(velocity)), proposedOffset: \(number(proposed)))"
    case let .didEndDragging(willDecelerate): ".didEndDragging(willDecelerate: \(willDecelerate))"
    case .didEndDecelerating: ".didEndDecelerating"
    case .didEndScrollingAnimation: ".didEndScrollingAnimation"
    case let .layoutChanged(layout): ".layoutChanged(\(self.layout(layout)))"
    case .accessibilityIncrement: ".accessibilityIncrement"
    case .accessibilityDecrement: ".accessibilityDecrement"
    }
  }

  /// A Swift Testing test that feeds the scenario with every check of the checker.
  static func test(named name: String, _ scenario: Scenario, comment: String) -> String {
    let events = scenario.events.map { "      " + event($0) + "," }.joined(separator: "\n")
    return """
      // \(comment)
      @Test func \(name)() throws {
        let scenario = Scenario(
          layout: \(layout(scenario.layout)),
          options: \(options(scenario.options)),
          selectedRow: \(integer(scenario.selectedRow)),
          events: [
      \(events)
          ])
        #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
      }
      """
  }
}
