// MARK: - Layout changes: reloads, appends, resizes, rotations, alignment and direction

extension PickerState {
  /// `layoutChanged(to:into:)` when `newLayout` differs from the current one (the same
  /// layout again changes nothing). `update` takes the layout out of the event's box on
  /// this event's path alone.
  ///
  /// - Returns: Whether the layout changed, for autoplay's timer (A2).
  @usableFromInline
  mutating func layoutChanged(
    ifNew newLayout: PickerLayout, into effects: inout PickerEffects
  ) -> Bool {
    guard newLayout != layout else { return false }
    layoutChanged(to: newLayout, into: &effects)
    return true
  }

  /// `layoutChanged(_:)`: keeps what the user sees.
  ///
  /// The selected row stays while it is still in range; otherwise it is clamped to the last
  /// row (nil when there are no rows, row 0 when rows return), with the highlight
  /// `configure` of the new row and `selectionChanged(cause: .reload)`. A row that no
  /// longer exists gets no cleanup `configure`: its cell is gone. Then, by phase:
  ///
  /// - idle: the picker re-anchors on the selected row, with a scroll without animation
  ///   only if its offset changes.
  /// - dragging: the row under the anchor (clamped into the new rows) keeps its distance
  ///   from the anchor, under the finger, through a scroll without animation; when its
  ///   anchor did not move (rows appended or removed after it), nothing scrolls. The
  ///   offset may lie outside `offsetRange` (a bounce), and is clamped to finite values.
  /// - decelerating or animating: the motion's destination is the glide's target cell, the
  ///   animation's, or else the cell under the anchor. When that cell keeps its anchor
  ///   offset and its row, the motion goes on untouched (but that a contained strip's
  ///   glide carries from then on the row its settle would commit at its target's snap,
  ///   P4: the selected row when it rests there). Otherwise it ends at once: the
  ///   picker rests without animation on the destination's row (clamped into the new rows),
  ///   commits it (cause `.scroll`, or `.reload` when it is only where the clamp of a
  ///   vanished selection puts it), stops the host's motion and reports `didEndScrolling`.
  ///   It never falls back to the row selected before the gesture.
  ///
  /// In a wrapping strip (or when wrapping is turned on or off) rows are their cells in the
  /// new home lap: the row under a dragging finger keeps its distance from the anchor
  /// there, less whole laps to within half a lap (the same picture), rows that appear
  /// under a finger that dragged none come there by whole laps, and every rest is there
  /// (W6). The cell where the finger lifted, for a glide's
  /// paging limit, is clamped into the new cells the picker can reach.
  ///
  /// On a contained strip (P8), or one that becomes or stops being contained (a change of
  /// containment is a layout change like any other), the dragging finger keeps the row's
  /// distance from its natural offset, the content under the anchor; a destination's anchor
  /// is where its row rests. When the new rows of a contained strip fit (every row resting
  /// at 0), a glide or an animation ends at once at 0 on the clamped selection, with the
  /// scroll that stops the host and `didEndScrolling`. When a contained strip starts to
  /// wrap, a motion goes on only if its destination cell lies in the new home lap (W5
  /// keeps the ends out of reach), and otherwise ends at once as above.
  ///
  /// The same layout again (a reload that changed nothing) changes nothing in any phase:
  /// ``layoutChanged(ifNew:into:)`` does not call this for it.
  /// With no rows the picker keeps no row: idle, gliding or animating it rests at offset 0
  /// (no `didEndScrolling`, which needs a row), with a scroll without animation there when
  /// the content is elsewhere, and always when a glide or an animation ends that way (it
  /// stops the scroll view, rule 11); dragging, it stays under the finger, at the offset
  /// the scroll view reports.
  ///
  /// - Complexity: O(n) to compare variable widths with the current ones.
  mutating func layoutChanged(to newLayout: PickerLayout, into effects: inout PickerEffects) {
    let oldLayout = layout
    let count = newLayout.itemCount
    let clampedSelection = count == 0 ? nil : min(selectedRow ?? 0, count - 1)
    let oldTargetCell = targetCell
    let oldReleaseCell = releaseCell
    layout = newLayout
    switch motion {
    case .idle:
      commit(clampedSelection, cause: .reload, into: &effects)
      comeToRest(on: clampedSelection, host: .still, into: &effects)
    case .dragging:
      commit(clampedSelection, cause: .reload, into: &effects)
      keepRowUnderFinger(from: oldLayout, into: &effects)
    case .decelerating, .animating:
      endMotion(
        toward: oldTargetCell ?? storedCenteredCell, releasedAt: oldReleaseCell,
        from: oldLayout, clampedSelection: clampedSelection, into: &effects)
    }
  }

