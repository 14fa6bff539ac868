import AllocationCounter
import PickerCheck
import PickerState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmarks: `swift run -c release --package-path Benchmarks [--json FILE]
/// [--runs N] [--only TEXT] [--without-scan] [--check-allocations]`.
///
/// Every stream is generated from a fixed seed before any timing. Timings are the median
/// of `--runs` passes (7 by default), PickerState and the baselines (the fair one on every
/// layout that does not wrap and, up to 1,000 rows, the naive scan) alternating on the same
/// stream; allocations are counted in a separate pass by interposing malloc. Before timing,
/// the baselines are checked to emit PickerState's effects on every event (exit 1
/// otherwise). `--check-allocations` counts allocations only, on shorter streams, and
/// checks that equivalence on every workload a baseline runs, on option variants of the
/// streams, and on the contained cards mirrored right to left; it exits 1 when `update(_:)` allocates on any workload but the layout changes,
/// wrapping ones included, or when a baseline diverges. `--only TEXT` runs the workloads
/// whose names contain TEXT (for profiling one, e.g. under callgrind); `--without-scan`
/// leaves the naive scan baseline out (for profiling the fair one alone).
struct Arguments {
  /// Where to write the figures as JSON, if anywhere.
  var jsonPath: String?
  /// Timed passes per workload and design.
  var runs = 7
  /// Whether to count allocations and check the baselines' equivalence instead of timing.
  var checksAllocations = false
  /// Text a workload's name must contain to run, if any.
  var only: String?
  /// Whether the naive scan baseline is left out of every workload.
  var withoutScan = false

  /// Parses the command line's arguments, the program's name left out.
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      switch flag {
      case "--check-allocations": checksAllocations = true
      case "--json":
        guard let path = remaining.popFirst() else { throw UsageError("--json needs a file") }
        jsonPath = path
      case "--without-scan": withoutScan = true
      case "--only":
        guard let text = remaining.popFirst() else { throw UsageError("--only needs a name") }
        only = text
      case "--runs":
        guard let text = remaining.popFirst(), let runs = Int(text), runs > 0 else {
          throw UsageError("--runs needs a positive number")
        }
        self.runs = runs
      default: throw UsageError("unknown argument '\(flag)'")
      }
    }
  }
}

/// A command line the benchmarks cannot follow.
struct UsageError: Error {
  /// What is wrong, for the user.
  var message: String
  /// Creates an error with its message.
  init(_ message: String) { self.message = message }
}

/// Every workload, with `events` events per stream; the 10-million-row layouts only when
/// `includesHugeLayouts`.
func workloads(events: Int, includesHugeLayouts: Bool) throws -> [Workload] {
  let rows = try Workload.thousandRows()
  let picker = PickerState(layout: rows, selectedRow: 500)
  let others = [
    try PickerLayout(viewportWidth: 812, itemWidth: 64, itemCount: 1000, spacing: 10),
    try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 0),
    try PickerLayout(viewportWidth: 375, itemWidths: [40, 80, 120], spacing: 8),
    rows,
  ]
  var list = [
    Workload(
      name: "gesture stream, 1,000 uniform rows", initialState: picker,
      events: Workload.gestureStream(on: rows, events: events, seed: 0x6e57)),
    Workload(
      name: "hostile mix", initialState: picker,
      events: Workload.hostileMix(on: rows, layouts: others, events: events, seed: 0x4057)),
    Workload(
      name: "selection-heavy", initialState: picker,
      events: Workload.selections(on: rows, events: events, seed: 0x5e1)),
    Workload(
      name: "reload-heavy (layoutChanged)", initialState: picker,
      events: try Workload.reloads(events: events / 4, seed: 0x4e1), isLayoutChanges: true),
  ]
  var sizes = [1000, 100_000]
  if includesHugeLayouts { sizes.append(10_000_000) }
  for size in sizes {
    let uniform = try Workload.uniformRows(size)
    let variable = try Workload.variableRows(size, seed: 0x5ca1e)
    let label = size.formatted
    for (kind, layout) in [("uniform", uniform), ("variable", variable)] {
      let state = PickerState(layout: layout, selectedRow: size / 2)
      list.append(
        Workload(
          name: "smooth scroll, \(label) \(kind) rows", initialState: state,
          events: Workload.smoothScroll(on: layout, events: events, seed: 0x5300),
          runsScanBaseline: size <= 1000))
      list.append(
        Workload(
          name: "random jumps, \(label) \(kind) rows", initialState: state,
          events: Workload.randomJumps(on: layout, events: events, seed: 0x7a4d),
          runsScanBaseline: size <= 1000))
    }
  }
  let wrapping = [
    ("5 uniform rows", try Workload.fiveWrappingRows()),
    ("7 variable rows", try Workload.variableRows(7, seed: 0x5ca1e, wrapsAround: true)),
  ]
  for (label, layout) in wrapping {
    list += try Workload.seamCrossing(on: layout, label: label, events: events, seed: 0x5ea3)
  }
  list.append(try Workload.containedCards(24, events: events, seed: 0xca40))
  // Shorter streams: each prepend holds a layout of its own, and a baseline's update costs
  // O(k) per row it follows.
  list.append(try Workload.liveDateStrip(days: 100_000, events: events / 10, seed: 0xda7e))
  for changed in [1, 10, 100, 1000, 10_000] {
    list.append(try Workload.rowChanges(changed, of: 100_000, events: events / 20))
  }
  return list
}

