import PickerCheck
import PickerState

extension Workload {
  /// An endless date strip as its user reads it while earlier days load: `days` days of
  /// widths between 40 and 120 points, 8 apart, in a 375-point viewport, resting on the
  /// middle day; drags that mostly end in a glide, and taps near the centre, as
  /// ``gestureStream(on:events:seed:)`` draws them, run through a ``StreamHost``; and every
  /// 200 events, wherever the gesture is (at rest, mid-drag, mid-glide or mid-animation),
  /// 30 earlier days prepended in one `rowsChanged`.
  ///
  /// Each prepend's layout, the host's O(n), is built here, before any timing; the events
  /// share one `PickerRowChanges`.
  ///
  /// - Parameters:
  ///   - days: The days at the start.
  ///   - count: How many events at least; the stream stops after the gesture step that
  ///     reaches it.
  ///   - seed: The seed of the widths and the gestures.
  /// - Throws: Never for these widths; the layout's error otherwise.
  static func liveDateStrip(days: Int, events count: Int, seed: UInt64) throws -> Workload {
    var choices = Choices(seed: seed)
    func drawWidths(_ count: Int) -> [Double] {
      (0..<count).map { _ in Double(choices.int(in: 40...120)) }
    }
    var widths = drawWidths(days)
    func layout() throws -> PickerLayout {
      try PickerLayout(viewportWidth: 375, itemWidths: widths, spacing: 8)
    }
    let initialState = PickerState(layout: try layout(), selectedRow: days / 2)
    var host = StreamHost(picker: initialState)
    let prepend = try PickerRowChanges(inserted: Array(0..<30))
    var nextPrepend = 200
    while host.events.count < count {
      if host.events.count >= nextPrepend {
        widths = drawWidths(30) + widths
        host.send(.rowsChanged(prepend, layout: try layout()))
        nextPrepend += 200
        continue
      }
      switch host.motion {
      case .resting:
        startGesture(on: &host, choices: &choices)
      case .dragging(reportsLeft: 0):
        releaseDrag(on: &host, choices: &choices)
      case .dragging:
        host.drag(by: choices.double(in: -12...12))
      case .gliding, .animating:
        host.step()
      }
    }
    return Workload(
      name: "live date strip, \(days.formatted) variable rows", initialState: initialState,
      events: host.events, runsScanBaseline: false)
  }

  /// At rest: a drag of 30 reports (65 in 100), else a tap up to 3 rows from the centre.
  private static func startGesture(on host: inout StreamHost, choices: inout Choices) {
    if choices.int(in: 0...99) < 65 {
      host.motion = .dragging(reportsLeft: 30)
      host.send(.willBeginDragging)
    } else {
      let layout = host.picker.layout
      let centre = host.picker.centeredRow ?? 0
      let row = min(max(centre + choices.int(in: -3...3), 0), layout.itemCount - 1)
      host.send(.tap(row: row))
    }
  }

  /// The end of a drag: a fling at 400 to 4,000 points per second (two in three), or a
  /// slow release that settles.
  private static func releaseDrag(on host: inout StreamHost, choices: inout Choices) {
    guard !choices.chance(1, in: 3) else { return host.releaseSlowly() }
    let velocity = choices.double(in: 400...4000) * (choices.chance(1, in: 2) ? -1 : 1)
    let range = host.picker.layout.offsetRange
    let projected = host.offset + DecelerationRate.normal.projectedDistance(velocity: velocity)
    let proposed = min(max(projected, range.lowerBound), range.upperBound)
    host.release(velocity: velocity, proposedOffset: proposed)
  }

  /// One `rowsChanged` update after another on `rows` uniform rows, at rest on the middle
  /// row: `changed` rows inserted, spread evenly through the strip, then the same rows
  /// removed, and again. Every update moves the selection to a new index (cause
  /// `.renumbered`) and the content by the width that arrived or left before it, so each
  /// costs what following a row across `changed` changes costs. Both layouts, and both
  /// changes, are built once, before any timing.
  ///
  /// - Parameters:
  ///   - changed: The rows each update inserts or removes, 1 or more.
  ///   - rows: The rows between updates.
  ///   - count: How many updates.
  /// - Throws: Never for these counts; the layout's error otherwise.
  static func rowChanges(_ changed: Int, of rows: Int, events count: Int) throws -> Workload {
    let small = try uniformRows(rows)
    let large = try uniformRows(rows + changed)
    let spread = (0..<changed).map { $0 * (rows + changed) / changed }
    let insertion = PickerEvent.rowsChanged(try PickerRowChanges(inserted: spread), layout: large)
    let removal = PickerEvent.rowsChanged(try PickerRowChanges(removed: spread), layout: small)
    let noun = changed == 1 ? "row" : "rows"
    return Workload(
      name: "rowsChanged, \(changed.formatted) \(noun) of \(rows.formatted) uniform rows",
      initialState: PickerState(layout: small, selectedRow: rows / 2),
      events: (0..<count).map { $0 % 2 == 0 ? insertion : removal }, runsScanBaseline: false)
  }
}