  /// Dragging: puts the row that was under the anchor back at its distance from the anchor
  /// in the new layout, with a scroll without animation when the offset changes. In a
  /// wrapping strip, that distance is taken modulo the new lap, to within half a lap: the
  /// picture is the same, and the drag stays in the home lap, with the wrap reach on each
  /// side (W4, W5), however far past an end a strip that did not wrap left the finger.
  ///
  /// Rows that appear under a finger that dragged none (the content was empty) have no
  /// place to keep, and the finger holds the content where it is; in a wrapping strip, the
  /// whole laps that bring the offset within half a lap of the selected row's home-lap
  /// anchor are taken off it, with a scroll without animation, as when a drag begins (W4):
  /// the picture stays, and this drag too starts with the wrap reach on each side (W5),
  /// not at an end of the strip (or past it, where the empty content left the finger).
  private mutating func keepRowUnderFinger(
    from oldLayout: PickerLayout, into effects: inout PickerEffects
  ) {
    guard let oldCell = storedCenteredCell, layout.itemCount > 0 else {
      // No row was under the finger (or none is left): nothing to keep in place.
      if layout.wrapsAround, let row = selectedRow {
        let laps = ((offset - layout.offset(ofRow: row)) / layout.lapLength).rounded()
        let recentred = offset - laps * layout.lapLength + 0  // never -0.0
        // A finger past the largest lap count a `Double` holds keeps its offset.
        if recentred.isFinite && recentred != offset {
          effects.append(.scroll(toOffset: recentred, animated: false))
          offset = recentred
        }
      }
      storedCenteredCell = layout.nearestCell(toOffset: offset)
      return
    }
    let row = min(oldLayout.row(ofCell: oldCell), layout.itemCount - 1)
    let cell = layout.homeCell(ofRow: row)
    // Natural offsets: the content under the anchor, wherever a contained strip's row
    // rests (P8).
    var distanceFromAnchor = offset - oldLayout.naturalOffset(ofCell: oldCell)
    if layout.wrapsAround {
      // A distance longer than half a new lap (a finger that a strip without wrapping left
      // far past its end, or a lap that shrank under it) would take the drag out of the
      // home lap, toward an end: the same picture lies whole laps nearer (W4, W5). The
      // remainder is exact, within half a lap, and finite for any finite distance.
      let withinHalfALap = distanceFromAnchor.remainder(dividingBy: layout.lapLength)
      if withinHalfALap.isFinite { distanceFromAnchor = withinHalfALap }
    }
    holdPicture(
      at: layout.naturalOffset(ofCell: cell) + distanceFromAnchor, near: cell, host: .still,
      into: &effects)
  }