extension Int {
  /// The number with thousands separated by commas.
  var formatted: String {
    let digits = Array(String(self))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

/// Prints the sizes of the values the hot path moves.
func printSizes() {
  print(
    """
    MemoryLayout sizes (bytes): PickerEvent \(MemoryLayout<PickerEvent>.size), \
    PickerEffect \(MemoryLayout<PickerEffect>.size), \
    PickerEffects \(MemoryLayout<PickerEffects>.size), \
    PickerState \(MemoryLayout<PickerState>.size), PickerLayout \(MemoryLayout<PickerLayout>.size)
    """)
}

/// Counts allocations in `update(_:)` on every workload, and checks that the baselines emit
/// `PickerState`'s effects on every workload they run; 1 when an update allocates that may
/// not, or a baseline diverges.
func checkAllocations() throws -> Int32 {
  guard allocation_counting_is_available() == 1 else {
    print("allocations cannot be counted on this platform: nothing checked")
    return 1
  }
  var failures: [String] = []
  let all = try workloads(events: 20_000, includesHugeLayouts: false)
  for workload in all {
    let count = Bench.allocations { Bench.feed(workload) } ?? 0
    let allowed = workload.isLayoutChanges ? "allowed" : (count == 0 ? "ok" : "ALLOCATES")
    print("\(workload.name): \(count) allocations in \(workload.events.count) events (\(allowed))")
    if count > 0 && !workload.isLayoutChanges { failures.append(workload.name) }
  }
  // The counter must see allocations where there are some, or the zeros above mean nothing.
  let contrast = try workloadsForProbe()
  let probe = Bench.allocations { Bench.feedBaseline(contrast, rowSearch: .closedForm) } ?? 0
  print(
    "\(RowSearch.closedForm.name), gesture stream, for contrast: \(probe) allocations in "
      + "\(contrast.events.count) events")
  guard probe > 0 else {
    print("FAILED: the allocation counter saw nothing where the baseline allocates")
    return 1
  }
  print("\nequivalence: the baselines' effects against PickerState's, event for event")
  let cards = all.filter { $0.name.hasPrefix("contained cards") }
  let streams = all.filter { $0.name.hasPrefix("gesture stream") || $0.name == "hostile mix" }
  let mirrored = try cards.map(Equivalence.rightToLeftVariant)
  let variants = (streams + cards + mirrored).flatMap(Equivalence.optionVariants) + mirrored
  let divergences = Equivalence.check(all + variants, verbose: true)
  for divergence in divergences { print("FAILED: \(divergence)") }
  if !failures.isEmpty {
    print("FAILED: update(_:) allocates in " + failures.joined(separator: ", "))
  }
  guard failures.isEmpty && divergences.isEmpty else { return 1 }
  print("OK: update(_:) allocates nothing outside layout changes; the baselines equal PickerState")
  return 0
}

/// The short gesture stream on which the fair baseline must show allocations, so that the
/// counter is seen to count.
func workloadsForProbe() throws -> Workload {
  let rows = try Workload.thousandRows()
  return Workload(
    name: "probe", initialState: PickerState(layout: rows, selectedRow: 500),
    events: Workload.gestureStream(on: rows, events: 2_000, seed: 0x6e57))
}

/// Runs what `arguments` ask for and returns the exit status: 0 when every check held.
func run(_ arguments: Arguments) throws -> Int32 {
  printSizes()
  if arguments.checksAllocations { return try checkAllocations() }
  let threads = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
  print("machine: \(threads) cores; \(arguments.runs) runs per workload, medians\n")
  var measurements: [Measurement] = []
  let all = try workloads(events: 200_000, includesHugeLayouts: true)
  var selected = all.filter { arguments.only.map($0.name.contains) ?? true }
  if arguments.withoutScan {
    for index in selected.indices { selected[index].runsScanBaseline = false }
  }
  let divergences = Equivalence.check(selected, verbose: false)
  guard divergences.isEmpty else {
    for divergence in divergences { print("FAILED: \(divergence)") }
    return 1
  }
  let checkedEvents = selected.reduce(0) { $0 + $1.events.count * $1.baselines.count }
  print(
    "equivalence: the baselines match PickerState's effects and state after every event "
      + "of every workload they run (\(checkedEvents.formatted) baseline events)\n")
  for workload in selected {
    measurements.append(Bench.measure(workload, runs: arguments.runs))
  }
  print(Report.table(measurements))
  if let ratios = Report.wrapRatios(measurements, of: selected) { print("\n" + ratios) }
  guard arguments.only == nil else { return 0 }
  let campaign = Campaign(
    .init(seed: 0xbe7c4, eventBudget: 2_000_000, workers: threads))
  let checker = Measurement(
    workload: "checker, every invariant, \(threads) threads", events: campaign.events,
    nanosecondsPerEvent: 1e9 / campaign.eventsPerSecond, allocationsPerEvent: nil)
  measurements.append(checker)
  print(
    "\nchecker: \(Int(campaign.eventsPerSecond)) checked events per second "
      + "(\(campaign.events) events, \(threads) threads, fixed seed 0xbe7c4)"
      + (campaign.failure == nil ? "" : ": FAILED"))
  print("(sink \(Bench.sink))")
  if let path = arguments.jsonPath {
    guard Report.write(Report.json(measurements), to: path) else {
      print("cannot write \(path)")
      return 1
    }
    print("wrote \(path)")
  }
  return campaign.failure == nil ? 0 : 1
}

do {
  exit(try run(Arguments(Array(CommandLine.arguments.dropFirst()))))
} catch let error as UsageError {
  print("benchmarks: \(error.message)")
  exit(2)
} catch {
  print("benchmarks: \(error)")
  exit(1)
}
