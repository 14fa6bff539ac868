import PickerCheck
import PickerState
import Testing

/// Sessions and the pages: a file written before containment came (no `containment` key)
/// replays as an anchored strip, and a recording of a contained strip paged by dots and
/// arrows replays with every check and the effects it recorded.
extension RecordedSessionTests {
  @Test func aSessionWrittenBeforeContainmentReplaysAsAnchored() throws {
    let file = try #require(
      FailCaseFiles.all(in: Self.folder).first { $0.name == "planted-tap-long-way.jsonl" })
    let text = String(decoding: file.bytes, as: UTF8.self)
    #expect(!text.contains("containment") && !text.contains("autoAdvanceStops"))
    let session = try Session(jsonLines: file.bytes)
    #expect(session.header.layout.containment == .anchored)
    #expect(
      session.header.layout
        == (try PickerLayout(
          viewportWidth: 375, itemWidth: 64, itemCount: 3, spacing: 0,
          direction: .rightToLeft)))
    #expect(session.header.options == PickerOptions())
    let replay = SessionReplay(session)
    #expect(replay.finding == nil)
    #expect(replay.eventsReplayed == session.entries.count)
  }

  /// Eight cards of 100 in a viewport of 375, led by a padding of 16 and contained: rows 5,
  /// 6 and 7 all rest at the end, 527, so there are six snaps, six dots (P1, P2), with both
  /// of autoplay's policies on (and autoplay off, so that they change nothing here).
  static func pagesScenario() throws -> Scenario {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 8, spacing: 10,
      alignment: .leading(padding: 16), containment: .contained)
    let options = PickerOptions(
      autoAdvanceStopsOnInteraction: true, autoAdvanceStopsAtEnd: true)
    return Scenario(
      layout: layout, options: options, selectedRow: 0,
      events: [
        // The last dot, the animation's end, the arrow back and forward again.
        .selectSnap(5, animated: true), .didScroll(offset: 300), .didScroll(offset: 527),
        .didEndScrollingAnimation, .selectPreviousSnap, .didScroll(offset: 440),
        .didEndScrollingAnimation, .selectNextSnap, .didScroll(offset: 527),
        .didEndScrollingAnimation,
        // At the end: the next arrow and the last dot change nothing, a dot past the last is
        // rejected, and a tap on the last card, resting there too, selects it in place.
        .selectNextSnap, .selectSnap(5, animated: true), .selectSnap(6, animated: true),
        .tap(row: 7), .selectSnap(5, animated: false),
        // The first dot, without animation: a jump.
        .selectSnap(0, animated: false), .didScroll(offset: 0),
      ])
  }

  static let pagesRecording = "pages-contained-dots-and-arrows.jsonl"

  /// Writes the recording when `PICKERSTATE_RECORD_SESSIONS` is set; otherwise checks that
  /// the folder's recording is still the scenario's session, and replays it.
  @Test func aContainedStripPagedByDotsAndArrowsIsRecordedAndReplays() throws {
    let session = Session(recording: try Self.pagesScenario())
    let path = Self.folder + "/" + Self.pagesRecording
    if TestEnvironment.contains("PICKERSTATE_RECORD_SESSIONS") {
      try LocalFile.write(session.jsonLines, to: path)
    }
    let kept = try Session(jsonLines: LocalFile.read(path))
    #expect(kept == session)
    #expect(kept.header.layout.containment == .contained)
    #expect(kept.header.options.autoAdvanceStopsOnInteraction)
    #expect(kept.header.options.autoAdvanceStopsAtEnd)
    let events = kept.entries.map(\.event)
    #expect(events.contains(.selectNextSnap) && events.contains(.selectPreviousSnap))
    let replay = SessionReplay(kept)
    #expect(replay.finding == nil, "\(replay.report(file: path, session: kept) ?? "")")
    #expect(replay.eventsReplayed == kept.entries.count)
    #expect(replay.effectsCompared == kept.entries.count)
  }
}
