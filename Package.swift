// swift-tools-version: 6.0
import PackageDescription

/// Links libm on Linux, where `Double.rounded()` and friends need it in release builds
/// of a package that does not import Foundation.
let linksMath: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "PickerState",
  products: [
    .library(name: "PickerState", targets: ["PickerState"]),
    .library(name: "PickerCheck", targets: ["PickerCheck"]),
    .executable(name: "pickerstate", targets: ["pickerstate"]),
  ],
  targets: [
    .target(name: "PickerState", linkerSettings: linksMath),
    .target(name: "PickerCheck", dependencies: ["PickerState"], linkerSettings: linksMath),
    .executableTarget(
      name: "pickerstate", dependencies: ["PickerCheck"], linkerSettings: linksMath),
    .testTarget(name: "PickerStateTests", dependencies: ["PickerState", "PickerCheck"]),
    .testTarget(name: "PropertyTests", dependencies: ["PickerCheck", "PickerState"]),
  ],
  swiftLanguageModes: [.v6]
)
