import PickerState

// MARK: - Autoplay (A1-A3, I11)

extension EventOracle {
  /// The interval of `options` when autoplay is on (finite and above zero, A1), else nil.
  static func autoplayInterval(of options: PickerOptions) -> Double? {
    guard let interval = options.autoAdvanceInterval, interval.isFinite, interval > 0 else {
      return nil
    }
    return interval
  }

  /// The timer the oracle reads off a state (A2): the interval when autoplay is on, the
  /// layout has two rows or more and the picker is idle, nil otherwise.
  static func wantedTimer(of state: PickerState) -> Double? {
    switch state.phase {
    case .idle:
      return state.layout.itemCount >= 2 ? autoplayInterval(of: state.options) : nil
    case .dragging, .decelerating, .animating:
      return nil
    }
  }

  /// The rejection `optionsChanged` must get for an interval autoplay does not take (A1).
  static func rejection(ofInterval interval: Double?) -> PickerRejection? {
    guard let interval else { return nil }
    if let bad = NonFiniteValue(interval) {
      return .invalidOption(field: .autoAdvanceInterval, value: .nonFinite(bad))
    }
    return interval > 0
      ? nil : .invalidOption(field: .autoAdvanceInterval, value: .notPositive(interval))
  }

  /// I11 and A1-A3: `autoAdvanceDelay` against the oracle's reading of the state, the
  /// `scheduleAutoAdvance` effects an update owes, a timer's fire and an options change.
  ///
  /// - Parameter rowChanges: The oracle's model of a change of rows, for a `rowsChanged`
  ///   that fits.
  func checkAutoplay(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState,
    _ rowChanges: NaiveRowChanges?
  ) -> CheckFailure? {
    if let failure = Self.checkDelay(of: after) { return failure }
    let wantedBefore = Self.wantedTimer(of: before)
    let wantedAfter = Self.wantedTimer(of: after)
    var changed =
      !before.phase.isIdle || before.selectedRow != after.selectedRow
      || before.layout != after.layout || before.options != after.options
    if case .rowsChanged = event {
      // L5: at rest, only a selection handed to another item or a timer newly wanted
      // restarts it: an append or a renumbering leaves a running timer alone. The item
      // is followed by the oracle's model (within its reach).
      let model = rowChanges
      let followed = before.selectedRow.flatMap { model?.newRow(ofOldRow: $0) }
      let handedOn = model != nil && after.selectedRow != followed
      changed = !before.phase.isIdle || wantedBefore == nil || handedOn
    }
    var expected: [Double?] = []
    if let wantedAfter, changed { expected.append(wantedAfter) }
    if wantedBefore != nil, wantedAfter == nil { expected.append(nil) }
    var scheduled: [Double?] = []
    for case .scheduleAutoAdvance(let delay) in effects { scheduled.append(delay) }
    guard scheduled == expected else {
      return CheckFailure(
        .autoplay,
        "I11: \(event) from \(before.phase) to \(after.phase) owes scheduleAutoAdvance "
          + "\(expected), got \(effects)")
    }
    switch event {
    case .autoAdvanceTimerFired:
      return checkFire(before, effects, after, isWanted: wantedBefore != nil)
    case .optionsChanged(let options):
      if options == before.options {
        guard Array(effects).isEmpty, after == before else {
          return CheckFailure(.autoplay, "A1: the same options again gave \(effects)")
        }
      } else if after.options != options {
        return CheckFailure(.autoplay, "A1: optionsChanged left options \(after.options)")
      }
    default:
      break
    }
    return nil
  }

  /// I11: `autoAdvanceDelay` says whether a timer is wanted, as the oracle reads the state.
  static func checkDelay(of state: PickerState) -> CheckFailure? {
    let wanted = wantedTimer(of: state)
    guard state.autoAdvanceDelay == wanted else {
      return CheckFailure(
        .autoplay,
        "I11: autoAdvanceDelay is \(String(describing: state.autoAdvanceDelay)) in "
          + "\(state.phase) with \(state.layout.itemCount) rows, wanted "
          + "\(String(describing: wanted))")
    }
    return nil
  }

  /// A3: a stale fire changes nothing; a wanted one selects the next row (the last row to
  /// row 0); I10 judges a wrapping strip's cell.
  private func checkFire(
    _ before: PickerState, _ effects: PickerEffects, _ after: PickerState, isWanted: Bool
  ) -> CheckFailure? {
    guard isWanted else {
      guard Array(effects).isEmpty, after == before else {
        return CheckFailure(
          .autoAdvance, "A3: a stale timer in \(before.phase) gave \(effects)")
      }
      return nil
    }
    let rows = before.layout.itemCount
    let next = before.selectedRow.map { ($0 + 1) % rows }
    guard let next, after.selectedRow == next else {
      return CheckFailure(
        .autoAdvance,
        "A3: a fire selected \(String(describing: after.selectedRow)) from "
          + "\(String(describing: before.selectedRow)), not the next row")
    }
    return nil
  }
}
