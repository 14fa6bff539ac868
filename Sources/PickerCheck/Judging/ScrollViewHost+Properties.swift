import PickerState

/// What the end-to-end properties remember between events: the current motion of the
/// scroll view (from the moment it leaves rest to the moment it rests again) and the last
/// release.
struct ScrollViewRecord: Hashable, Sendable {
  /// `didEndScrolling` effects since then.
  var reportedEnds = 0
  /// Updates since then that took the picker from a motion to idle, with rows.
  var endsOfMotion = 0
  /// The row nearest the offset where the finger last lifted.
  var releaseRow: Int?
  /// The app changed the selection or the layout after that release: the gesture alone no
  /// longer decides where the picker rests.
  var appIntervened = false
  /// The offset the scroll view showed after the previous event.
  var shownOffset: Double?
  /// Callbacks handed out since the finger, the app or a frame last acted.
  var callbacksSinceAction = 0
  /// A touch stopped a glide since the last event (for coverage).
  var touchStoppedGlide = false

  mutating func noteRelease(at offset: Double, in layout: PickerLayout) {
    releaseRow = layout.nearestRow(toOffset: offset)
    appIntervened = false
  }
}

/// The scroll view as an event found it, before the effects were carried out: what the
/// end-to-end properties compare it with after the event. A few plain values, where a copy
/// of the whole model (its layout and its queue of callbacks), taken on every event of the
/// scroll-view mode, cost more than the judgement that read it.
struct ScrollViewBefore {
  /// Whether the finger was dragging the content.
  var isDragging: Bool
  /// The offset the scroll view showed.
  var offset: Double
  /// Whether nothing moved the content and no finger touched it.
  var isAtRest: Bool
  /// For a `layoutChanged` that changes the rows of a scroll view heading for a row: that
  /// row, and its anchor offset in the old layout. Nil for any other event.
  var reloadDestination: (row: Int, oldAnchor: Double)?
}

extension ScrollViewHost {
  /// More callbacks than this in a row, with no frame, finger or app action between them,
  /// is a ping-pong between the picker and the scroll view.
  static let pingPongLimit = 8

  /// What the judgement of `event`, answered by `before` becoming `after`, needs of the
  /// scroll view as the event finds it: taken before the effects are carried out.
  func viewBefore(
    _ event: PickerEvent, before: PickerState, after: PickerState
  ) -> ScrollViewBefore {
    var reloadDestination: (row: Int, oldAnchor: Double)?
    if case .layoutChanged = event, scrollView.layout != after.layout,
      after.layout.itemCount > 0, let row = destination(of: scrollView, picker: before)
    {
      reloadDestination = (row, scrollView.layout.offset(ofRow: row))
    }
    return ScrollViewBefore(
      isDragging: scrollView.isDragging, offset: scrollView.offset,
      isAtRest: scrollView.isAtRest, reloadDestination: reloadDestination)
  }

  /// Judges one update end to end, after its effects were carried out: what the user sees
  /// and what the picker waits for, against the scroll view itself.
  ///
  /// - Parameters:
  ///   - rowNearestScroll: For a `didScroll`, the row nearest its offset, which the
  ///     picker's checks already found (``CheckedPicker/Step``).
  ///   - scrollViewBefore: The scroll view as the event found it, before the effects.
  /// - Returns: The first property that failed, or nil.
  mutating func judge(
    _ event: PickerEvent, _ effects: PickerEffects, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    if let failure = judgeFinger(event, effects, scrollViewBefore) { return failure }
    if let failure = judgeJumps(event, effects, after, scrollViewBefore) { return failure }
    if let failure = judgeTicks(event, effects, after, rowNow: rowNearestScroll) {
      return failure
    }
    if let destination = scrollViewBefore.reloadDestination,
      let failure = judgeReload(toward: destination, after: after, scrollViewBefore)
    {
      return failure
    }
    if !before.phase.isIdle && after.phase.isIdle && after.selectedRow != nil {
      record.endsOfMotion += 1
    }
    for case .didEndScrolling in effects { record.reportedEnds += 1 }
    if Self.isAppRequest(event) && before.selectedRow != after.selectedRow
      || Self.isLayoutChange(event)
    {
      record.appIntervened = true
    }
    record.shownOffset = scrollView.offset
    guard record.callbacksSinceAction <= Self.pingPongLimit else {
      return CheckFailure(
        .atRest, "\(record.callbacksSinceAction) callbacks in a row: a ping-pong on \(event)")
    }
    guard scrollView.isAtRest && !owesCallbacks else { return nil }
    return judgeRest(after)
  }

