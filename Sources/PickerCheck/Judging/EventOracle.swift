import PickerState

/// The checker's mirror of a host, and every check made after an event.
///
/// It folds `configure` effects over the cells it believes highlighted (I2), remembers the
/// row where the finger last lifted (for the paging limit of a settle), and judges each
/// update against the state before and after it: the state's own invariants, scroll and
/// target values (I4), `selectionChanged` (I5), animated scrolls (I6), rejections (I7),
/// determinism (I8), `didEndScrolling` (I9), autoplay's timer (I11, A1-A3, see
/// `EventOracle+Autoplay.swift`), the motion rules, rules 2, 3, 4,
/// 8 and 11 (see `EventOracle+Motion.swift`), effect order, haptic ticks, and the
/// optimized geometry and snapping against naive models: a wrapping strip's laps, cells
/// and anchors against its own (see `EventOracle+Laps.swift`).
struct EventOracle: Hashable, Sendable {
  /// The row the host has highlighted, as `configure` effects left it: after an update
  /// that passes I2, exactly the selected row (none without a selection). Stored as one
  /// row, not a list, so that the exhaustive search's copy of a state for each of its
  /// transitions shares nothing that the next update must copy before it folds.
  private(set) var highlightedRow: Int?
  /// The cell nearest the offset where the finger last lifted (on a contained strip, the
  /// first row resting at the snap nearest it, P4): at `willEndDragging`, or at
  /// `didEndDragging(willDecelerate: true)` from a drag that forwarded none; carried
  /// through a layout change (rule 8, W6) and, for a glide that goes on, through a change
  /// of rows (L3, L4), as a row of any strip is. A glide's settle lies at most `maxItems`
  /// cells from it when paging, or as many snaps from its snap (``releaseSnap``). Nil
  /// without rows, and after a change of rows past the reach of the oracle's model.
  var releaseCell: Int?
  /// The oracle's own laps of the picker's layout when it wraps and has rows, nil
  /// otherwise: built when the oracle starts and on every layout change.
  private(set) var laps: LapModel?
  /// The oracle's own snaps of the picker's layout when it is a contained strip with rows
  /// that does not wrap (``snapModel(of:)``), nil when its snaps are its rows: built when
  /// the oracle starts and on every layout change.
  var snaps: NaiveSnaps? { snapsOfLayout?.snaps }
  /// ``snaps``, stored so that the oracle's equality does not compare them.
  private var snapsOfLayout: SnapsOfLayout?
  /// Layouts with at most this many rows are checked against the naive models by a full
  /// scan; larger ones by a local check of the answer's neighbours (which, anchors being
  /// strictly ordered, finds the same errors in the search, only later).
  static let naiveScanLimit = 16

  /// A mirror of a host that has just shown `state`: only its selected row highlighted.
  init(showing state: PickerState) {
    highlightedRow = state.selectedRow
    releaseCell = nil
    laps = Self.lapModel(of: state.layout)
    snapsOfLayout = Self.snapModel(of: state.layout).map(SnapsOfLayout.init)
  }

  /// The oracle's laps of `layout`: nil unless it wraps and has rows (with none, a
  /// wrapping layout is an ordinary empty one).
  static func lapModel(of layout: PickerLayout) -> LapModel? {
    layout.wrapsAround && layout.itemCount > 0 ? LapModel(layout) : nil
  }

  /// What checking one update found.
  struct Judgement {
    /// The first property that failed, or nil.
    var failure: CheckFailure?
    /// For a `didScroll` that passed every check, the row nearest its offset in the layout
    /// after it, as ``nearestRow(in:toOffset:)`` finds it: the geometry check proved the
    /// layout's search equal to that. Nil for other events, and when there are no rows.
    var rowNearestScroll: Int?
    /// For a `rowsChanged` that fits, the oracle's model of the change, which the
    /// scroll-view mode's judge reads too; nil otherwise.
    var rowChanges: NaiveRowChanges?
  }

