import PickerState

// MARK: - Row changes: live data

extension BaselinePicker {
  /// `rowsChanged(_:layout:)`, for layouts that do not wrap: changes that do not fit the
  /// counts are rejected; empty changes with the same layout change nothing. Otherwise the
  /// selection follows its item by ``ShiftedRows``, or, removed, goes to the first
  /// surviving row after it, else the last before it, else row 0; then idle, the picker
  /// rests on it; dragging, the row under the anchor (or the surviving row nearest the
  /// offset) keeps its distance from the anchor; decelerating or animating, the motion goes
  /// on when nothing moved, and otherwise becomes the settle on its destination, from
  /// where the picture holds.
  ///
  /// - Complexity: O(k) per row followed for k changes, and O(n) for ``RowSearch/scan``,
  ///   which lists the new anchors.
  func rowsChanged(
    _ changes: PickerRowChanges, to newLayout: PickerLayout, into effects: inout [PickerEffect]
  ) {
    let oldCount = layout.itemCount
    let newCount = newLayout.itemCount
    let rows = ShiftedRows(changes, itemCount: oldCount)
    guard rows.fits(newItemCount: newCount) else {
      effects.append(.rejected(.rowChangesMismatch(itemCount: oldCount, newItemCount: newCount)))
      return
    }
    guard !changes.isEmpty || newLayout != layout else { return }
    let oldLayout = layout
    let oldSelection = selectedRow
    let followed = oldSelection.flatMap(rows.newRow(ofOldRow:))
    let handedOn = followedOrHandedOn(oldSelection, rows: rows) ?? (newCount > 0 ? 0 : nil)
    let cause: SelectionCause = followed == nil ? .reload : .renumbered
    let reference = centeredRow.flatMap {
      referenceRow(from: $0, rows: rows, newLayout: newLayout)
    }
    adopt(newLayout)
    // The host's cell moves with its item: the followed row is highlighted already.
    selectedRow = followed
    let selection = (row: handedOn, old: oldSelection, cause: cause)
    switch phase {
    case .idle:
      reselect(selection, into: &effects)
      comeToRest(on: handedOn, host: .still, into: &effects)
    case .dragging:
      reselect(selection, into: &effects)
      if let reference {
        holdPicture(at: offset + reference.shift, near: reference.newRow, into: &effects)
      } else if let row = handedOn {
        // Nothing under the finger survived: the drag goes on from the new selection.
        holdPicture(at: layout.offset(ofRow: row), near: row, into: &effects)
      } else {
        centeredRow = nil
      }
    case .decelerating(let target):
      continueMotion(
        toward: target, holding: reference, from: oldLayout, rows: rows, selection: selection,
        into: &effects)
    case .animating(let target):
      continueMotion(
        toward: target, holding: reference, from: oldLayout, rows: rows, selection: selection,
        into: &effects)
    }
  }

  /// L2's new selection, the row before the change it came from, and the cause when it only
  /// follows its item or is handed on.
  typealias Reselection = (row: Int?, old: Int?, cause: SelectionCause)

  /// Takes the selection from the old one followed (``selectedRow``) to `selection.row`:
  /// committed when it is another row, reported alone when only its index changed.
  private func reselect(_ selection: Reselection, into effects: inout [PickerEffect]) {
    if selection.row != selectedRow {
      commit(selection.row, cause: selection.cause, into: &effects)
    } else if selection.row != selection.old {
      effects.append(.selectionChanged(row: selection.row, cause: selection.cause))
    }
  }

