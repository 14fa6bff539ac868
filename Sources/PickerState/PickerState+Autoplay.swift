// MARK: - Autoplay (A1-A4)

extension PickerState {
  /// The host's autoplay timer as it should be now: the interval while a timer is wanted
  /// (autoplay on, two snaps or more, the picker idle, and with
  /// ``PickerOptions/autoAdvanceStopsAtEnd`` not resting at the last snap of a strip that
  /// does not wrap), nil otherwise (A2, P7). Inlinable: ``update(_:)`` reads it before
  /// every event that takes the full path.
  @inlinable
  public var autoAdvanceDelay: Double? {
    // The option first: with autoplay off, the usual case, one test answers.
    guard let interval = options.autoAdvanceInterval, case .idle = motion, layout.snapCount >= 2,
      !(options.autoAdvanceStopsAtEnd && isAtLastSnap)
    else { return nil }
    return interval
  }

  /// Why `options.autoAdvanceInterval` is not one the option takes (nil, or finite and
  /// above zero), or nil when it is.
  static func invalidAutoAdvanceInterval(in options: PickerOptions) -> InvalidOptionValue? {
    options.autoAdvanceInterval.flatMap(InvalidOptionValue.init(autoAdvanceInterval:))
  }

  /// `autoAdvanceTimerFired` (A3, P7), by phase:
  ///
  /// - idle with a timer wanted (``autoAdvanceDelay`` not nil): selects the row of the next
  ///   snap, animated, cause `.autoAdvance`, as `selectNextSnap` does (one cell forward
  ///   from the selected row's copy nearest the offset, in a wrapping strip), except that
  ///   from the last snap of a strip that does not wrap it goes back to snap 0's row, the
  ///   long way.
  ///   A selection that rests at once (nearer than `minimumAnimatedDistance`) restarts the
  ///   timer; an animated one cancels it until the animation ends.
  /// - idle without a wanted timer (autoplay off, fewer than two rows), dragging,
  ///   decelerating or animating: a stale timer, ignored: no effect, the state unchanged.
  @usableFromInline
  mutating func autoAdvanceTimerFired(into effects: inout PickerEffects) {
    switch motion {
    case .idle where autoAdvanceDelay != nil:
      stepSnap(by: 1, cause: .autoAdvance, into: &effects)
    case .idle, .dragging, .decelerating, .animating:
      break
    }
  }

  /// `optionsChanged(_:)` (A1), in every phase alike.
  ///
  /// An ``PickerOptions/autoAdvanceInterval`` that is not nil, finite and above zero is
  /// rejected with `invalidOption`, the state untouched. Options equal to the current ones
  /// change nothing. Otherwise the options are replaced at once, without an effect of their
  /// own: each applies from the next event that reads it (see each option's doc comment),
  /// and a drag, a glide or an animation under way goes on. Autoplay's timer follows in
  /// ``updateAutoAdvanceTimer(wasTimerWanted:changedSelectionOrSettings:into:)``.
  ///
  /// - Returns: Whether the options changed.
  @usableFromInline
  mutating func optionsChanged(
    to newOptions: PickerOptions, into effects: inout PickerEffects
  ) -> Bool {
    if let bad = Self.invalidAutoAdvanceInterval(in: newOptions) {
      effects.append(.rejected(.invalidOption(field: .autoAdvanceInterval, value: bad)))
      return false
    }
    guard newOptions != options else { return false }
    options = newOptions
    return true
  }

  /// ``update(_:)`` for an event other than `didScroll` while autoplay is on: the event
  /// applied, then the timer started or stopped against where the update began. Out of
  /// line, so that a host's loop, inlining `update`, carries the timer's bookkeeping only as
  /// a call, which autoplay off (the usual case) skips.
  @usableFromInline
  mutating func updateWithAutoplayOn(_ event: PickerEvent) -> PickerEffects {
    let wasTimerWanted = autoAdvanceDelay != nil
    let oldSelection = selectedRow
    var effects = PickerEffects()
    // L5: a change of rows restarts the timer when it hands the selection to another item,
    // not for a new layout or an index that only follows its item.
    var changedSelectionOrSettings: Bool
    if case .rowsChanged(let changes, let newLayout) = event {
      let fits = changes.fits(itemCount: layout.itemCount, newItemCount: newLayout.itemCount)
      changedSelectionOrSettings =
        fits && oldSelection.map { changes.newRow(ofOldRow: $0) == nil } ?? false
      _ = apply(event, into: &effects)
    } else {
      let isUserInteraction = Self.isUserInteraction(event)
      changedSelectionOrSettings =
        apply(event, into: &effects) || selectedRow != oldSelection
      if isUserInteraction && options.autoAdvanceStopsOnInteraction {
        stopAutoplayForGood(after: effects)
      }
    }
    updateAutoAdvanceTimer(
      wasTimerWanted: wasTimerWanted, changedSelectionOrSettings: changedSelectionOrSettings,
      into: &effects)
    return effects
  }

  /// The one place that starts and cancels the host's timer (A2, I11), at the end of every
  /// update but the `didScroll`s, which never change it, and those with autoplay off before
  /// and after, which have none to start or stop (see ``update(_:)``):
  /// `scheduleAutoAdvance(after: interval)` when the update ends with a timer wanted and
  /// either none was wanted when it began (the picker was moving, autoplay was off, rows
  /// were fewer than two) or the selection, the layout or the options changed (for a
  /// change of rows, only a selection handed to another item counts: L5);
  /// `scheduleAutoAdvance(after: nil)` when a wanted timer is no longer wanted. It goes
  /// before a last `didEndScrolling`, after everything else.
  ///
  /// - Parameters:
  ///   - wasTimerWanted: Whether a timer was wanted when the update began.
  ///   - changedSelectionOrSettings: Whether the update changed the selected row, the
  ///     layout or the options (for a change of rows, only whether it handed the
  ///     selection to another item).
  @usableFromInline
  mutating func updateAutoAdvanceTimer(
    wasTimerWanted: Bool, changedSelectionOrSettings: Bool, into effects: inout PickerEffects
  ) {
    let delay = autoAdvanceDelay
    let isTimerWanted = delay != nil
    if isTimerWanted ? !wasTimerWanted || changedSelectionOrSettings : wasTimerWanted {
      effects.appendBeforeEndOfScrolling(.scheduleAutoAdvance(after: delay))
    }
  }
}

extension InvalidOptionValue {
  /// Why `interval` is no ``PickerOptions/autoAdvanceInterval``, or nil when it is finite
  /// and above zero.
  init?(autoAdvanceInterval interval: Double) {
    if let nonFinite = NonFiniteValue(interval) {
      self = .nonFinite(nonFinite)
    } else if interval <= 0 {
      self = .notPositive(interval + 0)  // -0.0 reads as 0
    } else {
      return nil
    }
  }
}
