import PickerState

// MARK: - Live data: L2, L3, L4 and L5 from the oracle's own model of identity

extension EventOracle {
  /// Where a change of rows takes the rows the picker follows, as the oracle's own model
  /// (`NaiveRowChanges`) and laps say, never the changes' or the picker's answers.
  struct RowFollowing {
    /// The selected row followed to its new index; nil when it was removed (or none was
    /// selected).
    var followed: Int?
    /// The selection L2 leaves: `followed`, or the row it is handed to.
    var handedOn: Int?
    /// Whether some row before the change survived it.
    var anyRowSurvives: Bool
    /// The reference row's cell before the change and its cell after it (L3, L4): the cell
    /// under the anchor, or the surviving row nearest the offset when that row was removed;
    /// nil when no row survived.
    var reference: (old: Int, new: Int)?
    /// Where the scroll that holds the picture puts the content: the offset moved by the
    /// reference row's shift `Δ`, by the oracle's anchors (on a contained strip the shift of
    /// its natural offset, the content under the anchor, P8).
    var heldOffset: Double?
    /// Whether the reference row's natural offset moved (P8), by the layouts' own numbers,
    /// exactly as the picker compares them: its anchor where the strip is not contained.
    var referenceMoved: Bool
    /// The largest magnitude of the two anchors `heldOffset` is worked out from: their
    /// rounding, which may be far coarser than the offset's, bounds the held offset's.
    var anchorMagnitude: Double = 0
    /// How far the oracle's models of the two anchors `heldOffset` is worked out from may
    /// part from the layouts' by rounding, each model's own measure (0 for an anchor read
    /// from the layout itself).
    var anchorRounding: Double = 0
  }

  /// Follows the selection and the reference row of `before` through a change of rows.
  ///
  /// - Parameters:
  ///   - model: The oracle's model of the change.
  ///   - lapsBefore: The oracle's laps of the layout before the change.
  ///   - layout: The layout after it, whose laps are ``laps``.
  func following(
    _ model: NaiveRowChanges, from before: PickerState, lapsBefore: LapModel?,
    to layout: PickerLayout
  ) -> RowFollowing {
    let followed = before.selectedRow.flatMap(model.newRow(ofOldRow:))
    var handedOn = followed
    if followed == nil {
      handedOn =
        before.selectedRow.map { model.handOn(ofRemoved: $0, wraps: lapsBefore != nil) }
        ?? (layout.itemCount > 0 ? 0 : nil)
    }
    var following = RowFollowing(
      followed: followed, handedOn: handedOn, anyRowSurvives: model.anyRowSurvives,
      reference: nil, heldOffset: nil, referenceMoved: false)
    guard let old = referenceCell(model, before, lapsBefore: lapsBefore),
      let newRow = model.newRow(ofOldRow: row(ofCell: old, lapsBefore))
    else { return following }
    let new = cell(following: old, to: newRow, in: layout, lapsBefore: lapsBefore)
    let oldAnchor = Self.anchor(ofCell: old, in: before.layout, laps: lapsBefore)
    let newAnchor = Self.anchor(ofCell: new, in: layout, laps: laps)
    following.reference = (old, new)
    following.heldOffset = before.offset + (newAnchor.offset - oldAnchor.offset)
    following.referenceMoved =
      Self.naturalOffset(ofCell: new, in: layout)
      != Self.naturalOffset(ofCell: old, in: before.layout)
    following.anchorMagnitude = max(abs(oldAnchor.offset), abs(newAnchor.offset))
    following.anchorRounding = oldAnchor.rounding + newAnchor.rounding
    return following
  }

  /// The most rows of a strip that does not wrap whose anchors
  /// ``following(_:from:lapsBefore:to:)`` works out with the naive model, O(n) for each
  /// change of rows: every strip the checker's apps edit (``RowEdit/rowLimit``).
  static let naiveAnchorRowLimit = RowEdit.rowLimit

