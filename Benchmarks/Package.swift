// swift-tools-version: 6.0
import PackageDescription

/// The benchmarks: `swift run -c release --package-path Benchmarks`.
///
/// The root package is named explicitly, so this manifest works whatever folder the
/// repository was cloned into.
let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "PickerState", path: "..")],
  targets: [
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AllocationCounter",
        .product(name: "PickerState", package: "PickerState"),
        .product(name: "PickerCheck", package: "PickerState"),
      ],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
  ],
  swiftLanguageModes: [.v6]
)
