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
    case .configure, .selectionChanged, .selectionFeedback, .rejected:
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
      return nil
    }
    guard case .animating = after.phase, let cell = after.targetCell,
      after.layout.offset(ofCell: cell) == offset
    else {
      return CheckFailure(
        .scrollTargets, "an animated scroll to \(offset), phase after \(after.phase)")
    }
    let distance = abs(offset - before.offset)
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
    if layout.wrapsAround {
      return checkWrapMargin(offset, here: here, in: layout)
    }
    guard layout.itemCount <= Self.naiveScanLimit,
      let row = NaiveSnapping.targetRow(
        in: layout, releasedAt: before.offset, velocity: velocity, proposedOffset: proposed,
        snapping: after.options.snapping, flingThreshold: after.options.flingThreshold)
    else { return nil }
    let expected = NaiveSnapping.targetOffset(
      in: layout, row: row, releasedAt: before.offset, velocity: velocity)
    guard offset == expected, after.phase == .decelerating(targetRow: row) else {
      return CheckFailure(
        .snapping,
        "target \(offset), phase \(after.phase); the naive model chose row \(row) at "
          + "\(expected)")
    }
    return nil
  }

  /// W5: a target that is a cell's anchor lies at least the margin inside either end.
  private func checkWrapMargin(
    _ offset: Double, here: Double, in layout: PickerLayout
  ) -> CheckFailure? {
    let margin = Self.wrapTargetMargin(in: layout)
    guard offset == here || (offset >= margin && offset <= layout.offsetRange.upperBound - margin)
    else {
      return CheckFailure(
        .scrollTargets, "target \(offset) lies within \(margin) of an end of \(layout.offsetRange)")
    }
    return nil
  }

  /// W5's margin for `layout`'s `offsetRange`: the lesser of half the wrap reach and a
  /// quarter of the range.
  static func wrapTargetMargin(in layout: PickerLayout) -> Double {
    min(PickerLayout.wrapReach / 2, layout.offsetRange.upperBound / 4)
  }

  /// A value a scroll may take: finite, inside `offsetRange`, a cell's anchor (a row's,
  /// when the layout does not wrap), never -0.0.
  func checkAnchor(_ offset: Double, in layout: PickerLayout) -> CheckFailure? {
    guard offset.isFinite, layout.offsetRange.contains(offset),
      offset != 0 || offset.sign == .plus,
      let cell = layout.nearestCell(toOffset: offset), layout.offset(ofCell: cell) == offset
    else {
      return CheckFailure(
        .scrollTargets, "target \(offset) is not a cell's anchor in \(layout.offsetRange)")
    }
    return nil
  }
}

// MARK: - The whole update: I9, and points 2, 3, 4, 8 and 11