  /// A cell's anchor by the oracle's own models, and how far it may part from the layout's
  /// by rounding: a wrapping strip's from its laps, and a strip that does not wrap from
  /// ``NaiveLayout``, through the scroll view's cells (``ScrollViewCells``), each with its
  /// model's rounding. Past ``naiveAnchorRowLimit`` rows (the layout fuzzer's huge strips),
  /// or where the naive sums overflow, the layout's own natural offset (its anchor but on a
  /// contained strip, P8), which the geometry checks hold against the naive models where
  /// they can.
  static func anchor(
    ofCell cell: Int, in layout: PickerLayout, laps: LapModel?
  ) -> (offset: Double, rounding: Double) {
    if let laps { return (laps.model.offset(ofCell: cell), laps.tolerance) }
    if layout.itemCount <= naiveAnchorRowLimit {
      let cells = ScrollViewCells.anchorAndTolerance(ofCell: cell, in: layout)
      if cells.anchor.isFinite { return (cells.anchor, cells.tolerance) }
    }
    return (layout.naturalOffset(ofRow: cell), 0)
  }

  /// L3's reference cell before the change: at rest on a contained strip the selected
  /// row's when it survived; away from rest, or elsewhere, the cell under the anchor, or,
  /// when its row was removed, the surviving row's cell whose anchor (natural offset on a
  /// contained strip, P8) is nearest the offset as it stands, unclamped (the lower cell on
  /// a tie, as W2 breaks them: the lower row where the strip does not wrap). On a
  /// wrapping strip every cell counts, in reach or not: L3 asks for the anchor nearest the
  /// offset, and a cell a drag pulled past the reach is on screen like any other (L4 then
  /// finds its row a cell in reach, whole laps away, that shows the same picture). Nil
  /// without rows, or when none survived.
  ///
  /// The anchors rise (or fall) strictly from cell to cell, so along the cells their
  /// distances from the offset fall and then rise: walking each way from the cell under
  /// the anchor, the nearest survivor is met before the first one farther than the last.
  ///
  /// - Complexity: O(d) when the row under the anchor was removed, for the d cells between
  ///   it and the survivors either side of the offset; O(n) for n cells at most.
  private func referenceCell(
    _ model: NaiveRowChanges, _ before: PickerState, lapsBefore: LapModel?
  ) -> Int? {
    let layout = before.layout
    // L3 at rest: the selected row, when it survived. On a contained strip it need not be
    // the row under the anchor (P3); elsewhere it is, at its resting anchor (I3).
    if before.phase.isIdle, !layout.snapsAreRows, let selected = before.selectedRow,
      model.newRow(ofOldRow: selected) != nil
    {
      return selected
    }
    let offset = before.offset
    guard offset.isFinite else { return nil }
    let under =
      lapsBefore?.nearestCell(toOffset: offset, in: layout)
      ?? Self.nearestRow(in: layout, toOffset: offset)
    guard let under else { return nil }
    if model.newRow(ofOldRow: row(ofCell: under, lapsBefore)) != nil { return under }
    // Without a survivor the walks would cross every cell of every lap for nothing.
    guard model.anyRowSurvives else { return nil }
    let cellCount = lapsBefore.map { $0.model.laps * $0.model.itemCount } ?? layout.itemCount
    var best: (cell: Int, anchor: Double)?
    for step in [-1, 1] {
      // The anchor of the last survivor this walk met.
      var last: Double?
      for cell in stride(from: under + step, to: step < 0 ? -1 : cellCount, by: step)
      where model.newRow(ofOldRow: row(ofCell: cell, lapsBefore)) != nil {
        let anchor = Self.naturalOffset(ofCell: cell, in: layout)
        if let last, ExactDistance.isNearer(last, than: anchor, to: offset) { break }
        last = anchor
        // On a tie the lower cell, as W2 breaks ties.
        let isBetter =
          best.map {
            ExactDistance.isNearer(anchor, than: $0.anchor, to: offset)
              || (cell < $0.cell && !ExactDistance.isNearer($0.anchor, than: anchor, to: offset))
          } ?? true
        if isBetter { best = (cell, anchor) }
      }
    }
    return best?.cell
  }

