import PickerState

// MARK: - Each effect: I4, I6 and didEndScrolling's row

extension EventOracle {
  /// Checks one effect on its own: scroll values (I4), animated distances (I6), targets
  /// (I4, and the naive snapping model on small layouts), and `didEndScrolling`'s row.
  func checkEffect(
    _ effect: PickerEffect, _ before: PickerState, _ event: PickerEvent, _ after: PickerState
  ) -> CheckFailure? {
    switch effect {
    case .scroll(let offset, let animated):
      return checkScroll(offset, animated: animated, before, event, after)
    case .setTargetOffset(let offset):
      return checkTargetOffset(offset, before, event, after)
    case .didEndScrolling(let row):
      guard row == after.selectedRow, after.phase.isIdle else {
        return CheckFailure(
          .didEndScrolling,
          "didEndScrolling(\(row)) with row \(String(describing: after.selectedRow)) "
            + "selected, phase \(after.phase)")
      }
    case .configure, .selectionChanged, .selectionFeedback, .scheduleAutoAdvance, .rejected:
      break
    }
    return nil
  }

  private func checkScroll(
    _ offset: Double, animated: Bool, _ before: PickerState, _ event: PickerEvent,
    _ after: PickerState
  ) -> CheckFailure? {
    guard offset.isFinite else {
      return CheckFailure(.scrollTargets, "scroll to \(offset)")
    }
    var keepsFingerInPlace = false
    if case .layoutChanged = event, before.phase.isDragging, !animated {
      keepsFingerInPlace = true
    }
    // L3: away from rest, a change of rows holds the picture with a scroll without
    // animation, which may lie between anchors or outside the range (I4 admits it); so does
    // P8's settle from rest.
    var holdsPicture = false
    if case .rowsChanged = event, !before.phase.isIdle || !after.phase.isIdle, !animated {
      holdsPicture = true
    }
    keepsFingerInPlace = keepsFingerInPlace || holdsPicture
    // A drag's re-centring by whole laps is judged with the drag (checkMotion).
    if case .willBeginDragging = event, !animated { keepsFingerInPlace = true }
    if !keepsFingerInPlace, let failure = checkAnchor(offset, in: after.layout) {
      return failure
    }
    guard animated else {
      guard offset == after.offset else {
        return CheckFailure(
          .scrollTargets, "a scroll without animation to \(offset) left the offset \(after.offset)")
      }
      // I10: while the host glides or animates, a scroll without animation stops it, so
      // only the update that comes to rest (rule 11), or a touch that already stopped it,
      // may send one.
      let hostMoves = !before.phase.isIdle && !before.phase.isDragging
      guard !hostMoves || after.phase.isIdle || after.phase.isDragging || holdsPicture else {
        return CheckFailure(
          .motion,
          "I10: a scroll without animation to \(offset) on \(event) in \(before.phase) "
            + "left the picker \(after.phase)")
      }
      return nil
    }
    guard case .animating = after.phase, let cell = after.targetCell,
      after.layout.offset(ofCell: cell) == offset
    else {
      return CheckFailure(
        .scrollTargets, "an animated scroll to \(offset), phase after \(after.phase)")
    }
    // From where the content is as the animation starts: the offset after the update, which
    // a change of rows first moves to hold the picture.
    let distance = abs(offset - after.offset)
    guard distance > 0, distance >= after.options.minimumAnimatedDistance else {
      return CheckFailure(
        .animatedScrolls,
        "an animated scroll of \(distance) points (minimum "
          + "\(after.options.minimumAnimatedDistance))")
    }
    return nil
  }

  /// I4's rule for a `setTargetOffset`, and the naive snapping model where it can scan.
  private func checkTargetOffset(
    _ offset: Double, _ before: PickerState, _ event: PickerEvent, _ after: PickerState
  ) -> CheckFailure? {
    guard case .willEndDragging(let velocity, let proposed) = event else {
      return CheckFailure(.scrollTargets, "setTargetOffset answering \(event)")
    }
    let layout = after.layout
    let here = min(max(before.offset, 0), layout.offsetRange.upperBound)
    if offset != here, let failure = checkAnchor(offset, in: layout) { return failure }
    guard offset.sign == .plus,
      !(velocity > 0 && offset < here), !(velocity < 0 && offset > here)
    else {
      return CheckFailure(
        .scrollTargets, "target \(offset) against velocity \(velocity) from \(here)")
    }
    if let laps {
      return checkWrapMargin(offset, here: here, laps)
    }
    let row: Int
    let anchor: Double
    if let snaps {
      // P4: the target is a snap, its row the one committed there.
      guard
        let snap = NaiveSnapping.target(
          among: snaps.offsets, in: snaps.offsetRange, releasedAt: before.offset,
          velocity: velocity, proposedOffset: proposed, snapping: after.options.snapping,
          flingThreshold: after.options.flingThreshold)
      else { return nil }
      row = committedRow(atSnap: snap, selected: before.selectedRow)
      anchor = snaps.offsets[snap]
    } else {
      guard layout.itemCount <= Self.naiveScanLimit,
        let target = NaiveSnapping.targetRow(
          in: layout, releasedAt: before.offset, velocity: velocity, proposedOffset: proposed,
          snapping: after.options.snapping, flingThreshold: after.options.flingThreshold)
      else { return nil }
      row = target
      anchor = layout.offset(ofRow: row)
    }
    let expected = NaiveSnapping.targetOffset(
      in: layout, anchor: anchor, releasedAt: before.offset, velocity: velocity)
    guard offset == expected, after.phase == .decelerating(targetRow: row) else {
      return CheckFailure(
        .snapping,
        "target \(offset), phase \(after.phase); the naive model chose row \(row) at "
          + "\(expected)")
    }
    return nil
  }

