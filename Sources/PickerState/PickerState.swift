/// The complete, platform-independent brain of a horizontal picker or snapping carousel.
///
/// A host reports what happened as ``PickerEvent``s; ``update(_:)`` answers with
/// ``PickerEffects``, plain values that the host carries out. The state is a value: pure,
/// deterministic, and allocation-free on its hot path.
///
/// ```swift
/// var picker = PickerState(layout: try PickerLayout(viewportWidth: 375, itemWidth: 64,
///                                                   itemCount: 20))
/// for effect in picker.update(.tap(row: 3)) { host.perform(effect) }
/// ```
public struct PickerState: Hashable, Sendable {
  /// The geometry the picker works in; replaced by ``PickerEvent/layoutChanged(_:)``.
  public internal(set) var layout: PickerLayout
  /// How the picker snaps, flings and reports.
  public internal(set) var options: PickerOptions
  /// The selected row: nil exactly when the layout has no rows, otherwise in
  /// `0..<layout.itemCount`.
  public internal(set) var selectedRow: Int?
  /// The row whose anchor is nearest the current offset (`layout.nearestRow(toOffset:
  /// offset)`): the row under the anchor right now, nil when empty. The row of
  /// ``centeredCell``; setting it puts its home-lap cell under the anchor.
  public internal(set) var centeredRow: Int? {
    @inlinable get { storedCenteredCell.map(layout.uncheckedRow(ofCell:)) }
    set { storedCenteredCell = newValue.map(layout.homeCell(ofRow:)) }
  }
  /// The cell whose anchor is nearest the current offset (`layout.nearestCell(toOffset:
  /// offset)`): the copy of ``centeredRow`` under the anchor right now, nil when empty. In
  /// a layout that does not wrap, the same as ``centeredRow``.
  public internal(set) var centeredCell: Int? {
    @inlinable get { storedCenteredCell }
    set { storedCenteredCell = newValue }
  }
  /// The content offset last reported or asked for; finite, never -0.0, and outside
  /// `offsetRange` only while a bounce reports it so.
  public internal(set) var offset: Double {
    @inlinable get { storedOffset + 0 }  // a reported -0.0 is stored as it came: 0 here
    set { storedOffset = newValue }
  }
  /// What the picker is doing, with the target a glide or an animation heads for, as a row
  /// (``targetCell`` says which copy in a wrapping strip).
  ///
  /// Each phase carries its own data and drops it when it ends: a glide its target and the
  /// cell where the finger lifted (from which paging limits the settle), an animation its
  /// target; idle and dragging hold none, so a picker at rest or under a finger holds
  /// nothing of the motions before it.
  public var phase: PickerPhase {
    @inlinable get {
      switch motion {
      case .idle: .idle
      case .dragging: .dragging
      case .decelerating(let target, _): .decelerating(targetRow: target?.row)
      case .animating(let target): .animating(targetRow: target.row)
      }
    }
  }
  /// What the picker is doing, with the target and release cells that only its phase holds:
  /// the storage of ``phase`` and ``targetCell`` (see ``Motion``).
  @usableFromInline var motion: Motion
  /// The storage of ``centeredCell`` and ``offset``, which `didScroll`, inlined into the
  /// host's loop, writes directly. The offset is stored as reported, -0.0 included (equal
  /// to 0, and hashed alike), and read as 0: a sign the busiest path need not clear.
  @usableFromInline var storedCenteredCell: Int?
  @usableFromInline var storedOffset: Double
  /// Where a `didScroll` would only record the offset: refreshed at the end of every
  /// update that takes the full path, and ignored by equality and hashing.
  @usableFromInline var quietScrollSpan: QuietScrollSpan

