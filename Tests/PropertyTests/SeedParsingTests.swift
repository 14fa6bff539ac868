import PickerCheck
import Testing

/// `Campaign.seed(parsing:)`, which reads `--seed` and `PICKER_SEED`.
@Suite struct SeedParsingTests {
  @Test func aSeedIsDecimalOrHexAfter0xInEitherCase() {
    let expected: [(String, UInt64)] = [
      ("0", 0), ("24301", 24301), ("0x5eed", 0x5eed), ("0X5EED", 0x5eed), ("0x5EeD", 0x5eed),
      ("18446744073709551615", .max), ("0xffffffffffffffff", .max), ("007", 7),
    ]
    for (text, seed) in expected {
      #expect(Campaign.seed(parsing: text) == seed, "\(text)")
    }
  }

  @Test func anythingElseIsNoSeed() {
    let rejected = [
      "", "0x", "0X", "+5", "-1", "0x-1", "0x+1", " 5", "5 ", "5eed", "x5", "1e6", "1_000",
      "18446744073709551616", "0x10000000000000000", "0xg", "0b101", "٣",
    ]
    for text in rejected {
      #expect(Campaign.seed(parsing: text) == nil, "\(text)")
    }
  }
}