  /// W5: a target that is a cell's anchor lies at least the model's margin inside either
  /// end of the model's range (up to its rounding), where some cell in reach does
  /// (``LapModel/clearsMargin``).
  private func checkWrapMargin(_ offset: Double, here: Double, _ laps: LapModel) -> CheckFailure? {
    let margin = laps.model.targetMargin - laps.tolerance
    let range = laps.model.offsetRange
    let isClear = offset >= margin && offset <= range.upperBound - margin
    guard offset == here || isClear || !laps.clearsMargin else {
      return CheckFailure(
        .scrollTargets,
        "target \(offset) lies within \(laps.model.targetMargin) of an end of \(range)")
    }
    return nil
  }

  /// A value a scroll may take: finite, inside `offsetRange`, never -0.0, and a cell's
  /// anchor: a row's when the layout does not wrap; on a wrapping strip, exactly the
  /// layout's anchor of the cell the oracle's laps find nearest, which they anchor there
  /// within their rounding; 0 on a layout without rows, where an empty picker rests (I3).
  func checkAnchor(_ offset: Double, in layout: PickerLayout) -> CheckFailure? {
    var isAnchor = false
    if offset.isFinite, layout.offsetRange.contains(offset), offset != 0 || offset.sign == .plus {
      if layout.itemCount == 0 {
        isAnchor = offset == 0
      } else if let snaps {
        // A contained strip rests only on its snaps (P4).
        isAnchor = snaps.nearestSnap(toOffset: offset).map { snaps.offsets[$0] == offset } ?? false
      } else if let laps {
        isAnchor =
          laps.nearestCell(toOffset: offset, in: layout).map {
            layout.offset(ofCell: $0) == offset
              && laps.isClose(offset, laps.model.offset(ofCell: $0))
          } ?? false
      } else {
        isAnchor =
          layout.nearestCell(toOffset: offset).map { layout.offset(ofCell: $0) == offset } ?? false
      }
    }
    guard isAnchor else {
      return CheckFailure(
        .scrollTargets, "target \(offset) is not a cell's anchor in \(layout.offsetRange)")
    }
    return nil
  }
}

// MARK: - The whole update: I9, and rules 2, 3, 4, 8 and 11

extension EventOracle {
  /// Remembers where the finger lifted (``releaseCell``) as an update moves it: at a
  /// release, through a layout change, and through a change of rows that a glide goes on
  /// through (L3's last sentence, ``followedReleaseCell(_:_:_:lapsBefore:)``). Called before
  /// the judges that read it (``checkMotion(_:_:_:_:_:lapsBefore:)``), with ``laps`` already
  /// the layout's after the event.
  ///
  /// - Parameters:
  ///   - rowChanges: The oracle's model of a change of rows, for a `rowsChanged` that fits.
  ///   - lapsBefore: The oracle's laps of the layout before the event.
  mutating func followRelease(
    _ before: PickerState, _ event: PickerEvent, _ after: PickerState,
    _ rowChanges: NaiveRowChanges?, lapsBefore: LapModel?
  ) {
    switch event {
    case .willEndDragging:
      releaseCell = releasePlace(in: before.layout, at: before.offset)
    case .didEndDragging(let willDecelerate):
      if before.phase.isDragging && willDecelerate {
        releaseCell = releasePlace(in: before.layout, at: before.offset)
      }
    case .layoutChanged(let layout) where layout != before.layout:
      releaseCell =
        layout.itemCount == 0
        ? nil
        : releaseCell.map { cell in
          let cell = min(cell, (laps?.model.cellCount ?? layout.itemCount) - 1)
          return laps?.reachableCell(nearest: cell) ?? cell
        }
    case .rowsChanged(let changes, let layout):
      // The release cell, which may lie within W5's margin, stays where it is when nothing
      // changes (L1).
      guard !Self.changeNothing(changes, layout, before) else { break }
      // Past the model's reach the release row cannot be followed (see `checkSettle`).
      guard let model = rowChanges else {
        releaseCell = nil
        break
      }
      releaseCell = followedReleaseCell(model, before, after, lapsBefore: lapsBefore)
    default:
      break
    }
  }

  /// Where the finger lifted, from which a settle's paging limit counts: the cell nearest
  /// the offset, or on a contained strip the first row resting at the snap nearest it
  /// (P4), so that a change of rows or layout follows it as it follows any row (L3, rule 8)
  /// and the settle counts snaps from that row's snap then (``releaseSnap``).
  private func releasePlace(in layout: PickerLayout, at offset: Double) -> Int? {
    if let snaps { return snaps.nearestSnap(toOffset: offset).map(snaps.firstRow(ofSnap:)) }
    return nearestCell(in: layout, toOffset: offset)
  }