  /// L4: the cell after the change of `newRow`, the row of `cell` before it: the cell in
  /// the lap as far from the new home lap as `cell`'s was from the old one, or, where that
  /// one is out of reach, the reachable copy the fewest laps away; and, where that lies
  /// within W5's margin of an end, the copy in the nearest lap that lies the margin inside
  /// both (``LapModel/clearCopy(of:in:)``). Rows are cells where a layout does not wrap; a
  /// row that comes to wrap goes to its home-lap cell.
  ///
  /// - Parameter layout: The layout after the change, whose laps are ``laps``.
  func cell(
    following cell: Int, to newRow: Int, in layout: PickerLayout, lapsBefore: LapModel?
  ) -> Int {
    guard let laps else { return newRow }
    guard let lapsBefore else { return laps.model.homeCell(ofRow: newRow) }
    let lapsFromHome = cell / lapsBefore.model.itemCount - lapsBefore.model.homeLap
    let candidate = (laps.model.homeLap + lapsFromHome) * laps.model.itemCount + newRow
    guard let reachable = laps.reachableCopy(of: candidate) else {
      return laps.model.homeCell(ofRow: newRow)
    }
    return laps.clearCopy(of: reachable, in: layout)
  }

  /// The destination of a glide or an animation, followed through a change of rows (L3):
  /// the target cell (for a glide without one, the reference cell) in the new layout
  /// (``followedCell(_:_:from:lapsBefore:to:)``). Nil when no row survived.
  func destination(
    _ model: NaiveRowChanges, _ following: RowFollowing, from before: PickerState,
    lapsBefore: LapModel?, to layout: PickerLayout
  ) -> (old: Int, new: Int)? {
    guard let reference = following.reference else { return nil }
    guard let old = before.targetCell else { return reference }
    return followedCell(old, model, from: before.layout, lapsBefore: lapsBefore, to: layout)
      .map { (old, $0) }
  }

  /// An old cell followed through a change of rows (L3, L4): its row's cell in the new
  /// layout, or, when its row was removed, the cell of the row it is handed on to beside it
  /// on screen (L2's hand-on: past the last row, row 0 of the next lap), followed in turn.
  /// Nil when no row survived.
  ///
  /// - Parameters:
  ///   - old: A cell of `oldLayout`.
  ///   - lapsBefore: The oracle's laps of `oldLayout`.
  ///   - layout: The layout after the change, whose laps are ``laps``.
  /// - Complexity: O(n) for n rows before the change when the cell's row was removed.
  func followedCell(
    _ old: Int, _ model: NaiveRowChanges, from oldLayout: PickerLayout, lapsBefore: LapModel?,
    to layout: PickerLayout
  ) -> Int? {
    let oldRow = row(ofCell: old, lapsBefore)
    if let newRow = model.newRow(ofOldRow: oldRow) {
      return cell(following: old, to: newRow, in: layout, lapsBefore: lapsBefore)
    }
    guard let survivor = model.survivor(after: oldRow, wraps: lapsBefore != nil),
      let handedOn = model.newRow(ofOldRow: survivor)
    else { return nil }
    let wentRound = survivor < oldRow && lapsBefore != nil
    let beside = old + survivor - oldRow + (wentRound ? oldLayout.itemCount : 0)
    return cell(following: beside, to: handedOn, in: layout, lapsBefore: lapsBefore)
  }

  /// The release cell after a change of rows (L3's last sentence): a glide that goes on
  /// settles with paging counted from the release row followed to its new index, or
  /// handed on like a removed selection, in the lap L4 maps it to
  /// (``followedCell(_:_:from:lapsBefore:to:)``). Any other update leaves it as it was:
  /// only a glide settles from its release, and every glide begins with a release of its
  /// own. Whether the glide goes on is the picker's phase after the change, which
  /// ``checkRowsChanged(_:_:_:_:lapsBefore:)`` holds to the oracle's own answer.
  func followedReleaseCell(
    _ model: NaiveRowChanges, _ before: PickerState, _ after: PickerState,
    lapsBefore: LapModel?
  ) -> Int? {
    guard let cell = releaseCell, before.phase.isDecelerating, after.phase.isDecelerating
    else { return releaseCell }
    return followedCell(cell, model, from: before.layout, lapsBefore: lapsBefore, to: after.layout)
  }

