// MARK: - Row changes: live data that keeps the user's item and what the user sees

extension PickerState {
  /// `rowsChanged(_:layout:)` (L1-L5): rows came, went or moved, and the
  /// picker keeps the user's item and what the user sees.
  ///
  /// Changes that do not fit the counts (see ``PickerEvent/rowsChanged(_:layout:)``) are
  /// rejected with `rowChangesMismatch`, the state untouched; empty changes with the same
  /// layout change nothing; empty changes with another layout are a resize in which every
  /// row maps to itself. Otherwise the selection follows its item (L2): at its new index
  /// (`selectionChanged` with cause `.renumbered`, no `configure`), or, removed, handed to
  /// the first surviving row after it, else the last before it (round the seam of a
  /// wrapping strip), else row 0 (`configure(new, true)`, cause `.reload`). Then, by phase
  /// (L3), with the reference row the selection at rest and otherwise the row under the
  /// anchor (or, removed, the surviving row nearest the offset), and `Δ` its shift:
  ///
  /// - idle: the picker rests on its selection's anchor (at 0 with no rows left), with a
  ///   scroll without animation when the offset changes (by `Δ` for a surviving
  ///   selection: the picture holds).
  /// - dragging: a scroll without animation to `offset + Δ`, none when `Δ` is 0: the finger
  ///   holds the same content. When no row survives, the drag goes on from the new
  ///   selection's anchor; with no rows left, from where the finger is.
  /// - decelerating or animating: the destination (the motion's target, else the reference
  ///   row) is followed, or handed on when removed. When `Δ` is 0 and the destination's
  ///   anchor stays, the motion goes on, its target renumbered (on a contained strip, the
  ///   row the settle would commit at the target's snap, P4: the selected row when it
  ///   rests there). Otherwise a scroll without
  ///   animation to `offset + Δ` holds the picture and stops the host's motion, the
  ///   destination is committed (cause `.scroll` unless already selected), and an animated
  ///   scroll takes the content on to its anchor; nearer than `minimumAnimatedDistance`,
  ///   the picker rests there at once, with one scroll without animation to the anchor and
  ///   `didEndScrolling`. When nothing the user saw survives, the motion ends at once on
  ///   the new selection; with no rows left the picker rests at 0 with a scroll without
  ///   animation there, which stops the host (rule 11).
  ///
  /// On a wrapping strip cells follow their rows lap for lap (L4): a drag keeps its lap,
  /// but a followed cell (the one that holds the picture, a motion's destination, the
  /// release cell) never lies within W5's margin of either end of the new strip, taking
  /// the copy in the nearest lap that lies the margin inside; and every rest is on the
  /// home lap. A data change never ticks, and paging counts from
  /// the release row followed (or handed on).
  ///
  /// On a contained strip (P8) `Δ` is the shift of the reference row's natural offset, the
  /// content under the anchor, and the surviving row nearest the offset is found among the
  /// natural offsets from the offset as it is, a bounce included; a destination's anchor is
  /// where its row rests. So at rest, when the selected row's natural offset moves by
  /// another amount than its resting offset (cards arriving before one that rests clamped
  /// at an end), the picture holds by the natural shift and an animated scroll heads for
  /// the row's resting offset, in `.animating` (the selection unchanged), or, nearer than
  /// `minimumAnimatedDistance`, the picker rests there at once: the one change of data
  /// that animates from rest, ended by the host's `didEndScrollingAnimation` as any other.
  /// When the new rows fit (every row resting at 0), a picker that is not dragging rests at
  /// 0 at once on L2's selection, with nothing to hold: from rest with a scroll without
  /// animation only if it was elsewhere, from a motion with the scroll that stops the host
  /// and `didEndScrolling` (rule 11).
  ///
  /// Autoplay's timer follows in
  /// ``updateAutoAdvanceTimer(wasTimerWanted:changedSelectionOrSettings:into:)``: a change
  /// that ends a motion, makes a timer wanted or hands the selection to another item
  /// restarts it; one that keeps the selected item at rest, whatever its index, leaves it
  /// alone (L5).
  ///
  /// - Complexity: O(log k) for k changes per row followed, and the layout's usual
  ///   geometry. Allocates nothing.
  @usableFromInline
  mutating func rowsChanged(
    _ changes: PickerRowChanges, to newLayout: PickerLayout, into effects: inout PickerEffects
  ) {
    let oldCount = layout.itemCount
    let newCount = newLayout.itemCount
    guard changes.fits(itemCount: oldCount, newItemCount: newCount) else {
      return effects.append(
        .rejected(.rowChangesMismatch(itemCount: oldCount, newItemCount: newCount)))
    }
    guard !changes.isEmpty || newLayout != layout else { return }
    let rows = RowFollowing(old: layout, new: newLayout, changes: changes)
    let oldSelection = selectedRow
    let followed = oldSelection.flatMap { changes.newRow(ofOldRow: $0) }
    let handedOn = rows.newSelection(from: oldSelection)
    let cause: SelectionCause = followed == nil ? .reload : .renumbered
    let reference = storedCenteredCell.flatMap {
      rows.reference(underAnchor: $0, offset: offset)
    }
    let (oldTarget, oldRelease) = (targetCell, releaseCell)
    layout = newLayout
    // The host's cell moves with its item: the followed row is highlighted already.
    selectedRow = followed
    switch motion {
    case .idle:
      reselect(handedOn, from: oldSelection, cause: cause, into: &effects)
      if let oldSelection, let followed, !layout.rowsFitContained {
        restAfterShift(of: followed, from: oldSelection, rows: rows, into: &effects)
      } else {
        comeToRest(on: handedOn, host: .still, into: &effects)
      }
    case .dragging:
      reselect(handedOn, from: oldSelection, cause: cause, into: &effects)
      if let reference {
        holdPicture(
          at: offset + reference.shift, near: reference.newCell, host: .still, into: &effects)
      } else if let row = handedOn {
        // Nothing under the finger survived: the drag goes on from the new selection.
        holdPicture(
          at: anchorOffset(ofRow: row), near: layout.homeCell(ofRow: row), host: .still,
          into: &effects)
      } else {
        storedCenteredCell = nil
      }
    case .decelerating, .animating:
      if let reference, !layout.rowsFitContained {
        continueMotion(
          toward: oldTarget, releasedAt: oldRelease, holding: reference, rows: rows,
          handedOn: handedOn, from: oldSelection, cause: cause, into: &effects)
      } else {
        // Nothing the user saw survives, or the rows of a contained strip fit and all
        // rest at 0 (P8): the motion ends at once on the new selection.
        reselect(handedOn, from: oldSelection, cause: cause, into: &effects)
        comeToRest(on: handedOn, host: .moving, into: &effects)
      }
    }
  }