  /// The place from which paging counts in the current layout: the release cell, or on a
  /// contained strip the snap at which the release row rests (P4).
  var releaseSnap: Int? {
    guard let releaseCell, let snaps else { return releaseCell }
    return snaps.snapOfRow[releaseCell]
  }

  /// Whether a change of layout or rows changes nothing: the same layout again (W6), or
  /// empty changes with an equal layout (L1).
  static func changesNothing(_ event: PickerEvent, _ before: PickerState) -> Bool {
    switch event {
    case .layoutChanged(let layout): layout == before.layout
    case .rowsChanged(let changes, let layout): changeNothing(changes, layout, before)
    default: false
    }
  }

  /// L1: empty changes with an equal layout change nothing, a motion over no rows included.
  static func changeNothing(
    _ changes: PickerRowChanges, _ layout: PickerLayout, _ before: PickerState
  ) -> Bool {
    changes.removed.isEmpty && changes.inserted.isEmpty && changes.moved.isEmpty
      && layout == before.layout
  }

  /// Checks the motion rules of one update.
  ///
  /// - Parameters:
  ///   - rowChanges: The oracle's model of a change of rows, for a `rowsChanged` that fits.
  ///   - lapsBefore: The oracle's laps of the layout before the event.
  func checkMotion(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState,
    _ rowChanges: NaiveRowChanges?, lapsBefore: LapModel?
  ) -> CheckFailure? {
    if let failure = checkEndOfMotion(before, event, effects, after) { return failure }
    if let failure = checkWayRound(before, event, effects) { return failure }
    switch event {
    case .select(let row, _), .tap(let row):
      return checkSelection(of: row, before, event, effects, after)
    case .tapCell(let cell):
      return checkSelection(of: row(ofCell: cell, lapsBefore), before, event, effects, after)
    case .accessibilityIncrement, .accessibilityDecrement:
      return checkSelection(of: nil, before, event, effects, after)
    case .selectSnap, .selectNextSnap, .selectPreviousSnap:
      if before.layout.wrapsAround {
        // On a wrapping strip a dot is a row, and the arrows step one cell (P5, W3).
        if case .selectSnap(let snap, _) = event {
          return checkSelection(of: snap, before, event, effects, after)
        }
        return checkSelection(of: nil, before, event, effects, after)
      }
      let page = checkPageSelection(before, event, effects, after)
      if let failure = page.failure { return failure }
      guard let row = page.row else { return nil }
      return checkSelection(of: row, before, event, effects, after)
    case .willBeginDragging:
      // W4: a drag that begins off the home lap first moves there by whole laps.
      let recentring =
        before.phase.isDragging
        ? nil : laps?.recentring(from: before.offset, in: before.layout)
      let expected = recentring.map { [PickerEffect.scroll(toOffset: $0, animated: false)] }
      // The timer's cancel is I11's to judge (`checkAutoplay`).
      let moves = effects.filter { if case .scheduleAutoAdvance = $0 { false } else { true } }
      guard moves == expected ?? [], after.phase.isDragging else {
        return CheckFailure(.motion, "willBeginDragging gave \(effects), phase \(after.phase)")
      }
    case .willEndDragging:
      return checkPagingOfTarget(before, after)
    case .didEndDragging(let willDecelerate):
      if !willDecelerate && (before.phase.isDragging || before.phase.isDecelerating) {
        return checkSettle(before, event, effects, after)
      }
    case .didEndDecelerating:
      if before.phase.isDecelerating {
        return checkSettle(before, event, effects, after)
      }
      guard Array(effects).isEmpty, after == before else {
        return CheckFailure(.motion, "a stray didEndDecelerating gave \(effects)")
      }
    case .layoutChanged(let layout):
      // The same layout again changes nothing (W6), whatever lap the content is in.
      guard layout != before.layout else {
        guard Array(effects).isEmpty, after == before else {
          return CheckFailure(.motion, "the same layout again gave \(effects)")
        }
        return nil
      }
      return checkLayoutChange(before, effects, after, lapsBefore: lapsBefore)
    case .rowsChanged(let changes, let layout):
      guard let model = rowChanges else { return nil }
      guard !Self.changeNothing(changes, layout, before) else {
        guard effects.isEmpty, after == before else {
          return CheckFailure(
            .liveData, "L1: empty changes with the same layout gave \(effects), \(after)")
        }
        return nil
      }
      return checkRowsChanged(model, before, effects, after, lapsBefore: lapsBefore)
    case .didScroll(let offset):
      return checkReportAtRest(of: offset, before, effects, after)
    case .didEndScrollingAnimation, .autoAdvanceTimerFired, .optionsChanged:
      break
    }
    return nil
  }

