// MARK: - Scrolling: the user's drag and the host's offset reports

extension PickerState {
  /// `willBeginDragging`, by phase:
  ///
  /// - idle: the drag begins.
  /// - decelerating or animating: the touch stops the glide or the animation, and the drag
  ///   takes over; the selection stays (an animation's target was committed when it began).
  /// - dragging: a second report changes nothing.
  ///
  /// In a wrapping strip, a drag that begins with the cell under the anchor outside the
  /// home lap (a touch that stopped a glide or an animation there) first moves the content
  /// by exactly the whole laps that bring that cell's copy to the home lap, with a scroll
  /// without animation: the finger holds the same picture, and every drag starts with
  /// ``PickerLayout/wrapReach`` of content on each side (W4, W5).
  @usableFromInline
  mutating func willBeginDragging(into effects: inout PickerEffects) {
    switch motion {
    case .idle, .decelerating, .animating:
      motion = .dragging
      // Checked here, so that a strip that does not wrap skips the call.
      if layout.wrapsAround { recentreOnHomeLap(into: &effects) }
    case .dragging:
      break
    }
  }

  /// Moves the content by whole laps so that the cell under the anchor is in the home lap,
  /// when it is not: a scroll without animation of exactly `k * lapLength`. For a wrapping
  /// strip. Past an end of the content, the laps are counted from the offset itself
  /// (``lapsPastAnEnd(from:)``).
  private mutating func recentreOnHomeLap(into effects: inout PickerEffects) {
    guard let cell = storedCenteredCell else { return }
    let lapsRightOfHome: Double
    if offset >= 0 && offset <= layout.offsetRange.upperBound {
      let lapsFromHome = cell / layout.itemCount - layout.homeLap
      guard lapsFromHome != 0 else { return }
      // Along the strip: cells count leftward in a right-to-left strip.
      lapsRightOfHome = Double(layout.direction == .leftToRight ? lapsFromHome : -lapsFromHome)
    } else {
      lapsRightOfHome = lapsPastAnEnd(from: cell)
      guard lapsRightOfHome != 0 else { return }
    }
    let recentred = offset - lapsRightOfHome * layout.lapLength + 0  // never -0.0
    // A finger past the largest lap count a `Double` holds keeps its offset.
    guard recentred.isFinite else { return }
    effects.append(.scroll(toOffset: recentred, animated: false))
    storedOffset = recentred
    storedCenteredCell = layout.nearestCell(
      toOffset: recentred, near: layout.homeLapFirstCell &+ layout.uncheckedRow(ofCell: cell))
  }

  /// The whole laps by which a drag that begins past an end of a wrapping strip lies right
  /// of home: counted from the offset itself to the home-lap anchor of the row of `cell`,
  /// the cell nearest it, so that the drag starts within half a lap of that anchor (W4,
  /// W5). Only content that shrank under a glide or an animation that a layout change let
  /// go on (W6) leaves the offset there, and past the end the nearest cell is the last
  /// one, whose lap alone would leave the finger past the end still.
  @inline(never)
  private func lapsPastAnEnd(from cell: Int) -> Double {
    let home = anchorOffset(ofCell: layout.homeLapFirstCell &+ layout.uncheckedRow(ofCell: cell))
    return ((offset - home) / layout.lapLength).rounded()
  }

  /// The largest distance, in points, between an idle picker's anchor and a reported offset
  /// that is still the anchor as a scroll view rounds it to its pixel grid (a pixel is at
  /// most a point: screen scale 1, 2 or 3).
  @usableFromInline static let pixelGridTolerance = 1.0