  /// Checks one update, and folds its effects into the mirror.
  ///
  /// - Parameter judgedLayouts: Where a layout met before was judged once and for all, or
  ///   nil to judge every new layout afresh (``JudgedLayouts``).
  mutating func check(
    before: PickerState, event: PickerEvent, effects: PickerEffects, after: PickerState,
    judgedLayouts: JudgedLayouts? = nil
  ) -> Judgement {
    if let rejection = expectedRejection(of: event, by: before) {
      // A rejected event must leave the state as it was, and there is nothing more to judge.
      return Judgement(failure: checkRejection(rejection, before, effects, after))
    }
    // The oracle's model of a change of rows, built once for every check that reads it.
    let rowChanges = Self.rowChanges(of: event, from: before)
    // A new layout's laps are judged before anything reads the model's cells off it. The
    // laps before are copied only then: on every other event they are the laps, which the
    // judges borrow in place.
    let changesLayout = Self.changesLayout(event) && after.layout != before.layout
    var replacedLaps: LapModel?
    if changesLayout {
      replacedLaps = laps
      let judged = judgedLayouts?.judged(after.layout) ?? JudgedLayout(after.layout)
      laps = judged.laps
      snapsOfLayout = judged.snapsOfLayout
      if let failure = judged.failure { return Judgement(failure: failure) }
    }
    for effect in effects {
      if case .rejected = effect {
        return Judgement(failure: CheckFailure(.rejection, "good input was rejected: \(effects)"))
      }
    }
    if let failure = checkDeterminism(before, event, effects, after) {
      return Judgement(failure: failure)
    }
    let violations = after.invariantViolations()
    if !violations.isEmpty {
      return Judgement(
        failure: CheckFailure(
          .stateInvariants, violations.map(\.description).joined(separator: "; ")))
    }
    if let failure = checkResting(after) ?? checkRestingAtSnap(after) ?? checkCarriedRow(after) {
      return Judgement(failure: failure)
    }
    if let failure = checkOrder(effects, of: event) { return Judgement(failure: failure) }
    if let failure = foldHighlights(event, effects, rowChanges, after) {
      return Judgement(failure: failure)
    }
    var judgement: Judgement
    if changesLayout {
      followRelease(before, event, after, rowChanges, lapsBefore: replacedLaps)
      judgement = judgeUpdate(before, event, effects, after, rowChanges, lapsBefore: replacedLaps)
    } else {
      followRelease(before, event, after, rowChanges, lapsBefore: laps)
      judgement = judgeUpdate(before, event, effects, after, rowChanges, lapsBefore: laps)
    }
    judgement.rowChanges = rowChanges
    return judgement
  }

  /// The checks of one update that read the oracle's mirror and laps but change neither:
  /// each effect, the selection's change, haptic ticks, the motion rules, autoplay, the
  /// geometry and the pages (I13), in that order.
  ///
  /// - Parameters:
  ///   - rowChanges: The oracle's model of a change of rows, for a `rowsChanged` that fits.
  ///   - lapsBefore: The oracle's laps of the layout before the event.
  private func judgeUpdate(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects,
    _ after: PickerState, _ rowChanges: NaiveRowChanges?, lapsBefore: LapModel?
  ) -> Judgement {
    for effect in effects {
      if let failure = checkEffect(effect, before, event, after) {
        return Judgement(failure: failure)
      }
    }
    if let failure = checkSelectionChange(before, event, effects, after) {
      return Judgement(failure: failure)
    }
    if let failure = checkFeedback(before, event, effects, after) {
      return Judgement(failure: failure)
    }
    if let failure = checkMotion(
      before, event, effects, after, rowChanges, lapsBefore: lapsBefore)
    {
      return Judgement(failure: failure)
    }
    if let failure = checkAutoplay(before, event, effects, after, rowChanges) {
      return Judgement(failure: failure)
    }
    // The geometry first: pages read the layout's anchors that it holds against the models.
    let judgement = checkGeometry(event, in: after.layout, centeredRow: after.centeredRow)
    guard judgement.failure == nil,
      let failure = checkPages(
        after, progressMayChange: before.offset != after.offset || Self.changesLayout(event),
        arrowsMayChange: before.selectedRow != after.selectedRow || Self.changesLayout(event))
    else { return judgement }
    return Judgement(failure: failure)
  }

