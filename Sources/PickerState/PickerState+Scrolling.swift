// MARK: - Scrolling: the user's drag and the host's offset reports

extension PickerState {
  /// `willBeginDragging`: the phase becomes `.dragging`, from any phase. A drag that
  /// interrupts an animation or a glide keeps the selection; a second `willBeginDragging`
  /// changes nothing.
  mutating func willBeginDragging() {
    phase = .dragging
  }

  /// `didScroll(offset:)`.
  ///
  /// - A NaN or infinite offset is rejected, the state untouched.
  /// - Dragging or decelerating: records the offset (a bounce may take it outside
  ///   `offsetRange`; -0.0 is recorded as 0) and the row under the anchor, with a haptic
  ///   tick when that row changes. With `commitsSelectionWhileScrolling` the selection
  ///   follows it (cause `.scroll`).
  /// - Animating: records the offset and the row under the anchor, without ticks or commits.
  /// - Idle: the picker rests on its selection, so the report of its own anchor (the echo
  ///   of a scroll without animation) changes nothing, and any other offset (something
  ///   moved the content without a drag) is put back with a scroll without animation.
  ///   With no rows there is nothing to put back.
  mutating func didScroll(to newOffset: Double, into effects: inout PickerEffects) {
    if let bad = NonFiniteValue(newOffset) {
      effects.append(.rejected(.nonFiniteNumber(field: .offset, value: bad)))
      return
    }
    switch phase {
    case .idle:
      guard let row = selectedRow else { return }
      let anchor = layout.offset(ofRow: row)
      if newOffset != anchor { effects.append(.scroll(toOffset: anchor, animated: false)) }
    case .animating:
      offset = newOffset + 0  // -0.0 becomes 0
      centeredRow = layout.nearestRow(toOffset: newOffset, near: centeredRow)
    case .dragging, .decelerating:
      offset = newOffset + 0
      let centered = layout.nearestRow(toOffset: newOffset, near: centeredRow)
      let isNewRowUnderAnchor = centered != centeredRow
      centeredRow = centered
      if options.commitsSelectionWhileScrolling, let centered {
        commit(centered, cause: .scroll, into: &effects)
      }
      if isNewRowUnderAnchor { effects.append(.selectionFeedback) }
    }
  }

  /// `willEndDragging(velocity:proposedOffset:)`: answers with `setTargetOffset`, the
  /// anchor offset of the row that `PickerLayout.targetRow(releasedAt:...)` chooses from
  /// the current offset, and the phase becomes `.decelerating(targetRow:)`.
  ///
  /// - A NaN or infinite velocity or proposed offset is rejected, the state untouched.
  /// - With no rows there is no target to give: no effect, and the phase becomes
  ///   `.decelerating(targetRow: nil)`.
  /// - It answers in any phase: a host asking for a target gets one.
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
    let target = layout.targetRow(
      releasedAt: offset, velocity: velocity, proposedOffset: proposedOffset,
      snapping: options.snapping, flingThreshold: options.flingThreshold)
    if let target { effects.append(.setTargetOffset(layout.offset(ofRow: target))) }
    phase = .decelerating(targetRow: target)
  }

  /// `didEndDragging(willDecelerate:)`.
  ///
  /// - Dragging: with deceleration, the phase becomes `.decelerating(targetRow: nil)`;
  ///   without, the picker settles.
  /// - Decelerating (after `willEndDragging`): with deceleration nothing changes; without,
  ///   the picker settles.
  /// - Idle or animating: a stray report, ignored.
  mutating func didEndDragging(willDecelerate: Bool, into effects: inout PickerEffects) {
    switch phase {
    case .dragging:
      if willDecelerate {
        phase = .decelerating(targetRow: nil)
      } else {
        settle(into: &effects)
      }
    case .decelerating:
      if !willDecelerate { settle(into: &effects) }
    case .idle, .animating:
      break
    }
  }
}
