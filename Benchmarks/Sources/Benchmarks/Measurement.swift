import AllocationCounter
import PickerState

/// What one workload cost, for `PickerState` and, where it ran, the baseline.
struct Measurement {
  var workload: String
  var events: Int
  /// The median over the runs.
  var nanosecondsPerEvent: Double
  /// Heap allocations per event inside `update(_:)`; nil where allocations cannot be
  /// counted on this platform.
  var allocationsPerEvent: Double?
  /// The baseline's median on the same stream in the same process.
  var baselineNanosecondsPerEvent: Double?
  var baselineAllocationsPerEvent: Double?

  var eventsPerSecond: Double { 1e9 / nanosecondsPerEvent }
  /// How many times faster than the baseline.
  var ratio: Double? { baselineNanosecondsPerEvent.map { $0 / nanosecondsPerEvent } }
}

/// Times and counts the allocations of workloads.
enum Bench {
  /// A sink for effect counts, printed at the end so the optimizer keeps every update.
  nonisolated(unsafe) static var sink = 0

  /// Measures a workload: `runs` timed passes of each design, alternating so that noise
  /// hits both, then one counted pass each for allocations.
  static func measure(_ workload: Workload, runs: Int) -> Measurement {
    var times: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<runs {
      times.append(time { feed(workload) })
      if workload.hasBaseline { baselineTimes.append(time { feedBaseline(workload) }) }
    }
    let count = Double(workload.events.count)
    return Measurement(
      workload: workload.name, events: workload.events.count,
      nanosecondsPerEvent: median(times) / count,
      allocationsPerEvent: allocations { feed(workload) }.map { Double($0) / count },
      baselineNanosecondsPerEvent: workload.hasBaseline ? median(baselineTimes) / count : nil,
      baselineAllocationsPerEvent: workload.hasBaseline
        ? allocations { feedBaseline(workload) }.map { Double($0) / count } : nil)
  }

  /// Heap allocations made while `body` runs, or nil where they cannot be counted.
  static func allocations(_ body: () -> Void) -> UInt64? {
    guard allocation_counting_is_available() == 1 else { return nil }
    let before = allocation_count()
    body()
    return allocation_count() - before
  }

  /// Nanoseconds `body` takes.
  static func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1e9
      + Double(elapsed.components.attoseconds) / 1e9
  }

  /// Feeds every event to a copy of the workload's picker.
  @inline(never)
  static func feed(_ workload: Workload) {
    var state = workload.initialState
    var effects = 0
    for event in workload.events { effects &+= state.update(event).count }
    sink &+= effects
  }

  /// Feeds every event to a fresh baseline picker.
  @inline(never)
  static func feedBaseline(_ workload: Workload) {
    let picker = BaselinePicker(workload.initialState)
    var effects = 0
    for event in workload.events { effects &+= picker.handle(event).count }
    sink &+= effects
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