  /// Rule 6 at rest: a report less than a point from where the picker rests (its selected
  /// row's home-lap anchor, or 0 with no rows, I3) is that offset on the host's pixel grid
  /// (a pixel is at most a point) and changes nothing; any other is put back with a
  /// scroll without animation, rows or none, so that the host's offset stays the picker's.
  private func checkReportAtRest(
    of offset: Double, _ before: PickerState, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    guard before.phase.isIdle else { return nil }
    let layout = before.layout
    let resting = before.selectedRow.map { restingOffset(ofRow: $0, in: layout) } ?? 0
    let expected: [PickerEffect] =
      abs(offset - resting) >= 1 ? [.scroll(toOffset: resting, animated: false)] : []
    guard Array(effects) == expected, after == before else {
      return CheckFailure(
        .motion,
        "a report of \(offset) at rest at \(resting) gave \(effects), expected \(expected)")
    }
    return nil
  }

  /// I9 and rule 11: `didEndScrolling` exactly when a motion ends idle (with rows), and a
  /// scroll without animation to the resting offset when the host may still be moving,
  /// rows or none (with none, the picker rests at 0, I3).
  private func checkEndOfMotion(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let comesToRest = !before.phase.isIdle && after.phase.isIdle
    let endsMotion = comesToRest && after.selectedRow != nil
    let reportsEnd = effects.contains { if case .didEndScrolling = $0 { true } else { false } }
    guard reportsEnd == endsMotion else {
      return CheckFailure(
        .didEndScrolling,
        "\(before.phase) -> \(after.phase) on \(event) reported \(effects)")
    }
    let hostMayBeMoving: Bool
    switch (before.phase, event) {
    case (.animating, .didEndScrollingAnimation): hostMayBeMoving = false
    case (.decelerating, .didEndDecelerating), (.decelerating, .didEndDragging):
      hostMayBeMoving = false
    case (.animating, _), (.decelerating, _): hostMayBeMoving = true
    case (.idle, _), (.dragging, _): hostMayBeMoving = false
    }
    guard comesToRest && hostMayBeMoving else { return nil }
    guard effects.contains(.scroll(toOffset: after.offset, animated: false)) else {
      return CheckFailure(
        .motion, "came to rest from \(before.phase) on \(event) without stopping the host")
    }
    return nil
  }

  /// Points 2 and 3: the selected row again changes nothing (but for a tap during a glide),
  /// a new row during a drag is committed without a scroll, and a request that asks for
  /// animation (all but `select(row:animated: false)`) never scrolls without it by
  /// `minimumAnimatedDistance` or more of what the user sees, and more than nothing (on a
  /// wrapping strip, the distance less whole laps): the content glides to the row rather
  /// than jumping.
  private func checkSelection(
    of row: Int?, _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects,
    _ after: PickerState
  ) -> CheckFailure? {
    var isTap = false
    var isCellTap = false
    if case .tap = event { isTap = true }
    if case .tapCell = event {
      // A cell tap is a row tap unless the strip wraps, where the copy tapped matters.
      if before.layout.wrapsAround { isCellTap = true } else { isTap = true }
    }
    if let row, row == before.selectedRow, !(isTap && before.phase.isDecelerating), !isCellTap {
      // Changes nothing, but for P7's stop of autoplay (its cancel is I11's to judge).
      let moves = effects.filter { if case .scheduleAutoAdvance = $0 { false } else { true } }
      guard moves.isEmpty, after == Self.unchangedButOptions(before, event) else {
        return CheckFailure(.motion, "the selected row again gave \(effects) in \(before.phase)")
      }
    }
    if before.phase.isDragging {
      let scrolls = effects.containsScroll
      guard !scrolls, after.phase.isDragging else {
        return CheckFailure(.motion, "\(event) during a drag gave \(effects), \(after.phase)")
      }
    }
    var asksForAnimation = true
    if case .select(_, let animated) = event { asksForAnimation = animated }
    if case .selectSnap(_, let animated) = event { asksForAnimation = animated }
    for case .scroll(let offset, false) in effects where asksForAnimation {
      let distance = visibleDistance(from: before.offset, to: offset)
      // Up to rounding: the laps' own tolerance, and a few units in the last place of the
      // offsets, where the picker measured its distance from other sums.
      let slack =
        (laps?.tolerance ?? 0) + 8 * max(before.offset.magnitude, offset.magnitude).ulp
      // No scroll of zero length is animated (I6): a scroll without animation stops a
      // moving host where it is.
      guard distance <= slack || distance < after.options.minimumAnimatedDistance + slack
      else {
        return CheckFailure(
          .animatedScrolls,
          "\(event) in \(before.phase) jumped \(distance) points to \(offset) without "
            + "animation (minimum \(after.options.minimumAnimatedDistance))")
      }
    }
    return nil
  }

  /// How far the picture moves when the content moves from `start` to `end`: the distance,
  /// less the nearest whole number of the oracle's own laps on a wrapping strip.
  ///
  /// The laps come off by IEEE remainder, which is exact: dividing by the lap length first
  /// overflows where laps are subnormal (a distance of 1 over laps of 1e-309 is more laps
  /// than a `Double` counts), and would call the picture's move infinite when it is less
  /// than a lap.
  func visibleDistance(from start: Double, to end: Double) -> Double {
    let distance = end - start
    guard let lapLength = laps?.model.lapLength else { return abs(distance) }
    return abs(distance.remainder(dividingBy: lapLength))
  }