  /// `didScroll(offset:)`. A NaN or infinite offset is rejected, the state untouched.
  /// Otherwise, by phase:
  ///
  /// - dragging or decelerating: records the offset (a bounce may take it outside
  ///   `offsetRange`; -0.0 reads as 0) and the cell under the anchor, with a haptic
  ///   tick when that cell changes (in a wrapping strip of one row, cells still pass).
  ///   With `commitsSelectionWhileScrolling` the selection follows its row (cause
  ///   `.scroll`), and a contained strip's glide carries the row its settle would then
  ///   commit at its target's snap (P4).
  /// - animating: records the offset and the cell under the anchor, without ticks or
  ///   commits.
  /// - idle: the picker rests on its selection's anchor, or at 0 with no rows (I3). A report
  ///   less than a point from there is that offset as the host rounds it to its pixel
  ///   grid, and changes nothing (no ping-pong with a host that rounds); any other offset
  ///   (something moved the content without a drag) is put back with a scroll without
  ///   animation, rows or none, so that the host's offset and the picker's stay in step.
  ///
  /// Refreshes the quiet span (see `PickerState+QuietScroll.swift`) when it may change: not
  /// after a report it rejects or one at rest, which change no state, nor during an
  /// animation while the cell under the anchor stays, whose span is that cell's. (An
  /// animation that moves an odd number of rows reports the exact halfway point between
  /// two anchors, which no span holds, and the cell under the anchor often stays there.)
  @usableFromInline
  mutating func didScroll(to newOffset: Double, into effects: inout PickerEffects) {
    guard newOffset.isFinite else {
      let bad = NonFiniteValue(nonFinite: newOffset)
      effects.append(.rejected(.nonFiniteNumber(field: .offset, value: bad)))
      return
    }
    switch motion {
    case .idle:
      let resting: Double
      if let row = selectedRow { resting = anchorOffset(ofRow: row) } else { resting = 0 }
      if abs(newOffset - resting) >= Self.pixelGridTolerance {
        effects.append(.scroll(toOffset: resting, animated: false))
      }
      return
    case .animating:
      let centered = cellUnderAnchor(at: newOffset)
      storedOffset = newOffset
      guard centered != storedCenteredCell else { return }
      storedCenteredCell = centered
    case .dragging, .decelerating:
      let centered = cellUnderAnchor(at: newOffset)
      let isNewCellUnderAnchor = centered != storedCenteredCell
      storedOffset = newOffset
      storedCenteredCell = centered
      if options.commitsSelectionWhileScrolling, let centered {
        commit(layout.uncheckedRow(ofCell: centered), cause: .scroll, into: &effects)
        if layout.restsClamped { carryCommittedRow() }
      }
      if isNewCellUnderAnchor { effects.append(.selectionFeedback) }
    }
    refreshQuietScrollSpan()
  }

  /// `layout.offset(ofRow: row)` for a row the picker holds, which its invariants keep in
  /// `0..<itemCount`, so without the range check that traps: its cell's in the home lap.
  /// Inlined, `offset(ofRow:)` still costs its caller that check and its message's set-up,
  /// on the busiest path.
  @inline(__always)
  func anchorOffset(ofRow row: Int) -> Double {
    anchorOffset(ofCell: layout.homeLapFirstCell &+ row)
  }

  /// `layout.offset(ofCell: cell)` for a cell the picker holds, without the range check:
  /// where it rests (a contained strip's clamped offset, P1).
  @inline(__always)
  func anchorOffset(ofCell cell: Int) -> Double {
    layout.restingOffset(layout.cell(ofVisualIndex: cell))  // the mapping is its own inverse
  }

  /// `layout.nearestCell(toOffset: offset, near: centeredCell)` for a finite offset, with
  /// the closed form read in place and the search out of line (a call that takes the whole
  /// layout makes its caller copy it, even on paths that skip the call).
  @inline(__always)
  mutating func cellUnderAnchor(at offset: Double) -> Int? {
    guard layout.cellCount > 0 else { return nil }
    let target = min(max(offset, 0), layout.maximumOffset)
    return layout.closedFormNearestCell(to: target) ?? searchedCellUnderAnchor(at: target)
  }

  /// `layout.searchedNearestCell(to:near:)` from the cell under the anchor, out of line.
  @inline(never)
  mutating func searchedCellUnderAnchor(at target: Double) -> Int {
    layout.searchedNearestCell(to: target, near: storedCenteredCell)
  }

