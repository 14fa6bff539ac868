import PickerCheck
import Testing

/// Known answers for the checker's random numbers, and the semantics of ``Choices``.
///
/// The expected values come from an independent Python transcription of the published
/// reference code (Vigna's `splitmix64.c` and Blackman and Vigna's
/// `xoshiro256starstar.c`, xoshiro seeded with four SplitMix64 outputs as
/// `Xoshiro256StarStar.init(seed:)` does), itself checked against the published test
/// vectors: SplitMix64 from 1234567 starts 6457827717110365317, and xoshiro256** from the
/// state [1, 2, 3, 4] starts 11520, 0, 1509978240. If one of these changes, every seed and
/// replay token ever printed replays a different case.
@Suite struct GeneratorTests {
  // MARK: - Known answers

  @Test func splitMix64FromZeroGivesTheReferenceStream() {
    var generator = SplitMix64(seed: 0)
    let outputs = (0..<4).map { _ in generator.next() }
    #expect(
      outputs == [
        0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f,
        0xf88b_b8a8_724c_81ec,
      ])
  }

  @Test func splitMix64From1234567GivesThePublishedTestVector() {
    var generator = SplitMix64(seed: 1_234_567)
    let outputs = (0..<4).map { _ in generator.next() }
    #expect(
      outputs == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431,
      ])
  }

  @Test func xoshiroFromZeroGivesTheReferenceStream() {
    var generator = Xoshiro256StarStar(seed: 0)
    let outputs = (0..<4).map { _ in generator.next() }
    #expect(
      outputs == [
        0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0,
        0x6aa5_94f1_262d_2d2c,
      ])
  }

  @Test func xoshiroFrom42GivesTheReferenceStream() {
    var generator = Xoshiro256StarStar(seed: 42)
    let outputs = (0..<4).map { _ in generator.next() }
    #expect(
      outputs == [
        0x1578_0b2e_0c2e_c716, 0x6104_d986_6d11_3a7e, 0xae17_5332_39e4_99a1,
        0xecb8_ad47_03b3_60a1,
      ])
  }

  @Test func nextBelowIsTheHighWordOfTheProduct() {
    var generator = Xoshiro256StarStar(seed: 42)
    // Each call consumes one output, bounds 0 and 1 included.
    let values = [10, 100, 1 << 53, 1, 0, UInt64.max].map { generator.next(below: $0) }
    #expect(values == [0, 37, 6_125_286_505_004_179, 0, 0, 14_199_186_830_065_750_583])
  }

  @Test func nextBelowSmallBoundsFromSeven() {
    var generator = Xoshiro256StarStar(seed: 7)
    let rolls = (0..<8).map { _ in generator.next(below: 6) }
    #expect(rolls == [4, 1, 5, 5, 5, 5, 0, 0])
  }

  // MARK: - Choices

  @Test func choicesFromASeedDrawWhatXoshiroGivesAndRecordIt() {
    var choices = Choices(seed: 42)
    let drawn = [10, 1, 0, 100, 1 << 53].map { choices.draw(below: $0) }
    #expect(drawn == [0, 0, 0, 37, 6_125_286_505_004_179])
    // Bounds 0 and 1 have one answer: neither recorded nor drawn from the generator.
    #expect(choices.tape == [0, 37, 6_125_286_505_004_179])
    #expect(choices.count == 3)
    #expect(!choices.isExhausted)
  }

  @Test func aReplayReducesModuloTheBoundAndAnswersZeroOnceExhausted() {
    var choices = Choices(replaying: [7, 250, 3])
    #expect(choices.draw(below: 5) == 2)
    #expect(choices.draw(below: 1) == 0)
    #expect(choices.draw(below: 100) == 50)
    #expect(!choices.isExhausted)
    #expect(choices.draw(below: 10) == 3)
    #expect(choices.isExhausted)
    #expect(choices.draw(below: 10) == 0)
    #expect(choices.draw(below: 1 << 53) == 0)
    #expect(choices.tape == [2, 50, 3, 0, 0])
    #expect(choices.count == 5)
  }

  @Test func anEmptyReplayIsExhaustedFromTheStart() {
    var choices = Choices(replaying: [])
    #expect(choices.isExhausted)
    #expect(choices.draw(below: 3) == 0)
    #expect(choices.tape == [0])
  }

  @Test func theZerothChoiceOfEveryDrawIsTheSimplestValue() {
    var choices = Choices(replaying: [])
    #expect(choices.int(below: 7) == 0)
    #expect(choices.int(in: -3...3) == -3)
    #expect(choices.int(in: Int.min...Int.max) == Int.min)
    #expect(choices.chance(1, in: 3) == false)
    #expect(choices.chance(2, in: 2) == true)
    #expect(choices.pick(["first", "second"]) == "first")
    #expect(choices.double(in: 2...4) == 2)
    // Every one of these draws has a bound above 1, so each records its 0.
    #expect(choices.tape == [0, 0, 0, 0, 0, 0, 0])
  }

  @Test func theDerivedDrawsReadTheirChoicesAsDocumented() {
    var choices = Choices(replaying: [6, 7, 2, 1, 1, 1 << 52, 5])
    #expect(choices.int(in: -3...3) == 3)
    #expect(choices.int(in: -3...3) == -3)
    #expect(choices.chance(1, in: 3) == true)
    #expect(choices.chance(1, in: 3) == false)
    #expect(choices.pick(["a", "b", "c"]) == "b")
    #expect(choices.double(in: 2...4) == 3)
    #expect(choices.int(below: 0) == 0)
    #expect(choices.int(below: -4) == 0)
    #expect(choices.int(in: 9...9) == 9)
    #expect(choices.tape == [6, 0, 2, 1, 1, 1 << 52])
  }
}
