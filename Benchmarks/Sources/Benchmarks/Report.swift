#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The table and the JSON file.
enum Report {
  /// What the two ratios measure, printed above the table's header row.
  static let ratioLegend = """
    fair ratio = fair ns / ns/event: the same work (the same geometry, a contained strip's
      kept in the class's own arrays; effects checked equal event for event), done by a
      final class that returns a fresh [PickerEffect] per event instead of a value updated
      in place with its effects stored inline.
    scan ratio = scan ns / ns/event: the same class finding the row under the anchor by
      scanning every row: what the fair ratio measures, plus an O(n) search against O(1)
      or O(log d).
    """

  /// One row per measurement under a header row, columns aligned, preceded by the
  /// ``ratioLegend``; "-" where a baseline did not run, "n/a" where allocations cannot be
  /// counted.
  static func table(_ measurements: [Measurement]) -> String {
    let header = [
      "workload", "events", "ns/event", "events/s", "allocs/event", "fair ns", "fair allocs",
      "fair ratio", "scan ns", "scan ratio",
    ]
    var rows = [header]
    for measurement in measurements {
      rows.append([
        measurement.workload, "\(measurement.events)",
        fixed(measurement.nanosecondsPerEvent, 1),
        "\(Int(measurement.eventsPerSecond.rounded()))",
        measurement.allocationsPerEvent.map { fixed($0, 3) } ?? "n/a",
        measurement.fair.map { fixed($0.nanosecondsPerEvent, 1) } ?? "-",
        measurement.fair.map { $0.allocationsPerEvent.map { fixed($0, 3) } ?? "n/a" } ?? "-",
        measurement.fairRatio.map { fixed($0, 1) + "x" } ?? "-",
        measurement.scan.map { fixed($0.nanosecondsPerEvent, 1) } ?? "-",
        measurement.scanRatio.map { fixed($0, 1) + "x" } ?? "-",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      row.indices.map { column in
        let cell = row[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    return ratioLegend + "\n\n" + lines.joined(separator: "\n")
  }

  /// What the wrap ratio measures, printed above its lines.
  static let wrapRatioLegend = """
    wrap ratio = ns/event on a wrapping strip over ns/event on its unwrapped twin (the same
      gestures over the same cells laid out once, without wrapping), medians of one run.
    """

  /// One line per wrapping workload measured in the same run as its unwrapped twin: the
  /// two medians and their ratio, under the ``wrapRatioLegend``; nil without such a pair.
  static func wrapRatios(_ measurements: [Measurement], of workloads: [Workload]) -> String? {
    var lines = [wrapRatioLegend]
    for workload in workloads {
      guard let twinName = workload.unwrappedTwin,
        let wrapping = measurements.first(where: { $0.workload == workload.name }),
        let twin = measurements.first(where: { $0.workload == twinName })
      else { continue }
      let ratio = wrapping.nanosecondsPerEvent / twin.nanosecondsPerEvent
      lines.append(
        "  \(workload.name): \(fixed(wrapping.nanosecondsPerEvent, 1)) against "
          + "\(fixed(twin.nanosecondsPerEvent, 1)) ns per event, \(fixed(ratio, 2))x")
    }
    return lines.count > 1 ? lines.joined(separator: "\n") : nil
  }

  /// The same figures as JSON, one object per workload; null where a baseline did not run
  /// or allocations cannot be counted.
  static func json(_ measurements: [Measurement]) -> String {
    let objects = measurements.map { measurement in
      let fields = [
        "\"workload\": \"\(measurement.workload)\"",
        "\"events\": \(measurement.events)",
        "\"nanosecondsPerEvent\": \(number(measurement.nanosecondsPerEvent))",
        "\"eventsPerSecond\": \(number(measurement.eventsPerSecond))",
        "\"allocationsPerEvent\": \(optional(measurement.allocationsPerEvent))",
        "\"fairBaselineNanosecondsPerEvent\": "
          + optional(measurement.fair?.nanosecondsPerEvent),
        "\"fairBaselineAllocationsPerEvent\": "
          + optional(measurement.fair?.allocationsPerEvent),
        "\"fairRatio\": \(optional(measurement.fairRatio))",
        "\"scanBaselineNanosecondsPerEvent\": "
          + optional(measurement.scan?.nanosecondsPerEvent),
        "\"scanBaselineAllocationsPerEvent\": "
          + optional(measurement.scan?.allocationsPerEvent),
        "\"scanRatio\": \(optional(measurement.scanRatio))",
      ]
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// Writes `text` to `path`; false when the file cannot be written.
  static func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    return fputs(text, file) >= 0
  }

  /// A finite number as JSON accepts it.
  private static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  /// A number as JSON accepts it, null when there is none.
  private static func optional(_ value: Double?) -> String {
    value.map(number) ?? "null"
  }

  /// `value` with `digits` decimals, without Foundation.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled) % Int(scale))
    let padded = String(repeating: "0", count: max(digits - fraction.count, 0)) + fraction
    return digits == 0 ? "\(whole)" : "\(whole).\(padded)"
  }
}
