import PickerState

// MARK: - Pages: snaps, the arrows, progress and autoplay's policies (P4-P7, I12, I13)

extension EventOracle {
  /// The oracle's own snaps of a contained strip with rows that does not wrap, nil for
  /// every other strip, whose snaps are its rows (P2): ``NaiveSnaps`` of the layout's own
  /// natural offsets (held against ``NaiveLayout`` by ``ContainmentCheck`` on every layout
  /// change), each resting where P1's rule puts it, never the layout's snap answers. Built
  /// when the oracle starts and on every layout change.
  ///
  /// - Complexity: O(n) for n rows.
  static func snapModel(of layout: PickerLayout) -> NaiveSnaps? {
    guard layout.hasContainedRows else {
      return nil
    }
    let naturals = (0..<layout.itemCount).map(layout.naturalOffset(ofRow:))
    let upperBound = layout.offsetRange.upperBound
    return NaiveSnaps(
      naturalOffsets: naturals,
      restingOffsets: naturals.map {
        NaiveSnaps.restingOffset(ofNaturalOffset: $0, upperBound: upperBound)
      },
      offsetRange: layout.offsetRange)
  }

  /// The oracle's snaps of a layout, equal to every other: they are a function of the
  /// layout they were built for (``snapModel(of:)``), which the picker beside the oracle
  /// holds, so a checked picker's equality (the exhaustive search's visited set, which
  /// compares every state reached again) need not compare their arrays, as with
  /// ``LapModel``.
  struct SnapsOfLayout: Hashable, Sendable {
    /// The snaps.
    let snaps: NaiveSnaps

    /// Every two are equal: see the type's comment.
    static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, as ``==`` compares nothing.
    func hash(into hasher: inout Hasher) {}
  }

  /// How many snaps `layout` has by the oracle's model: its rows but on a contained strip.
  func snapCount(of layout: PickerLayout) -> Int {
    snaps?.count ?? layout.itemCount
  }

  /// The snap at which `row` rests: the row itself but on a contained strip.
  func snap(ofRow row: Int) -> Int {
    snaps?.snapOfRow[row] ?? row
  }

  /// The row a snap shows (P2): the snap itself but on a contained strip.
  func row(ofSnap snap: Int) -> Int {
    snaps?.shownRows[snap] ?? snap
  }

  /// The row a settle or a target commits at `snap` of a contained strip (P4): the selected
  /// row when it rests there, else the row the snap shows, never a row resting elsewhere.
  func committedRow(atSnap snap: Int, selected: Int?) -> Int {
    snaps?.committedRow(atSnap: snap, selected: selected) ?? snap
  }

  /// P4 through a change of rows or layout that a glide goes on through: the target cell
  /// (of the layout after the change) it carries from then on. On a contained strip, by the
  /// oracle's snaps, it is the row P4 commits at the snap where `cell` rests: the selection
  /// after the change (`selected`) when it rests there, else the row the snap shows, since
  /// `decelerating(targetRow:)` carries the row the settle commits. Otherwise `cell`, the
  /// target that rule 8 or L4 followed. A motion that the change ends at once rests on its
  /// destination (rule 8, L3). (A contained strip does not wrap: its cells are its rows.)
  func headingCell(toward cell: Int, selected: Int?) -> Int {
    committedRow(atSnap: snap(ofRow: cell), selected: selected)
  }

  // MARK: - P8

  /// Whether an update is a change of layout or rows that P8 rules: a `rowsChanged` or a
  /// `layoutChanged` whose layout before or after is contained and does not wrap, across
  /// which the oracle's snaps change model (autoplay's timer wanted before is read off the
  /// state before, ``checkAutoplay(_:_:_:_:_:)``).
  static func isContainedChange(_ before: PickerState, _ event: PickerEvent) -> Bool {
    let layout: PickerLayout
    switch event {
    case .layoutChanged(let new): layout = new
    case .rowsChanged(_, let new): layout = new
    default: return false
    }
    return !before.layout.snapsAreRows || !layout.snapsAreRows
  }

  // MARK: - P5: page dots and arrows

