import AllocationCounter
import PickerState

/// What one workload cost, for `PickerState` and for each baseline that ran it.
struct Measurement {
  /// What one baseline cost on the workload's stream, in the same process.
  struct Baseline {
    /// The median over the runs.
    var nanosecondsPerEvent: Double
    /// Heap allocations per event, nil where they cannot be counted.
    var allocationsPerEvent: Double?
  }

  /// The workload's name.
  var workload: String
  /// The number of events in its stream.
  var events: Int
  /// The median over the runs.
  var nanosecondsPerEvent: Double
  /// Heap allocations per event inside `update(_:)`; nil where allocations cannot be
  /// counted on this platform.
  var allocationsPerEvent: Double?
  /// The fair baseline (``RowSearch/closedForm``): the same geometry and effects, from a
  /// class that returns an array per event.
  var fair: Baseline?
  /// The naive scan baseline (``RowSearch/scan``): the fair one, scanning every row.
  var scan: Baseline?

  /// Events per second at the median.
  var eventsPerSecond: Double { 1e9 / nanosecondsPerEvent }
  /// How many times faster `PickerState` is than the fair baseline: the worth of inline,
  /// allocation-free effects in a value, and nothing else.
  var fairRatio: Double? { ratio(to: fair) }
  /// How many times faster `PickerState` is than the naive scan baseline: that, plus an
  /// O(1) or O(log d) row search against an O(n) one.
  var scanRatio: Double? { ratio(to: scan) }

  /// The baseline's time over `PickerState`'s, nil when the baseline did not run.
  private func ratio(to baseline: Baseline?) -> Double? {
    baseline.map { $0.nanosecondsPerEvent / nanosecondsPerEvent }
  }
}

/// Times and counts the allocations of workloads.
enum Bench {
  /// A sink for effect counts, printed at the end so the optimizer keeps every update.
  nonisolated(unsafe) static var sink = 0

  /// Measures a workload: `runs` timed passes of `PickerState` and of each baseline the
  /// workload runs, alternating so that noise hits all of them, then one counted pass each
  /// for allocations.
  static func measure(_ workload: Workload, runs: Int) -> Measurement {
    let baselines = workload.baselines
    var times: [Double] = []
    var baselineTimes = baselines.map { _ in [Double]() }
    for _ in 0..<runs {
      times.append(time { feed(workload) })
      for (index, rowSearch) in baselines.enumerated() {
        baselineTimes[index].append(time { feedBaseline(workload, rowSearch: rowSearch) })
      }
    }
    let count = Double(workload.events.count)
    var measurement = Measurement(
      workload: workload.name, events: workload.events.count,
      nanosecondsPerEvent: median(times) / count,
      allocationsPerEvent: allocations { feed(workload) }.map { Double($0) / count })
    for (index, rowSearch) in baselines.enumerated() {
      let figures = Measurement.Baseline(
        nanosecondsPerEvent: median(baselineTimes[index]) / count,
        allocationsPerEvent: allocations { feedBaseline(workload, rowSearch: rowSearch) }
          .map { Double($0) / count })
      switch rowSearch {
      case .closedForm: measurement.fair = figures
      case .scan: measurement.scan = figures
      }
    }
    return measurement
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
    var digest = 0
    for event in workload.events {
      for effect in state.update(event) { digest &+= carryOut(effect) }
    }
    sink &+= digest
  }

  /// Feeds every event to a fresh baseline picker that finds rows by `rowSearch` (its
  /// construction, and for a scan the list of anchors, included: once per stream).
  @inline(never)
  static func feedBaseline(_ workload: Workload, rowSearch: RowSearch) {
    let picker = BaselinePicker(resting: workload.initialState, rowSearch: rowSearch)
    var digest = 0
    for event in workload.events {
      for effect in picker.handle(event) { digest &+= carryOut(effect) }
    }
    sink &+= digest
  }

  /// What a host's loop reads of an effect, reduced to a number: every case and payload
  /// is read, as `UIKit` calls would read them, so that neither design's effects can be
  /// optimized away once `update(_:)` is inlined into the loop.
  @inline(__always)
  static func carryOut(_ effect: PickerEffect) -> Int {
    switch effect {
    case .configure(let row, let isSelected): row &+ (isSelected ? 1 : 2)
    case .selectionChanged(let row, _): (row ?? -1) &+ 3
    case .scroll(let offset, let animated): Int(offset.bitPattern >> 12) &+ (animated ? 4 : 5)
    case .setTargetOffset(let offset): Int(offset.bitPattern >> 12) &+ 6
    case .selectionFeedback: 7
    case .didEndScrolling(let row): row &+ 8
    case .rejected: 9
    case .scheduleAutoAdvance(let delay): Int((delay ?? -1).bitPattern >> 12) &+ 10
    }
  }

  /// The middle value (the upper of the two middle ones for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
