import PickerState
import Testing

@testable import PickerCheck

/// A session whose header gives the screen's pixel scale is a scroll view's callbacks as
/// delivered: its replay follows the scroll view through them and judges the end-to-end
/// properties, as the scroll-view mode judges its own.
@Suite struct ScrollViewFollowingTests {
  /// Every scroll-view case the mode judged clean replays clean from its session, every
  /// event followed and judged: the recording holds all the judgement needs.
  @Test func aCleanScrollViewCaseReplaysCleanFromItsSession() {
    var findings: [String] = []
    var events = 0
    for seed in UInt64(1)...600 {
      var choices = Choices(seed: seed)
      var coverage = Coverage()
      let run = CaseRun(
        mode: .scrollView, choices: &choices, maxEvents: 400, coverage: &coverage)
      guard run.failure == nil else { continue }
      let replay = SessionReplay(Session(run))
      #expect(replay.judgesScrollView)
      events += replay.eventsReplayed
      if let finding = replay.finding {
        findings.append("seed \(seed), entry \(replay.entryIndex ?? -1): \(finding)")
      }
    }
    #expect(findings == [])
    #expect(events > 100_000)
  }
}

extension ScrollViewFollowingTests {
  static let layout = try! PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 10)

  /// A host whose scroll view reported the end of the picker's settle without moving: the
  /// picker rests on row 0, and the user sees the content 20 points off it. The picker kept
  /// every promise; what the user saw did not, and only the followed replay can tell.
  static let settleNeverCarriedOut: Session = {
    let anchor = layout.offset(ofRow: 0)
    let events: [PickerEvent] = [
      .willBeginDragging,
      .didScroll(offset: anchor + 20),
      .willEndDragging(velocity: 0, proposedOffset: anchor + 20),
      .didEndDragging(willDecelerate: true),
      .didEndDecelerating,
      .didEndScrollingAnimation,
    ]
    return Session(
      header: PickerSessionHeader(layout: layout, initialRow: 0, pixelScale: 2),
      entries: events.map { PickerSessionEntry(event: $0) })
  }()

  @Test func aSettleTheScrollViewNeverCarriedOutIsFoundAtItsEnd() {
    let replay = SessionReplay(Self.settleNeverCarriedOut)
    let anchor = Self.layout.offset(ofRow: 0)
    #expect(
      replay.finding
        == .brokenPromise(
          CheckFailure(.atRest, "the scroll view rests at \(anchor + 20), row 0 at \(anchor)")))
    #expect(replay.entryIndex == 5)
    #expect(replay.effects.map(Array.init) == [.didEndScrolling(row: 0)])

    var pickerEventsOnly = Self.settleNeverCarriedOut
    pickerEventsOnly.header.pixelScale = nil
    let unfollowed = SessionReplay(pickerEventsOnly)
    #expect(!unfollowed.judgesScrollView)
    #expect(unfollowed.finding == nil)
  }

  /// The same drag, its settle carried out: the animation's frames reach the anchor.
  @Test func theSameSettleCarriedOutRestsClean() {
    var session = Self.settleNeverCarriedOut
    let anchor = Self.layout.offset(ofRow: 0)
    session.entries.insert(
      contentsOf: [anchor + 12, anchor + 3, anchor].map {
        PickerSessionEntry(event: .didScroll(offset: $0))
      }, at: 5)
    let replay = SessionReplay(session)
    #expect(replay.judgesScrollView)
    #expect(replay.finding == nil)
    #expect(replay.eventsReplayed == 9)
  }
}

extension ScrollViewFollowingTests {
  /// Autoplay's timer runs by the recording's times: a fire stops it, an earlier time does
  /// not rewind it, and without times no time passes.
  @Test func aRecordingsTimesRunAutoplaysTimer() {
    var options = PickerOptions()
    options.autoAdvanceInterval = 2
    let picker = PickerState(layout: Self.layout, selectedRow: 0, options: options)
    var host = ScrollViewHost(following: picker, pixelScale: 2)
    var remaining: [Double?] = [host.timer.remaining]
    for (event, time) in [
      (PickerEvent.tap(row: 0), 0.5), (.tap(row: 0), 0.25), (.tap(row: 0), 1.5),
      (.autoAdvanceTimerFired, 2),
    ] as [(PickerEvent, Double?)] {
      host.follow(event, at: time)
      remaining.append(host.timer.remaining)
    }
    #expect(remaining == [2, 1.5, 1.5, 0.5, nil])

    var timeless = ScrollViewHost(following: picker, pixelScale: 2)
    timeless.follow(.tap(row: 0), at: nil)
    #expect(timeless.timer.remaining == 2)
  }
}