  /// L5: takes the selection from the old one followed to its new index (``selectedRow``,
  /// nil when it was removed) to `row`: `configure(followed, false)` when the followed row
  /// survives and is not `row`, `configure(row, true)` when `row` is not the followed one,
  /// and one `selectionChanged` when either the row or its index changed.
  private mutating func reselect(
    _ row: Int?, from oldIndex: Int?, cause: SelectionCause, into effects: inout PickerEffects
  ) {
    if row != selectedRow {
      commit(row, cause: cause, into: &effects)
    } else if row != oldIndex {
      effects.append(.selectionChanged(row: row, cause: cause))
    }
  }

  /// At rest with the selection followed (L3, P8): the picker rests on its row, unless the
  /// change shifts the row's natural offset by another amount than its resting offset (a
  /// contained strip's row resting clamped at an end, with rows arriving or leaving
  /// around it). Then a scroll without animation holds the picture by the natural shift,
  /// and an animated scroll heads for the row's resting offset, in `.animating`; nearer
  /// than `minimumAnimatedDistance`, the picker rests there at once. On an anchored or a
  /// wrapping strip the two shifts are the same number, and the picker rests as before.
  ///
  /// - Parameters:
  ///   - row: The selected row after the change.
  ///   - oldRow: The selected row before it, which the change followed to `row`.
  ///   - rows: How the change carries old cells to new ones.
  private mutating func restAfterShift(
    of row: Int, from oldRow: Int, rows: RowFollowing, into effects: inout PickerEffects
  ) {
    let oldCell = rows.old.homeLapFirstCell &+ oldRow
    let cell = layout.homeLapFirstCell &+ row
    let naturalShift = layout.naturalOffset(ofCell: cell) - rows.old.naturalOffset(ofCell: oldCell)
    let restingShift = anchorOffset(ofCell: cell) - rows.old.offset(ofCell: oldCell)
    let held = offset + naturalShift
    let distance = abs(anchorOffset(ofCell: cell) - held)
    guard
      naturalShift != restingShift && distance > 0
        && distance >= options.minimumAnimatedDistance
    else { return comeToRest(on: row, host: .still, into: &effects) }
    holdPicture(at: held, near: cell, host: .still, into: &effects)
    scroll(toCell: cell, animated: true, host: .still, into: &effects)
  }

