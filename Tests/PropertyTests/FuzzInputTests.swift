import PickerCheck
import PickerState
import Testing

/// How a fuzzer's bytes become a case (`FuzzInput`) and raw numbers (`FuzzBytes`): pinned,
/// since the kept crash inputs replay through them.
@Suite struct FuzzInputTests {
  @Test func theFirstByteIsTheModeAndEachOtherByteBelowF8IsAChoice() {
    #expect(FuzzInput(decoding: []) == FuzzInput(mode: .host, tape: []))
    #expect(
      FuzzInput(decoding: [0, 0, 7, 0xF7]) == FuzzInput(mode: .host, tape: [0, 7, 0xF7]))
    #expect(FuzzInput(decoding: [5]) == FuzzInput(mode: .hostile, tape: []))
    #expect(FuzzInput(decoding: [3, 1]) == FuzzInput(mode: .exhaustive, tape: [1]))
    #expect(FuzzInput(decoding: [0xFF, 1]) == FuzzInput(mode: .exhaustive, tape: [1]))
    #expect(FuzzInput(decoding: [2, 3]) == FuzzInput(mode: .scrollView, tape: [3]))
  }

  @Test func aByteFromF8OnIsFollowedByALargerChoiceBigEndian() {
    let input = FuzzInput(decoding: [
      1, 0xF8, 0xF8, 0xF9, 0x01, 0x00, 0xFF, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    #expect(input == FuzzInput(mode: .hostile, tape: [0xF8, 0x100, 0x0102_0304_0506_0708, 9]))
  }

  @Test func aLargerChoiceCutShortByTheEndTakesTheBytesThatAreThere() {
    #expect(FuzzInput(decoding: [0, 0xFB, 1, 2]) == FuzzInput(mode: .host, tape: [0x102]))
    #expect(FuzzInput(decoding: [0, 0xFF]) == FuzzInput(mode: .host, tape: [0]))
  }

  @Test(arguments: CheckMode.allCases)
  func aCampaignsCaseEncodesAndReplaysAsItRan(mode: CheckMode) {
    for seed: UInt64 in 1...5 {
      let run = Campaign.runCase(seed: seed, mode: mode, maxEvents: FuzzInput.maxEvents)
      let input = FuzzInput(mode: mode, tape: run.tapeRun.tape)
      let decoded = FuzzInput(decoding: input.bytes)
      #expect(decoded == input)
      // The same choices drawn replay the same case (scenarios with NaN offsets are never
      // equal to themselves).
      let replayed = decoded.run()
      #expect(replayed.tapeRun.tape == run.tapeRun.tape)
      #expect(replayed.scenario.events.count == run.scenario.events.count)
      #expect(replayed.failure == nil)
    }
  }

  @Test func everyChoiceTakesItsShortestForm() {
    let tape: [UInt64] = [0, 0xF7, 0xF8, 0xFF, 0x100, 0xFFFF, 0x1_0000, 1 << 53, .max]
    let bytes = FuzzInput(mode: .scrollView, tape: tape).bytes
    #expect(
      bytes == [
        2, 0, 0xF7, 0xF8, 0xF8, 0xF8, 0xFF, 0xF9, 1, 0, 0xF9, 0xFF, 0xFF, 0xFA, 1, 0, 0,
        0xFE, 0x20, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
      ])
  }

  @Test func numbersWrittenForTheLayoutFuzzerReadBackBitForBit() {
    let doubles: [Double] = [0, -0.0, .nan, -.infinity, .leastNonzeroMagnitude, 375.5, -1e300]
    let ints = [0, -8, 119, 120, -9, Int.min, Int.max, PickerLayout.maximumItemCount]
    var bytes = FuzzBytes(doubles.flatMap(FuzzBytes.encoding) + ints.flatMap(FuzzBytes.encoding))
    #expect(doubles.map { _ in bytes.double().bitPattern } == doubles.map(\.bitPattern))
    #expect(ints.map { _ in bytes.int() } == ints)
    #expect(bytes.isExhausted)
    #expect(bytes.double() == 0 && bytes.int() == -8)
  }
}
