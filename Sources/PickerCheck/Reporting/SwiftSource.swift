import PickerState

/// Swift source text for the values of a case, so that a report can print a test to paste,
/// wrapped to the house's 100 columns.
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

  /// A layout as one line of Swift source.
  static func layout(_ layout: PickerLayout) -> String {
    "try PickerLayout(" + layoutArguments(layout).joined(separator: " ")
  }

  /// Options as one line of Swift source.
  static func options(_ options: PickerOptions) -> String {
    "PickerOptions(" + optionsArguments(options).joined(separator: " ")
  }

  /// `PickerLayout(...)`'s arguments, the last with the closing parenthesis.
  static func layoutArguments(_ layout: PickerLayout) -> [String] {
    let alignment: String
    switch layout.alignment {
    case .center: alignment = ".center"
    case .leading(let padding): alignment = ".leading(padding: \(number(padding)))"
    case .trailing(let padding): alignment = ".trailing(padding: \(number(padding)))"
    }
    var arguments = ["viewportWidth: \(number(layout.viewportWidth)),"]
    if let width = layout.uniformItemWidth {
      arguments += ["itemWidth: \(number(width)),", "itemCount: \(integer(layout.itemCount)),"]
    } else {
      let widths = (0..<layout.itemCount).map { number(layout.frame(ofRow: $0).width) }
      arguments += ["itemWidths: [" + widths.joined(separator: ", ") + "],"]
    }
    let direction = layout.direction == .leftToRight ? ".leftToRight" : ".rightToLeft"
    arguments += ["spacing: \(number(layout.spacing)),", "alignment: \(alignment),"]
    var last = ["direction: \(direction)"]
    if layout.wrapsAround { last.append("wrapsAround: true") }
    if layout.containment == .contained { last.append("containment: .contained") }
    return arguments + closing(last)
  }

  /// `PickerOptions(...)`'s arguments, the last with the closing parenthesis:
  /// `autoAdvanceInterval` when it is set, and the autoplay policies when they are on, so
  /// that a case with autoplay reproduces.
  static func optionsArguments(_ options: PickerOptions) -> [String] {
    let snapping: String
    switch options.snapping {
    case .nearest: snapping = ".nearest"
    case .paging(let maxItems): snapping = ".paging(maxItems: \(integer(maxItems)))"
    }
    let arguments = [
      "snapping: \(snapping),",
      "decelerationRate: DecelerationRate(\(number(options.decelerationRate.perMillisecond))),",
      "flingThreshold: \(number(options.flingThreshold)),",
      "suppressesEdgeAnimation: \(options.suppressesEdgeAnimation),",
      "commitsSelectionWhileScrolling: \(options.commitsSelectionWhileScrolling),",
    ]
    var last = ["minimumAnimatedDistance: \(number(options.minimumAnimatedDistance))"]
    if let interval = options.autoAdvanceInterval {
      last.append("autoAdvanceInterval: \(number(interval))")
    }
    if options.autoAdvanceStopsOnInteraction { last.append("autoAdvanceStopsOnInteraction: true") }
    if options.autoAdvanceStopsAtEnd { last.append("autoAdvanceStopsAtEnd: true") }
    return arguments + closing(last)
  }

  /// The last arguments of a call: each but the last followed by a comma, the last by the
  /// closing parenthesis.
  private static func closing(_ arguments: [String]) -> [String] {
    arguments.indices.map { arguments[$0] + ($0 == arguments.count - 1 ? ")" : ",") }
  }

  /// An event as Swift source, on one line (layouts included).
  static func event(_ event: PickerEvent) -> String {
    switch event {
    case .select(let row, let animated): ".select(row: \(integer(row)), animated: \(animated))"
    case .tap(let row): ".tap(row: \(integer(row)))"
    case .tapCell(let cell): ".tapCell(\(integer(cell)))"
    case .willBeginDragging: ".willBeginDragging"
    case .didScroll(let offset): ".didScroll(offset: \(number(offset)))"
    case .willEndDragging(let velocity, let proposed):
      ".willEndDragging(velocity: \(number(velocity)), proposedOffset: \(number(proposed)))"
    case .didEndDragging(let willDecelerate): ".didEndDragging(willDecelerate: \(willDecelerate))"
    case .didEndDecelerating: ".didEndDecelerating"
    case .didEndScrollingAnimation: ".didEndScrollingAnimation"
    case .layoutChanged(let layout): ".layoutChanged(\(self.layout(layout)))"
    case .rowsChanged(let changes, let layout):
      ".rowsChanged(\(rowChanges(changes)), layout: \(self.layout(layout)))"
    case .accessibilityIncrement: ".accessibilityIncrement"
    case .accessibilityDecrement: ".accessibilityDecrement"
    case .autoAdvanceTimerFired: ".autoAdvanceTimerFired"
    case .optionsChanged(let options): ".optionsChanged(\(self.options(options)))"
    case .selectSnap(let snap, let animated): ".selectSnap(\(integer(snap)), animated: \(animated))"
    case .selectNextSnap: ".selectNextSnap"
    case .selectPreviousSnap: ".selectPreviousSnap"
    }
  }

  /// An event as Swift source at `indent`, wrapped: a layout or rows change puts its
  /// layout's arguments on lines of their own, and a rows change its changes on a line
  /// (wrapped too, when long) before them.
  static func wrappedEvent(_ event: PickerEvent, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    switch event {
    case .layoutChanged(let layout):
      let head = margin + ".layoutChanged(\n" + margin + "  try PickerLayout(\n"
      return head + wrap(layoutArguments(layout), indent: indent + 4) + "),"
    case .rowsChanged(let changes, let layout):
      let head =
        margin + ".rowsChanged(\n" + wrap([rowChanges(changes) + ","], indent: indent + 2)
        + "\n" + margin + "  layout: try PickerLayout(\n"
      return head + wrap(layoutArguments(layout), indent: indent + 4) + "),"
    default:
      return margin + self.event(event) + ","
    }
  }

  /// Changes of rows as Swift source, on one line: the throwing initializer with the
  /// lists that are not empty.
  static func rowChanges(_ changes: PickerRowChanges) -> String {
    var lists: [String] = []
    if !changes.removed.isEmpty { lists.append("removed: \(integers(changes.removed))") }
    if !changes.inserted.isEmpty { lists.append("inserted: \(integers(changes.inserted))") }
    if !changes.moved.isEmpty {
      let moves = changes.moved.map {
        "PickerRowMove(from: \(integer($0.from)), to: \(integer($0.to)))"
      }
      lists.append("moved: [\(moves.joined(separator: ", "))]")
    }
    return "try PickerRowChanges(\(lists.joined(separator: ", ")))"
  }

  /// Integers as a Swift array literal.
  private static func integers(_ values: [Int]) -> String {
    "[" + values.map(integer).joined(separator: ", ") + "]"
  }

  /// Pieces joined by spaces into lines no wider than 100 columns, each at `indent`.
  static func wrap(_ pieces: [String], indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for piece in pieces.flatMap(splitLongList) {
      if !line.isEmpty && margin.count + line.count + 1 + piece.count > 99 {
        lines.append(margin + line)
        line = piece
      } else {
        line = line.isEmpty ? piece : line + " " + piece
      }
    }
    if !line.isEmpty { lines.append(margin + line) }
    return lines.joined(separator: "\n")
  }

  /// A long `label: [a, b, ...],` piece cut into its elements, so that it can wrap.
  private static func splitLongList(_ piece: String) -> [String] {
    guard piece.count > 80, piece.contains("[") else { return [piece] }
    return piece.split(separator: " ").map(String.init)
  }

  /// A Swift Testing test that feeds the scenario with every check of the checker and, for
  /// a case judged end to end against a scroll view, replays its tape in that mode too.
  static func test(
    named name: String, _ scenario: Scenario, comment: String, replaying token: ReplayToken?
  ) -> String {
    let events = scenario.events.map { wrappedEvent($0, indent: 6) }.joined(separator: "\n")
    let commentLines = wrap(comment.split(separator: " ").map(String.init), indent: 3)
      .split(separator: "\n").map { "//" + $0.dropFirst(2) }.joined(separator: "\n")
    return """
      \(commentLines)
      @Test func \(name)() throws {
        let scenario = Scenario(
          layout: try PickerLayout(
      \(wrap(layoutArguments(scenario.layout), indent: 6)),
          options: PickerOptions(
      \(wrap(optionsArguments(scenario.options), indent: 6)),
          selectedRow: \(integer(scenario.selectedRow)),
          events: [
      \(events)
          ])
        #expect(ScenarioCheck.firstFailure(in: scenario) == nil)
      \(token.map(replayLines) ?? "")}
      """
  }

  /// Lines that replay a token's case, pinned to the scenario it draws (so that a token a
  /// changed generator makes draw another case fails), and expect no failure; the token cut
  /// to fit. They call the regressions' own helper, `CheckerFoundCases.expectCleanReplay`.
  private static func replayLines(_ token: ReplayToken) -> String {
    var text = token.description[...]
    var pieces: [String] = []
    while !text.isEmpty {
      pieces.append("\"" + text.prefix(80) + "\"")
      text = text.dropFirst(80)
    }
    return """
        try Self.expectCleanReplay(
          \(pieces.joined(separator: "\n      + ")),
          of: scenario)

      """
  }
}
