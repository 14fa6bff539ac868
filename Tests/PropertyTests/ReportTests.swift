import PickerState
import Testing

@testable import PickerCheck

/// What a failure report prints: how to replay the case, how much shrinking removed, and
/// a regression test to paste.
@Suite struct ReportTests {
  static let planted = CheckFailure(.selectionChanged, "planted on the last row")
  /// The wrong property whose case the report is of.
  static let lastRow = WrongProperty.selectedTheLastOfThreeOrMoreRows

  /// A report of a real host case and its shrunk case, with a planted failure: the library
  /// passes every real check, so the case is the wrong property's, shrunk by it.
  static func plantedReport() throws -> FailureReport {
    let maxEvents = Campaign.defaultMaxEventsPerCase
    let found = try #require(Self.lastRow.firstFailingCase(.host))
    var original = found.run
    original.failure = planted
    original.tapeRun.failure = planted.property
    var report = FailureReport(
      shrinking: original, caseSeed: found.caseSeed, maxEvents: maxEvents)
    let tape = Self.lastRow.shrink(found.run.tapeRun.tape, .host).best.tape
    var shrunk = CaseRun(mode: .host, tape: tape, maxEvents: maxEvents)
    var state = shrunk.scenario.initialState
    for event in shrunk.scenario.events.dropLast() { _ = state.update(event) }
    shrunk.stateBefore = state
    shrunk.failingEffects = shrunk.scenario.events.last.map { state.update($0) }
    shrunk.stateAfter = state
    shrunk.failure = planted
    shrunk.tapeRun.failure = planted.property
    report.shrunk = shrunk
    return report
  }

  @Test func aReportShowsTheSeedTheTokenAndBothLengths() throws {
    let report = try Self.plantedReport()
    let token = "host:0.1.0.0.0.1.1.0.0.0.0.0.1.0.0.0.0.0.0.0.0.2.0.4.2.1.0.0.0.0.1.0.0.0.0.0.0"
    #expect(report.replayToken.description == token)
    let expected = [
      "FAILURE: I5 selectionChanged exactly once: planted on the last row",
      "  case seed:  0x8fa37c422358f36d (host mode)",
      "  original:   278 events, 1654 choices",
      "  shrunk:     2 events, 37 choices",
      "  tape:       \(token)",
      "  replay:     swift run -c release pickerstate check --replay '\(token)'",
      "  event:      .didScroll(offset: 22.0)",
      "  before:     selectedRow 2, centeredRow 2, offset 52.0, phase dragging, "
        + "autoAdvanceDelay nil, 4 rows in 0.0...168.0",
      "  effects:    [configure(row: 2, isSelected: false), "
        + "configure(row: 3, isSelected: true), "
        + "selectionChanged(row: Optional(3), cause: PickerState.SelectionCause.scroll), "
        + "selectionFeedback]",
      "  after:      selectedRow 3, centeredRow 3, offset 22.0, phase dragging, "
        + "autoAdvanceDelay nil, 4 rows in 0.0...168.0",
      "",
      "A test that reproduces it (Tests/PropertyTests/Regressions/):",
      "",
      report.regressionTest,
    ]
    #expect(report.description == expected.joined(separator: "\n"))
  }

  @Test func theRegressionTestIsPasteReady() throws {
    let test = try Self.plantedReport().regressionTest
    #expect(
      test.hasPrefix(
        "// I5 selectionChanged exactly once: planted on the last row "
          + "(seed 0x8fa37c422358f36d)\n"))
    #expect(test.contains("@Test func shrunkCaseHost8fa37c422358f36d() throws {"))
    #expect(test.contains("#expect(ScenarioCheck.firstFailure(in: scenario) == nil)"))
    let expected = [
      "// I5 selectionChanged exactly once: planted on the last row (seed 0x8fa37c422358f36d)",
      "@Test func shrunkCaseHost8fa37c422358f36d() throws {",
      "  let scenario = Scenario(",
      "    layout: try PickerLayout(",
      "      viewportWidth: 375.0, itemWidths: [64.0, 64.0, 40.0, 64.0], spacing: 0.0, "
        + "alignment: .center,",
      "      direction: .rightToLeft),",
      "    options: PickerOptions(",
      "      snapping: .nearest, decelerationRate: DecelerationRate(0.998), flingThreshold: 300.0,",
      "      suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: true,",
      "      minimumAnimatedDistance: 1.0),",
      "    selectedRow: 2,",
      "    events: [",
      "      .willBeginDragging,",
      "      .didScroll(offset: 22.0),",
      "    ])",
      "  #expect(ScenarioCheck.firstFailure(in: scenario) == nil)",
      "}",
    ]
    #expect(test == expected.joined(separator: "\n"))
  }

  /// Options print `autoAdvanceInterval` when it is set, so that a regression test of a
  /// case with autoplay reproduces it, and only then.
  @Test func optionsPrintTheAutoplayIntervalWhenSet() {
    let off = SwiftSource.optionsArguments(PickerOptions())
    let on = SwiftSource.optionsArguments(PickerOptions(autoAdvanceInterval: 2))
    #expect(off.suffix(1) == ["minimumAnimatedDistance: 1.0)"])
    #expect(on.suffix(2) == ["minimumAnimatedDistance: 1.0,", "autoAdvanceInterval: 2.0)"])
    #expect(
      SwiftSource.event(.optionsChanged(PickerOptions(autoAdvanceInterval: .nan)))
        .hasSuffix("minimumAnimatedDistance: 1.0, autoAdvanceInterval: .nan))"))
  }

  @Test func theReplayTokenReplaysTheShrunkCase() throws {
    let report = try Self.plantedReport()
    let token = try ReplayToken(parsing: report.replayToken.description)
    #expect(token == report.replayToken)
    let replayed = CaseRun(
      mode: token.mode, tape: token.tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    #expect(replayed.scenario == report.shrunk.scenario)
    #expect(replayed.tapeRun.tape == report.shrunk.tapeRun.tape)
    // The planted failure is not the library's: every real check holds on the case.
    #expect(ScenarioCheck.firstFailure(in: replayed.scenario) == nil)
  }
}

