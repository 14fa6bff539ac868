import PickerState
import Testing

@testable import PickerCheck

/// How the layout fuzzer reads a layout's last byte (pinned, since the kept crash inputs
/// and the seed corpus replay through it), its lap checks on a few wrapping strips, and what
/// its failures keep to save.
@Suite struct LayoutFuzzingTests {
  /// Twenty rows 64 wide, 8 apart, centred in 375 points, up to the last byte.
  static let twentyRows =
    FuzzBytes.encoding(375.0) + [0] + FuzzBytes.encoding(64.0) + FuzzBytes.encoding(20)
    + FuzzBytes.encoding(8.0) + [0]

  @Test func aLayoutsLastByteHoldsItsDirectionAndWhetherItWraps() {
    let read = [0, 1, 2, 3, 0xFE].map { flags in
      var bytes = FuzzBytes(Self.twentyRows + [UInt8(flags)])
      let layout = FuzzedLayout(&bytes)
      return "\(layout.direction) \(layout.wrapsAround)"
    }
    #expect(
      read == [
        "leftToRight false", "rightToLeft false", "leftToRight true", "rightToLeft true",
        "leftToRight true",
      ])
  }

  /// Three rounds of queries about `offset`: a nearest cell (hint 3), a viewport's cells,
  /// and the release of a fling paging by one.
  static func queries(_ offset: Double) -> [UInt8] {
    let nearest = FuzzBytes.encoding(offset) + FuzzBytes.encoding(3)
    let span = FuzzBytes.encoding(offset) + FuzzBytes.encoding(offset + 375)
    var release = FuzzBytes.encoding(offset) + FuzzBytes.encoding(1500.0)
    release += FuzzBytes.encoding(offset + 400) + [1] + FuzzBytes.encoding(1)
    release += FuzzBytes.encoding(300.0)
    return Array(repeating: nearest + span + release, count: 3).flatMap { $0 }
  }

  @Test func stripsThatWrapInEitherDirectionKeepEveryLapPromise() {
    // Around the home lap's first cell (66,240 is its anchor), the strip's ends, and beyond.
    let offsets: [Double] = [66_240, 66_276, 0, 1e9]
    var failures = [LayoutFuzzing.Failure?]()
    for flags: UInt8 in [2, 3] {
      for offset in offsets {
        let rate = FuzzBytes.encoding(0.998) + FuzzBytes.encoding(0.0)
        let input = Self.twentyRows + [flags] + rate + Self.queries(offset)
        failures.append(LayoutFuzzing.firstFailure(in: input))
      }
    }
    #expect(failures == Array(repeating: nil, count: 8))
  }

  @Test func aStripTooShortForItsViewportThrowsAsTheModelSays() {
    let asked =
      FuzzBytes.encoding(200_000.0) + [0] + FuzzBytes.encoding(65_536.0) + FuzzBytes.encoding(1)
      + FuzzBytes.encoding(0.0) + [0]
    let failures = [2, 3].map { flags in LayoutFuzzing.firstFailure(in: asked + [flags]) }
    #expect(failures == [nil, nil])
    var bytes = FuzzBytes(asked + [2])
    #expect(
      FuzzedLayout(&bytes).build() == .failure(.viewportTooWideToWrap(viewportWidth: 200_000)))
  }

  @Test func stripsWhoseCellsWouldTieInSomeLapAreRefusedAsTheFuzzerExpects() {
    // Rows 3.3 and 5e-324 wide, 1e-300 apart, leading by 0.3, wrapping right to left.
    let seam =
      FuzzBytes.encoding(100.0) + [1, 2, 1] + FuzzBytes.encoding(3.3)
      + FuzzBytes.encoding(.leastNonzeroMagnitude) + FuzzBytes.encoding(1e-300) + [1]
      + FuzzBytes.encoding(0.3) + [3]
    // Rows of 0.5, 0.25 apart, centred in 1 point, three laps of 2^52 - 1 cells.
    let uniform =
      FuzzBytes.encoding(1.0) + [0] + FuzzBytes.encoding(0.5)
      + FuzzBytes.encoding(1_501_199_875_790_165) + FuzzBytes.encoding(0.25) + [0, 2]
    let built = [seam, uniform].map { input in
      var bytes = FuzzBytes(input)
      return FuzzedLayout(&bytes).build()
    }
    #expect(
      built == [
        .failure(.indistinguishableRows(row: 1)),
        .failure(.itemCountTooLarge(1_501_199_875_790_165)),
      ])
    #expect([seam, uniform].map { LayoutFuzzing.firstFailure(in: $0) } == [nil, nil])
  }

  /// A picker failure on ten rows: a tap, the scroll it asked for, then a drag, with a
  /// planted failure, since the library passes every real check.
  static func plantedPickerFailure() throws -> (Scenario, CheckFailure, LayoutFuzzing.Failure) {
    let layout = try PickerLayout(viewportWidth: 320, itemWidth: 60, itemCount: 10, spacing: 4)
    let scenario = Scenario(
      layout: layout, options: PickerOptions(), selectedRow: 0,
      events: [.tap(row: 3), .didEndScrollingAnimation, .willBeginDragging])
    let planted = CheckFailure(.selectionChanged, "planted on the last event")
    return (scenario, planted, LayoutFuzzing.Failure(scenario, planted))
  }

  @Test func aPickerFailureKeepsItsEventsAsASessionWithoutEffects() throws {
    let (scenario, _, failure) = try Self.plantedPickerFailure()
    let session = try #require(failure.session)
    #expect(session == Session(scenario))
    #expect(session.entries.map(\.effects) == [nil, nil, nil])
    // Replayed, the session runs the case's every event and finds what the checker finds
    // in the case: nothing, as the failure is planted.
    let replay = SessionReplay(session)
    #expect(replay.finding == nil && ScenarioCheck.firstFailure(in: scenario) == nil)
    #expect(replay.eventsReplayed == scenario.events.count)
  }

  @Test func aPickerFailuresPictureMarksTheFailureTheReplayDidNotFind() throws {
    let (scenario, planted, failure) = try Self.plantedPickerFailure()
    let timeline = try #require(failure.timeline)
    #expect(timeline.eventCount == scenario.events.count)
    let parse = try #require(TimelineSVGParse.parse(timeline.svg))
    #expect(parse.classCounts["failure"] == 1)
    let failureText = try #require(parse.texts["failure"])
    #expect(failureText.contains(planted.property.rawValue))
    #expect(failureText.contains("at event 3"))
    #expect(failureText.contains(planted.detail))
  }

  @Test func aGeometryFailureHasNoHistoryToSave() {
    #expect(throws: LayoutFuzzing.Failure(message: "offset(ofRow: 0) is -0.0")) {
      try LayoutFuzzing.require(false, "offset(ofRow: 0) is -0.0")
    }
  }
}
