import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables that steer the property tests, read without Foundation.
///
/// - `PICKER_SEED=<decimal or 0x-hex>`: the campaigns' seed instead of their fixed one,
///   and the seed of one case to replay in each mode (a report's "case seed").
/// - `PICKER_EVENTS=<n>`: each campaign's event budget instead of its fixed one.
/// - `PICKER_REPLAY=<replay token>`: one case to replay, as a report prints it.
///
/// A variable that is set but cannot be read throws, so a typo fails the run instead of
/// silently running the fixed campaign.
enum TestEnvironment {
  /// Why a variable could not be read.
  struct BadValue: Error, CustomStringConvertible {
    var name: String
    var value: String
    var expected: String

    var description: String { "\(name)=\(value) is not \(expected)" }
  }

  /// Whether `name` is set, to any value.
  static func contains(_ name: String) -> Bool { getenv(name) != nil }

  /// The value of `name`, or nil when it is not set.
  static func string(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// `PICKER_SEED`, or nil when it is not set.
  static func seed() throws(BadValue) -> UInt64? {
    guard let text = string("PICKER_SEED") else { return nil }
    guard let parsed = Campaign.seed(parsing: text) else {
      throw BadValue(name: "PICKER_SEED", value: text, expected: "a decimal or 0x-hex UInt64")
    }
    return parsed
  }

  /// `PICKER_EVENTS`, or nil when it is not set.
  static func eventBudget() throws(BadValue) -> Int? {
    guard let text = string("PICKER_EVENTS") else { return nil }
    guard let budget = Int(text), budget > 0 else {
      throw BadValue(name: "PICKER_EVENTS", value: text, expected: "a positive event count")
    }
    return budget
  }

  /// `PICKER_REPLAY`, or nil when it is not set.
  static func replayToken() throws -> ReplayToken? {
    guard let text = string("PICKER_REPLAY") else { return nil }
    do {
      return try ReplayToken(parsing: text)
    } catch {
      throw BadValue(name: "PICKER_REPLAY", value: text, expected: "a replay token: \(error)")
    }
  }
}