/// The Swift source a report prints for the values of a case.
@Suite struct SwiftSourceTests {
  @Test func numbersSpellNonFiniteValuesAsSwiftDoes() {
    let values: [Double] = [
      .nan, -.nan, .infinity, -.infinity, -0.0, 0.5, 64, 1e300, .leastNonzeroMagnitude,
    ]
    #expect(
      values.map(SwiftSource.number) == [
        ".nan", ".nan", ".infinity", "-.infinity", "-0.0", "0.5", "64.0", "1e+300", "5e-324",
      ])
  }

  @Test func integersSpellTheExtremesByName() {
    #expect(
      [Int.min, Int.max, -1, 0, 42].map(SwiftSource.integer) == [
        "Int.min", "Int.max", "-1", "0", "42",
      ])
  }

  @Test func layoutsSpellEveryField() throws {
    let uniform = try PickerLayout(
      viewportWidth: 375, itemWidth: 64, itemCount: PickerLayout.maximumItemCount,
      alignment: .trailing(padding: 0))
    let variable = try PickerLayout(
      viewportWidth: 320, itemWidths: [40, 0.5, 1e4], spacing: 8,
      alignment: .leading(padding: 16), direction: .rightToLeft)
    let empty = try PickerLayout(viewportWidth: 0, itemWidths: [])
    #expect(
      [uniform, variable, empty].map(SwiftSource.layout) == [
        "try PickerLayout(viewportWidth: 375.0, itemWidth: 64.0, itemCount: 4503599627370496, "
          + "spacing: 0.0, alignment: .trailing(padding: 0.0), direction: .leftToRight)",
        "try PickerLayout(viewportWidth: 320.0, itemWidths: [40.0, 0.5, 10000.0], "
          + "spacing: 8.0, alignment: .leading(padding: 16.0), direction: .rightToLeft)",
        "try PickerLayout(viewportWidth: 0.0, itemWidths: [], "
          + "spacing: 0.0, alignment: .center, direction: .leftToRight)",
      ])
  }

  @Test func optionsSpellEveryField() {
    let options = [
      PickerOptions(),
      PickerOptions(
        snapping: .paging(maxItems: Int.max), decelerationRate: .fast, flingThreshold: .nan,
        suppressesEdgeAnimation: false, commitsSelectionWhileScrolling: true),
      PickerOptions(
        snapping: .paging(maxItems: Int.min), decelerationRate: DecelerationRate(0.5),
        flingThreshold: -.infinity, minimumAnimatedDistance: .nan),
      PickerOptions(minimumAnimatedDistance: 0.5),
    ]
    #expect(
      options.map(SwiftSource.options) == [
        "PickerOptions(snapping: .nearest, decelerationRate: DecelerationRate(0.998), "
          + "flingThreshold: 300.0, suppressesEdgeAnimation: true, "
          + "commitsSelectionWhileScrolling: false, minimumAnimatedDistance: 1.0)",
        // A NaN fling threshold is stored as infinity.
        "PickerOptions(snapping: .paging(maxItems: Int.max), "
          + "decelerationRate: DecelerationRate(0.99), flingThreshold: .infinity, "
          + "suppressesEdgeAnimation: false, commitsSelectionWhileScrolling: true, "
          + "minimumAnimatedDistance: 1.0)",
        // A NaN minimum animated distance is stored as 0.
        "PickerOptions(snapping: .paging(maxItems: Int.min), "
          + "decelerationRate: DecelerationRate(0.5), flingThreshold: -.infinity, "
          + "suppressesEdgeAnimation: true, commitsSelectionWhileScrolling: false, "
          + "minimumAnimatedDistance: 0.0)",
        "PickerOptions(snapping: .nearest, decelerationRate: DecelerationRate(0.998), "
          + "flingThreshold: 300.0, suppressesEdgeAnimation: true, "
          + "commitsSelectionWhileScrolling: false, minimumAnimatedDistance: 0.5)",
      ])
  }

  @Test func eventsSpellEveryCase() throws {
    let layout = try PickerLayout(viewportWidth: 1, itemWidth: 0.001, itemCount: 0)
    let events: [PickerEvent] = [
      .select(row: Int.min, animated: false), .tap(row: Int.max), .willBeginDragging,
      .didScroll(offset: .nan), .willEndDragging(velocity: -.infinity, proposedOffset: -0.0),
      .didEndDragging(willDecelerate: true), .didEndDecelerating, .didEndScrollingAnimation,
      .layoutChanged(layout), .accessibilityIncrement, .accessibilityDecrement,
    ]
    #expect(
      events.map(SwiftSource.event) == [
        ".select(row: Int.min, animated: false)", ".tap(row: Int.max)", ".willBeginDragging",
        ".didScroll(offset: .nan)",
        ".willEndDragging(velocity: -.infinity, proposedOffset: -0.0)",
        ".didEndDragging(willDecelerate: true)", ".didEndDecelerating",
        ".didEndScrollingAnimation",
        ".layoutChanged(try PickerLayout(viewportWidth: 1.0, itemWidth: 0.001, itemCount: 0, "
          + "spacing: 0.0, alignment: .center, direction: .leftToRight))",
        ".accessibilityIncrement", ".accessibilityDecrement",
      ])
  }
}
