import Foundation
import PickerState
import Testing

@testable import PickerCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a parsed timeline SVG holds: how many elements carry each class, and the text
/// inside the elements of each class.
final class TimelineSVGParse: NSObject, XMLParserDelegate {
  var classCounts: [String: Int] = [:]
  var texts: [String: String] = [:]
  private var classStack: [String?] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let name = attributeDict["class"]
    if let name { classCounts[name, default: 0] += 1 }
    classStack.append(name)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    classStack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    for name in classStack.reversed() {
      if let name {
        texts[name, default: ""] += string
        return
      }
    }
    texts["", default: ""] += string
  }

  /// Parses `svg`, or nil when it is not well-formed XML.
  static func parse(_ svg: String) -> TimelineSVGParse? {
    let parser = XMLParser(data: Data(svg.utf8))
    let result = TimelineSVGParse()
    parser.delegate = result
    return parser.parse() ? result : nil
  }
}

@Suite struct TimelineTests {
  /// Runs `events` from `state`, appending each to a timeline.
  static func record(
    _ events: [PickerEvent], from start: PickerState, times: [Double]? = nil
  ) -> (Timeline, [PickerEffects]) {
    var state = start
    var timeline = Timeline(start: start)
    var allEffects: [PickerEffects] = []
    for (index, event) in events.enumerated() {
      let effects = state.update(event)
      allEffects.append(effects)
      timeline.append(event, effects: effects, after: state, time: times?[index])
    }
    return (timeline, allEffects)
  }