  /// Creates a picker resting on a row.
  ///
  /// - Parameters:
  ///   - layout: The geometry.
  ///   - selectedRow: The row to rest on, clamped into `0..<layout.itemCount` (ignored,
  ///     and the selection nil, when the layout is empty).
  ///   - options: How the picker snaps, flings and reports; an `autoAdvanceInterval` that
  ///     is not finite and above zero is stored as nil (autoplay off).
  public init(layout: PickerLayout, selectedRow: Int = 0, options: PickerOptions = .init()) {
    self.layout = layout
    self.options = options
    if Self.invalidAutoAdvanceInterval(in: options) != nil {
      self.options.autoAdvanceInterval = nil
    }
    let row = layout.itemCount > 0 ? min(max(selectedRow, 0), layout.itemCount - 1) : nil
    self.selectedRow = row
    self.storedOffset = row.map(layout.offset(ofRow:)) ?? 0
    // A contained strip's row may rest where another row is nearest the anchor (P3).
    self.storedCenteredCell =
      layout.restsClamped
      ? layout.nearestCell(toOffset: storedOffset) : row.map(layout.homeCell(ofRow:))
    self.motion = .idle
    self.quietScrollSpan = .empty
    refreshQuietScrollSpan()
  }

  /// Applies one event and returns what the host should do.
  ///
  /// Bad input (a row outside `0..<itemCount`, a NaN or infinite number) yields exactly
  /// one ``PickerEffect/rejected(_:)`` and leaves the state equal to before. Events that
  /// arrive out of order never trap and keep every invariant. Each event's handler is one
  /// `switch` over the phase, and its doc comment says what it does in each:
  ///
  /// - `select(row:animated:)`, `tap(row:)`, `tapCell(_:)`,
  ///   `accessibilityIncrement/Decrement`: see `PickerState+Selection.swift`. A new row is
  ///   committed in any phase; it scrolls there (the shortest way round a wrapping strip)
  ///   unless a finger holds the content.
  /// - `willBeginDragging`, `didScroll`, `willEndDragging`, `didEndDragging`: see
  ///   `PickerState+Scrolling.swift`.
  /// - `didEndDecelerating`, `didEndScrollingAnimation`: see `PickerState+Settling.swift`,
  ///   which also holds the one function by which the picker comes to rest.
  /// - `layoutChanged`: see `PickerState+LayoutChange.swift`.
  /// - `rowsChanged`: see `PickerState+RowChanges.swift`.
  /// - `autoAdvanceTimerFired`, `optionsChanged`: see `PickerState+Autoplay.swift`, which
  ///   also holds the one place that starts and cancels the host's autoplay timer.
  /// - `selectSnap(_:animated:)`, `selectNextSnap`, `selectPreviousSnap`: see
  ///   `PickerState+Pages.swift`.
  ///
  /// - Parameter event: What happened.
  /// - Returns: At most ``PickerEffects/capacity`` effects, in the order ``PickerEffect``
  ///   describes.
  /// - Complexity: O(1) for uniform widths; O(log n) for variable widths, less when the
  ///   offset moves smoothly. No heap allocation. Inlinable: a host's event loop inlines
  ///   the dispatch, the check that answers, with two comparisons, a `didScroll` that
  ///   leaves the row under the anchor where it was (most of them), and, for uniform
  ///   widths, the closed form that answers one that only moves that row (most of the
  ///   rest); everything else is out of line. The event is taken `consuming`, and the
  ///   full path switches on it consumed, so that the loop's copy of it ends inside the
  ///   inlined `update`, in the case that holds it: only `layoutChanged`, `rowsChanged`
  ///   and `optionsChanged` release a boxed payload, where a borrowed event was released
  ///   by a call after every event on the full path.
  @inlinable @inline(__always)
  public mutating func update(_ event: consuming PickerEvent) -> PickerEffects {
    // The quiet span holds only offsets whose report `didScroll(to:into:)` would merely
    // record, and `trackRow(to:)` gives what it gives where the closed form answers:
    // shortcuts with the same outcome, not rules of their own.
    if case .didScroll(let newOffset) = event {
      if quietScrollSpan.contains(newOffset) {
        storedOffset = newOffset
        return PickerEffects()
      }
      if quietScrollSpan.outside != .fullPath, let effects = trackRow(to: newOffset) {
        return effects
      }
      // Autoplay's timer (A2, I11) is left alone: a `didScroll` keeps the phase, and
      // commits a row only while dragging or decelerating, when no timer is wanted before
      // or after; idle, it at most puts the offset back. It changes neither the layout nor
      // the options. It refreshes the quiet span itself, when the span may change.
      var effects = PickerEffects()
      didScroll(to: newOffset, into: &effects)
      return effects
    }
    // With autoplay on, the timer is judged against where the update began, out of line.
    // With it off, no timer was wanted when the update began, so none can need stopping,
    // and one is wanted at the end only if `optionsChanged` turned autoplay on (the only
    // event that changes the options): the host's loop keeps neither the phase nor the
    // selection from before the event.
    if options.autoAdvanceInterval != nil { return updateWithAutoplayOn(event) }
    var effects = PickerEffects()
    // Autoplay is on after the event only if the event changed the options, which `apply`
    // reports: its answer is a constant on the paths of the events that change no setting,
    // so that they ask nothing after the event.
    if apply(event, into: &effects), options.autoAdvanceInterval != nil {
      updateAutoAdvanceTimer(
        wasTimerWanted: false, changedSelectionOrSettings: true, into: &effects)
    }
    return effects
  }

