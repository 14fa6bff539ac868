#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The table and the JSON file.
enum Report {
  static func table(_ measurements: [Measurement]) -> String {
    let header = [
      "workload", "events", "ns/event", "events/s", "allocs/event", "baseline ns", "ratio",
    ]
    var rows = [header]
    for measurement in measurements {
      rows.append([
        measurement.workload, "\(measurement.events)",
        fixed(measurement.nanosecondsPerEvent, 1),
        "\(Int(measurement.eventsPerSecond.rounded()))",
        measurement.allocationsPerEvent.map { fixed($0, 3) } ?? "n/a",
        measurement.baselineNanosecondsPerEvent.map { fixed($0, 1) } ?? "-",
        measurement.ratio.map { fixed($0, 1) + "x" } ?? "-",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.indices.map { column in
        let cell = row[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  /// The same figures as JSON, one object per workload.
  static func json(_ measurements: [Measurement]) -> String {
    let objects = measurements.map { measurement in
      let fields = [
        "\"workload\": \"\(measurement.workload)\"",
        "\"events\": \(measurement.events)",
        "\"nanosecondsPerEvent\": \(number(measurement.nanosecondsPerEvent))",
        "\"eventsPerSecond\": \(number(measurement.eventsPerSecond))",
        "\"allocationsPerEvent\": \(measurement.allocationsPerEvent.map(number) ?? "null")",
        "\"baselineNanosecondsPerEvent\": "
          + (measurement.baselineNanosecondsPerEvent.map(number) ?? "null"),
        "\"baselineAllocationsPerEvent\": "
          + (measurement.baselineAllocationsPerEvent.map(number) ?? "null"),
        "\"ratio\": \(measurement.ratio.map(number) ?? "null")",
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