  /// Checks a picker as it starts: its invariants, its timer (I11, with A1's nil in place
  /// of an interval autoplay does not take) and its geometry against the naive model.
  func checkInitial(_ state: PickerState) -> CheckFailure? {
    let violations = state.invariantViolations()
    if !violations.isEmpty {
      return CheckFailure(.stateInvariants, violations.map(\.description).joined(separator: "; "))
    }
    if let interval = state.options.autoAdvanceInterval,
      Self.autoplayInterval(of: state.options) == nil
    {
      return CheckFailure(.autoplay, "A1: the picker started with interval \(interval)")
    }
    if let failure = checkDelay(of: state) { return failure }
    return Self.anchorsFailure(of: state.layout, laps: laps)
      ?? checkPages(state, progressMayChange: true, arrowsMayChange: true)
  }

  // MARK: - I7 and I8

  /// The rejection an event must get from a state, or nil when it is good input. Cells are
  /// counted by the oracle's laps (W1), and are the rows when the layout does not wrap.
  private func expectedRejection(of event: PickerEvent, by state: PickerState)
    -> PickerRejection?
  {
    let count = state.layout.itemCount
    switch event {
    case .select(let row, _), .tap(let row):
      return row >= 0 && row < count ? nil : .rowOutOfRange(row: row, itemCount: count)
    case .tapCell(let cell):
      let cells = laps?.model.cellCount ?? count
      return cell >= 0 && cell < cells ? nil : .cellOutOfRange(cell: cell, cellCount: cells)
    case .selectSnap(let snap, _):
      // Counted by the oracle's snaps: a contained strip's own, else the rows (P2).
      let snaps = snapCount(of: state.layout)
      return snap >= 0 && snap < snaps ? nil : .snapOutOfRange(snap: snap, snapCount: snaps)
    case .didScroll(let offset):
      return NonFiniteValue(offset).map { .nonFiniteNumber(field: .offset, value: $0) }
    case .willEndDragging(let velocity, let proposed):
      if let bad = NonFiniteValue(velocity) {
        return .nonFiniteNumber(field: .velocity, value: bad)
      }
      return NonFiniteValue(proposed).map { .nonFiniteNumber(field: .proposedOffset, value: $0) }
    case .optionsChanged(let options):
      return Self.rejection(ofInterval: options.autoAdvanceInterval)
    case .rowsChanged(let changes, let layout):
      // L1, counted by the oracle's model, never by the changes' own check.
      let fits = NaiveRowChanges.fits(changes, itemCount: count, newItemCount: layout.itemCount)
      return fits ? nil : .rowChangesMismatch(itemCount: count, newItemCount: layout.itemCount)
    default:
      return nil
    }
  }

  /// The oracle's model of the change of rows `event` makes from `before`: nil for any
  /// other event, and for changes that do not fit (``NaiveRowChanges``).
  static func rowChanges(of event: PickerEvent, from before: PickerState) -> NaiveRowChanges? {
    guard case .rowsChanged(let changes, let layout) = event else { return nil }
    return NaiveRowChanges(
      changes, itemCount: before.layout.itemCount, newItemCount: layout.itemCount)
  }

  /// Whether the event replaces the layout: a reload or a change of rows.
  static func changesLayout(_ event: PickerEvent) -> Bool {
    switch event {
    case .layoutChanged, .rowsChanged: true
    default: false
    }
  }

