// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer and AddressSanitizer, compiled in and linked (with lld: the default gold
/// linker crashes on the instrumented objects).
///
/// These flags instrument the fuzzers' own code; `run.sh` also passes
/// `-Xswiftc -sanitize=fuzzer,address` so that the root package's modules, which a
/// dependency's settings cannot reach, report their coverage to libFuzzer too.
let fuzzerSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
let fuzzerLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"]),
  .linkedLibrary("m", .when(platforms: [.linux])),
]

/// Both of the root package's modules, named although the fuzzers import only
/// PickerCheck: without the direct dependency, a change to PickerState's types alone left
/// the fuzzers compiled against their old sizes (a stale build, which AddressSanitizer
/// reported as a stack buffer overflow).
let checkerModules: [Target.Dependency] = [
  .product(name: "PickerCheck", package: "PickerState"),
  .product(name: "PickerState", package: "PickerState"),
]

/// The fuzzers: `Fuzz/run.sh SECONDS` from the repository's root. A nested package, so
/// that the root package stays free of dependencies and unsafe flags, and `swift test`
/// there never builds it. The root package is named explicitly, so this manifest works
/// whatever folder the repository was cloned into.
let package = Package(
  name: "Fuzz",
  dependencies: [.package(name: "PickerState", path: "..")],
  targets: [
    .target(
      name: "FuzzDriver", dependencies: checkerModules, swiftSettings: fuzzerSwiftSettings),
    .executableTarget(
      name: "TapeFuzzer",
      dependencies: ["FuzzDriver"] + checkerModules,
      swiftSettings: fuzzerSwiftSettings, linkerSettings: fuzzerLinkerSettings),
    .executableTarget(
      name: "LayoutFuzzer",
      dependencies: ["FuzzDriver"] + checkerModules,
      swiftSettings: fuzzerSwiftSettings, linkerSettings: fuzzerLinkerSettings),
    .executableTarget(
      name: "SeedCorpus",
      dependencies: [.product(name: "PickerCheck", package: "PickerState")],
      linkerSettings: fuzzerLinkerSettings),
  ],
  swiftLanguageModes: [.v6]
)
