import PickerCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the seed corpus into `Corpus/tape/` and `Corpus/layout/` under the folder given
/// (`Fuzz` from the repository's root), replacing files of the same names:
///
///     swift run -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address SeedCorpus Fuzz
///
/// The tape seeds are short cases of a few fixed seeds in each mode, recorded and
/// encoded as `FuzzInput`; the layout seeds spell out a few layouts, queries and gestures
/// in `LayoutFuzzing`'s byte format, some of them wrapping. Deterministic: rerunning it
/// changes no file.

/// Writes `bytes` to `path`, or exits with a message.
func write(_ bytes: [UInt8], to path: String) {
  guard let file = fopen(path, "wb") else {
    print("cannot write \(path)")
    exit(1)
  }
  defer { fclose(file) }
  guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
    print("cannot write \(path)")
    exit(1)
  }
}

guard CommandLine.arguments.count == 2 else {
  print("usage: SeedCorpus FUZZ_FOLDER")
  exit(2)
}
let corpus = CommandLine.arguments[1] + "/Corpus"

// MARK: - Tapes

/// Short cases: a seed corpus of small files, which the fuzzer lengthens where it pays.
let seedCaseEvents = 40
for mode in CheckMode.allCases {
  for seed: UInt64 in 1...4 {
    let run = Campaign.runCase(seed: seed, mode: mode, maxEvents: seedCaseEvents)
    let input = FuzzInput(mode: mode, tape: run.tapeRun.tape)
    write(input.bytes, to: "\(corpus)/tape/\(mode.rawValue)-\(seed)")
  }
}

// MARK: - Layouts

func d(_ value: Double) -> [UInt8] { FuzzBytes.encoding(value) }
func i(_ value: Int) -> [UInt8] { FuzzBytes.encoding(value) }
let uniform: [UInt8] = [0]
let variable: [UInt8] = [1]
let center: [UInt8] = [0]
let leading: [UInt8] = [1]
let trailing: [UInt8] = [2]
let leftToRight: [UInt8] = [0]
let rightToLeft: [UInt8] = [1]
let wrappingLeftToRight: [UInt8] = [2]
let wrappingRightToLeft: [UInt8] = [3]
let no: [UInt8] = [0]
let yes: [UInt8] = [1]

/// Three rounds of queries: `nearestRow`, `rows(intersecting:)`, `targetRow` (paging by 2).
func queries(_ offsets: [Double]) -> [UInt8] {
  var bytes: [UInt8] = []
  for offset in offsets.prefix(3) {
    bytes += d(offset) + i(3)
    bytes += d(offset) + d(offset + 375)
    bytes += d(offset) + d(1500) + d(offset + 400) + yes + i(2) + d(300)
  }
  return bytes
}

/// An appearance under the focus zoom, default options, and a first row.
func appearanceAndOptions(row: Int) -> [UInt8] {
  [UInt8](i(row) + d(150) + [1] + d(80) + d(0.2) + d(0.5))
    + no + d(0.998) + d(300) + yes + no + d(1) + i(row)
}

/// A drag, a release with a glide, a tap, a selection, a step: each event is followed by
/// the velocity `projectedOffset` is asked about.
let gesture: [UInt8] =
  [2] + d(0) + [3] + d(120) + d(0) + [3] + d(180) + d(0) + [5] + d(800) + d(400) + d(0)
  + [6] + yes + d(0) + [3] + d(300) + d(0) + [7] + d(0) + [1] + i(5) + d(0) + [8] + d(0)
  + [0] + i(0) + yes + d(0) + [10] + yes + d(0)

let twentyRows = d(375) + uniform + d(64) + i(20) + d(8) + center + leftToRight
write(
  twentyRows + d(0.998) + d(1200) + queries([100, 0, 1216]) + appearanceAndOptions(row: 2)
    + gesture,
  to: "\(corpus)/layout/uniform-center")

/// 300 rows of 40, 80 and 120 points in turn, right to left, trailing with padding.
let variableRows =
  d(320) + variable + [0xC0, 0x01, 0x2C] + [2] + d(40) + d(80) + d(120) + d(10) + trailing
  + d(16) + rightToLeft
let reload = [UInt8]([9]) + twentyRows + d(0)
write(
  variableRows + d(0.99) + d(-800) + i(150) + i(0) + i(299) + i(7)
    + queries([500, -20, 1e6]) + appearanceAndOptions(row: 150) + gesture + reload + gesture,
  to: "\(corpus)/layout/variable-trailing-rtl")

/// No rows, leading.
write(
  d(375) + variable + [0] + [0] + d(64) + d(0) + leading + d(0) + leftToRight + d(0.5) + d(0)
    + queries([0, 1, -1]) + appearanceAndOptions(row: 0) + gesture,
  to: "\(corpus)/layout/empty")

/// The most rows a layout takes, one point wide.
write(
  d(1024) + uniform + d(1) + i(1 << 52) + d(0) + leading + d(0) + leftToRight + d(0.998)
    + d(5000) + i(1 << 51) + i(3) + i(1 << 40) + i(-1) + queries([0x1p51, 0x1p40, 12345.5])
    + appearanceAndOptions(row: 1 << 51) + gesture,
  to: "\(corpus)/layout/huge-count")

/// A NaN viewport: the layout throws, and only the rate is fuzzed.
write(d(.nan) + uniform + d(64) + i(5) + d(0) + center + leftToRight, to: "\(corpus)/layout/nan")

// MARK: - Wrapping layouts