  /// `willEndDragging(velocity:proposedOffset:)`: the finger lifts. It answers with
  /// `setTargetOffset`, and the phase becomes `.decelerating(targetRow:)` with the chosen
  /// row, holding the cell under the anchor for the paging limit of the settle.
  ///
  /// - The target is the anchor offset of the cell that
  ///   `PickerLayout.targetCell(releasedAt:...)` chooses from the current offset (in a
  ///   wrapping strip, never within ``PickerLayout/wrapTargetMargin`` of an end). When that
  ///   anchor lies against the velocity (behind the current offset clamped into
  ///   `offsetRange`), it answers that clamped offset instead: a scroll view given a target
  ///   against the velocity skips its deceleration and the content jumps, whereas this one
  ///   stops where it is and the settle animates to the row. Never `-0.0`.
  /// - A NaN or infinite velocity or proposed offset is rejected, the state untouched.
  /// - With no rows there is no target to give: no effect, and the phase becomes
  ///   `.decelerating(targetRow: nil)`.
  /// - It answers in every phase: dragging is the normal case; idle, decelerating or
  ///   animating, the host's drag began unreported, and this is its release all the same.
  @usableFromInline
  mutating func willEndDragging(
    velocity: Double, proposedOffset: Double, into effects: inout PickerEffects
  ) {
    if let bad = NonFiniteValue(velocity) {
      effects.append(.rejected(.nonFiniteNumber(field: .velocity, value: bad)))
      return
    }
    if let bad = NonFiniteValue(proposedOffset) {
      effects.append(.rejected(.nonFiniteNumber(field: .proposedOffset, value: bad)))
      return
    }
    // `centeredCell` is the cell nearest the offset (an invariant of every state), so
    // neither the target nor the paging limit's origin searches for it again.
    var target: Int?
    if let releaseCell = storedCenteredCell, let proposedCell = cellUnderAnchor(at: proposedOffset)
    {
      if case .nearest = options.snapping, layout.reachesBothEnds {
        // The layout's answer for nearest snapping on a strip that does not wrap, without
        // the call.
        target = proposedCell
      } else if layout.restsClamped {
        // A contained strip chooses snaps, and its release counts snaps (P4): every
        // release of a contained strip with rows comes here, out of the anchored path.
        target = containedTargetRow(
          releasedAt: offset, proposedOffset: proposedOffset, velocity: velocity)
      } else {
        target = targetCell(
          releasedAt: offset, releaseCell: releaseCell, proposedCell: proposedCell,
          velocity: velocity)
      }
    }
    if let target {
      let here = min(max(offset, 0), layout.offsetRange.upperBound) + 0  // never -0.0
      let anchor = anchorOffset(ofCell: target)
      let isAgainstVelocity = velocity > 0 ? anchor < here : velocity < 0 && anchor > here
      effects.append(.setTargetOffset(isAgainstVelocity ? here : anchor))
    }
    // From dragging or decelerating the quiet span stays as it is: the same row under the
    // anchor, tracked the same way. From any other phase it changes.
    let keepsQuietScrollSpan: Bool
    switch motion {
    case .dragging, .decelerating: keepsQuietScrollSpan = true
    case .idle, .animating: keepsQuietScrollSpan = false
    }
    glide(toward: target, releasedAt: storedCenteredCell)
    if layout.restsClamped { glideFromContainedRelease(toward: target) }
    if !keepsQuietScrollSpan { refreshQuietScrollSpan() }
  }

  /// `layout.targetCell(releasedAt:releaseCell:proposedCell:...)` with the picker's
  /// snapping, out of line: a call that takes the whole layout makes its caller copy it
  /// even on the paths that skip the call, so the copy is made here, on the path that
  /// needs it.
  @inline(never)
  mutating func targetCell(
    releasedAt releaseOffset: Double, releaseCell: Int, proposedCell: Int, velocity: Double
  ) -> Int {
    layout.targetCell(
      releasedAt: releaseOffset, releaseCell: releaseCell, proposedCell: proposedCell,
      velocity: velocity, snapping: options.snapping, flingThreshold: options.flingThreshold)
  }

  /// `didEndDragging(willDecelerate:)`, by phase:
  ///
  /// - dragging: with deceleration, the phase becomes `.decelerating(targetRow: nil)` (a
  ///   host that forwards no `willEndDragging`), and the cell under the anchor is the
  ///   release cell for the paging limit; without, the picker settles.
  /// - decelerating (after `willEndDragging`): with deceleration nothing changes; without
  ///   (the target was where the content is), the picker settles.
  /// - idle or animating: a stray report, ignored.
  ///
  /// A settle here is animated unless it is shorter than `minimumAnimatedDistance`, or the
  /// content is outside `offsetRange` with `suppressesEdgeAnimation` on (a bounce runs).
  @usableFromInline
  mutating func didEndDragging(willDecelerate: Bool, into effects: inout PickerEffects) {
    switch motion {
    case .dragging:
      if willDecelerate {
        // Decelerating tracks cells as dragging does: the quiet span stays as it is. A
        // contained strip's release counts snaps (P4), corrected out of line.
        glide(toward: nil, releasedAt: storedCenteredCell)
        if layout.restsClamped { glideFromContainedRelease(toward: nil) }
      } else {
        settle(from: .releaseWithoutGlide, into: &effects)
        refreshQuietScrollSpan()
      }
    case .decelerating:
      if !willDecelerate {
        settle(from: .releaseWithoutGlide, into: &effects)
        refreshQuietScrollSpan()
      }
    case .idle, .animating:
      break
    }
  }

  /// The finger lifts: the phase becomes `.decelerating(targetRow:)`, toward `cell`'s row
  /// (nil: no target), from `release`, where paging limits the settle: the cell under the
  /// anchor, or on a contained strip a row of the snap nearest the offset (P4). Always
  /// inlined: one store, on every release.
  @inline(__always)
  mutating func glide(toward cell: Int?, releasedAt release: Int?) {
    motion = .decelerating(target: cell.map { Target($0, in: layout) }, release: release)
  }
}
