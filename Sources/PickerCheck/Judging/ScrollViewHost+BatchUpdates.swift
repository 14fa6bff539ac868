import PickerState

/// What the end-to-end judgement of a batch update needs of the scroll view as the update
/// finds it: where the user sees L3's reference row, and the row a motion heads for, by the
/// checker's own model of identity (`NaiveRowChanges`) and its own cells
/// (``ScrollViewCells``), never by the changes' or the layout's answers.
struct BatchUpdateBefore {
  /// The checker's model of the change.
  var model: NaiveRowChanges
  /// L3's reference row before the update and where the user saw it
  /// (``ScrollViewCells/visiblePlace(ofRow:atOffset:near:)``): the selected row at rest,
  /// the row under the anchor (or the surviving row nearest it) in motion. More than one
  /// only where rows, or copies of a row, tie for nearest within the cells' rounding, and
  /// the picker may keep any of them. Empty where L3 holds no row still: no row the user
  /// saw survives, at rest the selected row was removed, or, but under a finger, the new
  /// rows of a contained strip fit (P8).
  var references: [(row: Int, place: Double)]
  /// The rounding of the cells before the update.
  var tolerance: Double
  /// The row a glide or an animation headed for, where the picker chose it and the host
  /// took it; nil at rest, under the finger, in a glide without the picker's target, or
  /// where the new rows of a contained strip fit (P8).
  var destinationRow: Int?
  /// The picker's target row, where it is not ``destinationRow`` but rests within half a
  /// pixel of where the scroll view heads (``ScrollViewHost/restsWithinHalfAPixel(_:of:)``):
  /// where snaps of a contained strip lie less than a pixel apart, the offset the scroll
  /// view heads for, on its pixel grid, may lie nearer a neighbouring snap, and the motion
  /// may go on to either. Nil elsewhere.
  var targetWithinHalfAPixel: Int?
  /// Whether the strip wrapped before the update, so that a removed destination is
  /// handed on round its end (L2).
  var wrapped: Bool
  /// Whether the picker may rest at once up to `minimumAnimatedDistance` from the held
  /// picture: a settle away from rest (L3), or P8's settle from rest on a contained strip.
  var settles: Bool
  /// Whether the update changes anything: rows that come, go or move, or another layout
  /// (L1: empty changes with an equal layout change nothing, and L4 maps no cell).
  var changesSomething: Bool

  /// The row `row` (before the update) becomes: its new index, or, removed, the row L2
  /// hands it on to; nil when none is left to hand it on to.
  func followedRow(of row: Int) -> Int? {
    model.newRow(ofOldRow: row) ?? model.handOn(ofRemoved: row, wraps: wrapped)
  }
}

