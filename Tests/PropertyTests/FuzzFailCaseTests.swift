import PickerCheck
import Testing

/// Every input a fuzzer crashed on, kept in `Fuzz/FailCases/` and replayed with exactly
/// the fuzzer's decoding: `tape-` files as a checker case (`FuzzInput`), `layout-` files
/// through `LayoutFuzzing`. Each failed once and must pass forever.
@Suite struct FuzzFailCaseTests {
  @Test func theFailCasesFolderIsFoundAndHoldsCasesOfBothFuzzers() throws {
    let names = try #require(FailCaseFiles.names(), "no folder at \(FailCaseFiles.folder)")
    #expect(names.contains { $0.hasPrefix("tape-") })
    #expect(names.contains { $0.hasPrefix("layout-") })
  }

  @Test(arguments: FailCaseFiles.all())
  func aKeptFuzzerInputPasses(file: FailCaseFiles.File) {
    if file.name.hasPrefix("tape-") {
      let report = FuzzInput(decoding: file.bytes).failureReport()
      #expect(report == nil, "\(report.map { "\($0)" } ?? "")")
    } else if file.name.hasPrefix("layout-") {
      let failure = LayoutFuzzing.firstFailure(in: file.bytes)
      #expect(failure == nil, "\(failure?.message ?? "")")
    } else {
      Issue.record("\(file.name) is from no fuzzer: name it tape-… or layout-…")
    }
  }
}