  /// Decelerating or animating, with rows surviving (L3): the motion goes on toward its
  /// destination when nothing the user sees moves and the destination keeps its anchor;
  /// otherwise it becomes the settle on the destination, from where the picture holds.
  /// A glide past the upper end of the range toward a row that rests inside that end (P4:
  /// the host bounces back to the end, and the settle then animates to the row) does not
  /// go on when the change moves that end: the bounce still heads for the old end, where
  /// another row may now lie nearest, and the settle there would commit that row instead
  /// of the one the glide carries.
  ///
  /// - Parameters:
  ///   - target: The motion's target cell before the change, nil for a glide without one.
  ///   - release: The cell where the finger lifted before the change, nil without one.
  ///   - reference: L3's reference row.
  ///   - rows: How the change carries old cells to new ones.
  ///   - handedOn: L2's selection.
  ///   - oldSelection: The selected row before the change.
  ///   - cause: L2's cause, for a selection that only follows its item or is handed on.
  private mutating func continueMotion(
    toward target: Int?, releasedAt release: Int?, holding reference: RowFollowing.Reference,
    rows: RowFollowing, handedOn: Int?, from oldSelection: Int?, cause: SelectionCause,
    into effects: inout PickerEffects
  ) {
    let oldDestination = target ?? reference.oldCell
    // Rows survive, so a removed destination is handed on to one of them.
    guard let destination = rows.destinationCell(of: rows.copy(ofOldCell: oldDestination))
    else { preconditionFailure("a motion's destination survives or is handed on") }
    let destinationRow = layout.uncheckedRow(ofCell: destination)
    let oldRest = rows.old.offset(ofCell: oldDestination)
    if reference.shift == 0 && anchorOffset(ofCell: destination) == oldRest
      && !bouncesToAMovedEnd(from: rows.old, destinationRest: oldRest)
    {
      reselect(handedOn, from: oldSelection, cause: cause, into: &effects)
      switch motion {
      case .decelerating:
        // A glide without a target keeps none; one with a target carries, on a contained
        // strip, the row P4 commits at its snap. Paging counts from the release cell
        // followed (or handed on).
        let heading = cell(headingFor: destination)
        motion = .decelerating(
          target: target == nil ? nil : Target(heading, in: layout),
          release: release.flatMap { rows.destinationCell(of: rows.copy(ofOldCell: $0)) })
      case .animating:
        motion = .animating(target: Target(destination, in: layout))
      case .idle, .dragging:
        preconditionFailure("only a glide or an animation continues")
      }
      storedCenteredCell = layout.nearestCell(toOffset: offset, near: reference.newCell)
      return
    }
    let settleCause = destinationRow == handedOn ? cause : .scroll
    reselect(destinationRow, from: oldSelection, cause: settleCause, into: &effects)
    let held = offset + reference.shift
    let distance = abs(anchorOffset(ofCell: destination) - held)
    guard distance > 0 && distance >= options.minimumAnimatedDistance else {
      // Nearer than an animation goes: the one scroll without animation rests there.
      return comeToRest(on: destinationRow, host: .moving, into: &effects)
    }
    holdPicture(at: held, near: reference.newCell, host: .moving, into: &effects)
    scroll(toCell: destination, animated: true, host: .moving, into: &effects)
  }

  /// Whether a glide with the picker's target lies past the upper end of `old`'s range,
  /// toward a destination that rests short of that end, and the change moves the end: the
  /// host's bounce heads for an offset that is no longer an end, nor the destination's
  /// rest. The lower end is 0 in every layout, and a row that arrives before it shifts the
  /// row under the anchor.
  private func bouncesToAMovedEnd(from old: PickerLayout, destinationRest: Double) -> Bool {
    guard case .decelerating(.some, _) = motion else { return false }
    let oldEnd = old.offsetRange.upperBound
    return offset > oldEnd && destinationRest != oldEnd
      && layout.offsetRange.upperBound != oldEnd
  }
}
