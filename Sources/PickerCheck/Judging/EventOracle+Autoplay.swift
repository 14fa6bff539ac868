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

  /// The timer a state wants (A2, P7): the interval when autoplay is on, the layout has two
  /// snaps or more and the picker is idle, but, with `autoAdvanceStopsAtEnd`, not while the
  /// selected row rests at the last snap of a strip that does not wrap; nil otherwise.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - snapCount: The layout's snaps (its rows but on a contained strip).
  ///   - selectedSnap: The snap at which the selected row rests.
  static func wantedTimer(of state: PickerState, snapCount: Int, selectedSnap: Int?) -> Double? {
    guard state.phase.isIdle, snapCount >= 2 else { return nil }
    if state.options.autoAdvanceStopsAtEnd, !state.layout.wrapsAround,
      selectedSnap == snapCount - 1
    {
      return nil
    }
    return autoplayInterval(of: state.options)
  }

  /// The timer the oracle reads off a state, by its own snaps
  /// (``wantedTimer(of:snapCount:selectedSnap:)``).
  func wantedTimer(of state: PickerState) -> Double? {
    // Autoplay off or a motion, most events: no snap is read.
    guard state.phase.isIdle, state.options.autoAdvanceInterval != nil else { return nil }
    return Self.wantedTimer(
      of: state, snapCount: snapCount(of: state.layout),
      selectedSnap: state.selectedRow.map(snap(ofRow:)))
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
    if let failure = checkDelay(of: after) { return failure }
    // The oracle's snaps are the layout's after the update: across a change P8 rules, the
    // timer wanted before is the delay the state before showed, which the update that
    // left it held to the snaps it had (`checkDelay`).
    let wantedBefore =
      Self.isContainedChange(before, event) ? before.autoAdvanceDelay : wantedTimer(of: before)
    let wantedAfter = wantedTimer(of: after)
    // Whether the update restarts a wanted timer; asked only when one is wanted after it
    // (most pickers have no autoplay, and comparing layouts costs a checked event dearly).
    func restarts() -> Bool {
      if case .rowsChanged = event {
        // L5: at rest, only a selection handed to another item or a timer newly wanted
        // restarts it: an append or a renumbering leaves a running timer alone. The item
        // is followed by the oracle's model (within its reach).
        let model = rowChanges
        let followed = before.selectedRow.flatMap { model?.newRow(ofOldRow: $0) }
        let handedOn = model != nil && after.selectedRow != followed
        return !before.phase.isIdle || wantedBefore == nil || handedOn
      }
      return !before.phase.isIdle || before.selectedRow != after.selectedRow
        || before.options != after.options || before.layout != after.layout
    }
    var expected: [Double?] = []
    if let wantedAfter, restarts() { expected.append(wantedAfter) }
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
      // P7: only `optionsChanged`, and the user taking over with
      // `autoAdvanceStopsOnInteraction`, change the options: the whole options after a
      // user's event, the interval after any other (the hot path: one comparison).
      if Self.isUserInteraction(event) {
        let options = Self.expectedOptions(before, event)
        guard after.options == options else {
          return CheckFailure(
            .pages, "P7: \(event) left options \(after.options), expected \(options)")
        }
      } else if after.options.autoAdvanceInterval != before.options.autoAdvanceInterval {
        return CheckFailure(
          .pages, "P7: \(event) changed autoplay's interval to \(after.options)")
      }
    }
    return nil
  }

  /// I11: `autoAdvanceDelay` says whether a timer is wanted, as the oracle reads the state.
  func checkDelay(of state: PickerState) -> CheckFailure? {
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

  /// A3 and P7: a stale fire changes nothing; a wanted one selects the next row on a
  /// wrapping strip (the last row to row 0; I10 judges its cell), and elsewhere the row of
  /// the next snap, as `selectNextSnap` does, from the last snap back to snap 0's row.
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
    let snaps = snapCount(of: before.layout)
    let next = before.selectedRow.map { row in
      before.layout.wrapsAround
        ? (row + 1) % rows : self.row(ofSnap: (snap(ofRow: row) + 1) % snaps)
    }
    guard let next, after.selectedRow == next else {
      return CheckFailure(
        .autoAdvance,
        "A3: a fire selected \(String(describing: after.selectedRow)) from "
          + "\(String(describing: before.selectedRow)), not \(next.map(String.init) ?? "nil")")
    }
    return nil
  }
}
