import Foundation
import PickerState
import Testing

@testable import PickerCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a parsed timeline SVG holds: how many elements carry each class, the text inside
/// the elements of each class, and every element with its attributes.
final class TimelineSVGParse: NSObject, XMLParserDelegate {
  /// One element: its name, its attributes, the class it is drawn under (its own or its
  /// nearest ancestor's) and its own text.
  struct Element {
    var name: String
    var attributes: [String: String]
    var drawnClass: String?
    var text = ""
  }

  var classCounts: [String: Int] = [:]
  var texts: [String: String] = [:]
  var elements: [Element] = []
  private var classStack: [String?] = []
  private var openElements: [Int] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let name = attributeDict["class"]
    if let name { classCounts[name, default: 0] += 1 }
    let drawnClass = name ?? classStack.last(where: { $0 != nil }) ?? nil
    classStack.append(name)
    openElements.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributeDict, drawnClass: drawnClass))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    classStack.removeLast()
    openElements.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let open = openElements.last { elements[open].text += string }
    for name in classStack.reversed() {
      if let name {
        texts[name, default: ""] += string
        return
      }
    }
    texts["", default: ""] += string
  }

  /// The elements named `name` drawn under `drawnClass`.
  func elements(_ name: String, in drawnClass: String) -> [Element] {
    elements.filter { $0.name == name && $0.drawnClass == drawnClass }
  }

  /// The points of each offset polyline, in order.
  var offsetLines: [[(x: Double, y: Double)]] {
    elements("polyline", in: "offset").map { line in
      (line.attributes["points"] ?? "").split(separator: " ").map { point in
        let xy = point.split(separator: ",").compactMap { Double($0) }
        return (xy[0], xy[1])
      }
    }
  }

  /// The boxes the rows' labels cover, from their position, anchor, size and length: each
  /// character counted 0.6 em wide, as wide as any sans-serif's digits and lowercase.
  var labelBoxes: [(x: ClosedRange<Double>, y: ClosedRange<Double>, text: String)] {
    elements("text", in: "anchor").compactMap { label in
      guard let x = Double(label.attributes["x"] ?? ""),
        let y = Double(label.attributes["y"] ?? "")
      else { return nil }
      let size = Double(label.attributes["font-size"] ?? "") ?? 11
      let width = Double(label.text.count) * 0.6 * size
      let left = label.attributes["text-anchor"] == "end" ? x - width : x
      return (left...(left + width), (y - size)...y, label.text)
    }
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
        // The offset line breaks at the layout change.
        "header": 1, "frame": 1, "axis-title": 2, "legend": 1, "offset": 2,
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
    let svg = timeline.svg
    let parse = try #require(TimelineSVGParse.parse(svg))
    #expect(parse.classCounts["select"] == Timeline.maximumEvents)
    #expect(svg.contains("events 608–907 of 907"))
    #expect(svg.contains("time (s)"))
  }

  // MARK: - The events around a failure

  /// The SVG x of the failure's line, and the plot's left and right edges.
  static func failureX(_ parse: TimelineSVGParse) throws -> Double {
    let line = try #require(parse.elements("line", in: "failure").first)
    return try #require(Double(line.attributes["x1"] ?? ""))
  }

  /// Where `x` lies across the plot: 0 at its left edge, 1 at its right.
  static func shareAcross(_ x: Double) -> Double {
    (x - TimelinePlot.left) / (TimelinePlot.right - TimelinePlot.left)
  }

  @Test func aLongCaseDrawsTheEventsBeforeItsFailureWithRoomAfterIt() throws {
    let layout = try Self.tenRows()
    var state = PickerState(layout: layout)
    var timeline = Timeline(start: state)
    for index in 0..<907 {
      let event = PickerEvent.select(row: index % 10, animated: false)
      timeline.append(event, effects: state.update(event), after: state)
    }
    timeline.markFailure(property: "I1 selection", detail: "last")
    #expect(timeline.firstDrawnEvent == 907 - Timeline.eventsBeforeFailure)
    #expect(timeline.drawnEventCount == Timeline.eventsBeforeFailure + 1)
    let svg = timeline.svg
    let parse = try #require(TimelineSVGParse.parse(svg))
    #expect(parse.classCounts["select"] == Timeline.eventsBeforeFailure + 1)
    #expect(svg.contains("events 827–907 of 907"))
    let share = Self.shareAcross(try Self.failureX(parse))
    #expect(share > 0.75 && share < 0.9, "the failure at \(share) of the plot's width")
  }

  /// A session of 400 selects whose 200th records effects the picker does not return.
  static func sessionDivergingAtEvent200() throws -> Session {
    let layout = try tenRows()
    var entries = (0..<400).map {
      PickerSessionEntry(event: .select(row: ($0 * 3) % 10, animated: false))
    }
    entries[199].effects = []
    return Session(header: PickerSessionHeader(layout: layout), entries: entries)
  }

  @Test func aFindingInTheMiddleOfASessionIsDrawnWithTheEventsAroundIt() throws {
    let session = try Self.sessionDivergingAtEvent200()
    let replay = SessionReplay(session)
    #expect(replay.entryIndex == 199)
    let timeline = Timeline.replaying(session, around: replay)
    #expect(timeline.firstDrawnEvent == 200 - Timeline.eventsBeforeFailure)
    let last = 200 + Timeline.eventsAfterFailure
    #expect(timeline.firstDrawnEvent + timeline.drawnEventCount - 1 == last)
    let svg = timeline.svg
    #expect(svg.contains("events 120–220 of 400"))
    #expect(svg.contains("effects differ from the recording at event 200"))
    let parse = try #require(TimelineSVGParse.parse(svg))
    let failureX = try Self.failureX(parse)
    let share = Self.shareAcross(failureX)
    #expect(share > 0.7 && share < 0.85, "the failure at \(share) of the plot's width")
    let points = parse.offsetLines.flatMap { $0 }
    #expect(points.filter { $0.x > failureX + 1 }.count == Timeline.eventsAfterFailure)
    // The same picture as the replay that checks first and then draws.
    #expect(Timeline.replaying(session, failure: nil) == timeline)
  }

  @Test func aCleanSessionsPictureDrawsTheEventsAsked() throws {
    let session = try Self.sessionDivergingAtEvent200()
    let timeline = Timeline.replaying(session, events: 9..<60)
    #expect(timeline.firstDrawnEvent == 10)
    #expect(timeline.drawnEventCount == 51)
    #expect(timeline.svg.contains("events 10–60 of 400"))
    var state = session.header.initialState
    for entry in session.entries[..<60] { _ = state.update(entry.event) }
    #expect(timeline.entries.last?.after == state)
    // A range past the session's end keeps what lies inside it, at most the last 300.
    let whole = Timeline.replaying(session, events: 0..<1_000)
    #expect(whole.firstDrawnEvent == 101 && whole.drawnEventCount == 300)
    let none = Timeline.replaying(session, events: 400..<400)
    #expect(none.drawnEventCount == 0 && none.svg.contains("no events"))
  }

  // MARK: - The offset as the user sees it

  /// The plot's height, in SVG units.
  static let plotHeight = TimelinePlot.bottom - TimelinePlot.top

  /// The span of SVG y values of some points.
  static func ySpan(_ points: [(x: Double, y: Double)]) -> Double {
    let ys = points.map(\.y)
    return (ys.max() ?? 0) - (ys.min() ?? 0)
  }

  static func fiveRowsWrapping() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 320, itemWidth: 60, itemCount: 5, spacing: 4, wrapsAround: true)
  }

  @Test func aSwitchToAWrappingStripBreaksTheLineWithoutFlatteningWhatCameBefore() throws {
    let plain = try Self.tenRows()
    let wrapping = try Self.fiveRowsWrapping()
    let start = PickerState(layout: plain, selectedRow: 2)
    let drag =
      [PickerEvent.willBeginDragging]
      + stride(from: 150.0, through: 30, by: -15).map {
        .didScroll(offset: $0)
      }
    let events =
      drag + [
        .willEndDragging(velocity: 0, proposedOffset: 30), .didEndDragging(willDecelerate: false),
        .didEndScrollingAnimation, .layoutChanged(wrapping), .tap(row: 3),
      ]
    let (timeline, _) = Self.record(events, from: start)
    // The strip's home lap lies tens of thousands of points along.
    #expect(timeline.entries[events.count - 2].after.offset > 60_000)
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    let lines = parse.offsetLines
    #expect(lines.count == 2)
    let before = try #require(lines.first)
    #expect(before.count == events.count - 1)
    #expect(
      Self.ySpan(before) > 0.25 * Self.plotHeight,
      "the drag spans \(Self.ySpan(before)) of \(Self.plotHeight)")
    #expect(parse.classCounts["layout-change"] == 1)
    #expect(parse.texts["legend"]?.contains("counts from its home lap") == true)
  }

  @Test func aDataChangeIsAMarkAcrossThePlotAndABreakInTheLine() throws {
    let start = PickerState(layout: try Self.tenRows(), selectedRow: 2)
    let grown = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 13, spacing: 4)
    let prepend = try PickerRowChanges(inserted: [0, 1, 2])
    let events: [PickerEvent] = [
      .select(row: 3, animated: false), .rowsChanged(prepend, layout: grown), .tap(row: 5),
    ]
    let (timeline, effects) = Self.record(events, from: start)
    // The selected item is renumbered, and the content moves by the three rows that came.
    #expect(
      Array(effects[1]) == [
        .selectionChanged(row: 6, cause: .renumbered), .scroll(toOffset: 384, animated: false),
      ])
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    #expect(parse.classCounts["data-change"] == 1)
    #expect(parse.classCounts["layout-change"] == nil)
    #expect(parse.offsetLines.map(\.count) == [2, 2])
    let mark = try #require(parse.texts["data-change"])
    #expect(mark.contains("rowsChanged(-0 +3 ~0, 13 rows)"))
    #expect(mark.hasSuffix("rows"))
    #expect(parse.texts["legend"]?.contains("rows changed (rowsChanged)") == true)
  }

  @Test func aRecentringByWholeLapsIsAMarkAndABreakInTheLine() throws {
    let layout = try Self.fiveRowsWrapping()
    let start = PickerState(layout: layout, selectedRow: 0)
    // A drag three laps along, released into a glide that a touch stops there.
    let along = start.offset + 3 * layout.lapLength
    let drag =
      [PickerEvent.willBeginDragging]
      + (1...12).map {
        .didScroll(offset: start.offset + Double($0) / 12 * 3 * layout.lapLength)
      }
    let events =
      drag + [
        .willEndDragging(velocity: 300, proposedOffset: along + 40),
        .didEndDragging(willDecelerate: true), .didScroll(offset: along + 20),
        .willBeginDragging, .didScroll(offset: start.offset + 30),
      ]
    let (timeline, effects) = Self.record(events, from: start)
    let recentred = start.offset + 20
    #expect(Array(effects[events.count - 2]) == [.scroll(toOffset: recentred, animated: false)])
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    #expect(parse.classCounts["recentring"] == 1)
    #expect(parse.texts["recentring"]?.contains("moved by -3 laps") == true)
    let lines = parse.offsetLines
    #expect(lines.count == 2)
    #expect(lines.map(\.count) == [events.count - 1, 2])
    #expect(Self.ySpan(lines[0]) > 0.5 * Self.plotHeight)
    // Drawn from the home lap: where the drag began and where it was brought back lie on
    // one level, a lap from the level it reached.
    let first = try #require(lines[0].first)
    let back = try #require(lines[1].first)
    #expect((first.y - back.y).magnitude < 0.05 * Self.plotHeight)
  }

  /// The kept session of a tap going the long way round on a wrapping strip, whose events
  /// before the switch to the strip the picture once flattened onto a line.
  static func tapTheLongWay() throws -> Session {
    let path = RecordedSessionTests.folder + "/planted-tap-long-way.jsonl"
    return try Session(jsonLines: FailCaseFiles.contents(of: path))
  }

  @Test func theKeptWrappingSessionIsDrawnWithoutACliff() throws {
    let session = try Self.tapTheLongWay()
    let timeline = Timeline.replaying(session, events: session.entries.indices)
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    let lines = parse.offsetLines
    // Two layout changes: to two rows, then to the wrapping strip.
    #expect(lines.map(\.count) == [13, 35, 3])
    #expect(Self.ySpan(lines[0] + lines[1]) > 0.25 * Self.plotHeight)
    let ys = lines.flatMap { $0 }.map(\.y)
    #expect(ys.allSatisfy { $0 >= TimelinePlot.top && $0 <= TimelinePlot.bottom })
  }

  /// Timelines whose rows crowd their labels: dense rows, a wrapping strip's cells, a
  /// strip of 2^40 rows, layout changes with labels inside the plot, the kept session
  /// whose labels once printed over each other.
  static func crowdedTimelines() throws -> [Timeline] {
    let narrow = try PickerLayout(viewportWidth: 320, itemWidth: 3, itemCount: 2_000)
    let wrapping = try fiveRowsWrapping()
    let huge = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 1 << 40)
    let far = PickerState(layout: huge, selectedRow: (1 << 40) - 3)
    let narrowStart = PickerState(layout: narrow, selectedRow: 10)
    let sweep =
      [PickerEvent.willBeginDragging]
      + stride(from: 0.0, through: 3_000, by: 250).map {
        .didScroll(offset: $0)
      }
    return [
      try knownHistory().0,
      record(sweep, from: narrowStart).0,
      record(sweep + [.layoutChanged(wrapping)] + sweep, from: narrowStart).0,
      record([.willBeginDragging, .didScroll(offset: far.offset - 900)], from: far).0,
      record([.layoutChanged(try tenRows()), .layoutChanged(narrow)], from: narrowStart).0,
      Timeline.replaying(try tapTheLongWay(), events: 0..<50),
    ]
  }

  @Test func rowLabelsNeverPrintOverEachOther() throws {
    for timeline in try Self.crowdedTimelines() {
      let parse = try #require(TimelineSVGParse.parse(timeline.svg))
      let boxes = parse.labelBoxes
      #expect(boxes.count >= 2)
      for (index, box) in boxes.enumerated() {
        for other in boxes[(index + 1)...] {
          #expect(
            !(box.x.overlaps(other.x) && box.y.overlaps(other.y)),
            "'\(box.text)' at \(box.x), \(box.y) and '\(other.text)' at \(other.x), \(other.y)")
        }
      }
    }
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