  /// Decelerating or animating toward `destination` (a cell of `oldLayout`): the motion goes
  /// on when the cell keeps its anchor offset and its row, and otherwise ends at once on
  /// its row. A glide that goes on keeps its release cell (`release`, of `oldLayout`),
  /// clamped into the new cells the picker can reach.
  private mutating func endMotion(
    toward destination: Int?, releasedAt release: Int?, from oldLayout: PickerLayout,
    clampedSelection: Int?, into effects: inout PickerEffects
  ) {
    let count = layout.itemCount
    let selectionVanished = clampedSelection != selectedRow
    // A contained strip that starts wrapping goes on only toward the new home lap, since
    // W5 keeps the ends out of reach (P8; an anchored strip goes on as W6 says); rows of a
    // contained strip that fit all rest at 0, and a motion ends there at once on the
    // clamped selection (P8).
    let turnsWrappingOn = oldLayout.restsClamped && layout.wrapsAround
    if let destination, destination < layout.cellCount,
      !turnsWrappingOn || layout.isInHomeLap(destination),
      layout.offset(ofCell: destination) == oldLayout.offset(ofCell: destination),
      layout.row(ofCell: destination) == oldLayout.row(ofCell: destination),
      !layout.rowsFitContained
    {
      commit(clampedSelection, cause: .reload, into: &effects)
      // The same target cell, in laps of the new row count (on a contained strip, the row
      // P4 commits at its snap).
      switch motion {
      case .decelerating(let target, _):
        let heading = cell(headingFor: destination)
        motion = .decelerating(
          target: target == nil ? nil : Target(heading, in: layout),
          release: release.map { clampedRelease($0) })
      case .animating:
        motion = .animating(target: Target(destination, in: layout))
      case .idle, .dragging:
        preconditionFailure("only a glide or an animation continues")
      }
      storedCenteredCell = layout.nearestCell(toOffset: offset, near: destination)
      return
    }
    guard count > 0 else {
      commit(nil, cause: .reload, into: &effects)
      return comeToRest(on: nil, host: .moving, into: &effects)
    }
    if layout.rowsFitContained {
      commit(clampedSelection, cause: .reload, into: &effects)
      return comeToRest(on: clampedSelection, host: .moving, into: &effects)
    }
    let row = destination.map { min(oldLayout.row(ofCell: $0), count - 1) } ?? clampedSelection ?? 0
    let isOnlyTheClamp = selectionVanished && row == clampedSelection
    commit(row, cause: isOnlyTheClamp ? .reload : .scroll, into: &effects)
    comeToRest(on: row, host: .moving, into: &effects)
  }
}

// MARK: - The release through a layout change

extension PickerState {
  /// The cell where the finger lifted, carried through a layout change for a glide that
  /// goes on: clamped into the new cells, then to the nearest copy the picker can reach
  /// (W5). On a contained strip the release is a row of the snap nearest the release
  /// offset (P4), and stays that row, clamped into the new rows: the rows that cannot
  /// reach the anchor rest at an end's snap too, and moving the release to one that can
  /// would move it a snap.
  private func clampedRelease(_ release: Int) -> Int {
    let cell = min(release, layout.cellCount - 1)
    return layout.restsClamped ? cell : layout.nearestReachableCell(to: cell)
  }
}

// MARK: - Holding the picture

extension PickerState {
  /// Moves the content to `kept` (clamped to finite values, never -0.0) without
  /// animation, so that what the user sees holds still through a change of layout or rows,
  /// and finds the cell under the anchor there from `cell`. It emits a scroll when the
  /// offset changes, and always while the host may be moving the content: the scroll then
  /// stops its glide or animation with the same content in view. The offset may lie
  /// outside `offsetRange` (a bounce, or content that shrank).
  mutating func holdPicture(
    at kept: Double, near cell: Int, host: HostMotion, into effects: inout PickerEffects
  ) {
    let newOffset = min(max(kept, -.greatestFiniteMagnitude), .greatestFiniteMagnitude) + 0
    switch host {
    case .moving:
      effects.append(.scroll(toOffset: newOffset, animated: false))
    case .still, .arrivedAtAnchor:
      if newOffset != offset { effects.append(.scroll(toOffset: newOffset, animated: false)) }
    }
    offset = newOffset
    storedCenteredCell = layout.nearestCell(toOffset: newOffset, near: cell)
  }
}