  private func checkRejection(
    _ rejection: PickerRejection, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState
  ) -> CheckFailure? {
    guard effects.count == 1, effects[0] == .rejected(rejection) else {
      return CheckFailure(.rejection, "expected [.rejected(\(rejection))], got \(effects)")
    }
    guard after == before else {
      return CheckFailure(.rejection, "a rejected event changed the state")
    }
    return nil
  }

  private func checkDeterminism(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    var again = before
    let effectsAgain = again.updateOutOfLine(event)
    // Most updates (a quiet didScroll) return no effects: equal counts are asked first, and
    // two empty lists need no element-wise comparison.
    let sameEffects =
      effectsAgain.count == effects.count && (effects.isEmpty || effectsAgain == effects)
    guard sameEffects, again == after else {
      return CheckFailure(.determinism, "the same event gave \(effectsAgain), not \(effects)")
    }
    return nil
  }

  // MARK: - Order and I2

  /// The position of an effect in the documented order. A change of rows (L5) is the one
  /// update that may hold two scrolls: the one without animation that holds the picture,
  /// then the animated one that goes on from there.
  private static func rank(_ effect: PickerEffect, changingRows: Bool) -> Int {
    switch effect {
    case .configure(_, false): 0
    case .configure(_, true): 1
    case .selectionChanged: 2
    case .scroll(_, true) where changingRows: 4
    case .scroll, .setTargetOffset: 3
    case .selectionFeedback: 5
    case .scheduleAutoAdvance: 6
    case .didEndScrolling: 7
    case .rejected: 8
    }
  }

  private func checkOrder(_ effects: PickerEffects, of event: PickerEvent) -> CheckFailure? {
    var changingRows = false
    if case .rowsChanged = event { changingRows = true }
    var previous = -1
    for effect in effects {
      let rank = Self.rank(effect, changingRows: changingRows)
      guard rank > previous else {
        return CheckFailure(.effectOrder, "out of order or repeated: \(effects)")
      }
      previous = rank
    }
    return nil
  }

  /// I2: folds the update's `configure` effects over the rows the host has highlighted,
  /// which must then be exactly the selected row. A highlight of a row already highlighted,
  /// or a cleanup of one that is not, fails at once. Within the update the host may hold
  /// several rows highlighted for a moment, at most one more per effect: the fold keeps
  /// them in a list on the stack.
  private mutating func foldHighlights(
    _ event: PickerEvent, _ effects: PickerEffects, _ rowChanges: NaiveRowChanges?,
    _ after: PickerState
  ) -> CheckFailure? {
    switch event {
    case .layoutChanged(let layout):
      if let row = highlightedRow, row >= layout.itemCount { highlightedRow = nil }
    case .rowsChanged:
      // L2: removed rows leave the mirror, survivors move with their items, as the oracle's
      // own model lays the rows out. Past the model's reach the mirror starts again from
      // the picker's selection, unjudged.
      guard let model = rowChanges else {
        highlightedRow = after.selectedRow
        return nil
      }
      highlightedRow = highlightedRow.flatMap(model.newRow(ofOldRow:))
    default:
      break
    }
    let capacity = 1 + PickerEffects.capacity
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { rows in
      var count = 0
      if let row = highlightedRow {
        rows[0] = row
        count = 1
      }
      for case .configure(let row, let isSelected) in effects {
        guard row >= 0 && row < after.layout.itemCount else {
          return CheckFailure(.highlightMirror, "configure of row \(row), which does not exist")
        }
        if isSelected {
          guard !rows[..<count].contains(row) else {
            return CheckFailure(.highlightMirror, "row \(row) highlighted twice")
          }
          rows[count] = row
          count += 1
        } else {
          guard let index = rows[..<count].firstIndex(of: row) else {
            return CheckFailure(
              .highlightMirror, "cleanup of row \(row), which was not highlighted")
          }
          // The rows' order is the host's business, not I2's: the last takes the place.
          rows[index] = rows[count - 1]
          count -= 1
        }
      }
      let isExactlySelected: Bool
      if let selected = after.selectedRow {
        isExactlySelected = count == 1 && rows[0] == selected
      } else {
        isExactlySelected = count == 0
      }
      guard isExactlySelected else {
        return CheckFailure(
          .highlightMirror,
          "highlighted \(Array(rows[..<count])), selected \(String(describing: after.selectedRow))")
      }
      highlightedRow = after.selectedRow
      return nil
    }
  }