  /// L2-L5 for a change of rows that fits: where the selection goes, where the picture is
  /// held and where a motion heads, and the whole effect list, worked out from the
  /// oracle's models and compared whole (``ExpectedEffects``; autoplay's timer is
  /// `checkAutoplay`'s).
  ///
  /// The list the contract fixes, by phase (after L5's selection effects):
  ///
  /// - idle: one scroll without animation to the resting anchor of L2's selection when the
  ///   offset changes, none otherwise (L3). With no rows left the rest is offset 0 (I3),
  ///   with a scroll there when the offset was elsewhere, as every rest tells the host.
  ///   On a contained strip whose rows do not fit, with the selection surviving, P8's
  ///   settle from rest (``settleFromRest(on:held:_:_:_:_:_:_:)``).
  /// - dragging: the scroll without animation that holds the picture, to the offset moved
  ///   by `Δ` within the rounding of the oracle's anchors, exactly when `Δ` moves the
  ///   offset by the layouts' own numbers (the picker cannot scroll by less than the
  ///   offset's rounding); with no row surviving, one to L2's selection's resting anchor
  ///   when the offset changes; with no rows, none.
  /// - decelerating or animating: nothing when the motion goes on; the scroll that holds
  ///   the picture, then the animated scroll to the destination cell's anchor, for a
  ///   settle; a scroll without animation to the resting anchor and `didEndScrolling` for
  ///   a motion that rests at once (nothing survived, or the destination lay nearer than
  ///   an animation goes); a scroll to 0 alone when no rows are left; when the new rows of
  ///   a contained strip fit, a scroll without animation to 0 and `didEndScrolling` on
  ///   L2's selection (P8).
  ///
  /// Whether a settle animates or rests at once is the picker's to decide by its own
  /// distance; the oracle holds each branch to its bound (an animated scroll at least
  /// `minimumAnimatedDistance` long, `checkScroll`; a rest at once within it of the held
  /// picture, here).
  func checkRowsChanged(
    _ model: NaiveRowChanges, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState, lapsBefore: LapModel?
  ) -> CheckFailure? {
    let following = self.following(
      model, from: before, lapsBefore: lapsBefore, to: after.layout)
    var expectedRow = following.handedOn
    var commits = false
    // The scrolls and the end of motion that follow L5's selection effects.
    var moves = ExpectedEffects()
    let fail = { (detail: String) in
      CheckFailure(
        .liveData,
        "\(detail); \(before.phase) -> \(after.phase), selection "
          + "\(String(describing: before.selectedRow)) -> "
          + "\(String(describing: after.selectedRow)), gave \(effects)")
    }
    switch before.phase {
    case .idle:
      if let row = following.followed, let held = following.heldOffset,
        let reference = following.reference, Self.settlesFromRest(before.layout, after.layout)
      {
        // P8: the picture held by the natural shift, then the settle to the row's rest.
        let settle = settleFromRest(
          on: row, held: held, reference, following, before, effects, after, fail)
        if let failure = settle.failure { return failure }
        moves = settle.moves
        break
      }
      guard after.phase.isIdle else { return fail("L3: left rest") }
      if let row = following.handedOn, after.layout.itemCount > 0 {
        let resting = restingOffset(ofRow: row, in: after.layout)
        if resting != before.offset { moves.appendStill(to: resting) }
      } else if before.offset != 0 {
        // No rows left: the picker rests at 0 (I3) and tells the host.
        moves.appendStill(to: 0)
      }
    case .dragging:
      guard after.phase.isDragging else { return fail("L3: ended the drag") }
      if let failure = checkHeld(following, before, effects, after, fail) { return failure }
      moves = dragMoves(following, before, after)
    case .decelerating, .animating:
      if let row = following.handedOn, Self.rowsFit(after.layout) {
        // P8's second ruling: the motion ends at 0 on L2's selection, nothing to hold.
        guard after.phase.isIdle else { return fail("P8: the new rows fit, yet it moves on") }
        moves.appendStill(to: 0)
        moves.append(.didEndScrolling(row: row))
        break
      }
      // A motion over no rows has seen none survive either: it ends, at 0.
      guard following.anyRowSurvives, after.layout.itemCount > 0,
        let destination = destination(
          model, following, from: before, lapsBefore: lapsBefore, to: after.layout)
      else {
        // Nothing the user saw survives: the motion ends at once on L2's selection.
        guard after.phase.isIdle else { return fail("L3: no row survived, yet it moves on") }
        if let row = following.handedOn, after.layout.itemCount > 0 {
          moves.appendStill(to: restingOffset(ofRow: row, in: after.layout))
          moves.append(.didEndScrolling(row: row))
        } else {
          moves.appendStill(to: 0)
        }
        break
      }
      let destinationRow = row(ofCell: destination.new, laps)
      let oldRest = before.layout.offset(ofCell: destination.old)
      let goesOn =
        !following.referenceMoved && after.layout.offset(ofCell: destination.new) == oldRest
        && !Self.bouncesToAMovedEnd(before, destinationRest: oldRest, after.layout)
      if goesOn {
        let expected: PickerPhase =
          switch before.phase {
          case .decelerating(nil): .decelerating(targetRow: nil)
          // P4: on a contained strip, a target carries the row committed at its snap.
          case .decelerating:
            .decelerating(
              targetRow: headingCell(toward: destinationRow, selected: following.handedOn))
          default: .animating(targetRow: destinationRow)
          }
        guard after.phase == expected, after.offset == before.offset else {
          return fail("L3: the destination held still, expected \(expected) to go on")
        }
        break
      }
      // The motion becomes the settle on its destination, from the picture held still.
      expectedRow = destinationRow
      // L2 first, then L3: a destination handed on to L2's own row is already selected.
      commits = destinationRow != following.handedOn
      switch after.phase {
      case .animating(let row) where row == destinationRow:
        if let failure = checkHeld(following, before, effects, after, fail) { return failure }
        guard after.targetCell == destination.new else {
          return fail(
            "L4: animates to cell \(String(describing: after.targetCell)), "
              + "not \(destination.new)")
        }
        moves.appendStill(
          to: following.heldOffset ?? before.offset,
          within: heldTolerance(following, before, expected: following.heldOffset ?? 0))
        moves.append(
          .scroll(toOffset: after.layout.offset(ofCell: destination.new), animated: true))
      case .idle:
        // At rest at once: the anchor lay nearer the held picture than an animation goes
        // (up to whole laps, which the rest may move by on a wrapping strip, W4).
        let held = following.heldOffset ?? after.offset
        let slack =
          2 * (laps?.tolerance ?? 0) + following.anchorRounding
          + 1e-12 * max(1, abs(held), following.anchorMagnitude)
        let distance = visibleDistance(from: held, to: after.offset)
        guard distance <= max(after.options.minimumAnimatedDistance, 0) + slack else {
          return fail("L3: rested at once at \(after.offset), far from the held \(held)")
        }
        moves.appendStill(to: restingOffset(ofRow: destinationRow, in: after.layout))
        moves.append(.didEndScrolling(row: destinationRow))
      default:
        return fail("L3: expected the settle on row \(destinationRow)")
      }
    }
    guard after.selectedRow == expectedRow else {
      return fail("L2/L3: expected row \(String(describing: expectedRow)) selected")
    }
    let selection = selectionEffects(following, before, after, commits: commits)
    let whole = selection + moves
    guard whole.matches(effects) else { return fail("L3/L5: expected \(whole)") }
    return nil
  }