  /// With paging, a release's target cell lies at most `maxItems` cells from the cell at
  /// release, on layouts of any size; on a contained strip, its snap as many snaps from the
  /// snap at release (P4). In a wrapping strip W5's margin comes first: a
  /// release already within it of an end (which no drag makes: drags start in the home
  /// lap) may target the first cell the margin inside.
  private func checkPagingOfTarget(_ before: PickerState, _ after: PickerState) -> CheckFailure? {
    guard case .paging(let maxItems) = after.options.snapping,
      case .decelerating = after.phase, let target = after.targetCell, let release = releaseSnap
    else { return nil }
    if let laps {
      // Up to the model's rounding of where the margin lies.
      let margin = laps.model.targetMargin + laps.tolerance
      if before.offset < margin || before.offset > laps.model.offsetRange.upperBound - margin {
        return nil
      }
    }
    // A contained strip counts snaps (P4): its release place is a snap.
    let place = snaps.map { $0.snapOfRow[target] } ?? target
    guard abs(place - release) <= max(maxItems, 1) else {
      return CheckFailure(.snapping, "target \(place) is more than \(maxItems) from \(release)")
    }
    return nil
  }

  /// I10: on a wrapping strip, the animated scroll that a select, a tap, a cell tap or a
  /// step starts goes to the cell W3 names: the copy of the row nearest the offset (the
  /// higher on a tie up to rounding), the tapped cell or its nearest reachable copy, or one
  /// cell on from the selected row's nearest copy (an automatic advance: one cell forward).
  private func checkWayRound(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects
  ) -> CheckFailure? {
    guard let laps else { return nil }
    let layout = before.layout
    var scrolled: Double?
    for case .scroll(let offset, true) in effects { scrolled = offset }
    guard let scrolled else { return nil }
    let expected: Int?
    // The copy a lap behind, where the model cannot tell a tie from a near one.
    var alsoAllowed: Int?
    switch event {
    case .select(let row, _), .tap(let row):
      expected = laps.nearestCopy(of: row, toOffset: before.offset)
      alsoAllowed = expected.flatMap {
        laps.tiedCopy(behind: $0, toOffset: before.offset, in: layout)
      }
    case .tapCell(let cell):
      expected = laps.reachableCopy(of: cell)
    case .accessibilityIncrement, .accessibilityDecrement, .autoAdvanceTimerFired,
      .selectNextSnap, .selectPreviousSnap:
      // An automatic advance is a step forward (W3), and so are the arrows (P5).
      let isBack = event == .accessibilityDecrement || event == .selectPreviousSnap
      let step = isBack ? -1 : 1
      let copy = before.selectedRow.flatMap { laps.nearestCopy(of: $0, toOffset: before.offset) }
      expected = copy.flatMap { laps.reachableCopy(of: $0 + step) }
      alsoAllowed =
        copy
        .flatMap { laps.tiedCopy(behind: $0, toOffset: before.offset, in: layout) }
        .flatMap { laps.reachableCopy(of: $0 + step) }
    default:
      return nil
    }
    if let alsoAllowed, layout.offset(ofCell: alsoAllowed) == scrolled { return nil }
    guard let expected, layout.offset(ofCell: expected) == scrolled else {
      return CheckFailure(
        .scrollTargets,
        "I10: \(event) scrolled to \(scrolled), not to cell "
          + "\(expected.map(String.init) ?? "nil") of W3")
    }
    return nil
  }