  // MARK: - I5 and haptic ticks

  /// The cause a selection change must carry for an event. A layout change reports
  /// `.reload` when the new row is only where the clamp of a vanished selection puts it,
  /// and `.scroll` when a motion ended on its destination.
  private static func cause(
    of event: PickerEvent, before: PickerState, after: PickerState
  ) -> SelectionCause? {
    switch event {
    case .select, .selectSnap, .selectNextSnap, .selectPreviousSnap: .programmatic
    case .tap, .tapCell: .tap
    case .accessibilityIncrement, .accessibilityDecrement: .accessibility
    case .layoutChanged(let layout):
      after.selectedRow == clampedSelection(before.selectedRow, into: layout)
        && selectionVanished(before.selectedRow, in: layout) ? .reload : .scroll
    case .didScroll, .didEndDragging, .didEndDecelerating: .scroll
    case .autoAdvanceTimerFired: .autoAdvance
    case .willBeginDragging, .willEndDragging, .didEndScrollingAnimation, .optionsChanged: nil
    // Judged by `checkRowsSelectionChange`, which follows the selected item.
    case .rowsChanged: nil
    }
  }

  /// Where a layout change clamps a selection: the same row while it is in range, the last
  /// row otherwise, row 0 when rows return, nil when there are none.
  static func clampedSelection(_ row: Int?, into layout: PickerLayout) -> Int? {
    layout.itemCount == 0 ? nil : min(row ?? 0, layout.itemCount - 1)
  }

  /// Whether a layout change leaves the selection without its row.
  static func selectionVanished(_ row: Int?, in layout: PickerLayout) -> Bool {
    guard let row else { return layout.itemCount > 0 }
    return row >= layout.itemCount
  }

  private func checkSelectionChange(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    // L2's and L5's selection for a change of rows is the model's (`checkRowsChanged`).
    if case .rowsChanged = event { return nil }
    var changes = 0
    var reported: PickerEffect?
    for effect in effects {
      if case .selectionChanged = effect {
        changes += 1
        reported = effect
      }
    }
    if before.selectedRow == after.selectedRow {
      guard changes == 0 else {
        return CheckFailure(.selectionChanged, "reported without a change: \(effects)")
      }
    } else {
      let expected = Self.cause(of: event, before: before, after: after).map {
        PickerEffect.selectionChanged(row: after.selectedRow, cause: $0)
      }
      guard changes == 1, let expected, reported == expected else {
        return CheckFailure(
          .selectionChanged,
          "selection \(String(describing: before.selectedRow)) -> "
            + "\(String(describing: after.selectedRow)) reported as \(effects)")
      }
    }
    let isScrolling = before.phase.isDragging || before.phase.isDecelerating
    if case .didScroll = event, isScrolling, after.options.commitsSelectionWhileScrolling,
      after.selectedRow != after.centeredRow
    {
      return CheckFailure(.selectionChanged, "a live commit left the selection off the anchor")
    }
    if case .didScroll = event, isScrolling, !after.options.commitsSelectionWhileScrolling,
      before.selectedRow != after.selectedRow
    {
      return CheckFailure(
        .selectionChanged, "the selection moved during a drag without live commits")
    }
    return nil
  }

  private func checkFeedback(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let ticks = effects.tickCount
    var expected = 0
    if case .didScroll = event, before.phase.isDragging || before.phase.isDecelerating,
      before.centeredCell != after.centeredCell
    {
      expected = 1
    }
    guard ticks == expected else {
      return CheckFailure(
        .hapticFeedback,
        "\(ticks) ticks in phase \(before.phase) for \(event), expected \(expected)")
    }
    return nil
  }