  /// Decelerating or animating toward `target` (a row before the change, nil for a glide
  /// without one): the motion goes on when the reference row did not move and the
  /// destination keeps its anchor; otherwise a scroll without animation holds the picture
  /// and stops the host's motion, and the destination is settled on from there. With
  /// nothing the user saw surviving, the motion ends at once on the new selection.
  private func continueMotion(
    toward target: Int?, holding reference: ReferenceRow?, from oldLayout: PickerLayout,
    rows: ShiftedRows, selection: Reselection, into effects: inout [PickerEffect]
  ) {
    guard let reference else {
      reselect(selection, into: &effects)
      return comeToRest(on: selection.row, host: .moving, into: &effects)
    }
    let oldDestination = target ?? reference.oldRow
    // Rows survive, so a removed destination is handed on to one of them.
    guard let destination = followedOrHandedOn(oldDestination, rows: rows) else {
      preconditionFailure("a motion's destination survives or is handed on")
    }
    if reference.shift == 0
      && layout.offset(ofRow: destination) == oldLayout.offset(ofRow: oldDestination)
    {
      reselect(selection, into: &effects)
      switch phase {
      case .decelerating(nil): break
      case .decelerating: phase = .decelerating(targetRow: destination)
      case .animating: phase = .animating(targetRow: destination)
      case .idle, .dragging: preconditionFailure("only a glide or an animation goes on")
      }
      releaseRow = releaseRow.flatMap { followedOrHandedOn($0, rows: rows) }
      centeredRow = nearestRow(toOffset: offset, near: reference.newRow)
      return
    }
    let settleCause = destination == selection.row ? selection.cause : .scroll
    reselect((destination, selection.old, settleCause), into: &effects)
    let held = offset + reference.shift
    let distance = abs(layout.offset(ofRow: destination) - held)
    guard distance > 0 && distance >= options.minimumAnimatedDistance else {
      return comeToRest(on: destination, host: .moving, into: &effects)
    }
    holdPicture(at: held, near: reference.newRow, stoppingMotion: true, into: &effects)
    scroll(to: destination, animated: true, host: .moving, into: &effects)
  }

  /// A scroll without animation to `kept` (when dragging, none when the offset is there
  /// already; always when it must stop the host's glide or animation), with the row under
  /// the anchor found from `row`.
  private func holdPicture(
    at kept: Double, near row: Int, stoppingMotion: Bool = false,
    into effects: inout [PickerEffect]
  ) {
    let newOffset = min(max(kept, -.greatestFiniteMagnitude), .greatestFiniteMagnitude) + 0
    if stoppingMotion || newOffset != offset {
      effects.append(.scroll(toOffset: newOffset, animated: false))
    }
    offset = newOffset
    centeredRow = nearestRow(toOffset: newOffset, near: row)
  }

  /// A row before the change followed to its index after it, or, removed, handed on to the
  /// first surviving row after it, else the last one before it (L2); nil for nil or when no
  /// row survives.
  private func followedOrHandedOn(_ row: Int?, rows: ShiftedRows) -> Int? {
    guard let row else { return nil }
    if let followed = rows.newRow(ofOldRow: row) { return followed }
    let neighbour =
      rows.firstSurvivingRow(atOrAfter: row + 1) ?? rows.lastSurvivingRow(atOrBefore: row - 1)
    return neighbour.flatMap(rows.newRow(ofOldRow:))
  }

  /// L3's reference row away from rest, before and after the change, and its shift.
  struct ReferenceRow {
    /// Its index before the change.
    var oldRow: Int
    /// Its index after it.
    var newRow: Int
    /// `Δ`: its new anchor offset less its old one.
    var shift: Double
  }

  /// The row under the anchor when it survives, else the surviving row whose anchor is
  /// nearest the offset (the lower on a tie), with its shift into `newLayout`; nil when no
  /// row survives. Called while `layout` is still the old one.
  private func referenceRow(
    from centered: Int, rows: ShiftedRows, newLayout: PickerLayout
  ) -> ReferenceRow? {
    var oldRow = centered
    if rows.newRow(ofOldRow: centered) == nil {
      let after = rows.firstSurvivingRow(atOrAfter: centered + 1)
      let before = rows.lastSurvivingRow(atOrBefore: centered - 1)
      switch (before, after) {
      case (let low?, let high?):
        let lowDistance = abs(layout.offset(ofRow: low) - offset)
        oldRow = abs(layout.offset(ofRow: high) - offset) < lowDistance ? high : low
      case (let row?, nil), (nil, let row?): oldRow = row
      case (nil, nil): return nil
      }
    }
    guard let newRow = rows.newRow(ofOldRow: oldRow) else { return nil }
    let shift = newLayout.offset(ofRow: newRow) - layout.offset(ofRow: oldRow)
    return ReferenceRow(oldRow: oldRow, newRow: newRow, shift: shift)
  }
}