  /// Where the picker rests on `row` of `layout`, whose laps are ``laps``: its home-lap
  /// cell's anchor (W4), the row's own when the layout does not wrap.
  func restingOffset(ofRow row: Int, in layout: PickerLayout) -> Double {
    laps?.restingOffset(ofRow: row, in: layout) ?? layout.offset(ofRow: row)
  }

  /// Dragging (L3): the scroll without animation that holds the picture, when `Δ` moves
  /// the offset by the layouts' own numbers; with no row surviving, the one to L2's
  /// selection's resting anchor when the offset changes; with no rows, none.
  private func dragMoves(
    _ following: RowFollowing, _ before: PickerState, _ after: PickerState
  ) -> ExpectedEffects {
    var moves = ExpectedEffects()
    if let held = following.heldOffset, let reference = following.reference {
      if Self.holdMoves(reference, before, after) {
        moves.appendStill(
          to: held, within: heldTolerance(following, before, expected: held))
      }
    } else if let row = following.handedOn, after.layout.itemCount > 0 {
      let resting = restingOffset(ofRow: row, in: after.layout)
      if resting != before.offset { moves.appendStill(to: resting) }
    }
    return moves
  }

  /// Whether the scroll that holds the picture moves the offset: whether the reference
  /// row's shift `Δ` (of its natural offset, P8) moves it by the layouts' own numbers (the
  /// picker cannot scroll by less than the offset's rounding).
  static func holdMoves(
    _ reference: (old: Int, new: Int), _ before: PickerState, _ after: PickerState
  ) -> Bool {
    let shift =
      naturalOffset(ofCell: reference.new, in: after.layout)
      - naturalOffset(ofCell: reference.old, in: before.layout)
    return before.offset + shift != before.offset
  }

