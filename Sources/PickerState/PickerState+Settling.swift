// MARK: - Settling: coming to rest after motion

extension PickerState {
  /// What the host's scroll view is doing with the content when the picker comes to rest.
  enum HostMotion {
    /// It holds the content where the picker's `offset` says: nothing to stop.
    case still
    /// A glide or an animation may still be running: it must be stopped, with a scroll
    /// even to where the picker believes it is.
    case moving
    /// It has just finished an animation to the row's anchor (up to its pixel grid).
    case arrivedAtAnchor
  }

  /// `didEndDecelerating`, by phase:
  ///
  /// - decelerating: the glide is over; the picker settles (see ``settle(from:into:)``), with no
  ///   edge suppression (a natural glide ends inside the range; one that ends outside was
  ///   stopped by a touch, and no bounce runs).
  /// - dragging: a touch that stopped a glide may report it after the drag began; the
  ///   finger holds the content, so it is ignored, and the release settles.
  /// - idle or animating: a stray report (a glide that never began, or one an animation
  ///   replaced), ignored.
  @usableFromInline
  mutating func didEndDecelerating(into effects: inout PickerEffects) {
    switch motion {
    case .decelerating: settle(from: .glideEnd, into: &effects)
    case .idle, .dragging, .animating: break
    }
  }

  /// `didEndScrollingAnimation`, by phase:
  ///
  /// - animating: the picker rests exactly on the animation's target, where the host has
  ///   just put the content, and reports `didEndScrolling`. No scroll is emitted: a host
  ///   that rounded the target to its pixel grid is already there. In a wrapping strip, an
  ///   animation that ended on a copy outside the home lap is followed by a scroll without
  ///   animation to the home-lap copy, whole laps away: the same picture (W4).
  /// - idle, dragging or decelerating: a stray report (an animation that a drag or another
  ///   scroll replaced), ignored.
  @usableFromInline
  mutating func didEndScrollingAnimation(into effects: inout PickerEffects) {
    switch motion {
    case .animating(let target):
      let arrivedAtHome = Int(target.lap) == layout.homeLap
      comeToRest(on: target.row, host: arrivedAtHome ? .arrivedAtAnchor : .moving, into: &effects)
    case .idle, .dragging, .decelerating: break
    }
  }

  /// How a gesture ended, for ``settle(from:into:)``.
  enum SettleCause {
    /// `didEndDragging(willDecelerate: false)`: the finger lifted and nothing glides; a
    /// bounce runs if the content is outside `offsetRange`.
    case releaseWithoutGlide
    /// `didEndDecelerating`: a glide stopped, on its own or under a touch.
    case glideEnd
  }

  /// Commits the row of the cell nearest where the content stopped (cause `.scroll`) and
  /// brings the picker to rest on its exact anchor. A contained strip settles on the snap
  /// nearest where the content stopped instead, and commits the selected row when it rests
  /// there, else the snap's row (P4), paging counting snaps.
  ///
  /// - With ``SnapBehavior/paging(maxItems:)`` the cell is at most `maxItems` cells from
  ///   the cell nearest the offset at release, whether or not the host forwarded
  ///   `willEndDragging` or applied its answer.
  /// - The scroll to the anchor is animated, unless it is shorter than
  ///   `options.minimumAnimatedDistance`, or `suppressesEdgeAnimation` is on and a drag
  ///   ends without a glide outside `offsetRange` with the row resting at that end (the
  ///   host's bounce is about to run, and brings the content to rest there); never in a
  ///   wrapping strip, which has no end in reach. A row that rests elsewhere (a contained
  ///   strip's end card wider than the viewport, a paging limit short of the end) is
  ///   animated to, since the bounce would stop where it does not rest.
  /// - With no rows the picker rests at 0 (I3), with a scroll without animation there when
  ///   the content stopped elsewhere (a touch that stopped a glide, a drag past either end):
  ///   every rest tells the host where the picker believes the content is.
  mutating func settle(from cause: SettleCause, into effects: inout PickerEffects) {
    // The cell nearest the offset, or nil when empty.
    guard let nearest = storedCenteredCell else {
      return comeToEmptyRest(host: .still, into: &effects)
    }
    // An anchored strip with ends tests one flag, as before containment: it has ends, and
    // its snaps are its rows.
    let cell: Int
    let hasEnds: Bool
    if layout.reachesBothEnds || !layout.restsClamped {
      cell = layout.cell(nearest, limitedBy: options.snapping, from: releaseCell ?? nearest)
      hasEnds = layout.reachesBothEnds || !layout.wrapsAround
    } else {
      cell = containedSettleRow()
      hasEnds = true
    }
    commit(layout.uncheckedRow(ofCell: cell), cause: .scroll, into: &effects)
    let isBouncing = hasEnds && (offset < 0 || offset > layout.offsetRange.upperBound)
    let suppressesAnimation = isBouncing && suppressesBounceSettle(on: cell, after: cause)
    scroll(toCell: cell, animated: !suppressesAnimation, host: .still, into: &effects)
  }

