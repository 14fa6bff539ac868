import PickerState
import Testing

@testable import PickerCheck

/// Both fuzzers reach the page events (P5): crafted bytes decode into each of them, and
/// the bytes that read as other events before still do.
@Suite struct FuzzPageEventTests {
  /// The exhaustive mode's start 72: four anchored rows, centred, left to right, default
  /// options, on row 0, whose alphabet ends in the page events.
  static let fourRows = 72

  /// The tape fuzzer's exhaustive mode (first byte 3), on start 72, one event (a length
  /// choice of 0), whose choice is an index into the start's alphabet: the page events are
  /// its last five letters, after the 36 it had before them, so that an older tape reads as
  /// it did.
  @Test func theTapeFuzzerDecodesCraftedBytesIntoEachPageEvent() throws {
    let start = try #require(ExhaustiveAlphabet.starts.dropFirst(Self.fourRows).first)
    #expect(start.layout.itemCount == 4 && start.layout.alignment == .center)
    #expect(ExhaustiveAlphabet.events(for: start.initialState).count == 41)
    let decoded = (36...40).map { letter in
      FuzzInput(decoding: [3, UInt8(Self.fourRows), 0, UInt8(letter)]).run().scenario.events
    }
    #expect(
      decoded == [
        [.selectSnap(0, animated: true)], [.selectSnap(3, animated: false)],
        [.selectSnap(4, animated: true)], [.selectNextSnap], [.selectPreviousSnap],
      ])
    // The letter before them is what it was: the selected row moved one place on.
    let before = FuzzInput(decoding: [3, UInt8(Self.fourRows), 0, 35]).run().scenario.events
    #expect(before.count == 1)
    if case .rowsChanged = before.first {} else { Issue.record("letter 35 is \(before)") }
  }

  /// The exhaustive mode's last two starts are contained (P1), with both of autoplay's
  /// policies (P7): the tape fuzzer reaches the containment flag and the policies through
  /// them, with a first choice an older tape never held (its starts numbered up to 110).
  @Test func theTapeFuzzerDecodesCraftedBytesIntoAContainedStartWithBothPolicies() {
    #expect(ExhaustiveAlphabet.starts.count == 113)
    let runs = [111, 112].map { FuzzInput(decoding: [3, UInt8($0), 0, 0]).run() }
    #expect(runs.map(\.scenario.layout.containment) == [.contained, .contained])
    #expect(runs.map(\.scenario.layout.itemCount) == [4, 2])
    #expect(runs.map(\.scenario.layout.snapCount) == [3, 1])
    #expect(
      runs.map(\.scenario.options)
        == Array(
          repeating: PickerOptions(
            autoAdvanceStopsOnInteraction: true, autoAdvanceStopsAtEnd: true),
          count: 2))
    #expect(runs.map(\.scenario.events) == [[.willBeginDragging], [.willBeginDragging]])
    #expect(runs.allSatisfy { $0.failure == nil })
  }

  /// Reads one event of the layout fuzzer from `bytes`.
  static func layoutEvent(_ bytes: [UInt8]) -> PickerEvent? {
    var fuzzBytes = FuzzBytes(bytes)
    return LayoutFuzzing.readEvent(&fuzzBytes, itemCount: 20)
  }

  @Test func theLayoutFuzzersSelectorPairFFFDReadsAPageEvent() {
    // A dot: a raw snap (a small number: the byte less 8, or a bit pattern) and whether it
    // animates (the byte's lowest bit).
    #expect(Self.layoutEvent([0xFF, 0xFD, 0, 11, 1]) == .selectSnap(3, animated: true))
    #expect(
      Self.layoutEvent([0xFF, 0xFD, 3] + FuzzBytes.encoding(Int.min) + [0])
        == .selectSnap(.min, animated: false))
    #expect(Self.layoutEvent([0xFF, 0xFD, 1]) == .selectNextSnap)
    #expect(Self.layoutEvent([0xFF, 0xFD, 2]) == .selectPreviousSnap)
    // 0xFF before any other byte is the selector it was: 255 % 11, a drag's start.
    #expect(Self.layoutEvent([0xFF, 0xFC]) == .willBeginDragging)
    #expect(Self.layoutEvent([0xFF]) == .willBeginDragging)
  }

  /// Twenty rows paged by dots and arrows, at rest and under a finger, and a dot past the
  /// last (rejected): every check holds.
  @Test func aPickerPagedByTheLayoutFuzzerPassesEveryCheck() {
    let velocity = FuzzBytes.encoding(0.0)
    func dot(_ snap: Int, animated: Bool) -> [UInt8] {
      [0xFF, 0xFD, 0] + FuzzBytes.encoding(snap) + [animated ? 1 : 0] + velocity
    }
    let next: [UInt8] = [0xFF, 0xFD, 1] + velocity
    let previous: [UInt8] = [0xFF, 0xFD, 2] + velocity
    let options: [UInt8] =
      FuzzBytes.encoding(2) + FuzzBytes.encoding(150.0) + [0] + [0] + FuzzBytes.encoding(0.998)
      + FuzzBytes.encoding(300.0) + [1, 0] + FuzzBytes.encoding(1.0) + FuzzBytes.encoding(2)
    let rate = FuzzBytes.encoding(0.998) + velocity
    let events: [UInt8] =
      dot(12, animated: true) + [8] + velocity + next + previous + [2] + velocity + next
      + [6, 0] + velocity + dot(20, animated: false) + dot(0, animated: false) + previous
    let input =
      LayoutFuzzingTests.twentyRows + [0] + rate + LayoutFuzzingTests.queries(100) + options
      + events
    #expect(LayoutFuzzing.firstFailure(in: input) == nil)
  }
}