extension EventOracle {
  /// Checks the motion rules of one update, and remembers where the finger lifted.
  mutating func checkMotion(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    if let failure = checkEndOfMotion(before, event, effects, after) { return failure }
    if let failure = checkWayRound(before, event, effects) { return failure }
    defer { noteStoppingScroll(before, event, after) }
    switch event {
    case .select(let row, _), .tap(let row):
      return checkSelection(of: row, before, event, effects, after)
    case .tapCell(let cell):
      return checkSelection(of: before.layout.row(ofCell: cell), before, event, effects, after)
    case .accessibilityIncrement, .accessibilityDecrement:
      return checkSelection(of: nil, before, event, effects, after)
    case .willBeginDragging:
      let expected = Self.recentring(before).map {
        [PickerEffect.scroll(toOffset: $0, animated: false)]
      }
      guard Array(effects) == expected ?? [], after.phase.isDragging else {
        return CheckFailure(.motion, "willBeginDragging gave \(effects), phase \(after.phase)")
      }
    case .willEndDragging:
      releaseCell = Self.nearestCell(in: before.layout, toOffset: before.offset)
      return checkPagingOfTarget(before, after)
    case .didEndDragging(let willDecelerate):
      if before.phase.isDragging && willDecelerate {
        releaseCell = Self.nearestCell(in: before.layout, toOffset: before.offset)
      } else if !willDecelerate
        && (before.phase.isDragging || before.phase.isDecelerating)
      {
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
      releaseCell =
        layout.itemCount == 0
        ? nil : releaseCell.map { Self.reachable(min($0, layout.cellCount - 1), in: layout) }
      return checkLayoutChange(before, effects, after)
    case .didScroll, .didEndScrollingAnimation:
      break
    }
    return nil
  }

  /// A glide or an animation that ends because the rows vanished owes the scroll that stops
  /// the host until the picker next rests on a row.
  private mutating func noteStoppingScroll(
    _ before: PickerState, _ event: PickerEvent, _ after: PickerState
  ) {
    if case .layoutChanged(let layout) = event, layout.itemCount == 0, layout != before.layout,
      !before.phase.isIdle && !before.phase.isDragging
    {
      owesStoppingScroll = true
    } else if after.phase.isIdle && after.selectedRow != nil {
      owesStoppingScroll = false
    }
  }

  /// I9 and rule 11: `didEndScrolling` exactly when a motion ends idle (with rows), and a
  /// scroll without animation to the resting offset when the host may still be moving.
  private func checkEndOfMotion(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let endsMotion = !before.phase.isIdle && after.phase.isIdle && after.selectedRow != nil
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
    guard endsMotion && hostMayBeMoving else { return nil }
    guard effects.contains(.scroll(toOffset: after.offset, animated: false)) else {
      return CheckFailure(
        .motion, "came to rest from \(before.phase) on \(event) without stopping the host")
    }
    return nil
  }

  /// Points 2 and 3: the selected row again changes nothing (but for a tap during a glide),
  /// and a new row during a drag is committed without a scroll.
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
      guard Array(effects).isEmpty, after == before else {
        return CheckFailure(.motion, "the selected row again gave \(effects) in \(before.phase)")
      }
    }
    if before.phase.isDragging {
      let scrolls = effects.contains { if case .scroll = $0 { true } else { false } }
      guard !scrolls, after.phase.isDragging else {
        return CheckFailure(.motion, "\(event) during a drag gave \(effects), \(after.phase)")
      }
    }
    return nil
  }

  /// With paging, a release's target cell lies at most `maxItems` cells from the cell at
  /// release, on layouts of any size. In a wrapping strip W5's margin comes first: a
  /// release already within it of an end (which no drag makes: drags start in the home
  /// lap) may target the first cell the margin inside.
  private func checkPagingOfTarget(_ before: PickerState, _ after: PickerState) -> CheckFailure? {
    guard case .paging(let maxItems) = after.options.snapping,
      case .decelerating = after.phase, let target = after.targetCell, let releaseCell
    else { return nil }
    let layout = after.layout
    let margin = Self.wrapTargetMargin(in: layout)
    if layout.wrapsAround
      && (before.offset < margin || before.offset > layout.offsetRange.upperBound - margin)
    {
      return nil
    }
    guard abs(target - releaseCell) <= max(maxItems, 1) else {
      return CheckFailure(
        .snapping, "target cell \(target) is more than \(maxItems) from cell \(releaseCell)")
    }
    return nil
  }

  /// I10: on a wrapping strip, the animated scroll that a select, a tap, a cell tap or a
  /// step starts goes to the cell W3 names: the copy of the row nearest the offset (the
  /// higher on a tie), the tapped cell or its nearest reachable copy, or one cell on from
  /// the selected row's nearest copy.
  private func checkWayRound(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects
  ) -> CheckFailure? {
    let layout = before.layout
    guard layout.wrapsAround else { return nil }
    var scrolled: Double?
    for case .scroll(let offset, true) in effects { scrolled = offset }
    guard let scrolled else { return nil }
    let expected: Int?
    switch event {
    case .select(let row, _), .tap(let row):
      expected = Self.nearestCopy(of: row, in: layout, to: before.offset)
    case .tapCell(let cell):
      expected = Self.nearestReachableCopy(of: cell, in: layout)
    case .accessibilityIncrement, .accessibilityDecrement:
      let step = event == .accessibilityIncrement ? 1 : -1
      expected = before.selectedRow
        .flatMap { Self.nearestCopy(of: $0, in: layout, to: before.offset) }
        .flatMap { Self.nearestReachableCopy(of: $0 + step, in: layout) }
    default:
      return nil
    }
    guard let expected, layout.offset(ofCell: expected) == scrolled else {
      return CheckFailure(
        .scrollTargets,
        "I10: \(event) scrolled to \(scrolled), not to cell "
          + "\(expected.map(String.init) ?? "nil") of W3")
    }
    return nil
  }

  /// The copy of `row` whose anchor lies nearest `offset`, clamped into `offsetRange`, among
  /// the reachable copies within two laps of the cell under it, the higher cell on a tie.
  static func nearestCopy(of row: Int, in layout: PickerLayout, to offset: Double) -> Int? {
    guard let here = nearestCell(in: layout, toOffset: offset) else { return nil }
    let offset = min(max(offset, 0), layout.offsetRange.upperBound)
    let count = layout.itemCount
    var best: (cell: Int, distance: Double)?
    for lap in (here / count - 2)...(here / count + 2) {
      let cell = lap * count + row
      guard isReachable(cell, in: layout) else { continue }
      let distance = abs(layout.offset(ofCell: cell) - offset)
      if best.map({ distance <= $0.distance }) ?? true { best = (cell, distance) }
    }
    return best?.cell
  }

  /// `cell` when it is reachable, otherwise its reachable copy the fewest laps away (a
  /// lap shorter than the viewport leaves many laps out of reach at each end).
  static func nearestReachableCopy(of cell: Int, in layout: PickerLayout) -> Int? {
    let count = layout.itemCount
    for laps in 0...layout.laps {
      for copy in [cell - laps * count, cell + laps * count] where isReachable(copy, in: layout) {
        return copy
      }
    }
    return nil
  }

  /// Whether `cell` is one of the layout's cells with its anchor inside `offsetRange`.
  static func isReachable(_ cell: Int, in layout: PickerLayout) -> Bool {
    cell >= 0 && cell < layout.cellCount
      && layout.offsetRange.contains(layout.offset(ofCell: cell))
  }

  /// The cell nearest `cell` along the strip whose anchor lies in `offsetRange`, by a walk
  /// toward the strip's middle.
  static func reachable(_ cell: Int, in layout: PickerLayout) -> Int {
    let middle = layout.cellCount / 2
    var cell = cell
    while !isReachable(cell, in: layout) {
      cell += cell < middle ? 1 : -1
    }
    return cell
  }

  /// Where a drag that begins in `before` re-centres a wrapping strip: the offset whole
  /// laps away that brings the cell under the anchor into the home lap; nil when it is
  /// there already, or the strip does not wrap (W4).
  static func recentring(_ before: PickerState) -> Double? {
    let layout = before.layout
    guard layout.wrapsAround, !before.phase.isDragging,
      let cell = nearestCell(in: layout, toOffset: before.offset)
    else { return nil }
    let lapsFromHome = cell / layout.itemCount - layout.laps / 2
    guard lapsFromHome != 0 else { return nil }
    // Offsets grow with cells left to right, and shrink with them right to left.
    let lapsRightOfHome = layout.direction == .leftToRight ? lapsFromHome : -lapsFromHome
    return before.offset - Double(lapsRightOfHome) * layout.lapLength + 0
  }

  /// Point 4: a settle commits the row nearest where the content stopped, within the paging
  /// limit of the release row, and scrolls there animated exactly when it should.
  private func checkSettle(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let layout = after.layout
    guard let nearest = Self.nearestCell(in: layout, toOffset: before.offset) else {
      guard after.phase.isIdle, Array(effects).isEmpty else {
        return CheckFailure(.motion, "an empty settle gave \(effects), \(after.phase)")
      }
      return nil
    }
    let isGlide = before.phase.isDecelerating
    let cell = NaiveSnapping.settleRow(
      nearest: nearest, releaseRow: isGlide ? releaseCell : nil,
      snapping: after.options.snapping)
    let row = layout.row(ofCell: cell)
    let anchor = layout.offset(ofCell: cell)
    let distance = abs(anchor - before.offset)
    var isReleaseWithoutGlide = false
    if case .didEndDragging = event { isReleaseWithoutGlide = true }
    let isBouncing =
      !layout.wrapsAround && (before.offset < 0 || before.offset > layout.offsetRange.upperBound)
    let isSuppressed =
      isReleaseWithoutGlide && isBouncing && after.options.suppressesEdgeAnimation
    let isLongEnough = distance > 0 && distance >= after.options.minimumAnimatedDistance
    let animates = !isSuppressed && isLongEnough
    // Resting at once is on the home-lap cell (I3), whole laps from `cell` in a wrapping
    // strip.
    let resting = layout.offset(ofRow: row)
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

  /// Point 8: a layout change keeps what the user sees.
  private func checkLayoutChange(
    _ before: PickerState, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let scrolls = effects.contains { if case .scroll = $0 { true } else { false } }
    switch before.phase {
    case .idle:
      let moved = after.offset != before.offset && after.selectedRow != nil
      let stopsTheHost = owesStoppingScroll && after.selectedRow != nil
      let expected =
        stopsTheHost
        ? effects.contains(.scroll(toOffset: after.offset, animated: false)) : scrolls == moved
      guard after.phase.isIdle, expected else {
        return CheckFailure(.motion, "an idle layout change gave \(effects), \(after.phase)")
      }
    case .dragging:
      guard after.phase.isDragging, scrolls == (after.offset != before.offset) else {
        return CheckFailure(.motion, "a layout change mid-drag gave \(effects), \(after.phase)")
      }
      return checkFingerKept(before, after)
    case .decelerating, .animating:
      return checkMotionThrough(
        toward: before.targetCell ?? before.centeredCell, before, effects, after)
    }
    return nil
  }

  /// A glide or an animation toward `destination` (a cell) goes on when the cell keeps its
  /// anchor offset and its row, and otherwise ends at once on its row (clamped into the
  /// new rows).
  private func checkMotionThrough(
    toward destination: Int?, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState
  ) -> CheckFailure? {
    let layout = after.layout
    if let destination, destination < layout.cellCount,
      layout.offset(ofCell: destination) == before.layout.offset(ofCell: destination),
      layout.row(ofCell: destination) == before.layout.row(ofCell: destination)
    {
      let scrolls = effects.contains { if case .scroll = $0 { true } else { false } }
      guard after.phase == before.phase, after.offset == before.offset, !scrolls else {
        return CheckFailure(
          .motion, "a layout change that kept row \(destination) in place gave \(effects)")
      }
      return nil
    }
    guard layout.itemCount > 0 else { return nil }
    let expected =
      destination.map { min(before.layout.row(ofCell: $0), layout.itemCount - 1) }
      ?? Self.clampedSelection(before.selectedRow, into: layout)
    guard after.phase.isIdle, after.selectedRow == expected else {
      return CheckFailure(
        .motion,
        "a layout change that moved the destination \(String(describing: destination)) "
          + "left row \(String(describing: after.selectedRow)), \(after.phase)")
    }
    return nil
  }

  /// Dragging: the row under the anchor (clamped) keeps its distance from the anchor.
  private func checkFingerKept(_ before: PickerState, _ after: PickerState) -> CheckFailure? {
    guard let oldCell = before.centeredCell, after.layout.itemCount > 0,
      abs(after.offset) < .greatestFiniteMagnitude
    else { return nil }
    let row = min(before.layout.row(ofCell: oldCell), after.layout.itemCount - 1)
    let oldDistance = before.offset - before.layout.offset(ofCell: oldCell)
    let newDistance = after.offset - after.layout.offset(ofRow: row)
    let scale = max(1, abs(oldDistance), abs(after.offset), abs(before.offset))
    guard abs(newDistance - oldDistance) <= scale * 1e-12 else {
      return CheckFailure(
        .motion,
        "row \(row) moved under the finger: \(oldDistance) from the anchor, now \(newDistance)")
    }
    return nil
  }

  /// The row nearest `offset`: by the naive scan where the layout is small enough, by the
  /// layout's own search (checked against neighbours after every event) otherwise.
  static func nearestRow(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.itemCount <= naiveScanLimit else { return layout.nearestRow(toOffset: offset) }
    return NaiveGeometry.nearestRow(in: layout, toOffset: offset)
  }

  /// The cell nearest `offset`: ``nearestRow(in:toOffset:)`` when the layout does not wrap,
  /// and otherwise the layout's own search, checked against its neighbouring cells after
  /// every event.
  static func nearestCell(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.wrapsAround else { return nearestRow(in: layout, toOffset: offset) }
    return layout.nearestCell(toOffset: offset)
  }
}