  /// Whether `cell` rests at the end of `offsetRange` that the content lies past: where the
  /// host's bounce brings the content to rest. Rule 4's suppression assumes so (the row is
  /// the one at that end); where the row rests elsewhere (a contained strip's end card
  /// wider than the viewport, whose snap lies inside the end, or a paging limit short of
  /// the end), the bounce would stop elsewhere, and a scroll without animation would jump
  /// the content: the settle animates, as from inside the range.
  @inline(__always)
  private func restsAtBouncedEnd(_ cell: Int) -> Bool {
    let anchor = anchorOffset(ofCell: cell)
    return offset < 0 ? anchor == 0 : anchor == layout.offsetRange.upperBound
  }

  /// Whether a settle on `cell` from outside `offsetRange` goes without animation (rule
  /// 4): a drag that ends without a glide, with `suppressesEdgeAnimation`, on a row that
  /// rests at that end (``restsAtBouncedEnd(_:)``). Out of line, asked only during a
  /// bounce, and `mutating` though it changes nothing: a non-mutating call from the
  /// settle made it set aside a copy of the state on every settle of the gesture stream
  /// (0.1 instructions per event more, callgrind), where this borrows it.
  @inline(never)
  private mutating func suppressesBounceSettle(on cell: Int, after cause: SettleCause) -> Bool {
    cause == .releaseWithoutGlide && options.suppressesEdgeAnimation && restsAtBouncedEnd(cell)
  }

  /// Scrolls to a cell's anchor: animated when asked and at least
  /// `options.minimumAnimatedDistance` (and more than zero) away, the phase becoming
  /// `.animating(targetRow:)` with the cell's row; otherwise the picker comes to rest on
  /// the row at once, on its home-lap cell (in a wrapping strip, whole laps from `cell`
  /// plus less than the minimum animated distance: the same picture).
  mutating func scroll(
    toCell cell: Int, animated: Bool, host: HostMotion, into effects: inout PickerEffects
  ) {
    let anchor = anchorOffset(ofCell: cell)
    let distance = abs(anchor - offset)
    if animated && distance > 0 && distance >= options.minimumAnimatedDistance {
      effects.append(.scroll(toOffset: anchor, animated: true))
      motion = .animating(target: Target(cell, in: layout))
      return
    }
    comeToRest(on: layout.uncheckedRow(ofCell: cell), host: host, into: &effects)
  }

  /// The one way the picker comes to rest on a row: idle, exactly on its anchor (its
  /// home-lap cell's, in a wrapping strip).
  ///
  /// It emits a scroll without animation to the anchor when the host's content is
  /// elsewhere, and always when the host may still be moving it (a glide or an animation:
  /// the scroll stops it, rule 11). When a drag, a glide or an animation ends here, it emits
  /// `didEndScrolling(row:)`, last: once per motion, by construction.
  mutating func comeToRest(on row: Int, host: HostMotion, into effects: inout PickerEffects) {
    // A contained strip's rest (P1, P3) is out of line, so that this one calls nothing; an
    // anchored strip of one width tests one flag, as before containment.
    let cell = layout.homeLapFirstCell &+ row
    let visual = layout.cell(ofVisualIndex: cell)
    let anchor: Double
    if layout.restsAtUniformAnchors {
      anchor = layout.uniformAnchorOffset(visual)
    } else if !layout.restsClamped {
      anchor = layout.anchorOffset(visual)
    } else {
      return comeToContainedRest(on: row, host: host, into: &effects)
    }
    comeToRest(on: row, at: anchor, centeredCell: cell, host: host, into: &effects)
  }

  /// The rest on `row` at `resting`, with `centeredCell` under the anchor there.
  @inline(__always)
  mutating func comeToRest(
    on row: Int, at resting: Double, centeredCell: Int?, host: HostMotion,
    into effects: inout PickerEffects
  ) {
    let wasMoving = rest(at: resting, host: host, into: &effects)
    storedCenteredCell = centeredCell
    if wasMoving { effects.append(.didEndScrolling(row: row)) }
  }

  /// A rest on `row`, or, with no rows (`row` nil), at 0 (I3): told to the host as every
  /// rest is, so that the host's offset and the picker's stay in step and rows that arrive
  /// later are held from where the content really is. A rest without rows reports no end
  /// (I9).
  mutating func comeToRest(on row: Int?, host: HostMotion, into effects: inout PickerEffects) {
    guard let row else { return comeToEmptyRest(host: host, into: &effects) }
    comeToRest(on: row, host: host, into: &effects)
  }

  /// The rest without rows, at 0, kept out of line: it is rare, and the settles that may
  /// reach it are on the gesture stream's path.
  @inline(never)
  mutating func comeToEmptyRest(host: HostMotion, into effects: inout PickerEffects) {
    _ = rest(at: 0, host: host, into: &effects)
    storedCenteredCell = nil
  }

  /// Idle at `resting`, with the scroll without animation that tells the host (when its
  /// content is elsewhere, and always when it may still be moving). Returns whether a drag,
  /// a glide or an animation ended here. Always inlined: called out of line, it cost the
  /// gesture stream a call per rest (callgrind).
  @inline(__always)
  private mutating func rest(
    at resting: Double, host: HostMotion, into effects: inout PickerEffects
  ) -> Bool {
    switch host {
    case .still where offset != resting, .moving:
      effects.append(.scroll(toOffset: resting, animated: false))
    case .still, .arrivedAtAnchor:
      break
    }
    let wasMoving: Bool
    switch motion {
    case .idle: wasMoving = false
    case .dragging, .decelerating, .animating: wasMoving = true
    }
    offset = resting
    motion = .idle
    return wasMoving
  }
}
