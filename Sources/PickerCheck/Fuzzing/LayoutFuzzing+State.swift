import PickerState

extension LayoutFuzzing {
  /// The most events fed to one picker.
  static let maxEvents = 64

  /// A picker on the layout, with raw options and a raw first row, fed raw events until
  /// the bytes run out, each a checked step as in a campaign.
  static func checkState(on layout: PickerLayout, _ bytes: inout FuzzBytes) throws(Failure) {
    let options = readOptions(&bytes)
    let firstRow = bytes.int()
    var scenario = Scenario(layout: layout, options: options, selectedRow: firstRow, events: [])
    var picker = CheckedPicker(scenario.initialState)
    if let failure = picker.startFailure { throw Failure(scenario, failure) }
    while !bytes.isExhausted && scenario.events.count < maxEvents {
      guard let event = readEvent(&bytes, itemCount: picker.state.layout.itemCount) else {
        continue
      }
      scenario.events.append(event)
      if let failure = picker.step(event).failure { throw Failure(scenario, failure) }
      let projected = picker.state.projectedOffset(velocity: bytes.double())
      guard projected.isFinite else {
        throw Failure(scenario, CheckFailure(.stateInvariants, "projectedOffset \(projected)"))
      }
    }
  }

  /// Any options: any `maxItems`, rate, threshold and minimum distance.
  private static func readOptions(_ bytes: inout FuzzBytes) -> PickerOptions {
    PickerOptions(
      snapping: bytes.bool() ? .paging(maxItems: bytes.int()) : .nearest,
      decelerationRate: DecelerationRate(bytes.double()),
      flingThreshold: bytes.double(),
      suppressesEdgeAnimation: bytes.bool(),
      commitsSelectionWhileScrolling: bytes.bool(),
      minimumAnimatedDistance: bytes.double())
  }

  /// Any event with raw values, layout changes to wrapping strips and live data included;
  /// nil for a layout to arguments that do not build, or row changes the initializer
  /// refuses.
  ///
  /// The selector bytes 0xFF 0xFE are live data, and 0xFF 0xFD the page events (P5): a
  /// raw snap for `selectSnap`, or an arrow. Every other input reads as it did before they
  /// came, so that the kept inputs, none of which holds either pair there, still read as
  /// the same events (libFuzzer finds such a pair from the comparison itself).
  static func readEvent(_ bytes: inout FuzzBytes, itemCount: Int) -> PickerEvent? {
    let selector = bytes.byte()
    var lookahead = bytes
    if selector == .max {
      switch lookahead.byte() {
      case 0xFE:
        bytes = lookahead
        return readRowChanges(&bytes, itemCount: itemCount)
      case 0xFD:
        bytes = lookahead
        return readPageEvent(&bytes)
      default: break
      }
    }
    switch selector % 11 {
    case 0: return .select(row: bytes.int(), animated: bytes.bool())
    case 1: return .tap(row: bytes.int())
    case 2: return .willBeginDragging
    case 3, 4: return .didScroll(offset: bytes.double())
    case 5: return .willEndDragging(velocity: bytes.double(), proposedOffset: bytes.double())
    case 6: return .didEndDragging(willDecelerate: bytes.bool())
    case 7: return .didEndDecelerating
    case 8: return .didEndScrollingAnimation
    case 9:
      let asked = FuzzedLayout(&bytes)
      guard case .success(let layout) = asked.build() else { return nil }
      return .layoutChanged(layout)
    default: return bytes.bool() ? .accessibilityIncrement : .accessibilityDecrement
    }
  }
}

extension LayoutFuzzing {
  /// A page dot with a raw snap and animation, or either arrow (P5).
  private static func readPageEvent(_ bytes: inout FuzzBytes) -> PickerEvent {
    switch bytes.byte() % 3 {
    case 0: .selectSnap(bytes.int(), animated: bytes.bool())
    case 1: .selectNextSnap
    default: .selectPreviousSnap
    }
  }

  /// `rowsChanged` with a few raw indices, most of them among the picker's `itemCount`
  /// rows, and a new layout whose count fits the changes half the time (the rest is a
  /// mismatch, or a count the layout refuses).
  private static func readRowChanges(_ bytes: inout FuzzBytes, itemCount: Int) -> PickerEvent? {
    func indices(_ count: UInt8, among rows: Int) -> [Int] {
      (0..<Int(count % 4)).map { _ in
        bytes.bool() ? bytes.int() : bytes.index(below: rows + 1)
      }
    }
    let removed = indices(bytes.byte(), among: itemCount)
    let moved = (0..<Int(bytes.byte() % 3)).map { _ in
      PickerRowMove(from: bytes.index(below: itemCount), to: bytes.index(below: itemCount))
    }
    let inserted = indices(bytes.byte(), among: itemCount - removed.count + 4)
    guard let changes = try? PickerRowChanges(removed: removed, inserted: inserted, moved: moved)
    else { return nil }
    var asked = FuzzedLayout(&bytes)
    if bytes.bool() {
      let fitting = itemCount - changes.removed.count + changes.inserted.count
      switch asked.rows {
      case .uniform(let width, _): asked.rows = .uniform(width: width, count: fitting)
      case .variable(let widths)
      where !widths.isEmpty && (0...FuzzedLayout.longestWidths).contains(fitting):
        asked.rows = .variable((0..<fitting).map { widths[$0 % widths.count] })
      case .variable: break
      }
    }
    guard case .success(let layout) = asked.build() else { return nil }
    return .rowsChanged(changes, layout: layout)
  }
}

extension LayoutFuzzing.Failure {
  /// A failure of the picker: the check, the options and events, and a test reproducing it
  /// when its layouts are small enough to print; the case as a session, and its picture.
  init(_ scenario: Scenario, _ failure: CheckFailure) {
    let session = Session(scenario)
    self.session = session
    timeline = Timeline.replaying(session, failure: failure)
    let layouts =
      [scenario.layout]
      + scenario.events.compactMap { event in
        switch event {
        case .layoutChanged(let layout), .rowsChanged(_, let layout): layout
        default: nil
        }
      }
    let isPrintable = layouts.allSatisfy {
      $0.uniformItemWidth != nil || $0.itemCount <= LayoutFuzzing.naiveScanLimit
    }
    let events = scenario.events.map(SwiftSource.event).joined(separator: "\n  ")
    message = """
      \(failure)
      options: \(scenario.options), first row \(scenario.selectedRow)
      events:
        \(events)
      """
    if isPrintable {
      message +=
        "\n\nA test that reproduces it:\n\n"
        + SwiftSource.test(
          named: "fuzzedLayoutCase", scenario, comment: failure.description, replaying: nil)
    }
  }
}