  /// Point 4: a settle commits the row nearest where the content stopped, within the paging
  /// limit of the release row, and scrolls there animated exactly when it should.
  private func checkSettle(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let layout = after.layout
    guard let nearest = nearestCell(in: layout, toOffset: before.offset) else {
      // No rows: the picker rests at 0 (I3), and tells the host when the content stopped
      // elsewhere, as every rest does.
      let expected: [PickerEffect] =
        before.offset != 0 ? [.scroll(toOffset: 0, animated: false)] : []
      guard after.phase.isIdle, Array(effects) == expected else {
        return CheckFailure(
          .motion, "an empty settle at \(before.offset) gave \(effects), \(after.phase)")
      }
      return nil
    }
    let isGlide = before.phase.isDecelerating
    // Every glide with rows has a release cell, but where a change of rows past the reach of
    // the oracle's model (the layout fuzzer's huge strips) left it unknown: there the
    // paging limit has no origin to count from, and the settle goes unjudged.
    if isGlide, releaseCell == nil, case .paging = after.options.snapping { return nil }
    let row: Int
    let anchor: Double
    if let snaps, let stopped = snaps.nearestSnap(toOffset: before.offset) {
      // P4: the snap nearest where the content stopped, paging counting snaps, and the row
      // committed there.
      let snap = NaiveSnapping.settleRow(
        nearest: stopped, releaseRow: isGlide ? releaseSnap : nil,
        snapping: after.options.snapping)
      row = committedRow(atSnap: snap, selected: before.selectedRow)
      anchor = snaps.offsets[snap]
    } else {
      let cell = NaiveSnapping.settleRow(
        nearest: nearest, releaseRow: isGlide ? releaseCell : nil,
        snapping: after.options.snapping)
      row = self.row(ofCell: cell, laps)
      anchor = layout.offset(ofCell: cell)
    }
    let distance = abs(anchor - before.offset)
    var isReleaseWithoutGlide = false
    if case .didEndDragging = event { isReleaseWithoutGlide = true }
    let isBouncing =
      !layout.wrapsAround && (before.offset < 0 || before.offset > layout.offsetRange.upperBound)
    // Rule 4's suppression where its premise holds: the row rests at the end the content
    // lies past, where the host's bounce brings it (I6).
    let restsAtBouncedEnd =
      before.offset < 0 ? anchor == 0 : anchor == layout.offsetRange.upperBound
    let isSuppressed =
      isReleaseWithoutGlide && isBouncing && after.options.suppressesEdgeAnimation
      && restsAtBouncedEnd
    let isLongEnough = distance > 0 && distance >= after.options.minimumAnimatedDistance
    let animates = !isSuppressed && isLongEnough
    // Resting at once is on the home-lap cell (I3), whole laps from `cell` in a wrapping
    // strip.
    let resting = restingOffset(ofRow: row, in: layout)
    let scroll = effects.first { if case .scroll = $0 { true } else { false } }
    let expectedScroll: PickerEffect? =
      animates
      ? .scroll(toOffset: anchor, animated: true)
      : before.offset != resting ? .scroll(toOffset: resting, animated: false) : nil
    guard after.selectedRow == row else {
      return CheckFailure(
        .snapping,
        "settled on row \(String(describing: after.selectedRow)); the naive model says \(row)")
    }
    guard scroll == expectedScroll,
      after.phase == (animates ? .animating(targetRow: row) : .idle)
    else {
      return CheckFailure(
        .animatedScrolls,
        "settle on row \(row) gave \(effects), phase \(after.phase); expected "
          + "\(String(describing: expectedScroll))")
    }
    return nil
  }

  /// Point 8: a layout change keeps what the user sees, and its whole effect list is the
  /// one the oracle works out (``ExpectedEffects``; autoplay's timer is `checkAutoplay`'s):
  /// the clamp of a vanished selection (`configure(new, true)`, `selectionChanged(new,
  /// cause: .reload)`), then, by phase:
  ///
  /// - idle: one scroll without animation to the selection's resting anchor when the
  ///   offset changes. With no rows the rest is offset 0 (I3), with a scroll there when the
  ///   offset was elsewhere, as every rest tells the host.
  /// - dragging: the scroll without animation that keeps the row under the anchor its
  ///   distance from it (within the rounding of the oracle's anchors), exactly when that
  ///   moves the offset by the layouts' own numbers. Rows that appear under a finger that
  ///   held none have no place to keep: the contract leaves the offset to the picker, and
  ///   the oracle accepts none or one scroll without animation by whole laps that ends
  ///   within half a lap of the selection's resting anchor (W4, W5).
  /// - decelerating or animating: nothing but the clamp when the motion goes on; otherwise
  ///   the commit of the destination's row, a scroll without animation to its resting
  ///   anchor, and `didEndScrolling`. With no rows left, the clamp and rule 11's scroll
  ///   without animation to 0, the empty rest (I3), which stops the host at once.
  private func checkLayoutChange(
    _ before: PickerState, _ effects: PickerEffects, _ after: PickerState, lapsBefore: LapModel?
  ) -> CheckFailure? {
    let layout = after.layout
    let clamped = Self.clampedSelection(before.selectedRow, into: layout)
    let clamp = ExpectedEffects.selection(
      from: before.selectedRow, to: clamped, itemCount: layout.itemCount, cause: .reload)
    var expected = clamp
    switch before.phase {
    case .idle:
      guard after.phase.isIdle else {
        return CheckFailure(.motion, "an idle layout change gave \(effects), \(after.phase)")
      }
      if let row = clamped {
        let resting = restingOffset(ofRow: row, in: layout)
        if resting != before.offset { expected.appendStill(to: resting) }
      } else if before.offset != 0 {
        expected.appendStill(to: 0)
      }
    case .dragging:
      guard after.phase.isDragging else {
        return CheckFailure(.motion, "a layout change mid-drag gave \(effects), \(after.phase)")
      }
      if let failure = checkFingerKept(before, after, lapsBefore: lapsBefore) { return failure }
      if let kept = keptUnderFinger(
        before, layout, lapsBefore: lapsBefore, picked: after.offset)
      {
        if kept.moves { expected.appendStill(to: kept.offset, within: kept.tolerance) }
      } else if let failure = checkRecentringOfNewRows(before, effects, after, clamp) {
        return failure
      } else {
        return nil
      }
    case .decelerating, .animating:
      if Self.rowsFit(layout), let row = clamped {
        // P8's second ruling: the motion ends at 0 on the clamped selection.
        guard after.phase.isIdle else {
          return CheckFailure(.motion, "P8: the new rows fit, yet \(after.phase)")
        }
        expected.appendStill(to: 0)
        expected.append(.didEndScrolling(row: row))
        break
      }
      if let failure = checkMotionThrough(
        toward: before.targetCell ?? before.centeredCell, before, effects, after,
        lapsBefore: lapsBefore)
      {
        return failure
      }
      // The motion went on (the clamp alone), or ended with no rows left: the clamp and
      // the stop at 0.
      if after.phase.isIdle && after.selectedRow == nil { expected.appendStill(to: 0) }
      if after.phase.isIdle, let row = after.selectedRow {
        let cause: SelectionCause =
          row == clamped && Self.selectionVanished(before.selectedRow, in: layout)
          ? .reload : .scroll
        expected = ExpectedEffects.selection(
          from: before.selectedRow, to: row, itemCount: layout.itemCount, cause: cause)
        expected.appendStill(to: restingOffset(ofRow: row, in: layout))
        expected.append(.didEndScrolling(row: row))
      }
    }
    guard expected.matches(effects) else {
      return CheckFailure(
        .motion,
        "rule 8: a layout change in \(before.phase) gave \(effects), expected \(expected)")
    }
    return nil
  }