  // MARK: - Geometry against the naive model

  /// Checks the layout's searches after an event against the naive models, and hands on
  /// the row nearest a `didScroll`'s offset that the check proved.
  ///
  /// Takes the layout and the row under the anchor after the event rather than the state:
  /// a local of the state's layout copied the whole state on every event.
  ///
  /// - Parameters:
  ///   - layout: The layout after the event.
  ///   - centeredRow: The row under the anchor after the event.
  private func checkGeometry(
    _ event: PickerEvent, in layout: PickerLayout, centeredRow: Int?
  ) -> Judgement {
    let offset: Double
    switch event {
    case .didScroll(let value): offset = value
    case .willEndDragging(_, let proposed): offset = proposed
    default: return Judgement()
    }
    guard offset.isFinite, let fast = layout.nearestRow(toOffset: offset) else {
      return Judgement()
    }
    if let laps {
      let fault = laps.nearestCellFault(in: layout, toOffset: offset, nearestRow: fast)
      return Judgement(failure: fault.map { CheckFailure(.geometry, $0) })
    }
    if let fault = NaiveGeometry.nearestRowFault(
      fast, in: layout, toOffset: offset, hint: centeredRow.map { $0 + 3 },
      scanLimit: Self.naiveScanLimit)
    {
      return Judgement(failure: CheckFailure(.geometry, fault))
    }
    if layout.itemCount <= Self.naiveScanLimit {
      let viewport = offset...(offset + layout.viewportWidth)
      let visible = layout.rows(intersecting: viewport)
      for row in 0..<layout.itemCount
      where NaiveGeometry.frame(ofRow: row, in: layout, meets: viewport) != visible.contains(row) {
        let naive = NaiveGeometry.rows(in: layout, intersecting: viewport)
        return Judgement(
          failure: CheckFailure(
            .geometry, "rows(intersecting: \(viewport)) is \(visible), naive \(naive)"))
      }
    }
    // `fast` is now the naive scan's answer on layouts small enough to scan, and the
    // neighbour-checked search that `nearestRow(in:toOffset:)` gives on larger ones.
    guard case .didScroll = event else { return Judgement() }
    return Judgement(rowNearestScroll: fast)
  }

  /// The anchors of a layout against the naive models, when the oracle starts and whenever
  /// the layout changes: a wrapping strip's laps against the oracle's (`laps`, its
  /// ``LapModel/anchorFault(of:)``), and every row's natural offset of a layout small
  /// enough to scan against ``NaiveLayout``; then its containment and snaps
  /// (``ContainmentCheck``).
  static func anchorsFailure(of layout: PickerLayout, laps: LapModel?) -> CheckFailure? {
    if let fault = ContainmentCheck.fault(of: layout, scanLimit: naiveScanLimit) {
      return CheckFailure(.geometry, fault)
    }
    if let laps { return laps.anchorFault(of: layout).map { CheckFailure(.geometry, $0) } }
    guard layout.itemCount <= Self.naiveScanLimit, !layout.wrapsAround else { return nil }
    let naive = NaiveLayout(layout).anchors
    // Both models subtract insets and paddings from each other: their rounding grows with
    // the largest length involved.
    let scale = max(
      1, layout.contentWidth, abs(layout.leadingInset), abs(layout.trailingInset),
      layout.viewportWidth)
    // The naive model sums positions from the content's start, which can pass the largest
    // `Double` where the layout's offsets, differences of positions, do not: it has no
    // judgement there.
    for (row, expected) in naive.enumerated() where expected.isFinite {
      let actual = layout.naturalOffset(ofRow: row)
      guard abs(actual - expected) <= scale * 1e-12 else {
        return CheckFailure(
          .geometry, "naturalOffset(ofRow: \(row)) is \(actual), naive \(expected)")
      }
    }
    return nil
  }
}
