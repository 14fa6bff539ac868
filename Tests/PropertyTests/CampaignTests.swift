import PickerCheck
import PickerState
import Testing

/// Fixed-seed campaigns, one per mode, checking every property after every event, and
/// the replay of one case from the environment.
///
/// - `PICKER_SEED=0x…` runs the campaigns from another seed, and replays the one case
///   that seed gives in each mode (a failure report's "case seed").
/// - `PICKER_EVENTS=n` changes each campaign's event budget.
/// - `PICKER_REPLAY='host:…'` replays the case of a report's replay token.
///
/// For example: `PICKER_REPLAY='<token>' swift test --filter CampaignTests`.
@Suite struct CampaignTests {
  /// Events per campaign: past `Coverage.eventsToJudge`, so coverage is judged, and about
  /// 3 seconds per mode in a debug build on two cores (up to 8 while other builds run).
  static let eventBudget = 300_000

  /// The case length, budget and seed are a campaign's defaults or the environment's.
  static func configuration(
    _ mode: CheckMode, fixedSeed: UInt64
  ) throws -> Campaign.Configuration {
    Campaign.Configuration(
      seed: try TestEnvironment.seed() ?? fixedSeed,
      eventBudget: try TestEnvironment.eventBudget() ?? eventBudget, modes: [mode])
  }

  /// Runs a campaign and expects no failure, and exactly the expected coverage
  /// shortfalls once there are events enough to judge.
  static func check(_ configuration: Campaign.Configuration, shortfalls: [Coverage.Label]) {
    let campaign = Campaign(configuration)
    let seed = "0x\(String(configuration.seed, radix: 16))"
    let report = campaign.failure.map { report in
      "campaign seed \(seed)\n\(report)\nReplay it here: "
        + "PICKER_REPLAY='\(report.replayToken)' swift test --filter CampaignTests"
    }
    #expect(campaign.failure == nil, "\(report ?? "")")
    guard campaign.failure == nil else { return }
    #expect(campaign.events >= configuration.eventBudget)
    let judged = campaign.events >= Coverage.eventsToJudge
    #expect(
      campaign.coverage.shortfalls == (judged ? shortfalls : []),
      "campaign seed \(seed), \(campaign.events) events:\n\(campaign.coverage.table)")
  }

  @Test func aHostCampaignFindsNoFailure() throws {
    Self.check(try Self.configuration(.host, fixedSeed: 0x5eed_4057), shortfalls: [])
  }

  @Test func aHostileCampaignFindsNoFailure() throws {
    Self.check(try Self.configuration(.hostile, fixedSeed: 0x5eed_4051), shortfalls: [])
  }

  @Test func aScrollViewCampaignFindsNoFailure() throws {
    Self.check(try Self.configuration(.scrollView, fixedSeed: 0x5eed_5c01), shortfalls: [])
  }

  // MARK: - Replaying one case

  @Test(.enabled(if: TestEnvironment.contains("PICKER_REPLAY")))
  func theCaseOfPickerReplayPasses() throws {
    let token = try #require(try TestEnvironment.replayToken())
    let maxEvents = Campaign.defaultMaxEventsPerCase
    let run = CaseRun(mode: token.mode, tape: token.tape, maxEvents: maxEvents)
    let report = run.failure.map { _ in "\(FailureReport(shrinking: run, maxEvents: maxEvents))" }
    #expect(run.failure == nil, "\(report ?? "")")
  }

  @Test(
    .enabled(if: TestEnvironment.contains("PICKER_SEED")), arguments: CheckMode.campaignModes)
  func theCaseOfPickerSeedPasses(mode: CheckMode) throws {
    let seed = try #require(try TestEnvironment.seed())
    let maxEvents = Campaign.defaultMaxEventsPerCase
    let run = Campaign.runCase(seed: seed, mode: mode, maxEvents: maxEvents)
    let report = run.failure.map { _ in
      "\(FailureReport(shrinking: run, caseSeed: seed, maxEvents: maxEvents))"
    }
    #expect(run.failure == nil, "\(report ?? "")")
  }
}