extension ScrollViewHost {
  /// What the judgement of a `rowsChanged` that fits needs, taken before the update reaches
  /// the scroll view; nil for any other event, for changes that do not fit, and where the
  /// picker and the scroll view disagree on what the user sees (a scroll view that moved on
  /// since the picker last heard of it).
  ///
  /// - Parameter rowChanges: The checker's model of the change, where the oracle built it
  ///   already; nil to have it built here.
  /// - Complexity: O(n) for n rows, for a `rowsChanged`; O(1) otherwise.
  func batchUpdateBefore(
    _ event: PickerEvent, before: PickerState, rowChanges: NaiveRowChanges?
  ) -> BatchUpdateBefore? {
    guard case .rowsChanged(let changes, let layout) = event,
      scrollView.layout == before.layout, scrollView.offset == before.offset,
      before.offset.isFinite,
      let model = rowChanges
        ?? NaiveRowChanges(
          changes, itemCount: before.layout.itemCount, newItemCount: layout.itemCount)
    else { return nil }
    let cells = scrollView.cells
    let offset = scrollView.offset
    let survives = { (row: Int) in model.newRow(ofOldRow: row) != nil }
    var references: [(row: Int, place: Double)] = []
    // P8: where the new rows of a contained strip fit, the picker rests at 0 on the spot
    // on L2's selection, but under a finger: nothing is held, nor headed for (the host
    // animates its cells into place).
    let restsAtZero = EventOracle.rowsFit(layout) && !before.phase.isDragging
    if restsAtZero {
    } else if before.phase.isIdle {
      if let row = before.selectedRow, survives(row) {
        references = [(row, cells.visiblePlace(ofRow: row, atOffset: offset))]
      }
    } else {
      // Every copy that may lie nearest the anchor, in row order; those within the cells'
      // rounding of the nearest of all of them, or of all the survivors', are the ties.
      var copies: [(row: Int, place: Double)] = []
      copies.reserveCapacity(cells.itemCount)
      for row in 0..<cells.itemCount {
        cells.forEachPlaceNearTheAnchor(ofRow: row, atOffset: offset) {
          copies.append((row, $0))
        }
      }
      references = cells.nearestTheAnchor(copies) { $0.place }.filter { survives($0.row) }
      // P3: on a contained strip the row under the anchor is the one nearest the offset
      // clamped into the range, which a bounce past an end need not show nearest.
      if !before.layout.snapsAreRows,
        let under = EventOracle.nearestRow(in: before.layout, toOffset: offset), survives(under)
      {
        references = [(under, cells.visiblePlace(ofRow: under, atOffset: offset))]
      }
      if references.isEmpty {
        references = cells.nearestTheAnchor(copies.filter { survives($0.row) }) { $0.place }
      }
    }
    var destinationRow: Int?
    var targetWithinHalfAPixel: Int?
    switch before.phase {
    case .decelerating(targetRow: .some), .animating:
      if !restsAtZero {
        destinationRow = destination(of: scrollView, picker: before).map(layoutRow)
      }
      if destinationRow != nil, let target = pickersTargetWithinHalfAPixel(before),
        target != destinationRow
      {
        targetWithinHalfAPixel = target
      }
    case .idle, .dragging, .decelerating(targetRow: nil):
      break
    }
    return BatchUpdateBefore(
      model: model, references: references, tolerance: cells.tolerance,
      destinationRow: destinationRow, targetWithinHalfAPixel: targetWithinHalfAPixel,
      wrapped: before.layout.wrapsAround,
      settles: !before.phase.isIdle || EventOracle.settlesFromRest(before.layout, layout),
      changesSomething: !changes.removed.isEmpty || !changes.inserted.isEmpty
        || !changes.moved.isEmpty || layout != before.layout)
  }

  /// The row of a cell of the scroll view's content before the update.
  private func layoutRow(_ cell: Int) -> Int { scrollView.layout.row(ofCell: cell) }

  /// A batch update keeps what the user sees (L3, L6), judged at the frame that follows it,
  /// once the content is the new one and the picker's effects are carried out: the
  /// reference row shows where it was, its distance from the viewport's anchor kept within
  /// the pixel grid's rounding (a pixel: the grid rounds the offset before and after) and
  /// the cells' own, mid-drag included; a motion that rests at once moves it by less than
  /// an animation goes. A glide or an animation goes on to the same item, or to the item L2
  /// hands it on to: the scroll view heads for that row's cell, or rests on that row.
  ///
  /// The reference row holding its place is the no-jump judgement of the update: no frame
  /// shows the content moved, and the frames after it are the scroll view's own motion.
  ///
  /// - Parameters:
  ///   - update: ``batchUpdateBefore(_:before:)``'s answer.
  ///   - offsetBefore: The offset the scroll view showed before the update.
  ///   - after: The picker after the update.
  func judgeBatchUpdate(
    _ update: BatchUpdateBefore, offsetBefore: Double, after: PickerState
  ) -> CheckFailure? {
    let cells = scrollView.cells
    let offset = scrollView.offset
    if !update.references.isEmpty {
      var allowance =
        1 / scrollView.pixelScale + update.tolerance + cells.tolerance
        + 1e-12 * max(1, abs(offset), abs(offsetBefore))
      // A settle whose anchor lay nearer than an animation goes rests there at once (L3, P8).
      if update.settles && after.phase.isIdle {
        allowance += max(after.options.minimumAnimatedDistance, 0)
      }
      var shifts: [Double] = []
      for reference in update.references {
        guard let newRow = update.model.newRow(ofOldRow: reference.row) else { continue }
        let place = cells.visiblePlace(ofRow: newRow, atOffset: offset, near: reference.place)
        shifts.append(place - reference.place)
      }
      guard shifts.contains(where: { abs($0) <= allowance }) else {
        let rows = update.references.map(\.row)
        return CheckFailure(
          .batchUpdateKeepsView,
          "the batch update moved row(s) \(rows) on screen by \(shifts) (content "
            + "\(offsetBefore) -> \(offset), picker \(after.phase))")
      }
      // L4: mid-drag, the cell that holds the picture lies W5's margin inside both ends.
      if after.phase.isDragging, update.changesSomething,
        let failure = judgeMarginOfMappedCells(
          update.references.compactMap { reference in
            update.model.newRow(ofOldRow: reference.row).map {
              offset + cells.visiblePlace(ofRow: $0, atOffset: offset, near: reference.place)
            }
          }, what: "the cell under the finger")
      {
        return failure
      }
    }
    guard let row = update.destinationRow, update.model.anyRowSurvives,
      update.followedRow(of: row) != nil
    else { return nil }
    if let failure = headingFault(toward: row, update, after: after) {
      // A glide toward snaps less than a pixel apart may have headed for the picker's
      // target among them, where the scroll view read another.
      guard let target = update.targetWithinHalfAPixel,
        headingFault(toward: target, update, after: after) == nil
      else { return failure }
    }
    // L4: a motion's destination lies W5's margin inside both ends.
    guard update.changesSomething else { return nil }
    switch scrollView.motion {
    case .animating(_, let to, _):
      return judgeMarginOfMappedCells([to], what: "the motion's destination")
    case .decelerating(_, let target, _, _):
      return judgeMarginOfMappedCells([target], what: "the motion's destination")
    case .resting, .dragging, .releasing:
      return nil
    }
  }