  /// While the finger drags, only a reload may move the content (without animation).
  private func judgeFinger(
    _ event: PickerEvent, _ effects: PickerEffects, _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    guard scrollViewBefore.isDragging else { return nil }
    for case .scroll(let offset, let animated) in effects
    where animated || !Self.isLayoutChange(event) {
      return CheckFailure(
        .underTheFinger, "\(event) scrolled to \(offset) (animated: \(animated)) under the finger")
    }
    return nil
  }

  /// No jump: a scroll without animation that the app did not ask for moves the content by
  /// less than `minimumAnimatedDistance` (or a pixel), and no target makes the scroll view
  /// skip its deceleration curve.
  ///
  /// Inlined, as ``judgeTicks(_:_:_:rowNow:)`` is: called out of line from the mutating
  /// ``judge(_:_:before:after:rowNearestScroll:scrollViewBefore:)``, it took a copy of the
  /// whole host.
  @inline(__always)
  private func judgeJumps(
    _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    if case .decelerating(_, let target, true, _) = scrollView.motion {
      return CheckFailure(
        .noJump, "the scroll view jumps to \(target): the target lies against the velocity")
    }
    guard !Self.isAppRequest(event), !Self.isLayoutChange(event), !scrollViewBefore.isDragging
    else { return nil }
    let limit = max(after.options.minimumAnimatedDistance, 1 / scrollView.pixelScale)
    var shown = scrollViewBefore.offset
    for case .scroll(let offset, let animated) in effects {
      // The distance asked for: the pixel grid may add up to half a pixel to it.
      if !animated && abs(offset - shown) >= limit {
        return CheckFailure(
          .noJump, "\(event) moved the content from \(shown) to \(offset) without animation")
      }
      shown = scrollView.rounded(offset)
    }
    return nil
  }

  /// A reload keeps what the user sees: the row under a dragging finger stays at its
  /// distance from the anchor, and a glide or an animation goes on toward the row it was
  /// heading for, or ends on that row (clamped into the new rows), never on another.
  ///
  /// - Parameter reloadDestination: ``ScrollViewBefore/reloadDestination``.
  private func judgeReload(
    toward reloadDestination: (row: Int, oldAnchor: Double), after: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    let (destination, oldAnchor) = reloadDestination
    let new = after.layout
    let kept = min(destination, new.itemCount - 1)
    if scrollViewBefore.isDragging {
      let distanceBefore = scrollViewBefore.offset - oldAnchor
      let distanceAfter = scrollView.offset - new.offset(ofRow: kept)
      guard abs(distanceAfter - distanceBefore) <= 1 / scrollView.pixelScale else {
        return CheckFailure(
          .reloadKeepsView,
          "row \(destination) was \(distanceBefore) from the anchor under the finger, "
            + "row \(kept) is \(distanceAfter)")
      }
      return nil
    }
    switch after.phase {
    case .idle:
      guard after.selectedRow == kept else {
        return CheckFailure(
          .reloadKeepsView,
          "a reload mid-motion toward row \(destination) rested on row "
            + "\(String(describing: after.selectedRow))")
      }
    case .decelerating, .animating:
      guard destination < new.itemCount, new.offset(ofRow: destination) == oldAnchor else {
        return CheckFailure(
          .reloadKeepsView, "a motion toward row \(destination) went on after its row moved")
      }
    case .dragging:
      break
    }
    return nil
  }

