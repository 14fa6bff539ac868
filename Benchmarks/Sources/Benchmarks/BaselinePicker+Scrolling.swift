import PickerState

// MARK: - Scrolling: the user's drag and the host's offset reports

extension BaselinePicker {
  /// How far, in points, an idle picker's reported offset may lie from its anchor and
  /// still be the anchor as the host rounds it to its pixel grid.
  static let pixelGridTolerance = 1.0

  /// Whether `value` is finite; when it is not, appends the rejection naming `field`.
  func accepts(
    _ value: Double, as field: PickerEventField, into effects: inout [PickerEffect]
  ) -> Bool {
    guard !value.isFinite else { return true }
    if let bad = NonFiniteValue(value) {
      effects.append(.rejected(.nonFiniteNumber(field: field, value: bad)))
    }
    return false
  }

  /// `willBeginDragging`: a drag begins, interrupting a glide or an animation; a second
  /// report changes nothing.
  func willBeginDragging() {
    switch phase {
    case .idle, .decelerating, .animating:
      phase = .dragging
      releaseRow = nil
    case .dragging:
      break
    }
  }

  /// `didScroll(offset:)`. A non-finite offset is rejected. Idle, a report a point or more
  /// from the anchor (0 with no rows) is put back with a scroll without animation;
  /// animating, the offset and the row under the anchor are recorded; dragging or
  /// decelerating, too, with a tick when that row changes and, with live commits, the row
  /// committed.
  func didScroll(to newOffset: Double, into effects: inout [PickerEffect]) {
    guard accepts(newOffset, as: .offset, into: &effects) else { return }
    switch phase {
    case .idle:
      let resting = selectedRow.map(restingOffset(ofRow:)) ?? 0
      if abs(newOffset - resting) >= Self.pixelGridTolerance {
        effects.append(.scroll(toOffset: resting, animated: false))
      }
    case .animating:
      centeredRow = nearestRow(toOffset: newOffset, near: centeredRow)
      offset = newOffset + 0  // -0.0 becomes 0
    case .dragging, .decelerating:
      let centered = nearestRow(toOffset: newOffset, near: centeredRow)
      let isNewRowUnderAnchor = centered != centeredRow
      offset = newOffset + 0
      centeredRow = centered
      if options.commitsSelectionWhileScrolling, let centered {
        commit(centered, cause: .scroll, into: &effects)
      }
      if isNewRowUnderAnchor { effects.append(.selectionFeedback) }
    }
  }

  /// `willEndDragging(velocity:proposedOffset:)`, in any phase: answers the anchor of the
  /// row `PickerLayout.targetRow(releasedAt:...)` chooses (on a contained strip, where the
  /// row its own target snap commits rests), or the current offset clamped into
  /// `offsetRange` when that lies against the velocity; remembers the release row for the
  /// paging limit; the phase becomes `.decelerating(targetRow:)`. Non-finite numbers are
  /// rejected; with no rows there is no answer.
  func willEndDragging(
    velocity: Double, proposedOffset: Double, into effects: inout [PickerEffect]
  ) {
    guard accepts(velocity, as: .velocity, into: &effects),
      accepts(proposedOffset, as: .proposedOffset, into: &effects)
    else { return }
    let target: Int?
    if let strip {
      target = strip.targetSnap(
        releasedAt: offset, velocity: velocity, proposedOffset: proposedOffset,
        snapping: options.snapping, flingThreshold: options.flingThreshold
      ).map { row(restingAtSnap: $0, of: strip) }
    } else {
      target = layout.targetRow(
        releasedAt: offset, velocity: velocity, proposedOffset: proposedOffset,
        snapping: options.snapping, flingThreshold: options.flingThreshold)
    }
    if let target {
      let here = min(max(offset, 0), layout.offsetRange.upperBound) + 0
      let anchor = restingOffset(ofRow: target)
      let isAgainstVelocity = velocity > 0 ? anchor < here : velocity < 0 && anchor > here
      effects.append(.setTargetOffset(isAgainstVelocity ? here : anchor))
    }
    noteRelease()
    phase = .decelerating(targetRow: target)
  }

  /// `didEndDragging(willDecelerate:)`: dragging, a glide begins (the row under the anchor
  /// is the release row) or, without one, the picker settles; decelerating after
  /// `willEndDragging`, it settles when no glide follows; idle or animating, ignored.
  func didEndDragging(willDecelerate: Bool, into effects: inout [PickerEffect]) {
    switch phase {
    case .dragging:
      if willDecelerate {
        noteRelease()
        phase = .decelerating(targetRow: nil)
      } else {
        settle(afterGlide: false, into: &effects)
      }
    case .decelerating:
      if !willDecelerate { settle(afterGlide: false, into: &effects) }
    case .idle, .animating:
      break
    }
  }
}