  /// Dragging through a layout change: where the row under the anchor (clamped into the
  /// new rows) keeps its distance from the anchor (from its natural offset, P8), at its
  /// cell in the new home lap on a wrapping strip (W6), by the oracle's anchors
  /// (``anchor(ofCell:in:laps:)``); whether
  /// the layouts' own numbers move the offset there (the picker cannot scroll by less than
  /// the offset's rounding); and the rounding of the oracle's anchors. Nil when no row was
  /// under the anchor or none is left.
  ///
  /// On a wrapping strip the distance is taken to within half a lap by whole laps of the
  /// oracle's (the same picture, and the drag stays in the home lap: W4, W5), however far
  /// past an end a strip that did not wrap left the finger: `picked` (the offset the
  /// picker chose) is kept when it lies whole laps from the distance kept whole and within
  /// half a lap of the row's home-lap anchor, up to rounding (either way at a tie);
  /// otherwise the remainder of the distance by the oracle's lap is expected.
  private func keptUnderFinger(
    _ before: PickerState, _ layout: PickerLayout, lapsBefore: LapModel?, picked: Double
  ) -> (offset: Double, moves: Bool, tolerance: Double)? {
    guard let oldCell = before.centeredCell, layout.itemCount > 0 else { return nil }
    let row = min(self.row(ofCell: oldCell, lapsBefore), layout.itemCount - 1)
    let oldAnchor = Self.anchor(ofCell: oldCell, in: before.layout, laps: lapsBefore)
    let newCell = laps?.model.homeCell(ofRow: row) ?? row
    let newAnchor = Self.anchor(ofCell: newCell, in: layout, laps: laps)
    let distance = before.offset - oldAnchor.offset
    let scale = max(
      1, abs(distance), abs(newAnchor.offset + distance), abs(before.offset),
      abs(oldAnchor.offset), abs(newAnchor.offset))
    var tolerance = scale * 1e-12 + oldAnchor.rounding + newAnchor.rounding
    var kept = newAnchor.offset + distance
    if let laps {
      let lap = laps.model.lapLength
      // Whole laps between where the distance kept whole would put the content and where
      // the picker put it, each with the lap length's rounding; remainders are exact, and
      // finite wherever the offsets are.
      let lapsApart = abs(kept - picked) / lap
      let rounding = tolerance + lapsApart * laps.tolerance
      let wholeLaps = abs((kept - picked).remainder(dividingBy: lap)) <= rounding
      let withinHalfALap = abs(picked - newAnchor.offset) <= lap / 2 + rounding
      if wholeLaps && withinHalfALap {
        kept = picked
        tolerance = rounding
      } else {
        let reduced = distance.remainder(dividingBy: lap)
        kept = newAnchor.offset + (reduced.isFinite ? reduced : distance)
      }
      // The picker holds the picture at finite offsets.
      kept = min(max(kept, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      return (kept, kept != before.offset, tolerance)
    }
    // Natural offsets (P8): the content under the anchor, on a contained strip too.
    let byTheLayouts =
      Self.naturalOffset(ofRow: row, in: layout)
      + (before.offset - Self.naturalOffset(ofCell: oldCell, in: before.layout))
    let moves =
      min(max(byTheLayouts, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      != before.offset
    return (kept, moves, tolerance)
  }

  /// Rows that appear under a finger that held none: the clamp's effects, then none or
  /// one scroll without animation by whole laps (the oracle's, within their rounding)
  /// that ends within half a lap of the selection's resting anchor, up to the rounding of
  /// the laps taken off and of the offset it started from.
  private func checkRecentringOfNewRows(
    _ before: PickerState, _ effects: PickerEffects, _ after: PickerState,
    _ clamp: ExpectedEffects
  ) -> CheckFailure? {
    var expected = clamp
    if let laps, let row = after.selectedRow,
      let scrolled = effects.lazy.compactMap({ effect -> Double? in
        if case .scroll(let offset, false) = effect { offset } else { nil }
      }).first
    {
      let resting = restingOffset(ofRow: row, in: after.layout)
      // Each lap taken off carries the lap length's rounding, and the offset its own unit
      // in the last place (far past the strip, coarser than a lap).
      let lapsTaken = abs(scrolled - before.offset) / laps.model.lapLength
      let rounding =
        laps.tolerance * (lapsTaken + 1) + 2 * max(abs(before.offset), abs(scrolled)).ulp
      let wholeLaps = visibleDistance(from: before.offset, to: scrolled) <= rounding
      let nearHome = abs(scrolled - resting) <= laps.model.lapLength / 2 + rounding
      if wholeLaps && nearHome { expected.appendStill(to: scrolled) }
    }
    guard expected.matches(effects) else {
      return CheckFailure(
        .motion,
        "rule 8: rows under a finger that held none gave \(effects), expected \(expected) "
          + "and at most a scroll by whole laps near the selection's home lap")
    }
    return nil
  }

  /// A glide or an animation toward `destination` (a cell) goes on when the cell keeps its
  /// anchor offset and its row (and, on a contained strip that comes to wrap, lies in the
  /// new home lap, P8), and otherwise ends at once on its row (clamped into the
  /// new rows). Cells and rows are the oracle's laps'; whether the anchor stays is the
  /// layouts' own numbers, exactly, as the picker compares them.
  private func checkMotionThrough(
    toward destination: Int?, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState, lapsBefore: LapModel?
  ) -> CheckFailure? {
    let layout = after.layout
    let clamped = Self.clampedSelection(before.selectedRow, into: layout)
    // P8's third ruling: a contained strip that comes to wrap goes on only toward a cell
    // of the new home lap.
    let startsWrapping =
      layout.wrapsAround && !before.layout.wrapsAround
      && before.layout.containment == .contained
    if let destination, destination < laps?.model.cellCount ?? layout.itemCount,
      layout.offset(ofCell: destination) == before.layout.offset(ofCell: destination),
      row(ofCell: destination, laps) == row(ofCell: destination, lapsBefore),
      !startsWrapping || laps?.model.homeCell(ofRow: row(ofCell: destination, laps)) == destination
    {
      let scrolls = effects.containsScroll
      // P4: on a contained strip, a glide carries the row committed at its snap.
      var phase = before.phase
      if case .decelerating(let target?) = phase {
        phase = .decelerating(targetRow: headingCell(toward: target, selected: clamped))
      }
      guard after.phase == phase, after.offset == before.offset, !scrolls else {
        return CheckFailure(
          .motion,
          "a layout change that kept row \(destination) in place gave \(effects), "
            + "\(after.phase); expected \(phase)")
      }
      return nil
    }
    guard layout.itemCount > 0 else { return nil }
    let expected =
      destination.map { min(row(ofCell: $0, lapsBefore), layout.itemCount - 1) } ?? clamped
    guard after.phase.isIdle, after.selectedRow == expected else {
      return CheckFailure(
        .motion,
        "a layout change that moved the destination \(String(describing: destination)) "
          + "left row \(String(describing: after.selectedRow)), \(after.phase)")
    }
    return nil
  }

  /// Dragging: the row under the anchor (clamped) keeps its distance from the anchor, at
  /// its cell in the new home lap on a wrapping strip (W6), anchors being the oracle's
  /// laps' where the layouts wrap (``keptUnderFinger(_:_:lapsBefore:picked:)``).
  private func checkFingerKept(
    _ before: PickerState, _ after: PickerState, lapsBefore: LapModel?
  ) -> CheckFailure? {
    guard abs(after.offset) < .greatestFiniteMagnitude,
      let kept = keptUnderFinger(
        before, after.layout, lapsBefore: lapsBefore, picked: after.offset)
    else { return nil }
    guard abs(after.offset - kept.offset) <= kept.tolerance else {
      return CheckFailure(
        .motion,
        "the row under the anchor moved under the finger: content at \(after.offset), "
          + "kept at \(kept.offset)")
    }
    return nil
  }

  /// The row nearest `offset`: by the naive scan where the layout is small enough, by the
  /// layout's own search (checked against neighbours after every event) otherwise.
  static func nearestRow(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.itemCount <= naiveScanLimit else { return layout.nearestRow(toOffset: offset) }
    return NaiveGeometry.nearestRow(in: layout, toOffset: offset)
  }

  /// The cell nearest `offset` in the layout whose laps the oracle holds:
  /// ``nearestRow(in:toOffset:)`` when the layout does not wrap, and otherwise the laps'
  /// (``LapModel/nearestCell(toOffset:in:)``).
  func nearestCell(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard let laps else { return Self.nearestRow(in: layout, toOffset: offset) }
    return laps.nearestCell(toOffset: offset, in: layout)
  }

  /// The row a cell shows: `cell` itself without laps (the layout does not wrap), and the
  /// laps' ``NaiveWrap/row(ofCell:)`` with them.
  func row(ofCell cell: Int, _ laps: LapModel?) -> Int {
    laps?.model.row(ofCell: cell) ?? cell
  }
}