  /// A glide or an animation toward `row` (before the update) goes on to the same item, or
  /// to the item L2 hands it on to: the scroll view heads for the row P4 commits at the
  /// snap where that row rests, or rests on it (L3). Nil when it does, or when the row is
  /// handed on to none.
  private func headingFault(
    toward row: Int, _ update: BatchUpdateBefore, after: PickerState
  ) -> CheckFailure? {
    guard let expected = update.followedRow(of: row) else { return nil }
    // A motion that goes on heads for the row P4 commits at the snap where the followed
    // destination rests; one that rested at once rests on the destination itself (L3).
    // Where snaps of a contained strip lie less than a pixel apart, the offset the scroll
    // view heads for, on its pixel grid, may lie nearer a neighbouring snap: heading for
    // the committed row's rest within half a pixel is heading for that row.
    let heading: Int?
    var committed = expected
    var headsForCommittedRest = false
    switch scrollView.motion {
    case .animating(_, let target, _), .decelerating(_, let target, _, _):
      heading =
        Self.cell(endingAt: target, in: after.layout, selected: after.selectedRow)
        .map(after.layout.row(ofCell:))
      committed = Self.row(committedWhere: expected, in: after.layout, selected: after.selectedRow)
      headsForCommittedRest =
        !after.layout.wrapsAround && restsWithinHalfAPixel(committed, of: target)
    case .resting:
      heading = after.selectedRow
    case .dragging, .releasing:
      return nil
    }
    guard heading == committed || headsForCommittedRest else {
      return CheckFailure(
        .batchUpdateKeepsView,
        "a motion toward row \(row) (row \(expected) after the batch update, committing "
          + "row \(committed)) heads for row \(String(describing: heading))")
    }
    return nil
  }

  /// L4's margin, after a batch update on a wrapping strip: a cell that L4 maps (the cell
  /// under a dragging finger, a motion's destination) is anchored at least W5's margin
  /// inside both ends of the new content, by the scroll view's own cells, up to their
  /// rounding and a pixel. Any one of `anchors` (ties the picker may break either way) is
  /// enough. Not judged where the margin cannot hold: a clear middle of the range shorter
  /// than a lap may hold no copy of a row.
  ///
  /// - Parameters:
  ///   - anchors: The offsets that anchor the candidates for the mapped cell.
  ///   - what: The cell's part, for the report.
  private func judgeMarginOfMappedCells(_ anchors: [Double], what: String) -> CheckFailure? {
    let cells = scrollView.cells
    guard let margin = cells.targetMargin, let lapLength = cells.lapLength, !anchors.isEmpty
    else { return nil }
    let range = cells.offsetRange
    let slack = 1 / scrollView.pixelScale + 2 * cells.tolerance
    guard range.upperBound - 2 * margin >= lapLength + slack else { return nil }
    let lowest = range.lowerBound + margin - slack
    let highest = range.upperBound - margin + slack
    guard anchors.contains(where: { $0 >= lowest && $0 <= highest }) else {
      return CheckFailure(
        .noEndInReach,
        "L4: after the batch update \(what) is anchored at \(anchors), outside "
          + "\(lowest)...\(highest), W5's margin inside the ends")
    }
    return nil
  }
}