  /// P5 for `selectSnap`, `selectNextSnap` and `selectPreviousSnap` on a strip that does
  /// not wrap: the selected row resting at the snap asked for already, or an arrow at the
  /// end it points past, changes nothing (the state equal but for P7's options, which no
  /// page event touches); otherwise the row the snap shows is selected. Rule 3's effects
  /// are ``checkSelection(of:_:_:_:_:)``'s, with that row.
  ///
  /// - Returns: The row the event selects as a row selection would, nil when it changes
  ///   nothing and that held, or the failure.
  func checkPageSelection(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> (row: Int?, failure: CheckFailure?) {
    guard let selected = before.selectedRow else { return (nil, nil) }
    let current = snap(ofRow: selected)
    let asked: Int
    switch event {
    case .selectSnap(let snap, _): asked = snap
    case .selectNextSnap: asked = current + 1
    default: asked = current - 1
    }
    guard asked != current, asked >= 0, asked < snapCount(of: before.layout) else {
      guard Array(effects).isEmpty, after == before else {
        return (
          nil,
          CheckFailure(
            .pages,
            "P5: \(event) from snap \(current) of \(snapCount(of: before.layout)) gave "
              + "\(effects), expected nothing")
        )
      }
      return (nil, nil)
    }
    let row = row(ofSnap: asked)
    guard after.selectedRow == row else {
      return (
        row,
        CheckFailure(
          .pages,
          "P5: \(event) from snap \(current) selected row "
            + "\(String(describing: after.selectedRow)), not row \(row) of snap \(asked)")
      )
    }
    return (row, nil)
  }

  /// On a contained strip a glide toward a target carries the row its settle would commit
  /// there (P4), whatever moved the selection or the rows since the release: the selected
  /// row when it rests at the target's snap, else the row the snap shows, by the oracle's
  /// snaps.
  func checkCarriedRow(_ after: PickerState) -> CheckFailure? {
    guard snaps != nil, case .decelerating(let target?) = after.phase else { return nil }
    let committed = headingCell(toward: target, selected: after.selectedRow)
    guard target == committed else {
      return CheckFailure(
        .pages,
        "P4: a glide toward snap \(snap(ofRow: target)) carries row \(target), where row "
          + "\(committed) would be committed (row \(String(describing: after.selectedRow)) "
          + "selected)")
    }
    return nil
  }

  // MARK: - I12 at rest, I13

  /// At rest on a contained strip the picker rests at the model's snap of its selected row,
  /// which is the snap nearest its offset (I3, I12): every rest is at a snap, and the
  /// committed row rests there.
  func checkRestingAtSnap(_ after: PickerState) -> CheckFailure? {
    guard let snaps, after.phase.isIdle, let row = after.selectedRow else { return nil }
    let snap = snaps.snapOfRow[row]
    guard after.offset == snaps.offsets[snap], snaps.nearestSnap(toOffset: after.offset) == snap
    else {
      return CheckFailure(
        .pages,
        "I12: idle at \(after.offset) on row \(row), which rests at snap \(snap) at "
          + "\(snaps.offsets[snap])")
    }
    return nil
  }

  /// I13 after every update that may change its answers: `progress` (which reads the
  /// offset and the layout) is finite, in `0...1` and P6's formula; the arrows' answers
  /// (which read the selection and the layout) are whether they would change the
  /// selection, by the oracle's snaps; and `selectedSnap`, the page a page control shows,
  /// is the oracle's snap of the selected row (I12).
  ///
  /// - Parameters:
  ///   - state: The state after an update, or as a picker starts.
  ///   - progressMayChange: Whether the update moved the offset or changed the layout, or
  ///     the picker starts.
  ///   - arrowsMayChange: Whether the update changed the selection or the layout, or the
  ///     picker starts.
  func checkPages(_ state: PickerState, progressMayChange: Bool, arrowsMayChange: Bool)
    -> CheckFailure?
  {
    if progressMayChange, let failure = checkProgress(of: state) { return failure }
    guard arrowsMayChange else { return nil }
    let layout = state.layout
    // The page a page control shows: the snap at which the selected row rests (I12).
    let selectedSnap = state.selectedRow.map(snap(ofRow:))
    guard state.selectedSnap == selectedSnap else {
      return CheckFailure(
        .pages,
        "I12: selectedSnap \(String(describing: state.selectedSnap)), where row "
          + "\(String(describing: state.selectedRow)) rests at snap "
          + "\(String(describing: selectedSnap))")
    }
    var canNext = false
    var canPrevious = false
    if let selected = state.selectedRow {
      if layout.wrapsAround {
        canNext = layout.itemCount > 1
        canPrevious = canNext
      } else {
        let snap = snap(ofRow: selected)
        canNext = snap < snapCount(of: layout) - 1
        canPrevious = snap > 0
      }
    }
    guard state.canSelectNextSnap == canNext, state.canSelectPreviousSnap == canPrevious else {
      return CheckFailure(
        .pages,
        "I13: canSelectNextSnap \(state.canSelectNextSnap), canSelectPreviousSnap "
          + "\(state.canSelectPreviousSnap); the arrows would change the selection: "
          + "\(canNext), \(canPrevious)")
    }
    return nil
  }

  /// I13 and P6: `progress` is finite, in `0...1` (`0..<1` on a wrapping strip) and P6's
  /// formula, exactly but on a wrapping strip, whose laps are the oracle's, which round
  /// apart from the layout's: there it is judged up to their tolerance, and a lap's end
  /// may read as its start.
  private func checkProgress(of state: PickerState) -> CheckFailure? {
    let progress = state.progress
    let judged = expectedProgress(of: state)
    let expected = judged?.progress
    let isClose: Bool
    if let laps {
      let slack = 4 * laps.tolerance / laps.model.lapLength + (judged?.rounding ?? 0) + 1e-6
      let apart = expected.map { abs(progress - $0) } ?? 0
      isClose = apart <= slack || abs(apart - 1) <= slack
    } else {
      isClose = progress == (expected ?? 0)
    }
    guard progress.isFinite, progress >= 0, progress <= 1, isClose,
      !(state.layout.wrapsAround && progress == 1)
    else {
      return CheckFailure(
        .pages,
        "I13: progress \(progress) at \(state.offset), P6 says \(String(describing: expected))")
    }
    return nil
  }

  /// P6's progress: linear from row 0's resting offset (0) to the last row's (1), clamped,
  /// 0 when they are equal; on a wrapping strip, the share of the lap from the copy of row
  /// 0 nearest before the anchor, by the oracle's laps. Nil without rows, and on a
  /// wrapping strip past 2^40 laps from row 0. With it, how far rounding may move it: on
  /// a wrapping strip the laps counted from row 0 keep fewer bits for the share of a lap
  /// the farther the anchor is (at 2^39 laps, 13), whoever counts them, and the model's
  /// lap length and the layout's, summed from the rows apart, part by as many times their
  /// rounding as laps are counted; 0 elsewhere.
  private func expectedProgress(of state: PickerState)
    -> (progress: Double, rounding: Double)?
  {
    let layout = state.layout
    let count = layout.itemCount
    guard count > 1 else { return count == 0 ? nil : (0, 0) }
    if let laps {
      let model = laps.model
      let fromRowZero = state.offset - model.offset(ofCell: model.homeCell(ofRow: 0))
      let along = model.direction == .leftToRight ? fromRowZero : -fromRowZero
      let through = along / model.lapLength
      // Past 2^40 laps (a bounce to the largest offsets) a lap's share has too few bits
      // left to judge: only I13's range holds there.
      guard abs(through) < 0x1p40 else { return nil }
      return (
        through - through.rounded(.down),
        4 * abs(through).ulp + abs(through) * model.relativeRounding
      )
    }
    let first = snaps.map { $0.offsets[$0.snapOfRow[0]] } ?? layout.offset(ofRow: 0)
    let last = snaps.map { $0.offsets[$0.snapOfRow[count - 1]] } ?? layout.offset(ofRow: count - 1)
    guard first != last else { return (0, 0) }
    return (min(max((state.offset - first) / (last - first), 0), 1), 0)
  }

  // MARK: - P7: autoplay's policies

  /// The options an update must leave (P7): the event's own for `optionsChanged`, and
  /// otherwise those before, but with `autoAdvanceStopsOnInteraction` the first drag, tap,
  /// cell tap or VoiceOver step while autoplay is on switches it off (the interval nil),
  /// whatever the event then does.
  static func expectedOptions(_ before: PickerState, _ event: PickerEvent) -> PickerOptions {
    if case .optionsChanged(let options) = event { return options }
    var options = before.options
    if options.autoAdvanceStopsOnInteraction, autoplayInterval(of: options) != nil,
      isUserInteraction(event)
    {
      options.autoAdvanceInterval = nil
    }
    return options
  }

  /// Whether P7 reads `event` as the user taking over: a drag, a tap, a cell tap or a
  /// VoiceOver step; never the app's own selections, page events or reports.
  static func isUserInteraction(_ event: PickerEvent) -> Bool {
    switch event {
    case .willBeginDragging, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement:
      true
    default:
      false
    }
  }

  /// `before` as P7 leaves it when the user takes over: the same state with autoplay
  /// switched off, for the checks that an event changes nothing else. `before` itself
  /// when the event stops nothing.
  static func unchangedButOptions(_ before: PickerState, _ event: PickerEvent) -> PickerState {
    let options = expectedOptions(before, event)
    guard options != before.options else { return before }
    var reference = before
    _ = reference.update(.optionsChanged(options))
    return reference
  }
}
