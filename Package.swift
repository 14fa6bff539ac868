// swift-tools-version: 6.0
import PackageDescription

/// Links libm on Linux, where `Double.rounded()` and friends need it in release builds
/// of a package that does not import Foundation.
let linksMath: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "PickerState",
  products: [
    .library(name: "PickerState", targets: ["PickerState"]),
  ],
  targets: [
    .target(name: "PickerState", linkerSettings: linksMath),
    .testTarget(name: "PickerStateTests", dependencies: ["PickerState"]),
  ],
  swiftLanguageModes: [.v6]
)
