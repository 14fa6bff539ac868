import PickerState

// MARK: - Settling: coming to rest after motion

extension BaselinePicker {
  /// What the host's scroll view does with the content as the picker comes to rest.
  enum HostMotion {
    /// It holds the content at the picker's offset.
    case still
    /// A glide or an animation may still be running: a scroll must stop it.
    case moving
    /// It has just finished an animation to the row's anchor.
    case arrivedAtAnchor
  }

  /// `didEndDecelerating`: decelerating, the picker settles (never with edge suppression);
  /// in any other phase, ignored.
  func didEndDecelerating(into effects: inout [PickerEffect]) {
    switch phase {
    case .decelerating: settle(afterGlide: true, into: &effects)
    case .idle, .dragging, .animating: break
    }
  }

  /// `didEndScrollingAnimation`: animating, the picker rests on the animation's target
  /// without a scroll; in any other phase, ignored.
  func didEndScrollingAnimation(into effects: inout [PickerEffect]) {
    switch phase {
    case .animating(let row): comeToRest(on: row, host: .arrivedAtAnchor, into: &effects)
    case .idle, .dragging, .decelerating: break
    }
  }

  /// Commits the row nearest the offset (no more than `maxItems` rows from the release row
  /// when paging; on a contained strip, the row of the nearest snap, P4; cause `.scroll`)
  /// and scrolls to where it rests: animated unless shorter than
  /// `minimumAnimatedDistance`, or, at the end of a drag without a glide, outside
  /// `offsetRange` with `suppressesEdgeAnimation` (a bounce runs). No rows: at rest at 0,
  /// told to the host when the content is elsewhere.
  ///
  /// - Parameter afterGlide: Whether a deceleration ended, rather than a drag without one.
  func settle(afterGlide: Bool, into effects: inout [PickerEffect]) {
    let row: Int
    if let strip {
      row = settleRow(on: strip)
    } else if let nearest = nearestRow(toOffset: offset, near: centeredRow) {
      row = Self.limited(nearest, from: releaseRow ?? nearest, by: options.snapping)
    } else {
      return comeToRest(on: nil, host: .still, into: &effects)
    }
    commit(row, cause: .scroll, into: &effects)
    let isBouncing = offset < 0 || offset > layout.offsetRange.upperBound
    let suppressesAnimation = !afterGlide && isBouncing && options.suppressesEdgeAnimation
    scroll(to: row, animated: !suppressesAnimation, host: .still, into: &effects)
  }

  /// `value` (a row, or a snap on a contained strip), moved back toward `origin` until it
  /// is at most `maxItems` from it when `snapping` is paging (a `maxItems` below 1 counts
  /// as 1); `value` itself with nearest snapping.
  static func limited(_ value: Int, from origin: Int, by snapping: SnapBehavior) -> Int {
    guard case .paging(let maxItems) = snapping else { return value }
    let limit = max(maxItems, 1)
    return origin + min(max(value - origin, -limit), limit)
  }

  /// Scrolls to `row`'s anchor, animated when asked and at least `minimumAnimatedDistance`
  /// (and more than zero) away; otherwise comes to rest on it at once.
  func scroll(
    to row: Int, animated: Bool, host: HostMotion, into effects: inout [PickerEffect]
  ) {
    let anchor = restingOffset(ofRow: row)
    let distance = abs(anchor - offset)
    if animated && distance > 0 && distance >= options.minimumAnimatedDistance {
      effects.append(.scroll(toOffset: anchor, animated: true))
      phase = .animating(targetRow: row)
      releaseRow = nil
      return
    }
    comeToRest(on: row, host: host, into: &effects)
  }

  /// Rests idle on `row`'s anchor, or at 0 with no rows (`row` nil): a scroll without
  /// animation when the content is elsewhere or the host may still move it (that stops
  /// it), and `didEndScrolling`, last, when a motion ends on a row.
  func comeToRest(on row: Int?, host: HostMotion, into effects: inout [PickerEffect]) {
    let resting = row.map(restingOffset(ofRow:)) ?? 0
    switch host {
    case .still where offset != resting, .moving:
      effects.append(.scroll(toOffset: resting, animated: false))
    case .still, .arrivedAtAnchor:
      break
    }
    let wasMoving = phase != .idle
    offset = resting
    // A contained strip's row may rest where another row is nearest the anchor (P3).
    centeredRow = strip.map { $0.nearestRow(toOffset: resting) } ?? row
    phase = .idle
    releaseRow = nil
    if wasMoving, let row { effects.append(.didEndScrolling(row: row)) }
  }
}
