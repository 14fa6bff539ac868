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
    guard case .animating(let row) = after.phase, after.layout.offset(ofRow: row) == offset
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

  /// A value a scroll may take: finite, inside `offsetRange`, a row's anchor, never -0.0.
  func checkAnchor(_ offset: Double, in layout: PickerLayout) -> CheckFailure? {
    guard offset.isFinite, layout.offsetRange.contains(offset),
      offset != 0 || offset.sign == .plus,
      let row = layout.nearestRow(toOffset: offset), layout.offset(ofRow: row) == offset
    else {
      return CheckFailure(
        .scrollTargets, "target \(offset) is not a row's anchor in \(layout.offsetRange)")
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
    defer { noteStoppingScroll(before, event, after) }
    switch event {
    case .select(let row, _), .tap(let row):
      return checkSelection(of: row, before, event, effects, after)
    case .tapCell(let cell):
      return checkSelection(of: before.layout.row(ofCell: cell), before, event, effects, after)
    case .accessibilityIncrement, .accessibilityDecrement:
      return checkSelection(of: nil, before, event, effects, after)
    case .willBeginDragging:
      guard Array(effects).isEmpty, after.phase.isDragging else {
        return CheckFailure(.motion, "willBeginDragging gave \(effects), phase \(after.phase)")
      }
    case .willEndDragging:
      releaseRow = Self.nearestRow(in: before.layout, toOffset: before.offset)
      return checkPagingOfTarget(after)
    case .didEndDragging(let willDecelerate):
      if before.phase.isDragging && willDecelerate {
        releaseRow = Self.nearestRow(in: before.layout, toOffset: before.offset)
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
      releaseRow = layout.itemCount == 0 ? nil : releaseRow.map { min($0, layout.itemCount - 1) }
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

  /// With paging, a release's target row lies at most `maxItems` rows from the row at
  /// release, on layouts of any size.
  private func checkPagingOfTarget(_ after: PickerState) -> CheckFailure? {
    guard case .paging(let maxItems) = after.options.snapping,
      case .decelerating(let target?) = after.phase, let releaseRow
    else { return nil }
    guard abs(target - releaseRow) <= max(maxItems, 1) else {
      return CheckFailure(
        .snapping, "target row \(target) is more than \(maxItems) from row \(releaseRow)")
    }
    return nil
  }

  /// Point 4: a settle commits the row nearest where the content stopped, within the paging
  /// limit of the release row, and scrolls there animated exactly when it should.
  private func checkSettle(
    _ before: PickerState, _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState
  ) -> CheckFailure? {
    let layout = after.layout
    guard let nearest = Self.nearestRow(in: layout, toOffset: before.offset) else {
      guard after.phase.isIdle, Array(effects).isEmpty else {
        return CheckFailure(.motion, "an empty settle gave \(effects), \(after.phase)")
      }
      return nil
    }
    let isGlide = before.phase.isDecelerating
    let row = NaiveSnapping.settleRow(
      nearest: nearest, releaseRow: isGlide ? releaseRow : nil, snapping: after.options.snapping)
    let anchor = layout.offset(ofRow: row)
    let distance = abs(anchor - before.offset)
    var isReleaseWithoutGlide = false
    if case .didEndDragging = event { isReleaseWithoutGlide = true }
    let isBouncing = before.offset < 0 || before.offset > layout.offsetRange.upperBound
    let isSuppressed =
      isReleaseWithoutGlide && isBouncing && after.options.suppressesEdgeAnimation
    let isLongEnough = distance > 0 && distance >= after.options.minimumAnimatedDistance
    let animates = !isSuppressed && isLongEnough
    let scroll = effects.first { if case .scroll = $0 { true } else { false } }
    let expectedScroll: PickerEffect? =
      animates || before.offset != anchor ? .scroll(toOffset: anchor, animated: animates) : nil
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
    case .decelerating(let target):
      return checkMotionThrough(toward: target ?? before.centeredRow, before, effects, after)
    case .animating(let target):
      return checkMotionThrough(toward: target, before, effects, after)
    }
    return nil
  }

  /// A glide or an animation toward `destination` goes on when the row keeps its anchor
  /// offset, and otherwise ends at once on it (clamped into the new rows).
  private func checkMotionThrough(
    toward destination: Int?, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState
  ) -> CheckFailure? {
    let layout = after.layout
    if let destination, destination < layout.itemCount,
      layout.offset(ofRow: destination) == before.layout.offset(ofRow: destination)
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
      destination.map { min($0, layout.itemCount - 1) }
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
    guard let oldRow = before.centeredRow, after.layout.itemCount > 0,
      abs(after.offset) < .greatestFiniteMagnitude
    else { return nil }
    let row = min(oldRow, after.layout.itemCount - 1)
    let oldDistance = before.offset - before.layout.offset(ofRow: oldRow)
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
}
