import PickerState

// MARK: - Autoplay, end to end (A2-A4)

extension ScrollViewHost {
  /// Whether the app wants autoplay's timer whenever its scroll view rests: autoplay on
  /// (and not stopped by the user, P7), and two snaps or more in the content (rows that
  /// fit a contained strip's viewport rest at one).
  var wantsTimer: Bool {
    autoplayInterval != nil && scrollView.cells.hasTwoSnaps
  }

  /// Judges autoplay as the scroll view sees it, after the update's effects: an advance
  /// (a selection change or a scroll) starts only at rest, and no timer runs while a
  /// finger drags that the picker knows of. Remembers the timer an update in motion
  /// leaves, for the rest (``judgeTimerAtRest()``).
  ///
  /// A finger may be down before the picker hears `willBeginDragging`: callbacks queued
  /// before it (a glide's end that the touch reported) still reach an idle picker.
  mutating func judgeAutoplay(
    _ event: PickerEvent, _ effects: PickerEffects, before: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    if case .autoAdvanceTimerFired = event, !scrollViewBefore.isAtRest,
      let advance = effects.first(where: Self.isAdvance)
    {
      let motion = scrollViewBefore.isDragging ? "dragged" : "moved"
      return CheckFailure(
        .advanceAtRest,
        "the timer fired while the scroll view \(motion) at \(scrollViewBefore.offset), "
          + "and the picker answered \(advance)")
    }
    if case .willBeginDragging = event { record.pickerKnowsOfDrag = true }
    if !scrollView.isDragging { record.pickerKnowsOfDrag = false }
    if record.pickerKnowsOfDrag, let remaining = timer.remaining {
      return CheckFailure(
        .dragCancelsTimer, "after \(event) the finger drags and the timer has \(remaining) s left")
    }
    if !scrollViewBefore.isAtRest || !before.phase.isIdle {
      record.intervalOwedAtRest = wantsTimer ? autoplayInterval : nil
      record.timerAfterMotion = timer.remaining
    }
    return nil
  }

  /// At rest: the last update in motion, when autoplay was wanted then, left the whole
  /// interval to run; and with autoplay wanted now, a timer runs. (The finger may lift off
  /// still content, with no update, after the update that rested.)
  func judgeTimerAtRest() -> CheckFailure? {
    if let owed = record.intervalOwedAtRest, record.timerAfterMotion != owed {
      return CheckFailure(
        .restRestartsInterval,
        "the update that rested at \(scrollView.offset) left the timer "
          + "\(record.timerAfterMotion.map { "\($0) s" } ?? "stopped"), not \(owed) s")
    }
    guard wantsTimer, let interval = autoplayInterval else { return nil }
    guard timer.isRunning else {
      return CheckFailure(
        .timerRunsAtRest,
        "the scroll view rests at \(scrollView.offset) with autoplay on every \(interval) s "
          + "and no timer runs")
    }
    return nil
  }

  /// Whether an effect starts an advance as the scroll view sees it: a selection change or
  /// a scroll.
  private static func isAdvance(_ effect: PickerEffect) -> Bool {
    switch effect {
    case .selectionChanged, .scroll: true
    case .configure, .selectionFeedback, .setTargetOffset, .scheduleAutoAdvance,
      .didEndScrolling, .rejected:
      false
    }
  }
}