  /// The row a moving scroll view is heading for, as the user sees it: an animation's
  /// target, a glide's target where the host applied the picker's answer, the row under
  /// the anchor now in a glide the picker chose no target for (a host without
  /// `willEndDragging`) and under a dragging finger. Nil at rest, with no rows, and in a
  /// glide toward a target the host did not take from the picker, where the picker and
  /// the scroll view head for different rows by the host's choice.
  private func destination(of scrollView: ScrollViewModel, picker: PickerState) -> Int? {
    let layout = scrollView.layout
    switch scrollView.motion {
    case .animating(_, let to, _):
      return EventOracle.nearestRow(in: layout, toOffset: to)
    case .decelerating(_, let target, _, _):
      guard case .decelerating(let chosen) = picker.phase, chosen == nil || appliesTarget
      else { return nil }
      guard chosen != nil else {
        return EventOracle.nearestRow(in: layout, toOffset: scrollView.offset)
      }
      return EventOracle.nearestRow(in: layout, toOffset: target)
    case .dragging:
      return EventOracle.nearestRow(in: layout, toOffset: scrollView.offset)
    case .resting, .releasing:
      return nil
    }
  }

  /// A tick exactly when the row under the anchor, as the scroll view shows it, changes
  /// under the finger or the glide.
  ///
  /// - Parameter rowNow: The row nearest the `didScroll`'s offset, as
  ///   `EventOracle.nearestRow(in:toOffset:)` gives it, which the picker's geometry check
  ///   already found (``CheckedPicker/Step``).
  @inline(__always)
  private func judgeTicks(
    _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState, rowNow: Int?
  ) -> CheckFailure? {
    guard case .didScroll(let offset) = event, lastCallbackWasUserMotion,
      let previous = record.shownOffset
    else { return nil }
    let rowChanged = EventOracle.nearestRow(in: after.layout, toOffset: previous) != rowNow
    let ticks = effects.tickCount
    guard ticks == (rowChanged ? 1 : 0) else {
      return CheckFailure(
        .ticks, "\(ticks) ticks moving from \(previous) to \(offset) (row changed: \(rowChanged))")
    }
    return nil
  }

  /// At rest: the picker is idle on the row the scroll view shows, reported each motion's
  /// end once, and a gesture moved at most `maxItems` rows from its release when paging.
  private mutating func judgeRest(_ after: PickerState) -> CheckFailure? {
    defer {
      record.reportedEnds = 0
      record.endsOfMotion = 0
      record.releaseRow = nil
    }
    guard after.phase.isIdle else {
      return CheckFailure(
        .atRest,
        "the scroll view rests at \(scrollView.offset) and the picker is \(after.phase): "
          + "it waits for a callback that will not come")
    }
    if let row = after.selectedRow {
      let shown = scrollView.rounded(after.layout.offset(ofRow: row))
      guard scrollView.offset == shown else {
        return CheckFailure(
          .atRest, "the scroll view rests at \(scrollView.offset), row \(row) at \(shown)")
      }
    }
    guard record.reportedEnds == record.endsOfMotion else {
      return CheckFailure(
        .oncePerMotion,
        "\(record.reportedEnds) didEndScrolling for \(record.endsOfMotion) ends of motion")
    }
    if case .paging(let maxItems) = after.options.snapping, let release = record.releaseRow,
      !record.appIntervened, let row = after.selectedRow, abs(row - release) > max(maxItems, 1)
    {
      return CheckFailure(
        .pagingPerGesture, "one gesture moved from row \(release) to row \(row)")
    }
    return nil
  }

  /// Whether the app (or the user through a cell or VoiceOver) asked for the event's scroll.
  static func isAppRequest(_ event: PickerEvent) -> Bool {
    switch event {
    case .select, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement: true
    case .willBeginDragging, .didScroll, .willEndDragging, .didEndDragging, .didEndDecelerating,
      .didEndScrollingAnimation, .layoutChanged:
      false
    }
  }

  static func isLayoutChange(_ event: PickerEvent) -> Bool {
    if case .layoutChanged = event { true } else { false }
  }
}
