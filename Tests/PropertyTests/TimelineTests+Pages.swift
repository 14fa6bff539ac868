import Foundation
import PickerState
import Testing

@testable import PickerCheck

/// A contained strip's picture: its snaps as ticks where its rows rest, and page dots and
/// arrows as marks of their own, labelled as a page control and its arrows would be.
extension TimelineTests {
  /// Four rows of 64 led by a padding of 16 in a viewport of 200: rows 2 and 3 both rest
  /// at the end, 112, so the strip has three snaps, at 0, 72 and 112 (P1, P2).
  static func fourContainedRows() throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: 4, spacing: 8,
      alignment: .leading(padding: 16), containment: .contained)
  }

  /// Dots to the last snap and back to the first, then the arrows both ways.
  static func pagesHistory() throws -> Timeline {
    let start = PickerState(layout: try fourContainedRows(), selectedRow: 0)
    let events: [PickerEvent] = [
      .selectSnap(2, animated: true), .didScroll(offset: 112), .didEndScrollingAnimation,
      .selectPreviousSnap, .didScroll(offset: 72), .didEndScrollingAnimation,
      .selectSnap(0, animated: false), .selectNextSnap, .didScroll(offset: 72),
      .didEndScrollingAnimation,
    ]
    return record(events, from: start).0
  }

  @Test func pageDotsAndArrowsAreMarksOfTheirOwnLabelledAsThePageControlSaysThem() throws {
    let parse = try #require(TimelineSVGParse.parse(try Self.pagesHistory().svg))
    #expect(parse.classCounts["select"] == nil)
    #expect(parse.classCounts["page"] == 4)
    let labels = parse.elements("text", in: "page").map(\.text)
    #expect(labels == ["dot 2", "previous", "dot 0", "next"])
    let tooltips = parse.elements("title", in: "page").map(\.text)
    #expect(
      tooltips == [
        "event 1: selectSnap(2, animated: true)", "event 4: selectPreviousSnap",
        "event 7: selectSnap(0, animated: false)", "event 8: selectNextSnap",
      ])
    // The legend names the mark.
    #expect(parse.texts["legend"]?.contains("page dot or arrow") == true)
  }

  @Test func aContainedStripsSnapsAreTicksWhereItsRowsRest() throws {
    let svg = try Self.pagesHistory().svg
    // `TIMELINE_PAGES_SVG=/path/pages.svg swift test --filter Timeline` saves it to look at.
    if let path = ProcessInfo.processInfo.environment["TIMELINE_PAGES_SVG"] {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let parse = try #require(TimelineSVGParse.parse(svg))
    let tooltips = parse.elements("title", in: "snap").map(\.text)
    #expect(
      tooltips == [
        "snap 0 · row 0 · offset 0", "snap 1 · row 1 · offset 72",
        "snap 2 · rows 2–3 · offset 112",
      ])
    #expect(parse.elements("text", in: "snap").map(\.text) == ["snap 0", "snap 1", "snap 2"])
    // Two ticks a snap, one inward from each end of the plot, each at the height of the
    // anchors of the rows that rest there.
    let ticks = parse.elements("line", in: "snap")
    #expect(ticks.count == 6)
    let anchors = parse.elements("line", in: "anchor")
    let anchorHeights = Set(anchors.compactMap { $0.attributes["y1"] })
    let tickHeights = Set(ticks.compactMap { $0.attributes["y1"] })
    #expect(tickHeights.count == 3)
    #expect(tickHeights == anchorHeights)
    #expect(
      ticks.map { [$0.attributes["x1"], $0.attributes["x2"]] }.prefix(2)
        == [["150", "160"], ["880", "870"]])
    #expect(parse.texts["legend"]?.contains("snap (contained strip)") == true)
  }

  @Test func anAnchoredStripDrawsNoSnaps() throws {
    let start = PickerState(layout: try Self.tenRows(), selectedRow: 0)
    let (timeline, _) = Self.record([.selectSnap(3, animated: true)], from: start)
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    #expect(parse.classCounts["snap"] == nil)
    #expect(parse.elements("text", in: "page").map(\.text) == ["dot 3"])
    #expect(parse.texts["legend"]?.contains("snap") == false)
  }
}