/// The twenty rows wrapping: laps of 1,440 points, 93 of them, the home lap from 66,240.
write(
  d(375) + uniform + d(64) + i(20) + d(8) + center + wrappingLeftToRight + d(0.998) + d(1200)
    + queries([66_300, 0, 1e9]) + appearanceAndOptions(row: 2) + gesture,
  to: "\(corpus)/layout/wrap-uniform-center")

/// The 300 variable rows wrapping right to left: laps of 27,000 points, 7 of them.
write(
  d(320) + variable + [0xC0, 0x01, 0x2C] + [2] + d(40) + d(80) + d(120) + d(10) + trailing
    + d(16) + wrappingRightToLeft + d(0.99) + d(-800) + i(150) + i(0) + i(299) + i(7)
    + queries([81_500, 27_000, -20]) + appearanceAndOptions(row: 150) + gesture,
  to: "\(corpus)/layout/wrap-variable-trailing-rtl")

/// One row, leading with padding: every cell shows row 0, 1,313 laps of 100 points.
write(
  d(320) + uniform + d(100) + i(1) + d(0) + leading + d(16) + wrappingLeftToRight + d(0.998)
    + d(300) + queries([65_600, 65_650, 130_980]) + appearanceAndOptions(row: 0) + gesture,
  to: "\(corpus)/layout/wrap-one-row")

/// Half a million rows of 1/32 point: three laps a side, capped by the cells they hold.
write(
  d(375) + uniform + d(0.031_25) + i(500_000) + d(0) + center + wrappingLeftToRight
    + d(0.998) + d(5000) + i(250_000) + i(0) + i(499_999) + i(3)
    + queries([46_687.5, 0, 109_000]) + appearanceAndOptions(row: 250_000) + gesture,
  to: "\(corpus)/layout/wrap-capped")

/// A viewport wider than a one-row strip of three 65,536-point laps lets its home lap
/// reach the anchor: the layout throws.
write(
  d(200_000) + uniform + d(65_536) + i(1) + d(0) + center + wrappingRightToLeft,
  to: "\(corpus)/layout/wrap-too-wide")

// MARK: - Live data

/// `rowsChanged` with raw indices (`LayoutFuzzing`'s selector pair 0xFF 0xFE), after
/// `removed`, `moved` and `inserted` counts: for each removal or insertion a byte (even: an
/// index among the rows) and the index, for each move two indices; then the new layout and
/// whether its count is made to fit the changes.
func rowsChanged(
  removed: [Int] = [], moved: [(from: Int, to: Int)] = [], inserted: [Int] = [],
  layout: [UInt8], fitting: Bool
) -> [UInt8] {
  var bytes: [UInt8] = [0xFF, 0xFE, UInt8(removed.count)]
  for row in removed { bytes += no + i(row) }
  bytes += [UInt8(moved.count)]
  for move in moved { bytes += i(move.from) + i(move.to) }
  bytes += [UInt8(inserted.count)]
  for row in inserted { bytes += no + i(row) }
  return bytes + layout + (fitting ? yes : no)
}

/// The twenty rows changing under a finger, mid-glide and at rest: three rows prepended
/// while dragging, the selected row removed while gliding (the glide becomes an animation
/// to the row it is handed on to), a move at rest once the animation ends, and changes
/// that do not fit their layout. Each event is followed by the velocity `projectedOffset`
/// is asked about.
write(
  twentyRows + d(0.998) + d(1200) + queries([760, 0, 1216]) + appearanceAndOptions(row: 10)
    + [2] + d(0) + [3] + d(790) + d(0)
    + rowsChanged(inserted: [0, 1, 2], layout: twentyRows, fitting: true) + d(0)
    + [3] + d(1010) + d(0) + [5] + d(800) + d(1400) + d(0) + [6] + yes + d(0)
    + [3] + d(1100) + d(0)
    + rowsChanged(removed: [13], layout: twentyRows, fitting: true) + d(0)
    + [7] + d(0) + [8] + d(0)
    + rowsChanged(moved: [(from: 5, to: 0)], layout: twentyRows, fitting: true) + d(0)
    + rowsChanged(inserted: [0], layout: twentyRows, fitting: false) + d(0),
  to: "\(corpus)/layout/live-data")

// MARK: - Pages

/// A page dot (`LayoutFuzzing`'s selector pair 0xFF 0xFD, then 0) with its raw snap and
/// animation; the arrows are the pair then 1 (next) or 2 (previous).
func pageDot(_ snap: Int, animated: Bool) -> [UInt8] {
  [0xFF, 0xFD, 0] + i(snap) + (animated ? yes : no)
}
let nextArrow: [UInt8] = [0xFF, 0xFD, 1]
let previousArrow: [UInt8] = [0xFF, 0xFD, 2]

/// The twenty rows paged by dots and arrows: a dot far off and the animation's end, the
/// arrows both ways at rest and under a finger, a dot past the last (rejected) and one back
/// to the first. Each event is followed by the velocity `projectedOffset` is asked about.
write(
  twentyRows + d(0.998) + d(1200) + queries([100, 0, 1216]) + appearanceAndOptions(row: 2)
    + pageDot(12, animated: true) + d(0) + [8] + d(0) + nextArrow + d(0) + previousArrow
    + d(0) + [2] + d(0) + nextArrow + d(0) + [6] + no + d(0) + pageDot(20, animated: false)
    + d(0) + pageDot(0, animated: false) + d(0) + previousArrow + d(0),
  to: "\(corpus)/layout/pages")