  /// A cell's natural offset by the layout's own numbers (P1): the row's
  /// `naturalOffset(ofRow:)` where the strip does not wrap (its `offset(ofRow:)` but on a
  /// contained strip), the cell's anchor where it does.
  static func naturalOffset(ofCell cell: Int, in layout: PickerLayout) -> Double {
    layout.wrapsAround ? layout.offset(ofCell: cell) : layout.naturalOffset(ofRow: cell)
  }

  /// A row's natural offset by the layout's own numbers (P1): its `naturalOffset(ofRow:)`
  /// where the strip does not wrap, its home-lap anchor (`offset(ofRow:)`) where it does.
  static func naturalOffset(ofRow row: Int, in layout: PickerLayout) -> Double {
    layout.wrapsAround ? layout.offset(ofRow: row) : layout.naturalOffset(ofRow: row)
  }

  /// How far the scroll that holds the picture may lie from `expected`: the rounding of
  /// the oracle's anchors it is worked out from, and of the sums.
  func heldTolerance(
    _ following: RowFollowing, _ before: PickerState, expected: Double
  ) -> Double {
    let scale = max(1, abs(expected), abs(before.offset), following.anchorMagnitude)
    return scale * 1e-12 + 2 * (laps?.tolerance ?? 0) + following.anchorRounding
  }

  /// L3: the scroll without animation that holds the picture puts the reference row its
  /// old distance from the anchor (within the rounding ``checkFingerKept`` allows), and
  /// comes first; with no survivor a drag goes on from L2's selection's resting anchor,
  /// and with no rows left from the host's offset.
  func checkHeld(
    _ following: RowFollowing, _ before: PickerState, _ effects: PickerEffects,
    _ after: PickerState,
    _ fail: (String) -> CheckFailure
  ) -> CheckFailure? {
    let expected: Double
    if let held = following.heldOffset {
      expected = held
    } else if let row = following.handedOn, after.layout.itemCount > 0 {
      expected = restingOffset(ofRow: row, in: after.layout)
    } else {
      expected = before.offset
    }
    // Where the scroll without animation left the content: a settle's animated scroll
    // starts from there, and a settle that rests at once scrolls on to the anchor.
    let held =
      effects.lazy.compactMap { effect -> Double? in
        if case .scroll(let offset, false) = effect { offset } else { nil }
      }.first ?? before.offset
    guard abs(held - expected) <= heldTolerance(following, before, expected: expected) else {
      return fail("L3: the picture moved: content at \(held), held at \(expected)")
    }
    return nil
  }

  /// L5: the effects go from the old selection followed to its new index to the final
  /// one: `configure(followed, false)`, `configure(final, true)`, and one
  /// `selectionChanged` when the item or its index changed, with the cause of what moved
  /// it.
  private func selectionEffects(
    _ following: RowFollowing, _ before: PickerState, _ after: PickerState, commits: Bool
  ) -> ExpectedEffects {
    let followed = following.followed
    let final = after.selectedRow
    var expected = ExpectedEffects()
    if let followed, followed != final {
      expected.append(.configure(row: followed, isSelected: false))
    }
    if let final, final != followed { expected.append(.configure(row: final, isSelected: true)) }
    if final != followed || final != before.selectedRow {
      let cause: SelectionCause =
        commits ? .scroll : followed == nil || final != followed ? .reload : .renumbered
      expected.append(.selectionChanged(row: final, cause: cause))
    }
    return expected
  }
}

extension EventOracle {
  /// Whether a glide with the picker's target lies past the upper end of its range, toward
  /// a destination resting short of that end, and the new layout moves the end (P4, L3):
  /// the host's bounce heads for the old end, which is then neither an end nor the
  /// destination's rest, so the glide does not go on; it becomes the settle on the
  /// destination. The lower end is 0 in every layout.
  static func bouncesToAMovedEnd(
    _ before: PickerState, destinationRest: Double, _ newLayout: PickerLayout
  ) -> Bool {
    guard case .decelerating(targetRow: .some) = before.phase else { return false }
    let oldEnd = before.layout.offsetRange.upperBound
    return before.offset > oldEnd && destinationRest != oldEnd
      && newLayout.offsetRange.upperBound != oldEnd
  }
}