  /// Applies `event` by its handler and refreshes the quiet span when the span may have
  /// changed: everything ``update(_:)`` does but autoplay's timer (see
  /// ``updateAutoAdvanceTimer(wasTimerWanted:changedSelectionOrSettings:into:)``).
  ///
  /// The event is consumed by the `switch`, so that each case ends it: see ``update(_:)``.
  ///
  /// - Returns: Whether the event changed the layout or the options (a change of rows
  ///   answers false: autoplay judges it by its items, L5).
  @inlinable @inline(__always)
  mutating func apply(_ event: consuming PickerEvent, into effects: inout PickerEffects) -> Bool {
    var changedSettings = false
    switch consume event {
    case .select(let row, let animated):
      select(row: row, animated: animated, cause: .programmatic, into: &effects)
    case .tap(let row):
      select(row: row, animated: true, cause: .tap, into: &effects)
    case .tapCell(let cell):
      tap(cell: cell, into: &effects)
    case .accessibilityIncrement:
      step(by: 1, cause: .accessibility, into: &effects)
    case .accessibilityDecrement:
      step(by: -1, cause: .accessibility, into: &effects)
    case .willBeginDragging:
      willBeginDragging(into: &effects)
    case .didScroll(let offset):
      didScroll(to: offset, into: &effects)
      return false  // it refreshes the quiet span itself, when the span may change
    case .willEndDragging(let velocity, let proposedOffset):
      willEndDragging(velocity: velocity, proposedOffset: proposedOffset, into: &effects)
      return false  // it refreshes the span itself, when the span changes
    case .didEndDragging(let willDecelerate):
      didEndDragging(willDecelerate: willDecelerate, into: &effects)
      return false  // likewise: a release into a glide keeps the span
    case .didEndDecelerating:
      didEndDecelerating(into: &effects)
    case .didEndScrollingAnimation:
      didEndScrollingAnimation(into: &effects)
    case .layoutChanged(let newLayout):
      changedSettings = layoutChanged(ifNew: newLayout, into: &effects)
    case .rowsChanged(let changes, let newLayout):
      // Autoplay's rhythm through live data is judged from the event itself, out of line
      // (see `updateWithAutoplayOn`): an answer from here costs every other event.
      rowsChanged(changes, to: newLayout, into: &effects)
    case .autoAdvanceTimerFired:
      autoAdvanceTimerFired(into: &effects)
    case .optionsChanged(let newOptions):
      changedSettings = optionsChanged(to: newOptions, into: &effects)
    case .selectSnap(let snap, let animated):
      selectSnap(snap, animated: animated, into: &effects)
    case .selectNextSnap:
      stepSnap(by: 1, cause: .programmatic, into: &effects)
    case .selectPreviousSnap:
      stepSnap(by: -1, cause: .programmatic, into: &effects)
    }
    refreshQuietScrollSpan()
    return changedSettings
  }

  /// Where a scroll released now at `velocity` would come to rest with
  /// `options.decelerationRate`: for hosts whose scroll view proposes no resting offset of
  /// its own, to pass as `willEndDragging`'s `proposedOffset`.
  ///
  /// - Parameter velocity: Points per second, signed like the offset.
  /// - Returns: `offset + projectedDistance(velocity:)`, clamped to finite values.
  public func projectedOffset(velocity: Double) -> Double {
    let projected = offset + options.decelerationRate.projectedDistance(velocity: velocity)
    return min(max(projected, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}