  static func tenRows() throws -> PickerLayout {
    try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 10, spacing: 4)
  }

  /// A history with every kind of mark: a select, a drag with a target, a tap, a timer
  /// fire with autoplay on, a layout change.
  static func knownHistory() throws -> (Timeline, [PickerEvent], [PickerEffects]) {
    let layout = try tenRows()
    let start = PickerState(layout: layout, selectedRow: 0)
    let grown = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 12, spacing: 4)
    let events: [PickerEvent] = [
      .select(row: 2, animated: false),
      .optionsChanged(PickerOptions(autoAdvanceInterval: 2)),
      .willBeginDragging,
      .didScroll(offset: 140),
      .didScroll(offset: 170),
      .willEndDragging(velocity: 400, proposedOffset: 230),
      .didEndDragging(willDecelerate: true),
      .didScroll(offset: 220),
      .didEndDecelerating,
      .tap(row: 1),
      .didEndScrollingAnimation,
      .autoAdvanceTimerFired,
      .didEndScrollingAnimation,
      .layoutChanged(grown),
    ]
    var (timeline, effects) = record(events, from: start)
    timeline.markFailure(property: "I4 scroll targets", detail: "scrolled to <nowhere> & back")
    return (timeline, events, effects)
  }

  static func count(_ effects: [PickerEffects], _ isCounted: (PickerEffect) -> Bool) -> Int {
    effects.reduce(0) { $0 + $1.filter(isCounted).count }
  }

  @Test func aKnownHistoryDrawsEveryMarkOnce() throws {
    let (timeline, _, effects) = try Self.knownHistory()
    let svg = timeline.svg
    // `TIMELINE_SVG=/path/example.svg swift test --filter Timeline` saves it to look at.
    if let path = ProcessInfo.processInfo.environment["TIMELINE_SVG"] {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let parse = try #require(TimelineSVGParse.parse(svg))
    let scrolls = Self.count(effects) {
      if case .scroll = $0 { true } else { false }
    }
    let targets = Self.count(effects) {
      if case .setTargetOffset = $0 { true } else { false }
    }
    #expect(targets == 1)
    #expect(scrolls == 4)
    var marks = parse.classCounts
    let anchors = marks.removeValue(forKey: "anchor") ?? 0
    let bands = marks.removeValue(forKey: "selected-band") ?? 0
    for name in ["x-tick", "y-tick"] { marks.removeValue(forKey: name) }
    #expect(
      marks == [
        "header": 1, "frame": 1, "axis-title": 2, "legend": 1, "offset": 1,
        "finger-down": 1, "finger-up": 1, "tap": 1, "select": 1, "layout-change": 1,
        "options-change": 1, "timer-fire": 1, "scroll": scrolls, "target": targets,
        "failure": 1,
      ])
    // Rows 0 to 4 in the drawn offsets, before and after the layout change.
    #expect(anchors == 10)
    // Row 0, 2, 3, 1, then 2 again (kept through the layout change).
    #expect(bands == 5)
    let failureText = try #require(parse.texts["failure"])
    #expect(failureText.contains("I4 scroll targets"))
    #expect(failureText.contains("at event 14"))
    #expect(failureText.contains("<nowhere> & back"))
    let anchorText = try #require(parse.texts["anchor"])
    for row in 1...4 { #expect(anchorText.contains("row \(row)")) }
    #expect(svg.contains("events 1–14 of 14"))
    #expect(svg.contains("10 rows") == false)  // the header names the last layout
    #expect(svg.contains("12 rows, not wrapping"))
  }

  @Test func theAnchorsInRangeAreLabelledAndOthersLeftOut() throws {
    let layout = try Self.tenRows()
    let start = PickerState(layout: layout, selectedRow: 5)
    let (timeline, _) = Self.record([.select(row: 6, animated: false)], from: start)
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    let anchorText = try #require(parse.texts["anchor"])
    #expect(anchorText.contains("row 5") && anchorText.contains("row 6"))
    #expect(!anchorText.contains("row 0") && !anchorText.contains("row 9"))
  }

  @Test func aWrappingStripLabelsCellsWithTheirRows() throws {
    let layout = try PickerLayout(
      viewportWidth: 320, itemWidth: 60, itemCount: 5, spacing: 4, wrapsAround: true)
    let start = PickerState(layout: layout, selectedRow: 1)
    let (timeline, _) = Self.record(
      [.willBeginDragging, .didScroll(offset: start.offset + 100)], from: start)
    let svg = timeline.svg
    let parse = try #require(TimelineSVGParse.parse(svg))
    let anchorText = try #require(parse.texts["anchor"])
    #expect(layout.homeCell(ofRow: 2) == 1_027)
    #expect(anchorText.contains("cell 1,027 · row 2"))
    #expect(svg.contains("5 rows, wrapping"))
    #expect(parse.classCounts["selected-band"] == 1)
  }

  @Test func theRingKeepsTheLastEventsAndNumbersTheFirst() throws {
    let layout = try Self.tenRows()
    var state = PickerState(layout: layout)
    var timeline = Timeline(start: state)
    let total = Timeline.maximumEvents * 3 + 7
    for index in 0..<total {
      let event = PickerEvent.select(row: index % 10, animated: false)
      let effects = state.update(event)
      timeline.append(event, effects: effects, after: state, time: Double(index) * 0.5)
    }
    #expect(timeline.eventCount == total)
    #expect(timeline.drawnEventCount == Timeline.maximumEvents)
    #expect(timeline.firstDrawnEvent == total - Timeline.maximumEvents + 1)
    timeline.markFailure(property: "I1 selection", detail: "last")
    let svg = timeline.svg
    let parse = try #require(TimelineSVGParse.parse(svg))
    #expect(parse.classCounts["select"] == Timeline.maximumEvents)
    #expect(svg.contains("events 608–907 of 907"))
    #expect(svg.contains("time (s)"))
  }

  static func isClean(_ svg: String) -> Bool {
    let lower = svg.lowercased()
    return !lower.contains("nan") && !lower.contains("inf")
  }

  @Test func edgeCasesDrawWellFormedPicturesWithoutNonFiniteNumbers() throws {
    let ten = try Self.tenRows()
    let empty = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 0)
    let huge = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 1 << 40)
    var cases: [Timeline] = []
    // No events, with and without a failure.
    cases.append(Timeline(start: PickerState(layout: ten)))
    var failedAtStart = Timeline(start: PickerState(layout: ten))
    failedAtStart.markFailure(property: "I0 start", detail: "")
    cases.append(failedAtStart)
    // One event.
    cases.append(Self.record([.tap(row: 3)], from: PickerState(layout: ten)).0)
    // Zero rows.
    cases.append(
      Self.record([.willBeginDragging, .didScroll(offset: 5)], from: PickerState(layout: empty)).0)
    // Non-finite offsets, rejected or not.
    cases.append(
      Self.record(
        [
          .willBeginDragging, .didScroll(offset: .nan), .didScroll(offset: .infinity),
          .willEndDragging(velocity: .nan, proposedOffset: -.infinity),
        ], from: PickerState(layout: ten)
      ).0)
    // Huge row counts, far along.
    let far = PickerState(layout: huge, selectedRow: (1 << 40) - 3)
    cases.append(
      Self.record([.willBeginDragging, .didScroll(offset: far.offset - 90)], from: far).0)
    // Every offset equal, and times that are all the same.
    cases.append(
      Self.record(
        [.didEndDecelerating, .didEndScrollingAnimation], from: PickerState(layout: ten),
        times: [1, 1]
      ).0)
    for var timeline in cases {
      timeline.markFailure(property: "P", detail: String(repeating: "long ", count: 100))
      let svg = timeline.svg
      let parse = TimelineSVGParse.parse(svg)
      #expect(parse != nil)
      #expect(Self.isClean(svg))
      #expect((parse?.classCounts["anchor"] ?? 0) <= TimelineDrawing.maximumAnchorLines)
      #expect(svg.contains("long long") && !svg.contains(String(repeating: "long ", count: 40)))
    }
    let hugeSVG = cases[5].svg
    #expect(hugeSVG.contains("row 1,099,511,627,773"))
  }
}
